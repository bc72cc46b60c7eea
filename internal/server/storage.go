package server

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/store"
)

// What the operations that write and list (documents, posted people) share
// about the store: its absence, its failures in the error model, new ids.

func (s *Server) requireStore() (store.Store, error) {
	if s.store == nil {
		return nil, apierror.New(apierror.CodeUnavailable, "no store is configured")
	}
	return s.store, nil
}

// storeError maps a store failure to the error model: unreachable or
// overloaded is 503 (the client may retry; the server recovers by itself
// when the store returns), a canceled request is a deadline, the rest is a
// bug.
func storeError(op string, err error) error {
	switch {
	case errors.Is(err, store.ErrUnavailable):
		return &apierror.Error{Code: apierror.CodeUnavailable, Message: op + ": store unavailable, retry later"}
	case errors.Is(err, context.DeadlineExceeded):
		return apierror.New(apierror.CodeDeadlineExceeded, "%s: timed out", op)
	case errors.Is(err, context.Canceled):
		return apierror.New(apierror.CodeUnavailable, "%s: request canceled", op)
	default:
		return apierror.Internal(fmt.Errorf("%s: %w", op, err))
	}
}

// newID is a random (version 4) UUID.
func newID() string {
	var b [16]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails (Go 1.24+)
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}
