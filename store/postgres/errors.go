package postgres

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/polywire/polywire/store"
)

// classify prefixes err with op and says what it means for the caller:
//
//   - the caller's context was canceled: it wraps context.Canceled, and
//     nothing else is concluded (the client went away);
//   - a duplicate id (SQLSTATE 23505): store.ErrConflict;
//   - the database could not be reached or is overloaded: dial and
//     connect errors, a connection lost during the operation (lost, or an
//     EOF, reset or network error), a deadline passed while waiting for a
//     connection or an answer, SQLSTATE class 08 (connection exception),
//     57P01/57P02/57P03 (shutdown, crash, cannot connect now), 53300 (too
//     many connections), 40001 (serialization failure, which CockroachDB
//     asks clients to retry): store.ErrUnavailable;
//   - anything else (a bad query, a bad password, a missing database): as
//     it is, so that a misconfiguration is not mistaken for an outage.
func classify(ctx context.Context, op string, err error, lost bool) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, errClosed) {
		return fmt.Errorf("%s: %w", op, err)
	}
	if errors.Is(ctx.Err(), context.Canceled) {
		if errors.Is(err, context.Canceled) {
			return fmt.Errorf("%s: %w", op, err)
		}
		return fmt.Errorf("%s: %w: %w", op, context.Canceled, err)
	}
	var pgErr *pgconn.PgError
	isPg := errors.As(err, &pgErr)
	var connectErr *pgconn.ConnectError
	if errors.As(err, &connectErr) {
		if isPg && permanent(pgErr.Code) {
			return fmt.Errorf("%s: %w", op, err)
		}
		return unavailable(op, err)
	}
	if isPg {
		switch {
		case pgErr.Code == "23505":
			return fmt.Errorf("%s: %w: %w", op, store.ErrConflict, err)
		case strings.HasPrefix(pgErr.Code, "08"),
			pgErr.Code == "57P01", pgErr.Code == "57P02", pgErr.Code == "57P03",
			pgErr.Code == "53300", pgErr.Code == "40001":
			return unavailable(op, err)
		}
		return fmt.Errorf("%s: %w", op, err)
	}
	var netErr net.Error
	if lost || errors.As(err, &netErr) || pgconn.Timeout(err) ||
		errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) ||
		errors.Is(err, pgconn.ErrConnClosed) || errors.Is(err, context.DeadlineExceeded) {
		return unavailable(op, err)
	}
	return fmt.Errorf("%s: %w", op, err)
}

func unavailable(op string, err error) error {
	return fmt.Errorf("%s: %w: %w", op, store.ErrUnavailable, err)
}

// permanent reports whether a connect error's SQLSTATE means the settings
// are wrong rather than the database away: invalid authorization (class
// 28: bad password, no pg_hba entry) or an unknown database (3D000).
func permanent(code string) bool {
	return strings.HasPrefix(code, "28") || code == "3D000"
}
