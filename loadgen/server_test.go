package loadgen

import (
	"context"
	"crypto/x509"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"sort"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/internal/server"
	"github.com/polywire/polywire/results"
)

// startHTTP serves h on loopback over protocol (HTTP1, H2C, H2, or
// https1: HTTP/1.1 over TLS) until the test ends; it returns the base URL
// and, for TLS, the CA to trust.
func startHTTP(t *testing.T, protocol string, h http.Handler) (string, *x509.CertPool) {
	t.Helper()
	srv := httptest.NewUnstartedServer(h)
	switch protocol {
	case "https1":
		srv.StartTLS()
	case H2C:
		srv.Config.Protocols = new(http.Protocols)
		srv.Config.Protocols.SetHTTP1(true)
		srv.Config.Protocols.SetUnencryptedHTTP2(true)
		srv.Start()
	case H2:
		srv.EnableHTTP2 = true
		srv.StartTLS()
	default:
		srv.Start()
	}
	t.Cleanup(srv.Close)
	var pool *x509.CertPool
	if srv.TLS != nil {
		pool = x509.NewCertPool()
		pool.AddCert(srv.Certificate())
	}
	return srv.URL, pool
}

// arrivals is a handler that answers "ok" and notes when each request
// arrived and how many were in flight at most.
type arrivals struct {
	delay    time.Duration
	mu       sync.Mutex
	times    []time.Time
	conns    map[string]bool
	protos   map[string]bool
	inFlight atomic.Int64
	peak     atomic.Int64
}

func (a *arrivals) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	n := a.inFlight.Add(1)
	defer a.inFlight.Add(-1)
	for p := a.peak.Load(); n > p && !a.peak.CompareAndSwap(p, n); p = a.peak.Load() {
	}
	a.mu.Lock()
	a.times = append(a.times, time.Now())
	if a.conns == nil {
		a.conns, a.protos = map[string]bool{}, map[string]bool{}
	}
	a.conns[r.RemoteAddr] = true
	a.protos[r.Proto] = true
	a.mu.Unlock()
	if a.delay > 0 {
		time.Sleep(a.delay)
	}
	_, _ = w.Write([]byte("ok"))
}

// arrived returns the arrival times, sorted, from the first.
func (a *arrivals) arrived() []time.Duration {
	a.mu.Lock()
	defer a.mu.Unlock()
	times := append([]time.Time(nil), a.times...)
	sort.Slice(times, func(i, j int) bool { return times[i].Before(times[j]) })
	out := make([]time.Duration, len(times))
	for i, tm := range times {
		out[i] = tm.Sub(times[0])
	}
	return out
}

// polywireData is the default dataset, generated once for all tests.
var polywireData = sync.OnceValues(func() (*dataset.Data, error) {
	dir, err := os.MkdirTemp("", "polywire-loadgen-test-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	if _, err := dataset.Ensure(dir, dataset.DefaultSeed); err != nil {
		return nil, err
	}
	return dataset.Load(dir)
})

// startPolywire runs polywire's own server (without a store: its document
// endpoints answer Unavailable) on loopback until the test ends.
func startPolywire(t *testing.T) string {
	t.Helper()
	data, err := polywireData()
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(server.Config{Logger: slog.New(slog.DiscardHandler)}, data)
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
		if err := <-done; err != nil {
			t.Errorf("serve: %v", err)
		}
	})
	return "http://" + ln.Addr().String()
}

// closedPort is a loopback address nothing listens on.
func closedPort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	_ = ln.Close()
	return "http://" + addr
}

func mustRun(t *testing.T, cfg Config, sc Scenario) (*results.LoadRun, *extra) {
	t.Helper()
	lr, ex, err := run(context.Background(), cfg, sc)
	if err != nil {
		t.Fatal(err)
	}
	return lr, ex
}
