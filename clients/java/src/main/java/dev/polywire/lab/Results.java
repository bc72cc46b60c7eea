package dev.polywire.lab;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * polywire.bench/v1, the JVM's side: the same JSON names as the Go package
 * results (File, Runtime, Machine, DecodeRow, CodecRow, Stat), so that
 * {@code polywire report} reads a JVM run like any other. DecodeRow carries
 * two fields of its own — {@code http} (what actually carried the responses)
 * and {@code allocBytes} (heap allocated on the thread by processing one
 * response) — which readers that do not know them ignore, as the schema
 * allows.
 */
public final class Results {
  /** The schema version, as results.Schema. */
  public static final String SCHEMA = "polywire.bench/v1";

  private Results() {}

  /** One run: results.File with kind "jvm". */
  @JsonInclude(JsonInclude.Include.NON_EMPTY)
  public record File(
      @JsonInclude(JsonInclude.Include.ALWAYS) String schema,
      @JsonInclude(JsonInclude.Include.ALWAYS) String kind,
      @JsonInclude(JsonInclude.Include.ALWAYS) String started,
      @JsonInclude(JsonInclude.Include.ALWAYS) double seconds,
      @JsonInclude(JsonInclude.Include.ALWAYS) Machine machine,
      Map<String, Object> config,
      Runtime runtime,
      List<DecodeRow> decodes,
      List<CodecRow> codecs,
      List<StreamRow> streams) {}

  /** The JVM that ran: java.vm.name, java.runtime.version, java.vm.vendor. */
  public record Runtime(String name, String version, String vendor) {
    /** This JVM. */
    public static Runtime current() {
      return new Runtime(System.getProperty("java.vm.name"), System.getProperty("java.runtime.version"),
          System.getProperty("java.vm.vendor"));
    }
  }

  /** results.Machine; goVersion is "" (no Go ran), os and arch spelled as Go spells them. */
  public record Machine(
      String os,
      String arch,
      int cpus,
      @JsonInclude(JsonInclude.Include.NON_EMPTY) String cpuModel,
      String goVersion) {
    /** The machine this JVM runs on. */
    public static Machine current() {
      String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
      if (os.startsWith("mac")) {
        os = "darwin";
      } else if (os.startsWith("windows")) {
        os = "windows";
      }
      String arch = System.getProperty("os.arch", "");
      arch = switch (arch) {
        case "x86_64", "amd64" -> "amd64";
        case "aarch64", "arm64" -> "arm64";
        case "x86", "i386", "i686" -> "386";
        default -> arch;
      };
      return new Machine(os, arch, java.lang.Runtime.getRuntime().availableProcessors(), readCpuModel(), "");
    }

    private static String readCpuModel() {
      Path p = Path.of("/proc/cpuinfo");
      if (!Files.isReadable(p)) {
        return "";
      }
      try (BufferedReader r = Files.newBufferedReader(p, StandardCharsets.UTF_8)) {
        for (String line; (line = r.readLine()) != null; ) {
          int colon = line.indexOf(':');
          if (colon > 0 && line.substring(0, colon).trim().equals("model name")) {
            return line.substring(colon + 1).trim();
          }
        }
      } catch (IOException e) {
        return "";
      }
      return "";
    }
  }

  /** results.DecodeRow plus http and allocBytes; a failed row has zero stats and never counts as a result. */
  public record DecodeRow(
      String dataset,
      String endpoint,
      String op,
      String protocol,
      String format,
      String decoder,
      String coding,
      String http,
      int wireBytes,
      int decodedBytes,
      int reps,
      Stat requestMs,
      Stat decodeMs,
      Stat totalMs,
      double allocBytes,
      int items,
      @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean failed,
      @JsonInclude(JsonInclude.Include.NON_EMPTY) String error) {}

  /**
   * results.StreamRow: one way of reading the people — a stream in one
   * framing, or one body — with the time to the first row decoded and to
   * the last, in milliseconds. Only measured rows are written: a failed
   * read stops the experiment.
   */
  public record StreamRow(
      String endpoint,
      String framing,
      String format,
      String decoder,
      String coding,
      String protocol,
      int rows,
      int wireBytes,
      Stat firstRowMs,
      Stat totalMs) {}

  /** results.CodecRow: one JMH benchmark (one library, dataset and operation). */
  public record CodecRow(
      String dataset,
      String format,
      String library,
      String op,
      int bytes,
      Stat nsPerOp,
      double bytesPerOp,
      double allocsPerOp,
      double mbPerS,
      long iterations) {}

  /** results.Stat, summarised exactly as results.Summarize. */
  public record Stat(int n, double median, double mean, double stddev, double min, double max, double p95) {
    /** The zero Stat a failed row carries. */
    public static final Stat ZERO = new Stat(0, 0, 0, 0, 0, 0, 0);

    /**
     * results.Summarize: linear interpolation between closest ranks for the
     * median and p95, the sample standard deviation (n-1).
     */
    public static Stat summarize(double[] xs) {
      if (xs.length == 0) {
        return ZERO;
      }
      double[] s = xs.clone();
      Arrays.sort(s);
      double sum = 0;
      for (double x : s) {
        sum += x;
      }
      double mean = sum / s.length;
      double sq = 0;
      for (double x : s) {
        sq += (x - mean) * (x - mean);
      }
      double sd = s.length > 1 ? Math.sqrt(sq / (s.length - 1)) : 0;
      return new Stat(s.length, quantile(s, 0.5), mean, sd, s[0], s[s.length - 1], quantile(s, 0.95));
    }

    private static double quantile(double[] s, double q) {
      if (s.length == 1) {
        return s[0];
      }
      double pos = q * (s.length - 1);
      int lo = (int) Math.floor(pos);
      int hi = Math.min(lo + 1, s.length - 1);
      return s[lo] + (s[hi] - s[lo]) * (pos - lo);
    }
  }

  /** The mapper that writes files: indented like results.File.Write. */
  public static ObjectMapper mapper() {
    return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
  }

  /** Writes f as indented JSON followed by a newline. */
  public static void write(File f, OutputStream out) throws IOException {
    byte[] b = mapper().writeValueAsBytes(f);
    out.write(b);
    out.write('\n');
    out.flush();
  }
}
