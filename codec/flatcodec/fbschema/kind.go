package fbschema

import "google.golang.org/protobuf/reflect/protoreflect"

// Kind is the layout of a field's slot. The descriptor-driven codec
// (codec/flatcodec's plan.go), the generator of its fast path
// (cmd/protoc-gen-fastflat) and Write all decide it here, so that no two
// of them can lay a field out differently.
type Kind uint8

// The kinds, scalars first (Scalar relies on the order).
const (
	Bool    Kind = iota // bool: 1 byte
	Int32               // int32, sint32, sfixed32: int
	Uint32              // uint32, fixed32: uint
	Int64               // int64, sint64, sfixed64: long
	Uint64              // uint64, fixed64: ulong
	Float               // float
	Double              // double
	Enum                // proto enum: int (proto3 enums are open: any int32 is kept)
	String              // string: uoffset to a string
	Bytes               // bytes: uoffset to [ubyte]; repeated, to a vector of item tables
	Message             // message or group: uoffset to a table
	Map                 // map: uoffset to a vector of entry tables sorted by key
)

// Scalar reports whether k is stored inline rather than behind a uoffset.
func (k Kind) Scalar() bool { return k <= Enum }

// Width is the number of bytes a scalar of kind k takes, in a table and in
// a vector; uoffsets (strings, bytes, tables, vectors) take 4.
func (k Kind) Width() int {
	switch k {
	case Bool:
		return 1
	case Int64, Uint64, Double:
		return 8
	default:
		return 4
	}
}

// KindOf returns the layout of fd's slot.
func KindOf(fd protoreflect.FieldDescriptor) Kind {
	if fd.IsMap() {
		return Map
	}
	switch fd.Kind() {
	case protoreflect.BoolKind:
		return Bool
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
		return Int32
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind:
		return Uint32
	case protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		return Int64
	case protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		return Uint64
	case protoreflect.FloatKind:
		return Float
	case protoreflect.DoubleKind:
		return Double
	case protoreflect.EnumKind:
		return Enum
	case protoreflect.StringKind:
		return String
	case protoreflect.BytesKind:
		return Bytes
	default: // MessageKind, GroupKind
		return Message
	}
}
