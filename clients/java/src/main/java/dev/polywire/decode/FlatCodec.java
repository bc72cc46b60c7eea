package dev.polywire.decode;

import com.google.flatbuffers.Table;
import com.google.protobuf.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * flatbuffers-java, in the two ways an app reads a FlatBuffer: "flatbuffers
 * lazy" keeps the generated table view and reads every field through its
 * accessors (FlatWalk), "flatbuffers full" unpacks into the object API's
 * XxxT classes. Both first bound-check the buffer ({@link FlatVerifier}),
 * since the library would otherwise follow any offset; that check is part
 * of the decode time, as it is for flatc's Verifier users. Only the full
 * codec encodes (pack + finish): a table view is read-only. fromProto goes
 * through the object API (and, for the lazy codec, its encoding).
 */
final class FlatCodec {
  static final String LAZY = "flatbuffers lazy";
  static final String FULL = "flatbuffers full";

  /** Sink for the lazy walk's checksums, so that the reads are kept. */
  static volatile int sink;

  private FlatCodec() {}

  /** Both codecs of every message type. */
  static List<Codec<?>> all() {
    List<Codec<?>> out = new ArrayList<>();
    for (FlatType<?, ?> t : FlatType.ALL) {
      out.add(new Lazy<>(t));
      out.add(new Full<>(t));
    }
    return out;
  }

  private abstract static class Base<T> extends CodecBase<T> {
    final FlatType<?, ?> ft;

    Base(String name, FlatType<?, ?> ft) {
      super(name, "flatbuffers", ft.type());
      this.ft = ft;
    }
  }

  /** The table view, walked to the last field. */
  private static final class Lazy<R extends Table> extends Base<R> {
    private final FlatType<R, ?> t;

    Lazy(FlatType<R, ?> t) {
      super(LAZY, t);
      this.t = t;
    }

    @Override
    public R decode(byte[] body) throws DecodeException {
      try {
        R r = t.verifiedRoot(body);
        sink += t.walk().applyAsInt(r);
        return r;
      } catch (RuntimeException e) {
        // the verifier's IllegalArgumentException; Utf8Safe's on invalid UTF-8
        throw refused(e.getMessage(), e);
      }
    }

    @Override
    public boolean canEncode() {
      return false;
    }

    @Override
    public byte[] encode(R value) {
      throw new UnsupportedOperationException("a FlatBuffers table view is read-only; use " + FULL);
    }

    @Override
    public Message toProto(R value) {
      return FlatMapper.fromTable(value, ft.type().prototype());
    }

    @Override
    public R fromProto(Message reference) {
      return viaObject(t, reference);
    }

    private static <R extends Table, O> R viaObject(FlatType<R, O> t, Message reference) {
      byte[] b = t.encode(FlatMapper.toObject(reference, t.objectClass()));
      return t.root().apply(java.nio.ByteBuffer.wrap(b));
    }

    @Override
    public int items(R value) {
      return t.tableItems().applyAsInt(value);
    }
  }

  /** The object API: unpack() into XxxT; pack and finish to encode. */
  private static final class Full<O> extends Base<O> {
    private final FlatType<?, O> t;

    Full(FlatType<?, O> t) {
      super(FULL, t);
      this.t = t;
    }

    @Override
    public O decode(byte[] body) throws DecodeException {
      try {
        return unpack(t, body);
      } catch (RuntimeException e) {
        throw refused(e.getMessage(), e);
      }
    }

    private static <R extends Table, O> O unpack(FlatType<R, O> t, byte[] body) {
      return t.unpack().apply(t.verifiedRoot(body));
    }

    @Override
    public byte[] encode(O value) {
      return t.encode(value);
    }

    @Override
    public Message toProto(O value) {
      return FlatMapper.fromObject(value, ft.type().prototype());
    }

    @Override
    public O fromProto(Message reference) {
      return FlatMapper.toObject(reference, t.objectClass());
    }

    @Override
    public int items(O value) {
      return t.objectItems().applyAsInt(value);
    }
  }
}
