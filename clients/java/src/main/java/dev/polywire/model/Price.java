package dev.polywire.model;

/** polywire.docs.v1.Price: seed 003 keeps prices as strings. */
public class Price {
  public String categoryA = "";
  public String categoryB = "";
  public String categoryC = "";
}
