package fastjson

import (
	"math"
	"slices"
	"strconv"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/known/anypb"
	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/emptypb"
	"google.golang.org/protobuf/types/known/fieldmaskpb"
	"google.golang.org/protobuf/types/known/structpb"
	"google.golang.org/protobuf/types/known/timestamppb"
	"google.golang.org/protobuf/types/known/wrapperspb"
)

// appendWellKnown writes the JSON forms of the well-known types byte for
// byte as protojson does, without protojson's reflection: Timestamp (RFC
// 3339), Duration ("1.5s"), the nine wrappers (the bare value), Empty
// ({}), Struct, Value and ListValue (JSON objects, values and arrays),
// FieldMask ("a.b,cD") and Any ({"@type": …} with the fields of the
// message it holds, or its JSON form as "value"). handled is false for any
// other message and for values protojson refuses (a Timestamp out of
// range, a Value holding NaN or nothing, an Any whose type URL the global
// registry does not resolve), which AppendMessage then gives to protojson,
// so its error texts stay protojson's.
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
	case *structpb.Struct:
		return appendStruct(b, v)
	case *structpb.Value:
		return appendValue(b, v)
	case *structpb.ListValue:
		return appendListValue(b, v)
	case *fieldmaskpb.FieldMask:
		return appendFieldMask(b, v)
	case *anypb.Any:
		return appendAny(b, v)
	}
	return b, false
}

// appendStruct writes a Struct as a JSON object, keys in protojson's map
// order (by their UTF-8 bytes).
func appendStruct(b []byte, s *structpb.Struct) ([]byte, bool) {
	fields := s.GetFields()
	if len(fields) == 0 {
		return append(b, '{', '}'), true
	}
	// The keys of small Structs are sorted on the stack.
	var small [16]string
	keys := small[:0]
	if len(fields) > len(small) {
		keys = make([]string, 0, len(fields))
	}
	for k := range fields {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	b = append(b, '{')
	var err error
	var ok bool
	for i, k := range keys {
		if i > 0 {
			b = append(b, ',')
		}
		if b, err = AppendString(b, k); err != nil {
			return b, false
		}
		b = append(b, ':')
		if b, ok = appendValue(b, fields[k]); !ok {
			return b, false
		}
	}
	return append(b, '}'), true
}

// appendValue writes the JSON value a Value holds. protojson refuses a
// Value holding nothing (a nil one included) and a number that is NaN or
// infinite, which JSON cannot write as a number.
func appendValue(b []byte, v *structpb.Value) ([]byte, bool) {
	switch k := v.GetKind().(type) {
	case *structpb.Value_NullValue:
		if k != nil {
			return append(b, "null"...), true
		}
	case *structpb.Value_NumberValue:
		if k != nil && !math.IsNaN(k.NumberValue) && !math.IsInf(k.NumberValue, 0) {
			return AppendFloat64(b, k.NumberValue), true
		}
	case *structpb.Value_StringValue:
		if k != nil {
			out, err := AppendString(b, k.StringValue)
			return out, err == nil
		}
	case *structpb.Value_BoolValue:
		if k != nil {
			return strconv.AppendBool(b, k.BoolValue), true
		}
	case *structpb.Value_StructValue:
		if k != nil {
			return appendStruct(b, k.StructValue)
		}
	case *structpb.Value_ListValue:
		if k != nil {
			return appendListValue(b, k.ListValue)
		}
	}
	return b, false
}

// appendListValue writes a ListValue as a JSON array.
func appendListValue(b []byte, l *structpb.ListValue) ([]byte, bool) {
	b = append(b, '[')
	var ok bool
	for i, v := range l.GetValues() {
		if i > 0 {
			b = append(b, ',')
		}
		if b, ok = appendValue(b, v); !ok {
			return b, false
		}
	}
	return append(b, ']'), true
}

// appendFieldMask writes the paths of a FieldMask in lowerCamelCase,
// joined by commas, in one JSON string. protojson refuses a path that is
// not a dotted name or would not read back the same (an upper-case
// letter, "a__b", "a_1").
func appendFieldMask(b []byte, fm *fieldmaskpb.FieldMask) ([]byte, bool) {
	b = append(b, '"')
	for i, p := range fm.GetPaths() {
		if !protoreflect.FullName(p).IsValid() {
			return b, false
		}
		if i > 0 {
			b = append(b, ',')
		}
		for j := 0; j < len(p); j++ {
			switch c := p[j]; {
			case 'A' <= c && c <= 'Z':
				return b, false // read back as "_" and a lower-case letter
			case c != '_':
				b = append(b, c)
			case j+1 < len(p) && 'a' <= p[j+1] && p[j+1] <= 'z':
				b = append(b, p[j+1]-('a'-'A'))
				j++
			default:
				return b, false // "_" before anything but a lower-case letter is lost
			}
		}
	}
	return append(b, '"'), true
}

// anyResolver resolves the type URLs of Any, as protojson's default
// resolver does.
var anyResolver = protoregistry.GlobalTypes

// appendAny writes an Any as protojson does: {} when empty; else
// {"@type":url} followed by the fields of the message its value holds, or,
// when that message is a well-known type with a JSON form of its own, by
// "value" holding that form. The type URL is resolved in
// protoregistry.GlobalTypes; an unknown type, a value that does not
// unmarshal, or a value without a type URL is protojson's error.
func appendAny(b []byte, a *anypb.Any) ([]byte, bool) {
	url, value := a.GetTypeUrl(), a.GetValue()
	if url == "" {
		return append(b, '{', '}'), len(value) == 0
	}
	mt, err := anyResolver.FindMessageByURL(url)
	if err != nil {
		return b, false
	}
	em := mt.New().Interface()
	if err := (proto.UnmarshalOptions{AllowPartial: true, Resolver: anyResolver}).Unmarshal(value, em); err != nil {
		return b, false
	}
	b = append(b, `{"@type":`...)
	if b, err = AppendString(b, url); err != nil {
		return b, false
	}
	if ownJSON(mt.Descriptor().FullName()) {
		b = append(b, `,"value":`...)
		if b, err = AppendMessage(b, em); err != nil {
			return b, false
		}
		return append(b, '}'), true
	}
	start := len(b)
	if b, err = AppendMessage(b, em); err != nil {
		return b, false
	}
	if len(b)-start == 2 { // {}: no fields
		return append(b[:start], '}'), true
	}
	b[start] = ','
	return b, true
}

// ownJSON reports whether a message of type name inside an Any is written
// as "value": the well-known types with a JSON form of their own, all but
// Empty, which the JSON mapping writes as a plain message.
func ownJSON(name protoreflect.FullName) bool {
	if name.Parent() != "google.protobuf" {
		return false
	}
	switch name.Name() {
	case "Any", "Timestamp", "Duration", "BoolValue", "Int32Value", "Int64Value", "UInt32Value",
		"UInt64Value", "FloatValue", "DoubleValue", "StringValue", "BytesValue", "Struct",
		"ListValue", "Value", "FieldMask":
		return true
	}
	return false
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
	days, rem := secs/86400, secs%86400
	if rem < 0 {
		days, rem = days-1, rem+86400
	}
	year, month, day := civilDate(days)
	var t [21]byte // "2006-01-02T15:04:05
	t[0] = '"'
	put2 := func(i, v int) { t[i], t[i+1] = byte('0'+v/10), byte('0'+v%10) }
	put2(1, year/100)
	put2(3, year%100)
	t[5] = '-'
	put2(6, month)
	t[8] = '-'
	put2(9, day)
	t[11] = 'T'
	put2(12, int(rem/3600))
	t[14] = ':'
	put2(15, int(rem/60%60))
	t[17] = ':'
	put2(18, int(rem%60))
	b = append(b, t[:20]...)
	b = appendFraction(b, int64(nanos))
	return append(b, 'Z', '"'), true
}

// civilDate is the proleptic Gregorian date of a day counted from
// 1970-01-01, for the days of years 1 to 9999: the inverse of
// daysSinceEpoch, by 400-year cycles of years starting in March.
func civilDate(days int64) (year, month, day int) {
	z := days + 719468 // days since 0000-03-01, positive from year 1
	era := z / 146097
	doe := int(z - era*146097)                             // day of the cycle
	yoe := (doe - doe/1460 + doe/36524 - doe/146096) / 365 // year of the cycle
	doy := doe - (365*yoe + yoe/4 - yoe/100)               // day of the year, from March 1
	mp := (5*doy + 2) / 153                                // month, from March
	day = doy - (153*mp+2)/5 + 1
	month = mp + 3
	if month > 12 {
		month -= 12
	}
	year = yoe + int(era)*400
	if month <= 2 {
		year++
	}
	return year, month, day
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

// AppendTimestamp appends a google.protobuf.Timestamp of secs and nanos as
// its JSON string, as protojson writes it ("1972-01-01T10:00:20.021Z", with
// 0, 3, 6 or 9 fractional digits). ok is false, and b unchanged, when the
// value is out of the Timestamp's range (years 1 to 9999, nanos 0 to
// 999,999,999), which protojson refuses to write.
func AppendTimestamp(b []byte, secs int64, nanos int32) (out []byte, ok bool) {
	return appendTimestamp(b, secs, nanos)
}

// AppendDuration appends a google.protobuf.Duration of secs and nanos as
// its JSON string, as protojson writes it ("-1.5s"). ok is false, and b
// unchanged, when the value is out of the Duration's range or its two
// parts have different signs, which protojson refuses to write.
func AppendDuration(b []byte, secs int64, nanos int32) (out []byte, ok bool) {
	return appendDuration(b, secs, nanos)
}
