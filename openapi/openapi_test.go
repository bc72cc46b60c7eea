package openapi_test

import (
	"context"
	"encoding/json"
	"flag"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/bufbuild/protocompile"
	"github.com/pb33f/libopenapi"
	validator "github.com/pb33f/libopenapi-validator"
	"google.golang.org/genproto/googleapis/api/annotations"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"

	articlesv1 "github.com/polywire/polywire/gen/polywire/articles/v1"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/openapi"
)

var update = flag.Bool("update", false, "rewrite testdata/seed.openapi.json")

// SeedServices are the services polywire serve describes.
func seedServices() []protoreflect.ServiceDescriptor {
	return []protoreflect.ServiceDescriptor{
		bankv1.File_polywire_bank_v1_bank_proto.Services().Get(0),
		peoplev1.File_polywire_people_v1_people_proto.Services().Get(0),
		docsv1.File_polywire_docs_v1_docs_proto.Services().Get(0),
		articlesv1.File_polywire_articles_v1_articles_proto.Services().Get(0),
	}
}

// compile compiles files under dir with source info, as a user's schema is.
func compile(t *testing.T, dir string, files ...string) []protoreflect.FileDescriptor {
	t.Helper()
	c := protocompile.Compiler{
		Resolver: protocompile.CompositeResolver{
			protocompile.WithStandardImports(&protocompile.SourceResolver{ImportPaths: []string{dir}}),
			protocompile.ResolverFunc(func(name string) (protocompile.SearchResult, error) {
				fd, err := protoregistry.GlobalFiles.FindFileByPath(name)
				if err != nil {
					return protocompile.SearchResult{}, err
				}
				return protocompile.SearchResult{Desc: fd}, nil
			}),
		},
		SourceInfoMode: protocompile.SourceInfoStandard,
	}
	res, err := c.Compile(context.Background(), files...)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]protoreflect.FileDescriptor, len(res))
	for i, f := range res {
		out[i] = f
	}
	return out
}

func kindsDoc(t *testing.T, opts ...openapi.Option) map[string]any {
	t.Helper()
	fd := compile(t, "testdata", "kinds.proto")[0]
	b, err := openapi.Generate([]protoreflect.ServiceDescriptor{fd.Services().Get(0)}, opts...)
	if err != nil {
		t.Fatal(err)
	}
	validate(t, b)
	var doc map[string]any
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	return doc
}

// at walks doc by keys ("components", "schemas", ...).
func at(t *testing.T, v any, keys ...string) any {
	t.Helper()
	for _, k := range keys {
		m, ok := v.(map[string]any)
		if !ok {
			t.Fatalf("%s: not an object in %v", k, v)
		}
		v, ok = m[k]
		if !ok {
			t.Fatalf("no key %q among %v", k, mapKeys(m))
		}
	}
	return v
}

func mapKeys(m map[string]any) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

func js(t *testing.T, s string) any {
	t.Helper()
	var v any
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		t.Fatalf("%s: %v", s, err)
	}
	return v
}

func TestSchemaMapping(t *testing.T) {
	t.Parallel()
	props := at(t, kindsDoc(t), "components", "schemas", "t.v1.All", "properties")
	for _, tt := range []struct{ field, want string }{
		{"i32", `{"type":"integer","format":"int32","description":"i32 is documented."}`},
		{"s32", `{"type":"integer","format":"int32"}`},
		{"u32", `{"type":"integer","format":"uint32","minimum":0,"maximum":4294967295}`},
		{"i64", `{"type":"string","format":"int64","pattern":"^-?[0-9]+$"}`},
		{"u64", `{"type":"string","format":"uint64","pattern":"^[0-9]+$"}`},
		{"f64", `{"type":"string","format":"uint64","pattern":"^[0-9]+$"}`},
		{"fl", `{"oneOf":[{"type":"number","format":"float"},{"type":"string","enum":["NaN","Infinity","-Infinity"]}]}`},
		{"db", `{"oneOf":[{"type":"number","format":"double"},{"type":"string","enum":["NaN","Infinity","-Infinity"]}]}`},
		{"b", `{"type":"boolean"}`},
		{"str", `{"type":"string"}`},
		{"by", `{"type":"string","contentEncoding":"base64"}`},
		{"color", `{"$ref":"#/components/schemas/t.v1.Color"}`},
		{"tags", `{"type":"array","items":{"type":"string"}}`},
		{"counts", `{"type":"object","additionalProperties":{"type":"string","format":"int64","pattern":"^-?[0-9]+$"}}`},
		{"byId", `{"type":"object","additionalProperties":{"$ref":"#/components/schemas/t.v1.All"},"propertyNames":{"pattern":"^-?[0-9]+$"}}`},
		{"child", `{"$ref":"#/components/schemas/t.v1.All"}`},
		{"children", `{"type":"array","items":{"$ref":"#/components/schemas/t.v1.All"}}`},
		{"text", `{"type":"string","description":"Member of the oneof choice: at most one of text, number is set."}`},
		{"number", `{"type":"integer","format":"int32","description":"Member of the oneof choice: at most one of text, number is set."}`},
		{"maybe", `{"type":"string"}`},
		{"ts", `{"type":"string","format":"date-time"}`},
		{"dur", `{"type":"string","pattern":"^-?[0-9]+(\\.[0-9]{1,9})?s$","description":"a duration in seconds with an \"s\" suffix, e.g. \"1.5s\""}`},
		{"mask", `{"type":"string","description":"comma-separated field paths in JSON names"}`},
		{"w64", `{"type":["string","null"],"format":"int64","pattern":"^-?[0-9]+$"}`},
		{"wb", `{"type":["boolean","null"]}`},
		{"wd", `{"oneOf":[{"oneOf":[{"type":"number","format":"double"},{"type":"string","enum":["NaN","Infinity","-Infinity"]}]},{"type":"null"}]}`},
		{"st", `{"type":"object","additionalProperties":true}`},
		{"val", `{"description":"any JSON value"}`},
		{"lv", `{"type":"array","items":{}}`},
		{"empty", `{"type":"object","maxProperties":0}`},
		{"any", `{"type":"object","properties":{"@type":{"type":"string"}},"required":["@type"],"description":"a message of the type its @type URL names, with its fields beside @type"}`},
		{"null", `{"type":"null"}`},
	} {
		t.Run(tt.field, func(t *testing.T) {
			t.Parallel()
			if got, want := at(t, props, tt.field), js(t, tt.want); !reflect.DeepEqual(got, want) {
				g, _ := json.Marshal(got)
				t.Errorf("got  %s\nwant %s", g, tt.want)
			}
		})
	}
	doc := kindsDoc(t)
	if got := at(t, doc, "components", "schemas", "t.v1.Color"); !reflect.DeepEqual(got, js(t, `{"type":"string","enum":["COLOR_UNSPECIFIED","RED"],"description":"Color is a color."}`)) {
		t.Errorf("enum: %v", got)
	}
	if got := at(t, doc, "components", "schemas", "t.v1.All", "description"); got != "All holds every kind." {
		t.Errorf("message description: %v", got)
	}
}

func TestOperations(t *testing.T) {
	t.Parallel()
	doc := kindsDoc(t)
	paths := at(t, doc, "paths").(map[string]any)
	get := at(t, paths, "/v1/shelves/{book.name_1}/books/{book.name_2}", "get").(map[string]any)
	params := map[string]map[string]any{}
	for _, p := range get["parameters"].([]any) {
		p := p.(map[string]any)
		if name, ok := p["name"].(string); ok {
			params[p["in"].(string)+" "+name] = p
		}
	}
	for _, want := range []string{"path book.name_1", "path book.name_2", "query book.detail.i64", "query book.detail.child.i32", "query shelfName", "query colors", "query since"} {
		if params[want] == nil && !strings.Contains(want, "child") {
			t.Errorf("no parameter %s among %v", want, reflect.ValueOf(params).MapKeys())
		}
	}
	if params["query book.detail.child.i32"] != nil {
		t.Error("the query recurses into a message already on the path (All.child)")
	}
	if params["query book.name"] != nil {
		t.Error("book.name is bound by the path and offered in the query")
	}
	if d := params["path book.name_2"]["description"]; !strings.Contains(d.(string), "shelves/*/books/*") {
		t.Errorf("multi-segment variable description: %v", d)
	}
	if got := params["query colors"]["schema"]; !reflect.DeepEqual(got, js(t, `{"type":"array","items":{"$ref":"#/components/schemas/t.v1.Color"}}`)) {
		t.Errorf("repeated enum: %v", got)
	}
	if _, ok := get["requestBody"]; ok {
		t.Error("a GET without body has a requestBody")
	}
	if _, ok := at(t, paths, "/v1/books/{shelfName}", "get").(map[string]any); !ok {
		t.Error("additional binding missing")
	}
	// One path item per shape (OpenAPI refuses two paths that differ in
	// their variables' names): the PATCH is under the GET's spelling.
	if _, ok := paths["/v1/shelves/{name_1}/books/{name_2}"]; ok {
		t.Error("two paths of one shape")
	}
	patch := at(t, paths, "/v1/shelves/{book.name_1}/books/{book.name_2}", "patch").(map[string]any)
	var pnames []string
	for _, p := range patch["parameters"].([]any) {
		if p.(map[string]any)["in"] == "path" {
			pnames = append(pnames, p.(map[string]any)["name"].(string))
		}
	}
	if strings.Join(pnames, " ") != "book.name_1 book.name_2" {
		t.Errorf("PATCH path parameters %v, want the path's names", pnames)
	}
	if got := at(t, patch, "requestBody", "content", "application/json", "schema"); !reflect.DeepEqual(got, js(t, `{"$ref":"#/components/schemas/t.v1.Book"}`)) {
		t.Errorf("body field: %v", got)
	}
	if got := at(t, patch, "responses", "200", "content", "application/json", "schema"); !reflect.DeepEqual(got, js(t, `{"$ref":"#/components/schemas/t.v1.All"}`)) {
		t.Errorf("response_body: %v", got)
	}
	if got := at(t, patch, "responses", "200", "content", "application/x-protobuf", "schema", "x-protobuf-message"); got != "t.v1.All" {
		t.Errorf("protobuf response message: %v", got)
	}
	for _, s := range []string{"400", "404", "406", "413", "415", "500", "503"} {
		at(t, patch, "responses", s)
	}
	if _, ok := at(t, get, "responses").(map[string]any)["415"]; ok {
		t.Error("415 on an operation without a body")
	}
	var query []string
	for _, p := range at(t, patch, "parameters").([]any) {
		if p := p.(map[string]any); p["in"] == "query" {
			query = append(query, p["name"].(string))
		}
	}
	if !reflect.DeepEqual(query, []string{"updateMask"}) {
		t.Errorf("body-field rule's query parameters: %v", query)
	}
	echo := at(t, paths, "/v1/echo", "post").(map[string]any)
	for _, p := range echo["parameters"].([]any) {
		if p := p.(map[string]any); p["in"] == "query" {
			t.Errorf("a body \"*\" rule has query parameter %v", p["name"])
		}
	}
	if len(at(t, echo, "requestBody", "content").(map[string]any)) != 5 {
		t.Errorf("request body media types: %v", mapKeys(at(t, echo, "requestBody", "content").(map[string]any)))
	}
	jsonOnly := kindsDoc(t, openapi.JSONOnly())
	if c := at(t, jsonOnly, "paths", "/v1/echo", "post", "requestBody", "content").(map[string]any); len(c) != 1 || c["application/json"] == nil {
		t.Errorf("JSONOnly request body: %v", mapKeys(c))
	}
	if c := at(t, jsonOnly, "components", "responses", "400", "content").(map[string]any); len(c) != 1 {
		t.Errorf("JSONOnly error body: %v", mapKeys(c))
	}
}

// validate checks b with a real OpenAPI 3.1 validator: the document
// against the specification's schema, and its model built with every $ref
// resolved.
func validate(t *testing.T, b []byte) {
	t.Helper()
	doc, err := libopenapi.NewDocument(b)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := doc.BuildV3Model(); err != nil {
		t.Fatalf("build model: %v", err)
	}
	v, errs := validator.NewValidator(doc)
	if len(errs) > 0 {
		t.Fatalf("validator: %v", errs)
	}
	ok, verrs := v.ValidateDocument()
	for _, e := range verrs {
		t.Errorf("invalid document: %s: %s", e.Message, e.Reason)
		for _, se := range e.SchemaValidationErrors {
			t.Errorf("  %s at %s", se.Reason, se.KeywordLocation)
		}
	}
	if !ok && len(verrs) == 0 {
		t.Error("invalid document, no reason given")
	}
}

func TestSeedGolden(t *testing.T) {
	t.Parallel()
	b, err := openapi.Generate(seedServices(), openapi.WithTitle("polywire"))
	if err != nil {
		t.Fatal(err)
	}
	validate(t, b)
	const golden = "testdata/seed.openapi.json"
	if *update {
		if err := os.WriteFile(golden, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != string(want) {
		t.Errorf("the seed document differs from %s (go test ./openapi -update rewrites it)", golden)
	}
	again, _ := openapi.Generate(seedServices(), openapi.WithTitle("polywire"))
	if string(again) != string(b) {
		t.Error("two runs give two documents")
	}
}

func TestUserSchemasValidate(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name, dir, file, method string
		rules                   []*annotations.HttpRule
	}{
		{"otlp", "../testdata/otlp", "opentelemetry/proto/collector/trace/v1/trace_service.proto",
			"opentelemetry.proto.collector.trace.v1.TraceService.Export",
			[]*annotations.HttpRule{{Pattern: &annotations.HttpRule_Post{Post: "/v1/traces"}, Body: "*"}}},
		{"shop", "../testdata/yourschema", "acme/shop/v1/shop.proto", "acme.shop.v1.OrderService.GetOrder",
			[]*annotations.HttpRule{{Pattern: &annotations.HttpRule_Get{Get: "/orders/{id}"}}}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			fd := compile(t, tt.dir, tt.file)[0]
			var opts []openapi.Option
			for _, r := range tt.rules {
				opts = append(opts, openapi.WithRule(protoreflect.FullName(tt.method), r))
			}
			if tt.name == "shop" {
				opts = append(opts, openapi.WithRule("acme.shop.v1.OrderService.PutOrder",
					&annotations.HttpRule{Pattern: &annotations.HttpRule_Put{Put: "/orders/{id}"}, Body: "*"}))
			}
			b, err := openapi.Generate([]protoreflect.ServiceDescriptor{fd.Services().Get(0)}, opts...)
			if err != nil {
				t.Fatal(err)
			}
			validate(t, b)
			if !strings.Contains(string(b), `"/`) {
				t.Errorf("no paths in %s", b)
			}
		})
	}
}

func TestBadRule(t *testing.T) {
	t.Parallel()
	_, err := openapi.Generate(seedServices(), openapi.WithRule("polywire.bank.v1.BankService.GetAccount",
		&annotations.HttpRule{Pattern: &annotations.HttpRule_Get{Get: "/x/{nope}"}}))
	if err == nil || !strings.Contains(err.Error(), "nope") {
		t.Fatalf("err = %v, want one naming the variable", err)
	}
}

// TestValidatorRejects shows that validate can fail: the validator refuses
// a parameter in no valid location.
func TestValidatorRejects(t *testing.T) {
	t.Parallel()
	doc, err := libopenapi.NewDocument([]byte(`{"openapi":"3.1.0","info":{"title":"x","version":"1"},"paths":{"/a/{id}":{"get":{"parameters":[{"name":"id","in":"nowhere"}],"responses":{"200":{"description":"x"}}}}}}`))
	if err != nil {
		t.Fatal(err)
	}
	v, _ := validator.NewValidator(doc)
	if ok, _ := v.ValidateDocument(); ok {
		t.Fatal("the validator accepts a parameter in: nowhere")
	}
}
