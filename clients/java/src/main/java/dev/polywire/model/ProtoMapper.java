package dev.polywire.model;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import java.lang.reflect.Field;
import java.lang.reflect.ParameterizedType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The one bridge between the plain classes and protobuf-java, driven by the
 * message descriptor: each proto field is the public Java field of the same
 * (JSON) name. It is what lets every binder be checked against the golden
 * vectors' Protobuf reference — a field a binder dropped or misread shows up
 * as a difference — and gives the binders their encode input. Reflection
 * keeps it one class instead of one hand-written copy per message; it is
 * never on a timed path.
 */
public final class ProtoMapper {
  private static final Map<Class<?>, Map<String, Field>> FIELDS = new ConcurrentHashMap<>();

  private ProtoMapper() {}

  /** The protobuf-java message of value, built from prototype's type. */
  public static Message toProto(Object value, Message prototype) {
    Message.Builder b = prototype.newBuilderForType();
    fill(value, b);
    return b.build();
  }

  /** A plain object of type cls holding message. */
  public static <T> T fromProto(Message message, Class<T> cls) {
    try {
      T out = cls.getDeclaredConstructor().newInstance();
      for (FieldDescriptor fd : message.getDescriptorForType().getFields()) {
        Field f = field(cls, fd);
        if (fd.isRepeated()) {
          List<Object> list = new ArrayList<>();
          Class<?> item = itemClass(f);
          for (int i = 0; i < message.getRepeatedFieldCount(fd); i++) {
            list.add(fromValue(fd, message.getRepeatedField(fd, i), item));
          }
          f.set(out, list);
        } else if (fd.getJavaType() != FieldDescriptor.JavaType.MESSAGE || message.hasField(fd)) {
          f.set(out, fromValue(fd, message.getField(fd), f.getType()));
        }
      }
      return out;
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot build " + cls.getName(), e);
    }
  }

  private static void fill(Object value, Message.Builder b) {
    try {
      for (FieldDescriptor fd : b.getDescriptorForType().getFields()) {
        Object v = field(value.getClass(), fd).get(value);
        if (v == null) {
          continue; // absent message, or a binder that stored JSON null: the default
        }
        if (fd.isRepeated()) {
          for (Object item : (List<?>) v) {
            b.addRepeatedField(fd, toValue(fd, item, b));
          }
        } else {
          b.setField(fd, toValue(fd, v, b));
        }
      }
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Object toValue(FieldDescriptor fd, Object v, Message.Builder parent) {
    switch (fd.getJavaType()) {
      case MESSAGE:
        Message.Builder sub = parent.newBuilderForField(fd);
        if (v != null) { // a JSON null inside a list: lenient binders keep it, it reads as empty
          fill(v, sub);
        }
        return sub.build();
      case ENUM:
        return fd.getEnumType().findValueByNumber(v == null ? 0 : ((Enum<?>) v).ordinal());
      case STRING:
        return v == null ? "" : v;
      default:
        return v; // long, int, double: the same boxed types protobuf-java uses
    }
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Object fromValue(FieldDescriptor fd, Object v, Class<?> cls) {
    switch (fd.getJavaType()) {
      case MESSAGE:
        return fromProto((Message) v, cls);
      case ENUM:
        return Enum.valueOf((Class) cls, ((com.google.protobuf.Descriptors.EnumValueDescriptor) v).getName());
      default:
        return v;
    }
  }

  private static Field field(Class<?> cls, FieldDescriptor fd) {
    Field f = FIELDS.computeIfAbsent(cls, c -> {
      Map<String, Field> m = new ConcurrentHashMap<>();
      for (Field x : c.getFields()) {
        m.put(x.getName(), x);
      }
      return m;
    }).get(fd.getJsonName());
    if (f == null) {
      throw new IllegalStateException(cls.getName() + " has no field " + fd.getJsonName());
    }
    return f;
  }

  private static Class<?> itemClass(Field f) {
    return (Class<?>) ((ParameterizedType) f.getGenericType()).getActualTypeArguments()[0];
  }
}
