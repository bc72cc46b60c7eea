package main

import (
	"bytes"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/structpb"
	"google.golang.org/protobuf/types/known/timestamppb"
	"google.golang.org/protobuf/types/known/wrapperspb"

	"github.com/polywire/polywire/cmd/internal/plugintest"
	plugintestv1 "github.com/polywire/polywire/cmd/internal/plugintest/testdata/gen/polywire/plugintest/v1"
	"github.com/polywire/polywire/codec/jsoncodec"
)

// The well-known types are the runtime's own code (fastjson's wkt.go),
// held here to protojson: every one singular, repeated, as a map value and
// in a oneof (plugintest's WellKnown message), encoded and decoded.

// TestWellKnownSamples: plugintest's hand-picked edges encode to
// protojson's bytes or fail where it fails, and read back as protojson
// reads them.
func TestWellKnownSamples(t *testing.T) {
	t.Parallel()
	for name, m := range plugintest.WellKnownSamples() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			checkRoundTrip(t, m)
		})
	}
}

// TestWellKnownRandom: seeded random WellKnown messages (Any holding
// messages of every kind), a tenth with invalid UTF-8, and seeded
// mutations of their encodings, which protojson and the fast path must
// accept and refuse alike.
func TestWellKnownRandom(t *testing.T) {
	t.Parallel()
	n := 300
	if testing.Short() {
		n = 30 // make check's loop: each message holds every well-known type
	}
	z := plugintest.WellKnownRand(27)
	r := rand.New(rand.NewPCG(27, 6))
	typ := new(plugintestv1.WellKnown).ProtoReflect().Type()
	accepted := 0
	for i := range n {
		z.InvalidUTF8 = i%10 == 0
		m := typ.New()
		z.Fill(m, 3)
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			b := checkEncode(t, m.Interface())
			if b == nil {
				return
			}
			if _, err := checkDecode(t, typ, b); err != nil {
				t.Fatalf("protojson does not read its own output: %v", err)
			}
			for range 10 {
				if _, err := checkDecode(t, typ, mutateJSON(r, b)); err == nil {
					accepted++
				}
			}
		})
		if t.Failed() {
			return
		}
	}
	if accepted < n/2 {
		t.Errorf("only %d mutated inputs decoded: the mutations test little beyond errors", accepted)
	}
}

// jsonPieces are what mutateJSON inserts: tokens, and pieces of the
// well-known types' forms.
var jsonPieces = []string{
	" ", ",", ":", "{", "}", "[", "]", `"`, `\`, "null", "true", "0", "-", "1e", ".5", "NaN", `"@type"`, `"value"`,
	`"@type":"type.googleapis.com/google.protobuf.Empty",`, `"a":`, "Z", "+01:00", "s", ".", "_", "A", `\u0041`, "\xff", "é",
}

// mutateJSON returns a copy of b with one seeded change.
func mutateJSON(r *rand.Rand, b []byte) []byte {
	out := bytes.Clone(b)
	i := r.IntN(len(out) + 1)
	switch r.IntN(4) {
	case 0:
		if i < len(out) {
			return append(out[:i], out[i+1:]...)
		}
	case 1:
		j := min(len(b), i+r.IntN(40))
		return append(out[:j], append(bytes.Clone(b[i:j]), b[j:]...)...)
	case 2:
		return out[:i]
	}
	p := jsonPieces[r.IntN(len(jsonPieces))]
	return append(out[:i], append([]byte(p), b[i:]...)...)
}

// wellKnownDecodeCases are hand-written inputs for the well-known types'
// JSON forms, each decoded by protojson and the fast path (checkDecode),
// which must agree; protojson must do what the case says.
var wellKnownDecodeCases = []struct {
	name string
	in   string
	want outcome
}{
	// Timestamp: RFC 3339, any offset, at most nine fractional digits.
	{"timestamp_canonical", `{"ts":"2024-02-29T12:34:56.789Z","rTs":["0001-01-01T00:00:00Z","9999-12-31T23:59:59.999999999Z"]}`, accept},
	{"timestamp_offset", `{"ts":"2024-02-29T12:34:56+01:30","rTs":["2024-01-01T00:00:00.5-00:00"]}`, accept},
	{"timestamp_lower_case", `{"ts":"2024-02-29t12:34:56z"}`, agree},
	{"timestamp_ten_digits", `{"ts":"2024-02-29T12:34:56.1234567890Z"}`, refuse},
	{"timestamp_ten_digits_offset", `{"ts":"2024-02-29T12:34:56.1234567890+01:00"}`, refuse},
	{"timestamp_no_digits", `{"ts":"2024-02-29T12:34:56.Z"}`, agree},
	{"timestamp_comma", `{"ts":"2024-02-29T12:34:56,5Z"}`, agree},
	{"timestamp_no_zone", `{"ts":"2024-02-29T12:34:56"}`, refuse},
	{"timestamp_not_leap", `{"ts":"2023-02-29T00:00:00Z"}`, refuse},
	{"timestamp_hour_24", `{"ts":"2024-01-01T24:00:00Z"}`, refuse},
	{"timestamp_leap_second", `{"ts":"2016-12-31T23:59:60Z"}`, refuse},
	{"timestamp_year_0", `{"ts":"0000-12-31T23:59:59Z"}`, refuse},
	{"timestamp_before_range_by_offset", `{"ts":"0001-01-01T00:00:00+00:01"}`, refuse},
	{"timestamp_after_range_by_offset", `{"ts":"9999-12-31T23:59:59-00:01"}`, refuse},
	{"timestamp_escaped", `{"ts":"2024\u002d01-01T00:00:00Z"}`, accept},
	{"timestamp_number", `{"ts":0}`, refuse},
	{"timestamp_spaces", `{"ts":" 2024-01-01T00:00:00Z"}`, refuse},
	{"timestamp_short_year", `{"ts":"24-01-01T00:00:00Z"}`, refuse},
	{"timestamp_null_in_map", `{"mTs":{"a":null}}`, refuse},
	// Duration: "[+-]seconds[.fraction]s".
	{"duration_forms", `{"dur":"+1.5s","rDur":["-0.000000001s","1.s",".5s","-.5s","0s","315576000000.999999999s","-315576000000s"]}`, accept},
	{"duration_bare_dot", `{"dur":".s"}`, accept},
	{"duration_ten_digits", `{"dur":"0.1234567890s"}`, refuse},
	{"duration_leading_zero", `{"dur":"01s"}`, refuse},
	{"duration_no_unit", `{"dur":"1"}`, refuse},
	{"duration_only_unit", `{"dur":"s"}`, refuse},
	{"duration_sign_only", `{"dur":"-s"}`, refuse},
	{"duration_too_long", `{"dur":"315576000001s"}`, refuse},
	{"duration_overflow", `{"dur":"99999999999999999999s"}`, refuse},
	{"duration_exponent", `{"dur":"1e3s"}`, refuse},
	{"duration_space", `{"dur":"1 s"}`, refuse},
	{"duration_number", `{"dur":1}`, refuse},
	// Wrappers: the bare value, with the field kind's forms.
	{"wrappers", `{"wBool":false,"wI32":"-1","wI64":1e3,"wU32":"7","wU64":"18446744073709551615","wFl":"Infinity","wDb":-0,"wStr":"","wBytes":"AQ"}`, accept},
	{"wrapper_null_is_unset", `{"wI32":null,"wStr":null,"wBytes":null,"oStr":null,"oI32":1}`, accept},
	{"wrapper_wrong_kind", `{"wBool":"true"}`, refuse},
	{"wrapper_object", `{"wI32":{"value":1}}`, refuse},
	{"wrapper_null_element", `{"rI64":[null]}`, refuse},
	{"wrapper_null_map_value", `{"mStr":{"a":null}}`, refuse},
	{"wrapper_out_of_range", `{"wI32":2147483648}`, refuse},
	// Empty.
	{"empty", `{"empty":{},"rEmpty":[{},{ }],"mEmpty":{"a":{}}}`, accept},
	{"empty_member", `{"empty":{"a":1}}`, refuse},
	{"empty_array", `{"empty":[]}`, refuse},
	// Struct, Value, ListValue.
	{"struct", `{"st":{"a":1,"b":"x","c":null,"d":true,"e":{"f":[]},"\u00e9":[[]]}}`, accept},
	{"struct_duplicate_key", `{"st":{"a":1,"a":2}}`, refuse},
	{"struct_duplicate_escaped_key", `{"st":{"a":1,"\u0061":2}}`, refuse},
	{"struct_trailing_comma", `{"st":{"a":1,}}`, refuse},
	{"struct_not_object", `{"st":"a"}`, refuse},
	{"value_every_kind", `{"val":null,"rVal":[null,true,false,0,-0,1.5e300,"NaN","",{},[]],"mVal":{"a":{"b":[{"c":null}]}}}`, accept},
	{"value_overflow", `{"val":1e400}`, refuse},
	{"value_leading_zero", `{"val":01}`, refuse},
	{"value_plus", `{"val":+1}`, refuse},
	{"value_bare_word", `{"val":nul}`, refuse},
	{"value_word_suffix", `{"val":nullx}`, refuse},
	{"value_oneof_null_then_other", `{"oVal":null,"oStr":"a"}`, refuse},
	{"value_oneof_null", `{"oVal":null}`, accept},
	{"value_nested_trailing_comma", `{"val":{"a":[1,]}}`, refuse},
	{"list_value", `{"lv":[1,"a",null,[],{}],"rLv":[[],[[]]],"mLv":{"-1":[true]}}`, accept},
	{"list_value_object", `{"lv":{}}`, refuse},
	{"list_value_null_element", `{"lv":[null]}`, accept},
	{"list_value_missing_comma", `{"lv":[1 2]}`, refuse},
	// FieldMask: comma-separated lowerCamelCase paths.
	{"field_mask", `{"mask":"a,fooBar.bazQux,a1.b2C","rMask":["",  " a ", "x"],"oMask":"a.b"}`, accept},
	{"field_mask_spaces", `{"mask":"a, b"}`, refuse},
	{"field_mask_unicode_space", `{"mask":"\u00a0a\u2003"}`, accept},
	{"field_mask_underscore", `{"mask":"foo_bar"}`, refuse},
	{"field_mask_empty_path", `{"mask":"a,,b"}`, refuse},
	{"field_mask_leading_upper", `{"mask":"Foo"}`, accept}, // "_foo"
	{"field_mask_digit_start", `{"mask":"1a"}`, refuse},
	{"field_mask_dots", `{"mask":"a..b"}`, refuse},
	{"field_mask_number", `{"mask":1}`, refuse},
	{"field_mask_non_ascii", `{"mask":"é"}`, refuse},
	// Any: "@type" resolved in the global registry.
	{"any_message", `{"any":{"@type":"type.googleapis.com/polywire.plugintest.v1.Shared","note":"n","shade":1}}`, accept},
	{"any_message_no_fields", `{"any":{"@type":"type.googleapis.com/polywire.plugintest.v1.Shared"}}`, accept},
	{"any_message_proto_names", `{"any":{"@type":"type.googleapis.com/polywire.plugintest.v1.WellKnown","w_i32":5,"r_ts":["1970-01-01T00:00:00Z"]}}`, accept},
	{"any_type_last", `{"any":{"note":"n","@type":"type.googleapis.com/polywire.plugintest.v1.Shared"}}`, accept},
	{"any_type_middle", `{"any":{"note":"n","@type":"type.googleapis.com/polywire.plugintest.v1.Shared","shade":2}}`, accept},
	{"any_type_escaped", `{"any":{"\u0040type":"type.googleapis.com/polywire.plugintest.v1.Shared"}}`, accept},
	{"any_type_twice", `{"any":{"@type":"type.googleapis.com/polywire.plugintest.v1.Shared","@type":"type.googleapis.com/polywire.plugintest.v1.Shared"}}`, refuse},
	{"any_type_twice_wkt", `{"any":{"@type":"type.googleapis.com/google.protobuf.Duration","value":"1s","@type":"x"}}`, refuse},
	{"any_type_empty", `{"any":{"@type":""}}`, refuse},
	{"any_type_number", `{"any":{"@type":1}}`, refuse},
	{"any_type_missing", `{"any":{"note":"n"}}`, refuse},
	{"any_empty", `{"any":{},"rAny":[{}],"mAny":{"a":{ }}}`, accept},
	{"any_unknown_type", `{"any":{"@type":"type.googleapis.com/nope.Nope"}}`, refuse},
	{"any_unknown_field", `{"any":{"@type":"type.googleapis.com/polywire.plugintest.v1.Shared","nope":1}}`, refuse},
	{"any_trailing_comma", `{"any":{"@type":"type.googleapis.com/polywire.plugintest.v1.Shared",}}`, refuse},
	{"any_trailing_comma_fields", `{"any":{"@type":"type.googleapis.com/polywire.plugintest.v1.Shared","note":"n",}}`, refuse},
	{"any_missing_comma", `{"any":{"@type":"type.googleapis.com/polywire.plugintest.v1.Shared" "note":"n"}}`, refuse},
	{"any_not_object", `{"any":"x"}`, refuse},
	{"any_wkt_value", `{"any":{"@type":"type.googleapis.com/google.protobuf.Timestamp","value":"1970-01-01T00:00:00Z"},"rAny":[{"@type":"type.googleapis.com/google.protobuf.Struct","value":{"a":[1]}},{"@type":"type.googleapis.com/google.protobuf.Value","value":null},{"@type":"type.googleapis.com/google.protobuf.FieldMask","value":"aB"}]}`, accept},
	{"any_wkt_value_first", `{"any":{"value":"1s","@type":"type.googleapis.com/google.protobuf.Duration"}}`, accept},
	{"any_wkt_missing_value", `{"any":{"@type":"type.googleapis.com/google.protobuf.Duration"}}`, refuse},
	{"any_wkt_value_twice", `{"any":{"@type":"type.googleapis.com/google.protobuf.Duration","value":"1s","value":"2s"}}`, refuse},
	{"any_wkt_other_member", `{"any":{"@type":"type.googleapis.com/google.protobuf.Duration","value":"1s","x":1}}`, refuse},
	{"any_wkt_bad_value", `{"any":{"@type":"type.googleapis.com/google.protobuf.Duration","value":"1"}}`, refuse},
	{"any_empty_without_value", `{"any":{"@type":"type.googleapis.com/google.protobuf.Empty"}}`, accept},
	{"any_empty_with_value", `{"any":{"@type":"type.googleapis.com/google.protobuf.Empty","value":{}}}`, accept},
	{"any_empty_with_member", `{"any":{"@type":"type.googleapis.com/google.protobuf.Empty","a":1}}`, refuse},
	{"any_in_any", `{"any":{"@type":"type.googleapis.com/google.protobuf.Any","value":{"@type":"type.googleapis.com/google.protobuf.Int64Value","value":"-1"}}}`, accept},
	{"any_in_any_empty", `{"any":{"@type":"type.googleapis.com/google.protobuf.Any","value":{}}}`, accept},
	{"any_without_fast_methods", `{"any":{"@type":"type.googleapis.com/google.protobuf.SourceContext","fileName":"f"}}`, accept},
	{"any_without_fast_methods_bad", `{"any":{"@type":"type.googleapis.com/google.protobuf.SourceContext","fileName":1}}`, refuse},
	{"any_nested_generated", `{"oAny":{"@type":"type.googleapis.com/polywire.plugintest.v1.WellKnown","any":{"@type":"type.googleapis.com/polywire.plugintest.v1.WellKnown","st":{"a":null}}}}`, accept},
	{"any_custom_prefix", `{"any":{"@type":"example.com/polywire.plugintest.v1.Shared","note":"x"}}`, accept},
	{"any_null_member", `{"any":{"@type":"type.googleapis.com/polywire.plugintest.v1.Shared","note":null}}`, accept},
	// Oneofs of well-known types.
	{"oneof_two_members", `{"oTs":"1970-01-01T00:00:00Z","oDur":"1s"}`, refuse},
	{"oneof_null_then_member", `{"oTs":null,"oDur":"1s"}`, accept},
	{"oneof_null_enum", `{"oNull":null}`, accept},
	{"oneof_null_enum_then_member", `{"oNull":null,"oStr":"s"}`, refuse},
	// Nesting: a level for each message and each Value in a Struct or
	// ListValue, none for the Struct or ListValue a Value holds.
	{"depth_values_near_limit", `{"val":` + strings.Repeat("[", 9997) + strings.Repeat("]", 9997) + `}`, agree},
	{"depth_values_at_limit", `{"val":` + strings.Repeat("[", 9998) + strings.Repeat("]", 9998) + `}`, agree},
	{"depth_values_over_limit", `{"val":` + strings.Repeat("[", 9999) + strings.Repeat("]", 9999) + `}`, agree},
	{"depth_struct_at_limit", `{"st":` + strings.Repeat(`{"a":`, 9998) + "1" + strings.Repeat("}", 9998) + `}`, agree},
	{"depth_struct_over_limit", `{"st":` + strings.Repeat(`{"a":`, 9999) + "1" + strings.Repeat("}", 9999) + `}`, agree},
	{"depth_any_scan", `{"any":{"@type":"type.googleapis.com/polywire.plugintest.v1.WellKnown","val":` + strings.Repeat("[", 9997) + strings.Repeat("]", 9997) + `}}`, agree},
	{"depth_any_scan_over", `{"any":{"@type":"type.googleapis.com/polywire.plugintest.v1.WellKnown","val":` + strings.Repeat("[", 9998) + strings.Repeat("]", 9998) + `}}`, agree},
	{"depth_any_value_scan", `{"any":{"@type":"type.googleapis.com/google.protobuf.ListValue","value":` + strings.Repeat("[", 9998) + strings.Repeat("]", 9998) + `}}`, agree},
	{"depth_any_value_scan_over", `{"any":{"@type":"type.googleapis.com/google.protobuf.ListValue","value":` + strings.Repeat("[", 9999) + strings.Repeat("]", 9999) + `}}`, agree},
}

func TestWellKnownDecodeCases(t *testing.T) {
	t.Parallel()
	typ := new(plugintestv1.WellKnown).ProtoReflect().Type()
	for _, c := range wellKnownDecodeCases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			_, err := checkDecode(t, typ, []byte(c.in))
			switch {
			case c.want == accept && err != nil:
				t.Fatalf("protojson refuses it: %v", err)
			case c.want == refuse && err == nil:
				t.Fatal("protojson accepts it")
			}
		})
	}
}

// TestWellKnownStayFast: a message holding a Timestamp, a Struct, a
// StringValue and an Any is written and read by the generated code and the
// runtime, not protojson: decoding with alias, the strings of the Struct,
// the wrapper and the Any's type URL point into the input (protojson
// copies every string), and encoding does not allocate (protojson
// allocates for every value). (Not parallel: AllocsPerRun.)
func TestWellKnownStayFast(t *testing.T) {
	m := &plugintestv1.WellKnown{
		Ts:   &timestamppb.Timestamp{Seconds: 1_764_000_000, Nanos: 5_000_000},
		St:   &structpb.Struct{Fields: map[string]*structpb.Value{"k": structpb.NewStringValue("struct string")}},
		WStr: wrapperspb.String("wrapped string"),
		Any:  plugintest.WellKnownSamples()["every"].GetAny(),
	}
	in, err := m.AppendJSONFast(nil)
	if err != nil {
		t.Fatal(err)
	}
	inside := func(s string) bool {
		p := uintptr(unsafe.Pointer(unsafe.StringData(s)))
		start := uintptr(unsafe.Pointer(&in[0]))
		return p >= start && p < start+uintptr(len(in))
	}
	var got plugintestv1.WellKnown
	if err := got.UnmarshalJSONFast(in, true); err != nil {
		t.Fatal(err)
	}
	if !proto.Equal(&got, m) {
		t.Fatalf("decoded %v, want %v", &got, m)
	}
	if s := got.GetSt().GetFields()["k"].GetStringValue(); !inside(s) {
		t.Error("the Struct's string was copied: protojson decoded it")
	}
	if !inside(got.GetWStr().GetValue()) {
		t.Error("the StringValue was copied: protojson decoded it")
	}
	if !inside(got.GetAny().GetTypeUrl()) {
		t.Error("the Any's type URL was copied: protojson decoded it")
	}
	m.Any = nil // its message is unmarshaled to be written
	buf := make([]byte, 0, 2*len(in))
	if allocs := testing.AllocsPerRun(100, func() {
		if _, err := m.AppendJSONFast(buf[:0]); err != nil {
			t.Fatal(err)
		}
	}); allocs > 0 {
		t.Errorf("encoding allocates %v times: protojson wrote part of it", allocs)
	}
}

// BenchmarkWellKnown: 1,000 products, each holding a Timestamp, a
// Duration, two wrappers, Empty, a Struct, a FieldMask and an Any
// (plugintest.WellKnownList), written and read by the generated path
// (which handles the well-known types in its runtime) and by the reference
// path (protojson), in the same run; docs/BENCHMARKS.md has the numbers:
//
//	go test -run '^$' -bench WellKnown -benchmem ./cmd/protoc-gen-fastjson ./cmd/protoc-gen-fastxml ./cmd/protoc-gen-fastmsgpack
func BenchmarkWellKnown(b *testing.B) {
	list := plugintest.WellKnownList(1000)
	for _, c := range []struct {
		name  string
		codec jsoncodec.Codec
	}{{"fast", jsoncodec.Codec{}}, {"reference", jsoncodec.Codec{Reference: true}}} {
		enc, err := c.codec.Marshal(nil, list)
		if err != nil {
			b.Fatal(err)
		}
		b.Run("encode/"+c.name, func(b *testing.B) {
			b.SetBytes(int64(len(enc)))
			b.ReportAllocs()
			buf := make([]byte, 0, len(enc))
			for b.Loop() {
				if _, err := c.codec.Marshal(buf[:0], list); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("decode/"+c.name, func(b *testing.B) {
			b.SetBytes(int64(len(enc)))
			b.ReportAllocs()
			for b.Loop() {
				if err := c.codec.Unmarshal(enc, new(plugintestv1.WellKnown)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
