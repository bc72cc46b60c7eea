package loadgen

import (
	"context"
	"crypto/x509"
	"errors"
	"fmt"
	"math"
	"net"
	"net/http"
	"net/url"
	"time"

	"google.golang.org/protobuf/proto"
)

// Protocols Config.Protocol accepts.
const (
	HTTP1 = "http/1.1"
	H2C   = "h2c"  // HTTP/2 over cleartext TCP, with prior knowledge
	H2    = "h2"   // HTTP/2 over TLS
	GRPC  = "grpc" // gRPC over h2c (http:// target) or TLS (https://)
)

// Defaults for the settings a Config may leave zero.
const (
	DefaultTimeout     = 30 * time.Second
	DefaultMaxInFlight = 1000
	// DefaultMaxKOPercent is the share of failed requests above which
	// polywire's bench commands call a run failed.
	DefaultMaxKOPercent = 1.0
	// DefaultMaxMessageBytes is the largest gRPC message sent or received:
	// room for responses of tens of MiB, past gRPC's 4 MiB default.
	DefaultMaxMessageBytes = 64 << 20
)

// maxLatency is the largest latency the histograms hold; longer ones are
// recorded as this. It is also the longest Timeout a Config may set.
const maxLatency = 5 * time.Minute

// Request is one request of a scenario: an HTTP request (Method, Path,
// Header, Body) or, with Config.Protocol "grpc", a unary RPC (Procedure,
// Message, NewResponse).
type Request struct {
	// Name groups the request's numbers in LoadRun.PerRequest; requests
	// with the same name share them. Empty means "METHOD path" or the
	// procedure.
	Name string

	// Method defaults to GET, or POST when Body is set.
	Method string
	// Path is appended to Config.Target: "/account/1?format=proto".
	Path string
	// Header is sent as is: Accept, Accept-Encoding, Content-Type,
	// Content-Encoding, Authorization… The client adds no Accept-Encoding
	// of its own and never decompresses: bodies are counted and handed to
	// Decode as they came over the wire. Over gRPC, Header is sent as
	// request metadata.
	Header http.Header
	// Body is sent as is (already encoded and compressed).
	Body []byte

	// Procedure is the gRPC method: "/polywire.bank.v1.BankService/GetAccount".
	Procedure string
	// Message is the request message, shared by every call (never modified).
	Message proto.Message
	// NewResponse returns an empty response message for each call.
	NewResponse func() proto.Message

	// Decode, when Config.Decode is set, decodes a successful HTTP
	// response's body (header says its Content-Type and Content-Encoding);
	// the time it takes is part of the latency and an error makes the
	// request a KO of kind decode. gRPC responses are decoded into
	// NewResponse (by package protocodec) when Config.Decode is set,
	// and otherwise received and counted but not decoded, as REST bodies.
	Decode func(body []byte, header http.Header) error
}

// Scenario is what each closed-model user runs: Requests in order, in a
// loop, pausing Think after each. The open model sends the Requests in
// turn, one per planned arrival, and ignores Think.
type Scenario struct {
	Name     string
	Requests []Request
	Think    time.Duration
}

// Closed is the closed model: Users virtual users, each looping over the
// scenario.
type Closed struct {
	Users int
	// RampUp starts the users evenly over this duration (user i at
	// i·RampUp/Users); zero starts them all at once.
	RampUp time.Duration
	// Iterations is the number of passes over the scenario each user
	// makes; zero means until the run's Duration or MaxRequests.
	Iterations int
}

// Stage is one stage of an open-model plan: the rate goes linearly from
// the previous stage's rate (or the start rate) to Rate over Duration. A
// zero-length stage is a step.
type Stage struct {
	Duration time.Duration
	Rate     float64 // requests per second
}

// Open is the open model: requests arrive on a plan, whatever the server
// does. With no Stages the rate is StartRate until Config.Duration or
// Config.MaxRequests.
type Open struct {
	StartRate float64
	Stages    []Stage
	// MaxInFlight caps the requests outstanding at once (default
	// DefaultMaxInFlight); a request due while all are busy waits and is
	// sent late.
	MaxInFlight int
	// LateThreshold is how late a request may be sent before it counts as
	// Late; zero means max(1 ms, 10% of the inter-arrival time at the
	// plan's highest rate).
	LateThreshold time.Duration
}

// Snapshot is the progress of a run, given to Config.Progress about once
// a second.
type Snapshot struct {
	Elapsed time.Duration
	// Requests and KO count the requests completed so far.
	Requests, KO int64
	// RequestsPerSec and P99 are of the requests that completed OK in the
	// last second, KOPerSec of those that failed.
	RequestsPerSec float64
	KOPerSec       float64
	P99            time.Duration
	// TopCause is the most frequent cause of failure so far ("connection
	// refused"), with TopCauseCount its count; empty without failures.
	TopCause      string
	TopCauseCount int64
	// ActiveUsers is the number of closed-model users running, or of
	// open-model requests in flight.
	ActiveUsers int
	// PlannedRate is the open model's current planned rate.
	PlannedRate float64
	// Late and Unsent are the open model's counts so far.
	Late int64
}

// Config is how a run applies its load.
type Config struct {
	// Target is the server's base URL: http://127.0.0.1:8080, or https://
	// for TLS.
	Target string
	// Protocol is HTTP1 (the default), H2C, H2 or GRPC.
	Protocol string
	// Connections is, over HTTP/1.1, the connection pool's size (the most
	// connections open at once; a request finding them all busy waits);
	// over h2c, h2 and gRPC, the number of connections requests are spread
	// over round-robin, each carrying many streams. Zero means one per
	// closed-model user (or per open-model MaxInFlight) over HTTP/1.1,
	// and one for the others.
	Connections int
	// RootCAs verifies a TLS target's certificate (nil: the system's);
	// InsecureSkipVerify does not verify it.
	RootCAs            *x509.CertPool
	InsecureSkipVerify bool

	// Timeout bounds each request, from its actual send (default
	// DefaultTimeout, at most 5 min).
	Timeout time.Duration
	// Decode decodes response bodies with each Request's Decode, inside
	// the measured latency.
	Decode bool

	// Exactly one of Closed and Open.
	Closed *Closed
	Open   *Open

	// Duration and MaxRequests bound the run: no request starts after
	// Duration, nor once MaxRequests have started. A run needs one of them,
	// closed-model Iterations or open-model Stages.
	Duration    time.Duration
	MaxRequests int64

	// MaxKOPercent is the share of failed requests, in percent, the run
	// tolerates: with more, the result is marked Failed. The zero value
	// tolerates none; polywire's bench commands use DefaultMaxKOPercent.
	// A run also fails when no request succeeds, and stops early (failed) when
	// its first FailFastAfter brought failures and no success at all —
	// a dead target need not be loaded for the whole Duration.
	MaxKOPercent float64

	// SeparateCPUs says the generator and a target on this machine run
	// on CPUs of their own (pinned apart), so the machine's busy time is
	// not a sign that they compete; only the generator's own use of its
	// cores can then mark it saturated.
	SeparateCPUs bool

	// AllowRemote permits a Target that is not a loopback address; without
	// it every address the host resolves to must be loopback.
	AllowRemote bool

	// Progress, when set, is called about once a second from a single
	// goroutine; it should return quickly.
	Progress func(Snapshot)

	// do replaces the client in tests that measure the engine alone.
	do func(ctx context.Context, deadline time.Time, w *worker, r *request) outcome
}

// check validates c and fills in its defaults.
func (c *Config) check(sc *Scenario) error {
	u, err := url.Parse(c.Target)
	if err != nil {
		return fmt.Errorf("parse target: %w", err)
	}
	if (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("check target %q: want http://host:port or https://host:port", c.Target)
	}
	if c.Protocol == "" {
		c.Protocol = HTTP1
	}
	switch c.Protocol {
	case HTTP1, GRPC:
	case H2C:
		if u.Scheme != "http" {
			return fmt.Errorf("check protocol: h2c needs an http:// target, not %q (use h2 for TLS)", c.Target)
		}
	case H2:
		if u.Scheme != "https" {
			return fmt.Errorf("check protocol: h2 is HTTP/2 over TLS and needs an https:// target, not %q (use h2c)", c.Target)
		}
	default:
		return fmt.Errorf("check protocol: unknown protocol %q (want %s, %s, %s or %s)", c.Protocol, HTTP1, H2C, H2, GRPC)
	}
	if c.Timeout == 0 {
		c.Timeout = DefaultTimeout
	}
	if c.MaxKOPercent < 0 || c.MaxKOPercent > 100 || math.IsNaN(c.MaxKOPercent) {
		return fmt.Errorf("check max KO: %g%% is not in [0, 100]", c.MaxKOPercent)
	}
	if c.Timeout < 0 || c.Timeout > maxLatency {
		return fmt.Errorf("check timeout: %v is not in (0, %v]", c.Timeout, maxLatency)
	}
	if c.Duration < 0 || c.MaxRequests < 0 {
		return errors.New("check bounds: Duration and MaxRequests cannot be negative")
	}
	if err := c.checkModel(); err != nil {
		return err
	}
	if c.Connections < 0 {
		return fmt.Errorf("check connections: %d is negative", c.Connections)
	}
	if c.Connections == 0 {
		c.Connections = 1
		if c.Protocol == HTTP1 {
			if c.Closed != nil {
				c.Connections = c.Closed.Users
			} else {
				c.Connections = c.Open.MaxInFlight
			}
		}
	}
	if len(sc.Requests) == 0 {
		return errors.New("check scenario: no requests")
	}
	for i, r := range sc.Requests {
		if c.Protocol == GRPC {
			if r.Procedure == "" || r.Message == nil || r.NewResponse == nil {
				return fmt.Errorf("check request %d: a gRPC request needs Procedure, Message and NewResponse", i)
			}
			continue
		}
		if r.Path == "" || r.Path[0] != '/' {
			return fmt.Errorf("check request %d: path %q must start with /", i, r.Path)
		}
	}
	if sc.Think < 0 {
		return errors.New("check scenario: negative think time")
	}
	return nil
}

func (c *Config) checkModel() error {
	// Defaults go into copies: the caller's models are not modified.
	if c.Closed != nil {
		m := *c.Closed
		c.Closed = &m
	}
	if c.Open != nil {
		m := *c.Open
		c.Open = &m
	}
	switch {
	case (c.Closed == nil) == (c.Open == nil):
		return errors.New("check model: set exactly one of Closed and Open")
	case c.Closed != nil:
		m := c.Closed
		if m.Users <= 0 || m.RampUp < 0 || m.Iterations < 0 {
			return fmt.Errorf("check closed model: want Users > 0, RampUp and Iterations ≥ 0, have %+v", *m)
		}
		if c.Duration == 0 && c.MaxRequests == 0 && m.Iterations == 0 {
			return errors.New("check bounds: the run has no end; set Duration, MaxRequests or Iterations")
		}
	default:
		m := c.Open
		if m.StartRate < 0 || math.IsNaN(m.StartRate) || math.IsInf(m.StartRate, 0) || m.MaxInFlight < 0 || m.LateThreshold < 0 {
			return fmt.Errorf("check open model: want StartRate, MaxInFlight and LateThreshold ≥ 0, have %+v", *m)
		}
		peak := m.StartRate
		for i, s := range m.Stages {
			if s.Duration < 0 || s.Rate < 0 || math.IsNaN(s.Rate) || math.IsInf(s.Rate, 0) {
				return fmt.Errorf("check open model: stage %d %+v has a negative or invalid duration or rate", i, s)
			}
			peak = max(peak, s.Rate)
		}
		if peak <= 0 {
			return errors.New("check open model: the plan never sends a request (every rate is zero)")
		}
		if c.Duration == 0 && c.MaxRequests == 0 && len(m.Stages) == 0 {
			return errors.New("check bounds: the run has no end; set Duration, MaxRequests or Stages")
		}
		if m.MaxInFlight == 0 {
			m.MaxInFlight = DefaultMaxInFlight
		}
	}
	return nil
}

// ErrNotLoopback is why a run refuses a target on another machine: a load
// test is an attack on anyone else's server unless Config.AllowRemote says
// it is not.
var ErrNotLoopback = errors.New("a load test targets loopback only unless remote targets are allowed (Config.AllowRemote)")

// checkLoopback refuses a target any of whose addresses is not loopback,
// unless AllowRemote is set: a load test is an attack on anyone else's
// server.
func checkLoopback(ctx context.Context, target string, allowRemote bool) error {
	if allowRemote {
		return nil
	}
	u, err := url.Parse(target)
	if err != nil {
		return fmt.Errorf("parse target: %w", err)
	}
	host := u.Hostname()
	if ip := net.ParseIP(host); ip != nil {
		if !ip.IsLoopback() {
			return fmt.Errorf("refuse target %s: %s is not a loopback address: %w", target, ip, ErrNotLoopback)
		}
		return nil
	}
	addrs, err := net.DefaultResolver.LookupIPAddr(ctx, host)
	if err != nil {
		return fmt.Errorf("resolve target host: %w", err)
	}
	for _, a := range addrs {
		if !a.IP.IsLoopback() {
			return fmt.Errorf("refuse target %s: %s resolves to %s, not a loopback address: %w", target, host, a.IP, ErrNotLoopback)
		}
	}
	if len(addrs) == 0 {
		return fmt.Errorf("resolve target host: %s has no address", host)
	}
	return nil
}
