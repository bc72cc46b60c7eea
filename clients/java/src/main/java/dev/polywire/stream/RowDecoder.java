package dev.polywire.stream;

/**
 * Decodes one row of a stream — an envelope's payload, an NDJSON line, an
 * SSE event's data — into the caller's object.
 *
 * @param <T> the row's type
 */
@FunctionalInterface
public interface RowDecoder<T> {
  /**
   * Decodes b, the row's bytes and nothing else. Whatever it throws
   * becomes a {@link StreamException} naming the row.
   */
  T decode(byte[] b) throws Exception;
}
