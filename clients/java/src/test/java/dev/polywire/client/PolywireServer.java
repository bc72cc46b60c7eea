package dev.polywire.client;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * A real polywire server on loopback for the end-to-end tests: $POLYWIRE_BIN,
 * else built once per JVM from this checkout ($POLYWIRE_ROOT, which Surefire
 * sets) with go build; started on a free port with a throw-away data
 * directory, waited for on GET /readyz, stopped by its pid. Without Go or
 * the variable the calling test is skipped — except under CI=true, where
 * that is a failure, so a CI that lost Go does not go green by testing
 * nothing.
 */
public final class PolywireServer implements AutoCloseable {
  private static Path built;

  private final Process process;
  private final Path dir;
  private final Path log;
  private final String url;

  private PolywireServer(Process process, Path dir, Path log, String url) {
    this.process = process;
    this.dir = dir;
    this.log = log;
    this.url = url;
  }

  /** The base URL: http://127.0.0.1:PORT or https://127.0.0.1:PORT. */
  public String url() {
    return url;
  }

  /** The committed test certificate (the TLS server's, and what clients trust). */
  public static Path testCert() {
    return resource("tls/cert.pem");
  }

  /** Starts plain polywire (h2c and HTTP/1.1) with extra serve flags. */
  public static PolywireServer start(String... extra) throws Exception {
    return start(false, extra);
  }

  /** Starts polywire serving HTTPS with the committed test certificate. */
  public static PolywireServer startTls() throws Exception {
    return start(true);
  }

  private static PolywireServer start(boolean tls, String... extra) throws Exception {
    Path bin = binary();
    Path dir = Files.createTempDirectory("polywire-java-");
    Path log = dir.resolve("serve.log");
    // Port 0, and the address from the server's own "listening" line: a
    // free port picked here and bound there later can be taken in between
    // by another test's server, which then answers /readyz in our stead.
    List<String> cmd = new ArrayList<>(List.of(bin.toString(), "serve", "-addr", "127.0.0.1:0",
        "-data", dir.resolve("data").toString(), "-access-log-rate", "0"));
    if (tls) {
      cmd.addAll(List.of("-tls-cert", testCert().toString(), "-tls-key", resource("tls/key.pem").toString()));
    }
    cmd.addAll(List.of(extra));
    Process p = new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .redirectError(log.toFile()).start();
    String url = listeningURL(p, log);
    PolywireServer srv = new PolywireServer(p, dir, log, url);
    HttpClient.Builder hb = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(2));
    if (tls) {
      hb.sslContext(Tls.trusting(testCert()));
    }
    HttpClient probe = hb.build();
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    for (;;) {
      if (!p.isAlive()) {
        String out = srv.logTail();
        srv.close();
        throw new IllegalStateException("polywire serve exited with " + p.exitValue() + ": " + out);
      }
      try {
        HttpResponse<Void> r = probe.send(HttpRequest.newBuilder(URI.create(url + "/readyz")).build(),
            HttpResponse.BodyHandlers.discarding());
        if (r.statusCode() == 200) {
          return srv;
        }
      } catch (IOException e) {
        // not listening yet
      }
      if (System.nanoTime() > deadline) {
        String out = srv.logTail();
        srv.close();
        throw new IllegalStateException("polywire serve not ready after 60 s: " + out);
      }
      Thread.sleep(50);
    }
  }

  private static final java.util.regex.Pattern LISTENING =
      java.util.regex.Pattern.compile("msg=listening url=(https?://127\\.0\\.0\\.1:\\d+)");

  /** Waits for the server's "listening" log line and returns its URL. */
  private static String listeningURL(Process p, Path log) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    for (;;) {
      String text = Files.exists(log) ? Files.readString(log, StandardCharsets.UTF_8) : "";
      java.util.regex.Matcher m = LISTENING.matcher(text);
      if (m.find()) {
        return m.group(1);
      }
      if (!p.isAlive()) {
        throw new IllegalStateException("polywire serve exited with " + p.exitValue() + " before listening: " + text);
      }
      if (System.nanoTime() > deadline) {
        p.destroyForcibly();
        throw new IllegalStateException("polywire serve did not log its address in 60 s: " + text);
      }
      Thread.sleep(20);
    }
  }

  /** The last lines the server logged. */
  public String logTail() {
    try {
      String s = Files.readString(log, StandardCharsets.UTF_8);
      return s.length() > 4000 ? s.substring(s.length() - 4000) : s;
    } catch (IOException e) {
      return "(no log: " + e.getMessage() + ")";
    }
  }

  @Override
  public void close() throws IOException {
    process.destroy();
    try {
      if (!process.waitFor(10, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      walk.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
    }
  }

  /**
   * The polywire binary: $POLYWIRE_BIN, else target/polywire-test built from
   * $POLYWIRE_ROOT. Skips the test when neither can be had, fails under CI=true.
   */
  public static synchronized Path binary() throws Exception {
    if (built != null) {
      return built;
    }
    String env = System.getenv("POLYWIRE_BIN");
    if (env != null && !env.isEmpty()) {
      built = Path.of(env);
      return built;
    }
    String reason = null;
    String rootEnv = System.getenv("POLYWIRE_ROOT");
    Path root = rootEnv != null && !rootEnv.isEmpty() ? Path.of(rootEnv) : Path.of("../..");
    if (!Files.isRegularFile(root.resolve("go.mod"))) {
      reason = "POLYWIRE_BIN is not set and " + root.toAbsolutePath() + " is not the polywire checkout";
    } else if (!goAvailable()) {
      reason = "Go is not installed and POLYWIRE_BIN is not set: cannot build polywire";
    }
    if (reason != null) {
      if ("true".equals(System.getenv("CI"))) {
        fail("CI=true: " + reason);
      }
      Assumptions.abort(reason);
    }
    Path out = Path.of("target", "polywire-test").toAbsolutePath();
    Process b = new ProcessBuilder("go", "build", "-o", out.toString(), "./cmd/polywire")
        .directory(root.toFile()).redirectErrorStream(true).start();
    String text = new String(b.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (b.waitFor() != 0) {
      throw new IllegalStateException("go build ./cmd/polywire failed: " + text);
    }
    built = out;
    return built;
  }

  private static boolean goAvailable() {
    try {
      Process p = new ProcessBuilder("go", "version").redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      return p.waitFor() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  private static Path resource(String name) {
    URL u = PolywireServer.class.getClassLoader().getResource(name);
    if (u == null) {
      throw new IllegalStateException("test resource " + name + " is missing");
    }
    try {
      return Path.of(u.toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
