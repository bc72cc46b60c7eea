package dev.polywire.decode;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.Parser;
import java.util.function.ToIntFunction;

/**
 * protobuf-java, the official runtime: {@code parseFrom} of the generated
 * message, deterministic {@code toByteArray} (the schemas have no maps, so
 * field order is the only order). It is the reference every other decoder is
 * compared with.
 */
final class ProtobufJavaCodec<M extends Message> extends CodecBase<M> {
  static final String NAME = "protobuf-java";

  private final Parser<M> parser;
  private final ToIntFunction<M> items;

  ProtobufJavaCodec(MessageType type, Parser<M> parser, ToIntFunction<M> items) {
    super(NAME, "proto", type);
    this.parser = parser;
    this.items = items;
  }

  @Override
  public M decode(byte[] body) throws DecodeException {
    try {
      return parser.parseFrom(body);
    } catch (InvalidProtocolBufferException e) {
      throw refused(e.getMessage(), e);
    }
  }

  @Override
  public byte[] encode(M value) {
    return value.toByteArray();
  }

  @Override
  public Message toProto(M value) {
    return value;
  }

  @Override
  @SuppressWarnings("unchecked")
  public M fromProto(Message reference) {
    return (M) reference;
  }

  @Override
  public int items(M value) {
    return items.applyAsInt(value);
  }
}
