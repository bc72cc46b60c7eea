package dev.polywire.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.luben.zstd.Zstd;
import com.sun.net.httpserver.HttpServer;
import dev.polywire.decode.Codec;
import dev.polywire.decode.Codecs;
import dev.polywire.decode.DecodeException;
import dev.polywire.decode.MessageType;
import dev.polywire.gen.pb.articles.v1.Article;
import dev.polywire.gen.pb.bank.v1.Account;
import dev.polywire.gen.pb.docs.v1.Delivery;
import dev.polywire.gen.pb.docs.v1.Department;
import dev.polywire.gen.pb.docs.v1.Document;
import dev.polywire.gen.pb.docs.v1.Employee;
import dev.polywire.gen.pb.docs.v1.GetAllByLimitAndOffsetResponse;
import dev.polywire.gen.pb.docs.v1.Goods;
import dev.polywire.gen.pb.docs.v1.Owner;
import dev.polywire.gen.pb.docs.v1.Price;
import dev.polywire.gen.pb.people.v1.Address;
import dev.polywire.gen.pb.people.v1.People;
import dev.polywire.gen.pb.people.v1.Person;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.http.HttpClient;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The client against a real polywire (no mocks), in every format whose
 * codecs are registered: when more codecs land in {@link Codecs}, these tests
 * cover them without a change. Two fakes stand in only where a real server
 * must not go — a truncated 2xx body and a decompression bomb.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PolywireClientTest {
  private static final String TOKEN = "java-test-token";

  private PolywireServer server;
  private PolywireClient proto;

  @BeforeAll
  void start() throws Exception {
    server = PolywireServer.start("-write-token", TOKEN);
    proto = client("proto", b -> b.codings(Coding.IDENTITY));
  }

  @AfterAll
  void stop() throws Exception {
    if (server != null) {
      server.close();
    }
  }

  private PolywireClient client(String format, Consumer<PolywireClient.Builder> more) throws Exception {
    PolywireClient.Builder b = PolywireClient.builder(server.url()).format(format).writeToken(TOKEN);
    more.accept(b);
    return b.build();
  }

  private static List<String> formats() {
    List<String> out = new ArrayList<>();
    for (Format f : Format.values()) {
      out.add(f.id());
    }
    return out;
  }

  @Test
  void every_codec_reads_account_article_and_people_as_protobuf_java_does() throws Exception {
    Account account = proto.getAccount(1);
    Article article = proto.getArticle(50, 7);
    People people = proto.getPeople();
    assertEquals(1001, account.getTransactionsCount());
    assertEquals(50, article.getSubsectionsCount());
    assertEquals(50_000, people.getPersonCount());
    int checked = 0;
    for (String format : formats()) {
      for (Codec<?> c : Codecs.of(MessageType.ACCOUNT, format)) {
        PolywireClient cl = client(format, b -> b.codec(format, c.name()));
        assertTrue(account.equals(cl.getAccount(1)), c.name() + " account 1 differs from protobuf-java's");
        checked++;
      }
      for (Codec<?> c : Codecs.of(MessageType.ARTICLE, format)) {
        PolywireClient cl = client(format, b -> b.codec(format, c.name()));
        assertTrue(article.equals(cl.getArticle(50, 7)), c.name() + " article differs from protobuf-java's");
      }
      for (Codec<?> c : Codecs.of(MessageType.PEOPLE, format)) {
        PolywireClient cl = client(format, b -> b.codec(format, c.name()));
        assertTrue(people.equals(cl.getPeople()), c.name() + " people differ from protobuf-java's");
      }
    }
    assertTrue(checked >= 2, "protobuf-java and JsonFormat at least");
    assertEquals(2, proto.getAccountList().getAccountsCount());
  }

  @Test
  void gzip_br_and_zstd_are_received_and_undone() throws Exception {
    Codec<?> json = PolywireClient.defaultCodec(MessageType.ACCOUNT, "json");
    Exchange plain = proto.fetch("/account/1", json, Coding.IDENTITY);
    assertEquals(Coding.IDENTITY, plain.coding());
    for (Coding c : List.of(Coding.GZIP, Coding.BR, Coding.ZSTD)) {
      Exchange x = proto.fetch("/account/1", json, c);
      assertEquals(c.token(), x.headers().firstValue("Content-Encoding").orElse("identity"), c.token());
      assertTrue(x.wireBytes().length < x.decodedBytes().length / 3, c.token() + " did not compress");
      assertTrue(java.util.Arrays.equals(plain.decodedBytes(), x.decodedBytes()), c.token() + " decoded differently");
      assertEquals(plain.proto(), x.proto());
      Account a = client("json", b -> b.codings(c)).getAccount(1);
      assertEquals(1001, a.getTransactionsCount());
    }
  }

  @Test
  void http2_cleartext_is_negotiated_by_upgrade_and_http11_when_asked() throws Exception {
    Codec<?> ref = Codecs.reference(MessageType.ACCOUNT);
    PolywireClient h2 = client("proto", b -> {});
    for (int i = 0; i < 2; i++) { // the upgrade, then the upgraded connection
      Exchange x = h2.fetch("/account/1", ref, Coding.IDENTITY);
      assertEquals(HttpClient.Version.HTTP_2, x.version());
      assertEquals("h2c", x.protocol());
    }
    PolywireClient h1 = client("proto", b -> b.httpVersion(HttpClient.Version.HTTP_1_1));
    Exchange x = h1.fetch("/account/1", ref, Coding.IDENTITY);
    assertEquals(HttpClient.Version.HTTP_1_1, x.version());
    assertEquals("http/1.1", x.protocol());
  }

  @Test
  void a_post_first_does_not_cost_the_connection_http2() throws Exception {
    // polywire upgrades only bodiless requests; a POST answered over
    // HTTP/1.1 must not pin the client to HTTP/1.1 for good.
    PolywireClient c = client("proto", b -> {});
    c.postPeople(People.newBuilder().addPerson(Person.newBuilder().setName("first")).build());
    Exchange x = c.fetch("/account/1", Codecs.reference(MessageType.ACCOUNT), Coding.IDENTITY);
    assertEquals("h2c", x.protocol());
  }

  @Test
  void tls_with_the_test_certificate_speaks_http2() throws Exception {
    try (PolywireServer tls = PolywireServer.startTls()) {
      PolywireClient c = PolywireClient.builder(tls.url()).format("proto").trust(PolywireServer.testCert()).build();
      Exchange x = c.fetch("/account/1", Codecs.reference(MessageType.ACCOUNT), Coding.GZIP);
      assertEquals(HttpClient.Version.HTTP_2, x.version());
      assertEquals("h2", x.protocol());
      assertEquals(1001, c.getAccount(1).getTransactionsCount());
      PolywireClient untrusting = PolywireClient.builder(tls.url()).format("proto").build();
      assertThrows(javax.net.ssl.SSLHandshakeException.class, () -> untrusting.getAccount(1));
    }
  }

  @Test
  void not_found_and_bad_request_are_polywire_exceptions_in_every_format() throws Exception {
    for (String format : formats()) {
      PolywireClient c = client(format, b -> {});
      PolywireException nf = assertThrows(PolywireException.class, () -> c.getAccount(999_999), format);
      assertEquals(404, nf.status(), format);
      PolywireException bad = assertThrows(PolywireException.class, () -> c.getArticle(0, 1), format);
      assertEquals(400, bad.status(), format);
      // The server sends Error in the negotiated format (JSON when that one
      // cannot carry it); read with that format's first codec when there is one.
      if (nf.format() != null && !Codecs.of(MessageType.ERROR, nf.format()).isEmpty()) {
        assertEquals("not_found", nf.code(), format);
        assertTrue(nf.getMessage().contains("no account with id 999999"), nf.getMessage());
        assertEquals("invalid_argument", bad.code(), format);
        assertEquals(List.of("sections"), bad.violations().stream().map(PolywireException.Violation::field).toList(), format);
      } else {
        assertEquals("unknown", nf.code(), format);
        assertTrue(nf.getMessage().startsWith("HTTP 404"), nf.getMessage());
      }
    }
  }

  @Test
  void writes_need_the_token_and_round_trip() throws Exception {
    PolywireClient anon = PolywireClient.builder(server.url()).format("json").build();
    People two = People.newBuilder()
        .addPerson(Person.newBuilder().setName("poster").addAddress(Address.newBuilder().setStreet("Main").setNumber(7))
            .addMobile("1").addEmail("a@b"))
        .addPerson(Person.newBuilder().setName("second"))
        .build();
    PolywireException e = assertThrows(PolywireException.class, () -> anon.postPeople(two));
    assertEquals(401, e.status());
    assertEquals("unauthenticated", e.code());
    List<String> saved = new ArrayList<>();
    for (String format : formats()) {
      boolean canWrite = Codecs.of(MessageType.PEOPLE, format).stream().anyMatch(Codec::canEncode)
          && Codecs.of(MessageType.DOCUMENT, format).stream().anyMatch(Codec::canEncode);
      if (!canWrite) {
        continue;
      }
      PolywireClient c = client(format, b -> {});
      assertEquals(2, c.postPeople(two).getReceived(), format);
      Document doc = document("doc " + format + " 0001");
      assertFalse(c.saveDocument(doc).getMessage().isEmpty(), format);
      saved.add(doc.getName());
    }
    assertTrue(saved.size() >= 2, "json and proto at least");
    GetAllByLimitAndOffsetResponse list = proto.listDocuments(1000, 0);
    List<String> names = list.getDocumentsList().stream().map(Document::getName).toList();
    assertTrue(names.containsAll(saved), names.toString());
    PolywireException invalid = assertThrows(PolywireException.class,
        () -> proto.saveDocument(Document.newBuilder().setName("x").build()));
    assertEquals(422, invalid.status());
    assertEquals("validation_failed", invalid.code());
    assertEquals(List.of("delivery", "department"),
        invalid.violations().stream().map(PolywireException.Violation::field).sorted().toList());
  }

  @Test
  void a_truncated_2xx_body_is_a_decode_exception_naming_format_and_library() throws Exception {
    for (Codec<?> c : Codecs.of(MessageType.ACCOUNT)) {
      byte[] whole = proto.fetch("/account/1", c, Coding.IDENTITY).decodedBytes();
      byte[] half = java.util.Arrays.copyOf(whole, whole.length / 2);
      try (Fake fake = new Fake(200, Format.of(c.format()).mediaType(), null, half)) {
        PolywireClient fc = PolywireClient.builder(fake.url()).format(c.format()).codec(c.format(), c.name()).build();
        DecodeException e = assertThrows(DecodeException.class, () -> fc.getAccount(1), c.name());
        assertEquals(c.format(), e.format(), c.name());
        assertEquals(c.name(), e.library(), c.name());
      }
    }
  }

  @Test
  void a_decompression_bomb_stops_at_the_cap() throws Exception {
    byte[] bomb = Zstd.compress(new byte[64 << 20]); // 64 MiB of zeros in a few KiB
    try (Fake fake = new Fake(200, "application/x-protobuf", "zstd", bomb)) {
      PolywireClient c = PolywireClient.builder(fake.url()).format("proto").maxBodyBytes(1 << 20).build();
      BodyTooLargeException e = assertThrows(BodyTooLargeException.class, () -> c.getAccount(1));
      assertEquals(1 << 20, e.limit());
      assertTrue(e.getMessage().contains("decoded zstd body is over the limit of 1048576 bytes"), e.getMessage());
    }
    // And on the wire: 50,000 people in JSON are ~7 MB.
    PolywireClient small = client("json", b -> b.codings(Coding.IDENTITY).maxBodyBytes(1 << 20));
    BodyTooLargeException e = assertThrows(BodyTooLargeException.class, small::getPeople);
    assertTrue(e.getMessage().contains("on the wire"), e.getMessage());
  }

  @Test
  void an_error_body_polywire_did_not_write_is_unknown_with_a_snippet() throws Exception {
    try (Fake fake = new Fake(502, "text/html", null, "<html><body>Bad Gateway</body></html>".getBytes())) {
      PolywireClient c = PolywireClient.builder(fake.url()).format("json").build();
      PolywireException e = assertThrows(PolywireException.class, () -> c.getAccount(1));
      assertEquals(502, e.status());
      assertEquals("unknown", e.code());
      assertTrue(e.getMessage().contains("Bad Gateway"), e.getMessage());
    }
  }

  private static Document document(String name) {
    return Document.newBuilder()
        .setName(name)
        .setDepartment(Department.newBuilder().setCode("6a2f41a3-c54c-fce8-32d2-0324e1c32e22").setTime(123123123L)
            .setEmployee(Employee.newBuilder().setName("Ivan").setSurname("Polich").setCode("uuidv4")))
        .setPrice(Price.newBuilder().setCategoryA("1.0").setCategoryB("2.0").setCategoryC("3.0"))
        .setOwner(Owner.newBuilder().setUuid("uuid").setSecret("s"))
        .setData(dev.polywire.gen.pb.docs.v1.Data.newBuilder().setTransaction(
            dev.polywire.gen.pb.docs.v1.Transaction.newBuilder().setType("CODE").setUuid("u").setPointCode("01")))
        .setDelivery(Delivery.newBuilder().setCompany("TTC").setAddress(dev.polywire.gen.pb.docs.v1.Address.newBuilder()
            .setCode("01").setCountry("uk").setStreet("Main avenue").setApartment("1A")))
        .addGoods(Goods.newBuilder().setName("toaster").setAmount(15).setCode("0001"))
        .build();
  }

  /** A one-answer HTTP/1.1 server for what a real polywire never sends. */
  private static final class Fake implements AutoCloseable {
    private final HttpServer http;

    Fake(int status, String contentType, String contentEncoding, byte[] body) throws Exception {
      http = HttpServer.create(new InetSocketAddress(java.net.InetAddress.getLoopbackAddress(), 0), 0);
      http.createContext("/", ex -> {
        ex.getRequestBody().readAllBytes();
        ex.getResponseHeaders().set("Content-Type", contentType);
        if (contentEncoding != null) {
          ex.getResponseHeaders().set("Content-Encoding", contentEncoding);
        }
        ex.sendResponseHeaders(status, body.length);
        try (OutputStream out = ex.getResponseBody()) {
          out.write(body);
        }
      });
      http.start();
    }

    String url() {
      return "http://127.0.0.1:" + http.getAddress().getPort();
    }

    @Override
    public void close() {
      http.stop(0);
    }
  }

}
