package flatcodec_test

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/descriptorpb"
	"google.golang.org/protobuf/types/dynamicpb"
	"google.golang.org/protobuf/types/known/structpb"
	"google.golang.org/protobuf/types/known/wrapperspb"

	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/codec/flatcodec"
	"github.com/polywire/polywire/dataset"
	articlesv1 "github.com/polywire/polywire/gen/polywire/articles/v1"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	errorv1 "github.com/polywire/polywire/gen/polywire/error/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/internal/samplemsg"
)

// The codec satisfies the registry's interface.
var _ codec.Codec = flatcodec.Codec{}

func marshal(t testing.TB, m proto.Message) []byte {
	t.Helper()
	b, err := flatcodec.Codec{}.Marshal(nil, m)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// roundTripCases are samplemsg's messages, the generated bank accounts and
// 1,000 of seed 004's people.
func roundTripCases() map[string]proto.Message {
	cases := samplemsg.All()
	bank := dataset.GenerateBank(1)
	cases["bank_account_1"] = bank.Accounts[0]
	cases["bank_account_2"] = bank.Accounts[1]
	cases["bank_account_list"] = bank
	cases["people_1000"] = dataset.GeneratePeople(1000)
	cases["empty_document"] = &docsv1.Document{}
	cases["save_request"] = &docsv1.SaveRequest{Document: dataset.Document()}
	cases["limit_offset_negative"] = &docsv1.GetAllByLimitAndOffsetRequest{Limit: -1, Offset: math.MinInt32}
	cases["unknown_enum_value"] = &bankv1.Transaction{Id: 7, TransactionType: bankv1.Transaction_TransactionType(42)}
	cases["extreme_scalars"] = &bankv1.Transaction{Id: math.MaxUint64, TransactionType: bankv1.Transaction_TransactionType(math.MinInt32),
		Amount: math.Inf(-1), Details: "\x00 NUL inside"}
	return cases
}

func TestRoundTrip(t *testing.T) {
	t.Parallel()
	for name, m := range roundTripCases() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			c := flatcodec.Codec{}
			b := marshal(t, m)
			// Deterministic: the same message gives the same bytes.
			if again := marshal(t, m); !bytes.Equal(b, again) {
				t.Fatal("two encodings of the same message differ")
			}
			got := m.ProtoReflect().New().Interface()
			if err := c.Unmarshal(b, got); err != nil {
				t.Fatal(err)
			}
			if !proto.Equal(got, m) {
				t.Fatalf("round trip changed the message:\n got %v\nwant %v", got, m)
			}
		})
	}
}

func TestMarshalAppends(t *testing.T) {
	t.Parallel()
	prefix := []byte("prefix")
	b, err := flatcodec.Codec{}.Marshal(prefix, samplemsg.Error())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(b, prefix) {
		t.Fatalf("Marshal did not append after the prefix: % x", b[:len(prefix)])
	}
	if want := marshal(t, samplemsg.Error()); !bytes.Equal(b[len(prefix):], want) {
		t.Fatal("appended bytes differ from a plain Marshal")
	}
}

// TestUnmarshalResetsAndCopies: Unmarshal replaces what m held and keeps
// no reference to src, which the server pools.
func TestUnmarshalResetsAndCopies(t *testing.T) {
	t.Parallel()
	src := marshal(t, samplemsg.Account())
	m := &bankv1.Account{Id: 99, Currency: "USD", Transactions: []*bankv1.Transaction{{Id: 5}, {Id: 6}, {Id: 7}}}
	if err := (flatcodec.Codec{}).Unmarshal(src, m); err != nil {
		t.Fatal(err)
	}
	for i := range src {
		src[i] = 0xa5
	}
	if !proto.Equal(m, samplemsg.Account()) {
		t.Fatalf("after overwriting src the message is %v", m)
	}
}

// TestDefaultsAreOmitted: proto3 defaults are not in the table; a message
// with nothing set is a table with an empty vtable (4 bytes root offset,
// 4 bytes vtable, 4 bytes table).
func TestDefaultsAreOmitted(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		m    proto.Message
	}{
		{"empty_account", &bankv1.Account{}},
		{"credit_and_zeros", &bankv1.Transaction{TransactionType: bankv1.Transaction_Credit, Amount: 0, Id: 0, Details: ""}},
		{"empty_lists", &bankv1.Account{Transactions: []*bankv1.Transaction{}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if b := marshal(t, tt.m); len(b) != 12 {
				t.Fatalf("encoding of a message with only defaults is %d bytes, want 12: % x", len(b), b)
			}
		})
	}
}

// TestAnyMessage: the codec is driven by descriptors, so messages beyond
// polywire's schemas work too: proto2 with explicit presence and
// non-zero defaults (descriptor.proto), recursion, bools, bytes, floats.
func TestAnyMessage(t *testing.T) {
	t.Parallel()
	fdp := protodesc.ToFileDescriptorProto(bankv1.File_polywire_bank_v1_bank_proto)
	for _, md := range fdp.GetService()[0].GetMethod() {
		md.Options = nil // only the google.api.http extension: FlatBuffers carries no extensions
	}
	fdp.Options = &descriptorpb.FileOptions{
		JavaMultipleFiles: proto.Bool(false),                     // set to its default: presence kept
		OptimizeFor:       descriptorpb.FileOptions_SPEED.Enum(), // the proto2 default value, explicitly
		GoPackage:         proto.String(""),                      // empty but present
		Deprecated:        proto.Bool(true),                      // a bool
		UninterpretedOption: []*descriptorpb.UninterpretedOption{{
			StringValue: []byte{0, 1, 2, 0xff}, DoubleValue: proto.Float64(math.Copysign(0, -1)),
			NegativeIntValue: proto.Int64(math.MinInt64), PositiveIntValue: proto.Uint64(math.MaxUint64),
		}},
	}
	tests := []struct {
		name string
		m    proto.Message
	}{
		{"file_descriptor", fdp},
		{"recursive_nested_types", nested(10)},
		{"float_value", wrapperspb.Float(-1.5)},
		{"bytes_value", wrapperspb.Bytes([]byte{0, 0xff})},
		{"bool_value", wrapperspb.Bool(true)},
		{"list_value", &structpb.ListValue{Values: []*structpb.Value{
			structpb.NewNullValue(), structpb.NewNumberValue(0), structpb.NewStringValue(""), structpb.NewBoolValue(false),
			structpb.NewListValue(&structpb.ListValue{}),
		}}},
		{"empty_struct", &structpb.Struct{}},
		{"packed_scalars", &descriptorpb.SourceCodeInfo_Location{Path: []int32{1, -2, math.MaxInt32}, Span: []int32{0}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			b := marshal(t, tt.m)
			got := tt.m.ProtoReflect().New().Interface()
			if err := (flatcodec.Codec{}).Unmarshal(b, got); err != nil {
				t.Fatal(err)
			}
			if !proto.Equal(got, tt.m) {
				t.Fatalf("round trip changed the message:\n got %v\nwant %v", got, tt.m)
			}
			// proto.Equal cannot tell -0 from 0 or see presence of
			// defaults; the deterministic protobuf bytes can.
			want, _ := proto.MarshalOptions{Deterministic: true}.Marshal(tt.m)
			have, _ := proto.MarshalOptions{Deterministic: true}.Marshal(got)
			if !bytes.Equal(have, want) {
				t.Fatalf("round trip changed the protobuf encoding:\n got % x\nwant % x", have, want)
			}
		})
	}
}

// nested returns a DescriptorProto nesting depth levels of nested_type.
func nested(depth int) *descriptorpb.DescriptorProto {
	m := &descriptorpb.DescriptorProto{Name: proto.String("leaf")}
	for range depth - 1 {
		m = &descriptorpb.DescriptorProto{Name: proto.String("level"), NestedType: []*descriptorpb.DescriptorProto{m}}
	}
	return m
}

func TestMarshalDepthLimit(t *testing.T) {
	t.Parallel()
	if _, err := (flatcodec.Codec{}).Marshal(nil, nested(64)); err != nil {
		t.Fatalf("64 levels: %v", err)
	}
	_, err := flatcodec.Codec{}.Marshal(nil, nested(65))
	if err == nil || !strings.Contains(err.Error(), "deeper than 64") {
		t.Fatalf("65 levels: got error %v", err)
	}
}

// dynamic returns m as a dynamicpb message, which the codec can only
// reach through protoreflect.
func dynamic(t testing.TB, m proto.Message) proto.Message {
	t.Helper()
	b, err := proto.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	dm := dynamicpb.NewMessage(m.ProtoReflect().Descriptor())
	if err := proto.Unmarshal(b, dm); err != nil {
		t.Fatal(err)
	}
	return dm
}

// TestStructAndReflectPathsAgree: generated messages go through their
// struct fields, dynamic ones through protoreflect; both give the same
// bytes and read each other's.
func TestStructAndReflectPathsAgree(t *testing.T) {
	t.Parallel()
	for name, m := range roundTripCases() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			dm := dynamic(t, m)
			want := marshal(t, m)
			if got := marshal(t, dm); !bytes.Equal(got, want) {
				t.Fatal("the protoreflect path encodes differently from the struct path")
			}
			got := dynamicpb.NewMessage(m.ProtoReflect().Descriptor())
			if err := (flatcodec.Codec{}).Unmarshal(want, got); err != nil {
				t.Fatal(err)
			}
			if !proto.Equal(got, dm) {
				t.Fatalf("the protoreflect path decoded\n%v\nwant\n%v", got, dm)
			}
		})
	}
}

// TestStructPathCoversPolywire: every message of polywire's schemas takes
// the fast path; messages with presence or oneofs take protoreflect.
func TestStructPathCoversPolywire(t *testing.T) {
	t.Parallel()
	for _, fd := range []protoreflect.FileDescriptor{
		articlesv1.File_polywire_articles_v1_articles_proto, bankv1.File_polywire_bank_v1_bank_proto,
		docsv1.File_polywire_docs_v1_docs_proto, errorv1.File_polywire_error_v1_error_proto,
		peoplev1.File_polywire_people_v1_people_proto,
	} {
		for i := range fd.Messages().Len() {
			if md := fd.Messages().Get(i); !flatcodec.UsesStructFields(md) {
				t.Errorf("%s is encoded through protoreflect", md.FullName())
			}
		}
	}
	for _, m := range []proto.Message{&descriptorpb.FileDescriptorProto{}, &structpb.Value{}, &structpb.Struct{}} {
		if md := m.ProtoReflect().Descriptor(); flatcodec.UsesStructFields(md) {
			t.Errorf("%s is encoded through its struct fields", md.FullName())
		}
	}
	if !flatcodec.UsesStructFields((&structpb.ListValue{}).ProtoReflect().Descriptor()) {
		t.Error("google.protobuf.ListValue is encoded through protoreflect")
	}
}
