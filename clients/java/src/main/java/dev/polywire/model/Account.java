package dev.polywire.model;

import java.util.ArrayList;
import java.util.List;

/** polywire.bank.v1.Account: one account of seed 000 with its transactions. */
public class Account {
  @Uint64 public long id;
  public String name = "";
  public double balance;
  public double availableFunds;
  public String iban = "";
  public String currency = "";
  public String owner = "";
  public String ownerAddress = "";
  public List<Transaction> transactions = new ArrayList<>();
}
