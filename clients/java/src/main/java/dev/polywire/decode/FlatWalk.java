package dev.polywire.decode;

import dev.polywire.gen.fb.articles.v1.Article;
import dev.polywire.gen.fb.articles.v1.Subsection;
import dev.polywire.gen.fb.bank.v1.Account;
import dev.polywire.gen.fb.bank.v1.AccountList;
import dev.polywire.gen.fb.bank.v1.Transaction;
import dev.polywire.gen.fb.docs.v1.Department;
import dev.polywire.gen.fb.docs.v1.Document;
import dev.polywire.gen.fb.docs.v1.GetAllByLimitAndOffsetResponse;
import dev.polywire.gen.fb.docs.v1.Goods;
import dev.polywire.gen.fb.error.v1.Error;
import dev.polywire.gen.fb.error.v1.FieldViolation;
import dev.polywire.gen.fb.google.protobuf.Timestamp;
import dev.polywire.gen.fb.inventory.v1.AttrsEntry;
import dev.polywire.gen.fb.inventory.v1.ListProductsResponse;
import dev.polywire.gen.fb.inventory.v1.Product;
import dev.polywire.gen.fb.people.v1.Address;
import dev.polywire.gen.fb.people.v1.People;
import dev.polywire.gen.fb.people.v1.Person;

/**
 * What "flatbuffers lazy" times: every field of the buffer read through the
 * generated accessors, every string decoded to a java.lang.String, as an
 * app that shows all the data would — seed 002's one-field read is another
 * measure, and the lab takes it separately. Written by hand, not by
 * reflection, because this is the timed path. Each walk returns a checksum
 * of what it read so that the JIT cannot drop the reads.
 */
final class FlatWalk {
  private FlatWalk() {}

  private static int s(String v) {
    return v == null ? 0 : v.length();
  }

  private static int d(double v) {
    return Double.hashCode(v);
  }

  static int walk(AccountList v) {
    int h = 0;
    Account a = new Account();
    for (int i = 0, n = v.accountsLength(); i < n; i++) {
      h += walk(v.accounts(a, i));
    }
    return h;
  }

  static int walk(Account v) {
    int h = Long.hashCode(v.id()) + s(v.name()) + d(v.balance()) + d(v.availableFunds()) + s(v.iban())
        + s(v.currency()) + s(v.owner()) + s(v.ownerAddress());
    Transaction t = new Transaction();
    for (int i = 0, n = v.transactionsLength(); i < n; i++) {
      v.transactions(t, i);
      h += Long.hashCode(t.id()) + t.transactionType() + s(t.transactionDate()) + s(t.bookingDate())
          + s(t.principalDisposal()) + s(t.orderingCustomer()) + s(t.beneficiary()) + s(t.beneficiaryAccount())
          + s(t.details()) + d(t.amount());
    }
    return h;
  }

  static int walk(People v) {
    int h = 0;
    Person p = new Person();
    Address a = new Address();
    for (int i = 0, n = v.personLength(); i < n; i++) {
      v.person(p, i);
      h += s(p.name());
      for (int j = 0, m = p.addressLength(); j < m; j++) {
        p.address(a, j);
        h += s(a.street()) + a.number();
      }
      for (int j = 0, m = p.mobileLength(); j < m; j++) {
        h += s(p.mobile(j));
      }
      for (int j = 0, m = p.emailLength(); j < m; j++) {
        h += s(p.email(j));
      }
    }
    return h;
  }

  static int walk(Article v) {
    int h = s(v.title());
    Subsection x = new Subsection();
    for (int i = 0, n = v.subsectionsLength(); i < n; i++) {
      v.subsections(x, i);
      h += (int) x.id() + s(x.title()) + s(x.text());
    }
    return h;
  }

  static int walk(GetAllByLimitAndOffsetResponse v) {
    int h = 0;
    Document doc = new Document();
    for (int i = 0, n = v.documentsLength(); i < n; i++) {
      h += walk(v.documents(doc, i));
    }
    return h;
  }

  static int walk(Document v) {
    int h = s(v.name());
    Department dep = v.department();
    if (dep != null) {
      h += s(dep.code()) + Long.hashCode(dep.time());
      var e = dep.employee();
      if (e != null) {
        h += s(e.name()) + s(e.surname()) + s(e.code());
      }
    }
    var price = v.price();
    if (price != null) {
      h += s(price.categoryA()) + s(price.categoryB()) + s(price.categoryC());
    }
    var owner = v.owner();
    if (owner != null) {
      h += s(owner.uuid()) + s(owner.secret());
    }
    var data = v.data();
    if (data != null && data.transaction() != null) {
      var t = data.transaction();
      h += s(t.type()) + s(t.uuid()) + s(t.pointCode());
    }
    var del = v.delivery();
    if (del != null) {
      h += s(del.company());
      var a = del.address();
      if (a != null) {
        h += s(a.code()) + s(a.country()) + s(a.street()) + s(a.apartment());
      }
    }
    Goods g = new Goods();
    for (int i = 0, n = v.goodsLength(); i < n; i++) {
      v.goods(g, i);
      h += s(g.name()) + g.amount() + s(g.code());
    }
    return h;
  }

  static int walk(Error v) {
    int h = s(v.code()) + s(v.message());
    FieldViolation f = new FieldViolation();
    for (int i = 0, n = v.violationsLength(); i < n; i++) {
      v.violations(f, i);
      h += s(f.field()) + s(f.description());
    }
    return h;
  }

  static int walk(ListProductsResponse v) {
    int h = s(v.nextPageToken());
    Product p = new Product();
    AttrsEntry e = new AttrsEntry();
    Timestamp ts = new Timestamp();
    for (int i = 0, n = v.productsLength(); i < n; i++) {
      v.products(p, i);
      h += s(p.sku()) + s(p.name()) + Long.hashCode(p.priceCents());
      for (int j = 0, m = p.tagsLength(); j < m; j++) {
        h += s(p.tags(j));
      }
      if (p.updatedAt(ts) != null) {
        h += Long.hashCode(ts.seconds()) + ts.nanos();
      }
      for (int j = 0, m = p.attrsLength(); j < m; j++) {
        p.attrs(e, j);
        h += s(e.key()) + s(e.value());
      }
      // The oneof: a member is set when present, whatever its value (in_stock 0 is sold out).
      if (p.hasInStock()) {
        h += 1 + p.inStock();
      }
      if (p.backorderUntil(ts) != null) {
        h += Long.hashCode(ts.seconds()) + ts.nanos();
      }
      if (p.hasDiscontinued()) {
        h += p.discontinued() ? 3 : 2;
      }
    }
    return h;
  }
}
