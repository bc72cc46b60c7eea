package msgpackcodec

import (
	"sync"

	"google.golang.org/protobuf/reflect/protoreflect"
)

// messagePlan is what the encoder and decoder need to know about one message
// type, computed once from its descriptor: the keys, the field kinds and the
// plans of the nested types, so the hot loops do no descriptor look-ups.
type messagePlan struct {
	desc   protoreflect.MessageDescriptor
	fields []fieldPlan    // in declaration order: the order keys are written
	byName map[string]int // JSON name, then proto name → index in fields
	ext    bool           // the message declares extension ranges
	large  bool           // more than 64 fields: no one-word bit sets
}

// fieldPlan describes one field, a list element, or a map entry's key or
// value.
type fieldPlan struct {
	fd     protoreflect.FieldDescriptor
	name   string // the key: the proto JSON name, or "[full.name]" for an extension
	kind   protoreflect.Kind
	list   bool
	isMap  bool
	msg    *messagePlan // message and group kinds
	enum   *enumPlan    // enum kind
	oneof  protoreflect.OneofDescriptor
	mapKey *fieldPlan
	mapVal *fieldPlan
}

// isMessage reports whether the field's values (or elements) are messages.
func (fp *fieldPlan) isMessage() bool { return fp.msg != nil }

// enumPlan maps an enum's value names to numbers without allocating.
type enumPlan struct {
	desc   protoreflect.EnumDescriptor
	byName map[string]protoreflect.EnumNumber
}

// name returns the name of n, or false for a number the enum does not
// declare (open enums keep such values; they are written as integers).
func (e *enumPlan) name(n protoreflect.EnumNumber) (string, bool) {
	v := e.desc.Values().ByNumber(n)
	if v == nil {
		return "", false
	}
	return string(v.Name()), true
}

// plans caches a *messagePlan per protoreflect.MessageDescriptor. It grows
// with the number of distinct descriptors a program marshals, which for
// generated code is fixed.
var plans sync.Map

// planFor returns the plan of md, building it (and those of the types it
// reaches) on first use.
func planFor(md protoreflect.MessageDescriptor) *messagePlan {
	if p, ok := plans.Load(md); ok {
		return p.(*messagePlan)
	}
	pl := planner{
		msgs:  map[protoreflect.MessageDescriptor]*messagePlan{},
		enums: map[protoreflect.EnumDescriptor]*enumPlan{},
	}
	p := pl.message(md)
	for d, q := range pl.msgs {
		plans.LoadOrStore(d, q)
	}
	return p
}

// planner builds the plans of a set of mutually recursive types; a type is
// registered before its fields are planned, so cycles terminate.
type planner struct {
	msgs  map[protoreflect.MessageDescriptor]*messagePlan
	enums map[protoreflect.EnumDescriptor]*enumPlan
}

func (pl *planner) message(md protoreflect.MessageDescriptor) *messagePlan {
	if p, ok := plans.Load(md); ok {
		return p.(*messagePlan)
	}
	if p, ok := pl.msgs[md]; ok {
		return p
	}
	fds := md.Fields()
	p := &messagePlan{
		desc:   md,
		fields: make([]fieldPlan, fds.Len()),
		byName: make(map[string]int, 2*fds.Len()),
		ext:    md.ExtensionRanges().Len() > 0,
		large:  fds.Len() > 64,
	}
	pl.msgs[md] = p
	for i := range fds.Len() {
		fd := fds.Get(i)
		p.fields[i] = pl.field(fd, fd.JSONName())
		p.byName[fd.JSONName()] = i
	}
	// Like protojson, the proto field name is accepted too, unless it is
	// another field's JSON name.
	for i := range fds.Len() {
		n := string(fds.Get(i).Name())
		if _, taken := p.byName[n]; !taken {
			p.byName[n] = i
		}
	}
	return p
}

func (pl *planner) field(fd protoreflect.FieldDescriptor, name string) fieldPlan {
	fp := fieldPlan{fd: fd, name: name, kind: fd.Kind(), list: fd.IsList(), isMap: fd.IsMap()}
	if od := fd.ContainingOneof(); od != nil && !od.IsSynthetic() {
		fp.oneof = od
	}
	switch {
	case fp.isMap:
		k := pl.field(fd.MapKey(), "key")
		v := pl.field(fd.MapValue(), "value")
		fp.mapKey, fp.mapVal = &k, &v
	case fp.kind == protoreflect.MessageKind || fp.kind == protoreflect.GroupKind:
		fp.msg = pl.message(fd.Message())
	case fp.kind == protoreflect.EnumKind:
		fp.enum = pl.enum(fd.Enum())
	}
	return fp
}

func (pl *planner) enum(ed protoreflect.EnumDescriptor) *enumPlan {
	if e, ok := pl.enums[ed]; ok {
		return e
	}
	vals := ed.Values()
	e := &enumPlan{desc: ed, byName: make(map[string]protoreflect.EnumNumber, vals.Len())}
	for i := range vals.Len() {
		v := vals.Get(i)
		e.byName[string(v.Name())] = v.Number()
	}
	pl.enums[ed] = e
	return e
}

// extensionPlan plans an extension field; its key is "[full.name]", as in
// proto JSON. Extensions are rare (proto2 and editions only), so the plan is
// built per use rather than cached.
func extensionPlan(xd protoreflect.FieldDescriptor) *fieldPlan {
	pl := planner{
		msgs:  map[protoreflect.MessageDescriptor]*messagePlan{},
		enums: map[protoreflect.EnumDescriptor]*enumPlan{},
	}
	fp := pl.field(xd, "["+string(xd.FullName())+"]")
	for d, q := range pl.msgs {
		plans.LoadOrStore(d, q)
	}
	return &fp
}

// index returns the index of the field named key, trying hint first (keys
// usually arrive in declaration order), or -1.
func (p *messagePlan) index(key []byte, hint int) int {
	if hint < len(p.fields) && p.fields[hint].name == string(key) {
		return hint
	}
	if i, ok := p.byName[string(key)]; ok {
		return i
	}
	return -1
}
