package main

import (
	"fmt"
	"slices"
	"strconv"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/cmd/internal/plugin"
	"github.com/polywire/polywire/codec/msgpackcodec/fastmsgpack"
)

// Packages the generated code refers to.
const (
	runtimePackage = protogen.GoImportPath("github.com/polywire/polywire/codec/msgpackcodec/fastmsgpack")
)

// skeleton starts each file: a file of enums alone gets none (the name
// tables serve the messages), and a field may not have the Go name of a
// method every message gets (the output would not compile).
var skeleton = plugin.Skeleton{
	Plugin: "protoc-gen-fastmsgpack",
	Header: []string{
		"// The methods below write and read package msgpackcodec's MessagePack",
		"// mapping; see package " + string(runtimePackage) + ".",
	},
	Methods:      []string{"AppendMsgpack", "UnmarshalMsgpack", "AppendMsgpackFast", "DecodeMsgpackFast"},
	MessagesOnly: true,
}

// fileGen writes one *_fastmsgpack.pb.go.
type fileGen struct {
	*plugin.File
	refs map[protoreflect.FullName]bool
}

// generateFile writes f's *_fastmsgpack.pb.go, or nothing when f declares
// no message.
func generateFile(gen *protogen.Plugin, f *protogen.File) error {
	file, messages, enums, err := skeleton.Start(gen, f)
	if file == nil {
		return err
	}
	plugin.NoteFallbacks(skeleton.Plugin, "its values are written and read by msgpackcodec's reference path", gen, messages)
	fg := &fileGen{File: file}
	fg.refs = fg.refMessages()
	for _, e := range enums {
		fg.enumTable(e)
	}
	for _, m := range messages {
		fg.entryPoints(m)
		fg.appendMethod(m)
		fg.decodeMethod(m)
	}
	return nil
}

// rt qualifies a runtime identifier. Messages and enums of other packages
// go through it (fastmsgpack.AppendMessage, Decoder.Message, AppendEnum),
// which calls their fast methods if they have them and the reference path
// otherwise.
func (fg *fileGen) rt(name string) string { return fg.Ident(runtimePackage, name) }

// refMessages finds the messages whose decoded form can point into the
// input: those with string or bytes fields, directly or through fields of
// generated messages or of the well-known types that hold strings or
// bytes (which the runtime decodes into the input too), or with fields of
// messages of other packages (which may be generated too). Only their
// UnmarshalMsgpack copies the input.
func (fg *fileGen) refMessages() map[protoreflect.FullName]bool {
	return plugin.Reaching(fg.Gen, func(fd protoreflect.FieldDescriptor, refs map[protoreflect.FullName]bool) bool {
		refKind := func(fd protoreflect.FieldDescriptor) bool {
			switch plugin.ValueOf(fd) {
			case plugin.String, plugin.Bytes:
				return true
			case plugin.Message:
				md := fd.Message()
				switch {
				case refs[md.FullName()]:
					return true
				case plugin.WellKnown(md.FullName()):
					return wellKnownRefs(md.FullName())
				}
				return md.ParentFile().Package() != plugin.WellKnownPackage && !plugin.Generated(fg.Gen, md.ParentFile())
			}
			return false
		}
		if fd.IsMap() {
			return refKind(fd.MapKey()) || refKind(fd.MapValue())
		}
		return refKind(fd)
	})
}

// wellKnownRefs reports whether the runtime's decoder points values of the
// well-known type name into the input: those holding strings or bytes.
func wellKnownRefs(name protoreflect.FullName) bool {
	switch name {
	case "google.protobuf.StringValue", "google.protobuf.BytesValue", "google.protobuf.Struct",
		"google.protobuf.Value", "google.protobuf.ListValue", "google.protobuf.FieldMask", "google.protobuf.Any":
		return true
	}
	return false
}

// str is the MessagePack str of s as a Go literal.
func str(s string) string {
	return strconv.Quote(string(fastmsgpack.AppendString(nil, s)))
}

// enumTable writes the name table of a local enum, names as MessagePack
// strs.
func (fg *fileGen) enumTable(e *protogen.Enum) {
	plugin.EnumTable{
		Prefix: "fastmsgpack",
		Name:   str,
		Number: fg.rt("AppendInt") + "(b, int64(v))",
		Bytes:  true,
	}.Write(fg.G, e)
}

// entryPoints writes AppendMsgpack and UnmarshalMsgpack, the methods
// msgpackcodec.Codec calls.
func (fg *fileGen) entryPoints(m *protogen.Message) {
	g := fg.G
	g.P("// AppendMsgpack appends x's MessagePack encoding to b, byte-identical to")
	g.P("// msgpackcodec's descriptor-driven encoder, and fails where it fails, with")
	g.P("// its error.")
	g.P("func (x *", m.GoIdent, ") AppendMsgpack(b []byte) ([]byte, error) {")
	g.P("return ", fg.rt("Marshal"), "(b, x)")
	g.P("}")
	g.P()
	g.P("// UnmarshalMsgpack resets x and decodes b into it, accepting exactly what")
	g.P("// msgpackcodec's descriptor-driven decoder accepts, with its result or error.")
	g.P("// With alias, strings and bytes point into b, which must then stay unmodified")
	g.P("// while x is in use; without it x shares no memory with b.")
	g.P("func (x *", m.GoIdent, ") UnmarshalMsgpack(b []byte, alias bool) error {")
	g.P("*x = ", m.GoIdent, "{}")
	g.P("var d ", fg.rt("Decoder"))
	g.P("d.Start(b, alias, ", fg.refs[m.Desc.FullName()], ")")
	g.P("if x.DecodeMsgpackFast(&d) && d.Done() {")
	g.P("return nil")
	g.P("}")
	g.P("return ", fg.rt("Fallback"), "(b, x)")
	g.P("}")
	g.P()
}

// cond returns the condition under which the reference writes field f
// outside oneofs (a list or map when it is not empty, else protobuf-go's
// Has), and the Go expression of its value.
func (fg *fileGen) cond(f *protogen.Field) (cond, value string) {
	if f.Desc.IsList() || f.Desc.IsMap() {
		return "len(x." + f.GoName + ") > 0", "x." + f.GoName
	}
	return plugin.Presence(fg.G, f)
}

// appendMethod writes AppendMsgpackFast.
func (fg *fileGen) appendMethod(m *protogen.Message) {
	g := fg.G
	g.P("// AppendMsgpackFast appends x as a message nested depth levels deep, or")
	g.P("// reports false where the reference encoder would fail. A nil x is {}.")
	g.P("func (x *", m.GoIdent, ") AppendMsgpackFast(b []byte, depth int) ([]byte, bool) {")
	g.P("if depth >= ", fg.rt("MaxDepth"), " {")
	g.P("return b, false")
	g.P("}")
	if len(m.Fields) == 0 {
		g.P("return append(b, 0x80), true")
		g.P("}")
		g.P()
		return
	}
	g.P("if x == nil {")
	g.P("return append(b, 0x80), true")
	g.P("}")
	for _, f := range m.Fields {
		if needsOK(f) {
			g.P("var ok bool")
			break
		}
	}
	g.P("n := 0")
	// Keys in declaration order; a oneof's members are written where
	// they are declared, so each member is a case of its own switch.
	small := len(m.Fields) <= 15
	if small {
		g.P("// At most 15 fields: a fixmap header, its count set at the end.")
		g.P("start := len(b)")
		g.P("b = append(b, 0x80)")
	} else {
		g.P("// More than 15 fields: counted first, for the header's size.")
		for _, f := range m.Fields {
			if plugin.InOneof(f) {
				if f != f.Oneof.Fields[0] {
					continue
				}
				g.P("switch ov := x.", f.Oneof.GoName, ".(type) {")
				for _, of := range f.Oneof.Fields {
					g.P("case *", g.QualifiedGoIdent(of.GoIdent), ":")
					g.P("if ov != nil {")
					g.P("n++")
					g.P("}")
				}
				g.P("}")
				continue
			}
			c, _ := fg.cond(f)
			g.P("if ", c, " {")
			g.P("n++")
			g.P("}")
		}
		g.P("b = ", fg.rt("AppendMapHeader"), "(b, n)")
	}
	for _, f := range m.Fields {
		fg.appendField(f, small)
	}
	if small {
		g.P("b[start] |= byte(n)")
	}
	g.P("return b, true")
	g.P("}")
	g.P()
}

// needsOK reports whether appending f's values calls a message's encoder,
// which reports ok.
func needsOK(f *protogen.Field) bool {
	if f.Desc.IsMap() {
		return needsOK(f.Message.Fields[1])
	}
	return plugin.ValueOf(f.Desc) == plugin.Message
}

// appendField writes the code appending one field when the reference
// would. small: the count n is kept for the fixmap header.
func (fg *fileGen) appendField(f *protogen.Field, small bool) {
	g := fg.G
	fd := f.Desc
	key := str(fd.JSONName())
	count := func() {
		if small {
			g.P("n++")
		}
	}
	if plugin.InOneof(f) {
		g.P("if ov, isSet := x.", f.Oneof.GoName, ".(*", g.QualifiedGoIdent(f.GoIdent), "); isSet && ov != nil {")
		count()
		g.P("b = append(b, ", key, "...)")
		fg.appendValue(f, "ov."+f.GoName)
		g.P("}")
		return
	}
	c, v := fg.cond(f)
	g.P("if ", c, " {")
	count()
	g.P("b = append(b, ", key, "...)")
	switch {
	case fd.IsMap():
		fg.appendMap(f)
	case fd.IsList():
		g.P("b = ", fg.rt("AppendArrayHeader"), "(b, len(", v, "))")
		g.P("for _, v := range ", v, " {")
		fg.appendValue(f, "v")
		g.P("}")
	default:
		fg.appendValue(f, v)
	}
	g.P("}")
}

// appendMap writes a map field's entries in the reference's key order.
func (fg *fileGen) appendMap(f *protogen.Field) {
	g := fg.G
	keyField, valField := f.Message.Fields[0], f.Message.Fields[1]
	v := "x." + f.GoName
	g.P("b = ", fg.rt("AppendMapHeader"), "(b, len(", v, "))")
	if keyField.Desc.Kind() == protoreflect.BoolKind {
		g.P("for _, k := range [...]bool{false, true} {")
		g.P("v, has := ", v, "[k]")
		g.P("if !has {")
		g.P("continue")
		g.P("}")
		g.P("if k {")
		g.P("b = append(b, ", str("true"), "...)")
		g.P("} else {")
		g.P("b = append(b, ", str("false"), "...)")
		g.P("}")
	} else {
		g.P("for _, k := range ", fg.rt("SortedKeys"), "(", v, ") {")
		switch plugin.ValueOf(keyField.Desc) {
		case plugin.String:
			g.P("if !", fg.rt("ValidString"), "(k) {")
			g.P("return b, false")
			g.P("}")
			g.P("b = ", fg.rt("AppendString"), "(b, k)")
		case plugin.Int32, plugin.Int64:
			g.P("b = ", fg.rt("AppendIntKey"), "(b, int64(k))")
		default:
			g.P("b = ", fg.rt("AppendUintKey"), "(b, uint64(k))")
		}
		g.P("v := ", v, "[k]")
	}
	fg.appendValue(valField, "v")
	g.P("}")
}

// appendValue writes code appending the value v of field f (an element or
// map value when f is repeated or a map's value field).
func (fg *fileGen) appendValue(f *protogen.Field, v string) {
	g := fg.G
	switch plugin.ValueOf(f.Desc) {
	case plugin.Bool:
		g.P("b = ", fg.rt("AppendBool"), "(b, ", v, ")")
	case plugin.Int32, plugin.Int64:
		g.P("b = ", fg.rt("AppendInt"), "(b, int64(", v, "))")
	case plugin.Uint32, plugin.Uint64:
		g.P("b = ", fg.rt("AppendUint"), "(b, uint64(", v, "))")
	case plugin.Float32:
		g.P("b = ", fg.rt("AppendFloat32"), "(b, ", v, ")")
	case plugin.Float64:
		g.P("b = ", fg.rt("AppendFloat64"), "(b, ", v, ")")
	case plugin.String:
		g.P("if !", fg.rt("ValidString"), "(", v, ") {")
		g.P("return b, false")
		g.P("}")
		g.P("b = ", fg.rt("AppendString"), "(b, ", v, ")")
	case plugin.Bytes:
		g.P("b = ", fg.rt("AppendBytes"), "(b, ", v, ")")
	case plugin.Enum:
		if fg.LocalEnum(f.Enum) {
			g.P("b = fastmsgpackAppend_", f.Enum.GoIdent.GoName, "(b, ", v, ")")
		} else {
			g.P("b = ", fg.rt("AppendEnum"), "(b, ", v, ")")
		}
	case plugin.Message:
		if fg.LocalMessage(f.Message) {
			g.P("if b, ok = ", v, ".AppendMsgpackFast(b, depth+1); !ok {")
		} else {
			g.P("if b, ok = ", fg.rt("AppendMessage"), "(b, ", v, ", depth+1); !ok {")
		}
		g.P("return b, false")
		g.P("}")
	}
}

// decodeMethod writes DecodeMsgpackFast.
func (fg *fileGen) decodeMethod(m *protogen.Message) {
	g := fg.G
	name := m.GoIdent.GoName
	if len(m.Fields) > 0 {
		fg.keyTables(m)
	}
	if bf := fg.blockFields(m); len(bf) > 0 {
		g.P("// fastmsgpackBlock_", name, " holds the messages of ", name, "'s singular message")
		g.P("// fields: one allocation instead of one each.")
		g.P("type fastmsgpackBlock_", name, " struct {")
		for _, f := range bf {
			g.P(f.GoName, " ", f.Message.GoIdent)
		}
		g.P("}")
		g.P()
	}
	g.P("// DecodeMsgpackFast reads the map at d's cursor into x, which must be empty,")
	g.P("// or reports false where the reference decoder might decide otherwise: then")
	g.P("// the caller decodes again with it (see package ", string(runtimePackage), ").")
	g.P("func (x *", m.GoIdent, ") DecodeMsgpackFast(d *", fg.rt("Decoder"), ") bool {")
	g.P("n, ok := d.MapHeader()")
	g.P("if !ok || !d.Enter() {")
	g.P("return false")
	g.P("}")
	if len(m.Fields) == 0 {
		g.P("d.Leave()")
		g.P("return n == 0")
		g.P("}")
		g.P()
		return
	}
	if len(fg.blockFields(m)) > 0 {
		g.P("var blk *fastmsgpackBlock_", name)
	}
	plugin.SeenBits(m).Declare(g)
	if oneofs := plugin.OneofBits(m); oneofs.Bits > 0 {
		oneofs.Declare(g)
	}
	g.P("next := 0")
	g.P("for ; n > 0; n-- {")
	g.P("i := next")
	g.P("if !d.Expect(fastmsgpackKeys_", name, "[next]) {")
	g.P("key, ok := d.Key()")
	g.P("if !ok {")
	g.P("return false")
	g.P("}")
	g.P("i = fastmsgpackField_", name, "(key)")
	g.P("}")
	g.P("next = i + 1")
	g.P("switch i {")
	for i, f := range m.Fields {
		g.P("case ", i, ": // ", f.Desc.JSONName())
		fg.decodeField(m, f, i)
	}
	g.P("default:")
	g.P("return false")
	g.P("}")
	g.P("}")
	g.P("d.Leave()")
	g.P("return true")
	g.P("}")
	g.P()
}

// keyTables writes the keys the decoder expects, in declaration order
// (with NoKey after the last), and the lookup of a key that is not the
// expected one: JSON names, and proto names that are not another field's
// JSON name, as the reference looks them up (plugin.FieldLookup).
func (fg *fileGen) keyTables(m *protogen.Message) {
	g := fg.G
	name := m.GoIdent.GoName
	g.P("// fastmsgpackKeys_", name, " are ", name, "'s keys as the encoder writes them.")
	g.P("var fastmsgpackKeys_", name, " = [...]string{")
	for _, f := range m.Fields {
		g.P(str(f.Desc.JSONName()), ",")
	}
	g.P(fg.rt("NoKey"), ",")
	g.P("}")
	g.P()
	g.P("// fastmsgpackField_", name, " is the index of the field a key names, or -1.")
	plugin.FieldLookup(g, "fastmsgpackField_"+name, m)
}

// blockFields are m's singular message fields outside oneofs whose types
// have fast methods here, when there are two or more: the decoder
// allocates their messages together (see decodeField).
func (fg *fileGen) blockFields(m *protogen.Message) []*protogen.Field {
	var out []*protogen.Field
	for _, f := range m.Fields {
		if !f.Desc.IsList() && !f.Desc.IsMap() && !plugin.InOneof(f) &&
			plugin.ValueOf(f.Desc) == plugin.Message && fg.LocalMessage(f.Message) {
			out = append(out, f)
		}
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// decodeField writes the case body reading field f (index i).
func (fg *fileGen) decodeField(m *protogen.Message, f *protogen.Field, i int) {
	g := fg.G
	fd := f.Desc
	seen := plugin.SeenBits(m)
	g.P("if ", seen.Has(i), " != 0 {")
	g.P("return false")
	g.P("}")
	g.P(seen.Set(i))
	switch {
	case fd.IsMap():
		fg.decodeMap(f)
	case fd.IsList():
		g.P("l, ok := d.ArrayHeader()")
		g.P("if !ok {")
		g.P("return false")
		g.P("}")
		g.P("if l == 0 {")
		g.P("continue")
		g.P("}")
		if plugin.ValueOf(fd) == plugin.Message && fg.LocalMessage(f.Message) {
			g.P("// The elements are one allocation, their pointers another; a single")
			g.P("// element and its pointer share one.")
			g.P("var s []", f.Message.GoIdent)
			g.P("var p []*", f.Message.GoIdent)
			g.P("if l == 1 {")
			g.P("one := new(struct {")
			g.P("p [1]*", f.Message.GoIdent)
			g.P("s [1]", f.Message.GoIdent)
			g.P("})")
			g.P("s, p = one.s[:], one.p[:]")
			g.P("} else {")
			g.P("s, p = make([]", f.Message.GoIdent, ", l), make([]*", f.Message.GoIdent, ", l)")
			g.P("}")
			g.P("for j := range s {")
			g.P("if !s[j].DecodeMsgpackFast(d) {")
			g.P("return false")
			g.P("}")
			g.P("p[j] = &s[j]")
			g.P("}")
			g.P("x.", f.GoName, " = p")
		} else {
			g.P("s := make([]", plugin.GoType(g, f), ", l)")
			g.P("for j := range s {")
			fg.decodeValue(f, "v")
			g.P("s[j] = v")
			g.P("}")
			g.P("x.", f.GoName, " = s")
		}
	case plugin.InOneof(f):
		o, oneofs := slices.Index(plugin.Oneofs(m), f.Oneof), plugin.OneofBits(m)
		g.P("if ", oneofs.Has(o), " != 0 {")
		g.P("return false")
		g.P("}")
		g.P(oneofs.Set(o))
		fg.decodeValue(f, "v")
		g.P("x.", f.Oneof.GoName, " = &", f.GoIdent, "{", f.GoName, ": v}")
	case slices.Contains(fg.blockFields(m), f):
		g.P("if blk == nil {")
		g.P("blk = new(fastmsgpackBlock_", m.GoIdent.GoName, ")")
		g.P("}")
		g.P("v := &blk.", f.GoName)
		g.P("if !v.DecodeMsgpackFast(d) {")
		g.P("return false")
		g.P("}")
		g.P("x.", f.GoName, " = v")
	case plugin.ScalarPointer(f):
		fg.decodeValue(f, "v")
		g.P("x.", f.GoName, " = &v")
	default:
		fg.decodeValue(f, "v")
		g.P("x.", f.GoName, " = v")
	}
}

// decodeValue writes code reading one value of field f (or an element or
// map value) into a new variable v, returning false when it cannot.
func (fg *fileGen) decodeValue(f *protogen.Field, v string) {
	g := fg.G
	switch val := plugin.ValueOf(f.Desc); val {
	case plugin.Enum:
		if fg.LocalEnum(f.Enum) {
			g.P("e, ok := d.Enum(fastmsgpackLookup_", f.Enum.GoIdent.GoName, ")")
		} else {
			g.P("e, ok := d.Enum(", fg.rt("EnumLookup"), "(", f.Enum.GoIdent, "(0).Descriptor()))")
		}
		g.P("if !ok {")
		g.P("return false")
		g.P("}")
		g.P(v, " := ", f.Enum.GoIdent, "(e)")
	case plugin.Message:
		g.P(v, " := new(", f.Message.GoIdent, ")")
		if fg.LocalMessage(f.Message) {
			g.P("if !", v, ".DecodeMsgpackFast(d) {")
		} else {
			g.P("if !d.Message(", v, ") {")
		}
		g.P("return false")
		g.P("}")
	default: // d.Bool(), d.Int32(), …, d.Bytes()
		g.P(v, ", ok := d.", val, "()")
		g.P("if !ok {")
		g.P("return false")
		g.P("}")
	}
}

// decodeMap writes the code reading a map field.
func (fg *fileGen) decodeMap(f *protogen.Field) {
	g := fg.G
	keyField, valField := f.Message.Fields[0], f.Message.Fields[1]
	g.P("l, ok := d.MapHeader()")
	g.P("if !ok {")
	g.P("return false")
	g.P("}")
	g.P("if l == 0 {")
	g.P("continue")
	g.P("}")
	kt := plugin.GoType(g, keyField)
	g.P("mp := make(map[", kt, "]", plugin.GoType(g, valField), ", l)")
	g.P("for ; l > 0; l-- {")
	switch plugin.ValueOf(keyField.Desc) {
	case plugin.String:
		g.P("k, ok := d.StringKey()")
	case plugin.Bool:
		g.P("k, ok := d.BoolKey()")
	case plugin.Int32:
		g.P("k64, ok := d.IntKey(32)")
		g.P("k := ", kt, "(k64)")
	case plugin.Int64:
		g.P("k, ok := d.IntKey(64)")
	case plugin.Uint32:
		g.P("k64, ok := d.UintKey(32)")
		g.P("k := ", kt, "(k64)")
	case plugin.Uint64:
		g.P("k, ok := d.UintKey(64)")
	default:
		panic(fmt.Sprintf("%s: unsupported map key kind %s", keyField.Desc.FullName(), keyField.Desc.Kind()))
	}
	g.P("if !ok {")
	g.P("return false")
	g.P("}")
	g.P("if _, dup := mp[k]; dup {")
	g.P("return false")
	g.P("}")
	fg.decodeValue(valField, "v")
	g.P("mp[k] = v")
	g.P("}")
	g.P("x.", f.GoName, " = mp")
}
