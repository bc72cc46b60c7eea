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
// bytes), {alwaysEmitImplicit: true}) gives, with the same keys: JSON
// (camelCase) names; scalars at their zero value when absent; repeated
// fields as arrays (empty when absent); 64-bit integers as decimal strings
// (int64=bigint: as bigint); enums as their value's name (an unknown number
// stays a number); a sub-message as an object, or undefined when absent
// (toJson omits it; the key is still there so every object of one type has
// one shape). Two deliberate differences from toJson: doubles and floats
// stay numbers (NaN and ±Infinity, not the strings "NaN" and "Infinity"),
// and bytes are Uint8Array, not base64. The rest of proto3 follows toJson
// too:
//
//   - a map field is a plain object keyed by the key's JSON form ("42",
//     "true", any string: "__proto__" is an own key like any other), its
//     values as any field's ({ [key: string]: V }); an empty map is {};
//   - a oneof member or a proto3 optional field is T | undefined: undefined
//     when unset, its value — the default included (inStock: 0,
//     discontinued: false) — when set; of a oneof at most one member is
//     defined (decoding keeps the last, as protobuf does; encoding refuses
//     an object with two);
//   - recursive messages are ordinary interfaces (nesting bounded as below);
//   - the well-known types are their proto3 JSON form, as toJson writes it:
//     Timestamp an RFC 3339 string ("2023-11-14T22:13:20.123456789Z"),
//     Duration a string ("1.5s"), FieldMask a string of lowerCamelCase paths
//     ("user.displayName,photo"), Struct a JSON object, Value any JSON value
//     (null for null_value), ListValue a JSON array, Empty {}, a wrapper its
//     value (Int64Value a string or bigint, BytesValue a Uint8Array,
//     DoubleValue a number: the differences above hold), NullValue null,
//     Any an object of "@type" and the fields of the message it holds (or
//     "@type" and "value" for a well-known type). Where toJson has no form
//     for a message (a Timestamp outside years 1 to 9999, a Value holding
//     nothing or NaN, an Any of a type no imported module declares),
//     decoding throws PolywireDecodeError. An Any's message is read and
//     written by the module that declares its type, which registers its
//     types when the run's schemas use Any. The types' message forms are
//     read by ordinary generated code in modules of their own
//     (google/protobuf/<file>_pwts.ts, _pwfb.ts, _pwmp.ts, written whenever
//     a generated file uses them), with the conversions toJsonX and
//     fromJsonX (pwts_wkt.ts).
//
// Decoding accepts and rejects exactly what fromBinary does (it is tested
// against it) and, for the well-known types, what toJson accepts:
// truncated varints and lengths, lengths past the end, tags
// with field 0 or wire type 6 or 7, unmatched end-group tags, invalid UTF-8
// in strings, and nesting past 100 throw PolywireDecodeError with the byte
// offset. Like fromBinary, a known field that arrives with another wire type
// is read as declared (not rejected), unknown fields (groups included) are
// skipped, a repeated singular message merges, and the last value of a
// scalar wins. encodeX writes the bytes of Go's deterministic marshaling
// (polywire's Protobuf): fields by number, proto3 defaults omitted, the
// members of oneofs after the other fields (oneof by oneof) and map entries
// sorted by key (strings by their UTF-8 bytes, integers numerically) —
// byte-identical to toBinary for messages without maps and whose oneofs'
// members are numbered after every other field. It accepts the decoder's
// output and canonical proto3 JSON (missing keys, numeric strings, enum
// numbers).
//
// viewX(bytes) decodes every field but the first repeated message field
// eagerly and only indexes that one (the offset of each row): view.length
// and view.get(i), which decodes row i when asked. Errors inside a row are
// thrown by get(i), not by viewX.
//
// With the option fb=true it also writes, per file, <name>_pwfb.ts and, once,
// pwfb_runtime.ts (fb.go): decoders of polywire's FlatBuffers mapping of the
// same messages (the .fbs mirror of each .proto, codec/flatcodec/fbschema:
// proto field i in declaration order is table slot i, defaults omitted, a
// map a vector of entry tables in any order, the last of equal keys
// winning, a repeated bytes field a vector of item tables, a oneof member
// or optional field present whenever set) into the same interfaces:
//
//	decodeXFb(bytes: Uint8Array): X   a FlatBuffer whose root is an X
//	viewXFb(bytes): XView             the same view; only the root and the vector header read up front
//
// They verify as they read, with the checks of a FlatBuffers verifier
// (clients/ts/src/fbverify.ts): every offset, vtable, field, string and
// vector inside the buffer, strings zero-terminated and valid UTF-8, depth
// and table count bounded, at most one member of a oneof present; anything
// else throws PolywireDecodeError with the byte offset. A leading U+FEFF in
// a string is kept.
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
// out of range, invalid UTF-8, truncation, trailing bytes, a second member
// of a oneof, a map key that is not its type's JSON form or comes twice)
// and also int 64 encodings for double and enum fields; nil for a field is
// its default. A map is a MessagePack map keyed by the JSON form of its
// keys, written in key order; the well-known types are plain messages
// there (a Timestamp is {"seconds", "nanos"}), converted to and from the
// JSON forms above.
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
// moduleResolution NodeNext and bundlers expect). Only proto3 is supported:
// a proto2 or editions file is left out, and a field whose type is in one
// left out of its message (skipped when read, never written), each with a
// warning that names it; the rest of the run is written.
package main

import (
	"fmt"
	"io"
	"os"

	"github.com/polywire/polywire/internal/pwtsgen"
)

func main() {
	if err := plugin(os.Stdin, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintf(os.Stderr, "protoc-gen-polywire-ts: %v\n", err)
		os.Exit(1)
	}
}

// plugin answers the CodeGeneratorRequest read from in on out; warnings
// go to warn (internal/pwtsgen, which bench browser also runs in process).
func plugin(in io.Reader, out, warn io.Writer) error {
	return pwtsgen.Plugin(in, out, warn)
}
