package main

import (
	"context"
	"errors"
	"net"
	"strings"
	"testing"

	"github.com/polywire/polywire/bench"
)

// TestBenchStreamErrors: a bad flag or an unreachable target stops bench
// stream with Error and Try, and writes nothing.
func TestBenchStreamErrors(t *testing.T) {
	t.Parallel()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := "http://" + ln.Addr().String()
	_ = ln.Close()
	for _, tc := range []struct {
		args     []string
		msg, try string
	}{
		{[]string{"-codings", "lz4"}, `unknown coding "lz4"`, "-codings identity"},
		{[]string{"-target", closed, "-reps", "1", "-limit", "1"}, "connection refused", "is a server listening at " + closed},
		{[]string{"-reps", "x"}, "invalid value", "polywire bench stream -h"},
	} {
		err := run(context.Background(), append([]string{"bench", "stream"}, tc.args...))
		var ue usageError
		var be *bench.UsageError
		switch {
		case errors.As(err, &ue):
		case errors.As(err, &be):
			ue = usageError{msg: be.Msg, try: be.Try}
		}
		if !strings.Contains(ue.msg, tc.msg) || !strings.Contains(ue.try, tc.try) {
			t.Errorf("%v: %v (Try: %s), want Error: …%s… Try: …%s…", tc.args, err, ue.try, tc.msg, tc.try)
		}
	}
}
