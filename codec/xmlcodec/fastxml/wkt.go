package fastxml

import (
	"math"
	"slices"
	"strconv"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/anypb"
	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/emptypb"
	"google.golang.org/protobuf/types/known/fieldmaskpb"
	"google.golang.org/protobuf/types/known/structpb"
	"google.golang.org/protobuf/types/known/timestamppb"
	"google.golang.org/protobuf/types/known/wrapperspb"
)

// appendWellKnown writes the fields of the well-known types, which the XML
// mapping writes as plain messages, exactly as the reference does: a
// field per element, zero values left out — Timestamp and Duration
// (<seconds>, <nanos>), the nine wrappers (<value>), Empty, Struct
// (<fields> entries of <key> and <value>), Value (the member of its oneof
// that is set), ListValue (<values>), FieldMask (<paths>) and Any
// (<typeUrl> and <value>, its bytes in base64; the type URL is not
// resolved). m's element is at depth. handled is false for any other
// message; ok is false where the reference must decide (a string XML
// cannot carry, nesting near MaxDepth).
func appendWellKnown(b []byte, m proto.Message, depth int) (out []byte, ok, handled bool) {
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
		b, ok = appendTextField(b, "<value>", "</value>", v.GetValue())
		return b, ok, true
	case *wrapperspb.BytesValue:
		if d := v.GetValue(); len(d) > 0 {
			b = append(b, "<value>"...)
			b = AppendBytes(b, d)
			b = append(b, "</value>"...)
		}
		return b, true, true
	case *structpb.Struct:
		b, ok = appendStruct(b, v, depth)
		return b, ok, true
	case *structpb.Value:
		b, ok = appendValue(b, v, depth)
		return b, ok, true
	case *structpb.ListValue:
		b, ok = appendListValue(b, v, depth)
		return b, ok, true
	case *fieldmaskpb.FieldMask:
		for _, p := range v.GetPaths() {
			if b, ok = appendTextElement(b, "<paths>", "</paths>", p); !ok {
				return b, false, true
			}
		}
		return b, true, true
	case *anypb.Any:
		if b, ok = appendTextField(b, "<typeUrl>", "</typeUrl>", v.GetTypeUrl()); !ok {
			return b, false, true
		}
		if d := v.GetValue(); len(d) > 0 {
			b = append(b, "<value>"...)
			b = AppendBytes(b, d)
			b = append(b, "</value>"...)
		}
		return b, true, true
	}
	return b, false, false
}

// appendTextField writes a string field, left out when empty.
func appendTextField(b []byte, open, end, s string) ([]byte, bool) {
	if len(s) == 0 {
		return b, true
	}
	return appendTextElement(b, open, end, s)
}

// appendTextElement writes an element holding s.
func appendTextElement(b []byte, open, end, s string) ([]byte, bool) {
	b = append(b, open...)
	b, err := AppendText(b, s)
	if err != nil {
		return b, false
	}
	return append(b, end...), true
}

// appendStruct writes the entries of a Struct's map, sorted by key; its
// element is at depth, the entries' Values at depth+2.
func appendStruct(b []byte, s *structpb.Struct, depth int) ([]byte, bool) {
	if depth > DeepLimit {
		return b, false
	}
	fields := s.GetFields()
	if len(fields) == 0 {
		return b, true
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
	var ok bool
	for _, k := range keys {
		if b, ok = appendTextElement(b, "<fields><key>", "</key><value>", k); !ok {
			return b, false
		}
		if b, ok = appendValue(b, fields[k], depth+2); !ok {
			return b, false
		}
		b = append(b, "</value></fields>"...)
	}
	return b, true
}

// appendValue writes the member of a Value's oneof that is set (none for
// an empty or nil Value); its element is at depth.
func appendValue(b []byte, v *structpb.Value, depth int) ([]byte, bool) {
	if depth > DeepLimit {
		return b, false
	}
	ok := true
	switch k := v.GetKind().(type) {
	case *structpb.Value_NullValue:
		if k != nil {
			b = append(b, "<nullValue>"...)
			if k.NullValue == structpb.NullValue_NULL_VALUE {
				b = append(b, "NULL_VALUE"...)
			} else {
				b = strconv.AppendInt(b, int64(k.NullValue), 10)
			}
			b = append(b, "</nullValue>"...)
		}
	case *structpb.Value_NumberValue:
		if k != nil {
			b = append(b, "<numberValue>"...)
			b = AppendFloat64(b, k.NumberValue)
			b = append(b, "</numberValue>"...)
		}
	case *structpb.Value_StringValue:
		if k != nil {
			b, ok = appendTextElement(b, "<stringValue>", "</stringValue>", k.StringValue)
		}
	case *structpb.Value_BoolValue:
		if k != nil {
			b = append(b, "<boolValue>"...)
			b = strconv.AppendBool(b, k.BoolValue)
			b = append(b, "</boolValue>"...)
		}
	case *structpb.Value_StructValue:
		if k != nil {
			b = append(b, "<structValue>"...)
			if b, ok = appendStruct(b, k.StructValue, depth+1); ok {
				b = append(b, "</structValue>"...)
			}
		}
	case *structpb.Value_ListValue:
		if k != nil {
			b = append(b, "<listValue>"...)
			if b, ok = appendListValue(b, k.ListValue, depth+1); ok {
				b = append(b, "</listValue>"...)
			}
		}
	}
	return b, ok
}

// appendListValue writes a ListValue's items, each a <values> element at
// depth+1.
func appendListValue(b []byte, l *structpb.ListValue, depth int) ([]byte, bool) {
	if depth > DeepLimit {
		return b, false
	}
	var ok bool
	for _, v := range l.GetValues() {
		b = append(b, "<values>"...)
		if b, ok = appendValue(b, v, depth+1); !ok {
			return b, false
		}
		b = append(b, "</values>"...)
	}
	return b, true
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
// writes, as the generated methods read a message's: each element once
// (and one member of a oneof), nothing unknown, or false for the reference
// to decide. m's element is at depth. handled is false for any other
// message.
func decodeWellKnown(d *Decoder, m proto.Message, depth int) (ok, handled bool) {
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
	case *structpb.Struct:
		return decodeStruct(d, v, depth), true
	case *structpb.Value:
		return decodeStructValue(d, v, depth), true
	case *structpb.ListValue:
		return decodeListValue(d, v, depth), true
	case *fieldmaskpb.FieldMask:
		for {
			name, ok := d.Next()
			switch {
			case !ok || name != nil && string(name) != "paths":
				return false, true
			case name == nil:
				return true, true
			}
			p, ok := d.String("</paths>")
			if !ok {
				return false, true
			}
			v.Paths = append(v.Paths, p)
		}
	case *anypb.Any:
		return decodeAny(d, v), true
	}
	return false, false
}

// decodeStruct reads a Struct's <fields> entries, whose element is at
// depth: <key>, then <value>, each key once.
func decodeStruct(d *Decoder, s *structpb.Struct, depth int) bool {
	if depth > DeepLimit {
		return false
	}
	for {
		name, ok := d.Next()
		switch {
		case !ok || name != nil && string(name) != "fields":
			return false
		case name == nil:
			return true
		}
		if !d.Tag("<key>") {
			return false
		}
		k, ok := d.String("</key>")
		if !ok || !d.Tag("<value>") {
			return false
		}
		v := new(structpb.Value)
		if !decodeStructValue(d, v, depth+2) || !d.Close("</value>") || !d.Close("</fields>") {
			return false
		}
		if s.Fields == nil {
			s.Fields = map[string]*structpb.Value{}
		} else if _, dup := s.Fields[k]; dup {
			return false
		}
		s.Fields[k] = v
	}
}

// decodeStructValue reads the one member of a Value's oneof (or none),
// whose element is at depth.
func decodeStructValue(d *Decoder, v *structpb.Value, depth int) bool {
	if depth > DeepLimit {
		return false
	}
	for {
		name, ok := d.Next()
		if !ok {
			return false
		}
		if name == nil {
			return true
		}
		if v.Kind != nil {
			return false // a second member, or the same one twice
		}
		switch string(name) {
		case "nullValue":
			n, ok := d.Enum("</nullValue>", nullValueLookup)
			if !ok {
				return false
			}
			v.Kind = &structpb.Value_NullValue{NullValue: structpb.NullValue(n)}
		case "numberValue":
			f, ok := d.Float64("</numberValue>")
			if !ok {
				return false
			}
			v.Kind = &structpb.Value_NumberValue{NumberValue: f}
		case "stringValue":
			s, ok := d.String("</stringValue>")
			if !ok {
				return false
			}
			v.Kind = &structpb.Value_StringValue{StringValue: s}
		case "boolValue":
			f, ok := d.Bool("</boolValue>")
			if !ok {
				return false
			}
			v.Kind = &structpb.Value_BoolValue{BoolValue: f}
		case "structValue":
			s := new(structpb.Struct)
			if !decodeStruct(d, s, depth+1) || !d.Close("</structValue>") {
				return false
			}
			v.Kind = &structpb.Value_StructValue{StructValue: s}
		case "listValue":
			l := new(structpb.ListValue)
			if !decodeListValue(d, l, depth+1) || !d.Close("</listValue>") {
				return false
			}
			v.Kind = &structpb.Value_ListValue{ListValue: l}
		default:
			return false
		}
	}
}

// nullValueLookup finds google.protobuf.NullValue's one name.
func nullValueLookup(s []byte) (int32, bool) { return 0, string(s) == "NULL_VALUE" }

// decodeListValue reads a ListValue's <values> items, whose element is at
// depth.
func decodeListValue(d *Decoder, l *structpb.ListValue, depth int) bool {
	if depth > DeepLimit {
		return false
	}
	for {
		name, ok := d.Next()
		switch {
		case !ok || name != nil && string(name) != "values":
			return false
		case name == nil:
			return true
		}
		v := new(structpb.Value)
		if !decodeStructValue(d, v, depth+1) || !d.Close("</values>") {
			return false
		}
		l.Values = append(l.Values, v)
	}
}

// decodeAny reads an Any's <typeUrl> and <value>, each once.
func decodeAny(d *Decoder, a *anypb.Any) bool {
	var seenURL, seenValue bool
	for {
		name, ok := d.Next()
		switch {
		case !ok:
			return false
		case name == nil:
			return true
		case string(name) == "typeUrl" && !seenURL:
			seenURL = true
			if a.TypeUrl, ok = d.String("</typeUrl>"); !ok {
				return false
			}
		case string(name) == "value" && !seenValue:
			seenValue = true
			if a.Value, ok = d.Bytes("</value>"); !ok {
				return false
			}
		default:
			return false
		}
	}
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
