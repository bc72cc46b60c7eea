package flatcodec

import (
	"cmp"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strings"
	"sync"

	flatbuffers "github.com/google/flatbuffers/go"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/codec/flatcodec/fbschema"
)

const (
	// initialBuilderSize is seed 003's builderInitSize: a new builder holds
	// a small document without growing.
	initialBuilderSize = 1024
	// maxPooledBuilder is the largest builder kept for reuse (account 2's
	// 2.3 MB buffer grows one to just over 4 MiB). Bigger ones, such as a
	// 50,000-person /people body, are left to the garbage collector so one
	// large response does not pin its memory in the pool.
	maxPooledBuilder = 8 << 20
)

// encoder is a builder and the scratch stack of child offsets, pooled
// together as seed 003 pooled its builders.
type encoder struct {
	b        *flatbuffers.Builder
	offs     []flatbuffers.UOffsetT // offsets of children built, not yet used
	depth    int
	maxDepth int
}

var encoders = sync.Pool{New: func() any {
	return &encoder{b: flatbuffers.NewBuilder(initialBuilderSize), offs: make([]flatbuffers.UOffsetT, 0, 64)}
}}

func getEncoder(maxDepth int) *encoder {
	e := encoders.Get().(*encoder)
	e.maxDepth = maxDepth
	return e
}

// putEncoder resets e and returns it to the pool, unless its builder grew
// past maxPooledBuilder.
func putEncoder(e *encoder) {
	if cap(e.b.Bytes) > maxPooledBuilder {
		return
	}
	e.b.Reset()
	e.offs = e.offs[:0]
	e.depth = 0
	encoders.Put(e)
}

// The encoder builds a message as a table: first every child (strings,
// vectors, nested tables) in declaration order, bottom-up as FlatBuffers
// requires, then the table itself with its widest fields first, so it
// needs no padding. Fields the message does not have (proto3 defaults,
// empty strings and lists, nil messages) are left out of the vtable, as
// proto3 leaves them off the wire; fields with explicit presence are
// written whenever they are set, even to their default.

// message encodes m through its struct fields when its plan allows it,
// else through protoreflect.
func (e *encoder) message(p *message, m protoreflect.Message) (flatbuffers.UOffsetT, error) {
	if p.goType != nil {
		if x := m.Interface(); reflect.TypeOf(x) == p.goType {
			if v := reflect.ValueOf(x); !v.IsNil() {
				return e.tableStruct(p, v.Elem())
			}
		}
	}
	return e.tableReflect(p, m)
}

// enter counts one level of nesting.
func (e *encoder) enter(p *message) error {
	e.depth++
	if e.depth > e.maxDepth {
		return fmt.Errorf("flatbuffers: %s: message nesting deeper than %d", p.name, e.maxDepth)
	}
	return nil
}

// tableStruct encodes the generated struct v (addressable) of plan p.
func (e *encoder) tableStruct(p *message, v reflect.Value) (flatbuffers.UOffsetT, error) {
	if err := e.enter(p); err != nil {
		return 0, err
	}
	base := len(e.offs)
	for _, i := range p.children {
		f := &p.fields[i]
		fv := v.Field(f.goIndex)
		var off flatbuffers.UOffsetT
		var err error
		switch {
		case f.list:
			if fv.Len() > 0 {
				off, err = e.listStruct(f, fv)
			}
		case f.kind == fbschema.String:
			if fv.Len() > 0 {
				off = e.b.CreateString(fv.String())
			}
		case f.kind == fbschema.Bytes:
			if fv.Len() > 0 {
				off = e.b.CreateByteVector(fv.Bytes())
			}
		default: // fbschema.Message
			if !fv.IsNil() {
				off, err = e.messageValue(f.msg, fv)
			}
		}
		if err != nil {
			return 0, err
		}
		e.offs = append(e.offs, off)
	}
	b := e.b
	b.StartObject(len(p.fields))
	for _, i := range p.addOrder {
		f := &p.fields[i]
		if f.child >= 0 {
			if off := e.offs[base+f.child]; off != 0 {
				b.PrependUOffsetT(off)
				b.Slot(f.slot)
			}
			continue
		}
		if bits := scalarBits(f.kind, v.Field(f.goIndex)); bits != 0 {
			prependBits(b, f.kind, bits)
			b.Slot(f.slot)
		}
	}
	e.offs = e.offs[:base]
	e.depth--
	return b.EndObject(), nil
}

// messageValue encodes the non-nil message pointer ptr.
func (e *encoder) messageValue(p *message, ptr reflect.Value) (flatbuffers.UOffsetT, error) {
	if ptr.Type() == p.goType {
		return e.tableStruct(p, ptr.Elem())
	}
	return e.tableReflect(p, ptr.Interface().(proto.Message).ProtoReflect())
}

// listStruct encodes the non-empty slice fv of field f.
func (e *encoder) listStruct(f *field, fv reflect.Value) (flatbuffers.UOffsetT, error) {
	b := e.b
	n := fv.Len()
	if f.kind.Scalar() {
		w := f.kind.Width()
		b.StartVector(w, n, w)
		for i := n - 1; i >= 0; i-- {
			prependBits(b, f.kind, scalarBits(f.kind, fv.Index(i)))
		}
		return b.EndVector(n), nil
	}
	base := len(e.offs)
	for i := range n {
		var off flatbuffers.UOffsetT
		var err error
		switch ev := fv.Index(i); f.kind {
		case fbschema.String:
			off = b.CreateString(ev.String())
		case fbschema.Bytes:
			if off, err = e.item(f.msg, ev.Bytes()); err != nil {
				return 0, err
			}
		default:
			if ev.IsNil() {
				// A nil element has no proto encoding either
				// (proto.Marshal fails on it); encode it as empty.
				ev = reflect.New(ev.Type().Elem())
			}
			if off, err = e.messageValue(f.msg, ev); err != nil {
				return 0, err
			}
		}
		e.offs = append(e.offs, off)
	}
	return e.offsetVector(base, n), nil
}

// item encodes one element of a repeated bytes field as its item table
// (plan p): the bytes in slot 0, left out when empty.
func (e *encoder) item(p *message, v []byte) (flatbuffers.UOffsetT, error) {
	if err := e.enter(p); err != nil {
		return 0, err
	}
	b := e.b
	var off flatbuffers.UOffsetT
	if len(v) > 0 {
		off = b.CreateByteVector(v)
	}
	b.StartObject(1)
	if off != 0 {
		b.PrependUOffsetT(off)
		b.Slot(0)
	}
	e.depth--
	return b.EndObject(), nil
}

// offsetVector writes the n offsets at e.offs[base:] as a vector and pops
// them.
func (e *encoder) offsetVector(base, n int) flatbuffers.UOffsetT {
	b := e.b
	b.StartVector(4, n, 4)
	for i := n - 1; i >= 0; i-- {
		b.PrependUOffsetT(e.offs[base+i])
	}
	e.offs = e.offs[:base]
	return b.EndVector(n)
}

// scalarBits is the little-endian bit pattern of the scalar v of fbschema.Kind k;
// zero exactly when proto3 would leave the field off the wire (-0.0 is
// not zero).
func scalarBits(k fbschema.Kind, v reflect.Value) uint64 {
	switch k {
	case fbschema.Bool:
		if v.Bool() {
			return 1
		}
		return 0
	case fbschema.Int32, fbschema.Enum:
		return uint64(uint32(int32(v.Int())))
	case fbschema.Uint32, fbschema.Uint64:
		return v.Uint()
	case fbschema.Int64:
		return uint64(v.Int())
	case fbschema.Float:
		return uint64(math.Float32bits(float32(v.Float())))
	default: // fbschema.Double
		return math.Float64bits(v.Float())
	}
}

// valueBits is scalarBits for a protoreflect value.
func valueBits(k fbschema.Kind, v protoreflect.Value) uint64 {
	switch k {
	case fbschema.Bool:
		if v.Bool() {
			return 1
		}
		return 0
	case fbschema.Int32:
		return uint64(uint32(int32(v.Int())))
	case fbschema.Enum:
		return uint64(uint32(int32(v.Enum())))
	case fbschema.Uint32, fbschema.Uint64:
		return v.Uint()
	case fbschema.Int64:
		return uint64(v.Int())
	case fbschema.Float:
		return uint64(math.Float32bits(float32(v.Float())))
	default: // fbschema.Double
		return math.Float64bits(v.Float())
	}
}

// prependBits writes one scalar of fbschema.Kind k: a table field or a vector
// element.
func prependBits(b *flatbuffers.Builder, k fbschema.Kind, bits uint64) {
	switch k.Width() {
	case 1:
		b.PrependByte(byte(bits))
	case 4:
		b.PrependUint32(uint32(bits))
	default:
		b.PrependUint64(bits)
	}
}

// tableReflect encodes m through protoreflect.
func (e *encoder) tableReflect(p *message, m protoreflect.Message) (flatbuffers.UOffsetT, error) {
	if err := e.enter(p); err != nil {
		return 0, err
	}
	base := len(e.offs)
	for _, i := range p.children {
		f := &p.fields[i]
		var off flatbuffers.UOffsetT
		if m.Has(f.fd) {
			var err error
			if off, err = e.childReflect(f, m.Get(f.fd)); err != nil {
				return 0, err
			}
		}
		e.offs = append(e.offs, off)
	}
	b := e.b
	b.StartObject(len(p.fields))
	for _, i := range p.addOrder {
		f := &p.fields[i]
		if f.child >= 0 {
			if off := e.offs[base+f.child]; off != 0 {
				b.PrependUOffsetT(off)
				b.Slot(f.slot)
			}
			continue
		}
		// Has, not the value: a field with explicit presence set to its
		// default is written.
		if m.Has(f.fd) {
			prependBits(b, f.kind, valueBits(f.kind, m.Get(f.fd)))
			b.Slot(f.slot)
		}
	}
	e.offs = e.offs[:base]
	e.depth--
	return b.EndObject(), nil
}

// childReflect builds the out-of-line data of a field m has.
func (e *encoder) childReflect(f *field, v protoreflect.Value) (flatbuffers.UOffsetT, error) {
	b := e.b
	if f.kind == fbschema.Map {
		return e.mapReflect(f.msg, v.Map())
	}
	if !f.list {
		switch f.kind {
		case fbschema.String:
			return b.CreateString(v.String()), nil
		case fbschema.Bytes:
			return b.CreateByteVector(v.Bytes()), nil
		default:
			return e.message(f.msg, v.Message())
		}
	}
	l := v.List()
	n := l.Len()
	if f.kind.Scalar() {
		w := f.kind.Width()
		b.StartVector(w, n, w)
		for i := n - 1; i >= 0; i-- {
			prependBits(b, f.kind, valueBits(f.kind, l.Get(i)))
		}
		return b.EndVector(n), nil
	}
	// Strings, item tables of bytes and tables: build the elements, then
	// the vector of their offsets.
	base := len(e.offs)
	for i := range n {
		var off flatbuffers.UOffsetT
		var err error
		switch f.kind {
		case fbschema.String:
			off = b.CreateString(l.Get(i).String())
		case fbschema.Bytes:
			off, err = e.item(f.msg, l.Get(i).Bytes())
		default:
			off, err = e.message(f.msg, l.Get(i).Message())
		}
		if err != nil {
			return 0, err
		}
		e.offs = append(e.offs, off)
	}
	return e.offsetVector(base, n), nil
}

// mapReflect encodes the non-empty map mv, of entry plan p, as the vector
// of its entry tables sorted by key.
func (e *encoder) mapReflect(p *message, mv protoreflect.Map) (flatbuffers.UOffsetT, error) {
	keys := make([]protoreflect.MapKey, 0, mv.Len())
	mv.Range(func(k protoreflect.MapKey, _ protoreflect.Value) bool {
		keys = append(keys, k)
		return true
	})
	sortKeys(p.fields[0].kind, keys)
	base := len(e.offs)
	for _, k := range keys {
		off, err := e.entry(p, k.Value(), mv.Get(k))
		if err != nil {
			return 0, err
		}
		e.offs = append(e.offs, off)
	}
	return e.offsetVector(base, len(keys)), nil
}

// sortKeys sorts map keys of kind k ascending: strings by their bytes,
// integers numerically, false before true. It is the order flatc's
// binary search by key (LookupByKey, the Java ByKey accessors) expects.
func sortKeys(k fbschema.Kind, keys []protoreflect.MapKey) {
	switch k {
	case fbschema.String:
		slices.SortFunc(keys, func(a, b protoreflect.MapKey) int { return strings.Compare(a.String(), b.String()) })
	case fbschema.Bool:
		slices.SortFunc(keys, func(a, b protoreflect.MapKey) int {
			switch {
			case a.Bool() == b.Bool():
				return 0
			case b.Bool():
				return -1
			}
			return 1
		})
	case fbschema.Uint32, fbschema.Uint64:
		slices.SortFunc(keys, func(a, b protoreflect.MapKey) int { return cmp.Compare(a.Uint(), b.Uint()) })
	default: // Int32, Int64
		slices.SortFunc(keys, func(a, b protoreflect.MapKey) int { return cmp.Compare(a.Int(), b.Int()) })
	}
}

// entry encodes one map entry as a table of the entry plan p: the key in
// slot 0, always written (even "" or 0: flatc's lookup by key needs it),
// and the value in slot 1, left out when it is its default, except a
// message value, which is always written (an empty table when empty).
// Children are built key first, then value; the table widest first, as
// any table.
func (e *encoder) entry(p *message, key, v protoreflect.Value) (flatbuffers.UOffsetT, error) {
	if err := e.enter(p); err != nil {
		return 0, err
	}
	b := e.b
	var offs [2]flatbuffers.UOffsetT
	for _, i := range p.children {
		f := &p.fields[i]
		x := key
		if i == 1 {
			x = v
		}
		switch f.kind {
		case fbschema.String:
			if s := x.String(); s != "" || i == 0 {
				offs[i] = b.CreateString(s)
			}
		case fbschema.Bytes:
			if bs := x.Bytes(); len(bs) > 0 {
				offs[i] = b.CreateByteVector(bs)
			}
		default: // fbschema.Message
			var err error
			if offs[i], err = e.message(f.msg, x.Message()); err != nil {
				return 0, err
			}
		}
	}
	b.StartObject(2)
	for _, i := range p.addOrder {
		f := &p.fields[i]
		if f.child >= 0 {
			if offs[i] != 0 {
				b.PrependUOffsetT(offs[i])
				b.Slot(i)
			}
			continue
		}
		x := key
		if i == 1 {
			x = v
		}
		if bits := valueBits(f.kind, x); bits != 0 || i == 0 {
			prependBits(b, f.kind, bits)
			b.Slot(i)
		}
	}
	e.depth--
	return b.EndObject(), nil
}
