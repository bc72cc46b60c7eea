package dev.polywire.model;

/** polywire.docs.v1.Employee. */
public class Employee {
  public String name = "";
  public String surname = "";
  public String code = "";
}
