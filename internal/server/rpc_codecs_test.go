package server

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"

	"connectrpc.com/connect"

	"github.com/polywire/polywire/connectcodec"
	"github.com/polywire/polywire/contentcoding"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	"github.com/polywire/polywire/gen/polywire/bank/v1/bankv1connect"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	"github.com/polywire/polywire/gen/polywire/docs/v1/docsv1connect"
)

// wireRecorder is a RoundTripper that keeps the last exchange as it
// crossed the wire: the request's headers, the response's headers and its
// body, still compressed and framed.
type wireRecorder struct {
	rt         http.RoundTripper
	mu         sync.Mutex
	reqHeader  http.Header
	respHeader http.Header
	body       []byte
}

func (w *wireRecorder) RoundTrip(r *http.Request) (*http.Response, error) {
	resp, err := w.rt.RoundTrip(r)
	if err != nil {
		return nil, err
	}
	body, err := io.ReadAll(resp.Body) // gRPC trailers are in resp.Trailer after this
	_ = resp.Body.Close()
	if err != nil {
		return nil, err
	}
	w.mu.Lock()
	w.reqHeader, w.respHeader, w.body = r.Header.Clone(), resp.Header.Clone(), body
	w.mu.Unlock()
	resp.Body = io.NopCloser(bytes.NewReader(body))
	return resp, nil
}

// recordingClient is a client of protocol p whose exchanges rec keeps.
func recordingClient(t *testing.T, p protocol) (*http.Client, *wireRecorder) {
	t.Helper()
	rec := &wireRecorder{rt: newClient(t, p).Transport}
	return &http.Client{Transport: rec}, rec
}

// restBody is GET path as REST answers it in format (uncompressed).
func restBody(t *testing.T, base, path, format string) []byte {
	t.Helper()
	c, ok := registry.ByName(format)
	if !ok {
		t.Fatalf("no codec %s", format)
	}
	r := do(t, newClient(t, protocols[0]), http.MethodGet, base+path, http.Header{"Accept": {registry.MediaType(c)}}, nil)
	if r.StatusCode != http.StatusOK {
		t.Fatalf("GET %s as %s: %d", path, format, r.StatusCode)
	}
	return r.body
}

// TestRPCCodecsMatchREST: a Connect client on each of polywire's codecs
// gets account 1 in the very bytes REST serves for that format: RPC and
// REST share the codecs, connect's proto.Marshal and protojson no longer
// answer "proto" and "json".
func TestRPCCodecsMatchREST(t *testing.T) {
	t.Parallel()
	data := mustData(t, generatedData)
	base := startServer(t, Config{}, data)
	for _, format := range registry.Names() {
		t.Run(format, func(t *testing.T) {
			t.Parallel()
			c, _ := registry.ByName(format)
			client, rec := recordingClient(t, protocols[0])
			bank := bankv1connect.NewBankServiceClient(client, base, connectcodec.WithCodec(c),
				connect.WithAcceptCompression("gzip", nil, nil)) // identity, to compare bytes

			if _, err := bank.GetAccount(context.Background(), connect.NewRequest(&bankv1.GetAccountRequest{AccountId: 1})); err != nil {
				t.Fatalf("GetAccount(1): %v", err)
			}
			if ct := rec.respHeader.Get("Content-Type"); ct != "application/"+format {
				t.Errorf("Content-Type %q, want application/%s", ct, format)
			}
			if want := restBody(t, base, "/account/1", format); !bytes.Equal(rec.body, want) {
				t.Errorf("RPC body (%d bytes) differs from REST's (%d bytes)", len(rec.body), len(want))
			}
		})
	}
}

// TestRPCCodings: zstd, br and gzip really travel both ways over the
// Connect protocol and gRPC, and the response decodes to REST's Protobuf
// bytes.
func TestRPCCodings(t *testing.T) {
	t.Parallel()
	data := mustData(t, generatedData)
	base := startServer(t, Config{}, data)
	want := restBody(t, base, "/account/1", "proto")
	for _, coding := range []contentcoding.Coding{contentcoding.Zstd, contentcoding.Brotli, contentcoding.Gzip} {
		for _, grpc := range []bool{false, true} {
			name := "connect_" + string(coding)
			if grpc {
				name = "grpc_" + string(coding)
			}
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				opts := []connect.ClientOption{
					connectcodec.WithAcceptCompression(nil, 0),
					connect.WithSendCompression(string(coding)),
				}
				p, encodingHeader := protocols[0], "Content-Encoding"
				if grpc {
					opts = append(opts, connect.WithGRPC())
					p, encodingHeader = protocols[1], "Grpc-Encoding"
				}
				client, rec := recordingClient(t, p)
				bank := bankv1connect.NewBankServiceClient(client, base, opts...)
				if _, err := bank.GetAccount(context.Background(), connect.NewRequest(&bankv1.GetAccountRequest{AccountId: 1})); err != nil {
					t.Fatalf("GetAccount(1): %v", err)
				}
				if got := rec.reqHeader.Get(encodingHeader); got != string(coding) {
					t.Errorf("request %s %q, want %s", encodingHeader, got, coding)
				}
				if got := rec.respHeader.Get(encodingHeader); got != string(coding) {
					t.Fatalf("response %s %q, want %s", encodingHeader, got, coding)
				}
				payload := rec.body
				if grpc { // one envelope: flags, length, message
					if len(payload) < 5 || payload[0]&1 == 0 || int(binary.BigEndian.Uint32(payload[1:5])) != len(payload)-5 {
						t.Fatalf("gRPC response is not one compressed envelope: % x", payload[:min(len(payload), 5)])
					}
					payload = payload[5:]
				}
				if len(payload) >= len(want)/2 {
					t.Errorf("%d bytes on the wire for %d decoded: not compressed", len(payload), len(want))
				}
				got, err := contentcoding.ReadAll(nil, bytes.NewReader(payload), coding, int64(len(want)))
				if err != nil || !bytes.Equal(got, want) {
					t.Errorf("decoding the wire bytes with %s: %v; equal to REST's Protobuf: %t", coding, err, bytes.Equal(got, want))
				}
			})
		}
	}
}

// TestRPCCompressionBomb: a request that inflates past MaxBodyBytes is
// ResourceExhausted over zstd and br, gRPC and Connect, and the server
// keeps serving.
func TestRPCCompressionBomb(t *testing.T) {
	t.Parallel()
	const limit = 1 << 20
	data := mustData(t, generatedData)
	base := startServer(t, Config{MaxBodyBytes: limit}, data)
	bomb := &docsv1.SaveRequest{Document: &docsv1.Document{Name: strings.Repeat("a", 4*limit)}} // ~100 x smaller compressed
	for _, tc := range []struct {
		name   string
		coding contentcoding.Coding
		grpc   bool
	}{{"grpc_zstd", contentcoding.Zstd, true}, {"connect_br", contentcoding.Brotli, false}} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			opts := []connect.ClientOption{connectcodec.WithAcceptCompression(nil, 0), connect.WithSendCompression(string(tc.coding))}
			p := protocols[0]
			if tc.grpc {
				opts, p = append(opts, connect.WithGRPC()), protocols[1]
			}
			client := newClient(t, p)
			_, err := docsv1connect.NewDocumentServiceClient(client, base, opts...).Save(context.Background(), connect.NewRequest(bomb))
			var ce *connect.Error
			if !errors.As(err, &ce) || ce.Code() != connect.CodeResourceExhausted {
				t.Fatalf("Save(bomb) = %v, want resource_exhausted", err)
			}
			// connect's own cap answers "message size N is larger than
			// configured max" after inflating all of it; the decompressor
			// stopped at the limit.
			if !strings.Contains(ce.Message(), "over the limit") {
				t.Errorf("Save(bomb) = %v: not stopped by the decompressor", err)
			}
			bank := bankv1connect.NewBankServiceClient(client, base, opts...)
			if _, err := bank.GetAccount(context.Background(), connect.NewRequest(&bankv1.GetAccountRequest{AccountId: 1})); err != nil {
				t.Fatalf("GetAccount after the bomb: %v", err)
			}
		})
	}
}
