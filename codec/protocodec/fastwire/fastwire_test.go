package fastwire_test

import (
	"bytes"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/timestamppb"

	"github.com/polywire/polywire/codec/protocodec/fastwire"
)

// The primitives against protowire, the reference implementation of the
// wire format.

func TestPutVarintAndSize(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(1, 1))
	vals := []uint64{0, 1, 127, 128, 16383, 16384, 1<<21 - 1, 1 << 21, 1<<35 + 5, 1<<63 - 1, 1 << 63, math.MaxUint64}
	for range 1000 {
		vals = append(vals, r.Uint64()>>r.UintN(64))
	}
	for _, v := range vals {
		want := protowire.AppendVarint(nil, v)
		if n := fastwire.SizeVarint(v); n != len(want) {
			t.Fatalf("SizeVarint(%d) = %d, want %d", v, n, len(want))
		}
		b := bytes.Repeat([]byte{0xee}, 12)
		i := fastwire.PutVarint(b, 11, v)
		if !bytes.Equal(b[i:11], want) || b[11] != 0xee || (i > 0 && b[i-1] != 0xee) {
			t.Fatalf("PutVarint(%d) wrote % x, want % x", v, b, want)
		}
		got, j := fastwire.Varint(append(want, 0x01), 0)
		if got != v || j != len(want) {
			t.Fatalf("Varint(% x) = %d, %d", want, got, j)
		}
	}
}

// TestVarintMatchesProtowire on malformed input too: truncations, 10-byte
// varints, overflow in the tenth byte, over-long encodings.
func TestVarintMatchesProtowire(t *testing.T) {
	t.Parallel()
	inputs := [][]byte{
		{}, {0x80}, {0xff, 0xff}, {0x80, 0x00}, {0x81, 0x80, 0x00},
		{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01},
		{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02},
		{0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01},
		{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff},
	}
	for _, in := range inputs {
		checkVarint(t, in)
	}
}

func checkVarint(t *testing.T, in []byte) {
	t.Helper()
	want, n := protowire.ConsumeVarint(in)
	got, j := fastwire.Varint(in, 0)
	if (n < 0) != (j < 0) || (n >= 0 && (got != want || j != n)) {
		t.Fatalf("Varint(% x) = %d, %d; protowire %d, %d", in, got, j, want, n)
	}
}

func FuzzVarint(f *testing.F) {
	f.Add([]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01})
	f.Fuzz(func(t *testing.T, in []byte) { checkVarint(t, in) })
}

func TestASCIIAndValidUTF8(t *testing.T) {
	t.Parallel()
	for n := range 100 {
		ascii := []byte(strings.Repeat("a", n))
		if !fastwire.ASCII(ascii) || !fastwire.ValidUTF8(ascii) {
			t.Fatalf("ASCII(%d bytes of ASCII) = false", n)
		}
		if got := fastwire.ShortASCII(ascii); got != (n >= 8 && n <= 16) {
			t.Fatalf("ShortASCII(%d bytes) = %v", n, got)
		}
		for k := range n { // a high bit at every position is seen
			b := bytes.Clone(ascii)
			b[k] = 0xc3
			if fastwire.ASCII(b) || fastwire.ShortASCII(b) {
				t.Fatalf("ASCII misses byte %d of %d", k, n)
			}
			if fastwire.ValidUTF8(b) != utf8.Valid(b) {
				t.Fatalf("ValidUTF8(% x) differs from utf8.Valid", b)
			}
		}
	}
	for _, s := range []string{"Zoë", "東京", "\xed\xa0\x80", "\xff", "abcdefghij\xc3", "\U0010FFFF", "\xf4\x90\x80\x80"} {
		if fastwire.ValidString(s) != utf8.ValidString(s) {
			t.Errorf("ValidString(%q) differs from utf8.ValidString", s)
		}
	}
}

func FuzzValidUTF8(f *testing.F) {
	f.Add([]byte("Zoë 東京"))
	f.Fuzz(func(t *testing.T, b []byte) {
		if fastwire.ValidUTF8(b) != utf8.Valid(b) {
			t.Fatalf("ValidUTF8(% x) differs from utf8.Valid", b)
		}
		ascii := true
		for _, c := range b {
			ascii = ascii && c < 0x80
		}
		if fastwire.ASCII(b) != ascii {
			t.Fatalf("ASCII(% x) = %v", b, !ascii)
		}
	})
}

func TestPutString(t *testing.T) {
	t.Parallel()
	for n := range 70 {
		s := strings.Repeat("x", n/2) + strings.Repeat("y", n-n/2)
		b := bytes.Repeat([]byte{0xee}, 80)
		i := fastwire.PutString(b, 75, s)
		if i != 75-n || string(b[i:75]) != s || b[75] != 0xee || (i > 0 && b[i-1] != 0xee) {
			t.Fatalf("PutString of %d bytes wrote %q", n, b)
		}
	}
}

// TestSkipMatchesProtowire: Skip consumes exactly what
// protowire.ConsumeFieldValue does, and fails where it fails.
func TestSkipMatchesProtowire(t *testing.T) {
	t.Parallel()
	group := func(n protowire.Number, inner ...[]byte) []byte {
		b := protowire.AppendTag(nil, n, protowire.StartGroupType)
		b = append(b, bytes.Join(inner, nil)...)
		return protowire.AppendTag(b, n, protowire.EndGroupType)
	}
	inputs := []struct {
		num protowire.Number
		typ protowire.Type
		in  []byte
	}{
		{1, protowire.VarintType, []byte{0x96, 0x01, 0xff}},
		{1, protowire.Fixed32Type, []byte{1, 2, 3}},
		{1, protowire.Fixed64Type, []byte{1, 2, 3, 4, 5, 6, 7, 8}},
		{1, protowire.BytesType, []byte{0x03, 'a', 'b', 'c', 'd'}},
		{1, protowire.BytesType, []byte{0x05, 'a'}},
		{5, protowire.StartGroupType, group(5, protowire.AppendVarint(protowire.AppendTag(nil, 1, 0), 7), group(6))[1:]},
		{5, protowire.StartGroupType, group(6)[1:]},
		{5, protowire.StartGroupType, []byte{0x00, 0x2c}},
		{5, protowire.EndGroupType, nil},
		{5, 6, []byte{0}},
		{5, 7, []byte{0}},
	}
	for _, tt := range inputs {
		checkSkip(t, tt.num, tt.typ, tt.in)
	}
}

func checkSkip(t *testing.T, num protowire.Number, typ protowire.Type, in []byte) {
	t.Helper()
	want := protowire.ConsumeFieldValue(num, typ, in)
	got := fastwire.Skip(in, 0, uint64(num)<<3|uint64(typ))
	if (want < 0) != (got < 0) || (want >= 0 && got != want) {
		t.Fatalf("Skip(field %d type %d, % x) = %d, protowire %d", num, typ, in, got, want)
	}
}

func FuzzSkip(f *testing.F) {
	f.Add(uint32(5), uint8(3), []byte{0x08, 0x01, 0x2c})
	f.Fuzz(func(t *testing.T, num uint32, typ uint8, in []byte) {
		n := protowire.Number(num%(1<<29-1) + 1)
		checkSkip(t, n, protowire.Type(typ%8), in)
	})
}

func TestCount(t *testing.T) {
	t.Parallel()
	field := func(n protowire.Number, v string) []byte {
		return protowire.AppendBytes(protowire.AppendTag(nil, n, protowire.BytesType), []byte(v))
	}
	b := bytes.Join([][]byte{
		field(9, "a"), protowire.AppendVarint(protowire.AppendTag(nil, 1, 0), 300), field(9, strings.Repeat("x", 200)),
		protowire.AppendFixed64(protowire.AppendTag(nil, 10, 1), 1), protowire.AppendFixed32(protowire.AppendTag(nil, 11, 5), 1),
		field(20, "b"), field(9, ""),
	}, nil)
	if n := fastwire.Count(b, 9<<3|2); n != 3 {
		t.Errorf("Count = %d, want 3", n)
	}
	if n := fastwire.Count(b, 20<<3|2); n != 1 {
		t.Errorf("Count(two-byte tag) = %d, want 1", n)
	}
	// It stops, without failing, at a group or at malformed bytes.
	withGroup := append(bytes.Clone(b[:3]), protowire.AppendTag(nil, 7, protowire.StartGroupType)...)
	if n := fastwire.Count(append(withGroup, b...), 9<<3|2); n != 1 {
		t.Errorf("Count past a group = %d, want 1", n)
	}
	if n := fastwire.Count([]byte{0x4a, 0x05, 'a'}, 9<<3|2); n != 1 {
		t.Errorf("Count of a truncated field = %d, want 1", n)
	}
	if n := fastwire.CountVarints([]byte{1, 0x80, 1, 0xff, 0xff, 0x7f}); n != 3 {
		t.Errorf("CountVarints = %d, want 3", n)
	}
}

func TestSortBools(t *testing.T) {
	t.Parallel()
	keys := []bool{true, false, true, false}
	fastwire.SortBools(keys)
	if want := []bool{false, false, true, true}; !slicesEqual(keys, want) {
		t.Errorf("SortBools = %v, want %v", keys, want)
	}
}

func slicesEqual(a, b []bool) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestZigZag(t *testing.T) {
	t.Parallel()
	for _, v := range []int64{0, -1, 1, math.MinInt64, math.MaxInt64, math.MinInt32, math.MaxInt32} {
		if got := fastwire.EncodeZigZag(v); got != protowire.EncodeZigZag(v) {
			t.Errorf("EncodeZigZag(%d) = %d", v, got)
		}
		if got := fastwire.DecodeZigZag(protowire.EncodeZigZag(v)); got != v {
			t.Errorf("DecodeZigZag(EncodeZigZag(%d)) = %d", v, got)
		}
	}
}

// TestErrorText is the format generated decoders' errors have.
func TestErrorText(t *testing.T) {
	t.Parallel()
	err := fastwire.FieldError("polywire.bank.v1.Transaction", 9, "details", fastwire.ErrInvalidUTF8)
	if want := "unmarshal polywire.bank.v1.Transaction field 9 (details): invalid UTF-8"; err.Error() != want {
		t.Errorf("got %q, want %q", err, want)
	}
	if err := fastwire.UnknownError("m.M", 0, -1); err.Error() != "unmarshal m.M: truncated" {
		t.Errorf("got %q", err)
	}
}

// TestEncodeSpareRecoversOnlyBoundsErrors: a buffer too small is reported
// (ok false, b unchanged), any other panic reaches the caller.
func TestEncodeSpareRecoversOnlyBoundsErrors(t *testing.T) {
	t.Parallel()
	b := make([]byte, 2, 4)
	out, _, ok := fastwire.EncodeSpare(b, false, func(b []byte, _ bool) (int, uint64) {
		i := len(b)
		for range 3 { // three bytes into two of spare capacity
			i--
			b[i] = 1
		}
		return i, 0
	})
	if ok || len(out) != 2 {
		t.Fatalf("too small: ok %v, len %d", ok, len(out))
	}
	defer func() {
		if r := recover(); r != "boom" {
			t.Fatalf("recovered %v, want the encoder's own panic", r)
		}
	}()
	fastwire.EncodeSpare(b, false, func([]byte, bool) (int, uint64) { panic("boom") })
	t.Fatal("EncodeSpare swallowed a panic that is not a bounds error")
}

// secondsNanosCases are Timestamps and Durations at the edges of their
// varints: zero fields, negatives (ten-byte varints), the largest values.
func secondsNanosCases() []proto.Message {
	var out []proto.Message
	for _, s := range []int64{0, 1, -1, 127, 128, 1764000000, -62135596800, 253402300799, math.MaxInt64, math.MinInt64} {
		for _, n := range []int32{0, 1, -1, 999_999_999, -999_999_999, math.MaxInt32, math.MinInt32} {
			out = append(out, &timestamppb.Timestamp{Seconds: s, Nanos: n}, &durationpb.Duration{Seconds: s, Nanos: n})
		}
	}
	return out
}

// TestSecondsNanos: Timestamp and Duration, written and read without
// protobuf-go, give its deterministic bytes and its values; with unknown
// fields they are still its bytes (it writes them).
func TestSecondsNanos(t *testing.T) {
	t.Parallel()
	withUnknown := &timestamppb.Timestamp{Seconds: 5}
	withUnknown.ProtoReflect().SetUnknown([]byte{0x18, 0x01})
	for _, m := range append(secondsNanosCases(), withUnknown) {
		want, err := proto.MarshalOptions{Deterministic: true}.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		if n := fastwire.SizeMessage(m); n != len(want) {
			t.Errorf("%v: SizeMessage %d, want %d", m, n, len(want))
		}
		b := make([]byte, len(want)+3)
		i, _ := fastwire.PutMessage(b, len(b), m, true)
		if got := b[i:]; !bytes.Equal(got, want) {
			t.Errorf("%v: PutMessage % x, want % x", m, got, want)
		}
		got := m.ProtoReflect().New().Interface()
		if err := fastwire.UnmarshalMessage(want, got, 100); err != nil || !proto.Equal(got, m) {
			t.Errorf("%v: UnmarshalMessage: %v, got %v", m, err, got)
		}
	}
}

// FuzzSecondsNanos: UnmarshalMessage into a Timestamp or Duration agrees
// with protobuf-go on every input: the same error or none, equal values.
func FuzzSecondsNanos(f *testing.F) {
	for _, m := range secondsNanosCases() {
		b, _ := proto.Marshal(m)
		f.Add(b)
	}
	f.Add([]byte{0x08, 0x01, 0x08, 0x02})                   // repeated field: last wins
	f.Add([]byte{0x10, 0x05, 0x08, 0x07})                   // out of order
	f.Add([]byte{0x88, 0x00, 0x01})                         // a non-minimal tag
	f.Add([]byte{0x08, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}) // truncated
	f.Add([]byte{0x18, 0x01})                               // unknown field
	f.Add([]byte{0x09, 1, 2, 3, 4, 5, 6, 7, 8})             // wrong wire type
	f.Fuzz(func(t *testing.T, b []byte) {
		for _, m := range []proto.Message{&timestamppb.Timestamp{}, &durationpb.Duration{}} {
			want := m.ProtoReflect().New().Interface()
			wantErr := proto.Unmarshal(b, want)
			got := m.ProtoReflect().New().Interface()
			gotErr := fastwire.UnmarshalMessage(b, got, 100)
			if (gotErr == nil) != (wantErr == nil) {
				t.Fatalf("% x: error %v, protobuf-go's %v", b, gotErr, wantErr)
			}
			if wantErr == nil && !proto.Equal(got, want) {
				t.Fatalf("% x: %v, protobuf-go's %v", b, got, want)
			}
		}
	})
}
