package dev.polywire.model;

/** polywire.docs.v1.Goods. */
public class Goods {
  public String name = "";
  public int amount;
  public String code = "";
}
