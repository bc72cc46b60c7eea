package rest_test

import (
	"bytes"
	"fmt"
	"net/http"
	"sync"
	"testing"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/apipb"

	"github.com/polywire/polywire/contentcoding"
	"github.com/polywire/polywire/rest"
)

// TestConcurrent is what make test's race half runs of this package: one
// Exchange (its ETag map, body cache, encoder and buffer pools, observer)
// serving goroutines that ask for the immutable answer in every format and
// coding, revalidate it, and post bodies of their own. Each gets its own
// format, coding and body back, and a 304 exactly when its tag matches.
func TestConcurrent(t *testing.T) {
	t.Parallel()
	h, _ := newHandler(t, rest.WithBodyCache(1<<20))
	formats := []string{"application/json", "application/x-protobuf", "application/x-flatbuffers", "application/msgpack", "application/xml"}
	codings := []contentcoding.Coding{contentcoding.Identity, contentcoding.Gzip, contentcoding.Brotli, contentcoding.Zstd}
	reg := rest.DefaultRegistry()
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range 20 {
				accept, coding := formats[(g+i)%len(formats)], codings[(g+i/len(formats))%len(codings)]
				rec := serve(h, "GET", "/api", nil, "Accept", accept, "Accept-Encoding", string(coding))
				if rec.Code != http.StatusOK || rec.Header().Get("Content-Type") != accept {
					t.Errorf("goroutine %d: GET %s: status %d, Content-Type %q", g, accept, rec.Code, rec.Header().Get("Content-Type"))
					return
				}
				got, err := contentcoding.ParseContentEncoding(rec.Header().Get("Content-Encoding"))
				if err != nil {
					t.Errorf("goroutine %d: GET %s %s: %v", g, accept, coding, err)
					return
				}
				body, err := contentcoding.ReadAll(nil, bytes.NewReader(rec.Body.Bytes()), got, 1<<20)
				if err != nil {
					t.Errorf("goroutine %d: GET %s %s: %v", g, accept, coding, err)
					return
				}
				c, _ := reg.ByMediaType(accept)
				answer := &apipb.Api{}
				if err := c.Unmarshal(body, answer); err != nil || !proto.Equal(answer, library) {
					t.Errorf("goroutine %d: GET %s %s: %v, %v", g, accept, coding, err, answer)
				}
				tag := rec.Header().Get("ETag")
				if nm := serve(h, "GET", "/api", nil, "Accept", accept, "Accept-Encoding", string(coding), "If-None-Match", tag); nm.Code != http.StatusNotModified {
					t.Errorf("goroutine %d: revalidate %s: status %d", g, tag, nm.Code)
				}
				// A body of its own, posted in this format, echoed in JSON.
				mine := &apipb.Api{Name: fmt.Sprintf("g%d-r%d", g, i), Version: "v1"}
				in, err := c.Marshal(nil, mine)
				if err != nil {
					t.Errorf("goroutine %d: marshal: %v", g, err)
					return
				}
				post := serve(h, "POST", "/api", in, "Content-Type", accept, "Accept", "application/json")
				echoed := &apipb.Api{}
				jc, _ := reg.ByMediaType("application/json")
				if post.Code != http.StatusCreated || jc.Unmarshal(post.Body.Bytes(), echoed) != nil || !proto.Equal(echoed, mine) {
					t.Errorf("goroutine %d: POST %s: status %d, body %q", g, accept, post.Code, post.Body.Bytes())
				}
			}
		})
	}
	wg.Wait()
}
