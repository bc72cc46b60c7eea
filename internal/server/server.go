// Package server is polywire's HTTP server: the built-in REST endpoints over
// HTTP/1.1, HTTP/2 cleartext (prior knowledge and Upgrade) and HTTP/2 over
// TLS on one port, every response in the format content negotiation picks,
// every error an error body in that format, with body limits, timeouts,
// sampled access logs and graceful shutdown.
//
// The request path: observe (metrics, sampled access log) → cors →
// recoverer → ServeMux → a REST endpoint (package rest's exchange:
// negotiates the response format, calls the route function — messages in,
// messages out — and encodes the result with the chosen codec) or a
// connect-go RPC handler (gRPC, gRPC-Web, Connect) sharing the same
// operations.
package server

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/contentcoding"
	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/rest"
	"github.com/polywire/polywire/store"
)

// Defaults for Config fields left zero.
const (
	DefaultMaxBodyBytes      = rest.DefaultMaxBody // 50,000 people in JSON are 12.9 MB
	DefaultReadHeaderTimeout = 10 * time.Second
	DefaultReadTimeout       = 60 * time.Second
	DefaultWriteTimeout      = 60 * time.Second
	DefaultIdleTimeout       = 120 * time.Second
	DefaultShutdownTimeout   = 30 * time.Second
	DefaultAccessLogRate     = 10 // lines per second
	// DefaultMinCompressSize: smaller bodies gain less from compression
	// than its framing and CPU cost.
	DefaultMinCompressSize = rest.DefaultMinCompressSize
	// DefaultCacheMaxBytes holds every dataset in every format and coding
	// (about 250 MB) with room to spare.
	DefaultCacheMaxBytes = 512 << 20
)

// Config is the server's settings; zero fields take the defaults.
type Config struct {
	// handwritten serves the seed routes by their hand-written functions
	// rather than through the transcoder (transcoded.go), for benchmarks
	// and tests that compare the two.
	handwritten       bool
	MaxBodyBytes      int64
	ReadHeaderTimeout time.Duration
	ReadTimeout       time.Duration
	WriteTimeout      time.Duration
	IdleTimeout       time.Duration
	ShutdownTimeout   time.Duration
	// DrainDelay is how long Serve keeps serving once its context ends
	// before it shuts down: /readyz answers 503 and gRPC health
	// NOT_SERVING meanwhile, and HTTP/1.1 responses carry Connection:
	// close, so that a load balancer checking readiness stops sending
	// requests before the listener closes. Zero (the default) shuts down
	// at once, as a server without a load balancer in front should.
	DrainDelay time.Duration
	// TLSCertFile and TLSKeyFile, when both set, serve HTTPS with HTTP/2.
	TLSCertFile, TLSKeyFile string
	// AccessLogRate caps request log lines per second (a token bucket, so
	// bursts are sampled, not queued); negative logs every request, zero none.
	AccessLogRate float64
	// DisableCompression answers every request uncompressed (seed 004 ran
	// with compression on and off); by default responses of at least
	// MinCompressSize bytes are compressed per Accept-Encoding.
	DisableCompression bool
	MinCompressSize    int
	// CompressionLevels default to contentcoding.DefaultLevels.
	CompressionLevels *contentcoding.Levels
	// MaxSendBytes caps one RPC response message (default: 4x MaxBodyBytes,
	// enough for 50,000 people in XML).
	MaxSendBytes int64
	// Store keeps documents and posted people; without one, those
	// endpoints answer 503.
	Store store.Store
	// WriteToken, when set, is the bearer token POST /report, POST /people
	// and their RPCs require.
	WriteToken string
	// IdempotencyTTL is how long an Idempotency-Key's answer is kept
	// (store.DefaultKeyTTL when zero); IdempotencyLease how long a request
	// holding a key may run before a retry may take the key over
	// (store.DefaultKeyLease when zero). See idempotency.go.
	IdempotencyTTL, IdempotencyLease time.Duration
	// CORSOrigins may read the API from a browser ("*" for any); empty
	// sends no CORS headers.
	CORSOrigins []string
	// DisableCache encodes and compresses every dataset response anew
	// (the lab's baseline); by default encoded bodies of the immutable
	// datasets are kept, up to CacheMaxBytes (default DefaultCacheMaxBytes).
	DisableCache  bool
	CacheMaxBytes int64
	// ReferenceCodecs serves every format with the
	// library paths (formats.ReferenceRegistry) instead of the generated
	// fast ones: the same bytes, the lab's baseline for the fast paths.
	ReferenceCodecs bool
	// DisableServerTiming leaves out the Server-Timing header (see
	// serverTimingHeader for its metrics), which by default every response
	// carries so that a client can tell server time from network time.
	DisableServerTiming bool
	// API is mounted beside the built-in routes and services (package
	// mockapi: a user's schema, routes and data). Its routes may not
	// overlap the seeds' (when mounted) or the server's own paths.
	API API
	// OnlyAPI serves API alone: the built-in routes and RPC services are
	// left out (health, readiness, metrics and the lab page stay), and
	// New's data may be nil.
	OnlyAPI bool
	Logger  *slog.Logger
}

func (c *Config) setDefaults() {
	if c.MaxBodyBytes <= 0 {
		c.MaxBodyBytes = DefaultMaxBodyBytes
	}
	if c.ReadHeaderTimeout <= 0 {
		c.ReadHeaderTimeout = DefaultReadHeaderTimeout
	}
	if c.ReadTimeout <= 0 {
		c.ReadTimeout = DefaultReadTimeout
	}
	if c.WriteTimeout <= 0 {
		c.WriteTimeout = DefaultWriteTimeout
	}
	if c.IdleTimeout <= 0 {
		c.IdleTimeout = DefaultIdleTimeout
	}
	if c.ShutdownTimeout <= 0 {
		c.ShutdownTimeout = DefaultShutdownTimeout
	}
	if c.MinCompressSize <= 0 {
		c.MinCompressSize = DefaultMinCompressSize
	}
	if c.CompressionLevels == nil {
		l := contentcoding.DefaultLevels
		c.CompressionLevels = &l
	}
	if c.CacheMaxBytes <= 0 {
		c.CacheMaxBytes = DefaultCacheMaxBytes
	}
	if c.MaxSendBytes <= 0 {
		c.MaxSendBytes = 4 * c.MaxBodyBytes
	}
	if c.Logger == nil {
		c.Logger = slog.Default()
	}
}

// Server serves one loaded dataset. Create it with New.
type Server struct {
	cfg     Config
	data    *dataset.Data
	codecs  *codec.Registry
	rest    *rest.Exchange // the REST endpoints' exchange (package rest)
	log     *slog.Logger
	handler http.Handler
	store   store.Store // instrumented; nil when none is configured
	metrics *metrics
	api     *APIMount // nil without Config.API
	// inflight counts the requests in a handler, on every connection
	// Serve accepts: shutdown closes what is left once it is 0 long enough.
	inflight atomic.Int64
	// draining is set for Config.DrainDelay once Serve's context ended.
	draining atomic.Bool
}

// New returns a server for data with every registered format, and
// cfg.API's routes and services when set.
func New(cfg Config, data *dataset.Data) (*Server, error) {
	cfg.setDefaults()
	reg := formats.Registry()
	if cfg.ReferenceCodecs {
		reg = formats.ReferenceRegistry()
	}
	opts := []rest.Option{
		rest.WithRegistry(reg),
		rest.WithMaxBody(cfg.MaxBodyBytes),
		rest.WithBodyCache(cfg.CacheMaxBytes),
		rest.WithObserver(exchangeObserver{}),
		rest.WithLogger(cfg.Logger),
	}
	if cfg.DisableCompression {
		opts = append(opts, rest.WithoutCompression())
	} else {
		opts = append(opts, rest.WithCompression(cfg.MinCompressSize), rest.WithCompressionLevels(*cfg.CompressionLevels))
	}
	if cfg.DisableCache {
		opts = append(opts, rest.WithBodyCache(0))
	}
	x, err := rest.New(opts...)
	if err != nil {
		return nil, fmt.Errorf("new server: %w", err)
	}
	m := newMetrics()
	var st store.Store
	if cfg.Store != nil {
		st = instrumentedStore{Store: cfg.Store, m: m}
		m.watchWriteQueue(cfg.Store)
		m.observeWrites(cfg.Store)
	}
	s := &Server{
		store:   st,
		metrics: m,
		cfg:     cfg,
		data:    data,
		codecs:  reg,
		rest:    x,
		log:     cfg.Logger,
	}
	if err := s.mountAPI(); err != nil {
		return nil, fmt.Errorf("new server: %w", err)
	}
	mux, err := s.mux()
	if err != nil {
		return nil, fmt.Errorf("new server: %w", err)
	}
	s.handler = s.observe(s.cors(s.recoverer(mux)))
	return s, nil
}

// Handler is the REST handler without the transport (for embedding and
// tests); Serve adds h2c upgrade, timeouts and TLS around it.
func (s *Server) Handler() http.Handler { return s.handler }

// Serve accepts connections on ln until ctx is done, then drains for
// Config.DrainDelay (serving, but not ready), then shuts down
// gracefully: it stops accepting, lets in-flight requests finish (up to
// ShutdownTimeout), and returns. It returns nil after a clean shutdown.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	useTLS := s.cfg.TLSCertFile != "" || s.cfg.TLSKeyFile != ""
	protocols := new(http.Protocols)
	protocols.SetHTTP1(true)
	if useTLS {
		protocols.SetHTTP2(true)
	} else {
		protocols.SetUnencryptedHTTP2(true) // prior knowledge, in net/http
	}
	srv := &http.Server{
		ReadHeaderTimeout: s.cfg.ReadHeaderTimeout,
		ReadTimeout:       s.cfg.ReadTimeout,
		WriteTimeout:      s.cfg.WriteTimeout,
		IdleTimeout:       s.cfg.IdleTimeout,
		MaxHeaderBytes:    64 << 10,
		Protocols:         protocols,
		ErrorLog:          slog.NewLogLogger(s.log.Handler(), slog.LevelDebug),
	}
	if useTLS {
		cert, err := tls.LoadX509KeyPair(s.cfg.TLSCertFile, s.cfg.TLSKeyFile)
		if err != nil {
			return fmt.Errorf("serve: load TLS key pair: %w", err)
		}
		srv.TLSConfig = &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}
	}
	h2, err := configureHTTP2(srv)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	counted := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.inflight.Add(1)
		defer s.inflight.Add(-1)
		if r.ProtoMajor == 1 && s.draining.Load() {
			// The client (a load balancer's pooled connection) opens a
			// new one for its next request: to a replica still ready.
			w.Header().Set("Connection", "close")
		}
		s.handler.ServeHTTP(w, r)
	})
	upgrader := newH2CUpgrader(counted, srv, h2)
	srv.Handler = upgrader

	errc := make(chan error, 1)
	go func() {
		if useTLS {
			errc <- srv.ServeTLS(ln, "", "")
		} else {
			errc <- srv.Serve(frontListener{ln}) // sniffs each connection's preface
		}
	}()
	select {
	case err := <-errc:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	if d := s.cfg.DrainDelay; d > 0 {
		s.draining.Store(true)
		s.log.Info("draining: not ready, still serving", slog.Duration("for", d))
		select {
		case err := <-errc:
			return fmt.Errorf("serve: %w", err)
		case <-time.After(d):
		}
	}
	s.log.Info("shutting down", slog.Duration("timeout", s.cfg.ShutdownTimeout))
	sctx, cancel := context.WithTimeout(context.Background(), s.cfg.ShutdownTimeout)
	defer cancel()
	err = errors.Join(shutdown(sctx, srv, &s.inflight), upgrader.shutdown(sctx))
	if e := <-errc; !errors.Is(e, http.ErrServerClosed) {
		err = errors.Join(err, e)
	}
	if err != nil {
		return fmt.Errorf("shut down: %w", err)
	}
	return nil
}

// lingerAfterLastRequest is how long shutdown lets connections close
// themselves once no request is left in a handler: an HTTP/2 connection
// closes a second after its GOAWAY when its streams are done
// (golang.org/x/net/http2's goAwayTimeout), an HTTP/1.1 one at once.
const lingerAfterLastRequest = 2 * time.Second

// shutdown is srv.Shutdown, which waits for every connection to close,
// bounded: once no request has been in a handler for
// lingerAfterLastRequest, the connections left are closed. In make test's
// race half on a loaded machine an h2c connection twice outlived its last
// stream by more than 10 s after its GOAWAY, both ends idle and open; a
// server told to stop must not wait the whole ShutdownTimeout on an idle
// connection.
func shutdown(ctx context.Context, srv *http.Server, inflight *atomic.Int64) error {
	done := make(chan error, 1)
	go func() { done <- srv.Shutdown(ctx) }()
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	var idleSince time.Time
	for {
		select {
		case err := <-done:
			return err
		case now := <-tick.C:
			switch {
			case inflight.Load() > 0:
				idleSince = time.Time{}
			case idleSince.IsZero():
				idleSince = now
			case now.Sub(idleSince) >= lingerAfterLastRequest:
				_ = srv.Close() // Shutdown returns ErrServerClosed… or nil: either way, done
				if err := <-done; err != nil && !errors.Is(err, http.ErrServerClosed) {
					return err
				}
				return nil
			}
		}
	}
}
