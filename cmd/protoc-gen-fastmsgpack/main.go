// Command protoc-gen-fastmsgpack is a protoc (and buf) plugin that writes,
// next to each proto3 file's *.pb.go, a *_fastmsgpack.pb.go in the same Go
// package with these methods on every message:
//
//	AppendMsgpack(b []byte) ([]byte, error)
//	UnmarshalMsgpack(b []byte, alias bool) error
//	AppendMsgpackFast(b []byte, depth int) ([]byte, bool)
//	DecodeMsgpackFast(d *fastmsgpack.Decoder) bool
//
// msgpackcodec.Codec calls the first two when a message has them. They
// write package msgpackcodec's MessagePack mapping (maps keyed by the proto
// JSON names, proto JSON's defaults omitted, smallest integers) byte for
// byte as its descriptor-driven encoder does, and accept and refuse what
// its decoder does, with the same results and errors; the last two are
// their building blocks, which generated code of other packages calls.
//
// Why: the descriptor-driven codec reaches every field through
// protoreflect, boxing each value and allocating each string and message
// on its own. The generated code is a loop over the struct, reads strings
// from one copy of the input, and allocates the elements of a repeated
// message field at once. The rules that must match the reference live
// once, in the runtime package
// github.com/polywire/polywire/codec/msgpackcodec/fastmsgpack, which the
// generated files import; whatever the fast decoder does not take itself
// (errors, nil values, unknown keys) it hands to the reference decoder.
//
// It runs from source as a local plugin of the repository's buf.gen.yaml
// (`make generate` writes the *_fastmsgpack.pb.go files under gen, and
// `make checkgenerate` fails when they are stale). Other modules install
// it like any plugin:
//
//	go install github.com/polywire/polywire/cmd/protoc-gen-fastmsgpack@latest
//
// and add it to their buf.gen.yaml beside protoc-gen-go, with the same out
// and paths:
//
//	plugins:
//	  - local: protoc-gen-go
//	    out: gen
//	    opt: paths=source_relative
//	  - local: protoc-gen-fastmsgpack
//	    out: gen
//	    opt: paths=source_relative
//
// Only proto3 files with the open struct API are supported. The runtime
// writes and reads the well-known types itself (plain messages in this
// mapping); other message types the plugin does not generate (packages
// generated without it) are encoded and decoded by the reference path at
// run time, and the plugin names each field holding one on standard error
// as it generates.
package main

import "github.com/polywire/polywire/cmd/internal/plugin"

func main() { plugin.Main(generateFile) }
