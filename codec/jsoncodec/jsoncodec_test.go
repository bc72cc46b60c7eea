package jsoncodec_test

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"testing"
	"unsafe"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/structpb"

	"github.com/polywire/polywire/codec/codectest"
	"github.com/polywire/polywire/codec/jsoncodec"
	"github.com/polywire/polywire/dataset"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	"github.com/polywire/polywire/internal/samplemsg"
	"github.com/polywire/polywire/internal/vectors"
)

func TestRoundTripAndCanonical(t *testing.T) {
	t.Parallel()
	for name, m := range samplemsg.All() {
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
	b, err := jsoncodec.Codec{}.Marshal([]byte("prefix "), samplemsg.Error())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(b, []byte(`prefix {"code":"validation_failed"`)) {
		t.Fatalf("Marshal did not append after the prefix (or stripped its space): %s", b)
	}
}

func TestCanonicalMapping(t *testing.T) {
	t.Parallel()
	b, err := jsoncodec.Codec{}.Marshal(nil, samplemsg.Account())
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
		m := samplemsg.People()
		if err := (jsoncodec.Codec{}).Unmarshal([]byte(in), m); err == nil {
			t.Errorf("Unmarshal(%q) succeeded", in)
		}
	}
}

// FuzzUnmarshal feeds arbitrary bytes to the JSON decoder for every body
// type: it must return an error or a message whose encoding is a fixed
// point (encode, decode, encode gives the same bytes).
func FuzzUnmarshal(f *testing.F) {
	for _, m := range samplemsg.All() {
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
		for _, m := range samplemsg.Empty() {
			_ = codectest.FixedPoint(t, c, data, m)
		}
	})
}

// fastAndReference are the two paths of the codec; both must write the
// same bytes and read the same values.
var fastAndReference = []struct {
	name  string
	codec jsoncodec.Codec
}{{"fast", jsoncodec.Codec{}}, {"reference", jsoncodec.Codec{Reference: true}}}

// TestFastPathMatchesReference compares the generated fast path with the
// reference path (protojson) on every test message, the golden vectors'
// cases and the full datasets: same bytes, and each path reads the
// other's output (with and without aliasing) into equal messages.
func TestFastPathMatchesReference(t *testing.T) {
	t.Parallel()
	samples := map[string]proto.Message{}
	for name, m := range samplemsg.All() {
		samples["testmsg_"+name] = m
	}
	bank, err := dataset.LoadBank(filepath.Join("..", "..", "testdata", "seed000-bank"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range vectors.Cases(bank) {
		samples["vector_"+c.Name] = c.Message
	}
	samples["dataset_bank"] = dataset.GenerateBank(dataset.DefaultSeed)
	samples["dataset_people"] = dataset.GeneratePeople(50000)
	samples["dataset_documents"] = &docsv1.GetAllByLimitAndOffsetResponse{Documents: dataset.GenerateDocuments(dataset.DefaultSeed, 1000)}
	for name, m := range samples {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			fast, err := jsoncodec.Codec{}.Marshal(nil, m)
			if err != nil {
				t.Fatal(err)
			}
			ref, err := jsoncodec.Codec{Reference: true}.Marshal(nil, m)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(fast, ref) {
				t.Fatalf("fast and reference encodings differ:\n fast %.200s\n  ref %.200s", fast, ref)
			}
			for _, p := range fastAndReference {
				for _, unmarshal := range []func([]byte, proto.Message) error{p.codec.Unmarshal, p.codec.UnmarshalAlias} {
					got := m.ProtoReflect().New().Interface()
					if err := unmarshal(fast, got); err != nil {
						t.Fatalf("%s: %v", p.name, err)
					}
					if !proto.Equal(got, m) {
						t.Fatalf("%s: decoded message differs", p.name)
					}
				}
			}
		})
	}
}

// TestUnmarshalCopies checks that Unmarshal's message shares no memory
// with the input (the server pools request buffers) and that
// UnmarshalAlias's strings point into it.
func TestUnmarshalCopies(t *testing.T) {
	t.Parallel()
	in, err := jsoncodec.Codec{}.Marshal(nil, samplemsg.Account())
	if err != nil {
		t.Fatal(err)
	}
	buf := bytes.Clone(in)
	got := new(bankv1.Account)
	if err := (jsoncodec.Codec{}).Unmarshal(buf, got); err != nil {
		t.Fatal(err)
	}
	for i := range buf {
		buf[i] = '#'
	}
	if !proto.Equal(got, samplemsg.Account()) {
		t.Fatalf("Unmarshal's message changed with its input: %v", got)
	}
	aliased := new(bankv1.Account)
	if err := (jsoncodec.Codec{}).UnmarshalAlias(in, aliased); err != nil {
		t.Fatal(err)
	}
	p := uintptr(unsafe.Pointer(unsafe.StringData(aliased.Iban)))
	if start := uintptr(unsafe.Pointer(&in[0])); p < start || p >= start+uintptr(len(in)) {
		t.Error("UnmarshalAlias copied a string without escapes")
	}
}

// TestMessagesWithoutFastMethods checks that messages the plugin did not
// generate (here a well-known type) take protojson's path on both.
func TestMessagesWithoutFastMethods(t *testing.T) {
	t.Parallel()
	m, err := structpb.NewStruct(map[string]any{"b": []any{1.5, "x", nil}, "a": true})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range fastAndReference {
		b, err := p.codec.Marshal(nil, m)
		if err != nil || string(b) != `{"a":true,"b":[1.5,"x",null]}` {
			t.Fatalf("%s: got %s, %v", p.name, b, err)
		}
		got := new(structpb.Struct)
		if err := p.codec.UnmarshalAlias(b, got); err != nil || !proto.Equal(got, m) {
			t.Fatalf("%s: got %v, %v", p.name, got, err)
		}
	}
}
