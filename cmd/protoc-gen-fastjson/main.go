// Command protoc-gen-fastjson is a protoc plugin that writes, next to each
// proto3 file's *.pb.go, a *_fastjson.pb.go with AppendJSONFast,
// UnmarshalJSONFast and DecodeJSONFast methods for every message: the
// canonical proto3 JSON mapping, byte-identical to protojson's output with
// its whitespace removed, and accepting exactly what protojson accepts.
//
// It exists because protojson reaches every field through protoreflect and
// is the slowest path of the server (an order of magnitude behind a loop
// over the struct). The generated code is that loop; the rules that must
// match protojson live once, in the runtime package
// github.com/polywire/polywire/codec/jsoncodec/fastjson, which the
// generated files import.
//
// It runs from source as a local plugin of the repository's buf.gen.yaml:
// `make generate` writes the *_fastjson.pb.go files under gen and
// `make checkgenerate` fails when they are stale. Other modules install it
// like any plugin:
//
//	go install github.com/polywire/polywire/cmd/protoc-gen-fastjson@latest
//
// Only proto3 files with the open struct API are supported. The runtime
// writes and reads the well-known types itself (Timestamp, Duration, the
// wrappers, Struct, Value, ListValue, FieldMask, Empty, Any); other message
// types the plugin does not generate are delegated to protojson at run
// time, one value at a time, and the plugin names each field holding one
// on standard error as it generates.
package main

import "github.com/polywire/polywire/cmd/internal/plugin"

func main() { plugin.Main(generateFile) }
