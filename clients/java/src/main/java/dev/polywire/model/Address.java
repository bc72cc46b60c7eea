package dev.polywire.model;

/** polywire.people.v1.Address (docs has its own, {@link DocAddress}). */
public class Address {
  public String street = "";
  public int number;
}
