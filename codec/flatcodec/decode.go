package flatcodec

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"reflect"
	"unicode/utf8"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/codec/flatcodec/fastflat"
	"github.com/polywire/polywire/codec/flatcodec/fbschema"
)

// The Go FlatBuffers runtime has no verifier: its accessors index the
// buffer directly and panic (or read another object's bytes) on a bad
// offset. The decoder below therefore verifies as it reads, driven by the
// same plans as the encoder, with the checks of the C++ flatbuffers::Verifier
// (bounds of every offset, vtable, field, string and vector, string
// terminators, a depth limit and a table-count limit) plus UTF-8 and an
// output budget. Every check compares a length with the room left after a
// position already known to be inside the buffer, so no sum can overflow,
// even where int has 32 bits. Alignment is not checked: Go reads unaligned
// little-endian values safely, and rejecting them would only refuse
// buffers that decode correctly.

// maxBufferSize is FlatBuffers' own limit: offsets are 32-bit and signed
// offsets must reach anywhere in the buffer.
const maxBufferSize = fastflat.MaxBufferSize

// maxExpansion bounds the bytes a decode may copy out of the buffer
// (string and byte contents, scalar vectors) to this many times the
// buffer's length. A buffer without shared data copies at most its own
// length; a writer that shares strings (flatc's CreateSharedString) stays
// far below the bound; a hostile buffer pointing a million table slots at
// one large string does not allocate a million copies.
const maxExpansion = fastflat.MaxExpansion

// decoder holds the state of one Unmarshal.
type decoder struct {
	buf       []byte
	depth     int
	maxDepth  int
	tables    int // tables visited so far
	maxTables int
	budget    int // bytes that may still be copied out of buf
}

func u16(b []byte, i int) int    { return int(binary.LittleEndian.Uint16(b[i:])) }
func u32(b []byte, i int) uint32 { return binary.LittleEndian.Uint32(b[i:]) }

// root decodes the buffer's root table into m.
func (d *decoder) root(p *message, m protoreflect.Message) error {
	n := len(d.buf)
	if n > maxBufferSize {
		return invalidf("buffer of %d bytes is larger than the 2 GiB FlatBuffers allows", n)
	}
	if n < 4 {
		return invalidf("buffer of %d bytes is too short for a root offset", n)
	}
	t, err := d.deref(0)
	if err != nil {
		return invalidf("root offset of %s: %s", p.name, err)
	}
	return d.message(p, t, m)
}

// dataError is a failure inside a field's data (an offset, a string, a
// vector); the caller adds which field.
type dataError string

func (e dataError) Error() string { return string(e) }

// deref follows the uoffset stored at pos (pos+4 <= len(buf) is the
// caller's check) as the C++ verifier does: not zero (an object cannot
// start at its own offset), not negative as a signed offset, and landing
// inside the buffer. Offsets only point forward, so no chain of them can
// form a cycle.
func (d *decoder) deref(pos int) (int, error) {
	o := u32(d.buf, pos)
	switch {
	case o == 0:
		return 0, dataError(fmt.Sprintf("offset 0 at offset %d points at itself", pos))
	case o > math.MaxInt32:
		return 0, dataError(fmt.Sprintf("offset %d at offset %d is negative as a signed offset", o, pos))
	case uint64(o) >= uint64(len(d.buf)-pos):
		return 0, dataError(fmt.Sprintf("offset %d at offset %d points past the end (%d bytes)", o, pos, len(d.buf)))
	}
	return pos + int(o), nil
}

// header is a verified table: its position, its vtable's, the number of
// slots in the vtable and the table's size.
type header struct{ t, vt, slots int }

// open verifies the table at t (of plan p): the vtable offset, the
// vtable's length and the table's size, all inside the buffer. It counts
// the table against the depth and table limits; the caller decrements
// d.depth when done.
func (d *decoder) open(p *message, t int) (header, error) {
	d.depth++
	if d.depth > d.maxDepth {
		return header{}, invalidf("%s at offset %d: tables nested deeper than %d", p.name, t, d.maxDepth)
	}
	d.tables++
	if d.tables > d.maxTables {
		return header{}, invalidf("%s at offset %d: more than %d tables", p.name, t, d.maxTables)
	}
	buf := d.buf
	if len(buf)-t < 4 {
		return header{}, invalidf("%s: table out of bounds at offset %d", p.name, t)
	}
	vt := int64(t) - int64(int32(u32(buf, t)))
	if vt < 0 || vt > int64(len(buf)-4) {
		return header{}, invalidf("%s at offset %d: vtable offset %d out of bounds", p.name, t, vt)
	}
	v := int(vt)
	vtLen, size := u16(buf, v), u16(buf, v+2)
	switch {
	case vtLen < 4 || vtLen%2 != 0:
		return header{}, invalidf("%s at offset %d: vtable at offset %d has invalid length %d", p.name, t, v, vtLen)
	case vtLen > len(buf)-v:
		return header{}, invalidf("%s at offset %d: vtable of %d bytes at offset %d out of bounds", p.name, t, vtLen, v)
	case size < 4:
		return header{}, invalidf("%s at offset %d: table size %d is smaller than its vtable offset", p.name, t, size)
	case size > len(buf)-t:
		return header{}, invalidf("%s at offset %d: table of %d bytes out of bounds", p.name, t, size)
	}
	return header{t: t, vt: v, slots: (vtLen - 4) / 2}, nil
}

// field returns where field f's inline bytes are in the table h, checked
// to lie inside the buffer, or -1 if the table does not have the field.
// Inside the buffer, not inside the table's stated size: that is the C++
// verifier's rule, and flatbuffers' Go builder shares the vtable of a
// smaller table with the same field offsets (its deduplication compares
// the entries, not the size), so a field of a valid buffer may end past
// the size its vtable states. flatc's accessors read such buffers; so
// must we.
// Slots past the plan's fields come from a newer schema and are never
// asked for: skipped, as proto skips unknown fields (they are not kept).
func (d *decoder) field(p *message, f *field, h header) (int, error) {
	if f.slot >= h.slots {
		return -1, nil
	}
	fo := u16(d.buf, h.vt+4+2*f.slot)
	if fo == 0 {
		return -1, nil
	}
	if fo < 4 || f.size > len(d.buf)-h.t-fo {
		return 0, fieldErr(p, f, "%d bytes at table offset %d of the table at offset %d are outside the buffer (or over its vtable offset)", f.size, fo, h.t)
	}
	return h.t + fo, nil
}

// bits reads the scalar of fbschema.Kind k at pos (bounds checked by the caller).
func (d *decoder) bits(k fbschema.Kind, pos int) uint64 {
	switch k.Width() {
	case 1:
		return uint64(d.buf[pos])
	case 4:
		return uint64(u32(d.buf, pos))
	default:
		return binary.LittleEndian.Uint64(d.buf[pos:])
	}
}

// message decodes the table at t into m, through its struct fields when
// its plan allows it, else through protoreflect.
func (d *decoder) message(p *message, t int, m protoreflect.Message) error {
	if p.goType != nil {
		if x := m.Interface(); reflect.TypeOf(x) == p.goType {
			return d.tableStruct(p, t, reflect.ValueOf(x).Elem())
		}
	}
	return d.tableReflect(p, t, m)
}

// messageValue decodes the table at t into the new message ptr.
func (d *decoder) messageValue(p *message, t int, ptr reflect.Value) error {
	if ptr.Type() == p.goType {
		return d.tableStruct(p, t, ptr.Elem())
	}
	return d.tableReflect(p, t, ptr.Interface().(proto.Message).ProtoReflect())
}

// tableStruct decodes the table at t into the generated struct v
// (addressable, zero).
func (d *decoder) tableStruct(p *message, t int, v reflect.Value) error {
	h, err := d.open(p, t)
	if err != nil {
		return err
	}
	for i := range p.fields {
		f := &p.fields[i]
		pos, err := d.field(p, f, h)
		if err != nil {
			return err
		}
		if pos < 0 {
			continue
		}
		fv := v.Field(f.goIndex)
		if f.inline() {
			setBits(fv, f.kind, d.bits(f.kind, pos))
			continue
		}
		target, err := d.deref(pos)
		if err != nil {
			return fieldErr(p, f, "%s", err)
		}
		switch {
		case f.list:
			err = d.listStruct(p, f, target, fv)
		case f.kind == fbschema.String:
			var s string
			if s, err = d.string(target); err == nil {
				fv.SetString(s)
			}
		case f.kind == fbschema.Bytes:
			var b []byte
			if b, err = d.bytes(target); err == nil {
				fv.SetBytes(b)
			}
		default: // fbschema.Message
			ptr := reflect.New(f.goType.Elem())
			if err := d.messageValue(f.msg, target, ptr); err != nil {
				return err
			}
			fv.Set(ptr)
		}
		if err != nil {
			return fieldFailure(p, f, err)
		}
	}
	d.depth--
	return nil
}

// setBits stores the scalar bits of fbschema.Kind k in v.
func setBits(v reflect.Value, k fbschema.Kind, bits uint64) {
	switch k {
	case fbschema.Bool:
		v.SetBool(bits != 0)
	case fbschema.Int32, fbschema.Enum: // any int32 is kept: proto3 enums are open
		v.SetInt(int64(int32(uint32(bits))))
	case fbschema.Uint32, fbschema.Uint64:
		v.SetUint(bits)
	case fbschema.Int64:
		v.SetInt(int64(bits))
	case fbschema.Float:
		v.SetFloat(float64(math.Float32frombits(uint32(bits))))
	default: // fbschema.Double
		v.SetFloat(math.Float64frombits(bits))
	}
}

// valueOf is the protoreflect value of the scalar bits of fbschema.Kind k.
func valueOf(k fbschema.Kind, bits uint64) protoreflect.Value {
	switch k {
	case fbschema.Bool:
		return protoreflect.ValueOfBool(bits != 0)
	case fbschema.Int32:
		return protoreflect.ValueOfInt32(int32(uint32(bits)))
	case fbschema.Uint32:
		return protoreflect.ValueOfUint32(uint32(bits))
	case fbschema.Int64:
		return protoreflect.ValueOfInt64(int64(bits))
	case fbschema.Uint64:
		return protoreflect.ValueOfUint64(bits)
	case fbschema.Float:
		return protoreflect.ValueOfFloat32(math.Float32frombits(uint32(bits)))
	case fbschema.Double:
		return protoreflect.ValueOfFloat64(math.Float64frombits(bits))
	default: // fbschema.Enum: any int32 is kept, proto3 enums are open
		return protoreflect.ValueOfEnum(protoreflect.EnumNumber(int32(uint32(bits))))
	}
}

// vectorLen checks the vector at v: its length field, and n elements of
// width bytes after it, inside the buffer.
func (d *decoder) vectorLen(v, width int) (int, error) {
	if len(d.buf)-v < 4 {
		return 0, dataError(fmt.Sprintf("vector length out of bounds at offset %d", v))
	}
	n := u32(d.buf, v)
	if uint64(n) > uint64(len(d.buf)-v-4)/uint64(width) {
		return 0, dataError(fmt.Sprintf("vector of %d elements of %d bytes out of bounds at offset %d", n, width, v))
	}
	return int(n), nil
}

// elements checks the vector of field f at v and returns its length. A
// vector of tables must fit in the table limit before any is allocated;
// a vector of scalars is taken from the output budget.
func (d *decoder) elements(f *field, v int) (int, error) {
	width := 4
	if f.kind.Scalar() {
		width = f.kind.Width()
	}
	n, err := d.vectorLen(v, width)
	if err != nil {
		return 0, err
	}
	switch {
	case !f.kind.Scalar() && f.kind != fbschema.String && n > d.maxTables-d.tables: // tables (entries, items)
		return 0, dataError(fmt.Sprintf("vector of %d tables at offset %d makes more than %d tables", n, v, d.maxTables))
	case f.kind.Scalar():
		if err := d.spend(n * width); err != nil {
			return 0, err
		}
	}
	return n, nil
}

// spend takes n bytes from the output budget.
func (d *decoder) spend(n int) error {
	if n > d.budget {
		return dataError(fmt.Sprintf("decoded data exceeds %d times the buffer's size", maxExpansion))
	}
	d.budget -= n
	return nil
}

// string reads the string at s: length, bytes and NUL terminator inside the
// buffer, valid UTF-8 (proto3 strings must be), and copies it.
func (d *decoder) string(s int) (string, error) {
	buf := d.buf
	if len(buf)-s < 4 {
		return "", dataError(fmt.Sprintf("string length out of bounds at offset %d", s))
	}
	n := u32(buf, s)
	if uint64(n) >= uint64(len(buf)-s-4) { // n bytes and the terminator
		return "", dataError(fmt.Sprintf("string of %d bytes out of bounds at offset %d", n, s))
	}
	b := buf[s+4 : s+4+int(n)]
	if buf[s+4+int(n)] != 0 {
		return "", dataError(fmt.Sprintf("string at offset %d lacks its NUL terminator", s))
	}
	if !utf8.Valid(b) {
		return "", dataError(fmt.Sprintf("string at offset %d is not valid UTF-8", s))
	}
	if err := d.spend(len(b)); err != nil {
		return "", err
	}
	return string(b), nil
}

// bytes reads and copies the [ubyte] vector at v.
func (d *decoder) bytes(v int) ([]byte, error) {
	n, err := d.vectorLen(v, 1)
	if err != nil {
		return nil, err
	}
	if err := d.spend(n); err != nil {
		return nil, err
	}
	return append([]byte{}, d.buf[v+4:v+4+n]...), nil
}

// listStruct decodes the vector at v of field f into the slice field fv.
// Tables of a vector are allocated in one backing array, as
// dataset.GeneratePeople does.
func (d *decoder) listStruct(p *message, f *field, v int, fv reflect.Value) error {
	n, err := d.elements(f, v)
	if err != nil {
		return err
	}
	s := reflect.MakeSlice(f.goType, n, n)
	if f.kind.Scalar() {
		w := f.kind.Width()
		for i := range n {
			setBits(s.Index(i), f.kind, d.bits(f.kind, v+4+i*w))
		}
		fv.Set(s)
		return nil
	}
	var backing reflect.Value
	if f.kind == fbschema.Message && f.goType.Elem() == f.msg.goType {
		backing = reflect.MakeSlice(reflect.SliceOf(f.msg.goType.Elem()), n, n)
	}
	for i := range n {
		target, err := d.deref(v + 4 + 4*i)
		if err != nil {
			return fmt.Errorf("element %d: %w", i, err)
		}
		switch f.kind {
		case fbschema.String:
			str, err := d.string(target)
			if err != nil {
				return fmt.Errorf("element %d: %w", i, err)
			}
			s.Index(i).SetString(str)
		case fbschema.Bytes:
			b, err := d.item(f.msg, target)
			if err != nil {
				return elementFailure(i, err)
			}
			s.Index(i).SetBytes(b)
		default:
			var ptr reflect.Value
			if backing.IsValid() {
				ptr = backing.Index(i).Addr()
			} else {
				ptr = reflect.New(f.goType.Elem().Elem())
			}
			if err := d.messageValue(f.msg, target, ptr); err != nil {
				return tableErr{err}
			}
			s.Index(i).Set(ptr)
		}
	}
	fv.Set(s)
	return nil
}

// tableErr carries an error of a nested table, which already names its
// field, through a caller that would prefix its own.
type tableErr struct{ err error }

func (e tableErr) Error() string { return e.err.Error() }
func (e tableErr) Unwrap() error { return e.err }

// fieldFailure names field f in err, unless err comes from a nested table
// and names its own.
func fieldFailure(p *message, f *field, err error) error {
	var te tableErr
	if errors.As(err, &te) {
		return te.err
	}
	return fieldErr(p, f, "%s", err)
}

// tableReflect decodes the table at t into m through protoreflect.
func (d *decoder) tableReflect(p *message, t int, m protoreflect.Message) error {
	h, err := d.open(p, t)
	if err != nil {
		return err
	}
	var members []int // per oneof: 1 + the index of its member present
	if len(p.oneofs) > 0 {
		members = make([]int, len(p.oneofs))
	}
	for i := range p.fields {
		f := &p.fields[i]
		pos, err := d.field(p, f, h)
		if err != nil {
			return err
		}
		if pos < 0 {
			continue
		}
		if f.oneof >= 0 {
			if j := members[f.oneof] - 1; j >= 0 {
				g := &p.fields[j]
				return invalidf("oneof %s of %s: fields %d (%s) and %d (%s) are both present", p.oneofs[f.oneof], p.name, g.num, g.name, f.num, f.name)
			}
			members[f.oneof] = i + 1
		}
		if f.inline() {
			m.Set(f.fd, valueOf(f.kind, d.bits(f.kind, pos)))
			continue
		}
		target, err := d.deref(pos)
		if err != nil {
			return fieldErr(p, f, "%s", err)
		}
		switch {
		case f.kind == fbschema.Map:
			err = d.mapReflect(f, target, m.Mutable(f.fd).Map())
		case f.list:
			err = d.listReflect(f, target, m.Mutable(f.fd).List())
		case f.kind == fbschema.String:
			var s string
			if s, err = d.string(target); err == nil {
				m.Set(f.fd, protoreflect.ValueOfString(s))
			}
		case f.kind == fbschema.Bytes:
			var b []byte
			if b, err = d.bytes(target); err == nil {
				m.Set(f.fd, protoreflect.ValueOfBytes(b))
			}
		default: // fbschema.Message
			if err := d.message(f.msg, target, m.Mutable(f.fd).Message()); err != nil {
				return err
			}
		}
		if err != nil {
			return fieldFailure(p, f, err)
		}
	}
	d.depth--
	return nil
}

// listReflect decodes the vector at v of field f into the list l.
func (d *decoder) listReflect(f *field, v int, l protoreflect.List) error {
	n, err := d.elements(f, v)
	if err != nil {
		return err
	}
	if f.kind.Scalar() {
		w := f.kind.Width()
		for i := range n {
			l.Append(valueOf(f.kind, d.bits(f.kind, v+4+i*w)))
		}
		return nil
	}
	for i := range n {
		target, err := d.deref(v + 4 + 4*i)
		if err != nil {
			return fmt.Errorf("element %d: %w", i, err)
		}
		switch f.kind {
		case fbschema.String:
			s, err := d.string(target)
			if err != nil {
				return fmt.Errorf("element %d: %w", i, err)
			}
			l.Append(protoreflect.ValueOfString(s))
		case fbschema.Bytes:
			b, err := d.item(f.msg, target)
			if err != nil {
				return elementFailure(i, err)
			}
			l.Append(protoreflect.ValueOfBytes(b))
		default:
			e := l.NewElement()
			if err := d.message(f.msg, target, e.Message()); err != nil {
				return tableErr{err}
			}
			l.Append(e)
		}
	}
	return nil
}

// elementFailure is the error of element i of a vector of entry or item
// tables: the element's own if it names its field (tableErr), else the
// element's number and the table that is not one, for the caller to name
// the vector's field.
func elementFailure(i int, err error) error {
	var te tableErr
	if errors.As(err, &te) {
		return err
	}
	var ie *invalidError
	if errors.As(err, &ie) {
		return dataError(fmt.Sprintf("element %d: %s", i, ie.msg))
	}
	return fmt.Errorf("element %d: %w", i, err)
}

// item reads the item table at t (plan p) of a repeated bytes field: its
// bytes, empty when slot 0 is absent. Errors inside the table are
// tableErrs.
func (d *decoder) item(p *message, t int) ([]byte, error) {
	h, err := d.open(p, t)
	if err != nil {
		return nil, err
	}
	f := &p.fields[0]
	pos, err := d.field(p, f, h)
	if err != nil {
		return nil, tableErr{err}
	}
	if pos < 0 {
		d.depth--
		return []byte{}, nil
	}
	v, err := d.deref(pos)
	if err != nil {
		return nil, tableErr{fieldErr(p, f, "%s", err)}
	}
	b, err := d.bytes(v)
	if err != nil {
		return nil, tableErr{fieldErr(p, f, "%s", err)}
	}
	d.depth--
	return b, nil
}

// mapReflect decodes the vector of entry tables at v of the map field f
// into mv. Entries may come in any order; the last of equal keys wins, as
// in protobuf. A missing key is the zero key, a missing value the zero
// value (an empty message for message values).
func (d *decoder) mapReflect(f *field, v int, mv protoreflect.Map) error {
	n, err := d.elements(f, v)
	if err != nil {
		return err
	}
	p := f.msg
	for i := range n {
		t, err := d.deref(v + 4 + 4*i)
		if err != nil {
			return fmt.Errorf("element %d: %w", i, err)
		}
		h, err := d.open(p, t)
		if err != nil {
			return elementFailure(i, err)
		}
		key, err := d.entryField(p, &p.fields[0], h, nil)
		if err != nil {
			return tableErr{err}
		}
		val, err := d.entryField(p, &p.fields[1], h, mv)
		if err != nil {
			return tableErr{err}
		}
		mv.Set(key.MapKey(), val)
		d.depth--
	}
	return nil
}

// entryField reads the key or the value (f) of the map entry table h of
// plan p, or their zero value if absent; mv makes message values.
func (d *decoder) entryField(p *message, f *field, h header, mv protoreflect.Map) (protoreflect.Value, error) {
	pos, err := d.field(p, f, h)
	if err != nil {
		return protoreflect.Value{}, err
	}
	if f.kind == fbschema.Message {
		val := mv.NewValue()
		if pos < 0 {
			return val, nil
		}
		t, err := d.deref(pos)
		if err != nil {
			return val, fieldErr(p, f, "%s", err)
		}
		return val, d.message(f.msg, t, val.Message())
	}
	if pos < 0 {
		if f.kind == fbschema.Enum {
			return protoreflect.ValueOfEnum(0), nil
		}
		return f.fd.Default(), nil
	}
	if f.inline() {
		return valueOf(f.kind, d.bits(f.kind, pos)), nil
	}
	t, err := d.deref(pos)
	if err != nil {
		return protoreflect.Value{}, fieldErr(p, f, "%s", err)
	}
	if f.kind == fbschema.String {
		s, err := d.string(t)
		if err != nil {
			return protoreflect.Value{}, fieldErr(p, f, "%s", err)
		}
		return protoreflect.ValueOfString(s), nil
	}
	b, err := d.bytes(t) // fbschema.Bytes
	if err != nil {
		return protoreflect.Value{}, fieldErr(p, f, "%s", err)
	}
	return protoreflect.ValueOfBytes(b), nil
}
