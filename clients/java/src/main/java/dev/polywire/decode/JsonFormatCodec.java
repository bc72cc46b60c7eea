package dev.polywire.decode;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.ByteBuffer;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;

/**
 * protobuf-java-util's {@code JsonFormat}: canonical proto3 JSON straight into
 * protobuf-java messages, what a Java service that already has the generated
 * classes would use for polywire's JSON. Unknown fields are refused, as
 * polywire's own JSON decoder does; so are trailing bytes after the value;
 * invalid UTF-8 is an error, not U+FFFD.
 */
final class JsonFormatCodec<M extends Message> extends CodecBase<M> {
  static final String NAME = "JsonFormat";

  private static final JsonFormat.Parser PARSER = JsonFormat.parser();
  private static final JsonFactory SKIPPER = new JsonFactory();
  private static final JsonFormat.Printer PRINTER = JsonFormat.printer().omittingInsignificantWhitespace();

  private final Supplier<Message.Builder> builder;
  private final ToIntFunction<M> items;

  JsonFormatCodec(MessageType type, Supplier<Message.Builder> builder, ToIntFunction<M> items) {
    super(NAME, "json", type);
    this.builder = builder;
    this.items = items;
  }

  @Override
  @SuppressWarnings("unchecked")
  public M decode(byte[] body) throws DecodeException {
    String text;
    try {
      text = StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(body))
          .toString();
    } catch (CharacterCodingException e) {
      throw refused("invalid UTF-8", e);
    }
    Message.Builder b = builder.get();
    try {
      PARSER.merge(text, b);
      requireOneValue(text);
    } catch (IOException | RuntimeException e) { // InvalidProtocolBufferException is an IOException
      // JsonFormat lets Gson's and NumberFormat's runtime exceptions out on
      // some malformed input; they are decode errors all the same.
      throw refused(e.getMessage(), e);
    }
    return (M) b.build();
  }

  /**
   * JsonFormat reads the first JSON value and ignores whatever follows it
   * ({"a":1} {} decodes); polywire refuses trailing bytes, so a skip over
   * the text with Jackson's streaming parser (no tree, no strings built)
   * checks that nothing does. (Gson, which JsonFormat uses, is not on the
   * compile classpath.)
   */
  private static void requireOneValue(String text) throws IOException {
    try (JsonParser p = SKIPPER.createParser(text)) {
      p.nextToken();
      p.skipChildren();
      if (p.nextToken() != null) {
        throw new IOException("trailing data after the JSON value");
      }
    }
  }

  @Override
  public byte[] encode(M value) {
    try {
      return PRINTER.print(value).getBytes(StandardCharsets.UTF_8);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalStateException("JsonFormat cannot print " + type(), e);
    }
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
