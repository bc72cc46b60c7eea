package schema

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/internal/userschema"
	"github.com/polywire/polywire/rest"
	"github.com/polywire/polywire/transcode"
)

// rules are a schema's google.api.http bindings, used from the client's
// side: which method a REST request calls, and the request message that
// method receives. They are polywire's transcoder (package transcode) with
// an Invoker that keeps the request instead of running the method, so a
// path, its query and its body bind exactly as polywire serve binds them —
// and as any server that follows google/api/http.proto does.
type rules struct {
	sch *userschema.Schema
	h   *transcode.Handler
	// got is what the last request through h called.
	got struct {
		method protoreflect.MethodDescriptor
		req    proto.Message
	}
}

// errKept is what the keeping Invoker answers: the request was bound.
var errKept = errors.New("kept")

func newRules(sch *userschema.Schema) (*rules, error) {
	r := &rules{sch: sch}
	// The Invoker's errKept is not an error to log: the exchange is quiet.
	x, err := rest.New(rest.WithLogger(slog.New(slog.DiscardHandler)))
	if err != nil {
		return nil, err
	}
	h, err := transcode.New(sch.Services(), func(_ context.Context, md protoreflect.MethodDescriptor, req proto.Message) (proto.Message, error) {
		r.got.method, r.got.req = md, req
		return nil, errKept
	}, transcode.WithTypes(sch.Types), transcode.WithExchange(x))
	if err != nil {
		return nil, &userschema.Error{Msg: fmt.Sprintf("google.api.http: %v", strings.TrimPrefix(err.Error(), transcode.ErrRule.Error()+": ")),
			Try: "fix that rule in the .proto (see google/api/http.proto), or call the method by name: -protocol grpc -rpc package.Service/Method"}
	}
	r.h = h
	return r, nil
}

// binding is the rule a REST request matched: the method it calls and
// what its body and its answer are.
type binding struct {
	route transcode.Route
	// body is the message the request's body is (nil: the rule takes
	// none): the method's input for body "*", else the body field's.
	body protoreflect.MessageDescriptor
	// response is what the REST answer is: the method's output, or its
	// response_body field's message.
	response protoreflect.MessageDescriptor
}

func (b *binding) procedure() string {
	return "/" + string(b.route.Method.Parent().FullName()) + "/" + string(b.route.Method.Name())
}

// String is "GET /v1/{name=shelves/*/books/*} (acme.library.v1.LibraryService/GetBook)".
func (b *binding) String() string {
	return fmt.Sprintf("%s %s (%s)", b.route.HTTPMethod, b.route.Path, strings.TrimPrefix(b.procedure(), "/"))
}

// match finds the binding that serves method and path (its query
// included), the one polywire serve would route the request to. ok is
// false when no rule's template matches; a template that matches with
// another HTTP method is an error naming the allowed ones.
func (r *rules) match(method, path string) (b *binding, ok bool, err error) {
	if _, _, err := r.serve(method, path, nil); err != nil {
		var nr *noRoute
		if errors.As(err, &nr) && nr.status == http.StatusNotFound {
			return nil, false, nil
		}
		return nil, false, err
	}
	md := r.got.method
	// The transcoder says which method, not which of its bindings: the
	// first of that method's bindings for this HTTP method whose template
	// takes the path is the one (two bindings of one method rarely both
	// match; when they do they differ at most in their body).
	for i, rt := range r.h.Routes() {
		if rt.Method != md || rt.HTTPMethod != method {
			continue
		}
		r.got.method = nil
		req, err := newRequest(method, path, nil)
		if err != nil {
			return nil, false, err
		}
		r.h.RouteHandler(i).ServeHTTP(httptest.NewRecorder(), req)
		if r.got.method == nil {
			continue
		}
		b := &binding{route: rt, response: md.Output()}
		switch rt.Body {
		case "":
		case "*":
			b.body = md.Input()
		default:
			b.body = md.Input().Fields().ByName(protoreflect.Name(rt.Body)).Message()
		}
		if rt.ResponseBody != "" {
			b.response = md.Output().Fields().ByName(protoreflect.Name(rt.ResponseBody)).Message()
		}
		return b, true, nil
	}
	return nil, false, fmt.Errorf("%s %s: the transcoder called %s but none of its bindings takes the path", method, path, md.FullName())
}

// bind is the request message the method of the rule method and path
// match receives, body (nil for none) bound into it as the rule says.
func (r *rules) bind(method, path string, body proto.Message) (proto.Message, error) {
	if _, _, err := r.serve(method, path, body); err != nil {
		return nil, err
	}
	return r.got.req, nil
}

// noRoute is the transcoder's answer to a request it did not call a method
// for: its status and its error body.
type noRoute struct {
	status int
	msg    string
}

func (e *noRoute) Error() string {
	var body struct{ Message string }
	if json.Unmarshal([]byte(e.msg), &body) == nil && body.Message != "" {
		return fmt.Sprintf("%s (%d)", body.Message, e.status)
	}
	return fmt.Sprintf("%d %s", e.status, e.msg)
}

// serve sends a request through the transcoder; an error is its answer
// when it did not call a method.
func (r *rules) serve(method, path string, body proto.Message) (protoreflect.MethodDescriptor, proto.Message, error) {
	req, err := newRequest(method, path, body)
	if err != nil {
		return nil, nil, err
	}
	r.got.method, r.got.req = nil, nil
	w := httptest.NewRecorder()
	r.h.ServeHTTP(w, req)
	if r.got.method == nil {
		msg, _ := io.ReadAll(w.Result().Body)
		return nil, nil, &noRoute{status: w.Code, msg: strings.TrimSpace(string(msg))}
	}
	return r.got.method, r.got.req, nil
}

// newRequest is a request of method to path with body in JSON, or an
// empty JSON message when body is nil (a rule with a body refuses none; a
// rule without one reads none).
func newRequest(method, path string, body proto.Message) (*http.Request, error) {
	raw := []byte("{}")
	if body != nil {
		var err error
		if raw, err = protojson.Marshal(body); err != nil {
			return nil, fmt.Errorf("%s %s: body: %w", method, path, err)
		}
	}
	if !strings.HasPrefix(path, "/") {
		return nil, fmt.Errorf("%s %s: a path starts with /", method, path)
	}
	req, err := http.NewRequestWithContext(context.Background(), method, "http://rules.invalid"+path, bytes.NewReader(raw))
	if err != nil {
		return nil, fmt.Errorf("%s %s: %w", method, path, err)
	}
	req.Header.Set("Content-Type", "application/json")
	return req, nil
}

// list is the bindings, one a line, for an error's Try.
func (r *rules) list() string {
	routes := r.h.Routes()
	if len(routes) == 0 {
		return "the schema has no google.api.http rule"
	}
	out := make([]string, len(routes))
	for i, rt := range routes {
		out[i] = (&binding{route: rt}).String()
	}
	return "the schema's rules: " + strings.Join(out, "; ")
}
