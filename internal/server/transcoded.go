package server

import (
	"context"
	"fmt"
	"net/http"

	"google.golang.org/genproto/googleapis/api/annotations"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	articlesv1 "github.com/polywire/polywire/gen/polywire/articles/v1"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	"github.com/polywire/polywire/gen/polywire/bank/v1/bankv1connect"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	"github.com/polywire/polywire/gen/polywire/docs/v1/docsv1connect"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/gen/polywire/people/v1/peoplev1connect"
	"github.com/polywire/polywire/rest"
	"github.com/polywire/polywire/transcode"
)

// The seed services' RPCs carry google.api.http rules with the REST routes'
// paths (proto/polywire/*/v1), and a route whose rule expresses it exactly
// is served by one transcoder over the connect-go implementations
// (rpcServer), so that REST and RPC run the same method. The route table
// (routes) stays the list of what is served — its patterns, 405s, 404
// text and metrics labels are unchanged — and its options (status,
// immutable, write) become the method's rest handler options. The routes
// below keep their hand-written functions; docs/ARCHITECTURE.md ("Seed
// routes and their rules") says why for each.
var handwritten = map[string]string{
	// A bad id's error body is documented (README's Errors section) and
	// tested with the route's own words; the transcoder's bad path value
	// error names the field and the value, but in other words.
	"GET /account/{accountId}": "a bad id's error body is the route's own (README, Errors)",
	// sections=0 is a 400 on REST, while proto3 cannot tell an unset
	// int32 from 0, which the RPC takes as the default (50).
	"GET /articles": "sections=0 is a 400; the RPC reads 0 as unset (50)",
	// A bad ?limit= and a bad ?offset= are both violations of one error
	// (rest.PageRule.Query); the transcoder stops at the first value
	// that does not parse, with its own message.
	"GET /people/posted": "paging errors list every bad parameter (rest.PageRule)",
	"GET /reports":       "paging errors list every bad parameter (rest.PageRule)",
}

// SeedServices are the descriptors of the seed services: the ones the
// transcoder serves and /openapi.json describes.
func SeedServices() []protoreflect.ServiceDescriptor {
	return []protoreflect.ServiceDescriptor{
		bankv1.File_polywire_bank_v1_bank_proto.Services().Get(0),
		peoplev1.File_polywire_people_v1_people_proto.Services().Get(0),
		docsv1.File_polywire_docs_v1_docs_proto.Services().Get(0),
		articlesv1.File_polywire_articles_v1_articles_proto.Services().Get(0),
	}
}

// rulePattern is a rule's route as the mux spells it ("GET /people").
func rulePattern(rule *annotations.HttpRule) string {
	switch p := rule.GetPattern().(type) {
	case *annotations.HttpRule_Get:
		return http.MethodGet + " " + p.Get
	case *annotations.HttpRule_Put:
		return http.MethodPut + " " + p.Put
	case *annotations.HttpRule_Post:
		return http.MethodPost + " " + p.Post
	case *annotations.HttpRule_Delete:
		return http.MethodDelete + " " + p.Delete
	case *annotations.HttpRule_Patch:
		return http.MethodPatch + " " + p.Patch
	case *annotations.HttpRule_Custom:
		return p.Custom.GetKind() + " " + p.Custom.GetPath()
	}
	return ""
}

// transcoded returns the handler of every route the transcoder serves, by
// pattern: the bindings of one transcode.Handler, each method given its
// route's options. A route whose method has no rule, whose rule is not the
// route's pattern, or that is handwritten is not in the map: the mux
// serves it by its function.
func (s *Server) transcoded(routes []route) (map[string]http.Handler, error) {
	byPattern := map[string]route{}
	for _, rt := range routes {
		byPattern[rt.method+" "+rt.path] = rt
	}
	invoke := transcode.Methods(s.restMethods())
	opts := []transcode.Option{transcode.WithExchange(s.rest), transcode.IgnoreUnknownQuery(),
		transcode.WithStreamInvoker(transcode.Streams(map[string]transcode.StreamFunc{
			peoplev1connect.PeopleServiceStreamPeopleProcedure: s.streamPeopleREST,
		}))}
	var served []string
	for _, sd := range SeedServices() {
		for i := range sd.Methods().Len() {
			md := sd.Methods().Get(i)
			pattern := rulePattern(transcode.HTTPRule(md))
			rt, ok := byPattern[pattern]
			if _, keep := handwritten[pattern]; !ok || keep || rt.handler != nil {
				continue
			}
			served = append(served, pattern)
			opts = append(opts, transcode.WithMethodOptions(md.FullName(), s.routeOptions(rt)...))
		}
	}
	th, err := transcode.New(SeedServices(), invoke, opts...)
	if err != nil {
		return nil, fmt.Errorf("transcode seed routes: %w", err)
	}
	// Each binding is mounted at its own pattern (RouteHandler): the mux
	// has matched the route already, so the transcoder's router is skipped.
	index := map[string]int{}
	for i, r := range th.Routes() {
		index[r.HTTPMethod+" "+r.Path] = i
	}
	out := make(map[string]http.Handler, len(served))
	for _, p := range served {
		i, ok := index[p]
		if !ok {
			return nil, fmt.Errorf("transcode seed routes: the transcoder has no binding %s", p)
		}
		out[p] = th.RouteHandler(i)
	}
	return out, nil
}

// restMethods are the seed methods' REST faces: each calls the operation
// its RPC method calls (bank.go, people.go, documents.go), on the request
// the transcoder bound. Not transcode.Unary over the connect-go methods:
// their connect.Request and Response wrappers cost a copy of the request's
// headers and six allocations per request, ~1.5 µs of a cached GET's 7,
// for nothing REST uses — the write token is the route's gate, checked
// by the exchange before the method runs.
func (s *Server) restMethods() map[string]transcode.MethodFunc {
	return map[string]transcode.MethodFunc{
		bankv1connect.BankServiceGetAccountListProcedure: func(context.Context, proto.Message) (proto.Message, error) {
			return s.data.Bank, nil
		},
		bankv1connect.BankServiceGetAccountProcedure: func(_ context.Context, req proto.Message) (proto.Message, error) {
			return message(s.account(req.(*bankv1.GetAccountRequest).GetAccountId()))
		},
		peoplev1connect.PeopleServiceGetPeopleProcedure: func(context.Context, proto.Message) (proto.Message, error) {
			return s.data.People, nil
		},
		peoplev1connect.PeopleServicePostPeopleProcedure: func(ctx context.Context, req proto.Message) (proto.Message, error) {
			return message(s.appendPeople(ctx, req.(*peoplev1.People)))
		},
		peoplev1connect.PeopleServiceGetPostedPeopleProcedure: func(ctx context.Context, req proto.Message) (proto.Message, error) {
			return message(s.pagePeople(ctx, req.(*peoplev1.GetPostedPeopleRequest)))
		},
		docsv1connect.DocumentServiceSaveProcedure: func(ctx context.Context, req proto.Message) (proto.Message, error) {
			return message(s.save(ctx, req.(*docsv1.SaveRequest)))
		},
		docsv1connect.DocumentServiceValidateProcedure: func(ctx context.Context, req proto.Message) (proto.Message, error) {
			return message(validateOnly(ctx, req.(*docsv1.ValidateRequest)))
		},
		docsv1connect.DocumentServiceGetAllByLimitAndOffsetProcedure: func(ctx context.Context, req proto.Message) (proto.Message, error) {
			return message(s.pageDocuments(ctx, req.(*docsv1.GetAllByLimitAndOffsetRequest)))
		},
	}
}

// message returns an operation's answer as a proto.Message, nil (not a
// typed nil) with an error.
func message[M proto.Message](m M, err error) (proto.Message, error) {
	if err != nil {
		return nil, err
	}
	return m, nil
}

// routeOptions are a route's rest handler options.
func (s *Server) routeOptions(rt route) []rest.HandlerOption {
	var opts []rest.HandlerOption
	if rt.status != 0 {
		opts = append(opts, rest.WithStatus(rt.status))
	}
	if rt.immutable {
		opts = append(opts, rest.WithImmutable())
	}
	if rt.write {
		opts = append(opts, s.writeGate())
	}
	return opts
}
