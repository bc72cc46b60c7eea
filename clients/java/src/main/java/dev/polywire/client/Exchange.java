package dev.polywire.client;

import com.google.protobuf.Message;
import dev.polywire.decode.Codec;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;

/**
 * One GET as the lab measures it: the bytes as they came off the wire and
 * after content decoding, the codec's own objects, what HTTP actually
 * carried it, and the instants that split seed 002's measure — request
 * (send → last byte) from processing (last byte → objects ready, content
 * decoding included) — plus the bytes the processing allocated on the
 * calling thread.
 *
 * <p>Times are {@link System#nanoTime()} readings: comparable with each other,
 * never with the wall clock.
 */
public final class Exchange {
  private final String path;
  private final Codec<?> codec;
  private final Coding requestedCoding;
  private final int status;
  private final HttpClient.Version version;
  private final boolean tls;
  private final HttpHeaders headers;
  private final byte[] wire;
  private final byte[] decoded;
  private final Object value;
  private final long sendNanos;
  private final long lastByteNanos;
  private final long contentDecodedNanos;
  private final long readyNanos;
  private final long allocatedBytes;

  Exchange(String path, Codec<?> codec, Coding requestedCoding, int status, HttpClient.Version version, boolean tls,
      HttpHeaders headers, byte[] wire, byte[] decoded, Object value, long sendNanos, long lastByteNanos,
      long contentDecodedNanos, long readyNanos, long allocatedBytes) {
    this.path = path;
    this.codec = codec;
    this.requestedCoding = requestedCoding;
    this.status = status;
    this.version = version;
    this.tls = tls;
    this.headers = headers;
    this.wire = wire;
    this.decoded = decoded;
    this.value = value;
    this.sendNanos = sendNanos;
    this.lastByteNanos = lastByteNanos;
    this.contentDecodedNanos = contentDecodedNanos;
    this.readyNanos = readyNanos;
    this.allocatedBytes = allocatedBytes;
  }

  /** The path requested, query included: /articles?sections=50&amp;seed=7. */
  public String path() {
    return path;
  }

  /** The codec that decoded the body. */
  public Codec<?> codec() {
    return codec;
  }

  /** The coding asked for in Accept-Encoding. */
  public Coding requestedCoding() {
    return requestedCoding;
  }

  /** The coding the body actually came in (Content-Encoding; identity when absent). */
  public Coding coding() {
    String ce = headers.firstValue("Content-Encoding").orElse("");
    if (ce.isBlank()) {
      return Coding.IDENTITY;
    }
    String[] applied = ce.split(",");
    return Coding.of(applied[applied.length - 1]);
  }

  /** The HTTP status (always 2xx: anything else is a {@link PolywireException}). */
  public int status() {
    return status;
  }

  /** The HTTP version of the response. */
  public HttpClient.Version version() {
    return version;
  }

  /** What carried the response as results name it: "h2c" (HTTP/2 cleartext), "h2" (over TLS) or "http/1.1". */
  public String protocol() {
    if (version == HttpClient.Version.HTTP_2) {
      return tls ? "h2" : "h2c";
    }
    return "http/1.1";
  }

  /** The response headers. */
  public HttpHeaders headers() {
    return headers;
  }

  /** The body as received, still content-encoded. */
  public byte[] wireBytes() {
    return wire;
  }

  /** The body after content decoding: what the codec read. */
  public byte[] decodedBytes() {
    return decoded;
  }

  /** The codec's own object (a Jackson POJO, a Wire message, a FlatBuffers view…). */
  public Object value() {
    return value;
  }

  /** The value as a protobuf-java message, for comparison with the reference. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  public Message proto() {
    return ((Codec) codec).toProto(value);
  }

  /** How many rows the value holds (subsections, people, transactions). */
  @SuppressWarnings({"unchecked", "rawtypes"})
  public int items() {
    return ((Codec) codec).items(value);
  }

  /** nanoTime just before the request was handed to the HTTP client. */
  public long sendNanos() {
    return sendNanos;
  }

  /** nanoTime when the body handler had the last byte. */
  public long lastByteNanos() {
    return lastByteNanos;
  }

  /** nanoTime when content decoding (gzip, br, zstd) was done. */
  public long contentDecodedNanos() {
    return contentDecodedNanos;
  }

  /** nanoTime when the codec had returned the decoded objects. */
  public long readyNanos() {
    return readyNanos;
  }

  /**
   * Bytes allocated on the calling thread from the end of reception to the
   * objects ready (content decoding and the codec's decode); -1 when the JVM
   * cannot tell.
   */
  public long allocatedBytes() {
    return allocatedBytes;
  }

  /** Send to last byte, in milliseconds. */
  public double requestMs() {
    return (lastByteNanos - sendNanos) / 1e6;
  }

  /** Seed 002's processing time: last byte to objects ready, content decoding included, in ms. */
  public double processingMs() {
    return (readyNanos - lastByteNanos) / 1e6;
  }

  /** Content decoding alone, in ms. */
  public double contentDecodeMs() {
    return (contentDecodedNanos - lastByteNanos) / 1e6;
  }

  /** Send to objects ready, in ms. */
  public double totalMs() {
    return (readyNanos - sendNanos) / 1e6;
  }
}
