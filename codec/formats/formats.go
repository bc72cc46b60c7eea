// Package formats registers every wire format polywire ships, in the order
// the server prefers them when a client's Accept header ties (JSON first, as
// a request with no Accept header gets JSON). Adding a format is a package
// under codec/ and one line here.
package formats

import (
	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/codec/flatcodec"
	"github.com/polywire/polywire/codec/jsoncodec"
	"github.com/polywire/polywire/codec/msgpackcodec"
	"github.com/polywire/polywire/codec/protocodec"
	"github.com/polywire/polywire/codec/xmlcodec"
)

// Registry returns a new registry holding every format, on polywire's fast
// paths (the generated code of cmd/protoc-gen-fastproto,
// cmd/protoc-gen-fastjson, cmd/protoc-gen-fastmsgpack, cmd/protoc-gen-fastxml
// and cmd/protoc-gen-fastflat).
func Registry() *codec.Registry { return registry(false) }

// ReferenceRegistry is Registry with every codec on its reference path:
// protojson, google.golang.org/protobuf, and the descriptor-driven
// FlatBuffers, MessagePack and XML codecs. They write the same bytes as the
// fast paths (the codecs' tests hold them to it), so a server or a
// benchmark can swap one registry for the other and change only the speed.
func ReferenceRegistry() *codec.Registry { return registry(true) }

func registry(reference bool) *codec.Registry {
	r := codec.NewRegistry()
	r.MustRegister(jsoncodec.Codec{Reference: reference}, jsoncodec.MediaTypes)
	r.MustRegister(protocodec.Codec{Reference: reference}, protocodec.MediaTypes, protocodec.Aliases...)
	r.MustRegister(flatcodec.Codec{Reference: reference}, flatcodec.MediaTypes, flatcodec.Aliases...)
	r.MustRegister(msgpackcodec.Codec{Reference: reference}, msgpackcodec.MediaTypes, msgpackcodec.Aliases...)
	r.MustRegister(xmlcodec.Codec{Reference: reference}, xmlcodec.MediaTypes, xmlcodec.Aliases...)
	return r
}
