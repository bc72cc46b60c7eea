package bench

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/polywire/polywire/loadgen"
)

// TestSplitLoad: users go to shard u mod N + 1 (10 over 3 are 4, 3, 3),
// rates and -requests are split over N, and every shard of one run
// derives the same run id; a shard that would get nothing is refused.
func TestSplitLoad(t *testing.T) {
	t.Parallel()
	closed := LoadRunSpec{Scenario: ScenarioSpec{Name: "s", Requests: []RequestSpec{{Path: "/account/1"}}}, Protocol: loadgen.HTTP1,
		Closed: &loadgen.Closed{Users: 10, Iterations: 5}, Duration: time.Second}
	open := LoadRunSpec{Scenario: closed.Scenario, Protocol: loadgen.HTTP1,
		Open: &loadgen.Open{StartRate: 90, Stages: []loadgen.Stage{{Duration: time.Second, Rate: 300}}}, Duration: time.Second}
	for _, c := range []struct {
		name      string
		run       LoadRunSpec
		requests  int64
		of        int
		users     []int
		rates     []float64
		reqs      []int64
		wantError string
	}{
		{name: "closed_10_over_3", run: closed, of: 3, users: []int{4, 3, 3}},
		{name: "closed_requests", run: closed, requests: 7, of: 2, users: []int{5, 5}, reqs: []int64{4, 3}},
		{name: "open_over_3", run: open, of: 3, rates: []float64{30, 30, 30}},
		{name: "too_few_users", run: LoadRunSpec{Scenario: closed.Scenario, Closed: &loadgen.Closed{Users: 2}}, of: 3, wantError: "shard 3 would get no user"},
		{name: "too_few_requests", run: open, requests: 2, of: 3, wantError: "shard 3 would send no request"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			ids := map[string]bool{}
			for i := 1; i <= c.of; i++ {
				run, reqs, rec, err := SplitLoad(c.run, c.requests, Shard{Index: i, Of: c.of}, "http://127.0.0.1:8080")
				if c.wantError != "" {
					if i == c.of {
						var ue *UsageError
						if !errors.As(err, &ue) || !strings.Contains(ue.Msg, c.wantError) || ue.Try == "" {
							t.Fatalf("error %v, want one saying %q", err, c.wantError)
						}
					}
					continue
				}
				if err != nil {
					t.Fatal(err)
				}
				ids[rec.RunID] = true
				if c.users != nil && (run.Closed.Users != c.users[i-1] || run.Closed.Iterations != 5) {
					t.Errorf("shard %d: %+v", i, run.Closed)
				}
				if c.rates != nil && (run.Open.StartRate != c.rates[i-1] || run.Open.Stages[0].Rate != 100 || c.run.Open.StartRate != 90) {
					t.Errorf("shard %d: %+v (the spec's: %+v)", i, run.Open, c.run.Open)
				}
				if c.reqs != nil && reqs != c.reqs[i-1] {
					t.Errorf("shard %d: %d requests", i, reqs)
				}
			}
			if c.wantError == "" && len(ids) != 1 {
				t.Errorf("run ids %v: the shards do not agree", ids)
			}
		})
	}
}

func TestParseShardAndStartAt(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		in   string
		want time.Time
		err  string
	}{
		{in: "+10s", want: now.Add(10 * time.Second)},
		{in: "2026-11-28T12:30:00Z", want: now.Add(30 * time.Minute)},
		{in: "2026-11-28T11:59:59.5Z", want: now.Add(-500 * time.Millisecond)},
		{in: "2026-11-28T11:59:00Z", err: "in the past"},
		{in: "+2h", err: "more than 1h0m0s ahead"},
		{in: "noon", err: "want an RFC 3339 time"},
		{in: "+x", err: "invalid duration"},
	} {
		got, err := ParseStartAt(c.in, now)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%q: error %v, want one saying %q", c.in, err, c.err)
			}
			continue
		}
		if err != nil || !got.Equal(c.want) {
			t.Errorf("%q: %v %v, want %v", c.in, got, err, c.want)
		}
	}
	for _, bad := range []string{"0/2", "3/2", "1", "a/b", "1/0"} {
		if _, _, err := ParseShard(bad); err == nil {
			t.Errorf("-shard %s accepted", bad)
		}
	}
	if i, n, err := ParseShard("2/3"); i != 2 || n != 3 || err != nil {
		t.Errorf("2/3: %d %d %v", i, n, err)
	}
}
