package loadgen

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"slices"
	"syscall"
	"testing"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

func TestClassifyHTTP(t *testing.T) {
	t.Parallel()
	refused := &net.OpError{Op: "dial", Net: "tcp", Err: os.NewSyscallError("connect", syscall.ECONNREFUSED)}
	tests := []struct {
		name         string
		status       int
		err, ctxErr  error
		class, exact string
	}{
		{name: "ok", status: 200},
		{name: "created", status: 201},
		{name: "no_content", status: 204},
		{name: "not_modified", status: 304},
		{name: "moved", status: 301, class: KOStatus3xx, exact: "status_301"},
		{name: "bad_request", status: 400, class: KOStatus4xx, exact: "status_400"},
		{name: "not_found", status: 404, class: KOStatus4xx, exact: "status_404"},
		{name: "unprocessable", status: 422, class: KOStatus4xx, exact: "status_422"},
		{name: "internal", status: 500, class: KOStatus5xx, exact: "status_500"},
		{name: "unavailable", status: 503, class: KOStatus5xx, exact: "status_503"},
		{name: "deadline", err: context.DeadlineExceeded, class: KOTimeout},
		{name: "wrapped_deadline", err: fmt.Errorf("read body: %w", context.DeadlineExceeded), class: KOTimeout},
		{name: "ctx_deadline_any_error", err: errors.New("net/http: request canceled"), ctxErr: context.DeadlineExceeded, class: KOTimeout},
		{name: "net_timeout", err: &net.OpError{Op: "read", Err: os.ErrDeadlineExceeded}, class: KOTimeout},
		{name: "canceled", err: context.Canceled, ctxErr: context.Canceled, class: KOCanceled},
		{name: "refused", err: refused, class: KOTransport},
		{name: "reset", err: &net.OpError{Op: "read", Err: os.NewSyscallError("read", syscall.ECONNRESET)}, class: KOTransport},
		{name: "eof", err: io.ErrUnexpectedEOF, class: KOTransport},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			class, exact := classifyHTTP(tt.status, tt.err, tt.ctxErr)
			if class != tt.class || exact != tt.exact {
				t.Fatalf("classifyHTTP(%d, %v, %v) = %q, %q; want %q, %q", tt.status, tt.err, tt.ctxErr, class, exact, tt.class, tt.exact)
			}
			if class != "" && !slices.Contains(KOClasses(), class) {
				t.Fatalf("%q is not a KO class", class)
			}
		})
	}
}

func TestClassifyGRPC(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name         string
		err, ctxErr  error
		responded    bool
		class, exact string
	}{
		{name: "ok", responded: true},
		{name: "not_found", err: status.Error(codes.NotFound, "no account 9"), responded: true, class: KOGRPCStatus, exact: "grpc_not_found"},
		{name: "server_unavailable", err: status.Error(codes.Unavailable, "store unavailable"), responded: true, class: KOGRPCStatus, exact: "grpc_unavailable"},
		{name: "connection_refused", err: status.Error(codes.Unavailable, "connection error"), class: KOTransport, exact: "grpc_unavailable"},
		{name: "reset", err: status.Error(codes.Internal, "stream terminated by RST_STREAM"), class: KOTransport, exact: "grpc_internal"},
		{name: "deadline", err: status.Error(codes.DeadlineExceeded, "context deadline exceeded"), ctxErr: context.DeadlineExceeded, class: KOTimeout, exact: "grpc_deadline_exceeded"},
		{name: "server_deadline", err: status.Error(codes.DeadlineExceeded, "deadline"), responded: true, class: KOTimeout, exact: "grpc_deadline_exceeded"},
		{name: "canceled", err: status.Error(codes.Canceled, "context canceled"), ctxErr: context.Canceled, class: KOCanceled, exact: "grpc_canceled"},
		{name: "invalid_argument", err: status.Error(codes.InvalidArgument, "bad"), responded: true, class: KOGRPCStatus, exact: "grpc_invalid_argument"},
		{name: "resource_exhausted", err: status.Error(codes.ResourceExhausted, "too big"), responded: true, class: KOGRPCStatus, exact: "grpc_resource_exhausted"},
		{name: "unknown_code", err: status.Error(codes.Code(42), "?"), responded: true, class: KOGRPCStatus, exact: "grpc_code_42"},
		{name: "not_a_status", err: errors.New("boom"), class: KOTransport, exact: "grpc_unknown"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			class, exact := classifyGRPC(tt.err, tt.responded, tt.ctxErr)
			if class != tt.class || exact != tt.exact {
				t.Fatalf("classifyGRPC(%v, %v, %v) = %q, %q; want %q, %q", tt.err, tt.responded, tt.ctxErr, class, exact, tt.class, tt.exact)
			}
		})
	}
}

func TestGRPCKinds(t *testing.T) {
	t.Parallel()
	want := []string{"grpc_ok", "grpc_canceled", "grpc_unknown", "grpc_invalid_argument", "grpc_deadline_exceeded",
		"grpc_not_found", "grpc_already_exists", "grpc_permission_denied", "grpc_resource_exhausted",
		"grpc_failed_precondition", "grpc_aborted", "grpc_out_of_range", "grpc_unimplemented", "grpc_internal",
		"grpc_unavailable", "grpc_data_loss", "grpc_unauthenticated"}
	for c, w := range want {
		if got := grpcKind(codes.Code(c)); got != w {
			t.Errorf("code %d: %q, want %q", c, got, w)
		}
	}
}

// TestCauseOf: failures count up by a cause in words, without the
// addresses and numbers that differ from one connection to the next.
func TestCauseOf(t *testing.T) {
	t.Parallel()
	refused := func(port int) error {
		return &net.OpError{Op: "dial", Net: "tcp", Addr: &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: port},
			Err: os.NewSyscallError("connect", syscall.ECONNREFUSED)}
	}
	tests := []struct {
		name, class, exact string
		err                error
		want               string
	}{
		{name: "refused", class: KOTransport, err: refused(1), want: "connection refused"},
		{name: "refused_other_port", class: KOTransport, err: fmt.Errorf("dial: %w", refused(40123)), want: "connection refused"},
		{name: "reset", class: KOTransport, err: syscall.ECONNRESET, want: "connection reset by peer"},
		{name: "eof", class: KOTransport, err: io.ErrUnexpectedEOF, want: "connection closed by the server before the response ended (EOF)"},
		{name: "grpc_dial", class: KOTransport, err: status.Error(codes.Unavailable, `connection error: desc = "transport: Error while dialing: dial tcp 127.0.0.1:1: connect: connection refused"`),
			want: "gRPC Unavailable: connection refused"},
		{name: "grpc_status", class: KOGRPCStatus, err: status.Error(codes.InvalidArgument, "validate document: name is required"),
			want: "gRPC InvalidArgument: validate document: name is required"},
		{name: "status", class: KOStatus5xx, exact: "status_503", want: "HTTP 503 Service Unavailable"},
		{name: "status_unknown_text", class: KOStatus4xx, exact: "status_499", want: "HTTP 499"},
		{name: "timeout", class: KOTimeout, err: context.DeadlineExceeded, want: "timeout after 10s"},
		{name: "decode", class: KODecode, err: errors.New("proto: cannot parse invalid wire-format data"), want: "decode: proto: cannot parse invalid wire-format data"},
		{name: "addresses_dropped", class: KOTransport, err: errors.New("read tcp 127.0.0.1:51234->127.0.0.1:8080: something odd"), want: "read tcp N->N: something odd"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := causeOf(tt.class, tt.exact, tt.err, 10*time.Second); got != tt.want {
				t.Fatalf("cause %q, want %q", got, tt.want)
			}
		})
	}
}
