package gateway

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/polywire/polywire/internal/openapitest"
	"github.com/polywire/polywire/openapi"
)

// TestDocument: in front of polywire's own gRPC face, read by reflection
// with -rule rules, the gateway's document has an operation for each
// route it serves (and nothing else), validates, is served in JSON and
// YAML (405 for other methods), and the gateway's real answers validate
// against it.
func TestDocument(t *testing.T) {
	t.Parallel()
	addr := startSeed(t)
	g, url := newGateway(t, Config{Upstream: addr, Rules: seedRules(t)})
	mux := http.NewServeMux()
	mux.Handle("/", g)
	mux.Handle("/openapi.json", g.DocumentHandler())
	mux.Handle("/openapi.yaml", g.DocumentHandler())
	docSrv := httptest.NewServer(mux)
	t.Cleanup(docSrv.Close)

	r := do(t, "GET", docSrv.URL+"/openapi.json", nil, nil)
	want, err := g.Document()
	if err != nil {
		t.Fatal(err)
	}
	if r.status != 200 || r.header.Get("Content-Type") != "application/json" || !bytes.Equal(r.body, want) {
		t.Fatalf("GET /openapi.json: %d %s", r.status, r.header.Get("Content-Type"))
	}
	y := do(t, "GET", docSrv.URL+"/openapi.yaml", nil, nil)
	if want, _ := openapi.YAML(r.body); y.status != 200 || y.header.Get("Content-Type") != "application/yaml" || !bytes.Equal(y.body, want) {
		t.Errorf("GET /openapi.yaml: %d %s", y.status, y.header.Get("Content-Type"))
	}
	if p := do(t, "POST", docSrv.URL+"/openapi.yaml", http.Header{"Accept": {"application/json"}}, nil); p.status != 405 || p.header.Get("Allow") != "GET, HEAD" || !strings.Contains(string(p.body), "not allowed") {
		t.Errorf("POST /openapi.yaml: %d %q %s", p.status, p.header.Get("Allow"), p.body)
	}
	model, v := openapitest.Validate(t, r.body)
	ops := 0
	for _, item := range model.Model.Paths.PathItems.FromOldest() {
		ops += item.GetOperations().Len()
	}
	if ops != len(g.Routes()) {
		t.Errorf("%d operations for %d routes", ops, len(g.Routes()))
	}
	for _, rt := range g.Routes() {
		item := model.Model.Paths.PathItems.GetOrZero(rt.Path) // the rules' templates are OpenAPI paths as they are
		if item == nil || item.GetOperations().GetOrZero(strings.ToLower(rt.HTTPMethod)) == nil {
			t.Errorf("%s %s: no operation", rt.HTTPMethod, rt.Path)
		}
	}
	for _, c := range []struct {
		method, path, body string
		status             int
	}{
		{"GET", "/account/1", "", 200},
		{"GET", "/account/abc", "", 400},
		{"POST", "/report", `{}`, 400}, // the upstream's violations
	} {
		mk := func() *http.Request {
			req, _ := http.NewRequestWithContext(t.Context(), c.method, url+c.path, strings.NewReader(c.body))
			req.Header.Set("Accept", "application/json")
			if c.body != "" {
				req.Header.Set("Content-Type", "application/json")
			}
			return req
		}
		resp, err := http.DefaultClient.Do(mk())
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		resp.Body = io.NopCloser(bytes.NewReader(b))
		if resp.StatusCode != c.status {
			t.Errorf("%s %s: %d %s", c.method, c.path, resp.StatusCode, b)
		}
		if ok, verrs := v.ValidateHttpResponse(mk(), resp); !ok {
			for _, e := range verrs {
				t.Errorf("%s %s: the %d answer does not match the document: %s: %s", c.method, c.path, resp.StatusCode, e.Message, e.Reason)
			}
		}
	}
}
