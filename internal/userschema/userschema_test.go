package userschema_test

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"google.golang.org/protobuf/encoding/protodelim"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/types/descriptorpb"

	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/internal/userschema"
	"github.com/polywire/polywire/listmsg"
)

const shopDir = "../../testdata/yourschema"

func loadShop(t testing.TB) *userschema.Schema {
	t.Helper()
	s, err := userschema.Load(context.Background(), userschema.Source{ProtoPath: []string{shopDir}, Files: []string{"acme/shop/v1/shop.proto"}})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestShopRoundTripsEveryFormat: every sample of a schema polywire never
// saw (maps, oneofs, Timestamp, bytes, optional, packed) comes back equal
// from every format, fast and reference registries, as an item and as a
// list.
func TestShopRoundTripsEveryFormat(t *testing.T) {
	t.Parallel()
	s := loadShop(t)
	md, err := s.Message("acme.shop.v1.Order")
	if err != nil {
		t.Fatal(err)
	}
	samples, err := s.ReadSamples(filepath.Join(shopDir, "orders.jsonl"), md, userschema.SampleOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(samples.Messages) != 3 {
		t.Fatalf("read %d samples, want 3", len(samples.Messages))
	}
	list, err := listmsg.Of(md)
	if err != nil {
		t.Fatal(err)
	}
	all := append(slices.Clone(samples.Messages), listmsg.Wrap(list, samples.Messages))
	codecs := append(formats.Registry().Codecs(), formats.ReferenceRegistry().Codecs()...)
	if len(codecs) != 10 {
		t.Fatalf("%d codecs, want the five formats twice", len(codecs))
	}
	for _, c := range codecs {
		if err := codec.Carry(c, all); err != nil { // FlatBuffers included: maps are vectors of entries
			t.Errorf("%v", err)
		}
	}
}

// TestDescriptorProtoSet: protobuf's own descriptor.proto (proto2, deep
// nesting, enums, recursion) with a FileDescriptorSet as data, read from a
// descriptor set and from length-delimited samples.
func TestDescriptorProtoSet(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	set := &descriptorpb.FileDescriptorSet{File: []*descriptorpb.FileDescriptorProto{protodesc.ToFileDescriptorProto(descriptorpb.File_google_protobuf_descriptor_proto)}}
	raw, _ := proto.Marshal(set)
	setPath := filepath.Join(dir, "set.binpb")
	if err := os.WriteFile(setPath, raw, 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := userschema.Load(context.Background(), userschema.Source{DescriptorSet: setPath})
	if err != nil {
		t.Fatal(err)
	}
	md, err := s.Message("FileDescriptorSet")
	if err != nil {
		t.Fatal(err)
	}
	f, _ := os.Create(filepath.Join(dir, "sets.binpb"))
	for range 3 {
		if _, err := protodelim.MarshalTo(f, set); err != nil {
			t.Fatal(err)
		}
	}
	f.Close()
	samples, err := s.ReadSamples(filepath.Join(dir, "sets.binpb"), md, userschema.SampleOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range formats.Registry().Codecs() {
		if err := codec.Carry(c, samples.Messages); err != nil {
			t.Errorf("%v", err)
		}
	}
}

func TestBadInput(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	write("bad/x.proto", "syntax = \"proto3\";\npackage x;\nmessage A {\n  strin name = 1;\n}\n")
	_, err := userschema.Load(context.Background(), userschema.Source{ProtoPath: []string{filepath.Join(dir, "bad")}, Files: []string{"x.proto"}})
	if err == nil || !strings.Contains(err.Error(), "x.proto:4:3") {
		t.Errorf("bad .proto: %v, want x.proto:4:3", err)
	}
	s := loadShop(t)
	if _, err := s.Message("acme.shop.v1.Ordr"); err == nil || !strings.Contains(err.Error(), "nearest: acme.shop.v1.Order") {
		t.Errorf("unknown message: %v", err)
	}
	md, _ := s.Message("Order")
	cases := []struct{ name, body, want string }{
		{"wrongtype.jsonl", `{"id":"a"}` + "\n" + `{"items":[{"sku":"x"},{"quantity":"many"}]}` + "\n", "wrongtype.jsonl:2: field items[1].quantity: uint32 field acme.shop.v1.LineItem.quantity takes an integer, not \"many\""},
		{"unknown.jsonl", `{"id":"a","colour":"red"}`, "unknown.jsonl:1: field colour: acme.shop.v1.Order has no field \"colour\""},
		{"enum.json", "[\n {\"id\":\"a\"},\n {\"status\":\"LOST\"}\n]", "enum.json:3: field status: \"LOST\" is not a value of enum acme.shop.v1.Status"},
		{"map.jsonl", `{"refunds":{"x":{}}}`, `field refunds["x"]`},
		{"range.jsonl", `{"items":[{"quantity":5000000000}]}`, "5000000000 is out of range"},
		{"notjson.jsonl", `{"id":`, "notjson.jsonl:1: not JSON"},
	}
	for _, c := range cases {
		_, err := s.ReadSamples(write(c.name, c.body), md, userschema.SampleOptions{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v\nwant %s", c.name, err, c.want)
		}
	}
	got, err := s.ReadSamples(filepath.Join(dir, "wrongtype.jsonl"), md, userschema.SampleOptions{SkipBad: true})
	if err != nil || len(got.Messages) != 1 || got.Skipped != 1 {
		t.Errorf("-skip-bad: %v %+v", err, got)
	}
}

// TestAnyResolves: an Any packing a message of the user's schema is
// carried by every format (the codecs resolve its type URL through the
// global registry Load fills); an Any of a type the schema lacks is a
// sample error naming the line.
func TestAnyResolves(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "acme"), 0o755); err != nil {
		t.Fatal(err)
	}
	proto := "syntax = \"proto3\";\npackage acme.anytest;\nimport \"google/protobuf/any.proto\";\n" +
		"message Click { string button = 1; int32 x = 2; }\nmessage Event { string id = 1; google.protobuf.Any payload = 2; }\n"
	if err := os.WriteFile(filepath.Join(dir, "acme", "ev.proto"), []byte(proto), 0o644); err != nil {
		t.Fatal(err)
	}
	good := `{"id":"e1","payload":{"@type":"type.googleapis.com/acme.anytest.Click","button":"left","x":3}}` + "\n"
	bad := good + `{"id":"e2","payload":{"@type":"type.googleapis.com/acme.anytest.Scroll","dy":3}}` + "\n"
	for name, body := range map[string]string{"good.jsonl": good, "bad.jsonl": bad} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	s, err := userschema.Load(context.Background(), userschema.Source{ProtoPath: []string{dir}, Files: []string{"acme/ev.proto"}})
	if err != nil {
		t.Fatal(err)
	}
	md, err := s.Message("acme.anytest.Event")
	if err != nil {
		t.Fatal(err)
	}
	samples, err := s.ReadSamples(filepath.Join(dir, "good.jsonl"), md, userschema.SampleOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range append(formats.Registry().Codecs(), formats.ReferenceRegistry().Codecs()...) {
		if err := codec.Carry(c, samples.Messages); err != nil {
			t.Errorf("%v", err)
		}
	}
	if _, err := s.ReadSamples(filepath.Join(dir, "bad.jsonl"), md, userschema.SampleOptions{}); err == nil || !strings.Contains(err.Error(), "bad.jsonl:2:") || !strings.Contains(err.Error(), "acme.anytest.Scroll") {
		t.Errorf("an Any of an unknown type: %v", err)
	}
}

// TestGoogleAPIImport: a .proto file importing google/api/annotations.proto
// compiles without a copy of it on the proto path (the descriptor compiled
// into polywire is used), and its google.api.http option is kept.
func TestGoogleAPIImport(t *testing.T) {
	t.Parallel()
	s, err := userschema.Load(context.Background(), userschema.Source{ProtoPath: []string{"../gateway/testdata"}, Files: []string{"echo/v1/echo.proto"}})
	if err != nil {
		t.Fatal(err)
	}
	d, err := s.Files.FindDescriptorByName("echo.v1.EchoService.Get")
	if err != nil {
		t.Fatal(err)
	}
	if opts := d.Options(); opts == nil || len(opts.ProtoReflect().GetUnknown()) == 0 && !opts.ProtoReflect().IsValid() {
		t.Errorf("echo.v1.EchoService.Get lost its options")
	}
}
