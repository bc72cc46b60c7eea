package dev.polywire.decode;

import com.google.protobuf.Message;

/**
 * The polywire messages a JVM client reads, with their full Protobuf names
 * (the golden vectors' manifest names them so) and the element that counts as
 * a row.
 */
public enum MessageType {
  ACCOUNT("polywire.bank.v1.Account"),
  ACCOUNT_LIST("polywire.bank.v1.AccountList"),
  PEOPLE("polywire.people.v1.People"),
  ARTICLE("polywire.articles.v1.Article"),
  DOCUMENT("polywire.docs.v1.Document"),
  DOCUMENT_LIST("polywire.docs.v1.GetAllByLimitAndOffsetResponse"),
  ERROR("polywire.error.v1.Error"),
  PRODUCT_LIST("polywire.inventory.v1.ListProductsResponse");

  private final String protoName;

  MessageType(String protoName) {
    this.protoName = protoName;
  }

  /** The full Protobuf name: polywire.bank.v1.Account. */
  public String protoName() {
    return protoName;
  }

  /**
   * The protobuf-java default instance of this message: what a codec that
   * binds its own classes builds its reference message from.
   */
  public Message prototype() {
    switch (this) {
      case ACCOUNT: return dev.polywire.gen.pb.bank.v1.Account.getDefaultInstance();
      case ACCOUNT_LIST: return dev.polywire.gen.pb.bank.v1.AccountList.getDefaultInstance();
      case PEOPLE: return dev.polywire.gen.pb.people.v1.People.getDefaultInstance();
      case ARTICLE: return dev.polywire.gen.pb.articles.v1.Article.getDefaultInstance();
      case DOCUMENT: return dev.polywire.gen.pb.docs.v1.Document.getDefaultInstance();
      case DOCUMENT_LIST: return dev.polywire.gen.pb.docs.v1.GetAllByLimitAndOffsetResponse.getDefaultInstance();
      case ERROR: return dev.polywire.gen.pb.error.v1.Error.getDefaultInstance();
      case PRODUCT_LIST: return dev.polywire.gen.pb.inventory.v1.ListProductsResponse.getDefaultInstance();
      default: throw new AssertionError(this);
    }
  }

  /** The message's short name, the root element of its XML: Account, Error. */
  public String shortName() {
    return protoName.substring(protoName.lastIndexOf('.') + 1);
  }

  /** The type of a full Protobuf name; IllegalArgumentException when unknown. */
  public static MessageType ofProtoName(String name) {
    for (MessageType t : values()) {
      if (t.protoName.equals(name)) {
        return t;
      }
    }
    throw new IllegalArgumentException("unknown message " + name);
  }
}
