package mockapi

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"mime"
	"net/http"
	"slices"
	"strings"
	"sync/atomic"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/connectcodec"
	"github.com/polywire/polywire/internal/fakemsg"
	"github.com/polywire/polywire/internal/server"
	"github.com/polywire/polywire/rest"
)

// The RPC face: the schema's services, each unary method answered by the
// route that serves its messages (see the package doc), on connect-go
// with dynamic messages — connect.WithSchema and a request initializer
// that makes each request a dynamicpb message of the method's input — and
// the server's codecs, so gRPC, gRPC-Web and Connect carry every format
// the REST routes do.

// operation answers one unary call.
type operation func(ctx context.Context, req *connect.Request[dynamicpb.Message]) (proto.Message, error)

// services builds a handler per service of the schema's root files.
func (a *API) services(env server.APIEnv) (map[string]http.Handler, []string, error) {
	handlers := map[string]http.Handler{}
	var names []string
	for _, f := range a.schema.Roots {
		svcs := f.Services()
		for i := range svcs.Len() {
			sd := svcs.Get(i)
			prefix := "/" + string(sd.FullName()) + "/"
			if _, dup := handlers[prefix]; dup {
				continue
			}
			mux := http.NewServeMux()
			methods := sd.Methods()
			for j := range methods.Len() {
				md := methods.Get(j)
				path := prefix + string(md.Name())
				mux.Handle(path, a.method(md, path, env))
			}
			handlers[prefix] = mux
			names = append(names, string(sd.FullName()))
		}
	}
	return handlers, names, nil
}

// method is one method's connect handler.
func (a *API) method(md protoreflect.MethodDescriptor, path string, env server.APIEnv) http.Handler {
	input := md.Input()
	opts := append(slices.Clone(env.RPCOptions),
		connect.WithSchema(md),
		connect.WithRequestInitializer(func(_ connect.Spec, msg any) error {
			m, ok := msg.(*dynamicpb.Message)
			if !ok {
				return fmt.Errorf("request of %s: want a dynamic message, got %T", md.FullName(), msg)
			}
			*m = *dynamicpb.NewMessage(input)
			return nil
		}))
	if md.IsStreamingClient() || md.IsStreamingServer() {
		unimplemented := connect.NewError(connect.CodeUnimplemented,
			fmt.Errorf("%s is a streaming method; the mock server answers unary methods only", md.FullName()))
		switch {
		case md.IsStreamingClient() && md.IsStreamingServer():
			return connect.NewBidiStreamHandler(path, func(context.Context, *connect.BidiStream[dynamicpb.Message, dynamicpb.Message]) error {
				return unimplemented
			}, opts...)
		case md.IsStreamingClient():
			return connect.NewClientStreamHandler(path, func(context.Context, *connect.ClientStream[dynamicpb.Message]) (*connect.Response[dynamicpb.Message], error) {
				return nil, unimplemented
			}, opts...)
		default:
			return connect.NewServerStreamHandler(path, func(context.Context, *connect.Request[dynamicpb.Message], *connect.ServerStream[dynamicpb.Message]) error {
				return unimplemented
			}, opts...)
		}
	}
	op := a.operation(md, env)
	return connect.NewUnaryHandler(path, func(ctx context.Context, req *connect.Request[dynamicpb.Message]) (*connect.Response[dynamicpb.Message], error) {
		m, err := op(ctx, req)
		if err != nil {
			var ce *connect.Error
			if errors.As(err, &ce) {
				return nil, ce
			}
			return nil, connectcodec.Error(err)
		}
		dm, ok := m.(*dynamicpb.Message)
		if !ok { // every message the API holds is dynamic; a copy otherwise
			dm = dynamicpb.NewMessage(md.Output())
			proto.Merge(dm, m)
		}
		return connect.NewResponse(dm), nil
	}, opts...)
}

// operation picks what answers md: its RPC spec's answer when one is
// given; else storing (input is a POST route's message, output the same),
// a lookup (output is an item route's message, input has a field named as
// its {name}) or a page (output is a list route's list); else the request
// echoed when input and output are one type, else an empty response (what
// a collector, say, answers when all is well).
func (a *API) operation(md protoreflect.MethodDescriptor, env server.APIEnv) operation {
	op := a.answering(md, env)
	out := md.Output()
	// Idempotency-Key: a retry gets the stored answer; an answer that
	// stored nothing is kept after the call (server.Answered).
	return func(ctx context.Context, req *connect.Request[dynamicpb.Message]) (proto.Message, error) {
		prev := dynamicpb.NewMessage(out)
		if replay, err := server.Begin(ctx, req.Msg, prev); err != nil || replay {
			return prev, err
		}
		resp, err := op(ctx, req)
		if err != nil {
			return nil, err
		}
		return resp, server.Answered(ctx, resp)
	}
}

// answering is what method md answers (operation, without the key).
func (a *API) answering(md protoreflect.MethodDescriptor, env server.APIEnv) operation {
	if ans, ok := a.answers[md.FullName()]; ok {
		return ans.operation()
	}
	if op := a.routeOperation(md, env); op != nil {
		return op
	}
	mode := AnswerEmpty
	if md.Input().FullName() == md.Output().FullName() {
		mode = AnswerEcho
	}
	return (&methodAnswer{method: md, mode: mode}).operation()
}

// methodAnswer is what a method answers by its RPC spec (or by default).
type methodAnswer struct {
	method protoreflect.MethodDescriptor
	mode   string    // AnswerEcho, AnswerGenerate, AnswerEmpty or answerData
	data   *dataFile // answerData: the answers, in turn
	calls  atomic.Uint64
}

// answerData is an answer from a data file.
const answerData = "data"

func (ans *methodAnswer) operation() operation {
	out := ans.method.Output()
	return func(_ context.Context, req *connect.Request[dynamicpb.Message]) (proto.Message, error) {
		switch ans.mode {
		case AnswerEcho:
			return req.Msg, nil
		case AnswerGenerate:
			n := ans.calls.Add(1) - 1
			return fakemsg.New(fakemsg.DefaultOptions(n)).Message(out), nil
		case answerData:
			n := ans.calls.Add(1) - 1
			return ans.data.items[n%uint64(len(ans.data.items))], nil
		default:
			return dynamicpb.NewMessage(out), nil
		}
	}
}

// describe says what ans answers, for the log.
func (ans *methodAnswer) describe() string {
	what := string(ans.method.Parent().FullName()) + "/" + string(ans.method.Name())
	switch ans.mode {
	case AnswerEcho:
		return what + ": answers the request"
	case AnswerGenerate:
		return fmt.Sprintf("%s: answers a generated %s", what, ans.method.Output().FullName())
	case answerData:
		return fmt.Sprintf("%s: answers the %d %s of %s in turn", what, len(ans.data.items), ans.method.Output().FullName(), ans.data.path)
	}
	return fmt.Sprintf("%s: answers an empty %s", what, ans.method.Output().FullName())
}

// describeMethod says what md answers when an RPC spec says so or no
// route serves it ("" for a method a route serves, or a streaming one).
func (a *API) describeMethod(md protoreflect.MethodDescriptor) string {
	if ans, ok := a.answers[md.FullName()]; ok {
		return "RPC " + ans.describe()
	}
	if md.IsStreamingClient() || md.IsStreamingServer() || a.routeOperation(md, server.APIEnv{}) != nil {
		return ""
	}
	mode := AnswerEmpty
	if md.Input().FullName() == md.Output().FullName() {
		mode = AnswerEcho
	}
	return "RPC " + (&methodAnswer{method: md, mode: mode}).describe() + " (by default; " + unservedHint(md) + ")"
}

// routeOperation is the route that serves md's messages (see operation),
// or nil.
func (a *API) routeOperation(md protoreflect.MethodDescriptor, env server.APIEnv) operation {
	in, out := md.Input(), md.Output()
	for _, rt := range a.routes {
		if rt.kind == kindPost && rt.elem.FullName() == in.FullName() && in.FullName() == out.FullName() {
			return func(ctx context.Context, req *connect.Request[dynamicpb.Message]) (proto.Message, error) {
				if env.Authorize != nil {
					if err := env.Authorize(req.Header()); err != nil {
						return nil, err
					}
				}
				if _, err := a.save(ctx, rt, env.Store, req.Msg); err != nil {
					return nil, err
				}
				return req.Msg, nil
			}
		}
	}
	for _, rt := range a.routes {
		if rt.kind != kindItem || rt.elem.FullName() != out.FullName() {
			continue
		}
		f := fieldNamed(in, rt.spec.param())
		if f == nil || !keyKind(f) {
			continue
		}
		return func(ctx context.Context, req *connect.Request[dynamicpb.Message]) (proto.Message, error) {
			id := keyOf(req.Msg, f)
			m, err := rt.lookupData(id)
			if err != nil || m != nil {
				return m, err
			}
			return a.lookupStored(ctx, rt, env.Store, id)
		}
	}
	for _, rt := range a.routes {
		if rt.kind != kindList || rt.list.FullName() != out.FullName() {
			continue
		}
		limitField, offsetField := intField(in, "limit"), intField(in, "offset")
		return func(_ context.Context, req *connect.Request[dynamicpb.Message]) (proto.Message, error) {
			limit, offset, err := a.paging.Check(intValue(req.Msg, limitField), intValue(req.Msg, offsetField))
			if err != nil {
				return nil, err
			}
			page, _ := rt.page(limit, offset)
			return page, nil
		}
	}
	return nil
}

// unservedHint says which route would serve md.
func unservedHint(md protoreflect.MethodDescriptor) string {
	in, out := md.Input(), md.Output()
	plural := "/" + strings.ToLower(string(out.Name())) + "s"
	key := ""
	fields := in.Fields()
	for i := range fields.Len() {
		fd := fields.Get(i)
		switch fd.Name() {
		case "limit", "offset", "page_size", "page_token":
			continue
		}
		if keyKind(fd) {
			key = string(fd.Name())
			break
		}
	}
	var route string
	switch {
	case in.FullName() == out.FullName():
		route = fmt.Sprintf("POST %s=:%s", plural, out.FullName())
	case key == "" && listField(out) != nil:
		route = fmt.Sprintf("GET %s=DATA.jsonl:%s", plural, out.FullName())
	default:
		if key == "" {
			key = "id"
		}
		route = fmt.Sprintf("GET %s/{%s}=DATA.jsonl:%s", plural, key, out.FullName())
	}
	return fmt.Sprintf("a route serves it: -route '%s'; or -route '%s %s/%s=generate'", route, MethodRPC, md.Parent().FullName(), md.Name())
}

// intField is md's integer field called name, or nil.
func intField(md protoreflect.MessageDescriptor, name string) protoreflect.FieldDescriptor {
	fd := md.Fields().ByName(protoreflect.Name(name))
	if fd == nil || !keyKind(fd) || fd.Kind() == protoreflect.StringKind {
		return nil
	}
	return fd
}

// intValue is m's integer field fd (0 for a nil fd; a uint64 past int64's
// range is the largest int64, which the paging rule refuses).
func intValue(m protoreflect.ProtoMessage, fd protoreflect.FieldDescriptor) int64 {
	if fd == nil {
		return 0
	}
	v := m.ProtoReflect().Get(fd)
	switch fd.Kind() {
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind, protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		return int64(min(v.Uint(), 1<<63-1))
	}
	return v.Int()
}

// callHandler is an rpc: route: the body (any format, any coding; none
// for GET) decoded as the method's input, answered 200 with its output in
// the negotiated format, or the method's error as an error body. A
// request without Accept, or with Accept: */*, is answered in its own
// Content-Type's format, as OTLP/HTTP (and RPC-style clients generally)
// expect.
func (a *API) callHandler(rt *route, env server.APIEnv) http.Handler {
	x := env.Exchange
	op := a.operation(rt.rpc, env)
	h := x.Handler(func(r *http.Request) (proto.Message, error) {
		in := dynamicpb.NewMessage(rt.rpc.Input())
		if r.Method != http.MethodGet {
			if err := x.Decode(r, in); err != nil {
				return nil, err
			}
		}
		req := connect.NewRequest(in)
		maps.Copy(req.Header(), r.Header)
		return op(r.Context(), req)
	}, rest.WithEncodeError(refuseFormat))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if acc := strings.TrimSpace(r.Header.Get("Accept")); acc == "" || acc == "*/*" {
			if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err == nil {
				r = r.WithContext(r.Context()) // a shallow copy, to change its header
				r.Header = r.Header.Clone()
				r.Header.Set("Accept", mt)
			}
		}
		h.ServeHTTP(w, r)
	})
}
