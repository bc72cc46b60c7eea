package dev.polywire.model;

import java.util.ArrayList;
import java.util.List;

/** polywire.bank.v1.AccountList: the body of GET /accountList. */
public class AccountList {
  public List<Account> accounts = new ArrayList<>();
}
