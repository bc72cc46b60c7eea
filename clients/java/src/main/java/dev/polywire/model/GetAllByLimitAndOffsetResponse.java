package dev.polywire.model;

import java.util.ArrayList;
import java.util.List;

/** polywire.docs.v1.GetAllByLimitAndOffsetResponse: a page of documents. */
public class GetAllByLimitAndOffsetResponse {
  public List<Document> documents = new ArrayList<>();
}
