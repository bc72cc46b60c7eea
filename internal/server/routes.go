package server

import (
	"io/fs"
	"net/http"
	"slices"
	"strings"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/internal/lab"
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
}

// routes is the REST API: each domain's routes (bank.go, people.go,
// articles.go, documents.go hold a domain's operations with both of their
// faces, the REST functions and the RPC methods).
func (s *Server) routes() []route {
	return slices.Concat(s.bankRoutes(), s.peopleRoutes(), s.articleRoutes(), s.documentRoutes())
}

// mux builds the router. Every path also gets a method-less pattern that
// answers 405 with Allow, and "/" catches the rest as 404, so that no
// response — not even the router's own — leaves without an error body in
// the negotiated format.
func (s *Server) mux() *http.ServeMux {
	mux := http.NewServeMux()
	allow := map[string][]string{}
	var paths []string
	for _, rt := range s.routes() {
		mux.Handle(rt.method+" "+rt.path, s.endpoint(rt))
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
	lab := s.labHandler()
	for _, p := range []string{"/lab", "/lab/"} {
		mux.Handle("GET "+p, lab)
		mux.HandleFunc(p, s.methodNotAllowed("GET, HEAD"))
	}
	mux.HandleFunc("GET /healthz", s.healthz)
	mux.HandleFunc("GET /readyz", s.readyz)
	mux.HandleFunc("GET /metrics", func(w http.ResponseWriter, r *http.Request) {
		setRoute(r, "GET /metrics")
		s.metrics.handler().ServeHTTP(w, r)
	})
	var known []string
	for _, rt := range s.routes() {
		known = append(known, rt.method+" "+rt.path)
	}
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		s.rest.WriteError(w, r, apierror.New(apierror.CodeNotFound,
			"route %s %s: no such route; routes: %s", r.Method, r.URL.Path, strings.Join(known, ", ")))
	})
	return mux
}

// endpoint adapts a route to the REST exchange (package rest), which
// negotiates first (so a 406 costs nothing), then checks the token of a
// write route, runs the function, answers 304 for an immutable answer the
// client has, else writes the message or the error.
func (s *Server) endpoint(rt route) http.Handler {
	opts := []rest.HandlerOption{}
	if rt.status != 0 {
		opts = append(opts, rest.WithStatus(rt.status))
	}
	if rt.immutable {
		opts = append(opts, rest.WithImmutable())
	}
	if rt.write {
		opts = append(opts, rest.WithGate(func(r *http.Request, h http.Header) error {
			if err := s.authorize(r.Header); err != nil {
				h.Set("WWW-Authenticate", `Bearer realm="polywire"`)
				return err
			}
			return nil
		}))
	}
	h := s.rest.Handler(rt.handle, opts...)
	pattern := rt.method + " " + rt.path
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		setRoute(r, pattern)
		h.ServeHTTP(w, r)
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
	files := lab.Files()
	page := lab.Handler("/lab")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		setRoute(r, "GET /lab")
		if name := strings.TrimPrefix(strings.TrimPrefix(r.URL.Path, "/lab"), "/"); name != "" {
			if fi, err := fs.Stat(files, name); err != nil || fi.IsDir() {
				s.rest.WriteError(w, r, apierror.New(apierror.CodeNotFound, "lab: no file %q in the lab page's bundle", name))
				return
			}
		}
		page.ServeHTTP(w, r)
	})
}
