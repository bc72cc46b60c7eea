package server

import (
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
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
