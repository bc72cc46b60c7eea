package mockapi

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/internal/server"
	"github.com/polywire/polywire/internal/userschema"
	"github.com/polywire/polywire/transcode"
)

// The annotated face: every unary method of the schema's services with a
// google.api.http rule is served on its rule's paths through package
// transcode (one transcoder for all of them), calling the same operation
// as its gRPC face. The server's router (net/http patterns) sends the
// requests of each rule's path to the transcoder, which matches the rule's
// template exactly; see muxPattern.

// binding is one HTTP binding of a google.api.http rule (the rule's own or
// one of its additional_bindings).
type binding struct {
	route   transcode.Route
	pattern string // muxPattern of the template
}

func (b binding) String() string { return b.route.HTTPMethod + " " + b.route.Path }

func (b binding) procedure() string {
	return string(b.route.Method.Parent().FullName()) + "/" + string(b.route.Method.Name())
}

// annotatedGroup is one route of the server's router: the bindings of one
// HTTP method whose patterns overlap, served by the transcoder.
type annotatedGroup struct {
	method, pattern string
	bindings        []binding
}

// annotations resolves the schema's google.api.http bindings against the
// configured REST routes: a route of the same HTTP method and path (its
// variables' names aside) replaces the binding; a route of the same method
// whose path one request could match along with a binding's is an error
// naming both.
func (a *API) annotations(specs []RouteSpec) error {
	svcs := a.schema.Services()
	tc, err := transcode.New(svcs, func(context.Context, protoreflect.MethodDescriptor, proto.Message) (proto.Message, error) {
		return nil, nil
	}, transcode.WithTypes(a.schema.Types))
	if err != nil {
		return &userschema.Error{Msg: fmt.Sprintf("google.api.http: %v", strings.TrimPrefix(err.Error(), transcode.ErrRule.Error()+": ")),
			Try: "fix that rule in the .proto (see google/api/http.proto), or remove it and give the method a route: -route 'POST /PATH=rpc:package.Service/Method'"}
	}
	for _, r := range tc.Routes() {
		b := binding{route: r}
		if b.pattern, err = muxPattern(r.Path); err != nil {
			return &userschema.Error{Msg: fmt.Sprintf("google.api.http of %s: %s: %v", b.procedure(), b, err), Try: "fix that rule in the .proto (see google/api/http.proto)"}
		}
		replaced := false
		for _, spec := range specs {
			if spec.Method == MethodRPC || spec.Method != r.HTTPMethod {
				continue
			}
			if samePattern(spec.Path, b.pattern) {
				replaced = true
				a.replaced = append(a.replaced, fmt.Sprintf("%s: the google.api.http binding of %s, replaced by the route %s", b, b.procedure(), spec.String()))
				break
			}
			if server.PathsOverlap(spec.Path, b.pattern) {
				return routeError(spec, &userschema.Error{
					Msg: fmt.Sprintf("%s %s overlaps %s, the google.api.http binding of %s (a request could match both)", spec.Method, spec.Path, b, b.procedure()),
					Try: fmt.Sprintf("give the binding's own path to replace it (%s %s), or a path none of its requests match", r.HTTPMethod, b.pattern)})
			}
		}
		if replaced {
			continue
		}
		// The router needs one spelling of a path: a configured route's,
		// when one has the same path under another method.
		for _, spec := range specs {
			if spec.Method != MethodRPC && samePattern(spec.Path, b.pattern) {
				b.pattern = spec.Path
				break
			}
		}
		a.bindings = append(a.bindings, b)
	}
	a.groups = groupBindings(a.bindings)
	if len(a.bindings) > 0 {
		a.annotatedServices = svcs
	}
	return nil
}

// groupBindings gathers the bindings into router routes: per HTTP method,
// bindings whose patterns one request could match share one route, whose
// pattern covers all of theirs (the transcoder then picks the most
// specific template, as google.api.http says).
func groupBindings(bs []binding) []*annotatedGroup {
	var groups []*annotatedGroup
	for _, b := range bs {
		g := &annotatedGroup{method: b.route.HTTPMethod, pattern: b.pattern, bindings: []binding{b}}
		for merged := true; merged; {
			merged = false
			for i, o := range groups {
				if o.method == g.method && server.PathsOverlap(o.pattern, g.pattern) {
					if !samePattern(o.pattern, g.pattern) {
						g.pattern = coverPattern(o.pattern, g.pattern)
					} else {
						g.pattern = o.pattern
					}
					g.bindings = append(o.bindings, g.bindings...)
					groups = slices.Delete(groups, i, i+1)
					merged = true
					break
				}
			}
		}
		groups = append(groups, g)
	}
	return groups
}

// name is the group's route name (the 404's list, the metrics' route
// label, the access log): its templates.
func (g *annotatedGroup) name() string {
	names := make([]string, len(g.bindings))
	for i, b := range g.bindings {
		names[i] = b.String()
	}
	return strings.Join(names, " | ")
}

// mountAnnotated builds the transcoder over the server's exchange and
// one router route per group.
func (a *API) mountAnnotated(env server.APIEnv) ([]server.APIRoute, error) {
	if len(a.groups) == 0 {
		return nil, nil
	}
	fns := map[string]transcode.MethodFunc{}
	for _, b := range a.bindings {
		md := b.route.Method
		if _, ok := fns["/"+b.procedure()]; ok {
			continue
		}
		op := a.operation(md, env)
		out := md.Output()
		fns["/"+b.procedure()] = transcode.Unary(func(ctx context.Context, req *connect.Request[dynamicpb.Message]) (*connect.Response[dynamicpb.Message], error) {
			m, err := op(ctx, req)
			if err != nil {
				return nil, err
			}
			dm, ok := m.(*dynamicpb.Message)
			if !ok {
				dm = dynamicpb.NewMessage(out)
				proto.Merge(dm, m)
			}
			return connect.NewResponse(dm), nil
		})
	}
	tc, err := transcode.New(a.annotatedServices, transcode.Methods(fns), transcode.WithExchange(env.Exchange), transcode.WithTypes(a.schema.Types),
		// As the rpc: routes: a body without Accept is answered in its format.
		transcode.ReplyInBodyFormat())
	if err != nil {
		return nil, fmt.Errorf("google.api.http: %w", err)
	}
	routes := make([]server.APIRoute, 0, len(a.groups))
	for _, g := range a.groups {
		routes = append(routes, server.APIRoute{Method: g.method, Path: g.pattern, Name: g.name(), Handler: tc})
	}
	return routes, nil
}

// describeAnnotated says what each binding serves, for the log.
func (a *API) describeAnnotated() []string {
	var out []string
	for _, b := range a.bindings {
		out = append(out, fmt.Sprintf("%s: google.api.http of %s (200 with its %s)", b, b.procedure(), b.route.Method.Output().FullName()))
	}
	return append(out, a.replaced...)
}

// muxPattern is a net/http pattern's path matching every path a
// google.api.http template matches (and maybe more; the transcoder
// matches the template itself): each * and one-segment variable a
// wildcard, ** a trailing {name...}, a verb kept on a literal last
// segment and matched within a wildcard one.
//
//	/v1/{name=shelves/*/books/*}:archive  →  /v1/shelves/{p1}/books/{p2}
//	/v1/books:batchGet                    →  /v1/books:batchGet
//	/v1/files/{path=**}                   →  /v1/files/{p1...}
func muxPattern(tmpl string) (string, error) {
	rest, ok := strings.CutPrefix(tmpl, "/")
	if !ok {
		return "", fmt.Errorf("template %q does not start with /", tmpl)
	}
	// The verb: after the last ':' outside braces and after the last '/'.
	verb, depth := "", 0
	for i := len(rest) - 1; i >= 0; i-- {
		c := rest[i]
		switch c {
		case '}':
			depth++
		case '{':
			depth--
		}
		if depth != 0 {
			continue
		}
		if c == '/' {
			break
		}
		if c == ':' {
			verb, rest = rest[i:], rest[:i]
			break
		}
	}
	var segs []string
	depth, start := 0, 0
	for i := 0; i <= len(rest); i++ {
		if i < len(rest) {
			switch rest[i] {
			case '{':
				depth++
				continue
			case '}':
				depth--
				continue
			}
			if rest[i] != '/' || depth != 0 {
				continue
			}
		}
		seg := rest[start:i]
		start = i + 1
		if v, ok := strings.CutPrefix(seg, "{"); ok {
			v = strings.TrimSuffix(v, "}")
			_, sub, ok := strings.Cut(v, "=")
			if !ok {
				sub = "*"
			}
			segs = append(segs, strings.Split(sub, "/")...)
			continue
		}
		segs = append(segs, seg)
	}
	n := 0
	out := make([]string, len(segs))
	for i, s := range segs {
		switch {
		case s == "*":
			n++
			out[i] = "{p" + strconv.Itoa(n) + "}"
		case s == "**":
			n++
			out[i] = "{p" + strconv.Itoa(n) + "...}"
		case strings.ContainsAny(s, "{}"):
			return "", fmt.Errorf("template %q: segment %q", tmpl, s)
		default:
			out[i] = s
		}
	}
	if verb != "" && len(out) > 0 && !isWildcard(out[len(out)-1]) {
		out[len(out)-1] += verb
	}
	return "/" + strings.Join(out, "/"), nil
}

// coverPattern is a pattern matching every path a or b matches (they
// overlap): segment by segment, their common literal or a wildcard, and
// a trailing {rest...} from where either has one.
func coverPattern(a, b string) string {
	as, bs := strings.Split(strings.Trim(a, "/"), "/"), strings.Split(strings.Trim(b, "/"), "/")
	var out []string
	n := 0
	for i := 0; i < len(as) && i < len(bs); i++ {
		n++
		if isRest(as[i]) || isRest(bs[i]) {
			out = append(out, "{p"+strconv.Itoa(n)+"...}")
			break
		}
		if as[i] == bs[i] && !isWildcard(as[i]) {
			n--
			out = append(out, as[i])
			continue
		}
		out = append(out, "{p"+strconv.Itoa(n)+"}")
	}
	return "/" + strings.Join(out, "/")
}

// samePattern reports whether two patterns match the same paths: equal
// but for their wildcards' names.
func samePattern(a, b string) bool {
	as, bs := strings.Split(strings.Trim(a, "/"), "/"), strings.Split(strings.Trim(b, "/"), "/")
	if len(as) != len(bs) {
		return false
	}
	for i := range as {
		x, y := as[i], bs[i]
		if isWildcard(x) != isWildcard(y) || isRest(x) != isRest(y) || (!isWildcard(x) && x != y) {
			return false
		}
	}
	return true
}

func isWildcard(seg string) bool { return strings.HasPrefix(seg, "{") && strings.HasSuffix(seg, "}") }
func isRest(seg string) bool     { return isWildcard(seg) && strings.HasSuffix(seg, "...}") }

// annotated reports whether a method of the schema's services has a
// google.api.http rule (then the schema alone is an API to serve).
func annotated(sch *userschema.Schema) bool {
	for _, sd := range sch.Services() {
		for i := range sd.Methods().Len() {
			if transcode.HTTPRule(sd.Methods().Get(i)) != nil {
				return true
			}
		}
	}
	return false
}
