package dev.polywire.decode;

import dev.polywire.gen.pb.articles.v1.Article;
import dev.polywire.gen.pb.bank.v1.Account;
import dev.polywire.gen.pb.bank.v1.AccountList;
import dev.polywire.gen.pb.docs.v1.Document;
import dev.polywire.gen.pb.docs.v1.GetAllByLimitAndOffsetResponse;
import dev.polywire.gen.pb.error.v1.Error;
import dev.polywire.gen.pb.inventory.v1.ListProductsResponse;
import dev.polywire.gen.pb.people.v1.People;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;

/**
 * Every codec of the lab, per message: the list the tests walk (every golden
 * vector × every codec) and the lab measures. Codecs are stateless and
 * thread-safe; their parsers and mappers are built once, here, as an app
 * builds them at start-up (seed 002 diluted that first-round cost the same
 * way).
 */
public final class Codecs {
  /** The wire formats, in the order codecs are listed. */
  public static final List<String> FORMATS = List.of("json", "proto", "flatbuffers", "msgpack", "xml");

  private static final Map<MessageType, List<Codec<?>>> ALL = new EnumMap<>(MessageType.class);

  static {
    add(new ProtobufJavaCodec<>(MessageType.ACCOUNT, Account.parser(), Account::getTransactionsCount));
    add(new ProtobufJavaCodec<>(MessageType.ACCOUNT_LIST, AccountList.parser(), AccountList::getAccountsCount));
    add(new ProtobufJavaCodec<>(MessageType.PEOPLE, People.parser(), People::getPersonCount));
    add(new ProtobufJavaCodec<>(MessageType.ARTICLE, Article.parser(), Article::getSubsectionsCount));
    add(new ProtobufJavaCodec<>(MessageType.DOCUMENT, Document.parser(), d -> 1));
    add(new ProtobufJavaCodec<>(MessageType.DOCUMENT_LIST, GetAllByLimitAndOffsetResponse.parser(),
        GetAllByLimitAndOffsetResponse::getDocumentsCount));
    add(new ProtobufJavaCodec<>(MessageType.ERROR, Error.parser(), Error::getViolationsCount));
    add(new ProtobufJavaCodec<>(MessageType.PRODUCT_LIST, ListProductsResponse.parser(), ListProductsResponse::getProductsCount));

    add(new JsonFormatCodec<Account>(MessageType.ACCOUNT, Account::newBuilder, Account::getTransactionsCount));
    add(new JsonFormatCodec<AccountList>(MessageType.ACCOUNT_LIST, AccountList::newBuilder, AccountList::getAccountsCount));
    add(new JsonFormatCodec<People>(MessageType.PEOPLE, People::newBuilder, People::getPersonCount));
    add(new JsonFormatCodec<Article>(MessageType.ARTICLE, Article::newBuilder, Article::getSubsectionsCount));
    add(new JsonFormatCodec<Document>(MessageType.DOCUMENT, Document::newBuilder, d -> 1));
    add(new JsonFormatCodec<GetAllByLimitAndOffsetResponse>(MessageType.DOCUMENT_LIST,
        GetAllByLimitAndOffsetResponse::newBuilder, GetAllByLimitAndOffsetResponse::getDocumentsCount));
    add(new JsonFormatCodec<Error>(MessageType.ERROR, Error::newBuilder, Error::getViolationsCount));
    add(new JsonFormatCodec<ListProductsResponse>(MessageType.PRODUCT_LIST, ListProductsResponse::newBuilder,
        ListProductsResponse::getProductsCount));

    WireCodec.all().forEach(Codecs::add);
    FlatCodec.all().forEach(Codecs::add);
    for (MessageType t : MessageType.values()) {
      add(new JacksonCodec<>(JacksonCodec.JACKSON, "json", JacksonCodec.JSON, t));
      add(new JacksonCodec<>(JacksonCodec.BLACKBIRD, "json", JacksonCodec.JSON_BLACKBIRD, t));
      add(new JacksonJrCodec<>(t));
      add(new MoshiCodec<>(t));
      add(new JacksonCodec<>(JacksonCodec.MSGPACK, "msgpack", JacksonCodec.MSGPACK_MAPPER, t));
      add(new JacksonXmlCodec<>(t));
    }
    for (List<Codec<?>> list : ALL.values()) {
      list.sort(java.util.Comparator.comparingInt(c -> FORMATS.indexOf(c.format()))); // stable: library order kept
    }
  }


  private Codecs() {}

  private static void add(Codec<?> c) {
    ALL.computeIfAbsent(c.type(), t -> new ArrayList<>()).add(c);
  }

  /** Every codec of type, in a stable order (by format, then library). */
  public static List<Codec<?>> of(MessageType type) {
    return Collections.unmodifiableList(ALL.getOrDefault(type, List.of()));
  }

  /** Every codec of type in format. */
  public static List<Codec<?>> of(MessageType type, String format) {
    List<Codec<?>> out = new ArrayList<>();
    for (Codec<?> c : of(type)) {
      if (c.format().equals(format)) {
        out.add(c);
      }
    }
    return out;
  }

  /** The codec of type named name ("Jackson"); NoSuchElementException when none. */
  public static Codec<?> named(MessageType type, String name) {
    for (Codec<?> c : of(type)) {
      if (c.name().equals(name)) {
        return c;
      }
    }
    throw new NoSuchElementException("no codec " + name + " for " + type.protoName());
  }

  /** The reference codec of type: protobuf-java. */
  public static Codec<?> reference(MessageType type) {
    return named(type, ProtobufJavaCodec.NAME);
  }
}
