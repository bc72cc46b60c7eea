package transcode_test

import (
	"context"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"

	"connectrpc.com/connect"
	"google.golang.org/genproto/googleapis/api/annotations"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/connectcodec"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/gen/polywire/people/v1/peoplev1connect"
	"github.com/polywire/polywire/rest"
	"github.com/polywire/polywire/transcode"
)

// people is one connect-go implementation of PeopleService.
type people struct {
	peoplev1connect.UnimplementedPeopleServiceHandler
	mu     sync.Mutex
	posted []*peoplev1.Person
}

func (p *people) PostPeople(_ context.Context, req *connect.Request[peoplev1.People]) (*connect.Response[peoplev1.PostPeopleResponse], error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.posted = append(p.posted, req.Msg.GetPerson()...)
	return connect.NewResponse(&peoplev1.PostPeopleResponse{Received: uint32(len(req.Msg.GetPerson()))}), nil
}

func (p *people) GetPostedPeople(_ context.Context, req *connect.Request[peoplev1.GetPostedPeopleRequest]) (*connect.Response[peoplev1.People], error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	list := p.posted[min(int(req.Msg.GetOffset()), len(p.posted)):]
	if limit := int(req.Msg.GetLimit()); limit > 0 && limit < len(list) {
		list = list[:limit]
	}
	return connect.NewResponse(&peoplev1.People{Person: list}), nil
}

func (p *people) StreamPeople(ctx context.Context, req *connect.Request[peoplev1.StreamPeopleRequest], st *connect.ServerStream[peoplev1.Person]) error {
	p.mu.Lock()
	list := slices.Clone(p.posted)
	p.mu.Unlock()
	for _, person := range list[:min(len(list), int(req.Msg.GetLimit()))] {
		if err := st.Send(person); err != nil {
			return err
		}
	}
	return nil
}

// Example_annotated is README's in-process example: PeopleService carries
// google.api.http rules, so the transcoder needs only the implementation —
// its unary methods through Unary, its server stream through the
// connect-go handler (ServerStreams) — and serves REST in five formats,
// streams framed per Accept, beside gRPC, gRPC-Web and Connect on one mux.
func Example_annotated() {
	impl := &people{} // your connect-go implementation of PeopleService
	x, err := rest.New()
	if err != nil {
		log.Fatal(err)
	}
	path, rpc := peoplev1connect.NewPeopleServiceHandler(impl, connectcodec.WithExchange(x))
	api, err := transcode.New([]protoreflect.ServiceDescriptor{peoplev1.File_polywire_people_v1_people_proto.Services().Get(0)},
		transcode.Methods(map[string]transcode.MethodFunc{
			peoplev1connect.PeopleServicePostPeopleProcedure:      transcode.Unary(impl.PostPeople),
			peoplev1connect.PeopleServiceGetPostedPeopleProcedure: transcode.Unary(impl.GetPostedPeople),
		}),
		transcode.WithStreamInvoker(transcode.ServerStreams(rpc)),
		transcode.WithExchange(x))
	if err != nil {
		log.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle(path, rpc) // gRPC, gRPC-Web and Connect
	mux.Handle("/", api)  // REST from the google.api.http rules: five formats, streams

	srv := httptest.NewServer(mux)
	defer srv.Close()
	for _, req := range []struct{ method, path, accept, body string }{
		{"POST", "/people", "application/json", `{"person": [{"name": "Ada"}, {"name": "Grace"}]}`},
		{"GET", "/people/posted?limit=1", "application/xml", ""},
		{"GET", "/people:stream?limit=2", "application/x-ndjson", ""},
		{"GET", "/people", "application/json", ""},
	} {
		r, _ := http.NewRequest(req.method, srv.URL+req.path, strings.NewReader(req.body))
		r.Header.Set("Accept", req.accept)
		r.Header.Set("Content-Type", "application/json")
		res, err := http.DefaultClient.Do(r)
		if err != nil {
			fmt.Println(err)
			return
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		fmt.Printf("%s %s: %d %s\n%s\n", req.method, req.path, res.StatusCode, res.Header.Get("Content-Type"), strings.TrimSpace(string(body)))
	}
	// Output:
	// POST /people: 200 application/json
	// {"received":2}
	// GET /people/posted?limit=1: 200 application/xml
	// <?xml version="1.0" encoding="UTF-8"?><People><person><name>Ada</name></person></People>
	// GET /people:stream?limit=2: 200 application/x-ndjson
	// {"name":"Ada"}
	// {"name":"Grace"}
	// GET /people: 501 application/json
	// {"code":"unimplemented","message":"polywire.people.v1.PeopleService.GetPeople is not implemented"}
}

// Example serves one connect-go implementation over gRPC, gRPC-Web and
// Connect (connect-go's handler) and over REST in five formats (the
// transcoder) on one mux. The service has no google.api.http annotations,
// so the rules are given in code; an annotated service needs none.
func Example() {
	impl := &people{}
	x, err := rest.New()
	if err != nil {
		log.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle(peoplev1connect.NewPeopleServiceHandler(impl, connectcodec.WithExchange(x)))
	svc := peoplev1.File_polywire_people_v1_people_proto.Services().ByName("PeopleService")
	rest, err := transcode.New([]protoreflect.ServiceDescriptor{svc},
		transcode.Methods(map[string]transcode.MethodFunc{
			peoplev1connect.PeopleServicePostPeopleProcedure:      transcode.Unary(impl.PostPeople),
			peoplev1connect.PeopleServiceGetPostedPeopleProcedure: transcode.Unary(impl.GetPostedPeople),
		}),
		transcode.WithExchange(x),
		transcode.WithRule("polywire.people.v1.PeopleService.PostPeople",
			&annotations.HttpRule{Pattern: &annotations.HttpRule_Post{Post: "/v1/people"}, Body: "*"}),
		transcode.WithRule("polywire.people.v1.PeopleService.GetPostedPeople",
			&annotations.HttpRule{Pattern: &annotations.HttpRule_Get{Get: "/v1/people"}}),
	)
	if err != nil {
		log.Fatal(err)
	}
	mux.Handle("/v1/", rest)
	srv := httptest.NewServer(mux)
	defer srv.Close()

	// REST: a JSON body in, the answer in the format Accept asks for.
	res, err := http.Post(srv.URL+"/v1/people", "application/json",
		strings.NewReader(`{"person": [{"name": "Ada"}, {"name": "Grace"}]}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	fmt.Println(res.StatusCode, res.Header.Get("Content-Type"), string(body))

	req, _ := http.NewRequest(http.MethodGet, srv.URL+"/v1/people?offset=1", nil)
	req.Header.Set("Accept", "application/xml")
	res, err = http.DefaultClient.Do(req)
	if err != nil {
		fmt.Println(err)
		return
	}
	body, _ = io.ReadAll(res.Body)
	res.Body.Close()
	fmt.Println(res.StatusCode, res.Header.Get("Content-Type"), strings.Contains(string(body), "Grace"))

	// Connect (gRPC alike): the same implementation, the same data.
	client := peoplev1connect.NewPeopleServiceClient(srv.Client(), srv.URL)
	got, err := client.GetPostedPeople(context.Background(), connect.NewRequest(&peoplev1.GetPostedPeopleRequest{Limit: 1}))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(got.Msg.GetPerson()[0].GetName())

	// A bad query value is a 400 naming the field.
	res, err = http.Get(srv.URL + "/v1/people?limit=ten")
	if err != nil {
		fmt.Println(err)
		return
	}
	body, _ = io.ReadAll(res.Body)
	res.Body.Close()
	fmt.Println(res.StatusCode, strings.Contains(string(body), `"field":"limit"`))
	// Output:
	// 200 application/json {"received":2}
	// 200 application/xml true
	// Ada
	// 400 true
}
