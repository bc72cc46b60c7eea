package server

import (
	"context"
	"net/http"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/apierror"

	"github.com/polywire/polywire/connectcodec"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/store"
)

// People (seed 004): the generated 50,000 people of the dataset, and people
// posted by clients, appended to the store and read back a page at a time.

func (s *Server) peopleRoutes() []route {
	return []route{
		{method: http.MethodGet, path: "/people", handle: s.getPeople, immutable: true},
		{method: http.MethodPost, path: "/people", handle: s.postPeople, write: true},
		{method: http.MethodGet, path: "/people/posted", handle: s.getPostedPeople},
		{method: http.MethodGet, path: "/people:stream", stream: true},
	}
}

// streamPeople is the streaming read: the dataset's people from the first,
// limit of them (all when limit is 0), each handed to send as soon as the
// previous one was taken. It stops at the first error of send (a client
// that went away).
func (s *Server) streamPeople(ctx context.Context, limit int32, send func(*peoplev1.Person) error) error {
	if limit < 0 {
		return apierror.New(apierror.CodeInvalidArgument, "bad limit %d: want 0 (all) or more", limit).
			WithViolations(apierror.Violation{Field: "limit", Description: "must not be negative"})
	}
	persons := s.data.People.GetPerson()
	if limit > 0 && int(limit) < len(persons) {
		persons = persons[:limit]
	}
	for _, p := range persons {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := send(p); err != nil {
			return err
		}
	}
	return nil
}

// appendPeople is the write operation: every person of p, appended to the
// store in one call.
func (s *Server) appendPeople(ctx context.Context, p *peoplev1.People) (*peoplev1.PostPeopleResponse, error) {
	prev := &peoplev1.PostPeopleResponse{}
	if replay, err := Begin(ctx, p, prev); replay || err != nil {
		return answerOrErr(prev, err)
	}
	st, err := s.requireStore()
	if err != nil {
		return nil, err
	}
	resp := &peoplev1.PostPeopleResponse{Received: uint32(len(p.GetPerson()))}
	wctx, err := AnswerWith(ctx, resp, nil)
	if err != nil {
		return nil, err
	}
	if err := st.AppendPeople(wctx, p.GetPerson()); err != nil {
		return nil, store.APIError("append people", err)
	}
	Wrote(ctx)
	return resp, nil
}

// listPeople is one page of the posted people, in the order they were
// appended.
func (s *Server) listPeople(ctx context.Context, limit, offset int) (*peoplev1.People, error) {
	st, err := s.requireStore()
	if err != nil {
		return nil, err
	}
	persons, err := st.ListPeople(ctx, limit, offset)
	if err != nil {
		return nil, store.APIError("list posted people", err)
	}
	return &peoplev1.People{Person: persons}, nil
}

// pagePeople is GetPostedPeople: one page of the posted people, the paging
// rule checked (RPC, and REST through the transcoder).
func (s *Server) pagePeople(ctx context.Context, req *peoplev1.GetPostedPeopleRequest) (*peoplev1.People, error) {
	limit, offset, err := peoplePaging.Check(int64(req.GetLimit()), int64(req.GetOffset()))
	if err != nil {
		return nil, err
	}
	return s.listPeople(ctx, limit, offset)
}

// REST.

func (s *Server) getPeople(*http.Request) (proto.Message, error) {
	return s.data.People, nil
}

// postPeople decodes any number of people and appends them (GET
// /people/posted reads them back).
func (s *Server) postPeople(r *http.Request) (proto.Message, error) {
	people := &peoplev1.People{}
	if err := s.rest.Decode(r, people); err != nil {
		return nil, err
	}
	return s.appendPeople(r.Context(), people)
}

func (s *Server) getPostedPeople(r *http.Request) (proto.Message, error) {
	limit, offset, err := peoplePaging.Query(r)
	if err != nil {
		return nil, err
	}
	return s.listPeople(r.Context(), limit, offset)
}

// streamPeopleREST is StreamPeople's REST face (GET /people:stream through
// the transcoder's streams, transcoded.go): the framing (NDJSON, SSE, a
// JSON array, enveloped Protobuf, MessagePack or FlatBuffers) follows
// Accept, per docs/STREAMING.md.
func (s *Server) streamPeopleREST(ctx context.Context, req proto.Message, send func(proto.Message) error) error {
	return s.streamPeople(ctx, req.(*peoplev1.StreamPeopleRequest).GetLimit(), func(p *peoplev1.Person) error { return send(p) })
}

// RPC (polywire.people.v1.PeopleService).

func (r *rpcServer) GetPeople(context.Context, *connect.Request[peoplev1.GetPeopleRequest]) (*connect.Response[peoplev1.People], error) {
	return connect.NewResponse(r.s.data.People), nil
}

func (r *rpcServer) PostPeople(ctx context.Context, req *connect.Request[peoplev1.People]) (*connect.Response[peoplev1.PostPeopleResponse], error) {
	if err := r.s.authorize(req.Header()); err != nil {
		return nil, connectcodec.Error(err)
	}
	resp, err := r.s.appendPeople(ctx, req.Msg)
	if err != nil {
		return nil, connectcodec.Error(err)
	}
	return connect.NewResponse(resp), nil
}

func (r *rpcServer) GetPostedPeople(ctx context.Context, req *connect.Request[peoplev1.GetPostedPeopleRequest]) (*connect.Response[peoplev1.People], error) {
	resp, err := r.s.pagePeople(ctx, req.Msg)
	if err != nil {
		return nil, connectcodec.Error(err)
	}
	return connect.NewResponse(resp), nil
}

func (r *rpcServer) StreamPeople(ctx context.Context, req *connect.Request[peoplev1.StreamPeopleRequest], stream *connect.ServerStream[peoplev1.Person]) error {
	if err := r.s.streamPeople(ctx, req.Msg.GetLimit(), stream.Send); err != nil {
		return connectcodec.Error(err)
	}
	return nil
}
