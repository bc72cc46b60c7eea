package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/cmd/internal/plugin"
	"github.com/polywire/polywire/codec/flatcodec/fbschema"
)

// fastflatPath is the runtime's package, where the code of the
// well-known types goes too (generateWellKnown).
const fastflatPath protogen.GoImportPath = "github.com/polywire/polywire/codec/flatcodec/fastflat"

// The packages the generated code uses, by the name it spells them with.
var packages = map[string]protogen.GoImportPath{
	"fastflat": fastflatPath,
	"binary":   "encoding/binary",
	"math":     "math",
	"proto":    "google.golang.org/protobuf/proto",
}

// generatedMethods are the exported methods every message gets; a field
// with one of these Go names would not compile.
var generatedMethods = []string{"MarshalFlatFast", "UnmarshalFlatFast", "DecodeFlatFast"}

// message is one message type of the request, or a map field's entry.
type message struct {
	gm     *protogen.Message
	desc   protoreflect.MessageDescriptor
	name   string // its Go name, the suffix of its functions (flatEnc<name>)
	fields []*field
	// entry marks a map entry: its functions take the key and the value
	// (k, v), and the map they go into.
	entry bool
	// bounded says that no chain of fields from the type comes back to a
	// type on the chain: its messages nest no deeper than a bound, and a
	// value of it can sit in a decoding tree (flatTree<Name>).
	bounded bool
}

// field is one proto field: its FlatBuffers slot (declaration index) and
// its Go struct field.
type field struct {
	gf    *protogen.Field
	desc  protoreflect.FieldDescriptor
	owner *message
	slot  int
	kind  fbschema.Kind
	list  bool
	// msg is the type of a message field, or a map field's entry.
	msg *message
	// oneof is the real oneof f is a member of, if any: the value is in
	// a wrapper struct behind the oneof's interface field.
	oneof *protogen.Oneof
	// optional marks a proto3 optional scalar, string or bytes: written
	// whenever set (a pointer, or bytes, not nil), even to the default.
	optional bool
}

// width is the field's size inside its table.
func (f *field) width() int {
	if f.inline() {
		return f.kind.Width()
	}
	return 4
}

// inline reports whether the field's value lives in the table itself.
func (f *field) inline() bool { return !f.list && f.kind.Scalar() }

// model holds every message type of a request (those of imported files
// too), by full name.
type model map[protoreflect.FullName]*message

// newModel builds the messages of every file of the request.
func newModel(gen *protogen.Plugin) model {
	mod := model{}
	var add func(ms []*protogen.Message)
	add = func(ms []*protogen.Message) {
		for _, gm := range ms {
			mod[gm.Desc.FullName()] = &message{gm: gm, desc: gm.Desc, name: gm.GoIdent.GoName, entry: gm.Desc.IsMapEntry()}
			add(gm.Messages)
		}
	}
	for _, f := range gen.Files {
		add(f.Messages)
	}
	for _, m := range mod {
		for i, gf := range m.gm.Fields {
			fd := gf.Desc
			f := &field{gf: gf, desc: fd, owner: m, slot: i, kind: fbschema.KindOf(fd), list: fd.IsList()}
			if plugin.InOneof(gf) {
				f.oneof = gf.Oneof
			}
			f.optional = f.oneof == nil && !f.list && f.kind != fbschema.Message && fd.HasPresence()
			if fd.Message() != nil {
				f.msg = mod[fd.Message().FullName()]
			}
			m.fields = append(m.fields, f)
		}
	}
	unbounded := map[protoreflect.FullName]bool{}
	done := map[protoreflect.FullName]bool{}
	var path []protoreflect.FullName
	var visit func(md protoreflect.MessageDescriptor)
	visit = func(md protoreflect.MessageDescriptor) {
		name := md.FullName()
		for i, p := range path {
			if p == name { // a cycle: every type on the path reaches it
				for _, q := range path[i:] {
					unbounded[q] = true
				}
				return
			}
		}
		if done[name] {
			if unbounded[name] {
				for _, q := range path {
					unbounded[q] = true
				}
			}
			return
		}
		path = append(path, name)
		fds := md.Fields()
		for i := range fds.Len() {
			if c := fds.Get(i).Message(); c != nil {
				visit(c)
			}
		}
		path = path[:len(path)-1]
		done[name] = true
	}
	for _, m := range mod {
		visit(m.desc)
	}
	for name, m := range mod {
		m.bounded = !unbounded[name]
	}
	return mod
}

// generator writes one _fastflat.pb.go file, or the well-known types'
// code in package fastflat.
type generator struct {
	*plugin.File
	model model
	// runtime is set when the file is package fastflat's code for the
	// well-known types (generateWellKnown): no methods, unqualified
	// runtime names.
	runtime bool
	// local reports whether the functions of a message type are in the
	// file's Go package, so the code calls them directly; others go
	// through the runtime (fastflat's Encoder.Message and
	// Decoder.Message).
	local func(*message) bool
	buf   bytes.Buffer
	err   error
	// fullVtables numbers the different vtables of the file's tables with
	// all their fields (fullTable), by their field entries, in vtables;
	// vtBase is the array variable holding fastflat's numbers of them
	// (VtableID).
	fullVtables map[string]int
	vtables     []string
	vtBase      string
	// imported are the packages the body used, by name.
	imported map[string]bool
}

func newGenerator(file *plugin.File, mod model, vtBase string) *generator {
	return &generator{File: file, model: mod, fullVtables: map[string]int{}, vtBase: vtBase, imported: map[string]bool{}}
}

// generateFile writes f's _fastflat.pb.go: every message gets its
// methods. A field whose message type no code of this run or of the
// runtime handles gets a notice at generation time (plugin.NoteFallbacks):
// its messages go through the runtime, which declines them at run time if
// their type has no generated methods either.
func generateFile(gen *protogen.Plugin, f *protogen.File, mod model) error {
	if ok, err := plugin.Eligible("protoc-gen-fastflat", f); !ok {
		return err
	}
	gms := plugin.Messages(f.Messages)
	if len(gms) == 0 {
		return nil
	}
	if err := plugin.CheckNames(f, gms, generatedMethods); err != nil {
		return err
	}
	plugin.NoteFallbacks("protoc-gen-fastflat", "its message, and every message holding it, is written and read by flatcodec's reference path", gen, gms)
	g := newGenerator(plugin.NewFile(gen, f, "protoc-gen-fastflat"), mod, "flatVtables"+strings.TrimPrefix(f.GoDescriptorIdent.GoName, "File"))
	g.local = func(m *message) bool {
		return m.entry || (plugin.Generated(gen, m.desc.ParentFile()) && m.gm.GoIdent.GoImportPath == f.GoImportPath)
	}
	for _, gm := range gms {
		g.message(mod[gm.Desc.FullName()])
	}
	return g.finish("generate " + f.Desc.Path())
}

// message writes m's methods (outside the runtime) and functions, and
// those of its map fields' entries.
func (g *generator) message(m *message) {
	if !g.runtime {
		g.methods(m)
	}
	g.encoder(m)
	g.tree(m)
	g.decoder(m)
	for _, f := range m.fields {
		if f.kind == fbschema.Map {
			g.encoder(f.msg)
			g.decoder(f.msg)
		}
	}
}

// finish writes the vtable numbers and the body into the file.
func (g *generator) finish(what string) error {
	if len(g.vtables) > 0 {
		g.p("")
		g.p("// %s are fastflat's numbers of the constant vtables of this", g.vtBase)
		g.p("// file's tables with all their fields (see fastflat.VtableID).")
		g.p("var %s = [%d]int{", g.vtBase, len(g.vtables))
		for _, v := range g.vtables {
			g.p("%s,", v)
		}
		g.p("}")
	}
	if g.err != nil {
		return fmt.Errorf("%s: %w", what, g.err)
	}
	g.G.P(g.buf.String())
	return nil
}

var qualifiers = regexp.MustCompile(`\b(fastflat|binary|math|proto)\.`)

// p writes a line of code. The packages it names (fastflat., binary.,
// math., proto.) are imported; goType names the others. In the runtime's
// own file, fastflat's names are unqualified.
func (g *generator) p(format string, args ...any) {
	line := fmt.Sprintf(format, args...)
	if g.runtime {
		line = strings.ReplaceAll(line, "fastflat.", "")
	}
	if !strings.HasPrefix(strings.TrimSpace(line), "//") {
		for _, m := range qualifiers.FindAllStringSubmatch(line, -1) {
			name := m[1]
			if g.imported[name] {
				continue
			}
			g.imported[name] = true
			// Any identifier of the package: it is the import that counts.
			if q := g.Ident(packages[name], "X"); q != name+".X" && g.err == nil {
				g.err = fmt.Errorf("package %s would be imported as %s: the generated code needs the name %s", packages[name], strings.TrimSuffix(q, ".X"), name)
			}
		}
	}
	g.buf.WriteString(line)
	g.buf.WriteByte('\n')
}

// msgType is the Go struct type of m, qualified for the file.
func (g *generator) msgType(m *message) string { return g.G.QualifiedGoIdent(m.gm.GoIdent) }

// goType is the Go type of one value of f (the element of a list, the
// struct of a message, a map's map type), qualified for the file.
func (g *generator) goType(f *field) string {
	switch f.kind {
	case fbschema.Message:
		return g.msgType(f.msg)
	case fbschema.Map:
		return g.mapType(f.msg)
	}
	return plugin.GoType(g.G, f.gf)
}

// access returns the condition under which the reference writes field f
// of the table being written ("" when always) and the Go expression of
// its value, valid inside an if of the condition. A map entry's key is
// always written, and so is its value when it is a message; a oneof
// member that is set and a proto3 optional field that is set are written
// even when they hold the default.
func (g *generator) access(f *field) (cond, val string) {
	if f.owner.entry {
		if f.slot == 0 {
			return "", "k"
		}
		if f.kind == fbschema.Message {
			return "", "v"
		}
		return nonzero(f.kind, "v"), "v"
	}
	x := "m." + f.gf.GoName
	switch {
	case f.oneof != nil:
		return fmt.Sprintf("o, ok := m.%s.(*%s); ok && o != nil", f.oneof.GoName, g.G.QualifiedGoIdent(f.gf.GoIdent)), "o." + f.gf.GoName
	case f.list || f.kind == fbschema.Map:
		return "len(" + x + ") > 0", x
	case f.kind == fbschema.Message:
		return x + " != nil", x
	case f.optional && f.kind == fbschema.Bytes:
		return x + " != nil", x
	case f.optional:
		return x + " != nil", "*" + x
	}
	return nonzero(f.kind, x), x
}

// nonzero is the condition under which proto3 writes the value x of kind
// k: not zero (-0.0 is written), not empty.
func nonzero(k fbschema.Kind, x string) string {
	switch {
	case k == fbschema.String || k == fbschema.Bytes:
		return "len(" + x + ") > 0"
	case k == fbschema.Bool:
		return x
	case k.Width() == 4:
		return bits32(k, x) + " != 0"
	}
	return bits64(k, x) + " != 0"
}

// plain reports whether f is a field without explicit presence, written
// when not the default.
func (f *field) plain() bool { return !f.owner.entry && f.oneof == nil && !f.optional }

// methods writes MarshalFlatFast, UnmarshalFlatFast and DecodeFlatFast,
// the entry points codec/flatcodec and other generated packages find by
// interface.
func (g *generator) methods(m *message) {
	g.p("")
	g.p("// MarshalFlatFast encodes m with e, with maxDepth levels of nesting")
	g.p("// allowed, and returns the offset of its table; ok is false when the")
	g.p("// generated code declines (m nests deeper than maxDepth, or holds a")
	g.p("// message without generated code), and codec/flatcodec's reference")
	g.p("// encoder is to encode m. A nil m is an empty table.")
	g.p("func (m *%s) MarshalFlatFast(e *fastflat.Encoder, maxDepth int) (root int, ok bool) {", m.name)
	g.p("root = flatEnc%s(e, m, maxDepth)", m.name)
	g.p("return root, !e.Declined()")
	g.p("}")
	g.p("")
	g.p("// UnmarshalFlatFast resets m and decodes the FlatBuffers buffer b into it.")
	g.p("// handled is false when m is nil or holds a message without generated")
	g.p("// code; ok is false when the buffer is invalid (m is then partly")
	g.p("// filled, and the reference decoder of codec/flatcodec says why).")
	g.p("func (m *%s) UnmarshalFlatFast(b []byte, o fastflat.DecodeOptions) (handled, ok bool) {", m.name)
	g.p("if m == nil {")
	g.p("return false, false")
	g.p("}")
	g.p("m.Reset()")
	g.p("d := fastflat.NewDecoder(b, o)")
	g.p("t, ok := d.Root()")
	if g.hasTree(m) {
		g.p("ok = ok && flatDec%s(&d, t, m, new(flatTree%s), o.MaxDepth)", m.name, m.name)
	} else {
		g.p("ok = ok && flatDec%s(&d, t, m, o.MaxDepth)", m.name)
	}
	g.p("return !d.Declined(), ok")
	g.p("}")
	g.p("")
	g.p("// DecodeFlatFast decodes the table at t of d's buffer into m, which is")
	g.p("// empty, with depth levels of nesting left for it: the table of a field")
	g.p("// of m's type in a message of another Go package. It reports false")
	g.p("// when the buffer is invalid, or d declines.")
	g.p("func (m *%s) DecodeFlatFast(d *fastflat.Decoder, t, depth int) bool {", m.name)
	if g.hasTree(m) {
		g.p("return flatDec%s(d, t, m, nil, depth)", m.name)
	} else {
		g.p("return flatDec%s(d, t, m, depth)", m.name)
	}
	g.p("}")
}

// encCall is the call encoding the message x of type m with depth levels
// of nesting left.
func (g *generator) encCall(m *message, x, depth string) string {
	if g.local(m) {
		return fmt.Sprintf("flatEnc%s(e, %s, %s)", m.name, x, depth)
	}
	return fmt.Sprintf("e.Message(%s, %s)", x, depth)
}

// encoder writes flatEnc<Name>: the children in declaration order, then
// the table with its widest fields first, as codec/flatcodec's encode.go
// does. A map entry's takes its key and value.
func (g *generator) encoder(m *message) {
	g.p("")
	if m.entry {
		g.p("// flatEnc%s encodes the entry of key k and value v of a map field.", m.name)
		g.p("// depth is the levels of nesting left.")
		g.p("func flatEnc%s(e *fastflat.Encoder, k %s, v %s, depth int) int {", m.name, plugin.GoType(g.G, m.fields[0].gf), plugin.GoType(g.G, m.fields[1].gf))
		g.p("if depth < 1 {")
		g.p("return e.Decline()")
		g.p("}")
	} else {
		g.p("// flatEnc%s encodes %s.", m.name, m.desc.FullName())
		g.p("// depth is the levels of nesting left; nil is an empty table.")
		g.p("func flatEnc%s(e *fastflat.Encoder, m *%s, depth int) int {", m.name, g.msgType(m))
		g.p("if depth < 1 {")
		g.p("return e.Decline()")
		g.p("}")
		g.p("if m == nil {")
		g.p("return e.EmptyTable()")
		g.p("}")
	}
	var children []*field
	for _, f := range m.fields {
		if !f.inline() {
			children = append(children, f)
		}
	}
	if len(children) > 0 {
		names := make([]string, len(children))
		for i, f := range children {
			names[i] = fmt.Sprintf("c%d", f.slot)
		}
		g.p("var %s int", strings.Join(names, ", "))
	}
	// Singular strings without presence next to each other are written
	// in local variables after one reservation for them all; the last run
	// shares its reservation with the table.
	var run []*field
	reserveRun := func(extra int) {
		parts := []string{}
		for _, f := range run {
			_, val := g.access(f)
			parts = append(parts, fmt.Sprintf("len(%s)", val))
		}
		parts = append(parts, strconv.Itoa(8*len(run)+extra))
		g.p("buf, h = e.Reserve(%s)", strings.Join(parts, " + "))
		for _, f := range run {
			cond, val := g.access(f)
			if cond == "" {
				g.p("{")
				g.p("n := len(%s)", val)
			} else {
				g.p("if n := len(%s); n > 0 {", val)
			}
			g.putStr(val, cond == "")
			g.p("c%d = len(buf) - h", f.slot)
			g.p("}")
		}
		run = nil
	}
	g.p("var buf []byte")
	g.p("var h int")
	for _, f := range children {
		cond, val := g.access(f)
		if !f.list && f.kind == fbschema.String && (f.plain() || f.owner.entry) {
			run = append(run, f)
			continue
		}
		if len(run) > 0 {
			reserveRun(0)
			g.p("e.SetHead(h)")
		}
		if cond != "" {
			g.p("if %s {", cond)
		}
		g.child(f, val)
		if cond != "" {
			g.p("}")
		}
	}
	// The table: worst-case padding before the 8-byte fields (7) and the
	// soffset (3), the fields, the soffset, the vtable and 8 bytes the
	// padding stores may touch.
	reserve := 7 + 3 + 4 + 2*(len(m.fields)+2) + 8
	for _, f := range m.fields {
		reserve += f.width()
	}
	reserveRun(reserve)
	g.p("objectEnd := len(buf) - h")
	if len(m.fields) == 0 {
		g.p("return e.TableEnd(objectEnd, h, nil)")
		g.p("}")
		return
	}
	if g.fullTable(m) {
		g.p("}")
		return
	}
	g.p("var vt [%d]int", len(m.fields))
	for _, f := range writeOrder(m) {
		cond, val := g.access(f)
		w := f.width()
		switch {
		case !f.inline():
			if cond != "" {
				g.p("if c%d != 0 {", f.slot)
			}
			g.p("h = fastflat.PutOffset(buf, h, c%d)", f.slot)
		case f.plain() && w == 1:
			g.p("if %s {", cond)
			g.p("h--")
			g.p("buf[h] = 1")
		case f.plain() && w == 4:
			g.p("if v := %s; v != 0 {", bits32(f.kind, val))
			g.p("h = fastflat.Put4(buf, h, v)")
		case f.plain():
			g.p("if v := %s; v != 0 {", bits64(f.kind, val))
			g.p("h = fastflat.Put8(buf, h, v)")
			g.p("e.Align8()")
		default:
			if cond != "" {
				g.p("if %s {", cond)
			}
			switch w {
			case 1:
				g.p("h--")
				g.p("buf[h] = fastflat.Byte(%s)", val)
			case 4:
				g.p("h = fastflat.Put4(buf, h, %s)", bits32(f.kind, val))
			default:
				g.p("h = fastflat.Put8(buf, h, %s)", bits64(f.kind, val))
				g.p("e.Align8()")
			}
		}
		g.p("vt[%d] = len(buf) - h", f.slot)
		if cond != "" {
			g.p("}")
		}
	}
	g.p("return e.TableEnd(objectEnd, h, vt[:])")
	g.p("}")
}

// child writes the code building the out-of-line data of field f, of
// value x, into c<slot>, under the condition that it is written.
func (g *generator) child(f *field, x string) {
	c := fmt.Sprintf("c%d", f.slot)
	switch {
	case f.kind == fbschema.Map:
		g.mapEntries(f, x, c)
	case f.list && f.kind.Scalar():
		g.scalarVector(f, x, c)
	case f.list:
		g.p("base := e.Mark()")
		g.p("for _, v := range %s {", x)
		switch f.kind {
		case fbschema.String:
			g.p("e.Push(e.Str(v))")
		case fbschema.Bytes:
			g.p("e.Push(e.BytesItem(v, depth-1))")
		default:
			g.p("e.Push(%s)", g.encCall(f.msg, "v", "depth-1"))
		}
		g.p("}")
		g.p("%s = e.OffsetVector(base)", c)
	case f.kind == fbschema.String:
		g.p("%s = e.Str(%s)", c, x)
	case f.kind == fbschema.Bytes:
		g.p("%s = e.ByteVector(%s)", c, x)
	default:
		g.p("%s = %s", c, g.encCall(f.msg, x, "depth-1"))
	}
}

// mapEntries writes the code encoding the non-empty map x of field f, as
// the vector of its entry tables sorted by key, into c.
func (g *generator) mapEntries(f *field, x, c string) {
	entry := f.msg
	g.p("base := e.Mark()")
	switch entry.fields[0].kind {
	case fbschema.String:
		g.p("keys, mark := fastflat.SortedStringKeys(e, %s)", x)
		g.p("for _, k := range keys {")
		g.p("e.Push(flatEnc%s(e, k, %s[k], depth-1))", entry.name, x)
		g.p("}")
		g.p("e.PopStringKeys(mark)")
	case fbschema.Bool:
		g.p("for _, k := range [2]bool{false, true} {")
		g.p("if v, ok := %s[k]; ok {", x)
		g.p("e.Push(flatEnc%s(e, k, v, depth-1))", entry.name)
		g.p("}")
		g.p("}")
	default:
		g.p("for _, k := range fastflat.SortedKeys(%s) {", x)
		g.p("e.Push(flatEnc%s(e, k, %s[k], depth-1))", entry.name, x)
		g.p("}")
	}
	g.p("%s = e.OffsetVector(base)", c)
}

// scalarVector writes the code encoding the non-empty list of scalars x
// of f into c: StartVector, the elements, EndVector.
func (g *generator) scalarVector(f *field, x, c string) {
	w := f.kind.Width()
	g.p("vb, at, off := e.ScalarVector(len(%s), %d)", x, w)
	g.p("for i, v := range %s {", x)
	switch w {
	case 1:
		g.p("vb[at+i] = fastflat.Byte(v)")
	case 4:
		g.p("binary.LittleEndian.PutUint32(vb[at+4*i:], %s)", bits32(f.kind, "v"))
	default:
		g.p("binary.LittleEndian.PutUint64(vb[at+8*i:], %s)", bits64(f.kind, "v"))
	}
	g.p("}")
	g.p("%s = off", c)
}

// putStr writes the code of fastflat.PutStr for the string x, of length n
// (not 0 unless mayBeEmpty), inline: the copy of a short string is then
// two loads and two stores after a branch that depends on this string
// only, which the CPU predicts, where the branches in memmove depend on
// every string's length.
func (g *generator) putStr(x string, mayBeEmpty bool) {
	g.p("binary.LittleEndian.PutUint32(buf[h-4:], 0) // padding and terminator")
	g.p("h -= (h-len(buf)-n-1)&3 + 1 + n")
	g.p("switch s, d := %s, buf[h:h+n]; {", x)
	g.p("case n > 16:")
	g.p("copy(d, s)")
	g.p("case n >= 8:")
	g.p("binary.LittleEndian.PutUint64(d, fastflat.LE64(s))")
	g.p("binary.LittleEndian.PutUint64(d[n-8:], fastflat.LE64(s[n-8:]))")
	g.p("case n >= 4:")
	g.p("binary.LittleEndian.PutUint32(d, fastflat.LE32(s))")
	g.p("binary.LittleEndian.PutUint32(d[n-4:], fastflat.LE32(s[n-4:]))")
	if mayBeEmpty {
		g.p("case n > 0:")
	} else {
		g.p("default:")
	}
	g.p("d[0], d[n/2], d[n-1] = s[0], s[n/2], s[n-1]")
	g.p("}")
	g.p("h -= 4")
	g.p("binary.LittleEndian.PutUint32(buf[h:], uint32(n))")
}

// writeOrder is m's fields in the order the table writes them: widest
// first, then by declaration.
func writeOrder(m *message) []*field {
	var out []*field
	for _, w := range []int{8, 4, 2, 1} {
		for _, f := range m.fields {
			if f.width() == w {
				out = append(out, f)
			}
		}
	}
	return out
}

// fullTable writes the table of a message whose every field is present
// without a test per field: with them all, the layout of the table is
// known here. The first field is aligned to its width (the padding before
// it is the only part that varies), the others follow without padding,
// widest first, then the soffset, aligned to 4 after the bools; so the
// vtable is a constant, numbered among the constant vtables of the file's
// messages (fullVtables), which TableEndFull finds by its number or
// writes. Tables of bools only, whose soffset padding depends on where
// they start, tables without fields and tables with oneofs (whose members
// are never all present) take the general path. (Measured on seed 003's
// document, whose tables all have all their fields: 340 ns to 260.) It
// reports whether the table always has all its fields (a map entry of a
// string and a message), so nothing is to follow.
func (g *generator) fullTable(m *message) bool {
	order := writeOrder(m)
	if len(order) == 0 || order[0].width() < 4 {
		return false
	}
	for _, f := range m.fields {
		if f.oneof != nil {
			return false
		}
	}
	// end[f] is the distance of field f's first byte from the end of the
	// first field (after the padding before it); size is the table's from
	// there to its soffset's first byte.
	end := map[*field]int{}
	size, bools := 0, 0
	for _, f := range order {
		size += f.width()
		end[f] = size
		if f.width() == 1 {
			bools++
		}
	}
	size += (4 - size%4) % 4
	size += 4
	var conds []string
	for _, f := range m.fields {
		cond, _ := g.access(f)
		switch {
		case cond == "":
		case !f.inline():
			conds = append(conds, fmt.Sprintf("c%d != 0", f.slot))
		default:
			conds = append(conds, cond)
		}
	}
	if len(conds) > 0 {
		g.p("if %s {", strings.Join(conds, " && "))
	}
	if order[0].width() == 8 {
		g.p("binary.LittleEndian.PutUint64(buf[h-8:], 0) // padding")
		g.p("h -= (h-len(buf))&7 + %d", size)
		g.p("e.Align8()")
	} else {
		g.p("binary.LittleEndian.PutUint32(buf[h-4:], 0) // padding")
		g.p("h -= (h-len(buf))&3 + %d", size)
	}
	g.p("t := (*[%d]byte)(buf[h:])", size)
	for _, f := range order {
		if !f.inline() {
			g.p("obj := len(buf) - h")
			break
		}
	}
	if bools > 0 {
		g.p("binary.LittleEndian.PutUint32(t[4:], 0) // padding")
	}
	// The vtable: its size, then the table's (set by TableEndFull), then
	// each field's distance from the soffset.
	vtable := make([]byte, 2*(len(m.fields)+2))
	binary.LittleEndian.PutUint16(vtable, uint16(len(vtable)))
	for _, f := range order {
		pos := size - end[f]
		binary.LittleEndian.PutUint16(vtable[4+2*f.slot:], uint16(pos))
		_, val := g.access(f)
		switch {
		case !f.inline():
			g.p("binary.LittleEndian.PutUint32(t[%d:], uint32(obj-%d-c%d))", pos, pos, f.slot)
		case f.kind == fbschema.Bool && f.plain():
			g.p("t[%d] = 1", pos)
		case f.kind == fbschema.Bool:
			g.p("t[%d] = fastflat.Byte(%s)", pos, val)
		case f.width() == 4:
			g.p("binary.LittleEndian.PutUint32(t[%d:], %s)", pos, bits32(f.kind, val))
		default:
			g.p("binary.LittleEndian.PutUint64(t[%d:], %s)", pos, bits64(f.kind, val))
		}
	}
	var key [8]byte
	copy(key[:], vtable)
	tail := ""
	if len(vtable) > 8 {
		tail = string(vtable[8:])
	}
	args := fmt.Sprintf("%#x, %q", binary.LittleEndian.Uint64(key[:]), tail)
	id, ok := g.fullVtables[string(vtable)]
	if !ok {
		id = len(g.fullVtables)
		g.fullVtables[string(vtable)] = id
		g.vtables = append(g.vtables, "fastflat.VtableID("+args+")")
	}
	g.p("return e.TableEndFull(objectEnd, h, %s[%d], %s)", g.vtBase, id, args)
	if len(conds) > 0 {
		g.p("}")
	}
	return len(conds) == 0
}

// bits32 is the expression of the 4-byte little-endian value of x; zero
// exactly when proto3 leaves the field out (-0.0 is written). A float goes
// through float64 as in the reference encoder (see fastflat.F32Bits).
func bits32(k fbschema.Kind, x string) string {
	switch k {
	case fbschema.Float:
		return "fastflat.F32Bits(" + x + ")"
	default:
		return "uint32(" + x + ")"
	}
}

func bits64(k fbschema.Kind, x string) string {
	switch k {
	case fbschema.Double:
		return "math.Float64bits(" + x + ")"
	default:
		return "uint64(" + x + ")"
	}
}

// scalarRead is the expression reading a value of f's fbschema.Kind at position p.
func (g *generator) scalarRead(f *field, p string) string {
	switch f.kind {
	case fbschema.Bool:
		return "buf[" + p + "] != 0"
	case fbschema.Int32:
		return "int32(fastflat.U32(buf, " + p + "))"
	case fbschema.Enum:
		return g.goType(f) + "(int32(fastflat.U32(buf, " + p + ")))"
	case fbschema.Uint32:
		return "fastflat.U32(buf, " + p + ")"
	case fbschema.Int64:
		return "int64(fastflat.U64(buf, " + p + "))"
	case fbschema.Uint64:
		return "fastflat.U64(buf, " + p + ")"
	case fbschema.Float:
		return "fastflat.F32(buf, " + p + ")"
	default: // fbschema.Double
		return "fastflat.F64(buf, " + p + ")"
	}
}

// inTree reports whether the message of field f of a root message is in
// the root's decoding tree: a singular message field (not a oneof member)
// whose type is bounded. Outside the runtime only: the well-known types'
// messages are never roots there.
func (g *generator) inTree(f *field) bool {
	return !g.runtime && !f.owner.entry && f.kind == fbschema.Message && !f.list && f.oneof == nil && f.msg.bounded
}

// subtree reports whether the tree of a root holding field f (inTree)
// holds the tree of f's message too: a type whose functions are here.
func (g *generator) subtree(f *field) bool { return g.local(f.msg) && g.hasTree(f.msg) }

// hasTree reports whether m has fields in a decoding tree, whose messages
// a root message of type m allocates at once, in a flatTree<Name>.
func (g *generator) hasTree(m *message) bool {
	for _, f := range m.fields {
		if g.inTree(f) {
			return true
		}
	}
	return false
}

// tree writes flatTree<Name>: a struct holding one message for each
// singular message field of m of a bounded type, and their trees, so a
// root message's whole tree of singular messages (seed 003's document has
// eight) is one allocation instead of one each. Only the root has one: a
// table reached through a vector, a map, a oneof or a recursive type
// allocates its messages one by one, so that a hostile buffer (a million
// vector slots pointing at one small table) does not make the decoder
// allocate more than the reference decoder would.
func (g *generator) tree(m *message) {
	if !g.hasTree(m) {
		return
	}
	g.p("")
	g.p("// flatTree%s holds the messages of the singular message fields of a", m.name)
	g.p("// root %s, allocated at once.", m.desc.FullName())
	g.p("type flatTree%s struct {", m.name)
	for _, f := range m.fields {
		if !g.inTree(f) {
			continue
		}
		g.p("f%d %s", f.slot, g.goType(f))
		if g.subtree(f) {
			g.p("f%dTree flatTree%s", f.slot, f.msg.name)
		}
	}
	g.p("}")
}

// decCall is the call decoding the table at t into the message x of type
// m, with depth levels of nesting left and the tree tree ("" when m has
// none here).
func (g *generator) decCall(m *message, x, tree, depth string) string {
	if !g.local(m) {
		return fmt.Sprintf("d.Message(t, %s, %s)", x, depth)
	}
	if g.hasTree(m) {
		if tree == "" {
			tree = "nil"
		}
		return fmt.Sprintf("flatDec%s(d, t, %s, %s, %s)", m.name, x, tree, depth)
	}
	return fmt.Sprintf("flatDec%s(d, t, %s, %s)", m.name, x, depth)
}

// decoder writes flatDec<Name>: each field in declaration order, with the
// checks of codec/flatcodec's decode.go. A map entry's stores the entry
// into the map mm.
func (g *generator) decoder(m *message) {
	g.p("")
	switch {
	case m.entry:
		g.p("// flatDec%s decodes the map entry at t into mm: a missing key or", m.name)
		g.p("// value is the zero one (an empty message), and the last of equal keys")
		g.p("// wins. depth is the levels of nesting left.")
		g.p("func flatDec%s(d *fastflat.Decoder, t int, mm %s, depth int) bool {", m.name, g.mapType(m))
	case g.hasTree(m):
		g.p("// flatDec%s decodes the table at t into m (zero) as %s.", m.name, m.desc.FullName())
		g.p("// depth is the levels of nesting left. The messages of its singular")
		g.p("// message fields are those of tr, or new ones if tr is nil.")
		g.p("func flatDec%s(d *fastflat.Decoder, t int, m *%s, tr *flatTree%s, depth int) bool {", m.name, g.msgType(m), m.name)
	default:
		g.p("// flatDec%s decodes the table at t into m (zero) as %s.", m.name, m.desc.FullName())
		g.p("// depth is the levels of nesting left.")
		g.p("func flatDec%s(d *fastflat.Decoder, t int, m *%s, depth int) bool {", m.name, g.msgType(m))
	}
	g.p("h, ok := d.Open(t, depth)")
	g.p("if !ok {")
	g.p("return false")
	g.p("}")
	if len(m.fields) == 0 {
		g.p("_ = h")
	} else {
		g.p("buf := d.Bytes()")
	}
	if m.entry {
		g.p("var k %s", plugin.GoType(g.G, m.fields[0].gf))
		if v := m.fields[1]; v.kind == fbschema.Message {
			g.p("v := new(%s)", g.goType(v))
		} else {
			g.p("var v %s", plugin.GoType(g.G, v.gf))
		}
	}
	for _, f := range m.fields {
		g.p("if p := h.At(buf, %d, %d); p != 0 {", f.slot, f.width())
		g.p("if p < 0 {")
		g.p("return false")
		g.p("}")
		if f.oneof != nil && len(f.oneof.Fields) > 1 {
			// Two members of one oneof: the reference's error.
			g.p("if m.%s != nil {", f.oneof.GoName)
			g.p("return false")
			g.p("}")
		}
		g.store(f, g.read(f))
		g.p("}")
	}
	if m.entry {
		g.p("mm[k] = v")
	}
	g.p("return true")
	g.p("}")
}

// mapType is the Go type of the maps of entry.
func (g *generator) mapType(entry *message) string {
	return fmt.Sprintf("map[%s]%s", plugin.GoType(g.G, entry.fields[0].gf), plugin.GoType(g.G, entry.fields[1].gf))
}

// read writes the code reading the value of field f at p (present,
// inside the buffer) and returns the expression of the value read: a
// variable, or a scalar's read.
func (g *generator) read(f *field) string {
	switch {
	case f.kind == fbschema.Map:
		g.p("v, n, ok := d.TableVector(p)")
		g.p("if !ok {")
		g.p("return false")
		g.p("}")
		g.p("mm := make(%s, d.MapSize(n))", g.goType(f))
		g.p("for i := range n {")
		g.p("t, ok := d.Deref(v + 4 + 4*i)")
		g.p("if !ok || !flatDec%s(d, t, mm, depth-1) {", f.msg.name)
		g.p("return false")
		g.p("}")
		g.p("}")
		return "mm"
	case f.list && f.kind == fbschema.Message:
		g.p("v, n, ok := d.TableVector(p)")
		g.p("if !ok {")
		g.p("return false")
		g.p("}")
		g.p("items, list := fastflat.MakeList[%s](n)", g.goType(f))
		g.p("for i := range items {")
		g.p("t, ok := d.Deref(v + 4 + 4*i)")
		g.p("if !ok || !%s {", g.decCall(f.msg, "&items[i]", "", "depth-1"))
		g.p("return false")
		g.p("}")
		g.p("list[i] = &items[i]")
		g.p("}")
		return "list"
	case f.list && f.kind == fbschema.Bytes:
		g.p("v, n, ok := d.TableVector(p)")
		g.p("if !ok {")
		g.p("return false")
		g.p("}")
		g.p("list := make([][]byte, n)")
		g.p("for i := range list {")
		g.p("t, ok := d.Deref(v + 4 + 4*i)")
		g.p("if !ok {")
		g.p("return false")
		g.p("}")
		g.p("if list[i], ok = d.BytesItem(t, depth-1); !ok {")
		g.p("return false")
		g.p("}")
		g.p("}")
		return "list"
	case f.list && f.kind.Scalar():
		w := f.kind.Width()
		g.p("v, n, ok := d.ScalarVector(p, %d)", w)
		g.p("if !ok {")
		g.p("return false")
		g.p("}")
		g.p("list := make([]%s, n)", g.goType(f))
		g.p("for i := range list {")
		g.p("list[i] = %s", g.scalarRead(f, fmt.Sprintf("v+4+%d*i", w)))
		g.p("}")
		return "list"
	case f.list: // strings
		g.p("v, n, ok := d.Vector(p, 4)")
		g.p("if !ok {")
		g.p("return false")
		g.p("}")
		g.p("list := make([]string, n)")
		g.p("for i := range list {")
		g.p("if list[i], ok = d.Str(v + 4 + 4*i); !ok {")
		g.p("return false")
		g.p("}")
		g.p("}")
		return "list"
	case f.kind == fbschema.String:
		g.p("s, ok := d.Str(p)")
		g.p("if !ok {")
		g.p("return false")
		g.p("}")
		return "s"
	case f.kind == fbschema.Bytes:
		g.p("b, ok := d.ByteVector(p)")
		g.p("if !ok {")
		g.p("return false")
		g.p("}")
		return "b"
	case f.kind == fbschema.Message:
		g.p("t, ok := d.Deref(p)")
		g.p("if !ok {")
		g.p("return false")
		g.p("}")
		x, tree := "x", ""
		switch {
		case f.owner.entry: // into v, made before
			x = "v"
		case g.inTree(f):
			g.p("var x *%s", g.goType(f))
			if g.subtree(f) {
				g.p("var xt *flatTree%s", f.msg.name)
				g.p("if tr != nil {")
				g.p("x, xt = &tr.f%d, &tr.f%dTree", f.slot, f.slot)
				tree = "xt"
			} else {
				g.p("if tr != nil {")
				g.p("x = &tr.f%d", f.slot)
			}
			g.p("} else {")
			g.p("x = new(%s)", g.goType(f))
			g.p("}")
		default:
			g.p("x := new(%s)", g.goType(f))
		}
		g.p("if !%s {", g.decCall(f.msg, x, tree, "depth-1"))
		g.p("return false")
		g.p("}")
		return x
	}
	return g.scalarRead(f, "p")
}

// store writes the code storing the value x read for field f.
func (g *generator) store(f *field, x string) {
	switch {
	case f.owner.entry && f.slot == 0:
		g.p("k = %s", x)
	case f.owner.entry:
		if f.kind != fbschema.Message { // else x is v
			g.p("v = %s", x)
		}
	case f.oneof != nil:
		g.p("m.%s = &%s{%s: %s}", f.oneof.GoName, g.G.QualifiedGoIdent(f.gf.GoIdent), f.gf.GoName, x)
	case f.optional && f.kind != fbschema.Bytes:
		if f.inline() {
			g.p("x := %s", x)
			x = "x"
		}
		g.p("m.%s = &%s", f.gf.GoName, x)
	default:
		g.p("m.%s = %s", f.gf.GoName, x)
	}
}
