package userschema_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"google.golang.org/genproto/googleapis/api/annotations"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/descriptorpb"

	"github.com/polywire/polywire/internal/userschema"
)

const libraryDir = "../../testdata/library"

var libraryFiles = []string{"acme/library/v1/library.proto"}

// httpRule reads a method's google.api.http option the way package
// transcode does: re-parsed against the global registry, where the
// extension is genproto's.
func httpRule(t *testing.T, s *userschema.Schema, method string) *annotations.HttpRule {
	t.Helper()
	d, err := s.Files.FindDescriptorByName(protoreflect.FullName(method))
	if err != nil {
		t.Fatalf("%s: %v", method, err)
	}
	b, err := proto.Marshal(d.(protoreflect.MethodDescriptor).Options())
	if err != nil {
		t.Fatal(err)
	}
	opts := &descriptorpb.MethodOptions{}
	if err := proto.Unmarshal(b, opts); err != nil {
		t.Fatal(err)
	}
	rule, _ := proto.GetExtension(opts, annotations.E_Http).(*annotations.HttpRule)
	return rule
}

// writeSet writes the schema's files as a FileDescriptorSet, leaving out
// the files whose path starts with one of skip (as protoc does for imports
// without --include_imports).
func writeSet(t *testing.T, s *userschema.Schema, skip ...string) string {
	t.Helper()
	set := &descriptorpb.FileDescriptorSet{}
	seen := map[string]bool{}
	var add func(fd protoreflect.FileDescriptor)
	add = func(fd protoreflect.FileDescriptor) {
		if seen[fd.Path()] {
			return
		}
		seen[fd.Path()] = true
		for i := range fd.Imports().Len() {
			add(fd.Imports().Get(i).FileDescriptor)
		}
		for _, p := range skip {
			if strings.HasPrefix(fd.Path(), p) {
				return
			}
		}
		set.File = append(set.File, protodesc.ToFileDescriptorProto(fd))
	}
	for _, fd := range s.Roots {
		add(fd)
	}
	raw, err := proto.Marshal(set)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "set.binpb")
	if err := os.WriteFile(path, raw, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestGoogleAPIImports: a schema importing google/api/annotations.proto
// and field_behavior.proto, which it does not vendor, compiles (the
// descriptors compiled into polywire stand in, as for the well-known
// types) and keeps its google.api.http rules; so does a descriptor set of
// it, with the google/api files included (no duplicate registration) or
// left out (taken from polywire's, as protoc without --include_imports
// writes it).
func TestGoogleAPIImports(t *testing.T) {
	t.Parallel()
	src, err := userschema.Load(context.Background(), userschema.Source{ProtoPath: []string{libraryDir}, Files: libraryFiles})
	if err != nil {
		t.Fatalf("compile a schema importing google/api/annotations.proto: %v", err)
	}
	cases := []struct {
		name string
		load func(t *testing.T) (*userschema.Schema, error)
	}{
		{"proto files", func(*testing.T) (*userschema.Schema, error) { return src, nil }},
		{"set with imports", func(t *testing.T) (*userschema.Schema, error) {
			return userschema.Load(context.Background(), userschema.Source{DescriptorSet: writeSet(t, src)})
		}},
		{"set without google/api", func(t *testing.T) (*userschema.Schema, error) {
			return userschema.Load(context.Background(), userschema.Source{DescriptorSet: writeSet(t, src, "google/api/")})
		}},
		{"set without any import", func(t *testing.T) (*userschema.Schema, error) {
			return userschema.Load(context.Background(), userschema.Source{DescriptorSet: writeSet(t, src, "google/")})
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			s, err := c.load(t)
			if err != nil {
				t.Fatal(err)
			}
			rule := httpRule(t, s, "acme.library.v1.LibraryService.GetBook")
			if rule.GetGet() != "/v1/{name=shelves/*/books/*}" || len(rule.GetAdditionalBindings()) != 1 {
				t.Errorf("GetBook's rule: %v", rule)
			}
			if rule := httpRule(t, s, "acme.library.v1.LibraryService.ArchiveBook"); rule.GetPost() != "/v1/{name=shelves/*/books/*}:archive" || rule.GetResponseBody() != "book" {
				t.Errorf("ArchiveBook's rule: %v", rule)
			}
			if rule := httpRule(t, s, "acme.library.v1.LibraryService.Ping"); rule != nil {
				t.Errorf("Ping has no rule, got %v", rule)
			}
			if len(s.Roots) == 0 || s.Roots[len(s.Roots)-1].Path() != libraryFiles[0] {
				t.Errorf("roots: %v", s.Roots)
			}
		})
	}
}

// TestGoogleAPIImportVendored: a copy of a google/api file on the proto
// path is used as given — here one that lacks what the schema needs, so
// the compile fails naming it rather than silently using polywire's.
func TestGoogleAPIImportVendored(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "google/api"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "google/api/field_behavior.proto"), []byte("syntax = \"proto3\";\npackage google.api;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := userschema.Load(context.Background(), userschema.Source{ProtoPath: []string{dir, libraryDir}, Files: libraryFiles})
	if err == nil || !strings.Contains(err.Error(), "field_behavior") {
		t.Fatalf("want an error about the vendored field_behavior.proto, got %v", err)
	}
}
