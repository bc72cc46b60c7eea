package main

import (
	"fmt"
	"slices"
	"strconv"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/cmd/internal/plugin"
)

// Decoding. The generated unmarshalFast reads b with an index i; every
// field case checks the wire type it expects and otherwise falls through to
// the unknown-field path, as protobuf-go treats a known field with another
// wire type. Strings and bytes always point into b: UnmarshalFast has
// copied b already when the caller did not allow aliasing.

// errAt is the return statement of a decode error in field f (nil: not in
// a known field) of message m.
func (fg *fileGen) errAt(m *protogen.Message, f *protogen.Field, err string) string {
	num, name := "0", `""`
	if f != nil {
		num, name = strconv.Itoa(int(f.Desc.Number())), strconv.Quote(string(f.Desc.Name()))
	}
	return "return " + fg.fw("FieldError") + "(" + strconv.Quote(string(m.Desc.FullName())) + ", " + num + ", " + name + ", " + err + ")"
}

// decodeVarint declares u, the varint at buf[idx:], advancing idx.
func (fg *fileGen) decodeVarint(m *protogen.Message, f *protogen.Field, buf, idx string) {
	g := fg.G
	g.P("var u uint64")
	g.P("if ", idx, " < len(", buf, ") && ", buf, "[", idx, "] < 0x80 {")
	g.P("u = uint64(", buf, "[", idx, "])")
	g.P(idx, "++")
	g.P("} else if ", idx, "+1 < len(", buf, ") && ", buf, "[", idx, "+1] < 0x80 {")
	g.P("u = uint64(", buf, "[", idx, "]&0x7f) | uint64(", buf, "[", idx, "+1])<<7")
	g.P(idx, " += 2")
	g.P("} else if u, ", idx, " = ", fg.fw("Varint"), "(", buf, ", ", idx, "); ", idx, " < 0 {")
	g.P(fg.errAt(m, f, fg.fw("Code")+"("+idx+")"))
	g.P("}")
}

// decodeLength declares e: the value at b[i:e] is the length-delimited
// value at b[i:] (i is advanced past the length).
func (fg *fileGen) decodeLength(m *protogen.Message, f *protogen.Field) {
	g := fg.G
	g.P("var l uint64")
	g.P("if i < len(b) && b[i] < 0x80 {")
	g.P("l = uint64(b[i])")
	g.P("i++")
	g.P("} else if i+1 < len(b) && b[i+1] < 0x80 {")
	g.P("l = uint64(b[i]&0x7f) | uint64(b[i+1])<<7")
	g.P("i += 2")
	g.P("} else if l, i = ", fg.fw("Varint"), "(b, i); i < 0 {")
	g.P(fg.errAt(m, f, fg.fw("Code")+"(i)"))
	g.P("}")
	g.P("if l > uint64(len(b)-i) {")
	g.P(fg.errAt(m, f, fg.fw("ErrTruncated")))
	g.P("}")
	g.P("e := i + int(l)")
}

// decodeScalar declares v, the value of kind fd.Kind() at buf[idx:] (a
// non-message kind), advancing idx. Strings and bytes are read from b[i:]
// only. noZero: an empty bytes value is nil (fields without presence).
func (fg *fileGen) decodeScalar(m *protogen.Message, f *protogen.Field, fd protoreflect.FieldDescriptor, vf *protogen.Field, buf, idx string, noZero bool) {
	g := fg.G
	k := fd.Kind()
	switch wireType(k) {
	case protowire.Fixed32Type:
		g.P("var u uint32")
		g.P("if u, ", idx, " = ", fg.fw("Fixed32"), "(", buf, ", ", idx, "); ", idx, " < 0 {")
		g.P(fg.errAt(m, f, fg.fw("Code")+"("+idx+")"))
		g.P("}")
		switch k {
		case protoreflect.FloatKind:
			g.P("v := ", fg.Ident(mathPackage, "Float32frombits"), "(u)")
		case protoreflect.Sfixed32Kind:
			g.P("v := int32(u)")
		default:
			g.P("v := u")
		}
	case protowire.Fixed64Type:
		g.P("var u uint64")
		g.P("if u, ", idx, " = ", fg.fw("Fixed64"), "(", buf, ", ", idx, "); ", idx, " < 0 {")
		g.P(fg.errAt(m, f, fg.fw("Code")+"("+idx+")"))
		g.P("}")
		switch k {
		case protoreflect.DoubleKind:
			g.P("v := ", fg.Ident(mathPackage, "Float64frombits"), "(u)")
		case protoreflect.Sfixed64Kind:
			g.P("v := int64(u)")
		default:
			g.P("v := u")
		}
	case protowire.BytesType:
		fg.decodeLength(m, f)
		switch {
		case k == protoreflect.StringKind && fg.unchecked:
			// Checked with the rest of its run (see stringRuns).
			g.P("v := ", fg.fw("String"), "(b[i:e])")
		case k == protoreflect.StringKind:
			g.P("if !", fg.fw("ShortASCII"), "(b[i:e]) && !", fg.fw("ValidUTF8"), "(b[i:e]) {")
			g.P(fg.errAt(m, f, fg.fw("ErrInvalidUTF8")))
			g.P("}")
			g.P("v := ", fg.fw("String"), "(b[i:e])")
		case noZero:
			g.P("v := ", fg.fw("BytesNoZero"), "(b[i:e])")
		default:
			g.P("v := ", fg.fw("Bytes"), "(b[i:e])")
		}
		g.P("i = e")
	default:
		fg.decodeVarint(m, f, buf, idx)
		switch k {
		case protoreflect.BoolKind:
			g.P("v := u != 0")
		case protoreflect.Int32Kind:
			g.P("v := int32(u)")
		case protoreflect.Int64Kind:
			g.P("v := int64(u)")
		case protoreflect.Uint32Kind:
			g.P("v := uint32(u)")
		case protoreflect.Sint32Kind:
			g.P("v := int32(", fg.fw("DecodeZigZag"), "(u & 0xffffffff))")
		case protoreflect.Sint64Kind:
			g.P("v := ", fg.fw("DecodeZigZag"), "(u)")
		case protoreflect.EnumKind:
			g.P("v := ", fg.G.QualifiedGoIdent(vf.Enum.GoIdent), "(int32(u))")
		default:
			g.P("v := u")
		}
	}
}

// decodeInto writes the statements decoding the message at b[i:e] into
// the non-nil message dst of type msg, and advancing i to e.
func (fg *fileGen) decodeInto(m *protogen.Message, f *protogen.Field, msg *protogen.Message, dst string) {
	g := fg.G
	if fg.fast(msg) {
		sub := ""
		if fg.hasBlock(msg) {
			sub = ", nil"
			if fg.inBlock(m, f) {
				g.P("var sub *", blockType(msg))
				g.P("if blk != nil {")
				g.P("sub = &blk.b", f.GoName)
				g.P("}")
				sub = ", sub"
			}
		}
		g.P("if err := ", dst, ".unmarshalFast(b[i:e], depth", sub, "); err != nil {")
		g.P("return err")
		g.P("}")
	} else {
		g.P("if err := ", fg.fw("UnmarshalMessage"), "(b[i:e], ", dst, ", depth); err != nil {")
		g.P(fg.errAt(m, f, "err"))
		g.P("}")
	}
	g.P("i = e")
}

// usesStart reports whether decoding field f counts its later occurrences
// ahead, which needs the position of its tag (start).
func (fg *fileGen) usesStart(f *protogen.Field) bool {
	d := f.Desc
	if d.IsList() && d.Message() != nil {
		return fg.fast(f.Message) // batch allocation
	}
	return d.IsMap() || (d.IsList() && wireType(d.Kind()) == protowire.BytesType)
}

// wireTypes are the wire types field f is decoded from, the one protobuf-go
// writes first; other wire types make it an unknown field.
func wireTypes(f *protogen.Field) []protowire.Type {
	wt := wireType(f.Desc.Kind())
	if f.Desc.IsList() && wt != protowire.BytesType { // packed or not, whatever the schema says
		if f.Desc.IsPacked() {
			return []protowire.Type{protowire.BytesType, wt}
		}
		return []protowire.Type{wt, protowire.BytesType}
	}
	return []protowire.Type{wt}
}

// inOrder reports whether field f is decoded by the in-order fast path
// before the general loop: a field outside real oneofs with a tag of one or
// two bytes.
func inOrder(f *protogen.Field) bool {
	return !plugin.InOneof(f) && protowire.SizeTag(f.Desc.Number()) <= 2
}

// stringRun is a sequence of consecutive string fields of the in-order
// path.
type stringRun struct {
	first, last *protogen.Field
	fields      []*protogen.Field
}

// stringRuns finds, among fields in protobuf-go's order, the runs of two or
// more consecutive singular string fields (no presence, one-byte tags).
// Their UTF-8 is checked at once: encoded in order, such a run is the
// fields' tags, lengths and bytes back to back, and when all those bytes are
// ASCII (tags under 16, lengths under 128 and ASCII text are) every string
// is valid; one scan replaces one check per string. Otherwise each string of
// the run is checked on its own, so the result is the same.
func stringRuns(fields []*protogen.Field) map[*protogen.Field]*stringRun {
	runs := map[*protogen.Field]*stringRun{}
	var cur *stringRun
	flush := func() {
		if cur != nil && len(cur.fields) >= 2 {
			for _, f := range cur.fields {
				runs[f] = cur
			}
		}
		cur = nil
	}
	for _, f := range fields {
		d := f.Desc
		if d.Kind() != protoreflect.StringKind || d.IsList() || d.HasPresence() || !inOrder(f) || protowire.SizeTag(d.Number()) != 1 {
			flush()
			continue
		}
		if cur == nil {
			cur = &stringRun{first: f}
		}
		cur.last = f
		cur.fields = append(cur.fields, f)
	}
	flush()
	return runs
}

func (fg *fileGen) unmarshal(m *protogen.Message) {
	g := fg.G
	name := m.GoIdent.GoName
	fg.blockDecl(m)
	if fg.hasBlock(m) {
		g.P("// unmarshalFast decodes b into x. The singular sub-messages it allocates")
		g.P("// are taken from blk, allocated when first needed if nil.")
		g.P("func (x *", name, ") unmarshalFast(b []byte, depth int, blk *", blockType(m), ") error {")
	} else {
		g.P("func (x *", name, ") unmarshalFast(b []byte, depth int) error {")
	}
	g.P("if depth--; depth < 0 {")
	g.P(fg.errAt(m, nil, fg.fw("ErrRecursionDepth")))
	g.P("}")
	for _, f := range m.Fields {
		if f.Desc.IsList() && f.Desc.Message() != nil && fg.fast(f.Message) {
			g.P("var batch", f.GoName, " []", g.QualifiedGoIdent(f.Message.GoIdent))
		}
	}
	g.P("i := 0")

	// The in-order fast path: the fields as encoders write them (by number,
	// each singular field at most once, a repeated field's occurrences
	// together), each recognised by its tag bytes, without a loop or a
	// switch. Whatever is left (nothing, for such input) goes to the general
	// loop, which accepts any order; decoding a prefix first and the rest
	// after is the same as decoding it all in the loop.
	plain, _ := sortedFields(m)
	runs := stringRuns(plain)
	for k, f := range plain {
		if !inOrder(f) {
			continue
		}
		run, inRun := runs[f]
		if inRun && run.first == f {
			g.P("run", k, " := i")
		}
		fg.unchecked = inRun
		wt := wireTypes(f)[0]
		tag := protowire.AppendTag(nil, f.Desc.Number(), wt)
		cond := fmt.Sprintf("i < len(b) && b[i] == 0x%02x", tag[0])
		if len(tag) == 2 {
			cond = fmt.Sprintf("i+1 < len(b) && b[i] == 0x%02x && b[i+1] == 0x%02x", tag[0], tag[1])
		}
		loop := "if "
		if f.Desc.IsList() || f.Desc.IsMap() {
			loop = "for "
		}
		g.P(loop, cond, " { // ", f.Desc.Name())
		if fg.usesStart(f) {
			g.P("start := i")
		}
		g.P("i += ", len(tag))
		fg.fieldBody(m, f, wt, strconv.FormatUint(protowire.EncodeTag(f.Desc.Number(), wt), 10))
		g.P("}")
		fg.unchecked = false
		if inRun && run.last == f {
			g.P("if !", fg.fw("ASCII"), "(b[run", slices.Index(plain, run.first), ":i]) {")
			for _, rf := range run.fields {
				g.P("if !", fg.fw("ValidString"), "(x.", rf.GoName, ") {")
				g.P(fg.errAt(m, rf, fg.fw("ErrInvalidUTF8")))
				g.P("}")
			}
			g.P("}")
		}
	}

	g.P("for i < len(b) {")
	if fg.needsStart(m) {
		g.P("start := i")
	}
	g.P("var tag uint64")
	g.P("if c := b[i]; c < 0x80 {")
	g.P("tag = uint64(c)")
	g.P("i++")
	g.P("} else if tag, i = ", fg.fw("Varint"), "(b, i); i < 0 {")
	g.P(fg.errAt(m, nil, fg.fw("Code")+"(i)"))
	g.P("}")
	if len(m.Fields) > 0 {
		g.P("switch tag >> 3 {")
		for _, f := range m.Fields {
			g.P("case ", f.Desc.Number(), ": // ", f.Desc.Name())
			for _, wt := range wireTypes(f) {
				g.P("if tag&7 == ", int(wt), " {")
				fg.fieldBody(m, f, wt, "tag")
				g.P("continue")
				g.P("}")
			}
		}
		g.P("}")
	}
	g.P("if x.unknownFields, i = ", fg.fw("AppendUnknown"), "(x.unknownFields, b, i, tag); i < 0 {")
	g.P("return ", fg.fw("UnknownError"), "(", strconv.Quote(string(m.Desc.FullName())), ", tag, i)")
	g.P("}")
	g.P("}")
	g.P("return nil")
	g.P("}")
	g.P()
}

// needsStart reports whether the general loop of m's decoder needs start.
func (fg *fileGen) needsStart(m *protogen.Message) bool {
	for _, f := range m.Fields {
		if fg.usesStart(f) {
			return true
		}
	}
	return false
}

// fieldBody writes the statements decoding one occurrence of field f with
// wire type wt at b[i:], its tag (whose value is the Go expression tag)
// consumed; start is where the tag began.
func (fg *fileGen) fieldBody(m *protogen.Message, f *protogen.Field, wt protowire.Type, tag string) {
	g, fd := fg.G, f.Desc
	v := "x." + f.GoName
	switch {
	case fd.IsMap():
		fg.decodeLength(m, f)
		g.P("if ", v, " == nil {")
		g.P(v, " = make(map[", fg.goType(f.Message.Fields[0]), "]", fg.goType(f.Message.Fields[1]), ", ", fg.fw("Count"), "(b[start:], ", tag, "))")
		g.P("}")
		g.P("if err := x.unmarshalFast", f.GoName, "(b[i:e], depth); err != nil {")
		g.P("return err")
		g.P("}")
		g.P("i = e")

	case fd.IsList() && fd.Message() != nil:
		fg.decodeLength(m, f)
		if fg.fast(f.Message) {
			batch := "batch" + f.GoName
			g.P("if len(", batch, ") == 0 {")
			g.P("c := max(", fg.fw("Count"), "(b[start:], ", tag, "), 1)")
			g.P(batch, " = make([]", g.QualifiedGoIdent(f.Message.GoIdent), ", c)")
			g.P("if cap(", v, ")-len(", v, ") < c {")
			g.P(v, " = ", fg.Ident(slicesPackage, "Grow"), "(", v, ", c)")
			g.P("}")
			g.P("}")
			g.P("m := &", batch, "[0]")
			g.P(batch, " = ", batch, "[1:]")
		} else {
			g.P("m := new(", g.QualifiedGoIdent(f.Message.GoIdent), ")")
		}
		g.P(v, " = append(", v, ", m)")
		fg.decodeInto(m, f, f.Message, "m")

	case fd.IsList() && wireType(fd.Kind()) == protowire.BytesType: // strings, bytes
		fg.decodeScalar(m, f, fd, f, "b", "i", false)
		g.P("if len(", v, ") == cap(", v, ") {")
		g.P(v, " = ", fg.Ident(slicesPackage, "Grow"), "(", v, ", ", fg.fw("Count"), "(b[start:], ", tag, "))")
		g.P("}")
		g.P(v, " = append(", v, ", v)")

	case fd.IsList() && wt == protowire.BytesType: // packed scalars
		fg.decodeLength(m, f)
		switch wireType(fd.Kind()) {
		case protowire.Fixed32Type, protowire.Fixed64Type:
			size := "4"
			if wireType(fd.Kind()) == protowire.Fixed64Type {
				size = "8"
			}
			g.P("if (e-i)%", size, " != 0 {")
			g.P(fg.errAt(m, f, fg.fw("ErrTruncated")))
			g.P("}")
			g.P("if c := (e - i) / ", size, "; cap(", v, ")-len(", v, ") < c {")
		default:
			g.P("if c := ", fg.fw("CountVarints"), "(b[i:e]); cap(", v, ")-len(", v, ") < c {")
		}
		g.P(v, " = ", fg.Ident(slicesPackage, "Grow"), "(", v, ", c)")
		g.P("}")
		g.P("p := b[:e]")
		g.P("for i < e {")
		fg.decodeScalar(m, f, fd, f, "p", "i", false)
		g.P(v, " = append(", v, ", v)")
		g.P("}")

	case fd.IsList(): // one unpacked scalar
		fg.decodeScalar(m, f, fd, f, "b", "i", false)
		g.P(v, " = append(", v, ", v)")

	case plugin.InOneof(f):
		ov := "x." + f.Oneof.GoName
		if fd.Message() != nil {
			fg.decodeLength(m, f)
			g.P("w, _ := ", ov, ".(*", f.GoIdent.GoName, ")")
			g.P("if w == nil {")
			g.P("w = &", f.GoIdent.GoName, "{}")
			g.P("}")
			g.P("if w.", f.GoName, " == nil {")
			g.P("w.", f.GoName, " = new(", g.QualifiedGoIdent(f.Message.GoIdent), ")")
			g.P("}")
			fg.decodeInto(m, f, f.Message, "w."+f.GoName)
			g.P(ov, " = w")
		} else {
			fg.decodeScalar(m, f, fd, f, "b", "i", false)
			g.P(ov, " = &", f.GoIdent.GoName, "{", f.GoName, ": v}")
		}

	case fd.Message() != nil:
		fg.decodeLength(m, f)
		g.P("if ", v, " == nil {")
		if fg.inBlock(m, f) {
			g.P("if blk == nil {")
			g.P("blk = new(", blockType(m), ")")
			g.P("}")
			g.P(v, " = &blk.m", f.GoName)
		} else {
			g.P(v, " = new(", g.QualifiedGoIdent(f.Message.GoIdent), ")")
		}
		g.P("}")
		fg.decodeInto(m, f, f.Message, v)

	default:
		optional := fd.HasPresence()
		fg.decodeScalar(m, f, fd, f, "b", "i", !optional)
		switch {
		case optional && fd.Kind() != protoreflect.BytesKind:
			g.P("if ", v, " == nil {")
			g.P(v, " = new(", fg.goType(f), ")")
			g.P("}")
			g.P("*", v, " = v")
		default:
			g.P(v, " = v")
		}
	}
}

// unmarshalMapEntry writes the method decoding one entry of map field f:
// key and value in any order, repeated (the last wins, message values
// merge), other fields skipped; a missing key or value is the zero value
// (an empty message for message values), as protobuf-go decodes it.
func (fg *fileGen) unmarshalMapEntry(m *protogen.Message, f *protogen.Field) {
	g, fd := fg.G, f.Desc
	kf, vf := f.Message.Fields[0], f.Message.Fields[1]
	kd, vd := fd.MapKey(), fd.MapValue()
	g.P("func (x *", m.GoIdent.GoName, ") unmarshalFast", f.GoName, "(b []byte, depth int) error {")
	g.P("if depth--; depth < 0 {")
	g.P(fg.errAt(m, f, fg.fw("ErrRecursionDepth")))
	g.P("}")
	g.P("var mk ", fg.goType(kf))
	if vd.Message() != nil {
		g.P("mv := new(", g.QualifiedGoIdent(vf.Message.GoIdent), ")")
	} else {
		g.P("var mv ", fg.goType(vf))
	}
	g.P("for i := 0; i < len(b); {")
	g.P("var tag uint64")
	g.P("if c := b[i]; c < 0x80 {")
	g.P("tag = uint64(c)")
	g.P("i++")
	g.P("} else if tag, i = ", fg.fw("Varint"), "(b, i); i < 0 {")
	g.P(fg.errAt(m, f, fg.fw("Code")+"(i)"))
	g.P("}")
	g.P("switch tag {")
	g.P("case ", protowire.EncodeTag(1, wireType(kd.Kind())), ":")
	g.P("{")
	fg.decodeScalar(m, f, kd, kf, "b", "i", false)
	g.P("mk = v")
	g.P("}")
	g.P("continue")
	g.P("case ", protowire.EncodeTag(2, wireType(vd.Kind())), ":")
	if vd.Message() != nil {
		fg.decodeLength(m, f)
		fg.decodeInto(m, f, vf.Message, "mv")
	} else {
		g.P("{")
		fg.decodeScalar(m, f, vd, vf, "b", "i", false)
		g.P("mv = v")
		g.P("}")
	}
	g.P("continue")
	g.P("}")
	g.P("if n := tag >> 3; n == 0 || n > ", fg.fw("MaxFieldNumber"), " {")
	g.P(fg.errAt(m, f, fg.fw("ErrFieldNumber")))
	g.P("}")
	g.P("if i = ", fg.fw("Skip"), "(b, i, tag); i < 0 {")
	g.P(fg.errAt(m, f, fg.fw("Code")+"(i)"))
	g.P("}")
	g.P("}")
	g.P("x.", f.GoName, "[mk] = mv")
	g.P("return nil")
	g.P("}")
	g.P()
}
