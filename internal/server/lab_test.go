package server

import (
	"net/http"
	"strings"
	"testing"

	"github.com/polywire/polywire/apierror"
)

// TestLab: the lab page is served same-origin at /lab and the API
// reference page at /docs; what is not in their bundles is a 404 with an
// error body, as anywhere else.
func TestLab(t *testing.T) {
	t.Parallel()
	base := startServer(t, Config{}, mustData(t, generatedData))
	for _, p := range protocols {
		client := newClient(t, p)
		for _, tc := range []struct {
			name, method, path string
			status             int
		}{
			{"page", http.MethodGet, "/lab", http.StatusOK},
			{"page_slash", http.MethodGet, "/lab/", http.StatusOK},
			{"head", http.MethodHead, "/lab", http.StatusOK},
			{"missing_asset", http.MethodGet, "/lab/nope", http.StatusNotFound},
			{"missing_nested", http.MethodGet, "/lab/a/b.js", http.StatusNotFound},
			{"post", http.MethodPost, "/lab", http.StatusMethodNotAllowed},
			{"docs", http.MethodGet, "/docs", http.StatusOK},
			{"docs_slash", http.MethodGet, "/docs/", http.StatusOK},
			{"docs_head", http.MethodHead, "/docs", http.StatusOK},
			{"docs_missing_asset", http.MethodGet, "/docs/nope.js", http.StatusNotFound},
			{"docs_lab_asset", http.MethodGet, "/docs/lab.js", http.StatusNotFound},
			{"docs_post", http.MethodPost, "/docs", http.StatusMethodNotAllowed},
			{"docs_put_slash", http.MethodPut, "/docs/", http.StatusMethodNotAllowed},
		} {
			r := do(t, client, tc.method, base+tc.path, nil, nil)
			if r.StatusCode != tc.status {
				t.Fatalf("%s %s: %s %s: %d, want %d: %.200s", p.name, tc.name, tc.method, tc.path, r.StatusCode, tc.status, r.body)
			}
			switch tc.status {
			case http.StatusOK:
				if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/html") {
					t.Errorf("%s %s: Content-Type %q, want text/html", p.name, tc.name, ct)
				}
				if tc.method == http.MethodGet && !strings.Contains(string(r.body), "<title>") {
					t.Errorf("%s %s: body has no <title>: %.200s", p.name, tc.name, r.body)
				}
			case http.StatusNotFound:
				if e := decodeError(t, r); e.Code != apierror.CodeNotFound {
					t.Errorf("%s %s: error code %s", p.name, tc.name, e.Code)
				}
			}
		}
	}
}
