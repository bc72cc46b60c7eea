package mockapi_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"google.golang.org/protobuf/encoding/protodelim"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/types/descriptorpb"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/internal/mockapi"
	"github.com/polywire/polywire/internal/userschema"
	"github.com/polywire/polywire/listmsg"
)

// TestServeDescriptorProto: protobuf's own descriptor.proto (proto2, deep
// nesting, enums, recursion), from a config naming a descriptor set, with
// FileDescriptorSets as length-delimited data: every format serves the
// item and it decodes back equal; protoc, an independent decoder, reads
// the Protobuf body.
func TestServeDescriptorProto(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	set := &descriptorpb.FileDescriptorSet{File: []*descriptorpb.FileDescriptorProto{protodesc.ToFileDescriptorProto(descriptorpb.File_google_protobuf_descriptor_proto)}}
	raw, err := proto.Marshal(set)
	if err != nil {
		t.Fatal(err)
	}
	write := func(name string, b []byte) {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("set.binpb", raw)
	var data bytes.Buffer
	for range 2 {
		if _, err := protodelim.MarshalTo(&data, set); err != nil {
			t.Fatal(err)
		}
	}
	write("sets.binpb", data.Bytes())
	write("polywire.yaml", []byte("schema:\n  descriptor_set: set.binpb\nroutes:\n  - GET /sets=sets.binpb:google.protobuf.FileDescriptorSet\n  - GET /sets/{index}=sets.binpb:google.protobuf.FileDescriptorSet\n"))
	cfg, err := mockapi.ReadFile(filepath.Join(dir, "polywire.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	sch, err := userschema.Load(t.Context(), cfg.Schema)
	if err != nil {
		t.Fatal(err)
	}
	md, err := sch.Message("google.protobuf.FileDescriptorSet")
	if err != nil {
		t.Fatal(err)
	}
	base := start(t, sch, cfg.Routes, dir)
	// The list route: the two sets (the file holds sets, not files).
	listMD, err := listmsg.Of(md)
	if err != nil {
		t.Fatal(err)
	}
	r := do(t, "GET", base+"/sets?format=proto", nil)
	list := dynamicpb.NewMessage(listMD)
	if err := proto.Unmarshal(r.body, list); r.status != 200 || err != nil || list.Get(listMD.Fields().ByNumber(1)).List().Len() != 2 {
		t.Fatalf("GET /sets: %d, %v, %d items, want 2", r.status, err, list.Get(listMD.Fields().ByNumber(1)).List().Len())
	}
	for _, c := range formats.Registry().Codecs() {
		r := do(t, "GET", base+"/sets/1?format="+c.Name(), nil)
		if r.status != 200 {
			t.Fatalf("%s: %d %s", c.Name(), r.status, r.body)
		}
		got := dynamicpb.NewMessage(md)
		if err := c.Unmarshal(r.body, got); err != nil {
			t.Fatalf("%s: %v", c.Name(), err)
		}
		want := dynamicpb.NewMessage(md)
		if err := proto.Unmarshal(raw, want); err != nil {
			t.Fatal(err)
		}
		if !proto.Equal(got, want) {
			t.Errorf("%s: the set came back different", c.Name())
		}
		if c.Name() != "proto" {
			continue
		}
		protoc, err := exec.LookPath("protoc")
		if err != nil {
			if os.Getenv("CI") == "true" {
				t.Fatal("protoc not found; CI installs it")
			}
			t.Log("protoc not installed: the independent decode is skipped")
			continue
		}
		cmd := exec.CommandContext(t.Context(), protoc, "--decode=google.protobuf.FileDescriptorSet", "google/protobuf/descriptor.proto")
		cmd.Stdin = bytes.NewReader(r.body)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("protoc: %v: %s", err, out)
		}
		for _, want := range []string{`name: "google/protobuf/descriptor.proto"`, `name: "FileDescriptorSet"`, "LABEL_REPEATED"} {
			if !strings.Contains(string(out), want) {
				t.Errorf("protoc's text lacks %q", want)
			}
		}
	}
}
