package fastxml

import (
	"math"
	"strconv"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/emptypb"
	"google.golang.org/protobuf/types/known/timestamppb"
	"google.golang.org/protobuf/types/known/wrapperspb"
)

// WellKnown reports whether the runtime writes and reads the well-known
// type name itself (AppendFields, DecodeFields): Timestamp, Duration, the
// wrappers and Empty. Messages holding the others (Struct, Value,
// ListValue, FieldMask, Any) go to the reference path.
func WellKnown(name protoreflect.FullName) bool {
	switch name {
	case "google.protobuf.Timestamp", "google.protobuf.Duration", "google.protobuf.Empty",
		"google.protobuf.BoolValue", "google.protobuf.Int32Value", "google.protobuf.Int64Value",
		"google.protobuf.UInt32Value", "google.protobuf.UInt64Value", "google.protobuf.FloatValue",
		"google.protobuf.DoubleValue", "google.protobuf.StringValue", "google.protobuf.BytesValue":
		return true
	}
	return false
}

// appendWellKnown writes the fields of the well-known types that the XML
// mapping writes as plain messages — Timestamp and Duration (<seconds>,
// <nanos>), the nine wrappers (<value>) and Empty — exactly as the
// reference does: a field per element, zero values left out. handled is
// false for any other message (Struct, Value, ListValue, FieldMask, Any
// stay the reference's); ok is false where the reference must decide (a
// string XML cannot carry).
func appendWellKnown(b []byte, m proto.Message) (out []byte, ok, handled bool) {
	switch v := m.(type) {
	case *timestamppb.Timestamp:
		return appendSecondsNanos(b, v.GetSeconds(), v.GetNanos()), true, true
	case *durationpb.Duration:
		return appendSecondsNanos(b, v.GetSeconds(), v.GetNanos()), true, true
	case *emptypb.Empty:
		return b, true, true
	case *wrapperspb.BoolValue:
		if v.GetValue() {
			b = append(b, "<value>true</value>"...)
		}
		return b, true, true
	case *wrapperspb.Int32Value:
		return appendIntValue(b, int64(v.GetValue())), true, true
	case *wrapperspb.Int64Value:
		return appendIntValue(b, v.GetValue()), true, true
	case *wrapperspb.UInt32Value:
		return appendUintValue(b, uint64(v.GetValue())), true, true
	case *wrapperspb.UInt64Value:
		return appendUintValue(b, v.GetValue()), true, true
	case *wrapperspb.FloatValue:
		if f := v.GetValue(); f != 0 || math.Signbit(float64(f)) {
			b = append(b, "<value>"...)
			b = AppendFloat32(b, f)
			b = append(b, "</value>"...)
		}
		return b, true, true
	case *wrapperspb.DoubleValue:
		if f := v.GetValue(); f != 0 || math.Signbit(f) {
			b = append(b, "<value>"...)
			b = AppendFloat64(b, f)
			b = append(b, "</value>"...)
		}
		return b, true, true
	case *wrapperspb.StringValue:
		if s := v.GetValue(); len(s) > 0 {
			var err error
			b = append(b, "<value>"...)
			if b, err = AppendText(b, s); err != nil {
				return b, false, true
			}
			b = append(b, "</value>"...)
		}
		return b, true, true
	case *wrapperspb.BytesValue:
		if d := v.GetValue(); len(d) > 0 {
			b = append(b, "<value>"...)
			b = AppendBytes(b, d)
			b = append(b, "</value>"...)
		}
		return b, true, true
	}
	return b, false, false
}

func appendSecondsNanos(b []byte, seconds int64, nanos int32) []byte {
	if seconds != 0 {
		b = append(b, "<seconds>"...)
		b = strconv.AppendInt(b, seconds, 10)
		b = append(b, "</seconds>"...)
	}
	if nanos != 0 {
		b = append(b, "<nanos>"...)
		b = strconv.AppendInt(b, int64(nanos), 10)
		b = append(b, "</nanos>"...)
	}
	return b
}

func appendIntValue(b []byte, v int64) []byte {
	if v == 0 {
		return b
	}
	b = append(b, "<value>"...)
	b = strconv.AppendInt(b, v, 10)
	return append(b, "</value>"...)
}

func appendUintValue(b []byte, v uint64) []byte {
	if v == 0 {
		return b
	}
	b = append(b, "<value>"...)
	b = strconv.AppendUint(b, v, 10)
	return append(b, "</value>"...)
}

// decodeWellKnown reads the fields of the well-known types appendWellKnown
// writes, as the generated methods read a message's: each element once,
// nothing unknown, or false for the reference to decide. handled is false
// for any other message.
func decodeWellKnown(d *Decoder, m proto.Message) (ok, handled bool) {
	switch v := m.(type) {
	case *timestamppb.Timestamp:
		return decodeSecondsNanos(d, &v.Seconds, &v.Nanos), true
	case *durationpb.Duration:
		return decodeSecondsNanos(d, &v.Seconds, &v.Nanos), true
	case *emptypb.Empty:
		name, ok := d.Next()
		return ok && name == nil, true
	case *wrapperspb.BoolValue:
		return decodeValue(d, d.Bool, &v.Value), true
	case *wrapperspb.Int32Value:
		return decodeValue(d, d.Int32, &v.Value), true
	case *wrapperspb.Int64Value:
		return decodeValue(d, d.Int64, &v.Value), true
	case *wrapperspb.UInt32Value:
		return decodeValue(d, d.Uint32, &v.Value), true
	case *wrapperspb.UInt64Value:
		return decodeValue(d, d.Uint64, &v.Value), true
	case *wrapperspb.FloatValue:
		return decodeValue(d, d.Float32, &v.Value), true
	case *wrapperspb.DoubleValue:
		return decodeValue(d, d.Float64, &v.Value), true
	case *wrapperspb.StringValue:
		return decodeValue(d, d.String, &v.Value), true
	case *wrapperspb.BytesValue:
		return decodeValue(d, d.Bytes, &v.Value), true
	}
	return false, false
}

func decodeSecondsNanos(d *Decoder, seconds *int64, nanos *int32) bool {
	var seenS, seenN bool
	for {
		name, ok := d.Next()
		switch {
		case !ok:
			return false
		case name == nil:
			return true
		case string(name) == "seconds" && !seenS:
			seenS = true
			if *seconds, ok = d.Int64("</seconds>"); !ok {
				return false
			}
		case string(name) == "nanos" && !seenN:
			seenN = true
			if *nanos, ok = d.Int32("</nanos>"); !ok {
				return false
			}
		default:
			return false
		}
	}
}

// decodeValue reads a wrapper's one field, <value>, with read.
func decodeValue[T any](d *Decoder, read func(end string) (T, bool), dst *T) bool {
	seen := false
	for {
		name, ok := d.Next()
		switch {
		case !ok:
			return false
		case name == nil:
			return true
		case string(name) == "value" && !seen:
			seen = true
			if *dst, ok = read("</value>"); !ok {
				return false
			}
		default:
			return false
		}
	}
}
