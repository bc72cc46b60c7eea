package protocodec_test

import (
	"testing"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/types/descriptorpb"
	"google.golang.org/protobuf/types/dynamicpb"
)

// TestDynamicMapEntry: a map entry that repeats its int32 key with another
// wire type makes protobuf-go panic on a dynamic message; the codec
// returns an error instead (a client's malformed body is a 400, not a
// crash), and still decodes the well-formed entry.
func TestDynamicMapEntry(t *testing.T) {
	t.Parallel()
	field := func(name string, n int32, typ descriptorpb.FieldDescriptorProto_Type) *descriptorpb.FieldDescriptorProto {
		return &descriptorpb.FieldDescriptorProto{Name: proto.String(name), JsonName: proto.String(name), Number: proto.Int32(n),
			Label: descriptorpb.FieldDescriptorProto_LABEL_OPTIONAL.Enum(), Type: typ.Enum()}
	}
	refunds := field("refunds", 7, descriptorpb.FieldDescriptorProto_TYPE_MESSAGE)
	refunds.Label, refunds.TypeName = descriptorpb.FieldDescriptorProto_LABEL_REPEATED.Enum(), proto.String(".m.M.RefundsEntry")
	fd, err := protodesc.NewFile(&descriptorpb.FileDescriptorProto{Name: proto.String("m.proto"), Package: proto.String("m"), Syntax: proto.String("proto3"),
		MessageType: []*descriptorpb.DescriptorProto{{Name: proto.String("M"), Field: []*descriptorpb.FieldDescriptorProto{refunds},
			NestedType: []*descriptorpb.DescriptorProto{{Name: proto.String("RefundsEntry"), Options: &descriptorpb.MessageOptions{MapEntry: proto.Bool(true)},
				Field: []*descriptorpb.FieldDescriptorProto{field("key", 1, descriptorpb.FieldDescriptorProto_TYPE_INT32), field("value", 2, descriptorpb.FieldDescriptorProto_TYPE_STRING)}}}}}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	md := fd.Messages().Get(0)
	for name, c := range codecs {
		if err := c.Unmarshal([]byte{0x3a, 0x05, 0x08, 0x01, 0x0a, 0x01, 0x30}, dynamicpb.NewMessage(md)); err == nil {
			t.Errorf("%s: a map key repeated as bytes decoded without an error", name)
		}
		if err := c.UnmarshalAlias([]byte{0x3a, 0x05, 0x08, 0x01, 0x0a, 0x01, 0x30}, dynamicpb.NewMessage(md)); err == nil {
			t.Errorf("%s alias: a map key repeated as bytes decoded without an error", name)
		}
		m := dynamicpb.NewMessage(md)
		if err := c.Unmarshal([]byte{0x3a, 0x05, 0x08, 0x01, 0x12, 0x01, 0x30}, m); err != nil || m.Get(md.Fields().Get(0)).Map().Len() != 1 {
			t.Errorf("%s: a well-formed entry: %v", name, err)
		}
	}
}
