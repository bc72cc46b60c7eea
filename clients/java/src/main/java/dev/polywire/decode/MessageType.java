package dev.polywire.decode;

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
  ERROR("polywire.error.v1.Error");

  private final String protoName;

  MessageType(String protoName) {
    this.protoName = protoName;
  }

  /** The full Protobuf name: polywire.bank.v1.Account. */
  public String protoName() {
    return protoName;
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
