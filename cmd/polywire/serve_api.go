package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"strings"

	"github.com/polywire/polywire/internal/mockapi"
	"github.com/polywire/polywire/internal/userschema"
)

// serve on a user's schema: -route (repeatable), -config polywire.yaml,
// -builtin-routes, and the schema flags (schema.go). The routes are package
// mockapi's; they are mounted in the same server as the built-in routes (see
// server.API).

// routeList is a repeatable flag whose values are kept whole (a route
// may hold a comma).
type routeList []string

func (l *routeList) String() string { return strings.Join(*l, "; ") }
func (l *routeList) Set(v string) error {
	*l = append(*l, v)
	return nil
}

// apiFlags are serve's flags for a user's API.
type apiFlags struct {
	schema        *schemaFlags
	routes        routeList
	config        *string
	builtinRoutes bool
}

func addAPIFlags(fs *flag.FlagSet) *apiFlags {
	f := &apiFlags{schema: addSchemaFlags(fs)}
	fs.Var(&f.routes, "route", "a route of your API, `'METHOD PATH=DATAFILE:MESSAGE'` (repeatable; see above)")
	f.config = fs.String("config", "", "a config `file` (polywire.yaml) with the schema and the routes (see above)")
	const builtinUsage = "with your routes, serve polywire's built-in routes and services (the articles' datasets) too (by default your API alone)"
	fs.BoolVar(&f.builtinRoutes, "builtin-routes", false, builtinUsage)
	// -seed-routes is the flag's name before issue 26 ("seed" now means
	// only a random seed in polywire's code); scripts that type it still work.
	fs.BoolVar(&f.builtinRoutes, "seed-routes", false, "old name of -builtin-routes")
	return f
}

// given reports whether serve was asked for a user's API.
func (f *apiFlags) given(files []string) bool {
	return f.schema.given(files) || len(f.routes) > 0 || *f.config != ""
}

// load checks the arguments and hands the flags to mockapi.Load, which
// merges them with -config's. It reports whether the built-in routes are
// to be left out.
func (f *apiFlags) load(ctx context.Context, files []string, log *slog.Logger) (*mockapi.API, bool, error) {
	for _, file := range files {
		if !strings.HasSuffix(file, ".proto") {
			return nil, false, usageError{msg: fmt.Sprintf("serve: unexpected argument %q (only .proto files are taken as arguments)", file), try: "polywire serve -h"}
		}
	}
	api, builtin, err := mockapi.Load(ctx, mockapi.Setup{
		Config:        *f.config,
		Schema:        userschema.Source{ProtoPath: f.schema.protoPath, Files: files, DescriptorSet: *f.schema.descriptorSet},
		Routes:        f.routes,
		Message:       *f.schema.message,
		Samples:       *f.schema.samples,
		SkipBad:       *f.schema.skipBad,
		BuiltinRoutes: f.builtinRoutes,
		Logger:        log,
	})
	return api, !builtin, err
}

// serveAPIUsage is serve's usage for a user's API.
const serveAPIUsage = `Your own API (a mock or staging server for the clients you test):

	-proto-path DIR FILE.proto...   .proto files, compiled in process (no protoc)
	-descriptor-set set.binpb       or a descriptor set (buf build -o set.binpb)
	-route 'METHOD PATH=DATAFILE:MESSAGE'  a route (repeatable):

	GET  /orders=orders.jsonl:acme.shop.v1.Order
	    a list: the data file's messages, ?limit= (default 100, max 10000)
	    and ?offset=, in polywire.samples.v1.OrderList { repeated Order
	    items = 1; }. When MESSAGE is itself a list (one repeated message
	    field, e.g. acme.orders.v1.OrderList), the data file holds its items
	    and pages are that message.
	GET  /orders/{id}=orders.jsonl:acme.shop.v1.Order
	    an item: {id} is the message's field of that name (string or
	    integer), else the 0-based index ({index}); a miss is 404, a bad
	    index 400. It also finds what POST /orders stored, by id.
	POST /orders=:acme.shop.v1.Order
	    validates the body (any format) and stores it as Protobuf in the
	    store (-db) under its id field, or a new id (a UUID, written into a
	    string id field); 201 with the message and Location /orders/ID.
	    Stored messages survive restarts. -write-token guards it.
	POST /v1/traces=rpc:opentelemetry.proto.collector.trace.v1.TraceService/Export
	    calls a method of the schema (package.Service/Method): the body in
	    any format and coding is its input; 200 with its answer (below) in
	    the negotiated format, in the request's own format when Accept is
	    absent or */* (OTLP/HTTP's rule). GET works too (an empty input).
	RPC  acme.shop.v1.OrderService/GetOrder=ANSWER
	    what a method answers, on gRPC, gRPC-Web, Connect and its rpc:
	    routes: a data file of its response type (its messages in turn),
	    echo (the request; same types only), generate (a generated
	    response, call n from seed n) or empty (no field set).

	google.api.http rules           no route to write: every unary method with a
	    rule (import "google/api/annotations.proto"; polywire has it, no need
	    to vendor it) is served on its rule's paths, additional_bindings
	    too: path variables ({name=shelves/*/books/*}, **), query parameters,
	    body, response_body, :verb; 200 with its answer (its RPC line, or
	    the defaults below) in the negotiated format. A -route of the same
	    METHOD and path (variable names aside: GET /v1/shelves/{id} for
	    get: "/v1/{name=shelves/*}") replaces that binding; a -route of the
	    same METHOD that overlaps a binding otherwise is an error naming
	    both. The log lists every binding served and replaced.

	-config polywire.yaml           the schema and routes in a file (paths in it
	                                are relative to it):

	schema:
	  proto_path: [testdata/yourschema]
	  files: [acme/shop/v1/shop.proto]
	routes:
	  - GET /orders=orders.jsonl:acme.shop.v1.Order
	  - method: GET
	    path: /orders/{id}
	    data: orders.jsonl
	    message: acme.shop.v1.Order
	  - POST /orders=:acme.shop.v1.Order
	  - POST /v1/orders=rpc:acme.shop.v1.OrderService/PutOrder  # or method, path, rpc:
	  - RPC acme.shop.v1.OrderService/GetOrder=generate         # or method: RPC, path, data:

	-message NAME -samples FILE     without -route: GET /<name>s, GET /<name>s/{id}
	                                (or {index}) and POST /<name>s
	-skip-bad                       drop data file lines that do not match (counted)
	-builtin-routes                 serve polywire's built-in routes too (default:
	                                your API alone; /healthz, /readyz, /metrics,
	                                /lab stay; -seed-routes is its old name)

Every format, coding, error body, ETag, metric, the token, CORS and TLS work
as for the seeds' routes; a message the chosen format cannot carry
(nesting deeper than FlatBuffers' 64 tables, say) goes out in the next
format Accept accepts, or is a 406 saying why when none can. The schema's services are
served over gRPC, gRPC-Web and Connect, with reflection. Each unary method
answers its own response type: as its RPC line says; else a method whose
output is an item route's message and whose input has its {id} field looks
it up; whose output is a list route's message returns a page (its limit and
offset fields); whose input and output are a POST route's message stores it;
any other echoes the request when its input and output are one type, else
answers an empty response (what an OTLP collector answers: the OpenTelemetry
exporters work against -route 'POST /v1/traces=rpc:...TraceService/Export'
alone). Streaming methods answer Unimplemented.
`
