package dev.polywire.model;

/** polywire.error.v1.FieldViolation: one offending field of a 422. */
public class FieldViolation {
  public String field = "";
  public String description = "";
}
