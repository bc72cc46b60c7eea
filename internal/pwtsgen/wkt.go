package pwtsgen

// Which files a run writes, the well-known types' JSON forms, and the
// fields no output can carry.
//
// The well-known types whose proto3 JSON is not a plain object
// (Timestamp, Duration, the wrappers, Empty, Struct, Value, ListValue,
// FieldMask, Any) are read and written in their message form by ordinary
// generated code, in modules of their own (google/protobuf/<file>_pwts.ts,
// _pwfb.ts, _pwmp.ts: "raw" modules, written whenever a generated file
// uses one), and a field of such a type in any other module holds the
// JSON form: toJsonX converts after reading, fromJsonX before writing
// (pwts_wkt.ts holds them, appended to the raw modules).

import (
	_ "embed"
	"fmt"
	"io"
	"regexp"
	"sort"
	"strings"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/reflect/protoreflect"
)

//go:embed pwts_wkt.ts
var wktTS string

// wktFiles are the files of the well-known types with a JSON form of their
// own, whose modules keep the message form.
var wktFiles = map[string]bool{
	"google/protobuf/any.proto": true, "google/protobuf/duration.proto": true, "google/protobuf/empty.proto": true,
	"google/protobuf/field_mask.proto": true, "google/protobuf/struct.proto": true,
	"google/protobuf/timestamp.proto": true, "google/protobuf/wrappers.proto": true,
}

// wkt describes a well-known type with a JSON form of its own.
type wkt struct {
	name string // the message's TypeScript name: Timestamp
	json string // its JSON form's TypeScript type
	// nullable: null is a value of the JSON form (Value's null), so
	// presence is tested against undefined alone.
	nullable bool
}

// wktOf is the JSON form of md, or nil for every other message.
func wktOf(md protoreflect.MessageDescriptor, bigint bool) *wkt {
	if !wktFiles[md.ParentFile().Path()] {
		return nil
	}
	name := string(md.Name())
	w := &wkt{name: name}
	switch md.FullName() {
	case "google.protobuf.Timestamp", "google.protobuf.Duration", "google.protobuf.FieldMask", "google.protobuf.StringValue":
		w.json = "string"
	case "google.protobuf.Struct", "google.protobuf.Empty":
		w.json = "$JsonObject"
	case "google.protobuf.Value":
		w.json, w.nullable = "$JsonValue", true
	case "google.protobuf.ListValue":
		w.json = "$JsonValue[]"
	case "google.protobuf.Any":
		w.json = "$AnyJson"
	case "google.protobuf.DoubleValue", "google.protobuf.FloatValue", "google.protobuf.Int32Value", "google.protobuf.UInt32Value":
		w.json = "number"
	case "google.protobuf.Int64Value", "google.protobuf.UInt64Value":
		w.json = "string"
		if bigint {
			w.json = "bigint"
		}
	case "google.protobuf.BoolValue":
		w.json = "boolean"
	case "google.protobuf.BytesValue":
		w.json = "Uint8Array"
	default:
		return nil
	}
	return w
}

// isRaw reports whether f is one of those files: its own fields of those
// types stay in message form.
func isRaw(f *protogen.File) bool { return wktFiles[f.Desc.Path()] }

func isNullValue(e *protogen.Enum) bool {
	return e != nil && e.Desc.FullName() == "google.protobuf.NullValue"
}

// isWrapper reports whether md is one of wrappers.proto's messages.
func isWrapper(md protoreflect.MessageDescriptor) bool {
	return md.ParentFile().Path() == "google/protobuf/wrappers.proto"
}

// wktSection is the part of pwts_wkt.ts for the file at path ("" when it
// has none), with its 64-bit placeholders filled in for the run's mode.
func wktSection(path string, bigint bool) string {
	start := "// @file " + path + "\n"
	i := strings.Index(wktTS, start)
	if i < 0 {
		return ""
	}
	s := wktTS[i+len(start):]
	if j := strings.Index(s, "// @file "); j >= 0 {
		s = s[:j]
	}
	if bigint {
		s = strings.ReplaceAll(strings.ReplaceAll(s, "$I64T", "bigint"), "$I64(", "BigInt(")
	} else {
		s = strings.ReplaceAll(strings.ReplaceAll(s, "$I64T", "string"), "$I64(", "String(")
	}
	return strings.TrimSpace(s) + "\n"
}

// plan is what a run writes: the files to generate and the well-known
// types' files they use, the fields left out, and whether google.protobuf.Any
// is used (then every module registers its types, so that an Any can be
// read by its type URL).
type plan struct {
	files  []*protogen.File
	skip   map[protoreflect.FullName]string // field -> why it is left out
	anyUse bool
}

// makePlan collects the files to write: those buf asks for (proto3 only; a
// proto2 or editions file is left out with a warning), and every
// google/protobuf file a written file's fields reach. A field whose type is
// in a file that cannot be written (proto2) is left out, with a warning
// naming it.
func makePlan(gen *protogen.Plugin, warn io.Writer) *plan {
	byPath := map[string]*protogen.File{}
	for _, f := range gen.Files {
		byPath[f.Desc.Path()] = f
	}
	p := &plan{skip: map[protoreflect.FullName]string{}}
	emit := map[string]bool{}
	var queue []*protogen.File
	for _, f := range gen.Files {
		if !f.Generate {
			continue
		}
		if f.Desc.Syntax() != protoreflect.Proto3 {
			fmt.Fprintf(warn, "protoc-gen-polywire-ts: warning: %s: only proto3 is supported (this file is %s); no code is written for it\n", f.Desc.Path(), f.Desc.Syntax())
			continue
		}
		emit[f.Desc.Path()] = true
		queue = append(queue, f)
	}
	for len(queue) > 0 {
		f := queue[0]
		queue = queue[1:]
		for _, m := range allMessages(f.Messages) {
			for _, fd := range m.Fields {
				if fd.Desc.IsMap() {
					fd = fd.Message.Fields[1]
				}
				if fd.Desc.Kind() == protoreflect.GroupKind {
					p.skip[fd.Desc.FullName()] = "groups are not supported"
					continue
				}
				var dep protoreflect.FileDescriptor
				switch {
				case fd.Message != nil:
					dep = fd.Message.Desc.ParentFile()
					if dep.FullName() == "google.protobuf" && fd.Message.Desc.Name() == "Any" {
						p.anyUse = true
					}
				case fd.Enum != nil:
					dep = fd.Enum.Desc.ParentFile()
				default:
					continue
				}
				path := dep.Path()
				if dep.Syntax() != protoreflect.Proto3 {
					p.skip[fd.Desc.FullName()] = fmt.Sprintf("its type is in %s, which is %s (only proto3 is supported)", path, dep.Syntax())
					continue
				}
				if emit[path] || !strings.HasPrefix(path, "google/protobuf/") || byPath[path] == nil {
					continue // generated, or the user's to generate (buf generates a module's every file)
				}
				emit[path] = true
				queue = append(queue, byPath[path])
			}
		}
	}
	for _, f := range gen.Files {
		if emit[f.Desc.Path()] {
			p.files = append(p.files, f)
		}
	}
	names := make([]string, 0, len(p.skip))
	for n := range p.skip {
		names = append(names, string(n))
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(warn, "protoc-gen-polywire-ts: warning: %s: %s; the field is left out (skipped when read, never written)\n", n, p.skip[protoreflect.FullName(n)])
	}
	return p
}

// fields is m's fields the run supports.
func (p *plan) fields(m *protogen.Message) []*protogen.Field {
	var out []*protogen.Field
	for _, f := range m.Fields {
		if _, ok := p.skip[f.Desc.FullName()]; ok {
			continue
		}
		if f.Desc.IsMap() {
			if _, ok := p.skip[f.Message.Fields[1].Desc.FullName()]; ok {
				continue
			}
		}
		out = append(out, f)
	}
	return out
}

// oneofOf is the real (not synthetic) oneof of f, or nil.
func oneofOf(f *protogen.Field) *protogen.Oneof {
	if f.Oneof != nil && !f.Oneof.Desc.IsSynthetic() {
		return f.Oneof
	}
	return nil
}

// hasPresence reports whether f is a oneof member or proto3 optional:
// undefined when unset, and written whenever set, even to its default.
func hasPresence(f *protogen.Field) bool { return f.Desc.ContainingOneof() != nil }

// usedNames imports, of names (the exports of a runtime module), those
// body refers to as $name.
func usedNames(body string, names []string, types map[string]bool) []string {
	var out []string
	for _, n := range names {
		if !regexp.MustCompile(`\$` + regexp.QuoteMeta(n) + `\b`).MatchString(body) {
			continue
		}
		if types[n] {
			out = append(out, "type "+n+" as $"+n)
		} else {
			out = append(out, n+" as $"+n)
		}
	}
	return out
}

// mapKeyKind is the sort order of a map key kind for the runtime's
// sortedKeys: 0 strings (by code point: UTF-8 byte order), 1 integers
// (numerically), 2 bools (false first).
func mapKeyKind(k protoreflect.Kind) int {
	switch k {
	case protoreflect.StringKind:
		return 0
	case protoreflect.BoolKind:
		return 2
	default:
		return 1
	}
}

// mapOrderNote is note when m has a map field, else "".
func mapOrderNote(m *protogen.Message, note string) string {
	for _, f := range m.Fields {
		if f.Desc.IsMap() {
			return note
		}
	}
	return ""
}
