package connectcodec_test

import (
	"errors"
	"slices"
	"testing"
	"time"

	"connectrpc.com/connect"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/protobuf/types/known/durationpb"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/connectcodec"
	errorv1 "github.com/polywire/polywire/gen/polywire/error/v1"
)

func TestError(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name        string
		err         error
		wantCode    connect.Code
		wantMessage string
		wantFields  []string
		wantRetry   time.Duration
	}{
		{"not_found", apierror.New(apierror.CodeNotFound, "get account: no account with id 3"), connect.CodeNotFound, "get account: no account with id 3", nil, 0},
		{"violations", apierror.New(apierror.CodeInvalidArgument, "check paging").WithViolations(
			apierror.Violation{Field: "limit", Description: "must not be negative"}, apierror.Violation{Field: "offset", Description: "must not be negative"}),
			connect.CodeInvalidArgument, "check paging", []string{"limit", "offset"}, 0},
		{"retry_after", &apierror.Error{Code: apierror.CodeUnavailable, Message: "save: the store's write queue is full, retry later", RetryAfter: time.Second},
			connect.CodeUnavailable, "save: the store's write queue is full, retry later", nil, time.Second},
		{"not_the_model", errors.New("disk on fire"), connect.CodeInternal, "", nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			ce := connectcodec.Error(tt.err)
			if ce.Code() != tt.wantCode {
				t.Fatalf("code %v, want %v", ce.Code(), tt.wantCode)
			}
			if tt.wantMessage != "" && ce.Message() != tt.wantMessage {
				t.Errorf("message %q, want %q", ce.Message(), tt.wantMessage)
			}
			var fields []string
			var retry time.Duration
			var model *errorv1.Error
			for _, d := range ce.Details() {
				v, err := d.Value()
				if err != nil {
					t.Fatal(err)
				}
				switch v := v.(type) {
				case *errdetails.BadRequest:
					for _, f := range v.GetFieldViolations() {
						fields = append(fields, f.GetField())
					}
				case *errdetails.RetryInfo:
					retry = v.GetRetryDelay().AsDuration()
				case *errorv1.Error:
					model = v
				}
			}
			if len(fields) != len(tt.wantFields) || (len(fields) > 0 && (fields[0] != tt.wantFields[0] || fields[1] != tt.wantFields[1])) {
				t.Errorf("BadRequest fields %v, want %v", fields, tt.wantFields)
			}
			if retry != tt.wantRetry {
				t.Errorf("RetryInfo %v, want %v", retry, tt.wantRetry)
			}
			if model == nil || model.GetCode() != apierror.From(tt.err).Code.String() {
				t.Errorf("polywire's Error detail %v, want code %s", model, apierror.From(tt.err).Code)
			}
			if tt.wantCode == connect.CodeInternal && ce.Message() == "disk on fire" {
				t.Error("an internal error's cause was sent")
			}
		})
	}
}

// TestFromErrorRoundTrip: Error then FromError gives back the code, the
// message, the violations and RetryAfter (a 503's Retry-After), whether or
// not polywire's own Error detail rides along.
func TestFromErrorRoundTrip(t *testing.T) {
	t.Parallel()
	full := func(e *apierror.Error) error { return connectcodec.Error(e) }
	// A server that is not polywire's sends the standard details only.
	standard := func(e *apierror.Error) error {
		ce := connect.NewError(connect.Code(e.Code.GRPC()), errors.New(e.Message))
		if e.RetryAfter > 0 {
			d, err := connect.NewErrorDetail(&errdetails.RetryInfo{RetryDelay: durationpb.New(e.RetryAfter)})
			if err != nil {
				t.Fatal(err)
			}
			ce.AddDetail(d)
		}
		return ce
	}
	tests := []struct {
		name string
		in   *apierror.Error
		wire func(*apierror.Error) error
	}{
		{"retry_after", &apierror.Error{Code: apierror.CodeUnavailable, Message: "save: the write queue is full", RetryAfter: 2 * time.Second}, full},
		{"retry_after_standard_details", &apierror.Error{Code: apierror.CodeUnavailable, Message: "upstream down", RetryAfter: 3 * time.Second}, standard},
		{"violations", apierror.New(apierror.CodeValidationFailed, "check document").WithViolations(apierror.Violation{Field: "title", Description: "must not be empty"}), full},
		{"no_retry", apierror.New(apierror.CodeNotFound, "no account with id 3"), full},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got := connectcodec.FromError(tt.wire(tt.in))
			if got.Code != tt.in.Code || got.Message != tt.in.Message || got.RetryAfter != tt.in.RetryAfter || !slices.Equal(got.Violations, tt.in.Violations) {
				t.Errorf("FromError = %s %q, RetryAfter %v, violations %v; want %s %q, RetryAfter %v, violations %v",
					got.Code, got.Message, got.RetryAfter, got.Violations, tt.in.Code, tt.in.Message, tt.in.RetryAfter, tt.in.Violations)
			}
		})
	}
}
