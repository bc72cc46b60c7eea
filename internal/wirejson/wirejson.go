// Package wirejson writes the proto3 JSON of a message straight from its
// Protobuf wire bytes, without decoding it into a message first: the
// gateway's fast path for JSON answers relayed from a gRPC upstream.
//
// A Transcoder is compiled once per message descriptor (and cached). Its
// output is byte for byte what codec/jsoncodec writes for the decoded
// message (protojson's canonical mapping, whitespace removed). It handles
// what one forward pass over the bytes can write identically; for the
// rest it declines with ErrDeclined, and the caller decodes the message
// and marshals it the ordinary way, which gives the same JSON or the
// decode or marshal error. It declines when:
//
//   - a known field comes out of declaration order, or a singular field
//     appears twice (protobuf's "last one wins" and message merging), or
//     the elements of a repeated field or map are not contiguous;
//   - two members of one oneof appear;
//   - a map has a duplicate key, or a map entry repeats a field;
//   - a known field has a wire type its kind does not use (protobuf-go
//     keeps it as an unknown field), or a closed enum has an unknown value;
//   - the bytes are malformed (truncated, bad varint or tag, bad group),
//     a string is not valid UTF-8, or a Timestamp or Duration is out of
//     range (both are errors on the ordinary path);
//   - the message (or one it contains) is a google.protobuf.Any, has
//     groups, required fields or extensions, or nests deeper than
//     protobuf's recursion limit.
//
// Unknown fields are skipped (validated, as the decoder validates them),
// as JSON does not carry them.
package wirejson

import (
	"errors"

	"google.golang.org/protobuf/reflect/protoreflect"
)

// ErrDeclined is returned when the transcoder cannot write the message's
// JSON in one pass with certainty; decode the message and marshal it
// instead.
var ErrDeclined = errors.New("wirejson: declined, decode the message instead")

// Transcoder writes the JSON of one message type from its wire bytes. It
// is safe for concurrent use.
type Transcoder struct {
	p *msgPlan
}

// For returns the transcoder of messages of type md, compiled on first use
// and cached.
func For(md protoreflect.MessageDescriptor) *Transcoder {
	return &Transcoder{p: planFor(md)}
}

// Append appends the JSON of the message encoded in wire to dst. On
// ErrDeclined (its only error) dst is returned unchanged.
func (t *Transcoder) Append(dst, wire []byte) ([]byte, error) {
	b, ok := t.p.append(dst, wire, 0)
	if !ok {
		return dst, ErrDeclined
	}
	return b, nil
}
