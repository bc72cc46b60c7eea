package dev.polywire.decode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import com.google.protobuf.Message;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every golden vector through every codec of its format: the values must
 * equal protobuf-java's parse of the case's .pb, the "bytes" vectors must be
 * reproduced byte for byte, and every encoder's output must read back to the
 * same value. A codec that cannot handle a case fails here, never skips.
 */
class VectorsTest {
  static final String[] FORMATS = {"json", "proto", "flatbuffers", "msgpack", "xml"};
  static final List<String> NAMES = List.of("Jackson", "Jackson Blackbird", "Jackson Jr", "Moshi", "JsonFormat",
      "protobuf-java", "Wire", "msgpack-java", "flatbuffers lazy", "flatbuffers full", "Jackson XML");

  @TestFactory
  List<DynamicTest> decodesToTheReference() {
    List<DynamicTest> out = new ArrayList<>();
    for (Vectors.Entry e : Vectors.ENTRIES) {
      Message want = e.reference();
      for (Codec<?> c : Codecs.of(e.type(), e.format())) {
        out.add(dynamicTest(e.file() + " " + c.name(), () -> {
          Message got = Vectors.decodeAny(c, e.body());
          assertEquals(Vectors.text(want), Vectors.text(got));
          assertEquals(want, got);
        }));
      }
    }
    return out;
  }

  @TestFactory
  List<DynamicTest> reproducesTheByteVectors() {
    List<DynamicTest> out = new ArrayList<>();
    for (Vectors.Entry e : Vectors.ENTRIES) {
      if (!e.bytes()) {
        continue;
      }
      Message ref = e.reference();
      for (Codec<?> c : Codecs.of(e.type(), e.format())) {
        if (!c.canEncode()) {
          continue;
        }
        out.add(dynamicTest(e.file() + " " + c.name(), () -> {
          assertArrayEquals(e.body(), Vectors.reencode(c, e.body()), "encode(decode(file))");
          assertArrayEquals(e.body(), Vectors.encodeReference(c, ref), "encode(fromProto(reference))");
        }));
      }
    }
    return out;
  }

  @TestFactory
  List<DynamicTest> roundTripsTheValueVectors() {
    List<DynamicTest> out = new ArrayList<>();
    for (Vectors.Entry e : Vectors.ENTRIES) {
      if (e.bytes()) {
        continue;
      }
      Message want = e.reference();
      for (Codec<?> c : Codecs.of(e.type(), e.format())) {
        if (!c.canEncode()) {
          continue;
        }
        out.add(dynamicTest(e.file() + " " + c.name(), () -> {
          byte[] again = Vectors.reencode(c, e.body());
          Message got = Vectors.decodeAny(c, again);
          assertEquals(Vectors.text(want), Vectors.text(got), () -> new String(again, StandardCharsets.UTF_8));
          byte[] fromRef = Vectors.encodeReference(c, want);
          assertEquals(Vectors.text(want), Vectors.text(Vectors.decodeAny(c, fromRef)));
        }));
      }
    }
    return out;
  }

  @Test
  void everyTypeHasEveryFormatAndLibrary() {
    for (MessageType t : MessageType.values()) {
      Set<String> formats = new TreeSet<>();
      List<String> names = new ArrayList<>();
      for (Codec<?> c : Codecs.of(t)) {
        assertEquals(t, c.type(), c.name());
        formats.add(c.format());
        names.add(c.name());
        assertEquals(c, Codecs.named(t, c.name()));
        assertTrue(Codecs.of(t, c.format()).contains(c));
      }
      assertEquals(new TreeSet<>(List.of(FORMATS)), formats, t.name());
      assertEquals(new TreeSet<>(NAMES), new TreeSet<>(names), t.name());
      assertEquals(NAMES.size(), names.size(), "one codec per name for " + t);
      assertFalse(Codecs.named(t, "flatbuffers lazy").canEncode());
    }
  }
}
