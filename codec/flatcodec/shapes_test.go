package flatcodec_test

import (
	"bytes"
	"errors"
	"math"
	"strings"
	"testing"
	"time"

	flatbuffers "github.com/google/flatbuffers/go"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/dynamicpb"
	"google.golang.org/protobuf/types/known/anypb"
	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/emptypb"
	"google.golang.org/protobuf/types/known/fieldmaskpb"
	"google.golang.org/protobuf/types/known/structpb"
	"google.golang.org/protobuf/types/known/timestamppb"
	"google.golang.org/protobuf/types/known/wrapperspb"

	flatkindsv1 "github.com/polywire/polywire/cmd/protoc-gen-fastflat/testdata/gen/flatkinds/v1"
	"github.com/polywire/polywire/cmd/protoc-gen-fastproto/testdata/kindspb"
	"github.com/polywire/polywire/codec/flatcodec"
	"github.com/polywire/polywire/internal/edgemsg"
)

// The tests below cover the shapes beyond polywire's own schemas: maps,
// oneofs, proto3 optional fields, recursion, repeated bytes and the
// well-known types (package fbschema documents their layout), on the
// test schema of protoc-gen-fastproto (kindspb: every kind, every map key
// kind) through the descriptor-driven path.

// allMaps has an entry of every map field of kindspb.Maps, with keys and
// values at their zero and at their extremes.
func allMaps() *kindspb.Maps {
	return &kindspb.Maps{
		Int32Int64:     map[int32]int64{0: 0, -1: math.MinInt64, math.MaxInt32: 7, math.MinInt32: 1, 3: math.MaxInt64},
		Int64Float:     map[int64]float32{math.MinInt64: 1.5, 0: 0, 5: -2, math.MaxInt64: float32(math.Inf(1))},
		Uint32Message:  map[uint32]*kindspb.Scalars{0: {}, math.MaxUint32: {FString: "max", FBytes: []byte{0}}, 7: {FBool: true}},
		Uint64Sint32:   map[uint64]int32{math.MaxUint64: -1, 0: 0, 1 << 63: 3, 1: math.MinInt32},
		Sint32String:   map[int32]string{-5: "", 5: "five", 0: "zero", math.MinInt32: "min"},
		Sint64Enum:     map[int64]kindspb.Color{-1: kindspb.Color_COLOR_NEGATIVE, 0: 0, 1: 99, math.MinInt64: kindspb.Color_COLOR_RED},
		Fixed32Double:  map[uint32]float64{1: 0.5, 0: math.Copysign(0, -1), math.MaxUint32: math.MaxFloat64},
		Fixed64Fixed64: map[uint64]uint64{0: math.MaxUint64, math.MaxUint64: 0, 1 << 32: 1},
		Sfixed32Bool:   map[int32]bool{-1: true, 0: false, 1: true},
		Sfixed64Kinds:  map[int64]*kindspb.Kinds{-3: {Child: &kindspb.Kinds{}}, 0: {}, 9: {Maps: &kindspb.Maps{StringString: map[string]string{"in": "ner"}}}},
		BoolBytes:      map[bool][]byte{false: {}, true: {0, 0xff}},
		StringString:   map[string]string{"": "", "a": "b", "é": "x", "\x00": "nul", "ab": "", "B": "up", "日本": "語", "\x7f": "del"},
		StringUint32:   map[string]uint32{"max": math.MaxUint32, "": 0},
		StringSfixed32: map[string]int32{"neg": -1, "zero": 0},
		Int32Sfixed64:  map[int32]int64{-2: math.MinInt64, 2: math.MaxInt64},
		StringTimestamp: map[string]*timestamppb.Timestamp{
			"t": timestamppb.New(time.Date(2024, 2, 29, 12, 0, 0, 5, time.UTC)), "zero": {}, "": {Seconds: -1},
		},
	}
}

// oneofDefaults returns an Oneofs for every member of its oneofs, set to
// its default (an empty message for messages): set, all the same.
func oneofDefaults() map[string]proto.Message {
	out := map[string]proto.Message{}
	md := (&kindspb.Oneofs{}).ProtoReflect().Descriptor()
	for i := range md.Oneofs().Len() {
		fields := md.Oneofs().Get(i).Fields()
		for j := range fields.Len() {
			fd := fields.Get(j)
			m := &kindspb.Oneofs{}
			r := m.ProtoReflect()
			switch {
			case fd.Message() != nil:
				r.Set(fd, r.NewField(fd))
			case fd.Kind() == protoreflect.BytesKind:
				r.Set(fd, protoreflect.ValueOfBytes([]byte{}))
			default:
				r.Set(fd, fd.Default())
			}
			out["oneof_default_"+string(fd.Name())] = m
		}
	}
	return out
}

// optionalZeros returns an Optionals with every field set to its zero.
func optionalZeros() *kindspb.Optionals {
	m := &kindspb.Optionals{}
	r := m.ProtoReflect()
	fields := r.Descriptor().Fields()
	for i := range fields.Len() {
		fd := fields.Get(i)
		switch {
		case fd.Message() != nil:
			r.Set(fd, r.NewField(fd))
		case fd.Kind() == protoreflect.BytesKind:
			r.Set(fd, protoreflect.ValueOfBytes([]byte{}))
		default:
			r.Set(fd, fd.Default())
		}
	}
	return m
}

// chain nests Kinds depth levels deep through child, alternating with
// children and a map value, the innermost holding a oneof.
func chain(depth int) *kindspb.Kinds {
	m := &kindspb.Kinds{Oneofs: &kindspb.Oneofs{First: &kindspb.Oneofs_CBool{}}}
	for i := 1; i < depth; i++ {
		switch i % 3 {
		case 0:
			m = &kindspb.Kinds{Child: m}
		case 1:
			m = &kindspb.Kinds{Children: []*kindspb.Kinds{{}, m}}
		default:
			m = &kindspb.Kinds{Oneofs: &kindspb.Oneofs{First: &kindspb.Oneofs_CKinds{CKinds: m}}}
		}
	}
	return m
}

// nestedStruct is a Struct whose "in" value is a Struct, depth times.
func nestedStruct(depth int) *structpb.Struct {
	s := &structpb.Struct{Fields: map[string]*structpb.Value{"leaf": structpb.NewNullValue()}}
	for range depth - 1 {
		s = &structpb.Struct{Fields: map[string]*structpb.Value{
			"in": structpb.NewStructValue(s), "n": structpb.NewNumberValue(-0.5), "": structpb.NewStringValue(""),
			"l": structpb.NewListValue(&structpb.ListValue{Values: []*structpb.Value{structpb.NewBoolValue(false), structpb.NewNullValue()}}),
		}}
	}
	return s
}

func mustAny(t testing.TB, m proto.Message) *anypb.Any {
	t.Helper()
	a, err := anypb.New(m)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// shapeCases are messages of every new shape.
func shapeCases(t testing.TB) map[string]proto.Message {
	cases := map[string]proto.Message{
		"maps_every_kind":       allMaps(),
		"maps_empty":            &kindspb.Maps{StringString: map[string]string{}, Uint32Message: map[uint32]*kindspb.Scalars{}},
		"map_one_zero_entry":    &kindspb.Maps{Int32Int64: map[int32]int64{0: 0}},
		"map_many_string_keys":  manyKeys(300),
		"oneof_unset":           &kindspb.Oneofs{Before: "b", After: 1},
		"oneof_both_set":        &kindspb.Oneofs{First: &kindspb.Oneofs_CString{CString: "x"}, Second: &kindspb.Oneofs_SEmpty{SEmpty: &kindspb.Empty{}}},
		"oneof_values":          &kindspb.Oneofs{First: &kindspb.Oneofs_CUint64{CUint64: math.MaxUint64}, Second: &kindspb.Oneofs_SString{SString: "s"}},
		"optional_zeros":        optionalZeros(),
		"optional_unset":        &kindspb.Optionals{},
		"optional_some":         &kindspb.Optionals{OInt32: proto.Int32(0), OString: proto.String("x"), OEnum: kindspb.Color_COLOR_NEGATIVE.Enum()},
		"recursion_30":          chain(30),
		"repeated_bytes":        &kindspb.Repeated{RBytes: [][]byte{{}, {0}, nil, []byte("abc"), bytes.Repeat([]byte{7}, 300), {}}, RString: []string{""}},
		"repeated_bytes_empty":  &kindspb.Repeated{RBytes: [][]byte{{}}},
		"byte_lists":            &flatkindsv1.ByteLists{RBytes: [][]byte{{}, {1, 2}, nil}, One: []byte{3}, Lists: &flatkindsv1.Lists{RBool: []bool{true}}},
		"kinds_everything":      &kindspb.Kinds{Maps: allMaps(), Oneofs: &kindspb.Oneofs{First: &kindspb.Oneofs_CEnum{}}, Optionals: optionalZeros(), Child: chain(4), WrappedMap: map[string]*wrapperspb.StringValue{"w": wrapperspb.String(""), "": {}}, Wrapped: wrapperspb.String("x"), Timestamp: timestamppb.New(time.Unix(1e9, 1))},
		"struct_nested":         nestedStruct(6),
		"struct_empty":          &structpb.Struct{},
		"value_null":            structpb.NewNullValue(),
		"value_zero_number":     structpb.NewNumberValue(0),
		"value_false":           structpb.NewBoolValue(false),
		"value_empty_string":    structpb.NewStringValue(""),
		"value_empty_struct":    structpb.NewStructValue(&structpb.Struct{}),
		"value_empty_list":      structpb.NewListValue(&structpb.ListValue{}),
		"any":                   mustAny(t, allMaps()),
		"any_empty":             &anypb.Any{},
		"field_mask":            &fieldmaskpb.FieldMask{Paths: []string{"a", "b_c.d", ""}},
		"timestamp":             timestamppb.New(time.Date(1969, 12, 31, 23, 59, 59, 999999999, time.UTC)),
		"duration":              durationpb.New(-time.Hour - time.Nanosecond),
		"empty":                 &emptypb.Empty{},
		"wrapper_int64_zero":    wrapperspb.Int64(0),
		"wrapper_uint64_max":    wrapperspb.UInt64(math.MaxUint64),
		"wrapper_string":        wrapperspb.String("s"),
		"wrapper_bytes_empty":   wrapperspb.Bytes([]byte{}),
		"wrapper_double_neg":    wrapperspb.Double(-1e300),
		"wrapper_uint32_max":    wrapperspb.UInt32(math.MaxUint32),
		"wrapper_int32_min":     wrapperspb.Int32(math.MinInt32),
		"wrapper_float":         wrapperspb.Float(0.25),
		"wrapper_bool_true":     wrapperspb.Bool(true),
		"list_value_of_structs": &structpb.ListValue{Values: []*structpb.Value{structpb.NewStructValue(nestedStruct(2)), structpb.NewStructValue(&structpb.Struct{})}},
	}
	for name, m := range oneofDefaults() {
		cases[name] = m
	}
	z := edgemsg.New(7)
	for i, m := range []proto.Message{&kindspb.Kinds{}, &kindspb.Maps{}, &kindspb.Oneofs{}, &kindspb.Optionals{}, &kindspb.Repeated{}} {
		for j := range 3 {
			r := m.ProtoReflect().New()
			z.Fill(r, 3)
			cases["random_"+string(r.Descriptor().Name())+"_"+string(rune('a'+i))+string(rune('0'+j))] = r.Interface()
		}
	}
	return cases
}

// manyKeys is a map of n string keys, more than one hash seed keeps in
// one order.
func manyKeys(n int) *kindspb.Maps {
	m := &kindspb.Maps{StringString: map[string]string{}, Uint64Sint32: map[uint64]int32{}}
	for i := range n {
		k := strings.Repeat("k", i%7) + string(rune('a'+i%26)) + string(rune('0'+i/26%10))
		m.StringString[k] = k
		m.Uint64Sint32[uint64(i)*0x9e3779b97f4a7c15] = int32(i)
	}
	return m
}

// sameProto fails unless got and want are equal, presence of defaults and
// -0 included (their deterministic protobuf encodings are the same).
func sameProto(t *testing.T, got, want proto.Message) {
	t.Helper()
	if !proto.Equal(got, want) {
		t.Fatalf("round trip changed the message:\n got %v\nwant %v", got, want)
	}
	g, _ := proto.MarshalOptions{Deterministic: true}.Marshal(got)
	w, _ := proto.MarshalOptions{Deterministic: true}.Marshal(want)
	if !bytes.Equal(g, w) {
		t.Fatalf("round trip changed the protobuf encoding (presence or -0):\n got %v\nwant %v", got, want)
	}
}

// TestShapesRoundTrip: every shape decodes to the message it was encoded
// from, presence of defaults (oneof members, optional fields) included,
// through generated messages and dynamic ones alike; both encode the
// same bytes, the same each time (maps are sorted, not in Go's random
// order).
func TestShapesRoundTrip(t *testing.T) {
	t.Parallel()
	for name, m := range shapeCases(t) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			b := marshal(t, m)
			for range 5 {
				if again := marshal(t, m); !bytes.Equal(b, again) {
					t.Fatal("two encodings of the same message differ")
				}
			}
			got := m.ProtoReflect().New().Interface()
			if err := (flatcodec.Codec{}).Unmarshal(b, got); err != nil {
				t.Fatal(err)
			}
			sameProto(t, got, m)
			dm := dynamic(t, m)
			if db := marshal(t, dm); !bytes.Equal(db, b) {
				t.Fatal("the dynamic message encodes differently")
			}
			dgot := dynamicpb.NewMessage(m.ProtoReflect().Descriptor())
			if err := (flatcodec.Codec{}).Unmarshal(b, dgot); err != nil {
				t.Fatal(err)
			}
			sameProto(t, dgot, dm)
		})
	}
}

// TestPresence: a oneof member or optional field set to its default is in
// the table; unset, it is not.
func TestPresence(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		m    proto.Message
		slot int // absent if negative: -1 - slot
	}{
		{"oneof_bool_false", &kindspb.Oneofs{First: &kindspb.Oneofs_CBool{}}, 13},
		{"oneof_string_empty", &kindspb.Oneofs{First: &kindspb.Oneofs_CString{}}, 14},
		{"oneof_message_empty", &kindspb.Oneofs{Second: &kindspb.Oneofs_SEmpty{SEmpty: &kindspb.Empty{}}}, 21},
		{"oneof_unset", &kindspb.Oneofs{}, -1 - 13},
		{"optional_int32_zero", &kindspb.Optionals{OInt32: proto.Int32(0)}, 2},
		{"optional_int32_unset", &kindspb.Optionals{}, -1 - 2},
		{"optional_enum_zero", &kindspb.Optionals{OEnum: kindspb.Color_COLOR_UNSPECIFIED.Enum()}, 15},
		{"plain_int32_zero", &kindspb.Oneofs{After: 0}, -1 - 22},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			tab := rootTable(marshal(t, tt.m))
			slot, want := tt.slot, true
			if slot < 0 {
				slot, want = -1-slot, false
			}
			if got := tab.Offset(vtableOffset(slot)) != 0; got != want {
				t.Fatalf("slot %d present: %v, want %v", slot, got, want)
			}
		})
	}
}

// TestMarshalDepthLimitShapes: map entries and item tables are tables,
// counted in the nesting depth on both sides (Struct → FieldsEntry →
// Value → Struct: three levels per Struct, the last Value at 3n).
func TestMarshalDepthLimitShapes(t *testing.T) {
	t.Parallel()
	if _, err := (flatcodec.Codec{MaxDepth: 63}).Marshal(nil, nestedStruct(21)); err != nil {
		t.Fatalf("63 levels: %v", err)
	}
	if _, err := (flatcodec.Codec{MaxDepth: 62}).Marshal(nil, nestedStruct(21)); err == nil || !strings.Contains(err.Error(), "google.protobuf.Value: message nesting deeper than 62") {
		t.Fatalf("63 levels with MaxDepth 62: got error %v", err)
	}
	deeper := nestedStruct(22)
	_, err := flatcodec.Codec{}.Marshal(nil, deeper)
	if err == nil || !strings.Contains(err.Error(), "deeper than 64") {
		t.Fatalf("66 levels: got error %v", err)
	}
	b, err := flatcodec.Codec{MaxDepth: 100}.Marshal(nil, deeper)
	if err != nil {
		t.Fatal(err)
	}
	expectInvalid(t, b, &structpb.Struct{}, "tables nested deeper than 64")
	// Item tables: a Repeated with repeated bytes at depth 64 needs 65.
	r := &kindspb.Repeated{RBytes: [][]byte{{1}}}
	if _, err := (flatcodec.Codec{MaxDepth: 1}).Marshal(nil, r); err == nil || !strings.Contains(err.Error(), "RBytesItem: message nesting deeper than 1") {
		t.Fatalf("item table past MaxDepth: got %v", err)
	}
	if _, err := (flatcodec.Codec{MaxDepth: 1}).Marshal(nil, &kindspb.Repeated{RBytes: [][]byte{}}); err != nil {
		t.Fatalf("no item table: %v", err)
	}
	b = marshal(t, r)
	var got kindspb.Repeated
	if err := (flatcodec.Codec{MaxDepth: 1}).Unmarshal(b, &got); !errors.Is(err, flatcodec.ErrInvalid) || !strings.Contains(err.Error(), "RBytesItem at offset") {
		t.Fatalf("item table past MaxDepth on decode: got %v", err)
	}
}

// rootTable is the root table of b, read with the FlatBuffers runtime's
// own accessors (an independent reader: no code of the codec's).
func rootTable(b []byte) flatbuffers.Table {
	return flatbuffers.Table{Bytes: b, Pos: flatbuffers.GetUOffsetT(b)}
}

func vtableOffset(slot int) flatbuffers.VOffsetT { return flatbuffers.VOffsetT(4 + 2*slot) }

// TestEntriesSorted reads the codec's maps with the FlatBuffers runtime:
// every map field's slot holds a vector of entry tables, one per entry,
// sorted ascending by key (strings by bytes, integers numerically as
// signed or unsigned, false before true), each key present even when
// zero, message values present even when empty, other values absent when
// default.
func TestEntriesSorted(t *testing.T) {
	t.Parallel()
	for name, m := range map[string]*kindspb.Maps{"every_kind": allMaps(), "many_keys": manyKeys(300)} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			tab := rootTable(marshal(t, m))
			r := m.ProtoReflect()
			fields := r.Descriptor().Fields()
			for i := range fields.Len() {
				fd := fields.Get(i)
				want := r.Get(fd).Map().Len()
				o := flatbuffers.UOffsetT(tab.Offset(vtableOffset(i)))
				if want == 0 {
					if o != 0 {
						t.Errorf("%s: empty map present", fd.Name())
					}
					continue
				}
				if o == 0 {
					t.Fatalf("%s: absent", fd.Name())
				}
				n := tab.VectorLen(o)
				if n != want {
					t.Fatalf("%s: %d entries, want %d", fd.Name(), n, want)
				}
				var prev any
				for j := range n {
					e := flatbuffers.Table{Bytes: tab.Bytes, Pos: tab.Indirect(tab.Vector(o) + flatbuffers.UOffsetT(4*j))}
					ko := flatbuffers.UOffsetT(e.Offset(vtableOffset(0)))
					if ko == 0 {
						t.Fatalf("%s: entry %d has no key", fd.Name(), j)
					}
					key := readKey(e, ko, fd.MapKey().Kind())
					if j > 0 && !keyLess(prev, key) {
						t.Fatalf("%s: entry %d key %v is not after %v", fd.Name(), j, key, prev)
					}
					prev = key
					vo := e.Offset(vtableOffset(1))
					v := r.Get(fd).Map().Get(mapKey(fd.MapKey().Kind(), key))
					switch vd := fd.MapValue(); {
					case vd.Message() != nil:
						if vo == 0 {
							t.Errorf("%s: message value of %v absent", fd.Name(), key)
						}
					case vd.Kind() == protoreflect.BytesKind:
						if (vo != 0) != (len(v.Bytes()) > 0) {
							t.Errorf("%s: bytes value of %v present: %v", fd.Name(), key, vo != 0)
						}
					default:
						if (vo != 0) != (v.Interface() != vd.Default().Interface() || isNegZero(v)) {
							t.Errorf("%s: value %v of %v present: %v", fd.Name(), v, key, vo != 0)
						}
					}
				}
			}
		})
	}
}

func isNegZero(v protoreflect.Value) bool {
	f, ok := v.Interface().(float64)
	return ok && f == 0 && math.Signbit(f)
}

// readKey reads the key of kind k at field offset o of the entry e.
func readKey(e flatbuffers.Table, o flatbuffers.UOffsetT, k protoreflect.Kind) any {
	p := e.Pos + o
	switch k {
	case protoreflect.StringKind:
		return string(e.ByteVector(p))
	case protoreflect.BoolKind:
		return e.GetBool(p)
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
		return int64(e.GetInt32(p))
	case protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		return e.GetInt64(p)
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind:
		return uint64(e.GetUint32(p))
	default:
		return e.GetUint64(p)
	}
}

func keyLess(a, b any) bool {
	switch a := a.(type) {
	case string:
		return a < b.(string)
	case bool:
		return !a && b.(bool)
	case int64:
		return a < b.(int64)
	default:
		return a.(uint64) < b.(uint64)
	}
}

// mapKey is the protoreflect key of kind kind of a readKey value (32-bit
// keys were widened).
func mapKey(kind protoreflect.Kind, k any) protoreflect.MapKey {
	switch kind {
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
		return protoreflect.ValueOfInt32(int32(k.(int64))).MapKey()
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind:
		return protoreflect.ValueOfUint32(uint32(k.(uint64))).MapKey()
	}
	return protoreflect.ValueOf(k).MapKey()
}
