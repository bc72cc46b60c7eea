package gateway

import (
	"errors"
	"io"
	"net/http"
	"strings"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	_ "google.golang.org/grpc/encoding/gzip" // gzip-compressed gRPC requests (OTLP exporters' compression option)
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"

	"github.com/polywire/polywire/rest"
)

// The gRPC face: a request in the gRPC protocol (HTTP/2, Content-Type
// application/grpc…) is not transcoded but relayed, frame by frame, to the
// same method upstream — unary and every kind of stream, any method the
// upstream has, whether or not the gateway read its schema. So one port
// takes a service's REST clients and its gRPC clients (an OpenTelemetry
// exporter over gRPC and one over OTLP/HTTP, say). Messages pass as bytes,
// never decoded; metadata goes upstream as it came (less the headers
// gRPC reserves), the upstream's header and trailer come back, and its
// status is the client's. gRPC-Web and the Connect protocol are not
// relayed: they answer 415 like any body the REST face cannot read.

// isGRPC reports whether r speaks the gRPC protocol (not gRPC-Web).
func isGRPC(r *http.Request) bool {
	ct := r.Header.Get("Content-Type")
	return r.ProtoMajor == 2 && (ct == "application/grpc" || strings.HasPrefix(ct, "application/grpc+") || strings.HasPrefix(ct, "application/grpc;"))
}

// newGRPCProxy is the grpc.Server that relays every method upstream.
func (g *Gateway) newGRPCProxy() *grpc.Server {
	return grpc.NewServer(
		grpc.UnknownServiceHandler(g.relay),
		grpc.ForceServerCodecV2(bytesCodec{}),
		grpc.MaxRecvMsgSize(int(rest.DefaultMaxBody)),
		grpc.MaxSendMsgSize(int(rest.DefaultMaxBody)),
	)
}

// relay copies one call's messages both ways between the client's stream
// and a new stream upstream, until the upstream ends it.
func (g *Gateway) relay(_ any, in grpc.ServerStream) error {
	method, ok := grpc.MethodFromServerStream(in)
	if !ok {
		return status.Error(codes.Internal, "gateway: no method on the stream")
	}
	ctx := in.Context()
	md, _ := metadata.FromIncomingContext(ctx)
	out := metadata.MD{}
	for k, v := range md {
		if strings.HasPrefix(k, ":") || k == "user-agent" || k == "content-type" || strings.HasPrefix(k, "grpc-") {
			continue
		}
		out[k] = v
	}
	ctx = metadata.NewOutgoingContext(ctx, out)
	up, err := g.conn.NewStream(ctx, &grpc.StreamDesc{ServerStreams: true, ClientStreams: true}, method)
	if err != nil {
		return upstreamStatus(err)
	}
	// Client → upstream, until the client half-closes or fails.
	sent := make(chan error, 1)
	go func() {
		for {
			var b []byte
			if err := in.RecvMsg(&b); err != nil {
				if errors.Is(err, io.EOF) {
					sent <- up.CloseSend()
					return
				}
				sent <- err
				return
			}
			if err := up.SendMsg(b); err != nil {
				// The upstream ended the call; its status comes by RecvMsg.
				sent <- nil
				return
			}
		}
	}()
	// Upstream → client: header, messages, then trailer and status.
	h, err := up.Header()
	if err != nil {
		return upstreamStatus(err)
	}
	if err := in.SendHeader(h); err != nil {
		return err
	}
	for {
		var b []byte
		if err := up.RecvMsg(&b); err != nil {
			in.SetTrailer(up.Trailer())
			if errors.Is(err, io.EOF) {
				return nil
			}
			return upstreamStatus(err)
		}
		if err := in.SendMsg(b); err != nil {
			return err
		}
	}
}

// upstreamStatus keeps an upstream status error as it is, and gives an
// unreachable upstream gRPC's Unavailable.
func upstreamStatus(err error) error {
	if _, ok := status.FromError(err); ok {
		return err
	}
	return status.Error(codes.Unavailable, "gateway: upstream: "+err.Error())
}
