package dev.polywire.model;

import java.util.ArrayList;
import java.util.List;

/** polywire.docs.v1.Document: seed 003's report; absent parts are null. */
public class Document {
  public String name = "";
  public Department department;
  public Price price;
  public Owner owner;
  public Data data;
  public Delivery delivery;
  public List<Goods> goods = new ArrayList<>();
}
