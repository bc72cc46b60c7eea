package dev.polywire.model;

import java.util.ArrayList;
import java.util.List;

/** polywire.people.v1.People: seed 004's list of people. */
public class People {
  public List<Person> person = new ArrayList<>();
}
