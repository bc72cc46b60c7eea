package dev.polywire.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Seeded fuzzing of the readers, in the normal test run (no Jazzer: the
 * client's decoders are fuzzed the same way, by seeded mutations; see the
 * README): every truncation of the golden streams, and random mutations.
 * A cut stream with an end marker (envelopes, SSE) always throws a
 * StreamException, and the rows read before it are the stream's first
 * rows; nothing else is ever thrown, and nothing hangs.
 */
class TruncationTest {
  @ParameterizedTest
  @ValueSource(strings = {"success.proto", "success.msgpack", "error.proto", "error.msgpack", "empty.proto",
      "success.sse", "error.sse", "empty.sse"})
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void everyTruncationThrows(String name) throws IOException {
    String ext = name.substring(name.indexOf('.') + 1);
    byte[] b = Golden.read(name);
    for (int cut = 0; cut < b.length; cut++) {
      List<String> got = new ArrayList<>();
      byte[] cutb = Arrays.copyOf(b, cut);
      StreamException e = assertThrows(StreamException.class, () -> Golden.all(Golden.reader(ext, cutb), got),
          name + " cut at " + cut);
      assertEquals(RowReaderTest.BOOKS.subList(0, got.size()), got, name + " cut at " + cut);
      assertEquals(got.size(), e.rows(), name + " cut at " + cut);
      assertTrue(e.getMessage().startsWith(ext.equals("sse") ? "sse stream: " : "envelope stream: "), e.getMessage());
      assertTrue(!(e instanceof StreamErrorException), name + " cut at " + cut + ": " + e.getMessage());
    }
  }

  /** NDJSON has no end marker: a cut at a line's end is a shorter stream; anywhere else an exception. */
  @ParameterizedTest
  @ValueSource(strings = {"success.ndjson", "error.ndjson"})
  void ndjsonTruncations(String name) throws IOException {
    byte[] b = Golden.read(name);
    for (int cut = 0; cut < b.length; cut++) {
      List<String> got = new ArrayList<>();
      try {
        Golden.all(Golden.reader("ndjson", Arrays.copyOf(b, cut)), got);
        assertTrue(cut == 0 || b[cut - 1] == '\n', "cut at " + cut + " inside a line read cleanly");
      } catch (StreamException e) {
        assertTrue(cut > 0 && b[cut - 1] != '\n', "cut at " + cut + ": " + e.getMessage());
      }
      assertEquals(RowReaderTest.BOOKS.subList(0, got.size()), got, "cut at " + cut);
    }
  }

  /** Random byte mutations: a StreamException or rows, nothing else, never a hang. */
  @ParameterizedTest
  @ValueSource(strings = {"success.proto", "success.msgpack", "error.proto", "success.sse", "success.ndjson"})
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void mutations(String name) throws IOException {
    String ext = name.substring(name.indexOf('.') + 1);
    byte[] b = Golden.read(name);
    Random rnd = new Random(name.hashCode());
    for (int i = 0; i < 3000; i++) {
      byte[] m = b.clone();
      int edits = 1 + rnd.nextInt(4);
      for (int k = 0; k < edits; k++) {
        m[rnd.nextInt(m.length)] = (byte) rnd.nextInt(256);
      }
      if (rnd.nextInt(4) == 0) {
        m = Arrays.copyOf(m, rnd.nextInt(m.length));
      }
      try {
        List<String> got = Golden.all(Golden.reader(ext, m));
        assertTrue(got.size() <= 3, "mutation " + i + " gave " + got.size() + " rows");
      } catch (StreamException e) {
        assertTrue(e.getMessage() != null && !e.getMessage().isEmpty());
      } catch (Exception e) {
        fail("mutation " + i + " of " + name + " threw " + e, e);
      }
    }
  }
}
