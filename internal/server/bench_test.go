package server

import (
	"bytes"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/polywire/polywire/codec/protocodec"
	"github.com/polywire/polywire/dataset"
)

// discardWriter is a ResponseWriter that keeps nothing, so the benchmark
// measures the handler: negotiation, encoding, headers.
type discardWriter struct{ h http.Header }

func (w *discardWriter) Header() http.Header         { return w.h }
func (w *discardWriter) Write(p []byte) (int, error) { return len(p), nil }
func (w *discardWriter) WriteHeader(int)             {}

// BenchmarkHandler runs GET requests through the full handler chain in
// parallel, per endpoint and format.
func BenchmarkHandler(b *testing.B) {
	s, err := New(Config{Logger: slog.New(slog.DiscardHandler), AccessLogRate: 0}, mustData(b, generatedData))
	if err != nil {
		b.Fatal(err)
	}
	h := s.Handler()
	for _, path := range []string{"/account/1", "/account/2", "/articles?sections=500&seed=1"} {
		for _, accept := range []string{"application/json", "application/x-protobuf"} {
			b.Run(benchName(path)+"/"+accept[len("application/"):], func(b *testing.B) {
				b.ReportAllocs()
				b.RunParallel(func(pb *testing.PB) {
					req := httptest.NewRequest(http.MethodGet, path, nil)
					req.Header.Set("Accept", accept)
					w := &discardWriter{h: http.Header{}}
					for pb.Next() {
						clear(w.h)
						h.ServeHTTP(w, req)
					}
				})
			})
		}
	}
}

func benchName(path string) string {
	return strings.NewReplacer("/", "_", "?", "_", "&", "_", "=", "").Replace(path[1:])
}

// BenchmarkH2C runs requests through a real server on loopback over h2c
// (prior knowledge), in parallel on one client: the transport's cost —
// framing, HPACK, flow control — on top of the handler's. Small and large
// responses, and an upload.
func BenchmarkH2C(b *testing.B) {
	data := mustData(b, generatedData)
	base := startServer(b, Config{AccessLogRate: 0}, data)
	client := newClient(b, protocols[1])
	doc, err := protocodec.Codec{}.Marshal(nil, dataset.GenerateDocuments(3, 1)[0])
	if err != nil {
		b.Fatal(err)
	}
	for _, bc := range []struct {
		name, method, path string
		body               []byte
	}{
		{"get_small", http.MethodGet, "/articles?sections=3&seed=1", nil},
		{"get_large", http.MethodGet, "/account/2", nil},
		{"post_validate", http.MethodPost, "/report/validate", doc},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					req, err := http.NewRequest(bc.method, base+bc.path, bytes.NewReader(bc.body))
					if err != nil {
						b.Error(err)
						return
					}
					req.Header.Set("Accept", "application/x-protobuf")
					req.Header.Set("Content-Type", "application/x-protobuf")
					resp, err := client.Do(req)
					if err != nil {
						b.Error(err)
						return
					}
					n, err := io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
					if err != nil || resp.StatusCode != http.StatusOK || n == 0 {
						b.Errorf("%s %s: %d, %d bytes, %v", bc.method, bc.path, resp.StatusCode, n, err)
						return
					}
				}
			})
		})
	}
}
