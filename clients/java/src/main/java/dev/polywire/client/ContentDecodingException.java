package dev.polywire.client;

import java.io.IOException;

/**
 * A compressed body that did not decompress: truncated, corrupt, or in a
 * coding this client does not know. It is not a {@link
 * dev.polywire.decode.DecodeException}: no format library was involved yet.
 */
public final class ContentDecodingException extends IOException {
  private static final long serialVersionUID = 1L;

  public ContentDecodingException(String message, Throwable cause) {
    super(message, cause);
  }
}
