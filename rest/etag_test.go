package rest_test

import (
	"net/http"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/wrapperspb"

	"github.com/polywire/polywire/rest"
)

// TestImmutableFreshMessagesHeapFlat: a handler that declares WithImmutable
// but returns a fresh message per request used to grow the ETag map by
// one pinned message per request (46.7 MB after 20,000 requests); what the
// exchange remembers is now bounded, so 100,000 requests leave the heap
// where 20,000 left it — with the body cache off and on.
func TestImmutableFreshMessagesHeapFlat(t *testing.T) {
	// Not parallel: it reads the process's heap.
	if testing.Short() {
		t.Skip("serves 200,000 requests (5 s)")
	}
	payload := strings.Repeat("x", 2000)
	for _, opts := range [][]rest.Option{{rest.WithBodyCache(0)}, nil} {
		x, err := rest.New(opts...)
		if err != nil {
			t.Fatal(err)
		}
		var n atomic.Int64
		h := x.Handler(func(*http.Request) (proto.Message, error) {
			return wrapperspb.String(payload + string(rune('a'+n.Add(1)%26))), nil
		}, rest.WithImmutable())
		heapAfter := func(requests int) uint64 {
			for range requests {
				if rec := serve(h, "GET", "/", nil, "Accept", "application/json"); rec.Code != 200 {
					t.Fatalf("status %d", rec.Code)
				}
			}
			runtime.GC()
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			return ms.HeapAlloc
		}
		at20k := heapAfter(20_000)
		at100k := heapAfter(80_000)
		if grown := int64(at100k) - int64(at20k); grown > 8<<20 {
			t.Errorf("cache %v: the heap grew %.1f MB from 20,000 to 100,000 fresh messages", opts != nil, float64(grown)/(1<<20))
		}
		runtime.KeepAlive(x)
	}
}

// TestETag: WithETag tags any answer by its bytes; a matching If-None-Match
// is a 304 with no body, a changed answer a new tag, each coding its own.
func TestETag(t *testing.T) {
	t.Parallel()
	x, err := rest.New(rest.WithCompression(0))
	if err != nil {
		t.Fatal(err)
	}
	var current atomic.Pointer[string]
	v := "first"
	current.Store(&v)
	h := x.Handler(func(*http.Request) (proto.Message, error) {
		return wrapperspb.String(*current.Load()), nil
	}, rest.WithETag())
	first := serve(h, "GET", "/", nil)
	tag := first.Header().Get("ETag")
	if first.Code != 200 || !strings.HasPrefix(tag, `"`) || first.Header().Get("Cache-Control") != "no-cache" {
		t.Fatalf("first answer %d, ETag %q, Cache-Control %q", first.Code, tag, first.Header().Get("Cache-Control"))
	}
	if again := serve(h, "GET", "/", nil, "If-None-Match", tag); again.Code != 304 || again.Body.Len() != 0 || again.Header().Get("ETag") != tag {
		t.Fatalf("revalidation: %d, %d bytes, ETag %q", again.Code, again.Body.Len(), again.Header().Get("ETag"))
	}
	if gz := serve(h, "GET", "/", nil, "Accept-Encoding", "gzip", "If-None-Match", tag); gz.Code != 200 || gz.Header().Get("ETag") == tag {
		t.Fatalf("gzip is another representation: %d, ETag %q", gz.Code, gz.Header().Get("ETag"))
	}
	w := "second"
	current.Store(&w)
	if changed := serve(h, "GET", "/", nil, "If-None-Match", tag); changed.Code != 200 || changed.Header().Get("ETag") == tag {
		t.Fatalf("changed data: %d, ETag %q (was %q)", changed.Code, changed.Header().Get("ETag"), tag)
	}
}
