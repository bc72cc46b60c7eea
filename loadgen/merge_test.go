package loadgen

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/polywire/polywire/results"
)

// shardRun is shard i of 2 of one closed-model run that recorded latencies
// vs (microseconds, all OK) plus ko failures, from start for secs.
func shardRun(t *testing.T, i int, vs []int64, ko int64, start time.Time, secs float64) results.LoadRun {
	t.Helper()
	s, err := statsOf("GET /account/1", histogramOf(t, vs), int64(len(vs)), ko, 100*int64(len(vs)), secs)
	if err != nil {
		t.Fatal(err)
	}
	r := results.LoadRun{
		Name: "one request 10 users", Target: "http://127.0.0.1:1", Protocol: HTTP1, Model: "closed", Users: 5,
		Connections: 5, DurationSeconds: secs, Started: start, Overall: s, PerRequest: []results.LoadStats{s},
		MaxKOPercent: 50, Client: results.LoadClient{CPUSeconds: 1, CPUPercent: 10 * float64(i), Cores: 2},
		Shard:    &results.LoadShard{RunID: "r1", Index: i, Of: 2, Share: "5 of 10 users", Scenario: "s", Load: "closed 10 users"},
		Timeline: []results.LoadSecond{{Second: 0, Requests: int64(len(vs)) + ko, OK: int64(len(vs)), KO: ko, MaxMs: ms(slicesMax(vs))}},
	}
	if ko > 0 {
		r.KO = map[string]int64{KOTransport: ko}
		r.KOCauses = []results.KOCause{{Class: KOTransport, Cause: "connection refused", Count: ko}}
	}
	return r
}

func slicesMax(v []int64) int64 {
	m := v[0]
	for _, x := range v {
		m = max(m, x)
	}
	return m
}

// TestMergeShards: two shards' known latencies merge into exactly the
// stats of one histogram of all of them — and averaging the shards'
// percentiles, what a merge must never do, would give another p99.
func TestMergeShards(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(3, 4))
	// Shard 1 is fast, shard 2 has the tail: their p99s differ a lot.
	a := values(r, 9_000)
	b := values(r, 1_000)
	for i := range b {
		b[i] += 50_000
	}
	t0 := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	s1 := shardRun(t, 1, a, 3, t0, 2)
	s2 := shardRun(t, 2, b, 0, t0.Add(500*time.Millisecond), 2)
	m, err := MergeShards([]Shard{{"s2.json", s2}, {"s1.json", s1}})
	if err != nil {
		t.Fatal(err)
	}
	all := histogramOf(t, a, b)
	want := summarize(all)
	got := m.Overall
	for _, c := range []struct {
		name      string
		got, want float64
	}{
		{"p50", got.P50Ms, want.P50Ms}, {"p90", got.P90Ms, want.P90Ms}, {"p99", got.P99Ms, want.P99Ms},
		{"p99.9", got.P999Ms, want.P999Ms}, {"mean", got.MeanMs, want.MeanMs}, {"stddev", got.StddevMs, want.StddevMs},
		{"max", got.MaxMs, want.MaxMs}, {"min", got.MinMs, want.MinMs},
	} {
		if c.got != c.want {
			t.Errorf("merged %s = %v, one histogram of all samples: %v", c.name, c.got, c.want)
		}
	}
	if avg := (s1.Overall.P99Ms + s2.Overall.P99Ms) / 2; avg == want.P99Ms {
		t.Fatalf("the shards' averaged p99 %v equals the true one: the test cannot tell a merge from an average", avg)
	}
	if got.Count != 10_003 || got.OK != 10_000 || got.KO != 3 || m.KO[KOTransport] != 3 || m.KOCauses[0].Count != 3 {
		t.Errorf("counts %d/%d/%d, KO %v %v", got.Count, got.OK, got.KO, m.KO, m.KOCauses)
	}
	// The window runs from shard 1's start to shard 2's end: 2.5 s.
	if m.DurationSeconds != 2.5 || got.ReqPerSec != 10_000/2.5 || got.BytesPerSec != 100*10_000/2.5 {
		t.Errorf("window %v s, %v req/s, %v B/s", m.DurationSeconds, got.ReqPerSec, got.BytesPerSec)
	}
	if m.PerRequest[0].P99Ms != want.P99Ms || m.PerRequest[0].OK != 10_000 {
		t.Errorf("per request %+v", m.PerRequest[0])
	}
	if m.Users != 10 || m.Client.CPUSeconds != 2 || m.Client.CPUPercent != 20 || m.Client.Saturated {
		t.Errorf("users %d, client %+v", m.Users, m.Client)
	}
	if m.Merged == nil || len(m.Merged.Shards) != 2 || m.Merged.Shards[0].File != "s1.json" || m.Merged.Shards[1].Client.CPUPercent != 20 {
		t.Errorf("merged %+v", m.Merged)
	}
	if len(m.Timeline) != 2 || m.Timeline[0].Requests != 9_003 || m.Timeline[1].Requests != 1_000 {
		t.Errorf("timeline %+v", m.Timeline)
	}

	// A saturated shard makes the merged run saturated.
	s2.Client.Saturated, s2.Client.Warning = true, "generator CPU 95%"
	if m, err := MergeShards([]Shard{{"s1.json", s1}, {"s2.json", s2}}); err != nil || !m.Client.Saturated || !strings.Contains(m.Client.Warning, "shard 2") {
		t.Errorf("saturated shard: %v %+v", err, m.Client)
	}
}

// TestMergeShardsRefuses: shards of other runs, a shard missing or given
// twice are refused, naming what and where.
func TestMergeShardsRefuses(t *testing.T) {
	t.Parallel()
	t0 := time.Now()
	good := func(i int) results.LoadRun { return shardRun(t, i, []int64{1000, 2000}, 0, t0, 1) }
	for _, c := range []struct {
		name   string
		shards func() []Shard
		want   string
	}{
		{"missing", func() []Shard { return []Shard{{"a", good(1)}} }, "shard 2/2 missing"},
		{"twice", func() []Shard { return []Shard{{"a", good(1)}, {"b", good(1)}} }, "shard 1/2 given twice (a and b)"},
		{"target", func() []Shard {
			b := good(2)
			b.Target = "http://127.0.0.1:2"
			return []Shard{{"a", good(1)}, {"b", b}}
		}, `target differs: "http://127.0.0.1:1" in a, "http://127.0.0.1:2" in b`},
		{"scenario", func() []Shard {
			b := good(2)
			b.Shard.Scenario = "other"
			return []Shard{{"a", good(1)}, {"b", b}}
		}, "scenario differs"},
		{"model", func() []Shard {
			b := good(2)
			b.Model = "open"
			return []Shard{{"a", good(1)}, {"b", b}}
		}, "model differs"},
		{"not_a_shard", func() []Shard {
			b := good(2)
			b.Shard = nil
			return []Shard{{"a", good(1)}, {"b", b}}
		}, "b: run \"one request 10 users\" is not a shard"},
		{"bad_histogram", func() []Shard {
			b := good(2)
			b.Overall.Histogram = "%%%"
			return []Shard{{"a", good(1)}, {"b", b}}
		}, "decode histogram"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			_, err := MergeShards(c.shards())
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v, want one saying %q", err, c.want)
			}
			if c.name != "bad_histogram" && !errors.Is(err, ErrShards) {
				t.Errorf("error %v does not wrap ErrShards", err)
			}
		})
	}
}
