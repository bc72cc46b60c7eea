package bench

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/polywire/polywire/results"
)

// Shard is one generator's part of a load spread over several (bench
// load -shard I/N): shard Index of Of, all started at StartAt (zero: at
// once) and recorded under RunID (empty: derived from the run, see
// SplitLoad).
type Shard struct {
	Index, Of int
	RunID     string
	StartAt   time.Time
}

// ParseShard parses -shard I/N (1 <= I <= N).
func ParseShard(s string) (index, of int, err error) {
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 1 || i > n {
		return 0, 0, &UsageError{Msg: fmt.Sprintf("bench load: -shard %q: want I/N, 1 <= I <= N (shard I of N)", s), Try: "-shard 1/2"}
	}
	return i, n, nil
}

// maxStartAhead is how far ahead -start-at may be.
const maxStartAhead = time.Hour

// ParseStartAt parses -start-at: an RFC 3339 time, or +DURATION from now.
// It refuses a time more than a second past or more than an hour ahead.
func ParseStartAt(s string, now time.Time) (time.Time, error) {
	var t time.Time
	if d, ok := strings.CutPrefix(s, "+"); ok {
		dur, err := time.ParseDuration(d)
		if err != nil {
			return t, &UsageError{Msg: fmt.Sprintf("bench load: -start-at %q: %v", s, err), Try: "-start-at +10s, or -start-at 2026-11-28T12:00:00Z"}
		}
		t = now.Add(dur)
	} else {
		var err error
		if t, err = time.Parse(time.RFC3339Nano, s); err != nil {
			return t, &UsageError{Msg: fmt.Sprintf("bench load: -start-at %q: want an RFC 3339 time or +DURATION", s), Try: "-start-at +10s, or -start-at " + now.Add(time.Minute).UTC().Truncate(time.Second).Format(time.RFC3339)}
		}
	}
	switch {
	case t.Before(now.Add(-time.Second)):
		return t, &UsageError{Msg: fmt.Sprintf("bench load: -start-at %s is %v in the past", t.UTC().Format(time.RFC3339), now.Sub(t).Round(time.Second)),
			Try: "a time ahead, e.g. -start-at " + now.Add(time.Minute).UTC().Truncate(time.Second).Format(time.RFC3339)}
	case t.After(now.Add(maxStartAhead)):
		return t, &UsageError{Msg: fmt.Sprintf("bench load: -start-at %s is more than %v ahead", t.UTC().Format(time.RFC3339), maxStartAhead),
			Try: "-start-at +1m"}
	}
	return t.UTC(), nil
}

// share is shard index's part of total split over of: total/of, and one
// more for the first total%of shards, as user u goes to shard u%of+1.
func share(total int64, index, of int) int64 {
	n := total / int64(of)
	if int64(index-1) < total%int64(of) {
		n++
	}
	return n
}

// SplitLoad is shard sh's part of run: in the closed model its users
// (user u belongs to shard u mod N + 1, so 10 users over 3 shards are
// 4, 3, 3), in the open model the rate of every stage over N; the
// -requests bound maxRequests is split as the users are, and -iterations
// stays per user (the users being split, so is the total). target is the
// -target given (empty: a server of its own). It returns the shard's run,
// its request bound, and what the results record of the shard; a shard
// that would get no user or no request is refused.
func SplitLoad(run LoadRunSpec, maxRequests int64, sh Shard, target string) (LoadRunSpec, int64, *results.LoadShard, error) {
	load := describeLoad(run, maxRequests)
	rec := &results.LoadShard{Index: sh.Index, Of: sh.Of, StartAt: sh.StartAt, Load: load, Scenario: hashOf(run.Scenario)}
	rec.RunID = sh.RunID
	if rec.RunID == "" {
		rec.RunID = hashOf(struct {
			Scenario, Target, Protocol, Load string
			StartAt                          time.Time
			Of                               int
		}{rec.Scenario, target, run.Protocol, load, sh.StartAt, sh.Of})[:12]
	}
	if m := run.Closed; m != nil {
		c := *m
		c.Users = int(share(int64(m.Users), sh.Index, sh.Of))
		if c.Users == 0 {
			return run, 0, nil, &UsageError{Msg: fmt.Sprintf("bench load: -shard %d/%d of %d users: shard %d would get no user", sh.Index, sh.Of, m.Users, sh.Index),
				Try: fmt.Sprintf("-shard I/N with N at most %d, or more -users", m.Users)}
		}
		rec.Share = fmt.Sprintf("%d of %d users", c.Users, m.Users)
		run.Closed = &c
	} else if m := run.Open; m != nil {
		o := *m
		o.StartRate /= float64(sh.Of)
		o.Stages = slices.Clone(m.Stages)
		for i := range o.Stages {
			o.Stages[i].Rate /= float64(sh.Of)
		}
		rec.Share = fmt.Sprintf("%g of %g req/s", o.StartRate, m.StartRate)
		if len(o.Stages) > 0 {
			rec.Share = fmt.Sprintf("1/%d of every stage's rate (from %g of %g req/s)", sh.Of, o.StartRate, m.StartRate)
		}
		run.Open = &o
	}
	if maxRequests > 0 {
		n := share(maxRequests, sh.Index, sh.Of)
		if n == 0 {
			return run, 0, nil, &UsageError{Msg: fmt.Sprintf("bench load: -shard %d/%d of -requests %d: shard %d would send no request", sh.Index, sh.Of, maxRequests, sh.Index),
				Try: fmt.Sprintf("-shard I/N with N at most %d, or more -requests", maxRequests)}
		}
		rec.Share += fmt.Sprintf(", %d of %d requests", n, maxRequests)
		maxRequests = n
	}
	return run, maxRequests, rec, nil
}

// describeLoad is the whole run's load and bounds in words, the same in
// every shard.
func describeLoad(run LoadRunSpec, maxRequests int64) string {
	var b strings.Builder
	if m := run.Closed; m != nil {
		fmt.Fprintf(&b, "closed %d users", m.Users)
		if m.RampUp > 0 {
			fmt.Fprintf(&b, ", ramp %v", m.RampUp)
		}
		if m.Iterations > 0 {
			fmt.Fprintf(&b, ", %d iterations", m.Iterations)
		}
	} else if m := run.Open; m != nil {
		fmt.Fprintf(&b, "open %g req/s", m.StartRate)
		for _, s := range m.Stages {
			fmt.Fprintf(&b, ", %v:%g", s.Duration, s.Rate)
		}
		if m.MaxInFlight > 0 {
			fmt.Fprintf(&b, ", max in flight %d", m.MaxInFlight)
		}
	}
	if run.Duration > 0 {
		fmt.Fprintf(&b, ", %v", run.Duration)
	}
	if maxRequests > 0 {
		fmt.Fprintf(&b, ", %d requests", maxRequests)
	}
	if run.Connections > 0 {
		fmt.Fprintf(&b, ", %d connections", run.Connections)
	}
	fmt.Fprintf(&b, ", timeout %v", run.Timeout)
	if run.Decode {
		b.WriteString(", decoded")
	}
	return b.String()
}

// hashOf is the hex SHA-256 of v's JSON.
func hashOf(v any) string {
	b, _ := json.Marshal(v) // plain data: cannot fail
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// waitUntil waits until t (at once when t is zero or past), or until ctx
// ends.
func waitUntil(ctx context.Context, t time.Time) error {
	d := time.Until(t)
	if t.IsZero() || d <= 0 {
		return nil
	}
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-timer.C:
		return nil
	case <-ctx.Done():
		return fmt.Errorf("bench load: waiting for -start-at %s: %w", t.Format(time.RFC3339), ctx.Err())
	}
}
