package main

// The FlatBuffers side (option fb=true): per .proto file, <name>_pwfb.ts
// with decodeXFb and, for messages with a repeated message field, viewXFb,
// reading polywire's FlatBuffers mapping of the same messages (the .fbs
// mirror protoc-gen-fastflat writes of each .proto: proto field i in declaration order is table slot i, scalars
// inline, strings, vectors and tables behind uoffsets, defaults omitted; see
// codec/flatcodec/fbschema) into the plain objects of <name>_pwts.ts.

import (
	_ "embed"
	"fmt"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/reflect/protoreflect"
)

//go:embed pwfb_runtime.ts
var fbRuntimeTS string

const fbRuntimeFile = "pwfb_runtime.ts"

// The exports of pwfb_runtime.ts a generated file may use, imported as $name.
var fbRuntimeNames = []string{
	"Ctx", "ctx", "root", "open", "off", "vec", "str", "bytes", "badField", "badRow",
	"u16", "i32", "u32", "u64s", "i64s", "u64b", "i64b",
}

// runFB writes <name>_pwfb.ts for every file to generate, and pwfb_runtime.ts.
func runFB(gen *protogen.Plugin, int64Mode string) error {
	generated := false
	for _, f := range gen.Files {
		if !f.Generate {
			continue
		}
		g := &fbGen{gen: gen, file: f, bigint: int64Mode == "bigint", imports: map[string]map[string]bool{}}
		g.generate()
		generated = true
	}
	if generated {
		gen.NewGeneratedFile(fbRuntimeFile, "").P(strings.TrimRight(expandASCIICases(fbRuntimeTS), "\n"))
	}
	return nil
}

type fbGen struct {
	gen     *protogen.Plugin
	file    *protogen.File
	bigint  bool
	b       strings.Builder
	imports map[string]map[string]bool // module path -> names ("type X" for types)
}

func fbOutName(f *protogen.File) string {
	return strings.TrimSuffix(f.Desc.Path(), ".proto") + "_pwfb.ts"
}

func (g *fbGen) p(format string, args ...any) {
	fmt.Fprintf(&g.b, format, args...)
	g.b.WriteByte('\n')
}

// spec is the import specifier of target (a path under the output root).
func (g *fbGen) spec(target string) string {
	rel := relPath(path.Dir(fbOutName(g.file)), strings.TrimSuffix(target, ".ts")+".js")
	if !strings.HasPrefix(rel, ".") {
		rel = "./" + rel
	}
	return rel
}

func (g *fbGen) use(target, name string) {
	s := g.spec(target)
	if g.imports[s] == nil {
		g.imports[s] = map[string]bool{}
	}
	g.imports[s][name] = true
}

// typ is a message's or enum's TypeScript type, imported from its _pwts.ts.
func (g *fbGen) typ(desc protoreflect.Descriptor, ident protogen.GoIdent) string {
	g.use(strings.TrimSuffix(desc.ParentFile().Path(), ".proto")+"_pwts.ts", "type "+ident.GoName)
	return ident.GoName
}

// enumName is an enum's nameE function (number to name), from its _pwts.ts.
func (g *fbGen) enumName(e *protogen.Enum) string {
	n := "name" + e.GoIdent.GoName
	g.use(strings.TrimSuffix(e.Desc.ParentFile().Path(), ".proto")+"_pwts.ts", n)
	return n
}

// reader is a message's readXFb, imported when it lives in another file.
func (g *fbGen) reader(m *protogen.Message) string {
	n := "read" + m.GoIdent.GoName + "Fb"
	if m.Desc.ParentFile().Path() != g.file.Desc.Path() {
		g.use(fbOutName(&protogen.File{Desc: m.Desc.ParentFile()}), n)
	}
	return n
}

// fbField is how one field's slot is read.
type fbField struct {
	f     *protogen.Field
	slot  int    // vtable offset of the field: 4 + 2*index
	local string // the decoding local
	json  string
	size  int    // bytes in the table, and of one element in a vector
	typ   string // the element type
	zero  string // the singular default
	read  string // reads one element at p (the slot, or the vector element)
	list  bool
	msg   bool
}

func (g *fbGen) field(i int, f *protogen.Field) fbField {
	d := f.Desc
	fd := fbField{f: f, slot: 4 + 2*i, local: "f" + strconv.Itoa(i), json: d.JSONName(), size: 4, list: d.IsList()}
	i64 := func(signed bool) {
		fd.size = 8
		fn := "u64"
		if signed {
			fn = "i64"
		}
		if g.bigint {
			fd.typ, fd.zero, fd.read = "bigint", "0n", "$"+fn+"b(buf, p)"
		} else {
			fd.typ, fd.zero, fd.read = "string", `"0"`, "$"+fn+"s(buf, p)"
		}
	}
	switch d.Kind() {
	case protoreflect.BoolKind:
		fd.typ, fd.zero, fd.read, fd.size = "boolean", "false", "buf[p] !== 0", 1
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
		fd.typ, fd.zero, fd.read = "number", "0", "$i32(buf, p)"
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind:
		fd.typ, fd.zero, fd.read = "number", "0", "$u32(buf, p)"
	case protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		i64(true)
	case protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		i64(false)
	case protoreflect.FloatKind:
		fd.typ, fd.zero, fd.read = "number", "0", "c.view.getFloat32(p, true)"
	case protoreflect.DoubleKind:
		fd.typ, fd.zero, fd.read, fd.size = "number", "0", "c.view.getFloat64(p, true)", 8
	case protoreflect.StringKind:
		fd.typ, fd.zero, fd.read = "string", `""`, "$str(c, p)"
	case protoreflect.BytesKind:
		fd.typ, fd.zero, fd.read = "Uint8Array", "new Uint8Array(0)", "$bytes(c, p)"
	case protoreflect.EnumKind:
		fd.typ = g.typ(f.Enum.Desc, f.Enum.GoIdent)
		name := g.enumName(f.Enum)
		fd.read = name + "($i32(buf, p))"
		fd.zero = name + "(0)"
		for _, v := range f.Enum.Values {
			if v.Desc.Number() == 0 {
				fd.zero = strconv.Quote(string(v.Desc.Name())) // the first value numbered 0, as nameE(0) names it
				break
			}
		}
	default: // MessageKind (groups are rejected by the Protobuf side)
		fd.msg = true
		fd.typ, fd.zero = g.typ(f.Message.Desc, f.Message.GoIdent), "undefined"
		fd.read = g.reader(f.Message) + "(c, $off(c, p), depth + 1)"
	}
	return fd
}

func (fd fbField) decl() string {
	t := fd.typ
	switch {
	case fd.list && strings.Contains(t, "|"):
		t = "(" + t + ")[]"
	case fd.list:
		t += "[]"
	case fd.msg:
		t += " | undefined"
	}
	return t
}

// readLines reads the field's slot into its local (t, vt, vs, ts, buf, c
// and depth in scope).
func (g *fbGen) readLines(fd fbField, indent string) {
	g.p("%slet %s: %s;", indent, fd.local, fd.decl())
	g.p("%so = vs > %d ? $u16(buf, vt + %d) : 0;", indent, fd.slot, fd.slot)
	inline := fd.size
	if fd.list || fd.msg {
		inline = 4
	}
	if !fd.list {
		g.p("%sif (o === 0) %s = %s;", indent, fd.local, fd.zero)
		g.p("%selse {", indent)
		g.p("%s  if (o < 4 || o + %d > ts) $badField(o, t);", indent, inline)
		g.p("%s  const p = t + o;", indent)
		g.p("%s  %s = %s;", indent, fd.local, fd.read)
		g.p("%s}", indent)
		return
	}
	g.p("%sif (o === 0) %s = [];", indent, fd.local)
	g.p("%selse {", indent)
	g.p("%s  if (o < 4 || o + 4 > ts) $badField(o, t);", indent)
	g.p("%s  const v = $vec(c, t + o, %d);", indent, fd.size)
	g.p("%s  const n = $u32(buf, v);", indent)
	// Arrays of their exact size for the short lists of a row (a person's
	// two emails), as the Protobuf side does; push beyond.
	g.p("%s  if (n === 0) %s = [];", indent, fd.local)
	g.p("%s  else if (n === 1) { const p = v + 4; %s = [%s]; }", indent, fd.local, fd.read)
	g.p("%s  else if (n === 2) { let p = v + 4; const a = %s; p += %d; %s = [a, %s]; }", indent, fd.read, fd.size, fd.local, fd.read)
	g.p("%s  else {", indent)
	g.p("%s    const a: %s = [];", indent, fd.decl())
	g.p("%s    for (let i = 0, p = v + 4; i < n; i++, p += %d) a.push(%s);", indent, fd.size, fd.read)
	g.p("%s    %s = a;", indent, fd.local)
	g.p("%s  }", indent)
	g.p("%s}", indent)
}

func (g *fbGen) generate() {
	for _, m := range allMessages(g.file.Messages) {
		g.message(m)
	}
	out := g.gen.NewGeneratedFile(fbOutName(g.file), "")
	out.P("// Code generated by protoc-gen-polywire-ts. DO NOT EDIT.")
	out.P("// source: ", g.file.Desc.Path(), " (FlatBuffers: polywire's mapping, the .fbs mirror of the .proto)")
	out.P("/* eslint-disable */")
	out.P()
	body := g.b.String()
	var rt []string
	for _, n := range fbRuntimeNames {
		if !regexp.MustCompile(`\$` + n + `\b`).MatchString(body) {
			continue
		}
		if n == "Ctx" {
			rt = append(rt, "type Ctx as $Ctx")
		} else {
			rt = append(rt, n+" as $"+n)
		}
	}
	out.P("import { ", strings.Join(rt, ", "), " } from \"", g.spec(fbRuntimeFile), "\";")
	writeImports(out, g.imports)
	out.P()
	out.P(strings.TrimRight(body, "\n"))
}

func (g *fbGen) message(m *protogen.Message) {
	n := m.GoIdent.GoName
	typ := g.typ(m.Desc, m.GoIdent)
	var fields []fbField
	for i, f := range m.Fields {
		fields = append(fields, g.field(i, f))
	}
	g.p("/** Reads the %s table at t (its uoffset followed), verifying every offset as it reads. */", m.Desc.FullName())
	g.p("export function read%sFb(c: $Ctx, t: number, depth: number): %s {", n, typ)
	if len(fields) == 0 {
		g.p("  $open(c, t, depth);")
		g.p("  return {};")
		g.p("}")
		g.p("")
	} else {
		g.p("  const buf = c.buf;")
		g.p("  const vt = $open(c, t, depth);")
		g.p("  const vs = $u16(buf, vt);")
		g.p("  const ts = $u16(buf, vt + 2);")
		g.p("  let o = 0;")
		for _, fd := range fields {
			g.readLines(fd, "  ")
		}
		var lit []string
		for _, fd := range fields {
			lit = append(lit, fd.json+": "+fd.local)
		}
		g.p("  return { %s };", strings.Join(lit, ", "))
		g.p("}")
		g.p("")
	}
	g.p("/** Decodes a FlatBuffer whose root is a %s; throws PolywireDecodeError (with the byte offset) on a malformed buffer. */", m.Desc.FullName())
	g.p("export function decode%sFb(bytes: Uint8Array): %s {", n, typ)
	g.p("  const c = $ctx(bytes);")
	g.p("  return read%sFb(c, $root(c), 0);", n)
	g.p("}")
	g.p("")

	// The view: the same row field the Protobuf view indexes (the first
	// repeated message field by number), its vector already an index.
	byNumber := append([]fbField(nil), fields...)
	sort.SliceStable(byNumber, func(i, j int) bool { return byNumber[i].f.Desc.Number() < byNumber[j].f.Desc.Number() })
	for _, rows := range byNumber {
		if rows.msg && rows.list {
			g.view(m, fields, rows)
			break
		}
	}
}

func (g *fbGen) view(m *protogen.Message, fields []fbField, rows fbField) {
	n := m.GoIdent.GoName
	view := g.typ(m.Desc, protogen.GoIdent{GoName: n + "View"})
	row := g.typ(rows.f.Message.Desc, rows.f.Message.GoIdent)
	g.p("/**")
	g.p(" * A FlatBuffers %s whose %s are read one at a time, on get(i): only the", m.Desc.FullName(), rows.json)
	g.p(" * root table and the vector's header are read up front (the other fields")
	g.p(" * decoded), so it costs the same for one row as for a million. A malformed")
	g.p(" * row throws PolywireDecodeError from get(i).")
	g.p(" */")
	g.p("export function view%sFb(bytes: Uint8Array): %s {", n, view)
	g.p("  const c = $ctx(bytes);")
	g.p("  const buf = c.buf;")
	g.p("  const depth = 0;")
	g.p("  const t = $root(c);")
	g.p("  const vt = $open(c, t, depth);")
	g.p("  const vs = $u16(buf, vt);")
	g.p("  const ts = $u16(buf, vt + 2);")
	g.p("  let o = 0;")
	for _, fd := range fields {
		if fd.f != rows.f {
			g.readLines(fd, "  ")
		}
	}
	g.p("  let rv = 0;")
	g.p("  let count = 0;")
	g.p("  o = vs > %d ? $u16(buf, vt + %d) : 0;", rows.slot, rows.slot)
	g.p("  if (o !== 0) {")
	g.p("    if (o < 4 || o + 4 > ts) $badField(o, t);")
	g.p("    rv = $vec(c, t + o, 4);")
	g.p("    count = $u32(buf, rv);")
	g.p("  }")
	var lit []string
	for _, fd := range fields {
		if fd.f != rows.f {
			lit = append(lit, fd.json+": "+fd.local)
		}
	}
	lit = append(lit, "length: count")
	g.p("  return {")
	g.p("    %s,", strings.Join(lit, ", "))
	g.p("    get(i: number): %s {", row)
	g.p("      if (!(i >= 0 && i < count)) $badRow(i, count);")
	g.p("      c.tables = 0; // the table budget is per row: rows are read on demand, any number of times")
	g.p("      return %s(c, $off(c, rv + 4 + 4 * i), depth + 1);", g.reader(rows.f.Message))
	g.p("    },")
	g.p("  };")
	g.p("}")
	g.p("")
}
