package main

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"testing"
)

// TestServePprof: serve -pprof serves the profiles on a listener of its
// own, and a taken address is a usage error, not a crash.
func TestServePprof(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	addr, err := servePprof(ctx, "127.0.0.1:0", slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.Get("http://" + addr.String() + "/debug/pprof/cmdline")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	_ = resp.Body.Close()
	if resp.StatusCode != http.StatusOK || len(b) == 0 {
		t.Fatalf("GET /debug/pprof/cmdline: %d %q", resp.StatusCode, b)
	}
	_, err = servePprof(ctx, addr.String(), slog.New(slog.DiscardHandler))
	var ue usageError
	if !errors.As(err, &ue) || !strings.Contains(ue.msg, "-pprof") || ue.try == "" {
		t.Fatalf("a taken -pprof address: %v, want a usage error naming -pprof", err)
	}
}
