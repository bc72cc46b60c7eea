package protocodec_test

import (
	"bytes"
	"strings"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/codectest"
	"github.com/polywire/polywire/codec/protocodec"
	"github.com/polywire/polywire/dataset"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	errorv1 "github.com/polywire/polywire/gen/polywire/error/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/internal/samplemsg"
)

// codecs are the fast path (protoc-gen-fastproto's code) and the reference
// path (plain protobuf-go); every test holds for both.
var codecs = map[string]protocodec.Codec{"fast": {}, "reference": {Reference: true}}

func TestRoundTrip(t *testing.T) {
	t.Parallel()
	for name, m := range samplemsg.All() {
		for cname, c := range codecs {
			t.Run(name+"/"+cname, func(t *testing.T) {
				t.Parallel()
				b, err := c.Marshal(nil, m)
				if err != nil {
					t.Fatal(err)
				}
				ref, err := proto.MarshalOptions{Deterministic: true}.Marshal(m)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(b, ref) {
					t.Fatal("bytes differ from proto.Marshal")
				}
				for _, unmarshal := range []func([]byte, proto.Message) error{c.Unmarshal, c.UnmarshalAlias} {
					got := m.ProtoReflect().New().Interface()
					if err := unmarshal(b, got); err != nil {
						t.Fatal(err)
					}
					if !proto.Equal(got, m) {
						t.Fatalf("round trip changed the message:\n got %v\nwant %v", got, m)
					}
				}
			})
		}
	}
}

// TestFastMatchesReference: on the served datasets the two paths give the
// same bytes and the same messages.
func TestFastMatchesReference(t *testing.T) {
	t.Parallel()
	bank := dataset.GenerateBank(dataset.DefaultSeed)
	payloads := map[string]proto.Message{
		"accountList": bank, "account2": bank.Accounts[1], "people": dataset.GeneratePeople(dataset.PeopleCount),
		"documents": &docsv1.GetAllByLimitAndOffsetResponse{Documents: dataset.GenerateDocuments(dataset.DefaultSeed, 100)},
	}
	fast, ref := protocodec.Codec{}, protocodec.Codec{Reference: true}
	for name, m := range payloads {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			fb, err := fast.Marshal([]byte("prefix"), m)
			if err != nil {
				t.Fatal(err)
			}
			rb, err := ref.Marshal([]byte("prefix"), m)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(fb, rb) {
				t.Fatal("the fast path's bytes differ from protobuf-go's")
			}
			fm, rm := m.ProtoReflect().New().Interface(), m.ProtoReflect().New().Interface()
			if err := fast.Unmarshal(rb[6:], fm); err != nil {
				t.Fatal(err)
			}
			if err := ref.Unmarshal(rb[6:], rm); err != nil {
				t.Fatal(err)
			}
			if !proto.Equal(fm, rm) || !proto.Equal(fm, m) {
				t.Fatal("the fast path decodes differently from protobuf-go")
			}
		})
	}
}

// TestMarshalRefusesInvalidUTF8 as proto.Marshal does: proto3 strings must
// be valid UTF-8 on the wire.
func TestMarshalRefusesInvalidUTF8(t *testing.T) {
	t.Parallel()
	msgs := []proto.Message{
		&bankv1.Transaction{Details: "a\xffb"},
		&bankv1.AccountList{Accounts: []*bankv1.Account{{Transactions: []*bankv1.Transaction{{Beneficiary: "\xc3"}}}}},
		&peoplev1.Person{Email: []string{"ok", "\xed\xa0\x80"}},
		&errorv1.Error{Violations: []*errorv1.FieldViolation{{Field: "x\x80"}}},
	}
	for _, m := range msgs {
		for cname, c := range codecs {
			if b, err := c.Marshal([]byte("dst"), m); err == nil || string(b) != "dst" {
				t.Errorf("%s: Marshal(%v) = %q, %v; want an error and dst", cname, m, b, err)
			}
		}
	}
	_, err := protocodec.Codec{}.Marshal(nil, msgs[1])
	if want := "marshal polywire.bank.v1.Transaction field 7 (beneficiary): invalid UTF-8"; err == nil || err.Error() != want {
		t.Errorf("error %v, want %q", err, want)
	}
}

// TestUnmarshalDoesNotRetainSrc is the codec contract (src is a pooled
// buffer); UnmarshalAlias is the opposite, for callers that keep src.
func TestUnmarshalDoesNotRetainSrc(t *testing.T) {
	t.Parallel()
	for cname, c := range codecs {
		src, err := c.Marshal(nil, dataset.Document())
		if err != nil {
			t.Fatal(err)
		}
		var copied, aliased docsv1.Document
		if err := c.Unmarshal(src, &copied); err != nil {
			t.Fatal(err)
		}
		if err := c.UnmarshalAlias(src, &aliased); err != nil {
			t.Fatal(err)
		}
		clear(src) // the pool hands src to the next request
		if !proto.Equal(&copied, dataset.Document()) {
			t.Errorf("%s: Unmarshal's message changed with its source: %v", cname, &copied)
		}
		if shared := aliased.Name != "name_for_documents"; shared != !c.Reference {
			t.Errorf("%s: UnmarshalAlias's name is %q after clearing the source", cname, aliased.Name)
		}
	}
}

// TestArticleWireBytes pins hand-computed encodings: the field numbers and
// types are the articles', so these are the bytes their own generated code
// reads.
func TestArticleWireBytes(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		m    proto.Message
		want []byte
	}{
		{"people_address", &peoplev1.Address{Street: "S", Number: 5}, []byte{0x0a, 0x01, 'S', 0x10, 0x05}},
		{"bank_transaction", &bankv1.Transaction{Id: 1, TransactionType: bankv1.Transaction_Debit, Amount: 1.5},
			[]byte{0x08, 0x01, 0x10, 0x01, 0x51, 0, 0, 0, 0, 0, 0, 0xf8, 0x3f}},
		{"docs_goods", &docsv1.Goods{Name: "t", Amount: 15, Code: "c"}, []byte{0x0a, 0x01, 't', 0x10, 0x0f, 0x1a, 0x01, 'c'}},
		{"credit_is_omitted", &bankv1.Transaction{TransactionType: bankv1.Transaction_Credit}, []byte{}},
	}
	for _, tt := range tests {
		for cname, c := range codecs {
			got, err := c.Marshal(nil, tt.m)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, tt.want) {
				t.Errorf("%s, %s: got % x, want % x", tt.name, cname, got, tt.want)
			}
		}
	}
}

func TestUnmarshalErrors(t *testing.T) {
	t.Parallel()
	bad := [][]byte{
		{0x0a},                         // truncated length
		{0x0a, 0x05, 0x01},             // length past the end
		{0x0a, 0x03, 0x0a, 0x01, 0xff}, // invalid UTF-8 in a proto3 string
		{0x0f},                         // wire type 7 does not exist
		{0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01}, // varint overflow
	}
	for _, in := range bad {
		for cname, c := range codecs {
			if err := c.Unmarshal(in, samplemsg.People()); err == nil {
				t.Errorf("%s: Unmarshal(% x) succeeded", cname, in)
			}
		}
	}
}

// FuzzUnmarshal: arbitrary bytes into every body type give an error or a
// message whose deterministic encoding is a fixed point.
func FuzzUnmarshal(f *testing.F) {
	for _, m := range samplemsg.All() {
		b, err := protocodec.Codec{}.Marshal(nil, m)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, c := range codecs {
			for _, m := range samplemsg.Empty() {
				_ = codectest.FixedPoint(t, c, data, m)
			}
		}
	})
}

// FuzzUnmarshalFast is differential: for every body type the fast path
// (copying and aliasing) must fail exactly where protobuf-go fails, and
// otherwise decode an equal message (unknown fields included) that both
// paths encode to the same bytes. cmd/protoc-gen-fastproto has the
// same target over its test schema of every field kind.
func FuzzUnmarshalFast(f *testing.F) {
	for _, m := range samplemsg.All() {
		b, err := protocodec.Codec{}.Marshal(nil, m)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte{0x0a, 0x03, 0x0a, 0x01, 0xff})
	f.Add([]byte{0x0b, 0x08, 0x01, 0x0c, 0x0a, 0x00})
	fast, ref := protocodec.Codec{}, protocodec.Codec{Reference: true}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, typ := range append(samplemsg.Empty(), &bankv1.Account{}, &docsv1.Goods{}, &peoplev1.Person{}) {
			want := typ.ProtoReflect().New().Interface()
			wantErr := ref.Unmarshal(data, want)
			for name, unmarshal := range map[string]func([]byte, proto.Message) error{"Unmarshal": fast.Unmarshal, "UnmarshalAlias": fast.UnmarshalAlias} {
				got := typ.ProtoReflect().New().Interface()
				err := unmarshal(bytes.Clone(data), got)
				if (err == nil) != (wantErr == nil) {
					t.Fatalf("%T %s: error %v, protobuf-go %v", typ, name, err, wantErr)
				}
				if err != nil {
					if !strings.HasPrefix(err.Error(), "unmarshal polywire.") {
						t.Fatalf("%T %s: error %q does not name the message", typ, name, err)
					}
					continue
				}
				if !proto.Equal(got, want) {
					t.Fatalf("%T %s: decoded %v, protobuf-go %v", typ, name, got, want)
				}
				fb, ferr := fast.Marshal(nil, got)
				rb, rerr := ref.Marshal(nil, want)
				if ferr != nil || rerr != nil || !bytes.Equal(fb, rb) {
					t.Fatalf("%T %s: re-encodings differ (%v, %v):\n% x\n% x", typ, name, ferr, rerr, fb, rb)
				}
			}
		}
	})
}
