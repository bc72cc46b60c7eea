// Package protocodec is the Protocol Buffers binary format. Messages that
// protoc-gen-fastproto generated code for are encoded and decoded by that
// code, which gives protobuf-go's bytes and decode results several times
// faster (docs/BENCHMARKS.md has the measurements); any other message, and
// every message with Codec{Reference: true}, goes through
// google.golang.org/protobuf.
package protocodec

import (
	"fmt"

	"google.golang.org/protobuf/proto"
)

// MediaTypes are the types Protobuf answers to, canonical first; the last
// two are what many existing Protobuf clients and servers send.
var MediaTypes = []string{
	"application/x-protobuf",
	"application/protobuf",
	"application/vnd.google.protobuf",
	"application/x-google-protobuf",
	"application/octet-stream",
}

// Aliases are the extra ?format= names.
var Aliases = []string{"protobuf", "pb"}

// Codec marshals deterministically, map entries in key order, so that equal
// messages give equal bytes (what ETags, caches and golden files need); only
// messages with map fields pay for the sorting.
//
// By default it uses the methods protoc-gen-fastproto generates when the
// message has them: the same bytes as proto.MarshalOptions{Deterministic:
// true} (invalid UTF-8 refused the same way) and the same decode results
// and errors as proto.Unmarshal (the error texts differ: they name the
// message and field). Reference selects plain protobuf-go for every
// message: the baseline to measure the fast path against, or a fallback
// should the generated code be in doubt. Both are named "proto".
type Codec struct {
	Reference bool
}

// fastMessage is a message with protoc-gen-fastproto's methods.
type fastMessage interface {
	MarshalFast(b []byte) ([]byte, error)
	UnmarshalFast(b []byte, alias bool) error
}

// Name implements codec.Codec.
func (Codec) Name() string { return "proto" }

var marshalOpts = proto.MarshalOptions{Deterministic: true}

// Marshal implements codec.Codec.
func (c Codec) Marshal(dst []byte, m proto.Message) ([]byte, error) {
	if f, ok := m.(fastMessage); ok && !c.Reference {
		return f.MarshalFast(dst)
	}
	b, err := marshalOpts.MarshalAppend(dst, m)
	if err != nil {
		return dst, err
	}
	return b, nil
}

// Unmarshal implements codec.Codec. Unknown fields are kept (a newer client
// may send them) and strings must be valid UTF-8. It never retains src: the
// fast path copies src once and points the decoded strings into the copy.
func (c Codec) Unmarshal(src []byte, m proto.Message) error {
	if f, ok := m.(fastMessage); ok && !c.Reference {
		return f.UnmarshalFast(src, false)
	}
	return unmarshal(src, m)
}

// UnmarshalAlias is Unmarshal without the copy, for callers that own src
// and guarantee its lifetime: the strings and bytes fields of m (and of its
// sub-messages) may point into src, so src must not be modified, reused or
// returned to a pool while m or any string taken from it is in use (which
// also keeps all of src in memory as long as one such string is). Messages
// without generated fast methods, and the Reference codec, copy as
// Unmarshal does.
func (c Codec) UnmarshalAlias(src []byte, m proto.Message) error {
	if f, ok := m.(fastMessage); ok && !c.Reference {
		return f.UnmarshalFast(src, true)
	}
	return unmarshal(src, m)
}

// unmarshal is proto.Unmarshal, with its panics turned into errors:
// google.golang.org/protobuf v1.36.12 panics ("type mismatch: cannot
// convert nil to map key") on a map entry of a dynamic message
// (dynamicpb, a user's schema read at run time) that repeats its key with
// another wire type, e.g. 32 05 08 01 0a 01 30. Malformed input is the
// client's error, never the server's.
func unmarshal(src []byte, m proto.Message) (err error) {
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("proto: cannot parse invalid wire-format data (%v)", v)
		}
	}()
	return proto.Unmarshal(src, m)
}
