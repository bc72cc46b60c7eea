package dev.polywire.decode;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.jr.ob.JSON;
import com.fasterxml.jackson.jr.ob.JacksonJrExtension;
import com.fasterxml.jackson.jr.ob.api.ExtensionContext;
import com.fasterxml.jackson.jr.ob.api.ReaderWriterProvider;
import com.fasterxml.jackson.jr.ob.api.ValueReader;
import com.fasterxml.jackson.jr.ob.api.ValueWriter;
import com.fasterxml.jackson.jr.ob.impl.JSONReader;
import com.fasterxml.jackson.jr.ob.impl.JSONWriter;
import dev.polywire.model.Proto3;
import dev.polywire.model.Timestamp;
import dev.polywire.model.Transaction;
import java.io.IOException;

/**
 * jackson-jr-objects into the plain classes: seed 002's small-footprint
 * Jackson. It has no annotations, so the {@link dev.polywire.model.Uint64}
 * marks are invisible to it and one reader serves every long: a leading '-'
 * reads as int64, anything else as uint64 bits (so an int64 field would take
 * an out-of-range positive value that polywire refuses). It writes every
 * long as unsigned decimal text, right for the uint64 ids and for every
 * non-negative int64 (Department.time is a Unix time), and it writes default
 * values instead of leaving them out: still proto3 JSON that polywire reads,
 * only not its canonical bytes. Unknown fields, duplicate keys and trailing
 * bytes are errors, as for Jackson.
 */
final class JacksonJrCodec<T> extends PlainCodec<T> {
  static final String NAME = "Jackson Jr";

  private static final JsonFactory FACTORY = JsonFactory.builder()
      .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();
  private static final JSON JR = JSON.builder(FACTORY)
      .enable(JSON.Feature.FAIL_ON_UNKNOWN_BEAN_PROPERTY)
      .register(new JacksonJrExtension() {
        @Override
        protected void register(ExtensionContext ctx) {
          ctx.insertProvider(new Proto3Provider());
        }
      })
      .build();

  JacksonJrCodec(MessageType type) {
    super(NAME, "json", type);
  }

  @Override
  T read(byte[] body) throws Exception {
    try (JsonParser p = FACTORY.createParser(body)) {
      T v = JR.beanFrom(cls, p);
      if (p.nextToken() != null) {
        throw new IOException("trailing token " + p.currentToken() + " after the JSON value");
      }
      return v;
    }
  }

  @Override
  byte[] write(T value) throws Exception {
    return JR.asBytes(value);
  }

  /** Proto3's long and enum forms for Jackson Jr. */
  private static final class Proto3Provider extends ReaderWriterProvider {
    private static final ValueReader LONG = new ValueReader(long.class) {
      @Override
      public Object read(JSONReader r, JsonParser p) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_STRING) {
          String s = p.getText();
          return Proto3.parse64(s, !s.startsWith("-"));
        }
        if (t == JsonToken.VALUE_NUMBER_INT) {
          return p.getNumberType() == JsonParser.NumberType.BIG_INTEGER
              ? Proto3.fromBig(p.getBigIntegerValue(), true) : p.getLongValue();
        }
        if (t == JsonToken.VALUE_NULL) {
          return 0L;
        }
        throw new IOException("want a 64-bit integer, got " + t);
      }
    };

    private static final ValueReader TYPE = new ValueReader(Transaction.TransactionType.class) {
      @Override
      public Object read(JSONReader r, JsonParser p) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_NULL) {
          return Transaction.TransactionType.Credit;
        }
        Object v = t == JsonToken.VALUE_STRING ? p.getText() : t == JsonToken.VALUE_NUMBER_INT ? (Object) p.getLongValue() : t;
        return Proto3.enumOf(Transaction.TransactionType.values(), v);
      }
    };

    private static final ValueWriter LONG_WRITER = new ValueWriter() {
      @Override
      public void writeValue(JSONWriter w, JsonGenerator g, Object v) throws IOException {
        g.writeString(Proto3.format64((Long) v, true));
      }

      @Override
      public Class<?> valueType() {
        return Long.class;
      }
    };

    /** A google.protobuf.Timestamp: its RFC 3339 string. */
    private static final ValueReader TIMESTAMP = new ValueReader(Timestamp.class) {
      @Override
      public Object read(JSONReader r, JsonParser p) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_NULL) {
          return null;
        }
        if (t != JsonToken.VALUE_STRING) {
          throw new IOException("want an RFC 3339 string for a Timestamp, got " + t);
        }
        try {
          return Timestamp.parse(p.getText());
        } catch (IllegalArgumentException e) {
          throw new IOException(e.getMessage(), e);
        }
      }
    };

    private static final ValueWriter TIMESTAMP_WRITER = new ValueWriter() {
      @Override
      public void writeValue(JSONWriter w, JsonGenerator g, Object v) throws IOException {
        g.writeString(((Timestamp) v).format());
      }

      @Override
      public Class<?> valueType() {
        return Timestamp.class;
      }
    };

    @Override
    public ValueReader findValueReader(JSONReader r, Class<?> type) {
      if (type == long.class || type == Long.class) {
        return LONG;
      }
      if (type == Timestamp.class) {
        return TIMESTAMP;
      }
      return type == Transaction.TransactionType.class ? TYPE : null;
    }

    @Override
    public ValueWriter findValueWriter(JSONWriter w, Class<?> type) {
      if (type == Timestamp.class) {
        return TIMESTAMP_WRITER;
      }
      return type == long.class || type == Long.class ? LONG_WRITER : null;
    }
  }
}
