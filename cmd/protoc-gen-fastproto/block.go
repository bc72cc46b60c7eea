package main

import (
	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/cmd/internal/plugin"
)

// Blocks. A decoded message's singular sub-messages (a Document's
// department, price, owner, ... and the department's employee) are
// allocated together, in one "block" struct per message type holding them
// and their own blocks, instead of one allocation each; the block is
// allocated when the first of them is met. As with the elements of a
// repeated field, which share one array, keeping one alive keeps the
// block alive.
//
// A field is in its message's block only if its type cannot lead back to
// the message (recursive fields are allocated one by one: a block cannot
// contain itself), and a block holds at most maxBlock messages, so that a
// wide schema does not allocate much more than an input uses.

const maxBlock = 16

// blocks decides, for every generated message, which fields are in its
// block.
type blocks struct {
	fields map[protoreflect.FullName][]*protogen.Field
	size   map[protoreflect.FullName]int // messages in the block, nested blocks included
}

func newBlocks(gen *protogen.Plugin) *blocks {
	var all []*protogen.Message
	for _, f := range gen.Files {
		if f.Generate {
			all = append(all, plugin.Messages(f.Messages)...)
		}
	}
	// Edges m -> T for singular message fields of a generated type of the
	// same Go package.
	edges := map[protoreflect.FullName][]*protogen.Field{}
	for _, m := range all {
		for _, f := range m.Fields {
			if candidate(gen, m, f) {
				edges[m.Desc.FullName()] = append(edges[m.Desc.FullName()], f)
			}
		}
	}
	reaches := func(from, to protoreflect.FullName) bool {
		seen := map[protoreflect.FullName]bool{}
		var walk func(n protoreflect.FullName) bool
		walk = func(n protoreflect.FullName) bool {
			if n == to {
				return true
			}
			if seen[n] {
				return false
			}
			seen[n] = true
			for _, f := range edges[n] {
				if walk(f.Message.Desc.FullName()) {
					return true
				}
			}
			return false
		}
		return walk(from)
	}
	bl := &blocks{fields: map[protoreflect.FullName][]*protogen.Field{}, size: map[protoreflect.FullName]int{}}
	var size func(m protoreflect.FullName) int
	done := map[protoreflect.FullName]bool{}
	size = func(m protoreflect.FullName) int {
		if done[m] {
			return bl.size[m]
		}
		done[m] = true
		n := 0
		for _, f := range edges[m] {
			t := f.Message.Desc.FullName()
			if reaches(t, m) {
				continue // recursive
			}
			if k := 1 + size(t); n+k <= maxBlock {
				n += k
				bl.fields[m] = append(bl.fields[m], f)
			}
		}
		bl.size[m] = n
		return n
	}
	for _, m := range all {
		size(m.Desc.FullName())
	}
	return bl
}

// candidate reports whether f could be in m's block: a singular message
// field, outside oneofs, of a generated type of m's Go package.
func candidate(gen *protogen.Plugin, m *protogen.Message, f *protogen.Field) bool {
	d := f.Desc
	if d.Message() == nil || d.IsList() || d.IsMap() || plugin.InOneof(f) {
		return false
	}
	t := f.Message
	if t.GoIdent.GoImportPath != m.GoIdent.GoImportPath {
		return false
	}
	file, ok := gen.FilesByPath[t.Location.SourceFile]
	return ok && file.Generate
}

func blockType(m *protogen.Message) string { return "fastBlock" + m.GoIdent.GoName }

// hasBlock reports whether m's decoder takes a block.
func (fg *fileGen) hasBlock(m *protogen.Message) bool {
	return len(fg.blocks.fields[m.Desc.FullName()]) > 0
}

// inBlock reports whether field f of m is allocated in m's block.
func (fg *fileGen) inBlock(m *protogen.Message, f *protogen.Field) bool {
	for _, bf := range fg.blocks.fields[m.Desc.FullName()] {
		if bf == f {
			return true
		}
	}
	return false
}

// blockDecl writes m's block type.
func (fg *fileGen) blockDecl(m *protogen.Message) {
	if !fg.hasBlock(m) {
		return
	}
	g := fg.G
	g.P("// ", blockType(m), " holds the singular sub-messages of a decoded ", m.GoIdent.GoName, ",")
	g.P("// allocated together.")
	g.P("type ", blockType(m), " struct {")
	for _, f := range fg.blocks.fields[m.Desc.FullName()] {
		g.P("m", f.GoName, " ", f.Message.GoIdent.GoName)
		if fg.hasBlock(f.Message) {
			g.P("b", f.GoName, " ", blockType(f.Message))
		}
	}
	g.P("}")
	g.P()
}
