package dev.polywire.model;

/** polywire.docs.v1.Department. */
public class Department {
  public String code = "";
  @Int64 public long time;
  public Employee employee;
}
