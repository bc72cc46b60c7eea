package server

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/store"
	"github.com/polywire/polywire/store/sqlite"
)

// BenchmarkRPCvsREST serves account 2 through the whole handler chain, in
// process, as a REST GET and as a Connect-protocol unary RPC in the same
// format, with the body cache off so both encode every response: what the
// RPC face costs over REST's, without a client's decoding in the way.
func BenchmarkRPCvsREST(b *testing.B) {
	s, err := New(Config{Logger: slog.New(slog.DiscardHandler), DisableCache: true}, mustData(b, generatedData))
	if err != nil {
		b.Fatal(err)
	}
	benchRESTvsConnect(b, s.Handler(), "/account/2", "/polywire.bank.v1.BankService/GetAccount", 1<<20, []rpcCase{
		{"proto", "application/x-protobuf", "\x08\x02"}, // GetAccountRequest{accountId: 2}
		{"json", "application/json", `{"accountId":"2"}`},
	})
}

// BenchmarkRPCvsRESTReports is seed 003's list, GetAllByLimitAndOffset of
// 100 documents from a real SQLite store, as REST's GET /reports?limit=100
// and as a Connect unary RPC in the same format: the store's read is in
// both, so the difference is the protocol and its codec.
func BenchmarkRPCvsRESTReports(b *testing.B) {
	ctx := context.Background()
	st, err := sqlite.Open(ctx, filepath.Join(b.TempDir(), "polywire.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = st.Close() })
	for i, d := range dataset.GenerateDocuments(3, 100) {
		d.Owner.Secret = ""
		if err := st.SaveDocument(ctx, store.Document{ID: fmt.Sprintf("00000000-0000-4000-8000-%012d", i), Doc: d}); err != nil {
			b.Fatal(err)
		}
	}
	s, err := New(Config{Logger: slog.New(slog.DiscardHandler), DisableCache: true, Store: st}, mustData(b, generatedData))
	if err != nil {
		b.Fatal(err)
	}
	benchRESTvsConnect(b, s.Handler(), "/reports?limit=100", "/polywire.docs.v1.DocumentService/GetAllByLimitAndOffset", 10_000, []rpcCase{
		{"proto", "application/x-protobuf", "\x08\x64"}, // GetAllByLimitAndOffsetRequest{limit: 100}
		{"json", "application/json", `{"limit":100}`},
	})
}

// rpcCase is one format of a REST-vs-RPC benchmark: the media type REST
// negotiates and the RPC request body in that format.
type rpcCase struct{ format, mediaType, body string }

// benchRESTvsConnect times GET restPath and the Connect unary RPC at
// rpcPath in each format, after checking the RPC answers at least minBytes.
func benchRESTvsConnect(b *testing.B, h http.Handler, restPath, rpcPath string, minBytes int, cases []rpcCase) {
	for _, bc := range cases {
		b.Run("rest/"+bc.format, func(b *testing.B) {
			b.ReportAllocs()
			b.RunParallel(func(pb *testing.PB) {
				w := &discardWriter{h: http.Header{}}
				for pb.Next() {
					req := httptest.NewRequest(http.MethodGet, restPath, nil)
					req.Header.Set("Accept", bc.mediaType)
					clear(w.h)
					h.ServeHTTP(w, req)
				}
			})
		})
		b.Run("connect/"+bc.format, func(b *testing.B) {
			rec := httptest.NewRecorder()
			req := httptest.NewRequest(http.MethodPost, rpcPath, strings.NewReader(bc.body))
			req.Header.Set("Content-Type", "application/"+bc.format)
			if h.ServeHTTP(rec, req); rec.Code != http.StatusOK || rec.Body.Len() < minBytes {
				b.Fatalf("%s as %s: %d, %d bytes: %s", rpcPath, bc.format, rec.Code, rec.Body.Len(), rec.Body.Bytes()[:min(rec.Body.Len(), 200)])
			}
			b.ReportAllocs()
			b.RunParallel(func(pb *testing.PB) {
				w := &discardWriter{h: http.Header{}}
				for pb.Next() {
					req := httptest.NewRequest(http.MethodPost, rpcPath, strings.NewReader(bc.body))
					req.Header.Set("Content-Type", "application/"+bc.format)
					clear(w.h)
					h.ServeHTTP(w, req)
				}
			})
		})
	}
}
