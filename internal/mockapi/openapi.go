package mockapi

import (
	"fmt"
	"net/http"
	"sync"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/descriptorpb"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/openapi"
)

// OpenAPI describes the API for its OpenAPI document: the configured
// routes as the handlers answer them (a list route's page message with
// ?limit=&offset=, an item route's {name} typed as its key field, a POST
// route's 201, an rpc: route's method input and output), beside the
// google.api.http bindings of services (unary only: the mock serves no
// REST streams). Each message with data gets its data file's first sample
// as its example, and a list message a page of that one sample.
func (a *API) OpenAPI() (services []protoreflect.ServiceDescriptor, opts []openapi.Option) {
	examples := map[protoreflect.FullName]bool{}
	example := func(m proto.Message) {
		name := m.ProtoReflect().Descriptor().FullName()
		if !examples[name] {
			examples[name] = true
			opts = append(opts, openapi.WithExample(m))
		}
	}
	for _, rt := range a.routes {
		op := openapi.Operation{Method: rt.spec.Method, Path: rt.spec.Path, Response: rt.elem}
		switch rt.kind {
		case kindList:
			op.Response, op.Query = rt.list, pageQuery()
			op.Summary = fmt.Sprintf("a page of the %s of %s", rt.elem.FullName(), rt.data.path)
			if len(rt.data.items) > 0 {
				example(rt.data.items[0])
				page := dynamicpb.NewMessage(rt.list)
				page.Mutable(rt.listField).List().Append(protoreflect.ValueOfMessage(rt.data.items[0].ProtoReflect()))
				example(page)
			}
		case kindItem:
			by := "its index in " + rt.data.path
			if rt.key != nil {
				op.Params = rt.elem // {name} is the key field
				by = "its field " + string(rt.key.Name())
			}
			op.Summary = fmt.Sprintf("one %s by %s", rt.elem.FullName(), by)
			if len(rt.data.items) > 0 {
				example(rt.data.items[0])
			}
		case kindPost:
			op.Request, op.Status = rt.elem, http.StatusCreated
			op.Summary = fmt.Sprintf("stores a %s", rt.elem.FullName())
		case kindCall:
			if rt.spec.Method != http.MethodGet {
				op.Request = rt.rpc.Input()
			}
			op.Summary = fmt.Sprintf("calls %s/%s", rt.rpc.Parent().FullName(), rt.rpc.Name())
		}
		opts = append(opts, openapi.WithOperation(op))
	}
	if len(a.annotatedServices) > 0 {
		opts = append(opts, openapi.UnaryOnly())
	}
	return a.annotatedServices, opts
}

// pageQuery is a message whose fields are a list route's query: limit
// and offset.
var pageQuery = sync.OnceValue(func() protoreflect.MessageDescriptor {
	i32 := descriptorpb.FieldDescriptorProto_TYPE_INT32.Enum()
	f, err := protodesc.NewFile(&descriptorpb.FileDescriptorProto{
		Name:    proto.String("polywire/samples/v1/page.proto"),
		Package: proto.String("polywire.samples.v1"),
		Syntax:  proto.String("proto3"),
		MessageType: []*descriptorpb.DescriptorProto{{
			Name: proto.String("Page"),
			Field: []*descriptorpb.FieldDescriptorProto{
				{Name: proto.String("limit"), Number: proto.Int32(1), Type: i32, JsonName: proto.String("limit")},
				{Name: proto.String("offset"), Number: proto.Int32(2), Type: i32, JsonName: proto.String("offset")},
			},
		}},
	}, nil)
	if err != nil {
		panic(err) // a constant descriptor
	}
	return f.Messages().Get(0)
})
