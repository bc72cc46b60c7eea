package schema

import (
	"context"
	"errors"
	"io"
	"strings"
	"testing"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/loadgen"
)

// TestLoadScenarioOnRules builds bench load's scenarios on a schema with
// google.api.http rules (testdata/library) and checks what each request
// becomes: over gRPC, the rule's method with the request message the rule
// binds from the path, the query and the body (each sample in turn); over
// HTTP, the path as given, its answers decoded as the method's output or
// its response_body field; -rpc, the named method.
func TestLoadScenarioOnRules(t *testing.T) {
	t.Parallel()
	const lib = "/acme.library.v1.LibraryService/"
	src := Source{ProtoPath: []string{"../../../testdata/library"}, Files: []string{"acme/library/v1/library.proto"}}
	books, shelves := "../../../testdata/library/books.jsonl", "../../../testdata/library/shelves.jsonl"
	tests := []struct {
		name     string
		rs       bench.RequestSpec
		protocol string
		rpc      string
		samples  string
		// procedure and requests (protojson) for gRPC; response is what
		// the answers decode as.
		procedure string
		requests  []string
		response  string
	}{
		{name: "grpc_get", rs: bench.RequestSpec{Path: "/v1/shelves/1/books/2"}, protocol: loadgen.GRPC,
			procedure: lib + "GetBook", requests: []string{`{"name":"shelves/1/books/2"}`}, response: "acme.library.v1.Book"},
		{name: "grpc_additional_binding", rs: bench.RequestSpec{Path: "/v1/books/shelves/3/books/4"}, protocol: loadgen.GRPC,
			procedure: lib + "GetBook", requests: []string{`{"name":"shelves/3/books/4"}`}, response: "acme.library.v1.Book"},
		{name: "grpc_query", rs: bench.RequestSpec{Path: "/v1/shelves/1/books?page_size=2&genre=GENRE_HISTORY"}, protocol: loadgen.GRPC,
			procedure: lib + "ListBooks", requests: []string{`{"parent":"shelves/1","pageSize":2,"genre":"GENRE_HISTORY"}`}, response: "acme.library.v1.ListBooksResponse"},
		{name: "grpc_body_field", rs: bench.RequestSpec{Path: "/v1/shelves/9/books", Body: "samples"}, protocol: loadgen.GRPC, samples: books,
			procedure: lib + "CreateBook", requests: []string{
				`{"parent":"shelves/9","book":{"name":"shelves/1/books/1","title":"The Left Hand of Darkness","author":"Ursula K. Le Guin","genre":"GENRE_FICTION","published":"1969-03-01T00:00:00Z"}}`,
				`{"parent":"shelves/9","book":{"name":"shelves/1/books/2","title":"SPQR","author":"Mary Beard","genre":"GENRE_HISTORY","published":"2015-10-20T00:00:00Z"}}`}, response: "acme.library.v1.Book"},
		// body "*": the path's variable wins over the sample's field.
		{name: "grpc_body_star", rs: bench.RequestSpec{Method: "PATCH", Path: "/v1/shelves/7", Body: "samples"}, protocol: loadgen.GRPC, samples: shelves,
			procedure: lib + "UpdateShelf", requests: []string{`{"name":"shelves/7","theme":"fiction","bookCount":1}`, `{"name":"shelves/7","theme":"history","bookCount":1}`}, response: "acme.library.v1.Shelf"},
		{name: "grpc_rpc", rs: bench.RequestSpec{Path: "/account/1"}, protocol: loadgen.GRPC, rpc: "acme.library.v1.LibraryService/Ping",
			procedure: lib + "Ping", requests: []string{`{}`}, response: "acme.library.v1.Shelf"},
		{name: "grpc_rpc_samples", rs: bench.RequestSpec{Body: "samples"}, protocol: loadgen.GRPC, rpc: "acme.library.v1.LibraryService.Ping", samples: shelves,
			procedure: lib + "Ping", requests: []string{`{"name":"shelves/0","theme":"fiction","bookCount":1}`, `{"name":"shelves/1","theme":"history","bookCount":1}`}, response: "acme.library.v1.Shelf"},
		{name: "http_rpc", rs: bench.RequestSpec{Path: "/ping", Body: "samples"}, protocol: loadgen.HTTP1, rpc: "acme.library.v1.LibraryService/Ping", samples: shelves, response: "acme.library.v1.Shelf"},
		{name: "http_get", rs: bench.RequestSpec{Path: "/v1/shelves/1/books/2", Format: "proto"}, protocol: loadgen.H2C, response: "acme.library.v1.Book"},
		{name: "http_list", rs: bench.RequestSpec{Path: "/v1/shelves/1/books"}, protocol: loadgen.HTTP1, response: "acme.library.v1.ListBooksResponse"},
		{name: "http_response_body", rs: bench.RequestSpec{Path: "/v1/shelves/1/books/2:archive", Body: "samples"}, protocol: loadgen.HTTP1, samples: "testdata/archive.jsonl",
			response: "acme.library.v1.Book"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			s := src
			s.Samples = tt.samples
			r, err := LoadScenario(context.Background(), s, bench.ScenarioSpec{Requests: []bench.RequestSpec{tt.rs}}, LoadOptions{Protocol: tt.protocol, RPC: tt.rpc}, io.Discard)
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Calls) != 1 {
				t.Errorf("calls %q, want one", r.Calls)
			}
			if tt.protocol != loadgen.GRPC {
				if got := string(r.Response.FullName()); got != tt.response || len(r.Scenario.Requests) == 0 || r.Scenario.Requests[0].Path != tt.rs.Path {
					t.Fatalf("response %s, requests %+v; want %s on %s", got, r.Scenario.Requests, tt.response, tt.rs.Path)
				}
				return
			}
			if len(r.Scenario.Requests) != len(tt.requests) {
				t.Fatalf("%d requests, want %d", len(r.Scenario.Requests), len(tt.requests))
			}
			for i, req := range r.Scenario.Requests {
				if req.Procedure != tt.procedure {
					t.Errorf("request %d calls %s, want %s", i, req.Procedure, tt.procedure)
				}
				// The request is sent as encoded once: decode its bytes.
				md, err := r.Data.Schema.Method(tt.procedure)
				if err != nil {
					t.Fatal(err)
				}
				in := dynamicpb.NewMessage(md.Input())
				if err := proto.Unmarshal(req.Message.ProtoReflect().GetUnknown(), in); err != nil {
					t.Fatal(err)
				}
				got, err := protojson.Marshal(in)
				if err != nil {
					t.Fatal(err)
				}
				if !jsonEqual(t, string(got), tt.requests[i]) {
					t.Errorf("request %d is %s, want %s", i, got, tt.requests[i])
				}
				if out := req.NewResponse().ProtoReflect().Descriptor().FullName(); string(out) != tt.response {
					t.Errorf("request %d answers %s, want %s", i, out, tt.response)
				}
			}
		})
	}
}

// jsonEqual compares two protojson texts whatever their spacing.
func jsonEqual(t *testing.T, a, b string) bool {
	t.Helper()
	norm := func(s string) string { return strings.Join(strings.Fields(s), "") }
	return norm(a) == norm(b)
}

// TestLoadScenarioOnRulesErrors: what cannot be loaded says what and how
// to fix it, as a usage error with a Try line.
func TestLoadScenarioOnRulesErrors(t *testing.T) {
	t.Parallel()
	src := Source{ProtoPath: []string{"../../../testdata/library"}, Files: []string{"acme/library/v1/library.proto"}}
	tests := []struct {
		name     string
		rs       bench.RequestSpec
		protocol string
		rpc      string
		message  string
		want     string
	}{
		{"grpc_no_rule", bench.RequestSpec{Path: "/v2/nothing"}, loadgen.GRPC, "", "", "GET /v2/nothing: no google.api.http rule of the schema serves it, so there is no method to call over gRPC"},
		{"http_no_rule_no_message", bench.RequestSpec{Path: "/v2/nothing"}, loadgen.HTTP1, "", "", "no -message says what its answers are"},
		{"wrong_method", bench.RequestSpec{Method: "DELETE", Path: "/v1/shelves/1"}, loadgen.GRPC, "", "", "method DELETE not allowed on /v1/shelves/1: allowed GET, HEAD, PATCH, PUT (405)"},
		{"body_missing", bench.RequestSpec{Method: "POST", Path: "/v1/shelves/1/books"}, loadgen.GRPC, "", "", "takes a body: acme.library.v1.Book"},
		{"body_unwanted", bench.RequestSpec{Method: "GET", Path: "/v1/shelves/1", Body: "samples"}, loadgen.GRPC, "", "", "takes no body"},
		{"no_samples", bench.RequestSpec{Path: "/v1/shelves/1/books", Body: "samples"}, loadgen.GRPC, "", "", "-body samples needs -samples FILE: acme.library.v1.Book messages, the body of POST"},
		{"rpc_over_http_without_path", bench.RequestSpec{}, loadgen.H2C, "acme.library.v1.LibraryService/Ping", "", "-rpc over h2c needs -path"},
		{"rpc_unknown", bench.RequestSpec{}, loadgen.GRPC, "acme.library.v1.LibraryService/Pong", "", "no method acme.library.v1.LibraryService/Pong"},
		{"message_not_body", bench.RequestSpec{Path: "/v1/shelves/1/books", Body: "samples"}, loadgen.GRPC, "", "acme.library.v1.Shelf", "-message acme.library.v1.Shelf, but the samples are acme.library.v1.Book"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			s := src
			s.Message = tt.message
			if tt.rs.Body != "" && tt.name != "no_samples" {
				s.Samples = "../../../testdata/library/books.jsonl"
			}
			_, err := LoadScenario(context.Background(), s, bench.ScenarioSpec{Requests: []bench.RequestSpec{tt.rs}}, LoadOptions{Protocol: tt.protocol, RPC: tt.rpc}, io.Discard)
			var ue *bench.UsageError
			if !errors.As(err, &ue) && err != nil {
				// userschema's errors carry their own Try.
				if !strings.Contains(err.Error(), tt.want) {
					t.Fatalf("error %v, want it to say %q", err, tt.want)
				}
				return
			}
			if ue == nil || !strings.Contains(ue.Msg, tt.want) || ue.Try == "" {
				t.Fatalf("error %v, want a usage error saying %q with a Try line", err, tt.want)
			}
		})
	}
}
