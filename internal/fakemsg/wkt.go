package fakemsg

import (
	"math"
	"strings"

	"google.golang.org/protobuf/reflect/protoreflect"
)

// wkt fills the well-known types with values of their meaning (a recent
// Timestamp, a Duration of up to an hour, a wrapper's value named for the
// field that holds it, a small Struct) and reports whether m is one.
func (g *Filler) wkt(m protoreflect.Message, h hint) bool {
	md := m.Descriptor()
	if md.ParentFile().Package() != "google.protobuf" {
		return false
	}
	fields := md.Fields()
	field := func(name protoreflect.Name) protoreflect.FieldDescriptor { return fields.ByName(name) }
	switch md.Name() {
	case "Timestamp":
		sec, nanos := field("seconds"), field("nanos")
		if sec == nil || nanos == nil {
			return false
		}
		t := g.recent(h)
		m.Set(sec, protoreflect.ValueOfInt64(t.Unix()))
		if ns := t.Nanosecond(); ns != 0 {
			m.Set(nanos, protoreflect.ValueOfInt32(int32(ns)))
		}
	case "Duration":
		sec, nanos := field("seconds"), field("nanos")
		if sec == nil || nanos == nil {
			return false
		}
		ms := 1 + g.int64n(3_600_000)
		if ms >= 1000 {
			m.Set(sec, protoreflect.ValueOfInt64(ms/1000))
		}
		if ms%1000 != 0 {
			m.Set(nanos, protoreflect.ValueOfInt32(int32(ms%1000)*1_000_000))
		}
	case "DoubleValue", "FloatValue", "Int64Value", "UInt64Value", "Int32Value", "UInt32Value", "BoolValue", "StringValue", "BytesValue":
		fd := field("value")
		if fd == nil {
			return false
		}
		m.Set(fd, g.scalar(fd, h))
	case "Struct":
		fd := field("fields")
		if fd == nil || !fd.IsMap() {
			return false
		}
		mp := m.Mutable(fd).Map()
		for range g.between(Range{1, 3}) {
			k := protoreflect.ValueOfString(g.key(h)).MapKey()
			v := mp.NewValue()
			g.value(v.Message())
			mp.Set(k, v)
		}
	case "Value":
		if field("string_value") == nil || field("number_value") == nil || field("bool_value") == nil {
			return false
		}
		g.value(m)
	case "ListValue":
		fd := field("values")
		if fd == nil || !fd.IsList() {
			return false
		}
		l := m.Mutable(fd).List()
		for range g.between(Range{1, 3}) {
			v := l.NewElement()
			g.value(v.Message())
			l.Append(v)
		}
	case "FieldMask":
		fd := field("paths")
		if fd == nil {
			return false
		}
		l := m.Mutable(fd).List()
		for range g.between(Range{1, 3}) {
			l.Append(protoreflect.ValueOfString(snake(g.f.Noun())))
		}
	case "Empty":
	default:
		return false
	}
	return true
}

// value sets a google.protobuf.Value to a string, a number or a bool (no
// nesting: Struct values stay small).
func (g *Filler) value(m protoreflect.Message) {
	fields := m.Descriptor().Fields()
	switch g.f.IntN(3) {
	case 0:
		m.Set(fields.ByName("string_value"), protoreflect.ValueOfString(g.f.Noun()))
	case 1:
		m.Set(fields.ByName("number_value"), protoreflect.ValueOfFloat64(round(g.f.Float64Range(0, 1000), 2)))
	default:
		m.Set(fields.ByName("bool_value"), protoreflect.ValueOfBool(g.f.Bool()))
	}
}

// snake is s in lower case with runs of other characters as one "_"
// (a FieldMask path protojson accepts).
func snake(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z':
			b.WriteRune(r)
		case b.Len() > 0 && !strings.HasSuffix(b.String(), "_"):
			b.WriteByte('_')
		}
	}
	out := strings.TrimSuffix(b.String(), "_")
	if out == "" {
		return "name"
	}
	return out
}

// round is x to n decimals.
func round(x float64, n int) float64 {
	p := math.Pow10(n)
	return math.Round(x*p) / p
}
