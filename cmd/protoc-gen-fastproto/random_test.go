package main_test

import (
	"math"
	"math/rand/v2"
	"strings"

	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
)

// randomMessage fills a new message of m's type with random content driven
// by its descriptor: every field kind, extreme and default values, empty
// and long strings in several scripts, nested messages up to depth levels,
// lists and maps of 0..5 elements, one member of each oneof, and unknown
// fields (some with the numbers of known fields but another wire type, as
// proto.Unmarshal keeps them).
func randomMessage(r *rand.Rand, m proto.Message, depth int) proto.Message {
	out := m.ProtoReflect().New()
	fillMessage(r, out, depth)
	return out.Interface()
}

func fillMessage(r *rand.Rand, m protoreflect.Message, depth int) {
	fields := m.Descriptor().Fields()
	for i := range fields.Len() {
		fd := fields.Get(i)
		if od := fd.ContainingOneof(); od != nil && !od.IsSynthetic() {
			continue
		}
		if r.IntN(3) == 0 {
			continue
		}
		setField(r, m, fd, depth)
	}
	oneofs := m.Descriptor().Oneofs()
	for i := range oneofs.Len() {
		od := oneofs.Get(i)
		if od.IsSynthetic() || r.IntN(3) == 0 {
			continue
		}
		setField(r, m, od.Fields().Get(r.IntN(od.Fields().Len())), depth)
	}
	if r.IntN(4) == 0 {
		m.SetUnknown(append(m.GetUnknown(), randomUnknown(r, m.Descriptor())...))
	}
}

func setField(r *rand.Rand, m protoreflect.Message, fd protoreflect.FieldDescriptor, depth int) {
	switch {
	case fd.IsMap():
		mp := m.Mutable(fd).Map()
		for range r.IntN(6) {
			k := randomScalar(r, fd.MapKey()).MapKey()
			if fd.MapValue().Message() != nil {
				v := mp.NewValue()
				if depth > 0 {
					fillMessage(r, v.Message(), depth-1)
				}
				mp.Set(k, v)
			} else {
				mp.Set(k, randomScalar(r, fd.MapValue()))
			}
		}
	case fd.IsList():
		l := m.Mutable(fd).List()
		for range r.IntN(6) {
			if fd.Message() != nil {
				v := l.NewElement()
				if depth > 0 {
					fillMessage(r, v.Message(), depth-1)
				}
				l.Append(v)
			} else {
				l.Append(randomScalar(r, fd))
			}
		}
	case fd.Message() != nil:
		v := m.Mutable(fd).Message() // present, even if left empty
		if depth > 0 {
			fillMessage(r, v, depth-1)
		}
	default:
		m.Set(fd, randomScalar(r, fd))
	}
}

var (
	stringPieces = []string{
		"", "a", "Main avenue", "Zoë", "東京", "🎉", "\u2028", "\x00", "\"quoted\" \\ ;", "ÿ",
		"Gennaro O'Connell", "ελληνικά", "\U0010FFFF", "\t\n",
	}
	floats = []float64{0, math.Copysign(0, -1), 1, -1.5, math.NaN(), math.Inf(1), math.Inf(-1),
		math.SmallestNonzeroFloat64, math.MaxFloat64, 12999.56, -0.01}
)

func randomString(r *rand.Rand) string {
	var sb strings.Builder
	n := r.IntN(8)
	if r.IntN(10) == 0 {
		n = 40 + r.IntN(80) // long: lengths of two-byte varints
	}
	for range n {
		if r.IntN(3) == 0 {
			sb.WriteRune(rune(0x20 + r.IntN(0x5f)))
			continue
		}
		sb.WriteString(stringPieces[r.IntN(len(stringPieces))])
	}
	return sb.String()
}

func randomBytes(r *rand.Rand) []byte {
	n := r.IntN(10)
	if r.IntN(10) == 0 {
		n = 130 + r.IntN(200)
	}
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

func pick[T any](r *rand.Rand, vs ...T) T { return vs[r.IntN(len(vs))] }

func randomScalar(r *rand.Rand, fd protoreflect.FieldDescriptor) protoreflect.Value {
	switch fd.Kind() {
	case protoreflect.BoolKind:
		return protoreflect.ValueOfBool(r.IntN(2) == 0)
	case protoreflect.EnumKind:
		vals := fd.Enum().Values()
		if r.IntN(5) == 0 { // open enums keep numbers they do not know
			return protoreflect.ValueOfEnum(protoreflect.EnumNumber(pick(r, int32(99), math.MinInt32, math.MaxInt32, -7)))
		}
		return protoreflect.ValueOfEnum(vals.Get(r.IntN(vals.Len())).Number())
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
		return protoreflect.ValueOfInt32(pick(r, 0, 1, -1, 127, 128, math.MaxInt32, math.MinInt32, int32(r.Uint32())))
	case protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		return protoreflect.ValueOfInt64(pick(r, 0, 1, -1, 300, math.MaxInt64, math.MinInt64, int64(r.Uint64()), int64(r.Uint32())))
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind:
		return protoreflect.ValueOfUint32(pick(r, 0, 1, 127, 128, 16383, 16384, math.MaxUint32, r.Uint32()))
	case protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		return protoreflect.ValueOfUint64(pick(r, 0, 1, 1<<35, math.MaxUint64, r.Uint64(), uint64(r.Uint32())))
	case protoreflect.FloatKind:
		return protoreflect.ValueOfFloat32(float32(pick(r, floats...)))
	case protoreflect.DoubleKind:
		return protoreflect.ValueOfFloat64(pick(r, append(floats, r.NormFloat64())...))
	case protoreflect.StringKind:
		return protoreflect.ValueOfString(randomString(r))
	case protoreflect.BytesKind:
		return protoreflect.ValueOfBytes(randomBytes(r))
	}
	panic("no random value for kind " + fd.Kind().String())
}

// randomUnknown is 1..3 fields the message does not have, or has with
// another wire type; groups included.
func randomUnknown(r *rand.Rand, md protoreflect.MessageDescriptor) []byte {
	var b []byte
	for range 1 + r.IntN(3) {
		num := protowire.Number(100 + r.IntN(1900))
		if r.IntN(4) == 0 {
			num = protowire.Number(1 + r.IntN(30)) // maybe a known field, with a wrong wire type below
		}
		if r.IntN(8) == 0 {
			num = protowire.MaxValidNumber - protowire.Number(r.IntN(100))
		}
		b = appendUnknownValue(r, b, md, num, 2)
	}
	return b
}

func appendUnknownValue(r *rand.Rand, b []byte, md protoreflect.MessageDescriptor, num protowire.Number, depth int) []byte {
	for {
		typ := pick(r, protowire.VarintType, protowire.Fixed32Type, protowire.Fixed64Type, protowire.BytesType, protowire.StartGroupType)
		if typ == protowire.StartGroupType && depth == 0 {
			continue
		}
		if md != nil {
			if fd := md.Fields().ByNumber(num); fd != nil && knownWireType(fd, typ) {
				continue // that would decode as the known field
			}
		}
		b = protowire.AppendTag(b, num, typ)
		switch typ {
		case protowire.VarintType:
			return protowire.AppendVarint(b, pick(r, 0, 1, math.MaxUint64, r.Uint64()))
		case protowire.Fixed32Type:
			return protowire.AppendFixed32(b, r.Uint32())
		case protowire.Fixed64Type:
			return protowire.AppendFixed64(b, r.Uint64())
		case protowire.BytesType:
			return protowire.AppendBytes(b, randomBytes(r))
		default:
			for range r.IntN(3) {
				b = appendUnknownValue(r, b, nil, protowire.Number(1+r.IntN(50)), depth-1)
			}
			return protowire.AppendTag(b, num, protowire.EndGroupType)
		}
	}
}

// knownWireType reports whether typ is a wire type field fd is decoded
// from (a repeated scalar accepts its own and, packed, bytes).
func knownWireType(fd protoreflect.FieldDescriptor, typ protowire.Type) bool {
	if fd.IsList() && typ == protowire.BytesType {
		return true
	}
	switch fd.Kind() {
	case protoreflect.StringKind, protoreflect.BytesKind, protoreflect.MessageKind, protoreflect.GroupKind:
		return typ == protowire.BytesType
	case protoreflect.Fixed32Kind, protoreflect.Sfixed32Kind, protoreflect.FloatKind:
		return typ == protowire.Fixed32Type
	case protoreflect.Fixed64Kind, protoreflect.Sfixed64Kind, protoreflect.DoubleKind:
		return typ == protowire.Fixed64Type
	}
	return typ == protowire.VarintType
}

// corruptString makes one string in m (a field, list element, map key or
// map value, at any depth) invalid UTF-8 and reports whether m had one.
func corruptString(r *rand.Rand, m protoreflect.Message) bool {
	var sites []func()
	var walk func(m protoreflect.Message)
	walk = func(m protoreflect.Message) {
		m.Range(func(fd protoreflect.FieldDescriptor, v protoreflect.Value) bool {
			switch {
			case fd.IsMap():
				mp := v.Map()
				mp.Range(func(k protoreflect.MapKey, mv protoreflect.Value) bool {
					if fd.MapKey().Kind() == protoreflect.StringKind {
						sites = append(sites, func() {
							mp.Clear(k)
							mp.Set(protoreflect.ValueOfString(k.String()+"\xff").MapKey(), mv)
						})
					}
					switch {
					case fd.MapValue().Kind() == protoreflect.StringKind:
						sites = append(sites, func() { mp.Set(k, protoreflect.ValueOfString("\xc3")) })
					case fd.MapValue().Message() != nil:
						walk(mv.Message())
					}
					return true
				})
			case fd.IsList():
				l := v.List()
				for i := range l.Len() {
					switch {
					case fd.Kind() == protoreflect.StringKind:
						sites = append(sites, func() { l.Set(i, protoreflect.ValueOfString("a\x80")) })
					case fd.Message() != nil:
						walk(l.Get(i).Message())
					}
				}
			case fd.Kind() == protoreflect.StringKind:
				sites = append(sites, func() { m.Set(fd, protoreflect.ValueOfString(v.String()+"\xed\xa0\x80")) })
			case fd.Message() != nil:
				walk(v.Message())
			}
			return true
		})
	}
	walk(m)
	if len(sites) == 0 {
		return false
	}
	sites[r.IntN(len(sites))]()
	return true
}
