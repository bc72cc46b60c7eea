package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"unsafe"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	plugintestv1 "github.com/polywire/polywire/cmd/internal/plugintest/testdata/gen/polywire/plugintest/v1"
	plugintestv2 "github.com/polywire/polywire/cmd/internal/plugintest/testdata/gen/polywire/plugintest/v2"
	"github.com/polywire/polywire/codec/jsoncodec/fastjson"
	"github.com/polywire/polywire/dataset"
	articlesv1 "github.com/polywire/polywire/gen/polywire/articles/v1"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	errorv1 "github.com/polywire/polywire/gen/polywire/error/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/internal/samplemsg"
	"github.com/polywire/polywire/internal/vectors"
)

// fastMessage is a message with the generated methods.
type fastMessage interface {
	proto.Message
	AppendJSONFast(b []byte) ([]byte, error)
	UnmarshalJSONFast(b []byte, alias bool) error
}

// reference is what codec/jsoncodec wrote before the fast path and still
// writes with Reference: protojson, whitespace removed.
func reference(m proto.Message) ([]byte, error) {
	b, err := protojson.Marshal(m)
	if err != nil {
		return nil, err
	}
	return fastjson.Compact(b, 0), nil
}

// fast encodes m with its generated method.
func fast(t testing.TB, m proto.Message) ([]byte, error) {
	t.Helper()
	f, ok := m.(fastMessage)
	if !ok {
		t.Fatalf("%T has no generated fast methods", m)
	}
	return f.AppendJSONFast(nil)
}

// checkEncode fails unless the fast encoding of m is the reference's,
// byte for byte (or both fail), and returns it.
func checkEncode(t testing.TB, m proto.Message) []byte {
	t.Helper()
	want, wantErr := reference(m)
	got, err := fast(t, m)
	switch {
	case (err != nil) != (wantErr != nil):
		t.Fatalf("%T: fast error %v, protojson error %v\nmessage: %v", m, err, wantErr, m)
	case err != nil:
		return nil
	case !bytes.Equal(got, want):
		i := 0
		for i < len(got) && i < len(want) && got[i] == want[i] {
			i++
		}
		t.Fatalf("%T: fast encoding differs from protojson at byte %d:\n fast %q\n want %q", m, i,
			got[max(0, i-60):min(len(got), i+60)], want[max(0, i-60):min(len(want), i+60)])
	}
	return got
}

// decoders are the ways of decoding compared with protojson: the fast
// path copying strings and aliasing the input.
var decoders = []struct {
	name  string
	alias bool
}{{"copy", false}, {"alias", true}}

// checkDecode decodes in as typ with protojson and with the fast path
// (copying and aliasing) and fails unless all fail or all give equal
// messages; it returns protojson's message and error.
func checkDecode(t testing.TB, typ protoreflect.MessageType, in []byte) (proto.Message, error) {
	t.Helper()
	want := typ.New().Interface()
	wantErr := protojson.Unmarshal(in, want)
	for _, dec := range decoders {
		got := typ.New().Interface().(fastMessage)
		// The input is copied so that aliasing tests what it would in a
		// server: the bytes the decoder saw.
		buf := bytes.Clone(in)
		err := got.UnmarshalJSONFast(buf, dec.alias)
		if (err != nil) != (wantErr != nil) {
			t.Fatalf("%s: %s decode of %q: fast error %v, protojson error %v", typ.Descriptor().FullName(), dec.name, in, err, wantErr)
		}
		if err != nil {
			continue
		}
		if !dec.alias {
			// Nothing may point into the input: scribble over it.
			for i := range buf {
				buf[i] = 'X'
			}
		}
		if !proto.Equal(got, want) {
			t.Fatalf("%s: %s decode of %q differs from protojson's:\n fast %v\n want %v", typ.Descriptor().FullName(), dec.name, in, got, want)
		}
	}
	return want, wantErr
}

// checkRoundTrip checks m's encoding and the decoding of that encoding.
func checkRoundTrip(t testing.TB, m proto.Message) {
	t.Helper()
	if b := checkEncode(t, m); b != nil {
		if _, err := checkDecode(t, m.ProtoReflect().Type(), b); err != nil {
			t.Fatalf("%T: protojson does not read its own output: %v", m, err)
		}
	}
}

// kindsSample sets every field of Kinds, with edge values.
const kindsSample = `{
  "i32": -2147483648, "i64": "-9223372036854775808", "u32": 4294967295, "u64": "18446744073709551615",
  "s32": -33, "s64": "1099511627776", "f32": 200, "f64": "9223372036854775808",
  "sf32": -129, "sf64": "9223372036854775807", "fl": 0.1, "db": -1e300, "flag": true,
  "text": "héllo\u0000東京 \"q\" \\ \u2028\u2029 \u007f \ud83d\ude00 \b\f\n\r\t\u001f", "data": "AAEC/w==", "color": "COLOR_NEGATIVE",
  "child": {"i32": 1, "child": {"text": "deep", "color": 7}},
  "shared": {"shade": "SHADE_DARK", "note": "n"}, "inner": {"mood": "MOOD_CALM", "inners": [{}, {"mood": 5}]},
  "remote": {"label": "r", "level": "LEVEL_HIGH", "more": [{"label": "m"}]}, "level": "LEVEL_LOW",
  "shade": 9, "aliased": "ALIASED_PRIMARY",
  "rI32": [0, -1, 2147483647, -2147483648], "rI64": ["0", "-9223372036854775808"], "rU32": [0, 4294967295],
  "rU64": ["0", "18446744073709551615"], "rS32": [-1], "rS64": ["-1"], "rF32": [7], "rF64": ["7"],
  "rSf32": [-7], "rSf64": ["-7"], "rFl": [0, 0.5, 3.4028235e38, 1e-45, "NaN", -0], "rDb": [0, 1.5, "NaN", "Infinity", "-Infinity", -0.0, 5e-324, 1e21, 1e-7],
  "rFlag": [true, false], "rText": ["a", "", "\u0001"], "rData": ["", "AA=="], "rColor": ["COLOR_RED", 7, "COLOR_UNSPECIFIED"],
  "children": [{}, {"flag": true}], "remotes": [{"label": "x"}, {}],
  "mStrString": {"b": "2", "a": "-1", "": "0", "é": "e", "\u0000": "nul"},
  "mI32Msg": {"-5": {"text": "minus five"}, "3": {}, "10": {"flag": true}},
  "mI64Color": {"-9223372036854775808": "COLOR_RED", "9": 9},
  "mU32Bytes": {"4294967295": "AQ==", "0": ""},
  "mU64Double": {"18446744073709551615": 1.25, "2": "NaN"},
  "mS32Float": {"-1": 0.5}, "mS64Bool": {"-1": true, "1": false},
  "mF32Int64": {"1": "-1"}, "mF64Uint32": {"18446744073709551615": 4294967295},
  "mSf32Sint64": {"-2147483648": "-9223372036854775808"}, "mSf64String": {"-9223372036854775808": "min"},
  "mFlagMsg": {"true": {"i32": 1}, "false": {}},
  "mStrMsg": {"z": {}, "a": {"text": "a"}}, "mI32Str": {"100": "c", "-100": "a", "2": "b"},
  "choiceChild": {"text": "in the oneof"},
  "secondValue": {"k": [1, "two", null, true, {"n": {}}]},
  "optI32": 0, "optI64": "0", "optU32": 0, "optU64": "0", "optS32": 0, "optS64": "0", "optF32": 0, "optF64": "0",
  "optSf32": 0, "optSf64": "0", "optFl": 0, "optDb": -0, "optFlag": false, "optText": "", "optData": "",
  "optColor": "COLOR_UNSPECIFIED", "optMsg": {},
  "customName": 5, "multiWordField2x": "m",
  "ts": "2024-02-29T12:34:56.789Z", "dur": "-1.5s", "st": {"a": {"b": [1, null]}}, "val": 2.5,
  "lv": ["x", 1], "wI64": "-5", "wU32": 5, "wStr": "s", "wBool": false, "wDb": "NaN", "wFl": 1.5,
  "wBytes": "AQI=", "any": {"@type": "type.googleapis.com/polywire.plugintest.v1.Shared", "shade": "SHADE_LIGHT"},
  "mask": "a.bC,d", "empty": {}, "nullValue": null, "vals": [null, 1, "s"], "nulls": [null, "NULL_VALUE", 0],
  "valMap": {"k": null, "l": [1]}, "tss": ["1970-01-01T00:00:00Z"]
}`

// kindsSamples are Kinds values for the encoding tests.
func kindsSamples(t testing.TB) map[string]proto.Message {
	t.Helper()
	full := new(plugintestv1.Kinds)
	if err := protojson.Unmarshal([]byte(kindsSample), full); err != nil {
		t.Fatalf("kindsSample: %v", err)
	}
	wide := new(plugintestv1.Wide)
	wide.F1, wide.F64, wide.F65, wide.F70 = 1, 64, 65, 70
	return map[string]proto.Message{
		"kinds_full":              full,
		"kinds_empty":             new(plugintestv1.Kinds),
		"kinds_oneof_zero":        &plugintestv1.Kinds{Choice: &plugintestv1.Kinds_ChoiceNum{}, Second: &plugintestv1.Kinds_SecondText{}},
		"kinds_oneof_nil_message": &plugintestv1.Kinds{Choice: &plugintestv1.Kinds_ChoiceChild{}},
		"kinds_oneof_nil_wrapper": &plugintestv1.Kinds{Choice: (*plugintestv1.Kinds_ChoiceText)(nil)},
		"kinds_nil_elements": &plugintestv1.Kinds{Children: []*plugintestv1.Kinds{nil, {}},
			MStrMsg: map[string]*plugintestv1.Kinds{"nil": nil}},
		"kinds_negative_zero":        &plugintestv1.Kinds{Fl: float32(negZero), Db: negZero},
		"kinds_empty_optional_bytes": &plugintestv1.Kinds{OptData: []byte{}, Data: []byte{}},
		"kinds_null_value_set":       &plugintestv1.Kinds{NullValue: 1},
		"wide":                       wide,
		"no_fields":                  new(plugintestv1.NoFields),
		"outer":                      &plugintestv1.Outer{Inner: &plugintestv1.Outer_Inner{Inners: []*plugintestv1.Outer_Inner{{Mood: 1}}}},
		"remote":                     &plugintestv2.Remote{Label: "l", Level: 7, More: []*plugintestv2.Remote{{}}},
	}
}

var negZero = func() float64 { z := 0.0; return -z }()

// articleBank is seed 000's own data, which the large bank vector uses.
var articleBank = sync.OnceValues(func() (*bankv1.AccountList, error) {
	return dataset.LoadBank(filepath.Join("..", "..", "testdata", "seed000-bank"))
})

// schemaSamples are messages of polywire's own schemas: the codec test
// messages, the golden vectors' cases and the full datasets.
func schemaSamples(t testing.TB) map[string]proto.Message {
	t.Helper()
	out := map[string]proto.Message{}
	for name, m := range samplemsg.All() {
		out["testmsg_"+name] = m
	}
	bank, err := articleBank()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range vectors.Cases(bank) {
		out["vector_"+c.Name] = c.Message
	}
	out["dataset_bank"] = dataset.GenerateBank(dataset.DefaultSeed)
	out["dataset_article_bank"] = bank
	out["dataset_people"] = dataset.GeneratePeople(50000)
	out["dataset_documents"] = &docsv1.GetAllByLimitAndOffsetResponse{Documents: dataset.GenerateDocuments(dataset.DefaultSeed, 1000)}
	corpus := dataset.GenerateCorpus(dataset.DefaultSeed, dataset.CorpusSize)
	out["dataset_article_corpus"] = &articlesv1.Article{Title: "corpus", Subsections: corpus}
	return out
}

func TestEncodeMatchesProtojson(t *testing.T) {
	t.Parallel()
	samples := schemaSamples(t)
	for name, m := range kindsSamples(t) {
		samples[name] = m
	}
	for name, m := range samples {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			checkRoundTrip(t, m)
		})
	}
}

// TestAppendAppends checks that AppendJSONFast appends after what b holds.
func TestAppendAppends(t *testing.T) {
	t.Parallel()
	for _, m := range []fastMessage{samplemsg.Error(), new(plugintestv1.NoFields), new(plugintestv1.Kinds), (*docsv1.Document)(nil)} {
		want, err := reference(m)
		if err != nil {
			t.Fatal(err)
		}
		got, err := m.AppendJSONFast([]byte("prefix "))
		if err != nil || string(got) != "prefix "+string(want) {
			t.Errorf("%T: got %q, %v; want %q", m, got, err, "prefix "+string(want))
		}
	}
}

// allTypes are the message types the random and fuzz tests use.
var allTypes = []proto.Message{
	new(plugintestv1.Kinds), new(plugintestv1.Wide), new(plugintestv1.Outer), new(plugintestv1.NoFields),
	new(plugintestv2.Remote), new(bankv1.AccountList), new(bankv1.Account), new(docsv1.Document),
	new(docsv1.GetAllByLimitAndOffsetResponse), new(docsv1.SaveRequest), new(peoplev1.People),
	new(articlesv1.Article), new(errorv1.Error), new(bankv1.GetAccountRequest),
}

func TestRandomMessages(t *testing.T) {
	t.Parallel()
	// 150 per type: Kinds (every field kind, nested three deep) took 44 s
	// of a core at 1,000, a tenth of make test's budget, and 300 still 10 s
	// of make test's CPU; make test-long runs 1,000, and the fuzz targets
	// keep exploring beyond these.
	n := 150
	switch {
	case testing.Short():
		n = 50
	case os.Getenv("POLYWIRE_TEST_LONG") == "1": // make test-long
		n = 1000
	}
	for _, typ := range allTypes {
		t.Run(string(typ.ProtoReflect().Descriptor().Name()), func(t *testing.T) {
			t.Parallel()
			z := newRandomizer(uint64(len(typ.ProtoReflect().Descriptor().FullName())))
			for i := range n {
				// One message in ten may hold invalid UTF-8 (and then
				// fails to encode on both paths); the others encode.
				z.InvalidUTF8 = i%10 == 0
				m := typ.ProtoReflect().New()
				z.Fill(m, 3)
				t.Run(strconv.Itoa(i), func(t *testing.T) { checkRoundTrip(t, m.Interface()) })
				if t.Failed() {
					return
				}
			}
		})
	}
}

// TestEncodeErrors checks that invalid UTF-8, which protojson refuses to
// write, fails with the path of the field.
func TestEncodeErrors(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name string
		m    fastMessage
		want string
	}{
		{"string", &bankv1.Account{Name: "a\xffb"}, "marshal json: name: invalid UTF-8"},
		{"nested", &bankv1.Account{Transactions: []*bankv1.Transaction{{}, {}, {}, {Details: "\xed\xa0\x80"}}}, "marshal json: transactions[3].details: invalid UTF-8"},
		{"repeated", &peoplev1.People{Person: []*peoplev1.Person{{Email: []string{"ok", "\xc3"}}}}, "marshal json: person[0].email[1]: invalid UTF-8"},
		{"map_key", &plugintestv1.Kinds{MStrString: map[string]string{"\xff": ""}}, "marshal json: mStrString: invalid UTF-8"},
		{"map_value", &plugintestv1.Kinds{MStrMsg: map[string]*plugintestv1.Kinds{"k": {Text: "\xff"}}}, `marshal json: mStrMsg["k"].text: invalid UTF-8`},
		{"oneof", &plugintestv1.Kinds{Choice: &plugintestv1.Kinds_ChoiceText{ChoiceText: "\xff"}}, "marshal json: choiceText: invalid UTF-8"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			if _, err := reference(c.m); err == nil {
				t.Fatal("protojson encodes it")
			}
			_, err := c.m.AppendJSONFast(nil)
			if err == nil || err.Error() != c.want {
				t.Fatalf("got %v, want %s", err, c.want)
			}
		})
	}
}

// TestAliasing checks the documented memory rules: with alias, strings
// without escapes point into the input and escaped ones do not; without,
// nothing does (checkDecode also scribbles over the input).
func TestAliasing(t *testing.T) {
	t.Parallel()
	in := []byte(`{"name":"plain","owner":"esc\"aped","transactions":[{"details":"inside"}]}`)
	inside := func(s string) bool {
		p := uintptr(unsafe.Pointer(unsafe.StringData(s)))
		start := uintptr(unsafe.Pointer(&in[0]))
		return p >= start && p < start+uintptr(len(in))
	}
	var a bankv1.Account
	if err := a.UnmarshalJSONFast(in, true); err != nil {
		t.Fatal(err)
	}
	if !inside(a.Name) || !inside(a.Transactions[0].Details) || inside(a.Owner) || a.Owner != `esc"aped` {
		t.Errorf("alias: name inside %v, details inside %v, owner %q inside %v", inside(a.Name), inside(a.Transactions[0].Details), a.Owner, inside(a.Owner))
	}
	var c bankv1.Account
	if err := c.UnmarshalJSONFast(in, false); err != nil {
		t.Fatal(err)
	}
	if inside(c.Name) || inside(c.Transactions[0].Details) || inside(c.Owner) {
		t.Error("copy: a string points into the input")
	}
}
