package postgres

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"syscall"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/polywire/polywire/store"
)

func TestClassify(t *testing.T) {
	t.Parallel()
	canceled, cancel := context.WithCancel(context.Background())
	cancel()
	pgErr := func(code string) error {
		return fmt.Errorf("query: %w", &pgconn.PgError{Severity: "ERROR", Code: code})
	}
	tests := []struct {
		name            string
		ctx             context.Context
		err             error
		lost            bool
		wantUnavailable bool
		wantConflict    bool
		wantCanceled    bool
	}{
		{name: "unique_violation", err: pgErr("23505"), wantConflict: true},
		{name: "connection_exception", err: pgErr("08006"), wantUnavailable: true},
		{name: "admin_shutdown", err: pgErr("57P01"), wantUnavailable: true},
		{name: "crash_shutdown", err: pgErr("57P02"), wantUnavailable: true},
		{name: "cannot_connect_now", err: pgErr("57P03"), wantUnavailable: true},
		{name: "too_many_connections", err: pgErr("53300"), wantUnavailable: true},
		{name: "serialization_failure", err: pgErr("40001"), wantUnavailable: true},
		{name: "syntax_error", err: pgErr("42601")},
		{name: "undefined_table", err: pgErr("42P01")},
		{name: "connection_lost", err: errors.New("failed to receive message: boom"), lost: true, wantUnavailable: true},
		{name: "unexpected_eof", err: fmt.Errorf("read: %w", io.ErrUnexpectedEOF), wantUnavailable: true},
		{name: "connection_refused", err: &net.OpError{Op: "dial", Net: "tcp", Err: syscall.ECONNREFUSED}, wantUnavailable: true},
		{name: "deadline", err: context.DeadlineExceeded, wantUnavailable: true},
		{name: "conn_closed", err: pgconn.ErrConnClosed, wantUnavailable: true},
		{name: "caller_canceled", ctx: canceled, err: errors.New("interrupted"), lost: true, wantCanceled: true},
		{name: "closed_store", err: errClosed},
		{name: "other", err: errors.New("decode document: bad wire type")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			ctx := tt.ctx
			if ctx == nil {
				ctx = context.Background()
			}
			err := classify(ctx, "op", tt.err, tt.lost)
			if !errors.Is(err, tt.err) {
				t.Errorf("%v does not wrap %v", err, tt.err)
			}
			if got := errors.Is(err, store.ErrUnavailable); got != tt.wantUnavailable {
				t.Errorf("%v: wraps ErrUnavailable = %v, want %v", err, got, tt.wantUnavailable)
			}
			if got := errors.Is(err, store.ErrConflict); got != tt.wantConflict {
				t.Errorf("%v: wraps ErrConflict = %v, want %v", err, got, tt.wantConflict)
			}
			if got := errors.Is(err, context.Canceled); got != tt.wantCanceled {
				t.Errorf("%v: wraps context.Canceled = %v, want %v", err, got, tt.wantCanceled)
			}
		})
	}
	if err := classify(context.Background(), "op", nil, true); err != nil {
		t.Errorf("classify(nil) = %v", err)
	}
}
