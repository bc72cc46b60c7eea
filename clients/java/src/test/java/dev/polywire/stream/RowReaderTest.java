package dev.polywire.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The readers against the golden streams of docs/STREAMING.md, byte for byte as the server wrote them. */
class RowReaderTest {
  static final List<String> BOOKS = List.of("shelves/s1/books/0", "shelves/s1/books/1", "shelves/s1/books/2");

  @ParameterizedTest
  @ValueSource(strings = {"proto", "msgpack", "ndjson", "jsonl", "sse"})
  void success(String ext) throws IOException {
    try (RowReader<String> r = Golden.reader(ext, Golden.read("success." + ext))) {
      assertEquals(BOOKS, Golden.all(r));
      assertEquals(3, r.rows());
      assertNull(r.next(), "next after the end");
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"proto", "msgpack", "ndjson", "jsonl", "sse"})
  void empty(String ext) throws IOException {
    try (RowReader<String> r = Golden.reader(ext, Golden.read("empty." + ext))) {
      assertEquals(List.of(), Golden.all(r));
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"proto", "msgpack", "ndjson", "jsonl", "sse"})
  void errorFrame(String ext) throws IOException {
    List<String> got = new ArrayList<>();
    try (RowReader<String> r = Golden.reader(ext, Golden.read("error." + ext))) {
      StreamErrorException e = assertThrows(StreamErrorException.class, () -> Golden.all(r, got));
      assertEquals("unavailable", e.code());
      assertEquals("shelf shelves/s1 went away", e.apiMessage());
      assertEquals(2, e.rows());
      assertNull(r.next(), "next after the error");
    }
    assertEquals(BOOKS.subList(0, 2), got);
  }

  /** The end marker is what tells a complete stream from a cut one: without it, an exception. */
  @ParameterizedTest
  @ValueSource(strings = {"proto", "msgpack", "sse"})
  void withoutEndMarker(String ext) throws IOException {
    byte[] b = Golden.read("success." + ext);
    int cut = ext.equals("sse") ? b.length - "event: end\ndata: {}\n\n".length() : b.length - 5;
    List<String> got = new ArrayList<>();
    StreamException e = assertThrows(StreamException.class, () -> Golden.all(Golden.reader(ext, Arrays.copyOf(b, cut)), got));
    assertEquals(BOOKS, got);
    assertTrue(e.getMessage().contains("without its end"), e.getMessage());
  }

  @Test
  void envelopeProblems() {
    record Case(String name, byte[] b, String want) {}
    List<Case> cases = List.of(
        new Case("unknown flag", new byte[] {1, 0, 0, 0, 0}, "flag 0x01"),
        new Case("huge length", new byte[] {0, 0x7f, 0, 0, 0}, "over the limit"),
        new Case("negative length", new byte[] {0, (byte) 0xff, 0, 0, 0}, "over the limit"),
        new Case("cut header", new byte[] {0, 0, 0}, "header of the frame at byte 0"),
        new Case("cut payload", new byte[] {0, 0, 0, 0, 4, 0x0a}, "4-byte payload of the frame at byte 0"),
        new Case("bad row", new byte[] {0, 0, 0, 0, 2, 0x0a, 0x05, 2, 0, 0, 0, 0}, "row 0 does not decode"),
        new Case("after end", new byte[] {2, 0, 0, 0, 0, 0}, "bytes after the end frame"));
    for (Case c : cases) {
      StreamException e = assertThrows(StreamException.class, () -> Golden.all(Golden.reader("proto", c.b)), c.name);
      assertTrue(e.getMessage().contains(c.want), c.name + ": " + e.getMessage());
      assertTrue(!(e instanceof StreamErrorException), c.name);
    }
  }

  @Test
  void lineProblems() {
    record Case(String ext, String body, String want) {}
    List<Case> cases = List.of(
        new Case("ndjson", "{\"name\":\"a\"}\n{\"name\":\"b\"", "without its newline"),
        new Case("ndjson", "{\"name\":\"a\"}\n{\"nam\n", "row 1 does not decode"),
        new Case("ndjson", "{\"@error\":{\"message\":\"x\"}}\n", "error frame does not decode"),
        new Case("sse", "event: message\ndata: {\"name\":\"a\"}\n", "cut inside an event"),
        new Case("sse", "event: message\n\n", "without data"),
        new Case("sse", "event: end\ndata: {}\n\nevent: message\ndata: {}\n\n", "after the end event"));
    for (Case c : cases) {
      StreamException e = assertThrows(StreamException.class,
          () -> Golden.all(Golden.reader(c.ext, c.body.getBytes(StandardCharsets.UTF_8))), c.body);
      assertTrue(e.getMessage().contains(c.want), c.body + ": " + e.getMessage());
    }
  }

  /** SSE as EventSource reads it: CRLF lines, comments, ids and unknown events are not rows. */
  @Test
  void sseTolerates() throws IOException {
    String s = ": hello\r\nid: 0\r\ndata: {\"name\":\"a\"}\r\n\r\nevent: ping\r\ndata: x\r\n\r\nevent: end\r\ndata: {}\r\n\r\n";
    assertEquals(List.of("a"), Golden.all(Golden.reader("sse", s.getBytes(StandardCharsets.UTF_8))));
  }

  /**
   * Incremental: every row is returned as soon as its bytes are in, while
   * the writer still holds the rest — the reader never waits for a full
   * buffer or the end.
   */
  @ParameterizedTest
  @ValueSource(strings = {"proto", "msgpack", "ndjson", "sse"})
  @Timeout(value = 20, unit = TimeUnit.SECONDS)
  void rowsArriveBeforeTheEnd(String ext) throws Exception {
    byte[] b = Golden.read("success." + ext);
    // the first row's bytes: up to the second row's start
    int first = switch (ext) {
      case "proto", "msgpack" -> 5 + (((b[1] & 0xff) << 24) | ((b[2] & 0xff) << 16) | ((b[3] & 0xff) << 8) | (b[4] & 0xff));
      case "ndjson" -> indexOf(b, "\n".getBytes(StandardCharsets.UTF_8)) + 1;
      default -> indexOf(b, "\n\n".getBytes(StandardCharsets.UTF_8)) + 2;
    };
    PipedOutputStream out = new PipedOutputStream();
    InputStream in = new PipedInputStream(out, 1 << 16);
    out.write(b, 0, first);
    out.flush();
    RowReader<String> r = Golden.reader(ext, in);
    assertEquals(BOOKS.get(0), r.next(), "the first row, with the rest not yet written");
    out.write(b, first, b.length - first);
    out.close();
    assertEquals(BOOKS.subList(1, 3), Golden.all(r));
  }

  static int indexOf(byte[] b, byte[] sub) {
    outer:
    for (int i = 0; i + sub.length <= b.length; i++) {
      for (int j = 0; j < sub.length; j++) {
        if (b[i + j] != sub[j]) {
          continue outer;
        }
      }
      return i;
    }
    throw new AssertionError("not found");
  }
}
