// Command protoc-gen-polywire-openapi is a protoc (and buf) plugin that
// writes the OpenAPI 3.1 document of the REST routes polywire's transcoder
// serves for the services of the files it is given: the document
// `polywire openapi` writes and `polywire serve` answers at /openapi.json,
// made in a build pipeline from the .proto files (package openapi's
// Generate, on the descriptors protoc or buf compiled).
//
//	go install github.com/polywire/polywire/cmd/protoc-gen-polywire-openapi@latest
//	protoc -I proto --polywire-openapi_out=. --polywire-openapi_opt=title=Bank acme/bank/v1/bank.proto
//
// and in buf.gen.yaml:
//
//	plugins:
//	  - local: protoc-gen-polywire-openapi
//	    out: openapi
//	    opt: [title=Bank, server=https://api.example.com]
//	    strategy: all
//
// Each method with a google.api.http annotation (or a rule= parameter) is
// described as the transcoder serves it, and the comments of the .proto
// files become descriptions: protoc and buf hand plugins the source info
// of the files they generate.
//
// One run writes one document for every service of the files to generate
// (openapi.json, or out=NAME): one API, one document, as API tools and
// reference pages expect, and the shape `polywire openapi` writes. buf runs
// a plugin once per directory unless told strategy: all, and of several
// runs writing the same file it keeps the first with a warning (the
// document of one directory's services): give strategy: all. per_file
// writes one document per .proto file instead (path/name.openapi.json,
// beside where protoc-gen-go's output of the file would be with
// paths=source_relative), for files that are separate APIs.
//
// Parameters (protoc's --polywire-openapi_opt, or buf's opt), separated by
// commas (so a value cannot hold one):
//
//	json_only           application/json alone for every body (openapi.JSONOnly)
//	title=TEXT          info.title (default: the services' full names)
//	version=TEXT        info.version (default: v1)
//	server=URL          a servers[] entry; repeatable
//	out=NAME            the document's file name (default: openapi.json)
//	per_file            one document per .proto file that has routes
//	rule=SPEC           a route for a method without an annotation, or in
//	                    place of it: pkg.Service.Method=VERB /path/{field}
//	                    [body=*|FIELD] [response=FIELD], as polywire
//	                    gateway's -rule; repeatable
//
// An unknown parameter or a bad value is an error naming it, and so is a
// rule the transcoder refuses (naming the method and the rule) and a run in
// which no method has a rule: nothing to describe. Unlike the Go plugins,
// this one needs no go_package option in the files.
package main

import (
	"fmt"
	"io"
	"os"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/pluginpb"
)

func main() {
	if err := run(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "protoc-gen-polywire-openapi:", err)
		os.Exit(1)
	}
}

// run reads a CodeGeneratorRequest from in and writes the response to out.
// Its error is a request it cannot read or a bad parameter (which protoc
// and buf print with the plugin's standard error); errors in the files are
// the response's error.
func run(in io.Reader, out io.Writer) error {
	b, err := io.ReadAll(in)
	if err != nil {
		return fmt.Errorf("reading the request: %w", err)
	}
	req := &pluginpb.CodeGeneratorRequest{}
	if err := proto.Unmarshal(b, req); err != nil {
		return fmt.Errorf("reading the request: %w", err)
	}
	p, err := parseParams(req.GetParameter())
	if err != nil {
		return err
	}
	res := &pluginpb.CodeGeneratorResponse{
		SupportedFeatures: proto.Uint64(uint64(pluginpb.CodeGeneratorResponse_FEATURE_PROTO3_OPTIONAL)),
	}
	files, err := generate(req, p)
	if err != nil {
		res.Error = proto.String(err.Error())
	} else {
		res.File = files
	}
	b, err = proto.Marshal(res)
	if err != nil {
		return err
	}
	_, err = out.Write(b)
	return err
}
