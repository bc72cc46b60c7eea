// Package apierror is polywire's one error model: a closed set of codes, each
// mapped to an HTTP status and a gRPC code in one place, and an Error type
// that carries the code, a message written for the client, and the offending
// fields. Handlers return *Error; the transport layer turns it into a body in
// the negotiated format, so a client never has to parse a 200 for an error.
package apierror

import (
	"errors"
	"fmt"
	"net/http"
	"time"

	errorv1 "github.com/polywire/polywire/gen/polywire/error/v1"
)

// Code is a stable, machine-readable error code. Its string form travels in
// error bodies; it never changes once published.
type Code int

// The closed set of codes. Add to the end; never renumber or rename.
const (
	CodeUnknown Code = iota
	// CodeInvalidArgument: a malformed id, parameter, header or body (400).
	CodeInvalidArgument
	// CodeValidationFailed: a well-formed body whose values break the rules (422).
	CodeValidationFailed
	// CodeNotFound: no such resource or route (404).
	CodeNotFound
	// CodeMethodNotAllowed: the route exists, the method does not (405).
	CodeMethodNotAllowed
	// CodeNotAcceptable: no format the client accepts is offered (406).
	CodeNotAcceptable
	// CodeUnsupportedMediaType: the request body's format or encoding is not understood (415).
	CodeUnsupportedMediaType
	// CodePayloadTooLarge: the body is over the limit, before or after decompression (413).
	CodePayloadTooLarge
	// CodeUnauthenticated: a write endpoint was called without a valid token (401).
	CodeUnauthenticated
	// CodeUnavailable: overloaded, shutting down, or the store is down (503).
	CodeUnavailable
	// CodeDeadlineExceeded: the request ran out of time (504).
	CodeDeadlineExceeded
	// CodeInternal: a bug; the message says no more than that (500).
	CodeInternal
	// CodePermissionDenied: the caller is known but may not do this (403).
	CodePermissionDenied
	// CodeAlreadyExists: what a create names exists already (409).
	CodeAlreadyExists
	// CodeAborted: a concurrent change got there first; retry the whole
	// read-modify-write (409).
	CodeAborted
	// CodePreconditionFailed: a condition of the request (If-Match, a
	// version) does not hold (412).
	CodePreconditionFailed
	// CodeResourceExhausted: a quota or rate limit is used up (429).
	CodeResourceExhausted
	// CodeCanceled: the client went away before the answer (499).
	CodeCanceled
	// CodeUnimplemented: the operation exists in the schema but not here (501).
	CodeUnimplemented
	// CodeOutOfRange: a value past the end of what exists (400), such as an
	// offset past the last page.
	CodeOutOfRange
)

var codeNames = [...]string{
	CodeUnknown:              "unknown",
	CodeInvalidArgument:      "invalid_argument",
	CodeValidationFailed:     "validation_failed",
	CodeNotFound:             "not_found",
	CodeMethodNotAllowed:     "method_not_allowed",
	CodeNotAcceptable:        "not_acceptable",
	CodeUnsupportedMediaType: "unsupported_media_type",
	CodePayloadTooLarge:      "payload_too_large",
	CodeUnauthenticated:      "unauthenticated",
	CodeUnavailable:          "unavailable",
	CodeDeadlineExceeded:     "deadline_exceeded",
	CodeInternal:             "internal",
	CodePermissionDenied:     "permission_denied",
	CodeAlreadyExists:        "already_exists",
	CodeAborted:              "aborted",
	CodePreconditionFailed:   "precondition_failed",
	CodeResourceExhausted:    "resource_exhausted",
	CodeCanceled:             "canceled",
	CodeUnimplemented:        "unimplemented",
	CodeOutOfRange:           "out_of_range",
}

// String is the code's wire name, e.g. "not_found".
func (c Code) String() string {
	if c < 0 || int(c) >= len(codeNames) {
		return codeNames[CodeUnknown]
	}
	return codeNames[c]
}

// ParseCode is the inverse of String; unknown names give CodeUnknown.
func ParseCode(s string) Code {
	for i, n := range codeNames {
		if n == s {
			return Code(i)
		}
	}
	return CodeUnknown
}

// GRPCCode is the numeric gRPC status code (google.golang.org/grpc/codes
// values, kept numeric here so this package needs no gRPC dependency).
type GRPCCode uint32

// The gRPC codes (google.rpc.Code).
const (
	GRPCCanceled           GRPCCode = 1
	GRPCUnknown            GRPCCode = 2
	GRPCInvalidArgument    GRPCCode = 3
	GRPCDeadlineExceeded   GRPCCode = 4
	GRPCNotFound           GRPCCode = 5
	GRPCAlreadyExists      GRPCCode = 6
	GRPCPermissionDenied   GRPCCode = 7
	GRPCResourceExhausted  GRPCCode = 8
	GRPCFailedPrecondition GRPCCode = 9
	GRPCAborted            GRPCCode = 10
	GRPCOutOfRange         GRPCCode = 11
	GRPCUnimplemented      GRPCCode = 12
	GRPCInternal           GRPCCode = 13
	GRPCUnavailable        GRPCCode = 14
	GRPCDataLoss           GRPCCode = 15
	GRPCUnauthenticated    GRPCCode = 16
)

// HTTPStatus and GRPC are the one place where codes meet transports.
func (c Code) HTTPStatus() int {
	switch c {
	case CodeInvalidArgument:
		return http.StatusBadRequest
	case CodeValidationFailed:
		return http.StatusUnprocessableEntity
	case CodeNotFound:
		return http.StatusNotFound
	case CodeMethodNotAllowed:
		return http.StatusMethodNotAllowed
	case CodeNotAcceptable:
		return http.StatusNotAcceptable
	case CodeUnsupportedMediaType:
		return http.StatusUnsupportedMediaType
	case CodePayloadTooLarge:
		return http.StatusRequestEntityTooLarge
	case CodeUnauthenticated:
		return http.StatusUnauthorized
	case CodeUnavailable:
		return http.StatusServiceUnavailable
	case CodeDeadlineExceeded:
		return http.StatusGatewayTimeout
	case CodePermissionDenied:
		return http.StatusForbidden
	case CodeAlreadyExists, CodeAborted:
		return http.StatusConflict
	case CodePreconditionFailed:
		return http.StatusPreconditionFailed
	case CodeResourceExhausted:
		return http.StatusTooManyRequests
	case CodeCanceled:
		return 499 // Client Closed Request, as google.rpc.Code maps CANCELLED
	case CodeUnimplemented:
		return http.StatusNotImplemented
	case CodeOutOfRange:
		return http.StatusBadRequest
	default:
		return http.StatusInternalServerError
	}
}

// GRPC maps the code to the gRPC status a gRPC client sees.
func (c Code) GRPC() GRPCCode {
	switch c {
	case CodeInvalidArgument, CodeValidationFailed, CodeNotAcceptable, CodeUnsupportedMediaType:
		return GRPCInvalidArgument
	case CodeNotFound:
		return GRPCNotFound
	case CodeMethodNotAllowed:
		return GRPCUnimplemented
	case CodePayloadTooLarge:
		return GRPCResourceExhausted
	case CodeUnauthenticated:
		return GRPCUnauthenticated
	case CodeUnavailable:
		return GRPCUnavailable
	case CodeDeadlineExceeded:
		return GRPCDeadlineExceeded
	case CodeInternal:
		return GRPCInternal
	case CodePermissionDenied:
		return GRPCPermissionDenied
	case CodeAlreadyExists:
		return GRPCAlreadyExists
	case CodeAborted:
		return GRPCAborted
	case CodePreconditionFailed:
		return GRPCFailedPrecondition
	case CodeResourceExhausted:
		return GRPCResourceExhausted
	case CodeCanceled:
		return GRPCCanceled
	case CodeUnimplemented:
		return GRPCUnimplemented
	case CodeOutOfRange:
		return GRPCOutOfRange
	default:
		return GRPCUnknown
	}
}

// FromGRPC is the code of a gRPC status a client received: GRPC's inverse
// where it has one, and for the gRPC codes several of ours share
// (InvalidArgument, ResourceExhausted) the plainest. DataLoss is internal.
func FromGRPC(g GRPCCode) Code {
	switch g {
	case GRPCCanceled:
		return CodeCanceled
	case GRPCInvalidArgument:
		return CodeInvalidArgument
	case GRPCDeadlineExceeded:
		return CodeDeadlineExceeded
	case GRPCNotFound:
		return CodeNotFound
	case GRPCAlreadyExists:
		return CodeAlreadyExists
	case GRPCPermissionDenied:
		return CodePermissionDenied
	case GRPCResourceExhausted:
		return CodeResourceExhausted
	case GRPCFailedPrecondition:
		return CodePreconditionFailed
	case GRPCAborted:
		return CodeAborted
	case GRPCOutOfRange:
		return CodeOutOfRange
	case GRPCUnimplemented:
		return CodeUnimplemented
	case GRPCInternal, GRPCDataLoss:
		return CodeInternal
	case GRPCUnavailable:
		return CodeUnavailable
	case GRPCUnauthenticated:
		return CodeUnauthenticated
	default:
		return CodeUnknown
	}
}

// Violation is one offending field: its path in proto JSON names and what is
// wrong with it.
type Violation struct {
	Field       string
	Description string
}

// Error is an error a client is meant to read. Message is lowercase
// "verb noun: cause"; the wrapped cause stays server-side (logs) unless it was
// written into Message on purpose.
type Error struct {
	Code       Code
	Message    string
	Violations []Violation
	// RetryAfter, when positive, is how long the client should wait before
	// retrying (an overloaded store): REST sends it as Retry-After, gRPC as
	// a google.rpc.RetryInfo detail.
	RetryAfter time.Duration
	cause      error
}

// New returns an Error with a formatted message.
func New(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// Wrap returns an Error whose message is msg plus ": " and the cause's text,
// and which unwraps to cause. Use it when the cause is safe and useful for
// the client (a decode error naming the bad field, say).
func Wrap(code Code, msg string, cause error) *Error {
	m := msg
	if cause != nil {
		m = msg + ": " + cause.Error()
	}
	return &Error{Code: code, Message: m, cause: cause}
}

// WithViolations appends field violations and returns e.
func (e *Error) WithViolations(v ...Violation) *Error {
	e.Violations = append(e.Violations, v...)
	return e
}

func (e *Error) Error() string { return e.Code.String() + ": " + e.Message }

// Unwrap gives the cause, for errors.Is/As.
func (e *Error) Unwrap() error { return e.cause }

// Proto is the error body message, in any format.
func (e *Error) Proto() *errorv1.Error {
	pb := &errorv1.Error{Code: e.Code.String(), Message: e.Message}
	for _, v := range e.Violations {
		pb.Violations = append(pb.Violations, &errorv1.FieldViolation{Field: v.Field, Description: v.Description})
	}
	return pb
}

// FromProto rebuilds an Error from a decoded error body (clients use it).
func FromProto(pb *errorv1.Error) *Error {
	e := &Error{Code: ParseCode(pb.GetCode()), Message: pb.GetMessage()}
	for _, v := range pb.GetViolations() {
		e.Violations = append(e.Violations, Violation{Field: v.GetField(), Description: v.GetDescription()})
	}
	return e
}

// Internal wraps a server-side failure: the client reads "internal error"
// and nothing more; the cause stays for the logs.
func Internal(cause error) *Error {
	return &Error{Code: CodeInternal, Message: "internal error", cause: cause}
}

// From converts any error to an *Error: an *Error anywhere in the chain is
// returned as is; anything else becomes CodeInternal with a message that
// leaks nothing, keeping the original as the cause for logs.
func From(err error) *Error {
	if err == nil {
		return nil
	}
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return Internal(err)
}
