package load

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/HdrHistogram/hdrhistogram-go"

	"github.com/polywire/polywire/results"
)

// latencyDist is one response-time distribution in milliseconds: decoded
// from the run's HdrHistogram when it has one, else the stored
// percentiles, which give a coarser curve and no histogram.
type latencyDist struct {
	name  string
	count int64
	// exact is set when the distribution comes from the histogram.
	exact bool
	// points run from the fastest request (q = 0) to the slowest (q = 1).
	points []distPoint
	// bins are the histogram's counts, merged into bins evenly spaced on
	// a log axis (empty without a histogram).
	bins []distBin
	// note says why the histogram was not used, when it was not.
	note string
}

// distPoint is the latency ms below which a fraction q of the requests
// fell.
type distPoint struct{ q, ms float64 }

// distBin counts the requests whose latency fell in [lo, hi) ms.
type distBin struct {
	lo, hi float64
	count  int64
}

// maxEncodedHistogram bounds the base64 text decoded: loadgen's histograms
// of 1 µs..5 min at three digits are a few kilobytes compressed.
const maxEncodedHistogram = 8 << 20

// histogramBins is how many bins the latency histogram has.
const histogramBins = 48

// histLogRatio is the ratio of slowest to fastest latency above which the
// histogram's bins are spaced on a log axis.
const histLogRatio = 10

// decodeDist reads the distribution of s. The histogram's unit is not in
// the schema: loadgen records microseconds, and decodeDist checks that
// against the stored median (nanoseconds and milliseconds are recognised
// too), so a histogram written in another unit still plots right.
func decodeDist(s results.LoadStats) latencyDist {
	d := latencyDist{name: s.Name, count: s.Count}
	if s.Histogram == "" {
		d.note = "no histogram recorded: the curve joins the stored percentiles"
		d.points = storedPoints(s)
		return d
	}
	h, err := decodeHistogram(s.Histogram)
	if err != nil || h.TotalCount() == 0 {
		if err == nil {
			err = errors.New("empty histogram")
		}
		d.note = "histogram unreadable (" + err.Error() + "): the curve joins the stored percentiles"
		d.points = storedPoints(s)
		return d
	}
	scale := histogramScale(h, s)
	hmax := float64(h.Max()) // Max walks the buckets: once
	d.exact, d.count = true, h.TotalCount()
	d.points = append(d.points, distPoint{0, float64(h.Min()) * scale})
	for _, b := range h.CumulativeDistributionWithTicks(5) {
		q := b.Quantile / 100
		if q <= 0 {
			continue
		}
		v := math.Min(float64(b.ValueAt), hmax) * scale
		if n := len(d.points); n > 0 && d.points[n-1].q == q {
			d.points[n-1].ms = v
			continue
		}
		d.points = append(d.points, distPoint{math.Min(q, 1), v})
	}
	if last := d.points[len(d.points)-1]; last.q < 1 {
		d.points = append(d.points, distPoint{1, hmax * scale})
	}
	d.bins = binDistribution(h.Distribution(), scale)
	return d
}

// dist is decodeDist of *s, decoded once per report.
func (b *builder) dist(s *results.LoadStats) latencyDist {
	if d, ok := b.dists[s]; ok {
		return d
	}
	if b.dists == nil {
		b.dists = map[*results.LoadStats]latencyDist{}
	}
	d := decodeDist(*s)
	b.dists[s] = d
	return d
}

// decodeHistogram decodes HdrHistogram's compressed encoding (base64),
// turning a panic of the decoder on hostile input into an error.
func decodeHistogram(enc string) (h *hdrhistogram.Histogram, err error) {
	if len(enc) > maxEncodedHistogram {
		return nil, fmt.Errorf("%d bytes of histogram, more than %d", len(enc), maxEncodedHistogram)
	}
	defer func() {
		if r := recover(); r != nil {
			h, err = nil, fmt.Errorf("decode histogram: %v", r)
		}
	}()
	h, err = hdrhistogram.Decode([]byte(enc))
	if err != nil {
		return nil, fmt.Errorf("decode histogram: %w", err)
	}
	return h, nil
}

// histogramScale is the factor from the histogram's unit to milliseconds:
// the candidate that best turns its median into the stored p50 (or its
// max into the stored max), microseconds when nothing was stored.
func histogramScale(h *hdrhistogram.Histogram, s results.LoadStats) float64 {
	ref, got := s.P50Ms, float64(h.ValueAtQuantile(50))
	if ref <= 0 || got <= 0 {
		ref, got = s.MaxMs, float64(h.Max())
	}
	if ref <= 0 || got <= 0 {
		return 1e-3
	}
	best, bestErr := 1e-3, math.Inf(1)
	for _, c := range []float64{1e-3, 1e-6, 1} {
		if e := math.Abs(math.Log(got * c / ref)); e < bestErr {
			best, bestErr = c, e
		}
	}
	return best
}

// storedPoints is the distribution the stored percentiles give: every one
// that was recorded, from min to max.
func storedPoints(s results.LoadStats) []distPoint {
	if s.Count == 0 && s.MaxMs == 0 {
		return nil
	}
	var pts []distPoint
	for _, p := range []distPoint{
		{0, s.MinMs}, {0.5, s.P50Ms}, {0.75, s.P75Ms}, {0.9, s.P90Ms}, {0.95, s.P95Ms}, {0.98, s.P98Ms},
		{0.99, s.P99Ms}, {0.999, s.P999Ms}, {0.9999, s.P9999Ms}, {1, s.MaxMs},
	} {
		if p.ms > 0 {
			pts = append(pts, p)
		}
	}
	return pts
}

// binDistribution merges the histogram's buckets (in its unit) into at
// most histogramBins bins of milliseconds, evenly spaced on a log axis
// from the smallest to the largest latency (on a linear one when they
// are within histLogRatio).
func binDistribution(bars []hdrhistogram.Bar, scale float64) []distBin {
	lo, hi := math.Inf(1), 0.0
	for _, b := range bars {
		if b.Count > 0 {
			lo = math.Min(lo, float64(b.From)*scale)
			hi = math.Max(hi, float64(b.To+1)*scale)
		}
	}
	if hi <= 0 || math.IsInf(lo, 0) {
		return nil
	}
	lo = math.Max(lo, scale) // a bucket from 0 starts at one unit
	logAxis := hi/lo > histLogRatio
	edge := func(i int) float64 {
		f := float64(i) / histogramBins
		if logAxis {
			return lo * math.Pow(hi/lo, f)
		}
		return lo + (hi-lo)*f
	}
	bins := make([]distBin, histogramBins)
	for i := range bins {
		bins[i] = distBin{lo: edge(i), hi: edge(i + 1)}
	}
	for _, b := range bars {
		if b.Count == 0 {
			continue
		}
		mid := (float64(b.From) + float64(b.To+1)) / 2 * scale
		var f float64
		if logAxis {
			f = math.Log(mid/lo) / math.Log(hi/lo)
		} else {
			f = (mid - lo) / (hi - lo)
		}
		i := min(max(int(f*histogramBins), 0), histogramBins-1)
		bins[i].count += b.Count
	}
	return bins
}

// nines is the position of the fraction q on a percentile axis of
// "nines", HdrHistogram's: 0 at 0%, 1 at 90%, 2 at 99%, 3 at 99.9%.
func nines(q float64) float64 {
	if q >= 1 {
		return math.Inf(1)
	}
	return -math.Log10(1 - q)
}

// ninesLabel names a whole number of nines: 0%, 90%, 99%, 99.9%.
func ninesLabel(n int) string {
	switch {
	case n <= 0:
		return "0%"
	case n == 1:
		return "90%"
	case n == 2:
		return "99%"
	}
	return "99." + strings.Repeat("9", n-2) + "%"
}
