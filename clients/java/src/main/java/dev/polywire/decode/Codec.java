package dev.polywire.decode;

import com.google.protobuf.Message;

/**
 * One library's way of reading (and, where it can, writing) one polywire
 * message in one wire format: "Jackson" for JSON, "Wire" for Protobuf,
 * "flatbuffers lazy" for FlatBuffers. Every decoder of the lab is one of these,
 * and its {@link #name()} is the {@code decoder} of its results rows.
 *
 * <p>{@link #decode} builds the library's own objects with every field read —
 * a lazy format's view is walked to the last field — so that timing it times
 * what an app does before it can show the data. It throws only
 * {@link DecodeException}, naming the format and the library, and never
 * returns a half-filled object.
 *
 * @param <T> the library's object for the message: a plain class for the JSON,
 *     XML and MessagePack binders, a generated class for protobuf-java, Wire
 *     and flatc
 */
public interface Codec<T> {
  /** The library as results name it: "Jackson", "protobuf-java", "Wire"… */
  String name();

  /** The wire format: json, proto, flatbuffers, msgpack or xml. */
  String format();

  /** The message this codec reads. */
  MessageType type();

  /** Decodes body into the library's objects, every field read. */
  T decode(byte[] body) throws DecodeException;

  /**
   * Encodes value in this format with this library. Codecs that only read
   * (a lazy FlatBuffers view) throw {@link UnsupportedOperationException};
   * {@link #canEncode()} says which.
   */
  byte[] encode(T value);

  /** Whether {@link #encode} is supported. */
  default boolean canEncode() {
    return true;
  }

  /**
   * The value as a protobuf-java message, the reference every decoder is
   * compared with (the golden vectors' {@code "reference": "proto"}).
   */
  Message toProto(T value);

  /** The library's object for a reference message: what encode benchmarks start from. */
  T fromProto(Message reference);

  /** How many rows value holds: transactions, people, subsections, documents. */
  int items(T value);
}
