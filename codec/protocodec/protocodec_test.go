package protocodec_test

import (
	"bytes"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/codectest"
	"github.com/polywire/polywire/codec/protocodec"
	bankv1 "github.com/polywire/polywire/internal/gen/polywire/bank/v1"
	docsv1 "github.com/polywire/polywire/internal/gen/polywire/docs/v1"
	peoplev1 "github.com/polywire/polywire/internal/gen/polywire/people/v1"
	"github.com/polywire/polywire/internal/testmsg"
)

func TestRoundTrip(t *testing.T) {
	t.Parallel()
	for name, m := range testmsg.All() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			c := protocodec.Codec{}
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

// TestSeedWireBytes pins hand-computed encodings: the field numbers and
// types are the articles', so these are the bytes their own generated code
// reads.
func TestSeedWireBytes(t *testing.T) {
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
		got, err := protocodec.Codec{}.Marshal(nil, tt.m)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, tt.want) {
			t.Errorf("%s: got % x, want % x", tt.name, got, tt.want)
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
		if err := (protocodec.Codec{}).Unmarshal(in, testmsg.People()); err == nil {
			t.Errorf("Unmarshal(% x) succeeded", in)
		}
	}
}

// FuzzUnmarshal: arbitrary bytes into every body type give an error or a
// message whose deterministic encoding is a fixed point.
func FuzzUnmarshal(f *testing.F) {
	for _, m := range testmsg.All() {
		b, err := protocodec.Codec{}.Marshal(nil, m)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c := protocodec.Codec{}
		for _, m := range testmsg.Empty() {
			_ = codectest.FixedPoint(t, c, data, m)
		}
	})
}
