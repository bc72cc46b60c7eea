package main

import (
	"fmt"
	"slices"
	"strconv"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/cmd/internal/plugin"
	"github.com/polywire/polywire/codec/xmlcodec/fastxml"
)

// Packages the generated code refers to.
const (
	runtimePackage = protogen.GoImportPath("github.com/polywire/polywire/codec/xmlcodec/fastxml")
	strconvPackage = protogen.GoImportPath("strconv")
)

// fileGen writes one *_fastxml.pb.go.
type fileGen struct{ *plugin.File }

// skeleton starts each file. Its header follows plugin.NewFile's: where
// the rules are, for a reader.
var skeleton = plugin.Skeleton{
	Plugin: "protoc-gen-fastxml",
	Header: []string{
		"// The methods below are the fast path of polywire's XML mapping: they write",
		"// the reference's bytes, or read what it reads, or answer false and leave the",
		"// message to it; see package " + string(runtimePackage) + ".",
	},
}

// generateFile writes f's *_fastxml.pb.go, or nothing when f declares no
// message or enum.
func generateFile(gen *protogen.Plugin, f *protogen.File) error {
	file, messages, enums, err := skeleton.Start(gen, f)
	if file == nil {
		return err
	}
	plugin.NoteFallbacks(skeleton.Plugin, "its message, and every message holding it, is written and read by xmlcodec's reference path", gen, messages)
	fg := &fileGen{file}
	for _, e := range enums {
		fg.enumTable(e)
	}
	for _, m := range messages {
		fg.appendMethods(m)
		fg.unmarshalMethod(m)
		fg.decodeMethod(m)
	}
	return nil
}

// rt qualifies a runtime identifier. Messages of other packages go
// through it (fastxml.AppendFields, DecodeFields), which finds their
// methods by interface.
func (fg *fileGen) rt(name string) string { return fg.Ident(runtimePackage, name) }

func (fg *fileGen) strconv(name string) string { return fg.Ident(strconvPackage, name) }

// enumTable writes a local enum's name table: names as XML text (every
// enum name is ASCII without markup).
func (fg *fileGen) enumTable(e *protogen.Enum) {
	plugin.EnumTable{
		Prefix: "fastxml",
		Name:   strconv.Quote,
		Number: fg.strconv("AppendInt") + "(b, int64(v), 10)",
		Bytes:  true,
	}.Write(fg.G, e)
}

// presence returns the condition under which the reference writes a
// singular field (protoreflect's Has) and the Go expression of its value;
// for a oneof member the condition declares ov.
func (fg *fileGen) presence(f *protogen.Field) (cond, value string) {
	return plugin.Presence(fg.G, f)
}

// appendValue writes code appending the content of the element holding
// v, a value of field f (an item of a list, a map's key or value); the
// element is at depth expression elemDepth.
func (fg *fileGen) appendValue(f *protogen.Field, v, elemDepth string) {
	g := fg.G
	switch plugin.ValueOf(f.Desc) {
	case plugin.Bool:
		g.P("b = ", fg.rt("AppendBool"), "(b, ", v, ")")
	case plugin.Int32, plugin.Int64:
		g.P("b = ", fg.strconv("AppendInt"), "(b, int64(", v, "), 10)")
	case plugin.Uint32, plugin.Uint64:
		g.P("b = ", fg.strconv("AppendUint"), "(b, uint64(", v, "), 10)")
	case plugin.Float32:
		g.P("b = ", fg.rt("AppendFloat32"), "(b, ", v, ")")
	case plugin.Float64:
		g.P("b = ", fg.rt("AppendFloat64"), "(b, ", v, ")")
	case plugin.String:
		g.P("if b, err = ", fg.rt("AppendText"), "(b, ", v, "); err != nil {")
		g.P("return b, false")
		g.P("}")
	case plugin.Bytes:
		g.P("b = ", fg.rt("AppendBytes"), "(b, ", v, ")")
	case plugin.Enum:
		if fg.LocalEnum(f.Enum) {
			g.P("b = fastxmlAppend_", f.Enum.GoIdent.GoName, "(b, ", v, ")")
		} else {
			g.P("b = ", fg.rt("AppendEnum"), "(b, ", v, ")")
		}
	case plugin.Message:
		if fg.LocalMessage(f.Message) {
			g.P("if b, ok = ", v, ".AppendXMLFields(b, ", elemDepth, "); !ok {")
		} else {
			g.P("if b, ok = ", fg.rt("AppendFields"), "(b, ", v, ", ", elemDepth, "); !ok {")
		}
		g.P("return b, false")
		g.P("}")
	}
}

// uses reports which of err and ok the append code of f's values declares.
func uses(f *protogen.Field) (err, ok bool) {
	if f.Desc.IsMap() {
		e1, o1 := uses(f.Message.Fields[0])
		e2, o2 := uses(f.Message.Fields[1])
		return e1 || e2, o1 || o2
	}
	switch plugin.ValueOf(f.Desc) {
	case plugin.String:
		return true, false
	case plugin.Message:
		return false, true
	}
	return false, false
}

// appendMethods writes AppendXMLFast and AppendXMLFields.
func (fg *fileGen) appendMethods(m *protogen.Message) {
	g := fg.G
	root := string(m.Desc.Name())
	g.P("// AppendXMLFast appends the XML document of x to b, byte-identical to")
	g.P("// xmlcodec's reference path, and true; or false when it leaves x to the")
	g.P("// reference (b then holds garbage after its original length).")
	g.P("func (x *", m.GoIdent, ") AppendXMLFast(b []byte) ([]byte, bool) {")
	g.P("b = append(b, ", strconv.Quote(fastxml.Header+"<"+root+">"), "...)")
	g.P("b, ok := x.AppendXMLFields(b, 1)")
	g.P("if !ok {")
	g.P("return b, false")
	g.P("}")
	g.P("return append(b, ", strconv.Quote("</"+root+">"), "...), true")
	g.P("}")
	g.P()
	g.P("// AppendXMLFields appends the populated fields of x, whose element is at")
	g.P("// depth, as AppendXMLFast does.")
	g.P("func (x *", m.GoIdent, ") AppendXMLFields(b []byte, depth int) ([]byte, bool) {")
	g.P("if x == nil {")
	g.P("return b, true")
	g.P("}")
	if len(m.Fields) == 0 {
		g.P("return b, true")
		g.P("}")
		g.P()
		return
	}
	g.P("if depth > ", fg.rt("DeepLimit"), " {")
	g.P("return b, false")
	g.P("}")
	needErr, needOk := false, false
	for _, f := range m.Fields {
		e, o := uses(f)
		needErr, needOk = needErr || e, needOk || o
	}
	if needErr {
		g.P("var err error")
	}
	if needOk {
		g.P("var ok bool")
	}
	for _, f := range m.Fields {
		fg.appendField(f)
	}
	if needErr {
		g.P("_ = err")
	}
	if needOk {
		g.P("_ = ok")
	}
	g.P("return b, true")
	g.P("}")
	g.P()
}

// appendField writes the code appending one field when the reference
// would.
func (fg *fileGen) appendField(f *protogen.Field) {
	g := fg.G
	fd := f.Desc
	name := fd.JSONName()
	open, end := strconv.Quote("<"+name+">"), strconv.Quote("</"+name+">")
	if !fastxml.IsName(name) {
		// The reference fails with the field's path.
		switch {
		case fd.IsList() || fd.IsMap():
			g.P("if len(x.", f.GoName, ") > 0 {")
		default:
			cond, _ := fg.presence(f)
			g.P("if ", cond, " {")
		}
		g.P("return b, false")
		g.P("}")
		return
	}
	switch {
	case fd.IsMap():
		fg.appendMap(f)
	case fd.IsList():
		g.P("for _, v := range x.", f.GoName, " {")
		g.P("b = append(b, ", open, "...)")
		fg.appendValue(f, "v", "depth+1")
		g.P("b = append(b, ", end, "...)")
		g.P("}")
	default:
		cond, v := fg.presence(f)
		g.P("if ", cond, " {")
		if fd.Kind() == protoreflect.BoolKind && f.Oneof == nil && !fd.HasPresence() {
			g.P("b = append(b, ", strconv.Quote("<"+name+">true</"+name+">"), "...)")
		} else {
			g.P("b = append(b, ", open, "...)")
			fg.appendValue(f, v, "depth+1")
			g.P("b = append(b, ", end, "...)")
		}
		g.P("}")
	}
}

// appendMap writes a map field, entries sorted by key as the reference
// sorts them.
func (fg *fileGen) appendMap(f *protogen.Field) {
	g := fg.G
	name := f.Desc.JSONName()
	keyField, valField := f.Message.Fields[0], f.Message.Fields[1]
	g.P("if len(x.", f.GoName, ") > 0 {")
	if keyField.Desc.Kind() == protoreflect.BoolKind {
		g.P("for _, k := range [...]bool{false, true} {")
		g.P("v, ok := x.", f.GoName, "[k]")
		g.P("if !ok {")
		g.P("continue")
		g.P("}")
	} else {
		g.P("for _, k := range ", fg.Ident("github.com/polywire/polywire/codec/jsoncodec/fastjson", "SortedKeys"), "(x.", f.GoName, ") {")
		g.P("v := x.", f.GoName, "[k]")
	}
	g.P("b = append(b, ", strconv.Quote("<"+name+"><key>"), "...)")
	fg.appendValue(keyField, "k", "depth+2")
	g.P(`b = append(b, "</key><value>"...)`)
	fg.appendValue(valField, "v", "depth+2")
	g.P("b = append(b, ", strconv.Quote("</value></"+name+">"), "...)")
	g.P("}")
	g.P("}")
}

// unmarshalMethod writes UnmarshalXMLFast.
func (fg *fileGen) unmarshalMethod(m *protogen.Message) {
	g := fg.G
	root := string(m.Desc.Name())
	g.P("// UnmarshalXMLFast resets x and reads the XML document b into it, reporting")
	g.P("// true only when xmlcodec's reference path accepts b and builds an equal")
	g.P("// message; on false, x holds part of b and the caller runs the reference.")
	g.P("// Strings point into a copy of b, never into b.")
	g.P("func (x *", m.GoIdent, ") UnmarshalXMLFast(b []byte) bool {")
	g.P("if x == nil {")
	g.P("return false")
	g.P("}")
	g.P("x.Reset()")
	g.P("d := ", fg.rt("NewDecoder"), "(b)")
	g.P("return d.Root(", strconv.Quote("<"+root+">"), ") && x.DecodeXMLFields(d, 1) && d.Close(", strconv.Quote("</"+root+">"), ") && d.End()")
	g.P("}")
	g.P()
}

// decodeMethod writes DecodeXMLFields.
func (fg *fileGen) decodeMethod(m *protogen.Message) {
	g := fg.G
	g.P("// DecodeXMLFields reads the children of x's element, at depth, up to its end")
	g.P("// tag, into x, which must be empty; see UnmarshalXMLFast.")
	g.P("func (x *", m.GoIdent, ") DecodeXMLFields(d *", fg.rt("Decoder"), ", depth int) bool {")
	g.P("if depth > ", fg.rt("DeepLimit"), " {")
	g.P("return false")
	g.P("}")
	if len(m.Fields) == 0 {
		g.P("name, ok := d.Next()")
		g.P("return ok && name == nil")
		g.P("}")
		g.P()
		return
	}
	singular, oneofs := 0, len(plugin.Oneofs(m))
	for _, f := range m.Fields {
		if !f.Desc.IsList() && !f.Desc.IsMap() {
			singular++
		}
	}
	if singular > 0 {
		g.P("var seen [", (len(m.Fields)+63)/64, "]uint64")
	}
	if oneofs > 0 {
		g.P("var oneofs [", (oneofs+63)/64, "]uint64")
	}
	for _, f := range m.Fields {
		if f.Desc.IsList() && f.Desc.Message() != nil && fg.LocalMessage(f.Message) {
			g.P("// Items of ", f.Desc.JSONName(), " are allocated in batches (", fg.rt("BatchSize"), ").")
			g.P("var batch", f.GoName, " []", f.Message.GoIdent)
		}
	}
	g.P("for {")
	g.P("name, ok := d.Next()")
	g.P("if !ok {")
	g.P("return false")
	g.P("}")
	g.P("if name == nil {")
	g.P("return true")
	g.P("}")
	g.P("switch string(name) {")
	for i, f := range m.Fields {
		if !fastxml.IsName(f.Desc.JSONName()) {
			continue // the default case leaves it to the reference
		}
		g.P("case ", strconv.Quote(f.Desc.JSONName()), ":")
		fg.decodeField(m, f, i)
	}
	g.P("default:")
	g.P("return false")
	g.P("}")
	g.P("}")
	g.P("}")
	g.P()
}

// decodeField writes the case body reading field f (index i).
func (fg *fileGen) decodeField(m *protogen.Message, f *protogen.Field, i int) {
	g := fg.G
	fd := f.Desc
	name := fd.JSONName()
	end := strconv.Quote("</" + name + ">")
	if !fd.IsList() && !fd.IsMap() {
		bit := fmt.Sprintf("seen[%d]&(1<<%d)", i/64, i%64)
		g.P("if ", bit, " != 0 {")
		g.P("return false")
		g.P("}")
		g.P(fmt.Sprintf("seen[%d] |= 1 << %d", i/64, i%64))
	}
	switch {
	case fd.IsMap():
		fg.decodeMap(f, end)
	case fd.IsList():
		if plugin.ValueOf(fd) == plugin.Message && fg.LocalMessage(f.Message) {
			batch := "batch" + f.GoName
			g.P("if len(", batch, ") == 0 {")
			g.P(batch, " = make([]", f.Message.GoIdent, ", ", fg.rt("BatchSize"), "(len(x.", f.GoName, ")))")
			g.P("}")
			g.P("v := &", batch, "[0]")
			g.P(batch, " = ", batch, "[1:]")
			g.P("if !v.DecodeXMLFields(d, depth+1) || !d.Close(", end, ") {")
			g.P("return false")
			g.P("}")
			g.P("x.", f.GoName, " = append(x.", f.GoName, ", v)")
			return
		}
		fg.decodeValue(f, "v", end, "depth+1")
		g.P("x.", f.GoName, " = append(x.", f.GoName, ", v)")
	case plugin.InOneof(f):
		o := slices.Index(plugin.Oneofs(m), f.Oneof)
		obit := fmt.Sprintf("oneofs[%d]&(1<<%d)", o/64, o%64)
		g.P("if ", obit, " != 0 {")
		g.P("return false")
		g.P("}")
		g.P(fmt.Sprintf("oneofs[%d] |= 1 << %d", o/64, o%64))
		fg.decodeValue(f, "v", end, "depth+1")
		g.P("x.", f.Oneof.GoName, " = &", f.GoIdent, "{", f.GoName, ": v}")
	case plugin.ScalarPointer(f):
		fg.decodeValue(f, "v", end, "depth+1")
		g.P("x.", f.GoName, " = &v")
	default:
		fg.decodeValue(f, "v", end, "depth+1")
		g.P("x.", f.GoName, " = v")
	}
}

// decodeValue writes code reading the element content of one value of
// field f (or a list item, map key or value), up to and including the end
// tag end, into a new variable v; the element is at elemDepth.
func (fg *fileGen) decodeValue(f *protogen.Field, v, end, elemDepth string) {
	g := fg.G
	switch val := plugin.ValueOf(f.Desc); val {
	case plugin.Enum:
		if fg.LocalEnum(f.Enum) {
			g.P("n, ok := d.Enum(", end, ", fastxmlLookup_", f.Enum.GoIdent.GoName, ")")
		} else {
			g.P("n, ok := d.Enum(", end, ", ", fg.rt("EnumLookup"), "(", f.Enum.GoIdent, "(0).Descriptor()))")
		}
		g.P("if !ok {")
		g.P("return false")
		g.P("}")
		g.P(v, " := ", f.Enum.GoIdent, "(n)")
	case plugin.Message:
		g.P(v, " := new(", f.Message.GoIdent, ")")
		if fg.LocalMessage(f.Message) {
			g.P("if !", v, ".DecodeXMLFields(d, ", elemDepth, ") || !d.Close(", end, ") {")
		} else {
			g.P("if !", fg.rt("DecodeFields"), "(d, ", v, ", ", elemDepth, ") || !d.Close(", end, ") {")
		}
		g.P("return false")
		g.P("}")
	default: // d.Bool(end), d.Int32(end), …, d.Bytes(end)
		g.P(v, ", ok := d.", val, "(", end, ")")
		g.P("if !ok {")
		g.P("return false")
		g.P("}")
	}
}

// decodeMap writes the code reading one map entry: <key>, then <value>.
func (fg *fileGen) decodeMap(f *protogen.Field, end string) {
	g := fg.G
	keyField, valField := f.Message.Fields[0], f.Message.Fields[1]
	g.P(`if !d.Tag("<key>") {`)
	g.P("return false")
	g.P("}")
	fg.decodeValue(keyField, "k", `"</key>"`, "depth+2")
	g.P(`if !d.Tag("<value>") {`)
	g.P("return false")
	g.P("}")
	fg.decodeValue(valField, "v", `"</value>"`, "depth+2")
	g.P("if !d.Close(", end, ") {")
	g.P("return false")
	g.P("}")
	g.P("if x.", f.GoName, " == nil {")
	g.P("x.", f.GoName, " = map[", plugin.GoType(fg.G, keyField), "]", plugin.GoType(fg.G, valField), "{}")
	g.P("} else if _, dup := x.", f.GoName, "[k]; dup {")
	g.P("return false")
	g.P("}")
	g.P("x.", f.GoName, "[k] = v")
}
