package main

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
	"unsafe"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/known/anypb"
	"google.golang.org/protobuf/types/known/fieldmaskpb"
	"google.golang.org/protobuf/types/known/structpb"
	"google.golang.org/protobuf/types/known/timestamppb"
	"google.golang.org/protobuf/types/known/wrapperspb"

	"github.com/polywire/polywire/cmd/internal/plugintest"
	plugintestv1 "github.com/polywire/polywire/cmd/internal/plugintest/testdata/gen/polywire/plugintest/v1"
	plugintestv2 "github.com/polywire/polywire/cmd/internal/plugintest/testdata/gen/polywire/plugintest/v2"
	"github.com/polywire/polywire/codec/msgpackcodec"
	"github.com/polywire/polywire/codec/msgpackcodec/fastmsgpack"
	articlesv1 "github.com/polywire/polywire/gen/polywire/articles/v1"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	errorv1 "github.com/polywire/polywire/gen/polywire/error/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/internal/edgemsg"
	"github.com/polywire/polywire/internal/samplemsg"
)

// The two paths every test holds to each other.
var (
	fast = msgpackcodec.Codec{}
	ref  = msgpackcodec.Codec{Reference: true}
)

// testTypes are the message types inputs are decoded as: the test
// schema's (every kind) and the server's bodies.
var testTypes = func() []protoreflect.MessageType {
	var out []protoreflect.MessageType
	for _, m := range []proto.Message{
		new(plugintestv1.Kinds), new(plugintestv1.Wide), new(plugintestv1.Outer), new(plugintestv1.NoFields),
		new(plugintestv2.Remote), new(bankv1.AccountList), new(bankv1.Account), new(docsv1.Document),
		new(docsv1.SaveRequest), new(peoplev1.People), new(articlesv1.Article), new(errorv1.Error),
		new(plugintestv1.WellKnown),
	} {
		out = append(out, m.ProtoReflect().Type())
	}
	return out
}()

// chain is a Kinds nested n levels below the top (the reference refuses
// n >= 100).
func chain(n int) *plugintestv1.Kinds {
	m := &plugintestv1.Kinds{Text: "leaf"}
	for range n {
		m = &plugintestv1.Kinds{Child: m}
	}
	return m
}

// samples are hand-made messages for what random ones rarely hit.
func samples() map[string]proto.Message {
	out := map[string]proto.Message{
		"kinds_empty":             new(plugintestv1.Kinds),
		"kinds_oneof_zero":        &plugintestv1.Kinds{Choice: &plugintestv1.Kinds_ChoiceNum{}, Second: &plugintestv1.Kinds_SecondText{}},
		"kinds_oneof_nil_message": &plugintestv1.Kinds{Choice: &plugintestv1.Kinds_ChoiceChild{}},
		"kinds_oneof_nil_wrapper": &plugintestv1.Kinds{Choice: (*plugintestv1.Kinds_ChoiceText)(nil)},
		"kinds_nil_elements": &plugintestv1.Kinds{Children: []*plugintestv1.Kinds{nil, {}},
			MStrMsg: map[string]*plugintestv1.Kinds{"nil": nil}, Tss: []*timestamppb.Timestamp{nil}},
		"kinds_negative_zero":  &plugintestv1.Kinds{Fl: float32(math.Copysign(0, -1)), Db: math.Copysign(0, -1)},
		"kinds_nan":            &plugintestv1.Kinds{Fl: float32(math.NaN()), Db: math.Inf(-1)},
		"kinds_empty_bytes":    &plugintestv1.Kinds{OptData: []byte{}, Data: []byte{}, RData: [][]byte{{}, nil}},
		"kinds_long_values":    &plugintestv1.Kinds{Text: strings.Repeat("é", 40000), Data: make([]byte, 70000), RI32: make([]int32, 70000)},
		"kinds_unknown_enum":   &plugintestv1.Kinds{Color: 99, RColor: []plugintestv1.Color{-3, 5}, Level: 9, Aliased: 1},
		"kinds_wkt":            &plugintestv1.Kinds{Ts: timestamppb.New(timestamppb.Now().AsTime()), Val: structpb.NewStringValue("v")},
		"kinds_depth_99":       chain(99),
		"kinds_depth_100":      chain(100),
		"kinds_invalid_utf8":   &plugintestv1.Kinds{Children: []*plugintestv1.Kinds{{}, {RText: []string{"ok", "\xff"}}}},
		"kinds_invalid_key":    &plugintestv1.Kinds{MStrMsg: map[string]*plugintestv1.Kinds{"\xc3": {}}},
		"kinds_invalid_in_wkt": &plugintestv1.Kinds{Val: structpb.NewStringValue("\xed\xa0\x80")},
		"wide":                 &plugintestv1.Wide{F1: 1, F64: 64, F65: 65, F70: 70},
		"no_fields":            new(plugintestv1.NoFields),
		"outer":                &plugintestv1.Outer{Inner: &plugintestv1.Outer_Inner{Inners: []*plugintestv1.Outer_Inner{{Mood: 1}, {Mood: 4}}}},
		"remote":               &plugintestv2.Remote{Label: "l", Level: 7, More: []*plugintestv2.Remote{{}}},
	}
	for name, m := range samplemsg.All() {
		out[name] = m
	}
	for name, m := range plugintest.WellKnownSamples() {
		out["wkt_"+name] = m
	}
	return out
}

// errText is err's text, "" for nil.
func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// checkEncode holds the fast encoder to the reference's bytes and errors,
// and checks that the generated code itself wrote them (rather than
// falling back).
func checkEncode(t *testing.T, m proto.Message) []byte {
	t.Helper()
	prefix := []byte("prefix")
	fb, ferr := fast.Marshal(prefix, m)
	rb, rerr := ref.Marshal(prefix, m)
	if errText(ferr) != errText(rerr) {
		t.Fatalf("marshal errors differ:\nfast      %v\nreference %v", ferr, rerr)
	}
	if !bytes.Equal(fb, rb) {
		t.Fatalf("bytes differ at %d:\nfast      %x\nreference %x", diffAt(fb, rb), fb, rb)
	}
	own, ok := m.(fastmsgpack.Message).AppendMsgpackFast(nil, 0)
	if ok != (rerr == nil) {
		t.Fatalf("AppendMsgpackFast: ok %v, reference error %v", ok, rerr)
	}
	if ok && !bytes.Equal(own, rb[len(prefix):]) {
		t.Fatalf("AppendMsgpackFast wrote other bytes")
	}
	return rb[len(prefix):]
}

func diffAt(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// checkDecode decodes data as typ on both paths (the fast one copying and
// aliasing): both fail with the same error or both succeed with equal
// messages. It returns the reference's result.
func checkDecode(t *testing.T, typ protoreflect.MessageType, data []byte) (proto.Message, error) {
	t.Helper()
	in := slices.Clip(bytes.Clone(data)) // no spare capacity to read by mistake
	rm, fm, am := typ.New().Interface(), typ.New().Interface(), typ.New().Interface()
	rerr := ref.Unmarshal(in, rm)
	ferr := fast.Unmarshal(in, fm)
	aerr := fast.UnmarshalAlias(in, am)
	if errText(ferr) != errText(rerr) || errText(aerr) != errText(rerr) {
		t.Fatalf("%s: decode errors differ on %x:\nfast      %v\nalias     %v\nreference %v", typ.Descriptor().FullName(), data, ferr, aerr, rerr)
	}
	if rerr != nil {
		return nil, rerr
	}
	if !proto.Equal(fm, rm) || !proto.Equal(am, rm) {
		t.Fatalf("%s: decoded messages differ on %x:\nfast      %v\nalias     %v\nreference %v", typ.Descriptor().FullName(), data, fm, am, rm)
	}
	return rm, nil
}

// checkFastDecodes checks that the generated decoder itself reads enc
// (which the encoder wrote), without handing it to the reference.
func checkFastDecodes(t *testing.T, typ protoreflect.MessageType, enc []byte) {
	t.Helper()
	m := typ.New().Interface().(fastmsgpack.Message)
	d := fastmsgpack.NewDecoder(enc)
	if !m.DecodeMsgpackFast(d) || !d.Done() {
		t.Fatalf("%s: the fast decoder refused the encoder's output %x", typ.Descriptor().FullName(), enc)
	}
}

// checkRoundTrip encodes m on both paths and, when that succeeds, decodes
// the bytes on both.
func checkRoundTrip(t *testing.T, m proto.Message) {
	t.Helper()
	enc := checkEncode(t, m)
	if _, err := ref.Marshal(nil, m); err != nil {
		return
	}
	typ := m.ProtoReflect().Type()
	checkFastDecodes(t, typ, enc)
	got, err := checkDecode(t, typ, enc)
	if err != nil {
		t.Fatalf("decode own encoding: %v", err)
	}
	if again := checkEncode(t, got); !bytes.Equal(again, enc) {
		t.Fatalf("re-encoding the decoded message changed the bytes")
	}
}

func TestSamples(t *testing.T) {
	t.Parallel()
	for name, m := range samples() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			checkRoundTrip(t, m)
		})
	}
	// The limits: chain(99) encodes, chain(100) does not.
	if _, err := fast.Marshal(nil, chain(99)); err != nil {
		t.Errorf("depth 99: %v", err)
	}
	if _, err := fast.Marshal(nil, chain(100)); err == nil {
		t.Errorf("depth 100 encoded")
	}
}

// TestGoldenVectors: the committed MessagePack vectors are the fast
// encoder's bytes for the vectors' Protobuf messages, and both decoders
// read them into those messages.
func TestGoldenVectors(t *testing.T) {
	t.Parallel()
	dir := "../../testdata/vectors"
	raw, err := os.ReadFile(filepath.Join(dir, "manifest.json"))
	if err != nil {
		t.Fatal(err)
	}
	var manifest struct {
		Entries []struct{ Case, Message, Format, File string }
	}
	if err := json.Unmarshal(raw, &manifest); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range manifest.Entries {
		if e.Format != "msgpack" {
			continue
		}
		n++
		t.Run(e.Case, func(t *testing.T) {
			t.Parallel()
			typ, err := protoregistry.GlobalTypes.FindMessageByName(protoreflect.FullName(e.Message))
			if err != nil {
				t.Fatal(err)
			}
			pb, err := os.ReadFile(filepath.Join(dir, strings.TrimSuffix(e.File, ".msgpack")+".pb"))
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(filepath.Join(dir, e.File))
			if err != nil {
				t.Fatal(err)
			}
			m := typ.New().Interface()
			if err := proto.Unmarshal(pb, m); err != nil {
				t.Fatal(err)
			}
			if got := checkEncode(t, m); !bytes.Equal(got, want) {
				t.Fatalf("fast encoding differs from %s at byte %d", e.File, diffAt(got, want))
			}
			checkFastDecodes(t, typ, want)
			got, err := checkDecode(t, typ, want)
			if err != nil || !proto.Equal(got, m) {
				t.Fatalf("decode %s: %v", e.File, err)
			}
		})
	}
	if n < 10 {
		t.Fatalf("only %d MessagePack vectors", n)
	}
}

// TestRandomMessages: seeded random messages of every type (WellKnown:
// every well-known type in every position), a tenth with invalid UTF-8
// somewhere (both paths then fail alike). Kinds nests two
// deep, not three: with its 107 fields a three-deep Kinds averages tens of
// kilobytes, and 150 of them took 12 s.
func TestRandomMessages(t *testing.T) {
	t.Parallel()
	for _, typ := range testTypes {
		name := typ.Descriptor().FullName()
		depth := 3
		if name.Name() == "Kinds" {
			depth = 2
		}
		t.Run(string(name.Name()), func(t *testing.T) {
			t.Parallel()
			z := plugintest.WellKnownRand(uint64(len(name)))
			for i := range 150 {
				z.InvalidUTF8 = i%10 == 0
				m := typ.New()
				z.Fill(m, depth)
				t.Run(strconv.Itoa(i), func(t *testing.T) { checkRoundTrip(t, m.Interface()) })
				if t.Failed() {
					return
				}
			}
		})
	}
}

// mutate returns a seeded variation of enc: a byte changed, one inserted
// or removed, the end cut, a byte made nil, or a part repeated.
func mutate(r *rand.Rand, enc []byte) []byte {
	b := bytes.Clone(enc)
	if len(b) == 0 {
		return []byte{byte(r.Uint32())}
	}
	i := r.IntN(len(b))
	switch r.IntN(7) {
	case 0, 1:
		b[i] = byte(r.Uint32())
	case 2:
		b[i] ^= 1 << r.IntN(8)
	case 3:
		b = append(b[:i], append([]byte{byte(r.Uint32())}, b[i:]...)...)
	case 4:
		b = append(b[:i], b[i+1:]...)
	case 5:
		b[i] = 0xc0
	default:
		j := i + r.IntN(len(b)-i)
		b = append(b[:j], append(bytes.Clone(b[i:j]), b[j:]...)...)
	}
	return b
}

// TestMutations decodes seeded mutations of encoded messages as every
// type: accepted and refused alike, with equal results.
func TestMutations(t *testing.T) {
	t.Parallel()
	var encs [][]byte
	for _, m := range samples() {
		if b, err := ref.Marshal(nil, m); err == nil && len(b) < 2048 {
			encs = append(encs, b)
		}
	}
	z := edgemsg.New(7)
	for range 30 {
		m := new(plugintestv1.Kinds)
		z.Fill(m.ProtoReflect(), 1)
		if b, err := ref.Marshal(nil, m); err == nil && len(b) < 2048 {
			encs = append(encs, b)
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	accepted := 0
	for i, enc := range encs {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			for range 100 {
				b := mutate(r, enc)
				for _, typ := range testTypes {
					if _, err := checkDecode(t, typ, b); err == nil {
						accepted++
					}
				}
			}
		})
	}
	if accepted < 100 {
		t.Errorf("only %d mutated inputs decoded: the mutations test little beyond errors", accepted)
	}
}

// mp concatenates MessagePack fragments.
func mp(parts ...[]byte) []byte { return bytes.Join(parts, nil) }

func s(v string) []byte { return fastmsgpack.AppendString(nil, v) }

// TestAlternativeForms: inputs the encoder never writes. Those the fast
// decoder reads itself must give the reference's result; those it hands
// over (fast false) must too.
func TestAlternativeForms(t *testing.T) {
	t.Parallel()
	kinds := new(plugintestv1.Kinds).ProtoReflect().Type()
	for _, c := range []struct {
		name string
		in   []byte
		fast bool // the generated decoder reads it itself
	}{
		{"proto_name", mp([]byte{0x81}, s("r_i32"), []byte{0x91, 0x01}), true},
		{"wide_int", mp([]byte{0x81}, s("i32"), []byte{0xd3, 0, 0, 0, 0, 0, 0, 0, 5}), true},
		{"negative_in_int64_for_int32", mp([]byte{0x81}, s("i32"), []byte{0xd3, 0xff, 0xff, 0xff, 0xff, 0x80, 0, 0, 0}), true},
		{"uint64_for_int32", mp([]byte{0x81}, s("i32"), []byte{0xcf, 0, 0, 0, 0, 0x80, 0, 0, 0}), false},
		{"uint64_for_int64", mp([]byte{0x81}, s("i64"), []byte{0xcf, 0x80, 0, 0, 0, 0, 0, 0, 0}), false},
		{"int8_for_uint32", mp([]byte{0x81}, s("u32"), []byte{0xd0, 5}), true},
		{"negative_for_uint64", mp([]byte{0x81}, s("u64"), []byte{0xff}), false},
		{"int_for_double", mp([]byte{0x81}, s("db"), []byte{0xcf, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}), true},
		{"double_for_float", mp([]byte{0x81}, s("fl"), fastmsgpack.AppendFloat64(nil, 0.1)), true},
		{"double_beyond_float", mp([]byte{0x81}, s("fl"), fastmsgpack.AppendFloat64(nil, 1e300)), false},
		{"float_for_double", mp([]byte{0x81}, s("db"), fastmsgpack.AppendFloat32(nil, 0.1)), true},
		{"enum_number", mp([]byte{0x81}, s("color"), []byte{0x02}), true},
		{"enum_alias", mp([]byte{0x81}, s("aliased"), s("ALIASED_PRIMARY")), true},
		{"enum_unknown_name", mp([]byte{0x81}, s("color"), s("PURPLE")), false},
		{"nil_field", mp([]byte{0x81}, s("text"), []byte{0xc0}), false},
		{"str8_key", mp([]byte{0x81, 0xd9, 4}, []byte("text"), s("x")), true},
		{"map16_header", mp([]byte{0xde, 0, 1}, s("text"), s("x")), true},
		{"keys_out_of_order", mp([]byte{0x82}, s("text"), s("x"), s("i32"), []byte{1}), true},
		{"duplicate_key", mp([]byte{0x82}, s("i32"), []byte{1}, s("r_i32"), []byte{0x90}, s("rI32"), []byte{0x90}), false},
		{"second_oneof_member", mp([]byte{0x82}, s("choiceText"), s("a"), s("choiceNum"), []byte{1}), false},
		{"map_key_plus", mp([]byte{0x81}, s("mI32Str"), []byte{0x81}, s("+7"), s("v")), true},
		{"map_key_duplicate", mp([]byte{0x81}, s("mI32Str"), []byte{0x82}, s("7"), s("v"), s("07"), s("w")), false},
		{"map_bool_key", mp([]byte{0x81}, s("mFlagMsg"), []byte{0x82}, s("true"), []byte{0x80}, s("false"), []byte{0x80}), true},
		{"bin_for_string", mp([]byte{0x81}, s("text"), fastmsgpack.AppendBytes(nil, []byte("x"))), false},
		{"unknown_key", mp([]byte{0x81}, s("nope"), []byte{1}), false},
		{"trailing_bytes", mp([]byte{0x80, 0x00}), false},
		{"wkt_field", mp([]byte{0x81}, s("ts"), []byte{0x81}, s("seconds"), []byte{5}), true},
		{"wkt_struct", mp([]byte{0x81}, s("st"), []byte{0x81}, s("fields"), []byte{0x82}, s("k"), []byte{0x81}, s("boolValue"), []byte{0xc3}, s("l"), []byte{0x81}, s("listValue"), []byte{0x81}, s("values"), []byte{0x91, 0x80}), true},
		{"wkt_struct_nil_value", mp([]byte{0x81}, s("st"), []byte{0x81}, s("fields"), []byte{0x81}, s("k"), []byte{0xc0}), false},
		{"wkt_struct_duplicate_key", mp([]byte{0x81}, s("st"), []byte{0x81}, s("fields"), []byte{0x82}, s("k"), []byte{0x80}, s("k"), []byte{0x80}), false},
		{"wkt_value_two_members", mp([]byte{0x81}, s("val"), []byte{0x82}, s("boolValue"), []byte{0xc3}, s("numberValue"), []byte{0x01}), false},
		{"wkt_value_null_number", mp([]byte{0x81}, s("val"), []byte{0x81}, s("nullValue"), []byte{0x05}), true},
		{"wkt_value_int_number", mp([]byte{0x81}, s("val"), []byte{0x81}, s("numberValue"), []byte{0x05}), true},
		{"wkt_value_proto_name", mp([]byte{0x81}, s("val"), []byte{0x81}, s("bool_value"), []byte{0xc3}), false},
		{"wkt_any_proto_name", mp([]byte{0x81}, s("any"), []byte{0x81}, s("type_url"), s("x")), false},
		{"wkt_any_value_str", mp([]byte{0x81}, s("any"), []byte{0x81}, s("value"), s("x")), false},
		{"wkt_wrapper_nil", mp([]byte{0x81}, s("wI64"), []byte{0x81}, s("value"), []byte{0xc0}), false},
		{"wkt_empty_member", mp([]byte{0x81}, s("empty"), []byte{0x81}, s("a"), []byte{0x01}), false},
		{"wkt_mask_nil_path", mp([]byte{0x81}, s("mask"), []byte{0x81}, s("paths"), []byte{0x91, 0xc0}), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			m := kinds.New().Interface().(fastmsgpack.Message)
			d := fastmsgpack.NewDecoder(c.in)
			if got := m.DecodeMsgpackFast(d) && d.Done(); got != c.fast {
				t.Errorf("fast decoder took it: %v, want %v", got, c.fast)
			}
			checkDecode(t, kinds, c.in)
		})
	}
}

// TestUnmarshalDoesNotRetainInput: Unmarshal's strings and bytes survive
// the input being overwritten; UnmarshalAlias's point into it.
func TestUnmarshalDoesNotRetainInput(t *testing.T) {
	t.Parallel()
	m := &plugintestv1.Kinds{Text: "text", Data: []byte("data"), RText: []string{"a"}, MStrString: map[string]string{"k": "v"}}
	enc, err := fast.Marshal(nil, m)
	if err != nil {
		t.Fatal(err)
	}
	got, aliased := new(plugintestv1.Kinds), new(plugintestv1.Kinds)
	if err := fast.Unmarshal(enc, got); err != nil {
		t.Fatal(err)
	}
	if err := fast.UnmarshalAlias(enc, aliased); err != nil {
		t.Fatal(err)
	}
	for i := range enc {
		enc[i] = 'x'
	}
	if !proto.Equal(got, m) {
		t.Errorf("Unmarshal retained its input: %v", got)
	}
	if aliased.Text != "xxxx" {
		t.Errorf("UnmarshalAlias copied its input: %q", aliased.Text)
	}
}

// TestTruncatedAtEveryLength decodes every prefix of an encoding holding
// every kind of header (str 8 and 16, bin 8 and 16, array 16, map 16): each
// one is refused alike, and none panics.
func TestTruncatedAtEveryLength(t *testing.T) {
	t.Parallel()
	m := &plugintestv1.Kinds{
		I64: -1 << 40, U32: 300, Fl: 1.5, Db: 2.5, Flag: true, Text: strings.Repeat("t", 40), Data: make([]byte, 300),
		Color: 2, Child: &plugintestv1.Kinds{Text: strings.Repeat("é", 200)}, RI32: make([]int32, 16),
		MI32Str: map[int32]string{}, Choice: &plugintestv1.Kinds_ChoiceText{ChoiceText: "c"},
		Ts: timestamppb.New(time.Unix(1, 2)),
	}
	for i := range int32(16) {
		m.MI32Str[i] = "v"
	}
	enc, err := ref.Marshal(nil, m)
	if err != nil {
		t.Fatal(err)
	}
	for n := range len(enc) {
		if _, err := checkDecode(t, m.ProtoReflect().Type(), enc[:n]); err == nil {
			t.Fatalf("prefix of %d of %d bytes decoded", n, len(enc))
		}
	}
}

// TestWellKnownStayFast: a message holding a Timestamp, a Struct, a
// StringValue, a FieldMask and an Any is written and read by the generated
// code and the runtime, not the reference: read with UnmarshalAlias, their
// strings point into the input (the reference copies every string), and
// writing it does not allocate (the reference does, for every message).
// (Not parallel: AllocsPerRun.)
func TestWellKnownStayFast(t *testing.T) {
	m := &plugintestv1.WellKnown{
		Ts:   &timestamppb.Timestamp{Seconds: 1_764_000_000, Nanos: 5_000_000},
		St:   &structpb.Struct{Fields: map[string]*structpb.Value{"k": structpb.NewStringValue("struct string")}},
		WStr: wrapperspb.String("wrapped string"), Mask: &fieldmaskpb.FieldMask{Paths: []string{"a.b"}},
		Any: &anypb.Any{TypeUrl: "type.googleapis.com/x.Y", Value: []byte{1}},
	}
	in, err := fast.Marshal(nil, m)
	if err != nil {
		t.Fatal(err)
	}
	inside := func(s string) bool {
		p := uintptr(unsafe.Pointer(unsafe.StringData(s)))
		start := uintptr(unsafe.Pointer(&in[0]))
		return p >= start && p < start+uintptr(len(in))
	}
	got := new(plugintestv1.WellKnown)
	if err := fast.UnmarshalAlias(in, got); err != nil {
		t.Fatal(err)
	}
	if !proto.Equal(got, m) {
		t.Fatalf("decoded %v, want %v", got, m)
	}
	for what, s := range map[string]string{
		"the Struct's string": got.GetSt().GetFields()["k"].GetStringValue(), "the StringValue": got.GetWStr().GetValue(),
		"the FieldMask's path": got.GetMask().GetPaths()[0], "the Any's type URL": got.GetAny().GetTypeUrl(),
	} {
		if !inside(s) {
			t.Errorf("%s was copied: the reference decoded it", what)
		}
	}
	buf := make([]byte, 0, 2*len(in))
	if allocs := testing.AllocsPerRun(100, func() {
		if _, ok := m.AppendMsgpackFast(buf[:0], 0); !ok {
			t.Fatal("not written")
		}
	}); allocs > 0 {
		t.Errorf("encoding allocates %v times: the reference wrote part of it", allocs)
	}
}

// BenchmarkWellKnown: 1,000 products, each holding a Timestamp, a
// Duration, two wrappers, Empty, a Struct, a FieldMask and an Any
// (plugintest.WellKnownList), written and read by the generated path
// (which handles the well-known types in its runtime) and by the reference
// path, in the same run; docs/BENCHMARKS.md has the numbers:
//
//	go test -run '^$' -bench WellKnown -benchmem ./cmd/protoc-gen-fastjson ./cmd/protoc-gen-fastxml ./cmd/protoc-gen-fastmsgpack
func BenchmarkWellKnown(b *testing.B) {
	list := plugintest.WellKnownList(1000)
	for _, c := range []struct {
		name  string
		codec msgpackcodec.Codec
	}{{"fast", fast}, {"reference", ref}} {
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
