package server

import (
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"slices"
	"strings"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"

	"github.com/polywire/polywire/openapi"

	"github.com/polywire/polywire/rest"
	"github.com/polywire/polywire/store"
)

// An API is a set of REST routes and RPC services mounted on the server
// beside the built-in routes — or instead of them (Config.OnlyAPI) — by one
// server, so that they get everything the built-in routes get: negotiation,
// every format and coding, error bodies, ETags, limits, the metrics and
// Server-Timing, the access log, CORS, the write token, TLS, h2c and the
// health and readiness endpoints. Package mockapi builds one from a
// user's schema, routes and data files (polywire serve -route).
//
// Mounting the user's routes in the built-in routes' server rather than in a second
// server of their own keeps one request path to measure and to operate:
// the lab's numbers for a user's API are the built-in routes' numbers' peers.
type API interface {
	// Mount builds the API's handlers on what the server lends them. New
	// calls it once.
	Mount(env APIEnv) (*APIMount, error)
}

// APIEnv is what the server lends an API's handlers.
type APIEnv struct {
	// Exchange is the server's REST exchange: its codecs, compression,
	// body limit and cache, and the metrics observer.
	Exchange *rest.Exchange
	// Store is the configured store, instrumented (its operations are in
	// /metrics and Server-Timing); nil when none is configured.
	Store store.Store
	// WriteGate is the option a REST route that writes takes: the bearer
	// token (Config.WriteToken) when one is configured, else nothing.
	WriteGate rest.HandlerOption
	// Authorize checks an RPC's bearer token (nil error: allowed).
	Authorize func(http.Header) error
	// RPCOptions are the connect-go handler options of the built-in services:
	// polywire's codecs, the content codings and the size limits.
	RPCOptions []connect.HandlerOption
	Logger     *slog.Logger
}

// APIMount is what an API serves.
type APIMount struct {
	// Routes are the REST routes, in the order of the usage text.
	Routes []APIRoute
	// RPC are RPC handlers by path prefix ("/acme.shop.v1.OrderService/").
	RPC map[string]http.Handler
	// Services are the full names of the RPC services, for reflection and
	// grpc.health.v1.
	Services []string
	// Files resolve the services' descriptors for reflection.
	Files *protoregistry.Files
	// OpenAPIServices and OpenAPI describe the routes in the server's
	// OpenAPI document (/openapi.json): the services whose
	// google.api.http bindings are served, and the options describing the
	// other routes (openapi.WithOperation) and their examples.
	OpenAPIServices []protoreflect.ServiceDescriptor
	OpenAPI         []openapi.Option
}

// An APIRoute is one REST route: Method and Path as a net/http pattern
// ("GET", "/orders/{id}"), and its handler, which answers through
// APIEnv.Exchange.
type APIRoute struct {
	Method, Path string
	Handler      http.Handler
	// Name names the route in the 404's list of routes, the access log
	// and the metrics' route label; default "Method Path". A route that
	// serves templates of its own (google.api.http rules, matched by its
	// handler) is named by them.
	Name string
}

// reservedPaths are the server's own: an API route may not take them,
// whichever routes are mounted.
var reservedPaths = []string{"/healthz", "/readyz", "/metrics", "/lab", "/lab/{file...}", "/docs", "/docs/{file...}", "/openapi.json", "/openapi.yaml"}

// checkAPIRoutes refuses an API route that would shadow, or be shadowed
// by, a built-in route (when they are mounted) or one of the server's own
// paths: same method (GET covers HEAD) and paths that one request could
// match. net/http's mux only refuses patterns that neither is more
// specific than; /people/{id} against /people/posted is legal there but
// would hide one of the two from clients.
func checkAPIRoutes(api []APIRoute, builtin []route) error {
	for i, a := range api {
		if a.Path == "" || a.Path[0] != '/' || strings.HasSuffix(a.Path, "/") {
			return fmt.Errorf("route %s %q: a path starts with / and does not end with one", a.Method, a.Path)
		}
		for _, p := range reservedPaths {
			if PathsOverlap(a.Path, p) {
				return fmt.Errorf("route %s %s: %s is the server's own", a.Method, a.Path, strings.TrimSuffix(p, "/{file...}"))
			}
		}
		for _, s := range builtin {
			if a.Method == s.method && PathsOverlap(a.Path, s.path) {
				return fmt.Errorf("route %s %s conflicts with the built-in route %s %s", a.Method, a.Path, s.method, s.path)
			}
		}
		for _, b := range api[:i] {
			if a.Method == b.Method && PathsOverlap(a.Path, b.Path) {
				return fmt.Errorf("route %s %s conflicts with route %s %s", a.Method, a.Path, b.Method, b.Path)
			}
		}
	}
	return nil
}

// PathsOverlap reports whether some request path matches both net/http
// patterns' paths: segment by segment, equal or either a wildcard; a
// trailing {x...} matches any rest. Routes are checked with it (an API's
// against the built-in ones and each other), and so are the mock's.
func PathsOverlap(a, b string) bool {
	as, bs := strings.Split(strings.Trim(a, "/"), "/"), strings.Split(strings.Trim(b, "/"), "/")
	for i := 0; ; i++ {
		aEnd, bEnd := i >= len(as), i >= len(bs)
		if aEnd || bEnd {
			return aEnd == bEnd
		}
		x, y := as[i], bs[i]
		if isRest(x) || isRest(y) {
			return true
		}
		if x != y && !isWildcard(x) && !isWildcard(y) {
			return false
		}
	}
}

func isWildcard(seg string) bool { return strings.HasPrefix(seg, "{") && strings.HasSuffix(seg, "}") }
func isRest(seg string) bool     { return isWildcard(seg) && strings.HasSuffix(seg, "...}") }

// apiRoutes are the mounted API's routes as the mux's routes.
func (s *Server) apiRoutes() []route {
	if s.api == nil {
		return nil
	}
	out := make([]route, 0, len(s.api.Routes))
	for _, a := range s.api.Routes {
		out = append(out, route{method: a.Method, path: a.Path, handler: a.Handler, name: a.Name})
	}
	return out
}

// rpcServices are the full names of every RPC service served (for
// reflection and health): the built-in ones unless OnlyAPI, and the API's.
func (s *Server) rpcServices(builtin []string) []string {
	var names []string
	if !s.cfg.OnlyAPI {
		names = append(names, builtin...)
	}
	if s.api != nil {
		names = append(names, s.api.Services...)
	}
	return slices.Compact(names)
}

// mountAPI mounts cfg.API, if any.
func (s *Server) mountAPI() error {
	if s.cfg.API == nil {
		if s.cfg.OnlyAPI {
			return errors.New("mount API: OnlyAPI without an API")
		}
		return nil
	}
	m, err := s.cfg.API.Mount(APIEnv{
		Exchange:   s.rest,
		Store:      s.store,
		WriteGate:  s.writeGate(),
		Authorize:  s.authorize,
		RPCOptions: s.rpcOptions(),
		Logger:     s.log,
	})
	if err != nil {
		return fmt.Errorf("mount API: %w", err)
	}
	var builtin []route
	if !s.cfg.OnlyAPI {
		builtin = s.routes()
	}
	if err := checkAPIRoutes(m.Routes, builtin); err != nil {
		return err
	}
	s.api = m
	return nil
}
