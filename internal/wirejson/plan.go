package wirejson

import (
	"sync"

	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"

	"github.com/polywire/polywire/codec/jsoncodec/fastjson"
)

// wktKind says how a message type is written: field by field, or as the
// JSON form of a well-known type.
type wktKind uint8

const (
	wktNone      wktKind = iota
	wktTimestamp         // google.protobuf.Timestamp: an RFC 3339 string
	wktDuration          // google.protobuf.Duration: "1.5s"
	wktWrapper           // google.protobuf.*Value wrappers: the bare value
	wktEmpty             // google.protobuf.Empty: {}
	wktViaGo             // Struct, Value, ListValue, FieldMask: decoded into the generated type, written by fastjson
	wktDecline           // Any and messages the transcoder does not handle
)

// msgPlan is what the transcoder knows of one message type, compiled once.
type msgPlan struct {
	wkt     wktKind
	goType  protoreflect.MessageType // wktViaGo
	dense   []*fieldPlan             // by field number, for numbers below len(dense)
	sparse  map[protoreflect.FieldNumber]*fieldPlan
	wrapped *fieldPlan // wktWrapper: the value field
	// unordered: the fields are not declared in field-number order, so
	// fields arriving in number order are written out of it and put in
	// order (at most 64 fields).
	unordered bool
}

// field returns the plan of field num, or nil when the message has no such
// field.
func (p *msgPlan) field(num uint64) *fieldPlan {
	if num < uint64(len(p.dense)) {
		return p.dense[num]
	}
	if p.sparse == nil {
		return nil
	}
	return p.sparse[protoreflect.FieldNumber(num)]
}

// fieldPlan is one field of a msgPlan.
type fieldPlan struct {
	index    int    // declaration index: protojson writes fields in this order
	key      []byte // "jsonName":
	kind     protoreflect.Kind
	wireType uint64
	list     bool
	isMap    bool
	presence bool // written even when zero
	oneof    int  // bit of the field's oneof (real or synthetic), -1 if none
	msg      *msgPlan
	enum     *enumPlan
	mapKey   *fieldPlan
	mapVal   *fieldPlan
}

// enumPlan holds an enum's value names by number.
type enumPlan struct {
	null   bool // google.protobuf.NullValue: always null
	closed bool // proto2 enums: an unknown number is an unknown field
	dense  []string
	sparse map[int32]string
}

func (e *enumPlan) name(n int32) (string, bool) {
	if n >= 0 && int(n) < len(e.dense) {
		s := e.dense[n]
		return s, s != ""
	}
	s, ok := e.sparse[n]
	return s, ok
}

// plans caches compiled plans by message descriptor.
var plans sync.Map // protoreflect.MessageDescriptor → *msgPlan

// planFor returns md's plan, compiling it (and the plans of the messages
// it contains) on first use.
func planFor(md protoreflect.MessageDescriptor) *msgPlan {
	if p, ok := plans.Load(md); ok {
		return p.(*msgPlan) //nolint:forcetypeassert // only *msgPlan is stored
	}
	c := compiler{seen: map[protoreflect.MessageDescriptor]*msgPlan{}}
	p := c.message(md)
	for d, q := range c.seen {
		plans.LoadOrStore(d, q)
	}
	actual, _ := plans.LoadOrStore(md, p)
	return actual.(*msgPlan) //nolint:forcetypeassert // only *msgPlan is stored
}

// compiler compiles the plans of a message and the messages it reaches;
// seen breaks the cycles of recursive types.
type compiler struct {
	seen map[protoreflect.MessageDescriptor]*msgPlan
}

func (c *compiler) message(md protoreflect.MessageDescriptor) *msgPlan {
	if p, ok := plans.Load(md); ok {
		return p.(*msgPlan) //nolint:forcetypeassert // only *msgPlan is stored
	}
	if p, ok := c.seen[md]; ok {
		return p
	}
	p := &msgPlan{}
	c.seen[md] = p
	if md.ParentFile().Package() == "google.protobuf" {
		c.wellKnown(p, md)
		if p.wkt != wktNone {
			return p
		}
	}
	if md.IsMapEntry() && md.Fields().Len() != 2 {
		p.wkt = wktDecline
		return p
	}
	fields := md.Fields()
	maxDense := protoreflect.FieldNumber(0)
	for i := range fields.Len() {
		if n := fields.Get(i).Number(); n < 1024 && n > maxDense {
			maxDense = n
		}
	}
	for i := 1; i < fields.Len(); i++ {
		if fields.Get(i).Number() < fields.Get(i-1).Number() {
			p.unordered = true
		}
	}
	if p.unordered && fields.Len() > 64 {
		p.wkt = wktDecline
		return p
	}
	p.dense = make([]*fieldPlan, maxDense+1)
	oneofs := 0
	oneofBits := map[protoreflect.OneofDescriptor]int{}
	for i := range fields.Len() {
		fd := fields.Get(i)
		f := c.field(fd)
		if f == nil {
			p.wkt = wktDecline
			return p
		}
		if od := fd.ContainingOneof(); od != nil {
			bit, ok := oneofBits[od]
			if !ok {
				bit = oneofs
				oneofs++
				oneofBits[od] = bit
			}
			if bit >= 64 {
				p.wkt = wktDecline
				return p
			}
			f.oneof = bit
		}
		if fd.Number() < 1024 {
			p.dense[fd.Number()] = f
		} else {
			if p.sparse == nil {
				p.sparse = map[protoreflect.FieldNumber]*fieldPlan{}
			}
			p.sparse[fd.Number()] = f
		}
	}
	return p
}

// field compiles one field, or returns nil for a field the transcoder does
// not handle (groups, required fields).
func (c *compiler) field(fd protoreflect.FieldDescriptor) *fieldPlan {
	if fd.Kind() == protoreflect.GroupKind || fd.Cardinality() == protoreflect.Required || fd.IsExtension() {
		return nil
	}
	key, err := fastjson.AppendString(nil, fd.JSONName())
	if err != nil {
		return nil
	}
	f := &fieldPlan{
		index:    fd.Index(),
		key:      append(key, ':'),
		kind:     fd.Kind(),
		wireType: wireTypeOf(fd.Kind()),
		list:     fd.IsList(),
		isMap:    fd.IsMap(),
		presence: fd.HasPresence(),
		oneof:    -1,
	}
	switch {
	case fd.IsMap():
		f.mapKey = c.field(fd.MapKey())
		f.mapVal = c.field(fd.MapValue())
		if f.mapKey == nil || f.mapVal == nil {
			return nil
		}
	case fd.Kind() == protoreflect.MessageKind:
		f.msg = c.message(fd.Message())
	case fd.Kind() == protoreflect.EnumKind:
		f.enum = compileEnum(fd.Enum())
	}
	return f
}

func compileEnum(ed protoreflect.EnumDescriptor) *enumPlan {
	e := &enumPlan{null: ed.FullName() == "google.protobuf.NullValue", closed: ed.IsClosed()}
	values := ed.Values()
	for i := range values.Len() {
		n := int32(values.Get(i).Number())
		// The first value declared with a number names it (aliases share
		// numbers), as ByNumber answers.
		name := string(values.ByNumber(protoreflect.EnumNumber(n)).Name())
		if n >= 0 && n < 1024 {
			for int(n) >= len(e.dense) {
				e.dense = append(e.dense, "")
			}
			e.dense[n] = name
			continue
		}
		if e.sparse == nil {
			e.sparse = map[int32]string{}
		}
		e.sparse[n] = name
	}
	return e
}

// wellKnown sets the plan of a google.protobuf message that has a JSON
// form of its own.
func (c *compiler) wellKnown(p *msgPlan, md protoreflect.MessageDescriptor) {
	switch md.Name() {
	case "Timestamp":
		p.wkt = wktTimestamp
	case "Duration":
		p.wkt = wktDuration
	case "Empty":
		p.wkt = wktEmpty
	case "DoubleValue", "FloatValue", "Int64Value", "UInt64Value", "Int32Value",
		"UInt32Value", "BoolValue", "StringValue", "BytesValue":
		fd := md.Fields().ByNumber(1)
		if fd == nil {
			p.wkt = wktDecline
			return
		}
		p.wkt = wktWrapper
		p.wrapped = c.field(fd)
		if p.wrapped == nil {
			p.wkt = wktDecline
		}
	case "Struct", "Value", "ListValue", "FieldMask":
		mt, err := protoregistry.GlobalTypes.FindMessageByName(md.FullName())
		if err != nil {
			p.wkt = wktDecline
			return
		}
		p.wkt = wktViaGo
		p.goType = mt
	case "Any":
		p.wkt = wktDecline
	}
}

// Wire types.
const (
	wtVarint  = 0
	wtFixed64 = 1
	wtBytes   = 2
	wtFixed32 = 5
)

func wireTypeOf(k protoreflect.Kind) uint64 {
	switch k {
	case protoreflect.Fixed32Kind, protoreflect.Sfixed32Kind, protoreflect.FloatKind:
		return wtFixed32
	case protoreflect.Fixed64Kind, protoreflect.Sfixed64Kind, protoreflect.DoubleKind:
		return wtFixed64
	case protoreflect.StringKind, protoreflect.BytesKind, protoreflect.MessageKind:
		return wtBytes
	}
	return wtVarint
}
