package mockapi

import "testing"

// TestMuxPattern: a template's router pattern covers the template's
// paths.
func TestMuxPattern(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ tmpl, want string }{
		{"/v1/{name=shelves/*/books/*}", "/v1/shelves/{p1}/books/{p2}"},
		{"/v1/{name=shelves/*/books/*}:archive", "/v1/shelves/{p1}/books/{p2}"},
		{"/v1/{parent=shelves/*}/books", "/v1/shelves/{p1}/books"},
		{"/v1/books:batchGet", "/v1/books:batchGet"},
		{"/v1/books/{name=**}", "/v1/books/{p1...}"},
		{"/v1/{id}", "/v1/{p1}"},
		{"/v1/{book.name=b/*}:x", "/v1/b/{p1}"},
		{"/v1/*/x/{a}", "/v1/{p1}/x/{p2}"},
	} {
		got, err := muxPattern(c.tmpl)
		if err != nil || got != c.want {
			t.Errorf("muxPattern(%q) = %q, %v; want %q", c.tmpl, got, err, c.want)
		}
	}
	if got := coverPattern("/v1/{p1}", "/v1/shelves:search"); got != "/v1/{p1}" {
		t.Errorf("coverPattern: %q", got)
	}
	if got := coverPattern("/v1/shelves/{p1}", "/v1/shelves/{p1...}"); got != "/v1/shelves/{p1...}" {
		t.Errorf("coverPattern with a rest: %q", got)
	}
	if !samePattern("/v1/shelves/{shelf}/books", "/v1/shelves/{p1}/books") || samePattern("/v1/{a}", "/v1/{a...}") {
		t.Error("samePattern")
	}
}
