package codec_test

import (
	"slices"
	"testing"

	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/codec/jsoncodec"
	"github.com/polywire/polywire/codec/protocodec"
)

func TestRegistry(t *testing.T) {
	t.Parallel()
	r := formats.Registry()
	if got := r.Names(); !slices.Equal(got, []string{"json", "proto", "flatbuffers", "msgpack", "xml"}) {
		t.Fatalf("Names = %v", got)
	}
	if got := r.MediaTypes()[0]; got != "application/json" {
		t.Fatalf("first media type = %q, want JSON (the default)", got)
	}
	tests := []struct{ lookup, want string }{
		{"application/json", "json"},
		{"application/x-protobuf", "proto"},
		{"application/protobuf", "proto"},
		{"application/vnd.google.protobuf", "proto"},
		{"application/x-google-protobuf", "proto"},
		{"application/octet-stream", "proto"},
		{"application/x-flatbuffers", "flatbuffers"},
		{"application/msgpack", "msgpack"},
		{"application/x-msgpack", "msgpack"},
		{"application/vnd.msgpack", "msgpack"},
		{"application/xml", "xml"},
		{"text/xml", "xml"},
	}
	for _, tt := range tests {
		c, ok := r.ByMediaType(tt.lookup)
		if !ok || c.Name() != tt.want {
			t.Errorf("ByMediaType(%q) = %v, %v; want %s", tt.lookup, c, ok, tt.want)
		}
	}
	for _, name := range []string{"proto", "protobuf", "pb", "PROTO"} {
		if c, ok := r.ByName(name); !ok || c.Name() != "proto" {
			t.Errorf("ByName(%q) = %v, %v", name, c, ok)
		}
	}
	if _, ok := r.ByName("yaml"); ok {
		t.Error("ByName(yaml) found a codec")
	}
	if got := r.MediaType(protocodec.Codec{}); got != "application/x-protobuf" {
		t.Errorf("canonical proto type = %q", got)
	}
}

func TestRegistryRejectsDuplicates(t *testing.T) {
	t.Parallel()
	r := codec.NewRegistry()
	if err := r.Register(jsoncodec.Codec{}, jsoncodec.MediaTypes); err != nil {
		t.Fatal(err)
	}
	if err := r.Register(protocodec.Codec{}, []string{"application/JSON"}); err == nil {
		t.Error("registering a taken media type succeeded")
	}
	if err := r.Register(protocodec.Codec{}, []string{"application/x-protobuf"}, "json"); err == nil {
		t.Error("registering a taken name succeeded")
	}
	if err := r.Register(protocodec.Codec{}, nil); err == nil {
		t.Error("registering without media types succeeded")
	}
}

func TestRegistryWithout(t *testing.T) {
	t.Parallel()
	all := formats.Registry()
	r := all.Without("flatbuffers")
	if got := r.Names(); !slices.Equal(got, []string{"json", "proto", "msgpack", "xml"}) {
		t.Fatalf("Names = %v", got)
	}
	if _, ok := r.ByMediaType("application/x-flatbuffers"); ok {
		t.Error("the removed format still answers to its media type")
	}
	want := slices.DeleteFunc(all.MediaTypes(), func(mt string) bool { c, _ := all.ByMediaType(mt); return c.Name() == "flatbuffers" })
	if got := r.MediaTypes(); !slices.Equal(got, want) {
		t.Errorf("MediaTypes = %v, want %v", got, want)
	}
	for _, name := range []string{"protobuf", "pb", "messagepack", "mp", "msgpack"} {
		a, ok1 := all.ByName(name)
		b, ok2 := r.ByName(name)
		if !ok1 || !ok2 || a.Name() != b.Name() {
			t.Errorf("ByName(%q): %v %v, was %v %v", name, b, ok2, a, ok1)
		}
	}
	if c, _ := r.ByName("proto"); r.MediaType(c) != all.MediaType(c) {
		t.Errorf("canonical media type of proto changed to %s", r.MediaType(c))
	}
}
