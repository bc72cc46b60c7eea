package schemapage

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"google.golang.org/protobuf/reflect/protoreflect"
)

// pbjsNode is one namespace, message or enum of protobuf.js's JSON
// descriptor format (protobuf.Root.fromJSON): packages and messages nest
// by name, fields carry type, id and rule, maps keyType.
type pbjsNode struct {
	Edition string               `json:"edition,omitempty"`
	Fields  map[string]pbjsField `json:"fields,omitempty"`
	Oneofs  map[string]pbjsOneof `json:"oneofs,omitempty"`
	Values  enumValues           `json:"values,omitempty"`
	Nested  map[string]*pbjsNode `json:"nested,omitempty"`
	Options map[string]any       `json:"options,omitempty"`
}

type pbjsField struct {
	Edition string         `json:"edition,omitempty"`
	Rule    string         `json:"rule,omitempty"`
	KeyType string         `json:"keyType,omitempty"`
	Type    string         `json:"type"`
	ID      int32          `json:"id"`
	Options map[string]any `json:"options,omitempty"`
}

// enumValues are an enum's values in declaration order: protobuf.js
// takes the first as the field's default, so the zero value must come
// first (encoding/json would sort a map's keys).
type enumValues []protoreflect.EnumValueDescriptor

func (vs enumValues) MarshalJSON() ([]byte, error) {
	b := []byte{'{'}
	for i, v := range vs {
		if i > 0 {
			b = append(b, ',')
		}
		name, err := json.Marshal(string(v.Name()))
		if err != nil {
			return nil, err
		}
		b = append(b, name...)
		b = append(b, ':')
		b = strconv.AppendInt(b, int64(v.Number()), 10)
	}
	return append(b, '}'), nil
}

type pbjsOneof struct {
	Oneof []string `json:"oneof"`
}

// Descriptor is the protobuf.js JSON descriptor (protobuf.Root.fromJSON)
// of files and every file they import, made from the compiled
// descriptors, so a descriptor set needs no .proto source. Fields are
// named by their JSON names, the keys every other decoder of the page
// writes; message and enum types are absolute (".pkg.Name").
func Descriptor(files ...protoreflect.FileDescriptor) ([]byte, error) {
	root := &pbjsNode{}
	seen := map[string]bool{}
	var addFile func(fd protoreflect.FileDescriptor) error
	addFile = func(fd protoreflect.FileDescriptor) error {
		if seen[fd.Path()] {
			return nil
		}
		seen[fd.Path()] = true
		imps := fd.Imports()
		for i := range imps.Len() {
			if err := addFile(imps.Get(i).FileDescriptor); err != nil {
				return err
			}
		}
		if fd.Syntax() != protoreflect.Proto3 {
			return fmt.Errorf("%w: %s is %s; the browser bench reads proto3 only", ErrSchema, fd.Path(), fd.Syntax())
		}
		ns := root
		if pkg := string(fd.Package()); pkg != "" {
			for _, part := range strings.Split(pkg, ".") {
				ns = ns.child(part)
			}
		}
		for i := range fd.Enums().Len() {
			ns.child(string(fd.Enums().Get(i).Name())).enum(fd.Enums().Get(i))
		}
		for i := range fd.Messages().Len() {
			message(ns, fd.Messages().Get(i))
		}
		return nil
	}
	for _, fd := range files {
		if err := addFile(fd); err != nil {
			return nil, err
		}
	}
	return json.Marshal(root)
}

func (n *pbjsNode) child(name string) *pbjsNode {
	if n.Nested == nil {
		n.Nested = map[string]*pbjsNode{}
	}
	c, ok := n.Nested[name]
	if !ok {
		c = &pbjsNode{}
		n.Nested[name] = c
	}
	return c
}

func (n *pbjsNode) enum(ed protoreflect.EnumDescriptor) {
	n.Edition = "proto3"
	for i := range ed.Values().Len() {
		n.Values = append(n.Values, ed.Values().Get(i))
	}
}

func message(parent *pbjsNode, md protoreflect.MessageDescriptor) {
	if md.IsMapEntry() {
		return // a map field says its key and value types itself
	}
	n := parent.child(string(md.Name()))
	n.Edition = "proto3"
	n.Fields = map[string]pbjsField{}
	for i := range md.Fields().Len() {
		fd := md.Fields().Get(i)
		f := pbjsField{Edition: "proto3", ID: int32(fd.Number()), Type: fieldType(fd)}
		switch {
		case fd.IsMap():
			f.KeyType, f.Type = fieldType(fd.MapKey()), fieldType(fd.MapValue())
		case fd.IsList():
			f.Rule = "repeated"
		}
		if fd.HasOptionalKeyword() {
			f.Options = map[string]any{"proto3_optional": true}
		}
		n.Fields[fd.JSONName()] = f
	}
	for i := range md.Oneofs().Len() {
		od := md.Oneofs().Get(i)
		if n.Oneofs == nil {
			n.Oneofs = map[string]pbjsOneof{}
		}
		var names []string
		for j := range od.Fields().Len() {
			names = append(names, od.Fields().Get(j).JSONName())
		}
		n.Oneofs[string(od.Name())] = pbjsOneof{Oneof: names}
	}
	for i := range md.Enums().Len() {
		n.child(string(md.Enums().Get(i).Name())).enum(md.Enums().Get(i))
	}
	for i := range md.Messages().Len() {
		message(n, md.Messages().Get(i))
	}
}

// fieldType is protobuf.js's name of fd's type: the scalar's proto name,
// or the absolute name of its message or enum.
func fieldType(fd protoreflect.FieldDescriptor) string {
	switch fd.Kind() {
	case protoreflect.MessageKind, protoreflect.GroupKind:
		return "." + string(fd.Message().FullName())
	case protoreflect.EnumKind:
		return "." + string(fd.Enum().FullName())
	default:
		return fd.Kind().String()
	}
}
