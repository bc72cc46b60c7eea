package transcode

import (
	"errors"
	"fmt"
	"net/http"
	"sort"

	"google.golang.org/genproto/googleapis/api/annotations"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/descriptorpb"
)

// ErrRule is wrapped by every error New returns for a rule it cannot serve:
// a template that does not parse, a variable or body naming no field or
// one it cannot bind, two rules that collide.
var ErrRule = errors.New("transcode: bad http rule")

// route is one binding of a rule: an HTTP method and template served by a
// method, with everything resolved against the request and response types.
type route struct {
	method     protoreflect.MethodDescriptor
	httpMethod string
	tmpl       *template
	vars       []fieldPath // per tmpl.vars
	bodyAll    bool
	body       protoreflect.FieldDescriptor // nil: no body, or bodyAll
	response   protoreflect.FieldDescriptor // response_body; nil: the whole message
	handler    http.Handler
}

func (r *route) String() string {
	return r.httpMethod + " " + r.tmpl.raw
}

// HTTPRule reads the google.api.http annotation of md, or nil when it has
// none. The options are re-read through the global registry, so that the
// annotation is found on descriptors built at run time (from a descriptor
// set, server reflection or a compiler), where it may sit in unknown fields
// or in a dynamic message.
func HTTPRule(md protoreflect.MethodDescriptor) *annotations.HttpRule {
	opts := md.Options()
	if opts == nil || !opts.ProtoReflect().IsValid() {
		return nil
	}
	b, err := proto.Marshal(opts)
	if err != nil {
		return nil
	}
	re := &descriptorpb.MethodOptions{}
	if err := (proto.UnmarshalOptions{Resolver: protoregistry.GlobalTypes}).Unmarshal(b, re); err != nil {
		return nil
	}
	if !proto.HasExtension(re, annotations.E_Http) {
		return nil
	}
	rule, _ := proto.GetExtension(re, annotations.E_Http).(*annotations.HttpRule)
	return rule
}

// buildRoutes resolves rule and its additional bindings for md.
// in is the request type the messages are built from (md.Input() or the
// descriptor of its generated Go type).
func buildRoutes(md protoreflect.MethodDescriptor, in protoreflect.MessageDescriptor, rule *annotations.HttpRule) ([]*route, error) {
	var routes []*route
	r, err := buildRoute(md, in, rule)
	if err != nil {
		return nil, err
	}
	routes = append(routes, r)
	for i, extra := range rule.GetAdditionalBindings() {
		if len(extra.GetAdditionalBindings()) > 0 {
			return nil, fmt.Errorf("%w: %s: additional_bindings[%d] has additional_bindings of its own", ErrRule, md.FullName(), i)
		}
		r, err := buildRoute(md, in, extra)
		if err != nil {
			return nil, err
		}
		routes = append(routes, r)
	}
	return routes, nil
}

func buildRoute(md protoreflect.MethodDescriptor, in protoreflect.MessageDescriptor, rule *annotations.HttpRule) (*route, error) {
	r := &route{method: md}
	var path string
	switch p := rule.GetPattern().(type) {
	case *annotations.HttpRule_Get:
		r.httpMethod, path = http.MethodGet, p.Get
	case *annotations.HttpRule_Put:
		r.httpMethod, path = http.MethodPut, p.Put
	case *annotations.HttpRule_Post:
		r.httpMethod, path = http.MethodPost, p.Post
	case *annotations.HttpRule_Delete:
		r.httpMethod, path = http.MethodDelete, p.Delete
	case *annotations.HttpRule_Patch:
		r.httpMethod, path = http.MethodPatch, p.Patch
	case *annotations.HttpRule_Custom:
		r.httpMethod, path = p.Custom.GetKind(), p.Custom.GetPath()
		if r.httpMethod == "" {
			return nil, fmt.Errorf("%w: %s: custom pattern %q has no kind", ErrRule, md.FullName(), path)
		}
	default:
		return nil, fmt.Errorf("%w: %s: rule has no pattern (get, put, post, delete, patch or custom)", ErrRule, md.FullName())
	}
	fail := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s: %s %s: %s", ErrRule, md.FullName(), r.httpMethod, path, fmt.Sprintf(format, args...))
	}
	t, err := parseTemplate(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %s %s: %w", md.FullName(), r.httpMethod, path, err)
	}
	r.tmpl = t
	req := in
	for _, v := range t.vars {
		p, err := resolve(req, v.fieldPath, false)
		if err != nil {
			return nil, fail("variable {%s}: %v", v.fieldPath, err)
		}
		leaf := p[len(p)-1]
		if leaf.IsList() || leaf.IsMap() {
			return nil, fail("variable {%s}: the field is repeated", v.fieldPath)
		}
		if !isScalarLeaf(leaf) {
			return nil, fail("variable {%s}: the field is a message (%s)", v.fieldPath, leaf.Message().FullName())
		}
		r.vars = append(r.vars, p)
	}
	switch body := rule.GetBody(); body {
	case "":
	case "*":
		r.bodyAll = true
	default:
		fd := req.Fields().ByName(protoreflect.Name(body))
		if fd == nil {
			return nil, fail("body %q is not a field of %s", body, req.FullName())
		}
		if fd.IsList() || fd.IsMap() || fd.Message() == nil {
			return nil, fail("body %q: only a singular message field can be the body", body)
		}
		for _, p := range r.vars {
			if p[0] == fd && len(p) == 1 {
				return nil, fail("body %q is bound by the path too", body)
			}
		}
		r.body = fd
	}
	if rb := rule.GetResponseBody(); rb != "" {
		fd := md.Output().Fields().ByName(protoreflect.Name(rb))
		if fd == nil {
			return nil, fail("response_body %q is not a field of %s", rb, md.Output().FullName())
		}
		if fd.IsList() || fd.IsMap() || fd.Message() == nil {
			return nil, fail("response_body %q: only a singular message field can be the response body", rb)
		}
		r.response = fd
	}
	return r, nil
}

// checkCollisions refuses two routes of one HTTP method whose templates
// match the same paths.
func checkCollisions(routes []*route) error {
	seen := map[string]*route{}
	for _, r := range routes {
		key := r.httpMethod + " " + r.tmpl.shape()
		if prev, ok := seen[key]; ok {
			return fmt.Errorf("%w: %s: %s collides with %s: %s", ErrRule, r.method.FullName(), r, prev.method.FullName(), prev)
		}
		seen[key] = r
	}
	return nil
}

// allowed lists the methods of routes, sorted, HEAD beside GET.
func allowed(routes []*route) []string {
	set := map[string]bool{}
	for _, r := range routes {
		set[r.httpMethod] = true
		if r.httpMethod == http.MethodGet {
			set[http.MethodHead] = true
		}
	}
	out := make([]string, 0, len(set))
	for m := range set {
		out = append(out, m)
	}
	sort.Strings(out)
	return out
}
