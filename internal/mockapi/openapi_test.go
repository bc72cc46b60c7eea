// Not in fuzz builds (make fuzz's -tags polywire_fuzz): this package has
// fuzz targets, and a fuzz build would instrument libopenapi, which only
// this file links.

//go:build !polywire_fuzz

package mockapi_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	validator "github.com/pb33f/libopenapi-validator"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/internal/openapitest"
	"github.com/polywire/polywire/listmsg"
	"github.com/polywire/polywire/openapi"
)

// mockDoc fetches the mock's /openapi.json and /openapi.yaml, checks that
// they are one document, validates it and returns its validator and the
// document as JSON values.
func mockDoc(t *testing.T, base string) (validator.Validator, map[string]any) {
	t.Helper()
	r := do(t, http.MethodGet, base+"/openapi.json", nil)
	if r.status != http.StatusOK {
		t.Fatalf("GET /openapi.json: %d %s", r.status, r.body)
	}
	y := do(t, http.MethodGet, base+"/openapi.yaml", nil)
	if want, err := openapi.YAML(r.body); err != nil || y.status != http.StatusOK || !bytes.Equal(y.body, want) {
		t.Errorf("GET /openapi.yaml: %d, not /openapi.json in YAML (%v)", y.status, err)
	}
	_, v := openapitest.Validate(t, r.body)
	var d map[string]any
	if err := json.Unmarshal(r.body, &d); err != nil {
		t.Fatal(err)
	}
	return v, d
}

// exchange sends a request to the mock and checks the request and the
// real answer against the document.
func exchange(t *testing.T, v validator.Validator, method, url string, body []byte, wantStatus int, header ...string) []byte {
	t.Helper()
	mk := func() *http.Request {
		req, err := http.NewRequestWithContext(t.Context(), method, url, bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i+1 < len(header); i += 2 {
			req.Header.Set(header[i], header[i+1])
		}
		return req
	}
	if body != nil {
		if ok, errs := v.ValidateHttpRequest(mk()); !ok {
			for _, e := range errs {
				t.Errorf("%s %s: the request does not match the document: %s: %s", method, url, e.Message, e.Reason)
			}
		}
	}
	req := mk()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != wantStatus {
		t.Errorf("%s %s: %d %s, want %d", method, url, resp.StatusCode, b, wantStatus)
	}
	resp.Body = io.NopCloser(bytes.NewReader(b))
	if ok, errs := v.ValidateHttpResponse(mk(), resp); !ok {
		for _, e := range errs {
			t.Errorf("%s %s: the %d answer does not match the document: %s: %s", method, url, resp.StatusCode, e.Message, e.Reason)
			for _, se := range e.SchemaValidationErrors {
				t.Errorf("  %s at %s", se.Reason, se.KeywordLocation)
			}
		}
	}
	return b
}

// TestOpenAPIShop: the document of a mock with a list, items by key and
// by index, a POST and an rpc: route describes each route, and the mock's
// real answers — and errors — validate against it; the examples are the
// data file's first sample.
func TestOpenAPIShop(t *testing.T) {
	t.Parallel()
	s := loadShop(t)
	specs := append(shopRoutes(t), routes(t, "POST /v1/get-order=rpc:acme.shop.v1.OrderService/GetOrder")...)
	base := start(t, s.schema, specs, t.TempDir())
	v, d := mockDoc(t, base)
	paths := d["paths"].(map[string]any)
	for _, spec := range specs {
		if _, ok := paths[spec.Path].(map[string]any)[strings.ToLower(spec.Method)]; !ok {
			t.Errorf("%s %s: not in the document (paths: %v)", spec.Method, spec.Path, mapKeysOf(paths))
		}
	}
	first := s.samples[0]
	id := first.ProtoReflect().Get(s.order.Fields().ByName("id")).String()
	exchange(t, v, http.MethodGet, base+"/orders", nil, 200, "Accept", "application/json")
	exchange(t, v, http.MethodGet, base+"/orders?limit=1&offset=1", nil, 200, "Accept", "application/json")
	exchange(t, v, http.MethodGet, base+"/orders/"+id, nil, 200, "Accept", "application/json")
	exchange(t, v, http.MethodGet, base+"/orders/no-such-order", nil, 404, "Accept", "application/json")
	exchange(t, v, http.MethodGet, base+"/by-index/0", nil, 200, "Accept", "application/json")
	exchange(t, v, http.MethodGet, base+"/orders?limit=x", nil, 400, "Accept", "application/json")
	body, _ := protojson.Marshal(first)
	var posted map[string]any
	_ = json.Unmarshal(body, &posted)
	delete(posted, "id")
	body, _ = json.Marshal(posted)
	exchange(t, v, http.MethodPost, base+"/orders", body, 201, "Content-Type", "application/json", "Accept", "application/json")
	exchange(t, v, http.MethodPost, base+"/v1/get-order", []byte(`{"id":"`+id+`"}`), 200, "Content-Type", "application/json", "Accept", "application/json")

	// The examples: the first order, and a page of it.
	for _, p := range []string{"/orders/{id}", "/orders"} {
		ex, ok := at(d, "paths", p, "get", "responses", "200", "content", "application/json", "example")
		if !ok {
			t.Errorf("GET %s: no example", p)
			continue
		}
		raw, _ := json.Marshal(ex)
		ref, _ := at(d, "paths", p, "get", "responses", "200", "content", "application/json", "schema", "$ref")
		name := strings.TrimPrefix(ref.(string), "#/components/schemas/")
		md := s.order
		if p == "/orders" {
			var err error
			if md, err = listmsg.Of(s.order); err != nil {
				t.Fatal(err)
			}
		}
		if string(md.FullName()) != name {
			t.Fatalf("GET %s: schema %s, want %s", p, name, md.FullName())
		}
		m := dynamicpb.NewMessage(md)
		if err := protojson.Unmarshal(raw, m); err != nil {
			t.Errorf("GET %s: the example does not decode as %s: %v", p, name, err)
		}
		if p == "/orders/{id}" && !equalJSON(t, raw, first) {
			t.Errorf("GET %s: the example is not the data file's first order", p)
		}
	}
}

// TestOpenAPIAnnotated: a schema's google.api.http bindings are in the
// document, one replaced by a configured route is not, and answers on
// both validate.
func TestOpenAPIAnnotated(t *testing.T) {
	t.Parallel()
	sch := loadLibrary(t)
	specs := routes(t, "GET /v1/shelves/{index}="+libraryShelves+":acme.library.v1.Shelf")
	base := start(t, sch, specs, t.TempDir())
	v, d := mockDoc(t, base)
	if _, ok := at(d, "paths", "/v1/shelves/{index}", "get", "operationId"); !ok {
		t.Error("no GET /v1/shelves/{index}")
	}
	if op, ok := at(d, "paths", "/v1/shelves/{index}", "patch", "operationId"); !ok || op != "acme.library.v1.LibraryService.UpdateShelf" {
		t.Errorf("PATCH /v1/shelves/{index}: %v (the binding beside the route, on the route's spelling)", op)
	}
	if _, ok := at(d, "paths", "/v1/shelves/{name_1}", "get"); ok {
		t.Error("the replaced binding GET /v1/{name=shelves/*} is still described")
	}
	exchange(t, v, http.MethodGet, base+"/v1/shelves/1", nil, 200, "Accept", "application/json")
	exchange(t, v, http.MethodGet, base+"/v1/shelves/1/books/2", nil, 200, "Accept", "application/json")
}

func at(v any, keys ...string) (any, bool) {
	for _, k := range keys {
		m, ok := v.(map[string]any)
		if !ok {
			return nil, false
		}
		if v, ok = m[k]; !ok {
			return nil, false
		}
	}
	return v, true
}

func mapKeysOf(m map[string]any) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

func equalJSON(t *testing.T, raw []byte, m interface{ ProtoReflect() protoreflect.Message }) bool {
	t.Helper()
	want, _ := protojson.Marshal(m)
	var a, b any
	_ = json.Unmarshal(raw, &a)
	_ = json.Unmarshal(want, &b)
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return bytes.Equal(x, y)
}
