package pwtsgen

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
	"u16", "i32", "u32", "u64s", "i64s", "u64b", "i64b", "item", "twoMembers", "setOwn",
}

// runFB writes <name>_pwfb.ts for every file of the run, and pwfb_runtime.ts.
func runFB(gen *protogen.Plugin, pl *plan, int64Mode string) {
	for _, f := range pl.files {
		g := &fbGen{gen: gen, plan: pl, file: f, bigint: int64Mode == "bigint", imports: map[string]map[string]bool{}}
		g.generate()
	}
	if len(pl.files) > 0 {
		gen.NewGeneratedFile(fbRuntimeFile, "").P(strings.TrimRight(expandASCIICases(fbRuntimeTS), "\n"))
	}
}

type fbGen struct {
	gen     *protogen.Plugin
	plan    *plan
	file    *protogen.File
	bigint  bool
	b       strings.Builder
	imports map[string]map[string]bool // module path -> names ("type X" for types)
}

func fbOutName(f *protogen.File) string {
	return strings.TrimSuffix(f.Desc.Path(), ".proto") + "_pwfb.ts"
}

func fbModule(fd protoreflect.FileDescriptor) string {
	return strings.TrimSuffix(fd.Path(), ".proto") + "_pwfb.ts"
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

func (g *fbGen) use(target string, names ...string) {
	if target == fbOutName(g.file) {
		return
	}
	s := g.spec(target)
	if g.imports[s] == nil {
		g.imports[s] = map[string]bool{}
	}
	for _, n := range names {
		g.imports[s][n] = true
	}
}

// typ is a message's or enum's TypeScript type, imported from its _pwts.ts.
func (g *fbGen) typ(desc protoreflect.Descriptor, ident protogen.GoIdent) string {
	g.use(pwtsModule(desc.ParentFile()), "type "+ident.GoName)
	return ident.GoName
}

// enumName is an enum's nameE function (number to name), from its _pwts.ts.
func (g *fbGen) enumName(e *protogen.Enum) string {
	n := "name" + e.GoIdent.GoName
	g.use(pwtsModule(e.Desc.ParentFile()), n)
	return n
}

// reader is a message's readXFb, imported when it lives in another file.
func (g *fbGen) reader(m *protogen.Message) string {
	n := "read" + m.GoIdent.GoName + "Fb"
	g.use(fbModule(m.Desc.ParentFile()), n)
	return n
}

// fbField is how one field's slot is read.
type fbField struct {
	f        *protogen.Field
	slot     int    // vtable offset of the field: 4 + 2*index
	local    string // the decoding local
	json     string
	size     int    // bytes in the table, and of one element in a vector
	typ      string // the element type
	zero     string // the singular default
	read     string // reads one element at p (the slot, or the vector element)
	list     bool
	msg      bool
	presence bool   // oneof member or proto3 optional: undefined when absent
	oneof    string // the counter of its oneof's members present ("" for none)
	wkt      bool   // a well-known type in its JSON form
	isMap    bool
	key, val *fbField
	entryFn  string // a map's entry reader
}

func (g *fbGen) field(i int, f *protogen.Field) fbField {
	d := f.Desc
	fd := fbField{f: f, slot: 4 + 2*i, local: "f" + strconv.Itoa(i), json: d.JSONName(), size: 4, list: d.IsList(), presence: hasPresence(f)}
	if d.IsMap() {
		k, v := g.field(0, f.Message.Fields[0]), g.field(1, f.Message.Fields[1])
		fd.isMap, fd.key, fd.val, fd.presence = true, &k, &v, false
		fd.entryFn = "read" + f.Message.GoIdent.GoName + "Fb"
		return fd
	}
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
		if fd.list {
			// A vector of item tables, one [ubyte] field each (the .fbs's <Field>Item).
			fd.read = "$item(c, $off(c, p), depth + 1)"
		}
	case protoreflect.EnumKind:
		if isNullValue(f.Enum) {
			fd.typ, fd.zero, fd.read = "null", "null", "null"
			break
		}
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
	default: // MessageKind (groups are left out by the plan)
		fd.msg = true
		fd.zero = "undefined"
		if w := wktOf(f.Message.Desc, g.bigint); w != nil && !isRaw(g.file) {
			n := f.Message.GoIdent.GoName
			fd.wkt = true
			fd.typ = w.json
			if strings.HasPrefix(w.json, "$") {
				g.use(runtimeFile, "type "+strings.TrimSuffix(strings.TrimPrefix(w.json, "$"), "[]")+" as "+strings.TrimSuffix(w.json, "[]"))
			}
			g.use(fbModule(f.Message.Desc.ParentFile()), "read"+n+"Fb as $read"+n+"Fb")
			g.use(pwtsModule(f.Message.Desc.ParentFile()), "toJson"+n+" as $toJson"+n)
			fd.read = fmt.Sprintf("$toJson%s($read%sFb(c, $off(c, p), depth + 1), p)", n, n)
			break
		}
		fd.typ = g.typ(f.Message.Desc, f.Message.GoIdent)
		fd.read = g.reader(f.Message) + "(c, $off(c, p), depth + 1)"
	}
	return fd
}

func (fd fbField) decl() string {
	t := fd.typ
	switch {
	case fd.isMap:
		t = "{ [key: string]: " + fd.val.typ + " }"
	case fd.list && strings.Contains(t, "|"):
		t = "(" + t + ")[]"
	case fd.list:
		t += "[]"
	case fd.msg || fd.presence:
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
	if fd.list || fd.msg || fd.isMap {
		inline = 4
	}
	count := ""
	if fd.oneof != "" {
		count = " " + fd.oneof + "++;"
	}
	switch {
	case fd.isMap:
		g.p("%sif (o === 0) %s = {};", indent, fd.local)
		g.p("%selse {", indent)
		g.p("%s  if (o < 4 || t + o + 4 > c.len) $badField(o, t);", indent)
		g.p("%s  const v = $vec(c, t + o, 4);", indent)
		g.p("%s  const m: %s = {};", indent, fd.decl())
		g.p("%s  for (let i = 0, n = $u32(buf, v), p = v + 4; i < n; i++, p += 4) %s(c, $off(c, p), depth + 1, m);", indent, fd.entryFn)
		g.p("%s  %s = m;", indent, fd.local)
		g.p("%s}", indent)
		return
	case !fd.list:
		zero := fd.zero
		if fd.presence {
			zero = "undefined"
		}
		g.p("%sif (o === 0) %s = %s;", indent, fd.local, zero)
		g.p("%selse {", indent)
		g.p("%s  if (o < 4 || t + o + %d > c.len) $badField(o, t);", indent, inline)
		g.p("%s  const p = t + o;", indent)
		g.p("%s  %s = %s;%s", indent, fd.local, fd.read, count)
		g.p("%s}", indent)
		return
	}
	g.p("%sif (o === 0) %s = [];", indent, fd.local)
	g.p("%selse {", indent)
	g.p("%s  if (o < 4 || t + o + 4 > c.len) $badField(o, t);", indent)
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
	rt := usedNames(body, fbRuntimeNames, map[string]bool{"Ctx": true})
	out.P("import { ", strings.Join(rt, ", "), " } from \"", g.spec(fbRuntimeFile), "\";")
	writeImports(out, g.imports)
	out.P()
	out.P(strings.TrimRight(body, "\n"))
}

// fields are the message's fields by slot, with their oneofs' counters.
func (g *fbGen) fields(m *protogen.Message) ([]fbField, map[string]*protogen.Oneof) {
	var fields []fbField
	counters := map[string]*protogen.Oneof{}
	index := map[*protogen.Oneof]string{}
	supported := map[*protogen.Field]bool{}
	for _, f := range g.plan.fields(m) {
		supported[f] = true
	}
	for i, f := range m.Fields { // slots follow the declaration, left-out fields included
		if !supported[f] {
			continue
		}
		fd := g.field(i, f)
		if o := oneofOf(f); o != nil {
			if _, ok := index[o]; !ok {
				index[o] = "k" + strconv.Itoa(len(index))
				counters[index[o]] = o
			}
			fd.oneof = index[o]
		}
		fields = append(fields, fd)
	}
	return fields, counters
}

// oneofChecks counts present members: a buffer with two members of one
// oneof is invalid (codec/flatcodec refuses it too).
func (g *fbGen) oneofChecks(m *protogen.Message, counters map[string]*protogen.Oneof, indent string) {
	names := make([]string, 0, len(counters))
	for k := range counters {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		g.p("%sif (%s > 1) $twoMembers(%q, %q, t);", indent, k, counters[k].Desc.Name(), m.Desc.FullName())
	}
}

func (g *fbGen) counterDecls(counters map[string]*protogen.Oneof, indent string) {
	names := make([]string, 0, len(counters))
	for k := range counters {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		g.p("%slet %s = 0;", indent, k)
	}
}

// entryReader writes the reader of one entry table of a map field: key in
// slot 0 (absent: the zero key), value in slot 1 (absent: the zero value;
// for a message, the empty message), the last of equal keys winning.
func (g *fbGen) entryReader(fd fbField) {
	k, v := fd.key, fd.val
	g.p("function %s(c: $Ctx, e: number, depth: number, m: %s): void {", fd.entryFn, fd.decl())
	g.p("  const buf = c.buf;")
	g.p("  const vt = $open(c, e, depth);")
	g.p("  const vs = $u16(buf, vt);")
	g.p("  let o = vs > 4 ? $u16(buf, vt + 4) : 0;")
	g.p("  let k: string;")
	g.p("  if (o === 0) k = %s;", mapKeyZero(k.f.Desc.Kind()))
	g.p("  else {")
	g.p("    if (o < 4 || e + o + %d > c.len) $badField(o, e);", k.size)
	g.p("    const p = e + o;")
	g.p("    k = %s;", fbKeyRead(k.f.Desc.Kind()))
	g.p("  }")
	g.p("  o = vs > 6 ? $u16(buf, vt + 6) : 0;")
	g.p("  let v: %s;", v.typ)
	zero := v.zero
	if v.msg {
		// An absent message value is the empty message.
		n := v.f.Message.GoIdent.GoName
		mod := pwtsModule(v.f.Message.Desc.ParentFile())
		if v.wkt {
			g.use(mod, "decode"+n+" as $decode"+n)
			zero = fmt.Sprintf("$toJson%s($decode%s(new Uint8Array(0)), e)", n, n)
		} else {
			g.use(mod, "decode"+n)
			zero = "decode" + n + "(new Uint8Array(0))"
		}
	}
	size := v.size
	if v.msg {
		size = 4
	}
	g.p("  if (o === 0) v = %s;", zero)
	g.p("  else {")
	g.p("    if (o < 4 || e + o + %d > c.len) $badField(o, e);", size)
	g.p("    const p = e + o;")
	g.p("    v = %s;", v.read)
	g.p("  }")
	g.p("  $setOwn(m, k, v);")
	g.p("}")
	g.p("")
}

// fbKeyRead reads a map key of kind k at p as its JSON form (a string).
func fbKeyRead(k protoreflect.Kind) string {
	switch k {
	case protoreflect.StringKind:
		return "$str(c, p)"
	case protoreflect.BoolKind:
		return `buf[p] !== 0 ? "true" : "false"`
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
		return "String($i32(buf, p))"
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind:
		return "String($u32(buf, p))"
	case protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		return "$u64s(buf, p)"
	default:
		return "$i64s(buf, p)"
	}
}

func (g *fbGen) message(m *protogen.Message) {
	n := m.GoIdent.GoName
	typ := g.typ(m.Desc, m.GoIdent)
	fields, counters := g.fields(m)
	for _, fd := range fields {
		if fd.isMap {
			g.entryReader(fd)
		}
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
		g.p("  let o = 0;")
		g.counterDecls(counters, "  ")
		for _, fd := range fields {
			g.readLines(fd, "  ")
		}
		g.oneofChecks(m, counters, "  ")
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

	if isRaw(g.file) {
		return
	}
	// The view: the same row field the Protobuf view indexes (the first
	// repeated message field by number), its vector already an index.
	byNumber := append([]fbField(nil), fields...)
	sort.SliceStable(byNumber, func(i, j int) bool { return byNumber[i].f.Desc.Number() < byNumber[j].f.Desc.Number() })
	for _, rows := range byNumber {
		if rows.msg && rows.list && !rows.wkt {
			g.view(m, fields, counters, rows)
			break
		}
	}
}

func (g *fbGen) view(m *protogen.Message, fields []fbField, counters map[string]*protogen.Oneof, rows fbField) {
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
	g.p("  let o = 0;")
	g.counterDecls(counters, "  ")
	for _, fd := range fields {
		if fd.f != rows.f {
			g.readLines(fd, "  ")
		}
	}
	g.oneofChecks(m, counters, "  ")
	g.p("  let rv = 0;")
	g.p("  let count = 0;")
	g.p("  o = vs > %d ? $u16(buf, vt + %d) : 0;", rows.slot, rows.slot)
	g.p("  if (o !== 0) {")
	g.p("    if (o < 4 || t + o + 4 > c.len) $badField(o, t);")
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
