package dev.polywire.lab;

import dev.polywire.client.Coding;
import dev.polywire.client.Exchange;
import dev.polywire.client.PolywireClient;
import dev.polywire.decode.Codec;
import dev.polywire.decode.Codecs;
import dev.polywire.jmh.CodecBench;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * The lab's JMH experiment: fetches each dataset from the server in every
 * format (identity, so the files are exactly what the codecs read), then
 * runs {@link CodecBench} decode for every selected codec and encode for
 * those that can, with GCProfiler, and turns each benchmark into a
 * results.CodecRow. JMH's own report goes to stderr with the progress: the
 * JSON is the lab's.
 */
final class JmhExperiment {
  private final PolywireClient client;
  private final Options o;
  private final PrintStream log;
  final List<String> errors = new ArrayList<>();

  JmhExperiment(PolywireClient client, Options o, PrintStream log) {
    this.client = client;
    this.o = o;
    this.log = log;
  }

  List<Results.CodecRow> run() throws IOException {
    Path dir = Files.createTempDirectory("polywire-jmh-");
    List<Results.CodecRow> rows = new ArrayList<>();
    try {
      for (String ds : o.jmhDatasets) {
        rows.addAll(dataset(dir, ds));
      }
    } finally {
      try (var files = Files.list(dir)) {
        for (Path f : (Iterable<Path>) files::iterator) {
          Files.deleteIfExists(f);
        }
      }
      Files.deleteIfExists(dir);
    }
    return rows;
  }

  private List<Results.CodecRow> dataset(Path dir, String ds) {
    List<Results.CodecRow> rows = new ArrayList<>();
    Map<String, Codec<?>> decoders = new LinkedHashMap<>();
    Map<String, Integer> bytes = new HashMap<>();
    Map<String, Integer> encodedBytes = new HashMap<>();
    for (Codec<?> c : Codecs.of(CodecBench.typeOf(ds))) {
      if (!o.selected(c)) {
        continue;
      }
      try {
        Path f = CodecBench.file(dir, ds, c.format());
        if (!Files.exists(f)) {
          Exchange x = client.fetch(CodecBench.endpointOf(ds), c, Coding.IDENTITY);
          Files.write(f, x.decodedBytes());
        }
        byte[] body = Files.readAllBytes(f);
        bytes.put(c.name(), body.length);
        if (c.canEncode()) {
          encodedBytes.put(c.name(), encodedSize(c, body));
        }
        decoders.put(c.name(), c);
      } catch (Exception e) {
        errors.add("jmh " + ds + " " + c.name() + ": " + e.getMessage());
        log.println("jmh " + ds + " " + c.name() + " FAILED: " + e.getMessage());
      }
    }
    if (decoders.isEmpty()) {
      return rows;
    }
    List<String> encoders = new ArrayList<>();
    for (Codec<?> c : decoders.values()) {
      if (c.canEncode()) {
        encoders.add(c.name());
      }
    }
    if (o.jmhForks == 0) {
      System.setProperty(CodecBench.DATA_PROPERTY, dir.toString());
    }
    rows.addAll(bench(dir, ds, "decode", new ArrayList<>(decoders.keySet()), decoders, bytes));
    if (!encoders.isEmpty()) {
      rows.addAll(bench(dir, ds, "encode", encoders, decoders, encodedBytes));
    }
    return rows;
  }

  private List<Results.CodecRow> bench(Path dir, String ds, String op, List<String> names, Map<String, Codec<?>> codecs,
      Map<String, Integer> bytes) {
    log.printf("jmh %s %s: %s%n", ds, op, String.join(", ", names));
    ChainedOptionsBuilder ob = new OptionsBuilder()
        .include("^" + Pattern.quote(CodecBench.class.getName()) + "\\." + op + "$")
        .param("codec", names.toArray(new String[0]))
        .param("dataset", ds)
        .forks(o.jmhForks)
        .warmupIterations(o.jmhWarmup)
        .measurementIterations(o.jmhIterations)
        .warmupTime(TimeValue.milliseconds(o.jmhTimeMs))
        .measurementTime(TimeValue.milliseconds(o.jmhTimeMs))
        .timeUnit(TimeUnit.NANOSECONDS)
        .addProfiler(GCProfiler.class)
        .shouldFailOnError(false)
        .jvmArgsAppend("-D" + CodecBench.DATA_PROPERTY + "=" + dir);
    Collection<RunResult> results;
    try {
      results = new Runner(ob.build(), OutputFormatFactory.createFormatInstance(log, VerboseMode.NORMAL)).run();
    } catch (RunnerException e) {
      errors.add("jmh " + ds + " " + op + ": " + e.getMessage());
      return List.of();
    }
    List<Results.CodecRow> rows = new ArrayList<>();
    List<String> missing = new ArrayList<>(names);
    for (RunResult rr : results) {
      String name = rr.getParams().getParam("codec");
      Codec<?> c = codecs.get(name);
      if (c == null) {
        continue;
      }
      missing.remove(name);
      List<Double> scores = new ArrayList<>();
      long ops = 0;
      for (BenchmarkResult br : rr.getBenchmarkResults()) {
        for (IterationResult ir : br.getIterationResults()) {
          scores.add(ir.getPrimaryResult().getScore());
          ops += ir.getMetadata().getMeasuredOps();
        }
      }
      double[] xs = scores.stream().mapToDouble(Double::doubleValue).toArray();
      Results.Stat ns = Results.Stat.summarize(xs);
      double bytesPerOp = 0;
      for (Map.Entry<String, Result> e : rr.getSecondaryResults().entrySet()) {
        if (e.getKey().endsWith("gc.alloc.rate.norm")) {
          bytesPerOp = e.getValue().getScore();
        }
      }
      int size = bytes.getOrDefault(name, 0);
      // results.CodecRow.MBPerS: Bytes / median ns/op, in MB (10^6) per second.
      double mbPerS = ns.median() > 0 ? size / ns.median() * 1000 : 0;
      rows.add(new Results.CodecRow(ds, c.format(), name, op, size, ns, bytesPerOp, 0, mbPerS, ops > 0 ? ops : xs.length));
    }
    for (String m : missing) {
      errors.add("jmh " + ds + " " + op + " " + m + ": no result (the benchmark failed; see JMH's output above)");
    }
    return rows;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static int encodedSize(Codec c, byte[] body) throws Exception {
    return c.encode(c.decode(body)).length;
  }
}
