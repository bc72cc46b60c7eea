// Package pwtsgen is protoc-gen-polywire-ts's generator (the command's
// documentation says what it writes): the plugin reads a
// CodeGeneratorRequest and answers a CodeGeneratorResponse (Plugin), and
// Generate runs the same generator in process on compiled descriptors, as
// bench browser does for a user's schema.
package pwtsgen

import (
	_ "embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"path"
	"strings"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/pluginpb"
)

//go:embed pwts_runtime.ts
var runtimeTS string

// Plugin answers the CodeGeneratorRequest read from in on out; warnings
// (fields or files no output can carry, each named) go to warn, which
// protoc and buf show.
func Plugin(in io.Reader, out, warn io.Writer) error {
	data, err := io.ReadAll(in)
	if err != nil {
		return fmt.Errorf("read request: %w", err)
	}
	req := &pluginpb.CodeGeneratorRequest{}
	if err := proto.Unmarshal(data, req); err != nil {
		return fmt.Errorf("parse request: %w", err)
	}
	resp, err := Generate(req, warn)
	if err != nil {
		return err
	}
	b, err := proto.Marshal(resp)
	if err != nil {
		return fmt.Errorf("marshal response: %w", err)
	}
	_, err = out.Write(b)
	return err
}

// Generate answers req: the files it writes, or the generator's error in
// the response's Error, as a plugin reports it. Warnings go to warn. req
// is not modified.
func Generate(req *pluginpb.CodeGeneratorRequest, warn io.Writer) (*pluginpb.CodeGeneratorResponse, error) {
	req = proto.CloneOf(req)
	// protogen insists on a Go import path for every file; TypeScript has
	// no use for one, so files without go_package get a made-up path.
	params := []string{}
	if p := req.GetParameter(); p != "" {
		params = append(params, p)
	}
	for _, f := range req.GetProtoFile() {
		if f.GetOptions().GetGoPackage() == "" {
			params = append(params, "M"+f.GetName()+"=pwts.invalid/"+path.Dir(f.GetName()))
		}
	}
	req.Parameter = proto.String(strings.Join(params, ","))

	var flags flag.FlagSet
	int64Mode := flags.String("int64", "string", "how 64-bit integers are represented: string or bigint")
	fb := flags.Bool("fb", false, "also write FlatBuffers decoders and views (<name>_pwfb.ts, see fb.go)")
	msgpack := flags.Bool("msgpack", false, "also write <name>_pwmp.ts: polywire's MessagePack for the same interfaces")
	gen, err := protogen.Options{ParamFunc: flags.Set}.New(req)
	if err != nil {
		return nil, err
	}
	gen.SupportedFeatures = uint64(pluginpb.CodeGeneratorResponse_FEATURE_PROTO3_OPTIONAL)
	pl := makePlan(gen, warn)
	if err := run(gen, pl, *int64Mode); err != nil {
		gen.Error(err)
	} else {
		if *fb {
			runFB(gen, pl, *int64Mode)
		}
		if *msgpack {
			runMsgpack(gen, pl, *int64Mode)
		}
	}
	return gen.Response(), nil
}

// Files runs the generator in process on files (compiled descriptors;
// their imports are added) with parameter ("int64=string,fb=true,
// msgpack=true"), and returns the TypeScript it writes by path. The
// generator's error is returned as an error; warnings go to warn.
func Files(files []protoreflect.FileDescriptor, parameter string, warn io.Writer) (map[string]string, error) {
	req := &pluginpb.CodeGeneratorRequest{Parameter: proto.String(parameter)}
	seen := map[string]bool{}
	var add func(fd protoreflect.FileDescriptor)
	add = func(fd protoreflect.FileDescriptor) {
		if seen[fd.Path()] {
			return
		}
		seen[fd.Path()] = true
		imps := fd.Imports()
		for i := range imps.Len() {
			add(imps.Get(i).FileDescriptor)
		}
		req.ProtoFile = append(req.ProtoFile, protodesc.ToFileDescriptorProto(fd))
	}
	for _, fd := range files {
		add(fd)
		req.FileToGenerate = append(req.FileToGenerate, fd.Path())
	}
	resp, err := Generate(req, warn)
	if err != nil {
		return nil, err
	}
	if e := resp.GetError(); e != "" {
		return nil, errors.New(e)
	}
	out := make(map[string]string, len(resp.GetFile()))
	for _, f := range resp.GetFile() {
		out[f.GetName()] = f.GetContent()
	}
	return out, nil
}
