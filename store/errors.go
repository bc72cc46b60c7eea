package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/polywire/polywire/apierror"
)

// APIError is the error model's answer to a store failure of operation op,
// for REST and RPC alike: unreachable or overloaded is 503 (the client may
// retry, after a second when the write queue is full; the server recovers
// by itself when the store returns), a request that timed out is 504, one
// canceled 503, and anything else is a bug: internal, its cause logged and
// not sent.
func APIError(op string, err error) error {
	switch {
	case errors.Is(err, ErrOverloaded):
		return &apierror.Error{Code: apierror.CodeUnavailable, RetryAfter: time.Second,
			Message: op + ": the store's write queue is full, retry later"}
	case errors.Is(err, ErrKeyLost):
		return &apierror.Error{Code: apierror.CodeAborted, RetryAfter: time.Second,
			Message: op + ": another request with the same Idempotency-Key took it over; retry to get its answer"}
	case errors.Is(err, ErrUnavailable):
		return &apierror.Error{Code: apierror.CodeUnavailable, Message: op + ": store unavailable, retry later"}
	case errors.Is(err, context.DeadlineExceeded):
		return apierror.New(apierror.CodeDeadlineExceeded, "%s: timed out", op)
	case errors.Is(err, context.Canceled):
		return apierror.New(apierror.CodeUnavailable, "%s: request canceled", op)
	default:
		return apierror.Internal(fmt.Errorf("%s: %w", op, err))
	}
}
