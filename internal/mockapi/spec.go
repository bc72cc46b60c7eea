package mockapi

import (
	"fmt"
	"net/http"
	"strings"

	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/internal/userschema"
)

// RouteSpec is one route of a user's API, as -route writes it:
//
//	METHOD PATH=DATAFILE:MESSAGE
//
// GET /orders=orders.jsonl:acme.shop.v1.Order is a list endpoint,
// GET /orders/{id}=orders.jsonl:acme.shop.v1.Order an item endpoint and
// POST /orders=:acme.shop.v1.Order (no data file) an endpoint that stores
// what it is sent. See the package documentation for what each does.
//
// Two more kinds name an RPC method (package.Service/Method) of the
// schema:
//
//	POST /v1/traces=rpc:opentelemetry.proto.collector.trace.v1.TraceService/Export
//	RPC  opentelemetry.proto.collector.trace.v1.TraceService/Export=ANSWER
//
// The first is a REST path that calls the method (Call is its name); the
// second says what the method answers (Method "RPC", Path the method's
// name, Data the answer: a data file of its response type, or echo,
// generate or empty).
type RouteSpec struct {
	Method  string // GET or POST; RPC for a method's answer
	Path    string // /orders or /orders/{id}; package.Service/Method for RPC
	Data    string // the data file (GET); "" for POST; the answer for RPC
	Message string // the message's full name ("" for RPC and rpc: routes)
	// Call is the method an rpc: route calls, package.Service/Method.
	Call string
	// Where says where the spec was given, for errors: "-route" or
	// "polywire.yaml:12".
	Where string
}

// String is the spec as -route writes it.
func (s RouteSpec) String() string {
	switch {
	case s.Method == MethodRPC:
		return s.Method + " " + s.Path + "=" + s.Data
	case s.Call != "":
		return s.Method + " " + s.Path + "=rpc:" + s.Call
	}
	return s.Method + " " + s.Path + "=" + s.Data + ":" + s.Message
}

// Example specs, for Try lines.
const (
	exampleList = "GET /orders=orders.jsonl:acme.shop.v1.Order"
	exampleItem = "GET /orders/{id}=orders.jsonl:acme.shop.v1.Order"
	examplePost = "POST /orders=:acme.shop.v1.Order"
	exampleCall = "POST /v1/orders=rpc:acme.shop.v1.OrderService/PlaceOrder"
	exampleRPC  = "RPC acme.shop.v1.OrderService/PlaceOrder=echo"
)

// MethodRPC is the method word of a spec that says what an RPC method
// answers.
const MethodRPC = "RPC"

// The answers an RPC spec can name instead of a data file.
const (
	AnswerEcho     = "echo"     // the request itself (same request and response type)
	AnswerGenerate = "generate" // a generated response (package fakemsg), the same for the same call number
	AnswerEmpty    = "empty"    // the response type with no field set
)

// ParseRoute reads a -route value. Its errors are *userschema.Error
// values naming the spec, with an example to try.
func ParseRoute(s string) (RouteSpec, error) {
	bad := func(why, try string) error {
		return &userschema.Error{Msg: fmt.Sprintf("route %q: %s", s, why), Try: "-route '" + try + "'"}
	}
	method, rest, ok := strings.Cut(strings.TrimSpace(s), " ")
	if !ok {
		return RouteSpec{}, bad("want METHOD PATH=DATAFILE:MESSAGE", exampleList)
	}
	method = strings.ToUpper(method)
	path, target, ok := strings.Cut(strings.TrimSpace(rest), "=")
	if method == MethodRPC {
		if !ok {
			return RouteSpec{}, bad("no =ANSWER after the method (a data file, echo, generate or empty)", exampleRPC)
		}
		spec := RouteSpec{Method: method, Path: strings.TrimPrefix(strings.TrimSpace(path), "/"), Data: strings.TrimSpace(target), Where: "-route"}
		if err := spec.check(); err != nil {
			return RouteSpec{}, &userschema.Error{Msg: fmt.Sprintf("route %q: %s", s, err.Msg), Try: err.Try}
		}
		return spec, nil
	}
	if !ok {
		return RouteSpec{}, bad("no =DATAFILE:MESSAGE after the path", exampleList)
	}
	if call, isCall := strings.CutPrefix(strings.TrimSpace(target), "rpc:"); isCall && strings.Contains(call, "/") {
		spec := RouteSpec{Method: method, Path: strings.TrimSpace(path), Call: strings.TrimPrefix(strings.TrimSpace(call), "/"), Where: "-route"}
		if err := spec.check(); err != nil {
			return RouteSpec{}, &userschema.Error{Msg: fmt.Sprintf("route %q: %s", s, err.Msg), Try: err.Try}
		}
		return spec, nil
	}
	// The last colon: a data file may have one (C:\data\orders.jsonl), a
	// message name never does.
	i := strings.LastIndexByte(target, ':')
	if i < 0 {
		return RouteSpec{}, bad("no :MESSAGE after the data file", exampleList)
	}
	spec := RouteSpec{Method: method, Path: strings.TrimSpace(path), Data: strings.TrimSpace(target[:i]),
		Message: strings.TrimSpace(target[i+1:]), Where: "-route"}
	if err := spec.check(); err != nil {
		return RouteSpec{}, &userschema.Error{Msg: fmt.Sprintf("route %q: %s", s, err.Msg), Try: err.Try}
	}
	return spec, nil
}

// check validates a spec's parts (a parsed -route or a config entry).
func (s RouteSpec) check() *userschema.Error {
	try := func(ex string) string { return "-route '" + ex + "'" }
	switch s.Method {
	case http.MethodGet, http.MethodPost:
	case MethodRPC:
		if !isMethodName(s.Path) {
			return &userschema.Error{Msg: fmt.Sprintf("method %q: an RPC spec names a method as package.Service/Method", s.Path), Try: try(exampleRPC)}
		}
		if s.Data == "" {
			return &userschema.Error{Msg: "no answer after =: a data file of the response type, echo, generate or empty", Try: try(exampleRPC)}
		}
		return nil
	default:
		return &userschema.Error{Msg: fmt.Sprintf("method %q: a route is GET (a list or an item), POST (store what is sent, or call a method with rpc:) or RPC (what a method answers)", s.Method), Try: try(exampleList)}
	}
	if s.Call != "" {
		if !isMethodName(s.Call) {
			return &userschema.Error{Msg: fmt.Sprintf("rpc:%s: an rpc: route names a method as package.Service/Method", s.Call), Try: try(exampleCall)}
		}
		if s.Data != "" || s.Message != "" {
			return &userschema.Error{Msg: "an rpc: route takes no data file or message: the method's types are its own", Try: try(exampleCall)}
		}
	} else if s.Message == "" {
		return &userschema.Error{Msg: "no message name after the colon", Try: try(exampleList)}
	}
	if !strings.HasPrefix(s.Path, "/") || strings.HasSuffix(s.Path, "/") || strings.Contains(s.Path, "//") {
		return &userschema.Error{Msg: fmt.Sprintf("path %q: a path starts with / and does not end with one", s.Path), Try: try(exampleItem)}
	}
	segs := strings.Split(s.Path[1:], "/")
	for i, seg := range segs {
		open, close := strings.Contains(seg, "{"), strings.Contains(seg, "}")
		if !open && !close {
			if strings.ContainsAny(seg, " ?#%") {
				return &userschema.Error{Msg: fmt.Sprintf("path %q: segment %q has a character a route path cannot", s.Path, seg), Try: try(exampleItem)}
			}
			continue
		}
		if i != len(segs)-1 || !strings.HasPrefix(seg, "{") || !strings.HasSuffix(seg, "}") || !isIdent(seg[1:len(seg)-1]) {
			return &userschema.Error{Msg: fmt.Sprintf("path %q: only the last segment may be a {name}, a whole segment with a name of letters, digits and _", s.Path), Try: try(exampleItem)}
		}
	}
	switch {
	case s.Call != "" && s.param() != "":
		return &userschema.Error{Msg: "an rpc: route's path has no {name}: the request body is the method's input", Try: try(exampleCall)}
	case s.Call != "":
	case s.Method == http.MethodGet && s.Data == "":
		return &userschema.Error{Msg: "a GET route needs a data file before the colon", Try: try(exampleList)}
	case s.Method == http.MethodPost && s.Data != "":
		return &userschema.Error{Msg: "a POST route takes no data file: it stores what it is sent", Try: try(examplePost)}
	case s.Method == http.MethodPost && s.param() != "":
		return &userschema.Error{Msg: "a POST route's path has no {name}: the store gives each message its id", Try: try(examplePost)}
	}
	return nil
}

// param is the {name} of an item route's path, "" for a list or POST
// route.
func (s RouteSpec) param() string {
	last := s.Path[strings.LastIndexByte(s.Path, '/')+1:]
	if strings.HasPrefix(last, "{") && strings.HasSuffix(last, "}") {
		return last[1 : len(last)-1]
	}
	return ""
}

// prefix is an item route's path without its {name} ("/orders" for
// "/orders/{id}").
func (s RouteSpec) prefix() string {
	return s.Path[:strings.LastIndexByte(s.Path, '/')]
}

// isAnswerWord reports whether an RPC spec's answer is a word, not a
// data file.
func isAnswerWord(s string) bool {
	return s == AnswerEcho || s == AnswerGenerate || s == AnswerEmpty
}

// isMethodName reports whether s reads as package.Service/Method.
func isMethodName(s string) bool {
	svc, m, ok := strings.Cut(s, "/")
	if !ok || !isIdent(m) || svc == "" {
		return false
	}
	for part := range strings.SplitSeq(svc, ".") {
		if !isIdent(part) {
			return false
		}
	}
	return true
}

func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		switch {
		case r == '_', r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z':
		case r >= '0' && r <= '9' && i > 0:
		default:
			return false
		}
	}
	return true
}

// DefaultRoutes are the routes of one message and its samples file when
// no route is given (serve -message -samples, bench client): GET
// /<name>s, a list; GET /<name>s/{id}, an item by the message's id field
// ({index} without one); POST /<name>s, which stores.
func DefaultRoutes(md protoreflect.MessageDescriptor, samples string) []RouteSpec {
	base := "/" + strings.ToLower(string(md.Name())) + "s"
	key := "index"
	if fd := fieldNamed(md, "id"); fd != nil && keyKind(fd) {
		key = "id"
	}
	name := string(md.FullName())
	return []RouteSpec{
		{Method: http.MethodGet, Path: base, Data: samples, Message: name, Where: "-message"},
		{Method: http.MethodGet, Path: base + "/{" + key + "}", Data: samples, Message: name, Where: "-message"},
		{Method: http.MethodPost, Path: base, Message: name, Where: "-message"},
	}
}
