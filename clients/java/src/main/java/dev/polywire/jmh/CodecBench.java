package dev.polywire.jmh;

import dev.polywire.decode.Codec;
import dev.polywire.decode.Codecs;
import dev.polywire.decode.DecodeException;
import dev.polywire.decode.MessageType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * Decode and encode of one codec on one payload the server sent, in a JMH
 * harness: the lab's seed002/seed004 rows time a decode once per request,
 * amid a network exchange; this times it millions of times on a warm JIT,
 * with GCProfiler's bytes per op, so a library's own cost is told apart from
 * the exchange's. The payloads are files the server wrote
 * ({@code DIR/<dataset>.<format>}, fetched by {@code dev.polywire.lab.Main
 * --experiments jmh}), read in setup: the bytes are the server's, never
 * re-encoded here. Encode starts from the codec's own decode of them.
 *
 * <p>Runs on its own too: {@code java -cp … org.openjdk.jmh.Main CodecBench
 * -p codec=protobuf-java -p dataset=people -jvmArgsAppend
 * -Dpolywire.jmh.data=DIR -prof gc}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class CodecBench {
  /** The system property naming the payload directory. */
  public static final String DATA_PROPERTY = "polywire.jmh.data";

  /** A codec name from {@link Codecs}: "protobuf-java", "JsonFormat", "Jackson"… */
  @Param({"protobuf-java"})
  public String codec;

  /** account2, people or article500. */
  @Param({"account2"})
  public String dataset;

  private Codec<Object> c;
  private byte[] body;
  private Object value;

  /** The message a dataset holds. */
  public static MessageType typeOf(String dataset) {
    return switch (dataset) {
      case "account2" -> MessageType.ACCOUNT;
      case "people" -> MessageType.PEOPLE;
      case "article500" -> MessageType.ARTICLE;
      default -> throw new IllegalArgumentException("unknown dataset " + dataset + "; datasets: account2, people, article500");
    };
  }

  /** The path a dataset is fetched from (article500 with a fixed seed, so every format carries the same article). */
  public static String endpointOf(String dataset) {
    return switch (dataset) {
      case "account2" -> "/account/2";
      case "people" -> "/people";
      case "article500" -> "/articles?sections=500&seed=2";
      default -> throw new IllegalArgumentException("unknown dataset " + dataset);
    };
  }

  /** The payload file of a dataset in a format. */
  public static Path file(Path dir, String dataset, String format) {
    return dir.resolve(dataset + "." + format);
  }

  @Setup
  @SuppressWarnings("unchecked")
  public void setup(BenchmarkParams params) throws IOException, DecodeException {
    String dir = System.getProperty(DATA_PROPERTY);
    if (dir == null || dir.isEmpty()) {
      throw new IllegalStateException("-D" + DATA_PROPERTY + "=DIR is not set: run dev.polywire.lab.Main --experiments jmh,"
          + " or pass -jvmArgsAppend -D" + DATA_PROPERTY + "=DIR with DIR/<dataset>.<format> payloads");
    }
    c = (Codec<Object>) Codecs.named(typeOf(dataset), codec);
    if (params.getBenchmark().endsWith(".encode") && !c.canEncode()) {
      throw new IllegalStateException(codec + " cannot encode: benchmark decode only");
    }
    body = Files.readAllBytes(file(Path.of(dir), dataset, c.format()));
    value = c.decode(body);
  }

  /** Bytes in, the library's objects out, every field read. */
  @Benchmark
  public Object decode() throws DecodeException {
    return c.decode(body);
  }

  /** The library's objects in, bytes out. */
  @Benchmark
  public byte[] encode() {
    return c.encode(value);
  }
}
