package dev.polywire.stream;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Lines of bytes, each ended by '\n', read from an InputStream as they
 * arrive: a line is returned as soon as its newline is in, never waiting
 * for a full buffer.
 */
final class LineReader {
  private final InputStream in;
  private final int maxLine;
  private byte[] buf = new byte[64 << 10];
  private int pos;
  private int lim;
  private boolean eof;
  private long offset;

  LineReader(InputStream in, int maxLine) {
    this.in = in;
    this.maxLine = maxLine;
  }

  /** The stream offset of the next unread byte. */
  long offset() {
    return offset;
  }

  /**
   * The next line without its '\n' (and a '\r' before it when crlf), or null
   * at EOF with nothing pending. A last line with no '\n' is {@code partial}.
   */
  byte[] readLine(boolean crlf) throws IOException {
    int from = pos;
    while (true) {
      for (int i = from; i < lim; i++) {
        if (buf[i] == '\n') {
          int end = i;
          if (crlf && end > pos && buf[end - 1] == '\r') {
            end--;
          }
          byte[] line = Arrays.copyOfRange(buf, pos, end);
          offset += i + 1 - pos;
          pos = i + 1;
          return line;
        }
      }
      int scanned = lim - pos;
      if (eof) {
        if (pos == lim) {
          return null;
        }
        throw new Partial(lim - pos);
      }
      if (scanned > maxLine) {
        throw new TooLong(scanned);
      }
      fill();
      from = pos + scanned;
    }
  }

  private void fill() throws IOException {
    if (pos > 0) {
      System.arraycopy(buf, pos, buf, 0, lim - pos);
      lim -= pos;
      pos = 0;
    }
    if (lim == buf.length) {
      buf = Arrays.copyOf(buf, buf.length * 2);
    }
    int n = in.read(buf, lim, buf.length - lim);
    if (n < 0) {
      eof = true;
    } else {
      lim += n;
    }
  }

  /** A last line without its newline: the stream was cut. */
  static final class Partial extends IOException {
    private static final long serialVersionUID = 1L;
    final int bytes;

    Partial(int bytes) {
      super("a last line of " + bytes + " bytes without its newline");
      this.bytes = bytes;
    }
  }

  /** A line longer than the reader's limit. */
  static final class TooLong extends IOException {
    private static final long serialVersionUID = 1L;

    TooLong(int bytes) {
      super("a line over " + bytes + " bytes, past the reader's limit");
    }
  }
}
