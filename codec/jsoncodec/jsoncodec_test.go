package jsoncodec_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/codectest"
	"github.com/polywire/polywire/codec/jsoncodec"
	"github.com/polywire/polywire/internal/testmsg"
)

func TestRoundTripAndCanonical(t *testing.T) {
	t.Parallel()
	for name, m := range testmsg.All() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			c := jsoncodec.Codec{}
			b, err := c.Marshal(nil, m)
			if err != nil {
				t.Fatal(err)
			}
			// Compact: identical to the standard library's compaction.
			var want bytes.Buffer
			if err := json.Compact(&want, b); err != nil {
				t.Fatalf("output is not JSON: %v\n%s", err, b)
			}
			if !bytes.Equal(b, want.Bytes()) {
				t.Fatalf("output is not compact:\n%s", b)
			}
			// Value-identical to protojson, the reference implementation.
			ref, err := protojson.Marshal(m)
			if err != nil {
				t.Fatal(err)
			}
			var refCompact bytes.Buffer
			if err := json.Compact(&refCompact, ref); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(b, refCompact.Bytes()) {
				t.Fatalf("differs from protojson:\n got %s\nwant %s", b, refCompact.Bytes())
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
	b, err := jsoncodec.Codec{}.Marshal([]byte("prefix "), testmsg.Error())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(b, []byte(`prefix {"code":"validation_failed"`)) {
		t.Fatalf("Marshal did not append after the prefix (or stripped its space): %s", b)
	}
}

func TestCanonicalMapping(t *testing.T) {
	t.Parallel()
	b, err := jsoncodec.Codec{}.Marshal(nil, testmsg.Account())
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`"id":"1"`,                                   // uint64 as a string
		`"transactionType":"Debit"`,                  // enum by name, the article's camelCase field name
		`"availableFunds":9876.12`,                   // double as a number
		`"id":"18446744073709551615"`,                // max uint64 survives
		"O'Connell \\\"Jr.\\\" ; Zoë \\\\ 東京 \u2028", // quote and backslash escaped, UTF-8 (even U+2028) raw
	} {
		if !bytes.Contains(b, []byte(want)) {
			t.Errorf("output lacks %s:\n%s", want, b)
		}
	}
	if bytes.Contains(b, []byte(`"transactionType":"Credit"`)) {
		t.Error("default enum value emitted; canonical proto3 JSON omits it")
	}
}

func TestUnmarshalErrors(t *testing.T) {
	t.Parallel()
	for _, in := range []string{``, `{`, `[]`, `{"person":[{"nmae":"x"}]}`, `{"person":"x"}`, `{"person":[{"address":[{"number":"abc"}]}]}`, "{\"person\":[{\"name\":\"\xff\"}]}"} {
		m := testmsg.People()
		if err := (jsoncodec.Codec{}).Unmarshal([]byte(in), m); err == nil {
			t.Errorf("Unmarshal(%q) succeeded", in)
		}
	}
}

// FuzzUnmarshal feeds arbitrary bytes to the JSON decoder for every body
// type: it must return an error or a message whose encoding is a fixed
// point (encode, decode, encode gives the same bytes).
func FuzzUnmarshal(f *testing.F) {
	for _, m := range testmsg.All() {
		b, err := jsoncodec.Codec{}.Marshal(nil, m)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte(`{"person":[{"name":"a","address":[{"number":1e3}]}]}`))
	f.Add([]byte(`{"accounts":[{"id":"1","balance":"NaN","transactions":[{"transactionType":1}]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		c := jsoncodec.Codec{}
		for _, m := range testmsg.Empty() {
			_ = codectest.FixedPoint(t, c, data, m)
		}
	})
}
