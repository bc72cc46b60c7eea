package dev.polywire.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * polywire.inventory.v1.Product: a map, a Timestamp and a oneof. The oneof
 * availability is three nullable fields: null when unset, and a set member
 * is written even at its default ({@code "inStock": 0} is sold out, not
 * unknown), so they are included when not null rather than when not
 * default. The map is written by key, as polywire writes it (MessagePack's
 * bytes depend on the order).
 */
public class Product {
  public String sku = "";
  public String name = "";
  @Int64 public long priceCents;
  public List<String> tags = new ArrayList<>();
  public Timestamp updatedAt;
  @JsonSerialize(using = Proto3.SortedMapWriter.class)
  public Map<String, String> attrs = new LinkedHashMap<>();
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public Integer inStock;
  public Timestamp backorderUntil;
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public Boolean discontinued;
}
