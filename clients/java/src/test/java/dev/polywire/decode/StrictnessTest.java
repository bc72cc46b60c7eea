package dev.polywire.decode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.protobuf.Message;
import dev.polywire.gen.pb.bank.v1.Account;
import dev.polywire.gen.pb.bank.v1.Transaction;
import dev.polywire.gen.pb.docs.v1.Department;
import dev.polywire.gen.pb.docs.v1.Document;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The decoders refuse what polywire's Go decoders refuse — unknown fields,
 * trailing bytes, invalid UTF-8 in text, a wrong XML root, lengths beyond
 * the body — and keep what must survive: uint64 beyond 2^63, enum numbers,
 * empty sub-messages, CR and edge spaces in strings.
 */
class StrictnessTest {
  private static List<Codec<?>> codecs(MessageType t, String... formats) {
    List<Codec<?>> out = new ArrayList<>();
    for (String f : formats) {
      out.addAll(Codecs.of(t, f));
    }
    return out;
  }

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  private static void refuses(Codec<?> c, byte[] body) {
    DecodeException e = assertThrows(DecodeException.class, () -> c.decode(body), c.name());
    assertEquals(c.name(), e.library());
    assertEquals(c.format(), e.format());
  }

  @Test
  void jsonRefusesUnknownFieldsTrailingBytesAndInvalidUtf8() {
    for (Codec<?> c : codecs(MessageType.ACCOUNT, "json")) {
      refuses(c, utf8("{\"name\":\"x\",\"nmae\":\"y\"}"));
      refuses(c, utf8("{\"transactions\":[{\"idd\":\"1\"}]}"));
      refuses(c, utf8("{\"name\":\"x\"} {}"));
      refuses(c, utf8("{\"name\":\"x\"}x"));
      refuses(c, new byte[] {'{', '"', 'n', 'a', 'm', 'e', '"', ':', '"', (byte) 0xff, '"', '}'});
      refuses(c, new byte[] {'{', '"', 'n', 'a', 'm', 'e', '"', ':', '"', (byte) 0xc3, '(', '"', '}'});
      refuses(c, utf8("{\"transactions\":[{\"transactionType\":\"Refund\"}]}"));
      refuses(c, utf8("{\"id\":\"18446744073709551616\"}"));
      refuses(c, utf8("null"));
    }
  }

  @Test
  void jsonReadsIntegersAsStringsOrNumbersAndEnumsByNameOrNumber() throws DecodeException {
    Message want = Account.newBuilder().setId(-1L)
        .addTransactions(Transaction.newBuilder().setId(1L << 63).setTransactionTypeValue(1)).build();
    for (Codec<?> c : codecs(MessageType.ACCOUNT, "json")) {
      assertEquals(want, Vectors.decodeAny(c,
          utf8("{\"id\":\"18446744073709551615\",\"transactions\":[{\"id\":9223372036854775808,\"transactionType\":1}]}")), c.name());
      assertEquals(want, Vectors.decodeAny(c,
          utf8("{\"id\":18446744073709551615,\"transactions\":[{\"id\":\"9223372036854775808\",\"transactionType\":\"Debit\"}]}")), c.name());
    }
  }

  @Test
  void xmlRefusesWrongRootsTrailingContentAndInvalidUtf8() {
    String decl = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>";
    for (Codec<?> c : codecs(MessageType.ACCOUNT, "xml")) {
      refuses(c, utf8(decl + "<People><name>x</name></People>"));
      refuses(c, utf8(decl + "<Account><name>x</name></Account><Account></Account>"));
      refuses(c, utf8(decl + "<Account><name>x</name></Account>junk"));
      refuses(c, utf8(decl + "<Account><nmae>x</nmae></Account>"));
      refuses(c, utf8(decl + "<Account id=\"1\"></Account>"));
      refuses(c, utf8(decl + "<Account><name>x</name>"));
      refuses(c, new byte[] {'<', 'A', 'c', 'c', 'o', 'u', 'n', 't', '>', '<', 'n', 'a', 'm', 'e', '>', (byte) 0xff,
          '<', '/', 'n', 'a', 'm', 'e', '>', '<', '/', 'A', 'c', 'c', 'o', 'u', 'n', 't', '>'});
    }
  }

  @Test
  void msgpackRefusesTrailingBytesUnknownKeysAndLengthsBeyondTheBody() {
    for (Codec<?> c : codecs(MessageType.ACCOUNT, "msgpack")) {
      refuses(c, new byte[] {(byte) 0x81, (byte) 0xa4, 'n', 'a', 'm', 'e', (byte) 0xa1, 'x', 0x00});
      refuses(c, new byte[] {(byte) 0x81, (byte) 0xa4, 'n', 'm', 'a', 'e', (byte) 0xa1, 'x'});
      refuses(c, new byte[] {(byte) 0x81, (byte) 0xa4, 'n', 'a', 'm', 'e', (byte) 0xdb, 0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff, 'x'});
      refuses(c, new byte[] {(byte) 0xdf, 0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff});
    }
  }

  @Test
  void flatbuffersRefuseOffsetsAndLengthsOutsideTheBuffer() {
    byte[] body = Vectors.read("people_small.fb");
    for (Codec<?> c : codecs(MessageType.PEOPLE, "flatbuffers")) {
      byte[] m = body.clone();
      m[0] = (byte) 0xf0; // root offset past the end
      refuses(c, m);
      refuses(c, new byte[3]);
      // every int32 in turn set to a huge vector length or offset
      for (int at = 0; at + 4 <= body.length; at += 4) {
        byte[] h = body.clone();
        h[at] = (byte) 0xf0;
        h[at + 1] = (byte) 0xff;
        h[at + 2] = (byte) 0xff;
        h[at + 3] = 0x7f;
        try {
          c.decode(h);
        } catch (DecodeException expected) {
          // the point: no OutOfMemoryError, no IndexOutOfBoundsException
        }
      }
    }
  }

  @Test
  void textSurvivesEveryBinder() throws DecodeException {
    Message ref = Document.newBuilder()
        .setName("  a\r\nb <&> \"q\" \t ")
        .setDepartment(Department.getDefaultInstance()) // present but empty: {} / <department></department>
        .build();
    for (String f : Codecs.FORMATS) {
      for (Codec<?> c : Codecs.of(MessageType.DOCUMENT, f)) {
        if (c.canEncode()) {
          assertEquals(Vectors.text(ref), Vectors.text(Vectors.decodeAny(c, Vectors.encodeReference(c, ref))), c.name());
        }
      }
    }
  }

  /**
   * Field number 0, which no schema can declare: a Protobuf decoder refuses
   * it or keeps it, and what it keeps maps to protobuf-java. Wire keeps it
   * as an unknown field that protobuf-java then refuses; its toProto must
   * drop it (MutationTest found this once in 4,000 mutants, at its full
   * size: this case keeps it found at every size).
   */
  @Test
  void fieldNumberZeroIsRefusedOrMapsToProtobufJava() {
    // Document{name: "doc", data: {transaction: {type: "ab", <field 0, length-delimited: "01">}}}:
    // the shape of the mutant that found it (a tag byte flipped to 0x02 in
    // a nested message), and the same field at the top level as a varint.
    byte[][] bodies = {
      {0x0a, 0x03, 'd', 'o', 'c', 0x2a, 0x0a, 0x0a, 0x08, 0x0a, 0x02, 'a', 'b', 0x02, 0x02, '0', '1'},
      {0x0a, 0x03, 'd', 'o', 'c', 0x00, 0x01},
    };
    for (byte[] body : bodies) {
      for (Codec<?> c : Codecs.of(MessageType.DOCUMENT, "proto")) {
        mapsOrRefuses(c, body);
      }
    }
  }

  private static <T> void mapsOrRefuses(Codec<T> c, byte[] body) {
    T v;
    try {
      v = c.decode(body);
    } catch (DecodeException refused) {
      return;
    }
    assertEquals("doc", ((Document) c.toProto(v)).getName(), c.name());
  }
}
