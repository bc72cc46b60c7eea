package connectcodec

import (
	"context"
	"errors"
	"time"

	"connectrpc.com/connect"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/protobuf/types/known/durationpb"

	"github.com/polywire/polywire/apierror"
	errorv1 "github.com/polywire/polywire/gen/polywire/error/v1"
)

// Error turns any error into the connect error an RPC answers, through
// polywire's error model (apierror.From), as REST turns it into a status
// and an error body: the code becomes its gRPC code, violations a
// google.rpc.BadRequest detail, RetryAfter a google.rpc.RetryInfo detail,
// and polywire's Error rides along as a last detail for clients that want
// the stable string code. An error that is not the model's is an internal
// error whose cause is not sent.
func Error(err error) *connect.Error {
	e := apierror.From(err)
	ce := connect.NewError(connect.Code(e.Code.GRPC()), errors.New(e.Message))
	if len(e.Violations) > 0 {
		br := &errdetails.BadRequest{}
		for _, v := range e.Violations {
			br.FieldViolations = append(br.FieldViolations, &errdetails.BadRequest_FieldViolation{Field: v.Field, Description: v.Description})
		}
		if d, derr := connect.NewErrorDetail(br); derr == nil {
			ce.AddDetail(d)
		}
	}
	if e.RetryAfter > 0 {
		if d, derr := connect.NewErrorDetail(&errdetails.RetryInfo{RetryDelay: durationpb.New(e.RetryAfter)}); derr == nil {
			ce.AddDetail(d)
		}
	}
	if d, derr := connect.NewErrorDetail(e.Proto()); derr == nil {
		ce.AddDetail(d)
	}
	return ce
}

// WithErrors makes a handler answer the errors its methods return through
// Error: an *apierror.Error keeps its code, message and violations on
// every protocol (gRPC, gRPC-Web, Connect) instead of arriving as
// "unknown", and any other error that is not already a *connect.Error is
// an internal error whose cause is not sent. A *connect.Error a method
// returns on purpose passes as it is.
func WithErrors() connect.HandlerOption {
	return connect.WithInterceptors(errorInterceptor{})
}

// errorInterceptor converts what unary and streaming handlers return.
type errorInterceptor struct{}

func toConnect(err error) error {
	if err == nil {
		return nil
	}
	var ce *connect.Error
	if errors.As(err, &ce) {
		return err
	}
	return Error(err)
}

func (errorInterceptor) WrapUnary(next connect.UnaryFunc) connect.UnaryFunc {
	return func(ctx context.Context, req connect.AnyRequest) (connect.AnyResponse, error) {
		res, err := next(ctx, req)
		return res, toConnect(err)
	}
}

func (errorInterceptor) WrapStreamingClient(next connect.StreamingClientFunc) connect.StreamingClientFunc {
	return next
}

func (errorInterceptor) WrapStreamingHandler(next connect.StreamingHandlerFunc) connect.StreamingHandlerFunc {
	return func(ctx context.Context, conn connect.StreamingHandlerConn) error {
		return toConnect(next(ctx, conn))
	}
}

// FromError is Error's inverse, for clients: the error model of an error
// an RPC answered. polywire's own Error detail, when the server sent one,
// gives the exact code (validation_failed, not just invalid_argument);
// otherwise the gRPC code is mapped back (apierror.FromGRPC) and a
// google.rpc.BadRequest detail gives the violations; a google.rpc.RetryInfo
// detail gives RetryAfter. An error that is not
// a *connect.Error (a transport failure) is apierror.From's internal error.
func FromError(err error) *apierror.Error {
	var ce *connect.Error
	if !errors.As(err, &ce) {
		return apierror.From(err)
	}
	var violations []apierror.Violation
	var own *apierror.Error
	var retry time.Duration
	for _, d := range ce.Details() {
		v, derr := d.Value()
		if derr != nil {
			continue
		}
		switch v := v.(type) {
		case *errorv1.Error:
			own = apierror.FromProto(v)
		case *errdetails.BadRequest:
			for _, f := range v.GetFieldViolations() {
				violations = append(violations, apierror.Violation{Field: f.GetField(), Description: f.GetDescription()})
			}
		case *errdetails.RetryInfo:
			retry = v.GetRetryDelay().AsDuration()
		}
	}
	if own == nil {
		own = &apierror.Error{Code: apierror.FromGRPC(apierror.GRPCCode(ce.Code())), Message: ce.Message(), Violations: violations}
	}
	if retry > 0 {
		own.RetryAfter = retry
	}
	return own
}
