package main

import (
	"context"
	"flag"
	"fmt"
	"os"

	"log/slog"

	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/internal/mockapi"
	"github.com/polywire/polywire/internal/server"
	"github.com/polywire/polywire/internal/userschema"
	"github.com/polywire/polywire/openapi"
)

// OpenAPICommand writes the OpenAPI 3.1 document of the REST routes the
// transcoder serves: the seed services' (what serve answers at
// /openapi.json), or the google.api.http rules of a schema of the user's.
type OpenAPICommand struct{}

const openapiUsage = `Usage: polywire openapi [-format json|yaml] [-json-only] [-o FILE] [-data DIR] [-config polywire.yaml | -proto-path DIR FILE.proto... | -descriptor-set FILE] [-route ROUTE]...

Writes the OpenAPI 3.1 document of the seed services' REST routes, with
examples from the seed data — the one serve answers at /openapi.json (and
/openapi.yaml) —, of the mock a config file describes (the one serve
-config answers), or of the google.api.http rules of your own schema's
services.

	polywire openapi -o openapi.json
	polywire openapi -format yaml -config polywire.yaml
	polywire openapi -proto-path testdata/otlp -route "POST /v1/traces=rpc:opentelemetry.proto.collector.trace.v1.TraceService/Export" opentelemetry/proto/collector/trace/v1/trace_service.proto
	polywire openapi -json-only -proto-path proto acme/v1/api.proto

`

// Run writes the document.
func (c *OpenAPICommand) Run(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("openapi", flag.ContinueOnError)
	var protoPath stringList
	fs.Var(&protoPath, "proto-path", "`dir`ectory the .proto files (the arguments) and their imports are found in; repeatable")
	set := fs.String("descriptor-set", "", "a FileDescriptorSet `file` (buf build -o set.binpb) instead of .proto files")
	jsonOnly := fs.Bool("json-only", false, "offer application/json alone (no Protobuf, FlatBuffers, MessagePack, XML bodies)")
	out := fs.String("o", "", "write the document to `file` instead of standard output")
	format := fs.String("format", "json", "the document's format: json or yaml")
	config := fs.String("config", "", "the mock's document for a config `file` (serve -config), with examples from its data files")
	var routes stringList
	fs.Var(&routes, "route", "a mock `route`, as serve -route takes it (\"POST /v1/traces=rpc:pkg.Service/Method\"); repeatable: the document of the mock serve would run on the schema and these routes")
	seed := fs.Uint64("seed", dataset.DefaultSeed, "seed of the built-in data the seed document's examples come from, generated when missing (as serve's -seed)")
	dataDir := fs.String("data", "", "`dir`ectory of the built-in data (as serve's -data); default serve's")
	files, err := parseArgs(fs, args, "openapi", openapiUsage)
	if err != nil {
		return err
	}
	if *format != "json" && *format != "yaml" {
		return usageError{msg: fmt.Sprintf("openapi: -format %q: want json or yaml", *format), try: "polywire openapi -format yaml"}
	}
	var opts []openapi.Option
	if *jsonOnly {
		opts = append(opts, openapi.JSONOnly())
	}
	openData := func() (*dataset.Data, error) {
		dir := *dataDir
		if dir == "" {
			dir = dataset.DefaultDir(*seed)
		}
		data, err := dataset.Open(dir, *seed, slog.New(slog.DiscardHandler))
		if err != nil {
			return nil, fmt.Errorf("openapi: %w", err)
		}
		return data, nil
	}
	var doc []byte
	switch {
	case *config != "" || len(routes) > 0:
		if *config != "" && (len(protoPath) > 0 || *set != "" || len(files) > 0) {
			return usageError{msg: "openapi: -config names the schema; give no -proto-path, -descriptor-set or .proto files with it", try: "polywire openapi -config polywire.yaml"}
		}
		api, builtin, err := mockapi.Load(ctx, mockapi.Setup{Config: *config, Routes: routes,
			Schema: userschema.Source{ProtoPath: protoPath, Files: files, DescriptorSet: *set}, Logger: slog.New(slog.DiscardHandler)})
		if err != nil {
			return err
		}
		var data *dataset.Data
		if builtin {
			if data, err = openData(); err != nil {
				return err
			}
		}
		services, mopts := api.OpenAPI()
		if doc, err = server.Document(data, services, append(mopts, opts...)); err != nil {
			return fmt.Errorf("openapi: %w", err)
		}
	case len(protoPath) > 0 || *set != "" || len(files) > 0:
		if doc, err = schemaDocument(ctx, protoPath, files, *set, opts); err != nil {
			return err
		}
	default:
		data, err := openData()
		if err != nil {
			return err
		}
		if doc, err = server.Document(data, nil, opts); err != nil {
			return fmt.Errorf("openapi: %w", err)
		}
	}
	if *format == "yaml" {
		if doc, err = openapi.YAML(doc); err != nil {
			return fmt.Errorf("openapi: %w", err)
		}
	}
	if *out == "" {
		_, err = os.Stdout.Write(doc)
		return err
	}
	if err := os.WriteFile(*out, doc, 0o644); err != nil {
		return fmt.Errorf("openapi: %w", err)
	}
	return nil
}

// schemaDocument is the document of a schema's google.api.http rules.
func schemaDocument(ctx context.Context, protoPath, files []string, set string, opts []openapi.Option) ([]byte, error) {
	sch, err := userschema.Load(ctx, userschema.Source{ProtoPath: protoPath, Files: files, DescriptorSet: set})
	if err != nil {
		return nil, err
	}
	var services []protoreflect.ServiceDescriptor
	for _, f := range sch.Roots {
		for i := range f.Services().Len() {
			services = append(services, f.Services().Get(i))
		}
	}
	if len(services) == 0 {
		return nil, usageError{msg: "openapi: the schema has no service", try: "give the .proto files that declare the services (with google.api.http rules)"}
	}
	// polywire serve's POSTs take Idempotency-Key.
	doc, err := openapi.Generate(services, append(opts, openapi.WithIdempotencyKey())...)
	if err != nil {
		return nil, fmt.Errorf("openapi: %w", err)
	}
	return doc, nil
}
