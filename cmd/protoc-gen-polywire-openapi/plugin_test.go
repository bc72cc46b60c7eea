package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bufbuild/protocompile"
	"github.com/pb33f/libopenapi"
	validator "github.com/pb33f/libopenapi-validator"
	"google.golang.org/genproto/googleapis/api/annotations"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/pluginpb"

	"github.com/polywire/polywire/cmd/internal/plugin"
	"github.com/polywire/polywire/openapi"
)

// asPlugin, set in its environment, makes the test binary the plugin: protoc
// and buf run it (through a link named protoc-gen-polywire-openapi), so the
// tests need no build of their own.
const asPlugin = "POLYWIRE_TEST_AS_OPENAPI_PLUGIN"

func TestMain(m *testing.M) {
	if os.Getenv(asPlugin) == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// pluginEnv is the environment in which protoc and buf find the test binary
// as protoc-gen-polywire-openapi (and as protoc-gen-polywire-openapi-again,
// for a second run in one protoc call) on PATH.
func pluginEnv(t *testing.T) []string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, name := range []string{"protoc-gen-polywire-openapi", "protoc-gen-polywire-openapi-again"} {
		if err := os.Symlink(exe, filepath.Join(dir, name)); err != nil {
			t.Fatal(err)
		}
	}
	return append(os.Environ(), asPlugin+"=1", "PATH="+dir+string(os.PathListSeparator)+os.Getenv("PATH"))
}

// tool finds a tool on PATH (or at fallback, relative to this directory);
// without it the test fails in CI and skips elsewhere.
func tool(t *testing.T, name, fallback, install string) string {
	t.Helper()
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	if fallback != "" {
		if p, err := filepath.Abs(fallback); err == nil {
			if _, err := os.Stat(p); err == nil {
				return p
			}
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatalf("%s not found (%s)", name, install)
	}
	t.Skipf("%s not found (%s)", name, install)
	return ""
}

// compile compiles files with source info (as protoc and buf give them to
// plugins) for the documents openapi.Generate writes in process.
func compile(t *testing.T, importPaths []string, files ...string) []protoreflect.FileDescriptor {
	t.Helper()
	c := protocompile.Compiler{
		Resolver: protocompile.CompositeResolver{
			protocompile.WithStandardImports(&protocompile.SourceResolver{ImportPaths: importPaths}),
			linkedFiles,
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

func services(files ...protoreflect.FileDescriptor) []protoreflect.ServiceDescriptor {
	var out []protoreflect.ServiceDescriptor
	for _, f := range files {
		for i := range f.Services().Len() {
			out = append(out, f.Services().Get(i))
		}
	}
	return out
}

// generated is openapi.Generate, failing the test on an error.
func generated(t *testing.T, services []protoreflect.ServiceDescriptor, opts ...openapi.Option) []byte {
	t.Helper()
	b, err := openapi.Generate(services, opts...)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// validate checks b with a real OpenAPI 3.1 validator, every $ref resolved.
func validate(t *testing.T, name string, b []byte) {
	t.Helper()
	doc, err := libopenapi.NewDocument(b)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if _, err := doc.BuildV3Model(); err != nil {
		t.Fatalf("%s: build model: %v", name, err)
	}
	v, errs := validator.NewValidator(doc)
	if len(errs) > 0 {
		t.Fatalf("%s: validator: %v", name, errs)
	}
	ok, verrs := v.ValidateDocument()
	for _, e := range verrs {
		t.Errorf("%s: invalid document: %s: %s", name, e.Message, e.Reason)
	}
	if !ok && len(verrs) == 0 {
		t.Errorf("%s: invalid document, no reason given", name)
	}
}

// description is the description at a path of keys in document b.
func description(t *testing.T, b []byte, keys ...string) string {
	t.Helper()
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	for _, k := range keys {
		m, ok := v.(map[string]any)
		if !ok {
			t.Fatalf("no %s in the document (at %s)", strings.Join(keys, "."), k)
		}
		v = m[k]
	}
	s, _ := v.(string)
	return s
}

// firstDiff describes the first line where got and want differ.
func firstDiff(got, want []byte) string {
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := range min(len(g), len(w)) {
		if g[i] != w[i] {
			return fmt.Sprintf("line %d: %q, want %q", i+1, g[i], w[i])
		}
	}
	return fmt.Sprintf("%d lines, want %d", len(g), len(w))
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

var seedFiles = []string{
	"polywire/bank/v1/bank.proto", "polywire/people/v1/people.proto",
	"polywire/docs/v1/docs.proto", "polywire/articles/v1/articles.proto",
}

// shopRules are routes for the shop schema's methods, which have no
// annotations, as rule= parameters and as openapi.WithRule options.
var shopRules = []struct {
	param  string
	method protoreflect.FullName
	rule   *annotations.HttpRule
}{
	{"rule=acme.shop.v1.OrderService.GetOrder=GET /orders/{id}", "acme.shop.v1.OrderService.GetOrder",
		&annotations.HttpRule{Pattern: &annotations.HttpRule_Get{Get: "/orders/{id}"}}},
	{"rule=acme.shop.v1.OrderService.PutOrder=PUT /orders/{id} body=*", "acme.shop.v1.OrderService.PutOrder",
		&annotations.HttpRule{Pattern: &annotations.HttpRule_Put{Put: "/orders/{id}"}, Body: "*"}},
}

// TestProtoc runs the plugin under the real protoc on the seed schemas and
// the shop schema (testdata/yourschema, routes by rule=), twice in one
// call: one document for everything, and per_file with json_only. Each
// document is what openapi.Generate writes for the same files compiled with
// source info, byte for byte, validates, and has the .proto comments as
// descriptions.
func TestProtoc(t *testing.T) {
	t.Parallel()
	protoc := tool(t, "protoc", "", "apt-get install protobuf-compiler; CI installs it: make doc-tools")
	importPaths := []string{"../../proto", "../../testdata/yourschema"}
	files := append(append([]string{}, seedFiles...), "acme/shop/v1/shop.proto")
	one, per := t.TempDir(), t.TempDir()
	params := []string{"title=polywire", "server=http://localhost:8080"}
	for _, r := range shopRules {
		params = append(params, r.param)
	}
	args := []string{"-I", importPaths[0], "-I", importPaths[1],
		"--polywire-openapi_out=" + one, "--polywire-openapi_opt=" + strings.Join(params, ","),
		"--polywire-openapi-again_out=per_file,json_only," + shopRules[0].param + "," + shopRules[1].param + ":" + per}
	cmd := exec.CommandContext(t.Context(), protoc, append(args, files...)...)
	cmd.Env = pluginEnv(t)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("protoc: %v\n%s", err, out)
	}

	fds := compile(t, importPaths, files...)
	opts := []openapi.Option{openapi.WithTitle("polywire"), openapi.WithServer("http://localhost:8080")}
	for _, r := range shopRules {
		opts = append(opts, openapi.WithRule(r.method, r.rule))
	}
	got := readFile(t, filepath.Join(one, "openapi.json"))
	if want := generated(t, services(fds...), opts...); !bytes.Equal(got, want) {
		t.Errorf("protoc's openapi.json differs from openapi.Generate's document of the same files: %s", firstDiff(got, want))
	}
	validate(t, "openapi.json", got)
	for _, c := range []struct {
		want string
		at   []string
	}{
		{"Transaction is one row of transactions_<accountId>.csv.", []string{"components", "schemas", "polywire.bank.v1.Transaction", "description"}},
		{"packed", []string{"components", "schemas", "acme.shop.v1.LineItem", "properties", "warehouseIds", "description"}},
	} {
		if d := description(t, got, c.at...); !strings.HasPrefix(d, c.want) {
			t.Errorf("%s = %q, want the .proto comment %q", strings.Join(c.at, "/"), d, c.want)
		}
	}

	// per_file: a document per file, with the file's services and rules.
	shop := []openapi.Option{openapi.JSONOnly()}
	for _, r := range shopRules {
		shop = append(shop, openapi.WithRule(r.method, r.rule))
	}
	for _, fd := range fds {
		name := strings.TrimSuffix(fd.Path(), ".proto") + ".openapi.json"
		got := readFile(t, filepath.Join(per, name))
		o := []openapi.Option{openapi.JSONOnly()}
		if fd.Package() == "acme.shop.v1" {
			o = shop
		}
		if want := generated(t, services(fd), o...); !bytes.Equal(got, want) {
			t.Errorf("per_file: %s differs from openapi.Generate's document of %s: %s", name, fd.Path(), firstDiff(got, want))
		}
	}
	validate(t, "shop.openapi.json", readFile(t, filepath.Join(per, "acme/shop/v1/shop.openapi.json")))
}

// TestBuf runs the plugin under the real buf, with testdata/buf.gen.yaml,
// on the seed schemas of the repository's buf module.
func TestBuf(t *testing.T) {
	t.Parallel()
	buf := tool(t, "buf", "../../.tmp/bin/buf", `make "$PWD/.tmp/bin/buf" at the repository root; CI=true make test builds it`)
	out := t.TempDir()
	args := []string{"generate", "--template", "cmd/protoc-gen-polywire-openapi/testdata/buf.gen.yaml", "-o", out}
	for _, f := range seedFiles {
		args = append(args, "--path", "proto/"+f)
	}
	cmd := exec.CommandContext(t.Context(), buf, args...)
	cmd.Dir = "../.."
	cmd.Env = pluginEnv(t)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("buf: %v\n%s", err, b)
	}
	got := readFile(t, filepath.Join(out, "openapi", "openapi.json"))
	want := generated(t, services(compile(t, []string{"../../proto"}, seedFiles...)...),
		openapi.WithTitle("polywire"), openapi.WithServer("http://localhost:8080"))
	if !bytes.Equal(got, want) {
		t.Errorf("buf's openapi.json differs from openapi.Generate's document of the same files: %s", firstDiff(got, want))
	}
	// Validated in TestProtoc (a superset of these services); the
	// descriptions must be there too.
	if d := description(t, got, "components", "schemas", "polywire.bank.v1.Account", "description"); !strings.HasPrefix(d, "Account is one row of accounts.csv") {
		t.Errorf("Account's description = %q, want its .proto comment", d)
	}
}

const badRuleProto = `syntax = "proto3";
package bad.v1;
import "google/api/annotations.proto";
message Req { string id = 1; }
service Svc {
  rpc Get(Req) returns (Req) { option (google.api.http) = { get: "/things/{nope}" }; }
}
`

// linkedFiles resolves the imports the test binary links (google/api,
// the well-known types) from the generated descriptors.
var linkedFiles = protocompile.ResolverFunc(func(name string) (protocompile.SearchResult, error) {
	fd, err := protoregistry.GlobalFiles.FindFileByPath(name)
	if err != nil {
		return protocompile.SearchResult{}, err
	}
	return protocompile.SearchResult{Desc: fd}, nil
})

// request is the CodeGeneratorRequest protoc sends for the file at path in
// the source text src, with parameter.
func request(t *testing.T, path, src, parameter string) []byte {
	t.Helper()
	c := protocompile.Compiler{
		Resolver: protocompile.CompositeResolver{
			&protocompile.SourceResolver{Accessor: protocompile.SourceAccessorFromMap(map[string]string{path: src})},
			linkedFiles,
		},
		SourceInfoMode: protocompile.SourceInfoStandard,
	}
	res, err := c.Compile(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	req := plugin.Request(res[0])
	req.Parameter = proto.String(parameter)
	b, err := proto.Marshal(req)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestErrors: bad parameters fail the run with an error naming them; a rule
// the transcoder refuses, or nothing to describe, is the response's error
// (protoc and buf print it against the file), never a crash.
func TestErrors(t *testing.T) {
	t.Parallel()
	const ok = `syntax = "proto3";
package good.v1;
import "google/api/annotations.proto";
message Req { string id = 1; }
service Svc {
  rpc Get(Req) returns (Req) { option (google.api.http) = { get: "/things/{id}" }; }
  rpc Put(Req) returns (Req);
}
`
	const none = `syntax = "proto3";
package none.v1;
message Req { string id = 1; }
service Svc { rpc Get(Req) returns (Req); }
`
	for _, tt := range []struct {
		name, src, param string
		runErr, resErr   []string // substrings of run's error, of the response's
	}{
		{"unknown parameter", ok, "title=x,titel=y", []string{`unknown parameter "titel"`, "json_only"}, nil},
		{"bad bool", ok, "json_only=maybe", []string{"json_only", `"maybe"`}, nil},
		{"empty value", ok, "server=", []string{"parameter server wants a value"}, nil},
		{"out and per_file", ok, "per_file,out=a.json", []string{"out= and per_file"}, nil},
		{"bad rule spec", ok, "rule=good.v1.Svc.Put=put /x", []string{"rule=good.v1.Svc.Put=put /x", `"put"`}, nil},
		{"rule of no method", ok, "rule=good.v1.Svc.Nope=GET /x", nil, []string{"good.v1.Svc.Nope", "x.proto"}},
		{"refused annotation", badRuleProto, "", nil, []string{"bad.v1.Svc.Get", "/things/{nope}", "nope"}},
		{"refused rule=", ok, "rule=good.v1.Svc.Put=POST /x body=nope", nil, []string{"good.v1.Svc.Put", "POST /x", "nope"}},
		{"no routes", none, "", nil, []string{"x.proto", "nothing to describe"}},
		{"no routes per_file", none, "per_file", nil, []string{"x.proto", "nothing to describe"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var out bytes.Buffer
			err := run(bytes.NewReader(request(t, "x.proto", tt.src, tt.param)), &out)
			if tt.runErr != nil {
				if err == nil {
					t.Fatalf("no error, want one with %q", tt.runErr)
				}
				for _, s := range tt.runErr {
					if !strings.Contains(err.Error(), s) {
						t.Errorf("error %q lacks %q", err, s)
					}
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			res := &pluginpb.CodeGeneratorResponse{}
			if err := proto.Unmarshal(out.Bytes(), res); err != nil {
				t.Fatal(err)
			}
			if res.Error == nil || len(res.File) > 0 {
				t.Fatalf("response: error %v, %d files; want an error and no file", res.Error, len(res.File))
			}
			for _, s := range tt.resErr {
				if !strings.Contains(res.GetError(), s) {
					t.Errorf("error %q lacks %q", res.GetError(), s)
				}
			}
		})
	}
}

// TestParams: the parameters reach the document (in process).
func TestParams(t *testing.T) {
	t.Parallel()
	const src = `syntax = "proto3";
package good.v1;
import "google/api/annotations.proto";
// A thing.
message Req { string id = 1; }
service Svc {
  rpc Get(Req) returns (Req) { option (google.api.http) = { get: "/things/{id}" }; }
}
`
	var out bytes.Buffer
	if err := run(bytes.NewReader(request(t, "a/x.proto", src, " title=T , version=v9,server=https://a.example,server=https://b.example,json_only,out=api/doc.json")), &out); err != nil {
		t.Fatal(err)
	}
	res := &pluginpb.CodeGeneratorResponse{}
	if err := proto.Unmarshal(out.Bytes(), res); err != nil {
		t.Fatal(err)
	}
	if res.Error != nil || len(res.File) != 1 || res.File[0].GetName() != "api/doc.json" {
		t.Fatalf("response: error %v, files %v", res.Error, res.File)
	}
	var doc struct {
		Info    struct{ Title, Version string }
		Servers []struct{ URL string }
		Paths   map[string]map[string]struct {
			Responses map[string]struct{ Content map[string]any }
		}
		Components struct {
			Schemas map[string]struct{ Description string }
		}
	}
	if err := json.Unmarshal([]byte(res.File[0].GetContent()), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Info.Title != "T" || doc.Info.Version != "v9" || len(doc.Servers) != 2 || doc.Servers[1].URL != "https://b.example" {
		t.Errorf("info %+v, servers %+v", doc.Info, doc.Servers)
	}
	if c := doc.Paths["/things/{id}"]["get"].Responses["200"].Content; len(c) != 1 || c["application/json"] == nil {
		t.Errorf("json_only: 200 content %v", c)
	}
	if d := doc.Components.Schemas["good.v1.Req"].Description; d != "A thing." {
		t.Errorf("Req's description %q", d)
	}
}
