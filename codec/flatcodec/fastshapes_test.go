package flatcodec_test

import (
	"bytes"
	"fmt"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/anypb"
	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/fieldmaskpb"
	"google.golang.org/protobuf/types/known/structpb"
	"google.golang.org/protobuf/types/known/timestamppb"
	"google.golang.org/protobuf/types/known/wrapperspb"

	fk "github.com/polywire/polywire/cmd/protoc-gen-fastflat/testdata/gen/flatkinds/v1"
	"github.com/polywire/polywire/codec/flatcodec"
	"github.com/polywire/polywire/internal/edgemsg"
)

// The generated fast path of the shapes beyond plain fields (maps,
// oneofs, optional fields, recursion, well-known types), on
// protoc-gen-fastflat's test schema, held to the reference like
// polywire's own messages (fast_test.go). Its tests hold it to more, and
// to messages of other Go packages.

// product is a shop's product: a Timestamp, a map<string, string>, a
// oneof and a repeated string beside plain fields.
func product() *fk.Product {
	return &fk.Product{
		Id: "p-00042", Name: "Espresso machine", Description: "A 15-bar pump espresso machine with a steam wand.",
		CreatedAt:  timestamppb.New(time.Date(2024, 3, 1, 12, 30, 0, 123456789, time.UTC)),
		Attributes: map[string]string{"color": "black", "voltage": "230V", "weight": "4.2kg", "brand": "Polywire"},
		Price:      &fk.Product_PriceCents{PriceCents: 19999},
		Tags:       []string{"kitchen", "coffee", "appliance"},
		Stock:      12, Active: true,
	}
}

// fastShapeCases are messages of those shapes, defaults that presence
// keeps included.
func fastShapeCases() map[string]proto.Message {
	st, _ := structpb.NewStruct(map[string]any{"a": 1.0, "b": []any{"x", nil, true}, "c": map[string]any{"d": "e"}})
	tree := &fk.Tree{Name: "leaf"}
	for range 5 { // 4^5 leaves
		tree = &fk.Tree{Left: tree, Children: []*fk.Tree{tree, nil}, Named: map[string]*fk.Tree{"t": tree}, Link: &fk.Tree_Next{Next: tree}}
	}
	return map[string]proto.Message{
		"product":         product(),
		"product_default": &fk.Product{Price: &fk.Product_PriceCents{}, CreatedAt: &timestamppb.Timestamp{}, Attributes: map[string]string{"": ""}},
		"maps": &fk.Maps{
			StringString: map[string]string{"b": "", "a": "x"}, Int32Int64: map[int32]int64{-1: 1, 0: 0}, Uint64Enum: map[uint64]fk.Color{1: 99},
			Fixed64Bytes: map[uint64][]byte{1: nil, 2: {1}}, BoolString: map[bool]string{true: "t", false: ""},
			StringMessage: map[string]*fk.Scalars{"n": nil, "e": {}}, Int32Maps: map[int32]*fk.Maps{1: {StringBool: map[string]bool{"f": false}}},
		},
		"oneof_default":    &fk.Oneofs{First: &fk.Oneofs_CBool{}, Second: &fk.Oneofs_SString{}, Single: &fk.Oneofs_Only{}},
		"oneof_message":    &fk.Oneofs{First: &fk.Oneofs_CMessage{}, Second: &fk.Oneofs_SPoint{SPoint: &fk.Point{X: 1}}},
		"optional_default": &fk.Optionals{OBool: proto.Bool(false), OInt64: proto.Int64(0), OString: proto.String(""), OBytes: []byte{}, OEnum: fk.Color_COLOR_UNSPECIFIED.Enum()},
		"tree":             tree,
		"any_value": &fk.AnyValue{Value: &fk.AnyValue_KvlistValue{KvlistValue: &fk.KeyValueList{Values: []*fk.KeyValue{
			{Key: "a", Value: &fk.AnyValue{Value: &fk.AnyValue_ArrayValue{ArrayValue: &fk.ArrayValue{Values: []*fk.AnyValue{{}, {Value: &fk.AnyValue_BoolValue{}}}}}}},
		}}}},
		"well_known": &fk.WellKnown{
			Ts: timestamppb.New(time.Unix(-1, 5)), Dur: durationpb.New(time.Minute), St: st, Val: structpb.NewNullValue(),
			Lv: &structpb.ListValue{Values: []*structpb.Value{structpb.NewNumberValue(0)}}, WString: wrapperspb.String(""),
			WUint64: wrapperspb.UInt64(1), Mask: &fieldmaskpb.FieldMask{Paths: []string{"a"}}, Any: &anypb.Any{TypeUrl: "t", Value: []byte{1}},
			Tss: []*timestamppb.Timestamp{nil, {}}, ValMap: map[string]*structpb.Value{"v": structpb.NewBoolValue(false)},
			When: &fk.WellKnown_At{At: &timestamppb.Timestamp{}},
		},
		"byte_lists": &fk.ByteLists{RBytes: [][]byte{nil, {}, {1}}},
	}
}

// fastShapeTypes are the types of fastShapeCases, empty.
func fastShapeTypes() []proto.Message {
	return []proto.Message{
		&fk.Product{}, &fk.Maps{}, &fk.Oneofs{}, &fk.Optionals{}, &fk.Tree{}, &fk.AnyValue{}, &fk.WellKnown{},
		&fk.ByteLists{},
	}
}

// TestFastShapes: those messages and random ones of their types are
// written by the generated code, byte for byte as the reference writes
// them, and read back by it as the reference reads them.
func TestFastShapes(t *testing.T) {
	t.Parallel()
	cases := fastShapeCases()
	z := edgemsg.New(5)
	for _, m := range fastShapeTypes() {
		for i := range 30 {
			r := m.ProtoReflect().New()
			z.Fill(r, 3)
			cases[fmt.Sprintf("%s_random_%d", r.Descriptor().Name(), i)] = r.Interface()
		}
	}
	for name, m := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if !flatcodec.HasFastPath(m) {
				t.Fatal("no fast path")
			}
			want, err := reference.Marshal(nil, m)
			if err != nil {
				t.Fatal(err)
			}
			got, err := flatcodec.Codec{}.Marshal(nil, m)
			if err != nil || !bytes.Equal(got, want) {
				t.Fatalf("fast encoding differs: %v\n got % x\nwant % x", err, got, want)
			}
			if n := decisions(t, flatcodec.Codec{}, want, []proto.Message{m}); n != 1 {
				t.Fatal("refused its own encoding")
			}
		})
	}
}
