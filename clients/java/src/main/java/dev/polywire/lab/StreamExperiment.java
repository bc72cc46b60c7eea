package dev.polywire.lab;

import dev.polywire.client.Coding;
import dev.polywire.client.PolywireClient;
import dev.polywire.decode.Codec;
import dev.polywire.decode.Codecs;
import dev.polywire.decode.MessageType;
import dev.polywire.decode.PlainReader;
import dev.polywire.gen.pb.people.v1.People;
import dev.polywire.gen.pb.people.v1.Person;
import dev.polywire.stream.ApiError;
import dev.polywire.stream.RowReader;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.zip.GZIPInputStream;

/**
 * Issue 28's streaming measurement on the JVM: GET /people:stream in each
 * framing the JVM reads incrementally (Protobuf and MessagePack envelopes,
 * NDJSON, SSE) against the same people in one body (GET /people, JSON and
 * Protobuf; it takes no limit, so its rows are always all 50,000), over
 * java.net.http's InputStream body. FirstRow runs from just
 * before sending to the first Person decoded, Total to the last one; for a
 * body both wait for the whole body. Every repetition checks the row count
 * and the first and last names; a failure stops the experiment.
 */
final class StreamExperiment {
  /** The dataset's people when the limit is 0 (all). */
  static final int ALL_PEOPLE = 50_000;

  /** One way to read the people. */
  record Way(String framing, String format, String decoder, String accept, Opener open, Function<Object, String> name) {}

  /** Opens a reader of rows over the (decompressed) body. */
  interface Opener {
    RowReader<?> open(InputStream in);
  }

  private static final PlainReader<dev.polywire.model.Person> JSON_PERSON = PlainReader.of("json", dev.polywire.model.Person.class);
  private static final PlainReader<dev.polywire.model.Person> MSGPACK_PERSON = PlainReader.of("msgpack", dev.polywire.model.Person.class);

  static final List<Way> WAYS = List.of(
      new Way("envelope", "proto", "protobuf-java", "application/x-protobuf",
          in -> RowReader.envelopes(in, b -> parsePerson(b), ApiError.PROTO), p -> ((Person) p).getName()),
      new Way("envelope", "msgpack", MSGPACK_PERSON.library(), "application/msgpack",
          in -> RowReader.envelopes(in, MSGPACK_PERSON::read, ApiError.MSGPACK), StreamExperiment::plainName),
      new Way("ndjson", "json", JSON_PERSON.library(), "application/x-ndjson",
          in -> RowReader.ndjson(in, JSON_PERSON::read), StreamExperiment::plainName),
      new Way("sse", "json", JSON_PERSON.library(), "text/event-stream",
          in -> RowReader.sse(in, JSON_PERSON::read), StreamExperiment::plainName),
      new Way("body", "json", "Jackson", "application/json", null, null),
      new Way("body", "proto", "protobuf-java", "application/x-protobuf", null, null));

  private final PolywireClient client;
  private final Options o;
  private final PrintStream log;
  private final boolean tls;

  StreamExperiment(PolywireClient client, Options o, PrintStream log) {
    this.client = client;
    this.o = o;
    this.log = log;
    this.tls = o.target.startsWith("https://");
  }

  private static Person parsePerson(byte[] b) throws dev.polywire.decode.DecodeException {
    try {
      return Person.parseFrom(b);
    } catch (com.google.protobuf.InvalidProtocolBufferException e) {
      throw new dev.polywire.decode.DecodeException("proto", "protobuf-java", e.getMessage(), e);
    }
  }

  private static String plainName(Object p) {
    return ((dev.polywire.model.Person) p).name;
  }

  /** One measurement's result. */
  record Rep(double firstMs, double totalMs, int rows, long wireBytes, String protocol) {}

  /** The pairs measured, each with its samples. */
  private static final class Pair {
    final Way way;
    final Coding coding;
    final List<Double> first = new ArrayList<>();
    final List<Double> total = new ArrayList<>();
    long wireBytes;
    int rows;
    String protocol = "";

    Pair(Way way, Coding coding) {
      this.way = way;
      this.coding = coding;
    }
  }

  /** Runs the experiment: warm-up rounds, then the counted rounds, the pairs taking turns. */
  List<Results.StreamRow> run() throws IOException, InterruptedException {
    int expected = o.streamLimit > 0 ? o.streamLimit : ALL_PEOPLE;
    List<Pair> pairs = new ArrayList<>();
    for (Coding c : o.codings) {
      if (c != Coding.IDENTITY && c != Coding.GZIP) {
        log.println("stream: coding " + c.token() + " skipped (the stream readers decompress gzip only)");
        continue;
      }
      for (Way w : WAYS) {
        pairs.add(new Pair(w, c));
      }
    }
    int rounds = o.warmup + o.streamRequests;
    for (int round = 0; round < rounds; round++) {
      boolean counted = round >= o.warmup;
      for (int i = 0; i < pairs.size(); i++) {
        Pair p = pairs.get((i + round) % pairs.size());
        Rep r = once(p.way, p.coding, p.way.framing.equals("body") ? ALL_PEOPLE : expected);
        if (counted) {
          p.first.add(r.firstMs);
          p.total.add(r.totalMs);
          p.wireBytes = r.wireBytes;
          p.protocol = r.protocol;
          p.rows = r.rows;
        }
      }
    }
    List<Results.StreamRow> out = new ArrayList<>();
    for (Pair p : pairs) {
      Results.StreamRow row = new Results.StreamRow(endpoint(p.way), p.way.framing, p.way.format, p.way.decoder,
          p.coding.token(), p.protocol, p.rows, (int) p.wireBytes, Results.Stat.summarize(unbox(p.first)),
          Results.Stat.summarize(unbox(p.total)));
      log.printf("stream %-8s %-7s %-13s %-8s first row %8.3f ms  total %8.3f ms (medians of %d)%n", row.framing(),
          row.format(), row.decoder(), row.coding(), row.firstRowMs().median(), row.totalMs().median(), p.first.size());
      out.add(row);
    }
    return out;
  }

  private String endpoint(Way w) {
    if (w.framing.equals("body")) {
      return "/people"; // seed 004's GET: always all the people (it takes no limit)
    }
    return o.streamLimit > 0 ? "/people:stream?limit=" + o.streamLimit : "/people:stream";
  }

  private static double[] unbox(List<Double> xs) {
    double[] d = new double[xs.size()];
    for (int i = 0; i < d.length; i++) {
      d[i] = xs.get(i);
    }
    return d;
  }

  /** One request, read and checked: the row count and the first and last names. */
  Rep once(Way w, Coding coding, int expected) throws IOException, InterruptedException {
    String what = "stream " + w.framing + " " + w.format + " " + w.decoder + " " + coding.token();
    HttpRequest req = HttpRequest.newBuilder(URI.create(o.target + endpoint(w)))
        .timeout(Duration.ofSeconds(120))
        .header("Accept", w.accept)
        .header("Accept-Encoding", coding.token())
        .GET().build();
    HttpClient http = client.httpClient();
    long t0 = System.nanoTime();
    HttpResponse<InputStream> res = http.send(req, HttpResponse.BodyHandlers.ofInputStream());
    Counting wire = new Counting(res.body());
    String protocol = res.version() == HttpClient.Version.HTTP_2 ? (tls ? "h2" : "h2c") : "http/1.1";
    try (InputStream raw = wire) {
      if (res.statusCode() != 200) {
        byte[] b = raw.readNBytes(2048);
        throw new IOException(what + ": status " + res.statusCode() + ": " + new String(b, StandardCharsets.UTF_8));
      }
      String ce = res.headers().firstValue("Content-Encoding").orElse("identity");
      if (!ce.equals(coding.token())) {
        throw new IOException(what + ": asked for Accept-Encoding " + coding.token() + ", got Content-Encoding " + ce);
      }
      InputStream in = coding == Coding.GZIP ? new GZIPInputStream(raw, 64 << 10) : raw;
      long tFirst;
      long tEnd;
      int rows;
      String first;
      String last;
      if (w.framing.equals("body")) {
        Codec<?> codec = bodyCodec(w);
        Object v = decode(codec, in.readAllBytes(), what);
        tEnd = System.nanoTime();
        tFirst = tEnd;
        rows = items(codec, v);
        People people = (People) toProto(codec, v);
        first = rows > 0 ? people.getPerson(0).getName() : null;
        last = rows > 0 ? people.getPerson(rows - 1).getName() : null;
      } else {
        try (RowReader<?> r = w.open.open(in)) {
          Object x = r.next();
          tFirst = System.nanoTime();
          Object lastRow = x;
          for (Object y = x; y != null; y = r.next()) {
            lastRow = y;
          }
          tEnd = System.nanoTime();
          rows = r.rows();
          first = x == null ? null : w.name.apply(x);
          last = lastRow == null ? null : w.name.apply(lastRow);
        } catch (IOException e) {
          throw new IOException(what + ": " + e.getMessage(), e);
        }
      }
      if (rows != expected) {
        throw new IOException(what + ": read " + rows + " rows, want " + expected);
      }
      String wantFirst = "Person Number 0";
      String wantLast = "Person Number " + (expected - 1);
      if (!wantFirst.equals(first) || !wantLast.equals(last)) {
        throw new IOException(what + ": first and last names " + first + ", " + last + "; want " + wantFirst + ", " + wantLast);
      }
      return new Rep((tFirst - t0) / 1e6, (tEnd - t0) / 1e6, rows, wire.count, protocol);
    }
  }

  private static Codec<?> bodyCodec(Way w) {
    for (Codec<?> c : Codecs.of(MessageType.PEOPLE, w.format)) {
      if (c.name().equals(w.decoder)) {
        return c;
      }
    }
    throw new IllegalStateException("no " + w.decoder + " codec for people in " + w.format);
  }

  private static Object decode(Codec<?> c, byte[] b, String what) throws IOException {
    try {
      return c.decode(b);
    } catch (dev.polywire.decode.DecodeException e) {
      throw new IOException(what + ": " + e.getMessage(), e);
    }
  }

  @SuppressWarnings("unchecked")
  private static <T> int items(Codec<T> c, Object v) {
    return c.items((T) v);
  }

  @SuppressWarnings("unchecked")
  private static <T> com.google.protobuf.Message toProto(Codec<T> c, Object v) {
    return c.toProto((T) v);
  }

  /** Counts the bytes read from the wire. */
  private static final class Counting extends FilterInputStream {
    long count;

    Counting(InputStream in) {
      super(in);
    }

    @Override
    public int read() throws IOException {
      int b = super.read();
      if (b >= 0) {
        count++;
      }
      return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      int n = super.read(b, off, len);
      if (n > 0) {
        count += n;
      }
      return n;
    }
  }
}
