package dev.polywire.model;

/** polywire.articles.v1.Subsection; the uint32 id keeps its bits in an int, as protobuf-java does. */
public class Subsection {
  public int id;
  public String title = "";
  public String text = "";
}
