package dev.polywire.decode;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.squareup.wire.ProtoAdapter;
import java.io.IOException;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * Square Wire, seed 002's compact Protobuf runtime: immutable generated
 * classes and one ProtoAdapter per message. toProto re-encodes with Wire and
 * parses with protobuf-java, so a field Wire misread or dropped still shows
 * up as a difference, and fromProto is the reverse; neither is timed. Wire
 * is the more lenient reader: it decodes invalid UTF-8 in strings to U+FFFD
 * and keeps field number 0 as an unknown field, where protobuf-java (and
 * polywire's Go decoder) refuse both.
 */
final class WireCodec<W> extends CodecBase<W> {
  static final String NAME = "Wire";

  private final ProtoAdapter<W> adapter;
  private final ToIntFunction<W> items;

  WireCodec(MessageType type, ProtoAdapter<W> adapter, ToIntFunction<W> items) {
    super(NAME, "proto", type);
    this.adapter = adapter;
    this.items = items;
  }

  /** Wire's codec of every message type. */
  static List<Codec<?>> all() {
    return List.of(
        new WireCodec<>(MessageType.ACCOUNT, dev.polywire.gen.wire.bank.v1.Account.ADAPTER, v -> v.transactions.size()),
        new WireCodec<>(MessageType.ACCOUNT_LIST, dev.polywire.gen.wire.bank.v1.AccountList.ADAPTER, v -> v.accounts.size()),
        new WireCodec<>(MessageType.PEOPLE, dev.polywire.gen.wire.people.v1.People.ADAPTER, v -> v.person.size()),
        new WireCodec<>(MessageType.ARTICLE, dev.polywire.gen.wire.articles.v1.Article.ADAPTER, v -> v.subsections.size()),
        new WireCodec<>(MessageType.DOCUMENT, dev.polywire.gen.wire.docs.v1.Document.ADAPTER, v -> 1),
        new WireCodec<>(MessageType.DOCUMENT_LIST, dev.polywire.gen.wire.docs.v1.GetAllByLimitAndOffsetResponse.ADAPTER,
            v -> v.documents.size()),
        new WireCodec<>(MessageType.ERROR, dev.polywire.gen.wire.error.v1.Error.ADAPTER, v -> v.violations.size()),
        new WireCodec<>(MessageType.PRODUCT_LIST, dev.polywire.gen.wire.inventory.v1.ListProductsResponse.ADAPTER,
            v -> v.products.size()));
  }

  @Override
  public W decode(byte[] body) throws DecodeException {
    try {
      return adapter.decode(body);
    } catch (IOException | RuntimeException e) {
      // ProtocolException and EOFException, and the IllegalState/Argument a
      // corrupt tag or length can provoke.
      throw refused(e.getMessage(), e);
    }
  }

  @Override
  public byte[] encode(W value) {
    return adapter.encode(value);
  }

  @Override
  public Message toProto(W value) {
    try {
      return type().prototype().getParserForType().parseFrom(adapter.encode(value));
    } catch (InvalidProtocolBufferException e) {
      // Wire keeps, as unknown fields, what protobuf-java refuses outright
      // (field number 0, found by MutationTest); redact drops every unknown
      // field, at every depth, and leaves the fields both runtimes know.
      try {
        return type().prototype().getParserForType().parseFrom(adapter.encode(adapter.redact(value)));
      } catch (InvalidProtocolBufferException again) {
        throw new IllegalStateException("protobuf-java cannot read Wire's " + type().shortName(), again);
      }
    }
  }

  @Override
  public W fromProto(Message reference) {
    try {
      return adapter.decode(reference.toByteArray());
    } catch (IOException e) {
      throw new IllegalStateException("Wire cannot read protobuf-java's " + type().shortName(), e);
    }
  }

  @Override
  public int items(W value) {
    return items.applyAsInt(value);
  }
}
