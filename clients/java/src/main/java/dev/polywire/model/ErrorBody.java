package dev.polywire.model;

import java.util.ArrayList;
import java.util.List;

/** polywire.error.v1.Error, named so that it does not shadow java.lang.Error. */
public class ErrorBody {
  public String code = "";
  public String message = "";
  public List<FieldViolation> violations = new ArrayList<>();
}
