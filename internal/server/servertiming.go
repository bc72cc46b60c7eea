package server

import (
	"context"
	"net/http"
	"strconv"
	"time"

	"github.com/polywire/polywire/contentcoding"
	"github.com/polywire/polywire/rest"
)

// Server-Timing (W3C Server Timing) splits a response's cost between the
// server and everything else: the lab page reads it from
// PerformanceResourceTiming.serverTiming, the Go load generator and any
// client from the header. The metric names are a stable contract (readers
// match on them); each appears only when it applies:
//
//	decode;dur=<ms>    codec unmarshal of the request body (reading and
//	                   inflating it is not counted: that waits on the network)
//	store;dur=<ms>     store calls made while serving the request, summed
//	encode;dur=<ms>    codec marshal of the response body (error bodies too)
//	compress;dur=<ms>  content coding of the response body, when compressed
//	cache;desc=hit     the immutable-dataset body cache had this body
//	cache;desc=miss    it was consulted and had not (the body is encoded)
//	total;dur=<ms>     from the request's arrival in the handler chain to the
//	                   response header being written
//
// Durations are milliseconds with three decimals. Every response carries
// total, RPC responses included (for gRPC and streams, the headers go out
// before the first message, so total is the time to that point);
// Config.DisableServerTiming turns the header off.
const serverTimingHeader = "Server-Timing"

// timingMetric indexes serverTiming.dur, in the header's order.
type timingMetric uint8

const (
	timingDecode timingMetric = iota
	timingStore
	timingEncode
	timingCompress
	numTimingMetrics
)

var timingNames = [numTimingMetrics]string{"decode", "store", "encode", "compress"}

// cacheResult is what the body cache answered, if it was asked.
type cacheResult uint8

const (
	cacheNotConsulted cacheResult = iota
	cacheHit
	cacheMiss
)

// serverTiming collects one request's measurements. It lives in the
// request's requestInfo (allocated once per request anyway), so measuring
// allocates nothing; a nil *serverTiming (the header is off) measures
// nothing, not even the clock.
type serverTiming struct {
	start time.Time
	dur   [numTimingMetrics]time.Duration
	has   uint8 // bit i: metric i was measured
	cache cacheResult
	// value backs the header's []string, so setting the header allocates
	// only the formatted string.
	value [1]string
}

// timingOf is r's serverTiming, or nil when the header is off.
func timingOf(r *http.Request) *serverTiming { return timingFrom(r.Context()) }

func timingFrom(ctx context.Context) *serverTiming {
	if ri, ok := ctx.Value(infoKey{}).(*requestInfo); ok && ri.timingOn {
		return &ri.timing
	}
	return nil
}

// since adds the time from start to metric m.
func (t *serverTiming) since(m timingMetric, start time.Time) {
	if t == nil {
		return
	}
	t.dur[m] += time.Since(start)
	t.has |= 1 << m
}

// add adds d to metric m.
func (t *serverTiming) add(m timingMetric, d time.Duration) {
	if t == nil {
		return
	}
	t.dur[m] += d
	t.has |= 1 << m
}

// consulted records the body cache's answer.
func (t *serverTiming) consulted(hit bool) {
	if t == nil {
		return
	}
	t.cache = cacheMiss
	if hit {
		t.cache = cacheHit
	}
}

// setHeader writes the Server-Timing header into h, with total up to now.
func (t *serverTiming) setHeader(h http.Header) {
	total := time.Since(t.start)
	var buf [160]byte // seven metrics at most, ~20 bytes each
	b := buf[:0]
	for m := range numTimingMetrics {
		if t.has&(1<<m) != 0 {
			b = appendTimingDur(b, timingNames[m], t.dur[m])
		}
	}
	switch t.cache {
	case cacheHit:
		b = append(b, "cache;desc=hit, "...)
	case cacheMiss:
		b = append(b, "cache;desc=miss, "...)
	}
	b = appendTimingDur(b, "total", total)
	t.value[0] = string(b[:len(b)-2]) // drop the trailing ", "
	h[serverTimingHeader] = t.value[:]
}

// appendTimingDur appends `name;dur=<ms>, ` with three decimals.
func appendTimingDur(b []byte, name string, d time.Duration) []byte {
	b = append(b, name...)
	b = append(b, ";dur="...)
	b = strconv.AppendFloat(b, float64(d)/float64(time.Millisecond), 'f', 3, 64)
	return append(b, ", "...)
}

// exchangeObserver is how the REST exchange (package rest) reaches the
// request's requestInfo: the format and coding it answered with (metrics
// and the access log), its decode/encode/compress times and the body
// cache's answers (Server-Timing).
type exchangeObserver struct{}

var _ rest.Observer = exchangeObserver{}

// stageMetrics maps the exchange's stages to Server-Timing metrics.
var stageMetrics = [...]timingMetric{
	rest.StageDecode:   timingDecode,
	rest.StageEncode:   timingEncode,
	rest.StageCompress: timingCompress,
}

func (exchangeObserver) Responded(r *http.Request, _ int, format string, coding contentcoding.Coding) {
	setFormat(r, format, coding)
}

func (exchangeObserver) Measured(r *http.Request, s rest.Stage, d time.Duration) {
	if int(s) < len(stageMetrics) {
		timingOf(r).add(stageMetrics[s], d)
	}
}

func (exchangeObserver) CacheConsulted(r *http.Request, hit bool) {
	timingOf(r).consulted(hit)
}
