package server

import (
	"errors"
	"math"
	"net/http"
	"strings"

	"connectrpc.com/connect"
	"connectrpc.com/grpcreflect"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/connectcodec"
	"github.com/polywire/polywire/gen/polywire/articles/v1/articlesv1connect"
	"github.com/polywire/polywire/gen/polywire/bank/v1/bankv1connect"
	"github.com/polywire/polywire/gen/polywire/docs/v1/docsv1connect"
	"github.com/polywire/polywire/gen/polywire/people/v1/peoplev1connect"
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
