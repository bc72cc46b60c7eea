// Package fastmsgpack is the runtime of the code protoc-gen-fastmsgpack
// generates (cmd/protoc-gen-fastmsgpack): per-message AppendMsgpackFast
// and DecodeMsgpackFast methods that write and read package msgpackcodec's
// MessagePack mapping straight from and into the generated structs, and
// the AppendMsgpack and UnmarshalMsgpack methods msgpackcodec.Codec calls.
//
// The rules are msgpackcodec's (see its package doc), and they hold here
// by these means:
//
//   - Encoding writes msgpackcodec's bytes exactly: keys are the fields'
//     proto JSON names in declaration order, fields proto JSON would omit
//     are omitted, integers take their smallest encoding, float fields are
//     float 32, enums their names (numbers for values the enum does not
//     name), map entries sorted by key. Where the reference encoder fails
//     (a string that is not valid UTF-8, nesting deeper than MaxDepth, an
//     unset required field in a message of another package), the fast
//     encoder only says so, and Marshal runs the reference encoder, whose
//     error names the field.
//   - Decoding accepts a subset of what the reference decoder accepts,
//     with the same result, and answers only yes or no: the common forms
//     (JSON or proto field names, integers of any width that fit, floats
//     from integers, enums by name or number) are read here; anything
//     else — an error, nil for a field, an unknown key — makes Unmarshal
//     reset the message and decode it again with the reference decoder,
//     which accepts or refuses it and names the offending field. Hostile
//     input costs at most one fast and one reference decode.
//   - Unmarshal never retains its input: with alias false it copies the
//     input once (when the message type can hold strings or bytes) and
//     points strings and bytes into the copy. With alias true they point
//     into the input itself, which the caller must then keep intact.
//   - The well-known types (Timestamp, Duration, the wrappers, Empty,
//     Struct, Value, ListValue, FieldMask, Any), plain messages in the
//     mapping, are written and read by this package's own code, by the
//     same rules. Other message types without generated methods (packages
//     generated without the plugin) are encoded and decoded by the
//     reference path, at the nesting depth where they occur.
//   - The reference path is package msgpackcodec's, which this package
//     cannot import (msgpackcodec's tests use generated packages, which
//     import this one): msgpackcodec hands it over when it is initialised.
//     Call the generated methods through msgpackcodec.Codec, as the
//     server does; in a program that does not link msgpackcodec, Marshal
//     and Unmarshal fail with ErrNoReference where they need it.
//
// The append and read primitives are small so that they inline into the
// generated code; their long forms (16- and 32-bit headers, wide
// integers) are separate functions.
package fastmsgpack

import (
	"bytes"
	"errors"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/msgpackcodec/internal/reference"
)

// ErrNoReference is the error of Marshal and Unmarshal when they need the
// reference path and the program does not link package msgpackcodec.
var ErrNoReference = errors.New("fastmsgpack: the reference codec is not linked (import github.com/polywire/polywire/codec/msgpackcodec)")

// MaxDepth is how deeply messages nest, when encoding as when decoding: a
// message at depth MaxDepth (the top-level message is at 0) is refused, as
// msgpackcodec refuses it.
const MaxDepth = 100

// Message is a message with the methods protoc-gen-fastmsgpack generates.
type Message interface {
	proto.Message
	// AppendMsgpackFast appends the message, nested depth levels deep,
	// or reports false where the reference encoder would fail.
	AppendMsgpackFast(b []byte, depth int) ([]byte, bool)
	// DecodeMsgpackFast reads the map at d's cursor into the message,
	// which must be empty, or reports false (see the package doc).
	DecodeMsgpackFast(d *Decoder) bool
}

// Marshal appends m's encoding to b: the fast encoder's, or, where it
// refuses, the reference encoder's (which then fails with its error).
// Generated AppendMsgpack methods call it.
func Marshal(b []byte, m Message) ([]byte, error) {
	if out, ok := m.AppendMsgpackFast(b, 0); ok {
		return out, nil
	}
	if reference.Marshal == nil {
		return b, ErrNoReference
	}
	return reference.Marshal(b[:len(b):len(b)], m)
}

// Unmarshal resets m and decodes b into it with the fast decoder, or, where
// it refuses, with the reference decoder, whose result or error is
// returned. alias lets strings and bytes point into b; without it they
// point into a copy of b, made when copyInput is set (the generator sets
// it for message types that can hold strings or bytes). Generated
// UnmarshalMsgpack methods do the same with Start and Fallback, on a
// Decoder that stays on their stack.
func Unmarshal(b []byte, m Message, alias, copyInput bool) error {
	proto.Reset(m)
	buf := b
	if !alias && copyInput {
		buf = bytes.Clone(b)
	}
	d := Decoder{buf: buf}
	if m.DecodeMsgpackFast(&d) && d.i == len(d.buf) {
		return nil
	}
	proto.Reset(m)
	if reference.Unmarshal == nil {
		return ErrNoReference
	}
	return reference.Unmarshal(b, m)
}

// Start readies d to decode b: alias and copyInput as in Unmarshal.
// Generated UnmarshalMsgpack methods call it on a Decoder of their own,
// which then stays on the stack, and Fallback when the fast decoder
// refuses.
func (d *Decoder) Start(b []byte, alias, copyInput bool) {
	if !alias && copyInput {
		b = bytes.Clone(b)
	}
	*d = Decoder{buf: b}
}

// Fallback resets m and decodes b into it with the reference decoder.
func Fallback(b []byte, m proto.Message) error {
	proto.Reset(m)
	if reference.Unmarshal == nil {
		return ErrNoReference
	}
	return reference.Unmarshal(b, m)
}

// AppendMessage appends m nested depth levels deep: with its generated
// method if it has one, with this package's own code for the well-known
// types, else with the reference encoder. Generated code calls it for
// message types of other packages.
func AppendMessage(b []byte, m proto.Message, depth int) ([]byte, bool) {
	if f, ok := m.(Message); ok {
		return f.AppendMsgpackFast(b, depth)
	}
	if out, ok, handled := appendWellKnown(b, m, depth); handled {
		return out, ok
	}
	if reference.Append == nil {
		return b, false
	}
	return reference.Append(b, m, depth)
}

// Message decodes the map at the cursor into m (empty): with its generated
// method if it has one, with this package's own code for the well-known
// types (whose strings and bytes point into the decoder's buffer, as
// generated code's do), else with the reference decoder, which copies what
// it keeps.
func (d *Decoder) Message(m proto.Message) bool {
	if f, ok := m.(Message); ok {
		return f.DecodeMsgpackFast(d)
	}
	if ok, handled := d.decodeWellKnown(m); handled {
		return ok
	}
	if reference.Decode == nil {
		return false
	}
	rest, ok := reference.Decode(d.buf[d.i:], m, d.depth)
	if !ok {
		return false
	}
	d.i = len(d.buf) - len(rest)
	return true
}
