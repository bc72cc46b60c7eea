package main

import (
	"bytes"
	"strings"
	"testing"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/types/descriptorpb"
	"google.golang.org/protobuf/types/pluginpb"

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
		ProtoFile:      []*descriptorpb.FileDescriptorProto{file},
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

func generate(t *testing.T, req []byte) *pluginpb.CodeGeneratorResponse {
	t.Helper()
	var out bytes.Buffer
	if err := plugin(bytes.NewReader(req), &out); err != nil {
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
	oneof := proto.Clone(people).(*descriptorpb.FileDescriptorProto)
	for _, m := range oneof.MessageType {
		if m.GetName() == "Address" {
			m.OneofDecl = []*descriptorpb.OneofDescriptorProto{{Name: proto.String("kind")}}
			m.Field[0].OneofIndex = proto.Int32(0)
		}
	}
	proto2 := proto.Clone(people).(*descriptorpb.FileDescriptorProto)
	proto2.Syntax = proto.String("proto2")
	tests := []struct {
		name      string
		req       []byte
		wantError string
	}{
		{name: "bad_int64_option", req: request(t, people, "int64=number"), wantError: "int64=number"},
		{name: "oneof", req: request(t, oneof, ""), wantError: "oneofs"},
		{name: "proto2", req: request(t, proto2, ""), wantError: "only proto3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			resp := generate(t, tt.req)
			if !strings.Contains(resp.GetError(), tt.wantError) {
				t.Errorf("error %q, want it to mention %q", resp.GetError(), tt.wantError)
			}
		})
	}
}
