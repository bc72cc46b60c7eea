package dev.polywire.stream;

import java.io.IOException;

/**
 * A stream that is not what docs/STREAMING.md says: cut short (no end frame
 * or end event, a partial frame, line or event), malformed (an unknown
 * flag, an oversized frame), or holding a row that did not decode. The
 * message names the framing and where: the row index and, for envelopes,
 * the byte offset.
 */
public class StreamException extends IOException {
  private static final long serialVersionUID = 1L;

  private final int rows;

  /** rows is how many rows were read before the failure. */
  public StreamException(String message, int rows, Throwable cause) {
    super(message, cause);
    this.rows = rows;
  }

  /** How many rows were read whole before the failure. */
  public int rows() {
    return rows;
  }
}
