package server

import (
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
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
	h := s.Handler()
	for _, bc := range []struct{ format, mediaType, body string }{
		{"proto", "application/x-protobuf", "\x08\x02"}, // GetAccountRequest{accountId: 2}
		{"json", "application/json", `{"accountId":"2"}`},
	} {
		b.Run("rest/"+bc.format, func(b *testing.B) {
			b.ReportAllocs()
			b.RunParallel(func(pb *testing.PB) {
				w := &discardWriter{h: http.Header{}}
				for pb.Next() {
					req := httptest.NewRequest(http.MethodGet, "/account/2", nil)
					req.Header.Set("Accept", bc.mediaType)
					clear(w.h)
					h.ServeHTTP(w, req)
				}
			})
		})
		b.Run("connect/"+bc.format, func(b *testing.B) {
			rec := httptest.NewRecorder()
			req := httptest.NewRequest(http.MethodPost, "/polywire.bank.v1.BankService/GetAccount", strings.NewReader(bc.body))
			req.Header.Set("Content-Type", "application/"+bc.format)
			if h.ServeHTTP(rec, req); rec.Code != http.StatusOK || rec.Body.Len() < 1<<20 {
				b.Fatalf("GetAccount(2) as %s: %d, %d bytes: %s", bc.format, rec.Code, rec.Body.Len(), rec.Body.Bytes()[:min(rec.Body.Len(), 200)])
			}
			b.ReportAllocs()
			b.RunParallel(func(pb *testing.PB) {
				w := &discardWriter{h: http.Header{}}
				for pb.Next() {
					req := httptest.NewRequest(http.MethodPost, "/polywire.bank.v1.BankService/GetAccount", strings.NewReader(bc.body))
					req.Header.Set("Content-Type", "application/"+bc.format)
					clear(w.h)
					h.ServeHTTP(w, req)
				}
			})
		})
	}
}
