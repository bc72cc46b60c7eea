package server

import (
	"bytes"
	"log/slog"
	"maps"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"
	"time"

	"github.com/polywire/polywire/codec/protocodec"
	"github.com/polywire/polywire/dataset"
)

// TestSeedRoutesThroughTranscoder: every seed route whose google.api.http
// rule expresses it exactly is served by the transcoder, the others by
// their hand-written functions (handwritten), and the two lists cover the
// seed routes.
func TestSeedRoutesThroughTranscoder(t *testing.T) {
	t.Parallel()
	s, err := New(Config{Logger: slog.New(slog.DiscardHandler)}, mustData(t, generatedData))
	if err != nil {
		t.Fatal(err)
	}
	got, err := s.transcoded(s.routes())
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"GET /accountList", "GET /people", "GET /people:stream", "POST /people", "POST /report", "POST /report/validate"}
	if keys := slices.Sorted(maps.Keys(got)); !slices.Equal(keys, want) {
		t.Errorf("transcoded routes %v, want %v", keys, want)
	}
	for _, rt := range s.routes() {
		p := rt.method + " " + rt.path
		_, hand := handwritten[p]
		if _, tr := got[p]; tr == hand {
			t.Errorf("route %s: transcoded %v, handwritten %v: want exactly one", p, tr, hand)
		}
	}
}

// BenchmarkSeedRoutes serves the same requests through the hand-written
// routes and through the transcoder (docs/BENCHMARKS.md).
func BenchmarkSeedRoutes(b *testing.B) {
	data := mustData(b, generatedData)
	doc, err := protocodec.Codec{}.Marshal(nil, dataset.GenerateDocuments(1, 1)[0])
	if err != nil {
		b.Fatal(err)
	}
	type request struct {
		name, method, path, accept string
		body                       []byte
	}
	reqs := []request{
		{"accountList", http.MethodGet, "/accountList", "application/x-protobuf", nil},
		{"people", http.MethodGet, "/people", "application/x-protobuf", nil},
		{"report_validate", http.MethodPost, "/report/validate", "application/json", doc},
	}
	modes := []string{"handwritten", "transcoded"}
	handlers := map[string]http.Handler{}
	for _, mode := range modes {
		s, err := New(Config{Logger: slog.New(slog.DiscardHandler), handwritten: mode == "handwritten"}, data)
		if err != nil {
			b.Fatal(err)
		}
		handlers[mode] = s.Handler()
	}
	// paired/{route} serves the route through both, alternating request by
	// request on one goroutine: both see the same machine at the same
	// moment, so their ratio holds on a busy machine where ns/op of
	// separate runs swings by tens of percent.
	for _, rq := range reqs {
		b.Run("paired/"+rq.name, func(b *testing.B) {
			b.ReportAllocs()
			w := &discardWriter{h: http.Header{}}
			var spent [2]time.Duration
			for n := range b.N {
				for k := range modes {
					i := k ^ n&1 // which goes first alternates too
					mode := modes[i]
					req := httptest.NewRequest(rq.method, rq.path, bytes.NewReader(rq.body))
					req.Header.Set("Accept", rq.accept)
					if rq.body != nil {
						req.Header.Set("Content-Type", "application/x-protobuf")
					}
					clear(w.h)
					start := time.Now()
					handlers[mode].ServeHTTP(w, req)
					spent[i] += time.Since(start)
				}
			}
			hand, trans := float64(spent[0])/float64(b.N), float64(spent[1])/float64(b.N)
			b.ReportMetric(hand, "hand-ns/op")
			b.ReportMetric(trans, "trans-ns/op")
			b.ReportMetric(trans/hand, "ratio")
		})
	}
	// Route by route, the two modes one after the other, so that they see
	// the same machine; cpu-ns/op (the process's CPU time per request) is
	// steadier than ns/op on a busy machine.
	for _, rq := range reqs {
		for _, mode := range modes {
			h := handlers[mode]
			b.Run(mode+"/"+rq.name, func(b *testing.B) {
				b.ReportAllocs()
				cpu := processCPU()
				b.RunParallel(func(pb *testing.PB) {
					w := &discardWriter{h: http.Header{}}
					for pb.Next() {
						req := httptest.NewRequest(rq.method, rq.path, bytes.NewReader(rq.body))
						req.Header.Set("Accept", rq.accept)
						if rq.body != nil {
							req.Header.Set("Content-Type", "application/x-protobuf")
						}
						clear(w.h)
						h.ServeHTTP(w, req)
					}
				})
				if cpu >= 0 {
					b.ReportMetric(float64(processCPU()-cpu)/float64(b.N), "cpu-ns/op")
				}
			})
		}
	}
}
