package main

import (
	"fmt"
	"slices"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/reflect/protoreflect"
)

// Encoding. AppendFast computes the size once (SizeFast), grows the buffer
// once, and encodeFast writes the message back to front (straight into the
// buffer's spare capacity, without the size pass, when it is big enough: see
// fastwire.EncodeSpare): a sub-message is written before its length prefix,
// so its length is known without sizing it again. Writing front to back would need every sub-message's size
// before its bytes, that is a size pass per nesting level (or a cache of
// sizes in the message, which concurrent encoders of the same message must
// then write atomically). The fields are written in the reverse of
// protobuf-go's order, so the bytes come out in its order.

func (fg *fileGen) encode(m *protogen.Message, plain []*protogen.Field, oneofs []*protogen.Oneof) {
	g := fg.G
	name := m.GoIdent.GoName
	fg.hasAcc = fg.strs[m.Desc.FullName()]
	g.P("// AppendFast appends x's encoding to b and returns the extended slice:")
	g.P("// the bytes of proto.MarshalOptions{Deterministic: true}, unknown fields")
	g.P("// included. It grows b at most once. Strings are written as they are,")
	g.P("// without the UTF-8 check of proto.Marshal (and MarshalFast). When b's")
	g.P("// spare capacity holds the encoding, x is not sized first.")
	g.P("func (x *", name, ") AppendFast(b []byte) []byte {")
	g.P("if cap(b) > len(b) {")
	g.P("if out, _, ok := ", fg.fw("EncodeSpare"), "(b, false, x.encodeFast); ok {")
	g.P("return out")
	g.P("}")
	g.P("}")
	g.P("n := x.SizeFast()")
	g.P("if cap(b)-len(b) < n {")
	g.P("b = ", fg.Ident(slicesPackage, "Grow"), "(b, n)")
	g.P("}")
	g.P("l := len(b)")
	g.P("b = b[:l+n]")
	g.P("x.encodeFast(b[l:], false)")
	g.P("return b")
	g.P("}")
	g.P()
	g.P("// encodeFast writes x's encoding so that it ends where b ends and returns")
	g.P("// the index in b where it starts; b must have room for it (SizeFast).")
	g.P("// With check, the second result has a bit of 0x8080808080808080 set unless")
	g.P("// every string is ASCII (and so valid UTF-8).")
	g.P("func (x *", name, ") encodeFast(b []byte, check bool) (int, uint64) {")
	g.P("i := len(b)")
	g.P("if x == nil {")
	g.P("return i, 0")
	g.P("}")
	if fg.hasAcc {
		g.P("var acc uint64")
	}
	g.P("if len(x.unknownFields) > 0 {")
	g.P("i -= len(x.unknownFields)")
	g.P("copy(b[i:], x.unknownFields)")
	g.P("}")
	for j := len(oneofs) - 1; j >= 0; j-- {
		o := oneofs[j]
		g.P("switch v := x.", o.GoName, ".(type) {")
		for _, f := range o.Fields {
			g.P("case *", f.GoIdent.GoName, ":")
			g.P("if v != nil {")
			fg.putValue(f, "v."+f.GoName, true)
			g.P("}")
		}
		g.P("}")
	}
	// A run of string fields (see stringRuns) is written as one stretch of
	// tags, lengths and text: one scan of it replaces one per string.
	runs := stringRuns(plain)
	for j := len(plain) - 1; j >= 0; j-- {
		f := plain[j]
		run, inRun := runs[f]
		if inRun && run.last == f {
			g.P("run", j, " := i")
		}
		fg.inRun = inRun
		fg.putField(f)
		fg.inRun = false
		if inRun && run.first == f {
			g.P("if check {")
			g.P("acc |= ", fg.fw("HighBits"), "(b[i:run", slices.Index(plain, run.last), "])")
			g.P("}")
		}
	}
	if fg.hasAcc {
		g.P("return i, acc")
	} else {
		g.P("return i, 0")
	}
	g.P("}")
	g.P()
}

// putTag writes the tag of field num with wire type wt before b[i].
func (fg *fileGen) putTag(num protoreflect.FieldNumber, wt protowire.Type) {
	tag := protowire.AppendTag(nil, num, wt)
	if len(tag) == 1 {
		fg.G.P("i--")
		fg.G.P("b[i] = ", fmt.Sprintf("0x%02x", tag[0]))
		return
	}
	fg.G.P("i -= ", len(tag))
	for k, c := range tag {
		fg.G.P("b[i+", k, "] = ", fmt.Sprintf("0x%02x", c))
	}
}

// putScalar writes value v (no tag) of a non-message field before b[i].
func (fg *fileGen) putScalar(fd protoreflect.FieldDescriptor, v string) {
	g := fg.G
	switch k := fd.Kind(); k {
	case protoreflect.BoolKind:
		g.P("i = ", fg.fw("PutBool"), "(b, i, ", v, ")")
	case protoreflect.FloatKind:
		g.P("i = ", fg.fw("PutFixed32"), "(b, i, ", fg.Ident(mathPackage, "Float32bits"), "(", v, "))")
	case protoreflect.DoubleKind:
		g.P("i = ", fg.fw("PutFixed64"), "(b, i, ", fg.Ident(mathPackage, "Float64bits"), "(", v, "))")
	case protoreflect.Fixed32Kind, protoreflect.Sfixed32Kind:
		g.P("i = ", fg.fw("PutFixed32"), "(b, i, uint32(", v, "))")
	case protoreflect.Fixed64Kind, protoreflect.Sfixed64Kind:
		g.P("i = ", fg.fw("PutFixed64"), "(b, i, uint64(", v, "))")
	case protoreflect.StringKind:
		g.P("i = ", fg.fw("PutString"), "(b, i, ", v, ")")
		if !fg.inRun {
			g.P("if check {")
			g.P("acc |= ", fg.fw("HighBits"), "(b[i : i+len(", v, ")])")
			g.P("}")
		}
		g.P("i = ", fg.fw("PutVarint"), "(b, i, uint64(len(", v, ")))")
	case protoreflect.BytesKind:
		g.P("i -= len(", v, ")")
		g.P("copy(b[i:], ", v, ")")
		g.P("i = ", fg.fw("PutVarint"), "(b, i, uint64(len(", v, ")))")
	default:
		g.P("i = ", fg.fw("PutVarint"), "(b, i, ", fg.varintOf(k, v), ")")
	}
}

// putMessage writes message value v (possibly nil) of type msg with its
// length prefix, no tag, before b[i].
func (fg *fileGen) putMessage(msg *protogen.Message, v string) {
	g := fg.G
	g.P("{")
	g.P("end := i")
	call := v + ".encodeFast(b[:i], check)"
	if !fg.fast(msg) {
		call = fg.fw("PutMessage") + "(b, i, " + v + ", check)"
	}
	if fg.strs[msg.Desc.FullName()] {
		g.P("var a uint64")
		g.P("i, a = ", call)
		g.P("acc |= a")
	} else {
		g.P("i, _ = ", call)
	}
	// Lengths of 128 to 16383 bytes (a record with a few strings) inline;
	// PutVarint writes them with a call.
	g.P("if l := uint64(end - i); l-1<<7 < 1<<14-1<<7 {")
	g.P("i = ", fg.fw("PutVarint2"), "(b, i, l)")
	g.P("} else {")
	g.P("i = ", fg.fw("PutVarint"), "(b, i, l)")
	g.P("}")
	g.P("}")
}

// putValue writes one occurrence (tag included) of field f with value v;
// present says the value is written even when zero.
func (fg *fileGen) putValue(f *protogen.Field, v string, present bool) {
	g, fd := fg.G, f.Desc
	if fd.Message() != nil {
		fg.putMessage(f.Message, v)
		fg.putTag(fd.Number(), protowire.BytesType)
		return
	}
	if !present {
		g.P("if ", fg.nonZero(fd, v), " {")
	}
	fg.putScalar(fd, v)
	fg.putTag(fd.Number(), wireType(fd.Kind()))
	if !present {
		g.P("}")
	}
}

func (fg *fileGen) putField(f *protogen.Field) {
	g, fd := fg.G, f.Desc
	v := "x." + f.GoName
	switch {
	case fd.IsMap():
		fg.putMap(f)
	case fd.IsList() && fd.IsPacked():
		g.P("if len(", v, ") > 0 {")
		g.P("end := i")
		g.P("for j := len(", v, ") - 1; j >= 0; j-- {")
		fg.putScalar(fd, v+"[j]")
		g.P("}")
		g.P("i = ", fg.fw("PutVarint"), "(b, i, uint64(end-i))")
		fg.putTag(fd.Number(), protowire.BytesType)
		g.P("}")
	case fd.IsList():
		g.P("for j := len(", v, ") - 1; j >= 0; j-- {")
		fg.putValue(f, v+"[j]", true)
		g.P("}")
	case fd.Message() != nil:
		g.P("if ", v, " != nil {")
		fg.putValue(f, v, true)
		g.P("}")
	case fd.HasPresence() && fd.Kind() == protoreflect.BytesKind: // proto3 optional bytes: nil is absent
		g.P("if ", v, " != nil {")
		fg.putValue(f, v, true)
		g.P("}")
	case fd.HasPresence(): // proto3 optional: a pointer
		g.P("if ", v, " != nil {")
		fg.putValue(f, "*"+v, true)
		g.P("}")
	default:
		fg.putValue(f, v, false)
	}
}

// putMap writes map field f in key order, as protobuf-go's deterministic
// marshal does (false before true, numbers ascending, strings bytewise):
// back to front, so from the last key. Key and value are always written,
// even when zero.
func (fg *fileGen) putMap(f *protogen.Field) {
	g, fd := fg.G, f.Desc
	v := "x." + f.GoName
	kd, vd := fd.MapKey(), fd.MapValue()
	g.P("if len(", v, ") > 0 {")
	g.P("keys := make([]", fg.goType(f.Message.Fields[0]), ", 0, len(", v, "))")
	g.P("for k := range ", v, " {")
	g.P("keys = append(keys, k)")
	g.P("}")
	if kd.Kind() == protoreflect.BoolKind {
		g.P(fg.fw("SortBools"), "(keys)")
	} else {
		g.P(fg.Ident(slicesPackage, "Sort"), "(keys)")
	}
	g.P("for j := len(keys) - 1; j >= 0; j-- {")
	g.P("k := keys[j]")
	g.P("e := ", v, "[k]")
	g.P("end := i")
	if vd.Message() != nil {
		fg.putMessage(f.Message.Fields[1].Message, "e")
		fg.putTag(2, protowire.BytesType)
	} else {
		fg.putScalar(vd, "e")
		fg.putTag(2, wireType(vd.Kind()))
	}
	fg.putScalar(kd, "k")
	fg.putTag(1, wireType(kd.Kind()))
	g.P("i = ", fg.fw("PutVarint"), "(b, i, uint64(end-i))")
	fg.putTag(fd.Number(), protowire.BytesType)
	g.P("}")
	g.P("}")
}
