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

const (
	fastwirePackage = protogen.GoImportPath("github.com/polywire/polywire/codec/protocodec/fastwire")
	bytesPackage    = protogen.GoImportPath("bytes")
	mathPackage     = protogen.GoImportPath("math")
	slicesPackage   = protogen.GoImportPath("slices")
)

// generatedMethods are the exported methods every message gets; a field
// with one of these Go names would not compile.
var generatedMethods = []string{"SizeFast", "AppendFast", "MarshalFast", "UnmarshalFast"}

// fileGen writes one _fastproto.pb.go file.
type fileGen struct {
	*plugin.File
	refs map[protoreflect.FullName]bool // messages holding strings or bytes, transitively
	strs map[protoreflect.FullName]bool // messages holding strings, transitively

	unchecked bool // decodeScalar leaves the UTF-8 check of strings to a run check
	inRun     bool // putScalar leaves the ASCII scan of strings to a run scan
	hasAcc    bool // the encodeFast being written accumulates string bits

	blocks *blocks
}

func generateFile(gen *protogen.Plugin, f *protogen.File) error {
	if f.Desc.Syntax() != protoreflect.Proto3 {
		return fmt.Errorf("generate %s: only proto3 files are supported, this is %s", f.Desc.Path(), f.Desc.Syntax())
	}
	msgs := plugin.Messages(f.Messages)
	if len(msgs) == 0 {
		return nil
	}
	if err := plugin.CheckNames(f, msgs, generatedMethods); err != nil {
		return err
	}
	fg := &fileGen{
		File:   plugin.NewFile(gen, f, "protoc-gen-fastproto"),
		refs:   refMessages(gen),
		strs:   withStrings(gen),
		blocks: newBlocks(gen),
	}
	for _, m := range msgs {
		fg.message(m)
	}
	return nil
}

// refMessages finds the generated messages whose decoded form can point
// into the input: those with string or bytes fields, directly or through
// fields of other generated messages. Only their UnmarshalFast copies the
// input when asked not to alias it.
func refMessages(gen *protogen.Plugin) map[protoreflect.FullName]bool {
	refKind := func(fd protoreflect.FieldDescriptor) bool {
		return fd.Kind() == protoreflect.StringKind || fd.Kind() == protoreflect.BytesKind
	}
	return plugin.Reaching(gen, func(d protoreflect.FieldDescriptor, refs map[protoreflect.FullName]bool) bool {
		switch {
		case d.IsMap():
			return refKind(d.MapKey()) || refKind(d.MapValue()) ||
				(d.MapValue().Message() != nil && refs[d.MapValue().Message().FullName()])
		case d.Message() != nil:
			return refs[d.Message().FullName()]
		}
		return refKind(d)
	})
}

func (fg *fileGen) fw(name string) string { return fg.Ident(fastwirePackage, name) }

// fast reports whether message type m has generated fast methods this code
// can call: it is generated in this run, into this Go package.
func (fg *fileGen) fast(m *protogen.Message) bool {
	if m.GoIdent.GoImportPath != fg.Proto.GoImportPath {
		return false
	}
	f, ok := fg.Gen.FilesByPath[m.Location.SourceFile]
	return ok && f.Generate
}

// sortedFields returns m's fields in protobuf-go's deterministic marshal
// order: fields outside real oneofs by number, then each oneof's fields, the
// oneofs in declaration order.
func sortedFields(m *protogen.Message) (plain []*protogen.Field, oneofs []*protogen.Oneof) {
	for _, f := range m.Fields {
		if !plugin.InOneof(f) {
			plain = append(plain, f)
		}
	}
	slices.SortFunc(plain, func(a, b *protogen.Field) int { return int(a.Desc.Number()) - int(b.Desc.Number()) })
	return plain, plugin.Oneofs(m)
}

func (fg *fileGen) message(m *protogen.Message) {
	g := fg.G
	name := m.GoIdent.GoName
	plain, oneofs := sortedFields(m)

	// SizeFast.
	g.P("// SizeFast returns the length of x's encoding, the bytes AppendFast appends.")
	g.P("func (x *", name, ") SizeFast() (n int) {")
	g.P("if x == nil {")
	g.P("return 0")
	g.P("}")
	for _, f := range plain {
		fg.sizeField(f)
	}
	for _, o := range oneofs {
		g.P("switch v := x.", o.GoName, ".(type) {")
		for _, f := range o.Fields {
			g.P("case *", f.GoIdent.GoName, ":")
			g.P("if v != nil {")
			fg.sizeValue(f, "v."+f.GoName, true)
			g.P("}")
		}
		g.P("}")
	}
	g.P("return n + len(x.unknownFields)")
	g.P("}")
	g.P()

	fg.encode(m, plain, oneofs)

	fg.marshalFast(m)

	// UnmarshalFast and unmarshalFast.
	g.P("// UnmarshalFast resets x and decodes b into it, with proto.Unmarshal's")
	g.P("// rules: fields in any order, the last of repeated scalars wins, singular")
	g.P("// messages merge, repeated fields append, unknown fields are kept, and what")
	g.P("// proto.Unmarshal rejects is an error.")
	g.P("//")
	g.P("// With alias set, strings and bytes fields of x and its sub-messages point")
	g.P("// into b: the caller must not modify b while x is in use. Without it, b is")
	g.P("// copied once and they point into the copy, so b may be reused at once.")
	g.P("// Either way the elements of a repeated message field share one allocation.")
	g.P("func (x *", name, ") UnmarshalFast(b []byte, alias bool) error {")
	g.P("*x = ", name, "{}")
	if fg.refs[m.Desc.FullName()] {
		g.P("if !alias {")
		g.P("b = ", fg.Ident(bytesPackage, "Clone"), "(b)")
		g.P("}")
	}
	if fg.hasBlock(m) {
		g.P("return x.unmarshalFast(b, ", fg.fw("RecursionLimit"), ", nil)")
	} else {
		g.P("return x.unmarshalFast(b, ", fg.fw("RecursionLimit"), ")")
	}
	g.P("}")
	g.P()
	fg.unmarshal(m)
	for _, f := range m.Fields {
		if f.Desc.IsMap() {
			fg.unmarshalMapEntry(m, f)
		}
	}
}

// Encoding.

// wireType is the wire type of a value of kind k.
func wireType(k protoreflect.Kind) protowire.Type {
	switch k {
	case protoreflect.Fixed32Kind, protoreflect.Sfixed32Kind, protoreflect.FloatKind:
		return protowire.Fixed32Type
	case protoreflect.Fixed64Kind, protoreflect.Sfixed64Kind, protoreflect.DoubleKind:
		return protowire.Fixed64Type
	case protoreflect.StringKind, protoreflect.BytesKind, protoreflect.MessageKind, protoreflect.GroupKind:
		return protowire.BytesType
	}
	return protowire.VarintType
}

func tagSize(num protoreflect.FieldNumber) int { return protowire.SizeTag(num) }

// varintOf is the uint64 a varint-kind value v is written as.
func (fg *fileGen) varintOf(k protoreflect.Kind, v string) string {
	switch k {
	case protoreflect.Sint32Kind, protoreflect.Sint64Kind:
		return fg.fw("EncodeZigZag") + "(int64(" + v + "))"
	case protoreflect.Uint64Kind:
		return v
	}
	return "uint64(" + v + ")"
}

// sizeOf is the Go expression of the encoded size of value v of field f
// (without the tag).
func (fg *fileGen) sizeOf(fd protoreflect.FieldDescriptor, v string) string {
	switch k := fd.Kind(); wireType(k) {
	case protowire.Fixed32Type:
		return "4"
	case protowire.Fixed64Type:
		return "8"
	case protowire.BytesType:
		return fg.fw("SizeVarint") + "(uint64(len(" + v + "))) + len(" + v + ")"
	default:
		if k == protoreflect.BoolKind {
			return "1"
		}
		return fg.fw("SizeVarint") + "(" + fg.varintOf(k, v) + ")"
	}
}

// constSize reports whether every value of fd's kind has the same size.
func constSize(fd protoreflect.FieldDescriptor) bool {
	switch wireType(fd.Kind()) {
	case protowire.Fixed32Type, protowire.Fixed64Type:
		return true
	}
	return fd.Kind() == protoreflect.BoolKind
}

// nonZero is the test that value v of a field without presence is written.
func (fg *fileGen) nonZero(fd protoreflect.FieldDescriptor, v string) string {
	switch fd.Kind() {
	case protoreflect.BoolKind:
		return v
	case protoreflect.FloatKind:
		return fg.Ident(mathPackage, "Float32bits") + "(" + v + ") != 0" // -0 is written
	case protoreflect.DoubleKind:
		return fg.Ident(mathPackage, "Float64bits") + "(" + v + ") != 0"
	case protoreflect.StringKind, protoreflect.BytesKind:
		return "len(" + v + ") > 0"
	}
	return v + " != 0"
}

// msgSize and msgAppend are the size of, and the statement appending, a
// message value v (possibly nil) of field f, without tag or length.
func (fg *fileGen) msgSize(m *protogen.Message, v string) string {
	if fg.fast(m) {
		return v + ".SizeFast()"
	}
	return fg.fw("SizeMessage") + "(" + v + ")"
}

// sizeValue adds to n the size of one occurrence (tag included) of field f
// with value v; present says the value is written even when zero.
func (fg *fileGen) sizeValue(f *protogen.Field, v string, present bool) {
	g, fd := fg.G, f.Desc
	ts := strconv.Itoa(tagSize(fd.Number()))
	if fd.Message() != nil {
		g.P("{")
		g.P("l := ", fg.msgSize(f.Message, v))
		g.P("n += ", ts, " + ", fg.fw("SizeVarint"), "(uint64(l)) + l")
		g.P("}")
		return
	}
	if present {
		g.P("n += ", ts, " + ", fg.sizeOf(fd, v))
		return
	}
	g.P("if ", fg.nonZero(fd, v), " {")
	g.P("n += ", ts, " + ", fg.sizeOf(fd, v))
	g.P("}")
}

// packedSize is the Go expression of the length of the packed encoding of
// repeated field f (v is the slice); for varints it needs a loop, written
// before it by the caller through packedSizeLoop.
func (fg *fileGen) packedSizeLoop(fd protoreflect.FieldDescriptor, v, dst string) {
	g := fg.G
	switch wireType(fd.Kind()) {
	case protowire.Fixed32Type:
		g.P(dst, " := len(", v, ") * 4")
	case protowire.Fixed64Type:
		g.P(dst, " := len(", v, ") * 8")
	default:
		if fd.Kind() == protoreflect.BoolKind {
			g.P(dst, " := len(", v, ")")
			return
		}
		g.P(dst, " := 0")
		g.P("for _, e := range ", v, " {")
		g.P(dst, " += ", fg.sizeOf(fd, "e"))
		g.P("}")
	}
}

func (fg *fileGen) sizeField(f *protogen.Field) {
	g, fd := fg.G, f.Desc
	v := "x." + f.GoName
	ts := strconv.Itoa(tagSize(fd.Number()))
	switch {
	case fd.IsMap():
		k, e := "k", "e"
		if constSize(fd.MapKey()) {
			k = "_"
		}
		if fd.MapValue().Message() == nil && constSize(fd.MapValue()) {
			e = "_"
		}
		switch {
		case k == "_" && e == "_":
			g.P("for range ", v, " {")
		case e == "_":
			g.P("for ", k, " := range ", v, " {")
		default:
			g.P("for ", k, ", ", e, " := range ", v, " {")
		}
		fg.mapEntrySize(f, k, e, "l")
		g.P("n += ", ts, " + ", fg.fw("SizeVarint"), "(uint64(l)) + l")
		g.P("}")
	case fd.IsList() && fd.IsPacked():
		g.P("if len(", v, ") > 0 {")
		fg.packedSizeLoop(fd, v, "l")
		g.P("n += ", ts, " + ", fg.fw("SizeVarint"), "(uint64(l)) + l")
		g.P("}")
	case fd.IsList() && constSize(fd):
		g.P("n += len(", v, ") * (", ts, " + ", fg.sizeOf(fd, ""), ")")
	case fd.IsList():
		g.P("for _, e := range ", v, " {")
		fg.sizeValue(f, "e", true)
		g.P("}")
	case fd.Message() != nil:
		g.P("if ", v, " != nil {")
		fg.sizeValue(f, v, true)
		g.P("}")
	case fd.HasPresence() && fd.Kind() == protoreflect.BytesKind: // proto3 optional bytes: nil is absent
		g.P("if ", v, " != nil {")
		fg.sizeValue(f, v, true)
		g.P("}")
	case fd.HasPresence(): // proto3 optional: a pointer
		g.P("if ", v, " != nil {")
		fg.sizeValue(f, "*"+v, true)
		g.P("}")
	default:
		fg.sizeValue(f, v, false)
	}
}

// mapEntrySize declares dst, the size of the entry (key k, value e) of map
// field f: key and value are always written, even when zero.
func (fg *fileGen) mapEntrySize(f *protogen.Field, k, e, dst string) {
	g, fd := fg.G, f.Desc
	kd, vd := fd.MapKey(), fd.MapValue()
	g.P(dst, " := 1 + ", fg.sizeOf(kd, k))
	if vd.Message() != nil {
		g.P("{")
		g.P("ms := ", fg.msgSize(f.Message.Fields[1].Message, e))
		g.P(dst, " += 1 + ", fg.fw("SizeVarint"), "(uint64(ms)) + ms")
		g.P("}")
		return
	}
	g.P(dst, " += 1 + ", fg.sizeOf(vd, e))
}

// goType is the Go type of one value of f (plugin.GoType).
func (fg *fileGen) goType(f *protogen.Field) string { return plugin.GoType(fg.G, f) }
