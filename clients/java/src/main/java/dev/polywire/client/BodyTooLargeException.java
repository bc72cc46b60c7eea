package dev.polywire.client;

import java.io.IOException;

/**
 * A response body over the client's cap, on the wire or once decompressed: a
 * few kilobytes of zstd can inflate to gigabytes, and a client that reads
 * whatever a server sends can be brought down by one response. Reading stops
 * at the cap, so this is thrown instead of an OutOfMemoryError.
 */
public final class BodyTooLargeException extends IOException {
  private static final long serialVersionUID = 1L;

  private final long limit;

  public BodyTooLargeException(String what, long limit) {
    super(what + " is over the limit of " + limit + " bytes (PolywireClient.Builder.maxBodyBytes)");
    this.limit = limit;
  }

  /** The cap that was exceeded, in bytes. */
  public long limit() {
    return limit;
  }
}
