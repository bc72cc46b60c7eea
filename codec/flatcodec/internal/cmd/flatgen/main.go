// Command flatgen writes codec/flatcodec/fast_gen.go: for every message of
// polywire's schemas, a FlatBuffers encoder that writes straight from the
// generated Go struct and a verifying decoder that fills it, built on the
// primitives of codec/flatcodec/fast.go.
//
// It is a go:generate step of codec/flatcodec rather than a protoc plugin
// because the generated code uses the codec's unexported builder and
// verifier (which must stay private, and inline only within one package),
// and because a missing or stale function only costs speed: the codec
// falls back to its descriptor-driven path for any type the file does not
// cover. The descriptors it reads are those compiled into the Go packages,
// the very ones the descriptor-driven path interprets, so the two cannot
// disagree about a schema. TestUpToDate fails when the file is stale.
//
//	go generate ./codec/flatcodec
package main

import (
	"bytes"
	"encoding/binary"
	"flag"
	"fmt"
	"go/format"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"

	"github.com/polywire/polywire/codec/flatcodec/internal/slot"
	articlesv1 "github.com/polywire/polywire/gen/polywire/articles/v1"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	errorv1 "github.com/polywire/polywire/gen/polywire/error/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
)

// Files are the schemas flatgen generates code for: every file of proto/.
var Files = []protoreflect.FileDescriptor{
	articlesv1.File_polywire_articles_v1_articles_proto,
	bankv1.File_polywire_bank_v1_bank_proto,
	docsv1.File_polywire_docs_v1_docs_proto,
	errorv1.File_polywire_error_v1_error_proto,
	peoplev1.File_polywire_people_v1_people_proto,
}

func main() {
	out := flag.String("o", "fast_gen.go", "the file to write")
	flag.Parse()
	src, err := Generate(Files)
	if err != nil {
		fmt.Fprintln(os.Stderr, "Error:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "Error:", err)
		os.Exit(1)
	}
}

// kind is how a field is laid out (package slot decides it, for the
// reference codec too).
type kind = slot.Kind

const (
	kindBool    = slot.Bool
	kindInt32   = slot.Int32
	kindUint32  = slot.Uint32
	kindInt64   = slot.Int64
	kindUint64  = slot.Uint64
	kindFloat   = slot.Float
	kindDouble  = slot.Double
	kindEnum    = slot.Enum
	kindString  = slot.String
	kindBytes   = slot.Bytes
	kindMessage = slot.Message
)

func kindOf(fd protoreflect.FieldDescriptor) kind { return slot.KindOf(fd) }

// message is one message type to generate code for.
type message struct {
	desc   protoreflect.MessageDescriptor
	goType string // docsv1.Document
	name   string // Docsv1Document, the suffix of its functions
	fields []*field
	depth  int // deepest nesting of tables from this one, itself being 1
}

// field is one proto field: its FlatBuffers slot (declaration index) and
// its Go struct field.
type field struct {
	desc   protoreflect.FieldDescriptor
	slot   int
	goName string
	goType string // the Go type of one value: int32, bankv1.Transaction_TransactionType, ...
	kind   kind
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

type generator struct {
	msgs    []*message
	byName  map[protoreflect.FullName]*message
	imports map[string]string // import path -> name
	buf     bytes.Buffer
	// fullVtables numbers the different vtables of tables with all their
	// fields (fullTable), by their field entries.
	fullVtables map[string]int
}

// Generate returns the Go source of fast_gen.go for files.
func Generate(files []protoreflect.FileDescriptor) ([]byte, error) {
	g := &generator{byName: map[protoreflect.FullName]*message{}, imports: map[string]string{}, fullVtables: map[string]int{}}
	files = slices.Clone(files)
	slices.SortFunc(files, func(a, b protoreflect.FileDescriptor) int { return strings.Compare(a.Path(), b.Path()) })
	for _, fd := range files {
		if err := g.addMessages(fd.Messages()); err != nil {
			return nil, err
		}
	}
	for _, m := range g.msgs {
		if err := g.resolve(m); err != nil {
			return nil, err
		}
	}
	for _, m := range g.msgs {
		if _, err := g.depth(m, nil); err != nil {
			return nil, err
		}
	}
	g.file()
	src, err := format.Source(g.buf.Bytes())
	if err != nil {
		return nil, fmt.Errorf("format generated code: %w\n%s", err, g.buf.Bytes())
	}
	return src, nil
}

func (g *generator) addMessages(mds protoreflect.MessageDescriptors) error {
	for i := range mds.Len() {
		md := mds.Get(i)
		if md.IsMapEntry() {
			continue
		}
		mt, err := protoregistry.GlobalTypes.FindMessageByName(md.FullName())
		if err != nil {
			return fmt.Errorf("message %s has no Go type: %w", md.FullName(), err)
		}
		t := reflect.TypeOf(mt.Zero().Interface()).Elem()
		m := &message{desc: md, goType: g.goType(t)}
		m.name = exported(strings.ReplaceAll(m.goType, ".", ""))
		g.msgs = append(g.msgs, m)
		g.byName[md.FullName()] = m
		if err := g.addMessages(md.Messages()); err != nil {
			return err
		}
	}
	return nil
}

// goType names t in the generated file, importing its package.
func (g *generator) goType(t reflect.Type) string {
	if t.PkgPath() == "" {
		return t.Name()
	}
	name, ok := g.imports[t.PkgPath()]
	if !ok {
		name = importName(t.PkgPath())
		for _, other := range g.imports {
			if other == name {
				name += strconv.Itoa(len(g.imports))
			}
		}
		g.imports[t.PkgPath()] = name
	}
	return name + "." + t.Name()
}

var version = regexp.MustCompile(`^v[0-9]+`)

// importName is the name polywire imports a generated package by: the
// versioned alias (docsv1) for .../docs/v1, else the last element.
func importName(path string) string {
	parts := strings.Split(path, "/")
	last := parts[len(parts)-1]
	if version.MatchString(last) && len(parts) > 1 {
		return parts[len(parts)-2] + last
	}
	return last
}

func exported(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// resolve finds the Go struct field of every proto field of m and refuses
// what the fast path does not do: fields with explicit presence, oneofs
// and maps stay with the descriptor-driven path.
func (g *generator) resolve(m *message) error {
	mt, _ := protoregistry.GlobalTypes.FindMessageByName(m.desc.FullName())
	st := reflect.TypeOf(mt.Zero().Interface()).Elem()
	byNumber := map[protoreflect.FieldNumber]reflect.StructField{}
	for i := range st.NumField() {
		sf := st.Field(i)
		parts := strings.Split(sf.Tag.Get("protobuf"), ",")
		if len(parts) < 2 || !sf.IsExported() {
			continue
		}
		if n, err := strconv.Atoi(parts[1]); err == nil {
			byNumber[protoreflect.FieldNumber(n)] = sf
		}
	}
	fds := m.desc.Fields()
	for i := range fds.Len() {
		fd := fds.Get(i)
		sf, ok := byNumber[fd.Number()]
		switch {
		case fd.IsMap():
			return fmt.Errorf("field %s: map fields are not supported", fd.FullName())
		case fd.ContainingOneof() != nil:
			return fmt.Errorf("field %s: oneofs are not supported", fd.FullName())
		case !fd.IsList() && fd.Message() == nil && fd.HasPresence():
			return fmt.Errorf("field %s: fields with explicit presence are not supported", fd.FullName())
		case !ok:
			return fmt.Errorf("field %s: no Go struct field", fd.FullName())
		case unsupportedKind(fd):
			return fmt.Errorf("field %s: %s fields are not supported yet (no schema in proto/ has one, so the fast path would be untested; the reference path handles them)", fd.FullName(), describe(fd))
		}
		f := &field{desc: fd, slot: i, goName: sf.Name, list: fd.IsList(), kind: kindOf(fd)}
		et := sf.Type
		if f.list {
			et = et.Elem()
		}
		if f.kind == kindMessage {
			if f.msg = g.byName[fd.Message().FullName()]; f.msg == nil {
				return fmt.Errorf("field %s: message %s is not among the files", fd.FullName(), fd.Message().FullName())
			}
			et = et.Elem()
		}
		f.goType = g.goType(et)
		m.fields = append(m.fields, f)
	}
	return nil
}

// depth sets m.depth, the deepest nesting below and including m, which
// bounds the depth of any message of type m statically; the fast path is
// used when it is within the codec's MaxDepth. Recursive types have no
// bound and are refused.
func (g *generator) depth(m *message, path []*message) (int, error) {
	if m.depth > 0 {
		return m.depth, nil
	}
	if slices.Contains(path, m) {
		return 0, fmt.Errorf("message %s is recursive: not supported", m.desc.FullName())
	}
	d := 1
	for _, f := range m.fields {
		if f.msg != nil {
			c, err := g.depth(f.msg, append(path, m))
			if err != nil {
				return 0, err
			}
			d = max(d, c+1)
		}
	}
	m.depth = d
	return d, nil
}

func (g *generator) p(format string, args ...any) {
	fmt.Fprintf(&g.buf, format, args...)
	g.buf.WriteByte('\n')
}

func (g *generator) file() {
	var body bytes.Buffer
	g.buf, body = body, g.buf
	g.dispatch()
	for _, m := range g.msgs {
		g.encoder(m)
		g.tree(m)
		g.decoder(m)
	}
	g.p("")
	g.p("// fullVtables is the number of different vtables of tables with all")
	g.p("// their fields, numbered by the generated calls of tableEndFull.")
	g.p("const fullVtables = %d", len(g.fullVtables))
	g.buf, body = body, g.buf

	g.p("// Code generated by internal/cmd/flatgen. DO NOT EDIT.")
	g.p("")
	g.p("package flatcodec")
	g.p("")
	g.p("import (")
	std := []string{}
	if bytes.Contains(body.Bytes(), []byte("math.")) {
		std = append(std, "math")
	}
	if bytes.Contains(body.Bytes(), []byte("binary.")) {
		std = append(std, "encoding/binary")
	}
	slices.Sort(std)
	for _, s := range std {
		g.p("%q", s)
	}
	g.p("")
	g.p("%q", "google.golang.org/protobuf/proto")
	paths := make([]string, 0, len(g.imports))
	for path := range g.imports {
		paths = append(paths, path)
	}
	slices.Sort(paths)
	var local, other []string
	for _, path := range paths {
		if strings.HasPrefix(path, "github.com/polywire/polywire/") {
			local = append(local, path)
		} else {
			other = append(other, path)
		}
	}
	for _, path := range other {
		g.p("%s %q", g.imports[path], path)
	}
	if len(local) > 0 {
		g.p("")
	}
	for _, path := range local {
		g.p("%s %q", g.imports[path], path)
	}
	g.p(")")
	g.buf.Write(body.Bytes())
}

func (g *generator) dispatch() {
	g.p("")
	g.p("// fastMarshal encodes m with the generated encoder of its type and")
	g.p("// returns the root table's offset; ok is false when its type has none or")
	g.p("// may nest deeper than maxDepth, which the reference encoder then reports.")
	g.p("func fastMarshal(e *fastEncoder, m proto.Message, maxDepth int) (root int, ok bool) {")
	g.p("switch m := m.(type) {")
	for _, m := range g.msgs {
		g.p("case *%s:", m.goType)
		if m.depth > 1 { // MaxDepth is at least 1
			g.p("if maxDepth < %d {", m.depth)
			g.p("return 0, false")
			g.p("}")
		}
		g.p("return enc%s(e, m), true", m.name)
	}
	g.p("}")
	g.p("return 0, false")
	g.p("}")
	g.p("")
	g.p("// fastUnmarshal resets m and decodes d's buffer into it with the generated")
	g.p("// decoder of its type. handled is false when there is none, m is nil or")
	g.p("// its type may nest deeper than maxDepth; ok is false when the buffer is")
	g.p("// invalid (m is then partly filled).")
	g.p("func fastUnmarshal(d *fastDecoder, m proto.Message, maxDepth int) (handled, ok bool) {")
	g.p("switch m := m.(type) {")
	for _, m := range g.msgs {
		g.p("case *%s:", m.goType)
		if m.depth > 1 {
			g.p("if m == nil || maxDepth < %d {", m.depth)
		} else {
			g.p("if m == nil {")
		}
		g.p("return false, false")
		g.p("}")
		g.p("m.Reset()")
		g.p("t, ok := d.root()")
		if m.hasTree() {
			g.p("return true, ok && dec%s(d, t, m, new(tree%s))", m.name, m.name)
		} else {
			g.p("return true, ok && dec%s(d, t, m)", m.name)
		}
	}
	g.p("}")
	g.p("return false, false")
	g.p("}")
}

// encoder writes enc<Name>: the children in declaration order, then the
// table with its widest fields first, as encode.go does.
func (g *generator) encoder(m *message) {
	g.p("")
	g.p("// enc%s encodes %s; nil is an empty table.", m.name, m.desc.FullName())
	g.p("func enc%s(e *fastEncoder, m *%s) int {", m.name, m.goType)
	g.p("if m == nil {")
	g.p("return e.emptyTable()")
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
		g.p("buf, h = e.reserve(%s)", strings.Join(parts, " + "))
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
		if !f.list && f.kind == kindString {
			run = append(run, f)
			continue
		}
		if len(run) > 0 {
			reserveRun(0)
			g.p("e.head = h")
		}
		switch {
		case f.list:
			g.p("if len(%s) > 0 {", x)
			g.p("base := len(e.offs)")
			g.p("for _, v := range %s {", x)
			switch f.kind {
			case kindString:
				g.p("e.offs = append(e.offs, e.str(v))")
			default:
				g.p("e.offs = append(e.offs, enc%s(e, v))", f.msg.name)
			}
			g.p("}")
			g.p("%s = e.offsetVector(base)", c)
			g.p("}")
		default:
			g.p("if %s != nil {", x)
			g.p("%s = enc%s(e, %s)", c, f.msg.name, x)
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
		g.p("return e.tableEnd(objectEnd, h, nil)")
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
				g.p("h = putOffset(buf, h, c%d)", f.slot)
			case w == 4:
				g.p("if v := %s; v != 0 {", bits32(f.kind, x))
				g.p("h = put4(buf, h, v)")
			default:
				g.p("if v := %s; v != 0 {", bits64(f.kind, x))
				g.p("h = put8(buf, h, v)")
				g.p("e.align8 = true")
			}
			g.p("vt[%d] = len(buf) - h", f.slot)
			g.p("}")
		}
	}
	g.p("return e.tableEnd(objectEnd, h, vt[:])")
	g.p("}")
}

// putStr writes the code of putStr for the string x, of length n (not
// 0), inline: the copy of a short string is then two loads and two stores
// after a branch that depends on this string only, which the CPU
// predicts, where the branches in memmove depend on every string's length.
func (g *generator) putStr(x string) {
	g.p("binary.LittleEndian.PutUint32(buf[h-4:], 0) // padding and terminator")
	g.p("h -= (h-len(buf)-n-1)&3 + 1 + n")
	g.p("switch s, d := %s, buf[h:h+n]; {", x)
	g.p("case n > 16:")
	g.p("copy(d, s)")
	g.p("case n >= 8:")
	g.p("binary.LittleEndian.PutUint64(d, le64(s))")
	g.p("binary.LittleEndian.PutUint64(d[n-8:], le64(s[n-8:]))")
	g.p("case n >= 4:")
	g.p("binary.LittleEndian.PutUint32(d, le32(s))")
	g.p("binary.LittleEndian.PutUint32(d[n-4:], le32(s[n-4:]))")
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
// vtables of all messages (fullVtables), which tableEndFull finds by its
// number or writes. Tables of bools only, whose soffset padding depends
// on where they start, and tables without fields take the general path.
// (Measured on seed 003's document, whose tables all have all their
// fields: 340 ns to 260.)
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
		case f.kind == kindBool:
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
		g.p("e.align8 = true")
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
	// The vtable: its size, then the table's (set by tableEndFull), then
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
		case f.kind == kindBool:
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
	g.p("return e.tableEndFull(objectEnd, h, %d, %#x, %q)", id, binary.LittleEndian.Uint64(key[:]), tail)
	g.p("}")
}

// unsupportedKind reports the fields the generated code does not handle:
// bool, float and bytes fields and lists of scalars. polywire's schemas
// have none, and code for them could not be tested against the reference
// encoder on real messages.
func unsupportedKind(fd protoreflect.FieldDescriptor) bool {
	switch k := kindOf(fd); k {
	case kindBool, kindFloat, kindBytes:
		return true
	default:
		return fd.IsList() && k.Scalar()
	}
}

func describe(fd protoreflect.FieldDescriptor) string {
	if fd.IsList() {
		return "repeated " + fd.Kind().String()
	}
	return fd.Kind().String()
}

// bits32 is the expression of the 4-byte little-endian value of x; zero
// exactly when proto3 leaves the field out (-0.0 is written).
func bits32(k kind, x string) string {
	switch k {
	case kindFloat:
		return "math.Float32bits(" + x + ")"
	default:
		return "uint32(" + x + ")"
	}
}

func bits64(k kind, x string) string {
	switch k {
	case kindDouble:
		return "math.Float64bits(" + x + ")"
	default:
		return "uint64(" + x + ")"
	}
}

// scalarRead is the expression reading a value of f's kind at position p.
func scalarRead(f *field, p string) string {
	switch f.kind {
	case kindBool:
		return "buf[" + p + "] != 0"
	case kindInt32:
		return "int32(u32le(buf, " + p + "))"
	case kindEnum:
		return f.goType + "(int32(u32le(buf, " + p + ")))"
	case kindUint32:
		return "u32le(buf, " + p + ")"
	case kindInt64:
		return "int64(u64le(buf, " + p + "))"
	case kindUint64:
		return "u64le(buf, " + p + ")"
	default:
		return "f64le(buf, " + p + ")"
	}
}

// hasTree reports whether m has singular message fields, whose messages
// a root message of type m allocates at once, in a tree<Name>.
func (m *message) hasTree() bool {
	for _, f := range m.fields {
		if f.kind == kindMessage && !f.list {
			return true
		}
	}
	return false
}

// tree writes tree<Name>: a struct holding one message for each singular
// message field of m, and their trees, so a root message's whole tree of
// singular messages (seed 003's document has eight) is one allocation
// instead of one each. Only the root has one: a table reached through a
// vector allocates its messages one by one, so that a hostile buffer
// (a million vector slots pointing at one small table) does not make the
// decoder allocate more than the reference decoder would.
func (g *generator) tree(m *message) {
	if !m.hasTree() {
		return
	}
	g.p("")
	g.p("// tree%s holds the messages of the singular message fields of a root", m.name)
	g.p("// %s, allocated at once.", m.desc.FullName())
	g.p("type tree%s struct {", m.name)
	for _, f := range m.fields {
		if f.kind != kindMessage || f.list {
			continue
		}
		g.p("f%d %s", f.slot, f.goType)
		if f.msg.hasTree() {
			g.p("f%dTree tree%s", f.slot, f.msg.name)
		}
	}
	g.p("}")
}

// decoder writes dec<Name>: each field in declaration order, with the
// checks of decode.go.
func (g *generator) decoder(m *message) {
	g.p("")
	if m.hasTree() {
		g.p("// dec%s decodes the table at t into m (zero) as %s.", m.name, m.desc.FullName())
		g.p("// The messages of its singular message fields are those of tr, or new")
		g.p("// ones if tr is nil.")
		g.p("func dec%s(d *fastDecoder, t int, m *%s, tr *tree%s) bool {", m.name, m.goType, m.name)
	} else {
		g.p("// dec%s decodes the table at t into m (zero) as %s.", m.name, m.desc.FullName())
		g.p("func dec%s(d *fastDecoder, t int, m *%s) bool {", m.name, m.goType)
	}
	g.p("h, ok := d.open(t)")
	g.p("if !ok {")
	g.p("return false")
	g.p("}")
	if len(m.fields) == 0 {
		g.p("_ = h")
	} else {
		g.p("buf := d.buf")
	}
	for _, f := range m.fields {
		x := "m." + f.goName
		g.p("if p := h.at(buf, %d, %d); p != 0 {", f.slot, f.width())
		g.p("if p < 0 {")
		g.p("return false")
		g.p("}")
		switch {
		case f.list && f.kind == kindMessage:
			g.p("v, n, ok := d.tableVector(p)")
			g.p("if !ok {")
			g.p("return false")
			g.p("}")
			g.p("items, list := makeList[%s](n)", f.goType)
			g.p("for i := range items {")
			g.p("t, ok := d.deref(v + 4 + 4*i)")
			g.p("if !ok || !dec%s(d, t, &items[i]%s) {", f.msg.name, nilTree(f.msg))
			g.p("return false")
			g.p("}")
			g.p("list[i] = &items[i]")
			g.p("}")
			g.p("%s = list", x)
		case f.list:
			g.p("v, n, ok := d.vector(p, 4)")
			g.p("if !ok {")
			g.p("return false")
			g.p("}")
			g.p("list := make([]string, n)")
			g.p("for i := range list {")
			g.p("if list[i], ok = d.str(v + 4 + 4*i); !ok {")
			g.p("return false")
			g.p("}")
			g.p("}")
			g.p("%s = list", x)
		case f.kind == kindString:
			g.p("if %s, ok = d.str(p); !ok {", x)
			g.p("return false")
			g.p("}")
		case f.kind == kindMessage:
			g.p("t, ok := d.deref(p)")
			g.p("if !ok {")
			g.p("return false")
			g.p("}")
			if f.msg.hasTree() {
				g.p("var x *%s", f.goType)
				g.p("var xt *tree%s", f.msg.name)
				g.p("if tr != nil {")
				g.p("x, xt = &tr.f%d, &tr.f%dTree", f.slot, f.slot)
				g.p("} else {")
				g.p("x = new(%s)", f.goType)
				g.p("}")
				g.p("if !dec%s(d, t, x, xt) {", f.msg.name)
			} else {
				g.p("var x *%s", f.goType)
				g.p("if tr != nil {")
				g.p("x = &tr.f%d", f.slot)
				g.p("} else {")
				g.p("x = new(%s)", f.goType)
				g.p("}")
				g.p("if !dec%s(d, t, x) {", f.msg.name)
			}
			g.p("return false")
			g.p("}")
			g.p("%s = x", x)
		default:
			g.p("%s = %s", x, scalarRead(f, "p"))
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
