// Package protocodec is the Protocol Buffers binary format, through
// google.golang.org/protobuf.
package protocodec

import (
	"google.golang.org/protobuf/proto"
)

// MediaTypes are the types Protobuf answers to, canonical first. Seed 000's
// server answered application/octet-stream and application/x-google-protobuf.
var MediaTypes = []string{
	"application/x-protobuf",
	"application/protobuf",
	"application/vnd.google.protobuf",
	"application/x-google-protobuf",
	"application/octet-stream",
}

// Aliases are the extra ?format= names.
var Aliases = []string{"protobuf", "pb"}

// Codec marshals with deterministic field order so equal messages give equal
// bytes (golden vectors rely on it; the schemas have no maps, so it costs
// nothing).
type Codec struct{}

// Name implements codec.Codec.
func (Codec) Name() string { return "proto" }

var marshalOpts = proto.MarshalOptions{Deterministic: true}

// Marshal implements codec.Codec.
func (Codec) Marshal(dst []byte, m proto.Message) ([]byte, error) {
	b, err := marshalOpts.MarshalAppend(dst, m)
	if err != nil {
		return dst, err
	}
	return b, nil
}

// Unmarshal implements codec.Codec. Unknown fields are kept (a newer client
// may send them) and strings must be valid UTF-8.
func (Codec) Unmarshal(src []byte, m proto.Message) error {
	if err := proto.Unmarshal(src, m); err != nil {
		return err
	}
	return nil
}
