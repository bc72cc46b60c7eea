package msgpackcodec

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/vmihailenco/msgpack/v5"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/descriptorpb"
	"google.golang.org/protobuf/types/gofeaturespb"
	"google.golang.org/protobuf/types/known/structpb"
	"google.golang.org/protobuf/types/known/timestamppb"

	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/codec/codectest"
	"github.com/polywire/polywire/dataset"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/internal/samplemsg"
)

var _ codec.Codec = Codec{}

// backends are the production codec and the vmihailenco/msgpack one the
// measurement compared it with; every behavioural test runs on both, so
// the benchmark compares equal work.
var backends = []struct {
	name string
	c    codec.Codec
}{
	{"tinylib", Codec{}},
	{"vmihailenco", altCodec{}},
}

// bank and people are the benchmark payloads, built once.
var (
	bank   = sync.OnceValue(func() *bankv1.AccountList { return dataset.GenerateBank(dataset.DefaultSeed) })
	people = sync.OnceValue(func() *peoplev1.People { return dataset.GeneratePeople(dataset.PeopleCount) })
)

// extended is a proto2 message with presence, closed enums and an
// extension (the Go features of editions), found through the global
// registry as protojson finds it.
func extended() proto.Message {
	fs := &descriptorpb.FeatureSet{
		FieldPresence: descriptorpb.FeatureSet_EXPLICIT.Enum(),
		EnumType:      descriptorpb.FeatureSet_OPEN.Enum(),
	}
	proto.SetExtension(fs, gofeaturespb.E_Go, &gofeaturespb.GoFeatures{LegacyUnmarshalJsonEnum: proto.Bool(false)})
	return fs
}

// samples are the messages the round-trip, determinism and interop tests
// use: every samplemsg message, the built-in big payloads (people cut to 1,000),
// and the messages that exercise what polywire's schemas do not.
func samples(t testing.TB) map[string]proto.Message {
	out := map[string]proto.Message{}
	for name, m := range samplemsg.All() {
		out[name] = m
	}
	out["account_2"] = bank().Accounts[1]
	out["people_1000"] = &peoplev1.People{Person: people().Person[:1000]}
	out["kinds"] = kindsFromJSON(t, kindsSample)
	out["kinds_empty"] = newKinds(t)
	out["kinds_oneof_scalar_default"] = kindsFromJSON(t, `{"choiceNum": 0}`)
	out["proto2_extension"] = extended()
	out["empty"] = &bankv1.Transaction{}
	return out
}

func TestRoundTrip(t *testing.T) {
	t.Parallel()
	for name, m := range samples(t) {
		for _, be := range backends {
			t.Run(name+"/"+be.name, func(t *testing.T) {
				t.Parallel()
				b, err := be.c.Marshal(nil, m)
				if err != nil {
					t.Fatal(err)
				}
				got := m.ProtoReflect().New().Interface()
				if err := be.c.Unmarshal(b, got); err != nil {
					t.Fatal(err)
				}
				if !proto.Equal(got, m) {
					t.Fatalf("round trip changed the message:\n got %v\nwant %v", got, m)
				}
			})
		}
	}
}

// TestBackendsIdentical: both backends write the same bytes, including
// the 16- and 32-bit headers of long strings, binaries and arrays, so the
// benchmark compares the same output.
func TestBackendsIdentical(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("x", 70_000)
	ms := samples(t)
	ms["people_50000"] = people()
	ms["long_strings"] = &docsv1.Document{Name: long[:300], Owner: &docsv1.Owner{Uuid: long}}
	ms["long_bytes"] = kindsFromJSON(t, `{"data":"`+base64.StdEncoding.EncodeToString([]byte(long))+`","rData":["`+
		base64.StdEncoding.EncodeToString([]byte(long[:300]))+`"]}`)
	ms["array_32"] = &peoplev1.People{Person: make([]*peoplev1.Person, 70_000)}
	for i := range ms["array_32"].(*peoplev1.People).Person {
		ms["array_32"].(*peoplev1.People).Person[i] = &peoplev1.Person{}
	}
	for name, m := range ms {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			a, err := Codec{}.Marshal(nil, m)
			if err != nil {
				t.Fatal(err)
			}
			b, err := altCodec{}.Marshal(nil, m)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(a, b) {
				i := 0
				for i < min(len(a), len(b)) && a[i] == b[i] {
					i++
				}
				t.Fatalf("backends differ at byte %d of %d/%d", i, len(a), len(b))
			}
		})
	}
}

func TestDeterministic(t *testing.T) {
	t.Parallel()
	for name, m := range samples(t) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			first, err := Codec{}.Marshal(nil, m)
			if err != nil {
				t.Fatal(err)
			}
			// Go map iteration is random: map fields must still come out sorted.
			for range 20 {
				again, err := Codec{}.Marshal(nil, proto.Clone(m))
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(first, again) {
					t.Fatal("two encodings of the same message differ")
				}
			}
		})
	}
}

func TestMarshalAppends(t *testing.T) {
	t.Parallel()
	for _, be := range backends {
		t.Run(be.name, func(t *testing.T) {
			t.Parallel()
			b, err := be.c.Marshal([]byte("prefix"), &peoplev1.Address{Number: 1})
			if err != nil {
				t.Fatal(err)
			}
			if want := append([]byte("prefix"), 0x81, 0xa6, 'n', 'u', 'm', 'b', 'e', 'r', 0x01); !bytes.Equal(b, want) {
				t.Fatalf("got % x, want % x", b, want)
			}
		})
	}
}

// mp concatenates MessagePack fragments: single bytes (int, byte or
// ASCII rune), byte slices, and strings written as fixstr.
func mp(parts ...any) []byte {
	var b []byte
	for _, p := range parts {
		switch p := p.(type) {
		case int:
			b = append(b, byte(p))
		case rune:
			b = append(b, byte(p))
		case byte:
			b = append(b, p)
		case []byte:
			b = append(b, p...)
		case string:
			b = append(b, 0xa0|byte(len(p)))
			b = append(b, p...)
		default:
			panic(fmt.Sprintf("mp: %T", p))
		}
	}
	return b
}

// TestWireBytes pins hand-computed encodings.
func TestWireBytes(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		m    proto.Message
		want []byte
	}{
		{"people_address", &peoplev1.Address{Street: "S", Number: 5},
			mp(0x82, "street", "S", "number", 0x05)},
		{"bank_transaction", &bankv1.Transaction{Id: 1, TransactionType: bankv1.Transaction_Debit, Amount: 1.5},
			mp(0x83, "id", 0x01, "transactionType", "Debit", "amount", 0xcb, []byte{0x3f, 0xf8, 0, 0, 0, 0, 0, 0})},
		{"credit_is_omitted", &bankv1.Transaction{TransactionType: bankv1.Transaction_Credit}, mp(0x80)},
		{"int32_200_is_uint8", &docsv1.Goods{Amount: 200}, mp(0x81, "amount", 0xcc, 200)},
		{"int32_minus_33_is_int8", &docsv1.Goods{Amount: -33}, mp(0x81, "amount", 0xd0, 0xdf)},
		{"int32_minus_32_is_fixint", &docsv1.Goods{Amount: -32}, mp(0x81, "amount", 0xe0)},
		{"int32_32768_is_uint16", &docsv1.Goods{Amount: 32768}, mp(0x81, "amount", 0xcd, 0x80, 0x00)},
		{"int64_time", &docsv1.Department{Time: 123123123}, mp(0x81, "time", 0xce, []byte{0x07, 0x56, 0xb5, 0xb3})},
		{"uint64_max", &bankv1.Account{Id: math.MaxUint64},
			mp(0x81, "id", 0xcf, []byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff})},
		{"nested_and_list", &peoplev1.Person{Name: "A", Address: []*peoplev1.Address{{}}, Mobile: []string{"1", "2"}},
			mp(0x83, "name", "A", "address", 0x91, 0x80, "mobile", 0x92, "1", "2")},
		{"str8_for_32_bytes", &docsv1.Owner{Uuid: strings.Repeat("u", 32)},
			mp(0x81, "uuid", 0xd9, 32, []byte(strings.Repeat("u", 32)))},
		{"float32", kindsFromJSON(t, `{"fl": 1.5}`), mp(0x81, "fl", 0xca, []byte{0x3f, 0xc0, 0, 0})},
		{"bytes_bin8", kindsFromJSON(t, `{"data": "AP8="}`), mp(0x81, "data", 0xc4, 2, 0x00, 0xff)},
		{"open_enum_number", kindsFromJSON(t, `{"color": 7}`), mp(0x81, "color", 0x07)},
		{"map_int_keys_sorted", kindsFromJSON(t, `{"byId": {"10": {}, "-5": {}, "3": {}}}`),
			mp(0x81, "byId", 0x83, "-5", 0x80, "3", 0x80, "10", 0x80)},
		{"oneof_default_is_written", kindsFromJSON(t, `{"choiceNum": 0}`), mp(0x81, "choiceNum", 0x00)},
		{"extension_key", extended(),
			mp(0x83, "fieldPresence", "EXPLICIT", "enumType", "OPEN", "[pb.go]",
				0x81, "legacyUnmarshalJsonEnum", 0xc2)},
	}
	for _, tt := range tests {
		for _, be := range backends {
			t.Run(tt.name+"/"+be.name, func(t *testing.T) {
				t.Parallel()
				got, err := be.c.Marshal(nil, tt.m)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(got, tt.want) {
					t.Fatalf("got  % x\nwant % x", got, tt.want)
				}
			})
		}
	}
}

// TestUnmarshalAccepts covers what decoding accepts beyond what Marshal
// writes: integers of any width that fits, integers for floats, float32
// for doubles, enum numbers, nil as the default, proto field names, and
// keys in any order.
func TestUnmarshalAccepts(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		in   []byte
		want proto.Message
	}{
		{"int64_width_for_int32", mp(0x81, "amount", 0xd3, []byte{0, 0, 0, 0, 0, 0, 0, 15}), &docsv1.Goods{Amount: 15}},
		{"uint64_width_for_int32", mp(0x81, "amount", 0xcf, []byte{0, 0, 0, 0, 0x7f, 0xff, 0xff, 0xff}), &docsv1.Goods{Amount: math.MaxInt32}},
		{"int8_for_uint64", mp(0x81, "id", 0xd0, 0x05), &bankv1.Account{Id: 5}},
		{"int_for_double", mp(0x81, "amount", 0xd0, 0xff), &bankv1.Transaction{Amount: -1}},
		{"uint64_for_double", mp(0x81, "amount", 0xcf, []byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}), &bankv1.Transaction{Amount: math.MaxUint64}},
		{"float32_for_double", mp(0x81, "amount", 0xca, []byte{0x3f, 0xc0, 0, 0}), &bankv1.Transaction{Amount: 1.5}},
		{"enum_number", mp(0x81, "transactionType", 0x01), &bankv1.Transaction{TransactionType: bankv1.Transaction_Debit}},
		{"enum_unknown_number", mp(0x81, "transactionType", 0xd0, 0x80), &bankv1.Transaction{TransactionType: -128}},
		{"nil_is_default", mp(0x84, "name", 0xc0, "address", 0xc0, "mobile", 0xc0, "email", 0x91, "e"), &peoplev1.Person{Email: []string{"e"}}},
		{"nil_message_is_unset", mp(0x81, "department", 0xc0), &docsv1.Document{}},
		{"empty_message_is_set", mp(0x81, "department", 0x80), &docsv1.Document{Department: &docsv1.Department{}}},
		{"explicit_default", mp(0x82, "name", 0xa0, "amount", 0x00), &docsv1.Goods{}},
		{"any_key_order", mp(0x82, "number", 0x05, "street", "S"), &peoplev1.Address{Street: "S", Number: 5}},
		{"map16_header", mp(0xde, 0x00, 0x01, "number", 0x05), &peoplev1.Address{Number: 5}},
		{"str32_value", mp(0x81, "street", 0xdb, []byte{0, 0, 0, 1}, 'S'), &peoplev1.Address{Street: "S"}},
		{"proto_name", mp(0x81, "r_i32", 0x91, 0x01), kindsFromJSON(t, `{"rI32": [1]}`)},
		{"float_max_for_float", mp(0x81, "fl", 0xcb, []byte{0x47, 0xef, 0xff, 0xff, 0xe0, 0, 0, 0}), kindsFromJSON(t, `{"fl": 3.4028234663852886e38}`)},
		{"infinity_for_float", mp(0x81, "fl", 0xcb, []byte{0x7f, 0xf0, 0, 0, 0, 0, 0, 0}), kindsFromJSON(t, `{"fl": "Infinity"}`)},
		{"oneof_nil_then_other", mp(0x82, "choiceText", 0xc0, "choiceNum", 0x03), kindsFromJSON(t, `{"choiceNum": 3}`)},
	}
	for _, tt := range tests {
		for _, be := range backends {
			t.Run(tt.name+"/"+be.name, func(t *testing.T) {
				t.Parallel()
				got := tt.want.ProtoReflect().New().Interface()
				if err := be.c.Unmarshal(tt.in, got); err != nil {
					t.Fatal(err)
				}
				if !proto.Equal(got, tt.want) {
					t.Fatalf("got %v, want %v", got, tt.want)
				}
			})
		}
	}
}

func TestUnmarshalResets(t *testing.T) {
	t.Parallel()
	m := &peoplev1.Address{Street: "old", Number: 9}
	if err := (Codec{}).Unmarshal(mp(0x81, "number", 0x05), m); err != nil {
		t.Fatal(err)
	}
	if !proto.Equal(m, &peoplev1.Address{Number: 5}) {
		t.Fatalf("Unmarshal kept old fields: %v", m)
	}
}

func TestUnmarshalDoesNotRetainInput(t *testing.T) {
	t.Parallel()
	in := mp(0x82, "street", "S", "number", 0x05)
	kin, err := Codec{}.Marshal(nil, kindsFromJSON(t, `{"data": "AQI=", "text": "t", "byName": {"k": "1"}}`))
	if err != nil {
		t.Fatal(err)
	}
	a, k := &peoplev1.Address{}, newKinds(t)
	if err := (Codec{}).Unmarshal(in, a); err != nil {
		t.Fatal(err)
	}
	if err := (Codec{}).Unmarshal(kin, k); err != nil {
		t.Fatal(err)
	}
	want := proto.Clone(k)
	for i := range in {
		in[i] = 0
	}
	for i := range kin {
		kin[i] = 0
	}
	if a.Street != "S" || !proto.Equal(k, want) {
		t.Fatal("decoded values change with the input buffer")
	}
}

func TestUnmarshalErrors(t *testing.T) {
	t.Parallel()
	deep := func(levels int) []byte {
		var b []byte
		for range levels - 1 {
			b = append(b, mp(0x81, "child")...)
		}
		return append(b, 0x80)
	}
	ff := []byte{0xff, 0xff, 0xff, 0xff}
	tests := []struct {
		name string
		m    proto.Message
		in   []byte
		want string // the whole error message
	}{
		{"empty_input", &peoplev1.People{}, nil, "msgpack: unexpected end of input"},
		{"top_level_nil", &peoplev1.People{}, mp(0xc0), "msgpack: want map, got nil"},
		{"top_level_array", &peoplev1.People{}, mp(0x90), "msgpack: want map, got array"},
		{"never_used_byte", &peoplev1.People{}, mp(0xc1), "msgpack: want map, got invalid byte"},
		{"trailing_bytes", &peoplev1.People{}, mp(0x80, 0x80), "msgpack: 1 bytes after the message"},
		{"unknown_key", &peoplev1.People{}, mp(0x81, "person", 0x91, 0x81, "nmae", "x"), `msgpack: person[0]: unknown field "nmae"`},
		{"duplicate_key", &peoplev1.Address{}, mp(0x82, "number", 0x01, "number", 0x02), `msgpack: duplicate field "number"`},
		{"duplicate_key_json_and_proto_name", newKinds(t), mp(0x82, "rI32", 0x90, "r_i32", 0x90), `msgpack: duplicate field "r_i32"`},
		{"duplicate_nil_key", &peoplev1.Address{}, mp(0x82, "street", 0xc0, "street", "S"), `msgpack: duplicate field "street"`},
		{"int_key", &peoplev1.Address{}, mp(0x81, 0x01, 0x01), "msgpack: want str key, got int"},
		{"wrong_type_float", &bankv1.Account{}, mp(0x81, "transactions", 0x94, 0x80, 0x80, 0x80, 0x81, "amount", "x"),
			"msgpack: transactions[3].amount: want float, got str"},
		{"wrong_type_string", &peoplev1.Address{}, mp(0x81, "street", 0x05), "msgpack: street: want str, got int"},
		{"bin_for_string", &peoplev1.Address{}, mp(0x81, "street", 0xc4, 0x01, 'S'), "msgpack: street: want str, got bin"},
		{"str_for_bytes", newKinds(t), mp(0x81, "data", "AQ=="), "msgpack: data: want bin, got str"},
		{"float_for_int", &peoplev1.Address{}, mp(0x81, "number", 0xca, []byte{0x3f, 0xc0, 0, 0}), "msgpack: number: want int, got float32"},
		{"int_for_bool", newKinds(t), mp(0x81, "flag", 0x01), "msgpack: flag: want bool, got int"},
		{"map_for_list", &peoplev1.Person{}, mp(0x81, "mobile", 0x80), "msgpack: mobile: want array, got map"},
		{"list_for_message", &docsv1.Document{}, mp(0x81, "department", 0x90), "msgpack: department: want map, got array"},
		{"nil_in_list", &peoplev1.Person{}, mp(0x81, "mobile", 0x92, "1", 0xc0), "msgpack: mobile[1]: want str, got nil"},
		{"nil_message_in_list", &peoplev1.Person{}, mp(0x81, "address", 0x91, 0xc0), "msgpack: address[0]: want map, got nil"},
		{"ext_value", &peoplev1.Address{}, mp(0x81, "number", 0xd4, 0x01, 0x00), "msgpack: number: want int, got ext"},
		{"int32_out_of_range", &peoplev1.Address{}, mp(0x81, "number", 0xce, []byte{0x80, 0, 0, 0}),
			"msgpack: number: value 2147483648 out of range for int32"},
		{"int32_out_of_range_negative", &peoplev1.Address{}, mp(0x81, "number", 0xd3, []byte{0xff, 0xff, 0xff, 0xff, 0x7f, 0xff, 0xff, 0xff}),
			"msgpack: number: value -2147483649 out of range for int32"},
		{"uint64_negative", &bankv1.Account{}, mp(0x81, "id", 0xff), "msgpack: id: value -1 out of range for uint64"},
		{"uint32_out_of_range", newKinds(t), mp(0x81, "u32", 0xcf, []byte{0, 0, 0, 1, 0, 0, 0, 0}),
			"msgpack: u32: value 4294967296 out of range for uint32"},
		{"int64_out_of_range", &docsv1.Department{}, mp(0x81, "time", 0xcf, ff, ff),
			"msgpack: time: value 18446744073709551615 out of range for int64"},
		{"float_out_of_range", newKinds(t), mp(0x81, "fl", 0xcb, []byte{0x7f, 0xef, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}),
			"msgpack: fl: value 1.7976931348623157e+308 out of range for float"},
		{"enum_unknown_name", &bankv1.Transaction{}, mp(0x81, "transactionType", "Refund"),
			`msgpack: transactionType: unknown value "Refund" for enum polywire.bank.v1.Transaction.TransactionType`},
		{"enum_out_of_range", &bankv1.Transaction{}, mp(0x81, "transactionType", 0xce, []byte{0x80, 0, 0, 0}),
			"msgpack: transactionType: value 2147483648 out of range for enum"},
		{"invalid_utf8", &peoplev1.People{}, mp(0x81, "person", 0x91, 0x81, "name", 0xa2, 0xc3, 0x28),
			"msgpack: person[0].name: invalid UTF-8 in str"},
		{"invalid_utf8_in_list", &peoplev1.Person{}, mp(0x81, "email", 0x91, 0xa1, 0xff), "msgpack: email[0]: invalid UTF-8 in str"},
		{"invalid_utf8_map_key", newKinds(t), mp(0x81, "byName", 0x81, 0xa1, 0xff, 0x01), "msgpack: byName: invalid UTF-8 in str"},
		{"bad_int_map_key", newKinds(t), mp(0x81, "byId", 0x81, "x", 0x80), `msgpack: byId: map key "x" is not a int32`},
		{"bad_bool_map_key", newKinds(t), mp(0x81, "byFlag", 0x81, "1", "x"), `msgpack: byFlag: map key "1" is not a bool`},
		{"duplicate_map_key", newKinds(t), mp(0x81, "byId", 0x82, "7", 0x80, "07", 0x80), `msgpack: byId["07"]: duplicate map key`},
		{"nil_map_value", newKinds(t), mp(0x81, "byName", 0x81, "k", 0xc0), `msgpack: byName["k"]: want int, got nil`},
		{"oneof_twice", newKinds(t), mp(0x82, "choiceText", "a", "choiceNum", 0x01),
			`msgpack: choiceNum: oneof choice already set by field "choiceText"`},
		{"deep_nesting", newKinds(t), deep(101), "msgpack: " + strings.Repeat("child.", 99) + "child: message nesting exceeds 100 levels"},
		{"very_deep_nesting", newKinds(t), deep(100_000), ""},
		{"array32_header_alone", &peoplev1.People{}, mp(0x81, "person", 0xdd, ff),
			"msgpack: person: array header declares 4294967295 entries but only 0 bytes follow"},
		{"array32_header_5_bytes_left", &peoplev1.People{}, mp(0x81, "person", 0xdd, ff, 0x80, 0x80, 0x80, 0x80, 0x80),
			"msgpack: person: array header declares 4294967295 entries but only 5 bytes follow"},
		{"map32_header", &peoplev1.Address{}, mp(0xdf, ff, "number", 0x01),
			"msgpack: map header declares 4294967295 entries but only 8 bytes follow"},
		{"map32_header_in_map_field", newKinds(t), mp(0x81, "byName", 0xdf, ff),
			"msgpack: byName: map header declares 4294967295 entries but only 0 bytes follow"},
		{"str32_header", &peoplev1.Address{}, mp(0x81, "street", 0xdb, ff, 'S'), "msgpack: street: unexpected end of input"},
		{"bin32_header", newKinds(t), mp(0x81, "data", 0xc6, ff, 0x00), "msgpack: data: unexpected end of input"},
		{"truncated_value", &peoplev1.Address{}, mp(0x81, "number"), "msgpack: number: unexpected end of input"},
		{"truncated_float", &bankv1.Transaction{}, mp(0x81, "amount", 0xcb, 0x3f), "msgpack: amount: unexpected end of input"},
	}
	for _, tt := range tests {
		for _, be := range backends {
			t.Run(tt.name+"/"+be.name, func(t *testing.T) {
				t.Parallel()
				m := tt.m.ProtoReflect().New().Interface()
				err := be.c.Unmarshal(tt.in, m)
				if err == nil {
					t.Fatalf("Unmarshal(% x) succeeded: %v", tt.in, m)
				}
				var e *Error
				if !errors.As(err, &e) {
					t.Errorf("error is %T, not *Error", err)
				}
				if tt.want != "" && err.Error() != tt.want {
					t.Errorf("error\n got %s\nwant %s", err, tt.want)
				}
			})
		}
	}
}

func TestErrorPath(t *testing.T) {
	t.Parallel()
	in := mp(0x81, "accounts", 0x91, 0x81, "transactions", 0x92, 0x80, 0x81, "amount", "x")
	err := Codec{}.Unmarshal(in, &bankv1.AccountList{})
	var e *Error
	if !errors.As(err, &e) || e.Path != "accounts[0].transactions[1].amount" {
		t.Fatalf("got %#v, want an *Error at accounts[0].transactions[1].amount", err)
	}
}

// TestHugeHeadersDoNotAllocate: headers are checked against the bytes left
// before anything is allocated for them.
func TestHugeHeadersDoNotAllocate(t *testing.T) {
	ff := []byte{0xff, 0xff, 0xff, 0xff}
	for _, in := range [][]byte{
		mp(0x81, "person", 0xdd, ff),
		mp(0x81, "person", 0x91, 0x81, "mobile", 0xdd, ff),
		mp(0x81, "person", 0x91, 0x81, "name", 0xdb, ff),
		mp(0xdf, ff),
	} {
		m := &peoplev1.People{}
		allocs := testing.AllocsPerRun(100, func() {
			if err := (Codec{}).Unmarshal(in, m); err == nil {
				t.Fatal("Unmarshal succeeded")
			}
		})
		if allocs > 20 {
			t.Errorf("Unmarshal(% x) allocates %v times", in, allocs)
		}
	}
}

func TestTruncatedAtEveryLength(t *testing.T) {
	t.Parallel()
	for name, m := range samples(t) {
		if name == "account_2" || name == "people_1000" {
			continue // quadratic; the small messages cover every construct
		}
		for _, be := range backends {
			t.Run(name+"/"+be.name, func(t *testing.T) {
				t.Parallel()
				b, err := Codec{}.Marshal(nil, m)
				if err != nil {
					t.Fatal(err)
				}
				got := m.ProtoReflect().New().Interface()
				for n := range len(b) {
					if err := be.c.Unmarshal(b[:n], got); err == nil {
						t.Fatalf("Unmarshal of the first %d of %d bytes succeeded", n, len(b))
					}
				}
			})
		}
	}
}

func TestMarshalErrors(t *testing.T) {
	t.Parallel()
	deep := newKinds(t)
	m := deep.ProtoReflect()
	fd := m.Descriptor().Fields().ByName("child")
	for range 100 {
		m = m.Mutable(fd).Message()
	}
	bad := newKinds(t)
	bm := bad.ProtoReflect()
	bm.Mutable(bm.Descriptor().Fields().ByName("by_name")).Map().
		Set(protoreflect.ValueOfString("\xfe").MapKey(), protoreflect.ValueOfInt64(1))
	tests := []struct {
		name string
		m    proto.Message
		want string
	}{
		{"invalid_utf8", &peoplev1.Person{Email: []string{"ok", "\xff"}}, "msgpack: email[1]: invalid UTF-8 in str"},
		{"invalid_utf8_map_key", bad, `msgpack: byName["\xfe"]: invalid UTF-8 in str`},
		{"too_deep", deep, "msgpack: " + strings.Repeat("child.", 99) + "child: message nesting exceeds 100 levels"},
		{"required_unset", &descriptorpb.UninterpretedOption{Name: []*descriptorpb.UninterpretedOption_NamePart{{}}},
			"msgpack: check required fields: proto: required field google.protobuf.UninterpretedOption.NamePart.name_part not set"},
	}
	for _, tt := range tests {
		for _, be := range backends {
			t.Run(tt.name+"/"+be.name, func(t *testing.T) {
				t.Parallel()
				b, err := be.c.Marshal([]byte("keep"), tt.m)
				if err == nil {
					t.Fatal("Marshal succeeded")
				}
				// protobuf-go randomizes the spaces in its own messages.
				if strings.Join(strings.Fields(err.Error()), " ") != tt.want {
					t.Errorf("error\n got %s\nwant %s", err, tt.want)
				}
				if string(b) != "keep" {
					t.Errorf("Marshal returned % x, not dst", b)
				}
			})
		}
	}
}

// TestWellKnownTypesArePlainMessages: unlike proto JSON, the well-known
// types have no special form; a Timestamp is {"seconds": …, "nanos": …}.
func TestWellKnownTypesArePlainMessages(t *testing.T) {
	t.Parallel()
	b, err := Codec{}.Marshal(nil, &timestamppb.Timestamp{Seconds: 1, Nanos: 2})
	if err != nil {
		t.Fatal(err)
	}
	if want := mp(0x82, "seconds", 0x01, "nanos", 0x02); !bytes.Equal(b, want) {
		t.Fatalf("got % x, want % x", b, want)
	}
	s, err := structpb.NewStruct(map[string]any{"a": []any{1.5, "x", nil, true, map[string]any{}}})
	if err != nil {
		t.Fatal(err)
	}
	b, err = Codec{}.Marshal(nil, s)
	if err != nil {
		t.Fatal(err)
	}
	got := &structpb.Struct{}
	if err := (Codec{}).Unmarshal(b, got); err != nil || !proto.Equal(got, s) {
		t.Fatalf("Struct round trip: %v, %v", err, got)
	}
}

// TestGenericDecoder decodes our bytes with vmihailenco/msgpack into
// interface{}, schema-less as a JavaScript or Python client would, and
// checks that the result is the message's proto JSON (protojson, then
// encoding/json into map[string]any) except for exactly these differences:
//
//   - integers are msgpack integers, which the generic decoder returns as
//     int8…int64 or uint8…uint64 (by their encoding), where JSON has float64;
//   - 64-bit integer fields (int64, uint64, sint64, fixed64, sfixed64 — our
//     ids and Department.time) are integers, where JSON has decimal strings
//     ("18446744073709551615");
//   - float fields are float32 values, where JSON has the shortest decimal
//     of the float32 (0.1 in JSON, float32(0.1) here); double fields are
//     float64 in both;
//   - NaN and ±Infinity are float values, where JSON has "NaN", "Infinity"
//     and "-Infinity";
//   - bytes fields are bin ([]byte), where JSON has base64 strings;
//   - enum values a schema does not name are integers in both.
//
// Keys (proto JSON names), omitted defaults, enum names, strings, nesting,
// lists, map fields (with string keys) and extension keys are identical.
// (The well-known types differ more: JSON has special forms for them,
// MessagePack writes them as plain messages; none is used here.)
func TestGenericDecoder(t *testing.T) {
	t.Parallel()
	for name, m := range samples(t) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			b, err := Codec{}.Marshal(nil, m)
			if err != nil {
				t.Fatal(err)
			}
			var generic any
			if err := msgpack.Unmarshal(b, &generic); err != nil {
				t.Fatalf("generic decoder: %v", err)
			}
			js, err := protojson.Marshal(m)
			if err != nil {
				t.Fatal(err)
			}
			var fromJSON any
			if err := json.Unmarshal(js, &fromJSON); err != nil {
				t.Fatal(err)
			}
			compareMessage(t, "", m.ProtoReflect().Descriptor(), generic, fromJSON)
		})
	}
}

func compareMessage(t *testing.T, path string, md protoreflect.MessageDescriptor, mpv, jsv any) {
	t.Helper()
	mm, ok1 := mpv.(map[string]any)
	jm, ok2 := jsv.(map[string]any)
	if !ok1 || !ok2 {
		t.Errorf("%s: got %T and %T, want two maps", path, mpv, jsv)
		return
	}
	if len(mm) != len(jm) {
		t.Errorf("%s: %d keys, JSON has %d", path, len(mm), len(jm))
	}
	for k, jv := range jm {
		v, ok := mm[k]
		if !ok {
			t.Errorf("%s: key %q missing", path, k)
			continue
		}
		fd := md.Fields().ByJSONName(k)
		if fd == nil && isExtensionKey([]byte(k)) {
			xt, err := protoregistry.GlobalTypes.FindExtensionByName(protoreflect.FullName(k[1 : len(k)-1]))
			if err != nil {
				t.Fatal(err)
			}
			fd = xt.TypeDescriptor()
		}
		if fd == nil {
			t.Fatalf("%s: no field %q", path, k)
		}
		p := path + "." + k
		switch {
		case fd.IsList():
			ml, ok1 := v.([]any)
			jl, ok2 := jv.([]any)
			if !ok1 || !ok2 || len(ml) != len(jl) {
				t.Errorf("%s: got %v, JSON has %v", p, v, jv)
				continue
			}
			for i := range ml {
				compareValue(t, fmt.Sprintf("%s[%d]", p, i), fd, ml[i], jl[i])
			}
		case fd.IsMap():
			mmap, ok1 := v.(map[string]any)
			jmap, ok2 := jv.(map[string]any)
			if !ok1 || !ok2 || len(mmap) != len(jmap) {
				t.Errorf("%s: got %v, JSON has %v", p, v, jv)
				continue
			}
			for mk, mv := range jmap {
				compareValue(t, p+"["+mk+"]", fd.MapValue(), mmap[mk], mv)
			}
		default:
			compareValue(t, p, fd, v, jv)
		}
	}
}

func compareValue(t *testing.T, path string, fd protoreflect.FieldDescriptor, mpv, jsv any) {
	t.Helper()
	fail := func() { t.Errorf("%s: generic decoder has %T %v, JSON has %T %v", path, mpv, mpv, jsv, jsv) }
	switch fd.Kind() {
	case protoreflect.MessageKind, protoreflect.GroupKind:
		compareMessage(t, path, fd.Message(), mpv, jsv)
	case protoreflect.StringKind, protoreflect.BoolKind:
		if mpv != jsv {
			fail()
		}
	case protoreflect.EnumKind:
		if s, ok := jsv.(string); ok {
			if mpv != s {
				fail()
			}
		} else if n, ok := integer(mpv); !ok || float64(n.(int64)) != jsv {
			fail()
		}
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind,
		protoreflect.Uint32Kind, protoreflect.Fixed32Kind:
		n, ok := integer(mpv)
		f, isNum := jsv.(float64)
		if !ok || !isNum || fmt.Sprint(n) != strconv.FormatFloat(f, 'f', -1, 64) {
			fail()
		}
	case protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind,
		protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		n, ok := integer(mpv)
		if s, isStr := jsv.(string); !ok || !isStr || fmt.Sprint(n) != s {
			fail()
		}
	case protoreflect.DoubleKind:
		if f, ok := mpv.(float64); !ok || !sameFloat(f, jsv, 64) {
			fail()
		}
	case protoreflect.FloatKind:
		if f, ok := mpv.(float32); !ok || !sameFloat(float64(f), jsv, 32) {
			fail()
		}
	case protoreflect.BytesKind:
		bs, ok := mpv.([]byte)
		s, isStr := jsv.(string)
		if dec, err := base64.StdEncoding.DecodeString(s); !ok || !isStr || err != nil || !bytes.Equal(bs, dec) {
			fail()
		}
	default:
		t.Errorf("%s: kind %s not compared", path, fd.Kind())
	}
}

// integer returns a generic decoder's integer as int64 or uint64.
func integer(v any) (any, bool) {
	switch v := v.(type) {
	case int8:
		return int64(v), true
	case int16:
		return int64(v), true
	case int32:
		return int64(v), true
	case int64:
		return v, true
	case uint8:
		return int64(v), true
	case uint16:
		return int64(v), true
	case uint32:
		return int64(v), true
	case uint64:
		if v <= math.MaxInt64 {
			return int64(v), true
		}
		return v, true
	}
	return nil, false
}

// sameFloat compares a MessagePack float with its JSON form: a number
// (for a float field, the shortest decimal of the float32) or one of the
// strings proto JSON uses for NaN and the infinities.
func sameFloat(f float64, jsv any, bits int) bool {
	switch jsv {
	case "NaN":
		return math.IsNaN(f)
	case "Infinity":
		return math.IsInf(f, 1)
	case "-Infinity":
		return math.IsInf(f, -1)
	}
	j, ok := jsv.(float64)
	if !ok {
		return false
	}
	if bits == 32 {
		return float32(j) == float32(f) && math.Signbit(j) == math.Signbit(f)
	}
	return j == f && math.Signbit(j) == math.Signbit(f)
}

// FuzzUnmarshal feeds arbitrary bytes to the decoder for every body type
// (and the all-kinds message): it must return an error or a message whose
// encoding is a fixed point (encode, decode, encode gives the same bytes).
func FuzzUnmarshal(f *testing.F) {
	for _, m := range samplemsg.All() {
		b, err := Codec{}.Marshal(nil, m)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	b, err := Codec{}.Marshal(nil, kindsFromJSON(f, kindsSample))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(b)
	empty := append(samplemsg.Empty(), newKinds(f))
	f.Fuzz(func(t *testing.T, data []byte) {
		c := Codec{}
		for _, m := range empty {
			_ = codectest.FixedPoint(t, c, data, m)
		}
	})
}

// FuzzBackendsAgree: on any input both backends succeed with equal
// messages or fail with the same error, so the benchmark compares equal
// work.
func FuzzBackendsAgree(f *testing.F) {
	for _, m := range samplemsg.All() {
		b, err := Codec{}.Marshal(nil, m)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	b, err := Codec{}.Marshal(nil, kindsFromJSON(f, kindsSample))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(b)
	empty := append(samplemsg.Empty(), newKinds(f))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, m := range empty {
			m2 := m.ProtoReflect().New().Interface()
			err1 := Codec{}.Unmarshal(data, m)
			err2 := altCodec{}.Unmarshal(data, m2)
			if (err1 == nil) != (err2 == nil) || (err1 != nil && err1.Error() != err2.Error()) {
				t.Fatalf("backends disagree:\ntinylib     %v\nvmihailenco %v", err1, err2)
			}
			if err1 == nil && !proto.Equal(m, m2) {
				t.Fatalf("backends decode differently:\n%v\n%v", m, m2)
			}
		}
	})
}

// TestDepthLimit: 100 levels of messages encode and decode; 101 do not
// (TestMarshalErrors and TestUnmarshalErrors check the errors).
func TestDepthLimit(t *testing.T) {
	t.Parallel()
	root := newKinds(t)
	m := root.ProtoReflect()
	fd := m.Descriptor().Fields().ByName("child")
	for range 99 {
		m = m.Mutable(fd).Message()
	}
	m.Set(m.Descriptor().Fields().ByName("text"), protoreflect.ValueOfString("bottom"))
	for _, be := range backends {
		t.Run(be.name, func(t *testing.T) {
			t.Parallel()
			b, err := be.c.Marshal(nil, root)
			if err != nil {
				t.Fatal(err)
			}
			got := newKinds(t)
			if err := be.c.Unmarshal(b, got); err != nil {
				t.Fatal(err)
			}
			if !proto.Equal(got, root) {
				t.Fatal("round trip changed the message")
			}
		})
	}
}

func TestMarshalNilMessage(t *testing.T) {
	t.Parallel()
	for _, be := range backends {
		t.Run(be.name, func(t *testing.T) {
			t.Parallel()
			b, err := be.c.Marshal(nil, (*bankv1.Account)(nil))
			if err != nil || !bytes.Equal(b, []byte{0x80}) {
				t.Fatalf("got % x, %v; want an empty map", b, err)
			}
		})
	}
}

// TestWideMessage covers messages of more than 64 fields, whose decoder
// tracks repeated keys in a slice rather than a word.
func TestWideMessage(t *testing.T) {
	t.Parallel()
	wide := newDynamic(t, "Wide")
	m := wide.ProtoReflect()
	for i := 1; i <= 70; i += 3 {
		m.Set(m.Descriptor().Fields().ByNumber(protoreflect.FieldNumber(i)), protoreflect.ValueOfInt32(int32(i)))
	}
	for _, be := range backends {
		t.Run(be.name, func(t *testing.T) {
			t.Parallel()
			b, err := be.c.Marshal(nil, wide)
			if err != nil {
				t.Fatal(err)
			}
			got := newDynamic(t, "Wide")
			if err := be.c.Unmarshal(b, got); err != nil {
				t.Fatal(err)
			}
			if !proto.Equal(got, wide) {
				t.Fatalf("round trip changed the message:\n got %v\nwant %v", got, wide)
			}
			err = be.c.Unmarshal(mp(0x83, "f70", 0x01, "f1", 0x02, "f70", 0x03), got)
			if err == nil || err.Error() != `msgpack: duplicate field "f70"` {
				t.Fatalf("got %v, want a duplicate field error", err)
			}
		})
	}
}
