package transcode_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
)

// countingWriter is a ResponseWriter that counts the bytes and drops them.
type countingWriter struct {
	h http.Header
	n int64
}

func (w *countingWriter) Header() http.Header         { return w.h }
func (w *countingWriter) WriteHeader(int)             {}
func (w *countingWriter) Write(b []byte) (int, error) { w.n += int64(len(b)); return len(b), nil }
func (w *countingWriter) Flush()                      {}

// BenchmarkStream writes 50,000 small messages through each framing
// (identity), the invoker sending one reused message.
func BenchmarkStream(b *testing.B) {
	const items = 50_000
	h := newStreamHandler(b, func(_ context.Context, md protoreflect.MethodDescriptor, _ proto.Message, send func(proto.Message) error) error {
		m := book(md.Output(), "shelves/s1", 7)
		for range items {
			if err := send(m); err != nil {
				return err
			}
		}
		return nil
	})
	for _, fr := range framings {
		b.Run(fr.name, func(b *testing.B) {
			b.ReportAllocs()
			r := httptest.NewRequest(http.MethodGet, "/v1/shelves/s1/books:stream", nil)
			r.Header.Set("Accept", fr.accept)
			var size int64
			for b.Loop() {
				w := &countingWriter{h: http.Header{}}
				h.ServeHTTP(w, r)
				size = w.n
			}
			b.SetBytes(size)
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*items), "ns/item")
		})
	}
}
