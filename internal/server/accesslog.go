package server

import (
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/polywire/polywire/contentcoding"
)

// requestInfo is filled in along the request path for logs, metrics and
// the Server-Timing header (timing, measured only when timingOn).
type requestInfo struct {
	route, format, coding string
	timing                serverTiming
	timingOn              bool
}

type infoKey struct{}

// setFormat records the response format and content coding of r for the
// access log.
func setFormat(r *http.Request, name string, coding contentcoding.Coding) {
	if ri, ok := r.Context().Value(infoKey{}).(*requestInfo); ok {
		ri.format, ri.coding = name, string(coding)
	}
}

// setRoute records the route pattern of r.
func setRoute(r *http.Request, route string) {
	if ri, ok := r.Context().Value(infoKey{}).(*requestInfo); ok {
		ri.route = route
	}
}

// statusWriter remembers the status and counts body bytes; with timing set
// it adds the Server-Timing header when the final header is written, for
// every handler behind observe (REST, RPC, the rest) alike.
type statusWriter struct {
	http.ResponseWriter
	status int
	bytes  int64
	timing *serverTiming // nil: no Server-Timing
}

// final is called before the final (non-1xx) header goes out.
func (w *statusWriter) final() {
	if w.timing != nil {
		w.timing.setHeader(w.Header())
		w.timing = nil
	}
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	if code >= 200 {
		w.final()
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(p []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	w.final()
	n, err := w.ResponseWriter.Write(p)
	w.bytes += int64(n)
	return n, err
}

// Flush passes through: connect-go's streams assert http.Flusher directly.
func (w *statusWriter) Flush() {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	w.final()
	_ = http.NewResponseController(w.ResponseWriter).Flush()
}

// Unwrap lets http.ResponseController reach Hijack and deadlines.
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// logRequest writes one access log line if the bucket has a token.
func (s *Server) logRequest(r *http.Request, bucket *tokenBucket, start time.Time, elapsed time.Duration,
	status int, out, in int64, protocol, format, coding string,
) {
	ok, skipped := bucket.take(start)
	if !ok {
		return
	}
	attrs := []slog.Attr{
		slog.String("method", r.Method),
		slog.String("path", r.URL.Path),
		slog.String("proto", r.Proto),
		slog.String("protocol", protocol),
		slog.Int("status", status),
		slog.Int64("bytes", out),
		slog.Int64("bytes_in", in),
		slog.Duration("duration", elapsed),
		slog.String("remote", r.RemoteAddr),
	}
	if format != "" {
		attrs = append(attrs, slog.String("format", format), slog.String("coding", coding))
	}
	if skipped > 0 {
		attrs = append(attrs, slog.Int64("skipped", skipped))
	}
	s.log.LogAttrs(r.Context(), slog.LevelInfo, "request", attrs...)
}

// tokenBucket allows rate events per second with bursts of up to rate (at
// least 1), counting the events it refuses. A negative rate allows all.
type tokenBucket struct {
	mu      sync.Mutex
	rate    float64
	tokens  float64
	last    time.Time
	skipped int64
}

func newTokenBucket(rate float64) *tokenBucket {
	return &tokenBucket{rate: rate, tokens: max(rate, 1)}
}

// take reports whether an event at now is allowed and, if so, how many were
// refused since the last allowed one.
func (b *tokenBucket) take(now time.Time) (bool, int64) {
	if b.rate < 0 {
		return true, 0
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if !b.last.IsZero() {
		b.tokens = min(max(b.rate, 1), b.tokens+now.Sub(b.last).Seconds()*b.rate)
	}
	b.last = now
	if b.tokens < 1 {
		b.skipped++
		return false, 0
	}
	b.tokens--
	skipped := b.skipped
	b.skipped = 0
	return true, skipped
}
