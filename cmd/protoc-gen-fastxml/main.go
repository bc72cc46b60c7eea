// Command protoc-gen-fastxml is a protoc plugin that writes, next to each
// proto3 file's *.pb.go, a *_fastxml.pb.go with a fast path for
// polywire's XML mapping (package github.com/polywire/polywire/codec/xmlcodec)
// on every message:
//
//   - AppendXMLFast(b) ([]byte, bool) appends the whole document, and
//     AppendXMLFields(b, depth) the fields of one element: the bytes
//     xmlcodec's descriptor-driven path writes, byte for byte;
//   - UnmarshalXMLFast(b) bool resets the message and reads a document,
//     and DecodeXMLFields(d, depth) the fields of one element: the
//     canonical form, whitespace between elements and the predefined
//     entities;
//   - for every enum, a name table (fastxmlAppend_E, fastxmlLookup_E).
//
// Each method answers "done, exactly as the reference would" or "not
// handled" (false), and xmlcodec.Codec then runs the reference over the
// whole message or document: messages without generated methods (but the
// well-known types, which the runtime writes and reads itself), strings
// XML cannot carry, comments, CDATA, unknown elements and every error go
// that way, so error texts are the reference's; the plugin names every
// field that sends its message that way on standard error as it
// generates. The rules live once, in the
// runtime package github.com/polywire/polywire/codec/xmlcodec/fastxml,
// which the generated files import; xmlcodec finds the methods by
// interface and uses them unless Codec{Reference: true}.
//
// It runs from source as a local plugin of the repository's buf.gen.yaml
// (make generate writes the *_fastxml.pb.go files under gen, and make
// checkgenerate fails when they are stale). Other modules install it like
// any plugin:
//
//	go install github.com/polywire/polywire/cmd/protoc-gen-fastxml@latest
//
// and list it in buf.gen.yaml after protoc-gen-go, with the same output
// directory and options:
//
//	plugins:
//	  - local: protoc-gen-go
//	    out: gen
//	    opt: paths=source_relative
//	  - local: protoc-gen-fastxml
//	    out: gen
//	    opt: paths=source_relative
//
// Only proto3 files with the open struct API are supported (every scalar
// kind, enums, repeated fields, nested messages, maps, oneofs, proto3
// optional, bytes).
package main

import "github.com/polywire/polywire/cmd/internal/plugin"

func main() { plugin.Main(generateFile) }
