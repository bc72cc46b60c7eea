package dev.polywire.decode;

import com.google.flatbuffers.Table;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The bridge between flatc's Java and protobuf-java, for both FlatBuffers
 * codecs: from the lazy tables (through their generated accessors: x(),
 * xLength(), x(j)) and from the object API's XxxT (getX()/setX()), driven by
 * the proto descriptor since the .fbs mirrors the .proto field for field.
 * flatc's uint is a Java long and its absent strings, vectors and tables
 * are null; both read as proto3 defaults here. Reflection keeps it one class
 * for 22 tables; it is never timed.
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
      for (FieldDescriptor fd : m.getDescriptorForType().getFields()) {
        Method set = method(cls, "set" + Character.toUpperCase(fd.getJsonName().charAt(0)) + fd.getJsonName().substring(1));
        Class<?> want = set.getParameterTypes()[0];
        Object v;
        if (fd.isRepeated()) {
          int n = m.getRepeatedFieldCount(fd);
          v = n == 0 ? null : Array.newInstance(want.getComponentType(), n);
          for (int j = 0; j < n; j++) {
            Array.set(v, j, toFlat(fd, m.getRepeatedField(fd, j), want.getComponentType()));
          }
        } else if (fd.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
          v = m.hasField(fd) ? toFlat(fd, m.getField(fd), want) : null;
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
        } else if (!fd.isRepeated()) {
          add(b, fd, v, false);
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
