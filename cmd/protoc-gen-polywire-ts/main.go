// Command protoc-gen-polywire-ts is a protoc/buf plugin that writes, for
// every proto3 file, a TypeScript module of straight-line Protobuf decoders
// and encoders over plain objects of the proto3 JSON shape: no runtime
// library, no reflection, one loop per message with a switch on the
// precomputed tag.
//
// For each .proto file it writes <name>_pwts.ts (beside the file's path,
// like paths=source_relative) and, once per run, pwts_runtime.ts at the
// output root (the wire primitives and PolywireDecodeError, imported by
// every generated file). Per message X (nested messages as Outer_Inner):
//
//	interface X                       the proto3 JSON shape, every field present
//	decodeX(bytes: Uint8Array): X     Protobuf binary to a plain object
//	encodeX(obj: X): Uint8Array       a plain object to Protobuf binary
//	viewX(bytes): XView               for messages with a repeated message field
//
// The object is what @bufbuild/protobuf's toJson(schema, fromBinary(schema,
// bytes), {alwaysEmitImplicit: true}) gives, with the same keys in the same
// order: JSON (camelCase) names; scalars at their zero value when absent;
// repeated fields as arrays (empty when absent); 64-bit integers as decimal
// strings (int64=bigint: as bigint); enums as their value's name (an
// unknown number stays a number); a sub-message as an object, or undefined
// when absent (toJson omits it; the key is still there so every object of
// one type has one shape). Two deliberate differences from toJson: doubles
// and floats stay numbers (NaN and ±Infinity, not the strings "NaN" and
// "Infinity"), and bytes are Uint8Array, not base64.
//
// Decoding accepts and rejects exactly what fromBinary does (it is tested
// against it): truncated varints and lengths, lengths past the end, tags
// with field 0 or wire type 6 or 7, unmatched end-group tags, invalid UTF-8
// in strings, and nesting past 100 throw PolywireDecodeError with the byte
// offset. Like fromBinary, a known field that arrives with another wire type
// is read as its declared type (not rejected), unknown fields (groups
// included) are skipped, a repeated singular message merges, and the last
// value of a scalar wins. encodeX writes fields in field-number order and
// omits proto3 defaults: byte-identical to toBinary and to polywire's
// deterministic Protobuf. It accepts the decoder's output and canonical
// proto3 JSON (missing keys, numeric strings, enum numbers).
//
// viewX(bytes) decodes every field but the first repeated message field
// eagerly and only indexes that one (the offset of each row): view.length
// and view.get(i), which decodes row i when asked. Errors inside a row are
// thrown by get(i), not by viewX.
//
// With the option fb=true it also writes, per file, <name>_pwfb.ts and, once,
// pwfb_runtime.ts (fb.go): decoders of polywire's FlatBuffers mapping of the
// same messages (the .fbs mirror of each .proto: proto field i in declaration order is
// table slot i, defaults omitted) into the same interfaces:
//
//	decodeXFb(bytes: Uint8Array): X   a FlatBuffer whose root is an X
//	viewXFb(bytes): XView             the same view; only the root and the vector header read up front
//
// They verify as they read, with the checks of a FlatBuffers verifier
// (clients/ts/src/fbverify.ts): every offset, vtable, field, string and
// vector inside the buffer, strings zero-terminated and valid UTF-8, depth
// and table count bounded; anything else throws PolywireDecodeError with the
// byte offset. A leading U+FEFF in a string is kept.
//
// With the option msgpack=true it also writes <name>_pwmp.ts and, once,
// pwmp_runtime.ts: polywire's MessagePack mapping (codec/msgpackcodec: maps
// keyed by JSON names in declaration order, defaults omitted, enums by
// name, integers in their smallest encoding, doubles as float 64) over the
// same interfaces. Per message X:
//
//	decodeXMsgpack(bytes): X            exactly one map to the object decodeX gives
//	encodeXMsgpack(obj: X): Uint8Array  polywire's deterministic bytes
//	viewXMsgpack(bytes): XView          for messages with a repeated message field
//
// Keys are matched by their bytes (a switch on the length, then byte
// compares), never made into strings. Decoding refuses what the Go decoder
// refuses (unknown and repeated keys, values of the wrong family, integers
// out of range, invalid UTF-8, truncation, trailing bytes) and also int 64
// encodings for double and enum fields; nil for a field is its default.
//
// Usage with buf (buf.gen.yaml):
//
//	plugins:
//	  - local: protoc-gen-polywire-ts   # go install github.com/polywire/polywire/cmd/protoc-gen-polywire-ts@latest
//	    out: src/gen/pwts
//	    opt: int64=string               # or int64=bigint; add ,fb=true for _pwfb.ts, ,msgpack=true for _pwmp.ts
//
// or with protoc: protoc --polywire-ts_out=src/gen/pwts --polywire-ts_opt=int64=bigint x.proto.
// The output is TypeScript for ES modules (imports end in .js, as
// moduleResolution NodeNext and bundlers expect). Only proto3 is supported;
// maps, oneofs (and proto3 optional) and groups are reported as errors.
package main

import (
	_ "embed"
	"flag"
	"fmt"
	"io"
	"os"
	"path"
	"strings"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/pluginpb"
)

//go:embed pwts_runtime.ts
var runtimeTS string

func main() {
	if err := plugin(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintf(os.Stderr, "protoc-gen-polywire-ts: %v\n", err)
		os.Exit(1)
	}
}

func plugin(in io.Reader, out io.Writer) error {
	data, err := io.ReadAll(in)
	if err != nil {
		return fmt.Errorf("read request: %w", err)
	}
	req := &pluginpb.CodeGeneratorRequest{}
	if err := proto.Unmarshal(data, req); err != nil {
		return fmt.Errorf("parse request: %w", err)
	}
	// protogen insists on a Go import path for every file; TypeScript has
	// no use for one, so files without go_package get a made-up path.
	params := []string{}
	if p := req.GetParameter(); p != "" {
		params = append(params, p)
	}
	for _, f := range req.GetProtoFile() {
		if f.GetOptions().GetGoPackage() == "" {
			params = append(params, "M"+f.GetName()+"=pwts.invalid/"+path.Dir(f.GetName()))
		}
	}
	req.Parameter = proto.String(strings.Join(params, ","))

	var flags flag.FlagSet
	int64Mode := flags.String("int64", "string", "how 64-bit integers are represented: string or bigint")
	fb := flags.Bool("fb", false, "also write FlatBuffers decoders and views (<name>_pwfb.ts, see fb.go)")
	msgpack := flags.Bool("msgpack", false, "also write <name>_pwmp.ts: polywire's MessagePack for the same interfaces")
	gen, err := protogen.Options{ParamFunc: flags.Set}.New(req)
	if err != nil {
		return err
	}
	gen.SupportedFeatures = uint64(pluginpb.CodeGeneratorResponse_FEATURE_PROTO3_OPTIONAL)
	if err := run(gen, *int64Mode); err != nil {
		gen.Error(err)
	} else {
		if *fb {
			if err := runFB(gen, *int64Mode); err != nil {
				gen.Error(err)
			}
		}
		if *msgpack {
			runMsgpack(gen, *int64Mode)
		}
	}
	resp, err := proto.Marshal(gen.Response())
	if err != nil {
		return fmt.Errorf("marshal response: %w", err)
	}
	_, err = out.Write(resp)
	return err
}
