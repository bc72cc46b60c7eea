package plugin

import (
	"fmt"
	"io"
	"os"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/reflect/protoreflect"
)

// Stderr is where plugins write their notices; protoc and buf show a
// plugin's standard error to whoever runs them. Tests replace it.
var Stderr io.Writer = os.Stderr

// Fallbacks names the fields of messages whose message type (a map's
// value type included) gets no code in this run: a well-known type, or a
// file generated without the plugin. For a plugin whose methods answer
// "not handled" on such a value, the whole message goes to its codec's
// reference path, unless the plugin's runtime handles that type itself
// (runtime, which may be nil). Each entry is
// "acme.shop.v1.Product.attrs (google.protobuf.Struct)".
func Fallbacks(gen *protogen.Plugin, messages []*protogen.Message, runtime func(protoreflect.FullName) bool) []string {
	var out []string
	for _, m := range messages {
		for _, f := range m.Fields {
			msg := f.Message
			if f.Desc.IsMap() {
				msg = f.Message.Fields[1].Message
			}
			if msg == nil || Generated(gen, msg.Desc.ParentFile()) || (runtime != nil && runtime(msg.Desc.FullName())) {
				continue
			}
			out = append(out, fmt.Sprintf("%s (%s)", f.Desc.FullName(), msg.Desc.FullName()))
		}
	}
	return out
}

// NoteFallbacks writes one notice per field Fallbacks names, saying which
// message leaves the fast path (and, with it, every message that holds
// it), so nobody measures a reference path believing it generated.
func NoteFallbacks(name, codec string, gen *protogen.Plugin, messages []*protogen.Message, runtime func(protoreflect.FullName) bool) {
	for _, f := range Fallbacks(gen, messages, runtime) {
		fmt.Fprintf(Stderr, "%s: no fast path for %s: its message, and every message holding it, is written and read by %s's reference path\n", name, f, codec)
	}
}
