// Not in race builds: make test runs only internal/server's TestConcurrent*
// under the race detector, and this test's validator (libopenapi) would
// add a race-instrumented build of a large dependency to every run.

//go:build !race

package server

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"

	"github.com/polywire/polywire/internal/openapitest"
	"github.com/polywire/polywire/openapi"
)

// TestOpenAPIDocument fetches /openapi.json from a real server, validates
// it, and checks it against the server's own answers: a JSON response
// validates against the document, and a Protobuf response decodes as the
// message the document names for it.
func TestOpenAPIDocument(t *testing.T) {
	t.Parallel()
	data := mustData(t, generatedData)
	base := startServer(t, Config{}, data)
	c := newClient(t, protocols[0])
	r := do(t, c, "GET", base+"/openapi.json", nil, nil)
	if r.StatusCode != http.StatusOK || r.Header.Get("Content-Type") != "application/json" {
		t.Fatalf("GET /openapi.json: %d %s", r.StatusCode, r.Header.Get("Content-Type"))
	}
	want, err := Document(data, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(r.body, want) {
		t.Error("/openapi.json is not the seed services' document with the data's examples")
	}
	wantYAML, err := openapi.YAML(want)
	if err != nil {
		t.Fatal(err)
	}
	ry := do(t, c, "GET", base+"/openapi.yaml", nil, nil)
	if ry.StatusCode != http.StatusOK || ry.Header.Get("Content-Type") != "application/yaml" || !bytes.Equal(ry.body, wantYAML) {
		t.Errorf("GET /openapi.yaml: %d %s, the document in YAML: %v", ry.StatusCode, ry.Header.Get("Content-Type"), bytes.Equal(ry.body, wantYAML))
	}
	for _, p := range []string{"/openapi.json", "/openapi.yaml"} {
		if r := do(t, c, "POST", base+p, nil, nil); r.StatusCode != http.StatusMethodNotAllowed || r.Header.Get("Allow") != "GET, HEAD" {
			t.Errorf("POST %s: %d Allow %q", p, r.StatusCode, r.Header.Get("Allow"))
		}
	}
	model, v := openapitest.Validate(t, r.body)

	op := model.Model.Paths.PathItems.GetOrZero("/account/{accountId}").Get
	if op == nil {
		t.Fatal("no GET /account/{accountId} in the document")
	}
	content := op.Responses.Codes.GetOrZero("200").Content
	ref := content.GetOrZero("application/json").Schema.GetReference()
	name, ok := strings.CutPrefix(ref, "#/components/schemas/")
	if !ok {
		t.Fatalf("JSON response schema $ref %q", ref)
	}
	pb := content.GetOrZero("application/x-protobuf").Schema.Schema()
	if got := pb.Extensions.GetOrZero("x-protobuf-message"); got == nil || got.Value != name {
		t.Errorf("x-protobuf-message %v, want %s", got, name)
	}
	mt, err := protoregistry.GlobalTypes.FindMessageByName(protoreflect.FullName(name))
	if err != nil {
		t.Fatalf("the document names %s: %v", name, err)
	}
	pr := do(t, c, "GET", base+"/account/1", http.Header{"Accept": {"application/x-protobuf"}}, nil)
	m := mt.New().Interface()
	if err := proto.Unmarshal(pr.body, m); err != nil {
		t.Fatalf("decode the Protobuf answer as %s: %v", name, err)
	}
	if !proto.Equal(m, data.Bank.Accounts[0]) {
		t.Errorf("the Protobuf answer as %s is not account 1", name)
	}
	// The example is the data's first account, and the answer itself.
	var exv any
	if node := content.GetOrZero("application/json").Example; node == nil || node.Decode(&exv) != nil {
		t.Fatal("GET /account/{accountId}: no JSON example")
	}
	ex, err := json.Marshal(exv)
	if err != nil {
		t.Fatal(err)
	}
	got := mt.New().Interface()
	if err := protojson.Unmarshal(ex, got); err != nil || !proto.Equal(got, data.Bank.Accounts[0]) {
		t.Errorf("GET /account/{accountId}'s example is not the first account: %v", err)
	}

	for _, path := range []string{"/account/1", "/accountList", "/account/abc", "/people/posted?limit=2"} {
		req, _ := http.NewRequest(http.MethodGet, base+path, nil)
		resp, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		if ok, verrs := v.ValidateHttpResponse(req, resp); !ok {
			for _, e := range verrs {
				t.Errorf("GET %s: %d answer does not match the document: %s: %s", path, resp.StatusCode, e.Message, e.Reason)
				for _, se := range e.SchemaValidationErrors {
					t.Errorf("  %s at %s", se.Reason, se.KeywordLocation)
				}
			}
		}
		resp.Body.Close()
	}
}

// TestOpenAPIStatuses: the document lists what the seed routes answer
// beyond the defaults, read from their route table, and each is what a
// real server answers: POST /report's 201 and 422, /report/validate's
// 422, and 401 for the writes only when the server has a write token.
func TestOpenAPIStatuses(t *testing.T) {
	t.Parallel()
	data := mustData(t, generatedData)
	c := newClient(t, protocols[0])
	responses := func(t *testing.T, base, path string) map[string]any {
		t.Helper()
		var doc struct {
			Paths map[string]map[string]struct {
				Responses map[string]any `json:"responses"`
			} `json:"paths"`
		}
		if err := json.Unmarshal(do(t, c, "GET", base+"/openapi.json", nil, nil).body, &doc); err != nil {
			t.Fatal(err)
		}
		return doc.Paths[path]["post"].Responses
	}
	bad := []byte(`{}`) // no name, department, delivery: 422
	jsonBody := http.Header{"Content-Type": {"application/json"}}
	for _, tt := range []struct {
		name  string
		token string
	}{{"no token", ""}, {"write token", "s3cret-token"}} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			base := startServer(t, Config{WriteToken: tt.token}, data)
			report := responses(t, base, "/report")
			for _, s := range []string{"201", "422"} {
				if report[s] == nil {
					t.Errorf("POST /report lists no %s", s)
				}
			}
			if report["200"] != nil {
				t.Error("POST /report lists 200; it answers 201")
			}
			if v := responses(t, base, "/report/validate"); v["422"] == nil || v["401"] != nil {
				t.Errorf("POST /report/validate: 422 %v, 401 %v (not a write)", v["422"] != nil, v["401"] != nil)
			}
			if got := do(t, c, "POST", base+"/report/validate", jsonBody, bytes.NewReader(bad)).StatusCode; got != http.StatusUnprocessableEntity {
				t.Errorf("POST /report/validate with an invalid document: %d, the document says 422", got)
			}
			people := responses(t, base, "/people")
			if (report["401"] != nil) != (tt.token != "") || (people["401"] != nil) != (tt.token != "") {
				t.Errorf("401 listed for POST /report %v, POST /people %v, with token %q", report["401"] != nil, people["401"] != nil, tt.token)
			}
			if tt.token != "" {
				if got := do(t, c, "POST", base+"/report", jsonBody, bytes.NewReader(bad)).StatusCode; got != http.StatusUnauthorized {
					t.Errorf("POST /report without the token: %d, the document says 401", got)
				}
			}
		})
	}
}
