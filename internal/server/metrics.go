package server

import (
	"context"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/store"
)

// metrics are the server's Prometheus series, on a registry of its own (so
// several servers in one process, as in tests, do not collide).
type metrics struct {
	registry *prometheus.Registry
	requests *prometheus.CounterVec   // route, protocol, transport, format, encoding, status
	duration *prometheus.HistogramVec // route, protocol, format
	bytesIn  *prometheus.CounterVec   // route, protocol
	bytesOut *prometheus.CounterVec   // route, protocol
	storeDur *prometheus.HistogramVec // op, result
}

func newMetrics() *metrics {
	m := &metrics{registry: prometheus.NewRegistry()}
	m.requests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "polywire_requests_total",
		Help: "Requests served, by route, protocol (rest, grpc, grpc-web, connect), transport (http/1.1, h2c, h2), response format, content coding and status.",
	}, []string{"route", "protocol", "transport", "format", "encoding", "status"})
	m.duration = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name:    "polywire_request_duration_seconds",
		Help:    "Time from the request's arrival to the last byte of the response handed to the connection.",
		Buckets: prometheus.ExponentialBuckets(0.0005, 2, 16), // 0.5 ms .. 16 s
	}, []string{"route", "protocol", "format"})
	m.bytesIn = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "polywire_request_body_bytes_total", Help: "Request body bytes read, as sent (compressed if they were).",
	}, []string{"route", "protocol"})
	m.bytesOut = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "polywire_response_body_bytes_total", Help: "Response body bytes written, as sent (compressed if they were).",
	}, []string{"route", "protocol"})
	m.storeDur = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name:    "polywire_store_duration_seconds",
		Help:    "Store operation latency, by operation and result (ok, unavailable, error).",
		Buckets: prometheus.ExponentialBuckets(0.0001, 2, 18), // 0.1 ms .. 13 s
	}, []string{"op", "result"})
	m.registry.MustRegister(m.requests, m.duration, m.bytesIn, m.bytesOut, m.storeDur,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

func (m *metrics) handler() http.Handler {
	return promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{})
}

// classify names the protocol and format of a request from its headers:
// gRPC, gRPC-Web and Connect are told apart as connect-go does.
func classify(r *http.Request) (protocol, format string) {
	ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	switch {
	case strings.HasPrefix(ct, "application/grpc-web"):
		return "grpc-web", subtypeFormat(ct, "application/grpc-web")
	case strings.HasPrefix(ct, "application/grpc"):
		return "grpc", subtypeFormat(ct, "application/grpc")
	case strings.HasPrefix(ct, "application/connect+"):
		return "connect", strings.TrimPrefix(ct, "application/connect+")
	case r.Header.Get("Connect-Protocol-Version") != "" || r.URL.Query().Get("connect") != "":
		return "connect", strings.TrimPrefix(ct, "application/")
	}
	return "rest", ""
}

func subtypeFormat(ct, prefix string) string {
	f := strings.TrimPrefix(strings.TrimPrefix(ct, prefix), "+")
	if f == "" {
		return "proto"
	}
	return f
}

func transport(r *http.Request) string {
	switch {
	case r.ProtoMajor < 2:
		return "http/1.1"
	case r.TLS != nil:
		return "h2"
	default:
		return "h2c"
	}
}

// countingBody counts the request body bytes a handler reads.
type countingBody struct {
	io.ReadCloser
	n    int64
	done bool // a read returned an error: io.EOF, or the stream's end
}

func (c *countingBody) Read(p []byte) (int, error) {
	n, err := c.ReadCloser.Read(p)
	c.n += int64(n)
	c.done = c.done || err != nil
	return n, err
}

// maxDrainBytes is the most of an unread HTTP/2 request body drainBody
// reads; net/http's HTTP/1 server discards as much after a handler.
const maxDrainBytes = 256 << 10

// drainBody reads the rest of an HTTP/2 request body the handler did not
// read (when no more than maxDrainBytes are declared), so that the stream
// ends only after the request has: a handler that answers early — an
// error, a 404 — otherwise ends the stream while the rest of the request is
// still on its way, and Go's server then ignores whatever that rest
// carries: a body longer or shorter than its Content-Length (RFC 9113
// §8.1.1), a flow-control overflow (§6.9.1). Whether those were reset with
// the error the RFC requires depended on which goroutine won (h2spec's
// 8.1.2.6 and 6.9.1 cases failed now and then). The response is flushed
// first, so the client has it while the rest comes in. RPCs are left
// alone: a streaming client may wait for the status before it sends more.
func drainBody(w http.ResponseWriter, r *http.Request, body *countingBody) {
	if r.ContentLength > 0 && r.ContentLength-body.n > maxDrainBytes {
		return
	}
	_ = http.NewResponseController(w).Flush()
	_, _ = io.CopyN(io.Discard, body.ReadCloser, maxDrainBytes)
}

// observe records every request: Prometheus series always, an access log
// line when the token bucket allows (AccessLogRate per second, so logging
// never becomes the bottleneck; the next line says how many were skipped).
func (s *Server) observe(next http.Handler) http.Handler {
	var bucket *tokenBucket
	if s.cfg.AccessLogRate != 0 {
		bucket = newTokenBucket(s.cfg.AccessLogRate)
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		ri := &requestInfo{}
		sw := &statusWriter{ResponseWriter: w}
		if !s.cfg.DisableServerTiming {
			ri.timing.start, ri.timingOn = start, true
			sw.timing = &ri.timing
		}
		var body *countingBody
		// ContentLength 0: no body (over HTTP/2, x/net gives such a request
		// an empty Body of its own rather than http.NoBody).
		if r.Body != nil && r.Body != http.NoBody && r.ContentLength != 0 {
			body = &countingBody{ReadCloser: r.Body}
			r.Body = body
		}
		next.ServeHTTP(sw, r.WithContext(context.WithValue(r.Context(), infoKey{}, ri)))
		if sw.status == 0 {
			sw.final() // nothing written: net/http sends 200 after we return
		}
		protocol, format := classify(r)
		if body != nil && !body.done && r.ProtoMajor == 2 && protocol == "rest" {
			drainBody(w, r, body)
		}
		elapsed := time.Since(start)

		route, coding := ri.route, ri.coding
		if protocol == "rest" {
			format = ri.format
		} else {
			route = r.URL.Path
			coding = sw.Header().Get("Grpc-Encoding")
			if coding == "" {
				coding = sw.Header().Get("Content-Encoding")
			}
		}
		if route == "" {
			route = "unmatched"
		}
		if coding == "" {
			coding = "identity"
		}
		status := sw.status
		if status == 0 {
			status = http.StatusOK
		}
		var in int64
		if body != nil {
			in = body.n
		}
		m := s.metrics
		m.requests.WithLabelValues(route, protocol, transport(r), format, coding, strconv.Itoa(status)).Inc()
		m.duration.WithLabelValues(route, protocol, format).Observe(elapsed.Seconds())
		m.bytesIn.WithLabelValues(route, protocol).Add(float64(in))
		m.bytesOut.WithLabelValues(route, protocol).Add(float64(sw.bytes))
		if bucket != nil {
			s.logRequest(r, bucket, start, elapsed, status, sw.bytes, in, protocol, format, coding)
		}
	})
}

// instrumentedStore times every store operation.
type instrumentedStore struct {
	store.Store
	m *metrics
}

func (s instrumentedStore) observe(ctx context.Context, op string, start time.Time, err error) {
	result := "ok"
	switch {
	case err == nil:
	case isUnavailable(err):
		result = "unavailable"
	default:
		result = "error"
	}
	s.m.storeDur.WithLabelValues(op, result).Observe(time.Since(start).Seconds())
	timingFrom(ctx).since(timingStore, start)
}

func (s instrumentedStore) SaveDocument(ctx context.Context, d store.Document) error {
	start := time.Now()
	err := s.Store.SaveDocument(ctx, d)
	s.observe(ctx, "save_document", start, err)
	return err
}

func (s instrumentedStore) ListDocuments(ctx context.Context, limit, offset int) ([]*docsv1.Document, error) {
	start := time.Now()
	d, err := s.Store.ListDocuments(ctx, limit, offset)
	s.observe(ctx, "list_documents", start, err)
	return d, err
}

func (s instrumentedStore) AppendPeople(ctx context.Context, p []*peoplev1.Person) error {
	start := time.Now()
	err := s.Store.AppendPeople(ctx, p)
	s.observe(ctx, "append_people", start, err)
	return err
}

func (s instrumentedStore) ListPeople(ctx context.Context, limit, offset int) ([]*peoplev1.Person, error) {
	start := time.Now()
	p, err := s.Store.ListPeople(ctx, limit, offset)
	s.observe(ctx, "list_people", start, err)
	return p, err
}

func (s instrumentedStore) Ping(ctx context.Context) error {
	start := time.Now()
	err := s.Store.Ping(ctx)
	s.observe(ctx, "ping", start, err)
	return err
}
