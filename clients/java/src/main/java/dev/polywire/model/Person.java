package dev.polywire.model;

import java.util.ArrayList;
import java.util.List;

/** polywire.people.v1.Person. */
public class Person {
  public String name = "";
  public List<Address> address = new ArrayList<>();
  public List<String> mobile = new ArrayList<>();
  public List<String> email = new ArrayList<>();
}
