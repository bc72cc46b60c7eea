package dev.polywire.lab;

import dev.polywire.client.PolywireClient;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The JVM lab: seed 002's Android experiment (processing time of articles of
 * 50..500 subsections, per library) and seed 004's Java-to-Java test (GETs
 * of 50,000 people, compression off and on) run against a live polywire on
 * HotSpot, plus JMH benchmarks of every codec, written as one
 * polywire.bench/v1 file of kind "jvm". {@code polywire bench jvm} runs it;
 * its command line is a contract (see {@link #USAGE}).
 *
 * <p>Exit status: 0 when every row is a result, 1 when any row failed (the
 * file is written all the same, failed rows marked), 2 on a usage error.
 */
public final class Main {
  static final String TRY = "Try: java -cp target/classes:$(cat target/classpath.txt) dev.polywire.lab.Main"
      + " --target http://127.0.0.1:8080 --quick";

  static final String USAGE = String.join("\n",
      "Usage: java -cp target/classes:$(cat target/classpath.txt) dev.polywire.lab.Main --target URL [flags]",
      "",
      "Measures how the JVM receives and decodes polywire's payloads, per library (seed 002, seed 004) and in JMH.",
      "",
      "  --target URL            polywire's base URL: http:// (HTTP/2 by Upgrade: h2c) or https:// (required)",
      "  --http h2|http/1.1      HTTP version (default h2)",
      "  --ca-cert FILE          PEM certificate(s) to trust for https://",
      "  --experiments LIST      seed002,seed004,jmh,stream (default seed002,seed004)",
      "  --quick                 fewer requests and shorter JMH runs",
      "  --sizes LIST            seed002 article sizes in subsections (default 50,100,...,500)",
      "  --requests N            seed002 counted requests per size, coding and decoder (default 50; quick 5)",
      "  --people-requests N     seed004 counted requests per coding and decoder (default 500; quick 20)",
      "  --stream-limit N        stream: people per request, 0 for all 50,000 (default 0)",
      "  --stream-requests N     stream: counted requests per framing and coding (default 20; quick 5)",
      "  --codings LIST          identity,gzip,br,zstd (default identity,gzip)",
      "  --decoders LIST|all     codec names or formats (default: every codec; seed004 Jackson and protobuf-java)",
      "  --warmup N              uncounted warm-up requests per decoder (default 5; quick 2)",
      "  --jmh-forks N           JMH forks (default 1; 0 runs in this JVM)",
      "  --jmh-warmup N          JMH warm-up iterations (default 3; quick 1)",
      "  --jmh-iterations N      JMH measurement iterations (default 10; quick 3)",
      "  --jmh-time D            JMH iteration time: 200ms, 1s (default 1s; quick 200ms)",
      "  --jmh-datasets LIST     account2,people,article500 (default all three)",
      "  --out FILE              write the results here (default stdout)",
      "",
      "Progress goes to stderr. Exit 0: all rows ok; 1: a row failed (file still written); 2: usage error.");

  private Main() {}

  /** Runs the lab and exits with its status. */
  public static void main(String[] args) {
    System.exit(run(args, System.out, System.err));
  }

  /** Runs the lab; returns the exit status instead of exiting (tests call this). */
  public static int run(String[] args, PrintStream stdout, PrintStream stderr) {
    Options o;
    try {
      o = Options.parse(args);
    } catch (Options.UsageException e) {
      stderr.println("Error: " + e.getMessage());
      stderr.println(TRY);
      return 2;
    }
    if (o.help) {
      stdout.println(USAGE);
      return 0;
    }
    PolywireClient client;
    try {
      PolywireClient.Builder b = PolywireClient.builder(o.target)
          .httpVersion(o.http.equals("h2") ? HttpClient.Version.HTTP_2 : HttpClient.Version.HTTP_1_1)
          .timeout(Duration.ofSeconds(120));
      if (o.caCert != null) {
        b.trust(o.caCert);
      }
      client = b.build();
    } catch (Exception e) {
      stderr.println("Error: " + (o.caCert != null ? "read --ca-cert " + o.caCert + ": " : "") + e.getMessage());
      stderr.println(TRY);
      return 2;
    }
    Instant started = Instant.now();
    long t0 = System.nanoTime();
    List<Results.DecodeRow> decodes = new ArrayList<>();
    List<Results.CodecRow> codecs = new ArrayList<>();
    List<Results.StreamRow> streams = new ArrayList<>();
    List<String> errors = new ArrayList<>();
    DecodeExperiments dx = new DecodeExperiments(client, o, stderr);
    for (String exp : o.experiments) {
      stderr.println("== " + exp + " against " + o.target);
      switch (exp) {
        case "seed002" -> decodes.addAll(dx.seed002());
        case "seed004" -> decodes.addAll(dx.seed004());
        case "jmh" -> {
          JmhExperiment jx = new JmhExperiment(client, o, stderr);
          try {
            codecs.addAll(jx.run());
          } catch (IOException e) {
            jx.errors.add("jmh: " + e.getMessage());
          }
          errors.addAll(jx.errors);
        }
        case "stream" -> {
          // A failed or short read stops the experiment: the lab never
          // counts a failure, and writes none of its rows.
          try {
            streams.addAll(new StreamExperiment(client, o, stderr).run());
          } catch (IOException | RuntimeException e) {
            errors.add("stream: " + e);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            errors.add("stream: interrupted");
          }
        }
        default -> throw new IllegalStateException(exp);
      }
    }
    int failed = 0;
    for (Results.DecodeRow r : decodes) {
      if (r.failed()) {
        failed++;
      }
    }
    Results.File f = new Results.File(Results.SCHEMA, "jvm", started.toString(), (System.nanoTime() - t0) / 1e9,
        Results.Machine.current(), o.config(), Results.Runtime.current(), decodes, codecs, streams);
    try {
      if (o.out != null) {
        try (OutputStream out = Files.newOutputStream(o.out)) {
          Results.write(f, out);
        }
      } else {
        Results.write(f, stdout);
      }
    } catch (IOException e) {
      stderr.println("Error: write results: " + e.getMessage());
      return 1;
    }
    stderr.printf("%d decode rows (%d failed), %d codec rows, %d stream rows%s%n", decodes.size(), failed, codecs.size(), streams.size(),
        o.out != null ? ", written to " + o.out : "");
    for (String e : errors) {
      stderr.println("failed: " + e);
    }
    return failed > 0 || !errors.isEmpty() ? 1 : 0;
  }
}
