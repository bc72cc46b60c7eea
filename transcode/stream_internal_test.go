package transcode

import (
	"bufio"
	"bytes"
	"net/http"
	"testing"

	healthpb "google.golang.org/grpc/health/grpc_health_v1"
	"google.golang.org/protobuf/proto"
)

// FuzzConnectStream: whatever a connect handler writes, the in-process
// adapter's reader returns (an error or nil) and never panics.
func FuzzConnectStream(f *testing.F) {
	msg, _ := proto.Marshal(&healthpb.HealthCheckResponse{Status: healthpb.HealthCheckResponse_SERVING})
	ok := appendEnvelope(appendEnvelope(nil, flagMessage, msg), flagEndStream, []byte(`{}`))
	f.Add(ok)
	f.Add(appendEnvelope(nil, flagEndStream, []byte(`{"error":{"code":"not_found","message":"x","details":[{"type":"google.rpc.BadRequest","value":"CgQKAmEi"}]}}`)))
	f.Add(appendEnvelope(nil, 0x01, msg))
	f.Add([]byte{0, 0xff, 0xff, 0xff, 0xff})
	f.Add(ok[:7])
	md := healthpb.File_grpc_health_v1_health_proto.Services().ByName("Health").Methods().ByName("Watch")
	f.Fuzz(func(t *testing.T, b []byte) {
		err := readConnectStream(bufio.NewReader(bytes.NewReader(b)), func() int { return http.StatusOK }, md, func(proto.Message) error { return nil })
		if err == nil && len(b) < 5 {
			t.Fatalf("a clean end from %d bytes: it needs the end-of-stream envelope", len(b))
		}
	})
}
