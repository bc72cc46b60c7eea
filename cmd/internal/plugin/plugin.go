// Package plugin is what polywire's protoc plugins (protoc-gen-fastproto,
// protoc-gen-fastjson, protoc-gen-fastmsgpack, protoc-gen-fastxml,
// protoc-gen-fastflat) share: the protogen main loop, the walk over a file's
// messages, and the request their tests run them on; the start of every
// generated file (NewFile, and Skeleton for the JSON, MessagePack and XML
// plugins), the per-kind switch (Value), the presence and oneof rules, and
// the tables the generated code declares (EnumTable, FieldLookup, BitSet).
package plugin

import (
	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/pluginpb"
)

// Main runs a plugin that writes one file per input file: it calls
// generate for every file the request asks to generate. proto3 optional
// fields are declared supported (they are ordinary fields to the
// generated code).
func Main(generate func(*protogen.Plugin, *protogen.File) error) {
	protogen.Options{}.Run(func(gen *protogen.Plugin) error { return Run(gen, generate) })
}

// MainParams is Main for a plugin with parameters of its own (buf.gen.yaml's
// opt): param is called with the name and value of each one protogen does
// not know (paths=, module=, M...).
func MainParams(param func(name, value string) error, generate func(*protogen.Plugin, *protogen.File) error) {
	protogen.Options{ParamFunc: param}.Run(func(gen *protogen.Plugin) error { return Run(gen, generate) })
}

// Run is Main's work on one request, for tests that run a plugin in
// process.
func Run(gen *protogen.Plugin, generate func(*protogen.Plugin, *protogen.File) error) error {
	gen.SupportedFeatures = uint64(pluginpb.CodeGeneratorResponse_FEATURE_PROTO3_OPTIONAL)
	for _, f := range gen.Files {
		if !f.Generate {
			continue
		}
		if err := generate(gen, f); err != nil {
			return err
		}
	}
	return nil
}

// Request builds the CodeGeneratorRequest buf sends for files (one
// directory, as buf's default strategy does) from descriptors compiled
// into generated packages, which carry the go_package buf's managed mode
// set: the tests regenerate the committed files from it.
func Request(files ...protoreflect.FileDescriptor) *pluginpb.CodeGeneratorRequest {
	req := &pluginpb.CodeGeneratorRequest{Parameter: proto.String("paths=source_relative")}
	seen := map[string]bool{}
	var add func(fd protoreflect.FileDescriptor)
	add = func(fd protoreflect.FileDescriptor) {
		if seen[fd.Path()] {
			return
		}
		seen[fd.Path()] = true
		imports := fd.Imports()
		for i := range imports.Len() {
			add(imports.Get(i).FileDescriptor)
		}
		req.ProtoFile = append(req.ProtoFile, protodesc.ToFileDescriptorProto(fd))
	}
	for _, fd := range files {
		add(fd)
		req.FileToGenerate = append(req.FileToGenerate, fd.Path())
	}
	return req
}

// Messages lists ms and their nested messages, depth first, without map
// entries (which have no Go type).
func Messages(ms []*protogen.Message) []*protogen.Message {
	var out []*protogen.Message
	for _, m := range ms {
		if m.Desc.IsMapEntry() {
			continue
		}
		out = append(out, m)
		out = append(out, Messages(m.Messages)...)
	}
	return out
}

// Reaching returns the messages of the files the run generates that have
// a field has holds for, where has may look up the messages found so far
// (holding for a field of such a message type, say): the scan repeats
// until nothing is added, so a message is found through any chain of
// fields. The plugins find so the messages whose decoded form can point
// into the input.
func Reaching(gen *protogen.Plugin, has func(fd protoreflect.FieldDescriptor, found map[protoreflect.FullName]bool) bool) map[protoreflect.FullName]bool {
	var all []*protogen.Message
	for _, f := range gen.Files {
		if f.Generate {
			all = append(all, Messages(f.Messages)...)
		}
	}
	found := map[protoreflect.FullName]bool{}
	for changed := true; changed; {
		changed = false
		for _, m := range all {
			if found[m.Desc.FullName()] {
				continue
			}
			for _, f := range m.Fields {
				if has(f.Desc, found) {
					found[m.Desc.FullName()] = true
					changed = true
					break
				}
			}
		}
	}
	return found
}
