package server

import (
	"context"
	"net/http"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/proto"

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
	}
}

// appendPeople is the write operation: every person of p, appended to the
// store in one call.
func (s *Server) appendPeople(ctx context.Context, p *peoplev1.People) (*peoplev1.PostPeopleResponse, error) {
	st, err := s.requireStore()
	if err != nil {
		return nil, err
	}
	if err := st.AppendPeople(ctx, p.GetPerson()); err != nil {
		return nil, store.APIError("append people", err)
	}
	return &peoplev1.PostPeopleResponse{Received: uint32(len(p.GetPerson()))}, nil
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
	limit, offset, err := peoplePaging.Check(int64(req.Msg.GetLimit()), int64(req.Msg.GetOffset()))
	if err != nil {
		return nil, connectcodec.Error(err)
	}
	resp, err := r.s.listPeople(ctx, limit, offset)
	if err != nil {
		return nil, connectcodec.Error(err)
	}
	return connect.NewResponse(resp), nil
}
