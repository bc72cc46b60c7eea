package main

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/anypb"
	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/emptypb"
	"google.golang.org/protobuf/types/known/fieldmaskpb"
	"google.golang.org/protobuf/types/known/sourcecontextpb"
	"google.golang.org/protobuf/types/known/structpb"
	"google.golang.org/protobuf/types/known/timestamppb"
	"google.golang.org/protobuf/types/known/wrapperspb"

	"github.com/polywire/polywire/cmd/internal/plugin"
	"github.com/polywire/polywire/cmd/internal/plugintest"
	plugintestv1 "github.com/polywire/polywire/cmd/internal/plugintest/testdata/gen/polywire/plugintest/v1"
	plugintestv2 "github.com/polywire/polywire/cmd/internal/plugintest/testdata/gen/polywire/plugintest/v2"
	fk "github.com/polywire/polywire/cmd/protoc-gen-fastflat/testdata/gen/flatkinds/v1"
	"github.com/polywire/polywire/codec/flatcodec"
	"github.com/polywire/polywire/codec/flatcodec/fastflat"
)

// The tests below are those of the shapes beyond plain fields (shapes.proto):
// maps, oneofs, optional fields, recursion and the well-known types, and
// of messages of other Go packages.

func init() { plugin.Stderr = io.Discard } // the notices of the other tests

// product is a shop's product, the message of the benchmarks.
func product() *fk.Product {
	return &fk.Product{
		Id: "p-00042", Name: "Espresso machine", Description: "A 15-bar pump espresso machine with a steam wand.",
		CreatedAt:  timestamppb.New(time.Date(2024, 3, 1, 12, 30, 0, 123456789, time.UTC)),
		Attributes: map[string]string{"color": "black", "voltage": "230V", "weight": "4.2kg", "brand": "Polywire", "": "empty key"},
		Price:      &fk.Product_PriceCents{PriceCents: 19999},
		Tags:       []string{"kitchen", "coffee", "appliance"},
		Stock:      12, Active: true,
	}
}

// shapeSamples are hand-made messages of shapes.proto, fallback.proto
// and the shared schema: default values that oneofs and optional fields
// must keep, every map key kind at its edges, nil values where lists,
// maps and oneofs hold messages.
func shapeSamples() map[string]proto.Message {
	ts := timestamppb.New(time.Unix(-62135596800, 0))
	out := map[string]proto.Message{
		"product":             product(),
		"product_on_request":  &fk.Product{Id: "p", Price: &fk.Product_PriceOnRequest{}, Attributes: map[string]string{"a": ""}},
		"product_free":        &fk.Product{Price: &fk.Product_PriceCents{}, CreatedAt: &timestamppb.Timestamp{}},
		"maps_empty":          &fk.Maps{StringString: map[string]string{}, Int32Maps: map[int32]*fk.Maps{}},
		"maps_bool_true_only": &fk.Maps{BoolString: map[bool]string{true: "t"}, BoolPoint: map[bool]*fk.Point{true: {}}},
		"maps_every_kind": &fk.Maps{
			StringString:     map[string]string{"b": "2", "a": "", "": "x", "é": "e", "ab": "abcdefghijklmnopqrstuvwxyz", "B": "upper"},
			Int32Int64:       map[int32]int64{-1: 1, 0: 0, math.MaxInt32: math.MinInt64, math.MinInt32: 5, 7: -7},
			Sint32Sint64:     map[int32]int64{-2: math.MaxInt64, 2: -2, 0: 1},
			Sfixed32Sfixed64: map[int32]int64{math.MinInt32: 0, 3: 3},
			Uint32Uint64:     map[uint32]uint64{0: 0, math.MaxUint32: math.MaxUint64, 1 << 31: 1},
			Fixed32Fixed64:   map[uint32]uint64{5: 5, 4: 0},
			Int64Float:       map[int64]float32{math.MinInt64: negZero32, math.MaxInt64: sNaN32, -1: 1.5, 0: 0},
			Sint64Double:     map[int64]float64{-5: math.Inf(-1), 5: nan64, 6: negZero64, 0: 0},
			Sfixed64Bool:     map[int64]bool{-1: true, 1: false},
			Uint64Enum:       map[uint64]fk.Color{math.MaxUint64: fk.Color_COLOR_NEGATIVE, 0: 0, 1 << 63: 99},
			Fixed64Bytes:     map[uint64][]byte{1: nil, 2: {}, 3: {1, 2}, 1 << 40: bytes.Repeat([]byte{9}, 33)},
			BoolString:       map[bool]string{true: "t", false: ""},
			StringMessage:    map[string]*fk.Scalars{"a": nil, "b": {}, "c": maxScalars(), "": minScalars()},
			Int32Maps:        map[int32]*fk.Maps{1: {StringString: map[string]string{"x": "y"}}, 2: nil, -3: {}},
			BoolPoint:        map[bool]*fk.Point{false: {X: 1}, true: nil},
			StringBool:       map[string]bool{"f": false, "t": true},
			Uint32Int32:      map[uint32]int32{1: -1, 2: 0},
		},
		"maps_invalid_utf8_key": &fk.Maps{StringString: map[string]string{"ok\xff": "v"}},
		"oneofs_empty":          &fk.Oneofs{Before: "b", Middle: 1},
		"oneofs_values": &fk.Oneofs{
			Before: "before", First: &fk.Oneofs_CMessage{CMessage: maxScalars()}, Middle: -1,
			Second: &fk.Oneofs_SPoint{SPoint: &fk.Point{X: 1}}, Single: &fk.Oneofs_Only{Only: 2.5},
		},
		"oneofs_self": &fk.Oneofs{First: &fk.Oneofs_CSelf{CSelf: &fk.Oneofs{First: &fk.Oneofs_CSelf{CSelf: &fk.Oneofs{First: &fk.Oneofs_CString{CString: "deep"}}}}}},
		"optionals_zero": &fk.Optionals{
			OBool: proto.Bool(false), OInt32: proto.Int32(0), OSint32: proto.Int32(0), OSfixed32: proto.Int32(0),
			OUint32: proto.Uint32(0), OFixed32: proto.Uint32(0), OInt64: proto.Int64(0), OSint64: proto.Int64(0),
			OSfixed64: proto.Int64(0), OUint64: proto.Uint64(0), OFixed64: proto.Uint64(0), OFloat: proto.Float32(0),
			ODouble: proto.Float64(0), OEnum: fk.Color_COLOR_UNSPECIFIED.Enum(), OString: proto.String(""), OBytes: []byte{},
			OPoint: &fk.Point{},
		},
		"optionals_values": &fk.Optionals{
			OBool: proto.Bool(true), OInt32: proto.Int32(math.MinInt32), OUint64: proto.Uint64(math.MaxUint64),
			OFloat: proto.Float32(negZero32), ODouble: proto.Float64(nan64), OEnum: fk.Color_COLOR_NEGATIVE.Enum(),
			OString: proto.String("é"), OBytes: []byte{0}, Plain: 3,
		},
		"optionals_only_bool": &fk.Optionals{OBool: proto.Bool(false)},
		"tree": &fk.Tree{
			Name: "root", Left: &fk.Tree{Name: "l"}, Children: []*fk.Tree{{Name: "c1"}, nil, {Children: []*fk.Tree{{}}}},
			Named: map[string]*fk.Tree{"x": {Name: "x", Link: &fk.Tree_Label{Label: ""}}, "nil": nil},
			Link:  &fk.Tree_Next{Next: &fk.Tree{Point: &fk.Point{Y: 1}}}, Point: &fk.Point{X: 2},
		},
		"tree_nil_next": &fk.Tree{Link: &fk.Tree_Next{}},
		"any_value":     anyValue(4),
		"well_known":    allWellKnown(),
		"well_known_zero": &fk.WellKnown{
			Ts: &timestamppb.Timestamp{}, Dur: &durationpb.Duration{}, St: &structpb.Struct{}, Val: &structpb.Value{}, Lv: &structpb.ListValue{},
			WDouble: &wrapperspb.DoubleValue{}, WFloat: &wrapperspb.FloatValue{}, WInt64: &wrapperspb.Int64Value{}, WUint64: &wrapperspb.UInt64Value{},
			WInt32: &wrapperspb.Int32Value{}, WUint32: &wrapperspb.UInt32Value{}, WBool: &wrapperspb.BoolValue{}, WString: &wrapperspb.StringValue{},
			WBytes: &wrapperspb.BytesValue{}, Empty: &emptypb.Empty{}, Mask: &fieldmaskpb.FieldMask{}, Any: &anypb.Any{},
			Tss: []*timestamppb.Timestamp{nil, ts}, Vals: []*structpb.Value{nil, structpb.NewNullValue()},
			Durs: map[string]*durationpb.Duration{"nil": nil, "zero": {}}, ValMap: map[string]*structpb.Value{"nil": nil},
			When: &fk.WellKnown_At{},
		},
		"fallback_without_source": &fk.Fallback{Name: "n", Points: []*fk.Point{{X: 1}}},
		"fallback_with_source":    &fk.Fallback{Name: "n", Source: &sourcecontextpb.SourceContext{FileName: "f.proto"}},
		"shared_kinds": &plugintestv1.Kinds{
			Text: "k", Remote: &plugintestv2.Remote{Label: "r", More: []*plugintestv2.Remote{{Level: plugintestv2.Level_LEVEL_HIGH}}},
			Remotes: []*plugintestv2.Remote{nil, {Label: "s"}}, Shared: &plugintestv1.Shared{Note: "n"},
			MStrMsg: map[string]*plugintestv1.Kinds{"c": {Child: &plugintestv1.Kinds{I32: 1}}}, Choice: &plugintestv1.Kinds_ChoiceNull{},
			Second: &plugintestv1.Kinds_SecondValue{SecondValue: structpb.NewStringValue("v")}, OptI32: proto.Int32(0),
			Ts: timestamppb.Now(), Inner: &plugintestv1.Outer_Inner{Inners: []*plugintestv1.Outer_Inner{{Mood: 1}}},
		},
	}
	// Every member of Oneofs.first and .second set to its default: written.
	for i, m := range []*fk.Oneofs{
		{First: &fk.Oneofs_CBool{}}, {First: &fk.Oneofs_CInt32{}}, {First: &fk.Oneofs_CUint32{}}, {First: &fk.Oneofs_CInt64{}},
		{First: &fk.Oneofs_CUint64{}}, {First: &fk.Oneofs_CFloat{}}, {First: &fk.Oneofs_CDouble{}}, {First: &fk.Oneofs_CEnum{}},
		{First: &fk.Oneofs_CString{}}, {First: &fk.Oneofs_CBytes{}}, {First: &fk.Oneofs_CMessage{}}, {First: &fk.Oneofs_CSelf{CSelf: &fk.Oneofs{}}},
	} {
		m.Second, m.Single = &fk.Oneofs_SString{}, &fk.Oneofs_Only{}
		out[fmt.Sprintf("oneofs_default_%d", i)] = m
	}
	for n := range 3 {
		for name, m := range deepMessages(n) {
			out[fmt.Sprintf("%s_%d", name, n)] = m
		}
	}
	return out
}

// allWellKnown has every well-known type set.
func allWellKnown() *fk.WellKnown {
	st, err := structpb.NewStruct(map[string]any{
		"s": "text", "n": 1.5, "b": true, "null": nil, "list": []any{1.0, "two", false, nil, map[string]any{"k": "v"}},
		"obj": map[string]any{"inner": map[string]any{"x": -0.5}},
	})
	if err != nil {
		panic(err)
	}
	inner, err := anypb.New(&fk.Point{X: 1})
	if err != nil {
		panic(err)
	}
	return &fk.WellKnown{
		Ts: timestamppb.New(time.Date(2024, 3, 1, 12, 30, 0, 5, time.UTC)), Dur: durationpb.New(-90 * time.Second),
		St: st, Val: structpb.NewStructValue(st), Lv: &structpb.ListValue{Values: []*structpb.Value{structpb.NewNumberValue(0), structpb.NewBoolValue(false)}},
		WDouble: wrapperspb.Double(negZero64), WFloat: wrapperspb.Float(1.5), WInt64: wrapperspb.Int64(math.MinInt64),
		WUint64: wrapperspb.UInt64(math.MaxUint64), WInt32: wrapperspb.Int32(-1), WUint32: wrapperspb.UInt32(1),
		WBool: wrapperspb.Bool(true), WString: wrapperspb.String("s"), WBytes: wrapperspb.Bytes([]byte{1}),
		Empty: &emptypb.Empty{}, Mask: &fieldmaskpb.FieldMask{Paths: []string{"a.b", "c"}}, Any: inner,
		Null: structpb.NullValue_NULL_VALUE,
		Tss:  []*timestamppb.Timestamp{timestamppb.New(time.Unix(1, 2)), {}}, Vals: []*structpb.Value{structpb.NewStringValue(""), structpb.NewNullValue()},
		Durs:   map[string]*durationpb.Duration{"a": durationpb.New(time.Millisecond), "b": {}},
		ValMap: map[string]*structpb.Value{"z": structpb.NewListValue(&structpb.ListValue{}), "a": structpb.NewNumberValue(2)},
		When:   &fk.WellKnown_After{After: durationpb.New(time.Hour)},
	}
}

// anyValue is an AnyValue nested n times through a KeyValueList and an
// ArrayValue.
func anyValue(n int) *fk.AnyValue {
	v := &fk.AnyValue{Value: &fk.AnyValue_StringValue{StringValue: "leaf"}}
	for i := range n {
		if i%2 == 0 {
			v = &fk.AnyValue{Value: &fk.AnyValue_KvlistValue{KvlistValue: &fk.KeyValueList{Values: []*fk.KeyValue{{Key: "k", Value: v}, {Key: "i", Value: &fk.AnyValue{Value: &fk.AnyValue_IntValue{}}}}}}}
		} else {
			v = &fk.AnyValue{Value: &fk.AnyValue_ArrayValue{ArrayValue: &fk.ArrayValue{Values: []*fk.AnyValue{v, {}}}}}
		}
	}
	return v
}

// deepMessages are messages of recursive types nested about n levels
// deep through each kind of field that recurses.
func deepMessages(n int) map[string]proto.Message {
	left, child, named, next := &fk.Tree{}, &fk.Tree{}, &fk.Tree{}, &fk.Tree{}
	st := &structpb.Struct{}
	self := &fk.Oneofs{}
	kinds := &plugintestv1.Kinds{}
	for range n {
		left = &fk.Tree{Left: left}
		child = &fk.Tree{Children: []*fk.Tree{child}}
		named = &fk.Tree{Named: map[string]*fk.Tree{"n": named}}
		next = &fk.Tree{Link: &fk.Tree_Next{Next: next}}
		st = &structpb.Struct{Fields: map[string]*structpb.Value{"s": structpb.NewStructValue(st)}}
		self = &fk.Oneofs{First: &fk.Oneofs_CSelf{CSelf: self}}
		kinds = &plugintestv1.Kinds{MI32Msg: map[int32]*plugintestv1.Kinds{1: kinds}}
	}
	return map[string]proto.Message{
		"deep_left": left, "deep_children": child, "deep_named": named, "deep_next": next,
		"deep_struct": &fk.WellKnown{St: st}, "deep_any_value": anyValue(n), "deep_oneof": self, "deep_kinds": kinds,
	}
}

// TestShapesOnFastPath: the messages of shapes.proto (maps, oneofs,
// optional fields, recursion, well-known types) and the shared schema's
// Kinds are written and read by the generated code, not handed to the
// reference, and generating shapes.proto (with flatkinds.proto, whose
// messages it uses) prints no notice.
func TestShapesOnFastPath(t *testing.T) {
	var notes bytes.Buffer
	plugin.Stderr = &notes
	_, errText := run(t, "paths=source_relative", fk.File_flatkinds_v1_flatkinds_proto, fk.File_flatkinds_v1_shapes_proto)
	plugin.Stderr = io.Discard
	if errText != "" {
		t.Fatal(errText)
	}
	if notes.Len() > 0 {
		t.Errorf("notices for shapes.proto:\n%s", &notes)
	}
	for name, m := range shapeSamples() {
		if declines[m.ProtoReflect().Descriptor().FullName()] {
			continue
		}
		t.Run(name, func(t *testing.T) {
			enc, ok := fastEncode(t, m)
			if !ok {
				t.Fatal("MarshalFlatFast declined")
			}
			got := m.ProtoReflect().New().Interface().(fastMessage)
			handled, ok := got.UnmarshalFlatFast(enc, fastflat.DecodeOptions{MaxDepth: flatcodec.DefaultMaxDepth, MaxTables: flatcodec.DefaultMaxTables})
			valid := !strings.Contains(name, "invalid_utf8")
			if !handled || ok != valid {
				t.Fatalf("UnmarshalFlatFast: handled %v, ok %v", handled, ok)
			}
		})
	}
}

// TestDeclines: a message holding one without generated code (a
// SourceContext, neither generated nor one of the runtime's well-known
// types) is handed to the reference path whole, on both sides, and the
// codec's results are the reference's; without one it stays fast.
func TestDeclines(t *testing.T) {
	t.Parallel()
	with, without := shapeSamples()["fallback_with_source"], shapeSamples()["fallback_without_source"]
	e := fastflat.GetEncoder()
	defer fastflat.PutEncoder(e)
	if _, ok := with.(fastMessage).MarshalFlatFast(e, flatcodec.DefaultMaxDepth); ok {
		t.Error("MarshalFlatFast encoded a SourceContext")
	}
	enc := checkEncode(t, with)
	got := new(fk.Fallback)
	handled, _ := got.UnmarshalFlatFast(enc, fastflat.DecodeOptions{MaxDepth: flatcodec.DefaultMaxDepth, MaxTables: flatcodec.DefaultMaxTables})
	if handled {
		t.Error("UnmarshalFlatFast handled a SourceContext")
	}
	if err := fast.Unmarshal(enc, got); err != nil || !proto.Equal(got, with) {
		t.Errorf("Unmarshal: %v, %v", err, got)
	}
	if _, ok := fastEncode(t, without); !ok {
		t.Error("MarshalFlatFast declined a Fallback without a SourceContext")
	}
}

// TestFallbackNotices: the plugin names, when it runs, each field whose
// message type neither the run nor the runtime has code for (a message of
// a Go package generated in another run, a SourceContext), and no field
// of a well-known type the runtime handles.
func TestFallbackNotices(t *testing.T) {
	var out bytes.Buffer
	plugin.Stderr = &out
	defer func() { plugin.Stderr = io.Discard }()
	generate := func(gen *protogen.Plugin, f *protogen.File) error {
		var o options
		return o.generate(gen, f)
	}
	for _, c := range plugintest.Outputs() {
		gen, err := protogen.Options{}.New(plugin.Request(c.Files...))
		if err != nil {
			t.Fatal(err)
		}
		if err := plugin.Run(gen, generate); err != nil {
			t.Fatal(err)
		}
	}
	if _, errText := run(t, "paths=source_relative", testFiles...); errText != "" {
		t.Fatal(errText)
	}
	notes := out.String()
	for _, want := range []string{
		"protoc-gen-fastflat: no fast path for polywire.plugintest.v1.Kinds.remote (polywire.plugintest.v2.Remote), whose file this run does not generate: unless a run of protoc-gen-fastflat generates it too, its message, and every message holding it, is written and read by flatcodec's reference path",
		"no fast path for polywire.plugintest.v1.Kinds.remotes (polywire.plugintest.v2.Remote)",
		"no fast path for flatkinds.v1.Fallback.source (google.protobuf.SourceContext)",
	} {
		if !strings.Contains(notes, want) {
			t.Errorf("no notice %q in\n%s", want, notes)
		}
	}
	if n := strings.Count(notes, "\n"); n != 3 {
		t.Errorf("%d notices, want 3:\n%s", n, notes)
	}
	if strings.Contains(notes, "(google.protobuf.Timestamp)") || strings.Contains(notes, "(google.protobuf.Struct)") {
		t.Errorf("a notice for a well-known type the runtime writes and reads itself:\n%s", notes)
	}
}
