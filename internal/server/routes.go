package server

import (
	"cmp"
	"fmt"
	"io/fs"
	"maps"
	"net/http"
	"slices"
	"strings"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/apierror"
	docspage "github.com/polywire/polywire/internal/docs/page"
	labpage "github.com/polywire/polywire/internal/lab/page"
	"github.com/polywire/polywire/rest"
)

// A route is one method and path of the REST API, answered by a function
// that sees only messages: the format of both bodies is the exchange's job.
type route struct {
	method, path string
	handle       func(r *http.Request) (proto.Message, error)
	// immutable: the answer is one of the loaded datasets' messages, the
	// same pointer for the same resource, so it gets an ETag and 304s.
	immutable bool
	// write: needs the bearer token when one is configured.
	write bool
	// status of a success (200 when zero).
	status int
	// errors are the error statuses the route answers beyond those of
	// every route (400, 404, 406, 500, 503; 413 and 415 with a body, 401
	// for a write with a token): its OpenAPI document lists them.
	errors []int
	// stream: a server stream, served by the transcoder's streams only
	// (transcoded.go), even when the other routes are hand-written.
	stream bool
	// handler, when set, answers instead of handle (an API's route, built
	// on the exchange by the API itself; see APIRoute).
	handler http.Handler
	// name is an API route's APIRoute.Name ("" for "method path").
	name string
}

// label names rt in the 404's list, the access log and the metrics.
func (rt route) label() string {
	if rt.name != "" {
		return rt.name
	}
	return rt.method + " " + rt.path
}

// routes is the REST API: each domain's routes (bank.go, people.go,
// articles.go, documents.go hold a domain's operations with both of their
// faces, the REST functions and the RPC methods).
func (s *Server) routes() []route {
	return slices.Concat(s.bankRoutes(), s.peopleRoutes(), s.articleRoutes(), s.documentRoutes())
}

// served are the REST routes the mux serves: the built-in ones (unless
// Config.OnlyAPI) and the mounted API's.
func (s *Server) served() []route {
	var rs []route
	if !s.cfg.OnlyAPI {
		rs = s.routes()
	}
	return append(rs, s.apiRoutes()...)
}

// mux builds the router. Every path also gets a method-less pattern that
// answers 405 with Allow, and "/" catches the rest as 404, so that no
// response — not even the router's own — leaves without an error body in
// the negotiated format. Patterns that net/http refuses as conflicting (an
// API's route against another, say) are an error, not a panic.
func (s *Server) mux() (mux *http.ServeMux, err error) {
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("route: %v", v)
		}
	}()
	mux = http.NewServeMux()
	allow := map[string][]string{}
	var paths []string
	routes := s.served()
	var transcoded map[string]http.Handler
	if !s.cfg.OnlyAPI {
		if transcoded, err = s.transcoded(routes); err != nil {
			return nil, err
		}
		if s.cfg.handwritten { // the streams have no hand-written face
			streams := map[string]bool{}
			for _, rt := range routes {
				streams[rt.method+" "+rt.path] = rt.stream
			}
			maps.DeleteFunc(transcoded, func(p string, _ http.Handler) bool { return !streams[p] })
		}
	}
	for _, rt := range routes {
		if th := transcoded[rt.method+" "+rt.path]; th != nil {
			rt.handler = th // the exchange's options are the transcoder's (routeOptions)
		}
		h := s.endpoint(rt)
		if rt.method == http.MethodPost {
			// Every POST takes Idempotency-Key (idempotency.go).
			h = s.idempotent(cmp.Or(rt.status, http.StatusOK), h, s.rest.WriteError)
		}
		mux.Handle(rt.method+" "+rt.path, h)
		if _, ok := allow[rt.path]; !ok {
			paths = append(paths, rt.path)
		}
		allow[rt.path] = append(allow[rt.path], rt.method)
		if rt.method == http.MethodGet {
			allow[rt.path] = append(allow[rt.path], http.MethodHead)
		}
	}
	for _, p := range paths {
		mux.HandleFunc(p, s.methodNotAllowed(strings.Join(allow[p], ", ")))
	}
	for path, h := range s.rpcHandlers() {
		mux.Handle(path, h)
	}
	for prefix, h := range map[string]http.Handler{"/lab": s.labHandler(), "/docs": s.docsHandler()} {
		for _, p := range []string{prefix, prefix + "/"} {
			mux.Handle("GET "+p, h)
			mux.HandleFunc(p, s.methodNotAllowed("GET, HEAD"))
		}
	}
	s.serveDocument(mux)
	mux.HandleFunc("GET /healthz", s.healthz)
	mux.HandleFunc("GET /readyz", s.readyz)
	mux.HandleFunc("GET /metrics", func(w http.ResponseWriter, r *http.Request) {
		setRoute(r, "GET /metrics")
		s.metrics.handler().ServeHTTP(w, r)
	})
	var known []string
	for _, rt := range routes {
		known = append(known, rt.label())
	}
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		s.rest.WriteError(w, r, apierror.New(apierror.CodeNotFound,
			"route %s %s: no such route; routes: %s", r.Method, r.URL.Path, strings.Join(known, ", ")))
	})
	return mux, nil
}

// endpoint adapts a route to the REST exchange (package rest), which
// negotiates first (so a 406 costs nothing), then checks the token of a
// write route, runs the function, answers 304 for an immutable answer the
// client has, else writes the message or the error.
func (s *Server) endpoint(rt route) http.Handler {
	pattern := rt.label()
	if rt.handler != nil {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			setRoute(r, pattern)
			rt.handler.ServeHTTP(w, r)
		})
	}
	opts := []rest.HandlerOption{}
	if rt.status != 0 {
		opts = append(opts, rest.WithStatus(rt.status))
	}
	if rt.immutable {
		opts = append(opts, rest.WithImmutable())
	}
	if rt.write {
		opts = append(opts, s.writeGate())
	}
	h := s.rest.Handler(rt.handle, opts...)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		setRoute(r, pattern)
		h.ServeHTTP(w, r)
	})
}

// writeGate is a write route's gate: the bearer token, when one is
// configured, or 401 with WWW-Authenticate.
func (s *Server) writeGate() rest.HandlerOption {
	return rest.WithGate(func(r *http.Request, h http.Header) error {
		if err := s.authorize(r.Header); err != nil {
			h.Set("WWW-Authenticate", `Bearer realm="polywire"`)
			return err
		}
		return nil
	})
}

// methodNotAllowed answers a path's other methods: 405, Allow, and an
// error body in the negotiated format.
func (s *Server) methodNotAllowed(methods string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Allow", methods)
		s.rest.WriteError(w, r, apierror.New(apierror.CodeMethodNotAllowed,
			"route %s %s: method not allowed; allowed: %s", r.Method, r.URL.Path, methods))
	}
}

// labHandler serves the lab page (package lab) at /lab, same-origin with
// the API it measures. Only the bundle's files are served: anything else
// under /lab — a missing asset, a directory — is a 404 with an error body
// in the negotiated format, like every other unknown path, rather than
// the file server's plain text or a directory listing.
func (s *Server) labHandler() http.Handler {
	return s.bundleHandler("/lab", "lab", labpage.Files(), labpage.Handler("/lab"))
}

// docsHandler serves the API reference page (package docs/page) at /docs,
// same-origin with the /openapi.json it shows and the API its "try it"
// calls; like /lab, only the bundle's files.
func (s *Server) docsHandler() http.Handler {
	return s.bundleHandler("/docs", "docs", docspage.Files(), docspage.Handler("/docs"))
}

// bundleHandler serves a page's embedded bundle files under prefix with
// page, labelled "GET "+prefix; any other name under prefix is a 404 with
// an error body in the negotiated format.
func (s *Server) bundleHandler(prefix, what string, files fs.FS, page http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		setRoute(r, "GET "+prefix)
		if name := strings.TrimPrefix(strings.TrimPrefix(r.URL.Path, prefix), "/"); name != "" {
			if fi, err := fs.Stat(files, name); err != nil || fi.IsDir() {
				s.rest.WriteError(w, r, apierror.New(apierror.CodeNotFound, "%s: no file %q in the %s page's bundle", what, name, what))
				return
			}
		}
		page.ServeHTTP(w, r)
	})
}
