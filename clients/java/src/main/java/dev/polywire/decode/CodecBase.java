package dev.polywire.decode;

/**
 * What every codec is besides its reading and writing: its library's name,
 * its wire format and its message — fixed at construction, so a results row
 * and a DecodeException name the same library.
 */
abstract class CodecBase<T> implements Codec<T> {
  private final String name;
  private final String format;
  private final MessageType type;

  CodecBase(String name, String format, MessageType type) {
    this.name = name;
    this.format = format;
    this.type = type;
  }

  @Override
  public final String name() {
    return name;
  }

  @Override
  public final String format() {
    return format;
  }

  @Override
  public final MessageType type() {
    return type;
  }

  /** The refusal of a body, naming this codec's format and library. */
  final DecodeException refused(String why, Throwable cause) {
    return new DecodeException(format, name, String.valueOf(why), cause);
  }
}
