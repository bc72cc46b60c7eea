package plugin

import (
	"fmt"
	"io"
	"os"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/gofeaturespb"
)

// Stderr is where plugins write their notices; protoc and buf show a
// plugin's standard error to whoever runs them. Tests replace it.
var Stderr io.Writer = os.Stderr

// WellKnown reports whether name is one of the well-known types the
// runtimes of the JSON, MessagePack and XML plugins write and read
// themselves, in every position (singular, repeated, map value, oneof):
// Timestamp, Duration, the nine wrappers, Struct, Value, ListValue,
// FieldMask, Empty and Any. The other messages of package google.protobuf
// (descriptor.proto's, api.proto's, type.proto's, SourceContext) have no
// generated code and no runtime code.
func WellKnown(name protoreflect.FullName) bool {
	switch name {
	case "google.protobuf.Timestamp", "google.protobuf.Duration",
		"google.protobuf.BoolValue", "google.protobuf.Int32Value", "google.protobuf.Int64Value",
		"google.protobuf.UInt32Value", "google.protobuf.UInt64Value", "google.protobuf.FloatValue",
		"google.protobuf.DoubleValue", "google.protobuf.StringValue", "google.protobuf.BytesValue",
		"google.protobuf.Struct", "google.protobuf.Value", "google.protobuf.ListValue",
		"google.protobuf.FieldMask", "google.protobuf.Empty", "google.protobuf.Any":
		return true
	}
	return false
}

// Fallback is a field whose values the code a plugin generates in this run
// does not write and read itself: its message type (a map's value type
// included) is neither generated in the run nor WellKnown.
type Fallback struct {
	Field protoreflect.FullName // "acme.shop.v1.Product.source"
	Type  protoreflect.FullName // "google.protobuf.SourceContext"
	// Elsewhere is set when the type's file could get generated methods
	// from another run of the plugin (a proto3 file of another package,
	// say), which the runtime then finds and calls; unset, no run ever
	// generates them (package google.protobuf, proto2 and editions files).
	Elsewhere bool
}

// Fallbacks lists the fields of messages that Fallback describes, in
// declaration order.
func Fallbacks(gen *protogen.Plugin, messages []*protogen.Message) []Fallback {
	var out []Fallback
	for _, m := range messages {
		for _, f := range m.Fields {
			msg := f.Message
			if f.Desc.IsMap() {
				msg = f.Message.Fields[1].Message
			}
			if msg == nil || Generated(gen, msg.Desc.ParentFile()) || WellKnown(msg.Desc.FullName()) {
				continue
			}
			out = append(out, Fallback{Field: f.Desc.FullName(), Type: msg.Desc.FullName(), Elsewhere: generatable(gen, msg.Desc.ParentFile())})
		}
	}
	return out
}

// generatable reports whether a run of a plugin could generate code for
// file desc (Eligible's rules), whether or not this one does.
func generatable(gen *protogen.Plugin, desc protoreflect.FileDescriptor) bool {
	f, ok := gen.FilesByPath[desc.Path()]
	return ok && desc.Package() != WellKnownPackage && desc.Syntax() == protoreflect.Proto3 &&
		f.APILevel == gofeaturespb.GoFeatures_API_OPEN
}

// NoteFallbacks writes one notice per field Fallbacks names, saying what
// becomes of its values (consequence: "its values are written and read by
// protojson"), so nobody measures a reference path believing it
// generated. name is the plugin's name.
func NoteFallbacks(name, consequence string, gen *protogen.Plugin, messages []*protogen.Message) {
	for _, f := range Fallbacks(gen, messages) {
		if f.Elsewhere {
			fmt.Fprintf(Stderr, "%s: no fast path for %s (%s), whose file this run does not generate: unless a run of %s generates it too, %s\n",
				name, f.Field, f.Type, name, consequence)
		} else {
			fmt.Fprintf(Stderr, "%s: no fast path for %s (%s): %s generates no code for %s, so %s\n",
				name, f.Field, f.Type, name, f.Type, consequence)
		}
	}
}
