package dev.polywire.decode;

import com.squareup.moshi.FromJson;
import com.squareup.moshi.JsonAdapter;
import com.squareup.moshi.JsonDataException;
import com.squareup.moshi.JsonReader;
import com.squareup.moshi.Moshi;
import com.squareup.moshi.ToJson;
import dev.polywire.model.Int64;
import dev.polywire.model.Proto3;
import dev.polywire.model.Timestamp;
import dev.polywire.model.Transaction;
import dev.polywire.model.Uint64;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import okio.Buffer;

/**
 * Moshi into the plain classes (its reflective ClassJsonAdapter, as a Java
 * app without codegen uses it), with adapters for the {@link Uint64} and
 * {@link Int64} longs and the enum. Unknown fields are errors
 * ({@code failOnUnknown}, as polywire refuses them), and so are trailing
 * bytes (fromJson of a source stops after the value, so the codec peeks).
 * Okio replaces invalid UTF-8 with U+FFFD, so the body is checked first
 * ({@link Utf8Check}) and refused instead. Moshi writes default values
 * rather than leaving them out: proto3 JSON that polywire reads, not its
 * canonical bytes.
 */
final class MoshiCodec<T> extends PlainCodec<T> {
  static final String NAME = "Moshi";

  private static final Moshi MOSHI = new Moshi.Builder().add(new Proto3Adapters()).build();

  private final JsonAdapter<T> adapter;

  MoshiCodec(MessageType type) {
    super(NAME, "json", type);
    this.adapter = MOSHI.adapter(cls).failOnUnknown();
  }

  @Override
  T read(byte[] body) throws Exception {
    if (!Utf8Check.valid(body)) {
      throw new IOException("invalid UTF-8");
    }
    JsonReader r = JsonReader.of(new Buffer().write(body));
    T v = adapter.fromJson(r);
    if (r.peek() != JsonReader.Token.END_DOCUMENT) {
      throw new IOException("trailing data after the JSON value");
    }
    return v;
  }

  @Override
  byte[] write(T value) {
    return adapter.toJson(value).getBytes(StandardCharsets.UTF_8);
  }

  /** Moshi adapters for proto3's 64-bit integers, enum names and Timestamps (RFC 3339). */
  static final class Proto3Adapters {
    @ToJson
    String uint64(@Uint64 long v) {
      return Proto3.format64(v, true);
    }

    @FromJson
    @Uint64
    long uint64(JsonReader r) throws IOException {
      return read64(r, true);
    }

    @ToJson
    String int64(@Int64 long v) {
      return Proto3.format64(v, false);
    }

    @FromJson
    @Int64
    long int64(JsonReader r) throws IOException {
      return read64(r, false);
    }

    @ToJson
    String type(Transaction.TransactionType t) {
      return t.name();
    }

    @FromJson
    Transaction.TransactionType type(JsonReader r) throws IOException {
      Object v = r.peek() == JsonReader.Token.NUMBER ? (Object) r.nextLong() : r.nextString();
      try {
        return Proto3.enumOf(Transaction.TransactionType.values(), v);
      } catch (IllegalArgumentException e) {
        throw new JsonDataException(e.getMessage() + " at " + r.getPath());
      }
    }

    @ToJson
    String timestamp(Timestamp t) {
      return t.format();
    }

    @FromJson
    Timestamp timestamp(JsonReader r) throws IOException {
      if (r.peek() == JsonReader.Token.NULL) {
        return r.nextNull();
      }
      try {
        return Timestamp.parse(r.nextString());
      } catch (IllegalArgumentException e) {
        throw new JsonDataException(e.getMessage() + " at " + r.getPath());
      }
    }

    private static long read64(JsonReader r, boolean unsigned) throws IOException {
      // nextString gives a number's literal too, so both forms go through one parser.
      String s = r.nextString();
      try {
        return Proto3.parse64(s, unsigned);
      } catch (NumberFormatException e) {
        throw new JsonDataException(e.getMessage() + " at " + r.getPath());
      }
    }
  }
}
