package transcode_test

import (
	"net/http"
	"strings"
	"testing"

	"google.golang.org/protobuf/encoding/prototext"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/apierror"
)

// TestRouteHandler mounts single bindings on a net/http.ServeMux at
// patterns of the mux's own: the binding reads its variables by its
// template, serves a path without variables, and answers 404 for a path
// its template does not match (mounted at a wider pattern).
func TestRouteHandler(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, binding, pattern, target string
		status                         int
		req                            string
	}{
		{"variables", "GET /v1/{name=shelves/*/books/*}", "GET /v1/shelves/{s}/books/{b}", "/v1/shelves/1/books/2?note=hi", 200, `name: "shelves/1/books/2" note: "hi"`},
		{"verb", "POST /v1/{name=shelves/*/books/*}:archive", "POST /v1/", "/v1/shelves/1/books/2:archive", 200, `name: "shelves/1/books/2"`},
		{"multi-segment", "GET /files/{path=**}", "GET /files/", "/files/a/b%20c/d%2Fe", 200, `path: "a/b c/d%2Fe"`},
		{"not its path", "GET /v1/{name=shelves/*/books/*}", "GET /v1/", "/v1/shelves/1", 404, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			rec := &recorder{}
			h := newHandler(t, rec, "Library")
			i := -1
			for k, r := range h.Routes() {
				if r.HTTPMethod+" "+r.Path == tt.binding {
					i = k
				}
			}
			if i < 0 {
				t.Fatalf("no binding %s in %v", tt.binding, h.Routes())
			}
			mux := http.NewServeMux()
			mux.Handle(tt.pattern, h.RouteHandler(i))
			method, _, _ := strings.Cut(tt.pattern, " ")
			w := do(mux, method, tt.target, "")
			if w.Code != tt.status {
				t.Fatalf("status %d, want %d: %s", w.Code, tt.status, w.Body)
			}
			rpc, req := rec.last()
			if tt.status != 200 {
				if e := apiError(t, w); e.Code != apierror.CodeNotFound || rpc != "" {
					t.Errorf("error %v, reached %q: want not_found and no call", e, rpc)
				}
				return
			}
			if rpc != h.Routes()[i].Method.FullName() {
				t.Fatalf("reached %s, want %s", rpc, h.Routes()[i].Method.FullName())
			}
			if want := text(t, req.ProtoReflect().Descriptor(), tt.req); !proto.Equal(req, want) {
				t.Errorf("request %s, want %s", prototext.Format(req), prototext.Format(want))
			}
		})
	}
	t.Run("out of range", func(t *testing.T) {
		t.Parallel()
		h := newHandler(t, &recorder{}, "Library")
		defer func() {
			if recover() == nil {
				t.Error("RouteHandler(len(Routes())) did not panic")
			}
		}()
		h.RouteHandler(len(h.Routes()))
	})
}
