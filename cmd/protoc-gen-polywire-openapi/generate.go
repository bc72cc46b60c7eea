package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"google.golang.org/genproto/googleapis/api/annotations"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/descriptorpb"
	"google.golang.org/protobuf/types/pluginpb"

	"github.com/polywire/polywire/internal/gateway"
	"github.com/polywire/polywire/openapi"
)

// params are the plugin's parameters.
type params struct {
	jsonOnly       bool
	title, version string
	servers        []string
	out            string
	perFile        bool
	rules          []rule
}

type rule struct {
	method protoreflect.FullName
	rule   *annotations.HttpRule
}

const known = "json_only, title=, version=, server=, out=, per_file, rule="

// parseParams reads the comma-separated parameters protoc and buf pass.
func parseParams(s string) (*params, error) {
	p := &params{}
	outSet := false
	for _, kv := range strings.Split(s, ",") {
		kv = strings.TrimSpace(kv)
		if kv == "" {
			continue
		}
		name, value, hasValue := strings.Cut(kv, "=")
		switch name {
		case "json_only", "per_file":
			b := true
			if hasValue {
				var err error
				if b, err = strconv.ParseBool(value); err != nil {
					return nil, fmt.Errorf("parameter %s: %q is not true or false", name, value)
				}
			}
			if name == "json_only" {
				p.jsonOnly = b
			} else {
				p.perFile = b
			}
			continue
		case "title", "version", "server", "out", "rule":
		default:
			return nil, fmt.Errorf("unknown parameter %q (protoc-gen-polywire-openapi knows %s)", name, known)
		}
		if value == "" {
			return nil, fmt.Errorf("parameter %s wants a value: %s=…", name, name)
		}
		switch name {
		case "title":
			p.title = value
		case "version":
			p.version = value
		case "server":
			p.servers = append(p.servers, value)
		case "out":
			p.out, outSet = value, true
		case "rule":
			m, r, err := gateway.ParseRule(value)
			if err != nil {
				return nil, fmt.Errorf("parameter rule=%s: %s", value, strings.TrimPrefix(err.Error(), gateway.ErrSpec.Error()+": "))
			}
			p.rules = append(p.rules, rule{m, r})
		}
	}
	if outSet && p.perFile {
		return nil, errors.New("parameters out= and per_file exclude each other: per_file names each document after its .proto file")
	}
	if p.out == "" {
		p.out = "openapi.json"
	}
	return p, nil
}

// generate writes the documents of the request's files.
func generate(req *pluginpb.CodeGeneratorRequest, p *params) ([]*pluginpb.CodeGeneratorResponse_File, error) {
	reg, err := protodesc.NewFiles(&descriptorpb.FileDescriptorSet{File: req.GetProtoFile()})
	if err != nil {
		return nil, err
	}
	type file struct {
		path     string
		services []protoreflect.ServiceDescriptor
	}
	var files []file
	var all []protoreflect.ServiceDescriptor
	for _, path := range req.GetFileToGenerate() {
		fd, err := reg.FindFileByPath(path)
		if err != nil {
			return nil, err
		}
		f := file{path: path}
		for i := range fd.Services().Len() {
			f.services = append(f.services, fd.Services().Get(i))
		}
		files = append(files, f)
		all = append(all, f.services...)
	}
	// A rule names a method of the files to generate.
	owner := map[protoreflect.FullName]int{}
	for i, f := range files {
		for _, sd := range f.services {
			for j := range sd.Methods().Len() {
				owner[sd.Methods().Get(j).FullName()] = i
			}
		}
	}
	for _, r := range p.rules {
		if _, ok := owner[r.method]; !ok {
			return nil, fmt.Errorf("parameter rule= names %s, a method of none of the services of %s", r.method, strings.Join(req.GetFileToGenerate(), ", "))
		}
	}
	if !p.perFile {
		doc, ok, err := p.document(all, p.rules)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, noRoutes(req.GetFileToGenerate())
		}
		return []*pluginpb.CodeGeneratorResponse_File{{Name: proto.String(p.out), Content: proto.String(string(doc))}}, nil
	}
	var out []*pluginpb.CodeGeneratorResponse_File
	for i, f := range files {
		var rules []rule
		for _, r := range p.rules {
			if owner[r.method] == i {
				rules = append(rules, r)
			}
		}
		doc, ok, err := p.document(f.services, rules)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f.path, err)
		}
		if ok {
			name := strings.TrimSuffix(f.path, ".proto") + ".openapi.json"
			out = append(out, &pluginpb.CodeGeneratorResponse_File{Name: proto.String(name), Content: proto.String(string(doc))})
		}
	}
	if len(out) == 0 {
		return nil, noRoutes(req.GetFileToGenerate())
	}
	return out, nil
}

func noRoutes(files []string) error {
	return fmt.Errorf("no method of %s has a google.api.http annotation or a rule= parameter: nothing to describe", strings.Join(files, ", "))
}

// document is the OpenAPI document of services; ok is false when none of
// their methods has a route.
func (p *params) document(services []protoreflect.ServiceDescriptor, rules []rule) (doc []byte, ok bool, err error) {
	if len(services) == 0 {
		return nil, false, nil
	}
	var opts []openapi.Option
	if p.jsonOnly {
		opts = append(opts, openapi.JSONOnly())
	}
	if p.title != "" {
		opts = append(opts, openapi.WithTitle(p.title))
	}
	if p.version != "" {
		opts = append(opts, openapi.WithVersion(p.version))
	}
	for _, s := range p.servers {
		opts = append(opts, openapi.WithServer(s))
	}
	for _, r := range rules {
		opts = append(opts, openapi.WithRule(r.method, r.rule))
	}
	doc, err = openapi.Generate(services, opts...)
	if err != nil {
		return nil, false, err
	}
	var d struct{ Paths map[string]json.RawMessage }
	if err := json.Unmarshal(doc, &d); err != nil {
		return nil, false, err
	}
	return doc, len(d.Paths) > 0, nil
}
