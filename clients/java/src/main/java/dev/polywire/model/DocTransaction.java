package dev.polywire.model;

/** polywire.docs.v1.Transaction, named apart from the bank's {@link Transaction}. */
public class DocTransaction {
  public String type = "";
  public String uuid = "";
  public String pointCode = "";
}
