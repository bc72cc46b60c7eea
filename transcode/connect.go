package transcode

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"strings"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/apierror"
)

// Unary adapts one method of a connect-go handler implementation (the
// generated XxxServiceHandler interface's method value, such as
// impl.GetBook) to a MethodFunc. The connect.Request carries the HTTP
// request's headers and peer address; the response's headers and trailers
// become the HTTP response's headers. Req and Res are the generated message
// types (the pointer's element type), so Unary(impl.GetBook) infers them.
func Unary[Req, Res any](fn func(context.Context, *connect.Request[Req]) (*connect.Response[Res], error)) MethodFunc {
	return func(ctx context.Context, req proto.Message) (proto.Message, error) {
		typed, ok := any(req).(*Req)
		if !ok {
			// A request of another Go type (dynamic, say): carry it over.
			typed = new(Req)
			m, ok := any(typed).(proto.Message)
			if !ok {
				return nil, apierror.Internal(fmt.Errorf("transcode: %T is not a proto message", typed))
			}
			b, err := proto.Marshal(req)
			if err != nil {
				return nil, apierror.Internal(err)
			}
			if err := proto.Unmarshal(b, m); err != nil {
				return nil, apierror.Internal(err)
			}
		}
		creq := connect.NewRequest(typed)
		c, _ := ctx.Value(callKey{}).(*call)
		if c != nil {
			maps.Copy(creq.Header(), c.r.Header)
		}
		cres, err := fn(ctx, creq)
		if err != nil {
			return nil, err
		}
		if cres == nil || cres.Msg == nil {
			return nil, apierror.Internal(errors.New("transcode: handler returned no message"))
		}
		if c != nil && c.res != nil {
			for _, h := range []http.Header{cres.Header(), cres.Trailer()} {
				if len(h) == 0 {
					continue // most answers set none: skip the iteration
				}
				for k, v := range h {
					c.res.Header[k] = append(c.res.Header[k], v...)
				}
			}
		}
		out, ok := any(cres.Msg).(proto.Message)
		if !ok {
			return nil, apierror.Internal(fmt.Errorf("transcode: %T is not a proto message", cres.Msg))
		}
		return out, nil
	}
}

// A MethodFunc serves one method in process (see Unary and Methods).
type MethodFunc func(ctx context.Context, req proto.Message) (proto.Message, error)

// Methods is an Invoker dispatching by method: keys are connect-go's
// procedure names, as its generated constants spell them
// ("/pkg.Service/Method", e.g. bookv1connect.LibraryGetBookProcedure). A
// method with no entry answers 501 (unimplemented).
func Methods(fns map[string]MethodFunc) Invoker {
	byName := make(map[protoreflect.FullName]MethodFunc, len(fns))
	for proc, fn := range fns {
		name := strings.Replace(strings.TrimPrefix(proc, "/"), "/", ".", 1)
		byName[protoreflect.FullName(name)] = fn
	}
	return func(ctx context.Context, md protoreflect.MethodDescriptor, req proto.Message) (proto.Message, error) {
		fn, ok := byName[md.FullName()]
		if !ok {
			return nil, apierror.New(apierror.CodeUnimplemented, "%s is not implemented", md.FullName())
		}
		return fn(ctx, req)
	}
}
