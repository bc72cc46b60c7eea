package apierror

import (
	"errors"
	"fmt"
	"io"
	"testing"
)

func TestCodeMappings(t *testing.T) {
	t.Parallel()
	tests := []struct {
		code   Code
		name   string
		status int
		grpc   GRPCCode
	}{
		{CodeInvalidArgument, "invalid_argument", 400, GRPCInvalidArgument},
		{CodeValidationFailed, "validation_failed", 422, GRPCInvalidArgument},
		{CodeNotFound, "not_found", 404, GRPCNotFound},
		{CodeMethodNotAllowed, "method_not_allowed", 405, GRPCUnimplemented},
		{CodeNotAcceptable, "not_acceptable", 406, GRPCInvalidArgument},
		{CodeUnsupportedMediaType, "unsupported_media_type", 415, GRPCInvalidArgument},
		{CodePayloadTooLarge, "payload_too_large", 413, GRPCResourceExhausted},
		{CodeUnauthenticated, "unauthenticated", 401, GRPCUnauthenticated},
		{CodeUnavailable, "unavailable", 503, GRPCUnavailable},
		{CodeDeadlineExceeded, "deadline_exceeded", 504, GRPCDeadlineExceeded},
		{CodeInternal, "internal", 500, GRPCInternal},
		{CodeUnknown, "unknown", 500, GRPCUnknown},
		{CodePermissionDenied, "permission_denied", 403, GRPCPermissionDenied},
		{CodeAlreadyExists, "already_exists", 409, GRPCAlreadyExists},
		{CodeAborted, "aborted", 409, GRPCAborted},
		{CodePreconditionFailed, "precondition_failed", 412, GRPCFailedPrecondition},
		{CodeResourceExhausted, "resource_exhausted", 429, GRPCResourceExhausted},
		{CodeCanceled, "canceled", 499, GRPCCanceled},
		{CodeUnimplemented, "unimplemented", 501, GRPCUnimplemented},
		{CodeOutOfRange, "out_of_range", 400, GRPCOutOfRange},
	}
	if len(tests) != len(codeNames) {
		t.Fatalf("table covers %d codes, there are %d", len(tests), len(codeNames))
	}
	for _, tt := range tests {
		if tt.code.String() != tt.name || tt.code.HTTPStatus() != tt.status || tt.code.GRPC() != tt.grpc {
			t.Errorf("%s: got %s %d %d", tt.name, tt.code, tt.code.HTTPStatus(), tt.code.GRPC())
		}
		if ParseCode(tt.name) != tt.code {
			t.Errorf("ParseCode(%q) = %v", tt.name, ParseCode(tt.name))
		}
		if tt.code != CodeUnknown && tt.status < 400 {
			t.Errorf("%s maps to a non-error status %d", tt.name, tt.status)
		}
	}
	// FromGRPC undoes GRPC for every code that has a gRPC code of its own.
	for _, tt := range tests {
		if back := FromGRPC(tt.grpc); back.GRPC() != tt.grpc {
			t.Errorf("FromGRPC(%d) = %s, which maps to %d", tt.grpc, back, back.GRPC())
		}
	}
	for g := GRPCCode(1); g <= 16; g++ {
		if FromGRPC(g) == CodeUnknown && g != GRPCUnknown {
			t.Errorf("gRPC code %d has no code", g)
		}
	}
	if Code(99).String() != "unknown" || ParseCode("nope") != CodeUnknown {
		t.Error("out-of-range codes are not unknown")
	}
}

func TestFromAndProto(t *testing.T) {
	t.Parallel()
	e := New(CodeValidationFailed, "validate document: %d fields", 2).WithViolations(Violation{"name", "required"})
	wrapped := fmt.Errorf("save: %w", e)
	if got := From(wrapped); got != e {
		t.Fatalf("From(wrapped) = %v, want the original", got)
	}
	internal := From(io.ErrUnexpectedEOF)
	if internal.Code != CodeInternal || internal.Message != "internal error" || !errors.Is(internal, io.ErrUnexpectedEOF) {
		t.Fatalf("From(plain error) = %v", internal)
	}
	back := FromProto(e.Proto())
	if back.Code != e.Code || back.Message != e.Message || len(back.Violations) != 1 || back.Violations[0] != e.Violations[0] {
		t.Fatalf("proto round trip: %v", back)
	}
	if w := Wrap(CodeInvalidArgument, "read body", io.ErrUnexpectedEOF); w.Message != "read body: unexpected EOF" || !errors.Is(w, io.ErrUnexpectedEOF) {
		t.Fatalf("Wrap = %v", w)
	}
	if From(nil) != nil {
		t.Fatal("From(nil) != nil")
	}
}
