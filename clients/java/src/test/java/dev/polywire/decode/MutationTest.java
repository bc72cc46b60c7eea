package dev.polywire.decode;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Seeded mutation fuzzing of every golden vector × every codec of its
 * format: truncations, byte flips, inserted and deleted bytes, and huge
 * lengths patched in (the int32 of a FlatBuffers offset or vector length, a
 * MessagePack str 32 header, a Protobuf varint). Only DecodeException may
 * come out of decode; a body that does decode must map to protobuf-java
 * without throwing; and every codec must refuse at least one mutant, or it
 * is not checking anything. A failure prints the seed and the mutant, so it
 * replays: mutant i of a seed is mutate(body, i, mutants(body), new SplittableRandom(seed + i)).
 * (Jazzer was not used: a coverage-guided run per codec would not
 * fit the suite's time budget; seeded mutants of real bodies find the same
 * class of bug here.)
 */
class MutationTest {
  static final long SEED = 0x9e3779b97f4a7c15L;
  /**
   * make test-long (POLYWIRE_TEST_LONG=1) runs the full size: 300 mutants
   * per vector and codec. Everyday (make test, mvn verify) a third: 100.
   * The one bug this suite found — Wire keeps field number 0 as an unknown
   * field, which protobuf-java refuses in toProto (7eadb3a) — took one
   * mutant of 4,000 at the full size and none at the everyday one (checked
   * by taking WireCodec's redaction out again): StrictnessTest holds that
   * mutant's shape, so it is found at every size.
   */
  static final boolean LONG = "1".equals(System.getenv("POLYWIRE_TEST_LONG"));
  static final int MUTANTS = LONG ? 300 : 100;
  /**
   * Bodies over 100 KB (bank and people large: 150–450 KB) get a third as
   * many: each of their mutants costs a full decode of a big body, and
   * their small and medium cases carry the same shapes.
   */
  static final int LARGE_MUTANTS = MUTANTS / 3;

  static int mutants(byte[] body) {
    return body.length > 100_000 ? LARGE_MUTANTS : MUTANTS;
  }

  @TestFactory
  List<DynamicTest> onlyDecodeExceptionEscapes() {
    List<DynamicTest> out = new ArrayList<>();
    for (Vectors.Entry e : Vectors.ENTRIES) {
      byte[] body = e.body();
      for (Codec<?> c : Codecs.of(e.type(), e.format())) {
        long seed = SEED ^ (e.file() + "/" + c.name()).hashCode();
        out.add(dynamicTest(e.file() + " " + c.name(), () -> fuzz(c, body, seed)));
      }
    }
    return out;
  }

  private static <T> void fuzz(Codec<T> c, byte[] body, long seed) {
    // Mutant i has its own generator (seed + i), so the mutants can be tried
    // on both cores and any one of them replays alone.
    int count = mutants(body);
    long refused = IntStream.range(0, count).parallel().filter(i -> {
      StringBuilder what = new StringBuilder();
      byte[] m = mutate(body, i, count, new SplittableRandom(seed + i), what, c.format());
      T v;
      try {
        v = c.decode(m);
      } catch (DecodeException ok) {
        return true;
      } catch (Throwable t) {
        throw new AssertionError(report(c, seed, i, what, m) + ": decode threw " + t, t);
      }
      try {
        c.toProto(v);
        c.items(v);
      } catch (Throwable t) {
        throw new AssertionError(report(c, seed, i, what, m) + ": decoded, but toProto threw " + t, t);
      }
      return false;
    }).count();
    assertTrue(refused > 0, c.name() + " refused none of " + count + " mutants (seed " + seed + ")");
  }

  private static String report(Codec<?> c, long seed, int i, CharSequence what, byte[] m) {
    return c.format() + "/" + c.name() + " seed " + seed + " mutant " + i + " (" + what + ", " + m.length
        + " bytes, starts " + HexFormat.of().formatHex(m, 0, Math.min(m.length, 64)) + ")";
  }

  /** Mutant i of body: the kinds take turns so every kind reaches every vector. */
  static byte[] mutate(byte[] body, int i, int count, SplittableRandom rnd, StringBuilder what, String format) {
    int n = body.length;
    switch (i % 6) {
      case 0: { // truncation, sweeping the body from its end to its start
        int at = (int) ((long) n * (count - i) / (count + 1));
        at = i == 0 ? n - 1 : at; // mutant 0: the last byte missing
        what.append("truncate to ").append(at);
        return Arrays.copyOf(body, Math.max(0, at));
      }
      case 1: { // flip one byte
        byte[] m = body.clone();
        int at = rnd.nextInt(n);
        m[at] ^= (byte) (1 + rnd.nextInt(255));
        what.append("flip at ").append(at);
        return m;
      }
      case 2: { // flip a few bytes
        byte[] m = body.clone();
        what.append("flip at");
        for (int k = 0; k < 4; k++) {
          int at = rnd.nextInt(n);
          m[at] = (byte) rnd.nextInt(256);
          what.append(' ').append(at);
        }
        return m;
      }
      case 3: { // insert bytes (0xff and 0xc3 0x28 are invalid UTF-8)
        int at = rnd.nextInt(n + 1);
        byte[] ins = rnd.nextBoolean() ? new byte[] {(byte) 0xff, (byte) 0xc3, 0x28} : new byte[] {(byte) rnd.nextInt(256)};
        what.append("insert ").append(ins.length).append(" at ").append(at);
        return splice(body, at, 0, ins);
      }
      case 4: { // delete a range
        int at = rnd.nextInt(n);
        int len = 1 + rnd.nextInt(Math.min(16, n - at));
        what.append("delete ").append(len).append(" at ").append(at);
        return splice(body, at, len, new byte[0]);
      }
      default: { // a huge length
        int at = rnd.nextInt(n);
        byte[] huge;
        switch (format) {
          case "msgpack": huge = new byte[] {(byte) 0xdb, 0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xf0}; break;
          case "proto": huge = new byte[] {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0x07}; break;
          case "flatbuffers": huge = new byte[] {(byte) 0xf0, (byte) 0xff, (byte) 0xff, 0x7f}; at &= ~3; break;
          default: huge = "99999999999999999999999".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        }
        what.append("huge length at ").append(at);
        byte[] m = body.clone();
        System.arraycopy(huge, 0, m, at, Math.min(huge.length, n - at));
        return m;
      }
    }
  }

  private static byte[] splice(byte[] b, int at, int del, byte[] ins) {
    byte[] m = new byte[b.length - del + ins.length];
    System.arraycopy(b, 0, m, 0, at);
    System.arraycopy(ins, 0, m, at, ins.length);
    System.arraycopy(b, at + del, m, at + ins.length, b.length - at - del);
    return m;
  }
}
