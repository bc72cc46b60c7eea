// Package fbschema is the FlatBuffers schema of protobuf messages as
// codec/flatcodec lays them out: Kind says how one field is stored in its
// table slot, and Write writes the .fbs file that mirrors a .proto file,
// for flatc to generate readers and writers in other languages from.
//
// The mapping, which the codec's encoder and decoder, the fast path that
// cmd/protoc-gen-fastflat generates, and Write all follow:
//
//   - every message is a table of the same name, in the namespace of the
//     proto package; nested messages and enums are hoisted into it (by their
//     own name, or Outer_Inner when two types of the file share a name);
//   - proto field i, in declaration order, is table slot i, under the
//     proto's field name; the field number plays no part;
//   - scalars map one to one (int32, sint32, sfixed32: int; uint32,
//     fixed32: uint; the 64-bit ones long and ulong; float, double, bool),
//     a string is a string, bytes are [ubyte], an enum is an int enum (open:
//     a reader must accept numbers outside its list; an int when the enum
//     has no value 0, as proto2's may not, since flatc wants a field's
//     default, 0, in its enum), a message a table, a repeated field a
//     vector of them;
//   - default values are left out of the buffer, as proto3 leaves them off
//     the wire, so a reader gets the schema default, zero;
//   - a field with explicit presence (a member of a oneof, a proto3
//     optional field, any proto2 optional field) is written whenever it is
//     set, even to its default, and absent when unset; a scalar or enum
//     one is declared an optional scalar (field:int = null) so that
//     flatc's readers report its presence. The members of a oneof keep
//     their own slots, under a "// oneof name" comment; a buffer with two
//     members of one oneof is invalid;
//   - a map field map<K, V> is a vector of entry tables, proto's map entry
//     message (Attrs: AttrsEntry, hoisted as any nested type) with key:K
//     (key) in slot 0 and value:V in slot 1. Entries are sorted by key
//     (strings by their bytes, integers numerically, false before true),
//     as flatc's lookup by key (C++ LookupByKey, Java's ByKey accessors)
//     requires, and the key is always written, even "" or 0. The value
//     follows the default rule, except a message value, which is always
//     written (an empty table when empty). A reader takes entries in any
//     order, the last of equal keys winning, a missing key as the zero key
//     and a missing value as the zero value;
//   - a repeated bytes field is a vector of item tables with one field,
//     value:[ubyte], in slot 0 (an empty element leaves it out), since
//     FlatBuffers has no vector of vectors. The table is named after the
//     field camel-cased as protoc does for a map's entry, and Item
//     (r_bytes: RBytesItem; see ItemName), and counts as nested in the
//     field's message;
//   - recursive messages are ordinary tables, their nesting bounded by the
//     codec's MaxDepth; the well-known types (Timestamp, Struct, Any, the
//     wrappers...) are ordinary messages too: Struct is a map of Values,
//     Value a oneof. A schema that imports them includes their mirrors,
//     google/protobuf/<name>.fbs, which protoc-gen-fastflat writes beside
//     the schema's and Includes returns.
//
// Write needs nothing but the descriptor, so a server can write the .fbs
// of a schema it was given at run time; comments of the .proto are carried
// over when the descriptor has its source info (a protoc plugin's does).
//
// For example, this message
//
//	message Product {
//	  map<string, string> attrs = 1;
//	  oneof stock {
//	    bool in_stock = 2;
//	    string note = 3;
//	    Product variant = 4;
//	  }
//	  optional int32 rank = 5;
//	  repeated bytes images = 6;
//	}
//
// is mirrored as
//
//	table Product {
//	  attrs:[AttrsEntry];
//	  // oneof stock
//	  in_stock:bool = null;
//	  note:string;
//	  variant:Product;
//	  rank:int = null;
//	  images:[ImagesItem];
//	}
//
//	table AttrsEntry {
//	  key:string (key);
//	  value:string;
//	}
//
//	table ImagesItem {
//	  value:[ubyte];
//	}
package fbschema

import (
	"bytes"
	"fmt"
	"path"
	"slices"
	"strings"

	"google.golang.org/protobuf/reflect/protoreflect"
)

// Path is the path of the .fbs mirror of a .proto file: the same path
// with the extension .fbs. Includes between mirrors use it.
func Path(fd protoreflect.FileDescriptor) string {
	return strings.TrimSuffix(fd.Path(), ".proto") + ".fbs"
}

// Write returns the .fbs mirror of fd. Message and enum fields whose type
// is in another file include that file's mirror (see Path). It fails only
// when two of the tables it must declare would have the same name (two
// repeated bytes fields whose names camel-case alike, or one whose item
// table has the name of a nested message).
func Write(fd protoreflect.FileDescriptor) ([]byte, error) {
	ds, err := decls(fd)
	if err != nil {
		return nil, fmt.Errorf("write %s: %w", Path(fd), err)
	}
	w := &writer{file: fd, names: namesOf(fd, ds)}
	includes := map[string]bool{}
	shapes := map[string]bool{}
	var b bytes.Buffer
	var body bytes.Buffer
	var msgs []protoreflect.MessageDescriptor
	for _, d := range ds {
		if d.enum != nil { // before the tables: flatc knows a scalar type once declared
			w.enum(&body, d.enum)
		}
	}
	for _, d := range ds {
		switch {
		case d.enum != nil:
		case d.item != nil:
			shapes["bytes"] = true
			for _, line := range wrap(fmt.Sprintf("%s holds one element of %s.%s (repeated bytes).", w.names[d.full], w.names[d.item.Parent().FullName()], d.item.Name()), 76) {
				body.WriteString("// " + line + "\n")
			}
			fmt.Fprintf(&body, "table %s {\n  value:[ubyte];\n}\n\n", w.names[d.full])
		default:
			md := d.msg
			if md.IsMapEntry() {
				shapes["map"] = true
			} else {
				msgs = append(msgs, md)
			}
			w.table(&body, md, includes, shapes)
		}
	}

	base := path.Base(Path(fd))
	fmt.Fprintf(&b, "// Code generated by protoc-gen-fastflat (codec/flatcodec/fbschema). DO NOT EDIT.\n")
	fmt.Fprintf(&b, "//\n")
	text := fmt.Sprintf("%s mirrors %s for the FlatBuffers wire format (application/x-flatbuffers) of polywire's codec/flatcodec, "+
		"for flatc to generate readers and writers from. Every proto message is a table of the same name whose fields keep the proto's names and declaration order: "+
		"proto field i (in declaration order) is FlatBuffers field slot i. Default values are omitted from the buffer, exactly as proto3 omits them. "+
		"Nested messages and enums live in the namespace (FlatBuffers has no nesting).", base, fd.Path())
	if shapes["map"] {
		text += " A map field is a vector of its entry tables (key, value), sorted by key, whose key is always present: look entries up by key."
	}
	if shapes["bytes"] {
		text += " A repeated bytes field is a vector of <Field>Item tables, one [ubyte] each."
	}
	if shapes["presence"] {
		text += " Scalar fields with presence (oneof members, optional fields) are optional scalars (= null), present whenever set, even to their default; of a oneof, at most one member is present."
	}
	text += " Change the .proto, not this file."
	for _, line := range wrap(text, 76) {
		b.WriteString("// " + line + "\n")
	}
	b.WriteString("\n")
	incs := make([]string, 0, len(includes))
	for inc := range includes {
		incs = append(incs, inc)
	}
	slices.Sort(incs)
	for _, inc := range incs {
		fmt.Fprintf(&b, "include %q;\n", inc)
	}
	if len(incs) > 0 {
		b.WriteString("\n")
	}
	if fd.Package() != "" {
		fmt.Fprintf(&b, "namespace %s;\n\n", fd.Package())
	}
	b.Write(body.Bytes())
	if root := rootType(msgs); root != nil {
		b.WriteString("// Any table may be the root of a buffer (a FlatBuffers buffer does not\n")
		b.WriteString("// name its type); root_type names the file's largest body.\n")
		fmt.Fprintf(&b, "root_type %s;\n", w.names[root.FullName()])
	} else {
		b.Truncate(b.Len() - 1) // the blank line after the last declaration
	}
	return b.Bytes(), nil
}

type writer struct {
	file  protoreflect.FileDescriptor
	names map[protoreflect.FullName]string
}

// enum writes the enum declaration of ed.
func (w *writer) enum(b *bytes.Buffer, ed protoreflect.EnumDescriptor) {
	b.WriteString(w.comment(ed, ""))
	fmt.Fprintf(b, "enum %s : int {\n", w.names[ed.FullName()])
	for _, v := range enumValues(ed) {
		b.WriteString(w.comment(v, "  "))
		fmt.Fprintf(b, "  %s = %d,\n", v.Name(), v.Number())
	}
	b.WriteString("}\n\n")
}

// table writes the table of md (a message or a map entry), noting the
// files its fields include and the shapes it has.
func (w *writer) table(b *bytes.Buffer, md protoreflect.MessageDescriptor, includes, shapes map[string]bool) {
	name := w.names[md.FullName()]
	if md.IsMapEntry() {
		parent := md.Parent().(protoreflect.MessageDescriptor)
		var field protoreflect.Name
		for i := range parent.Fields().Len() {
			if f := parent.Fields().Get(i); f.IsMap() && f.Message().FullName() == md.FullName() {
				field = f.Name()
			}
		}
		for _, line := range wrap(fmt.Sprintf("%s is one entry of the map %s.%s; its vectors are sorted by key.", name, w.names[parent.FullName()], field), 76) {
			b.WriteString("// " + line + "\n")
		}
	} else {
		b.WriteString(w.comment(md, ""))
	}
	fds := md.Fields()
	if fds.Len() == 0 {
		fmt.Fprintf(b, "table %s {}\n\n", name)
		return
	}
	fmt.Fprintf(b, "table %s {\n", name)
	var oneof protoreflect.OneofDescriptor
	for i := range fds.Len() {
		f := fds.Get(i)
		if other := referenced(f); other != nil && other.ParentFile().Path() != w.file.Path() {
			includes[Path(other.ParentFile())] = true
		}
		if od := f.ContainingOneof(); od != nil && !od.IsSynthetic() && od != oneof {
			fmt.Fprintf(b, "  // oneof %s\n", od.Name())
			oneof = od
		}
		b.WriteString(w.comment(f, "  "))
		typ, attr := w.fieldType(f), ""
		switch {
		case md.IsMapEntry() && f.Number() == 1:
			attr = " (key)"
		case presence(f):
			attr = " = null"
			shapes["presence"] = true
		}
		fmt.Fprintf(b, "  %s:%s%s;\n", f.Name(), typ, attr)
	}
	b.WriteString("}\n\n")
}

// presence reports whether f is a singular scalar or enum field with
// explicit presence (a oneof member, proto3 optional, proto2 optional),
// declared an optional scalar (= null) so that readers see whether it is
// set: the codec writes it whenever it is set, even to its default.
func presence(f protoreflect.FieldDescriptor) bool {
	return !f.IsList() && !f.IsMap() && KindOf(f).Scalar() && f.HasPresence()
}

// decl is one declaration of a file's mirror: an enum, a table of a
// message or map entry, or the item table of a repeated bytes field.
type decl struct {
	full protoreflect.FullName // the proto name; an item's is its message's, dot, its name
	name protoreflect.Name     // the last part of full
	enum protoreflect.EnumDescriptor
	msg  protoreflect.MessageDescriptor
	item protoreflect.FieldDescriptor // the repeated bytes field
}

// decls lists fd's declarations, each message followed by its map
// entries and item tables (in field order), its enums and its nested
// messages. The mirror has them in this order, enums first.
func decls(fd protoreflect.FileDescriptor) ([]decl, error) {
	var out []decl
	addEnums := func(eds protoreflect.EnumDescriptors) {
		for i := range eds.Len() {
			ed := eds.Get(i)
			out = append(out, decl{full: ed.FullName(), name: ed.Name(), enum: ed})
		}
	}
	var addMsgs func(mds protoreflect.MessageDescriptors)
	addMsgs = func(mds protoreflect.MessageDescriptors) {
		for i := range mds.Len() {
			md := mds.Get(i)
			if md.IsMapEntry() {
				continue // after the message that has the map
			}
			out = append(out, decl{full: md.FullName(), name: md.Name(), msg: md})
			fds := md.Fields()
			for j := range fds.Len() {
				f := fds.Get(j)
				switch {
				case f.IsMap() && f.Message().Parent() == md:
					e := f.Message()
					out = append(out, decl{full: e.FullName(), name: e.Name(), msg: e})
				case f.IsList() && KindOf(f) == Bytes:
					name := protoreflect.Name(ItemName(f))
					out = append(out, decl{full: md.FullName().Append(name), name: name, item: f})
				}
			}
			addEnums(md.Enums())
			addMsgs(md.Messages())
		}
	}
	addEnums(fd.Enums())
	addMsgs(fd.Messages())
	seen := map[protoreflect.FullName]bool{}
	for _, d := range out {
		if seen[d.full] {
			if d.item != nil {
				return nil, fmt.Errorf("field %s: its item table %s has the name of another type of the message", d.item.FullName(), d.full)
			}
			return nil, fmt.Errorf("two declarations named %s", d.full)
		}
		seen[d.full] = true
	}
	return out, nil
}

// ItemName is the name of the table that holds one element of the
// repeated bytes field fd: the field's name camel-cased as protoc
// camel-cases a map field's for its entry message, and Item (r_bytes:
// RBytesItem). Like a map entry it counts as nested in fd's message, so
// it is hoisted into the namespace as such (see the package doc).
func ItemName(fd protoreflect.FieldDescriptor) string {
	var b strings.Builder
	up := true
	for _, c := range string(fd.Name()) {
		switch {
		case c == '_':
			up = true
		case up && 'a' <= c && c <= 'z':
			b.WriteRune(c - 'a' + 'A')
			up = false
		default:
			b.WriteRune(c)
			up = false
		}
	}
	return b.String() + "Item"
}

// namesOf names the declarations ds of fd in its namespace: the proto
// name, or, when two of them have the same one, the path from the
// top-level type joined by underscores (as protoc-gen-go names nested
// types).
func namesOf(fd protoreflect.FileDescriptor, ds []decl) map[protoreflect.FullName]string {
	count := map[protoreflect.Name]int{}
	for _, d := range ds {
		count[d.name]++
	}
	names := map[protoreflect.FullName]string{}
	for _, d := range ds {
		name := string(d.name)
		if count[d.name] > 1 {
			rel := strings.TrimPrefix(string(d.full), string(fd.Package())+".")
			name = strings.ReplaceAll(rel, ".", "_")
		}
		names[d.full] = name
	}
	return names
}

// referenced is the message or enum type of f, if any.
func referenced(f protoreflect.FieldDescriptor) protoreflect.Descriptor {
	if f.Message() != nil {
		return f.Message()
	}
	if f.Enum() != nil {
		return f.Enum()
	}
	return nil
}

// fieldType is the FlatBuffers type that mirrors f.
func (w *writer) fieldType(f protoreflect.FieldDescriptor) string {
	var t string
	switch KindOf(f) {
	case Map:
		return "[" + w.names[f.Message().FullName()] + "]"
	case Bool:
		t = "bool"
	case Int32:
		t = "int"
	case Uint32:
		t = "uint"
	case Int64:
		t = "long"
	case Uint64:
		t = "ulong"
	case Float:
		t = "float"
	case Double:
		t = "double"
	case String:
		t = "string"
	case Bytes:
		if f.IsList() {
			return "[" + w.names[f.ContainingMessage().FullName().Append(protoreflect.Name(ItemName(f)))] + "]"
		}
		return "[ubyte]"
	default: // Enum, Message
		t = w.typeName(referenced(f))
		if ed := f.Enum(); ed != nil && !f.IsList() && !presence(f) && ed.Values().ByNumber(0) == nil {
			// A scalar's FlatBuffers default is 0, which flatc refuses for
			// an enum without that value (proto2's may start at 1): the
			// slot is the enum's int, the same 4 bytes. (An optional
			// scalar's default is null, which flatc takes.)
			t = "int"
		}
	}
	if f.IsList() {
		t = "[" + t + "]"
	}
	return t
}

// typeName is the name of the type d in w's file: its name in the
// namespace, qualified with its own namespace when it is another file's.
func (w *writer) typeName(d protoreflect.Descriptor) string {
	file := d.ParentFile()
	if file.Path() == w.file.Path() {
		return w.names[d.FullName()]
	}
	ds, _ := decls(file) // a file with clashing names has no mirror to include
	name := namesOf(file, ds)[d.FullName()]
	if file.Package() == "" {
		return name
	}
	return string(file.Package()) + "." + name
}

// enumValues are ed's values by number, as flatc requires, without
// aliases (a second name for a number).
func enumValues(ed protoreflect.EnumDescriptor) []protoreflect.EnumValueDescriptor {
	var out []protoreflect.EnumValueDescriptor
	seen := map[protoreflect.EnumNumber]bool{}
	vs := ed.Values()
	for i := range vs.Len() {
		if v := vs.Get(i); !seen[v.Number()] {
			seen[v.Number()] = true
			out = append(out, v)
		}
	}
	slices.SortStableFunc(out, func(a, b protoreflect.EnumValueDescriptor) int {
		return int(a.Number()) - int(b.Number())
	})
	return out
}

// rootType is the message root_type names: among the messages that are
// not RPC wrappers (named ...Request or ...Response), or all of them if
// every one is, the one reaching the most message types of the file,
// the first declared on a tie. Any table may be a buffer's root; root_type
// only decides which one flatc's finish and identifier functions are for.
func rootType(msgs []protoreflect.MessageDescriptor) protoreflect.MessageDescriptor {
	candidates := slices.DeleteFunc(slices.Clone(msgs), func(md protoreflect.MessageDescriptor) bool {
		return strings.HasSuffix(string(md.Name()), "Request") || strings.HasSuffix(string(md.Name()), "Response")
	})
	if len(candidates) == 0 {
		candidates = msgs
	}
	var best protoreflect.MessageDescriptor
	bestN := 0
	for _, md := range candidates {
		if n := len(reach(md, map[protoreflect.FullName]bool{})); n > bestN {
			best, bestN = md, n
		}
	}
	return best
}

// reach adds md and the message types its fields reach to seen.
func reach(md protoreflect.MessageDescriptor, seen map[protoreflect.FullName]bool) map[protoreflect.FullName]bool {
	if seen[md.FullName()] {
		return seen
	}
	seen[md.FullName()] = true
	fds := md.Fields()
	for i := range fds.Len() {
		f := fds.Get(i)
		if f.IsMap() {
			f = f.MapValue() // through the entry, which is not a body
		}
		if m := f.Message(); m != nil && m.ParentFile().Path() == md.ParentFile().Path() {
			reach(m, seen)
		}
	}
	return seen
}

// comment is the leading comment of d in the .proto, as // lines with
// the indent, if the descriptor has source info. They are plain comments,
// not flatc's /// documentation, so flatc's output does not depend on them.
func (w *writer) comment(d protoreflect.Descriptor, indent string) string {
	loc := d.ParentFile().SourceLocations().ByDescriptor(d)
	text := strings.TrimSpace(loc.LeadingComments)
	if text == "" {
		return ""
	}
	var b strings.Builder
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimRight(strings.TrimPrefix(line, " "), " \t")
		if line == "" {
			b.WriteString(indent + "//\n")
			continue
		}
		b.WriteString(indent + "// " + line + "\n")
	}
	return b.String()
}

// wrap breaks text into lines of at most width characters, at spaces.
func wrap(text string, width int) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(text) {
		if line != "" && len(line)+1+len(word) > width {
			lines = append(lines, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += word
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}
