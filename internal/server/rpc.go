package server

import (
	"net/http"
	"strings"

	"connectrpc.com/connect"
	"connectrpc.com/grpcreflect"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"

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

// articleDocumentService is seed 003's service name (package "docs"): a client
// compiled from the article's docs.proto calls /docs.DocumentService/Save,
// so those paths reach the same handler.
const articleDocumentService = "/docs.DocumentService/"

// rpcOptions are the connect handler options of every RPC service: the
// REST exchange's codecs (proto and json on polywire's fast paths, in place
// of connect's proto.Marshal and protojson), body limit, compression (zstd,
// br and gzip on package contentcoding, each decoded message capped as a
// REST body is; with compression off, requests are still read compressed)
// and error model (connectcodec.WithExchange), and the send limit.
func (s *Server) rpcOptions() []connect.HandlerOption {
	return []connect.HandlerOption{
		connectcodec.WithExchange(s.rest),
		connect.WithSendMaxBytes(int(s.cfg.MaxSendBytes)),
	}
}

// builtinServices are the full names of the built-in RPC services (the articles').
var builtinServices = []string{docsv1connect.DocumentServiceName, bankv1connect.BankServiceName,
	peoplev1connect.PeopleServiceName, articlesv1connect.ArticleServiceName}

// rpcHandlers returns the path and handler of every RPC service, reflection
// and health included: the built-in ones (unless Config.OnlyAPI) and the mounted
// API's.
func (s *Server) rpcHandlers() map[string]http.Handler {
	opts := s.rpcOptions()
	h := map[string]http.Handler{}
	add := func(path string, handler http.Handler) { h[path] = handler }
	if !s.cfg.OnlyAPI {
		rpc := &rpcServer{s: s}
		// The services that write take Idempotency-Key as metadata
		// (idempotency.go): an HTTP header on the wire.
		keyed := func(path string, h http.Handler) (string, http.Handler) {
			return path, s.idempotent(http.StatusOK, h, rpcErrorWriter())
		}
		add(keyed(docsv1connect.NewDocumentServiceHandler(rpc, opts...)))
		add(bankv1connect.NewBankServiceHandler(rpc, opts...))
		add(keyed(peoplev1connect.NewPeopleServiceHandler(rpc, opts...)))
		add(articlesv1connect.NewArticleServiceHandler(rpc, opts...))
		docsPath, docs := keyed(docsv1connect.NewDocumentServiceHandler(rpc, opts...))
		h[articleDocumentService] = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			r2 := r.Clone(r.Context())
			r2.URL.Path = docsPath + strings.TrimPrefix(r.URL.Path, articleDocumentService)
			docs.ServeHTTP(w, r2)
		})
	}
	var ropts []grpcreflect.Option
	if s.api != nil {
		for path, handler := range s.api.RPC {
			add(path, s.idempotent(http.StatusOK, handler, rpcErrorWriter()))
		}
		if s.api.Files != nil {
			// The API's files first: the seeds' are in the global registry.
			ropts = append(ropts, grpcreflect.WithDescriptorResolver(resolvers{s.api.Files, protoregistry.GlobalFiles}))
		}
	}
	names := append(s.rpcServices(builtinServices), healthpb.Health_ServiceDesc.ServiceName)
	reflector := grpcreflect.NewReflector(serviceNames(names), ropts...)
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

// serviceNames are the services reflection lists (grpcreflect.Namer).
type serviceNames []string

func (n serviceNames) Names() []string { return n }

// resolvers finds a descriptor in the first of its registries that has it.
type resolvers []*protoregistry.Files

func (rs resolvers) FindFileByPath(path string) (protoreflect.FileDescriptor, error) {
	for _, r := range rs {
		if fd, err := r.FindFileByPath(path); err == nil {
			return fd, nil
		}
	}
	return nil, protoregistry.NotFound
}

func (rs resolvers) FindDescriptorByName(name protoreflect.FullName) (protoreflect.Descriptor, error) {
	for _, r := range rs {
		if d, err := r.FindDescriptorByName(name); err == nil {
			return d, nil
		}
	}
	return nil, protoregistry.NotFound
}
