package gateway

import (
	"context"
	"errors"
	"fmt"
	"io"

	"google.golang.org/grpc"
	"google.golang.org/grpc/mem"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/apierror"
)

// protoCodec is the codec of the reflection client: grpc-go's default
// would do, but the connection's default is the bytes codec.
type protoCodec struct{}

func (protoCodec) Name() string { return "proto" }

func (protoCodec) Marshal(v any) (mem.BufferSlice, error) {
	m, ok := v.(proto.Message)
	if !ok {
		return nil, fmt.Errorf("gateway codec: cannot marshal %T", v)
	}
	b, err := proto.Marshal(m)
	if err != nil {
		return nil, err
	}
	return mem.BufferSlice{mem.SliceBuffer(b)}, nil
}

func (protoCodec) Unmarshal(data mem.BufferSlice, v any) error {
	m, ok := v.(proto.Message)
	if !ok {
		return fmt.Errorf("gateway codec: cannot unmarshal into %T", v)
	}
	return proto.Unmarshal(data.Materialize(), m)
}

// ServerStream forwards a server-streaming call: req goes upstream, and
// each message the upstream sends is handed to send (as a message of the
// method's output type, its Protobuf bytes passed through), until the
// upstream ends the stream. Cancelling ctx — the client went away —
// cancels the upstream call; an error from send does too. It has the
// signature of transcode's StreamInvoker.
func (g *Gateway) ServerStream(ctx context.Context, method protoreflect.MethodDescriptor, req proto.Message, send func(proto.Message) error) error {
	mi := g.methods[method.FullName()]
	if mi == nil {
		return apierror.Internal(fmt.Errorf("gateway: %s is not a method of the upstream's services", method.FullName()))
	}
	in, err := proto.Marshal(req)
	if err != nil {
		return apierror.Internal(err)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	if ex, _ := ctx.Value(exchangeKey{}).(*exchange); ex != nil {
		ctx = g.outgoing(ctx, ex.req)
	}
	desc := &grpc.StreamDesc{StreamName: string(method.Name()), ServerStreams: true}
	stream, err := g.conn.NewStream(ctx, desc, mi.path)
	if err != nil {
		return upstreamError(err)
	}
	if err := stream.SendMsg(in); err != nil && !errors.Is(err, io.EOF) {
		return upstreamError(err)
	}
	if err := stream.CloseSend(); err != nil {
		return upstreamError(err)
	}
	for {
		var out []byte
		if err := stream.RecvMsg(&out); err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return upstreamError(err)
		}
		if err := send(&rawMessage{raw: out, typ: mi.out}); err != nil {
			return err
		}
	}
}
