package dev.polywire.model;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.dataformat.xml.deser.FromXmlParser;
import com.fasterxml.jackson.dataformat.xml.ser.ToXmlGenerator;
import java.io.IOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.msgpack.jackson.dataformat.MessagePackGenerator;

/**
 * The few proto3 rules the plain classes cannot say with field types alone,
 * shared by every binder (Jackson, Jackson Jr, Moshi, MessagePack, XML) so
 * that they read and write the same shape: 64-bit integers travel as decimal
 * strings in text formats (numbers are accepted too), uint64 keeps its bits
 * in a long, enums travel by name (numbers accepted). Everything else —
 * omitted defaults, field names — the classes already match.
 */
public final class Proto3 {
  private static final BigInteger TWO_64 = BigInteger.ONE.shiftLeft(64);

  private Proto3() {}

  /**
   * The bits of a decimal int64 (or, when unsigned, uint64) in text; a
   * NumberFormatException names what is wrong. Signs are only accepted where
   * the type has them, and values must fit, as protojson checks.
   */
  public static long parse64(String s, boolean unsigned) {
    if (s.isEmpty() || s.charAt(0) == '+' || (unsigned && s.charAt(0) == '-')) {
      throw new NumberFormatException("not a " + (unsigned ? "uint64" : "int64") + ": \"" + s + "\"");
    }
    return unsigned ? Long.parseUnsignedLong(s) : Long.parseLong(s);
  }

  /** The bits of an integer that a parser gave as a BigInteger (beyond long). */
  public static long fromBig(BigInteger v, boolean unsigned) {
    if (!unsigned || v.signum() < 0 || v.compareTo(TWO_64) >= 0) {
      throw new NumberFormatException((unsigned ? "uint64" : "int64") + " out of range: " + v);
    }
    return v.longValue();
  }

  /** The text of a 64-bit value. */
  public static String format64(long v, boolean unsigned) {
    return unsigned ? Long.toUnsignedString(v) : Long.toString(v);
  }

  /**
   * An enum value from its proto name or number: the enums here number their
   * values from 0 in order, so ordinal and number agree. Unknown names and
   * numbers are refused (a Java enum cannot hold proto3's open values).
   */
  public static <E extends Enum<E>> E enumOf(E[] values, Object nameOrNumber) {
    if (nameOrNumber instanceof String) {
      String s = (String) nameOrNumber;
      for (E e : values) {
        if (e.name().equals(s)) {
          return e;
        }
      }
      throw new IllegalArgumentException("unknown enum name \"" + s + "\"");
    }
    if (nameOrNumber instanceof Integer || nameOrNumber instanceof Long) {
      long n = ((Number) nameOrNumber).longValue();
      if (n >= 0 && n < values.length) {
        return values[(int) n];
      }
      throw new IllegalArgumentException("unknown enum number " + n);
    }
    throw new IllegalArgumentException("want an enum name or number, got " + nameOrNumber);
  }

  private static long read64(JsonParser p, DeserializationContext ctx, boolean unsigned) throws IOException {
    try {
      JsonToken t = p.currentToken();
      if (t == JsonToken.VALUE_STRING) {
        return parse64(p.getText(), unsigned);
      }
      if (t == JsonToken.VALUE_NUMBER_INT) {
        if (p.getNumberType() == JsonParser.NumberType.BIG_INTEGER) {
          return fromBig(p.getBigIntegerValue(), unsigned);
        }
        long v = p.getLongValue();
        if (unsigned && v < 0) {
          throw new NumberFormatException("uint64 out of range: " + v);
        }
        return v;
      }
    } catch (NumberFormatException e) {
      throw new InvalidFormatException(p, e.getMessage(), p.getText(), long.class);
    }
    return (Long) ctx.handleUnexpectedToken(long.class, p);
  }

  private static void write64(long v, JsonGenerator g, boolean unsigned) throws IOException {
    // MessagePack carries integers as integers, in their smallest encoding;
    // uint64 beyond 2^63 is a BigInteger so that it comes out as uint 64
    // (0xcf). JSON and XML carry decimal text.
    if (!(g instanceof MessagePackGenerator)) {
      g.writeString(format64(v, unsigned));
    } else if (unsigned && v < 0) {
      g.writeNumber(new BigInteger(Long.toUnsignedString(v)));
    } else {
      g.writeNumber(v);
    }
  }

  /** Jackson's reader of {@link Uint64} fields. */
  public static final class Uint64Reader extends StdDeserializer<Long> {
    private static final long serialVersionUID = 1L;

    public Uint64Reader() {
      super(long.class);
    }

    @Override
    public Long deserialize(JsonParser p, DeserializationContext ctx) throws IOException {
      return read64(p, ctx, true);
    }
  }

  /** Jackson's reader of {@link Int64} fields. */
  public static final class Int64Reader extends StdDeserializer<Long> {
    private static final long serialVersionUID = 1L;

    public Int64Reader() {
      super(long.class);
    }

    @Override
    public Long deserialize(JsonParser p, DeserializationContext ctx) throws IOException {
      return read64(p, ctx, false);
    }
  }

  /** Jackson's writer of {@link Uint64} fields; 0 counts as empty, so it is omitted. */
  public static final class Uint64Writer extends StdSerializer<Long> {
    private static final long serialVersionUID = 1L;

    public Uint64Writer() {
      super(Long.class);
    }

    @Override
    public void serialize(Long v, JsonGenerator g, SerializerProvider p) throws IOException {
      write64(v, g, true);
    }

    @Override
    public boolean isEmpty(SerializerProvider p, Long v) {
      return v == null || v == 0;
    }
  }

  /** Jackson's writer of {@link Int64} fields; 0 counts as empty, so it is omitted. */
  public static final class Int64Writer extends StdSerializer<Long> {
    private static final long serialVersionUID = 1L;

    public Int64Writer() {
      super(Long.class);
    }

    @Override
    public void serialize(Long v, JsonGenerator g, SerializerProvider p) throws IOException {
      write64(v, g, false);
    }

    @Override
    public boolean isEmpty(SerializerProvider p, Long v) {
      return v == null || v == 0;
    }
  }

  /** Jackson's writer of enums: by name, the zero value (ordinal 0) empty. */
  public static final class EnumWriter extends StdSerializer<Enum<?>> {
    private static final long serialVersionUID = 1L;

    @SuppressWarnings({"unchecked", "rawtypes"})
    public EnumWriter() {
      super((Class) Enum.class);
    }

    @Override
    public void serialize(Enum<?> v, JsonGenerator g, SerializerProvider p) throws IOException {
      g.writeString(v.name());
    }

    @Override
    public boolean isEmpty(SerializerProvider p, Enum<?> v) {
      return v == null || v.ordinal() == 0;
    }
  }
  /**
   * Jackson's reader of {@link Timestamp}: the RFC 3339 string of proto3
   * JSON, or the message {seconds, nanos} of polywire's MessagePack and XML
   * (XML gives its numbers as text, and an empty element for the empty
   * message). Values without a JSON form (years outside 1 to 9999) are
   * refused, as protojson refuses them.
   */
  public static final class TimestampReader extends StdDeserializer<Timestamp> {
    private static final long serialVersionUID = 1L;

    public TimestampReader() {
      super(Timestamp.class);
    }

    @Override
    public Timestamp deserialize(JsonParser p, DeserializationContext ctx) throws IOException {
      try {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_STRING) {
          String s = p.getText();
          if (p instanceof FromXmlParser && s.isBlank()) {
            return new Timestamp();
          }
          return Timestamp.parse(s);
        }
        if (t != JsonToken.START_OBJECT) {
          return (Timestamp) ctx.handleUnexpectedToken(Timestamp.class, p);
        }
        Timestamp out = new Timestamp();
        boolean seconds = false;
        boolean nanos = false;
        for (String name = p.nextFieldName(); name != null; name = p.nextFieldName()) {
          p.nextToken();
          switch (name) {
            case "seconds":
              if (seconds) {
                throw new IOException("duplicate field seconds");
              }
              seconds = true;
              out.seconds = read64(p, ctx, false);
              break;
            case "nanos":
              if (nanos) {
                throw new IOException("duplicate field nanos");
              }
              nanos = true;
              out.nanos = p.currentToken() == JsonToken.VALUE_STRING ? Integer.parseInt(p.getText().strip()) : p.getIntValue();
              break;
            default:
              throw new IOException("unknown field \"" + name + "\" of google.protobuf.Timestamp");
          }
        }
        return out.check();
      } catch (IllegalArgumentException e) { // NumberFormatException included
        throw new InvalidFormatException(p, e.getMessage(), p.getText(), Timestamp.class);
      }
    }
  }

  /** Jackson's writer of {@link Timestamp}: RFC 3339 in JSON, the message (defaults left out) in MessagePack and XML. */
  public static final class TimestampWriter extends StdSerializer<Timestamp> {
    private static final long serialVersionUID = 1L;

    public TimestampWriter() {
      super(Timestamp.class);
    }

    @Override
    public void serialize(Timestamp v, JsonGenerator g, SerializerProvider p) throws IOException {
      if (!(g instanceof MessagePackGenerator) && !(g instanceof ToXmlGenerator)) {
        g.writeString(v.format());
        return;
      }
      v.check();
      g.writeStartObject();
      if (v.seconds != 0) {
        g.writeFieldName("seconds");
        write64(v.seconds, g, false);
      }
      if (v.nanos != 0) {
        g.writeFieldName("nanos");
        g.writeNumber(v.nanos);
      }
      g.writeEndObject();
    }
  }

  /**
   * Jackson's writer of a string-keyed map: entries by key, compared by
   * their UTF-8 bytes (code points), as polywire writes them (MessagePack's
   * bytes depend on it); an empty map counts as empty, so it is omitted.
   */
  public static final class SortedMapWriter extends StdSerializer<Map<String, String>> {
    private static final long serialVersionUID = 1L;

    @SuppressWarnings({"unchecked", "rawtypes"})
    public SortedMapWriter() {
      super((Class) Map.class);
    }

    @Override
    public void serialize(Map<String, String> v, JsonGenerator g, SerializerProvider p) throws IOException {
      List<String> keys = new ArrayList<>(v.keySet());
      keys.sort(Proto3::compareKeys);
      g.writeStartObject();
      for (String k : keys) {
        g.writeFieldName(k);
        g.writeString(v.get(k));
      }
      g.writeEndObject();
    }

    @Override
    public boolean isEmpty(SerializerProvider p, Map<String, String> v) {
      return v == null || v.isEmpty();
    }
  }

  /** Compares map keys as polywire orders them: by their UTF-8 bytes, which is code point order. */
  public static int compareKeys(String a, String b) {
    return Arrays.compare(a.codePoints().toArray(), b.codePoints().toArray());
  }
}
