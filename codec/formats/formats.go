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

// Registry returns a new registry holding every format.
func Registry() *codec.Registry {
	r := codec.NewRegistry()
	r.MustRegister(jsoncodec.Codec{}, jsoncodec.MediaTypes)
	r.MustRegister(protocodec.Codec{}, protocodec.MediaTypes, protocodec.Aliases...)
	r.MustRegister(flatcodec.Codec{}, flatcodec.MediaTypes, flatcodec.Aliases...)
	r.MustRegister(msgpackcodec.Codec{}, msgpackcodec.MediaTypes, msgpackcodec.Aliases...)
	r.MustRegister(xmlcodec.Codec{}, xmlcodec.MediaTypes, xmlcodec.Aliases...)
	return r
}
