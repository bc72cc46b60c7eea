package connectcodec

import (
	"errors"

	"connectrpc.com/connect"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/protobuf/types/known/durationpb"

	"github.com/polywire/polywire/apierror"
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
