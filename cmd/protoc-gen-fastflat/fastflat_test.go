package main

import (
	"bytes"
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	flatbuffers "github.com/google/flatbuffers/go"
	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"

	"github.com/polywire/polywire/cmd/internal/plugintest"
	plugintestv1 "github.com/polywire/polywire/cmd/internal/plugintest/testdata/gen/polywire/plugintest/v1"
	plugintestv2 "github.com/polywire/polywire/cmd/internal/plugintest/testdata/gen/polywire/plugintest/v2"
	flatkindsv1 "github.com/polywire/polywire/cmd/protoc-gen-fastflat/testdata/gen/flatkinds/v1"
	"github.com/polywire/polywire/codec/flatcodec"
	"github.com/polywire/polywire/codec/flatcodec/fastflat"
	"github.com/polywire/polywire/internal/edgemsg"
)

// The tests below hold the code generated for testdata/proto (every kind
// the plugin handles) to codec/flatcodec's reference path: the same bytes
// for every message, and the same decision and message for every buffer.

// The two paths.
var (
	fast = flatcodec.Codec{}
	ref  = flatcodec.Codec{Reference: true}
	// fast8 has a small table limit.
	fast8 = flatcodec.Codec{MaxTables: 8}
)

// fastMessage is the interface flatcodec finds the generated methods by.
type fastMessage interface {
	proto.Message
	MarshalFlatFast(e *fastflat.Encoder, maxDepth int) (root int, ok bool)
	UnmarshalFlatFast(b []byte, o fastflat.DecodeOptions) (handled, ok bool)
}

// testFiles are the test schema's files.
var testFiles = []protoreflect.FileDescriptor{
	flatkindsv1.File_flatkinds_v1_flatkinds_proto,
	flatkindsv1.File_flatkinds_v1_bytelists_proto,
	flatkindsv1.File_flatkinds_v1_shapes_proto,
	flatkindsv1.File_flatkinds_v1_fallback_proto,
}

// sharedFiles are the schema the JSON, MessagePack, XML and FlatBuffers
// plugins' tests share (cmd/internal/plugintest), generated in two runs:
// its Kinds holds messages of the other run's Go package.
var sharedFiles = []protoreflect.FileDescriptor{
	plugintestv1.File_polywire_plugintest_v1_kinds_proto,
	plugintestv1.File_polywire_plugintest_v1_shared_proto,
	plugintestv2.File_polywire_plugintest_v2_other_proto,
}

// messageTypes are the message types of files.
func messageTypes(files ...protoreflect.FileDescriptor) []protoreflect.MessageType {
	var out []protoreflect.MessageType
	var add func(ms protoreflect.MessageDescriptors)
	add = func(ms protoreflect.MessageDescriptors) {
		for i := range ms.Len() {
			md := ms.Get(i)
			if md.IsMapEntry() {
				continue
			}
			mt, err := protoregistry.GlobalTypes.FindMessageByName(md.FullName())
			if err != nil {
				panic(err)
			}
			out = append(out, mt)
			add(md.Messages())
		}
	}
	for _, fd := range files {
		add(fd.Messages())
	}
	return out
}

// testTypes are every message type of the test schemas.
var testTypes = messageTypes(append(slices.Clone(testFiles), sharedFiles...)...)

// declines are the test schemas' messages that the generated code hands
// to the reference path at run time, as they hold a message without
// generated code (google.protobuf.SourceContext), when that field is set.
var declines = map[protoreflect.FullName]bool{"flatkinds.v1.Fallback": true}

// TestTestdataUpToDate: the committed testdata/gen is what the plugin
// writes, and every message of the test schemas has the generated
// methods.
func TestTestdataUpToDate(t *testing.T) {
	t.Parallel()
	files, errText := run(t, "paths=source_relative", testFiles...)
	if errText != "" {
		t.Fatal(errText)
	}
	if len(files) != len(testFiles) {
		t.Fatalf("wrote %d files, want %d", len(files), len(testFiles))
	}
	for name, content := range files {
		have, err := os.ReadFile(filepath.Join("testdata/gen", name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(have, []byte(content)) {
			t.Errorf("testdata/gen/%s is out of date: run make generate", name)
		}
	}
	for _, typ := range testTypes {
		if _, ok := typ.New().Interface().(fastMessage); !ok {
			t.Errorf("%s has no generated methods", typ.Descriptor().FullName())
		}
	}
}

// TestSharedTestdataUpToDate: the committed *_fastflat.pb.go of the
// shared test schemas and of polywire's are what the plugin writes
// (plugintest.UpToDate).
func TestSharedTestdataUpToDate(t *testing.T) {
	t.Parallel()
	plugintest.UpToDate(t, "protoc-gen-fastflat", func(gen *protogen.Plugin, f *protogen.File) error {
		var o options
		return o.generate(gen, f)
	})
}

// Values at the edges.
var (
	negZero32 = float32(math.Copysign(0, -1))
	negZero64 = math.Copysign(0, -1)
	// A signaling NaN: the reference reads float fields through float64,
	// which quiets it; the generated code must write what it writes.
	sNaN32 = math.Float32frombits(0x7f800001)
	nan64  = math.Float64frombits(0x7ff8000000000001)
)

func maxScalars() *flatkindsv1.Scalars {
	return &flatkindsv1.Scalars{
		FBool: true, FInt32: math.MaxInt32, FSint32: math.MaxInt32, FSfixed32: math.MaxInt32,
		FUint32: math.MaxUint32, FFixed32: math.MaxUint32, FInt64: math.MaxInt64, FSint64: math.MaxInt64,
		FSfixed64: math.MaxInt64, FUint64: math.MaxUint64, FFixed64: math.MaxUint64,
		FFloat: math.MaxFloat32, FDouble: math.MaxFloat64, FEnum: flatkindsv1.Color_COLOR_GREEN,
		FString: "日本語 é 🙂", FBytes: []byte{0, 1, 0xff},
	}
}

func minScalars() *flatkindsv1.Scalars {
	return &flatkindsv1.Scalars{
		FInt32: math.MinInt32, FSint32: math.MinInt32, FSfixed32: math.MinInt32, FUint32: 1, FFixed32: 1,
		FInt64: math.MinInt64, FSint64: math.MinInt64, FSfixed64: math.MinInt64, FUint64: 1, FFixed64: 1,
		FFloat: -math.SmallestNonzeroFloat32, FDouble: -math.SmallestNonzeroFloat64, FEnum: flatkindsv1.Color_COLOR_NEGATIVE,
		FString: "x", FBytes: []byte{0},
	}
}

func order() *flatkindsv1.Order {
	return &flatkindsv1.Order{Id: "o-1", PlacedUnix: 1700000000, Paid: true, Lines: []*flatkindsv1.Line{
		{Sku: "A-1", Quantity: 2, Price: 9.99}, {Sku: "B-22", Quantity: 1}, {Sku: "C", Price: 0.5}, nil,
	}}
}

// samples are hand-made messages for what random ones rarely hit.
func samples() map[string]proto.Message {
	long := make([]int64, 5000)
	for i := range long {
		long[i] = int64(i) * -7919
	}
	out := map[string]proto.Message{
		"scalars_empty":        new(flatkindsv1.Scalars),
		"scalars_max":          maxScalars(),
		"scalars_min":          minScalars(),
		"scalars_negative_0":   &flatkindsv1.Scalars{FFloat: negZero32, FDouble: negZero64},
		"scalars_nan":          &flatkindsv1.Scalars{FFloat: sNaN32, FDouble: nan64},
		"scalars_inf":          &flatkindsv1.Scalars{FFloat: float32(math.Inf(-1)), FDouble: math.Inf(1)},
		"scalars_unknown_enum": &flatkindsv1.Scalars{FEnum: 99},
		"scalars_empty_bytes":  &flatkindsv1.Scalars{FBytes: []byte{}},
		"scalars_only_bool":    &flatkindsv1.Scalars{FBool: true},
		"scalars_only_bytes":   &flatkindsv1.Scalars{FBytes: bytes.Repeat([]byte{0xab}, 70000)},
		"scalars_invalid_utf8": &flatkindsv1.Scalars{FString: "ok\xff", FBool: true},
		"lists_empty":          &flatkindsv1.Lists{RBool: []bool{}, RInt32: []int32{}, RDouble: []float64{}, RString: []string{}, RMessage: []*flatkindsv1.Scalars{}},
		"lists_one_each": &flatkindsv1.Lists{
			RBool: []bool{true}, RInt32: []int32{-1}, RSint32: []int32{math.MinInt32}, RSfixed32: []int32{1},
			RUint32: []uint32{math.MaxUint32}, RFixed32: []uint32{0}, RInt64: []int64{math.MinInt64}, RSint64: []int64{-1},
			RSfixed64: []int64{math.MaxInt64}, RUint64: []uint64{math.MaxUint64}, RFixed64: []uint64{0},
			RFloat: []float32{sNaN32}, RDouble: []float64{nan64}, REnum: []flatkindsv1.Color{-3}, RString: []string{""},
			RMessage: []*flatkindsv1.Scalars{nil},
		},
		"lists_zeros": &flatkindsv1.Lists{
			RBool: []bool{false, false, true}, RInt32: []int32{0, 0}, RFloat: []float32{0, negZero32}, RDouble: []float64{negZero64, 0},
			REnum: []flatkindsv1.Color{0, 1, 2, 99}, RString: []string{"", "é", "\x00"},
		},
		"lists_long": &flatkindsv1.Lists{
			RBool: make([]bool, 10001), RInt32: make([]int32, 70000), RInt64: long, RDouble: make([]float64, 3),
			RString: slices.Repeat([]string{"abc", "", "日本"}, 1000), RMessage: []*flatkindsv1.Scalars{maxScalars(), {}, minScalars()},
		},
		"lists_invalid_utf8": &flatkindsv1.Lists{RString: []string{"ok", "\xc3"}},
		"bools_a":            &flatkindsv1.Bools{A: true},
		"bools_c":            &flatkindsv1.Bools{C: true},
		"bools_all":          &flatkindsv1.Bools{A: true, B: true, C: true},
		"point":              &flatkindsv1.Point{X: 1.5, Y: negZero32},
		"mixed_all":          &flatkindsv1.Mixed{Flag: true, Blob: []byte("b"), Ratio: 0.5, Flags: []bool{true, false}, Weight: 2, Point: &flatkindsv1.Point{}, Last: true},
		"mixed_bools":        &flatkindsv1.Mixed{Flag: true, Last: true},
		"order":              order(),
		"order_empty_lines":  &flatkindsv1.Order{Id: "o", Lines: []*flatkindsv1.Line{}},
		"line":               &flatkindsv1.Line{Sku: "s", Quantity: -1, Price: negZero64},
		"everything": &flatkindsv1.Everything{
			Scalars: maxScalars(), Lists: &flatkindsv1.Lists{RUint64: []uint64{1, 2}, RMessage: []*flatkindsv1.Scalars{minScalars()}},
			Mixed: []*flatkindsv1.Mixed{
				{Flag: true}, {Last: true}, {Flag: true, Blob: []byte{1}, Ratio: 1, Flags: []bool{true}, Weight: 1, Point: &flatkindsv1.Point{X: 1, Y: 2}, Last: true},
				{Flag: true, Blob: []byte{2}, Ratio: 2, Flags: []bool{false}, Weight: 2, Point: &flatkindsv1.Point{X: 3, Y: 4}, Last: true},
				nil, {Ratio: 1},
			},
			Order: order(), Bools: &flatkindsv1.Bools{B: true}, Orders: []*flatkindsv1.Order{order(), {}, {Paid: true}},
			Points: []*flatkindsv1.Point{{X: 1}, {Y: 1}, {X: 1, Y: 1}, {X: 2, Y: 2}},
		},
		"byte_lists": &flatkindsv1.ByteLists{
			RBytes: [][]byte{{}, nil, {0}, []byte("abc"), bytes.Repeat([]byte{7}, 300)}, One: []byte{1, 2, 3, 4, 5},
			Lists: &flatkindsv1.Lists{RFixed64: []uint64{3}}, RString: []string{"a", "bc"},
		},
		"byte_lists_empty": &flatkindsv1.ByteLists{RBytes: [][]byte{}, One: []byte{}},
	}
	maps.Copy(out, shapeSamples())
	// Strings and bytes of every length up to 20, across the padding's
	// cases.
	for n := range 21 {
		s := strings.Repeat("abcdefghij", 2)[:n]
		out[fmt.Sprintf("lengths_%d", n)] = &flatkindsv1.ByteLists{
			RBytes: [][]byte{[]byte(s)}, One: []byte(s), RString: []string{s, s + "é"},
			Lists: &flatkindsv1.Lists{RBool: make([]bool, n), RDouble: make([]float64, n%3), RInt32: make([]int32, n%2)},
		}
	}
	return out
}

// sameMessage fails unless got and want are equal, to the bit (NaN
// payloads, -0).
func sameMessage(t *testing.T, got, want proto.Message) {
	t.Helper()
	g, _ := proto.MarshalOptions{Deterministic: true}.Marshal(got)
	w, _ := proto.MarshalOptions{Deterministic: true}.Marshal(want)
	if !bytes.Equal(g, w) {
		t.Fatalf("decoded messages differ:\n got %v\nwant %v", got, want)
	}
}

// fastEncode is the generated encoder's own output, without the codec's
// fallback; ok is false when it declines.
func fastEncode(t *testing.T, m proto.Message) (out []byte, ok bool) {
	t.Helper()
	e := fastflat.GetEncoder()
	defer fastflat.PutEncoder(e)
	root, ok := m.(fastMessage).MarshalFlatFast(e, flatcodec.DefaultMaxDepth)
	if !ok {
		return nil, false
	}
	return bytes.Clone(e.Finished(root)), true
}

// checkEncode holds the generated encoder to the reference's bytes and
// returns them. It declines only messages of declines' types.
func checkEncode(t *testing.T, m proto.Message) []byte {
	t.Helper()
	want, err := ref.Marshal(nil, m)
	if err != nil {
		t.Fatal(err)
	}
	got, ok := fastEncode(t, m)
	switch {
	case !ok && !declines[m.ProtoReflect().Descriptor().FullName()]:
		t.Fatalf("%T: MarshalFlatFast declined", m)
	case ok && !bytes.Equal(got, want):
		t.Fatalf("%T: bytes differ at %d:\nfast      % x\nreference % x", m, diffAt(got, want), got, want)
	}
	if got, err := fast.Marshal([]byte("prefix"), m); err != nil || !bytes.Equal(got[len("prefix"):], want) {
		t.Fatalf("%T: Codec.Marshal differs from the reference: %v", m, err)
	}
	return want
}

func diffAt(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// checkDecode decodes data as typ with the generated decoder (copying and
// aliasing) and with the reference: both refuse it, or both accept it
// with the same message. Through Codec.Unmarshal, errors are the
// reference's. It reports whether the buffer was accepted.
func checkDecode(t *testing.T, c flatcodec.Codec, typ protoreflect.MessageType, data []byte) bool {
	t.Helper()
	in := slices.Clip(bytes.Clone(data)) // no spare capacity to read by mistake
	rc := c
	rc.Reference = true
	want := typ.New().Interface()
	werr := rc.Unmarshal(in, want)
	maxDepth, maxTables := c.MaxDepth, c.MaxTables
	if maxDepth == 0 {
		maxDepth = flatcodec.DefaultMaxDepth
	}
	if maxTables == 0 {
		maxTables = flatcodec.DefaultMaxTables
	}
	for _, alias := range []bool{false, true} {
		got := typ.New().Interface()
		handled, ok := got.(fastMessage).UnmarshalFlatFast(in, fastflat.DecodeOptions{MaxDepth: maxDepth, MaxTables: maxTables, Alias: alias})
		switch {
		case !handled && !declines[typ.Descriptor().FullName()]:
			t.Fatalf("%s: not handled", typ.Descriptor().FullName())
		case !handled: // a message without generated code: the reference's
		case ok != (werr == nil):
			t.Fatalf("%s, alias %v, % x:\nfast decoder accepts: %v, reference says %v", typ.Descriptor().FullName(), alias, data, ok, werr)
		case ok:
			sameMessage(t, got, want)
		}
	}
	err := c.Unmarshal(in, typ.New().Interface())
	if fmt.Sprint(err) != fmt.Sprint(werr) {
		t.Fatalf("%s: Unmarshal says %v, the reference %v", typ.Descriptor().FullName(), err, werr)
	}
	return werr == nil
}

// checkRoundTrip encodes m on both paths and decodes the bytes on both.
func checkRoundTrip(t *testing.T, m proto.Message) {
	t.Helper()
	enc := checkEncode(t, m)
	checkDecode(t, fast, m.ProtoReflect().Type(), enc)
}

func TestSamples(t *testing.T) {
	t.Parallel()
	for name, m := range samples() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			checkRoundTrip(t, m)
			enc := checkEncode(t, m)
			valid := !strings.Contains(name, "invalid_utf8")
			got := m.ProtoReflect().New().Interface()
			if err := fast.Unmarshal(enc, got); (err == nil) != valid {
				t.Fatalf("decode own encoding: %v", err)
			}
			if valid && !proto.Equal(got, m) {
				t.Fatalf("decoded %v\nwant %v", got, m)
			}
		})
	}
}

// TestSignalingNaNBuffer: a buffer holding a signaling NaN float, which
// no encoder writes (both quiet it), decodes alike: quieted, as the
// reference stores floats through float64.
func TestSignalingNaNBuffer(t *testing.T) {
	t.Parallel()
	for _, m := range []proto.Message{&flatkindsv1.Point{X: 1.5, Y: 2.5}, &flatkindsv1.Lists{RFloat: []float32{1.5, 2.5}}} {
		b := checkEncode(t, m)
		for i := 0; i+4 <= len(b); i++ {
			if f := math.Float32frombits(uint32(b[i]) | uint32(b[i+1])<<8 | uint32(b[i+2])<<16 | uint32(b[i+3])<<24); f == 1.5 || f == 2.5 {
				copy(b[i:], []byte{1, 0, 0x80, 0x7f}) // 0x7f800001
			}
		}
		if !checkDecode(t, fast, m.ProtoReflect().Type(), b) {
			t.Fatalf("%T: refused", m)
		}
	}
}

// TestDepth: the depth limit falls where the reference's does, for
// bounded types and recursive ones (a Tree of 70 levels through each of
// its kinds of field, AnyValue through KeyValueList, a Struct in Structs):
// the generated encoder declines exactly the messages the reference
// refuses (and the codec then says what the reference says), and the
// decoder refuses exactly the buffers it refuses.
func TestDepth(t *testing.T) {
	t.Parallel()
	deep := map[string]proto.Message{"everything": samples()["everything"]}
	for name, m := range deepMessages(70) {
		deep[name] = m
	}
	for name, m := range deep {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			enc, err := flatcodec.Codec{MaxDepth: 1000, Reference: true}.Marshal(nil, m)
			if err != nil {
				t.Fatal(err)
			}
			refused := 0
			for depth := 1; depth <= 300; depth++ {
				c := flatcodec.Codec{MaxDepth: depth}
				got, err := c.Marshal(nil, m)
				want, werr := flatcodec.Codec{MaxDepth: depth, Reference: true}.Marshal(nil, m)
				if fmt.Sprint(err) != fmt.Sprint(werr) || !bytes.Equal(got, want) {
					t.Fatalf("MaxDepth %d: Marshal says %v, the reference %v", depth, err, werr)
				}
				e := fastflat.GetEncoder()
				if _, ok := m.(fastMessage).MarshalFlatFast(e, depth); ok != (werr == nil) {
					t.Fatalf("MaxDepth %d: MarshalFlatFast ok %v, the reference says %v", depth, ok, werr)
				}
				fastflat.PutEncoder(e)
				if !checkDecode(t, c, m.ProtoReflect().Type(), enc) {
					refused++
				}
			}
			if refused == 0 || refused == 300 {
				t.Errorf("%d of 300 depths refuse the buffer", refused)
			}
		})
	}
}

// TestRandomMessages: seeded random messages of every type (a tenth with
// invalid UTF-8 somewhere, which decodes as an error on both paths).
func TestRandomMessages(t *testing.T) {
	t.Parallel()
	for _, typ := range testTypes {
		name := typ.Descriptor().Name()
		t.Run(string(name), func(t *testing.T) {
			t.Parallel()
			z := edgemsg.New(uint64(len(name)))
			// 200 per type; 60 under -short (make check: 4 s of its CPU
			// at 200), 1,000 in make test-long.
			n := 200
			switch {
			case testing.Short():
				n = 60
			case os.Getenv("POLYWIRE_TEST_LONG") == "1":
				n = 1000
			}
			for i := range n {
				z.InvalidUTF8 = i%10 == 0
				m := typ.New()
				z.Fill(m, 3)
				checkRoundTrip(t, m.Interface())
			}
		})
	}
}

// mutate returns a seeded variation of enc: a byte changed, a bit
// flipped, a little-endian word made large or small, the end cut.
func mutate(r *rand.Rand, enc []byte) []byte {
	b := bytes.Clone(enc)
	i := r.IntN(len(b))
	switch r.IntN(6) {
	case 0, 1:
		b[i] = byte(r.Uint32())
	case 2:
		b[i] ^= 1 << r.IntN(8)
	case 3:
		b[i] += byte(r.IntN(9)) - 4
	case 4:
		b[i&^3] = byte(r.IntN(3))
		if i|3 < len(b) {
			b[i|3] = 0
		}
	default:
		b = b[:i]
	}
	return b
}

// TestMutations decodes seeded mutations of encoded messages as every
// type: accepted and refused alike, with equal results.
func TestMutations(t *testing.T) {
	t.Parallel()
	var encs [][]byte
	for _, m := range samples() {
		if b, err := ref.Marshal(nil, m); err == nil && len(b) < 4096 {
			encs = append(encs, b)
		}
	}
	z := edgemsg.New(7)
	for _, typ := range testTypes {
		for range 4 {
			m := typ.New()
			z.Fill(m, 2)
			if b, err := ref.Marshal(nil, m.Interface()); err == nil && len(b) < 4096 {
				encs = append(encs, b)
			}
		}
	}
	// Each mutation is decoded as every test type; -short (make check's
	// loop) takes a quarter of them.
	perEncoding := 40
	if testing.Short() {
		perEncoding = 10
	}
	r := rand.New(rand.NewPCG(1, 2))
	accepted, total := 0, 0
	for i, enc := range encs {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			for range perEncoding {
				b := mutate(r, enc)
				for _, typ := range testTypes {
					total++
					if checkDecode(t, fast, typ, b) {
						accepted++
					}
				}
			}
		})
	}
	t.Logf("%d of %d mutated buffers accepted", accepted, total)
	if accepted < total/20 {
		t.Errorf("only %d of %d mutated buffers decoded: the mutations test little beyond errors", accepted, total)
	}
}

// TestLimits: the table limit and the copy budget decide alike at and
// around their thresholds.
func TestLimits(t *testing.T) {
	t.Parallel()
	enc := checkEncode(t, samples()["everything"])
	for tables := 1; tables < 40; tables++ {
		for _, typ := range testTypes {
			checkDecode(t, flatcodec.Codec{MaxTables: tables}, typ, enc)
		}
	}
	// Vectors pointing n times at one vector of 1000 bytes or bools go
	// over the copy budget (8 times the buffer) as n grows.
	accepted := 0
	for n := 1; n < 40; n += 3 {
		for _, b := range [][]byte{sharedBytes(n), sharedFlags(n)} {
			for _, typ := range testTypes {
				if checkDecode(t, fast, typ, b) {
					accepted++
				}
			}
		}
	}
	if accepted == 0 {
		t.Error("no shared buffer decoded")
	}
}

// sharedBytes is a ByteLists whose r_bytes has n elements pointing at one
// item table of a vector of 1000 bytes.
func sharedBytes(n int) []byte {
	b := flatbuffers.NewBuilder(0)
	bs := b.CreateByteVector(bytes.Repeat([]byte{1}, 1000))
	b.StartObject(1)
	b.PrependUOffsetTSlot(0, bs, 0)
	v := b.EndObject()
	b.StartVector(4, n, 4)
	for range n {
		b.PrependUOffsetT(v)
	}
	list := b.EndVector(n)
	b.StartObject(1)
	b.PrependUOffsetTSlot(0, list, 0)
	b.Finish(b.EndObject())
	return b.FinishedBytes()
}

// sharedFlags is an Everything whose mixed has n tables whose flags are
// one vector of 1000 bools.
func sharedFlags(n int) []byte {
	b := flatbuffers.NewBuilder(0)
	b.StartVector(1, 1000, 1)
	for range 1000 {
		b.PrependBool(true)
	}
	flags := b.EndVector(1000)
	tables := make([]flatbuffers.UOffsetT, n)
	for i := range tables {
		b.StartObject(4)
		b.PrependUOffsetTSlot(3, flags, 0)
		tables[i] = b.EndObject()
	}
	b.StartVector(4, n, 4)
	for _, t := range slices.Backward(tables) {
		b.PrependUOffsetT(t)
	}
	list := b.EndVector(n)
	b.StartObject(3)
	b.PrependUOffsetTSlot(2, list, 0)
	b.Finish(b.EndObject())
	return b.FinishedBytes()
}
