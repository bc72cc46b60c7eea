package codec

import (
	"fmt"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
)

// Carry reports whether codec c carries msgs: each encodes, decodes, and
// comes back equal. The error names the format, the sample and (for a
// value that came back different) the first field that differs, so a
// format that cannot hold part of a schema is skipped with a reason
// instead of measured wrong.
func Carry(c Codec, msgs []proto.Message) error {
	for i, m := range msgs {
		b, err := c.Marshal(nil, m)
		if err != nil {
			return fmt.Errorf("%s cannot carry sample %d of %s: %w", c.Name(), i+1, m.ProtoReflect().Descriptor().FullName(), err)
		}
		back := m.ProtoReflect().New().Interface()
		if err := c.Unmarshal(b, back); err != nil {
			return fmt.Errorf("%s cannot read back sample %d of %s: %w", c.Name(), i+1, m.ProtoReflect().Descriptor().FullName(), err)
		}
		if !proto.Equal(m, back) {
			where := Diff(m.ProtoReflect(), back.ProtoReflect())
			return fmt.Errorf("%s changes sample %d of %s at %s", c.Name(), i+1, m.ProtoReflect().Descriptor().FullName(), where)
		}
	}
	return nil
}

// Diff returns the path of the first field where a and b differ ("" when
// they are equal), with both values where they are scalars:
// "items[1].quantity (3, read back 0)".
func Diff(a, b protoreflect.Message) string {
	if proto.Equal(a.Interface(), b.Interface()) {
		return ""
	}
	return diff(a, b, "")
}

func diff(a, b protoreflect.Message, path string) string {
	var out string
	fields := a.Descriptor().Fields()
	for i := range fields.Len() {
		fd := fields.Get(i)
		p := joinPath(path, fd.TextName())
		if a.Has(fd) != b.Has(fd) {
			return p
		}
		if !a.Has(fd) {
			continue
		}
		va, vb := a.Get(fd), b.Get(fd)
		switch {
		case fd.IsList():
			la, lb := va.List(), vb.List()
			if la.Len() != lb.Len() {
				return fmt.Sprintf("%s (%d items, read back %d)", p, la.Len(), lb.Len())
			}
			for j := range la.Len() {
				if d := diffValue(fd, la.Get(j), lb.Get(j), fmt.Sprintf("%s[%d]", p, j)); d != "" {
					return d
				}
			}
		case fd.IsMap():
			ma, mb := va.Map(), vb.Map()
			if ma.Len() != mb.Len() {
				return fmt.Sprintf("%s (%d entries, read back %d)", p, ma.Len(), mb.Len())
			}
			ma.Range(func(k protoreflect.MapKey, v protoreflect.Value) bool {
				out = diffValue(fd.MapValue(), v, mb.Get(k), fmt.Sprintf("%s[%v]", p, k.Interface()))
				return out == ""
			})
			if out != "" {
				return out
			}
		default:
			if d := diffValue(fd, va, vb, p); d != "" {
				return d
			}
		}
	}
	if len(a.GetUnknown()) != len(b.GetUnknown()) {
		return joinPath(path, "(unknown fields)")
	}
	if path == "" {
		return "(a field the comparison does not name)"
	}
	return ""
}

func diffValue(fd protoreflect.FieldDescriptor, a, b protoreflect.Value, path string) string {
	if fd.Message() != nil {
		if !proto.Equal(a.Message().Interface(), b.Message().Interface()) {
			if d := diff(a.Message(), b.Message(), path); d != "" {
				return d
			}
			return path
		}
		return ""
	}
	if !a.Equal(b) {
		return fmt.Sprintf("%s (%v, read back %v)", path, a.Interface(), b.Interface())
	}
	return ""
}

func joinPath(path, k string) string {
	if path == "" {
		return k
	}
	return path + "." + k
}
