package mockapi_test

import (
	"net/http"
	"testing"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/dynamicpb"
)

// TestIdempotencyKey: a user's POST route and its storing RPC take
// Idempotency-Key as the built-in ones do: a retry gets the first answer
// — the same body and Location, marked Idempotent-Replayed — and stores
// nothing more (a second id would be a second order); another body under
// the key is 422.
func TestIdempotencyKey(t *testing.T) {
	t.Parallel()
	s := loadShop(t)
	base := start(t, s.schema, shopRoutes(t), t.TempDir())
	in := proto.Clone(s.samples[0])
	in.ProtoReflect().Clear(s.order.Fields().ByName("id"))
	body, err := proto.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	post := func(key string, b []byte) response {
		return do(t, "POST", base+"/orders", b, "Content-Type", "application/x-protobuf", "Accept", "application/x-protobuf", "Idempotency-Key", key)
	}
	first := post("order-1", body)
	if first.status != http.StatusCreated || first.header.Get("Location") == "" {
		t.Fatalf("POST: %d %s", first.status, first.body)
	}
	again := post("order-1", body)
	if again.status != http.StatusCreated || string(again.body) != string(first.body) ||
		again.header.Get("Location") != first.header.Get("Location") || again.header.Get("Idempotent-Replayed") != "true" {
		t.Fatalf("retry: %d %q Location %q, want the first answer (Location %q)", again.status, again.body, again.header.Get("Location"), first.header.Get("Location"))
	}
	other, err := proto.Marshal(s.samples[1])
	if err != nil {
		t.Fatal(err)
	}
	if r := post("order-1", other); r.status != http.StatusUnprocessableEntity {
		t.Fatalf("another order under the key: %d %s", r.status, r.body)
	}

	// PutOrder stores its order: its retry does not store it twice (the
	// second save of one id would be a 422 "is taken").
	md := s.schema.Files
	d, err := md.FindDescriptorByName("acme.shop.v1.OrderService.PutOrder")
	if err != nil {
		t.Fatal(err)
	}
	put := connect.NewClient[dynamicpb.Message, dynamicpb.Message](h2c(), base+"/acme.shop.v1.OrderService/PutOrder",
		connect.WithGRPC(), connect.WithSchema(d),
		connect.WithResponseInitializer(func(_ connect.Spec, msg any) error {
			*msg.(*dynamicpb.Message) = *dynamicpb.NewMessage(d.(protoreflect.MethodDescriptor).Output())
			return nil
		}))
	order := proto.Clone(s.samples[2]).(*dynamicpb.Message)
	order.Set(s.order.Fields().ByName("id"), protoreflect.ValueOfString("keyed-1"))
	for i := range 2 {
		req := connect.NewRequest(order)
		req.Header().Set("Idempotency-Key", "put-1")
		resp, err := put.CallUnary(t.Context(), req)
		if err != nil || !proto.Equal(resp.Msg, order) {
			t.Fatalf("PutOrder, call %d: %v %v", i+1, err, resp)
		}
	}
	req := connect.NewRequest(order)
	if _, err := put.CallUnary(t.Context(), req); connect.CodeOf(err) != connect.CodeInvalidArgument {
		t.Fatalf("PutOrder again without the key: %v, want the id taken", err)
	}
}
