package server

import (
	"bytes"
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/dataset"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	"github.com/polywire/polywire/gen/polywire/docs/v1/docsv1connect"
)

func TestHealthAndReadiness(t *testing.T) {
	t.Parallel()
	data := mustData(t, generatedData)
	st := newStore(t)
	base := startServer(t, Config{Store: st}, data)
	client := newClient(t, protocols[0])
	if r := do(t, client, http.MethodGet, base+"/healthz", nil, nil); r.StatusCode != http.StatusOK || string(r.body) != "ok\n" {
		t.Fatalf("/healthz: %d %q", r.StatusCode, r.body)
	}
	if r := do(t, client, http.MethodGet, base+"/readyz", nil, nil); r.StatusCode != http.StatusOK {
		t.Fatalf("/readyz with a store: %d %s", r.StatusCode, r.body)
	}
	_ = st.Close() // the store goes away: not ready, in the negotiated format
	r := do(t, client, http.MethodGet, base+"/readyz", http.Header{"Accept": {"application/x-protobuf"}}, nil)
	if r.StatusCode != http.StatusServiceUnavailable || decodeError(t, r).Code != apierror.CodeUnavailable {
		t.Fatalf("/readyz with a closed store: %d %s", r.StatusCode, r.body)
	}
	if r := do(t, client, http.MethodGet, base+"/healthz", nil, nil); r.StatusCode != http.StatusOK {
		t.Fatalf("/healthz must stay up: %d", r.StatusCode)
	}
}

// TestMetrics: after REST and RPC traffic, /metrics carries the series with
// route, protocol, transport, format, encoding and status, byte counters
// and store latency.
func TestMetrics(t *testing.T) {
	t.Parallel()
	data := mustData(t, generatedData)
	base := startServer(t, Config{}, data)
	h1, h2 := newClient(t, protocols[0]), newClient(t, protocols[1])
	do(t, h1, http.MethodGet, base+"/account/1", http.Header{"Accept": {"application/msgpack"}, "Accept-Encoding": {"zstd"}}, nil)
	do(t, h2, http.MethodGet, base+"/account/9", nil, nil)
	do(t, h1, http.MethodPost, base+"/report", http.Header{"Content-Type": {"application/json"}},
		bytes.NewReader(encode(t, "application/json", dataset.GenerateDocuments(20, 1)[0])))
	conn := grpcConn(t, base)
	if err := conn.Invoke(context.Background(), docsv1connect.DocumentServiceGetAllByLimitAndOffsetProcedure,
		&docsv1.GetAllByLimitAndOffsetRequest{Limit: 1}, &docsv1.GetAllByLimitAndOffsetResponse{}); err != nil {
		t.Fatal(err)
	}
	r := do(t, h1, http.MethodGet, base+"/metrics", nil, nil)
	text := string(r.body)
	for _, want := range []string{
		`polywire_requests_total{encoding="zstd",format="msgpack",protocol="rest",route="GET /account/{accountId}",status="200",transport="http/1.1"} 1`,
		`polywire_requests_total{encoding="identity",format="json",protocol="rest",route="GET /account/{accountId}",status="404",transport="h2c"} 1`,
		`route="POST /report",status="201"`,
		`polywire_requests_total{encoding="identity",format="proto",protocol="grpc",route="/polywire.docs.v1.DocumentService/GetAllByLimitAndOffset",status="200",transport="h2c"} 1`,
		`polywire_request_duration_seconds_bucket{format="msgpack",protocol="rest",route="GET /account/{accountId}"`,
		`polywire_request_body_bytes_total{protocol="rest",route="POST /report"}`,
		`polywire_response_body_bytes_total{encoding="zstd",format="msgpack",protocol="rest",route="GET /account/{accountId}"}`,
		`polywire_store_write_queue_capacity 4096`,
		`polywire_store_write_queue_depth 0`,
		`polywire_store_write_batches_total 1`,
		`polywire_store_writes_total 1`,
		`polywire_store_batch_writes_count 1`,
		`polywire_store_batch_writes_sum 1`,
		`polywire_store_batch_commit_seconds_count 1`,
		`polywire_store_batch_queue_wait_seconds_count 1`,
		`polywire_store_batch_commit_part_seconds_count{part="cpu"} 1`,
		`polywire_store_batch_commit_part_seconds_count{part="runqueue"} 1`,
		`polywire_store_batch_commit_part_seconds_count{part="off"} 1`,
		`polywire_store_duration_seconds_count{op="save_document",result="ok"} 1`,
		`polywire_store_duration_seconds_count{op="list_documents",result="ok"} 1`,
		`go_goroutines`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
	if t.Failed() {
		t.Log(text)
	}
}

func TestCORS(t *testing.T) {
	t.Parallel()
	data := mustData(t, generatedData)
	any := startServer(t, Config{CORSOrigins: []string{"*"}}, data)
	one := startServer(t, Config{CORSOrigins: []string{"https://app.example"}}, data)
	none := startServer(t, Config{}, data)
	client := newClient(t, protocols[0])
	preflight := http.Header{"Origin": {"https://app.example"}, "Access-Control-Request-Method": {"POST"},
		"Access-Control-Request-Headers": {"content-type,authorization"}}
	r := do(t, client, http.MethodOptions, any+"/report", preflight, nil)
	if r.StatusCode != http.StatusNoContent || r.Header.Get("Access-Control-Allow-Origin") != "*" ||
		!strings.Contains(r.Header.Get("Access-Control-Allow-Headers"), "Authorization") ||
		!strings.Contains(r.Header.Get("Access-Control-Allow-Methods"), "POST") {
		t.Fatalf("preflight: %d %v", r.StatusCode, r.Header)
	}
	r = do(t, client, http.MethodGet, one+"/account/1", http.Header{"Origin": {"https://app.example"}}, nil)
	if r.Header.Get("Access-Control-Allow-Origin") != "https://app.example" || !strings.Contains(r.Header.Get("Access-Control-Expose-Headers"), "ETag") {
		t.Fatalf("allowed origin: %v", r.Header)
	}
	r = do(t, client, http.MethodGet, one+"/account/1", http.Header{"Origin": {"https://evil.example"}}, nil)
	if r.Header.Get("Access-Control-Allow-Origin") != "" || r.StatusCode != http.StatusOK {
		t.Fatalf("other origin got %q", r.Header.Get("Access-Control-Allow-Origin"))
	}
	r = do(t, client, http.MethodGet, none+"/account/1", http.Header{"Origin": {"https://app.example"}}, nil)
	if r.Header.Get("Access-Control-Allow-Origin") != "" {
		t.Fatal("CORS headers with no origins configured")
	}
}
