package dev.polywire.decode;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import org.msgpack.jackson.dataformat.MessagePackFactory;

/**
 * jackson-databind into the plain classes, over JSON ("Jackson", and
 * "Jackson Blackbird" with the bytecode-generating accessors) or MessagePack
 * ("msgpack-java": msgpack-java's Jackson backend, the way an Android app
 * adds MessagePack to a Jackson codebase). One configuration makes every
 * mapper read what polywire's Go decoders read and write what they write:
 * unknown fields, duplicate keys and trailing bytes are errors (protojson
 * refuses them too), JSON null is the field's default, a null inside a list
 * is an error, and defaults are left out when writing.
 */
final class JacksonCodec<T> extends PlainCodec<T> {
  static final String JACKSON = "Jackson";
  static final String BLACKBIRD = "Jackson Blackbird";
  static final String MSGPACK = "msgpack-java";

  static final ObjectMapper JSON = configure(JsonMapper.builder().build());
  static final ObjectMapper JSON_BLACKBIRD = configure(JsonMapper.builder().addModule(new BlackbirdModule()).build());
  // msgpack-java's parser answers "is there more?" at the end of the body
  // with an EOF error, so trailing bytes are left to MsgpackBounds.
  static final ObjectMapper MSGPACK_MAPPER = configure(new ObjectMapper(new MessagePackFactory()))
      .disable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

  private final ObjectReader reader;
  private final ObjectWriter writer;
  private final boolean msgpack;

  JacksonCodec(String name, String format, ObjectMapper mapper, MessageType type) {
    super(name, format, type);
    this.reader = mapper.readerFor(cls);
    this.writer = mapper.writerFor(cls);
    this.msgpack = format.equals("msgpack");
  }

  /** The settings every plain-class mapper shares (XmlMapper included). */
  static <M extends ObjectMapper> M configure(M m) {
    m.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    m.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    m.enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION.mappedFeature());
    m.setDefaultSetterInfo(JsonSetter.Value.construct(Nulls.SKIP, Nulls.FAIL));
    m.setDefaultPropertyInclusion(JsonInclude.Value.construct(JsonInclude.Include.NON_DEFAULT, JsonInclude.Include.ALWAYS));
    return m;
  }

  @Override
  T read(byte[] body) throws Exception {
    if (msgpack) {
      MsgpackBounds.check(body);
    }
    return reader.readValue(body);
  }

  @Override
  byte[] write(T value) throws Exception {
    return writer.writeValueAsBytes(value);
  }
}
