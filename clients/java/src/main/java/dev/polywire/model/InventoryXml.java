package dev.polywire.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.ArrayList;
import java.util.List;

/**
 * The inventory messages as Jackson XML binds polywire's XML: the same
 * fields as {@link ListProductsResponse} and {@link Product}, but the map
 * {@code attrs} is a list of entries. polywire writes a map as one element
 * per entry, {@code <attrs><key>k</key><value>v</value></attrs>}, which a
 * java.util.Map cannot take (Jackson XML reads a map as
 * {@code <attrs><k>v</k></attrs>}, where "" is no element name, and refuses
 * the repeated element); repeated elements are a list, as for every
 * repeated field. {@link ProtoMapper} maps either form to the proto map.
 */
public final class InventoryXml {
  private InventoryXml() {}

  /** polywire.inventory.v1.ListProductsResponse in XML. */
  public static class ListProductsResponse {
    public List<Product> products = new ArrayList<>();
    public String nextPageToken = "";
  }

  /** polywire.inventory.v1.Product in XML. */
  public static class Product {
    public String sku = "";
    public String name = "";
    @Int64 public long priceCents;
    public List<String> tags = new ArrayList<>();
    public Timestamp updatedAt;
    public List<Entry> attrs = new ArrayList<>();
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public Integer inStock;
    public Timestamp backorderUntil;
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public Boolean discontinued;
  }

  /** One entry of a map<string, string>: a missing key or value is "". */
  public static class Entry {
    public String key = "";
    public String value = "";
  }
}
