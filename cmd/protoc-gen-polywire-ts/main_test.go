package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/descriptorpb"
	"google.golang.org/protobuf/types/pluginpb"

	inventoryv1 "github.com/polywire/polywire/gen/polywire/inventory/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
)

// request is a CodeGeneratorRequest for file, as buf sends it: no
// go_package (TypeScript needs none), parameter as given.
func request(t *testing.T, file *descriptorpb.FileDescriptorProto, parameter string) []byte {
	t.Helper()
	file = proto.Clone(file).(*descriptorpb.FileDescriptorProto)
	file.Options = nil
	req := &pluginpb.CodeGeneratorRequest{
		FileToGenerate: []string{file.GetName()},
		ProtoFile:      append(imports(t, file), file),
	}
	if parameter != "" {
		req.Parameter = proto.String(parameter)
	}
	b, err := proto.Marshal(req)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// imports are the files file imports, directly or not, dependencies first,
// as buf sends them (the seed files import google/api/annotations.proto).
func imports(t *testing.T, file *descriptorpb.FileDescriptorProto) []*descriptorpb.FileDescriptorProto {
	t.Helper()
	var out []*descriptorpb.FileDescriptorProto
	seen := map[string]bool{}
	var walk func(names []string)
	walk = func(names []string) {
		for _, name := range names {
			if seen[name] {
				continue
			}
			seen[name] = true
			fd, err := protoregistry.GlobalFiles.FindFileByPath(name)
			if err != nil {
				t.Fatalf("import %s: %v", name, err)
			}
			dep := protodesc.ToFileDescriptorProto(fd)
			walk(dep.GetDependency())
			out = append(out, dep)
		}
	}
	walk(file.GetDependency())
	return out
}

func generate(t *testing.T, req []byte) *pluginpb.CodeGeneratorResponse {
	t.Helper()
	var out bytes.Buffer
	if err := plugin(bytes.NewReader(req), &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	resp := &pluginpb.CodeGeneratorResponse{}
	if err := proto.Unmarshal(out.Bytes(), resp); err != nil {
		t.Fatal(err)
	}
	return resp
}

func TestPlugin(t *testing.T) {
	t.Parallel()
	people := protodesc.ToFileDescriptorProto(peoplev1.File_polywire_people_v1_people_proto)
	tests := []struct {
		name      string
		parameter string
		want      []string // substrings of people_pwts.ts
		wantFb    []string // substrings of people_pwfb.ts; none: no such file
	}{
		{name: "int64_string", parameter: "", want: []string{
			"export interface Person {", "  address: Address[];", "export function decodePeople(bytes: Uint8Array): People",
			"export function encodePeople(obj: People): Uint8Array", "export function viewPeople(bytes: Uint8Array): PeopleView",
			"case 10: {", // People.person: field 1, wire type 2
		}},
		{name: "int64_bigint", parameter: "int64=bigint", want: []string{"export interface PostPeopleResponse {"}},
		{name: "fb", parameter: "fb=true", want: []string{"export function decodePeople("}, wantFb: []string{
			"export function decodePeopleFb(bytes: Uint8Array): People", "export function viewPeopleFb(bytes: Uint8Array): PeopleView",
			"o = vs > 6 ? $u16(buf, vt + 6) : 0;", // Person.address: declaration index 1, vtable slot 6
			`from "./people_pwts.js";`, `from "../../../pwfb_runtime.js";`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			resp := generate(t, request(t, people, tt.parameter))
			if resp.GetError() != "" {
				t.Fatalf("error: %s", resp.GetError())
			}
			files := map[string]string{}
			for _, f := range resp.GetFile() {
				files[f.GetName()] = f.GetContent()
			}
			if _, ok := files[runtimeFile]; !ok {
				t.Errorf("no %s in %v", runtimeFile, len(files))
			}
			src, ok := files["polywire/people/v1/people_pwts.ts"]
			if !ok {
				t.Fatalf("no people_pwts.ts")
			}
			for _, w := range tt.want {
				if !strings.Contains(src, w) {
					t.Errorf("people_pwts.ts lacks %q", w)
				}
			}
			fb, ok := files["polywire/people/v1/people_pwfb.ts"]
			if _, rt := files[fbRuntimeFile]; ok != (len(tt.wantFb) > 0) || rt != ok {
				t.Fatalf("people_pwfb.ts written: %v, %s written: %v; want both %v", ok, fbRuntimeFile, rt, len(tt.wantFb) > 0)
			}
			for _, w := range tt.wantFb {
				if !strings.Contains(fb, w) {
					t.Errorf("people_pwfb.ts lacks %q", w)
				}
			}
		})
	}
}

func TestPluginMsgpack(t *testing.T) {
	t.Parallel()
	people := protodesc.ToFileDescriptorProto(peoplev1.File_polywire_people_v1_people_proto)
	for _, parameter := range []string{"", "msgpack=true", "int64=bigint,msgpack=true"} {
		resp := generate(t, request(t, people, parameter))
		if resp.GetError() != "" {
			t.Fatalf("%s: error: %s", parameter, resp.GetError())
		}
		files := map[string]string{}
		for _, f := range resp.GetFile() {
			files[f.GetName()] = f.GetContent()
		}
		src, ok := files["polywire/people/v1/people_pwmp.ts"]
		if parameter == "" {
			if ok || files[mpRuntimeFile] != "" {
				t.Errorf("without msgpack=true: %d files, want no _pwmp.ts and no %s", len(files), mpRuntimeFile)
			}
			continue
		}
		rt := files[mpRuntimeFile]
		if !strings.Contains(rt, `case 32: return String.fromCharCode(buf[p]!, buf[p + 1]!`) || strings.Contains(rt, "@ascii-cases") {
			t.Errorf("%s: %s's ASCII cases are not expanded", parameter, mpRuntimeFile)
		}
		for _, w := range []string{
			"export function decodePeopleMsgpack(bytes: Uint8Array): People {",
			"export function encodePeopleMsgpack(obj: People): Uint8Array {",
			"export function viewPeopleMsgpack(bytes: Uint8Array): PeopleView {",
			`type People, type PeopleView`, `from "./people_pwts.js";`,
			// "person": a fixstr of 6 bytes, matched by length then bytes
			"case 6:\n        if (buf[k] === 112 && buf[k + 1] === 101",
		} {
			if !strings.Contains(src, w) {
				t.Errorf("%s: people_pwmp.ts lacks %q", parameter, w)
			}
		}
	}
}

func TestPluginRejects(t *testing.T) {
	t.Parallel()
	people := protodesc.ToFileDescriptorProto(peoplev1.File_polywire_people_v1_people_proto)
	resp := generate(t, request(t, people, "int64=number"))
	if !strings.Contains(resp.GetError(), "int64=number") {
		t.Errorf("error %q, want it to name the option int64=number", resp.GetError())
	}
}

// TestPluginWarns: what no output can carry is named at generation time,
// and the rest is written: a proto2 file is left out, a field whose type
// is in one is left out of its message.
func TestPluginWarns(t *testing.T) {
	t.Parallel()
	legacy := &descriptorpb.FileDescriptorProto{
		Name: proto.String("legacy/v1/legacy.proto"), Package: proto.String("legacy.v1"), Syntax: proto.String("proto2"),
		MessageType: []*descriptorpb.DescriptorProto{{Name: proto.String("Old"), Field: []*descriptorpb.FieldDescriptorProto{{
			Name: proto.String("id"), Number: proto.Int32(1), Label: descriptorpb.FieldDescriptorProto_LABEL_OPTIONAL.Enum(),
			Type: descriptorpb.FieldDescriptorProto_TYPE_INT32.Enum(), JsonName: proto.String("id"),
		}}}},
	}
	user := &descriptorpb.FileDescriptorProto{
		Name: proto.String("user/v1/user.proto"), Package: proto.String("user.v1"), Syntax: proto.String("proto3"),
		Dependency: []string{"legacy/v1/legacy.proto"},
		MessageType: []*descriptorpb.DescriptorProto{{Name: proto.String("New"), Field: []*descriptorpb.FieldDescriptorProto{
			{Name: proto.String("old"), Number: proto.Int32(1), Label: descriptorpb.FieldDescriptorProto_LABEL_OPTIONAL.Enum(),
				Type: descriptorpb.FieldDescriptorProto_TYPE_MESSAGE.Enum(), TypeName: proto.String(".legacy.v1.Old"), JsonName: proto.String("old")},
			{Name: proto.String("name"), Number: proto.Int32(2), Label: descriptorpb.FieldDescriptorProto_LABEL_OPTIONAL.Enum(),
				Type: descriptorpb.FieldDescriptorProto_TYPE_STRING.Enum(), JsonName: proto.String("name")},
		}}},
	}
	req := &pluginpb.CodeGeneratorRequest{
		FileToGenerate: []string{"legacy/v1/legacy.proto", "user/v1/user.proto"},
		ProtoFile:      []*descriptorpb.FileDescriptorProto{legacy, user},
		Parameter:      proto.String("fb=true,msgpack=true"),
	}
	b, err := proto.Marshal(req)
	if err != nil {
		t.Fatal(err)
	}
	var out, warn bytes.Buffer
	if err := plugin(bytes.NewReader(b), &out, &warn); err != nil {
		t.Fatal(err)
	}
	resp := &pluginpb.CodeGeneratorResponse{}
	if err := proto.Unmarshal(out.Bytes(), resp); err != nil {
		t.Fatal(err)
	}
	if resp.GetError() != "" {
		t.Fatalf("the run failed: %s", resp.GetError())
	}
	for _, w := range []string{"legacy/v1/legacy.proto: only proto3 is supported", "user.v1.New.old: its type is in legacy/v1/legacy.proto"} {
		if !strings.Contains(warn.String(), w) {
			t.Errorf("warnings %q lack %q", warn.String(), w)
		}
	}
	files := map[string]string{}
	for _, f := range resp.GetFile() {
		files[f.GetName()] = f.GetContent()
	}
	if _, ok := files["legacy/v1/legacy_pwts.ts"]; ok {
		t.Error("code written for the proto2 file")
	}
	for _, name := range []string{"user/v1/user_pwts.ts", "user/v1/user_pwfb.ts", "user/v1/user_pwmp.ts"} {
		src, ok := files[name]
		if !ok {
			t.Errorf("no %s", name)
			continue
		}
		if strings.Contains(src, "old:") || strings.Contains(src, "legacy") || !strings.Contains(src, "name") {
			t.Errorf("%s: want the field name and not the field old:\n%s", name, src)
		}
	}
}

// TestPluginInventory: the shapes of the inventory schema in all three
// outputs (TestGeneratedTSAgainstGo runs them).
func TestPluginInventory(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if warn := generateInto(t, dir, "fb=true,msgpack=true", inventoryv1.File_polywire_inventory_v1_inventory_proto); warn != "" {
		t.Errorf("warnings: %s", warn)
	}
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	for name, want := range map[string][]string{
		"polywire/inventory/v1/inventory_pwts.ts": {
			"  attrs: { [key: string]: string };", "  inStock: number | undefined;", "  updatedAt: string | undefined;",
			"  discontinued: boolean | undefined;", "$sortedKeys(v6, 0)",
			`from "../../../google/protobuf/timestamp_pwts.js";`,
		},
		"polywire/inventory/v1/inventory_pwfb.ts": {"$twoMembers(\"availability\", \"polywire.inventory.v1.Product\", t)", "readProduct_AttrsEntryFb("},
		"polywire/inventory/v1/inventory_pwmp.ts": {"$oneofSet(r, k, \"availability\"", "$mapKey(r, 0)"},
		"google/protobuf/timestamp_pwts.ts":       {"export function toJsonTimestamp(m: Timestamp, at: number): string {"},
	} {
		src := read(name)
		for _, w := range want {
			if !strings.Contains(src, w) {
				t.Errorf("%s lacks %q", name, w)
			}
		}
	}
}

// The runtime modules the generator writes once per run, at the output root.
const (
	runtimeFile   = "pwts_runtime.ts"
	fbRuntimeFile = "pwfb_runtime.ts"
	mpRuntimeFile = "pwmp_runtime.ts"
)
