package gateway

import (
	"bytes"
	"testing"

	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/codec/jsoncodec"
	"github.com/polywire/polywire/dataset"
)

// TestPassCodecJSONFromWire: the JSON of an upstream answer is written
// from its bytes, never decoded, byte for byte as the decoded message's;
// bytes wirejson declines (a field twice: the last wins) are decoded and
// written the ordinary way.
func TestPassCodecJSONFromWire(t *testing.T) {
	t.Parallel()
	acct := dataset.GenerateBank(dataset.DefaultSeed).Accounts[1]
	raw, err := proto.Marshal(acct)
	if err != nil {
		t.Fatal(err)
	}
	twice := protowire.AppendString(protowire.AppendTag(nil, 2, protowire.BytesType), "first")
	twice = append(twice, raw...) // field 2 (name) again inside raw
	typ := dynamicpb.NewMessageType(acct.ProtoReflect().Descriptor())
	c, ok := passRegistry().ByMediaType("application/json")
	if !ok {
		t.Fatal("no JSON codec")
	}
	for _, tc := range []struct {
		name    string
		raw     []byte
		decoded bool // the fallback decoded the message
	}{
		{"account2", raw, false},
		{"field twice", twice, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			m := dynamicpb.NewMessage(typ.Descriptor())
			if err := proto.Unmarshal(tc.raw, m); err != nil {
				t.Fatal(err)
			}
			want, err := jsoncodec.Codec{}.Marshal(nil, m)
			if err != nil {
				t.Fatal(err)
			}
			r := &rawMessage{raw: tc.raw, typ: typ}
			got, err := c.Marshal(nil, r)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("JSON differs from the decoded message's:\n got %.200s\nwant %.200s", got, want)
			}
			if decoded := r.msg != nil; decoded != tc.decoded {
				t.Errorf("decoded = %v, want %v", decoded, tc.decoded)
			}
		})
	}
}
