package xmlcodec

import (
	"cmp"
	"encoding/base64"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/codec/xmlcodec/fastxml"
)

// encodeError is a Marshal error with the path of the field it concerns,
// collected innermost first as the recursion unwinds.
type encodeError struct {
	segs []string
	err  error
}

func (e *encodeError) Error() string {
	var sb strings.Builder
	sb.WriteString("xml: ")
	for i := len(e.segs) - 1; i >= 0; i-- {
		sb.WriteString(e.segs[i])
		if i > 0 {
			sb.WriteByte('/')
		}
	}
	sb.WriteString(": ")
	sb.WriteString(e.err.Error())
	return sb.String()
}

func (e *encodeError) Unwrap() error { return e.err }

// atPath adds seg in front of err's path, making err an encodeError if it is
// not one yet.
func atPath(err error, seg string) error {
	var ee *encodeError
	if errors.As(err, &ee) {
		ee.segs = append(ee.segs, seg)
		return ee
	}
	return &encodeError{segs: []string{seg}, err: err}
}

func indexed(name string, i int) string { return name + "[" + strconv.Itoa(i) + "]" }

// appendFields writes the populated fields of m, whose element is at depth.
func appendFields(b []byte, m protoreflect.Message, depth int) ([]byte, error) {
	fields := m.Descriptor().Fields()
	for i := range fields.Len() {
		fd := fields.Get(i)
		if !m.Has(fd) {
			continue
		}
		name := fd.JSONName()
		if depth+1 > MaxDepth {
			return b, atPath(fmt.Errorf("nesting deeper than %d elements", MaxDepth), name)
		}
		if fd.HasJSONName() && !fastxml.IsName(name) {
			return b, atPath(fmt.Errorf("json name %q of field %s is not an XML element name", name, fd.FullName()), name)
		}
		var err error
		switch v := m.Get(fd); {
		case fd.IsList():
			list := v.List()
			for j := range list.Len() {
				b = openTag(b, name)
				if b, err = appendValue(b, fd, list.Get(j), depth+1); err != nil {
					return b, atPath(err, indexed(name, j))
				}
				b = closeTag(b, name)
			}
		case fd.IsMap():
			if b, err = appendMap(b, fd, v.Map(), depth+1); err != nil {
				return b, err
			}
		default:
			b = openTag(b, name)
			if b, err = appendValue(b, fd, v, depth+1); err != nil {
				return b, atPath(err, name)
			}
			b = closeTag(b, name)
		}
	}
	return b, nil
}

func openTag(b []byte, name string) []byte {
	b = append(b, '<')
	b = append(b, name...)
	return append(b, '>')
}

func closeTag(b []byte, name string) []byte {
	b = append(b, '<', '/')
	b = append(b, name...)
	return append(b, '>')
}

// appendMap writes one element per entry of mp, sorted by key; each entry
// element is at depth.
func appendMap(b []byte, fd protoreflect.FieldDescriptor, mp protoreflect.Map, depth int) ([]byte, error) {
	name := fd.JSONName()
	if depth+1 > MaxDepth {
		return b, atPath(fmt.Errorf("nesting deeper than %d elements", MaxDepth), name)
	}
	keys := make([]protoreflect.MapKey, 0, mp.Len())
	mp.Range(func(k protoreflect.MapKey, _ protoreflect.Value) bool {
		keys = append(keys, k)
		return true
	})
	kd, vd := fd.MapKey(), fd.MapValue()
	slices.SortFunc(keys, func(x, y protoreflect.MapKey) int { return compareKeys(kd.Kind(), x, y) })
	var err error
	for _, k := range keys {
		b = openTag(b, name)
		b = append(b, "<key>"...)
		if b, err = appendScalar(b, kd, k.Value()); err != nil {
			return b, atPath(atPath(err, "key"), name+"["+keyString(kd.Kind(), k)+"]")
		}
		b = append(b, "</key><value>"...)
		if b, err = appendValue(b, vd, mp.Get(k), depth+1); err != nil {
			return b, atPath(atPath(err, "value"), name+"["+keyString(kd.Kind(), k)+"]")
		}
		b = append(b, "</value>"...)
		b = closeTag(b, name)
	}
	return b, nil
}

func compareKeys(kind protoreflect.Kind, x, y protoreflect.MapKey) int {
	switch kind {
	case protoreflect.BoolKind:
		bx, by := x.Bool(), y.Bool()
		switch {
		case bx == by:
			return 0
		case !bx:
			return -1
		}
		return 1
	case protoreflect.StringKind:
		return strings.Compare(x.String(), y.String())
	case protoreflect.Uint32Kind, protoreflect.Uint64Kind, protoreflect.Fixed32Kind, protoreflect.Fixed64Kind:
		return cmp.Compare(x.Uint(), y.Uint())
	default:
		return cmp.Compare(x.Int(), y.Int())
	}
}

// keyString renders a map key for an error path.
func keyString(kind protoreflect.Kind, k protoreflect.MapKey) string {
	if kind == protoreflect.StringKind {
		return quote(k.String())
	}
	return k.String()
}

// appendValue writes the content of one element holding v, a value of fd's
// kind (a single item for lists); the element itself is at depth.
func appendValue(b []byte, fd protoreflect.FieldDescriptor, v protoreflect.Value, depth int) ([]byte, error) {
	if fd.Message() != nil {
		return appendFields(b, v.Message(), depth)
	}
	return appendScalar(b, fd, v)
}

func appendScalar(b []byte, fd protoreflect.FieldDescriptor, v protoreflect.Value) ([]byte, error) {
	switch fd.Kind() {
	case protoreflect.StringKind:
		return fastxml.AppendText(b, v.String())
	case protoreflect.BytesKind:
		return base64.StdEncoding.AppendEncode(b, v.Bytes()), nil
	case protoreflect.BoolKind:
		return strconv.AppendBool(b, v.Bool()), nil
	case protoreflect.EnumKind:
		n := v.Enum()
		if ev := fd.Enum().Values().ByNumber(n); ev != nil {
			return append(b, ev.Name()...), nil
		}
		return strconv.AppendInt(b, int64(n), 10), nil
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind,
		protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		return strconv.AppendInt(b, v.Int(), 10), nil
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind, protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		return strconv.AppendUint(b, v.Uint(), 10), nil
	case protoreflect.FloatKind:
		return fastxml.AppendFloat32(b, float32(v.Float())), nil
	case protoreflect.DoubleKind:
		return fastxml.AppendFloat64(b, v.Float()), nil
	}
	return b, fmt.Errorf("unsupported field kind %v", fd.Kind())
}
