package fastjson

import (
	"strconv"
	"time"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/emptypb"
	"google.golang.org/protobuf/types/known/timestamppb"
	"google.golang.org/protobuf/types/known/wrapperspb"
)

// appendWellKnown writes the JSON forms of the well-known types that are
// common in a schema's hot fields — Timestamp (RFC 3339), Duration
// ("1.5s"), the nine wrappers (the bare value) and Empty ({}) — byte for
// byte as protojson does, without protojson's reflection. handled is
// false for any other message and for values protojson refuses (a
// Timestamp or Duration out of range), which AppendMessage then gives to
// protojson, so its error texts stay protojson's.
func appendWellKnown(b []byte, m proto.Message) (out []byte, handled bool) {
	switch v := m.(type) {
	case *timestamppb.Timestamp:
		return appendTimestamp(b, v.GetSeconds(), v.GetNanos())
	case *durationpb.Duration:
		return appendDuration(b, v.GetSeconds(), v.GetNanos())
	case *emptypb.Empty:
		return append(b, '{', '}'), true
	case *wrapperspb.BoolValue:
		return strconv.AppendBool(b, v.GetValue()), true
	case *wrapperspb.Int32Value:
		return strconv.AppendInt(b, int64(v.GetValue()), 10), true
	case *wrapperspb.Int64Value:
		return AppendInt64(b, v.GetValue()), true
	case *wrapperspb.UInt32Value:
		return strconv.AppendUint(b, uint64(v.GetValue()), 10), true
	case *wrapperspb.UInt64Value:
		return AppendUint64(b, v.GetValue()), true
	case *wrapperspb.FloatValue:
		return AppendFloat32(b, v.GetValue()), true
	case *wrapperspb.DoubleValue:
		return AppendFloat64(b, v.GetValue()), true
	case *wrapperspb.StringValue:
		out, err := AppendString(b, v.GetValue())
		return out, err == nil // invalid UTF-8: protojson's error
	case *wrapperspb.BytesValue:
		return AppendBytes(b, v.GetValue()), true
	}
	return b, false
}

// The ranges protojson accepts: 0001-01-01T00:00:00Z to
// 9999-12-31T23:59:59Z, and ±10,000 years of seconds for a Duration.
const (
	minTimestampSeconds = -62135596800
	maxTimestampSeconds = 253402300799
	maxDurationSeconds  = 315576000000
)

// appendTimestamp writes "2006-01-02T15:04:05Z" with 0, 3, 6 or 9
// fractional digits, as few as the nanos need, as protojson does.
func appendTimestamp(b []byte, secs int64, nanos int32) ([]byte, bool) {
	if secs < minTimestampSeconds || secs > maxTimestampSeconds || nanos < 0 || nanos > 999_999_999 {
		return b, false
	}
	b = append(b, '"')
	b = time.Unix(secs, 0).UTC().AppendFormat(b, "2006-01-02T15:04:05")
	b = appendFraction(b, int64(nanos))
	return append(b, 'Z', '"'), true
}

// appendDuration writes "-1.000340012s" with 0, 3, 6 or 9 fractional
// digits, as protojson does.
func appendDuration(b []byte, secs int64, nanos int32) ([]byte, bool) {
	if secs < -maxDurationSeconds || secs > maxDurationSeconds || nanos <= -1e9 || nanos >= 1e9 ||
		(secs > 0 && nanos < 0) || (secs < 0 && nanos > 0) {
		return b, false
	}
	b = append(b, '"')
	if secs < 0 || nanos < 0 {
		b = append(b, '-')
		secs, nanos = -secs, -nanos
	}
	b = strconv.AppendInt(b, secs, 10)
	b = appendFraction(b, int64(nanos))
	return append(b, 's', '"'), true
}

// appendFraction writes ".ddd", ".dddddd" or ".ddddddddd" for nanos, the
// shortest of the three that holds them exactly, or nothing for zero.
func appendFraction(b []byte, nanos int64) []byte {
	if nanos == 0 {
		return b
	}
	digits := 9
	for digits > 3 && nanos%1000 == 0 {
		nanos /= 1000
		digits -= 3
	}
	b = append(b, '.')
	var buf [9]byte
	for i := digits - 1; i >= 0; i-- {
		buf[i] = byte('0' + nanos%10)
		nanos /= 10
	}
	return append(b, buf[:digits]...)
}
