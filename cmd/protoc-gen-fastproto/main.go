// Command protoc-gen-fastproto is a protoc (and buf) plugin that writes,
// next to each file protoc-gen-go generates, a <name>_fastproto.pb.go in the
// same Go package with three methods per message:
//
//	SizeFast() int
//	AppendFast(b []byte) []byte
//	UnmarshalFast(b []byte, alias bool) error
//
// Why: google.golang.org/protobuf (protobuf-go) encodes and decodes through
// per-field function tables and allocates every string and every message on
// its own; on polywire's bank account of 10,001 transactions that is 80,000
// allocations per decode. The generated code is straight-line per message,
// decodes strings by aliasing the input (or a single private copy of it),
// allocates all elements of a repeated message field at once, and validates
// UTF-8 with an ASCII fast path. Its bytes are those of
// proto.MarshalOptions{Deterministic: true} and its decode accepts and
// rejects what proto.Unmarshal does; the tests in this directory hold it to
// both, on polywire's schemas and on testdata/kinds.proto, which has every
// field kind proto3 has.
//
// Only proto3 files are supported. Message fields whose type lives in
// another Go package (well-known types, say) are encoded and decoded through
// protobuf-go.
//
// The runtime the generated code calls is package
// github.com/polywire/polywire/codec/protocodec/fastwire; any module can
// run the plugin and compile its output:
//
//	go install github.com/polywire/polywire/cmd/protoc-gen-fastproto@latest
package main

import "github.com/polywire/polywire/cmd/internal/plugin"

func main() { plugin.Main(generateFile) }
