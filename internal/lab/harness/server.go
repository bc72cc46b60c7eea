// Package harness is what the two client-runtime drivers of the
// benchmark lab share — internal/lab/browser (headless Chromium) and internal/lab/jvm
// (the JVM client): a polywire server in this process on a loopback port,
// with a throwaway store, for the driver's client to measure; finding the
// executable a driver runs; finishing the results file its client wrote
// with what only the command knows; turning its failed rows into the
// run's error; printing its rows; and writing the file for -o. A driver
// keeps only what is its own: its vocabulary, how it starts its runtime
// and how it reads the results back.
package harness

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"strings"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/internal/server"
	"github.com/polywire/polywire/store"
	"github.com/polywire/polywire/store/sqlite"
)

// ServerConfig says what an in-process server serves, and how.
type ServerConfig struct {
	// Command names the command in messages ("bench browser").
	Command string
	// Datasets are the datasets served, as polywire serve serves them.
	Datasets bench.Datasets
	// Store gives the server a SQLite store in a temporary directory,
	// removed at Close: whatever the client POSTs (seed 004's experiment) is
	// saved as by polywire serve, and nothing is left behind. Without it
	// the server has no store (bench client only reads).
	Store bool
	// TLSCertFile and TLSKeyFile, when set, are a PEM certificate and key:
	// the server speaks HTTPS (HTTP/2 or HTTP/1.1, by ALPN), as polywire
	// serve -tls-cert -tls-key does, and its URL is https://.
	TLSCertFile, TLSKeyFile string
	// Announce, when set, is told the server's URL once it listens.
	Announce io.Writer
}

// Server is a polywire server serving on a loopback port until Close.
type Server struct {
	// URL is the server's base URL: scheme and address, no path.
	URL string

	stop    func()
	cleanup []func()
}

// Serve starts a polywire server for cfg on a free loopback port.
func Serve(ctx context.Context, cfg ServerConfig) (*Server, error) {
	s := &Server{}
	var st store.Store
	if cfg.Store {
		dir, err := os.MkdirTemp("", "polywire-"+strings.ReplaceAll(cfg.Command, " ", "-")+"-")
		if err != nil {
			return nil, fmt.Errorf("%s: %w", cfg.Command, err)
		}
		s.cleanup = append(s.cleanup, func() { _ = os.RemoveAll(dir) })
		sq, err := sqlite.Open(ctx, filepath.Join(dir, "polywire.db"))
		if err != nil {
			s.Close()
			return nil, fmt.Errorf("%s: open store: %w", cfg.Command, err)
		}
		s.cleanup = append(s.cleanup, func() { _ = sq.Close() })
		st = sq
	}
	if cfg.TLSCertFile != "" {
		// Serve loads the pair in its own goroutine, where a bad one would
		// only show as refused connections: load it here first.
		if _, err := tls.LoadX509KeyPair(cfg.TLSCertFile, cfg.TLSKeyFile); err != nil {
			s.Close()
			return nil, fmt.Errorf("bench: TLS key pair: %w", err)
		}
	}
	data := dataset.New(cfg.Datasets.Bank, cfg.Datasets.People, cfg.Datasets.Corpus)
	srv, err := server.New(server.Config{AccessLogRate: 0, Logger: slog.New(slog.DiscardHandler), Store: st,
		TLSCertFile: cfg.TLSCertFile, TLSKeyFile: cfg.TLSKeyFile}, data)
	if err != nil {
		s.Close()
		return nil, err
	}
	scheme := "http://"
	if cfg.TLSCertFile != "" {
		scheme = "https://"
	}
	ls, err := ServeLoopback(ctx, srv, scheme)
	if err != nil {
		s.Close()
		return nil, err
	}
	s.URL, s.stop = ls.URL, ls.stop
	if cfg.Announce != nil {
		fmt.Fprintf(cfg.Announce, "%s: serving the data on %s (in-process polywire serve; -target URL measures another server)\n", cfg.Command, s.URL)
	}
	return s, nil
}

// Target is the server a driver's client measures: target (-target),
// its trailing slashes dropped, when one is given; else one Serve starts
// for cfg, serving what datasets loads (called only then). Call done when
// the client is through: it stops that server and removes its store.
func Target(ctx context.Context, target string, datasets func() (bench.Datasets, error), cfg ServerConfig) (base string, done func(), err error) {
	if base = strings.TrimRight(target, "/"); base != "" {
		return base, func() {}, nil
	}
	if cfg.Datasets, err = datasets(); err != nil {
		return "", nil, err
	}
	srv, err := Serve(ctx, cfg)
	if err != nil {
		return "", nil, err
	}
	return srv.URL, srv.Close, nil
}

// Servable serves connections on ln until ctx ends; polywire's server
// does.
type Servable interface {
	Serve(ctx context.Context, ln net.Listener) error
}

// ServeLoopback serves srv on a free loopback port until Close; the URL
// is scheme + the address.
func ServeLoopback(ctx context.Context, srv Servable, scheme string) (*Server, error) {
	ln, err := (&net.ListenConfig{}).Listen(ctx, "tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("bench client: %w", err)
	}
	sctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(sctx, ln) }()
	stop := func() {
		cancel()
		if err := <-done; err != nil && !errors.Is(err, context.Canceled) {
			fmt.Fprintln(os.Stderr, "bench client: stop server:", err)
		}
	}
	return &Server{URL: scheme + ln.Addr().String(), stop: stop}, nil
}

// Close stops the server and removes its store.
func (s *Server) Close() {
	if s.stop != nil {
		s.stop()
		s.stop = nil
	}
	for i := len(s.cleanup) - 1; i >= 0; i-- {
		s.cleanup[i]()
	}
	s.cleanup = nil
}
