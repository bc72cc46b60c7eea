package server

import (
	"bytes"
	"context"
	"net/http"
	"testing"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/dataset"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	"github.com/polywire/polywire/gen/polywire/docs/v1/docsv1connect"
	"github.com/polywire/polywire/internal/pgtest"
	"github.com/polywire/polywire/store/postgres"
)

// TestStoreOutage runs the server on a real PostgreSQL behind a TCP proxy,
// cuts the database away, and checks the answers: 503 with an error body
// over REST, Unavailable over gRPC, /readyz 503 — then restores it and
// checks the same server saves again, without a restart.
func TestStoreOutage(t *testing.T) {
	t.Parallel()
	dsn := pgtest.Schema(t)
	proxy := pgtest.StartProxy(t, pgtest.HostOf(t, dsn))
	st, err := postgres.Open(context.Background(), pgtest.WithHost(t, dsn, proxy.Addr()),
		postgres.WithConnectTimeout(time.Second), postgres.WithIdleCheck(100*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	base := startServer(t, Config{Store: st}, mustData(t, generatedData))
	client := newClient(t, protocols[1])
	conn := grpcConn(t, base)
	docs := dataset.GenerateDocuments(30, 3)
	post := func(d *docsv1.Document) response {
		return do(t, client, http.MethodPost, base+"/report", http.Header{"Content-Type": {"application/x-protobuf"}, "Accept": {"application/x-protobuf"}},
			bytes.NewReader(encode(t, "application/x-protobuf", d)))
	}
	if r := post(docs[0]); r.StatusCode != http.StatusCreated {
		t.Fatalf("before the outage: %d %s", r.StatusCode, r.body)
	}

	proxy.Cut()
	r := post(docs[1])
	if r.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("POST /report during the outage: %d", r.StatusCode)
	}
	if e := decodeError(t, r); e.Code != apierror.CodeUnavailable {
		t.Fatalf("error during the outage: %v", e)
	}
	if r := do(t, client, http.MethodGet, base+"/reports", nil, nil); r.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("GET /reports during the outage: %d", r.StatusCode)
	}
	if r := do(t, client, http.MethodGet, base+"/readyz", nil, nil); r.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("/readyz during the outage: %d", r.StatusCode)
	}
	err = conn.Invoke(context.Background(), docsv1connect.DocumentServiceSaveProcedure, &docsv1.SaveRequest{Document: docs[1]}, &docsv1.SaveResponse{})
	if status.Code(err) != codes.Unavailable {
		t.Fatalf("gRPC Save during the outage: %v", err)
	}
	if r := do(t, client, http.MethodGet, base+"/account/1", nil, nil); r.StatusCode != http.StatusOK {
		t.Fatalf("the datasets must not depend on the store: %d", r.StatusCode)
	}

	proxy.Restore(t)
	deadline := time.Now().Add(15 * time.Second)
	for {
		r := post(docs[2])
		if r.StatusCode == http.StatusCreated {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("still %d 15 s after the database came back", r.StatusCode)
		}
		time.Sleep(200 * time.Millisecond)
	}
	r = do(t, client, http.MethodGet, base+"/reports", http.Header{"Accept": {"application/x-protobuf"}}, nil)
	got := &docsv1.GetAllByLimitAndOffsetResponse{}
	decode(t, r, got)
	if len(got.Documents) != 2 {
		t.Fatalf("after recovery: %d documents, want the 2 saved", len(got.Documents))
	}
	if r := do(t, client, http.MethodGet, base+"/readyz", nil, nil); r.StatusCode != http.StatusOK {
		t.Fatalf("/readyz after recovery: %d", r.StatusCode)
	}
}
