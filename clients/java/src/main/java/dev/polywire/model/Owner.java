package dev.polywire.model;

/** polywire.docs.v1.Owner; the server never sends secret back. */
public class Owner {
  public String uuid = "";
  public String secret = "";
}
