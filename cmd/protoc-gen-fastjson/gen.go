package main

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/cmd/internal/plugin"
	"github.com/polywire/polywire/codec/jsoncodec/fastjson"
)

// Packages the generated code refers to.
const (
	runtimePackage = protogen.GoImportPath("github.com/polywire/polywire/codec/jsoncodec/fastjson")
	strconvPackage = protogen.GoImportPath("strconv")
)

// fileGen writes one *_fastjson.pb.go.
type fileGen struct{ *plugin.File }

// skeleton starts each file. Its header follows plugin.NewFile's: the
// runtime states the rules; it says where they are for a reader.
var skeleton = plugin.Skeleton{
	Plugin: "protoc-gen-fastjson",
	Header: []string{
		"// The methods below write and read the canonical proto3 JSON mapping as",
		"// protojson does, byte for byte without whitespace; see package",
		"// " + string(runtimePackage) + ".",
	},
}

// generateFile writes f's *_fastjson.pb.go, or nothing when f declares no
// message or enum.
func generateFile(gen *protogen.Plugin, f *protogen.File) error {
	file, messages, enums, err := skeleton.Start(gen, f)
	if file == nil {
		return err
	}
	plugin.NoteFallbacks(skeleton.Plugin, "its values are written and read by protojson", gen, messages)
	fg := &fileGen{file}
	for _, e := range enums {
		fg.enumTable(e)
	}
	for _, m := range messages {
		fg.appendMethod(m)
		fg.unmarshalMethod(m)
		fg.decodeMethod(m)
	}
	return nil
}

// rt qualifies a runtime identifier. Messages and enums of other packages
// go through it (fastjson.AppendMessage, Decoder.Message, AppendEnum),
// which calls their fast methods if they have them and protojson otherwise.
func (fg *fileGen) rt(name string) string { return fg.Ident(runtimePackage, name) }

func (fg *fileGen) strconv(name string) string { return fg.Ident(strconvPackage, name) }

// isNullValue reports google.protobuf.NullValue, written as null.
func isNullValue(fd protoreflect.FieldDescriptor) bool {
	return fd.Kind() == protoreflect.EnumKind && fd.Enum().FullName() == "google.protobuf.NullValue"
}

// nullSkips reports whether a JSON null for the field means "not set" (true
// for all but google.protobuf.Value and NullValue, which read null as a
// value).
func nullSkips(fd protoreflect.FieldDescriptor) bool {
	if isNullValue(fd) {
		return false
	}
	return fd.Kind() != protoreflect.MessageKind || fd.Message().FullName() != "google.protobuf.Value"
}

// enumTable writes the name table of a local enum, names as JSON strings.
func (fg *fileGen) enumTable(e *protogen.Enum) {
	plugin.EnumTable{
		Prefix: "fastjson",
		Name:   func(name string) string { return goString(`"` + name + `"`) },
		Number: fg.strconv("AppendInt") + "(b, int64(v), 10)",
	}.Write(fg.G, e)
}

// jsonKey is the member name and colon written before a field's value,
// escaped as protojson escapes names, after a comma.
func jsonKey(name string) string {
	b, err := fastjson.AppendString([]byte(","), name)
	if err != nil {
		panic(fmt.Sprintf("JSON name %q: %v", name, err))
	}
	return string(append(b, ':'))
}

// goString is a Go literal of s, raw where that reads better.
func goString(s string) string {
	if utf8.ValidString(s) && !strings.ContainsAny(s, "`\r") && strconv.CanBackquote(s) {
		return "`" + s + "`"
	}
	return strconv.Quote(s)
}

// presence returns the condition under which protojson writes a singular
// field and the Go expression of its value; for a oneof member the
// condition declares ov.
func (fg *fileGen) presence(f *protogen.Field) (cond, value string) {
	return plugin.Presence(fg.G, f)
}

// appendValue writes code appending the JSON value v of field f (a list
// element or map value when f is repeated or a map's value field); wrap
// turns err into the error to return.
func (fg *fileGen) appendValue(f *protogen.Field, v, wrap string) {
	g := fg.G
	fd := f.Desc
	switch plugin.ValueOf(fd) {
	case plugin.Bool:
		g.P("if ", v, " {")
		g.P(`b = append(b, "true"...)`)
		g.P("} else {")
		g.P(`b = append(b, "false"...)`)
		g.P("}")
	case plugin.Int32:
		g.P("b = ", fg.strconv("AppendInt"), "(b, int64(", v, "), 10)")
	case plugin.Uint32:
		g.P("b = ", fg.strconv("AppendUint"), "(b, uint64(", v, "), 10)")
	case plugin.Int64:
		g.P("b = ", fg.rt("AppendInt64"), "(b, ", v, ")")
	case plugin.Uint64:
		g.P("b = ", fg.rt("AppendUint64"), "(b, ", v, ")")
	case plugin.Float32:
		g.P("b = ", fg.rt("AppendFloat32"), "(b, ", v, ")")
	case plugin.Float64:
		g.P("b = ", fg.rt("AppendFloat64"), "(b, ", v, ")")
	case plugin.String:
		g.P("if b, err = ", fg.rt("AppendString"), "(b, ", v, "); err != nil {")
		g.P("return b, ", wrap)
		g.P("}")
	case plugin.Bytes:
		g.P("b = ", fg.rt("AppendBytes"), "(b, ", v, ")")
	case plugin.Enum:
		switch {
		case isNullValue(fd):
			g.P(`b = append(b, "null"...)`)
		case fg.LocalEnum(f.Enum):
			g.P("b = fastjsonAppend_", f.Enum.GoIdent.GoName, "(b, ", v, ")")
		default:
			g.P("b = ", fg.rt("AppendEnum"), "(b, ", v, ")")
		}
	case plugin.Message:
		if fg.LocalMessage(f.Message) {
			g.P("if b, err = ", v, ".AppendJSONFast(b); err != nil {")
		} else {
			g.P("if b, err = ", fg.rt("AppendMessage"), "(b, ", v, "); err != nil {")
		}
		g.P("return b, ", wrap)
		g.P("}")
	}
}

// needsErr reports whether appending f's values can fail.
func needsErr(f *protogen.Field) bool {
	if f.Desc.IsMap() {
		return needsErr(f.Message.Fields[0]) || needsErr(f.Message.Fields[1])
	}
	v := plugin.ValueOf(f.Desc)
	return v == plugin.String || v == plugin.Message
}

// appendMethod writes AppendJSONFast.
func (fg *fileGen) appendMethod(m *protogen.Message) {
	g := fg.G
	g.P("// AppendJSONFast appends the canonical proto3 JSON of x to b, byte-identical")
	g.P("// to protojson's output with its whitespace removed: fields in declaration")
	g.P("// order under their JSON names, default values left out. A nil x is {}.")
	g.P("func (x *", m.GoIdent, ") AppendJSONFast(b []byte) ([]byte, error) {")
	g.P("if x == nil {")
	g.P("return append(b, '{', '}'), nil")
	g.P("}")
	if len(m.Fields) == 0 {
		g.P("return append(b, '{', '}'), nil")
		g.P("}")
		g.P()
		return
	}
	g.P("// Every member is written after a comma; the first comma becomes the '{'.")
	g.P("start := len(b)")
	for _, f := range m.Fields {
		if needsErr(f) {
			g.P("var err error")
			break
		}
	}
	for _, f := range m.Fields {
		fg.appendField(f)
	}
	g.P("if len(b) == start {")
	g.P("return append(b, '{', '}'), nil")
	g.P("}")
	g.P("b[start] = '{'")
	g.P("return append(b, '}'), nil")
	g.P("}")
	g.P()
}

// appendField writes the code appending one field when protojson would.
func (fg *fileGen) appendField(f *protogen.Field) {
	g := fg.G
	fd := f.Desc
	name := fd.JSONName()
	key := jsonKey(name)
	switch {
	case fd.IsMap():
		fg.appendMap(f)
	case fd.IsList():
		g.P("if len(x.", f.GoName, ") > 0 {")
		g.P("b = append(b, ", goString(key+"["), "...)")
		if isNullValue(fd) { // always null: the value is not read
			g.P("for i := range x.", f.GoName, " {")
		} else {
			g.P("for i, v := range x.", f.GoName, " {")
		}
		g.P("if i > 0 {")
		g.P("b = append(b, ',')")
		g.P("}")
		fg.appendValue(f, "v", fmt.Sprintf("%s(err, %q, i)", fg.rt("Index"), name))
		g.P("}")
		g.P("b = append(b, ']')")
		g.P("}")
	default:
		cond, v := fg.presence(f)
		g.P("if ", cond, " {")
		switch {
		case fd.Kind() == protoreflect.BoolKind && f.Oneof == nil && !fd.HasPresence():
			g.P("b = append(b, ", goString(key+"true"), "...)")
		default:
			g.P("b = append(b, ", goString(key), "...)")
			fg.appendValue(f, v, fmt.Sprintf("%s(err, %q)", fg.rt("Field"), name))
		}
		g.P("}")
	}
}

// appendMap writes a map field, entries in protojson's key order.
func (fg *fileGen) appendMap(f *protogen.Field) {
	g := fg.G
	name := f.Desc.JSONName()
	keyField, valField := f.Message.Fields[0], f.Message.Fields[1]
	wrap := fmt.Sprintf("%s(err, %q, k)", fg.rt("MapKey"), name)
	g.P("if len(x.", f.GoName, ") > 0 {")
	g.P("b = append(b, ", goString(jsonKey(name)+"{"), "...)")
	if keyField.Desc.Kind() == protoreflect.BoolKind {
		g.P("n := 0")
		g.P("for _, k := range [...]bool{false, true} {")
		g.P("v, ok := x.", f.GoName, "[k]")
		if isNullValue(valField.Desc) {
			g.P("_ = v")
		}
		g.P("if !ok {")
		g.P("continue")
		g.P("}")
		g.P("if n > 0 {")
		g.P("b = append(b, ',')")
		g.P("}")
		g.P("n++")
		g.P("if k {")
		g.P(`b = append(b, "\"true\":"...)`)
		g.P("} else {")
		g.P(`b = append(b, "\"false\":"...)`)
		g.P("}")
	} else {
		g.P("for i, k := range ", fg.rt("SortedKeys"), "(x.", f.GoName, ") {")
		g.P("if i > 0 {")
		g.P("b = append(b, ',')")
		g.P("}")
		if keyField.Desc.Kind() == protoreflect.StringKind {
			g.P("if b, err = ", fg.rt("AppendString"), "(b, k); err != nil {")
			g.P("return b, ", fg.rt("Field"), "(err, ", strconv.Quote(name), ")")
			g.P("}")
			g.P("b = append(b, ':')")
		} else {
			g.P("b = ", fg.rt("AppendMapKey"), "(b, k)")
		}
		if !isNullValue(valField.Desc) { // always null: the value is not read
			g.P("v := x.", f.GoName, "[k]")
		}
	}
	fg.appendValue(valField, "v", wrap)
	g.P("}")
	g.P("b = append(b, '}')")
	g.P("}")
}

// unmarshalMethod writes UnmarshalJSONFast.
func (fg *fileGen) unmarshalMethod(m *protogen.Message) {
	g := fg.G
	g.P("// UnmarshalJSONFast resets x and reads it from b, accepting exactly what")
	g.P("// protojson.Unmarshal accepts: JSON or proto field names, null as the default,")
	g.P("// numbers quoted or not, no unknown or repeated fields, nothing after the object.")
	g.P("//")
	g.P("// With alias, strings without escapes point into b instead of being copied:")
	g.P("// b must then stay unmodified, and not be reused, for as long as x (or any")
	g.P("// string taken from it) is in use. Without alias, x shares no memory with b.")
	g.P("func (x *", m.GoIdent, ") UnmarshalJSONFast(b []byte, alias bool) error {")
	g.P("x.Reset()")
	g.P("d := ", fg.rt("NewDecoder"), "(b, alias)")
	g.P("if err := x.DecodeJSONFast(d); err != nil {")
	g.P("return d.Fail(err)")
	g.P("}")
	g.P("return d.End()")
	g.P("}")
	g.P()
}

// decodeMethod writes DecodeJSONFast, with the tables it looks names up in.
func (fg *fileGen) decodeMethod(m *protogen.Message) {
	g := fg.G
	name := m.GoIdent.GoName
	if len(m.Fields) > 0 {
		g.P("// fastjsonNames_", name, " are ", name, "'s members as canonical JSON writes them,")
		g.P("// in field order: what DecodeJSONFast expects next.")
		g.P("var fastjsonNames_", name, " = [...]string{")
		for _, f := range m.Fields {
			g.P(goString(jsonKey(f.Desc.JSONName())[1:]), ",")
		}
		g.P("}")
		g.P()
		g.P("// fastjsonField_", name, " is the index of the field a member name (JSON or proto")
		g.P("// name) denotes, or -1.")
		plugin.FieldLookup(g, "fastjsonField_"+name, m)
	}
	g.P("// DecodeJSONFast reads x's fields from the object at d's cursor into x, which")
	g.P("// must be empty. It is UnmarshalJSONFast's building block, and what other")
	g.P("// generated packages call for fields of this type.")
	g.P("func (x *", m.GoIdent, ") DecodeJSONFast(d *", fg.rt("Decoder"), ") error {")
	g.P("if err := d.ObjectStart(); err != nil {")
	g.P("return err")
	g.P("}")
	if len(m.Fields) == 0 {
		g.P("for first := true; ; first = false {")
		g.P("key, ok, err := d.Key(first)")
		g.P("if err != nil {")
		g.P("return err")
		g.P("}")
		g.P("if !ok {")
		g.P("break")
		g.P("}")
		g.P("return d.Unknown(key)")
		g.P("}")
		g.P("d.ObjectEnd()")
		g.P("return nil")
		g.P("}")
		g.P()
		return
	}
	plugin.SeenBits(m).Declare(g)
	if oneofs := plugin.OneofBits(m); oneofs.Bits > 0 {
		oneofs.Declare(g)
	}
	g.P("next := 0")
	g.P("for first := true; ; first = false {")
	g.P("i, key, ok, err := d.Member(first, fastjsonNames_", name, "[:], next)")
	g.P("if err != nil {")
	g.P("return err")
	g.P("}")
	g.P("if !ok {")
	g.P("break")
	g.P("}")
	g.P("if i < 0 {")
	g.P("i = fastjsonField_", name, "(key)")
	g.P("}")
	g.P("next = i + 1")
	g.P("switch i {")
	for i, f := range m.Fields {
		g.P("case ", i, ": // ", f.Desc.JSONName())
		fg.decodeField(m, f, i)
	}
	g.P("default:")
	g.P("return d.Unknown(key)")
	g.P("}")
	g.P("}")
	g.P("d.ObjectEnd()")
	g.P("return nil")
	g.P("}")
	g.P()
}

// decodeField writes the case body reading field f (index i).
func (fg *fileGen) decodeField(m *protogen.Message, f *protogen.Field, i int) {
	g := fg.G
	fd := f.Desc
	name := fd.JSONName()
	seen := plugin.SeenBits(m)
	g.P("if ", seen.Has(i), " != 0 {")
	g.P("return d.Duplicate(", strconv.Quote(name), ")")
	g.P("}")
	g.P(seen.Set(i))
	if nullSkips(fd) || fd.IsList() || fd.IsMap() {
		g.P("if d.Null() {")
		g.P("continue")
		g.P("}")
	}
	field := fmt.Sprintf("%s(err, %q)", fg.rt("Field"), name)
	switch {
	case fd.IsMap():
		fg.decodeMap(f)
	case fd.IsList():
		g.P("if err := d.ArrayStart(); err != nil {")
		g.P("return ", field)
		g.P("}")
		batch := plugin.ValueOf(fd) == plugin.Message && fg.LocalMessage(f.Message)
		if batch {
			g.P("// Elements are allocated in batches (see ", fg.rt("BatchSize"), ").")
			g.P("var batch []", f.Message.GoIdent)
		}
		g.P("for i := 0; ; i++ {")
		g.P("more, err := d.ArrayNext(i == 0)")
		g.P("if err != nil {")
		g.P("return ", field)
		g.P("}")
		g.P("if !more {")
		g.P("break")
		g.P("}")
		index := fmt.Sprintf("%s(err, %q, i)", fg.rt("Index"), name)
		if batch {
			g.P("if len(batch) == 0 {")
			g.P("batch = make([]", f.Message.GoIdent, ", ", fg.rt("BatchSize"), "(i))")
			g.P("}")
			g.P("v := &batch[0]")
			g.P("batch = batch[1:]")
			g.P("if err := v.DecodeJSONFast(d); err != nil {")
			g.P("return ", index)
			g.P("}")
		} else {
			fg.decodeValue(f, "v", index)
		}
		g.P("x.", f.GoName, " = append(x.", f.GoName, ", v)")
		g.P("}")
	case plugin.InOneof(f):
		o, oneofs := slices.Index(plugin.Oneofs(m), f.Oneof), plugin.OneofBits(m)
		g.P("if ", oneofs.Has(o), " != 0 {")
		g.P("return d.OneofSet(", strconv.Quote(name), ", ", strconv.Quote(string(f.Oneof.Desc.Name())), ")")
		g.P("}")
		g.P(oneofs.Set(o))
		fg.decodeValue(f, "v", field)
		g.P("x.", f.Oneof.GoName, " = &", f.GoIdent, "{", f.GoName, ": v}")
	case plugin.ScalarPointer(f):
		fg.decodeValue(f, "v", field)
		g.P("x.", f.GoName, " = &v")
	case fd.Kind() == protoreflect.BytesKind && !fd.HasPresence():
		fg.decodeValue(f, "v", field)
		g.P("if len(v) > 0 {")
		g.P("x.", f.GoName, " = v")
		g.P("}")
	default:
		fg.decodeValue(f, "v", field)
		g.P("x.", f.GoName, " = v")
	}
}

// decodeValue writes code reading one value of field f (or a list element
// or map value) into a new variable v; wrap turns err into the error to
// return.
func (fg *fileGen) decodeValue(f *protogen.Field, v, wrap string) {
	g := fg.G
	fd := f.Desc
	switch val := plugin.ValueOf(fd); val {
	case plugin.Enum:
		switch {
		case isNullValue(fd):
			g.P("n, err := d.NullValue()")
		case fg.LocalEnum(f.Enum):
			g.P("n, err := d.Enum(fastjsonLookup_", f.Enum.GoIdent.GoName, ")")
		default:
			g.P("n, err := d.Enum(", fg.rt("EnumLookup"), "(", f.Enum.GoIdent, "(0).Descriptor()))")
		}
		g.P("if err != nil {")
		g.P("return ", wrap)
		g.P("}")
		g.P(v, " := ", f.Enum.GoIdent, "(n)")
	case plugin.Message:
		g.P(v, " := new(", f.Message.GoIdent, ")")
		if fg.LocalMessage(f.Message) {
			g.P("if err := ", v, ".DecodeJSONFast(d); err != nil {")
		} else {
			g.P("if err := d.Message(", v, "); err != nil {")
		}
		g.P("return ", wrap)
		g.P("}")
	default: // d.Bool(), d.Int32(), …, d.Bytes()
		g.P(v, ", err := d.", val, "()")
		g.P("if err != nil {")
		g.P("return ", wrap)
		g.P("}")
	}
}

// decodeMap writes the code reading a map field.
func (fg *fileGen) decodeMap(f *protogen.Field) {
	g := fg.G
	name := f.Desc.JSONName()
	keyField, valField := f.Message.Fields[0], f.Message.Fields[1]
	field := fmt.Sprintf("%s(err, %q)", fg.rt("Field"), name)
	g.P("if err := d.MapStart(); err != nil {")
	g.P("return ", field)
	g.P("}")
	g.P("x.", f.GoName, " = map[", fg.goType(keyField), "]", fg.goType(valField), "{}")
	g.P("for first := true; ; first = false {")
	g.P("raw, more, err := d.Key(first)")
	g.P("if err != nil {")
	g.P("return ", field)
	g.P("}")
	g.P("if !more {")
	g.P("break")
	g.P("}")
	switch key := plugin.ValueOf(keyField.Desc); key {
	case plugin.String:
		g.P("k := d.KeyString(raw)")
	case plugin.Bool, plugin.Int32, plugin.Int64, plugin.Uint32, plugin.Uint64:
		g.P("k, err := d.", key, "Key(raw)") // d.BoolKey, d.Int32Key, …
		g.P("if err != nil {")
		g.P("return ", field)
		g.P("}")
	default:
		panic(fmt.Sprintf("%s: unsupported map key kind %s", keyField.Desc.FullName(), keyField.Desc.Kind()))
	}
	g.P("if _, dup := x.", f.GoName, "[k]; dup {")
	g.P("return ", fg.rt("Field"), "(d.DuplicateKey(raw), ", strconv.Quote(name), ")")
	g.P("}")
	fg.decodeValue(valField, "v", fmt.Sprintf("%s(err, %q, k)", fg.rt("MapKey"), name))
	g.P("x.", f.GoName, "[k] = v")
	g.P("}")
}

// goType is the Go type of one value of f (plugin.GoType).
func (fg *fileGen) goType(f *protogen.Field) string { return plugin.GoType(fg.G, f) }
