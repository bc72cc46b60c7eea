package connectcodec_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"

	"connectrpc.com/connect"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"

	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/connectcodec"
)

// A connect handler on every polywire format and coding, and a client
// that calls it in MessagePack with zstd-compressed requests.
func Example() {
	const procedure = "/grpc.health.v1.Health/Check"
	const maxBytes = 4 << 20
	handler := connect.NewUnaryHandler(procedure,
		func(context.Context, *connect.Request[healthpb.HealthCheckRequest]) (*connect.Response[healthpb.HealthCheckResponse], error) {
			return connect.NewResponse(&healthpb.HealthCheckResponse{Status: healthpb.HealthCheckResponse_SERVING}), nil
		},
		connect.WithReadMaxBytes(maxBytes),
		connectcodec.WithCodecs(formats.Registry()), // proto and json replace connect's own
		connectcodec.WithCompression(nil, maxBytes), // zstd, br, gzip; decoded messages capped
	)
	mux := http.NewServeMux()
	mux.Handle(procedure, handler)
	srv := httptest.NewServer(mux)
	defer srv.Close()

	msgpack, _ := formats.Registry().ByName("msgpack")
	client := connect.NewClient[healthpb.HealthCheckRequest, healthpb.HealthCheckResponse](
		srv.Client(), srv.URL+procedure,
		connectcodec.WithCodec(msgpack),
		connectcodec.WithAcceptCompression(nil, maxBytes),
		connect.WithSendCompression("zstd"),
	)
	res, err := client.CallUnary(context.Background(), connect.NewRequest(&healthpb.HealthCheckRequest{Service: "polywire"}))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Header().Get("Content-Type"), res.Msg.GetStatus())
	// Output: application/msgpack SERVING
}
