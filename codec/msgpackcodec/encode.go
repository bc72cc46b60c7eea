package msgpackcodec

import (
	"cmp"
	"slices"
	"sync"
	"unicode/utf8"

	"github.com/tinylib/msgp/msgp"
	"google.golang.org/protobuf/reflect/protoreflect"
)

// fieldValues gathers the populated fields of the messages being encoded:
// one frame of slots per message on the way down, indexed by the field's
// declaration index, so that one Range call replaces a Has and a Get per
// field and the fields still come out in declaration order.
type fieldValues struct {
	vals    []protoreflect.Value
	exts    []extValue
	base, n int
	collect func(protoreflect.FieldDescriptor, protoreflect.Value) bool
}

type extValue struct {
	fd protoreflect.FieldDescriptor
	v  protoreflect.Value
}

// bind sets collect; call it once, so that passing collect to Range does
// not allocate a method value each time.
func (fv *fieldValues) bind() { fv.collect = fv.add }

func (fv *fieldValues) add(fd protoreflect.FieldDescriptor, v protoreflect.Value) bool {
	if fd.IsExtension() {
		fv.exts = append(fv.exts, extValue{fd, v})
	} else {
		fv.vals[fv.base+fd.Index()] = v
	}
	fv.n++
	return true
}

// gather pushes a frame holding m's populated fields and returns where its
// slots and extensions start and how many fields are populated. Unpopulated
// slots hold the invalid Value. Extensions are sorted by full name.
func (fv *fieldValues) gather(m protoreflect.Message, p *messagePlan) (base, xbase, n int) {
	base, xbase = len(fv.vals), len(fv.exts)
	fv.vals = append(fv.vals, make([]protoreflect.Value, len(p.fields))...)
	fv.base, fv.n = base, 0
	m.Range(fv.collect)
	if xs := fv.exts[xbase:]; len(xs) > 1 {
		slices.SortFunc(xs, func(a, b extValue) int { return cmp.Compare(a.fd.FullName(), b.fd.FullName()) })
	}
	return base, xbase, fv.n
}

// release pops the frame that starts at base and xbase.
func (fv *fieldValues) release(base, xbase int) {
	clear(fv.vals[base:])
	fv.vals = fv.vals[:base]
	clear(fv.exts[xbase:])
	fv.exts = fv.exts[:xbase]
}

// encoder is the msgp backend's encoding state, pooled.
type encoder struct {
	fieldValues
}

var encoders = sync.Pool{New: func() any {
	e := &encoder{}
	e.bind()
	return e
}}

// message appends m as a map of its populated fields, in declaration
// order, then its extensions by full name.
func (e *encoder) message(b []byte, m protoreflect.Message, p *messagePlan, depth int) ([]byte, error) {
	if depth >= maxDepth {
		return b, errDepth
	}
	base, xbase, n := e.gather(m, p)
	defer e.release(base, xbase)
	b = msgp.AppendMapHeader(b, uint32(n))
	var err error
	for i := range p.fields {
		v := e.vals[base+i] // index afresh: nested frames may move vals
		if !v.IsValid() {
			continue
		}
		fp := &p.fields[i]
		b = msgp.AppendString(b, fp.name)
		if b, err = e.field(b, v, fp, depth); err != nil {
			return b, wrap(err, fp.name)
		}
	}
	for i := xbase; i < len(e.exts); i++ {
		x := e.exts[i]
		fp := extensionPlan(x.fd)
		b = msgp.AppendString(b, fp.name)
		if b, err = e.field(b, x.v, fp, depth); err != nil {
			return b, wrap(err, fp.name)
		}
	}
	return b, nil
}

// field appends the value of a field: an array for a list, a map for
// a map field, else the single value.
func (e *encoder) field(b []byte, v protoreflect.Value, fp *fieldPlan, depth int) ([]byte, error) {
	var err error
	switch {
	case fp.list:
		l := v.List()
		n := l.Len()
		b = msgp.AppendArrayHeader(b, uint32(n))
		for i := range n {
			if b, err = e.value(b, l.Get(i), fp, depth); err != nil {
				return b, wrap(err, indexSeg(i))
			}
		}
		return b, nil
	case fp.isMap:
		mm := v.Map()
		keys := sortedMapKeys(mm, fp.mapKey.kind)
		b = msgp.AppendMapHeader(b, uint32(len(keys)))
		var text []byte
		for _, k := range keys {
			if text, err = appendMapKey(text[:0], k, fp.mapKey.kind); err != nil {
				return b, wrap(err, keySeg(k.String()))
			}
			b = msgp.AppendStringFromBytes(b, text)
			if b, err = e.value(b, mm.Get(k), fp.mapVal, depth); err != nil {
				return b, wrap(err, keySeg(string(text)))
			}
		}
		return b, nil
	}
	return e.value(b, v, fp, depth)
}

// value appends one value of fp's kind.
func (e *encoder) value(b []byte, v protoreflect.Value, fp *fieldPlan, depth int) ([]byte, error) {
	switch fp.kind {
	case protoreflect.StringKind:
		s := v.String()
		if !utf8.ValidString(s) {
			return b, errInvalidUTF8
		}
		return msgp.AppendString(b, s), nil
	case protoreflect.MessageKind, protoreflect.GroupKind:
		return e.message(b, v.Message(), fp.msg, depth+1)
	case protoreflect.BoolKind:
		return msgp.AppendBool(b, v.Bool()), nil
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind,
		protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		return appendInt(b, v.Int()), nil
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind, protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		return msgp.AppendUint64(b, v.Uint()), nil
	case protoreflect.DoubleKind:
		return msgp.AppendFloat64(b, v.Float()), nil
	case protoreflect.FloatKind:
		return msgp.AppendFloat32(b, float32(v.Float())), nil
	case protoreflect.BytesKind:
		return msgp.AppendBytes(b, v.Bytes()), nil
	case protoreflect.EnumKind:
		n := v.Enum()
		if name, ok := fp.enum.name(n); ok {
			return msgp.AppendString(b, name), nil
		}
		return appendInt(b, int64(n)), nil
	}
	return b, errUnsupportedKind(fp.kind)
}

// appendInt writes a signed integer in its smallest encoding: non-negative
// values as positive fixint or uint 8…64, negative ones as negative fixint
// or int 8…64. (msgp.AppendInt64 writes 128…32767 as int 16, one or two
// bytes longer than the uint 8 or 16 that other libraries write.)
func appendInt(b []byte, i int64) []byte {
	if i >= 0 {
		return msgp.AppendUint64(b, uint64(i))
	}
	return msgp.AppendInt64(b, i)
}
