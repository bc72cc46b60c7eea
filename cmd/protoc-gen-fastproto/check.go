package main

import (
	"strconv"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/cmd/internal/plugin"
)

// MarshalFast: proto.Marshal refuses a proto3 string that is not valid
// UTF-8; AppendFast, which cannot fail, writes it as it is. MarshalFast
// checks first, with checkUTF8Fast, so a codec can keep protobuf-go's
// behaviour.

// withStrings reports, for every message type reachable from the files
// being generated, whether it holds string fields, directly or in
// sub-messages.
func withStrings(gen *protogen.Plugin) map[protoreflect.FullName]bool {
	all := map[protoreflect.FullName]protoreflect.MessageDescriptor{}
	var visit func(md protoreflect.MessageDescriptor)
	visit = func(md protoreflect.MessageDescriptor) {
		if _, ok := all[md.FullName()]; ok {
			return
		}
		all[md.FullName()] = md
		for i := range md.Fields().Len() {
			if m := md.Fields().Get(i).Message(); m != nil {
				visit(m)
			}
		}
	}
	for _, f := range gen.Files {
		if f.Generate {
			for _, m := range plugin.Messages(f.Messages) {
				visit(m.Desc)
			}
		}
	}
	has := map[protoreflect.FullName]bool{}
	for changed := true; changed; {
		changed = false
		for name, md := range all {
			if has[name] {
				continue
			}
			for i := range md.Fields().Len() {
				fd := md.Fields().Get(i)
				if fd.Kind() == protoreflect.StringKind || (fd.Message() != nil && has[fd.Message().FullName()]) {
					has[name] = true
					changed = true
					break
				}
			}
		}
	}
	return has
}

func (fg *fileGen) marshalFast(m *protogen.Message) {
	g := fg.G
	name := m.GoIdent.GoName
	g.P("// MarshalFast is AppendFast with the check proto.Marshal makes: it fails,")
	g.P("// naming the field, if a string is not valid UTF-8 (b is returned as it")
	g.P("// was). The encoder notes whether every string is ASCII as it writes;")
	g.P("// only if one is not are the strings checked one by one.")
	g.P("func (x *", name, ") MarshalFast(b []byte) ([]byte, error) {")
	if !fg.strs[m.Desc.FullName()] {
		g.P("return x.AppendFast(b), nil")
		g.P("}")
		g.P()
		return
	}
	g.P("if cap(b) > len(b) {")
	g.P("if out, acc, ok := ", fg.fw("EncodeSpare"), "(b, true, x.encodeFast); ok {")
	g.P("if acc&0x8080808080808080 != 0 {")
	g.P("if err := x.checkUTF8Fast(); err != nil {")
	g.P("return b, err")
	g.P("}")
	g.P("}")
	g.P("return out, nil")
	g.P("}")
	g.P("}")
	g.P("n := x.SizeFast()")
	g.P("if cap(b)-len(b) < n {")
	g.P("b = ", fg.Ident(slicesPackage, "Grow"), "(b, n)")
	g.P("}")
	g.P("l := len(b)")
	g.P("out := b[:l+n]")
	g.P("if _, acc := x.encodeFast(out[l:], true); acc&0x8080808080808080 != 0 {")
	g.P("if err := x.checkUTF8Fast(); err != nil {")
	g.P("return b, err")
	g.P("}")
	g.P("}")
	g.P("return out, nil")
	g.P("}")
	g.P()
	if !fg.strs[m.Desc.FullName()] {
		return
	}
	g.P("func (x *", name, ") checkUTF8Fast() error {")
	g.P("if x == nil {")
	g.P("return nil")
	g.P("}")
	for _, f := range m.Fields {
		fd := f.Desc
		v := "x." + f.GoName
		switch {
		case fd.IsMap():
			kd, vd := fd.MapKey(), fd.MapValue()
			kStr, vStr := kd.Kind() == protoreflect.StringKind, vd.Kind() == protoreflect.StringKind
			vMsg := vd.Message() != nil && fg.strs[vd.Message().FullName()]
			if !kStr && !vStr && !vMsg {
				continue
			}
			k, e := "k", "e"
			if !kStr {
				k = "_"
			}
			if !vStr && !vMsg {
				g.P("for ", k, " := range ", v, " {")
			} else {
				g.P("for ", k, ", ", e, " := range ", v, " {")
			}
			if kStr {
				fg.checkString(m, f, k)
			}
			if vStr {
				fg.checkString(m, f, e)
			}
			if vMsg {
				fg.checkMessage(m, f, f.Message.Fields[1].Message, e)
			}
			g.P("}")
		case plugin.InOneof(f):
			// Below, one switch per oneof.
		case fd.Kind() == protoreflect.StringKind && fd.IsList():
			g.P("for _, e := range ", v, " {")
			fg.checkString(m, f, "e")
			g.P("}")
		case fd.Kind() == protoreflect.StringKind && fd.HasPresence():
			g.P("if ", v, " != nil {")
			fg.checkString(m, f, "*"+v)
			g.P("}")
		case fd.Kind() == protoreflect.StringKind:
			fg.checkString(m, f, v)
		case fd.Message() != nil && fg.strs[fd.Message().FullName()] && fd.IsList():
			g.P("for _, e := range ", v, " {")
			fg.checkMessage(m, f, f.Message, "e")
			g.P("}")
		case fd.Message() != nil && fg.strs[fd.Message().FullName()]:
			fg.checkMessage(m, f, f.Message, v)
		}
	}
	for _, o := range plugin.Oneofs(m) {
		var cases []*protogen.Field
		for _, f := range o.Fields {
			if f.Desc.Kind() == protoreflect.StringKind || (f.Desc.Message() != nil && fg.strs[f.Desc.Message().FullName()]) {
				cases = append(cases, f)
			}
		}
		if len(cases) == 0 {
			continue
		}
		g.P("switch v := x.", o.GoName, ".(type) {")
		for _, f := range cases {
			g.P("case *", f.GoIdent.GoName, ":")
			g.P("if v != nil {")
			if f.Desc.Kind() == protoreflect.StringKind {
				fg.checkString(m, f, "v."+f.GoName)
			} else {
				fg.checkMessage(m, f, f.Message, "v."+f.GoName)
			}
			g.P("}")
		}
		g.P("}")
	}
	g.P("return nil")
	g.P("}")
	g.P()
}

func (fg *fileGen) marshalErr(m *protogen.Message, f *protogen.Field, err string) string {
	return "return " + fg.fw("MarshalError") + "(" + strconv.Quote(string(m.Desc.FullName())) + ", " +
		strconv.Itoa(int(f.Desc.Number())) + ", " + strconv.Quote(string(f.Desc.Name())) + ", " + err + ")"
}

func (fg *fileGen) checkString(m *protogen.Message, f *protogen.Field, v string) {
	fg.G.P("if !", fg.fw("ValidString"), "(", v, ") {")
	fg.G.P(fg.marshalErr(m, f, fg.fw("ErrInvalidUTF8")))
	fg.G.P("}")
}

func (fg *fileGen) checkMessage(m *protogen.Message, f *protogen.Field, msg *protogen.Message, v string) {
	g := fg.G
	if fg.fast(msg) {
		g.P("if err := ", v, ".checkUTF8Fast(); err != nil {")
		g.P("return err")
		g.P("}")
		return
	}
	g.P("if ", v, " != nil {")
	g.P("if err := ", fg.fw("CheckMessage"), "(", v, "); err != nil {")
	g.P(fg.marshalErr(m, f, "err"))
	g.P("}")
	g.P("}")
}
