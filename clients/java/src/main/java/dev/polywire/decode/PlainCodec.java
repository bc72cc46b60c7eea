package dev.polywire.decode;

import com.google.protobuf.Message;
import dev.polywire.model.Account;
import dev.polywire.model.AccountList;
import dev.polywire.model.Article;
import dev.polywire.model.Document;
import dev.polywire.model.ErrorBody;
import dev.polywire.model.GetAllByLimitAndOffsetResponse;
import dev.polywire.model.InventoryXml;
import dev.polywire.model.ListProductsResponse;
import dev.polywire.model.People;
import dev.polywire.model.ProtoMapper;

/**
 * A library that binds bytes to polywire's plain classes (dev.polywire.model):
 * Jackson, Jackson Blackbird, Jackson Jr, Moshi, msgpack-java, Jackson XML.
 * They share the classes, the mapping to protobuf-java and the error
 * handling, so each binder is only its read and write: whatever a library
 * throws on a bad body (its own exceptions, and the IndexOutOfBounds or
 * IllegalState a corrupt body can shake out of it) becomes a
 * DecodeException, and no half-bound object ever escapes.
 */
abstract class PlainCodec<T> extends CodecBase<T> {
  final Class<T> cls;

  PlainCodec(String name, String format, MessageType type) {
    this(name, format, type, modelClass(type));
  }

  /** A binder whose classes for type are not the shared ones (Jackson XML's for inventory: {@link InventoryXml}). */
  PlainCodec(String name, String format, MessageType type, Class<T> cls) {
    super(name, format, type);
    this.cls = cls;
  }

  /** The plain class of type. */
  @SuppressWarnings("unchecked")
  static <T> Class<T> modelClass(MessageType type) {
    switch (type) {
      case ACCOUNT: return (Class<T>) Account.class;
      case ACCOUNT_LIST: return (Class<T>) AccountList.class;
      case PEOPLE: return (Class<T>) People.class;
      case ARTICLE: return (Class<T>) Article.class;
      case DOCUMENT: return (Class<T>) Document.class;
      case DOCUMENT_LIST: return (Class<T>) GetAllByLimitAndOffsetResponse.class;
      case ERROR: return (Class<T>) ErrorBody.class;
      case PRODUCT_LIST: return (Class<T>) ListProductsResponse.class;
      default: throw new AssertionError(type);
    }
  }

  /** Binds body; any exception is a refusal. */
  abstract T read(byte[] body) throws Exception;

  /** Writes value in polywire's shape (or, where the library cannot, a shape polywire reads). */
  abstract byte[] write(T value) throws Exception;

  @Override
  public final T decode(byte[] body) throws DecodeException {
    T v;
    try {
      v = read(body);
    } catch (DecodeException e) {
      throw e;
    } catch (Exception e) {
      throw refused(e.getMessage(), e);
    }
    if (v == null) { // a JSON "null" document binds to nothing
      throw refused("no " + type().shortName() + " in the body", null);
    }
    return v;
  }

  @Override
  public final byte[] encode(T value) {
    try {
      return write(value);
    } catch (Exception e) {
      throw new IllegalStateException(name() + " cannot encode " + type().shortName(), e);
    }
  }

  @Override
  public final Message toProto(T value) {
    return ProtoMapper.toProto(value, type().prototype());
  }

  @Override
  public final T fromProto(Message reference) {
    return ProtoMapper.fromProto(reference, cls);
  }

  @Override
  public final int items(T value) {
    if (value instanceof Account) return size(((Account) value).transactions);
    if (value instanceof AccountList) return size(((AccountList) value).accounts);
    if (value instanceof People) return size(((People) value).person);
    if (value instanceof Article) return size(((Article) value).subsections);
    if (value instanceof GetAllByLimitAndOffsetResponse) return size(((GetAllByLimitAndOffsetResponse) value).documents);
    if (value instanceof ErrorBody) return size(((ErrorBody) value).violations);
    if (value instanceof ListProductsResponse) return size(((ListProductsResponse) value).products);
    if (value instanceof InventoryXml.ListProductsResponse) return size(((InventoryXml.ListProductsResponse) value).products);
    return 1; // a Document
  }

  private static int size(java.util.List<?> list) {
    return list == null ? 0 : list.size();
  }
}
