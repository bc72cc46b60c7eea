package fastjson

import (
	"math"
	"math/rand/v2"
	"testing"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/emptypb"
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

// BenchmarkTimestamp: a Timestamp through AppendMessage against protojson,
// in the same run.
//
//	go test -run NONE -bench Timestamp ./codec/jsoncodec/fastjson
func BenchmarkTimestamp(b *testing.B) {
	ts := &timestamppb.Timestamp{Seconds: 1_764_000_000, Nanos: 123_000_000}
	buf := make([]byte, 0, 64)
	b.Run("fast", func(b *testing.B) {
		for b.Loop() {
			if _, err := AppendMessage(buf[:0], ts); err != nil {
				b.Fatal(err)
			}
		}
	})
	opts := protojson.MarshalOptions{}
	b.Run("protojson", func(b *testing.B) {
		for b.Loop() {
			if _, err := opts.MarshalAppend(buf[:0], ts); err != nil {
				b.Fatal(err)
			}
		}
	})
}
