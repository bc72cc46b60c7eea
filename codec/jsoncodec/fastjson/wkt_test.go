package fastjson

import (
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/anypb"
	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/emptypb"
	"google.golang.org/protobuf/types/known/fieldmaskpb"
	"google.golang.org/protobuf/types/known/structpb"
	"google.golang.org/protobuf/types/known/timestamppb"
	"google.golang.org/protobuf/types/known/wrapperspb"
)

// TestWellKnownAsProtojson: AppendMessage writes Timestamp, Duration, the
// wrappers and Empty byte for byte as protojson (whitespace removed), on
// the edges and on 100,000 seeded random values, and leaves what protojson
// refuses to protojson (the same error).
func TestWellKnownAsProtojson(t *testing.T) {
	t.Parallel()
	msgs := []proto.Message{
		&timestamppb.Timestamp{}, &timestamppb.Timestamp{Seconds: -1, Nanos: 999_999_999},
		&timestamppb.Timestamp{Seconds: minTimestampSeconds}, &timestamppb.Timestamp{Seconds: maxTimestampSeconds, Nanos: 999_999_999},
		&timestamppb.Timestamp{Seconds: 1_764_000_000, Nanos: 1_000_000}, &timestamppb.Timestamp{Seconds: 1_764_000_000, Nanos: 1_000},
		&timestamppb.Timestamp{Seconds: 1_764_000_000, Nanos: 1}, &timestamppb.Timestamp{Seconds: 1_764_000_000, Nanos: 120_000_000},
		&timestamppb.Timestamp{Seconds: minTimestampSeconds - 1}, &timestamppb.Timestamp{Nanos: -1}, &timestamppb.Timestamp{Nanos: 1e9},
		&durationpb.Duration{}, &durationpb.Duration{Seconds: -1, Nanos: -500_000_000}, &durationpb.Duration{Nanos: -1},
		&durationpb.Duration{Seconds: maxDurationSeconds, Nanos: 999_999_999}, &durationpb.Duration{Seconds: -maxDurationSeconds},
		&durationpb.Duration{Seconds: 1, Nanos: -1}, &durationpb.Duration{Seconds: maxDurationSeconds + 1}, &durationpb.Duration{Nanos: 1e9},
		&emptypb.Empty{}, wrapperspb.Bool(true), wrapperspb.Bool(false), wrapperspb.Int32(math.MinInt32), wrapperspb.Int64(math.MinInt64),
		wrapperspb.UInt32(math.MaxUint32), wrapperspb.UInt64(math.MaxUint64), wrapperspb.Float(float32(math.Inf(-1))),
		wrapperspb.Float(1e-7), wrapperspb.Double(math.NaN()), wrapperspb.Double(math.Copysign(0, -1)), wrapperspb.Double(1e21),
		wrapperspb.String("é \"q\" \u2028 <>&"), wrapperspb.String("bad \xff"), wrapperspb.Bytes([]byte{0, 1, 254, 255}), wrapperspb.Bytes(nil),
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 50_000 {
		secs := r.Int64N(maxTimestampSeconds-minTimestampSeconds) + minTimestampSeconds
		nanos := int32(r.IntN(1e9))
		switch r.IntN(4) { // trailing zeros as real clocks make them
		case 0:
			nanos -= nanos % 1_000_000
		case 1:
			nanos -= nanos % 1_000
		}
		msgs = append(msgs, &timestamppb.Timestamp{Seconds: secs, Nanos: nanos})
		d := r.Int64N(2*maxDurationSeconds) - maxDurationSeconds
		dn := int32(r.IntN(1e9))
		if d < 0 {
			dn = -dn
		}
		msgs = append(msgs, &durationpb.Duration{Seconds: d, Nanos: dn})
	}
	for _, m := range msgs {
		want, werr := protojson.Marshal(m)
		got, gerr := AppendMessage(nil, m)
		if (werr != nil) != (gerr != nil) {
			t.Fatalf("%T %v: error %v, protojson's %v", m, m, gerr, werr)
		}
		if werr != nil {
			continue
		}
		want = Compact(want, 0)
		if string(got) != string(want) {
			t.Fatalf("%T %v: wrote %s, protojson %s", m, m, got, want)
		}
	}
}

// BenchmarkWellKnown: one value of each well-known type with a JSON form
// of its own, written by AppendMessage and read by Decoder.Message (as
// generated code does for a field) against protojson, in the same run:
//
//	go test -run '^$' -bench WellKnown -benchmem ./codec/jsoncodec/fastjson
func BenchmarkWellKnown(b *testing.B) {
	st, err := structpb.NewStruct(map[string]any{"color": "red", "weight": 2.5, "tags": []any{"new", true}})
	if err != nil {
		b.Fatal(err)
	}
	any, err := anypb.New(wrapperspb.String("packed"))
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name string
		m    proto.Message
	}{
		{"timestamp", &timestamppb.Timestamp{Seconds: 1_764_000_000, Nanos: 123_000_000}},
		{"duration", &durationpb.Duration{Seconds: 90, Nanos: 500_000_000}},
		{"struct", st},
		{"field_mask", &fieldmaskpb.FieldMask{Paths: []string{"name", "st.color", "foo_bar"}}},
		{"any", any},
	} {
		enc, err := AppendMessage(nil, c.m)
		if err != nil {
			b.Fatal(err)
		}
		buf := make([]byte, 0, 2*len(enc))
		b.Run(c.name+"/encode/fast", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := AppendMessage(buf[:0], c.m); err != nil {
					b.Fatal(err)
				}
			}
		})
		opts := protojson.MarshalOptions{}
		b.Run(c.name+"/encode/protojson", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := opts.MarshalAppend(buf[:0], c.m); err != nil {
					b.Fatal(err)
				}
			}
		})
		typ := c.m.ProtoReflect().Type()
		b.Run(c.name+"/decode/fast", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if err := NewDecoder(enc, false).Message(typ.New().Interface()); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(c.name+"/decode/protojson", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if err := protojson.Unmarshal(enc, typ.New().Interface()); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// decodeWellKnownLike decodes in as a message of m's type with Message,
// as generated code does for a field, and with protojson, and fails
// unless both refuse it or both give equal messages.
func decodeWellKnownLike(t *testing.T, m proto.Message, in string) {
	t.Helper()
	want := m.ProtoReflect().New().Interface()
	wantErr := protojson.Unmarshal([]byte(in), want)
	for _, alias := range []bool{false, true} {
		got := m.ProtoReflect().New().Interface()
		d := NewDecoder([]byte(in), alias)
		err := d.Message(got)
		if err == nil {
			err = d.End()
		}
		if (err != nil) != (wantErr != nil) {
			t.Fatalf("%T %q: error %v, protojson's %v", m, in, err, wantErr)
		}
		if err == nil && !proto.Equal(got, want) {
			t.Fatalf("%T %q: %v, protojson %v", m, in, got, want)
		}
	}
}

// TestWellKnownStringsAsProtojson: Timestamps and Durations, written by
// AppendMessage and then cut and spliced at random (100,000 seeded
// strings of their alphabets), are read as protojson reads them: the
// canonical reader, time.Parse behind it, and the Duration grammar.
func TestWellKnownStringsAsProtojson(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(3, 4))
	pieces := []string{"0", "1", "9", "-", "+", ".", ":", "T", "t", "Z", "z", "s", " ", "00", "000000000", "0000000000",
		"2024-02-29T", "12:34:56", "+01:00", "-23:59", "24", "60", "9999-12-31", "0001-01-01", "1e3"}
	for range 50_000 {
		secs := r.Int64N(maxTimestampSeconds-minTimestampSeconds) + minTimestampSeconds
		b, _ := appendTimestamp(nil, secs, int32(r.IntN(1e9)))
		ds, _ := appendDuration(nil, r.Int64N(2*maxDurationSeconds)-maxDurationSeconds, 0)
		for _, s := range [][]byte{b, ds} {
			s = s[1 : len(s)-1]
			switch r.IntN(4) {
			case 0:
				i := r.IntN(len(s) + 1)
				s = append(s[:i:i], append([]byte(pieces[r.IntN(len(pieces))]), s[i:]...)...)
			case 1:
				i := r.IntN(len(s))
				s = append(s[:i:i], s[i+1:]...)
			case 2:
				s = []byte(pieces[r.IntN(len(pieces))] + pieces[r.IntN(len(pieces))] + pieces[r.IntN(len(pieces))])
			}
			in := `"` + string(s) + `"`
			decodeWellKnownLike(t, &timestamppb.Timestamp{}, in)
			decodeWellKnownLike(t, &durationpb.Duration{}, in)
		}
	}
}

// TestCanonicalTimestamp: the canonical reader gives time.Parse's result
// for every timestamp appendTimestamp writes (seeded, with 0, 3, 6 and 9
// fractional digits, and the days around every month's end).
func TestCanonicalTimestamp(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(5, 6))
	check := func(secs int64, nanos int32) {
		b, ok := appendTimestamp(nil, secs, nanos)
		if !ok {
			t.Fatalf("%d.%d not written", secs, nanos)
		}
		s, n, ok := canonicalTimestamp(b[1 : len(b)-1])
		ws, wn, err := parseTimestamp(string(b[1 : len(b)-1]))
		if !ok || err != nil || s != ws || n != wn || s != secs || n != nanos {
			t.Fatalf("%s: canonical %d.%d %v, time.Parse %d.%d %v", b, s, n, ok, ws, wn, err)
		}
	}
	for range 100_000 {
		nanos := int32(r.IntN(1e9))
		switch r.IntN(4) {
		case 0:
			nanos = 0
		case 1:
			nanos -= nanos % 1_000_000
		case 2:
			nanos -= nanos % 1_000
		}
		check(r.Int64N(maxTimestampSeconds-minTimestampSeconds)+minTimestampSeconds, nanos)
	}
	for day := int64(minTimestampSeconds); day <= maxTimestampSeconds; day += 86400 * 27 {
		check(day, 0)
		check(day+86399, 999_999_999)
	}
}

// TestCivilDate: civilDate and daysSinceEpoch agree with package time on
// every day of years 1 to 9999.
func TestCivilDate(t *testing.T) {
	t.Parallel()
	for days := int64(minTimestampSeconds / 86400); days <= maxTimestampSeconds/86400; days++ {
		y, m, d := time.Unix(days*86400, 0).UTC().Date()
		gy, gm, gd := civilDate(days)
		if gy != y || gm != int(m) || gd != d || daysSinceEpoch(y, int(m), d) != days {
			t.Fatalf("day %d: civilDate %d-%d-%d, daysSinceEpoch %d; time %d-%d-%d", days, gy, gm, gd, daysSinceEpoch(y, int(m), d), y, m, d)
		}
	}
}
