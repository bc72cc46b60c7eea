package store_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/store"
)

func TestAPIError(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		err       error
		wantCode  apierror.Code
		wantRetry time.Duration
		wantInMsg string
	}{
		{"overloaded", fmt.Errorf("save document: %w: 2 writes are waiting", store.ErrOverloaded), apierror.CodeUnavailable, time.Second, "write queue is full"},
		{"unavailable", fmt.Errorf("ping: %w", store.ErrUnavailable), apierror.CodeUnavailable, 0, "store unavailable"},
		{"deadline", fmt.Errorf("list: %w", context.DeadlineExceeded), apierror.CodeDeadlineExceeded, 0, "timed out"},
		{"canceled", context.Canceled, apierror.CodeUnavailable, 0, "request canceled"},
		{"bug", errors.New("constraint failed"), apierror.CodeInternal, 0, "internal error"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e := apierror.From(store.APIError("save report", tt.err))
			if e.Code != tt.wantCode || e.RetryAfter != tt.wantRetry || !strings.Contains(e.Message, tt.wantInMsg) {
				t.Fatalf("APIError = %v (code %v, retry %v), want code %v, retry %v, message with %q", e, e.Code, e.RetryAfter, tt.wantCode, tt.wantRetry, tt.wantInMsg)
			}
			if tt.wantCode == apierror.CodeInternal && strings.Contains(e.Message, "constraint") {
				t.Errorf("an internal error's cause is in its message: %q", e.Message)
			}
		})
	}
}
