package dev.polywire.model;

import java.util.ArrayList;
import java.util.List;

/** polywire.articles.v1.Article: seed 002's text-heavy body. */
public class Article {
  public String title = "";
  public List<Subsection> subsections = new ArrayList<>();
}
