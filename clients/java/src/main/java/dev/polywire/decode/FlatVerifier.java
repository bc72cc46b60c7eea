package dev.polywire.decode;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import java.nio.ByteBuffer;

/**
 * A bounds check of a FlatBuffer before flatbuffers-java reads it:
 * flatbuffers-java 2.0.8 has no Verifier, its accessors follow whatever
 * offsets the buffer holds, and a vector "of" two billion elements would
 * make unpack() allocate an array that large. Like flatc's C++ and Go
 * Verifiers (and clients/ts/src/fbverify.ts), it follows every offset the
 * generated accessors will follow — computed exactly as they compute them,
 * signed 32-bit additions and signed 16-bit vtable entries included — and
 * checks that each table, vtable, inline field, string and vector lies in
 * the buffer and that no vector is longer than the bytes left. It is driven
 * by the protobuf descriptor: polywire's .fbs tables mirror the .proto
 * messages slot for slot (proto field i in declaration order is slot i; a
 * map a vector of entry tables, which the descriptor's map entry message
 * describes; a repeated bytes field a vector of item tables, value:[ubyte]
 * in slot 0). Table visits are capped, so a crafted buffer that shares
 * tables cannot make the check (or the walk after it) exponential. It also
 * holds polywire's rule that at most one member of a oneof is present
 * (flatc's accessors would read both, and protobuf-java would keep the
 * last; codec/flatcodec refuses the buffer).
 */
final class FlatVerifier {
  private final ByteBuffer bb;
  private final int len;
  private int budget;

  private FlatVerifier(ByteBuffer bb) {
    this.bb = bb;
    this.len = bb.limit();
    this.budget = (len >> 2) + 16;
  }

  /** Throws IllegalArgumentException unless bb (little-endian, position 0) is a sound buffer of root. */
  static void verify(ByteBuffer bb, Descriptor root) {
    FlatVerifier v = new FlatVerifier(bb);
    v.need(0, 4, "root offset");
    v.table(bb.getInt(0), root, 0);
  }

  private void need(long pos, long size, String what) {
    if (pos < 0 || size < 0 || pos + size > len) {
      throw new IllegalArgumentException(what + " at " + pos + " (" + size + " bytes) is outside the " + len + "-byte buffer");
    }
  }

  /** The position an offset stored at pos points to, as Table.__indirect computes it. */
  private int indirect(int pos, String what) {
    need(pos, 4, what);
    return pos + bb.getInt(pos); // int overflow as in the library; need() then refuses it
  }

  private void table(int t, Descriptor d, int depth) {
    if (--budget < 0 || depth > 64) {
      throw new IllegalArgumentException("too many or too deeply nested tables");
    }
    need(t, 4, d.getName() + " table");
    int vt = t - bb.getInt(t);
    need(vt, 2, d.getName() + " vtable");
    int vsize = bb.getShort(vt);
    java.util.Map<com.google.protobuf.Descriptors.OneofDescriptor, String> present = new java.util.HashMap<>();
    for (FieldDescriptor fd : d.getFields()) {
      int vo = 4 + 2 * fd.getIndex();
      if (vo >= vsize) {
        break; // the library reads every later slot as absent too
      }
      need(vt + vo, 2, fd.getName() + " vtable entry");
      int o = bb.getShort(vt + vo);
      if (o != 0) {
        var oneof = fd.getRealContainingOneof();
        if (oneof != null && present.put(oneof, fd.getName()) != null) {
          throw new IllegalArgumentException(fd.getName() + " and " + present.get(oneof) + " of oneof " + oneof.getName()
              + " of " + d.getFullName() + " are both present");
        }
        field(t + o, fd, depth);
      }
    }
  }

  private void field(int p, FieldDescriptor fd, int depth) {
    if (fd.isRepeated()) {
      int v = indirect(p, fd.getName());
      need(v, 4, fd.getName() + " vector length");
      int n = bb.getInt(v);
      int size = fd.getJavaType() == FieldDescriptor.JavaType.STRING
          || fd.getJavaType() == FieldDescriptor.JavaType.MESSAGE ? 4 : scalarSize(fd);
      need(v + 4L, (long) n * size, fd.getName() + " vector of " + n);
      for (int j = 0; j < n && size == 4 && !isScalar(fd); j++) {
        one(v + 4 + 4 * j, fd, depth);
      }
      for (int j = 0; j < n && fd.getJavaType() == FieldDescriptor.JavaType.BYTE_STRING; j++) {
        item(indirect(v + 4 + 4 * j, fd.getName()), fd.getName(), depth + 1);
      }
    } else if (isScalar(fd)) {
      need(p, scalarSize(fd), fd.getName());
    } else {
      one(p, fd, depth);
    }
  }

  /** One element of a repeated bytes field: an item table whose slot 0 is a [ubyte] vector. */
  private void item(int t, String what, int depth) {
    if (--budget < 0 || depth > 64) {
      throw new IllegalArgumentException("too many or too deeply nested tables");
    }
    need(t, 4, what + " item table");
    int vt = t - bb.getInt(t);
    need(vt, 2, what + " item vtable");
    if (bb.getShort(vt) > 4) {
      need(vt + 4, 2, what + " item vtable entry");
      int o = bb.getShort(vt + 4);
      if (o != 0) {
        int v = indirect(t + o, what);
        need(v, 4, what + " item length");
        need(v + 4L, bb.getInt(v), what + " item");
      }
    }
  }

  /** A string or table referenced from p. */
  private void one(int p, FieldDescriptor fd, int depth) {
    int s = indirect(p, fd.getName());
    if (fd.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
      table(s, fd.getMessageType(), depth + 1);
    } else {
      need(s, 4, fd.getName() + " string length");
      need(s + 4L, bb.getInt(s), fd.getName() + " string");
    }
  }

  private static boolean isScalar(FieldDescriptor fd) {
    return fd.getJavaType() != FieldDescriptor.JavaType.STRING && fd.getJavaType() != FieldDescriptor.JavaType.MESSAGE;
  }

  private static int scalarSize(FieldDescriptor fd) {
    switch (fd.getJavaType()) {
      case LONG: case DOUBLE: return 8;
      case BOOLEAN: return 1;
      default: return 4; // int, uint, float, enum (flatc's enums here are int)
    }
  }
}
