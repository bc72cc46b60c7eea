package dev.polywire.model;

/** polywire.docs.v1.Address, named apart from people's {@link Address}. */
public class DocAddress {
  public String code = "";
  public String country = "";
  public String street = "";
  public String apartment = "";
}
