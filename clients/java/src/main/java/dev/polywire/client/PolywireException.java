package dev.polywire.client;

import com.google.protobuf.Message;
import dev.polywire.decode.Codec;
import dev.polywire.decode.Codecs;
import dev.polywire.decode.MessageType;
import dev.polywire.gen.pb.error.v1.Error;
import dev.polywire.gen.pb.error.v1.FieldViolation;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A 4xx or 5xx answer from polywire. The server sends its {@code Error}
 * message in whatever format was negotiated (or JSON when that format cannot
 * carry it), so the body is read by its own Content-Type; {@link #code()} is
 * the server's stable, machine-readable code ("not_found",
 * "invalid_argument", "validation_failed"…) or "unknown" when the body was not
 * an Error message — a proxy's HTML page, an empty body. A 4xx/5xx body is
 * never decoded as data.
 */
public final class PolywireException extends Exception {
  private static final long serialVersionUID = 1L;

  /** One offending field of a rejected request (polywire.error.v1.FieldViolation). */
  public record Violation(String field, String description) {}

  private final int status;
  private final String code;
  private final transient List<Violation> violations;
  private final String format;

  public PolywireException(int status, String code, String message, List<Violation> violations, String format, Throwable cause) {
    super(message, cause);
    this.status = status;
    this.code = code;
    this.violations = List.copyOf(violations);
    this.format = format;
  }

  /** The HTTP status: 404, 400, 422… */
  public int status() {
    return status;
  }

  /** The server's error code, or "unknown". */
  public String code() {
    return code;
  }

  /** The offending fields, in the server's order; empty when the error is not about fields. */
  public List<Violation> violations() {
    return violations;
  }

  /** The format the error body arrived in (json, proto…), or null when it was not one polywire speaks. */
  public String format() {
    return format;
  }

  @Override
  public String toString() {
    return "PolywireException: HTTP " + status + " " + code + ": " + getMessage();
  }

  /**
   * The exception a status and body stand for: the Error message decoded
   * with the first codec of the body's format, else code "unknown" with the
   * status line and the start of the body.
   */
  public static PolywireException fromBody(int status, String contentType, byte[] body) {
    String format = Format.ofContentType(contentType).map(Format::id).orElse(null);
    Throwable cause = null;
    if (format != null && body.length > 0) {
      List<Codec<?>> codecs = Codecs.of(MessageType.ERROR, format);
      if (!codecs.isEmpty()) {
        try {
          Error e = (Error) toProto(codecs.get(0), body);
          if (!e.getCode().isEmpty()) {
            List<Violation> vs = new ArrayList<>();
            for (FieldViolation v : e.getViolationsList()) {
              vs.add(new Violation(v.getField(), v.getDescription()));
            }
            String msg = e.getMessage().isEmpty() ? "HTTP " + status : e.getMessage();
            return new PolywireException(status, e.getCode(), msg, vs, format, null);
          }
        } catch (Exception e) {
          cause = e;
        }
      }
    }
    String text = new String(body, 0, Math.min(body.length, 200), StandardCharsets.UTF_8).replaceAll("\\s+", " ").trim();
    String msg = "HTTP " + status + (contentType != null ? " (" + contentType + ")" : "") + (text.isEmpty() ? "" : ": " + text);
    return new PolywireException(status, "unknown", msg, List.of(), format, cause);
  }

  @SuppressWarnings("unchecked")
  private static <T> Message toProto(Codec<T> c, byte[] body) throws dev.polywire.decode.DecodeException {
    return c.toProto(c.decode(body));
  }
}
