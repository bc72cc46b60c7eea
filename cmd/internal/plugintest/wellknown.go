package plugintest

import (
	"math"
	"strconv"
	"strings"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/anypb"
	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/emptypb"
	"google.golang.org/protobuf/types/known/fieldmaskpb"
	"google.golang.org/protobuf/types/known/sourcecontextpb"
	"google.golang.org/protobuf/types/known/structpb"
	"google.golang.org/protobuf/types/known/timestamppb"
	"google.golang.org/protobuf/types/known/wrapperspb"

	plugintestv1 "github.com/polywire/polywire/cmd/internal/plugintest/testdata/gen/polywire/plugintest/v1"
	"github.com/polywire/polywire/internal/edgemsg"
)

// The edges of the well-known types, for the differential tests of the
// three plugins: each sample is a WellKnown message (wkt.proto), and each
// test holds the fast path to its reference on it — both write the same
// bytes or both fail (protojson refuses a Timestamp out of range, a Value
// holding NaN, an Any of an unknown type; XML a string it cannot carry),
// and both read the result back alike.

// negZero is -0.0.
var negZero = math.Copysign(0, -1)

// mustAny packs m into an Any.
func mustAny(m proto.Message) *anypb.Any {
	a, err := anypb.New(m)
	if err != nil {
		panic(err)
	}
	return a
}

// mustStruct builds a Struct from Go values (structpb.NewStruct's).
func mustStruct(v map[string]any) *structpb.Struct {
	s, err := structpb.NewStruct(v)
	if err != nil {
		panic(err)
	}
	return s
}

// mustList builds a ListValue from Go values.
func mustList(v ...any) *structpb.ListValue {
	l, err := structpb.NewList(v)
	if err != nil {
		panic(err)
	}
	return l
}

// DeepValue is a string Value wrapped n times, in a ListValue and a Struct
// in turn from the inside out.
func DeepValue(n int) *structpb.Value {
	v := structpb.NewStringValue("leaf")
	for i := range n {
		if i%2 == 0 {
			v = structpb.NewListValue(&structpb.ListValue{Values: []*structpb.Value{v, structpb.NewNullValue()}})
		} else {
			v = structpb.NewStructValue(&structpb.Struct{Fields: map[string]*structpb.Value{"k": v}})
		}
	}
	return v
}

// WellKnownSamples are hand-picked WellKnown messages: every well-known
// type singular, repeated, as a map value and in the oneof, at the edges
// of its JSON form (ranges, signs, special floats, escapes, key order,
// nesting, Any of every kind of message) and of the other formats (empty
// and zero values, nil elements, strings XML cannot carry, invalid UTF-8).
func WellKnownSamples() map[string]*plugintestv1.WellKnown {
	shared := &plugintestv1.Shared{Shade: plugintestv1.Shade_SHADE_DARK, Note: "n"}
	every := &plugintestv1.WellKnown{
		Name: "every", Ts: &timestamppb.Timestamp{Seconds: 1_764_000_000, Nanos: 123_000_000},
		Dur: &durationpb.Duration{Seconds: -3, Nanos: -500}, WBool: wrapperspb.Bool(true), WI32: wrapperspb.Int32(-7),
		WI64: wrapperspb.Int64(math.MinInt64), WU32: wrapperspb.UInt32(math.MaxUint32), WU64: wrapperspb.UInt64(math.MaxUint64),
		WFl: wrapperspb.Float(0.1), WDb: wrapperspb.Double(1e21), WStr: wrapperspb.String("é \"q\" <&>"), WBytes: wrapperspb.Bytes([]byte{0, 255}),
		St:  mustStruct(map[string]any{"b": 1.5, "a": "x", "": nil, "nested": map[string]any{"l": []any{true, "y", 2.0}}}),
		Val: structpb.NewNumberValue(-2.5), Lv: mustList("a", 1.0, nil, false, map[string]any{}, []any{}),
		Mask: &fieldmaskpb.FieldMask{Paths: []string{"a", "foo_bar.baz_qux"}}, Empty: &emptypb.Empty{}, Any: mustAny(shared),
		NullValue: structpb.NullValue_NULL_VALUE,
	}
	zero := &plugintestv1.WellKnown{
		Ts: &timestamppb.Timestamp{}, Dur: &durationpb.Duration{}, WBool: &wrapperspb.BoolValue{}, WI32: &wrapperspb.Int32Value{},
		WI64: &wrapperspb.Int64Value{}, WU32: &wrapperspb.UInt32Value{}, WU64: &wrapperspb.UInt64Value{}, WFl: &wrapperspb.FloatValue{},
		WDb: &wrapperspb.DoubleValue{}, WStr: &wrapperspb.StringValue{}, WBytes: &wrapperspb.BytesValue{Value: []byte{}},
		St: &structpb.Struct{}, Val: structpb.NewNullValue(), Lv: &structpb.ListValue{}, Mask: &fieldmaskpb.FieldMask{},
		Empty: &emptypb.Empty{}, Any: &anypb.Any{},
	}
	out := map[string]*plugintestv1.WellKnown{
		"every":      every,
		"zero":       zero,
		"empty":      {},
		"nested":     {Child: every, Children: []*plugintestv1.WellKnown{zero, nil, {Name: "c"}}},
		"negative_0": {WFl: wrapperspb.Float(float32(negZero)), WDb: wrapperspb.Double(negZero), Val: structpb.NewNumberValue(negZero)},
		"specials": {WFl: wrapperspb.Float(float32(math.Inf(-1))), WDb: wrapperspb.Double(math.NaN()),
			RDb: []*wrapperspb.DoubleValue{wrapperspb.Double(math.Inf(1)), wrapperspb.Double(5e-324), wrapperspb.Double(1e-7)},
			RFl: []*wrapperspb.FloatValue{wrapperspb.Float(float32(math.NaN())), wrapperspb.Float(math.MaxFloat32), wrapperspb.Float(1e-45)}},
		"timestamp_bounds": {Ts: &timestamppb.Timestamp{Seconds: -62135596800}, RTs: []*timestamppb.Timestamp{
			{Seconds: 253402300799, Nanos: 999_999_999}, {Seconds: -1, Nanos: 1}, {Nanos: 1_000}, {Nanos: 1_000_000}, {Seconds: 951782400}, nil}},
		"timestamp_early":     {Ts: &timestamppb.Timestamp{Seconds: -62135596801}},
		"timestamp_late":      {RTs: []*timestamppb.Timestamp{{Seconds: 253402300800}}},
		"timestamp_bad_nanos": {MTs: map[string]*timestamppb.Timestamp{"a": {Nanos: -1}}},
		"duration_bounds": {Dur: &durationpb.Duration{Seconds: 315576000000, Nanos: 999_999_999},
			RDur: []*durationpb.Duration{{Seconds: -315576000000, Nanos: -999_999_999}, {Nanos: -1}, {Seconds: 1, Nanos: 10}, {}, nil},
			MDur: map[int32]*durationpb.Duration{-1: {Seconds: -1}, 7: {Nanos: 999_000_000}, 0: nil}},
		"duration_signs":    {Dur: &durationpb.Duration{Seconds: 1, Nanos: -1}},
		"duration_too_long": {Kind: &plugintestv1.WellKnown_ODur{ODur: &durationpb.Duration{Seconds: 315576000001}}},
		"struct_keys": {St: &structpb.Struct{Fields: map[string]*structpb.Value{
			"b": structpb.NewBoolValue(false), "a": structpb.NewNumberValue(0), "B": structpb.NewNullValue(), "é": structpb.NewStringValue(""),
			"aa": structpb.NewStringValue("\t\n"), "\"\\/": structpb.NewNumberValue(1e-7), "<&>": structpb.NewNumberValue(123456789.125),
			"\u2028": structpb.NewStringValue("\u2029"), "": structpb.NewStructValue(nil), "nil_list": structpb.NewListValue(nil),
		}}},
		"struct_deep":          {Val: DeepValue(20), MVal: map[string]*structpb.Value{"deep": DeepValue(9)}},
		"struct_too_deep":      {Val: DeepValue(60)},
		"value_every_kind":     {RVal: []*structpb.Value{structpb.NewNullValue(), structpb.NewBoolValue(true), structpb.NewNumberValue(1e300), structpb.NewStringValue("NaN"), structpb.NewStructValue(&structpb.Struct{}), structpb.NewListValue(&structpb.ListValue{})}},
		"value_nan":            {Val: structpb.NewNumberValue(math.NaN())},
		"value_infinite":       {RVal: []*structpb.Value{structpb.NewNumberValue(math.Inf(-1))}},
		"value_empty":          {Val: &structpb.Value{}},
		"value_nil_in_list":    {Lv: &structpb.ListValue{Values: []*structpb.Value{nil}}},
		"value_nil_in_struct":  {St: &structpb.Struct{Fields: map[string]*structpb.Value{"k": nil}}},
		"value_nil_element":    {RVal: []*structpb.Value{nil}},
		"value_null_number":    {Val: &structpb.Value{Kind: &structpb.Value_NullValue{NullValue: 3}}},
		"value_typed_nil_kind": {Val: &structpb.Value{Kind: (*structpb.Value_StringValue)(nil)}},
		"list_every_kind":      {RLv: []*structpb.ListValue{mustList(), mustList(nil, nil), nil}, MLv: map[int64]*structpb.ListValue{-9: mustList([]any{[]any{}}), 3: nil}},
		"field_masks": {RMask: []*fieldmaskpb.FieldMask{{}, {Paths: []string{"a.b.c", "x_y_z", "a1.b2_c"}}, nil},
			MMask: map[string]*fieldmaskpb.FieldMask{"k": {Paths: []string{"one"}}}},
		"field_mask_camel":       {Mask: &fieldmaskpb.FieldMask{Paths: []string{"fooBar"}}},
		"field_mask_underscores": {Mask: &fieldmaskpb.FieldMask{Paths: []string{"a__b"}}},
		"field_mask_digit":       {Mask: &fieldmaskpb.FieldMask{Paths: []string{"a_1"}}},
		"field_mask_empty_path":  {Mask: &fieldmaskpb.FieldMask{Paths: []string{""}}},
		"field_mask_bad_name":    {Mask: &fieldmaskpb.FieldMask{Paths: []string{"a..b"}}},
		"any_every_kind": {RAny: []*anypb.Any{
			mustAny(shared), mustAny(every), mustAny(&timestamppb.Timestamp{Seconds: 1}), mustAny(&durationpb.Duration{Nanos: 5}),
			mustAny(mustStruct(map[string]any{"k": []any{1.0}})), mustAny(structpb.NewNullValue()), mustAny(mustList("x")),
			mustAny(&emptypb.Empty{}), mustAny(mustAny(wrapperspb.Int64(-1))), mustAny(wrapperspb.String("s")), mustAny(wrapperspb.Bytes(nil)),
			mustAny(&fieldmaskpb.FieldMask{Paths: []string{"a_b"}}), mustAny(&sourcecontextpb.SourceContext{FileName: "f.proto"}),
			mustAny(&plugintestv1.NoFields{}), mustAny(&plugintestv1.WellKnown{}), {}, nil,
		}, MAny: map[string]*anypb.Any{"a": mustAny(&plugintestv1.Kinds{I32: 1, Ts: &timestamppb.Timestamp{Seconds: 2}}), "n": nil}},
		"any_unknown_type":   {Any: &anypb.Any{TypeUrl: "type.googleapis.com/nope.Nope"}},
		"any_no_type":        {Any: &anypb.Any{Value: []byte{8, 1}}},
		"any_bad_value":      {Any: &anypb.Any{TypeUrl: "type.googleapis.com/polywire.plugintest.v1.Shared", Value: []byte{0xff}}},
		"any_value_nan":      {Any: mustAny(structpb.NewNumberValue(math.NaN()))},
		"any_custom_prefix":  {Any: &anypb.Any{TypeUrl: "example.com/x/polywire.plugintest.v1.Shared", Value: []byte{16, 1}}},
		"any_type_url_only":  {Any: &anypb.Any{TypeUrl: "type.googleapis.com/google.protobuf.Empty"}},
		"maps_nil_values":    {MTs: map[string]*timestamppb.Timestamp{"nil": nil}, MSt: map[string]*structpb.Struct{"": nil}, MEmpty: map[string]*emptypb.Empty{"e": nil}},
		"maps":               {MBool: map[bool]*wrapperspb.BoolValue{true: wrapperspb.Bool(false), false: wrapperspb.Bool(true)}, MI64: map[string]*wrapperspb.Int64Value{"x": wrapperspb.Int64(1 << 53)}, MDb: map[uint64]*wrapperspb.DoubleValue{math.MaxUint64: wrapperspb.Double(0.5)}, MStr: map[string]*wrapperspb.StringValue{"s": wrapperspb.String("")}, MBytes: map[string]*wrapperspb.BytesValue{"b": wrapperspb.Bytes([]byte("x"))}},
		"repeated_zeros":     {RBool: []*wrapperspb.BoolValue{{}, nil}, RI32: []*wrapperspb.Int32Value{{}}, RI64: []*wrapperspb.Int64Value{{}}, RU32: []*wrapperspb.UInt32Value{{}}, RU64: []*wrapperspb.UInt64Value{{}}, RStr: []*wrapperspb.StringValue{{}}, RBytes: []*wrapperspb.BytesValue{{}}, RSt: []*structpb.Struct{{}, nil}, REmpty: []*emptypb.Empty{{}, nil}},
		"oneof_null":         {Kind: &plugintestv1.WellKnown_ONull{}},
		"oneof_zero_wrapper": {Kind: &plugintestv1.WellKnown_OI32{OI32: &wrapperspb.Int32Value{}}},
		"oneof_nil_message":  {Kind: &plugintestv1.WellKnown_OTs{}},
		"oneof_nil_struct":   {Kind: &plugintestv1.WellKnown_OSt{}},
		"oneof_nil_wrapper":  {Kind: (*plugintestv1.WellKnown_OStr)(nil)},
		"oneof_value_null":   {Kind: &plugintestv1.WellKnown_OVal{OVal: structpb.NewNullValue()}},
		"oneof_any":          {Kind: &plugintestv1.WellKnown_OAny{OAny: mustAny(&durationpb.Duration{Seconds: 1})}},
		"oneof_mask":         {Kind: &plugintestv1.WellKnown_OMask{OMask: &fieldmaskpb.FieldMask{Paths: []string{"a"}}}},
		"oneof_bytes":        {Kind: &plugintestv1.WellKnown_OBytes{OBytes: wrapperspb.Bytes([]byte{1})}},
		"oneof_float":        {Kind: &plugintestv1.WellKnown_OFl{OFl: wrapperspb.Float(float32(math.Inf(1)))}},
		"oneof_u64":          {Kind: &plugintestv1.WellKnown_OU64{OU64: wrapperspb.UInt64(1 << 63)}},
		"oneof_list":         {Kind: &plugintestv1.WellKnown_OLv{OLv: mustList(1.0)}},
		"oneof_empty":        {Kind: &plugintestv1.WellKnown_OEmpty{OEmpty: &emptypb.Empty{}}},
		"invalid_utf8_key":   {St: &structpb.Struct{Fields: map[string]*structpb.Value{"\xff": structpb.NewNullValue()}}},
		"invalid_utf8_value": {Lv: &structpb.ListValue{Values: []*structpb.Value{structpb.NewStringValue("a\xc3")}}},
		"invalid_utf8_wrap":  {RStr: []*wrapperspb.StringValue{wrapperspb.String("\xed\xa0\x80")}},
		"invalid_utf8_mask":  {Mask: &fieldmaskpb.FieldMask{Paths: []string{"\xff"}}},
		"invalid_utf8_url":   {Any: &anypb.Any{TypeUrl: "\xff"}},
		"xml_control_char":   {St: &structpb.Struct{Fields: map[string]*structpb.Value{"k": structpb.NewStringValue("\x01")}}},
		"xml_control_key":    {MVal: map[string]*structpb.Value{"\x02": structpb.NewNullValue()}},
		"long_strings":       {WStr: wrapperspb.String(strings.Repeat("é", 40000)), WBytes: wrapperspb.Bytes(make([]byte, 70000))},
	}
	return out
}

// WellKnownRand returns the random message source for WellKnown messages:
// edgemsg's, whose Any fields hold, in turn, a message with generated
// methods, a WellKnown, the well-known types with JSON forms of their own,
// Empty and a message without generated methods.
func WellKnownRand(seed uint64) *edgemsg.Rand {
	z := edgemsg.New(seed)
	z.Any = func(z *edgemsg.Rand) proto.Message {
		switch z.R.IntN(8) {
		case 0:
			return &plugintestv1.Shared{Shade: plugintestv1.Shade(z.R.IntN(3)), Note: strings.ToValidUTF8(z.String(), "?")}
		case 1:
			m := new(plugintestv1.WellKnown)
			m.Name = strings.ToValidUTF8(z.String(), "?")
			m.Ts = &timestamppb.Timestamp{Seconds: z.R.Int64N(1 << 34), Nanos: z.R.Int32N(1e9)}
			return m
		case 2:
			return &timestamppb.Timestamp{Seconds: z.R.Int64N(1 << 35), Nanos: z.R.Int32N(1e9)}
		case 3:
			return mustStruct(map[string]any{"k": z.R.Float64(), "s": strings.ToValidUTF8(z.String(), "?")})
		case 4:
			return &emptypb.Empty{}
		case 5:
			return &sourcecontextpb.SourceContext{FileName: strings.ToValidUTF8(z.String(), "?")}
		case 6:
			return mustAny(wrapperspb.UInt32(z.R.Uint32()))
		}
		return wrapperspb.String(strings.ToValidUTF8(z.String(), "?"))
	}
	return z
}

// WellKnownList is the payload of the plugins' BenchmarkWellKnown: n
// products, each a WellKnown holding a name, a Timestamp, a Duration, an
// Int64Value, a StringValue, Empty, a Struct of attributes (a string, a
// number, a list), a FieldMask and an Any holding a Shared.
func WellKnownList(n int) *plugintestv1.WellKnown {
	list := &plugintestv1.WellKnown{Name: "products"}
	for i := range n {
		list.Children = append(list.Children, &plugintestv1.WellKnown{
			Name: "product " + strconv.Itoa(i),
			Ts:   &timestamppb.Timestamp{Seconds: 1_764_000_000 + int64(i), Nanos: int32(i%1000) * 1_000_000},
			Dur:  &durationpb.Duration{Seconds: int64(i % 90), Nanos: 500_000_000}, WI64: wrapperspb.Int64(int64(i)),
			WStr: wrapperspb.String("sku-" + strconv.Itoa(i)), Empty: &emptypb.Empty{},
			St: &structpb.Struct{Fields: map[string]*structpb.Value{
				"color": structpb.NewStringValue("red"), "weight": structpb.NewNumberValue(float64(i) / 4),
				"tags": structpb.NewListValue(&structpb.ListValue{Values: []*structpb.Value{structpb.NewStringValue("new"), structpb.NewBoolValue(i%2 == 0)}}),
			}},
			Mask: &fieldmaskpb.FieldMask{Paths: []string{"name", "st.color"}},
			Any:  mustAny(&plugintestv1.Shared{Shade: plugintestv1.Shade(i % 3), Note: "note " + strconv.Itoa(i)}),
		})
	}
	return list
}
