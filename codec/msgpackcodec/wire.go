package msgpackcodec

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"unicode/utf8"

	"google.golang.org/protobuf/reflect/protoreflect"
)

// maxDepth caps message nesting, when encoding as when decoding, so that a
// hostile body cannot exhaust the stack and everything Marshal writes,
// Unmarshal reads.
const maxDepth = 100

// wireType is the MessagePack family of a value, known from its first byte.
type wireType uint8

const (
	wireInvalid wireType = iota // 0xc1, "never used"
	wireNil
	wireBool
	wireInt // positive and negative fixint, uint 8…64, int 8…64
	wireFloat32
	wireFloat64
	wireStr
	wireBin
	wireArray
	wireMap
	wireExt
)

var wireNames = [...]string{
	wireInvalid: "invalid byte", wireNil: "nil", wireBool: "bool", wireInt: "int",
	wireFloat32: "float32", wireFloat64: "float64", wireStr: "str", wireBin: "bin",
	wireArray: "array", wireMap: "map", wireExt: "ext",
}

func (t wireType) String() string { return wireNames[t] }

// typeOf returns the family of the value whose first byte is c.
func typeOf(c byte) wireType {
	switch {
	case c <= 0x7f || c >= 0xe0:
		return wireInt
	case c <= 0x8f:
		return wireMap
	case c <= 0x9f:
		return wireArray
	case c <= 0xbf:
		return wireStr
	}
	switch c {
	case 0xc0:
		return wireNil
	case 0xc2, 0xc3:
		return wireBool
	case 0xc4, 0xc5, 0xc6:
		return wireBin
	case 0xca:
		return wireFloat32
	case 0xcb:
		return wireFloat64
	case 0xcc, 0xcd, 0xce, 0xcf, 0xd0, 0xd1, 0xd2, 0xd3:
		return wireInt
	case 0xd9, 0xda, 0xdb:
		return wireStr
	case 0xdc, 0xdd:
		return wireArray
	case 0xde, 0xdf:
		return wireMap
	case 0xc7, 0xc8, 0xc9, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8:
		return wireExt
	}
	return wireInvalid
}

// isUintCode reports whether c starts an unsigned integer (positive fixint
// or uint 8…64); the other integers are signed (negative fixint, int 8…64).
func isUintCode(c byte) bool { return c <= 0x7f || (c >= 0xcc && c <= 0xcf) }

// Error is a failure to encode or decode a message, at a field when Path
// is not empty. Path is in proto JSON names, with list indexes and map keys:
// "transactions[3].amount", `labels["env"]`.
type Error struct {
	Path string
	Err  error
}

// Error implements error: "msgpack: transactions[3].amount: want float, got str".
func (e *Error) Error() string {
	if e.Path == "" {
		return "msgpack: " + e.Err.Error()
	}
	return "msgpack: " + e.Path + ": " + e.Err.Error()
}

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

var (
	errTruncated   = errors.New("unexpected end of input")
	errInvalidUTF8 = errors.New("invalid UTF-8 in str")
	errDepth       = fmt.Errorf("message nesting exceeds %d levels", maxDepth)
)

// wrap prefixes the path of err with seg, a field name or "[i]", as the
// error unwinds from the failing value to the top-level message.
func wrap(err error, seg string) error {
	var e *Error
	if !errors.As(err, &e) {
		e = &Error{Err: err}
	}
	switch {
	case e.Path == "":
		e.Path = seg
	case e.Path[0] == '[':
		e.Path = seg + e.Path
	default:
		e.Path = seg + "." + e.Path
	}
	return e
}

// top makes err an *Error (the path is empty for the top-level message).
func top(err error) error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return &Error{Err: err}
}

func indexSeg(i int) string { return "[" + strconv.Itoa(i) + "]" }

func keySeg(k string) string { return "[" + strconv.Quote(k) + "]" }

func typeError(want string, c byte) error {
	return fmt.Errorf("want %s, got %s", want, typeOf(c))
}

func headerError(what string, n uint32, left int) error {
	return fmt.Errorf("%s header declares %d entries but only %d bytes follow", what, n, left)
}

func unknownField(key []byte) error { return fmt.Errorf("unknown field %q", key) }

func duplicateField(key []byte) error { return fmt.Errorf("duplicate field %q", key) }

// wantOf names the MessagePack family a field's values must have.
func wantOf(fp *fieldPlan) string {
	switch fp.kind {
	case protoreflect.BoolKind:
		return "bool"
	case protoreflect.FloatKind, protoreflect.DoubleKind:
		return "float"
	case protoreflect.StringKind:
		return "str"
	case protoreflect.BytesKind:
		return "bin"
	case protoreflect.EnumKind:
		return "str or int"
	case protoreflect.MessageKind, protoreflect.GroupKind:
		return "map"
	}
	return "int"
}

// isSigned reports whether values of kind k are written as signed integers.
func isSigned(k protoreflect.Kind) bool {
	switch k {
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind,
		protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind,
		protoreflect.EnumKind:
		return true
	}
	return false
}

// is32 reports whether kind k holds 32-bit integers.
func is32(k protoreflect.Kind) bool {
	switch k {
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind,
		protoreflect.Uint32Kind, protoreflect.Fixed32Kind, protoreflect.EnumKind:
		return true
	}
	return false
}

// signedFromUint range-checks an unsigned wire integer for a signed field.
func signedFromUint(u uint64, k protoreflect.Kind) (int64, error) {
	if (is32(k) && u > math.MaxInt32) || u > math.MaxInt64 {
		return 0, fmt.Errorf("value %d out of range for %s", u, k)
	}
	return int64(u), nil
}

// signedFromInt range-checks a signed wire integer for a signed field.
func signedFromInt(i int64, k protoreflect.Kind) (int64, error) {
	if is32(k) && (i > math.MaxInt32 || i < math.MinInt32) {
		return 0, fmt.Errorf("value %d out of range for %s", i, k)
	}
	return i, nil
}

// unsignedFromUint range-checks an unsigned wire integer for an unsigned field.
func unsignedFromUint(u uint64, k protoreflect.Kind) (uint64, error) {
	if is32(k) && u > math.MaxUint32 {
		return 0, fmt.Errorf("value %d out of range for %s", u, k)
	}
	return u, nil
}

// unsignedFromInt range-checks a signed wire integer for an unsigned field.
func unsignedFromInt(i int64, k protoreflect.Kind) (uint64, error) {
	if i < 0 || (is32(k) && i > math.MaxUint32) {
		return 0, fmt.Errorf("value %d out of range for %s", i, k)
	}
	return uint64(i), nil
}

// intValue makes the protoreflect value of an integer field of kind k.
func intValue(k protoreflect.Kind, i int64) protoreflect.Value {
	switch k {
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
		return protoreflect.ValueOfInt32(int32(i))
	case protoreflect.EnumKind:
		return protoreflect.ValueOfEnum(protoreflect.EnumNumber(i))
	}
	return protoreflect.ValueOfInt64(i)
}

func uintValue(k protoreflect.Kind, u uint64) protoreflect.Value {
	if is32(k) {
		return protoreflect.ValueOfUint32(uint32(u))
	}
	return protoreflect.ValueOfUint64(u)
}

// floatValue makes the value of a float or double field from f, rejecting
// finite values a float cannot hold (as protojson does).
func floatValue(k protoreflect.Kind, f float64) (protoreflect.Value, error) {
	if k == protoreflect.DoubleKind {
		return protoreflect.ValueOfFloat64(f), nil
	}
	f32 := float32(f)
	if math.IsInf(float64(f32), 0) && !math.IsInf(f, 0) {
		return protoreflect.Value{}, fmt.Errorf("value %g out of range for float", f)
	}
	return protoreflect.ValueOfFloat32(f32), nil
}

// enumByName resolves an enum value name.
func enumByName(fp *fieldPlan, name []byte) (protoreflect.Value, error) {
	n, ok := fp.enum.byName[string(name)]
	if !ok {
		return protoreflect.Value{}, fmt.Errorf("unknown value %q for enum %s", name, fp.enum.desc.FullName())
	}
	return protoreflect.ValueOfEnum(n), nil
}

// stringValue copies a str payload into a string field's value.
func stringValue(v []byte) (protoreflect.Value, error) {
	if !utf8.Valid(v) {
		return protoreflect.Value{}, errInvalidUTF8
	}
	return protoreflect.ValueOfString(string(v)), nil
}

// sortedMapKeys returns the keys of a map field in the order proto JSON
// writes them: numerically for integers, false before true, bytewise for
// strings.
func sortedMapKeys(m protoreflect.Map, k protoreflect.Kind) []protoreflect.MapKey {
	keys := make([]protoreflect.MapKey, 0, m.Len())
	m.Range(func(key protoreflect.MapKey, _ protoreflect.Value) bool {
		keys = append(keys, key)
		return true
	})
	slices.SortFunc(keys, func(a, b protoreflect.MapKey) int {
		switch k {
		case protoreflect.StringKind:
			return cmp.Compare(a.String(), b.String())
		case protoreflect.BoolKind:
			switch {
			case a.Bool() == b.Bool():
				return 0
			case !a.Bool():
				return -1
			}
			return 1
		}
		if isSigned(k) {
			return cmp.Compare(a.Int(), b.Int())
		}
		return cmp.Compare(a.Uint(), b.Uint())
	})
	return keys
}

// appendMapKey appends the text of a map key, as proto JSON writes it.
func appendMapKey(b []byte, key protoreflect.MapKey, k protoreflect.Kind) ([]byte, error) {
	switch k {
	case protoreflect.StringKind:
		s := key.String()
		if !utf8.ValidString(s) {
			return b, errInvalidUTF8
		}
		return append(b, s...), nil
	case protoreflect.BoolKind:
		return strconv.AppendBool(b, key.Bool()), nil
	}
	if isSigned(k) {
		return strconv.AppendInt(b, key.Int(), 10), nil
	}
	return strconv.AppendUint(b, key.Uint(), 10), nil
}

// parseMapKey reads the text of a map key of kind k.
func parseMapKey(s []byte, k protoreflect.Kind) (protoreflect.MapKey, error) {
	switch k {
	case protoreflect.StringKind:
		v, err := stringValue(s)
		if err != nil {
			return protoreflect.MapKey{}, err
		}
		return v.MapKey(), nil
	case protoreflect.BoolKind:
		switch string(s) {
		case "true":
			return protoreflect.ValueOfBool(true).MapKey(), nil
		case "false":
			return protoreflect.ValueOfBool(false).MapKey(), nil
		}
	default:
		bits := 64
		if is32(k) {
			bits = 32
		}
		if isSigned(k) {
			if i, err := strconv.ParseInt(string(s), 10, bits); err == nil {
				return intValue(k, i).MapKey(), nil
			}
		} else if u, err := strconv.ParseUint(string(s), 10, bits); err == nil {
			return uintValue(k, u).MapKey(), nil
		}
	}
	return protoreflect.MapKey{}, fmt.Errorf("map key %q is not a %s", s, k)
}

// isExtensionKey reports whether a key has the "[full.name]" form of an
// extension field.
func isExtensionKey(key []byte) bool {
	return len(key) > 2 && key[0] == '[' && key[len(key)-1] == ']'
}

func errUnsupportedKind(k protoreflect.Kind) error { return fmt.Errorf("unsupported field kind %s", k) }

var errDuplicateKey = errors.New("duplicate map key")

func oneofError(fp *fieldPlan, set protoreflect.FieldDescriptor) error {
	return fmt.Errorf("oneof %s already set by field %q", fp.oneof.Name(), set.JSONName())
}
