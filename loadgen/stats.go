package loadgen

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"slices"
	"sync"
	"time"

	"github.com/HdrHistogram/hdrhistogram-go"

	"github.com/polywire/polywire/results"
)

// The histograms' geometry: microseconds from 1 µs to 5 min, three
// significant figures (a recorded value is within 0.1% of the true one).
const (
	histLowest  = 1
	histHighest = int64(maxLatency / time.Microsecond)
	histDigits  = 3
)

func newHistogram() *hdrhistogram.Histogram {
	return hdrhistogram.New(histLowest, histHighest, histDigits)
}

// newWindow is a histogram for a second of the run: the same geometry, in
// the sparse form whose memory grows with the buckets used, so a long run
// can keep one per second.
func newWindow() *hdrhistogram.PackedHistogram {
	return hdrhistogram.NewPacked(histLowest, histHighest, histDigits)
}

// micros is d in whole microseconds, rounded, within the histograms' range.
func micros(d time.Duration) int64 {
	return min(max(int64((d+500)/time.Microsecond), histLowest), histHighest)
}

func ms(us int64) float64 { return float64(us) / 1000 }

// sample is one completed request, as a worker hands it to the collector.
type sample struct {
	start   time.Duration // intended (open model) or actual send time, from the run's start
	latency time.Duration // from start to the response read (and decoded)
	service time.Duration // from the actual send: the uncorrected latency
	late    time.Duration // how long after start it was actually sent
	bytes   int64
	req     int32
	class   string // "" for OK
	exact   string
	cause   string // a KO's cause in words (causeOf)
}

// recorder is one worker's buffer of samples. Only its worker appends and
// only the collector takes, ten times a second, so its lock is never
// contended: recording costs an append, and no worker waits on another.
type recorder struct {
	mu  sync.Mutex
	buf []sample
}

func (r *recorder) add(s sample) {
	r.mu.Lock()
	r.buf = append(r.buf, s)
	r.mu.Unlock()
}

// take returns the buffered samples and gives the recorder spare to fill.
func (r *recorder) take(spare []sample) []sample {
	r.mu.Lock()
	b := r.buf
	r.buf = spare[:0]
	r.mu.Unlock()
	return b
}

// collector owns every histogram and count; only its goroutine touches
// them, after taking the workers' samples.
type collector struct {
	mu   sync.Mutex // guards recs
	recs []*recorder

	names         []string
	perName       []nameStats
	service       *hdrhistogram.Histogram
	lateness      *hdrhistogram.Histogram
	seconds       []*secondStats
	ko            map[string]int64
	causes        map[causeKey]int64
	lateThreshold time.Duration
	late          int64
	maxLate       time.Duration
	total, failed int64
	spare         []sample

	// window is what Progress reports: the requests completed since the
	// last report, OK (in the histogram) and KO.
	window             *hdrhistogram.PackedHistogram
	windowOK, windowKO int64
}

// causeKey is a KO cause within its class.
type causeKey struct{ class, cause string }

type nameStats struct {
	h             *hdrhistogram.Histogram
	ok, ko, bytes int64
}

type secondStats struct {
	requests, ok, ko, bytes int64
	h                       *hdrhistogram.PackedHistogram
	peakActive              int
}

func newCollector(names []string, lateThreshold time.Duration) *collector {
	c := &collector{names: names, perName: make([]nameStats, len(names)), service: newHistogram(),
		lateness: newHistogram(), ko: map[string]int64{}, causes: map[causeKey]int64{}, lateThreshold: lateThreshold, window: newWindow()}
	for i := range c.perName {
		c.perName[i].h = newHistogram()
	}
	return c
}

// newRecorder registers a worker's recorder.
func (c *collector) newRecorder() *recorder {
	r := &recorder{buf: make([]sample, 0, 64)}
	c.mu.Lock()
	c.recs = append(c.recs, r)
	c.mu.Unlock()
	return r
}

// drain takes every worker's samples and records them.
func (c *collector) drain() {
	c.mu.Lock()
	recs := c.recs
	c.mu.Unlock()
	for _, r := range recs {
		b := r.take(c.spare)
		for i := range b {
			c.record(&b[i])
		}
		c.spare = b
	}
}

func (c *collector) second(s int) *secondStats {
	for len(c.seconds) <= s {
		c.seconds = append(c.seconds, nil)
	}
	if c.seconds[s] == nil {
		c.seconds[s] = &secondStats{h: newWindow()}
	}
	return c.seconds[s]
}

func (c *collector) record(s *sample) {
	n := &c.perName[s.req]
	// A second of the timeline holds the requests that completed in it,
	// as Gatling's responses per second do: binned by send time, a slow
	// closed-model run would show all its traffic in its first second.
	sec := c.second(int(max(s.start+s.latency, 0) / time.Second))
	c.total++
	sec.requests++
	if s.class == "" {
		// Only successes are latencies: a refused connection "answers"
		// in microseconds and would make a dead server look fast.
		us := micros(s.latency)
		_ = n.h.RecordValue(us) // in range: micros clamps
		_ = c.service.RecordValue(micros(s.service))
		_ = sec.h.RecordValue(us)
		_ = c.window.RecordValue(us)
		c.windowOK++
		n.ok++
		n.bytes += s.bytes
		sec.ok++
		sec.bytes += s.bytes
	} else {
		c.windowKO++
		n.ko++
		sec.ko++
		c.failed++
		c.ko[s.class]++
		if s.exact != "" {
			c.ko[s.exact]++
		}
		c.causes[causeKey{s.class, s.cause}]++
	}
	_ = c.lateness.RecordValue(micros(s.late))
	if s.late > c.lateThreshold {
		c.late++
	}
	c.maxLate = max(c.maxLate, s.late)
}

// topCauses are the most frequent KO causes, most frequent first, at
// most n of them; the rest are summed into a last "other causes" entry.
func (c *collector) topCauses(n int) []results.KOCause {
	all := make([]results.KOCause, 0, len(c.causes))
	for k, v := range c.causes {
		all = append(all, results.KOCause{Class: k.class, Cause: k.cause, Count: v})
	}
	slices.SortFunc(all, func(a, b results.KOCause) int {
		return cmp.Or(cmp.Compare(b.Count, a.Count), cmp.Compare(a.Class, b.Class), cmp.Compare(a.Cause, b.Cause))
	})
	if len(all) <= n {
		return all
	}
	other := results.KOCause{Class: "other", Cause: fmt.Sprintf("%d other causes", len(all)-n)}
	for _, k := range all[n:] {
		other.Count += k.Count
	}
	return append(all[:n:n], other)
}

// activeAt notes how many users or requests were active at t.
func (c *collector) activeAt(t time.Duration, n int) {
	sec := c.second(int(max(t, 0) / time.Second))
	sec.peakActive = max(sec.peakActive, n)
}

// resetWindow starts a new progress window and returns the old one's
// OK and KO counts and OK p99.
func (c *collector) resetWindow() (ok, ko int64, p99 time.Duration) {
	ok, ko, p99 = c.windowOK, c.windowKO, time.Duration(c.window.ValueAtPercentile(99))*time.Microsecond
	c.window.Reset()
	c.windowOK, c.windowKO = 0, 0
	return ok, ko, p99
}

// statsOf summarises one histogram of the OK requests over seconds; ko
// counts the failures beside them, and bytes are the OK responses'.
func statsOf(name string, h *hdrhistogram.Histogram, ok, ko, bytes int64, seconds float64) (results.LoadStats, error) {
	enc, err := h.Encode(hdrhistogram.V2CompressedEncodingCookieBase)
	if err != nil {
		return results.LoadStats{}, fmt.Errorf("encode histogram: %w", err)
	}
	s := summarize(h)
	s.Name, s.OK, s.KO, s.Histogram = name, ok, ko, string(enc)
	s.Count = ok + ko
	if s.Count > 0 {
		s.KOPercent = 100 * float64(ko) / float64(s.Count)
	}
	if seconds > 0 {
		s.ReqPerSec = float64(ok) / seconds
		s.KOPerSec = float64(ko) / seconds
		s.BytesPerSec = float64(bytes) / seconds
	}
	return s, nil
}

// summarize is a histogram's times, in milliseconds.
func summarize(h *hdrhistogram.Histogram) results.LoadStats {
	if h.TotalCount() == 0 {
		return results.LoadStats{}
	}
	p := h.ValueAtPercentiles([]float64{50, 75, 90, 95, 98, 99, 99.9, 99.99})
	return results.LoadStats{
		MinMs: ms(h.Min()), MeanMs: h.Mean() / 1000, StddevMs: h.StdDev() / 1000, MaxMs: ms(h.Max()),
		P50Ms: ms(p[50]), P75Ms: ms(p[75]), P90Ms: ms(p[90]), P95Ms: ms(p[95]),
		P98Ms: ms(p[98]), P99Ms: ms(p[99]), P999Ms: ms(p[99.9]), P9999Ms: ms(p[99.99]),
	}
}

// DecodeHistogram reads LoadStats.Histogram back into an HdrHistogram of
// microseconds, to re-analyse a run (any percentile) or merge runs.
func DecodeHistogram(encoded string) (*hdrhistogram.Histogram, error) {
	if encoded == "" {
		return newHistogram(), nil
	}
	h, err := hdrhistogram.Decode([]byte(encoded))
	if err != nil {
		return nil, fmt.Errorf("decode histogram: %w", err)
	}
	return h, nil
}

// Merge combines the numbers of two parts of the same load — two request
// names of a run, or two generators that loaded one server over the same
// period — exactly: the histograms are merged, so the merged percentiles
// are those of one histogram that recorded both parts. Counts and rates
// add up (rates are per second of the same period). The name is a's, or
// "a+b" when they differ.
func Merge(a, b results.LoadStats) (results.LoadStats, error) {
	ha, err := DecodeHistogram(a.Histogram)
	if err != nil {
		return results.LoadStats{}, fmt.Errorf("merge %s: %w", a.Name, err)
	}
	hb, err := DecodeHistogram(b.Histogram)
	if err != nil {
		return results.LoadStats{}, fmt.Errorf("merge %s: %w", b.Name, err)
	}
	if ha.TotalCount() != a.OK || hb.TotalCount() != b.OK {
		return results.LoadStats{}, errors.New("merge stats: a histogram does not hold its stats' OK count")
	}
	h := newHistogram()
	if h.Merge(ha)+h.Merge(hb) > 0 {
		return results.LoadStats{}, errors.New("merge stats: a histogram holds values outside 1 µs..5 min")
	}
	name := a.Name
	if b.Name != a.Name {
		name = a.Name + "+" + b.Name
	}
	m, err := statsOf(name, h, a.OK+b.OK, a.KO+b.KO, 0, 0)
	if err != nil {
		return results.LoadStats{}, fmt.Errorf("merge stats: %w", err)
	}
	m.ReqPerSec = a.ReqPerSec + b.ReqPerSec
	m.KOPerSec = a.KOPerSec + b.KOPerSec
	m.BytesPerSec = a.BytesPerSec + b.BytesPerSec
	return m, nil
}

// timelineSecond is second s's entry of the timeline.
func (c *collector) timelineSecond(s int) results.LoadSecond {
	out := results.LoadSecond{Second: s}
	if s >= len(c.seconds) || c.seconds[s] == nil {
		return out
	}
	st := c.seconds[s]
	out.Requests, out.OK, out.KO, out.Bytes, out.ActiveUsers = st.requests, st.ok, st.ko, st.bytes, st.peakActive
	if st.h.TotalCount() > 0 {
		p := st.h.ValueAtPercentilesSlice([]float64{50, 99})
		out.P50Ms, out.P99Ms, out.MaxMs = ms(p[0]), ms(p[1]), ms(st.h.Max())
	}
	return out
}

// secondsIn is how many timeline entries a run of d needs.
func secondsIn(d time.Duration) int {
	return int(math.Ceil(d.Seconds()))
}
