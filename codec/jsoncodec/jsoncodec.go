// Package jsoncodec is the canonical proto3 JSON mapping (what protobuf.js,
// protobuf-es, Java's JsonFormat and Swift's jsonUTF8Data read and write),
// through google.golang.org/protobuf/encoding/protojson.
//
// Output is compact and stable: protojson deliberately adds a random space
// after some commas (the choice is fixed per binary) so that nobody depends
// on its bytes; polywire serves sizes and golden vectors that must not move
// between builds, so the codec strips whitespace outside strings. Field
// names are the proto JSON names (lowerCamelCase; the seeds' names already
// are), fields holding their default value are omitted, 64-bit integers are
// strings and enums are their names, as the mapping prescribes.
package jsoncodec

import (
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
)

// MediaTypes are the types JSON answers to, canonical first.
var MediaTypes = []string{"application/json"}

// Codec is the proto3 JSON codec.
type Codec struct{}

// Name implements codec.Codec.
func (Codec) Name() string { return "json" }

// Marshal implements codec.Codec.
func (Codec) Marshal(dst []byte, m proto.Message) ([]byte, error) {
	start := len(dst)
	b, err := protojson.MarshalOptions{}.MarshalAppend(dst, m)
	if err != nil {
		return dst, err
	}
	return compact(b, start), nil
}

// unmarshalOpts rejects unknown fields, as the proto3 JSON spec asks of
// parsers by default: a misspelt field name is a 400 that names it, not a
// silently empty value.
var unmarshalOpts = protojson.UnmarshalOptions{}

// Unmarshal implements codec.Codec.
func (Codec) Unmarshal(src []byte, m proto.Message) error {
	if err := unmarshalOpts.Unmarshal(src, m); err != nil {
		return err
	}
	return nil
}

// compact removes insignificant whitespace from b[start:] in place. The input
// is valid JSON from protojson, so only string state needs tracking.
func compact(b []byte, start int) []byte {
	w := start
	inStr, esc := false, false
	for r := start; r < len(b); r++ {
		c := b[r]
		switch {
		case inStr:
			switch {
			case esc:
				esc = false
			case c == '\\':
				esc = true
			case c == '"':
				inStr = false
			}
		case c == '"':
			inStr = true
		case c == ' ' || c == '\n' || c == '\t' || c == '\r':
			continue
		}
		b[w] = c
		w++
	}
	return b[:w]
}
