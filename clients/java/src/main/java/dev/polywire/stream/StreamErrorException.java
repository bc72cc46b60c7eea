package dev.polywire.stream;

/**
 * The server ended the stream with an error frame: its apierror's code
 * ("unavailable") and message, after {@link #rows()} rows.
 */
public final class StreamErrorException extends StreamException {
  private static final long serialVersionUID = 1L;

  private final String code;
  private final String apiMessage;

  /** An error frame with code and message after rows rows, in framing. */
  public StreamErrorException(String framing, String code, String apiMessage, int rows) {
    super(framing + " stream ended with an error after " + rows + " rows: " + code + ": " + apiMessage, rows, null);
    this.code = code;
    this.apiMessage = apiMessage;
  }

  /** The apierror code: "unavailable", "internal"… */
  public String code() {
    return code;
  }

  /** The apierror message, as the server wrote it. */
  public String apiMessage() {
    return apiMessage;
  }
}
