package dev.polywire.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;

/** polywire.bank.v1.Transaction: one row of seed 000's transactions CSV. */
public class Transaction {
  /**
   * Transaction.TransactionType. Read from its name or its number (proto3
   * JSON allows both); written by name, and Credit, the zero value, is left
   * out as proto3 leaves defaults out.
   */
  @JsonSerialize(using = Proto3.EnumWriter.class)
  public enum TransactionType {
    Credit,
    Debit;

    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    static TransactionType of(Object nameOrNumber) {
      return Proto3.enumOf(values(), nameOrNumber);
    }
  }

  @Uint64 public long id;
  public TransactionType transactionType = TransactionType.Credit;
  public String transactionDate = "";
  public String bookingDate = "";
  public String principalDisposal = "";
  public String orderingCustomer = "";
  public String beneficiary = "";
  public String beneficiaryAccount = "";
  public String details = "";
  public double amount;
}
