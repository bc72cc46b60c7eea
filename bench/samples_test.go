package bench

import (
	"context"
	"net/http"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/contentcoding"
	"github.com/polywire/polywire/internal/userschema"
	"github.com/polywire/polywire/loadgen"
)

// shopSamples are testdata/yourschema's Orders, dynamic messages of a
// schema polywire's code never saw.
func shopSamples(t *testing.T) []proto.Message {
	t.Helper()
	dir := filepath.Join("..", "testdata", "yourschema")
	s, err := userschema.Load(context.Background(), userschema.Source{ProtoPath: []string{dir}, Files: []string{"acme/shop/v1/shop.proto"}})
	if err != nil {
		t.Fatal(err)
	}
	md, err := s.Message("acme.shop.v1.Order")
	if err != nil {
		t.Fatal(err)
	}
	got, err := s.ReadSamples(filepath.Join(dir, "orders.jsonl"), md, userschema.SampleOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return got.Messages
}

func TestSamplePayloads(t *testing.T) {
	t.Parallel()
	samples := shopSamples(t)
	ps, err := SamplePayloads(samples)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 2 || ps[0].Name != "Order" || ps[1].Name != "Order[3]" {
		t.Fatalf("payloads %v, want Order and Order[3]", payloadNamesOf(ps))
	}
	sizes := []int{proto.Size(samples[0]), proto.Size(samples[1]), proto.Size(samples[2])}
	slices.Sort(sizes)
	if got := proto.Size(ps[0].Message); got != sizes[1] {
		t.Errorf("item payload has %d bytes, want the median %d of %v", got, sizes[1], sizes)
	}
	if got := ps[1].Message.ProtoReflect().Descriptor().FullName(); got != "polywire.samples.v1.OrderList" {
		t.Errorf("list payload is a %s", got)
	}
	one, err := SamplePayloads(samples[:1])
	if err != nil || len(one) != 1 || one[0].Name != "Order" {
		t.Errorf("one sample: %v, %v", payloadNamesOf(one), err)
	}
	if _, err := SamplePayloads(nil); err == nil {
		t.Error("no samples made payloads")
	}
}

func payloadNamesOf(ps []Payload) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.Name)
	}
	return out
}

// TestSchemaLab: sizes and codec costs of a user's Orders in the formats
// that carry them — all five, FlatBuffers included (its maps, oneof and
// optional fields round-trip, which Carried checks) — with the generic
// libraries only.
func TestSchemaLab(t *testing.T) {
	t.Parallel()
	samples := shopSamples(t)
	ps, err := SamplePayloads(samples)
	if err != nil {
		t.Fatal(err)
	}
	reg, skipped := Carried(formats.Registry(), append(slices.Clip(samples), ps[1].Message))
	if got := reg.Names(); !slices.Equal(got, []string{"json", "proto", "flatbuffers", "msgpack", "xml"}) {
		t.Errorf("carried formats %v", got)
	}
	if len(skipped) != 0 {
		t.Errorf("skipped %v", skipped)
	}
	sizes, err := Sizes(ps, reg, contentcoding.DefaultLevels)
	if err != nil {
		t.Fatal(err)
	}
	if len(sizes) != 2*5*len(Codings) {
		t.Errorf("%d size rows", len(sizes))
	}
	libs := GenericLibraries(reg)
	var names []string
	for _, l := range libs {
		names = append(names, l.Format+"/"+l.Name)
	}
	if want := []string{"json/polywire", "proto/polywire", "flatbuffers/polywire", "msgpack/polywire", "xml/polywire", "json/protojson", "proto/google.golang.org/protobuf"}; !slices.Equal(names, want) {
		t.Errorf("libraries %v, want %v", names, want)
	}
	rows, err := Codecs(ps, libs, CodecConfig{Reps: 1, Target: time.Millisecond, Datasets: []string{"Order[3]"}})
	if err != nil {
		t.Fatal(err)
	}
	// 7 libraries × encode and decode, and memcpy's encode.
	if len(rows) != 15 {
		t.Errorf("%d codec rows, want 15", len(rows))
	}
	for _, r := range rows {
		if r.Dataset != "Order[3]" || r.NsPerOp.Median <= 0 || r.Bytes == 0 {
			t.Errorf("row %+v", r)
		}
	}
}

func TestBuildSchemaScenario(t *testing.T) {
	t.Parallel()
	samples := shopSamples(t)
	md := samples[0].ProtoReflect().Descriptor()
	reg := formats.Registry()
	m := SchemaMessages{Response: md, Samples: samples}
	sc, err := BuildSchemaScenario(ScenarioSpec{Name: "orders", Requests: []RequestSpec{
		{Path: "/orders/1", Format: "proto"},
		{Path: "/orders", Body: BodySamples, Format: "msgpack", BodyCoding: "gzip"},
	}}, loadgen.HTTP1, reg, m)
	if err != nil {
		t.Fatal(err)
	}
	if len(sc.Requests) != 4 {
		t.Fatalf("%d requests, want a GET and one POST per sample", len(sc.Requests))
	}
	if r := sc.Requests[0]; r.Method != http.MethodGet || r.Body != nil || r.Header.Get("Accept") != "application/x-protobuf" {
		t.Errorf("GET: %+v", r)
	}
	for i, r := range sc.Requests[1:] {
		if r.Method != http.MethodPost || r.Name != "POST /orders" || r.Header.Get("Content-Encoding") != "gzip" || len(r.Body) == 0 {
			t.Errorf("POST %d: %s %s %v", i, r.Method, r.Name, r.Header)
		}
		if i > 0 && string(r.Body) == string(sc.Requests[i].Body) {
			t.Errorf("POST %d sends the same body as the one before", i)
		}
	}
	// The decoder reads the response type.
	b, _ := proto.Marshal(samples[0])
	if err := sc.Requests[0].Decode(b, map[string][]string{"Content-Type": {"application/x-protobuf"}}); err != nil {
		t.Errorf("decode: %v", err)
	}
	for _, bad := range []struct {
		spec     RequestSpec
		protocol string
		want     string
	}{
		{RequestSpec{Path: "/orders", Body: "document"}, loadgen.HTTP1, `unknown body "document"`},
		{RequestSpec{Path: "/orders"}, loadgen.GRPC, "gRPC"},
		{RequestSpec{Path: "/orders", Format: "yaml"}, loadgen.HTTP1, `unknown format "yaml"`},
	} {
		_, err := BuildSchemaScenario(ScenarioSpec{Requests: []RequestSpec{bad.spec}}, bad.protocol, reg, m)
		if err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%+v over %s: %v, want %q", bad.spec, bad.protocol, err, bad.want)
		}
	}
}
