package transcode_test

import (
	"context"
	"testing"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/descriptorpb"

	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/transcode"
)

// TestRulesFromADescriptorSet: descriptors from bytes (a descriptor set,
// server reflection) carry the annotation as unknown fields of the
// options; HTTPRule finds it there.
func TestRulesFromADescriptorSet(t *testing.T) {
	t.Parallel()
	fd, err := testFile()
	if err != nil {
		t.Fatal(err)
	}
	b, err := proto.Marshal(protodesc.ToFileDescriptorProto(fd))
	if err != nil {
		t.Fatal(err)
	}
	var fdp descriptorpb.FileDescriptorProto
	if err := (proto.UnmarshalOptions{Resolver: new(protoregistry.Types)}).Unmarshal(b, &fdp); err != nil {
		t.Fatal(err)
	}
	opts := fdp.GetService()[0].GetMethod()[0].GetOptions()
	if len(opts.ProtoReflect().GetUnknown()) == 0 {
		t.Fatal("the test wants the annotation in unknown fields")
	}
	file, err := protodesc.NewFile(&fdp, protoregistry.GlobalFiles)
	if err != nil {
		t.Fatal(err)
	}
	rule := transcode.HTTPRule(file.Services().ByName("Example1").Methods().Get(0))
	if rule.GetGet() != "/v1/{name=messages/*}" {
		t.Fatalf("rule %v", rule)
	}
	rec := &recorder{}
	h, err := transcode.New([]protoreflect.ServiceDescriptor{file.Services().ByName("Library")}, rec.invoke)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(h.Routes()); n != 9 {
		t.Errorf("%d routes, want 9", n)
	}
	bodies := map[string][2]string{}
	for _, r := range h.Routes() {
		bodies[r.HTTPMethod+" "+r.Path] = [2]string{r.Body, r.ResponseBody}
	}
	for route, want := range map[string][2]string{
		"POST /v1/{name=shelves/*/books/*}:archive": {"*", ""},
		"PUT /v1/{book.name=shelves/*/books/*}":     {"book", ""},
		"GET /v1/{name=shelves/*/books/*}/text":     {"", "book"},
	} {
		if got := bodies[route]; got != want {
			t.Errorf("%s: Body, ResponseBody = %q, want %q", route, got, want)
		}
	}
	if w := do(h, "GET", "/v1/shelves/1/books/2", ""); w.Code != 200 {
		t.Errorf("status %d", w.Code)
	}
}

// TestUnaryHeaders: the HTTP request's headers reach the connect request;
// the connect response's headers and trailers reach the HTTP response.
func TestUnaryHeaders(t *testing.T) {
	t.Parallel()
	svc := peoplev1.File_polywire_people_v1_people_proto.Services().ByName("PeopleService")
	get := func(_ context.Context, req *connect.Request[peoplev1.GetPostedPeopleRequest]) (*connect.Response[peoplev1.People], error) {
		res := connect.NewResponse(&peoplev1.People{Person: []*peoplev1.Person{{Name: req.Header().Get("Authorization")}}})
		res.Header().Set("X-Request-Id", "r1")
		res.Trailer().Set("X-Rows", "1")
		return res, nil
	}
	h, err := transcode.New([]protoreflect.ServiceDescriptor{svc},
		transcode.Methods(map[string]transcode.MethodFunc{"/polywire.people.v1.PeopleService/GetPostedPeople": transcode.Unary(get)}),
		transcode.WithRule("polywire.people.v1.PeopleService.GetPostedPeople", ruleGet("/people")),
		transcode.WithRule("polywire.people.v1.PeopleService.GetPeople", ruleGet("/everyone")))
	if err != nil {
		t.Fatal(err)
	}
	w := do(h, "GET", "/people", "", "Authorization", "Bearer x")
	if w.Code != 200 || w.Body.String() != `{"person":[{"name":"Bearer x"}]}` {
		t.Errorf("%d %s", w.Code, w.Body)
	}
	if w.Header().Get("X-Request-Id") != "r1" || w.Header().Get("X-Rows") != "1" {
		t.Errorf("headers %v", w.Header())
	}
	// A method Methods has no function for is unimplemented.
	if w := do(h, "GET", "/everyone", ""); w.Code != 501 {
		t.Errorf("unimplemented: %d %s", w.Code, w.Body)
	}
}
