// Package edgemsg fills messages of any type, through protoreflect, with
// seeded random values chosen for the edges of polywire's encodings:
// boundary integers, floats that change notation or are special, strings
// with every character class an escaper treats differently, empty values,
// unknown enum numbers, now and then invalid UTF-8. The differential tests
// of the generated fast paths (cmd/protoc-gen-fastjson,
// cmd/protoc-gen-fastmsgpack, cmd/protoc-gen-fastxml) hold them to their
// references on these.
//
// Of polywire's three message fillers, this is the one for the edges: fixed
// samples are samplemsg's, realistic values for a user's schema fakemsg's.
package edgemsg

import (
	"math"
	"math/rand/v2"
	"strings"
	"time"
	"unicode/utf8"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/known/anypb"
	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/fieldmaskpb"
	"google.golang.org/protobuf/types/known/structpb"
	"google.golang.org/protobuf/types/known/timestamppb"
	"google.golang.org/protobuf/types/known/wrapperspb"
)

// Rand is a seeded source of random messages.
type Rand struct {
	// R is the random source; the same seed gives the same messages.
	R *rand.Rand
	// InvalidUTF8 lets strings be invalid UTF-8 now and then (encoding
	// must then fail on both paths).
	InvalidUTF8 bool
	// Any makes the message a google.protobuf.Any holds (a StringValue
	// when nil).
	Any func(z *Rand) proto.Message
	// SkipWellKnown leaves fields of the well-known types unset, for
	// codecs whose generated path leaves those to their reference.
	SkipWellKnown bool
	// XMLText keeps strings to characters XML 1.0 can carry (no control
	// characters but tab, newline and carriage return), so that most
	// messages can be written as XML.
	XMLText bool
}

// New returns a Rand seeded with seed.
func New(seed uint64) *Rand {
	return &Rand{R: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// Fill sets a random subset of m's fields; depth bounds recursion.
func (z *Rand) Fill(m protoreflect.Message, depth int) {
	if z.wellKnown(m) {
		return
	}
	fields := m.Descriptor().Fields()
	oneofDone := map[protoreflect.FullName]bool{}
	for i := range fields.Len() {
		fd := fields.Get(i)
		if z.R.IntN(5) < 2 {
			continue
		}
		if z.SkipWellKnown && isWellKnown(fd) {
			continue
		}
		if od := fd.ContainingOneof(); od != nil && !od.IsSynthetic() {
			if oneofDone[od.FullName()] {
				continue
			}
			oneofDone[od.FullName()] = true
		}
		switch {
		case fd.IsList():
			list := m.Mutable(fd).List()
			for range z.R.IntN(4) {
				if fd.Message() != nil {
					if depth <= 0 {
						break
					}
					e := list.NewElement()
					z.Fill(e.Message(), depth-1)
					list.Append(e)
				} else {
					list.Append(z.scalar(fd))
				}
			}
		case fd.IsMap():
			mp := m.Mutable(fd).Map()
			for range z.R.IntN(4) {
				k := z.scalar(fd.MapKey()).MapKey()
				if vd := fd.MapValue(); vd.Message() != nil {
					if depth <= 0 {
						break
					}
					v := mp.NewValue()
					z.Fill(v.Message(), depth-1)
					mp.Set(k, v)
				} else {
					mp.Set(k, z.scalar(vd))
				}
			}
		case fd.Message() != nil:
			if depth <= 0 {
				continue
			}
			v := m.NewField(fd)
			z.Fill(v.Message(), depth-1)
			m.Set(fd, v)
		default:
			m.Set(fd, z.scalar(fd))
		}
	}
}

// wellKnown fills the well-known types protojson maps specially with valid
// values (protojson refuses, say, a Timestamp after year 9999 or a Value
// holding NaN) and reports whether m was one.
func (z *Rand) wellKnown(m protoreflect.Message) bool {
	var v proto.Message
	switch m.Descriptor().FullName() {
	case "google.protobuf.Timestamp":
		v = timestamppb.New(time.Unix(z.R.Int64N(253402300799-(-62135596800))+(-62135596800), z.R.Int64N(1e9)))
	case "google.protobuf.Duration":
		v = durationpb.New(time.Duration(z.R.Int64()))
	case "google.protobuf.Value":
		v = z.value(2)
	case "google.protobuf.Struct":
		v = z.value(2).GetStructValue()
		if v == (*structpb.Struct)(nil) {
			v = &structpb.Struct{}
		}
	case "google.protobuf.ListValue":
		v = &structpb.ListValue{Values: []*structpb.Value{z.value(1), z.value(1)}}
	case "google.protobuf.FieldMask":
		v = &fieldmaskpb.FieldMask{Paths: []string{"a", "b_c.d_e"}[:z.R.IntN(3)]}
	case "google.protobuf.Any":
		var inner proto.Message
		if z.Any != nil {
			inner = z.Any(z)
		} else {
			inner = wrapperspb.String(strings.ToValidUTF8(z.String(), "?"))
		}
		any, err := anypb.New(inner)
		if err != nil {
			panic(err)
		}
		v = any
	default:
		if m.Descriptor().ParentFile().Package() != "google.protobuf" {
			return false
		}
		// Wrappers and Empty: random scalars are fine.
		fields := m.Descriptor().Fields()
		for i := range fields.Len() {
			if z.R.IntN(2) == 0 {
				m.Set(fields.Get(i), z.scalar(fields.Get(i)))
			}
		}
		return true
	}
	proto.Merge(m.Interface(), v)
	return true
}

// value is a random google.protobuf.Value.
func (z *Rand) value(depth int) *structpb.Value {
	n := 5
	if depth > 0 {
		n = 7
	}
	switch z.R.IntN(n) {
	case 0:
		return structpb.NewNullValue()
	case 1:
		return structpb.NewBoolValue(z.R.IntN(2) == 0)
	case 2:
		f := z.float64()
		if math.IsNaN(f) || math.IsInf(f, 0) {
			f = 1.5
		}
		return structpb.NewNumberValue(f)
	case 3, 4:
		s := z.String()
		if !utf8.ValidString(s) {
			s = "x"
		}
		return structpb.NewStringValue(s)
	case 5:
		return structpb.NewListValue(&structpb.ListValue{Values: []*structpb.Value{z.value(depth - 1)}})
	}
	return structpb.NewStructValue(&structpb.Struct{Fields: map[string]*structpb.Value{"k": z.value(depth - 1), "": z.value(depth - 1)}})
}

// scalar is a random value of a non-message field.
func (z *Rand) scalar(fd protoreflect.FieldDescriptor) protoreflect.Value {
	switch fd.Kind() {
	case protoreflect.BoolKind:
		return protoreflect.ValueOfBool(z.R.IntN(2) == 0)
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
		return protoreflect.ValueOfInt32(int32(z.integer(32, true)))
	case protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		return protoreflect.ValueOfInt64(int64(z.integer(64, true)))
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind:
		return protoreflect.ValueOfUint32(uint32(z.integer(32, false)))
	case protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		return protoreflect.ValueOfUint64(z.integer(64, false))
	case protoreflect.FloatKind:
		return protoreflect.ValueOfFloat32(z.float32())
	case protoreflect.DoubleKind:
		return protoreflect.ValueOfFloat64(z.float64())
	case protoreflect.StringKind:
		return protoreflect.ValueOfString(z.String())
	case protoreflect.BytesKind:
		b := make([]byte, z.R.IntN(12))
		for i := range b {
			b[i] = byte(z.R.Uint32())
		}
		return protoreflect.ValueOfBytes(b)
	case protoreflect.EnumKind:
		values := fd.Enum().Values()
		if z.R.IntN(4) == 0 {
			return protoreflect.ValueOfEnum(protoreflect.EnumNumber(z.integer(32, true))) // open enum: any number
		}
		return protoreflect.ValueOfEnum(values.Get(z.R.IntN(values.Len())).Number())
	}
	panic("not a scalar: " + fd.FullName())
}

// integer returns an edge value or a random one of the width.
func (z *Rand) integer(bits int, signed bool) uint64 {
	var edges []int64
	if signed {
		edges = []int64{0, 1, -1, 127, -128, math.MaxInt32, math.MinInt32}
		if bits == 64 {
			edges = append(edges, math.MaxInt64, math.MinInt64, 1<<53+1, -(1<<53)-1)
		}
	} else {
		edges = []int64{0, 1, 255, math.MaxUint32}
		if bits == 64 {
			edges = append(edges, -1 /* MaxUint64 */, math.MinInt64 /* 1<<63 */, 1<<53+1)
		}
	}
	if z.R.IntN(3) == 0 {
		return uint64(edges[z.R.IntN(len(edges))])
	}
	v := z.R.Uint64() >> z.R.IntN(64)
	if signed && z.R.IntN(2) == 0 {
		v = -v
	}
	return v
}

// float64 returns an edge double or a random one.
func (z *Rand) float64() float64 {
	edges := []float64{0, math.Copysign(0, -1), math.NaN(), math.Inf(1), math.Inf(-1),
		1e21, 1e21 - 65536, 999999999999999900000, 1e-6, 1e-7, 9.99999e-7, 0.000001234,
		math.MaxFloat64, math.SmallestNonzeroFloat64, -math.MaxFloat64, 0.1 + 0.2, 1 << 50, 1<<50 + 0.5,
		1<<53 + 2, 123456789.125, -0.01, 9.95, 100, 1e15, 1e16, 1e20}
	switch z.R.IntN(6) {
	case 0:
		return edges[z.R.IntN(len(edges))]
	case 1:
		return math.Float64frombits(z.R.Uint64())
	case 2: // cents, as the bank data
		return float64(z.R.Int64N(1e9)-5e8) / 100
	case 3: // a few decimals at any scale
		return float64(z.R.Int64N(1e7)) / math.Pow10(z.R.IntN(12)) * math.Pow10(z.R.IntN(8))
	case 4:
		return z.R.NormFloat64() * math.Pow10(z.R.IntN(40)-20)
	}
	return float64(z.R.Int64N(1<<53)) / float64(uint64(1)<<z.R.IntN(60))
}

// float32 returns an edge float or a random one.
func (z *Rand) float32() float32 {
	edges := []float32{0, float32(math.Copysign(0, -1)), float32(math.NaN()), float32(math.Inf(1)), float32(math.Inf(-1)),
		1e21, 1e-6, 1e-7, 9.99999e-7, math.MaxFloat32, math.SmallestNonzeroFloat32, 0.1, 16777217, 3.4028235e38}
	switch z.R.IntN(3) {
	case 0:
		return edges[z.R.IntN(len(edges))]
	case 1:
		return math.Float32frombits(z.R.Uint32())
	}
	return float32(z.float64())
}

// pieces of strings, one per class of character the mapping treats
// differently.
var stringPieces = []string{
	"", "a", "plain ASCII text", `"`, `\`, "/", "\x00", "\x01", "\x08", "\x09", "\x0a", "\x0c", "\x0d", "\x1f",
	"\x7f", "é", "Zoë", "東京", "\u2028", "\u2029", "\ufffd", "\U0001F600", "<>&", "'", "\u00a0", " ",
	"0123456789abcdef", "long text, longer than eight bytes, without any escape at all",
}

// String concatenates random pieces, now and then invalid UTF-8.
func (z *Rand) String() string {
	var b strings.Builder
	for range z.R.IntN(5) {
		p := stringPieces[z.R.IntN(len(stringPieces))]
		if z.XMLText && len(p) == 1 && p[0] < 0x20 && p[0] != '\t' && p[0] != '\n' && p[0] != '\r' {
			continue
		}
		b.WriteString(p)
	}
	if z.InvalidUTF8 && z.R.IntN(20) == 0 {
		b.WriteString([]string{"\xff", "\xc3", "\xed\xa0\x80", "\xe6\x9d"}[z.R.IntN(4)])
	}
	return b.String()
}

// isWellKnown reports whether fd holds a type of google.protobuf (a
// message, a map's message value, or an enum such as NullValue).
func isWellKnown(fd protoreflect.FieldDescriptor) bool {
	if fd.IsMap() {
		fd = fd.MapValue()
	}
	switch {
	case fd.Message() != nil:
		return fd.Message().ParentFile().Package() == "google.protobuf"
	case fd.Enum() != nil:
		return fd.Enum().ParentFile().Package() == "google.protobuf"
	}
	return false
}
