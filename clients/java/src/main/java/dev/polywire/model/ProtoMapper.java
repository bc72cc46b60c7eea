package dev.polywire.model;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import java.lang.reflect.Field;
import java.lang.reflect.ParameterizedType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The one bridge between the plain classes and protobuf-java, driven by the
 * message descriptor: each proto field is the public Java field of the same
 * (JSON) name. It is what lets every binder be checked against the golden
 * vectors' Protobuf reference — a field a binder dropped or misread shows up
 * as a difference — and gives the binders their encode input. A map field
 * is a java.util.Map; a oneof member or optional scalar a boxed field, null
 * when unset; google.protobuf.Timestamp the plain {@link Timestamp}. Reflection
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
        if (fd.isMapField()) {
          // Entries in protobuf-java's order; the binders write them by key.
          FieldDescriptor key = fd.getMessageType().findFieldByNumber(1);
          FieldDescriptor value = fd.getMessageType().findFieldByNumber(2);
          if (List.class.isAssignableFrom(f.getType())) {
            // A list of entry objects (key, value: InventoryXml.Entry), by key.
            Class<?> entryClass = itemClass(f);
            List<Message> entries = new ArrayList<>();
            for (int i = 0; i < message.getRepeatedFieldCount(fd); i++) {
              entries.add((Message) message.getRepeatedField(fd, i));
            }
            entries.sort((a, b) -> Proto3.compareKeys(String.valueOf(a.getField(key)), String.valueOf(b.getField(key))));
            List<Object> list = new ArrayList<>();
            for (Message e : entries) {
              Object entry = entryClass.getDeclaredConstructor().newInstance();
              entryClass.getField("key").set(entry, e.getField(key));
              entryClass.getField("value").set(entry, fromValue(value, e.getField(value), entryClass.getField("value").getType()));
              list.add(entry);
            }
            f.set(out, list);
            continue;
          }
          Class<?> valueClass = (Class<?>) ((ParameterizedType) f.getGenericType()).getActualTypeArguments()[1];
          Map<Object, Object> map = new LinkedHashMap<>();
          for (int i = 0; i < message.getRepeatedFieldCount(fd); i++) {
            Message e = (Message) message.getRepeatedField(fd, i);
            map.put(e.getField(key), fromValue(value, e.getField(value), valueClass));
          }
          f.set(out, map);
        } else if (fd.hasPresence() && fd.getJavaType() != FieldDescriptor.JavaType.MESSAGE) {
          // A oneof member or optional field: null when unset, its value (the default too) when set.
          f.set(out, message.hasField(fd) ? fromValue(fd, message.getField(fd), f.getType()) : null);
        } else if (fd.isRepeated()) {
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
          continue; // absent message, unset oneof member, or a binder that stored JSON null: the default
        }
        if (fd.isMapField()) {
          FieldDescriptor keyFd = fd.getMessageType().findFieldByNumber(1);
          FieldDescriptor valueFd = fd.getMessageType().findFieldByNumber(2);
          Iterable<?> entries = v instanceof Map ? ((Map<?, ?>) v).entrySet() : (List<?>) v;
          for (Object e : entries) {
            Object k;
            Object x;
            if (e instanceof Map.Entry<?, ?> me) {
              k = me.getKey();
              x = me.getValue();
            } else { // an entry object with key and value fields; a missing one is its default
              k = e.getClass().getField("key").get(e);
              x = e.getClass().getField("value").get(e);
            }
            Message.Builder entry = b.newBuilderForField(fd);
            entry.setField(keyFd, toValue(keyFd, k, entry));
            entry.setField(valueFd, toValue(valueFd, x, entry));
            b.addRepeatedField(fd, entry.build());
          }
        } else if (fd.isRepeated()) {
          for (Object item : (List<?>) v) {
            b.addRepeatedField(fd, toValue(fd, item, b));
          }
        } else {
          b.setField(fd, toValue(fd, v, b));
        }
      }
    } catch (ReflectiveOperationException e) {
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
