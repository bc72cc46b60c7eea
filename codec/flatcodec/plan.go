package flatcodec

import (
	"reflect"
	"strconv"
	"strings"
	"sync"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"

	"github.com/polywire/polywire/codec/flatcodec/fbschema"
)

// field is one proto field and its FlatBuffers slot.
type field struct {
	fd   protoreflect.FieldDescriptor
	num  protoreflect.FieldNumber
	name protoreflect.Name
	slot int // FlatBuffers field slot: the proto field's declaration index
	kind fbschema.Kind
	list bool
	// size is the field's width inside the table: the scalar's width, or 4
	// for anything reached through a uoffset (strings, tables, vectors).
	size int
	// child is the field's position in the encoder's offset stack (fields
	// whose data is built before the table), or -1.
	child int
	// msg is the plan of the element type of a message field, of the
	// entry message (key slot 0, value slot 1) of a map field, or of the
	// item table (one [ubyte] in slot 0) of a repeated bytes field.
	msg *message
	// oneof numbers the real oneof (not proto3 optional's synthetic one)
	// the field is a member of, in its message's oneofs; -1 if none.
	oneof int

	// goIndex is the index of the generated Go struct field holding this
	// proto field, and goType its type, when the message has a Go struct
	// layout (message.goType is set).
	goIndex int
	goType  reflect.Type
}

// inline reports whether the field's value lives in the table itself.
func (f *field) inline() bool { return !f.list && f.kind.Scalar() }

// message is the plan of one message type: its fields in declaration order,
// the order the encoder builds their children in, and the order it writes
// them into the table (widest first, so the table needs no padding).
type message struct {
	name     protoreflect.FullName
	fields   []field
	children []int // indexes into fields of non-inline fields, declaration order
	addOrder []int // indexes into fields, by decreasing width
	// oneofs are the names of the message's real oneofs, which fields'
	// oneof numbers index.
	oneofs []protoreflect.Name

	// goType is the generated Go type (*T) of the message when every field
	// is a plain struct field (proto3 scalars, strings and bytes without
	// explicit presence, message pointers, slices): such messages are read
	// and written through their struct fields with package reflect, which
	// costs a fraction of protoreflect's Get and Set (they box every
	// value). Anything else (dynamic messages, oneofs, proto2 and proto3
	// optional fields, maps) goes through protoreflect. Both paths give
	// the same bytes and the same messages.
	goType reflect.Type
}

// plans caches one *message per descriptor. Plans of mutually recursive
// types point at each other, so a whole connected set is built under
// planMu and published only when complete.
var (
	plans  sync.Map // protoreflect.MessageDescriptor -> *message
	planMu sync.Mutex
)

// planFor returns the plan of md, building it (and the plans of every
// message type it reaches) on first use.
func planFor(md protoreflect.MessageDescriptor) *message {
	if p, ok := plans.Load(md); ok {
		return p.(*message)
	}
	planMu.Lock()
	defer planMu.Unlock()
	building := map[protoreflect.MessageDescriptor]*message{}
	p := buildPlan(md, building)
	for d, mp := range building {
		plans.Store(d, mp)
	}
	return p
}

func buildPlan(md protoreflect.MessageDescriptor, building map[protoreflect.MessageDescriptor]*message) *message {
	if p, ok := plans.Load(md); ok {
		return p.(*message)
	}
	if p, ok := building[md]; ok {
		return p
	}
	fds := md.Fields()
	p := &message{name: md.FullName(), fields: make([]field, fds.Len())}
	building[md] = p
	oneofs := map[protoreflect.FullName]int{}
	for i := range fds.Len() {
		fd := fds.Get(i)
		f := field{fd: fd, num: fd.Number(), name: fd.Name(), slot: i, kind: fbschema.KindOf(fd), list: fd.IsList(), child: -1, oneof: -1}
		switch {
		case f.kind == fbschema.Message || f.kind == fbschema.Map:
			f.msg = buildPlan(fd.Message(), building)
		case f.kind == fbschema.Bytes && f.list:
			f.msg = itemPlan(md, fd)
		}
		if od := fd.ContainingOneof(); od != nil && !od.IsSynthetic() {
			n, ok := oneofs[od.FullName()]
			if !ok {
				n = len(p.oneofs)
				oneofs[od.FullName()] = n
				p.oneofs = append(p.oneofs, od.Name())
			}
			f.oneof = n
		}
		p.fields[i] = f
	}
	p.layout()
	p.goType = structLayout(md, p.fields)
	return p
}

// layout sets the fields' sizes and the message's children and addOrder.
func (p *message) layout() {
	for i := range p.fields {
		f := &p.fields[i]
		f.size = 4
		if f.inline() {
			f.size = f.kind.Width()
		} else {
			f.child = len(p.children)
			p.children = append(p.children, i)
		}
	}
	for _, w := range []int{8, 4, 2, 1} {
		for i := range p.fields {
			if p.fields[i].size == w {
				p.addOrder = append(p.addOrder, i)
			}
		}
	}
}

// itemPlan is the plan of the table that holds one element of the
// repeated bytes field fd of md: its one field, value, is the element's
// [ubyte] in slot 0. It has no descriptor; fbschema names it
// <FieldCamel>Item (fbschema.ItemName).
func itemPlan(md protoreflect.MessageDescriptor, fd protoreflect.FieldDescriptor) *message {
	p := &message{
		name:   md.FullName().Append(protoreflect.Name(fbschema.ItemName(fd))),
		fields: []field{{num: 1, name: "value", kind: fbschema.Bytes, child: -1, oneof: -1}},
	}
	p.layout()
	return p
}

var protoMessageType = reflect.TypeFor[proto.Message]()

// structLayout finds the generated Go type of md and, if every field of it
// is a plain struct field of the expected Go type, records the fields'
// indexes and returns the type; otherwise it returns nil.
func structLayout(md protoreflect.MessageDescriptor, fields []field) reflect.Type {
	mt, err := protoregistry.GlobalTypes.FindMessageByName(md.FullName())
	if err != nil || mt.Descriptor() != md {
		return nil
	}
	t := reflect.TypeOf(mt.Zero().Interface())
	if t.Kind() != reflect.Pointer || t.Elem().Kind() != reflect.Struct {
		return nil
	}
	st := t.Elem()
	byNumber := map[protoreflect.FieldNumber]int{}
	for i := range st.NumField() {
		// `protobuf:"bytes,3,opt,name=transactionDate,proto3"`; oneof
		// members live in wrapper types and have no such tag here.
		parts := strings.Split(st.Field(i).Tag.Get("protobuf"), ",")
		if len(parts) < 2 || !st.Field(i).IsExported() {
			continue
		}
		if n, err := strconv.Atoi(parts[1]); err == nil {
			byNumber[protoreflect.FieldNumber(n)] = i
		}
	}
	for i := range fields {
		f := &fields[i]
		gi, ok := byNumber[f.num]
		if !ok || f.kind == fbschema.Map || (!f.list && f.kind != fbschema.Message && f.fd.HasPresence()) {
			return nil
		}
		ft := st.Field(gi).Type
		et := ft
		if f.list {
			if ft.Kind() != reflect.Slice {
				return nil
			}
			et = ft.Elem()
		}
		if !goTypeFits(f.kind, et) {
			return nil
		}
		f.goIndex, f.goType = gi, ft
	}
	return t
}

// goTypeFits reports whether a Go value of type t can hold one value of
// kind k.
func goTypeFits(k fbschema.Kind, t reflect.Type) bool {
	switch k {
	case fbschema.Bool:
		return t.Kind() == reflect.Bool
	case fbschema.Int32, fbschema.Enum:
		return t.Kind() == reflect.Int32
	case fbschema.Uint32:
		return t.Kind() == reflect.Uint32
	case fbschema.Int64:
		return t.Kind() == reflect.Int64
	case fbschema.Uint64:
		return t.Kind() == reflect.Uint64
	case fbschema.Float:
		return t.Kind() == reflect.Float32
	case fbschema.Double:
		return t.Kind() == reflect.Float64
	case fbschema.String:
		return t.Kind() == reflect.String
	case fbschema.Bytes:
		return t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Uint8
	case fbschema.Message:
		return t.Kind() == reflect.Pointer && t.Elem().Kind() == reflect.Struct && t.Implements(protoMessageType)
	}
	return false
}
