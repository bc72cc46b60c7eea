package loadgen

import (
	"fmt"

	"google.golang.org/grpc/mem"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/protocodec"
)

// grpcCodec is the gRPC client's message codec, so that a gRPC run
// measures what a REST run of the same options measures. grpc-go's own
// codec decodes every response with protobuf-go, and a REST run decodes
// nothing unless Config.Decode is set: the generator then spent more time
// decoding account 2 (1.6 MB) than the server spent serving it, and the
// comparison was of clients, not protocols. With Decode off the response
// is received, framed and counted (grpcStats sees every byte) but not
// decoded, as a REST body is read but not decoded; with Decode on it is
// decoded with polywire's Protobuf codec, as REST's Decode does with the
// negotiated codec. Requests are encoded by the same codec.
type grpcCodec struct{ decode bool }

// Name is the content subtype: "application/grpc+proto", the default
// gRPC content type every server takes.
func (grpcCodec) Name() string { return "proto" }

func (grpcCodec) Marshal(v any) (mem.BufferSlice, error) {
	m, ok := v.(proto.Message)
	if !ok {
		return nil, fmt.Errorf("grpc codec: %T is not a proto.Message", v)
	}
	b, err := protocodec.Codec{}.Marshal(nil, m)
	if err != nil {
		return nil, err
	}
	return mem.BufferSlice{mem.SliceBuffer(b)}, nil
}

func (c grpcCodec) Unmarshal(data mem.BufferSlice, v any) error {
	if !c.decode {
		return nil
	}
	m, ok := v.(proto.Message)
	if !ok {
		return fmt.Errorf("grpc codec: %T is not a proto.Message", v)
	}
	// Materialize copies the message out of grpc-go's pooled buffers, so
	// the decoded strings may point into it.
	return protocodec.Codec{}.UnmarshalAlias(data.Materialize(), m)
}
