package transcode

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strings"

	"connectrpc.com/connect"
	"google.golang.org/genproto/googleapis/api/annotations"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/connectcodec"
	"github.com/polywire/polywire/rest"
)

// An Invoker calls one unary method with its request and returns its
// response. The request is a message of the method's input type (the
// generated Go type when one is registered, else a dynamicpb message); the
// response must be of its output type, generated or dynamic. An
// *apierror.Error keeps its code, message and violations; a connect.Error
// or a gRPC status error is mapped through its code (apierror.FromGRPC),
// with its google.rpc.BadRequest field violations; any other error is a
// 500 whose text stays in the server's log.
type Invoker func(ctx context.Context, method protoreflect.MethodDescriptor, req proto.Message) (proto.Message, error)

// Handler is the transcoder: an http.Handler serving every rule of its
// services. Build it with New; it is safe for concurrent use.
type Handler struct {
	x           *rest.Exchange
	invoke      Invoker
	stream      StreamInvoker
	streams     *streamFormats
	routes      []*route
	ignoreQuery bool
	replyInBody bool
}

// Route describes one HTTP binding a Handler serves.
type Route struct {
	// Method is the RPC the binding calls.
	Method protoreflect.MethodDescriptor
	// HTTPMethod and Path are the rule's method and path template.
	HTTPMethod, Path string
	// Body is the rule's body: "" (none), "*" (the whole request) or the
	// name of the request field the body fills.
	Body string
	// ResponseBody is the rule's response_body: the name of the response
	// field written as the body, or "" for the whole response.
	ResponseBody string
}

// An Option configures New.
type Option func(*config)

type config struct {
	x           *rest.Exchange
	rules       map[protoreflect.FullName][]*annotations.HttpRule
	types       protoregistry.MessageTypeResolver
	ignoreQuery bool
	replyInBody bool
	stream      StreamInvoker
	methodOpts  map[protoreflect.FullName][]rest.HandlerOption
}

// WithExchange encodes responses and decodes bodies through x (its formats,
// compression, body cap, logger and observer). Default: rest.New().
func WithExchange(x *rest.Exchange) Option {
	return func(c *config) { c.x = x }
}

// WithRule serves method (its full name, "pkg.Service.Method") by rule in
// place of its google.api.http annotation, or gives a rule to a method that
// has none. Given more than once for a method, the rules add up.
func WithRule(method protoreflect.FullName, rule *annotations.HttpRule) Option {
	return func(c *config) {
		if c.rules == nil {
			c.rules = map[protoreflect.FullName][]*annotations.HttpRule{}
		}
		c.rules[method] = append(c.rules[method], rule)
	}
}

// WithTypes builds request messages from the Go types r knows, falling back
// to dynamicpb for a type it lacks. Default: protoregistry.GlobalTypes, so a
// program that links the generated code gets its types.
func WithTypes(r protoregistry.MessageTypeResolver) Option {
	return func(c *config) { c.types = r }
}

// IgnoreUnknownQuery drops query parameters that name no field of the
// request (cache busters, tracking tags) instead of answering 400.
func IgnoreUnknownQuery() Option {
	return func(c *config) { c.ignoreQuery = true }
}

// New builds the transcoder for services: every unary method with a
// google.api.http annotation or a WithRule rule is served, each of its
// bindings (additional_bindings included) checked against the request and
// response types; methods with neither are not exposed. Server-streaming
// methods are served the same way when WithStreamInvoker gives a
// StreamInvoker, skipped otherwise; client- and bidi-streaming methods are
// always skipped (see the package documentation). An error wraps ErrRule
// and names the method and the rule.
func New(services []protoreflect.ServiceDescriptor, invoke Invoker, opts ...Option) (*Handler, error) {
	if invoke == nil {
		return nil, errors.New("transcode: nil Invoker")
	}
	c := &config{types: protoregistry.GlobalTypes}
	for _, o := range opts {
		o(c)
	}
	if c.x == nil {
		x, err := rest.New()
		if err != nil {
			return nil, fmt.Errorf("transcode: %w", err)
		}
		c.x = x
	}
	h := &Handler{x: c.x, invoke: invoke, ignoreQuery: c.ignoreQuery, replyInBody: c.replyInBody, stream: c.stream}
	if c.stream != nil {
		sf, err := newStreamFormats(c.x)
		if err != nil {
			return nil, err
		}
		h.streams = sf
	}
	used := map[protoreflect.FullName]bool{}
	for _, sd := range services {
		for i := range sd.Methods().Len() {
			md := sd.Methods().Get(i)
			rules := c.rules[md.FullName()]
			used[md.FullName()] = true
			if rules == nil {
				if rule := HTTPRule(md); rule != nil {
					rules = []*annotations.HttpRule{rule}
				}
			}
			if len(rules) == 0 || md.IsStreamingClient() || (md.IsStreamingServer() && h.stream == nil) {
				continue
			}
			in := c.inputType(md)
			for _, rule := range rules {
				routes, err := buildRoutes(md, in.Descriptor(), rule)
				if err != nil {
					return nil, err
				}
				for _, r := range routes {
					if md.IsStreamingServer() {
						r.handler = h.streamHandler(r, in)
					} else {
						r.handler = h.routeHandler(r, in, c.methodOpts[md.FullName()])
					}
				}
				h.routes = append(h.routes, routes...)
			}
		}
	}
	for name := range c.rules {
		if !used[name] {
			return nil, fmt.Errorf("%w: WithRule names %s, a method of none of the services", ErrRule, name)
		}
	}
	if err := checkCollisions(h.routes); err != nil {
		return nil, err
	}
	return h, nil
}

// inputType is md's request type: the registered Go type when its
// descriptor is md's own, else dynamic.
func (c *config) inputType(md protoreflect.MethodDescriptor) protoreflect.MessageType {
	if mt, err := c.types.FindMessageByName(md.Input().FullName()); err == nil {
		return mt
	}
	return dynamicpb.NewMessageType(md.Input())
}

// Routes lists the bindings h serves, in the order of the services'
// methods and their rules.
func (h *Handler) Routes() []Route {
	out := make([]Route, len(h.routes))
	for i, r := range h.routes {
		out[i] = Route{Method: r.method, HTTPMethod: r.httpMethod, Path: r.tmpl.raw}
		switch {
		case r.bodyAll:
			out[i].Body = "*"
		case r.body != nil:
			out[i].Body = string(r.body.Name())
		}
		if r.response != nil {
			out[i].ResponseBody = string(r.response.Name())
		}
	}
	return out
}

type varsKey struct{}

// ServeHTTP routes r by its method and escaped path: the most specific
// template that matches (a literal segment beats a variable, * beats **)
// among the rules of r's method; when a template with a verb matches
// (/v1/{name=*}:cancel), templates without one are not considered, so
// that the verb is not read as part of a value. 404 when no template
// matches, 405 with Allow when templates match but none for this method.
// Errors are apierror bodies in the negotiated format.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	path := r.URL.EscapedPath()
	var matched []*route
	var vals [][]string
	verb := false
	for _, rt := range h.routes {
		if v, ok := rt.tmpl.match(path); ok {
			matched, vals = append(matched, rt), append(vals, v)
			verb = verb || rt.tmpl.verb != ""
		}
	}
	var best *route
	var bestVals []string
	for i, rt := range matched {
		if verb && rt.tmpl.verb == "" {
			// The path names a custom method: a template without
			// the verb would take ":verb" as part of a value.
			continue
		}
		if rt.httpMethod != r.Method && (r.Method != http.MethodHead || rt.httpMethod != http.MethodGet) {
			continue
		}
		if best == nil || rt.tmpl.precedes(best.tmpl) {
			best, bestVals = rt, vals[i]
		}
	}
	if verb {
		matched = slices.DeleteFunc(matched, func(rt *route) bool { return rt.tmpl.verb == "" })
	}
	switch {
	case best != nil:
		if h.replyInBody {
			r = withBodyFormat(best, r)
		}
		if len(bestVals) > 0 {
			r = r.WithContext(context.WithValue(r.Context(), varsKey{}, bestVals))
		}
		best.handler.ServeHTTP(w, r)
	case len(matched) > 0:
		allow := allowed(matched)
		w.Header().Set("Allow", strings.Join(allow, ", "))
		h.x.WriteError(w, r, apierror.New(apierror.CodeMethodNotAllowed,
			"method %s not allowed on %s: allowed %s", r.Method, path, strings.Join(allow, ", ")))
	default:
		h.x.WriteError(w, r, apierror.New(apierror.CodeNotFound, "no route for %s", path))
	}
}

// call is what an Invoker's context carries for the in-process adapters.
// It is the context itself, so that a call costs one allocation, not a
// context and a value.
type call struct {
	context.Context
	r   *http.Request
	res *rest.Response
}

type callKey struct{}

// Value answers callKey with the call itself.
func (c *call) Value(key any) any {
	if key == (callKey{}) {
		return c
	}
	return c.Context.Value(key)
}

// values are the template's variables of r's path: ServeHTTP passes them
// on; a binding mounted on its own (RouteHandler) or without variables
// matches here. literal is the template's path when it has no variables.
func (rt *route) values(r *http.Request, literal string) ([]string, error) {
	vals, ok := r.Context().Value(varsKey{}).([]string)
	if !ok && (literal == "" || r.URL.EscapedPath() != literal) {
		if vals, ok = rt.tmpl.match(r.URL.EscapedPath()); !ok {
			return nil, apierror.New(apierror.CodeNotFound, "no route for %s: this handler serves %s %s only", r.URL.EscapedPath(), rt.httpMethod, rt.tmpl.raw)
		}
	}
	return vals, nil
}

func (h *Handler) routeHandler(rt *route, in protoreflect.MessageType, opts []rest.HandlerOption) http.Handler {
	literal := rt.tmpl.literal()
	return h.x.ResponseHandler(func(r *http.Request, res *rest.Response) (proto.Message, error) {
		// ServeHTTP passes a template's values on; a binding mounted on
		// its own (RouteHandler) or without variables matches here.
		vals, err := rt.values(r, literal)
		if err != nil {
			return nil, err
		}
		req := in.New()
		msg := req.Interface() // before bind: a decoder may reset the message, leaving req stale
		if err := h.bind(rt, r, vals, req); err != nil {
			return nil, err
		}
		out, err := h.invoke(&call{Context: r.Context(), r: r, res: res}, rt.method, msg)
		if err != nil {
			return nil, toAPIError(err)
		}
		if out == nil {
			return nil, apierror.Internal(fmt.Errorf("transcode: %s returned no message and no error", rt.method.FullName()))
		}
		if rt.response != nil {
			m := out.ProtoReflect()
			fd := m.Descriptor().Fields().ByNumber(rt.response.Number())
			if fd == nil {
				return nil, apierror.Internal(fmt.Errorf("transcode: %s: response %s has no field %s", rt.method.FullName(), m.Descriptor().FullName(), rt.response.Name()))
			}
			return m.Get(fd).Message().Interface(), nil
		}
		return out, nil
	}, opts...)
}

// reserved are the query parameters the exchange reads itself.
var reserved = map[string]bool{"format": true, "encoding": true}

// bind fills req from the body, the query and the path variables, in that
// order, so that a path variable wins over a body that names the same field.
func (h *Handler) bind(rt *route, r *http.Request, vals []string, req protoreflect.Message) error {
	hasBody := r.Body != nil && r.Body != http.NoBody && r.ContentLength != 0
	switch {
	case rt.bodyAll && hasBody:
		m := req.Interface()
		if err := h.x.Decode(r, m); err != nil {
			return err
		}
		// The fast decoders reset a generated message (*m = T{}), which
		// clears the state req holds: reflect on the message anew.
		req = m.ProtoReflect()
	case rt.body != nil && hasBody:
		fd := req.Descriptor().Fields().ByNumber(rt.body.Number())
		if err := h.x.Decode(r, req.Mutable(fd).Message().Interface()); err != nil {
			return err
		}
	}
	if r.URL.RawQuery != "" {
		if err := h.bindQuery(rt, r, req); err != nil {
			return err
		}
	}
	for i, p := range rt.vars {
		if err := set(req, p, vals[i]); err != nil {
			return badValue(p, vals[i], err, "path")
		}
	}
	return nil
}

func (h *Handler) bindQuery(rt *route, r *http.Request, req protoreflect.Message) error {
	q := r.URL.Query()
	var errs []apierror.Violation
	seen := map[string]string{} // singular field path → the parameter that set it
	// In key order, so that the violations of a bad query come out the same
	// every time.
	for _, key := range slices.Sorted(maps.Keys(q)) {
		values := q[key]
		if reserved[key] {
			continue
		}
		p, why := h.queryField(rt, req.Descriptor(), key)
		if p == nil {
			if why == "" {
				continue
			}
			errs = append(errs, apierror.Violation{Field: key, Description: why})
			continue
		}
		leaf := p[len(p)-1]
		if !leaf.IsList() && len(values) > 1 {
			errs = append(errs, apierror.Violation{Field: p.jsonString(), Description: fmt.Sprintf("query parameter %q given %d times for a singular field", key, len(values))})
			continue
		}
		if !leaf.IsList() {
			if other, ok := seen[p.String()]; ok {
				errs = append(errs, apierror.Violation{Field: p.jsonString(), Description: fmt.Sprintf("query parameters %q and %q name the same singular field", min(key, other), max(key, other))})
				continue
			}
			seen[p.String()] = key
		}
		for _, v := range values {
			if err := set(req, p, v); err != nil {
				errs = append(errs, apierror.Violation{Field: p.jsonString(), Description: fmt.Sprintf("query parameter %q: %q: %v", key, v, err)})
				break
			}
		}
	}
	if len(errs) > 0 {
		return apierror.New(apierror.CodeInvalidArgument, "bad query parameters for %s", rt.method.FullName()).WithViolations(errs...)
	}
	return nil
}

// queryField resolves a query parameter to the field it sets; nil with an
// empty reason means "ignore it".
func (h *Handler) queryField(rt *route, md protoreflect.MessageDescriptor, key string) (fieldPath, string) {
	unknown := func(why string) (fieldPath, string) {
		if h.ignoreQuery {
			return nil, ""
		}
		return nil, why
	}
	if rt.bodyAll {
		return unknown("unknown query parameter: the body carries every field not in the path")
	}
	p, err := resolve(md, key, true)
	if err != nil {
		return unknown("unknown query parameter: " + err.Error())
	}
	for _, v := range rt.vars {
		if p.hasPrefix(v) || v.hasPrefix(p) {
			return nil, fmt.Sprintf("field %s is bound by the path", v)
		}
	}
	if rt.body != nil && p[0].Number() == rt.body.Number() {
		return nil, fmt.Sprintf("field %s is bound by the body", rt.body.Name())
	}
	leaf := p[len(p)-1]
	if !isScalarLeaf(leaf) {
		if leaf.IsMap() {
			return nil, "a map field cannot be set from the query"
		}
		return nil, "a message field: set its fields, as " + key + ".<field>"
	}
	return p, ""
}

func badValue(p fieldPath, v string, err error, where string) error {
	return apierror.New(apierror.CodeInvalidArgument, "bad %s value %q for field %s: %v", where, v, p.jsonString(), err).
		WithViolations(apierror.Violation{Field: p.jsonString(), Description: fmt.Sprintf("%q: %v", v, err)})
}

// toAPIError keeps an *apierror.Error, maps a connect or gRPC status error
// through its code and hides anything else behind a 500.
func toAPIError(err error) error {
	var ae *apierror.Error
	if errors.As(err, &ae) {
		return ae
	}
	var ce *connect.Error
	if errors.As(err, &ce) {
		return connectcodec.FromError(ce)
	}
	if st, ok := status.FromError(err); ok && st.Code() != 0 {
		out := &apierror.Error{Code: apierror.FromGRPC(apierror.GRPCCode(st.Code())), Message: st.Message()}
		for _, d := range st.Details() {
			if br, ok := d.(*errdetails.BadRequest); ok {
				for _, f := range br.GetFieldViolations() {
					out.Violations = append(out.Violations, apierror.Violation{Field: f.GetField(), Description: f.GetDescription()})
				}
			}
		}
		return out
	}
	return apierror.From(err)
}
