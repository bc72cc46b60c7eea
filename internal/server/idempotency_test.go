package server

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"connectrpc.com/connect"
	"google.golang.org/grpc"
	"google.golang.org/grpc/metadata"

	"github.com/polywire/polywire/dataset"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	"github.com/polywire/polywire/gen/polywire/docs/v1/docsv1connect"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/store"
	"github.com/polywire/polywire/store/sqlite"
)

// lossyStore is a real SQLite store whose next write commits and then
// reports the database lost: the answer of a committed write never reaches
// the server, as when PostgreSQL dies between the commit and its reply.
type lossyStore struct {
	*sqlite.Store
	lose atomic.Bool
}

func (s *lossyStore) SaveDocument(ctx context.Context, d store.Document) error {
	err := s.Store.SaveDocument(ctx, d)
	if err == nil && s.lose.CompareAndSwap(true, false) {
		return fmt.Errorf("save document: %w: connection lost after commit", store.ErrUnavailable)
	}
	return err
}

func newLossyStore(t *testing.T) *lossyStore {
	t.Helper()
	st, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "polywire.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	return &lossyStore{Store: st}
}

// documents counts the documents st holds.
func documents(t *testing.T, st store.Store) int {
	t.Helper()
	d, err := st.ListDocuments(t.Context(), store.MaxListLimit, 0)
	if err != nil {
		t.Fatal(err)
	}
	return len(d)
}

// TestIdempotencyKeyREST: POST /report with an Idempotency-Key, in JSON
// over HTTP/1.1 and in Protobuf over h2c, both through the transcoder and
// hand-written: a retry gets the first answer, byte for byte, with
// Idempotent-Replayed, and stores nothing more; the same key with another
// body is 422; a key whose request is running is 409 with Retry-After; a
// bad key is 400; and a write that committed while its answer was lost is
// answered on retry and stored once.
func TestIdempotencyKeyREST(t *testing.T) {
	t.Parallel()
	data := mustData(t, generatedData)
	for _, tc := range []struct {
		name        string
		p           protocol
		contentType string
		handwritten bool
	}{
		{"json_http1", protocols[0], "application/json", false},
		{"proto_h2c", protocols[1], "application/x-protobuf", false},
		{"json_http1_handwritten", protocols[0], "application/json", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			st := newLossyStore(t)
			base := startServer(t, Config{Store: st, handwritten: tc.handwritten}, data)
			c := newClient(t, tc.p)
			body := func(seed uint64) []byte {
				c, _ := registry.ByMediaType(tc.contentType)
				b, err := c.Marshal(nil, dataset.GenerateDocuments(seed, 1)[0])
				if err != nil {
					t.Fatal(err)
				}
				return b
			}
			post := func(path, key string, b []byte) response {
				h := http.Header{"Content-Type": {tc.contentType}, "Accept": {tc.contentType}}
				if key != "" {
					h.Set("Idempotency-Key", key)
				}
				return do(t, c, http.MethodPost, base+path, h, bytes.NewReader(b))
			}
			first := post("/report", "k1", body(1))
			if first.StatusCode != http.StatusCreated {
				t.Fatalf("first POST: %d %s", first.StatusCode, first.body)
			}
			for range 2 {
				again := post("/report", "k1", body(1))
				if again.StatusCode != http.StatusCreated || !bytes.Equal(again.body, first.body) || again.Header.Get(ReplayedHeader) != "true" {
					t.Fatalf("retry: %d %q (replayed %q), want %d %q", again.StatusCode, again.body, again.Header.Get(ReplayedHeader), first.StatusCode, first.body)
				}
			}
			if n := documents(t, st); n != 1 {
				t.Fatalf("%d documents after a POST and two retries, want 1", n)
			}
			if r := post("/report", "k1", body(2)); r.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(string(r.body), "another request") {
				t.Errorf("same key, another body: %d %s, want 422", r.StatusCode, r.body)
			}
			if r := post("/report", strings.Repeat("k", 256), body(3)); r.StatusCode != http.StatusBadRequest {
				t.Errorf("a 256-character key: %d %s, want 400", r.StatusCode, r.body)
			}
			// The same key on another route is another key.
			if r := post("/report/validate", "k1", body(1)); r.StatusCode != http.StatusOK {
				t.Errorf("the key on /report/validate: %d %s", r.StatusCode, r.body)
			}

			// In flight: the key claimed for exactly this request.
			b := body(4)
			fp, err := fingerprint("POST /report", &docsv1.SaveRequest{Document: dataset.GenerateDocuments(4, 1)[0]})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := st.BeginKey(t.Context(), store.KeyClaim{Scope: "POST /report", Key: "busy", Fingerprint: fp,
				Lease: store.DefaultKeyLease, TTL: store.DefaultKeyTTL}); err != nil {
				t.Fatal(err)
			}
			if r := post("/report", "busy", b); r.StatusCode != http.StatusConflict || r.Header.Get("Retry-After") == "" {
				t.Errorf("a key in flight: %d %s (Retry-After %q), want 409 with Retry-After", r.StatusCode, r.body, r.Header.Get("Retry-After"))
			}

			// Committed, answer lost: 503, then the retry is answered
			// from the key, and the document is stored once.
			st.lose.Store(true)
			lost := post("/report", "lost", body(5))
			if lost.StatusCode != http.StatusServiceUnavailable {
				t.Fatalf("the lost answer: %d %s, want 503", lost.StatusCode, lost.body)
			}
			before := documents(t, st)
			retry := post("/report", "lost", body(5))
			if retry.StatusCode != http.StatusCreated || retry.Header.Get(ReplayedHeader) != "true" {
				t.Fatalf("retry after a lost answer: %d %s", retry.StatusCode, retry.body)
			}
			if n := documents(t, st); n != before {
				t.Fatalf("the retry stored again: %d documents, want %d", n, before)
			}
			// Without a key, a POST writes every time.
			post("/report", "", body(6))
			post("/report", "", body(6))
			if n := documents(t, st); n != before+2 {
				t.Fatalf("%d documents after two POSTs without a key, want %d", n, before+2)
			}
		})
	}
}

// TestIdempotencyKeyRPC: Save and PostPeople over gRPC (grpc-go itself,
// the key as metadata), Connect and gRPC-Web: a retry gets the first
// answer and stores nothing more; another body under the key is refused.
func TestIdempotencyKeyRPC(t *testing.T) {
	t.Parallel()
	data := mustData(t, generatedData)
	st := newLossyStore(t)
	base := startServer(t, Config{Store: st}, data)
	doc := dataset.GenerateDocuments(21, 2)

	conn := grpcConn(t, base)
	ctx := metadata.AppendToOutgoingContext(t.Context(), "idempotency-key", "grpc-1")
	gdocs := docsv1.NewDocumentServiceClient(conn)
	var hdr metadata.MD
	a, err := gdocs.Save(ctx, &docsv1.SaveRequest{Document: doc[0]})
	if err != nil {
		t.Fatal(err)
	}
	b, err := gdocs.Save(ctx, &docsv1.SaveRequest{Document: doc[0]}, grpc.Header(&hdr))
	if err != nil || a.GetMessage() != b.GetMessage() || len(hdr.Get(ReplayedHeader)) == 0 {
		t.Fatalf("gRPC retry: %v, id %q then %q, header %v", err, a.GetMessage(), b.GetMessage(), hdr)
	}
	if _, err := gdocs.Save(ctx, &docsv1.SaveRequest{Document: doc[1]}); err == nil {
		t.Fatal("gRPC: the key with another document was accepted")
	}
	people := peoplev1.NewPeopleServiceClient(conn)
	pctx := metadata.AppendToOutgoingContext(t.Context(), "idempotency-key", "grpc-people")
	for range 2 {
		if r, err := people.PostPeople(pctx, &peoplev1.People{Person: data.People.Person[:3]}); err != nil || r.GetReceived() != 3 {
			t.Fatalf("PostPeople: %v %v", r, err)
		}
	}
	if p, err := st.ListPeople(t.Context(), store.MaxListLimit, 0); err != nil || len(p) != 3 {
		t.Fatalf("%d people after a PostPeople and its retry, want 3 (%v)", len(p), err)
	}

	for _, tc := range []struct {
		name string
		opts []connect.ClientOption
		c    *http.Client
	}{
		{"connect", nil, newClient(t, protocols[0])},
		{"grpc_web", []connect.ClientOption{connect.WithGRPCWeb()}, newClient(t, protocols[0])},
	} {
		client := docsv1connect.NewDocumentServiceClient(tc.c, base, tc.opts...)
		var ids []string
		for range 2 {
			req := connect.NewRequest(&docsv1.SaveRequest{Document: doc[1]})
			req.Header().Set("Idempotency-Key", tc.name)
			r, err := client.Save(t.Context(), req)
			if err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			ids = append(ids, r.Msg.GetMessage())
		}
		if ids[0] != ids[1] {
			t.Errorf("%s: the retry saved anew: %q", tc.name, ids)
		}
		req := connect.NewRequest(&docsv1.SaveRequest{Document: doc[0]})
		req.Header().Set("Idempotency-Key", tc.name)
		var ce *connect.Error
		if _, err := client.Save(t.Context(), req); !errors.As(err, &ce) || !strings.Contains(ce.Message(), "another request") {
			t.Errorf("%s: another document under the key: %v", tc.name, err)
		}
	}
	// One document per key: grpc-1, connect, grpc_web.
	if n := documents(t, st); n != 3 {
		t.Fatalf("%d documents, want 3", n)
	}
}
