package openapi_test

import (
	"encoding/json"
	"maps"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/pb33f/libopenapi"
	"github.com/pb33f/libopenapi-validator/schema_validation"
	"google.golang.org/genproto/googleapis/api/annotations"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"

	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	"github.com/polywire/polywire/openapi"
)

func gen(t *testing.T, opts ...openapi.Option) ([]byte, map[string]any) {
	t.Helper()
	b, err := openapi.Generate(seedServices(), opts...)
	if err != nil {
		t.Fatal(err)
	}
	var d map[string]any
	if err := json.Unmarshal(b, &d); err != nil {
		t.Fatal(err)
	}
	return b, d
}

// TestWithOperation: a hand-written operation is described from its
// messages, and replaces the binding of the same method and path.
func TestWithOperation(t *testing.T) {
	t.Parallel()
	account := (&bankv1.Account{}).ProtoReflect().Descriptor()
	b, d := gen(t,
		openapi.WithOperation(openapi.Operation{Method: http.MethodGet, Path: "/account/{id}", ID: "getOne", Params: account, Response: account}),
		openapi.WithOperation(openapi.Operation{Method: http.MethodPost, Path: "/accounts", Summary: "stores one", Request: account, Response: account, Status: 201}),
		openapi.WithOperation(openapi.Operation{Method: http.MethodGet, Path: "/accounts/{n}", Query: (&bankv1.GetAccountRequest{}).ProtoReflect().Descriptor(), Response: account}),
	)
	validate(t, b)
	paths := d["paths"].(map[string]any)
	if _, ok := paths["/account/{accountId}"]; ok {
		t.Error("the binding GET /account/{accountId} is still there beside the operation of the same shape")
	}
	get := at(t, d, "paths", "/account/{id}", "get").(map[string]any)
	if get["operationId"] != "getOne" {
		t.Errorf("operationId %v", get["operationId"])
	}
	if p := get["parameters"].([]any)[0].(map[string]any); p["name"] != "id" || p["in"] != "path" || at(t, p, "schema", "format") != "uint64" {
		t.Errorf("path parameter %v, want id as Account.id (uint64)", p)
	}
	if _, ok := at(t, get, "responses").(map[string]any)["413"]; ok {
		t.Error("413 on an operation without a body")
	}
	post := at(t, d, "paths", "/accounts", "post").(map[string]any)
	if post["operationId"] != "post_accounts" || post["summary"] != "stores one" {
		t.Errorf("operationId %v summary %v", post["operationId"], post["summary"])
	}
	for _, s := range []string{"201", "413", "415", "400"} {
		if _, ok := at(t, post, "responses").(map[string]any)[s]; !ok {
			t.Errorf("POST: no %s response", s)
		}
	}
	if ref := at(t, post, "requestBody", "content", "application/json", "schema", "$ref"); ref != "#/components/schemas/polywire.bank.v1.Account" {
		t.Errorf("request body %v", ref)
	}
	var names []string
	for _, p := range at(t, d, "paths", "/accounts/{n}", "get", "parameters").([]any) {
		if name, ok := p.(map[string]any)["name"].(string); ok {
			names = append(names, name+"@"+p.(map[string]any)["in"].(string))
		}
	}
	if got := strings.Join(names, " "); got != "n@path accountId@query" {
		t.Errorf("parameters %s", got)
	}
}

func TestWithOperationErrors(t *testing.T) {
	t.Parallel()
	account := (&bankv1.Account{}).ProtoReflect().Descriptor()
	for _, tc := range []struct {
		op   openapi.Operation
		want string
	}{
		{openapi.Operation{Method: "FETCH", Path: "/a", Response: account}, `HTTP method "FETCH"`},
		{openapi.Operation{Method: "GET", Path: "/a"}, "no response message"},
		{openapi.Operation{Method: "GET", Path: "a", Response: account}, "does not start with /"},
		{openapi.Operation{Method: "GET", Path: "/a", Response: account, Status: 1000}, "status 1000"},
		{openapi.Operation{Method: "GET", Path: "/accountList/{x}", Response: account}, ""},
	} {
		_, err := openapi.Generate(seedServices(), openapi.WithOperation(tc.op), openapi.WithOperation(openapi.Operation{Method: "GET", Path: "/accountList/{y}", Response: account}))
		if tc.want == "" {
			if err == nil || !strings.Contains(err.Error(), "two operations for GET /accountList/{x} and /accountList/{y}") {
				t.Errorf("two operations on one path: %v", err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), tc.op.Path) {
			t.Errorf("%v: %v, want an error naming %q and the path", tc.op, err, tc.want)
		}
	}
}

// TestWithExample: an example is the message in proto3 JSON on every JSON
// body of its message, and it validates against that body's schema.
func TestWithExample(t *testing.T) {
	t.Parallel()
	acc := &bankv1.Account{Id: 7, Name: "Ada", Balance: 12.5, Iban: "DE00", Transactions: []*bankv1.Transaction{{Id: 1, Amount: -3.25}}}
	b, d := gen(t, openapi.WithExample(&bankv1.Account{Id: 1}), openapi.WithExample(acc))
	validate(t, b)
	ex := at(t, d, "paths", "/account/{accountId}", "get", "responses", "200", "content", "application/json", "example")
	if _, ok := at(t, d, "paths", "/account/{accountId}", "get", "responses", "200", "content", "application/x-protobuf").(map[string]any)["example"]; ok {
		t.Error("an example on a non-JSON body")
	}
	raw, _ := json.Marshal(ex)
	got := &bankv1.Account{}
	if err := protojson.Unmarshal(raw, got); err != nil {
		t.Fatalf("the example does not decode as an Account: %v", err)
	}
	if !proto.Equal(got, acc) {
		t.Errorf("example %v, want the last WithExample's %v", got, acc)
	}
	if n := checkExamples(t, b); n != 1 { // GetAccount's 200, the one body of an Account
		t.Errorf("%d examples checked", n)
	}
	if again, _ := gen(t, openapi.WithExample(&bankv1.Account{Id: 1}), openapi.WithExample(acc)); string(again) != string(b) {
		t.Error("two runs with examples give two documents")
	}
}

// checkExamples validates every JSON example of doc against its schema
// (libopenapi-validator) and decodes it with protojson as the message the
// schema's $ref names; it returns how many it checked.
func checkExamples(t *testing.T, doc []byte) int {
	t.Helper()
	ld, err := libopenapi.NewDocument(doc)
	if err != nil {
		t.Fatal(err)
	}
	m, err := ld.BuildV3Model()
	if err != nil {
		t.Fatal(err)
	}
	sv := schema_validation.NewSchemaValidator()
	var d map[string]any
	if err := json.Unmarshal(doc, &d); err != nil {
		t.Fatal(err)
	}
	n := 0
	check := func(where string, content any) {
		c, _ := content.(map[string]any)
		j, _ := c["application/json"].(map[string]any)
		ex, ok := j["example"]
		if !ok {
			return
		}
		n++
		ref, _ := at(t, j, "schema").(map[string]any)["$ref"].(string)
		name, ok := strings.CutPrefix(ref, "#/components/schemas/")
		if !ok {
			t.Errorf("%s: an example beside a schema without $ref", where)
			return
		}
		sp := m.Model.Components.Schemas.GetOrZero(name)
		if sp == nil {
			t.Fatalf("%s: no schema %s", where, name)
		}
		if ok, errs := sv.ValidateSchemaObject(sp.Schema(), ex); !ok {
			for _, e := range errs {
				t.Errorf("%s: the example does not fit %s: %s", where, name, e.Reason)
				for _, se := range e.SchemaValidationErrors {
					t.Errorf("  %s at %s", se.Reason, se.KeywordLocation)
				}
			}
		}
		raw, _ := json.Marshal(ex)
		mt, err := protoregistry.GlobalTypes.FindMessageByName(protoreflect.FullName(name))
		if err != nil {
			return // a user's message: the schema check above is the check
		}
		if err := protojson.Unmarshal(raw, mt.New().Interface()); err != nil {
			t.Errorf("%s: the example does not decode as %s: %v", where, name, err)
		}
	}
	for path, item := range d["paths"].(map[string]any) {
		for method, op := range item.(map[string]any) {
			o := op.(map[string]any)
			if rb, ok := o["requestBody"].(map[string]any); ok {
				check(method+" "+path+" request", rb["content"])
			}
			for code, r := range o["responses"].(map[string]any) {
				check(method+" "+path+" "+code, r.(map[string]any)["content"])
			}
		}
	}
	return n
}

// TestUnaryOnly: the server-streaming bindings are left out.
func TestUnaryOnly(t *testing.T) {
	t.Parallel()
	all, _ := gen(t)
	unary, _ := gen(t, openapi.UnaryOnly())
	if !strings.Contains(string(all), "a stream of") || strings.Contains(string(unary), "a stream of") {
		t.Error("UnaryOnly keeps a stream, or the seed services have none")
	}
}

// TestWithStatuses: a method's success status and its extra error
// statuses reach its operation (and only the error responses some
// operation uses are components); an unknown status or a method without
// a route is an error naming it.
func TestWithStatuses(t *testing.T) {
	t.Parallel()
	const save = "polywire.docs.v1.DocumentService.Save"
	b, err := openapi.Generate(seedServices(), openapi.WithStatuses(save, 201, 422), openapi.WithStatuses(save, 0, 401))
	if err != nil {
		t.Fatal(err)
	}
	validate(t, b)
	var doc map[string]any
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	resp := at(t, doc, "paths", "/report", "post", "responses").(map[string]any)
	for _, s := range []string{"201", "401", "422", "413"} {
		if resp[s] == nil {
			t.Errorf("POST /report has no %s: %v", s, slices.Sorted(maps.Keys(resp)))
		}
	}
	if resp["200"] != nil {
		t.Error("POST /report keeps 200 beside its 201")
	}
	if r := at(t, doc, "paths", "/report/validate", "post", "responses").(map[string]any); r["422"] != nil || r["200"] == nil {
		t.Errorf("POST /report/validate: %v (WithStatuses named Save only)", slices.Sorted(maps.Keys(r)))
	}
	comps := at(t, doc, "components", "responses").(map[string]any)
	if comps["422"] == nil || comps["401"] == nil || comps["409"] != nil {
		t.Errorf("error components %v: want 401 and 422, no unused 409", slices.Sorted(maps.Keys(comps)))
	}
	for _, tt := range []struct {
		name string
		opt  openapi.Option
		want string
	}{
		{"unknown error status", openapi.WithStatuses(save, 0, 418), "418"},
		{"error status as success", openapi.WithStatuses(save, 404), "404"},
		{"no such method", openapi.WithStatuses("polywire.docs.v1.DocumentService.Nope", 201), "DocumentService.Nope"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			_, err := openapi.Generate(seedServices(), tt.opt)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want one naming %s", err, tt.want)
			}
		})
	}
}

// TestOneofAtMostOne: a oneof's members are constrained to at most one —
// a real JSON Schema validator accepts none or one and refuses two — and
// a body "*" whose path binds a field leaves that field out of the JSON
// body's schema (the path gives it), while the message's component keeps
// it.
func TestOneofAtMostOne(t *testing.T) {
	t.Parallel()
	fd := compile(t, "testdata", "kinds.proto")[0]
	b, err := openapi.Generate([]protoreflect.ServiceDescriptor{fd.Services().Get(0)},
		openapi.WithRule("t.v1.Library.Echo", &annotations.HttpRule{Pattern: &annotations.HttpRule_Post{Post: "/v1/echo/{i64}"}, Body: "*"}))
	if err != nil {
		t.Fatal(err)
	}
	validate(t, b)
	ld, err := libopenapi.NewDocument(b)
	if err != nil {
		t.Fatal(err)
	}
	m, err := ld.BuildV3Model()
	if err != nil {
		t.Fatal(err)
	}
	sv := schema_validation.NewSchemaValidator()
	all := m.Model.Components.Schemas.GetOrZero("t.v1.All").Schema()
	for _, tt := range []struct {
		body string
		ok   bool
	}{
		{`{}`, true},
		{`{"text":"a"}`, true},
		{`{"number":1,"i32":2}`, true},
		{`{"text":"a","number":1}`, false},
	} {
		var v any
		if err := json.Unmarshal([]byte(tt.body), &v); err != nil {
			t.Fatal(err)
		}
		if ok, _ := sv.ValidateSchemaObject(all, v); ok != tt.ok {
			t.Errorf("t.v1.All %s: valid %v, want %v (oneof choice: at most one of text, number)", tt.body, ok, tt.ok)
		}
	}
	var doc map[string]any
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	body := at(t, doc, "paths", "/v1/echo/{i64}", "post", "requestBody", "content", "application/json", "schema").(map[string]any)
	props, _ := body["properties"].(map[string]any)
	if props == nil || props["i64"] != nil || props["i32"] == nil {
		t.Errorf("body \"*\" with {i64} in the path: JSON body schema %v, want All's fields but i64", body)
	}
	if at(t, doc, "components", "schemas", "t.v1.All", "properties").(map[string]any)["i64"] == nil {
		t.Error("All's component lost i64")
	}
}
