package dev.polywire.lab;

import dev.polywire.client.Coding;
import dev.polywire.decode.Codec;
import dev.polywire.decode.Codecs;
import dev.polywire.decode.MessageType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The lab's command line, parsed once into plain values. It is a fixed
 * contract: {@code polywire bench jvm} (Go) builds this command line, so
 * flags are only ever added. Both {@code --flag value} and
 * {@code --flag=value} are read.
 */
final class Options {
  /** A usage error: exit 2 with "Error: …" and "Try: …". */
  static final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
      super(message);
    }
  }

  static final List<String> EXPERIMENTS = List.of("seed002", "seed004", "jmh", "stream");
  static final List<String> JMH_DATASETS = List.of("account2", "people", "article500");

  String target;
  String http = "h2";
  Path caCert;
  List<String> experiments = List.of("seed002", "seed004");
  boolean quick;
  List<Integer> sizes = List.of(50, 100, 150, 200, 250, 300, 350, 400, 450, 500);
  int requests = -1;
  int peopleRequests = -1;
  /** stream: people per stream (0: all 50,000) and counted requests per framing and coding. */
  int streamLimit;
  int streamRequests = -1;
  List<Coding> codings = List.of(Coding.IDENTITY, Coding.GZIP);
  /** null: the experiments' defaults (every codec for seed002 and jmh; Jackson and protobuf-java for seed004). */
  Set<String> decoders;
  boolean allDecoders;
  int warmup = -1;
  int jmhForks = -1;
  int jmhWarmup = -1;
  int jmhIterations = -1;
  long jmhTimeMs = -1;
  List<String> jmhDatasets = JMH_DATASETS;
  Path out;
  boolean help;

  static Options parse(String[] args) throws UsageException {
    Options o = new Options();
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      String name = a;
      String value = null;
      int eq = a.indexOf('=');
      if (a.startsWith("--") && eq > 0) {
        name = a.substring(0, eq);
        value = a.substring(eq + 1);
      }
      if (name.equals("--quick")) {
        o.quick = value == null || Boolean.parseBoolean(value);
        continue;
      }
      if (name.equals("--help") || name.equals("-h")) {
        o.help = true;
        continue;
      }
      if (!name.startsWith("--")) {
        throw new UsageException("unexpected argument " + a);
      }
      if (value == null) {
        if (i + 1 >= args.length) {
          throw new UsageException("flag " + name + " needs a value");
        }
        value = args[++i];
      }
      switch (name) {
        case "--target" -> o.target = value;
        case "--http" -> o.http = http(value);
        case "--ca-cert" -> o.caCert = Path.of(value);
        case "--experiments" -> o.experiments = experiments(value);
        case "--sizes" -> o.sizes = ints(name, value, 1, 1000);
        case "--requests" -> o.requests = positive(name, value);
        case "--people-requests" -> o.peopleRequests = positive(name, value);
        case "--stream-limit" -> o.streamLimit = nonNegative(name, value);
        case "--stream-requests" -> o.streamRequests = positive(name, value);
        case "--codings" -> o.codings = codings(value);
        case "--decoders" -> o.decoders(value);
        case "--warmup" -> o.warmup = nonNegative(name, value);
        case "--jmh-forks" -> o.jmhForks = nonNegative(name, value);
        case "--jmh-warmup" -> o.jmhWarmup = nonNegative(name, value);
        case "--jmh-iterations" -> o.jmhIterations = positive(name, value);
        case "--jmh-time" -> o.jmhTimeMs = millis(value);
        case "--jmh-datasets" -> o.jmhDatasets = jmhDatasets(value);
        case "--out" -> o.out = Path.of(value);
        default -> throw new UsageException("unknown flag " + name);
      }
    }
    if (o.help) {
      return o;
    }
    if (o.target == null || o.target.isBlank()) {
      throw new UsageException("--target is required");
    }
    if (!(o.target.startsWith("http://") || o.target.startsWith("https://"))) {
      throw new UsageException("--target " + o.target + ": want http://host:port or https://host:port");
    }
    o.target = o.target.replaceAll("/+$", "");
    if (o.requests < 0) {
      o.requests = o.quick ? 5 : 50;
    }
    if (o.peopleRequests < 0) {
      o.peopleRequests = o.quick ? 20 : 500;
    }
    if (o.streamRequests < 0) {
      o.streamRequests = o.quick ? 5 : 20;
    }
    if (o.warmup < 0) {
      o.warmup = o.quick ? 2 : 5;
    }
    if (o.jmhForks < 0) {
      o.jmhForks = 1;
    }
    if (o.jmhWarmup < 0) {
      o.jmhWarmup = o.quick ? 1 : 3;
    }
    if (o.jmhIterations < 0) {
      // 10: the fewest repetitions polywire report does not flag as a small sample.
      o.jmhIterations = o.quick ? 3 : 10;
    }
    if (o.jmhTimeMs < 0) {
      o.jmhTimeMs = o.quick ? 200 : 1000;
    }
    return o;
  }

  /** Whether codec is measured by an experiment whose default is every codec (seed002, jmh). */
  boolean selected(Codec<?> c) {
    return decoders == null || allDecoders || decoders.contains(c.name()) || decoders.contains(c.format());
  }

  /**
   * seed004's selection: by default seed 004's own pair — Spring Boot reads
   * JSON with Jackson and Protobuf with protobuf-java. Every other library
   * on 500 GETs of 50,000 people would take half an hour; --decoders adds
   * them.
   */
  boolean selectedForPeople(Codec<?> c) {
    if (decoders == null) {
      return c.name().equals("Jackson") || c.name().equals("protobuf-java");
    }
    return selected(c);
  }

  Map<String, Object> config() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("target", target);
    m.put("http", http);
    m.put("caCert", caCert == null ? "" : caCert.toString());
    m.put("experiments", experiments);
    m.put("quick", quick);
    m.put("sizes", sizes);
    m.put("requests", requests);
    m.put("peopleRequests", peopleRequests);
    m.put("streamLimit", streamLimit);
    m.put("streamRequests", streamRequests);
    m.put("codings", codings.stream().map(Coding::token).toList());
    m.put("decoders", decoders == null ? "default" : allDecoders ? "all" : new ArrayList<>(decoders));
    m.put("warmup", warmup);
    m.put("jmhForks", jmhForks);
    m.put("jmhWarmup", jmhWarmup);
    m.put("jmhIterations", jmhIterations);
    m.put("jmhTimeMs", jmhTimeMs);
    m.put("jmhDatasets", jmhDatasets);
    m.put("out", out == null ? "" : out.toString());
    m.put("requestOrder", "round-robin over decoder x coding pairs within each dataset; for articles one seed per round, shared by its pairs");
    // Heap settings change the numbers (a small young generation collects
    // inside a 50,000-person decode): what this JVM ran with is recorded.
    m.put("jvmArgs", java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments());
    return m;
  }

  private void decoders(String value) throws UsageException {
    if (value.trim().equals("all")) {
      allDecoders = true;
      decoders = new LinkedHashSet<>();
      return;
    }
    Set<String> known = new LinkedHashSet<>();
    for (MessageType t : MessageType.values()) {
      for (Codec<?> c : Codecs.of(t)) {
        known.add(c.name());
        known.add(c.format());
      }
    }
    decoders = new LinkedHashSet<>();
    for (String d : value.split(",")) {
      String name = d.trim();
      if (name.isEmpty()) {
        continue;
      }
      if (!known.contains(name)) {
        throw new UsageException("--decoders: unknown decoder " + name + "; decoders and formats: " + String.join(", ", known));
      }
      decoders.add(name);
    }
    if (decoders.isEmpty()) {
      throw new UsageException("--decoders: empty list");
    }
  }

  private static String http(String v) throws UsageException {
    return switch (v.toLowerCase(Locale.ROOT)) {
      case "h2", "h2c", "2", "http/2" -> "h2";
      case "http/1.1", "1.1", "http1.1", "h1" -> "http/1.1";
      default -> throw new UsageException("--http " + v + ": want h2 or http/1.1");
    };
  }

  private static List<String> experiments(String v) throws UsageException {
    List<String> out = new ArrayList<>();
    for (String e : v.split(",")) {
      String x = e.trim();
      if (!EXPERIMENTS.contains(x)) {
        throw new UsageException("--experiments: unknown experiment " + x + "; experiments: " + String.join(", ", EXPERIMENTS));
      }
      if (!out.contains(x)) {
        out.add(x);
      }
    }
    if (out.isEmpty()) {
      throw new UsageException("--experiments: empty list");
    }
    return out;
  }

  private static List<String> jmhDatasets(String v) throws UsageException {
    List<String> out = new ArrayList<>();
    for (String e : v.split(",")) {
      String x = e.trim();
      if (!JMH_DATASETS.contains(x)) {
        throw new UsageException("--jmh-datasets: unknown dataset " + x + "; datasets: " + String.join(", ", JMH_DATASETS));
      }
      out.add(x);
    }
    return out;
  }

  private static List<Coding> codings(String v) throws UsageException {
    List<Coding> out = new ArrayList<>();
    for (String c : v.split(",")) {
      try {
        Coding k = Coding.of(c);
        if (!out.contains(k)) {
          out.add(k);
        }
      } catch (IllegalArgumentException e) {
        throw new UsageException("--codings: " + e.getMessage());
      }
    }
    if (out.isEmpty()) {
      throw new UsageException("--codings: empty list");
    }
    return out;
  }

  private static List<Integer> ints(String flag, String v, int min, int max) throws UsageException {
    List<Integer> out = new ArrayList<>();
    for (String s : v.split(",")) {
      int n;
      try {
        n = Integer.parseInt(s.trim());
      } catch (NumberFormatException e) {
        throw new UsageException(flag + ": " + s + " is not an integer");
      }
      if (n < min || n > max) {
        throw new UsageException(flag + ": " + n + " is not from " + min + " to " + max);
      }
      out.add(n);
    }
    return out;
  }

  private static int positive(String flag, String v) throws UsageException {
    int n = nonNegative(flag, v);
    if (n == 0) {
      throw new UsageException(flag + ": must be at least 1");
    }
    return n;
  }

  private static int nonNegative(String flag, String v) throws UsageException {
    try {
      int n = Integer.parseInt(v.trim());
      if (n < 0) {
        throw new UsageException(flag + ": " + v + " is negative");
      }
      return n;
    } catch (NumberFormatException e) {
      throw new UsageException(flag + ": " + v + " is not an integer");
    }
  }

  /** "200ms", "1s", "1.5s" or a bare number of milliseconds. */
  private static long millis(String v) throws UsageException {
    String s = v.trim().toLowerCase(Locale.ROOT);
    try {
      long ms;
      if (s.endsWith("ms")) {
        ms = Long.parseLong(s.substring(0, s.length() - 2).trim());
      } else if (s.endsWith("s")) {
        ms = Math.round(Double.parseDouble(s.substring(0, s.length() - 1).trim()) * 1000);
      } else {
        ms = Long.parseLong(s);
      }
      if (ms < 1) {
        throw new UsageException("--jmh-time: " + v + " is under 1 ms");
      }
      return ms;
    } catch (NumberFormatException e) {
      throw new UsageException("--jmh-time: " + v + " is not a duration (200ms, 1s)");
    }
  }
}
