// Package msgpackcodec is the MessagePack wire format (https://msgpack.org):
// the schema's messages as self-describing maps that a generic MessagePack
// library in any language (@msgpack/msgpack in JavaScript, msgpack-java,
// msgpack for Python) reads without the schema, for clients that want
// JSON's shape without parsing text, and in fewer bytes: numbers and
// booleans are binary, while field names are still spelled out in every
// message, so the saving is largest on numeric data (docs/BENCHMARKS.md
// compares the sizes).
//
// # Mapping
//
// The mapping is canonical proto3 JSON's, in MessagePack types, driven by
// the message's descriptor, so it works for any proto.Message:
//
//   - A message is a map keyed by the fields' proto JSON names
//     (fd.JSONName(): "transactionType", "availableFunds") in declaration
//     order, then any extensions as "[full.name]", sorted by name.
//   - Fields that are not populated are omitted, exactly as proto JSON
//     omits them: a proto3 scalar holding its default (0, "", false), an
//     empty list or map, an unset message. Fields with explicit presence
//     (optional, oneof members, proto2) are written whenever set. The same
//     message always gives the same bytes.
//   - string → str (UTF-8), bytes → bin, bool → bool, double → float 64,
//     float → float 32.
//   - Signed integers (int32, int64, sint*, sfixed*) take their smallest
//     encoding, as the MessagePack spec asks and as vmihailenco/msgpack,
//     @msgpack/msgpack and msgpack for Python write them: non-negative
//     values as positive fixint or uint 8/16/32/64, negative ones as
//     negative fixint or int 8/16/32/64. (msgp.AppendInt64 alone would
//     write 200 as int 16, a byte longer.) Unsigned integers (uint*,
//     fixed*) are positive fixint or uint 8/16/32/64. 64-bit integers are
//     numbers here, where JSON makes them strings.
//   - An enum is its value's name as a str, or its number for a value the
//     enum does not name (open enums).
//   - A repeated field is an array, a message field a nested map, a map
//     field a map whose keys are strings as in JSON ("42", "true"), sorted
//     (integers numerically).
//   - The well-known types (Timestamp, Duration, Struct, wrappers, Any)
//     have no special form: they are messages like any other, so a
//     Timestamp is {"seconds": …, "nanos": …} and an Any {"typeUrl": …,
//     "value": bin} (its type URL is not resolved).
//
// Decoding is as strict as protojson. An unknown key is an error that
// names it (a field's proto name, "r_i32" for "rI32", is accepted as
// protojson accepts it); so are a repeated key, a second member of a oneof,
// a key that is not a str, bytes after the message and an unset proto2
// required field. nil for a field leaves it at its default (nil is refused
// inside arrays and as a map value). Integers may come in any width whose
// value fits the field; an out-of-range value is an error. Float fields
// take float 32, float 64 and integers (a finite value beyond a float's
// range is an error); enum fields a name or a number; string fields only a
// valid UTF-8 str; bytes fields only bin. Messages nest at most 100 deep
// (Marshal enforces it too, so whatever it writes can be read back). A
// string or binary is never longer than the input, and an array or map
// header declaring more entries than the remaining bytes could hold is
// refused before anything is allocated. Errors are *Error, naming the path
// of the offending field: "msgpack: transactions[3].amount: want float,
// got str".
//
// What a schema-less decoder sees is the proto JSON of the message but
// for numbers: integers come as integers (int8…int64 or uint8…uint64 in Go,
// by their encoding), including the 64-bit ids JSON sends as strings; float
// fields as float32, not the float32's shortest decimal; NaN and ±Inf as
// floats, not "NaN" and "Infinity"; bytes as bin, not base64. JavaScript
// clients should decode with @msgpack/msgpack's useBigInt64 option, or
// 64-bit ids above 2^53 lose precision, as they would in JSON numbers.
//
// # Fast path
//
// Messages generated with protoc-gen-fastmsgpack (cmd/protoc-gen-fastmsgpack,
// runtime in package fastmsgpack) have AppendMsgpack and UnmarshalMsgpack
// methods, found by interface, that write the bytes described above and
// accept and refuse what the decoder below does, without protoreflect:
// several times faster (docs/BENCHMARKS.md, "MessagePack fast path").
// Whatever the generated decoder does not read
// itself (errors, nil, unknown keys, message types without generated
// methods) it hands to the descriptor-driven path, so results and errors
// are the same. Codec{Reference: true} uses the descriptor-driven path for
// every message: the baseline to measure the fast path against.
//
// # Library
//
// The descriptor-driven path is written on github.com/tinylib/msgp's append
// and read functions on a byte slice. They are strict by type, which the
// decoding rules above need, and cost less per value than a streaming
// encoder and decoder; the tests hold the codec to a second implementation
// on github.com/vmihailenco/msgpack/v5 (the same bytes, the same errors),
// and docs/BENCHMARKS.md compares the two.
package msgpackcodec

import (
	"fmt"

	"google.golang.org/protobuf/proto"
)

// MediaTypes are the types MessagePack answers to, canonical first: the
// registered application/vnd.msgpack is rarely sent; clients send the other
// two.
var MediaTypes = []string{"application/msgpack", "application/x-msgpack", "application/vnd.msgpack"}

// Aliases are the extra ?format= names.
var Aliases = []string{"messagepack", "mp"}

// Codec is the MessagePack codec. The zero value is ready to use and safe
// for concurrent use.
//
// Messages with the methods protoc-gen-fastmsgpack generates are encoded
// and decoded by that code, which writes the same bytes and accepts and
// refuses the same inputs, with the same errors: it hands whatever it does
// not take itself to the descriptor-driven path.
// Any other proto.Message takes the descriptor-driven path directly.
type Codec struct {
	// Reference selects the descriptor-driven path for every message, even
	// those with generated methods: the baseline to measure the fast path
	// against. Both write the same bytes.
	Reference bool
}

// Name implements codec.Codec.
func (Codec) Name() string { return "msgpack" }

// Marshal implements codec.Codec. It fails on a string that is not valid
// UTF-8, on nesting deeper than 100 messages and on an unset proto2
// required field.
func (c Codec) Marshal(dst []byte, m proto.Message) ([]byte, error) {
	if f, ok := m.(fastMessage); ok && !c.Reference {
		return f.AppendMsgpack(dst)
	}
	if err := proto.CheckInitialized(m); err != nil {
		return dst, &Error{Err: fmt.Errorf("check required fields: %w", err)}
	}
	mr := m.ProtoReflect()
	e := encoders.Get().(*encoder)
	defer encoders.Put(e)
	b, err := e.message(dst, mr, planFor(mr.Descriptor()), 0)
	if err != nil {
		return dst, top(err)
	}
	return b, nil
}

// Unmarshal implements codec.Codec: it resets m, fills it from src (which
// must hold exactly one map) and keeps no reference to src (the fast path
// copies src once and points strings into the copy). Errors are *Error,
// naming the offending field's path.
func (c Codec) Unmarshal(src []byte, m proto.Message) error {
	if f, ok := m.(fastMessage); ok && !c.Reference {
		return f.UnmarshalMsgpack(src, false)
	}
	return unmarshalReference(src, m)
}

// UnmarshalAlias is Unmarshal for callers that own src and keep it intact:
// on the fast path, the strings and bytes of m point into src instead of a
// copy, so src must not be modified or reused (returned to a pool, say)
// while m or any string taken from it is in use. Messages without
// generated methods, and the Reference codec, copy as Unmarshal does.
func (c Codec) UnmarshalAlias(src []byte, m proto.Message) error {
	if f, ok := m.(fastMessage); ok && !c.Reference {
		return f.UnmarshalMsgpack(src, true)
	}
	return unmarshalReference(src, m)
}

// unmarshalReference is the descriptor-driven decoder.
func unmarshalReference(src []byte, m proto.Message) error {
	proto.Reset(m)
	mr := m.ProtoReflect()
	rest, err := decodeMessage(src, mr, planFor(mr.Descriptor()), 0)
	if err != nil {
		return top(err)
	}
	if len(rest) != 0 {
		return &Error{Err: fmt.Errorf("%d bytes after the message", len(rest))}
	}
	if err := proto.CheckInitialized(m); err != nil {
		return &Error{Err: fmt.Errorf("check required fields: %w", err)}
	}
	return nil
}
