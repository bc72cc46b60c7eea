package dev.polywire.decode;

import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.Parser;
import java.util.function.ToIntFunction;

/**
 * protobuf-java, the official runtime: {@code parseFrom} of the generated
 * message, and deterministic serialization (fields by number, map entries
 * sorted by key, as polywire's Go encoder writes them: the inventory
 * vector's map; protobuf-java writes the members of a oneof in number
 * order where Go writes them last, the same bytes while they are the last
 * fields, as in polywire's schemas). It is the reference every other
 * decoder is compared with.
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
    byte[] out = new byte[value.getSerializedSize()];
    CodedOutputStream cos = CodedOutputStream.newInstance(out);
    cos.useDeterministicSerialization();
    try {
      value.writeTo(cos);
    } catch (java.io.IOException e) {
      throw new IllegalStateException("protobuf-java cannot serialize " + type().shortName(), e);
    }
    cos.checkNoSpaceLeft();
    return out;
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
