// Package openapi writes OpenAPI 3.1 documents describing the REST faces
// that package transcode serves for gRPC services.
//
// Generate takes the same service descriptors and google.api.http rules a
// transcode.Handler takes, and describes every binding exactly as the
// transcoder serves it (the bindings come from transcode itself, so the two
// cannot disagree):
//
//	doc, err := openapi.Generate(services, openapi.WithTitle("Bank"))
//
// Each operation has its path variables (a variable over segments with
// literals, {name=shelves/*/books/*}, keeps its literals in the path and
// has a parameter per wildcard, name_1 and name_2, whose description says
// how they spell the field; a nested field path is named by its JSON
// path), a query
// parameter for every field the path and the body leave free (nested with
// dots, repeated fields as repeated parameters, enums by name, the
// well-known types by their string forms), the request body of the rule's
// body (for body "*", the JSON body leaves out the top-level fields the
// path binds), and the 200 response of the method's response or its
// response_body field. Bodies are offered in every media type polywire
// negotiates — application/json, application/x-protobuf,
// application/x-flatbuffers, application/msgpack and application/xml — the
// non-JSON ones as strings whose contentMediaType is the media type and
// whose x-protobuf-message names the message they carry; JSONOnly keeps
// JSON alone, for tools that handle one media type per operation.
//
// Schemas follow the proto3 JSON mapping and sit under
// components/schemas, named by the message's full name: 64-bit integers
// as strings, enums as their names, bytes as base64, floats as numbers or
// "NaN"/"Infinity"/"-Infinity", maps as objects, a oneof's members
// described as such and held to at most one set (a oneOf of "this member
// is present" for each member and "none is"), recursion through $ref, and the well-known types in their JSON
// forms (Timestamp, Duration, FieldMask, wrappers, Struct, Value,
// ListValue, Empty, Any). Comments of the .proto become descriptions when
// the descriptors carry source info (descriptors compiled at run time or
// read from a descriptor set built with --include_source_info; generated
// Go descriptors carry none).
//
// Every operation lists the error statuses the transcoder answers — 400
// (with field violations), 404, 406, 413 and 415 when it reads a body, 500
// and 503 — with the polywire.error.v1.Error body, the Accept-Encoding
// request header and the Content-Encoding response header; WithStatuses
// adds what a method answers beyond them (a 201, a 422, a 401).
//
// WithOperation adds the routes a server serves by hand beside its
// bindings (a list, an item by id, a POST that stores), described by the
// messages they read and answer; WithExample gives a message's JSON
// bodies an example, such as the first record of the data a route
// serves. The output is deterministic: object keys are sorted. YAML
// writes the same document in YAML.
package openapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"google.golang.org/genproto/googleapis/api/annotations"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/transcode"
)

// Version is the OpenAPI version of the documents Generate writes.
const Version = "3.1.0"

// An Option configures Generate.
type Option func(*config)

type config struct {
	topts      []transcode.Option
	jsonOnly   bool
	unaryOnly  bool
	title      string
	version    string
	servers    []string
	operations []Operation
	examples   map[protoreflect.FullName]proto.Message
	statuses   map[protoreflect.FullName]statuses
	// idempotencyKey: WithIdempotencyKey.
	idempotencyKey bool
}

// statuses are a method's answers beyond the defaults (WithStatuses).
type statuses struct {
	success int
	errors  []int
}

// WithRule describes method (its full name, "pkg.Service.Method") by rule
// in place of its google.api.http annotation, as transcode.WithRule serves
// it. Given more than once for a method, the rules add up.
func WithRule(method protoreflect.FullName, rule *annotations.HttpRule) Option {
	return func(c *config) { c.topts = append(c.topts, transcode.WithRule(method, rule)) }
}

// JSONOnly offers application/json alone for every body, request and
// response, instead of the five media types polywire negotiates.
func JSONOnly() Option { return func(c *config) { c.jsonOnly = true } }

// WithIdempotencyKey describes every POST as taking an Idempotency-Key
// header (the IETF httpapi draft), and answering 409 and 422 for it, as
// polywire serve's do.
func WithIdempotencyKey() Option { return func(c *config) { c.idempotencyKey = true } }

// WithTitle sets info.title. Default: the services' names.
func WithTitle(title string) Option { return func(c *config) { c.title = title } }

// WithVersion sets info.version (the API's version). Default: "v1".
func WithVersion(version string) Option { return func(c *config) { c.version = version } }

// WithServer adds a server URL (servers[].url), such as
// "http://localhost:8080". Default: none, which OpenAPI reads as "/".
func WithServer(url string) Option {
	return func(c *config) { c.servers = append(c.servers, url) }
}

// UnaryOnly leaves out the bindings of server-streaming methods, for a
// server whose transcoder serves unary methods alone (a transcode.Handler
// without transcode.WithStreamInvoker).
func UnaryOnly() Option { return func(c *config) { c.unaryOnly = true } }

// An Operation is a REST operation served beside the google.api.http
// bindings — a hand-written route — described by the messages it reads
// and answers. Its error responses are those of every operation.
type Operation struct {
	// Method is the HTTP method, "GET"; Path the OpenAPI path, each {name}
	// a path parameter: "/orders/{id}".
	Method, Path string
	// ID is the operationId; default: the method and path in one word.
	ID string
	// Summary is a line saying what the operation does ("" for none).
	Summary string
	// Params holds the path parameters' fields: {id} is its field of that
	// name (proto or JSON name), typed as the field; a variable without a
	// field, or a nil Params, is a string.
	Params protoreflect.MessageDescriptor
	// Query's fields are the query parameters, as the transcoder reads a
	// request's free fields (nested with dots, repeated as repeated); nil
	// for none.
	Query protoreflect.MessageDescriptor
	// Request is the body's message; nil for an operation without a body.
	Request protoreflect.MessageDescriptor
	// Response is the message of a success; Status its status (0 is 200).
	Response protoreflect.MessageDescriptor
	Status   int
	// Errors are the error statuses the route answers besides those every
	// operation lists (see WithStatuses), such as 422 or 409.
	Errors []int
}

// WithOperation describes op beside the bindings. An operation of a
// binding's HTTP method and path (its variables' names aside) replaces
// the binding, as a route of the same method and path takes its place in
// a server.
func WithOperation(op Operation) Option {
	return func(c *config) { c.operations = append(c.operations, op) }
}

// WithStatuses says what method (its full name, "pkg.Service.Method")
// answers beyond what the transcoder answers for every method: its
// success status in place of 200 (0 keeps 200), as a handler that
// creates answers 201, and error statuses besides those every operation
// lists — 422 for a body whose values break the method's rules, 401 for a
// method that needs credentials, 409 for a conflict. Each error status is
// described with the polywire.error.v1.Error body. Given more than once
// for a method, the last success status counts and the errors add up.
func WithStatuses(method protoreflect.FullName, success int, errors ...int) Option {
	return func(c *config) {
		if c.statuses == nil {
			c.statuses = map[protoreflect.FullName]statuses{}
		}
		st := c.statuses[method]
		if success != 0 {
			st.success = success
		}
		st.errors = append(st.errors, errors...)
		c.statuses[method] = st
	}
}

// WithExample gives m, in JSON, as the example of every request and
// response body of m's message (application/json). A later example of the
// same message replaces an earlier one.
func WithExample(m proto.Message) Option {
	return func(c *config) {
		if c.examples == nil {
			c.examples = map[protoreflect.FullName]proto.Message{}
		}
		c.examples[m.ProtoReflect().Descriptor().FullName()] = m
	}
}

// Generate returns the OpenAPI 3.1 document, in JSON, of every binding the
// transcoder serves for services: the unary and server-streaming methods
// that have a google.api.http annotation or a WithRule rule. A rule the
// transcoder refuses is an error wrapping transcode.ErrRule.
func Generate(services []protoreflect.ServiceDescriptor, opts ...Option) ([]byte, error) {
	c := &config{version: "v1"}
	for _, o := range opts {
		o(c)
	}
	topts := append(slices.Clone(c.topts), transcode.WithStreamInvoker(noStream))
	h, err := transcode.New(services, noInvoke, topts...)
	if err != nil {
		return nil, fmt.Errorf("openapi: %w", err)
	}
	g := newGen(c.jsonOnly)
	g.idempotencyKey = c.idempotencyKey
	g.statuses = c.statuses
	if err := g.setExamples(c.examples); err != nil {
		return nil, err
	}
	for _, op := range c.operations {
		if err := g.operation(op); err != nil {
			return nil, fmt.Errorf("openapi: operation %s %s: %w", op.Method, op.Path, err)
		}
	}
	g.replacing = true
	for _, r := range h.Routes() {
		if c.unaryOnly && r.Method.IsStreamingServer() {
			continue
		}
		if err := g.route(r); err != nil {
			return nil, fmt.Errorf("openapi: %s %s: %w", r.HTTPMethod, r.Path, err)
		}
	}
	for m := range c.statuses {
		if !g.described[m] {
			return nil, fmt.Errorf("openapi: WithStatuses for %s, which has no route", m)
		}
	}
	title := c.title
	if title == "" {
		names := make([]string, len(services))
		for i, sd := range services {
			names[i] = string(sd.FullName())
		}
		title = strings.Join(names, ", ")
	}
	if title == "" {
		title = "API"
	}
	doc := obj{
		"openapi": Version,
		"info":    obj{"title": title, "version": c.version},
		"paths":   g.paths,
		"components": obj{
			"schemas":    g.schemas,
			"responses":  g.errorResponses(),
			"parameters": g.parameters(),
			"headers":    obj{"Content-Encoding": contentEncodingHeader()},
		},
	}
	if len(c.servers) > 0 {
		var ss []any
		for _, u := range c.servers {
			ss = append(ss, obj{"url": u})
		}
		doc["servers"] = ss
	}
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("openapi: %w", err)
	}
	return append(b, '\n'), nil
}

// obj is a JSON object; encoding/json writes its keys sorted.
type obj = map[string]any

// operation methods in OpenAPI's path item, by HTTP method.
var pathItemKeys = map[string]string{
	http.MethodGet: "get", http.MethodPut: "put", http.MethodPost: "post",
	http.MethodDelete: "delete", http.MethodPatch: "patch", http.MethodHead: "head",
	http.MethodOptions: "options", http.MethodTrace: "trace",
}
