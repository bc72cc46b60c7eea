package dev.polywire.decode;

import com.fasterxml.jackson.databind.ObjectReader;

/**
 * Reads one plain class ({@code dev.polywire.model}) from JSON with Jackson or
 * from MessagePack with msgpack-java, as strictly as the codecs of
 * {@link Codecs} do (unknown fields, duplicate keys and trailing bytes are
 * errors) — for shapes that are not a whole response: a stream's rows,
 * {@code PlainReader.of("json", Person.class)}.
 *
 * @param <T> the plain class
 */
public final class PlainReader<T> {
  private final ObjectReader reader;
  private final String format;
  private final String library;

  private PlainReader(ObjectReader reader, String format, String library) {
    this.reader = reader;
    this.format = format;
    this.library = library;
  }

  /** A reader of cls in format: "json" (Jackson) or "msgpack" (msgpack-java). */
  public static <T> PlainReader<T> of(String format, Class<T> cls) {
    return switch (format) {
      case "json" -> new PlainReader<>(JacksonCodec.JSON.readerFor(cls), format, JacksonCodec.JACKSON);
      case "msgpack" -> new PlainReader<>(JacksonCodec.MSGPACK_MAPPER.readerFor(cls), format, JacksonCodec.MSGPACK);
      default -> throw new IllegalArgumentException("PlainReader: format " + format + ": want json or msgpack");
    };
  }

  /** The library's name as results name it: "Jackson", "msgpack-java". */
  public String library() {
    return library;
  }

  /** Decodes b, which must hold one value and nothing else. */
  public T read(byte[] b) throws DecodeException {
    try {
      if (format.equals("msgpack")) {
        MsgpackBounds.check(b);
      }
      return reader.readValue(b);
    } catch (Exception e) {
      throw new DecodeException(format, library, e.getMessage(), e);
    }
  }
}
