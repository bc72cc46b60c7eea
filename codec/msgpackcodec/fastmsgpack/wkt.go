package fastmsgpack

import (
	"math"
	"slices"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/anypb"
	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/emptypb"
	"google.golang.org/protobuf/types/known/fieldmaskpb"
	"google.golang.org/protobuf/types/known/structpb"
	"google.golang.org/protobuf/types/known/timestamppb"
	"google.golang.org/protobuf/types/known/wrapperspb"
)

// The well-known types are plain messages in msgpackcodec's mapping
// (Timestamp is {"seconds": …, "nanos": …}, Struct {"fields": {…}}, Any
// {"typeUrl": …, "value": bin}, its type URL not resolved), which this
// file writes and reads as generated code would, so that messages holding
// them stay off the reference path.

// The keys of the well-known types' fields, as MessagePack strs.
const (
	keySeconds     = "\xa7seconds"
	keyNanos       = "\xa5nanos"
	keyValue       = "\xa5value"
	keyFields      = "\xa6fields"
	keyValues      = "\xa6values"
	keyPaths       = "\xa5paths"
	keyTypeURL     = "\xa7typeUrl"
	keyNullValue   = "\xa9nullValue"
	keyNumberValue = "\xabnumberValue"
	keyStringValue = "\xabstringValue"
	keyBoolValue   = "\xa9boolValue"
	keyStructValue = "\xabstructValue"
	keyListValue   = "\xa9listValue"
	nullValueName  = "\xaaNULL_VALUE"
)

// appendWellKnown appends m, a well-known type nested depth levels deep,
// as the reference encoder does; ok is false where the reference fails (a
// string that is not valid UTF-8, nesting deeper than MaxDepth). handled
// is false for any other message.
func appendWellKnown(b []byte, m proto.Message, depth int) (out []byte, ok, handled bool) {
	switch m.(type) {
	case *timestamppb.Timestamp, *durationpb.Duration, *emptypb.Empty,
		*wrapperspb.BoolValue, *wrapperspb.Int32Value, *wrapperspb.Int64Value, *wrapperspb.UInt32Value,
		*wrapperspb.UInt64Value, *wrapperspb.FloatValue, *wrapperspb.DoubleValue, *wrapperspb.StringValue,
		*wrapperspb.BytesValue, *structpb.Struct, *structpb.Value, *structpb.ListValue,
		*fieldmaskpb.FieldMask, *anypb.Any:
	default:
		return b, false, false
	}
	if depth >= MaxDepth {
		return b, false, true
	}
	switch v := m.(type) {
	case *timestamppb.Timestamp:
		return appendSecondsNanos(b, v.GetSeconds(), v.GetNanos()), true, true
	case *durationpb.Duration:
		return appendSecondsNanos(b, v.GetSeconds(), v.GetNanos()), true, true
	case *emptypb.Empty:
		return append(b, 0x80), true, true
	case *wrapperspb.BoolValue:
		if !v.GetValue() {
			return append(b, 0x80), true, true
		}
		return append(append(b, 0x81), keyValue+"\xc3"...), true, true
	case *wrapperspb.Int32Value:
		return appendIntWrapper(b, int64(v.GetValue())), true, true
	case *wrapperspb.Int64Value:
		return appendIntWrapper(b, v.GetValue()), true, true
	case *wrapperspb.UInt32Value:
		return appendUintWrapper(b, uint64(v.GetValue())), true, true
	case *wrapperspb.UInt64Value:
		return appendUintWrapper(b, v.GetValue()), true, true
	case *wrapperspb.FloatValue:
		if f := v.GetValue(); f != 0 || math.Signbit(float64(f)) {
			return AppendFloat32(append(append(b, 0x81), keyValue...), f), true, true
		}
		return append(b, 0x80), true, true
	case *wrapperspb.DoubleValue:
		if f := v.GetValue(); f != 0 || math.Signbit(f) {
			return AppendFloat64(append(append(b, 0x81), keyValue...), f), true, true
		}
		return append(b, 0x80), true, true
	case *wrapperspb.StringValue:
		s := v.GetValue()
		if s == "" {
			return append(b, 0x80), true, true
		}
		if !ValidString(s) {
			return b, false, true
		}
		return AppendString(append(append(b, 0x81), keyValue...), s), true, true
	case *wrapperspb.BytesValue:
		if len(v.GetValue()) == 0 {
			return append(b, 0x80), true, true
		}
		return AppendBytes(append(append(b, 0x81), keyValue...), v.GetValue()), true, true
	case *structpb.Struct:
		b, ok = appendStruct(b, v, depth)
	case *structpb.Value:
		b, ok = appendValue(b, v, depth)
	case *structpb.ListValue:
		b, ok = appendListValue(b, v, depth)
	case *fieldmaskpb.FieldMask:
		paths := v.GetPaths()
		if len(paths) == 0 {
			return append(b, 0x80), true, true
		}
		b = AppendArrayHeader(append(append(b, 0x81), keyPaths...), len(paths))
		for _, p := range paths {
			if !ValidString(p) {
				return b, false, true
			}
			b = AppendString(b, p)
		}
		return b, true, true
	case *anypb.Any:
		url, value := v.GetTypeUrl(), v.GetValue()
		if !ValidString(url) {
			return b, false, true
		}
		n := 0
		if url != "" {
			n++
		}
		if len(value) > 0 {
			n++
		}
		b = append(b, 0x80|byte(n))
		if url != "" {
			b = AppendString(append(b, keyTypeURL...), url)
		}
		if len(value) > 0 {
			b = AppendBytes(append(b, keyValue...), value)
		}
		return b, true, true
	}
	return b, ok, true
}

func appendSecondsNanos(b []byte, seconds int64, nanos int32) []byte {
	n := byte(0)
	if seconds != 0 {
		n++
	}
	if nanos != 0 {
		n++
	}
	b = append(b, 0x80|n)
	if seconds != 0 {
		b = AppendInt(append(b, keySeconds...), seconds)
	}
	if nanos != 0 {
		b = AppendInt(append(b, keyNanos...), int64(nanos))
	}
	return b
}

func appendIntWrapper(b []byte, v int64) []byte {
	if v == 0 {
		return append(b, 0x80)
	}
	return AppendInt(append(append(b, 0x81), keyValue...), v)
}

func appendUintWrapper(b []byte, v uint64) []byte {
	if v == 0 {
		return append(b, 0x80)
	}
	return AppendUint(append(append(b, 0x81), keyValue...), v)
}

// appendStruct appends a Struct nested depth levels deep: {"fields": …},
// entries sorted by key, or {} without any.
func appendStruct(b []byte, s *structpb.Struct, depth int) ([]byte, bool) {
	if depth >= MaxDepth {
		return b, false
	}
	fields := s.GetFields()
	if len(fields) == 0 {
		return append(b, 0x80), true
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
	b = AppendMapHeader(append(append(b, 0x81), keyFields...), len(fields))
	var ok bool
	for _, k := range keys {
		if !ValidString(k) {
			return b, false
		}
		if b, ok = appendValue(AppendString(b, k), fields[k], depth+1); !ok {
			return b, false
		}
	}
	return b, true
}

// appendValue appends a Value nested depth levels deep: the member of its
// oneof that is set, or {} for none.
func appendValue(b []byte, v *structpb.Value, depth int) ([]byte, bool) {
	if depth >= MaxDepth {
		return b, false
	}
	switch k := v.GetKind().(type) {
	case *structpb.Value_NullValue:
		if k != nil {
			b = append(append(b, 0x81), keyNullValue...)
			if k.NullValue == structpb.NullValue_NULL_VALUE {
				return append(b, nullValueName...), true
			}
			return AppendInt(b, int64(k.NullValue)), true
		}
	case *structpb.Value_NumberValue:
		if k != nil {
			return AppendFloat64(append(append(b, 0x81), keyNumberValue...), k.NumberValue), true
		}
	case *structpb.Value_StringValue:
		if k != nil {
			if !ValidString(k.StringValue) {
				return b, false
			}
			return AppendString(append(append(b, 0x81), keyStringValue...), k.StringValue), true
		}
	case *structpb.Value_BoolValue:
		if k != nil {
			return AppendBool(append(append(b, 0x81), keyBoolValue...), k.BoolValue), true
		}
	case *structpb.Value_StructValue:
		if k != nil {
			return appendStruct(append(append(b, 0x81), keyStructValue...), k.StructValue, depth+1)
		}
	case *structpb.Value_ListValue:
		if k != nil {
			return appendListValue(append(append(b, 0x81), keyListValue...), k.ListValue, depth+1)
		}
	}
	return append(b, 0x80), true
}

// appendListValue appends a ListValue nested depth levels deep:
// {"values": […]}, or {} without any.
func appendListValue(b []byte, l *structpb.ListValue, depth int) ([]byte, bool) {
	if depth >= MaxDepth {
		return b, false
	}
	values := l.GetValues()
	if len(values) == 0 {
		return append(b, 0x80), true
	}
	b = AppendArrayHeader(append(append(b, 0x81), keyValues...), len(values))
	var ok bool
	for _, v := range values {
		if b, ok = appendValue(b, v, depth+1); !ok {
			return b, false
		}
	}
	return b, true
}

// decodeWellKnown reads the well-known type m (empty) at the cursor, in
// the form appendWellKnown writes (keys by their JSON names, each once,
// values of their canonical types), or reports false for the reference
// to decide. handled is false for any other message.
func (d *Decoder) decodeWellKnown(m proto.Message) (ok, handled bool) {
	switch v := m.(type) {
	case *timestamppb.Timestamp:
		return d.secondsNanos(&v.Seconds, &v.Nanos), true
	case *durationpb.Duration:
		return d.secondsNanos(&v.Seconds, &v.Nanos), true
	case *emptypb.Empty:
		n, ok := d.enterMap()
		if !ok || n != 0 {
			return false, true
		}
		d.Leave()
		return true, true
	case *wrapperspb.BoolValue:
		return wrapper(d, d.Bool, &v.Value), true
	case *wrapperspb.Int32Value:
		return wrapper(d, d.Int32, &v.Value), true
	case *wrapperspb.Int64Value:
		return wrapper(d, d.Int64, &v.Value), true
	case *wrapperspb.UInt32Value:
		return wrapper(d, d.Uint32, &v.Value), true
	case *wrapperspb.UInt64Value:
		return wrapper(d, d.Uint64, &v.Value), true
	case *wrapperspb.FloatValue:
		return wrapper(d, d.Float32, &v.Value), true
	case *wrapperspb.DoubleValue:
		return wrapper(d, d.Float64, &v.Value), true
	case *wrapperspb.StringValue:
		return wrapper(d, d.String, &v.Value), true
	case *wrapperspb.BytesValue:
		return wrapper(d, d.Bytes, &v.Value), true
	case *structpb.Struct:
		return d.structFields(v), true
	case *structpb.Value:
		return d.value(v), true
	case *structpb.ListValue:
		return d.listValues(v), true
	case *fieldmaskpb.FieldMask:
		return d.fieldMask(v), true
	case *anypb.Any:
		return d.any(v), true
	}
	return false, false
}

// enterMap reads a message's map header and enters it.
func (d *Decoder) enterMap() (int, bool) {
	n, ok := d.MapHeader()
	if !ok || !d.Enter() {
		return 0, false
	}
	return n, true
}

func (d *Decoder) secondsNanos(seconds *int64, nanos *int32) bool {
	n, ok := d.enterMap()
	if !ok || n > 2 {
		return false
	}
	var seenS, seenN bool
	for ; n > 0; n-- {
		switch {
		case !seenS && d.Expect(keySeconds):
			seenS = true
			*seconds, ok = d.Int64()
		case !seenN && d.Expect(keyNanos):
			seenN = true
			*nanos, ok = d.Int32()
		default:
			return false
		}
		if !ok {
			return false
		}
	}
	d.Leave()
	return true
}

// oneField reads a message of one field, key, left out when it is the
// default: an empty map, or a map of that key whose value read reads.
func (d *Decoder) oneField(key string, read func() bool) bool {
	n, ok := d.enterMap()
	switch {
	case !ok || n > 1:
		return false
	case n == 1 && (!d.Expect(key) || !read()):
		return false
	}
	d.Leave()
	return true
}

// wrapper reads a wrapper's one field, "value", with read.
func wrapper[T any](d *Decoder, read func() (T, bool), dst *T) bool {
	return d.oneField(keyValue, func() (ok bool) {
		*dst, ok = read()
		return ok
	})
}

// structFields reads a Struct: {"fields": {key: Value, …}}, each key once.
func (d *Decoder) structFields(s *structpb.Struct) bool {
	return d.oneField(keyFields, func() bool {
		l, ok := d.MapHeader()
		if !ok {
			return false
		}
		if l > 0 {
			s.Fields = make(map[string]*structpb.Value, l)
		}
		for ; l > 0; l-- {
			k, ok := d.StringKey()
			if !ok {
				return false
			}
			if _, dup := s.Fields[k]; dup {
				return false
			}
			v := new(structpb.Value)
			if !d.value(v) {
				return false
			}
			s.Fields[k] = v
		}
		return true
	})
}

// value reads a Value: {} or one member of its oneof.
func (d *Decoder) value(v *structpb.Value) bool {
	n, ok := d.enterMap()
	switch {
	case !ok || n > 1:
		return false
	case n == 1:
		switch {
		case d.Expect(keyNullValue):
			e, ok := d.Enum(nullValueLookup)
			if !ok {
				return false
			}
			v.Kind = &structpb.Value_NullValue{NullValue: structpb.NullValue(e)}
		case d.Expect(keyNumberValue):
			f, ok := d.Float64()
			if !ok {
				return false
			}
			v.Kind = &structpb.Value_NumberValue{NumberValue: f}
		case d.Expect(keyStringValue):
			s, ok := d.String()
			if !ok {
				return false
			}
			v.Kind = &structpb.Value_StringValue{StringValue: s}
		case d.Expect(keyBoolValue):
			f, ok := d.Bool()
			if !ok {
				return false
			}
			v.Kind = &structpb.Value_BoolValue{BoolValue: f}
		case d.Expect(keyStructValue):
			s := new(structpb.Struct)
			if !d.structFields(s) {
				return false
			}
			v.Kind = &structpb.Value_StructValue{StructValue: s}
		case d.Expect(keyListValue):
			l := new(structpb.ListValue)
			if !d.listValues(l) {
				return false
			}
			v.Kind = &structpb.Value_ListValue{ListValue: l}
		default:
			return false
		}
	}
	d.Leave()
	return true
}

// nullValueLookup finds google.protobuf.NullValue's one name.
func nullValueLookup(s []byte) (int32, bool) { return 0, string(s) == "NULL_VALUE" }

// listValues reads a ListValue: {"values": [Value, …]}.
func (d *Decoder) listValues(l *structpb.ListValue) bool {
	return d.oneField(keyValues, func() bool {
		c, ok := d.ArrayHeader()
		if !ok {
			return false
		}
		if c > 0 {
			l.Values = make([]*structpb.Value, c)
		}
		for i := range l.Values {
			v := new(structpb.Value)
			if !d.value(v) {
				return false
			}
			l.Values[i] = v
		}
		return true
	})
}

// fieldMask reads a FieldMask: {"paths": [str, …]}.
func (d *Decoder) fieldMask(fm *fieldmaskpb.FieldMask) bool {
	return d.oneField(keyPaths, func() bool {
		c, ok := d.ArrayHeader()
		if !ok {
			return false
		}
		if c > 0 {
			fm.Paths = make([]string, c)
		}
		for i := range fm.Paths {
			if fm.Paths[i], ok = d.String(); !ok {
				return false
			}
		}
		return true
	})
}

// any reads an Any: {"typeUrl": str, "value": bin}, either left out.
func (d *Decoder) any(a *anypb.Any) bool {
	n, ok := d.enterMap()
	if !ok || n > 2 {
		return false
	}
	var seenURL, seenValue bool
	for ; n > 0; n-- {
		switch {
		case !seenURL && d.Expect(keyTypeURL):
			seenURL = true
			a.TypeUrl, ok = d.String()
		case !seenValue && d.Expect(keyValue):
			seenValue = true
			a.Value, ok = d.Bytes()
		default:
			return false
		}
		if !ok {
			return false
		}
	}
	d.Leave()
	return true
}
