package server

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"net/http"
	"strings"
	"time"

	"connectrpc.com/connect"
	"connectrpc.com/grpcreflect"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/connectcodec"
	articlesv1 "github.com/polywire/polywire/gen/polywire/articles/v1"
	"github.com/polywire/polywire/gen/polywire/articles/v1/articlesv1connect"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	"github.com/polywire/polywire/gen/polywire/bank/v1/bankv1connect"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	"github.com/polywire/polywire/gen/polywire/docs/v1/docsv1connect"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/gen/polywire/people/v1/peoplev1connect"
	"github.com/polywire/polywire/internal/dataset"
)

// The RPC face: the same operations as the REST routes, served by connect-go
// on the same listener, which speaks gRPC (h2c and TLS), gRPC-Web and the
// Connect protocol. Errors come from the one error model: apierror codes map
// to gRPC codes, and violations travel as a google.rpc.BadRequest detail
// (what grpcurl and every gRPC client understand) beside polywire's own
// Error message.

// seedDocumentService is seed 003's service name (package "docs"): a client
// compiled from the article's docs.proto calls /docs.DocumentService/Save,
// so those paths reach the same handler.
const seedDocumentService = "/docs.DocumentService/"

// rpcHandlers returns the path and handler of every RPC service, reflection
// and health included.
func (s *Server) rpcHandlers() map[string]http.Handler {
	opts := []connect.HandlerOption{
		connect.WithReadMaxBytes(int(s.cfg.MaxBodyBytes)),
		connect.WithSendMaxBytes(int(s.cfg.MaxSendBytes)),
		connect.WithCompressMinBytes(s.cfg.MinCompressSize),
		// Every format on polywire's codecs, proto and json included (they
		// replace connect's proto.Marshal and protojson), and zstd, br and
		// gzip on package contentcoding, each decoded message capped at
		// MaxBodyBytes as a REST body is.
		connectcodec.WithCodecs(s.codecs),
		connectcodec.WithCompression(s.rpcEncoder, int(s.cfg.MaxBodyBytes)),
	}
	if s.rpcEncoder == nil {
		// DisableCompression: compressed requests are still read, as REST
		// reads them, but no response is compressed.
		opts = append(opts, connect.WithCompressMinBytes(math.MaxInt))
	}
	h := map[string]http.Handler{}
	add := func(path string, handler http.Handler) { h[path] = handler }
	rpc := &rpcServer{s: s}
	add(docsv1connect.NewDocumentServiceHandler(rpc, opts...))
	add(bankv1connect.NewBankServiceHandler(rpc, opts...))
	add(peoplev1connect.NewPeopleServiceHandler(rpc, opts...))
	add(articlesv1connect.NewArticleServiceHandler(rpc, opts...))
	docsPath, docs := docsv1connect.NewDocumentServiceHandler(rpc, opts...)
	h[seedDocumentService] = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r2 := r.Clone(r.Context())
		r2.URL.Path = docsPath + strings.TrimPrefix(r.URL.Path, seedDocumentService)
		docs.ServeHTTP(w, r2)
	})
	reflector := grpcreflect.NewStaticReflector(
		docsv1connect.DocumentServiceName, bankv1connect.BankServiceName,
		peoplev1connect.PeopleServiceName, articlesv1connect.ArticleServiceName,
		healthpb.Health_ServiceDesc.ServiceName,
	)
	add(grpcreflect.NewHandlerV1(reflector, opts...))
	add(grpcreflect.NewHandlerV1Alpha(reflector, opts...))
	add(s.healthHandler(opts...))
	return h
}

// rpcServer implements the generated service interfaces on top of the
// operations the REST routes use.
type rpcServer struct{ s *Server }

var (
	_ docsv1connect.DocumentServiceHandler    = (*rpcServer)(nil)
	_ bankv1connect.BankServiceHandler        = (*rpcServer)(nil)
	_ peoplev1connect.PeopleServiceHandler    = (*rpcServer)(nil)
	_ articlesv1connect.ArticleServiceHandler = (*rpcServer)(nil)
)

func (r *rpcServer) Save(ctx context.Context, req *connect.Request[docsv1.SaveRequest]) (*connect.Response[docsv1.SaveResponse], error) {
	if err := r.s.authorize(req.Header()); err != nil {
		return nil, connectError(err)
	}
	doc := req.Msg.GetDocument()
	if doc == nil {
		doc = &docsv1.Document{} // fails validation with every required field named
	}
	id, err := r.s.saveDocument(ctx, doc)
	if err != nil {
		return nil, connectError(err)
	}
	return connect.NewResponse(&docsv1.SaveResponse{Message: id}), nil
}

func (r *rpcServer) Validate(_ context.Context, req *connect.Request[docsv1.ValidateRequest]) (*connect.Response[docsv1.ValidateResponse], error) {
	doc := req.Msg.GetDocument()
	if doc == nil {
		doc = &docsv1.Document{}
	}
	if err := checkDocument(doc); err != nil {
		return nil, connectError(err)
	}
	return connect.NewResponse(&docsv1.ValidateResponse{Message: "valid"}), nil
}

func (r *rpcServer) GetAllByLimitAndOffset(ctx context.Context, req *connect.Request[docsv1.GetAllByLimitAndOffsetRequest]) (*connect.Response[docsv1.GetAllByLimitAndOffsetResponse], error) {
	limit, offset, err := rpcPaging(req.Msg.GetLimit(), req.Msg.GetOffset(), DefaultDocumentsLimit, MaxDocumentsLimit)
	if err != nil {
		return nil, connectError(err)
	}
	resp, err := r.s.listDocuments(ctx, limit, offset)
	if err != nil {
		return nil, connectError(err)
	}
	return connect.NewResponse(resp), nil
}

func (r *rpcServer) GetAccountList(context.Context, *connect.Request[bankv1.GetAccountListRequest]) (*connect.Response[bankv1.AccountList], error) {
	return connect.NewResponse(r.s.data.Bank), nil
}

func (r *rpcServer) GetAccount(_ context.Context, req *connect.Request[bankv1.GetAccountRequest]) (*connect.Response[bankv1.Account], error) {
	a, ok := r.s.data.Account(req.Msg.GetAccountId())
	if !ok {
		return nil, connectError(apierror.New(apierror.CodeNotFound, "get account: no account with id %d", req.Msg.GetAccountId()))
	}
	return connect.NewResponse(a), nil
}

func (r *rpcServer) GetPeople(context.Context, *connect.Request[peoplev1.GetPeopleRequest]) (*connect.Response[peoplev1.People], error) {
	return connect.NewResponse(r.s.data.People), nil
}

func (r *rpcServer) PostPeople(ctx context.Context, req *connect.Request[peoplev1.People]) (*connect.Response[peoplev1.PostPeopleResponse], error) {
	if err := r.s.authorize(req.Header()); err != nil {
		return nil, connectError(err)
	}
	resp, err := r.s.postPeopleMsg(ctx, req.Msg)
	if err != nil {
		return nil, connectError(err)
	}
	return connect.NewResponse(resp), nil
}

func (r *rpcServer) GetPostedPeople(ctx context.Context, req *connect.Request[peoplev1.GetPostedPeopleRequest]) (*connect.Response[peoplev1.People], error) {
	limit, offset, err := rpcPaging(req.Msg.GetLimit(), req.Msg.GetOffset(), DefaultPeopleLimit, MaxPeopleLimit)
	if err != nil {
		return nil, connectError(err)
	}
	resp, err := r.s.listPeople(ctx, limit, offset)
	if err != nil {
		return nil, connectError(err)
	}
	return connect.NewResponse(resp), nil
}

func (r *rpcServer) GetArticle(_ context.Context, req *connect.Request[articlesv1.GetArticleRequest]) (*connect.Response[articlesv1.Article], error) {
	n := int(req.Msg.GetSections())
	if n == 0 {
		n = defaultSections
	}
	if n < 1 || n > maxSections {
		return nil, connectError(apierror.New(apierror.CodeInvalidArgument, "check sections: %d is not from 1 to %d", n, maxSections).
			WithViolations(apierror.Violation{Field: "sections", Description: "must be from 1 to 1000"}))
	}
	draw := rand.IntN
	if seed := req.Msg.GetSeed(); seed != 0 {
		draw = rand.New(rand.NewPCG(seed, uint64(n))).IntN
	}
	return connect.NewResponse(dataset.Article(r.s.data.Corpus, n, draw)), nil
}

// connectError turns any error into a connect error through the error
// model: the code maps to its gRPC code, violations become a
// google.rpc.BadRequest detail, and polywire's Error rides along as a
// second detail for clients that want the stable string code.
func connectError(err error) error {
	e := apierror.From(err)
	ce := connect.NewError(connect.Code(e.Code.GRPC()), errors.New(e.Message))
	if len(e.Violations) > 0 {
		br := &errdetails.BadRequest{}
		for _, v := range e.Violations {
			br.FieldViolations = append(br.FieldViolations, &errdetails.BadRequest_FieldViolation{Field: v.Field, Description: v.Description})
		}
		if d, derr := connect.NewErrorDetail(br); derr == nil {
			ce.AddDetail(d)
		}
	}
	if d, derr := connect.NewErrorDetail(e.Proto()); derr == nil {
		ce.AddDetail(d)
	}
	return ce
}

// healthHandler serves the standard grpc.health.v1.Health service: SERVING
// when the store answers (and, trivially, the data is loaded), NOT_SERVING
// otherwise; every polywire service name and "" are known.
func (s *Server) healthHandler(opts ...connect.HandlerOption) (string, http.Handler) {
	const svc = "/grpc.health.v1.Health/"
	known := map[string]bool{"": true, docsv1connect.DocumentServiceName: true, bankv1connect.BankServiceName: true,
		peoplev1connect.PeopleServiceName: true, articlesv1connect.ArticleServiceName: true}
	status := func(ctx context.Context, name string) (healthpb.HealthCheckResponse_ServingStatus, error) {
		if !known[name] {
			return 0, connect.NewError(connect.CodeNotFound, errors.New("check health: unknown service "+name))
		}
		if err := s.ready(ctx); err != nil {
			return healthpb.HealthCheckResponse_NOT_SERVING, nil //nolint:nilerr // not serving is the answer, not a failure of Check
		}
		return healthpb.HealthCheckResponse_SERVING, nil
	}
	mux := http.NewServeMux()
	mux.Handle(svc+"Check", connect.NewUnaryHandler(svc+"Check",
		func(ctx context.Context, req *connect.Request[healthpb.HealthCheckRequest]) (*connect.Response[healthpb.HealthCheckResponse], error) {
			st, err := status(ctx, req.Msg.GetService())
			if err != nil {
				return nil, err
			}
			return connect.NewResponse(&healthpb.HealthCheckResponse{Status: st}), nil
		}, opts...))
	mux.Handle(svc+"Watch", connect.NewServerStreamHandler(svc+"Watch",
		func(ctx context.Context, req *connect.Request[healthpb.HealthCheckRequest], stream *connect.ServerStream[healthpb.HealthCheckResponse]) error {
			last := healthpb.HealthCheckResponse_SERVICE_UNKNOWN
			tick := time.NewTicker(time.Second)
			defer tick.Stop()
			for {
				st, err := status(ctx, req.Msg.GetService())
				if err != nil {
					return err
				}
				if st != last {
					if err := stream.Send(&healthpb.HealthCheckResponse{Status: st}); err != nil {
						return err
					}
					last = st
				}
				select {
				case <-ctx.Done():
					return nil
				case <-tick.C:
				}
			}
		}, opts...))
	return svc, mux
}
