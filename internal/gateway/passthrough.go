package gateway

import (
	"sync"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/codec/flatcodec"
	"github.com/polywire/polywire/codec/jsoncodec"
	"github.com/polywire/polywire/codec/msgpackcodec"
	"github.com/polywire/polywire/codec/protocodec"
	"github.com/polywire/polywire/codec/xmlcodec"
	"github.com/polywire/polywire/internal/wirejson"
)

// protoName is the Protobuf codec's name.
var protoName = protocodec.Codec{}.Name()

// passCodec wraps a codec of the gateway's registry: an upstream answer
// kept as bytes (*rawMessage) is written as those bytes by Protobuf and
// decoded for every other format; any other message goes to the codec as
// it is.
//
// JSON is written straight from the bytes by wirejson (no decoded message
// in between) unless wirejson declines, and then from the decoded message.
type passCodec struct {
	codec.Codec
	raw  bool // Protobuf: write raw bytes as they are
	wire bool // JSON: transcode the bytes with wirejson
}

func (c passCodec) Marshal(dst []byte, m proto.Message) ([]byte, error) {
	r, ok := m.(*rawMessage)
	if !ok {
		return c.Codec.Marshal(dst, m)
	}
	if c.raw {
		return append(dst, r.raw...), nil
	}
	if c.wire {
		if out, err := wirejson.For(r.typ.Descriptor()).Append(dst, r.raw); err == nil {
			return out, nil
		}
	}
	msg, err := r.decoded()
	if err != nil {
		return dst, err
	}
	return c.Codec.Marshal(dst, msg)
}

// passRegistry is polywire's registry of the five formats (the same
// codecs, media types and aliases as rest.DefaultRegistry) with each codec
// wrapped in a passCodec.
var passRegistry = sync.OnceValue(func() *codec.Registry {
	r := codec.NewRegistry()
	r.MustRegister(passCodec{Codec: jsoncodec.Codec{}, wire: true}, jsoncodec.MediaTypes)
	r.MustRegister(passCodec{Codec: protocodec.Codec{}, raw: true}, protocodec.MediaTypes, protocodec.Aliases...)
	r.MustRegister(passCodec{Codec: flatcodec.Codec{}}, flatcodec.MediaTypes, flatcodec.Aliases...)
	r.MustRegister(passCodec{Codec: msgpackcodec.Codec{}}, msgpackcodec.MediaTypes, msgpackcodec.Aliases...)
	r.MustRegister(passCodec{Codec: xmlcodec.Codec{}}, xmlcodec.MediaTypes, xmlcodec.Aliases...)
	return r
})
