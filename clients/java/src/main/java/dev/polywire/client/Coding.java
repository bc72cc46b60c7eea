package dev.polywire.client;

import java.util.Locale;

/**
 * A content coding the client can ask for in {@code Accept-Encoding} and
 * undo itself: java.net.http never decompresses, so what the server sends
 * compressed stays compressed until {@link ContentDecoding} reads it.
 */
public enum Coding {
  IDENTITY("identity"),
  GZIP("gzip"),
  BR("br"),
  ZSTD("zstd");

  private final String token;

  Coding(String token) {
    this.token = token;
  }

  /** The coding's HTTP token: identity, gzip, br, zstd. */
  public String token() {
    return token;
  }

  /** The coding of an HTTP token (case-insensitive; "x-gzip" is gzip); IllegalArgumentException when unknown. */
  public static Coding of(String token) {
    String t = token.trim().toLowerCase(Locale.ROOT);
    if (t.equals("x-gzip")) {
      return GZIP;
    }
    for (Coding c : values()) {
      if (c.token.equals(t)) {
        return c;
      }
    }
    throw new IllegalArgumentException("unknown content coding " + token + "; codings: identity, gzip, br, zstd");
  }
}
