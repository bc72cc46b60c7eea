package dev.polywire.decode;

/**
 * A body that did not decode: truncated, corrupt, or not of the message's
 * shape. It names the wire format and the library, so a failed row of the lab
 * says which decoder refused what.
 */
public final class DecodeException extends Exception {
  private static final long serialVersionUID = 1L;

  private final String format;
  private final String library;

  public DecodeException(String format, String library, String message, Throwable cause) {
    super(format + " (" + library + "): " + message, cause);
    this.format = format;
    this.library = library;
  }

  public DecodeException(String format, String library, String message) {
    this(format, library, message, null);
  }

  /** The wire format: json, proto, flatbuffers, msgpack, xml. */
  public String format() {
    return format;
  }

  /** The library that refused the body. */
  public String library() {
    return library;
  }
}
