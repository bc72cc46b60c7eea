package transcode

import (
	"encoding/base64"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/reflect/protoreflect"
)

// fieldPath is a resolved path of fields from the request message down to
// a leaf.
type fieldPath []protoreflect.FieldDescriptor

func (p fieldPath) String() string {
	names := make([]string, len(p))
	for i, fd := range p {
		names[i] = string(fd.Name())
	}
	return strings.Join(names, ".")
}

// jsonString names the path in proto JSON names, as apierror violations do.
func (p fieldPath) jsonString() string {
	names := make([]string, len(p))
	for i, fd := range p {
		names[i] = fd.JSONName()
	}
	return strings.Join(names, ".")
}

// hasPrefix reports whether q is p or one of its ancestors.
func (p fieldPath) hasPrefix(q fieldPath) bool {
	if len(q) > len(p) {
		return false
	}
	for i := range q {
		if p[i] != q[i] {
			return false
		}
	}
	return true
}

// resolve finds the fields a dotted path names in md, each element by its
// proto name or, when byJSON, its JSON name too.
func resolve(md protoreflect.MessageDescriptor, path string, byJSON bool) (fieldPath, error) {
	var p fieldPath
	for name := range strings.SplitSeq(path, ".") {
		if md == nil {
			return nil, fmt.Errorf("%s: %s is not a message", path, p)
		}
		fd := md.Fields().ByName(protoreflect.Name(name))
		if fd == nil && byJSON {
			fd = md.Fields().ByJSONName(name)
		}
		if fd == nil {
			return nil, fmt.Errorf("%s has no field %q", md.FullName(), name)
		}
		if len(p) > 0 && (p[len(p)-1].IsList() || p[len(p)-1].IsMap()) {
			return nil, fmt.Errorf("%s: %s is repeated", path, p)
		}
		p = append(p, fd)
		md = fd.Message()
	}
	return p, nil
}

// scalarMessages are the well-known message types whose JSON form is a
// string or a number, so that a path segment or a query value can carry
// them.
var scalarMessages = map[protoreflect.FullName]bool{
	"google.protobuf.Timestamp":   true,
	"google.protobuf.Duration":    true,
	"google.protobuf.FieldMask":   true,
	"google.protobuf.DoubleValue": true,
	"google.protobuf.FloatValue":  true,
	"google.protobuf.Int64Value":  true,
	"google.protobuf.UInt64Value": true,
	"google.protobuf.Int32Value":  true,
	"google.protobuf.UInt32Value": true,
	"google.protobuf.BoolValue":   true,
	"google.protobuf.StringValue": true,
	"google.protobuf.BytesValue":  true,
}

// isScalarLeaf reports whether fd can take a value from one string.
func isScalarLeaf(fd protoreflect.FieldDescriptor) bool {
	if fd.IsMap() {
		return false
	}
	if fd.Kind() == protoreflect.MessageKind || fd.Kind() == protoreflect.GroupKind {
		return scalarMessages[fd.Message().FullName()]
	}
	return true
}

// set stores s into the leaf p names under m, creating the messages on the
// way; a repeated leaf gets s appended.
func set(m protoreflect.Message, p fieldPath, s string) error {
	for _, fd := range p[:len(p)-1] {
		m = m.Mutable(fd).Message()
	}
	fd := p[len(p)-1]
	if fd.Kind() == protoreflect.MessageKind || fd.Kind() == protoreflect.GroupKind {
		var v protoreflect.Value
		if fd.IsList() {
			v = m.Mutable(fd).List().NewElement()
		} else {
			v = m.NewField(fd)
		}
		if err := parseMessage(v.Message(), s); err != nil {
			return err
		}
		store(m, fd, v)
		return nil
	}
	v, err := parseScalar(fd, s)
	if err != nil {
		return err
	}
	store(m, fd, v)
	return nil
}

// store appends v to fd's list, or sets fd to it.
func store(m protoreflect.Message, fd protoreflect.FieldDescriptor, v protoreflect.Value) {
	if fd.IsList() {
		m.Mutable(fd).List().Append(v)
	} else {
		m.Set(fd, v)
	}
}

var errBadValue = errors.New("invalid value")

// parseScalar parses s as a value of fd's kind, as proto JSON writes it
// without the quotes: enums by name or number, bytes in base64 (standard or
// URL-safe, padded or not), floats with NaN and Infinity.
func parseScalar(fd protoreflect.FieldDescriptor, s string) (protoreflect.Value, error) {
	switch fd.Kind() {
	case protoreflect.StringKind:
		return protoreflect.ValueOfString(s), nil
	case protoreflect.BoolKind:
		switch s {
		case "true":
			return protoreflect.ValueOfBool(true), nil
		case "false":
			return protoreflect.ValueOfBool(false), nil
		}
		return protoreflect.Value{}, fmt.Errorf("%w: not true or false", errBadValue)
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
		n, err := strconv.ParseInt(s, 10, 32)
		if err != nil {
			return protoreflect.Value{}, fmt.Errorf("%w: not a 32-bit integer", errBadValue)
		}
		return protoreflect.ValueOfInt32(int32(n)), nil
	case protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return protoreflect.Value{}, fmt.Errorf("%w: not a 64-bit integer", errBadValue)
		}
		return protoreflect.ValueOfInt64(n), nil
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind:
		n, err := strconv.ParseUint(s, 10, 32)
		if err != nil {
			return protoreflect.Value{}, fmt.Errorf("%w: not an unsigned 32-bit integer", errBadValue)
		}
		return protoreflect.ValueOfUint32(uint32(n)), nil
	case protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			return protoreflect.Value{}, fmt.Errorf("%w: not an unsigned 64-bit integer", errBadValue)
		}
		return protoreflect.ValueOfUint64(n), nil
	case protoreflect.FloatKind:
		f, err := parseFloat(s, 32)
		if err != nil {
			return protoreflect.Value{}, err
		}
		return protoreflect.ValueOfFloat32(float32(f)), nil
	case protoreflect.DoubleKind:
		f, err := parseFloat(s, 64)
		if err != nil {
			return protoreflect.Value{}, err
		}
		return protoreflect.ValueOfFloat64(f), nil
	case protoreflect.BytesKind:
		b, err := parseBytes(s)
		if err != nil {
			return protoreflect.Value{}, err
		}
		return protoreflect.ValueOfBytes(b), nil
	case protoreflect.EnumKind:
		if ev := fd.Enum().Values().ByName(protoreflect.Name(s)); ev != nil {
			return protoreflect.ValueOfEnum(ev.Number()), nil
		}
		n, err := strconv.ParseInt(s, 10, 32)
		if err != nil {
			return protoreflect.Value{}, fmt.Errorf("%w: not a value of %s", errBadValue, fd.Enum().FullName())
		}
		if fd.Enum().IsClosed() && fd.Enum().Values().ByNumber(protoreflect.EnumNumber(n)) == nil {
			return protoreflect.Value{}, fmt.Errorf("%w: not a value of %s", errBadValue, fd.Enum().FullName())
		}
		return protoreflect.ValueOfEnum(protoreflect.EnumNumber(n)), nil
	}
	return protoreflect.Value{}, fmt.Errorf("%w: a %s field takes no value from a string", errBadValue, fd.Kind())
}

func parseFloat(s string, bits int) (float64, error) {
	switch s {
	case "NaN":
		return math.NaN(), nil
	case "Infinity":
		return math.Inf(1), nil
	case "-Infinity":
		return math.Inf(-1), nil
	}
	f, err := strconv.ParseFloat(s, bits)
	if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
		return 0, fmt.Errorf("%w: not a number", errBadValue)
	}
	return f, nil
}

func parseBytes(s string) ([]byte, error) {
	enc := base64.StdEncoding
	if strings.ContainsAny(s, "-_") {
		enc = base64.URLEncoding
	}
	if !strings.HasSuffix(s, "=") {
		enc = enc.WithPadding(base64.NoPadding)
	}
	b, err := enc.DecodeString(s)
	if err != nil {
		return nil, fmt.Errorf("%w: not base64", errBadValue)
	}
	return b, nil
}

// parseMessage fills a well-known scalar message (isScalarLeaf) from its
// JSON form without quotes: RFC 3339 timestamps, "1.5s" durations, field
// masks as comma-separated camelCase paths, wrappers as their value.
func parseMessage(m protoreflect.Message, s string) error {
	md := m.Descriptor()
	switch md.FullName() {
	case "google.protobuf.Timestamp", "google.protobuf.Duration", "google.protobuf.FieldMask":
		if err := protojson.Unmarshal([]byte(strconv.Quote(s)), m.Interface()); err != nil {
			return fmt.Errorf("%w: not a %s", errBadValue, md.Name())
		}
		return nil
	}
	if !scalarMessages[md.FullName()] {
		return fmt.Errorf("%w: a %s takes no value from a string", errBadValue, md.FullName())
	}
	fd := md.Fields().ByNumber(1)
	v, err := parseScalar(fd, s)
	if err != nil {
		return err
	}
	m.Set(fd, v)
	return nil
}
