package dev.polywire.decode;

import com.google.flatbuffers.FlatBufferBuilder;
import com.google.flatbuffers.Table;
import dev.polywire.gen.fb.articles.v1.Article;
import dev.polywire.gen.fb.articles.v1.ArticleT;
import dev.polywire.gen.fb.bank.v1.Account;
import dev.polywire.gen.fb.bank.v1.AccountList;
import dev.polywire.gen.fb.bank.v1.AccountListT;
import dev.polywire.gen.fb.bank.v1.AccountT;
import dev.polywire.gen.fb.docs.v1.Document;
import dev.polywire.gen.fb.docs.v1.DocumentT;
import dev.polywire.gen.fb.docs.v1.GetAllByLimitAndOffsetResponse;
import dev.polywire.gen.fb.docs.v1.GetAllByLimitAndOffsetResponseT;
import dev.polywire.gen.fb.error.v1.Error;
import dev.polywire.gen.fb.error.v1.ErrorT;
import dev.polywire.gen.fb.inventory.v1.ListProductsResponse;
import dev.polywire.gen.fb.inventory.v1.ListProductsResponseT;
import dev.polywire.gen.fb.people.v1.People;
import dev.polywire.gen.fb.people.v1.PeopleT;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.function.Function;
import java.util.function.ToIntBiFunction;
import java.util.function.ToIntFunction;

/**
 * One root table of flatc's Java as both FlatBuffers codecs need it: the
 * generated root accessor, walk, unpack and pack of the message, by direct
 * calls (these are the timed paths), and how to count its rows.
 *
 * @param <R> the table class (lazy view)
 * @param <O> the object API class (XxxT)
 */
record FlatType<R extends Table, O>(
    MessageType type,
    Function<ByteBuffer, R> root,
    ToIntFunction<R> walk,
    Function<R, O> unpack,
    ToIntBiFunction<FlatBufferBuilder, O> pack,
    Class<O> objectClass,
    ToIntFunction<R> tableItems,
    ToIntFunction<O> objectItems) {

  static final List<FlatType<?, ?>> ALL = List.of(
      new FlatType<>(MessageType.ACCOUNT, Account::getRootAsAccount, FlatWalk::walk, Account::unpack, Account::pack,
          AccountT.class, Account::transactionsLength, o -> len(o.getTransactions())),
      new FlatType<>(MessageType.ACCOUNT_LIST, AccountList::getRootAsAccountList, FlatWalk::walk, AccountList::unpack,
          AccountList::pack, AccountListT.class, AccountList::accountsLength, o -> len(o.getAccounts())),
      new FlatType<>(MessageType.PEOPLE, People::getRootAsPeople, FlatWalk::walk, People::unpack, People::pack,
          PeopleT.class, People::personLength, o -> len(o.getPerson())),
      new FlatType<>(MessageType.ARTICLE, Article::getRootAsArticle, FlatWalk::walk, Article::unpack, Article::pack,
          ArticleT.class, Article::subsectionsLength, o -> len(o.getSubsections())),
      new FlatType<>(MessageType.DOCUMENT, Document::getRootAsDocument, FlatWalk::walk, Document::unpack, Document::pack,
          DocumentT.class, d -> 1, o -> 1),
      new FlatType<>(MessageType.DOCUMENT_LIST, GetAllByLimitAndOffsetResponse::getRootAsGetAllByLimitAndOffsetResponse,
          FlatWalk::walk, GetAllByLimitAndOffsetResponse::unpack, GetAllByLimitAndOffsetResponse::pack,
          GetAllByLimitAndOffsetResponseT.class, GetAllByLimitAndOffsetResponse::documentsLength, o -> len(o.getDocuments())),
      new FlatType<>(MessageType.ERROR, Error::getRootAsError, FlatWalk::walk, Error::unpack, Error::pack,
          ErrorT.class, Error::violationsLength, o -> len(o.getViolations())),
      // flatc 2.0.8's pack of a table with optional scalars is broken (FlatPack says how): packed by hand.
      new FlatType<>(MessageType.PRODUCT_LIST, ListProductsResponse::getRootAsListProductsResponse, FlatWalk::walk,
          ListProductsResponse::unpack, FlatPack::pack, ListProductsResponseT.class, ListProductsResponse::productsLength,
          o -> len(o.getProducts())));

  private static int len(Object[] a) {
    return a == null ? 0 : a.length;
  }

  /** The verified root table of body: bounds checked first, then the generated accessor. */
  R verifiedRoot(byte[] body) {
    ByteBuffer bb = ByteBuffer.wrap(body).order(java.nio.ByteOrder.LITTLE_ENDIAN);
    FlatVerifier.verify(bb, type.prototype().getDescriptorForType());
    return root.apply(bb);
  }

  /**
   * A finished buffer of o. The .fbs files declare no file_identifier, so
   * finish writes none, as polywire does not.
   */
  byte[] encode(O o) {
    FlatBufferBuilder b = new FlatBufferBuilder(1024);
    b.finish(pack.applyAsInt(b, o));
    return b.sizedByteArray();
  }
}
