package loadgen

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/HdrHistogram/hdrhistogram-go"

	"github.com/polywire/polywire/results"
)

// values draws n latencies in microseconds: mostly around a millisecond,
// with a long tail, as a loaded server's.
func values(r *rand.Rand, n int) []int64 {
	v := make([]int64, n)
	for i := range v {
		v[i] = 200 + int64(r.ExpFloat64()*800)
		if r.IntN(100) == 0 {
			v[i] += int64(r.IntN(2_000_000))
		}
	}
	return v
}

func histogramOf(t *testing.T, vs ...[]int64) *hdrhistogram.Histogram {
	t.Helper()
	h := newHistogram()
	for _, v := range vs {
		for _, x := range v {
			if err := h.RecordValue(x); err != nil {
				t.Fatal(err)
			}
		}
	}
	return h
}

// TestMerge: merging the stats of two parts gives exactly the stats of one
// histogram that recorded both.
func TestMerge(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(1, 2))
	a, b := values(r, 20_000), values(r, 5_000)
	sa, err := statsOf("get", histogramOf(t, a), 20_000, 10, 1e6, 10)
	if err != nil {
		t.Fatal(err)
	}
	sb, err := statsOf("get", histogramOf(t, b), 5_000, 0, 5e5, 10)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Merge(sa, sb)
	if err != nil {
		t.Fatal(err)
	}
	want, err := statsOf("get", histogramOf(t, a, b), 25_000, 10, 1.5e6, 10)
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Fatalf("merged:\n%+v\none histogram:\n%+v", got, want)
	}
	if got.P99Ms <= got.P50Ms || got.P9999Ms < got.P999Ms || got.MaxMs < 1000 {
		t.Fatalf("implausible percentiles %+v", got)
	}

	// Merging with nothing changes nothing; names that differ are joined.
	empty, err := statsOf("post", newHistogram(), 0, 0, 0, 10)
	if err != nil {
		t.Fatal(err)
	}
	same, err := Merge(sa, empty)
	if err != nil {
		t.Fatal(err)
	}
	sa.Name = "get+post"
	if same != sa {
		t.Fatalf("merged with an empty part:\n%+v\nwant\n%+v", same, sa)
	}
}

func TestMergeRefusesBadHistograms(t *testing.T) {
	t.Parallel()
	good, err := statsOf("a", histogramOf(t, []int64{1000, 2000}), 2, 0, 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	for name, bad := range map[string]func(s *results.LoadStats){
		"not_base64":     func(s *results.LoadStats) { s.Histogram = "%%%" },
		"wrong_count":    func(s *results.LoadStats) { s.OK = 3 },
		"count_no_hist":  func(s *results.LoadStats) { s.Histogram = "" },
		"truncated_hist": func(s *results.LoadStats) { s.Histogram = s.Histogram[:12] },
	} {
		s := good
		bad(&s)
		if _, err := Merge(good, s); err == nil || !strings.HasPrefix(err.Error(), "merge") {
			t.Errorf("%s: error %v", name, err)
		}
	}
}

func TestDecodeHistogramRoundTrip(t *testing.T) {
	t.Parallel()
	h := histogramOf(t, values(rand.New(rand.NewPCG(3, 4)), 1000))
	s, err := statsOf("x", h, 1000, 0, 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodeHistogram(s.Histogram)
	if err != nil {
		t.Fatal(err)
	}
	if !back.Equals(h) {
		t.Fatal("decoded histogram differs")
	}
}

func TestMicros(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		d    time.Duration
		want int64
	}{
		{0, 1}, {-time.Second, 1}, {499, 1}, {1500, 2}, {time.Millisecond, 1000},
		{time.Hour, histHighest},
	} {
		if got := micros(c.d); got != c.want {
			t.Errorf("micros(%v) = %d, want %d", c.d, got, c.want)
		}
	}
}
