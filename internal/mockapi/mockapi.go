// Package mockapi serves a user's own API from their schema and data: a
// mock or staging server for the clients under test (polywire serve
// -route, or -config polywire.yaml). Each route names a message of the
// user's schema and, for GET, a data file of its samples (JSON Lines, a
// JSON array or length-delimited Protobuf, read by package userschema):
//
//	GET  /orders=orders.jsonl:acme.shop.v1.Order       a list
//	GET  /orders/{id}=orders.jsonl:acme.shop.v1.Order  an item
//	POST /orders=:acme.shop.v1.Order                   stores what it is sent
//
// A list route answers the data file's messages a page at a time
// (?limit=&offset=, the built-in paging rule, DefaultLimit and MaxLimit)
// wrapped in polywire.samples.v1.<Name>List { repeated <Name> items = 1; }
// (listmsg.Of). When MESSAGE is itself a list — exactly one
// repeated message field, like acme.orders.v1.OrderList { repeated Order
// orders = 1; } — the data file holds that field's items, and pages are
// the user's own list message; unless its first sample reads as the list
// message itself with items (binary data often reads both ways), when
// the file's messages are the route's items. An item route's message is
// always its item.
//
// An item route's {name} is a field of the message when it has one of
// that name (a string or integer field: {id} is field id, looked up in a
// map built at load), else the 0-based index in the data file. A miss is
// a 404, a bad index or key a 400, each in the negotiated format.
//
// A POST route decodes the body in any format, checks it (required
// fields, the id below) and stores it as Protobuf bytes under a new id in
// the server's store (store.Store.SaveMessage: SQLite by default,
// PostgreSQL), answering 201 with the stored message and a Location. The
// id is the message's own: the id field (the {name} of the GET item route
// on the same path, else a field named id) when the client set it, else a
// new UUID, written into that field when it is a string. The GET item
// route on the POST route's path and message finds stored messages by id
// after the data file's. Stored messages survive restarts.
//
// Where the schema defines services, their unary methods are served over
// gRPC, gRPC-Web and Connect (connect-go with dynamic messages and
// polywire's codecs), each answering its own response type: as its RPC
// spec says (a data file's messages in turn, echo, generate or empty; see
// RouteSpec); else a method whose input is a POST route's message and
// whose output the same stores it; one whose output is an item route's
// message and whose input has a field named as the route's {name} looks
// it up; one whose output is a list route's list gets a page (the input's
// limit and offset fields, if any); anything else echoes the request when
// its input and output are one type, else answers an empty response (the
// log names the route that would serve it). Streaming methods are
// Unimplemented. An rpc: route (POST /v1/traces=rpc:pkg.Service/Method)
// calls a method from REST: the body in any format as its input, 200 with
// its answer, in the request's format when Accept is absent or */*.
//
// A unary method with a google.api.http rule is also served on its rule's
// paths (additional_bindings too) through package transcode, calling the
// same operation as its gRPC face: 200 with its response type (or its
// response_body field). A configured route of the same HTTP method and
// path (its variables' names aside) replaces that binding; a configured
// route of the same method whose path a request could match along with a
// binding's is an error naming both. Bindings need no configured route:
// a schema with rules is an API by itself.
//
// Every route and method is mounted in polywire's server (server.API), so
// it gets the built-in negotiation, formats, codings, errors, ETags (data
// file answers are immutable), metrics, write token, CORS and TLS. A
// message the chosen format cannot carry (FlatBuffers and a map field)
// goes out in the next format the request accepts, or is a 406 naming the
// field when none can; never a 500.
package mockapi

import (
	"fmt"
	"log/slog"
	"net/http"
	"strings"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/internal/server"
	"github.com/polywire/polywire/internal/userschema"
	"github.com/polywire/polywire/rest"
)

// Paging of list routes (the seeds' rule, these limits).
const (
	DefaultLimit = 100
	MaxLimit     = 10_000
)

// maxCachedPages bounds the list pages kept as immutable answers (each
// with its ETag and encoded bodies); other pages are built per request.
const maxCachedPages = 1024

// Options tune New.
type Options struct {
	// SkipBad drops data file samples that do not match the schema
	// (logged with a count) instead of stopping at the first.
	SkipBad bool
	// Logger gets the skipped samples' count; default slog.Default().
	Logger *slog.Logger
}

// API is a user's API, ready to mount in polywire's server
// (server.Config.API).
type API struct {
	schema *userschema.Schema
	routes []*route
	log    *slog.Logger
	paging rest.PageRule
	// answers are the RPC specs' answers, by method.
	answers map[protoreflect.FullName]*methodAnswer
	// bindings are the google.api.http bindings served, groups their
	// router routes, replaced the ones configured routes replace (for the
	// log), annotatedServices the services the transcoder is built on.
	bindings          []binding
	groups            []*annotatedGroup
	replaced          []string
	annotatedServices []protoreflect.ServiceDescriptor
}

var _ server.API = (*API)(nil)

// kind is what a route does.
type kind int

const (
	kindList kind = iota
	kindItem
	kindPost
	kindCall // a REST path that calls an RPC method
)

// route is a resolved RouteSpec.
type route struct {
	spec RouteSpec
	kind kind
	// elem is the message served (item), listed (list) or stored (POST).
	elem protoreflect.MessageDescriptor
	// list and listField: a list route's page message and its repeated
	// field.
	list      protoreflect.MessageDescriptor
	listField protoreflect.FieldDescriptor
	data      *dataFile // GET routes
	// key is an item route's {name} field (nil: the name is an index);
	// byKey its map, built at load.
	key   protoreflect.FieldDescriptor
	byKey map[string]proto.Message
	// collection is where a POST route stores, and where an item route
	// finds what its POST route stored ("" for none).
	collection string
	// idField is the field a POST route's id lives in (nil for none);
	// taken are the ids of its item route's data file.
	idField protoreflect.FieldDescriptor
	taken   map[string]proto.Message
	pages   *pageCache // list routes
	// rpc is the method a call route calls (elem is its output).
	rpc protoreflect.MethodDescriptor
}

// Describe lists the routes with what each serves, for the log.
func (a *API) Describe() []string {
	var out []string
	for _, rt := range a.routes {
		var what string
		switch rt.kind {
		case kindList:
			what = fmt.Sprintf("pages of %d %s from %s in %s", len(rt.data.items), rt.elem.FullName(), rt.data.path, rt.list.FullName())
		case kindItem:
			by := "index"
			if rt.key != nil {
				by = "field " + string(rt.key.Name())
			}
			what = fmt.Sprintf("one of %d %s from %s by %s", len(rt.data.items), rt.elem.FullName(), rt.data.path, by)
			if rt.collection != "" {
				what += ", then the stored ones"
			}
		case kindPost:
			what = fmt.Sprintf("stores each %s it is sent", rt.elem.FullName())
		case kindCall:
			what = fmt.Sprintf("calls %s/%s (200 with its %s)", rt.rpc.Parent().FullName(), rt.rpc.Name(), rt.elem.FullName())
		}
		out = append(out, fmt.Sprintf("%s %s: %s", rt.spec.Method, rt.spec.Path, what))
	}
	out = append(out, a.describeAnnotated()...)
	for _, f := range a.schema.Roots {
		for i := range f.Services().Len() {
			methods := f.Services().Get(i).Methods()
			for j := range methods.Len() {
				if line := a.describeMethod(methods.Get(j)); line != "" {
					out = append(out, line)
				}
			}
		}
	}
	return out
}

// Endpoints are the API's GET paths a client can fetch as they are — the
// list routes, and each item route with its first item — and a new
// message of each one's answer (for bench client).
func (a *API) Endpoints() (paths []string, newFor func(path string) (proto.Message, error)) {
	types := map[string]protoreflect.MessageDescriptor{}
	for _, rt := range a.routes {
		var p string
		var md protoreflect.MessageDescriptor
		switch {
		case rt.kind == kindList:
			p, md = rt.spec.Path, rt.list
		case rt.kind == kindItem && len(rt.data.items) > 0:
			id := "0"
			if rt.key != nil {
				id = keyOf(rt.data.items[0], rt.key)
			}
			p, md = rt.spec.prefix()+"/"+id, rt.elem
		default:
			continue
		}
		paths = append(paths, p)
		types[p] = md
	}
	return paths, func(path string) (proto.Message, error) {
		path, _, _ = strings.Cut(path, "?")
		md, ok := types[path]
		if !ok {
			return nil, fmt.Errorf("no route of the schema serves %s", path)
		}
		return newMessage(md), nil
	}
}

// Mount builds the routes' handlers and the services' on what the server
// lends them (server.API).
func (a *API) Mount(env server.APIEnv) (*server.APIMount, error) {
	m := &server.APIMount{Files: a.schema.Files}
	for _, rt := range a.routes {
		m.Routes = append(m.Routes, server.APIRoute{Method: rt.spec.Method, Path: rt.spec.Path, Handler: a.handler(rt, env)})
	}
	annotated, err := a.mountAnnotated(env)
	if err != nil {
		return nil, err
	}
	m.Routes = append(m.Routes, annotated...)
	rpc, services, err := a.services(env)
	if err != nil {
		return nil, err
	}
	m.RPC, m.Services = rpc, services
	m.OpenAPIServices, m.OpenAPI = a.OpenAPI()
	return m, nil
}

// handler is a route's REST handler.
func (a *API) handler(rt *route, env server.APIEnv) http.Handler {
	switch rt.kind {
	case kindList:
		return a.listHandler(rt, env)
	case kindItem:
		return a.itemHandler(rt, env)
	case kindCall:
		return a.callHandler(rt, env)
	default:
		return a.postHandler(rt, env)
	}
}
