package dev.polywire.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.polywire.client.PolywireServer;
import dev.polywire.decode.Codec;
import dev.polywire.decode.Codecs;
import dev.polywire.decode.MessageType;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lab in-process against a real polywire, as {@code polywire bench jvm}
 * runs it, checked through its JSON: every row a result, over h2c, with
 * allocation measured and as many samples as requests.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class MainTest {
  private PolywireServer server;
  @TempDir Path tmp;

  @BeforeAll
  void start() throws Exception {
    server = PolywireServer.start();
  }

  @AfterAll
  void stop() throws Exception {
    if (server != null) {
      server.close();
    }
  }

  /** Exit status, stderr, and the results file parsed. */
  private record Run(int exit, String stderr, JsonNode json) {}

  private Run lab(String... args) throws Exception {
    Path out = tmp.resolve("out-" + System.nanoTime() + ".json");
    List<String> all = new ArrayList<>(List.of(args));
    all.addAll(List.of("--out", out.toString()));
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    ByteArrayOutputStream stdout = new ByteArrayOutputStream();
    int exit = Main.run(all.toArray(new String[0]), new PrintStream(stdout, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    JsonNode json = Files.exists(out) ? new ObjectMapper().readTree(out.toFile()) : null;
    return new Run(exit, err.toString(StandardCharsets.UTF_8), json);
  }

  @Test
  void seed002_and_seed004_quick_rows_are_all_results_over_h2c() throws Exception {
    Run r = lab("--target", server.url(), "--quick", "--sizes", "50,100", "--requests", "2", "--people-requests", "2",
        "--experiments", "seed002,seed004");
    assertEquals(0, r.exit(), r.stderr());
    JsonNode f = r.json();
    assertEquals("polywire.bench/v1", f.get("schema").asText());
    assertEquals("jvm", f.get("kind").asText());
    assertFalse(f.get("runtime").get("name").asText().isEmpty());
    assertEquals("", f.get("machine").get("goVersion").asText());
    assertTrue(f.get("config").get("quick").asBoolean());
    // seed004's default is seed 004's pair: Jackson and protobuf-java.
    long peopleCodecs = Codecs.of(MessageType.PEOPLE).stream()
        .filter(c -> c.name().equals("Jackson") || c.name().equals("protobuf-java")).count();
    assertEquals(2, peopleCodecs);
    int articleCodecs = Codecs.of(MessageType.ARTICLE).size();
    JsonNode rows = f.get("decodes");
    assertEquals(2 * 2 * articleCodecs + 2 * peopleCodecs, rows.size());
    for (JsonNode row : rows) {
      String what = row.get("dataset").asText() + " " + row.get("decoder").asText() + " " + row.get("coding").asText();
      assertFalse(row.has("failed"), what + ": " + row.path("error").asText());
      assertEquals("h2c", row.get("http").asText(), what);
      assertTrue(row.get("allocBytes").asDouble() > 0, what);
      assertEquals(2, row.get("decodeMs").get("n").asInt(), what);
      assertEquals(2, row.get("reps").asInt(), what);
      assertTrue(row.get("decodeMs").get("median").asDouble() > 0, what);
      assertTrue(row.get("wireBytes").asInt() > 0, what);
      String ds = row.get("dataset").asText();
      int want = ds.equals("people") ? 50_000 : Integer.parseInt(ds.substring("article".length()));
      assertEquals(want, row.get("items").asInt(), what);
      assertEquals(ds.equals("people") ? "/people" : "/articles?sections=" + want, row.get("endpoint").asText());
      if (row.get("coding").asText().equals("gzip")) {
        assertTrue(row.get("wireBytes").asInt() < row.get("decodedBytes").asInt(), what);
      }
    }
  }

  @Test
  void a_tiny_jmh_run_gives_decode_and_encode_rows() throws Exception {
    Run r = lab("--target", server.url(), "--experiments", "jmh", "--decoders", "protobuf-java", "--jmh-datasets", "account2",
        "--jmh-forks", "0", "--jmh-warmup", "0", "--jmh-iterations", "1", "--jmh-time", "100ms");
    assertEquals(0, r.exit(), r.stderr());
    JsonNode rows = r.json().get("codecs");
    assertEquals(2, rows.size(), rows.toString());
    for (JsonNode row : rows) {
      assertEquals("account2", row.get("dataset").asText());
      assertEquals("protobuf-java", row.get("library").asText());
      assertEquals("proto", row.get("format").asText());
      assertEquals(1, row.get("nsPerOp").get("n").asInt());
      assertTrue(row.get("nsPerOp").get("median").asDouble() > 0);
      assertTrue(row.get("bytes").asInt() > 1_000_000);
      assertTrue(row.get("mbPerS").asDouble() > 0);
      assertTrue(row.get("iterations").asLong() >= 1);
    }
    assertEquals(List.of("decode", "encode"), List.of(rows.get(0).get("op").asText(), rows.get(1).get("op").asText()));
  }

  @Test
  void an_unreachable_target_fails_rows_and_exits_1_with_the_file_written() throws Exception {
    Run r = lab("--target", "http://127.0.0.1:1", "--sizes", "50", "--requests", "1", "--warmup", "0",
        "--experiments", "seed002", "--codings", "identity");
    assertEquals(1, r.exit(), r.stderr());
    for (JsonNode row : r.json().get("decodes")) {
      assertTrue(row.get("failed").asBoolean());
      assertFalse(row.get("error").asText().isEmpty());
      assertEquals(0, row.get("decodeMs").get("n").asInt());
    }
  }

  @Test
  void usage_errors_exit_2_with_error_and_try() throws Exception {
    String[][] bad = {
        {"--quick"},
        {"--target", "http://127.0.0.1:8080", "--experiments", "seed003"},
        {"--target", "http://127.0.0.1:8080", "--decoders", "NoSuchLib"},
        {"--target", "http://127.0.0.1:8080", "--http", "h3"},
        {"--target", "http://127.0.0.1:8080", "--sizes", "0"},
        {"--target", "http://127.0.0.1:8080", "--bogus", "1"},
    };
    for (String[] args : bad) {
      Run r = lab(args);
      assertEquals(2, r.exit(), String.join(" ", args));
      assertTrue(r.stderr().startsWith("Error: "), r.stderr());
      assertTrue(r.stderr().contains("\nTry: java -cp "), r.stderr());
    }
  }

  @Test
  void decoders_select_by_name_or_format() throws Exception {
    Options o = Options.parse(new String[] {"--target", "http://x:1", "--decoders", "proto"});
    for (Codec<?> c : Codecs.of(MessageType.ARTICLE)) {
      assertEquals(c.format().equals("proto"), o.selected(c), c.name());
    }
    Options d = Options.parse(new String[] {"--target", "http://x:1", "--quick"});
    assertEquals(5, d.requests);
    assertEquals(20, d.peopleRequests);
    assertEquals(2, d.warmup);
    assertEquals(200, d.jmhTimeMs);
  }
}
