package main

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"os"
	"runtime"
	"runtime/debug"
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

// TestSetProcs: serve runs spareProcs more Ps than CPUs unless told
// otherwise (issue 32: the store's fsyncs hold their P), -procs sets it,
// and a negative -procs is a usage error. Not parallel: GOMAXPROCS is the
// process's.
func TestSetProcs(t *testing.T) {
	was := runtime.GOMAXPROCS(0)
	t.Cleanup(func() { runtime.GOMAXPROCS(was) })
	log := slog.New(slog.DiscardHandler)
	t.Setenv("GOMAXPROCS", "")
	if err := os.Unsetenv("GOMAXPROCS"); err != nil {
		t.Fatal(err)
	}
	runtime.GOMAXPROCS(1)
	if err := setProcs(log, 0); err != nil || runtime.GOMAXPROCS(0) != 1+spareProcs {
		t.Errorf("default from 1 CPU: GOMAXPROCS %d (%v), want %d", runtime.GOMAXPROCS(0), err, 1+spareProcs)
	}
	if err := setProcs(log, 5); err != nil || runtime.GOMAXPROCS(0) != 5 {
		t.Errorf("-procs 5: GOMAXPROCS %d (%v)", runtime.GOMAXPROCS(0), err)
	}
	t.Setenv("GOMAXPROCS", "7")
	runtime.GOMAXPROCS(2)
	if err := setProcs(log, 0); err != nil || runtime.GOMAXPROCS(0) != 2 {
		t.Errorf("with $GOMAXPROCS set, the default must leave it: GOMAXPROCS %d (%v)", runtime.GOMAXPROCS(0), err)
	}
	var ue usageError
	if err := setProcs(log, -1); !errors.As(err, &ue) || ue.try == "" {
		t.Errorf("-procs -1: %v, want a usage error", err)
	}
}

// TestTuneGC: serve's GC target is defaultGOGC unless $GOGC or -gogc says
// otherwise, and a bad -gogc is a usage error. Not parallel: the GC
// percent is the process's.
func TestTuneGC(t *testing.T) {
	was := debug.SetGCPercent(100)
	t.Cleanup(func() { debug.SetGCPercent(was) })
	log := slog.New(slog.DiscardHandler)
	t.Setenv("GOGC", "")
	if err := os.Unsetenv("GOGC"); err != nil {
		t.Fatal(err)
	}
	gc := func() int { p := debug.SetGCPercent(100); debug.SetGCPercent(p); return p }
	if err := tuneGC(log, -2, ""); err != nil || gc() != defaultGOGC {
		t.Errorf("default: GOGC %d (%v), want %d", gc(), err, defaultGOGC)
	}
	if err := tuneGC(log, 150, ""); err != nil || gc() != 150 {
		t.Errorf("-gogc 150: GOGC %d (%v)", gc(), err)
	}
	t.Setenv("GOGC", "250")
	debug.SetGCPercent(250)
	if err := tuneGC(log, -2, ""); err != nil || gc() != 250 {
		t.Errorf("with $GOGC set, the default must leave it: GOGC %d (%v)", gc(), err)
	}
	var ue usageError
	if err := tuneGC(log, -5, ""); !errors.As(err, &ue) || ue.try == "" {
		t.Errorf("-gogc -5: %v, want a usage error", err)
	}
}
