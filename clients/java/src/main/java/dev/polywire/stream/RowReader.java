package dev.polywire.stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads one row at a time from a polywire REST stream in one framing of
 * docs/STREAMING.md. {@link #next()} blocks until the next row's bytes have
 * arrived, returns it decoded, and returns null at the stream's clean end
 * (the envelope end frame, the SSE {@code end} event, EOF for NDJSON); an
 * error frame throws {@link StreamErrorException}, a cut or malformed stream
 * {@link StreamException}. Not thread-safe; {@link #close()} closes the
 * InputStream (which, for java.net.http, cancels the response).
 *
 * @param <T> the row's type
 */
public abstract class RowReader<T> implements Closeable {
  /** The largest frame, line or event a reader accepts: 64 MiB. */
  public static final int MAX_FRAME_BYTES = 64 << 20;

  final InputStream in;
  final String framing;
  int rows;
  boolean done;

  RowReader(InputStream in, String framing) {
    this.in = in;
    this.framing = framing;
  }

  /**
   * Envelopes (Protobuf, MessagePack, FlatBuffers): flag 0x00 and a 4-byte
   * big-endian length per row, ended by the mandatory flag-0x02 frame,
   * empty on success and holding the apierror (read by errors) on failure.
   */
  public static <T> RowReader<T> envelopes(InputStream in, RowDecoder<T> rows, RowDecoder<ApiError> errors) {
    return new Envelopes<>(in, rows, errors);
  }

  /** NDJSON / JSONL: one JSON row a line, an {@code {"@error":…}} last line on failure, EOF at the end. */
  public static <T> RowReader<T> ndjson(InputStream in, RowDecoder<T> rows) {
    return new Ndjson<>(in, rows);
  }

  /**
   * Server-sent events: {@code message} events' data are the rows, an
   * {@code error} event the apierror, the {@code end} event the clean end.
   */
  public static <T> RowReader<T> sse(InputStream in, RowDecoder<T> rows) {
    return new Sse<>(in, rows);
  }

  /** The next row, or null at the clean end of the stream. */
  public final T next() throws IOException {
    if (done) {
      return null;
    }
    T row = read();
    if (row == null) {
      done = true;
    } else {
      rows++;
    }
    return row;
  }

  /** How many rows {@link #next()} has returned. */
  public final int rows() {
    return rows;
  }

  /** The framing's name: envelope, ndjson, sse. */
  public final String framing() {
    return framing;
  }

  abstract T read() throws IOException;

  @Override
  public void close() throws IOException {
    in.close();
  }

  StreamException fail(String what, Throwable cause) {
    return new StreamException(framing + " stream: " + what + " (after " + rows + " rows)", rows, cause);
  }

  T decodeRow(RowDecoder<T> d, byte[] b) throws StreamException {
    try {
      return d.decode(b);
    } catch (Exception e) {
      throw fail("row " + rows + " does not decode: " + e.getMessage(), e);
    }
  }

  StreamErrorException error(RowDecoder<ApiError> d, byte[] b) throws StreamException {
    ApiError e;
    try {
      e = d.decode(b);
    } catch (Exception x) {
      throw fail("the error frame does not decode: " + x.getMessage(), x);
    }
    done = true;
    return new StreamErrorException(framing, e.code(), e.message(), rows);
  }

  private static final class Envelopes<T> extends RowReader<T> {
    private static final int FLAG_MESSAGE = 0x00;
    private static final int FLAG_END = 0x02;

    private final DataInputStream data;
    private final RowDecoder<T> rowDecoder;
    private final RowDecoder<ApiError> errors;
    private long offset;

    Envelopes(InputStream in, RowDecoder<T> rows, RowDecoder<ApiError> errors) {
      super(in, "envelope");
      this.data = new DataInputStream(in);
      this.rowDecoder = rows;
      this.errors = errors;
    }

    @Override
    T read() throws IOException {
      long at = offset;
      int flag = data.read();
      if (flag < 0) {
        throw fail("ended at byte " + at + " without its end frame (flag 0x02): cut short", null);
      }
      int len;
      try {
        len = data.readInt();
      } catch (EOFException e) {
        throw fail("cut inside the header of the frame at byte " + at, e);
      }
      if (len < 0 || len > MAX_FRAME_BYTES) {
        throw fail("the frame at byte " + at + " claims " + Integer.toUnsignedString(len) + " bytes, over the limit of "
            + MAX_FRAME_BYTES, null);
      }
      if (flag != FLAG_MESSAGE && flag != FLAG_END) {
        throw fail(String.format("the frame at byte %d has flag 0x%02x (want 0x00 or 0x02)", at, flag), null);
      }
      byte[] payload = new byte[len];
      try {
        data.readFully(payload);
      } catch (EOFException e) {
        throw fail("cut inside the " + len + "-byte payload of the frame at byte " + at, e);
      }
      offset = at + 5 + len;
      if (flag == FLAG_END) {
        if (len > 0) {
          throw error(errors, payload);
        }
        if (data.read() >= 0) {
          throw fail("bytes after the end frame at byte " + at, null);
        }
        return null;
      }
      return decodeRow(rowDecoder, payload);
    }
  }

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final byte[] ERROR_PREFIX = "{\"@error\":".getBytes(StandardCharsets.UTF_8);

  static boolean startsWith(byte[] b, byte[] prefix) {
    return b.length >= prefix.length && Arrays.equals(b, 0, prefix.length, prefix, 0, prefix.length);
  }

  private static final class Ndjson<T> extends RowReader<T> {
    private final LineReader lines;
    private final RowDecoder<T> rowDecoder;

    Ndjson(InputStream in, RowDecoder<T> rows) {
      super(in, "ndjson");
      this.lines = new LineReader(in, MAX_FRAME_BYTES);
      this.rowDecoder = rows;
    }

    @Override
    T read() throws IOException {
      byte[] line;
      try {
        line = lines.readLine(false);
      } catch (LineReader.Partial | LineReader.TooLong e) {
        throw fail("line " + (rows + 1) + ": " + e.getMessage() + ": cut short", e);
      }
      if (line == null) {
        return null;
      }
      if (startsWith(line, ERROR_PREFIX)) {
        JsonNode n;
        try {
          n = JSON.readTree(line);
        } catch (IOException e) {
          throw fail("the @error line does not parse: " + e.getMessage(), e);
        }
        byte[] body = JSON.writeValueAsBytes(n.get("@error"));
        throw error(ApiError.JSON, body);
      }
      return decodeRow(rowDecoder, line);
    }
  }

  private static final class Sse<T> extends RowReader<T> {
    private static final byte[] DATA = "data:".getBytes(StandardCharsets.UTF_8);
    private static final byte[] EVENT = "event:".getBytes(StandardCharsets.UTF_8);

    private final LineReader lines;
    private final RowDecoder<T> rowDecoder;

    Sse(InputStream in, RowDecoder<T> rows) {
      super(in, "sse");
      this.lines = new LineReader(in, MAX_FRAME_BYTES);
      this.rowDecoder = rows;
    }

    @Override
    T read() throws IOException {
      String event = null;
      byte[] data = null;
      boolean any = false;
      while (true) {
        byte[] line;
        try {
          line = lines.readLine(true);
        } catch (LineReader.Partial | LineReader.TooLong e) {
          throw fail(e.getMessage() + ": cut short", e);
        }
        if (line == null) {
          throw fail(any ? "cut inside an event (no blank line after it)" : "ended without its end event", null);
        }
        if (line.length == 0) {
          if (!any) {
            continue;
          }
          String type = event == null ? "message" : event;
          switch (type) {
            case "message":
              if (data == null) {
                throw fail("a message event without data", null);
              }
              return decodeRow(rowDecoder, data);
            case "error":
              throw error(ApiError.JSON, data == null ? new byte[0] : data);
            case "end":
              try {
                if (lines.readLine(true) != null) {
                  throw fail("lines after the end event", null);
                }
              } catch (LineReader.Partial | LineReader.TooLong e) {
                throw fail("bytes after the end event", e);
              }
              return null;
            default:
              any = false; // an event this reader does not know: skipped, as EventSource does
              event = null;
              data = null;
              continue;
          }
        }
        if (line[0] == ':') {
          continue; // a comment
        }
        any = true;
        if (startsWith(line, DATA)) {
          byte[] v = value(line, DATA.length);
          if (data == null) {
            data = v;
          } else {
            byte[] joined = Arrays.copyOf(data, data.length + 1 + v.length);
            joined[data.length] = '\n';
            System.arraycopy(v, 0, joined, data.length + 1, v.length);
            data = joined;
          }
        } else if (startsWith(line, EVENT)) {
          event = new String(value(line, EVENT.length), StandardCharsets.UTF_8);
        }
        // id:, retry: and unknown fields are ignored, as EventSource does
      }
    }

    private static byte[] value(byte[] line, int from) {
      if (from < line.length && line[from] == ' ') {
        from++;
      }
      return Arrays.copyOfRange(line, from, line.length);
    }
  }
}
