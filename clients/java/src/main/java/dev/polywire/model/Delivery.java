package dev.polywire.model;

/** polywire.docs.v1.Delivery. */
public class Delivery {
  public String company = "";
  public DocAddress address;
}
