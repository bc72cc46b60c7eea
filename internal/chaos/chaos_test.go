package chaos

import (
	"context"
	"io"
	"log/slog"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/internal/server"
	"github.com/polywire/polywire/store/sqlite"
)

// flaky is a proxy in front of a real polywire that breaks one request
// in five: half of those are refused before they reach the server (a
// replica down), half reach it — and commit — but lose their answer (the
// connection cut after the server answered, as when a replica dies or the
// database goes between a commit and its reply).
type flaky struct {
	backend string
	mu      sync.Mutex
	rnd     *rand.Rand
}

func (f *flaky) roll() float64 {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.rnd.Float64()
}

func (f *flaky) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	x := f.roll()
	if x < 0.1 {
		http.Error(w, "replica down", http.StatusServiceUnavailable)
		return
	}
	req, _ := http.NewRequestWithContext(r.Context(), r.Method, f.backend+r.URL.RequestURI(), r.Body)
	req.Header = r.Header.Clone()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if x < 0.2 && r.Method == http.MethodPost {
		conn, _, err := http.NewResponseController(w).Hijack()
		if err == nil {
			conn.Close() // the answer is lost
		}
		return
	}
	for k, v := range resp.Header {
		w.Header()[k] = v
	}
	w.WriteHeader(resp.StatusCode)
	_, _ = w.Write(b)
}

// start serves a real polywire with a SQLite store behind a flaky proxy;
// it returns the proxy's URL and the server's.
func start(t *testing.T) (proxy, direct string) {
	t.Helper()
	st, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "polywire.db"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := dataset.Ensure(dir, dataset.DefaultSeed); err != nil {
		t.Fatal(err)
	}
	data, err := dataset.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(server.Config{Store: st, Logger: slog.New(slog.DiscardHandler)}, data)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, ln) }()
	t.Cleanup(func() {
		cancel()
		<-done
		_ = st.Close()
	})
	direct = "http://" + ln.Addr().String()
	p := httptest.NewServer(&flaky{backend: direct, rnd: rand.New(rand.NewPCG(1, 2))})
	t.Cleanup(p.Close)
	return p.URL, direct
}

// TestExactlyOnceThroughFailures: writes retried with their keys through
// a proxy that refuses some and cuts the answer of others after they
// committed are all acknowledged and each stored exactly once — and the
// same retries without keys store duplicates, so the check can fail.
func TestExactlyOnceThroughFailures(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("300 writes through a flaky proxy (3 s): make test runs it, make check does not")
	}
	proxy, direct := start(t)
	for _, tc := range []struct {
		name  string
		noKey bool
	}{{"with_keys", false}, {"without_keys", true}} {
		w := &Writer{URL: proxy, Rate: 150, Deadline: 10 * time.Second, NoKey: tc.noKey}
		res := w.Run(t.Context(), tc.name, time.Second)
		stored, err := Stored(t.Context(), nil, direct)
		if err != nil {
			t.Fatal(err)
		}
		c := Verify(res, stored)
		t.Logf("%s: %d writes, %d acknowledged (%d replayed), %d given up, %d failed attempts, %d lost, %d duplicated, windows %d",
			tc.name, c.Writes, c.Acked, c.Replayed, c.GivenUp, c.FailedAttempts, len(c.Lost), len(c.Duplicated), len(Windows(res)))
		if c.Writes != 150 || c.FailedAttempts == 0 {
			t.Fatalf("%s: %d writes, %d failed attempts: the proxy broke nothing", tc.name, c.Writes, c.FailedAttempts)
		}
		switch {
		case !tc.noKey && (c.Acked != c.Writes || len(c.Lost) > 0 || len(c.Duplicated) > 0 || c.Replayed == 0):
			t.Fatalf("with keys: %+v; want every write acknowledged, stored once, some answered from their key", c)
		case tc.noKey && len(c.Duplicated) == 0:
			t.Fatalf("without keys: no duplicate among %d writes whose answers were cut: the check cannot fail", c.Writes)
		}
	}
}
