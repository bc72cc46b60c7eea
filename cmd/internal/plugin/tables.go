package plugin

import (
	"fmt"
	"strconv"
	"strings"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/reflect/protoreflect"
)

// What the code of the name-keyed formats (JSON, MessagePack, XML) looks
// up alike: enum names, field names, and which fields it has read.

// EnumTable is how generated code writes and reads the names of a local
// enum E's values (File.LocalEnum): <Prefix>Append_E(b, v) appends the
// name of v's number — of the first value declared with it, as
// protoreflect's ByNumber finds it — or, for a number without a name,
// what Number appends; <Prefix>Lookup_E(s) finds the number of any of
// E's names, aliases too.
type EnumTable struct {
	Prefix string                   // "fastjson": fastjsonAppend_E, fastjsonLookup_E
	Name   func(name string) string // the Go expression of the bytes appended for a name
	Number string                   // the Go expression appending v (of type E) to b
	Bytes  bool                     // Lookup takes s as a []byte, else as a string
}

// Write writes e's two functions into g.
func (t EnumTable) Write(g *protogen.GeneratedFile, e *protogen.Enum) {
	name := e.GoIdent.GoName
	g.P("func ", t.Prefix, "Append_", name, "(b []byte, v ", e.GoIdent, ") []byte {")
	g.P("switch v {")
	seen := map[protoreflect.EnumNumber]bool{}
	for _, v := range e.Values {
		n := v.Desc.Number()
		if seen[n] {
			continue
		}
		seen[n] = true
		g.P("case ", n, ":")
		g.P("return append(b, ", t.Name(string(v.Desc.Name())), "...)")
	}
	g.P("}")
	g.P("return ", t.Number)
	g.P("}")
	g.P()
	if t.Bytes {
		g.P("func ", t.Prefix, "Lookup_", name, "(s []byte) (int32, bool) {")
		g.P("switch string(s) {")
	} else {
		g.P("func ", t.Prefix, "Lookup_", name, "(s string) (int32, bool) {")
		g.P("switch s {")
	}
	for _, v := range e.Values {
		g.P("case ", strconv.Quote(string(v.Desc.Name())), ":")
		g.P("return ", v.Desc.Number(), ", true")
	}
	g.P("}")
	g.P("return 0, false")
	g.P("}")
	g.P()
}

// FieldLookup writes func name(key []byte) int, the index in m.Fields of
// the field a key names, or -1: a field is named by its JSON name, and by
// its proto name (TextName: in proto3 the name as declared) unless that
// is another field's JSON name, as protojson looks fields up and the
// MessagePack reference after it.
func FieldLookup(g *protogen.GeneratedFile, name string, m *protogen.Message) {
	g.P("func ", name, "(key []byte) int {")
	g.P("switch string(key) {")
	jsonNames := map[string]bool{}
	for _, f := range m.Fields {
		jsonNames[f.Desc.JSONName()] = true
	}
	for i, f := range m.Fields {
		labels := []string{strconv.Quote(f.Desc.JSONName())}
		if text := f.Desc.TextName(); text != f.Desc.JSONName() && !jsonNames[text] {
			labels = append(labels, strconv.Quote(text))
		}
		g.P("case ", strings.Join(labels, ", "), ":")
		g.P("return ", i)
	}
	g.P("}")
	g.P("return -1")
	g.P("}")
	g.P()
}

// BitSet is a bit set generated decoders keep in a local variable: a bit
// per field, to refuse one read twice, or per oneof, to refuse a second
// member. It is a uint64, or an array of them when it has more than 64
// bits or Words asks for one.
type BitSet struct {
	Name  string // the variable
	Bits  int
	Words bool // an array even for 64 bits or fewer
}

func (s BitSet) array() bool { return s.Words || s.Bits > 64 }

// Declare writes the declaration of the variable, all bits clear.
func (s BitSet) Declare(g *protogen.GeneratedFile) {
	if s.array() {
		g.P("var ", s.Name, " [", (s.Bits+63)/64, "]uint64")
	} else {
		g.P("var ", s.Name, " uint64")
	}
}

// Has is the Go expression of bit i, not 0 when it is set.
func (s BitSet) Has(i int) string {
	if s.array() {
		return fmt.Sprintf("%s[%d]&(1<<%d)", s.Name, i/64, i%64)
	}
	return fmt.Sprintf("%s&(1<<%d)", s.Name, i)
}

// Set is the statement setting bit i.
func (s BitSet) Set(i int) string { return strings.Replace(s.Has(i), "&", "|=", 1) }

// SeenBits is the bit set "seen" of m's fields, by index in m.Fields.
func SeenBits(m *protogen.Message) BitSet { return BitSet{Name: "seen", Bits: len(m.Fields)} }

// OneofBits is the bit set "oneofs" of m's real oneofs, by index in
// Oneofs(m); always an array.
func OneofBits(m *protogen.Message) BitSet {
	return BitSet{Name: "oneofs", Bits: len(Oneofs(m)), Words: true}
}
