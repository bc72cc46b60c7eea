package dev.polywire.lab;

import com.google.protobuf.Message;
import dev.polywire.client.Coding;
import dev.polywire.client.Exchange;
import dev.polywire.client.PolywireClient;
import dev.polywire.decode.Codec;
import dev.polywire.decode.Codecs;
import dev.polywire.decode.MessageType;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.TreeSet;
import java.util.function.Supplier;

/**
 * Seed 002's and seed 004's client measurements: GETs decoded by every
 * selected codec, one row per dataset × coding × codec. Within a dataset the
 * codec × coding pairs take turns request by request (round-robin, the
 * starting pair rotating each round), so drift over the run — a JIT
 * settling, the heap growing, a noisy neighbour — lands on every library
 * and coding alike rather than on whichever ran first: run one coding after
 * the other and the first is measured on a colder JVM (seen here: 50,000
 * people with protobuf-java, 101 ms gzip first against 58 ms identity
 * second, and the reverse when the order was). A row is a result only if every request answered 200, decoded, held
 * the expected number of items, and its first counted value equals
 * protobuf-java's decode of the same resource in Protobuf; otherwise it is
 * failed, with the first error and no numbers.
 */
final class DecodeExperiments {
  private final PolywireClient client;
  private final Options o;
  private final PrintStream log;
  private final Random random = new Random();

  DecodeExperiments(PolywireClient client, Options o, PrintStream log) {
    this.client = client;
    this.o = o;
    this.log = log;
  }

  /**
   * Seed 002: articles of N subsections drawn at random, a new draw (seed)
   * each round — shared by the round's codecs, so they decode the same
   * article — after warm-up rounds that are not counted (the seed diluted
   * the parsers' first-use cost the same way).
   */
  List<Results.DecodeRow> seed002() {
    List<Codec<?>> codecs = new ArrayList<>();
    for (Codec<?> c : Codecs.of(MessageType.ARTICLE)) {
      if (o.selected(c)) {
        codecs.add(c);
      }
    }
    List<Results.DecodeRow> rows = new ArrayList<>();
    if (codecs.isEmpty()) {
      log.println("seed002: no article codec selected by --decoders; skipped");
      return rows;
    }
    for (int n : o.sizes) {
      Supplier<String> path = () -> "/articles?sections=" + n + "&seed=" + Long.toUnsignedString(random.nextLong());
      rows.addAll(group("article" + n, "/articles?sections=" + n, MessageType.ARTICLE, codecs, o.requests, path, n));
    }
    return rows;
  }

  /** Seed 004: 50,000 people, compression off and on, by default with the json and proto codecs. */
  List<Results.DecodeRow> seed004() {
    List<Codec<?>> codecs = new ArrayList<>();
    for (Codec<?> c : Codecs.of(MessageType.PEOPLE)) {
      if (o.selectedForPeople(c)) {
        codecs.add(c);
      }
    }
    List<Results.DecodeRow> rows = new ArrayList<>();
    if (codecs.isEmpty()) {
      log.println("seed004: no people codec selected by --decoders; skipped");
      return rows;
    }
    rows.addAll(group("people", "/people", MessageType.PEOPLE, codecs, o.peopleRequests, () -> "/people", 50_000));
    return rows;
  }

  /** The measurements of one codec and coding in a group. */
  private static final class Acc {
    final Codec<?> codec;
    final Coding coding;
    final double[] request;
    final double[] decode;
    final double[] total;
    double allocSum;
    int n;
    int wire;
    int decoded;
    int items;
    final TreeSet<String> http = new TreeSet<>();
    String error;

    Acc(Codec<?> codec, Coding coding, int reps) {
      this.codec = codec;
      this.coding = coding;
      request = new double[reps];
      decode = new double[reps];
      total = new double[reps];
    }

    void add(Exchange x) {
      request[n] = x.requestMs();
      decode[n] = x.processingMs();
      total[n] = x.totalMs();
      allocSum += Math.max(0, x.allocatedBytes());
      n++;
      wire = x.wireBytes().length;
      decoded = x.decodedBytes().length;
      items = x.items();
      http.add(x.protocol());
    }
  }

  private List<Results.DecodeRow> group(String dataset, String endpoint, MessageType type, List<Codec<?>> codecs,
      int reps, Supplier<String> paths, int wantItems) {
    log.printf(Locale.ROOT, "%s: %d decoders × %d codings × (%d warm-up + %d) requests, interleaved%n", dataset,
        codecs.size(), o.codings.size(), o.warmup, reps);
    List<Acc> accs = new ArrayList<>();
    for (Coding coding : o.codings) {
      for (Codec<?> c : codecs) {
        accs.add(new Acc(c, coding, reps));
      }
    }
    int k = accs.size();
    for (int round = -o.warmup; round < reps; round++) {
      String path = paths.get();
      Message reference = null;
      for (int j = 0; j < k; j++) {
        Acc a = accs.get(Math.floorMod(round + j, k));
        if (a.error != null) {
          continue;
        }
        try {
          Exchange x = client.fetch(path, a.codec, a.coding);
          String why = check(x, a.coding, wantItems);
          if (why == null && round == 0) {
            if (reference == null) {
              reference = client.fetch(path, Codecs.reference(type), Coding.IDENTITY).proto();
            }
            if (!reference.equals(x.proto())) {
              why = "value differs from protobuf-java's decode of the same " + path + " in proto";
            }
          }
          if (why != null) {
            a.error = why;
          } else if (round >= 0) {
            a.add(x);
          }
        } catch (Exception e) {
          a.error = e.getClass().getSimpleName() + ": " + e.getMessage();
        } catch (OutOfMemoryError e) {
          a.error = "OutOfMemoryError: " + e.getMessage();
        }
      }
    }
    List<Results.DecodeRow> rows = new ArrayList<>();
    for (Acc a : accs) {
      Results.DecodeRow row;
      if (a.error != null) {
        row = new Results.DecodeRow(dataset, endpoint, "get", "rest", a.codec.format(), a.codec.name(), a.coding.token(),
            String.join(",", a.http), 0, 0, reps, Results.Stat.ZERO, Results.Stat.ZERO, Results.Stat.ZERO, 0, 0, true, a.error);
        log.printf(Locale.ROOT, "  %-18s %-12s %-8s FAILED: %s%n", a.codec.name(), a.codec.format(), a.coding.token(),
            a.error);
      } else {
        Results.Stat dec = Results.Stat.summarize(a.decode);
        row = new Results.DecodeRow(dataset, endpoint, "get", "rest", a.codec.format(), a.codec.name(), a.coding.token(),
            String.join(",", a.http), a.wire, a.decoded, a.n, Results.Stat.summarize(a.request), dec,
            Results.Stat.summarize(a.total), a.allocSum / a.n, a.items, false, null);
        log.printf(Locale.ROOT, "  %-18s %-12s %-8s processing median %8.3f ms, %10.0f B allocated, %d bytes on the wire%n",
            a.codec.name(), a.codec.format(), a.coding.token(), dec.median(), row.allocBytes(), a.wire);
      }
      rows.add(row);
    }
    return rows;
  }

  /** Why x is not a result, or null. */
  private static String check(Exchange x, Coding coding, int wantItems) {
    if (x.status() != 200) {
      return "HTTP " + x.status() + ", want 200";
    }
    if (x.coding() != coding) {
      return "asked for " + coding.token() + ", got Content-Encoding " + x.coding().token();
    }
    if (x.items() != wantItems) {
      return "decoded " + x.items() + " items, want " + wantItems;
    }
    return null;
  }
}
