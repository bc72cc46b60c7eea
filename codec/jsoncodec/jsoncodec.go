// Package jsoncodec is the canonical proto3 JSON mapping (what protobuf.js,
// protobuf-es, Java's JsonFormat and Swift's jsonUTF8Data read and write),
// through google.golang.org/protobuf/encoding/protojson.
//
// Output is compact and stable: protojson deliberately adds a random space
// after some commas (the choice is fixed per binary) so that nobody depends
// on its bytes; this codec strips whitespace outside strings, so the same
// message gives the same bytes in every build (ETags, caches and golden
// files stay valid). Field names are the proto JSON names (lowerCamelCase),
// fields holding their default value are omitted, 64-bit integers are
// strings and enums are their names, as the mapping prescribes.
//
// Messages generated with protoc-gen-fastjson (cmd/protoc-gen-fastjson) have
// AppendJSONFast and UnmarshalJSONFast methods that produce the same bytes
// and accept the same inputs several times faster (docs/BENCHMARKS.md has
// the measurements); the codec uses them when a message has them.
// Codec{Reference: true} keeps protojson for everything.
package jsoncodec

import (
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/jsoncodec/fastjson"
)

// MediaTypes are the types JSON answers to, canonical first.
var MediaTypes = []string{"application/json"}

// Codec is the proto3 JSON codec.
type Codec struct {
	// Reference selects protojson (with whitespace removed) for every
	// message, even those with generated fast methods: the baseline to
	// measure the fast path against. Both write the same bytes.
	Reference bool
}

// fastAppender and fastUnmarshaler are what protoc-gen-fastjson generates.
type (
	fastAppender interface {
		AppendJSONFast(b []byte) ([]byte, error)
	}
	fastUnmarshaler interface {
		UnmarshalJSONFast(b []byte, alias bool) error
	}
)

// Name implements codec.Codec.
func (Codec) Name() string { return "json" }

// Marshal implements codec.Codec.
func (c Codec) Marshal(dst []byte, m proto.Message) ([]byte, error) {
	if f, ok := m.(fastAppender); ok && !c.Reference {
		b, err := f.AppendJSONFast(dst)
		if err != nil {
			return dst, err
		}
		return b, nil
	}
	start := len(dst)
	b, err := protojson.MarshalOptions{}.MarshalAppend(dst, m)
	if err != nil {
		return dst, err
	}
	return fastjson.Compact(b, start), nil
}

// unmarshalOpts rejects unknown fields, as the proto3 JSON spec asks of
// parsers by default: a misspelt field name is a 400 that names it, not a
// silently empty value.
var unmarshalOpts = protojson.UnmarshalOptions{}

// Unmarshal implements codec.Codec. The message shares no memory with src,
// which the caller may reuse at once.
func (c Codec) Unmarshal(src []byte, m proto.Message) error {
	return c.unmarshal(src, m, false)
}

// UnmarshalAlias is Unmarshal for callers that own src and keep it intact:
// on the fast path, strings of m without escapes point into src instead of
// being copied. src must not be modified or reused (returned to a pool,
// say) while m or any string taken from it is in use.
func (c Codec) UnmarshalAlias(src []byte, m proto.Message) error {
	return c.unmarshal(src, m, true)
}

func (c Codec) unmarshal(src []byte, m proto.Message, alias bool) error {
	if f, ok := m.(fastUnmarshaler); ok && !c.Reference {
		return f.UnmarshalJSONFast(src, alias)
	}
	return unmarshalOpts.Unmarshal(src, m)
}
