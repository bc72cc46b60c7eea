package main

import (
	"io"
	"testing"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/descriptorpb"
	"google.golang.org/protobuf/types/pluginpb"

	"github.com/polywire/polywire/cmd/internal/plugin"
	"github.com/polywire/polywire/cmd/internal/plugintest"
)

// generate runs the plugin in process.
func generate(t *testing.T, req *pluginpb.CodeGeneratorRequest) *pluginpb.CodeGeneratorResponse {
	t.Helper()
	gen, err := protogen.Options{}.New(req)
	if err != nil {
		t.Fatal(err)
	}
	if err := plugin.Run(gen, generateFile); err != nil {
		gen.Error(err)
	}
	return gen.Response()
}

// TestGeneratedFilesAreUpToDate: the committed *_fastjson.pb.go files are
// what the plugin generates now (plugintest.UpToDate).
func TestGeneratedFilesAreUpToDate(t *testing.T) {
	t.Parallel()
	plugintest.UpToDate(t, "protoc-gen-fastjson", generateFile)
}

// TestRejectsWhatItCannotGenerate checks the errors for proto2 and
// editions files, whose presence and defaults the generator does not
// implement.
func TestRejectsWhatItCannotGenerate(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name string
		file *descriptorpb.FileDescriptorProto
		want string
	}{
		{"proto2", &descriptorpb.FileDescriptorProto{
			Name: proto.String("p2.proto"), Package: proto.String("p2"), Syntax: proto.String("proto2"),
			Options:     &descriptorpb.FileOptions{GoPackage: proto.String("example.com/p2")},
			MessageType: []*descriptorpb.DescriptorProto{{Name: proto.String("M")}},
		}, "p2.proto: protoc-gen-fastjson supports proto3 files only, not proto2"},
		{"editions", &descriptorpb.FileDescriptorProto{
			Name: proto.String("e.proto"), Package: proto.String("e"), Syntax: proto.String("editions"),
			Edition:     descriptorpb.Edition_EDITION_2023.Enum(),
			Options:     &descriptorpb.FileOptions{GoPackage: proto.String("example.com/e")},
			MessageType: []*descriptorpb.DescriptorProto{{Name: proto.String("M")}},
		}, "e.proto: protoc-gen-fastjson supports proto3 files only, not editions"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			req := &pluginpb.CodeGeneratorRequest{FileToGenerate: []string{c.file.GetName()}, ProtoFile: []*descriptorpb.FileDescriptorProto{c.file}}
			if resp := generate(t, req); resp.GetError() != c.want {
				t.Fatalf("got error %q, want %q", resp.GetError(), c.want)
			}
		})
	}
}

func init() { plugin.Stderr = io.Discard } // the notices of the other tests

// TestFallbackNotices: the plugin names, as it generates, every field
// whose values it leaves to protojson, and no other: none of the
// well-known types (plugintest.CheckNotices). Not parallel: it replaces
// plugin.Stderr.
func TestFallbackNotices(t *testing.T) {
	plugintest.CheckNotices(t, "protoc-gen-fastjson", "its values are written and read by protojson", generateFile)
}
