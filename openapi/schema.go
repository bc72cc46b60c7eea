package openapi

import (
	"fmt"
	"strings"

	"google.golang.org/protobuf/reflect/protoreflect"
)

const refPrefix = "#/components/schemas/"

// messageRef is the schema of a message: a well-known type's JSON form
// inline, any other message a $ref to its component (added on first use,
// so recursion ends at the $ref).
func (g *gen) messageRef(md protoreflect.MessageDescriptor) obj {
	if s := wktSchema(md); s != nil {
		return s
	}
	name := string(md.FullName())
	if _, ok := g.schemas[name]; !ok {
		g.schemas[name] = obj{} // placeholder: a recursive field finds it
		g.schemas[name] = g.message(md)
	}
	return obj{"$ref": refPrefix + name}
}

func (g *gen) message(md protoreflect.MessageDescriptor) obj {
	props := obj{}
	fields := md.Fields()
	for i := range fields.Len() {
		fd := fields.Get(i)
		s := g.field(fd)
		desc := comment(fd)
		if od := fd.ContainingOneof(); od != nil && !od.IsSynthetic() {
			var names []string
			for j := range od.Fields().Len() {
				names = append(names, od.Fields().Get(j).JSONName())
			}
			desc = strings.TrimSpace(desc + fmt.Sprintf("\n\nMember of the oneof %s: at most one of %s is set.", od.Name(), strings.Join(names, ", ")))
		}
		if desc != "" {
			s = describe(s, desc)
		}
		props[fd.JSONName()] = s
	}
	out := obj{"type": "object", "properties": props}
	if c := comment(md); c != "" {
		out["description"] = c
	}
	var groups []any
	for i := range md.Oneofs().Len() {
		if g := atMostOne(md.Oneofs().Get(i)); g != nil {
			groups = append(groups, g)
		}
	}
	switch len(groups) {
	case 0:
	case 1:
		out["oneOf"] = groups[0].(obj)["oneOf"]
	default:
		out["allOf"] = groups
	}
	return out
}

// atMostOne is the JSON Schema of a oneof's rule, at most one member
// set: exactly one of "member m is present" (for each m) and "none is"
// holds when at most one is — with two set, two branches hold and oneOf
// fails. nil for a synthetic oneof (proto3 optional) or one member.
func atMostOne(od protoreflect.OneofDescriptor) obj {
	if od.IsSynthetic() || od.Fields().Len() < 2 {
		return nil
	}
	var each, branches []any
	for i := range od.Fields().Len() {
		// The property named again beside required: linters
		// (redocly's no-required-schema-properties-undefined) look for it
		// in the subschema itself.
		name := od.Fields().Get(i).JSONName()
		r := obj{"required": []string{name}, "properties": obj{name: obj{}}}
		each = append(each, r)
		branches = append(branches, r)
	}
	branches = append(branches, obj{"not": obj{"anyOf": each}})
	return obj{"oneOf": branches}
}

// describe adds a description to s; a $ref gets it beside the $ref, which
// OpenAPI 3.1 allows.
func describe(s obj, desc string) obj {
	out := obj{}
	for k, v := range s {
		out[k] = v
	}
	out["description"] = desc
	return out
}

// field is the schema of a field's JSON value.
func (g *gen) field(fd protoreflect.FieldDescriptor) obj {
	switch {
	case fd.IsMap():
		key := fd.MapKey()
		s := obj{"type": "object", "additionalProperties": g.scalar(fd.MapValue())}
		if key.Kind() != protoreflect.StringKind {
			s["propertyNames"] = propertyNames(key)
		}
		return s
	case fd.IsList():
		return obj{"type": "array", "items": g.scalar(fd)}
	}
	return g.scalar(fd)
}

func propertyNames(key protoreflect.FieldDescriptor) obj {
	switch key.Kind() {
	case protoreflect.BoolKind:
		return obj{"enum": []string{"true", "false"}}
	default:
		return obj{"pattern": "^-?[0-9]+$"}
	}
}

// scalar is the schema of one value of fd (an element of a repeated field).
func (g *gen) scalar(fd protoreflect.FieldDescriptor) obj {
	switch fd.Kind() {
	case protoreflect.BoolKind:
		return obj{"type": "boolean"}
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
		return obj{"type": "integer", "format": "int32"}
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind:
		return obj{"type": "integer", "format": "uint32", "minimum": 0, "maximum": uint32(1<<32 - 1)}
	case protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		return obj{"type": "string", "format": "int64", "pattern": "^-?[0-9]+$"}
	case protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		return obj{"type": "string", "format": "uint64", "pattern": "^[0-9]+$"}
	case protoreflect.FloatKind:
		return floatSchema("float")
	case protoreflect.DoubleKind:
		return floatSchema("double")
	case protoreflect.StringKind:
		return obj{"type": "string"}
	case protoreflect.BytesKind:
		return obj{"type": "string", "contentEncoding": "base64"}
	case protoreflect.EnumKind:
		return g.enumRef(fd.Enum())
	case protoreflect.MessageKind, protoreflect.GroupKind:
		return g.messageRef(fd.Message())
	}
	return obj{}
}

func floatSchema(format string) obj {
	return obj{"oneOf": []any{
		obj{"type": "number", "format": format},
		obj{"type": "string", "enum": []string{"NaN", "Infinity", "-Infinity"}},
	}}
}

func (g *gen) enumRef(ed protoreflect.EnumDescriptor) obj {
	if ed.FullName() == "google.protobuf.NullValue" {
		return obj{"type": "null"}
	}
	name := string(ed.FullName())
	if _, ok := g.schemas[name]; !ok {
		var names []string
		vals := ed.Values()
		for i := range vals.Len() {
			names = append(names, string(vals.Get(i).Name()))
		}
		s := obj{"type": "string", "enum": names}
		if c := comment(ed); c != "" {
			s["description"] = c
		}
		g.schemas[name] = s
	}
	return obj{"$ref": refPrefix + name}
}

// stringWKT reports whether md is a well-known type the query and the path
// can carry as one string.
func stringWKT(md protoreflect.MessageDescriptor) bool {
	switch md.FullName() {
	case "google.protobuf.Timestamp", "google.protobuf.Duration", "google.protobuf.FieldMask":
		return true
	}
	return isWrapper(md)
}

func isWrapper(md protoreflect.MessageDescriptor) bool {
	return md.ParentFile().Path() == "google/protobuf/wrappers.proto"
}

// wktSchema is the JSON form of a well-known type, or nil for any other
// message.
func wktSchema(md protoreflect.MessageDescriptor) obj {
	if isWrapper(md) {
		v := (&gen{schemas: obj{}}).scalar(md.Fields().ByName("value"))
		if t, ok := v["type"].(string); ok {
			v["type"] = []string{t, "null"}
			return v
		}
		return obj{"oneOf": []any{v, obj{"type": "null"}}}
	}
	switch md.FullName() {
	case "google.protobuf.Timestamp":
		return obj{"type": "string", "format": "date-time"}
	case "google.protobuf.Duration":
		return obj{"type": "string", "pattern": `^-?[0-9]+(\.[0-9]{1,9})?s$`, "description": `a duration in seconds with an "s" suffix, e.g. "1.5s"`}
	case "google.protobuf.FieldMask":
		return obj{"type": "string", "description": "comma-separated field paths in JSON names"}
	case "google.protobuf.Struct":
		return obj{"type": "object", "additionalProperties": true}
	case "google.protobuf.Value":
		return obj{"description": "any JSON value"}
	case "google.protobuf.ListValue":
		return obj{"type": "array", "items": obj{}}
	case "google.protobuf.Empty":
		return obj{"type": "object", "maxProperties": 0}
	case "google.protobuf.Any":
		return obj{"type": "object", "properties": obj{"@type": obj{"type": "string"}}, "required": []string{"@type"},
			"description": "a message of the type its @type URL names, with its fields beside @type"}
	}
	return nil
}
