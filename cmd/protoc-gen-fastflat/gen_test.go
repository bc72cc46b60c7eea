package main

import (
	"bytes"
	"go/format"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/known/structpb"
	"google.golang.org/protobuf/types/pluginpb"

	"github.com/polywire/polywire/cmd/internal/plugin"
	"github.com/polywire/polywire/cmd/protoc-gen-fastproto/testdata/kindspb"
	articlesv1 "github.com/polywire/polywire/gen/polywire/articles/v1"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	errorv1 "github.com/polywire/polywire/gen/polywire/error/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
)

// polywire are the files of proto/.
var polywire = []protoreflect.FileDescriptor{
	articlesv1.File_polywire_articles_v1_articles_proto,
	bankv1.File_polywire_bank_v1_bank_proto,
	docsv1.File_polywire_docs_v1_docs_proto,
	errorv1.File_polywire_error_v1_error_proto,
	peoplev1.File_polywire_people_v1_people_proto,
}

// run runs the plugin in process on files (and their imports) with the
// parameter, as buf generate with paths=source_relative does, and returns
// the files it writes by name, or its error.
func run(t *testing.T, param string, files ...protoreflect.FileDescriptor) (map[string]string, string) {
	t.Helper()
	req := &pluginpb.CodeGeneratorRequest{Parameter: &param}
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
		req.ProtoFile = append(req.ProtoFile, protodesc.ToFileDescriptorProto(fd))
	}
	for _, fd := range files {
		add(fd)
		req.FileToGenerate = append(req.FileToGenerate, fd.Path())
	}
	var o options
	gen, err := protogen.Options{ParamFunc: o.set}.New(req)
	if err != nil {
		return nil, err.Error()
	}
	if err := plugin.Run(gen, o.generate); err != nil {
		return nil, err.Error()
	}
	resp := gen.Response()
	if resp.Error != nil {
		return nil, resp.GetError()
	}
	out := map[string]string{}
	for _, f := range resp.File {
		out[f.GetName()] = f.GetContent()
	}
	return out, ""
}

// TestPolywireUpToDate: the committed gen/polywire/*/v1/*_fastflat.pb.go
// are what the plugin writes, twice the same (make checkgenerate checks
// the .fbs, whose comments need the .proto's source info).
func TestPolywireUpToDate(t *testing.T) {
	t.Parallel()
	a, errA := run(t, "paths=source_relative,fbs", polywire...)
	b, errB := run(t, "paths=source_relative,fbs", polywire...)
	if errA != "" || errB != "" {
		t.Fatal(errA, errB)
	}
	for name, content := range a {
		if b[name] != content {
			t.Errorf("%s: two runs differ", name)
		}
		if !strings.HasSuffix(name, ".go") {
			continue
		}
		have, err := os.ReadFile(filepath.Join("../../gen", name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(have, []byte(content)) {
			t.Errorf("gen/%s is out of date: run buf generate", name)
		}
		if strings.Contains(content, "no FlatBuffers fast path") {
			t.Errorf("%s: a message of polywire's has no fast path", name)
		}
	}
	if len(a) != 2*len(polywire) {
		t.Errorf("wrote %d files, want a .go and a .fbs for each of %d", len(a), len(polywire))
	}
}

// TestCoversEveryShape: every message of a file with maps, oneofs,
// optional fields, repeated bytes, recursion and well-known types gets
// the generated methods, with no notice; its .fbs is written as
// fbschema writes it, with the mirrors of the well-known types it
// includes. The well-known types' own files get no Go file (their code is
// the runtime's), only their mirror.
func TestCoversEveryShape(t *testing.T) {
	var notes bytes.Buffer
	plugin.Stderr = &notes
	files, errText := run(t, "paths=source_relative", kindspb.File_kindspb_kinds_proto)
	plugin.Stderr = io.Discard
	if errText != "" {
		t.Fatal(errText)
	}
	if notes.Len() > 0 {
		t.Errorf("notices:\n%s", &notes)
	}
	src := files["kindspb/kinds_fastflat.pb.go"]
	for _, name := range []string{"Empty", "Scalars", "Optionals", "Repeated", "Maps", "Oneofs", "Kinds"} {
		for _, method := range generatedMethods {
			if want := "func (m *" + name + ") " + method + "("; !strings.Contains(src, want) {
				t.Errorf("kinds_fastflat.pb.go lacks %s", want)
			}
		}
	}
	for _, refused := range []string{"no FlatBuffers fast path", "not supported"} {
		if strings.Contains(src, refused) {
			t.Errorf("kinds_fastflat.pb.go says %q", refused)
		}
	}
	files, errText = run(t, "paths=source_relative,fbs", kindspb.File_kindspb_kinds_proto)
	if errText != "" {
		t.Fatalf("fbs of a file with maps: %s", errText)
	}
	fbs := files["kindspb/kinds.fbs"]
	for _, want := range []string{
		"int32_int64:[Int32Int64Entry];", "key:string (key);", "// oneof first", "c_bool:bool = null;", "o_int32:int = null;",
		"r_bytes:[RBytesItem];", `include "google/protobuf/timestamp.fbs";`, `include "google/protobuf/wrappers.fbs";`,
	} {
		if !strings.Contains(fbs, want) {
			t.Errorf("kinds.fbs does not say %q:\n%s", want, fbs)
		}
	}
	for _, wkt := range []string{"google/protobuf/timestamp.fbs", "google/protobuf/wrappers.fbs"} {
		if !strings.Contains(files[wkt], "namespace google.protobuf;") {
			t.Errorf("%s is not written: %q", wkt, files[wkt])
		}
	}
	if len(files) != 4 { // kinds_fastflat.pb.go, kinds.fbs and the two mirrors
		t.Errorf("wrote %d files", len(files))
	}
	files, errText = run(t, "paths=source_relative,fbs", structpb.File_google_protobuf_struct_proto)
	if errText != "" || len(files) != 1 || !strings.Contains(files["google/protobuf/struct.fbs"], "table Struct") {
		t.Errorf("struct.proto: %q %v", errText, files)
	}
}

// TestWellKnownUpToDate: the committed code of the well-known types in
// package fastflat is what protoc-gen-fastflat -wellknown writes.
func TestWellKnownUpToDate(t *testing.T) {
	t.Parallel()
	src, err := generateWellKnown()
	if err != nil {
		t.Fatal(err)
	}
	have, err := os.ReadFile(filepath.Join("../../codec/flatcodec/fastflat", wellKnownFile))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(have, src) {
		t.Errorf("codec/flatcodec/fastflat/%s is out of date: run make generate", wellKnownFile)
	}
	if formatted, err := format.Source(src); err != nil || !bytes.Equal(formatted, src) {
		t.Errorf("%s is not gofmt'ed (%v)", wellKnownFile, err)
	}
}

// TestRefuses: proto2 files and unknown options, with a message saying
// why.
func TestRefuses(t *testing.T) {
	t.Parallel()
	if _, errText := run(t, "paths=source_relative", pluginpb.File_google_protobuf_compiler_plugin_proto); !strings.Contains(errText, "supports proto3 files only") {
		t.Errorf("proto2: got %q", errText)
	}
	if _, errText := run(t, "paths=source_relative,fbz", polywire[0]); !strings.Contains(errText, "unknown option fbz") {
		t.Errorf("unknown option: got %q", errText)
	}
}
