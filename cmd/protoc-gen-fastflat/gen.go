package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/cmd/internal/plugin"
	"github.com/polywire/polywire/codec/flatcodec/fbschema"
)

// The packages the generated code uses, by the name it spells them with.
var packages = map[string]protogen.GoImportPath{
	"fastflat": "github.com/polywire/polywire/codec/flatcodec/fastflat",
	"binary":   "encoding/binary",
	"math":     "math",
}

// generatedMethods are the exported methods every message with a fast
// path gets; a field with one of these Go names would not compile.
var generatedMethods = []string{"MarshalFlatFast", "UnmarshalFlatFast"}

// message is one message type of the request.
type message struct {
	gm     *protogen.Message
	desc   protoreflect.MessageDescriptor
	name   string // its Go name, the suffix of its functions (flatEnc<name>)
	fields []*field
	depth  int // deepest nesting of tables from this one, itself being 1
	// skip says why the message has no fast path ("" if it has one).
	skip string
}

// field is one proto field: its FlatBuffers slot (declaration index) and
// its Go struct field.
type field struct {
	gf     *protogen.Field
	desc   protoreflect.FieldDescriptor
	slot   int
	goName string
	kind   fbschema.Kind
	list   bool
	msg    *message
}

// width is the field's size inside its table.
func (f *field) width() int {
	if f.list || !f.kind.Scalar() {
		return 4
	}
	return f.kind.Width()
}

// analyze builds the messages of every file the request generates and
// decides which have a fast path: those whose own fields the generated
// code handles and whose message fields are of types with a fast path in
// the same Go package (the generated functions call each other), with a
// bounded depth.
func analyze(gen *protogen.Plugin) map[protoreflect.FullName]*message {
	byName := map[protoreflect.FullName]*message{}
	pkgOf := map[protoreflect.FullName]protogen.GoImportPath{}
	var all []*message
	for _, f := range gen.Files {
		if !f.Generate {
			continue
		}
		for _, gm := range plugin.Messages(f.Messages) {
			m := &message{gm: gm, desc: gm.Desc, name: gm.GoIdent.GoName}
			byName[gm.Desc.FullName()] = m
			pkgOf[gm.Desc.FullName()] = f.GoImportPath
			all = append(all, m)
		}
	}
	for _, m := range all {
		m.skip = resolve(m, byName, pkgOf[m.desc.FullName()], pkgOf)
	}
	// A message reaching one without a fast path has none either.
	for changed := true; changed; {
		changed = false
		for _, m := range all {
			if m.skip != "" {
				continue
			}
			for _, f := range m.fields {
				if f.msg != nil && f.msg.skip != "" {
					m.skip = fmt.Sprintf("field %s: message %s has no fast path", f.desc.Name(), f.msg.desc.FullName())
					changed = true
					break
				}
			}
		}
	}
	for _, m := range all {
		if m.skip == "" {
			if _, err := depth(m, nil); err != nil {
				m.skip = err.Error()
			}
		}
	}
	return byName
}

// resolve finds the fields of m and returns why the generated code cannot
// handle them, if it cannot: fields with explicit presence, oneofs, maps
// and repeated bytes stay with the descriptor-driven path, as do message
// fields of other Go packages.
func resolve(m *message, byName map[protoreflect.FullName]*message, pkg protogen.GoImportPath, pkgOf map[protoreflect.FullName]protogen.GoImportPath) string {
	for i, gf := range m.gm.Fields {
		fd := gf.Desc
		switch {
		case fd.IsMap():
			return fmt.Sprintf("field %s: map fields are not supported", fd.Name())
		case plugin.InOneof(gf):
			return fmt.Sprintf("field %s: oneofs are not supported", fd.Name())
		case !fd.IsList() && fd.Message() == nil && fd.HasPresence():
			return fmt.Sprintf("field %s: fields with explicit presence are not supported", fd.Name())
		case fd.IsList() && fd.Kind() == protoreflect.BytesKind:
			// A vector of item tables (fbschema), which the generated
			// code does not write yet.
			return fmt.Sprintf("field %s: repeated bytes fields are not supported", fd.Name())
		}
		f := &field{gf: gf, desc: fd, slot: i, goName: gf.GoName, list: fd.IsList(), kind: fbschema.KindOf(fd)}
		if f.kind == fbschema.Message {
			name := fd.Message().FullName()
			if f.msg = byName[name]; f.msg == nil || pkgOf[name] != pkg {
				return fmt.Sprintf("field %s: message %s is not generated in this Go package", fd.Name(), name)
			}
		}
		m.fields = append(m.fields, f)
	}
	return ""
}

// depth sets m.depth, the deepest nesting below and including m, which
// bounds the depth of any message of type m statically; the fast path is
// used when it is within the codec's MaxDepth. Recursive types have no
// bound and are refused.
func depth(m *message, path []*message) (int, error) {
	if m.depth > 0 {
		return m.depth, nil
	}
	if slices.Contains(path, m) {
		return 0, fmt.Errorf("message %s is recursive: not supported", m.desc.FullName())
	}
	d := 1
	for _, f := range m.fields {
		if f.msg != nil {
			c, err := depth(f.msg, append(path, m))
			if err != nil {
				return 0, err
			}
			d = max(d, c+1)
		}
	}
	m.depth = d
	return d, nil
}

// generator writes one _fastflat.pb.go file.
type generator struct {
	*plugin.File
	buf bytes.Buffer
	err error
	// fullVtables numbers the different vtables of the file's tables with
	// all their fields (fullTable), by their field entries; vtBase is the
	// variable holding the first of their numbers.
	fullVtables map[string]int
	vtBase      string
	// imported are the packages the body used, by name.
	imported map[string]bool
}

func generateFile(gen *protogen.Plugin, f *protogen.File, byName map[protoreflect.FullName]*message) error {
	if f.Desc.Syntax() != protoreflect.Proto3 {
		return fmt.Errorf("generate %s: only proto3 files are supported, this is %s", f.Desc.Path(), f.Desc.Syntax())
	}
	gms := plugin.Messages(f.Messages)
	if len(gms) == 0 {
		return nil
	}
	if err := plugin.CheckNames(f, gms, generatedMethods); err != nil {
		return err
	}
	g := &generator{
		File:        plugin.NewFile(gen, f, "protoc-gen-fastflat"),
		fullVtables: map[string]int{},
		vtBase:      "flatVtables" + strings.TrimPrefix(f.GoDescriptorIdent.GoName, "File"),
		imported:    map[string]bool{},
	}
	for _, gm := range gms {
		m := byName[gm.Desc.FullName()]
		if m.skip != "" {
			g.p("")
			g.p("// %s has no FlatBuffers fast path (codec/flatcodec uses its", m.name)
			g.p("// descriptor-driven path): %s.", m.skip)
			continue
		}
		g.methods(m)
		g.encoder(m)
		g.tree(m)
		g.decoder(m)
	}
	if len(g.fullVtables) > 0 {
		g.p("")
		g.p("// %s is the number of the first of the %d constant vtables of", g.vtBase, len(g.fullVtables))
		g.p("// this file's tables with all their fields (see fastflat.AllocVtables).")
		g.p("var %s = fastflat.AllocVtables(%d)", g.vtBase, len(g.fullVtables))
	}
	if g.err != nil {
		return fmt.Errorf("generate %s: %w", f.Desc.Path(), g.err)
	}
	g.G.P(g.buf.String())
	return nil
}

var qualifiers = regexp.MustCompile(`\b(fastflat|binary|math)\.`)

// p writes a line of code. The packages it names (fastflat., binary.,
// math.) are imported; goType names the others.
func (g *generator) p(format string, args ...any) {
	line := fmt.Sprintf(format, args...)
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

// goType is the Go type of one value of f (the element of a list, the
// struct of a message), qualified for the file.
func (g *generator) goType(f *field) string {
	if f.kind == fbschema.Message {
		return g.G.QualifiedGoIdent(f.gf.Message.GoIdent)
	}
	return plugin.GoType(g.G, f.gf)
}

// methods writes MarshalFlatFast and UnmarshalFlatFast, the entry points
// codec/flatcodec finds by interface.
func (g *generator) methods(m *message) {
	g.p("")
	g.p("// MarshalFlatFast encodes m with e and returns the offset of its root")
	g.p("// table; ok is false when its type may nest deeper than maxDepth, which")
	g.p("// the reference encoder of codec/flatcodec then reports. A nil m is an")
	g.p("// empty table.")
	g.p("func (m *%s) MarshalFlatFast(e *fastflat.Encoder, maxDepth int) (root int, ok bool) {", m.name)
	if m.depth > 1 { // MaxDepth is at least 1
		g.p("if maxDepth < %d {", m.depth)
		g.p("return 0, false")
		g.p("}")
	}
	g.p("return flatEnc%s(e, m), true", m.name)
	g.p("}")
	g.p("")
	g.p("// UnmarshalFlatFast resets m and decodes the FlatBuffers buffer b into it.")
	g.p("// handled is false when m is nil or its type may nest deeper than")
	g.p("// o.MaxDepth; ok is false when the buffer is invalid (m is then partly")
	g.p("// filled, and the reference decoder of codec/flatcodec says why).")
	g.p("func (m *%s) UnmarshalFlatFast(b []byte, o fastflat.DecodeOptions) (handled, ok bool) {", m.name)
	if m.depth > 1 {
		g.p("if m == nil || o.MaxDepth < %d {", m.depth)
	} else {
		g.p("if m == nil {")
	}
	g.p("return false, false")
	g.p("}")
	g.p("m.Reset()")
	g.p("d := fastflat.NewDecoder(b, o)")
	g.p("t, ok := d.Root()")
	if m.hasTree() {
		g.p("return true, ok && flatDec%s(&d, t, m, new(flatTree%s))", m.name, m.name)
	} else {
		g.p("return true, ok && flatDec%s(&d, t, m)", m.name)
	}
	g.p("}")
}

// encoder writes flatEnc<Name>: the children in declaration order, then
// the table with its widest fields first, as codec/flatcodec's encode.go
// does.
func (g *generator) encoder(m *message) {
	g.p("")
	g.p("// flatEnc%s encodes %s; nil is an empty table.", m.name, m.desc.FullName())
	g.p("func flatEnc%s(e *fastflat.Encoder, m *%s) int {", m.name, m.name)
	g.p("if m == nil {")
	g.p("return e.EmptyTable()")
	g.p("}")
	var children []*field
	for _, f := range m.fields {
		if f.width() == 4 && (f.list || !f.kind.Scalar()) {
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
	// Singular strings next to each other are written in
	// local variables after one reservation for them all; the last run
	// shares its reservation with the table.
	var run []*field
	reserveRun := func(extra int) {
		parts := []string{}
		for _, f := range run {
			parts = append(parts, fmt.Sprintf("len(m.%s)", f.goName))
		}
		parts = append(parts, strconv.Itoa(8*len(run)+extra))
		g.p("buf, h = e.Reserve(%s)", strings.Join(parts, " + "))
		for _, f := range run {
			g.p("if n := len(m.%s); n > 0 {", f.goName)
			g.putStr("m." + f.goName)
			g.p("c%d = len(buf) - h", f.slot)
			g.p("}")
		}
		run = nil
	}
	g.p("var buf []byte")
	g.p("var h int")
	for _, f := range children {
		x := "m." + f.goName
		c := fmt.Sprintf("c%d", f.slot)
		if !f.list && f.kind == fbschema.String {
			run = append(run, f)
			continue
		}
		if len(run) > 0 {
			reserveRun(0)
			g.p("e.SetHead(h)")
		}
		switch {
		case f.list && f.kind.Scalar():
			g.scalarVector(f, c)
		case f.list:
			g.p("if len(%s) > 0 {", x)
			g.p("base := e.Mark()")
			g.p("for _, v := range %s {", x)
			switch f.kind {
			case fbschema.String:
				g.p("e.Push(e.Str(v))")
			case fbschema.Bytes:
				g.p("e.Push(e.ByteVector(v))")
			default:
				g.p("e.Push(flatEnc%s(e, v))", f.msg.name)
			}
			g.p("}")
			g.p("%s = e.OffsetVector(base)", c)
			g.p("}")
		case f.kind == fbschema.Bytes:
			g.p("if len(%s) > 0 {", x)
			g.p("%s = e.ByteVector(%s)", c, x)
			g.p("}")
		default:
			g.p("if %s != nil {", x)
			g.p("%s = flatEnc%s(e, %s)", c, f.msg.name, x)
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
	g.fullTable(m)
	g.p("var vt [%d]int", len(m.fields))
	for _, w := range []int{8, 4, 2, 1} {
		for _, f := range m.fields {
			if f.width() != w {
				continue
			}
			x := "m." + f.goName
			switch {
			case f.list || !f.kind.Scalar():
				g.p("if c%d != 0 {", f.slot)
				g.p("h = fastflat.PutOffset(buf, h, c%d)", f.slot)
			case w == 1:
				g.p("if %s {", x)
				g.p("h--")
				g.p("buf[h] = 1")
			case w == 4:
				g.p("if v := %s; v != 0 {", bits32(f.kind, x))
				g.p("h = fastflat.Put4(buf, h, v)")
			default:
				g.p("if v := %s; v != 0 {", bits64(f.kind, x))
				g.p("h = fastflat.Put8(buf, h, v)")
				g.p("e.Align8()")
			}
			g.p("vt[%d] = len(buf) - h", f.slot)
			g.p("}")
		}
	}
	g.p("return e.TableEnd(objectEnd, h, vt[:])")
	g.p("}")
}

// scalarVector writes the code encoding the list of scalars of f, if not
// empty, into the variable c: StartVector, the elements, EndVector.
func (g *generator) scalarVector(f *field, c string) {
	w := f.kind.Width()
	g.p("if n := len(m.%s); n > 0 {", f.goName)
	g.p("vb, at, off := e.ScalarVector(n, %d)", w)
	g.p("for i, v := range m.%s {", f.goName)
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
	g.p("}")
}

// putStr writes the code of fastflat.PutStr for the string x, of length n
// (not 0), inline: the copy of a short string is then two loads and two
// stores after a branch that depends on this string only, which the CPU
// predicts, where the branches in memmove depend on every string's length.
func (g *generator) putStr(x string) {
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
	g.p("default:")
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
// (not zero) without a test per field: with them all, the layout of the
// table is known here. The first field is aligned to its width (the
// padding before it is the only part that varies), the others follow
// without padding, widest first, then the soffset, aligned to 4 after
// the bools; so the vtable is a constant, numbered among the constant
// vtables of the file's messages (fullVtables), which TableEndFull finds
// by its number or writes. Tables of bools only, whose soffset padding
// depends on where they start, and tables without fields take the
// general path. (Measured on seed 003's document, whose tables all have
// all their fields: 340 ns to 260.)
func (g *generator) fullTable(m *message) {
	order := writeOrder(m)
	if len(order) == 0 || order[0].width() < 4 {
		return
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
	conds := make([]string, len(order))
	for i, f := range m.fields {
		x := "m." + f.goName
		switch {
		case f.list || !f.kind.Scalar():
			conds[i] = fmt.Sprintf("c%d != 0", f.slot)
		case f.kind == fbschema.Bool:
			conds[i] = x
		case f.width() == 4:
			conds[i] = bits32(f.kind, x) + " != 0"
		default:
			conds[i] = bits64(f.kind, x) + " != 0"
		}
	}
	g.p("if %s {", strings.Join(conds, " && "))
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
		if f.list || !f.kind.Scalar() {
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
		x := "m." + f.goName
		switch {
		case f.list || !f.kind.Scalar():
			g.p("binary.LittleEndian.PutUint32(t[%d:], uint32(obj-%d-c%d))", pos, pos, f.slot)
		case f.kind == fbschema.Bool:
			g.p("t[%d] = 1", pos)
		case f.width() == 4:
			g.p("binary.LittleEndian.PutUint32(t[%d:], %s)", pos, bits32(f.kind, x))
		default:
			g.p("binary.LittleEndian.PutUint64(t[%d:], %s)", pos, bits64(f.kind, x))
		}
	}
	var key [8]byte
	copy(key[:], vtable)
	tail := ""
	if len(vtable) > 8 {
		tail = string(vtable[8:])
	}
	id, ok := g.fullVtables[string(vtable)]
	if !ok {
		id = len(g.fullVtables)
		g.fullVtables[string(vtable)] = id
	}
	g.p("return e.TableEndFull(objectEnd, h, %s+%d, %#x, %q)", g.vtBase, id, binary.LittleEndian.Uint64(key[:]), tail)
	g.p("}")
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

// hasTree reports whether m has singular message fields, whose messages
// a root message of type m allocates at once, in a flatTree<Name>.
func (m *message) hasTree() bool {
	for _, f := range m.fields {
		if f.kind == fbschema.Message && !f.list {
			return true
		}
	}
	return false
}

// tree writes flatTree<Name>: a struct holding one message for each
// singular message field of m, and their trees, so a root message's whole
// tree of singular messages (seed 003's document has eight) is one
// allocation instead of one each. Only the root has one: a table reached
// through a vector allocates its messages one by one, so that a hostile
// buffer (a million vector slots pointing at one small table) does not
// make the decoder allocate more than the reference decoder would.
func (g *generator) tree(m *message) {
	if !m.hasTree() {
		return
	}
	g.p("")
	g.p("// flatTree%s holds the messages of the singular message fields of a", m.name)
	g.p("// root %s, allocated at once.", m.desc.FullName())
	g.p("type flatTree%s struct {", m.name)
	for _, f := range m.fields {
		if f.kind != fbschema.Message || f.list {
			continue
		}
		g.p("f%d %s", f.slot, g.goType(f))
		if f.msg.hasTree() {
			g.p("f%dTree flatTree%s", f.slot, f.msg.name)
		}
	}
	g.p("}")
}

// decoder writes flatDec<Name>: each field in declaration order, with the
// checks of codec/flatcodec's decode.go.
func (g *generator) decoder(m *message) {
	g.p("")
	g.p("// flatDec%s decodes the table at t into m (zero) as %s.", m.name, m.desc.FullName())
	if m.hasTree() {
		g.p("// The messages of its singular message fields are those of tr, or new")
		g.p("// ones if tr is nil.")
		g.p("func flatDec%s(d *fastflat.Decoder, t int, m *%s, tr *flatTree%s) bool {", m.name, m.name, m.name)
	} else {
		g.p("func flatDec%s(d *fastflat.Decoder, t int, m *%s) bool {", m.name, m.name)
	}
	g.p("h, ok := d.Open(t)")
	g.p("if !ok {")
	g.p("return false")
	g.p("}")
	if len(m.fields) == 0 {
		g.p("_ = h")
	} else {
		g.p("buf := d.Bytes()")
	}
	for _, f := range m.fields {
		x := "m." + f.goName
		g.p("if p := h.At(buf, %d, %d); p != 0 {", f.slot, f.width())
		g.p("if p < 0 {")
		g.p("return false")
		g.p("}")
		switch {
		case f.list && f.kind == fbschema.Message:
			g.p("v, n, ok := d.TableVector(p)")
			g.p("if !ok {")
			g.p("return false")
			g.p("}")
			g.p("items, list := fastflat.MakeList[%s](n)", g.goType(f))
			g.p("for i := range items {")
			g.p("t, ok := d.Deref(v + 4 + 4*i)")
			g.p("if !ok || !flatDec%s(d, t, &items[i]%s) {", f.msg.name, nilTree(f.msg))
			g.p("return false")
			g.p("}")
			g.p("list[i] = &items[i]")
			g.p("}")
			g.p("%s = list", x)
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
			g.p("%s = list", x)
		case f.list:
			g.p("v, n, ok := d.Vector(p, 4)")
			g.p("if !ok {")
			g.p("return false")
			g.p("}")
			g.p("list := make([]%s, n)", g.goType(f))
			g.p("for i := range list {")
			if f.kind == fbschema.Bytes {
				g.p("if list[i], ok = d.ByteVector(v + 4 + 4*i); !ok {")
			} else {
				g.p("if list[i], ok = d.Str(v + 4 + 4*i); !ok {")
			}
			g.p("return false")
			g.p("}")
			g.p("}")
			g.p("%s = list", x)
		case f.kind == fbschema.String:
			g.p("if %s, ok = d.Str(p); !ok {", x)
			g.p("return false")
			g.p("}")
		case f.kind == fbschema.Bytes:
			g.p("if %s, ok = d.ByteVector(p); !ok {", x)
			g.p("return false")
			g.p("}")
		case f.kind == fbschema.Message:
			g.p("t, ok := d.Deref(p)")
			g.p("if !ok {")
			g.p("return false")
			g.p("}")
			g.p("var x *%s", g.goType(f))
			if f.msg.hasTree() {
				g.p("var xt *flatTree%s", f.msg.name)
				g.p("if tr != nil {")
				g.p("x, xt = &tr.f%d, &tr.f%dTree", f.slot, f.slot)
				g.p("} else {")
				g.p("x = new(%s)", g.goType(f))
				g.p("}")
				g.p("if !flatDec%s(d, t, x, xt) {", f.msg.name)
			} else {
				g.p("if tr != nil {")
				g.p("x = &tr.f%d", f.slot)
				g.p("} else {")
				g.p("x = new(%s)", g.goType(f))
				g.p("}")
				g.p("if !flatDec%s(d, t, x) {", f.msg.name)
			}
			g.p("return false")
			g.p("}")
			g.p("%s = x", x)
		default:
			g.p("%s = %s", x, g.scalarRead(f, "p"))
		}
		g.p("}")
	}
	g.p("return true")
	g.p("}")
}

// nilTree is the tree argument of a call decoding a table of m that is
// not the root's tree.
func nilTree(m *message) string {
	if m.hasTree() {
		return ", nil"
	}
	return ""
}
