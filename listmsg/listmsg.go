// Package listmsg makes a list message for any message type at run time:
// polywire.samples.v1.<Name>List { repeated <Name> items = 1; }, what a
// list endpoint serving that message's samples returns (polywire serve on
// a user's schema) and the payload bench.SamplePayloads measures for many
// samples. It works on generated and dynamic messages
// alike: the list's file imports the item's, so every codec (and
// fbschema.Write) sees the whole schema.
package listmsg

import (
	"fmt"
	"strings"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/descriptorpb"
	"google.golang.org/protobuf/types/dynamicpb"
)

// Package is the proto package of the list messages Of makes.
const Package = "polywire.samples.v1"

// Of makes message polywire.samples.v1.<Name>List { repeated <md>
// items = 1; }.
func Of(md protoreflect.MessageDescriptor) (protoreflect.MessageDescriptor, error) {
	name := string(md.Name()) + "List"
	file := &descriptorpb.FileDescriptorProto{
		Name:       proto.String("polywire/samples/v1/" + strings.ReplaceAll(string(md.FullName()), ".", "_") + "_list.proto"),
		Package:    proto.String(Package),
		Syntax:     proto.String("proto3"),
		Dependency: []string{md.ParentFile().Path()},
		MessageType: []*descriptorpb.DescriptorProto{{
			Name: proto.String(name),
			Field: []*descriptorpb.FieldDescriptorProto{{
				Name:     proto.String("items"),
				JsonName: proto.String("items"),
				Number:   proto.Int32(1),
				Label:    descriptorpb.FieldDescriptorProto_LABEL_REPEATED.Enum(),
				Type:     descriptorpb.FieldDescriptorProto_TYPE_MESSAGE.Enum(),
				TypeName: proto.String("." + string(md.FullName())),
			}},
		}},
	}
	fd, err := protodesc.NewFile(file, fileResolver{md.ParentFile()})
	if err != nil {
		return nil, fmt.Errorf("list of %s: %w", md.FullName(), err)
	}
	return fd.Messages().Get(0), nil
}

// Wrap wraps items in a list message made by Of.
func Wrap(list protoreflect.MessageDescriptor, items []proto.Message) proto.Message {
	m := dynamicpb.NewMessage(list)
	fd := list.Fields().ByNumber(1)
	l := m.Mutable(fd).List()
	for _, it := range items {
		l.Append(protoreflect.ValueOfMessage(it.ProtoReflect()))
	}
	return m
}

// fileResolver resolves the one import of a list file.
type fileResolver struct{ f protoreflect.FileDescriptor }

func (r fileResolver) FindFileByPath(path string) (protoreflect.FileDescriptor, error) {
	if path == r.f.Path() {
		return r.f, nil
	}
	return nil, fmt.Errorf("no file %s", path)
}

func (r fileResolver) FindDescriptorByName(name protoreflect.FullName) (protoreflect.Descriptor, error) {
	var found protoreflect.Descriptor
	var walk func(ms protoreflect.MessageDescriptors)
	walk = func(ms protoreflect.MessageDescriptors) {
		for i := range ms.Len() {
			if m := ms.Get(i); m.FullName() == name {
				found = m
			} else {
				walk(m.Messages())
			}
		}
	}
	walk(r.f.Messages())
	if found == nil {
		return nil, fmt.Errorf("no message %s", name)
	}
	return found, nil
}
