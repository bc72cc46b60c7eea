package plugin

import (
	"fmt"
	"strings"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/reflect/protoreflect"
)

// Value is what one value of a field is in the struct protoc-gen-go
// writes, which decides the code that appends and reads it: protobuf's 18
// kinds come down to these 11. The per-kind switches of the generators
// switch on it, so which kinds share a Go type is said once, here.
type Value int

// The values, with the kinds each stands for.
const (
	Bool    Value = iota + 1 // bool
	Int32                    // int32, sint32, sfixed32
	Uint32                   // uint32, fixed32
	Int64                    // int64, sint64, sfixed64
	Uint64                   // uint64, fixed64
	Float32                  // float
	Float64                  // double
	String                   // string
	Bytes                    // bytes
	Enum                     // an enum: its named int32 type
	Message                  // a message or group: a pointer to its struct
)

var valueNames = [...]string{
	Bool: "Bool", Int32: "Int32", Uint32: "Uint32", Int64: "Int64", Uint64: "Uint64",
	Float32: "Float32", Float64: "Float64", String: "String", Bytes: "Bytes", Enum: "Enum", Message: "Message",
}

// String is v's name, which is also the name the runtimes give what reads
// or writes it: the JSON, MessagePack and XML decoders' d.Int32(),
// d.Float64(), d.Bytes() … and their map keys' d.Int32Key(raw) ….
func (v Value) String() string {
	if v > 0 && int(v) < len(valueNames) {
		return valueNames[v]
	}
	return fmt.Sprintf("Value(%d)", int(v))
}

// ValueOf is the Value of fd's values (of one element of a list; a map
// field is a Message, its key and value fields have their own).
func ValueOf(fd protoreflect.FieldDescriptor) Value {
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
		return Float32
	case protoreflect.DoubleKind:
		return Float64
	case protoreflect.StringKind:
		return String
	case protoreflect.BytesKind:
		return Bytes
	case protoreflect.EnumKind:
		return Enum
	case protoreflect.MessageKind, protoreflect.GroupKind:
		return Message
	}
	panic(fmt.Sprintf("%s: unsupported kind %s", fd.FullName(), fd.Kind()))
}

// GoType is the Go type protoc-gen-go gives one value of field f (the
// element type of a repeated field), qualified for the file g writes.
func GoType(g *protogen.GeneratedFile, f *protogen.Field) string {
	switch v := ValueOf(f.Desc); v {
	case Bytes:
		return "[]byte"
	case Enum:
		return g.QualifiedGoIdent(f.Enum.GoIdent)
	case Message:
		return "*" + g.QualifiedGoIdent(f.Message.GoIdent)
	default: // the others are named as their Go types: bool, int32, …, string
		return strings.ToLower(v.String())
	}
}

// InOneof reports whether f is a member of a real oneof (not the
// synthetic one of a proto3 optional field): its value sits in a wrapper
// struct behind the oneof's interface field.
func InOneof(f *protogen.Field) bool {
	return f.Oneof != nil && !f.Oneof.Desc.IsSynthetic()
}

// Oneofs lists m's real oneofs, in declaration order: the generated
// decoders number them so (one bit each, set when a member is read).
func Oneofs(m *protogen.Message) []*protogen.Oneof {
	var out []*protogen.Oneof
	for _, o := range m.Oneofs {
		if !o.Desc.IsSynthetic() {
			out = append(out, o)
		}
	}
	return out
}

// ScalarPointer reports whether protoc-gen-go declares singular field f
// as a pointer to its value, nil when unset: a proto3 optional scalar or
// enum. (Optional bytes stay a slice, nil when unset; messages are
// pointers whatever their presence.)
func ScalarPointer(f *protogen.Field) bool {
	v := ValueOf(f.Desc)
	return f.Desc.HasPresence() && !InOneof(f) && v != Message && v != Bytes
}

// Presence returns the condition under which protobuf-go's Has reports
// singular field f of message x set, and the Go expression of its value,
// for the file g writes. For a member of a real oneof the condition
// declares ov. A float is set when it is not zero or is -0 (and NaN).
func Presence(g *protogen.GeneratedFile, f *protogen.Field) (cond, value string) {
	switch {
	case InOneof(f):
		return fmt.Sprintf("ov, ok := x.%s.(*%s); ok && ov != nil", f.Oneof.GoName, g.QualifiedGoIdent(f.GoIdent)),
			"ov." + f.GoName
	case ScalarPointer(f):
		return "x." + f.GoName + " != nil", "*x." + f.GoName
	case f.Desc.HasPresence():
		return "x." + f.GoName + " != nil", "x." + f.GoName
	}
	v := "x." + f.GoName
	switch ValueOf(f.Desc) {
	case Bool:
		return v, v
	case String, Bytes:
		return "len(" + v + ") > 0", v
	case Float32, Float64:
		return v + " != 0 || " + g.QualifiedGoIdent(protogen.GoImportPath("math").Ident("Signbit")) + "(float64(" + v + "))", v
	}
	return v + " != 0", v
}
