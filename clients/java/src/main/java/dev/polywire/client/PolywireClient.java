package dev.polywire.client;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import dev.polywire.decode.Codec;
import dev.polywire.decode.Codecs;
import dev.polywire.decode.DecodeException;
import dev.polywire.decode.MessageType;
import dev.polywire.gen.pb.articles.v1.Article;
import dev.polywire.gen.pb.bank.v1.Account;
import dev.polywire.gen.pb.bank.v1.AccountList;
import dev.polywire.gen.pb.docs.v1.Document;
import dev.polywire.gen.pb.docs.v1.GetAllByLimitAndOffsetResponse;
import dev.polywire.gen.pb.docs.v1.SaveResponse;
import dev.polywire.gen.pb.people.v1.People;
import dev.polywire.gen.pb.people.v1.PostPeopleResponse;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Supplier;
import javax.net.ssl.SSLContext;

/**
 * A typed client for one polywire server on java.net.http: the seeds'
 * endpoints as methods returning protobuf-java messages whichever format
 * carried them, so callers write one code path and choose the format (and
 * the library that reads it) for what is on the wire.
 *
 * <p>Every method returns the message or throws {@link PolywireException}
 * (the server answered 4xx/5xx; decoded from its error body in whatever
 * format it came), {@link DecodeException} (a 2xx body that is not the
 * message: the format and library are named), {@link BodyTooLargeException}
 * or {@link ContentDecodingException}; network failures propagate as the
 * IOExceptions java.net.http throws.
 *
 * <pre>{@code
 * PolywireClient c = PolywireClient.builder("http://127.0.0.1:8080")
 *     .format("proto").codings(Coding.GZIP).build();
 * Account a = c.getAccount(2);
 * }</pre>
 *
 * <p>{@code http://} URLs speak HTTP/2 cleartext by {@code Upgrade: h2c} (the
 * only way java.net.http does h2c), {@code https://} ones HTTP/2 over TLS by
 * ALPN; {@link Builder#httpVersion} forces HTTP/1.1. Instances are
 * thread-safe and share one connection pool: build one and keep it.
 */
public final class PolywireClient {
  /** The default cap on a response body, on the wire and decoded: 256 MiB. */
  public static final long DEFAULT_MAX_BODY_BYTES = 256L << 20;
  /** The default timeout for connecting and for each whole request. */
  public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(60);

  private static final com.sun.management.ThreadMXBean THREADS = threadBean();

  private final URI base;
  private final boolean tls;
  private final HttpClient http;
  private final Format format;
  private final String acceptEncoding;
  private final Duration timeout;
  private final long maxBodyBytes;
  private final Map<String, String> codecNames;
  private final String writeToken;

  private PolywireClient(Builder b, HttpClient http) {
    this.base = b.base;
    this.tls = "https".equalsIgnoreCase(b.base.getScheme());
    this.http = http;
    this.format = b.format;
    this.acceptEncoding = acceptEncoding(b.codings);
    this.timeout = b.timeout;
    this.maxBodyBytes = b.maxBodyBytes;
    this.codecNames = Map.copyOf(b.codecNames);
    this.writeToken = b.writeToken;
  }

  /** A builder for a client of the server at baseUrl ("http://127.0.0.1:8080"). */
  public static Builder builder(String baseUrl) {
    return new Builder(URI.create(baseUrl));
  }

  /** The response and request-body format. */
  public Format format() {
    return format;
  }

  /** The Accept-Encoding header this client sends. */
  public String acceptEncoding() {
    return acceptEncoding;
  }

  /** The underlying HttpClient (one connection pool per PolywireClient). */
  public HttpClient httpClient() {
    return http;
  }

  /** GET /account/{id}: one account with its transactions (seed 000). */
  public Account getAccount(long id) throws IOException, InterruptedException, PolywireException, DecodeException {
    return (Account) get("/account/" + Long.toUnsignedString(id), MessageType.ACCOUNT);
  }

  /** GET /accountList: both accounts (seed 000). */
  public AccountList getAccountList() throws IOException, InterruptedException, PolywireException, DecodeException {
    return (AccountList) get("/accountList", MessageType.ACCOUNT_LIST);
  }

  /** GET /people: 50,000 people (seed 004). */
  public People getPeople() throws IOException, InterruptedException, PolywireException, DecodeException {
    return (People) get("/people", MessageType.PEOPLE);
  }

  /** GET /articles?sections=N&amp;seed=S: N subsections, the same ones for the same seed (seed 002). */
  public Article getArticle(int sections, long seed) throws IOException, InterruptedException, PolywireException, DecodeException {
    return (Article) get("/articles?sections=" + sections + "&seed=" + Long.toUnsignedString(seed), MessageType.ARTICLE);
  }

  /** GET /reports?limit=&amp;offset=: saved documents in insertion order (seed 003). */
  public GetAllByLimitAndOffsetResponse listDocuments(int limit, int offset)
      throws IOException, InterruptedException, PolywireException, DecodeException {
    return (GetAllByLimitAndOffsetResponse) get("/reports?limit=" + limit + "&offset=" + offset, MessageType.DOCUMENT_LIST);
  }

  /** POST /people: any number of people; answers how many were received. Needs the write token when the server has one. */
  public PostPeopleResponse postPeople(People people)
      throws IOException, InterruptedException, PolywireException, DecodeException {
    return post("/people", MessageType.PEOPLE, people, PostPeopleResponse.newBuilder());
  }

  /** POST /report: validates and saves a document; answers its id. Needs the write token when the server has one. */
  public SaveResponse saveDocument(Document doc) throws IOException, InterruptedException, PolywireException, DecodeException {
    return post("/report", MessageType.DOCUMENT, doc, SaveResponse.newBuilder());
  }

  /**
   * The lab's request: GET path in codec's format asking for exactly coding,
   * decoded with codec, timed. Throws like the typed methods do.
   */
  public Exchange fetch(String path, Codec<?> codec, Coding coding)
      throws IOException, InterruptedException, PolywireException, DecodeException {
    return exchange(path, Format.of(codec.format()), () -> codec, coding, coding.token());
  }

  /** The codec this client decodes type with: the builder's choice for the format, else the format's default. */
  public Codec<?> codecFor(MessageType type) {
    String name = codecNames.get(format.id());
    if (name != null) {
      Codec<?> c = Codecs.named(type, name);
      if (!c.format().equals(format.id())) {
        throw new IllegalArgumentException("codec " + name + " reads " + c.format() + ", not " + format.id());
      }
      return c;
    }
    return defaultCodec(type, format.id());
  }

  /** The default codec of a format: protobuf-java for proto, JsonFormat for json, else the first registered. */
  public static Codec<?> defaultCodec(MessageType type, String format) {
    String preferred = format.equals("proto") ? "protobuf-java" : format.equals("json") ? "JsonFormat" : null;
    List<Codec<?>> all = Codecs.of(type, format);
    for (Codec<?> c : all) {
      if (c.name().equals(preferred)) {
        return c;
      }
    }
    if (all.isEmpty()) {
      throw new IllegalStateException("no codec reads " + type.protoName() + " as " + format + " (Codecs has none registered)");
    }
    return all.get(0);
  }

  private Message get(String path, MessageType type) throws IOException, InterruptedException, PolywireException, DecodeException {
    // The codec is looked up once the answer is a 2xx: an error is read by
    // its own format's Error codecs, even in a format no codec reads data in.
    return exchange(path, format, () -> codecFor(type), null, acceptEncoding).proto();
  }

  private Exchange exchange(String path, Format accept, Supplier<Codec<?>> codecs, Coding coding, String acceptEncoding)
      throws IOException, InterruptedException, PolywireException, DecodeException {
    HttpRequest req = request(path, accept, acceptEncoding).GET().build();
    long a0 = 0;
    long t0 = System.nanoTime();
    HttpResponse<CappedBody.Received> res = send(req);
    if (THREADS != null) {
      a0 = THREADS.getCurrentThreadAllocatedBytes();
    }
    CappedBody.Received got = res.body();
    String ce = res.headers().firstValue("Content-Encoding").orElse(null);
    if (res.statusCode() < 200 || res.statusCode() > 299) {
      throw error(res, got.bytes(), ce);
    }
    Codec<?> codec = codecs.get();
    byte[] decoded = ContentDecoding.decode(got.bytes(), ce, maxBodyBytes);
    long t2 = System.nanoTime();
    Object value = decode(codec, decoded);
    long t3 = System.nanoTime();
    long alloc = THREADS != null ? THREADS.getCurrentThreadAllocatedBytes() - a0 : -1;
    return new Exchange(path, codec, coding, res.statusCode(), res.version(), tls, res.headers(), got.bytes(), decoded,
        value, t0, got.completedNanos(), t2, t3, alloc);
  }

  private <R extends Message> R post(String path, MessageType type, Message body, Message.Builder reply)
      throws IOException, InterruptedException, PolywireException, DecodeException {
    Codec<?> enc = encoderFor(type);
    byte[] payload = encode(enc, body);
    // The registry reads the seven data messages; the two small replies (a
    // count, an id) have no codec there, so they are read with protobuf-java
    // or JsonFormat and asked for in one of those formats.
    Format replyFormat = format == Format.JSON ? Format.JSON : Format.PROTO;
    HttpRequest.Builder rb = request(path, replyFormat, acceptEncoding)
        .header("Content-Type", format.mediaType())
        .POST(HttpRequest.BodyPublishers.ofByteArray(payload));
    if (writeToken != null) {
      rb.header("Authorization", "Bearer " + writeToken);
    }
    HttpResponse<CappedBody.Received> res = send(rb.build());
    byte[] wire = res.body().bytes();
    String ce = res.headers().firstValue("Content-Encoding").orElse(null);
    if (res.statusCode() < 200 || res.statusCode() > 299) {
      throw error(res, wire, ce);
    }
    byte[] b = ContentDecoding.decode(wire, ce, maxBodyBytes);
    Format got = Format.ofContentType(res.headers().firstValue("Content-Type").orElse(null)).orElse(replyFormat);
    try {
      if (got == Format.JSON) {
        JsonFormat.parser().merge(new String(b, StandardCharsets.UTF_8), reply);
      } else {
        reply.mergeFrom(b);
      }
    } catch (InvalidProtocolBufferException | RuntimeException e) {
      throw new DecodeException(got.id(), got == Format.JSON ? "JsonFormat" : "protobuf-java", String.valueOf(e.getMessage()), e);
    }
    @SuppressWarnings("unchecked")
    R r = (R) reply.build();
    return r;
  }

  private Codec<?> encoderFor(MessageType type) {
    Codec<?> chosen = codecFor(type);
    if (chosen.canEncode()) {
      return chosen;
    }
    for (Codec<?> c : Codecs.of(type, format.id())) {
      if (c.canEncode()) {
        return c;
      }
    }
    throw new IllegalStateException("no codec writes " + type.protoName() + " as " + format.id());
  }

  private HttpRequest.Builder request(String path, Format accept, String acceptEncoding) {
    return HttpRequest.newBuilder(base.resolve(path))
        .timeout(timeout)
        .header("Accept", accept.mediaType())
        .header("Accept-Encoding", acceptEncoding);
  }

  private HttpResponse<CappedBody.Received> send(HttpRequest req) throws IOException, InterruptedException {
    CappedBody handler = new CappedBody(maxBodyBytes);
    try {
      return http.send(req, handler);
    } catch (IOException e) {
      if (handler.exceeded()) {
        throw new BodyTooLargeException("response body on the wire", maxBodyBytes);
      }
      // HttpClient.send rewraps the body subscriber's exception in a plain IOException.
      for (Throwable t = e; t != null; t = t.getCause()) {
        if (t instanceof BodyTooLargeException) {
          throw (BodyTooLargeException) t;
        }
      }
      throw e;
    }
  }

  private PolywireException error(HttpResponse<?> res, byte[] wire, String contentEncoding) {
    byte[] body = wire;
    try {
      // polywire never compresses error bodies; a proxy in front might.
      body = ContentDecoding.decode(wire, contentEncoding, Math.min(maxBodyBytes, 1 << 20));
    } catch (IOException e) {
      // keep the raw bytes: the snippet still says something
    }
    return PolywireException.fromBody(res.statusCode(), res.headers().firstValue("Content-Type").orElse(null), body);
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Object decode(Codec codec, byte[] body) throws DecodeException {
    return codec.decode(body);
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static byte[] encode(Codec codec, Message m) {
    return codec.encode(codec.fromProto(m));
  }

  private static String acceptEncoding(Set<Coding> codings) {
    List<String> out = new ArrayList<>();
    for (Coding c : codings) {
      out.add(c.token());
    }
    return String.join(", ", out);
  }

  private static com.sun.management.ThreadMXBean threadBean() {
    java.lang.management.ThreadMXBean b = ManagementFactory.getThreadMXBean();
    if (b instanceof com.sun.management.ThreadMXBean) {
      com.sun.management.ThreadMXBean t = (com.sun.management.ThreadMXBean) b;
      if (t.isThreadAllocatedMemorySupported()) {
        if (!t.isThreadAllocatedMemoryEnabled()) {
          t.setThreadAllocatedMemoryEnabled(true);
        }
        return t;
      }
    }
    return null;
  }

  /** Configures a {@link PolywireClient}; every setting has a default but the base URL. */
  public static final class Builder {
    private final URI base;
    private HttpClient.Version version = HttpClient.Version.HTTP_2;
    private Format format = Format.JSON;
    private Set<Coding> codings = EnumSet.allOf(Coding.class);
    private Path trustPem;
    private Duration timeout = DEFAULT_TIMEOUT;
    private long maxBodyBytes = DEFAULT_MAX_BODY_BYTES;
    private final Map<String, String> codecNames = new HashMap<>();
    private String writeToken;

    private Builder(URI base) {
      String scheme = base.getScheme();
      if (scheme == null || !(scheme.equalsIgnoreCase("http") || scheme.equalsIgnoreCase("https")) || base.getHost() == null) {
        throw new IllegalArgumentException("base URL " + base + ": want http://host:port or https://host:port");
      }
      this.base = base;
    }

    /** HTTP_2 (default: h2c by Upgrade on http://, ALPN on https://) or HTTP_1_1. */
    public Builder httpVersion(HttpClient.Version v) {
      this.version = Objects.requireNonNull(v);
      return this;
    }

    /** The response and request-body format (default JSON). */
    public Builder format(Format f) {
      this.format = Objects.requireNonNull(f);
      return this;
    }

    /** The format by name: json, proto, flatbuffers, msgpack, xml. */
    public Builder format(String f) {
      return format(Format.of(f));
    }

    /** The codings to accept (default all four); identity alone asks for uncompressed bodies. */
    public Builder codings(Coding... cs) {
      if (cs.length == 0) {
        throw new IllegalArgumentException("codings: at least one (identity for none)");
      }
      this.codings = EnumSet.of(cs[0], cs);
      return this;
    }

    /** Trusts exactly the certificates of a PEM file (a CA or a self-signed server certificate) for https://. */
    public Builder trust(Path pem) {
      this.trustPem = pem;
      return this;
    }

    /** Connect and whole-request timeout (default 60 s). */
    public Builder timeout(Duration d) {
      this.timeout = Objects.requireNonNull(d);
      return this;
    }

    /** The largest response body, on the wire and after decompression (default 256 MiB). */
    public Builder maxBodyBytes(long n) {
      if (n <= 0) {
        throw new IllegalArgumentException("maxBodyBytes must be positive");
      }
      this.maxBodyBytes = n;
      return this;
    }

    /** The codec that reads format ("Jackson" for json); default protobuf-java, JsonFormat, else the first. */
    public Builder codec(String format, String codecName) {
      Format.of(format);
      codecNames.put(format, Objects.requireNonNull(codecName));
      return this;
    }

    /** The bearer token POST /people and POST /report need when the server has one (serve -write-token). */
    public Builder writeToken(String token) {
      this.writeToken = token;
      return this;
    }

    /** The client; reads the trust PEM now, so a bad file fails here. */
    public PolywireClient build() throws IOException, GeneralSecurityException {
      String name = codecNames.get(format.id());
      if (name != null) {
        Codec<?> c = Codecs.named(MessageType.ARTICLE, name);
        if (!c.format().equals(format.id())) {
          throw new IllegalArgumentException("codec " + name + " reads " + c.format() + ", not " + format.id());
        }
      }
      HttpClient.Builder hb = HttpClient.newBuilder()
          .version(version)
          .connectTimeout(timeout)
          .followRedirects(HttpClient.Redirect.NEVER);
      if (trustPem != null) {
        SSLContext ctx = Tls.trusting(trustPem);
        hb.sslContext(ctx);
      }
      return new PolywireClient(this, hb.build());
    }
  }
}
