package dev.polywire.decode;

import com.google.flatbuffers.Table;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The bridge between flatc's Java and protobuf-java, for both FlatBuffers
 * codecs: from the lazy tables (through their generated accessors: x(),
 * xLength(), x(j), hasX()) and from the object API's XxxT (getX()/setX()),
 * driven by the proto descriptor since the .fbs mirrors the .proto field for
 * field. flatc's uint is a Java long and its absent strings, vectors and
 * tables are null; both read as proto3 defaults here. A map field is a
 * vector of entry tables (key, value), which protobuf-java's reflection
 * takes as its map entry messages; a oneof member or optional field is an
 * optional scalar, read only when present (hasX(), or a null XxxT field) and
 * written whenever set. Reflection keeps it one class for 29 tables; it is
 * never timed.
 */
final class FlatMapper {
  private static final Map<Class<?>, Map<String, Method>> METHODS = new ConcurrentHashMap<>();

  private FlatMapper() {}

  /** The protobuf-java message of a table read through its accessors. */
  static Message fromTable(Table t, Message prototype) {
    Message.Builder b = prototype.newBuilderForType();
    table(t, b);
    return b.build();
  }

  /** The protobuf-java message of an object-API value. */
  static Message fromObject(Object o, Message prototype) {
    Message.Builder b = prototype.newBuilderForType();
    object(o, b);
    return b.build();
  }

  /** The object-API value (an XxxT of cls) of m; defaults become null, as flatc leaves them. */
  static <O> O toObject(Message m, Class<O> cls) {
    try {
      O out = cls.getDeclaredConstructor().newInstance();
      boolean entry = m.getDescriptorForType().getOptions().getMapEntry();
      for (FieldDescriptor fd : m.getDescriptorForType().getFields()) {
        Method set = method(cls, "set" + Character.toUpperCase(fd.getJsonName().charAt(0)) + fd.getJsonName().substring(1));
        Class<?> want = set.getParameterTypes()[0];
        Object v;
        if (fd.isRepeated()) {
          int n = m.getRepeatedFieldCount(fd);
          List<Object> items = new ArrayList<>(n);
          for (int j = 0; j < n; j++) {
            items.add(m.getRepeatedField(fd, j));
          }
          if (fd.isMapField()) {
            // By key, as flatc's lookup by key (attrsByKey) needs.
            FieldDescriptor key = fd.getMessageType().findFieldByNumber(1);
            items.sort((a, b) -> compareKeys(((Message) a).getField(key), ((Message) b).getField(key)));
          }
          v = n == 0 ? null : Array.newInstance(want.getComponentType(), n);
          for (int j = 0; j < n; j++) {
            Array.set(v, j, toFlat(fd, items.get(j), want.getComponentType()));
          }
        } else if (fd.getJavaType() == FieldDescriptor.JavaType.MESSAGE || fd.hasPresence()) {
          v = m.hasField(fd) ? toFlat(fd, m.getField(fd), want) : null;
        } else if (entry && fd.getNumber() == 1) {
          v = m.getField(fd); // a map key is always written, "" and 0 too
        } else {
          v = toFlat(fd, m.getField(fd), want);
        }
        if (v != null) {
          set.invoke(out, v);
        }
      }
      return out;
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot build " + cls.getName(), e);
    }
  }

  /** Map keys in polywire's order: strings by their UTF-8 bytes (code points), numbers numerically, false first. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static int compareKeys(Object a, Object b) {
    if (a instanceof String x && b instanceof String y) {
      return java.util.Arrays.compare(x.codePoints().toArray(), y.codePoints().toArray());
    }
    return ((Comparable) a).compareTo(b);
  }

  private static Object toFlat(FieldDescriptor fd, Object v, Class<?> want) {
    switch (fd.getJavaType()) {
      case MESSAGE: return toObject((Message) v, want);
      case ENUM: return ((com.google.protobuf.Descriptors.EnumValueDescriptor) v).getNumber();
      case STRING: return ((String) v).isEmpty() ? null : v;
      case INT: return want == long.class ? Integer.toUnsignedLong((Integer) v) : v; // flatc's uint
      default: return v;
    }
  }

  private static void table(Table t, Message.Builder b) {
    try {
      for (FieldDescriptor fd : b.getDescriptorForType().getFields()) {
        String name = fd.getJsonName();
        if (fd.isRepeated()) {
          int n = (Integer) method(t.getClass(), name + "Length").invoke(t);
          Method item = t.getClass().getMethod(name, int.class);
          for (int j = 0; j < n; j++) {
            add(b, fd, item.invoke(t, j), true);
          }
        } else if (fd.hasPresence() && fd.getJavaType() != FieldDescriptor.JavaType.MESSAGE) {
          // An optional scalar: its accessor reads 0 when absent, hasX() tells.
          String has = "has" + Character.toUpperCase(name.charAt(0)) + name.substring(1);
          if ((Boolean) method(t.getClass(), has).invoke(t)) {
            add(b, fd, method(t.getClass(), name).invoke(t), true);
          }
        } else {
          add(b, fd, method(t.getClass(), name).invoke(t), true);
        }
      }
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  private static void object(Object o, Message.Builder b) {
    try {
      for (FieldDescriptor fd : b.getDescriptorForType().getFields()) {
        String name = fd.getJsonName();
        Object v = method(o.getClass(), "get" + Character.toUpperCase(name.charAt(0)) + name.substring(1)).invoke(o);
        if (fd.isRepeated() && v != null) {
          for (int j = 0; j < Array.getLength(v); j++) {
            add(b, fd, Array.get(v, j), false);
          }
        } else if (!fd.isRepeated() && !(v == null && fd.hasPresence())) {
          add(b, fd, v, false); // an unset optional scalar is a null Integer or Boolean
        }
      }
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  private static void add(Message.Builder b, FieldDescriptor fd, Object v, boolean lazy) {
    Object p;
    switch (fd.getJavaType()) {
      case MESSAGE:
        if (v == null && !fd.isRepeated()) {
          return;
        }
        Message.Builder sub = b.newBuilderForField(fd);
        if (v != null) {
          if (lazy) {
            table((Table) v, sub);
          } else {
            object(v, sub);
          }
        }
        p = sub.build();
        break;
      case ENUM:
        p = fd.getEnumType().findValueByNumberCreatingIfUnknown((Integer) v);
        break;
      case STRING:
        p = v == null ? "" : v;
        break;
      case INT:
        p = v instanceof Long ? (int) (long) (Long) v : v; // flatc's uint
        break;
      default:
        p = v;
    }
    if (fd.isRepeated()) {
      b.addRepeatedField(fd, p);
    } else {
      b.setField(fd, p);
    }
  }

  private static Method method(Class<?> cls, String name) {
    Method m = METHODS.computeIfAbsent(cls, c -> {
      Map<String, Method> out = new ConcurrentHashMap<>();
      for (Method x : c.getMethods()) {
        if (x.getParameterCount() == (x.getName().startsWith("set") ? 1 : 0)) {
          out.put(x.getName(), x);
        }
      }
      return out;
    }).get(name);
    if (m == null) {
      throw new IllegalStateException(cls.getName() + " has no " + name);
    }
    return m;
  }
}
