package dev.polywire.client;

import com.github.luben.zstd.ZstdInputStreamNoFinalizer;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.brotli.dec.BrotliInputStream;

/**
 * Undoes a response's {@code Content-Encoding} with a cap on the decoded
 * size. java.net.http hands bodies over as sent, so decompression is the
 * client's work — and, in seed 002's measure, part of the processing time
 * (gzipped JSON cost it 1.2× plain JSON). The cap is checked as bytes come
 * out, never after, so a bomb costs at most cap bytes of heap.
 */
public final class ContentDecoding {
  private ContentDecoding() {}

  /**
   * The decoded body. contentEncoding is the header's value (null or empty:
   * identity); codings listed in order of application are undone in reverse.
   */
  public static byte[] decode(byte[] wire, String contentEncoding, long cap) throws IOException {
    List<Coding> codings = parse(contentEncoding);
    byte[] b = wire;
    for (int i = codings.size() - 1; i >= 0; i--) {
      b = decodeOne(b, codings.get(i), cap);
    }
    if (b.length > cap) {
      throw new BodyTooLargeException("body of " + b.length + " bytes", cap);
    }
    return b;
  }

  /** The codings of a Content-Encoding header, identity left out. */
  public static List<Coding> parse(String contentEncoding) throws ContentDecodingException {
    List<Coding> out = new ArrayList<>();
    if (contentEncoding == null) {
      return out;
    }
    for (String tok : contentEncoding.split(",")) {
      if (tok.isBlank()) {
        continue;
      }
      Coding c;
      try {
        c = Coding.of(tok);
      } catch (IllegalArgumentException e) {
        throw new ContentDecodingException("decode body: unsupported Content-Encoding " + tok.trim(), e);
      }
      if (c != Coding.IDENTITY) {
        out.add(c);
      }
    }
    return out;
  }

  private static byte[] decodeOne(byte[] in, Coding c, long cap) throws IOException {
    try (InputStream s = open(in, c)) {
      return readCapped(s, c, cap, in.length);
    } catch (BodyTooLargeException e) {
      throw e;
    } catch (IOException | RuntimeException e) {
      // zstd-jni reports corrupt frames as ZstdIOException, brotli as
      // IOException, java.util.zip as ZipException or EOFException.
      throw new ContentDecodingException("decode " + c.token() + " body: " + e.getMessage(), e);
    }
  }

  private static InputStream open(byte[] in, Coding c) throws IOException {
    ByteArrayInputStream raw = new ByteArrayInputStream(in);
    switch (c) {
      case GZIP:
        return new GZIPInputStream(raw, 64 << 10);
      case BR:
        return new BrotliInputStream(raw);
      case ZSTD:
        return new ZstdInputStreamNoFinalizer(raw);
      default:
        return raw;
    }
  }

  private static byte[] readCapped(InputStream s, Coding c, long cap, int wireLen) throws IOException {
    // Text compresses 5-10×; start near there and grow by doubling.
    int size = (int) Math.min(Math.max(8192L, (long) wireLen * 6), Math.min(cap + 1, Integer.MAX_VALUE - 8));
    byte[] buf = new byte[size];
    int n = 0;
    for (;;) {
      if (n == buf.length) {
        if (n > cap) {
          throw new BodyTooLargeException("decoded " + c.token() + " body", cap);
        }
        long grown = Math.min((long) buf.length * 2, Math.min(cap + 1, Integer.MAX_VALUE - 8));
        if (grown <= buf.length) {
          throw new BodyTooLargeException("decoded " + c.token() + " body", cap);
        }
        buf = Arrays.copyOf(buf, (int) grown);
      }
      int r = s.read(buf, n, buf.length - n);
      if (r < 0) {
        break;
      }
      n += r;
      if (n > cap) {
        throw new BodyTooLargeException("decoded " + c.token() + " body", cap);
      }
    }
    return n == buf.length ? buf : Arrays.copyOf(buf, n);
  }
}
