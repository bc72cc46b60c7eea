package dev.polywire.model;

import java.util.ArrayList;
import java.util.List;

/** polywire.inventory.v1.ListProductsResponse: a page of products. */
public class ListProductsResponse {
  public List<Product> products = new ArrayList<>();
  public String nextPageToken = "";
}
