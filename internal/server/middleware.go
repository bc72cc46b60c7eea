package server

import (
	"context"
	"crypto/subtle"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	connectcors "connectrpc.com/cors"

	"github.com/polywire/polywire/apierror"
)

// The middleware, outermost first, as New chains them: observe (metrics,
// sampled access log, Server-Timing's clock, the request body counted and,
// over HTTP/2, drained) → cors → recoverer → the mux. authorize is the
// write routes' gate, REST (rest.WithGate) and RPC alike.

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
//
// The drain waits at most drainIdle for each next piece: a client may stop
// sending without ending its stream once it has the answer — Go's own
// HTTP/2 transport does on any status over 299, expecting the server to
// reset the stream (RFC 9113 §8.1) — and an unbounded drain then held the
// stream, and the client's read of the answer, until the read timeout
// (60 s; TestErrors' h2c too_large_chunked, one run in twenty).
func drainBody(w http.ResponseWriter, r *http.Request, body *countingBody) {
	if r.ContentLength > 0 && r.ContentLength-body.n > maxDrainBytes {
		return
	}
	rc := http.NewResponseController(w)
	_ = rc.Flush()
	buf := make([]byte, 16<<10)
	for left := maxDrainBytes; left > 0; {
		if err := rc.SetReadDeadline(time.Now().Add(drainIdle)); err != nil {
			return // no deadline, no unbounded wait
		}
		n, err := body.ReadCloser.Read(buf[:min(len(buf), left)])
		left -= n
		if err != nil {
			return
		}
	}
}

// drainIdle is how long drainBody waits for more of a body: what is still
// on its way after an early answer arrives at once, and a client that
// stopped sending loses a second, not the read timeout.
const drainIdle = time.Second

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
		m.bytesOut.WithLabelValues(route, protocol, format, coding).Add(float64(sw.bytes))
		if bucket != nil {
			s.logRequest(r, bucket, start, elapsed, status, sw.bytes, in, protocol, format, coding)
		}
	})
}

// cors answers preflight requests and marks responses readable by the
// allowed origins: the REST API, gRPC-Web and Connect from a browser, their
// Server-Timing and Resource Timing included (Timing-Allow-Origin). With
// no origins configured it does nothing. Credentials are never allowed
// (the write token travels in Authorization, which a page sets itself).
func (s *Server) cors(next http.Handler) http.Handler {
	origins := s.cfg.CORSOrigins
	if len(origins) == 0 {
		return next
	}
	any := slices.Contains(origins, "*")
	allowHeaders := strings.Join(append(connectcors.AllowedHeaders(),
		"Authorization", "Accept", "Accept-Encoding", "Content-Encoding", "If-None-Match", "Idempotency-Key"), ", ")
	exposeHeaders := strings.Join(append(connectcors.ExposedHeaders(), "ETag", "Content-Encoding", "Content-Length", "Vary", serverTimingHeader,
		"Retry-After", ReplayedHeader), ", ")
	allowMethods := strings.Join([]string{http.MethodGet, http.MethodHead, http.MethodPost, http.MethodOptions}, ", ")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		if origin == "" {
			next.ServeHTTP(w, r)
			return
		}
		h := w.Header()
		h.Add("Vary", "Origin")
		if !any && !slices.Contains(origins, origin) {
			next.ServeHTTP(w, r) // not allowed: no CORS headers, the browser blocks
			return
		}
		allow := origin
		if any {
			allow = "*"
		}
		h.Set("Access-Control-Allow-Origin", allow)
		// Without it a cross-origin page sees neither serverTiming nor the
		// detailed Resource Timing (sizes, phases) the lab measures with.
		h.Set("Timing-Allow-Origin", allow)
		if r.Method == http.MethodOptions && r.Header.Get("Access-Control-Request-Method") != "" {
			setRoute(r, "OPTIONS (CORS preflight)")
			h.Add("Vary", "Access-Control-Request-Method")
			h.Add("Vary", "Access-Control-Request-Headers")
			h.Set("Access-Control-Allow-Methods", allowMethods)
			h.Set("Access-Control-Allow-Headers", allowHeaders)
			h.Set("Access-Control-Max-Age", strconv.Itoa(int((2 * time.Hour).Seconds())))
			w.WriteHeader(http.StatusNoContent)
			return
		}
		h.Set("Access-Control-Expose-Headers", exposeHeaders)
		next.ServeHTTP(w, r)
	})
}

// recoverer turns a panic anywhere below it (connect-go's handlers and the
// mux's own answers too) into a logged 500 with an error body, keeping the
// server up; http.ErrAbortHandler keeps its meaning (rest.Exchange.Recover).
func (s *Server) recoverer(next http.Handler) http.Handler { return s.rest.Recover(next) }

// authorize checks the bearer token of a write request in constant time.
// Without a configured token every write is allowed.
func (s *Server) authorize(h http.Header) error {
	if s.cfg.WriteToken == "" {
		return nil
	}
	auth := h.Get("Authorization")
	token, ok := strings.CutPrefix(auth, "Bearer ")
	if !ok || subtle.ConstantTimeCompare([]byte(token), []byte(s.cfg.WriteToken)) != 1 {
		return apierror.New(apierror.CodeUnauthenticated, "authorize write: missing or wrong bearer token")
	}
	return nil
}
