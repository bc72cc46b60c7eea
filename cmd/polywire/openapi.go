package main

import (
	"context"
	"flag"
	"fmt"
	"os"

	"github.com/polywire/polywire/internal/server"
	"github.com/polywire/polywire/internal/userschema"
	"github.com/polywire/polywire/openapi"
)

// OpenAPICommand writes the OpenAPI 3.1 document of the REST routes the
// transcoder serves: the seed services' (what serve answers at
// /openapi.json), or the google.api.http rules of a schema of the user's.
type OpenAPICommand struct{}

const openapiUsage = `Usage: polywire openapi [-json-only] [-o FILE] [-proto-path DIR FILE.proto... | -descriptor-set FILE]

Writes the OpenAPI 3.1 document (JSON) of the seed services' REST routes —
the one serve answers at /openapi.json — or of the google.api.http rules of
your own schema's services.

	polywire openapi -o openapi.json
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
	files, err := parseArgs(fs, args, "openapi", openapiUsage)
	if err != nil {
		return err
	}
	services := server.SeedServices()
	var opts []openapi.Option
	if *jsonOnly {
		opts = append(opts, openapi.JSONOnly())
	}
	if len(protoPath) > 0 || *set != "" || len(files) > 0 {
		sch, err := userschema.Load(ctx, userschema.Source{ProtoPath: protoPath, Files: files, DescriptorSet: *set})
		if err != nil {
			return err
		}
		services = nil
		for _, f := range sch.Roots {
			for i := range f.Services().Len() {
				services = append(services, f.Services().Get(i))
			}
		}
		if len(services) == 0 {
			return usageError{msg: "openapi: the schema has no service", try: "give the .proto files that declare the services (with google.api.http rules)"}
		}
	} else {
		opts = append(opts, openapi.WithTitle("polywire"))
	}
	doc, err := openapi.Generate(services, opts...)
	if err != nil {
		return fmt.Errorf("openapi: %w", err)
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
