package main

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/descriptorpb"
	"google.golang.org/protobuf/types/known/structpb"
)

// TestUpToDate: fast_gen.go is what flatgen writes for the schemas of
// today's generated Go packages (run go generate ./codec/flatcodec).
func TestUpToDate(t *testing.T) {
	t.Parallel()
	want, err := Generate(Files)
	if err != nil {
		t.Fatal(err)
	}
	have, err := os.ReadFile("../../../fast_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(have, want) {
		t.Fatal("codec/flatcodec/fast_gen.go is out of date: run go generate ./codec/flatcodec")
	}
}

// TestDeterministic: two runs give the same bytes.
func TestDeterministic(t *testing.T) {
	t.Parallel()
	a, err := Generate(Files)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Generate(Files)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Fatal("two runs of the generator differ")
	}
}

// TestRefusesWhatItCannotDo: maps, oneofs and fields with explicit
// presence stay with the descriptor-driven path.
func TestRefusesWhatItCannotDo(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		file protoreflect.FileDescriptor
		want string
	}{
		{"map", structpb.File_google_protobuf_struct_proto, "map fields are not supported"},
		{"presence", descriptorpb.File_google_protobuf_descriptor_proto, "explicit presence"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if _, err := Generate([]protoreflect.FileDescriptor{tt.file}); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error saying %q", err, tt.want)
			}
		})
	}
}
