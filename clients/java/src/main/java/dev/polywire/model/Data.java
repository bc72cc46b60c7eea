package dev.polywire.model;

/** polywire.docs.v1.Data. */
public class Data {
  public DocTransaction transaction;
}
