package loadgen

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/polywire/polywire/results"
)

// ErrShards is the error of shards that are not the shards of one run:
// their scenario, target, protocol or load differ, or a shard is missing
// or given twice.
var ErrShards = errors.New("shards of different runs, or a shard missing or twice")

// Shard is one generator's share of a load run, for MergeShards: the run
// it recorded and the file it came from (named in errors and in the
// merged run).
type Shard struct {
	File string
	Run  results.LoadRun
}

// MergeShards merges the shards of one run — the same load split over
// several generators with `bench load -shard I/N` — into the run they made
// together, exactly: counts, failures and their causes add up; the
// histograms are merged, so every percentile, the mean, the maximum and
// the standard deviation are those of one histogram that recorded every
// shard's requests (never averages of the shards'); rates are the merged
// counts over the merged window, from the earliest start to the latest
// end. The timeline adds up per second of that window (its per-second
// percentiles are not kept: shards do not record a histogram per
// second; its MaxMs, the largest of the shards', is). The generators'
// CPU is kept per shard in Merged, and the merged run is Saturated when
// any shard was.
//
// Every shard of 1..N must be given once, all with the same run id, name,
// scenario, target, protocol, model and load; otherwise the error wraps
// ErrShards and names the field and the files.
func MergeShards(shards []Shard) (results.LoadRun, error) {
	if len(shards) == 0 {
		return results.LoadRun{}, fmt.Errorf("merge shards: no shard given: %w", ErrShards)
	}
	if err := checkShards(shards); err != nil {
		return results.LoadRun{}, err
	}
	shards = slices.Clone(shards)
	slices.SortFunc(shards, func(a, b Shard) int { return cmp.Compare(a.Run.Shard.Index, b.Run.Shard.Index) })
	first := shards[0].Run
	start, end := first.Started, time.Time{}
	for _, s := range shards {
		start = minTime(start, s.Run.Started)
		end = maxTime(end, s.Run.Started.Add(seconds(s.Run.DurationSeconds)))
	}
	window := end.Sub(start).Seconds()
	m := results.LoadRun{
		Name: first.Name, Target: first.Target, Protocol: first.Protocol, Model: first.Model,
		RampUpSeconds: first.RampUpSeconds, ThinkSeconds: first.ThinkSeconds,
		TimeoutSeconds: first.TimeoutSeconds, Decode: first.Decode, MaxKOPercent: first.MaxKOPercent,
		LateThresholdMs: first.LateThresholdMs, DurationSeconds: window, Started: start,
		Merged: &results.LoadMerge{RunID: first.Shard.RunID},
	}
	if len(first.Stages) > 0 {
		m.Stages = make([]results.LoadStage, len(first.Stages))
	}
	causes := map[[2]string]int64{}
	var overall []results.LoadStats
	perRequest := map[string][]results.LoadStats{}
	var names []string
	var failures []string
	for _, s := range shards {
		r := &s.Run
		m.Connections += r.Connections
		m.Users += r.Users
		m.StartRate += r.StartRate
		for i, st := range r.Stages {
			m.Stages[i].Seconds = st.Seconds
			m.Stages[i].Rate += st.Rate
		}
		m.Late += r.Late
		m.Unsent += r.Unsent
		m.MaxLateMs = max(m.MaxLateMs, r.MaxLateMs)
		for k, v := range r.KO {
			if m.KO == nil {
				m.KO = map[string]int64{}
			}
			m.KO[k] += v
		}
		for _, c := range r.KOCauses {
			causes[[2]string{c.Class, c.Cause}] += c.Count
		}
		overall = append(overall, withBytes(r.Overall, r.DurationSeconds))
		for _, p := range r.PerRequest {
			if _, ok := perRequest[p.Name]; !ok {
				names = append(names, p.Name)
			}
			perRequest[p.Name] = append(perRequest[p.Name], withBytes(p, r.DurationSeconds))
		}
		mergeTimeline(&m, r, int(math.Round(r.Started.Sub(start).Seconds())))
		m.Client.CPUSeconds += r.Client.CPUSeconds
		m.Client.CPUPercent = max(m.Client.CPUPercent, r.Client.CPUPercent)
		m.Client.Cores += r.Client.Cores
		if r.Client.Saturated {
			m.Client.Saturated = true
			m.Client.Warning = strings.TrimPrefix(m.Client.Warning+"; ", "; ") + fmt.Sprintf("shard %d: %s", r.Shard.Index, r.Client.Warning)
		}
		if r.Failed {
			failures = append(failures, fmt.Sprintf("shard %d failed: %s", r.Shard.Index, r.Failure))
		}
		m.Merged.Shards = append(m.Merged.Shards, results.MergedShard{
			File: s.File, Index: r.Shard.Index, Share: r.Shard.Share, Started: r.Started, DurationSeconds: r.DurationSeconds,
			Count: r.Overall.Count, OK: r.Overall.OK, KO: r.Overall.KO, Client: r.Client,
		})
	}
	var err error
	if m.Overall, err = mergeStats(overall, window); err != nil {
		return results.LoadRun{}, fmt.Errorf("merge shards, overall: %w", err)
	}
	for _, n := range names {
		s, err := mergeStats(perRequest[n], window)
		if err != nil {
			return results.LoadRun{}, fmt.Errorf("merge shards, request %q: %w", n, err)
		}
		m.PerRequest = append(m.PerRequest, s)
	}
	for k, v := range causes {
		m.KOCauses = append(m.KOCauses, results.KOCause{Class: k[0], Cause: k[1], Count: v})
	}
	slices.SortFunc(m.KOCauses, func(a, b results.KOCause) int {
		return cmp.Or(cmp.Compare(b.Count, a.Count), cmp.Compare(a.Class, b.Class), cmp.Compare(a.Cause, b.Cause))
	})
	m.Failed, m.Failure = verdict(&m.Overall, m.KOCauses, m.MaxKOPercent, false)
	if len(failures) > 0 {
		m.Failed = true
		m.Failure = strings.TrimPrefix(m.Failure+"; ", "; ") + strings.Join(failures, "; ")
	}
	return m, nil
}

// checkShards refuses shards that are not 1..N of one run, naming the
// field that differs and the files.
func checkShards(shards []Shard) error {
	first := shards[0]
	if first.Run.Shard == nil {
		return fmt.Errorf("merge shards: %s: run %q is not a shard (bench load -shard I/N): %w", first.File, first.Run.Name, ErrShards)
	}
	n := first.Run.Shard.Of
	seen := map[int]string{}
	for _, s := range shards {
		r := s.Run
		if r.Shard == nil {
			return fmt.Errorf("merge shards: %s: run %q is not a shard (bench load -shard I/N): %w", s.File, r.Name, ErrShards)
		}
		fields := []struct{ name, a, b string }{
			{"name", first.Run.Name, r.Name},
			{"scenario", first.Run.Shard.Scenario, r.Shard.Scenario},
			{"target", first.Run.Target, r.Target},
			{"protocol", first.Run.Protocol, r.Protocol},
			{"model", first.Run.Model, r.Model},
			{"load", first.Run.Shard.Load, r.Shard.Load},
			{"shard count", strconv.Itoa(n), strconv.Itoa(r.Shard.Of)},
			{"run id", first.Run.Shard.RunID, r.Shard.RunID},
		}
		for _, f := range fields {
			if f.a != f.b {
				return fmt.Errorf("merge shards: %s differs: %q in %s, %q in %s: %w", f.name, f.a, first.File, f.b, s.File, ErrShards)
			}
		}
		if other, ok := seen[r.Shard.Index]; ok {
			return fmt.Errorf("merge shards: shard %d/%d given twice (%s and %s): %w", r.Shard.Index, n, other, s.File, ErrShards)
		}
		seen[r.Shard.Index] = s.File
	}
	var missing []string
	for i := 1; i <= n; i++ {
		if _, ok := seen[i]; !ok {
			missing = append(missing, fmt.Sprintf("%d/%d", i, n))
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("merge shards: run %s: shard %s missing: %w", first.Run.Shard.RunID, strings.Join(missing, ", "), ErrShards)
	}
	return nil
}

// withBytes turns s's BytesPerSec back into its bytes, for mergeStats:
// a results file keeps only their rate.
func withBytes(s results.LoadStats, seconds float64) results.LoadStats {
	s.BytesPerSec = math.Round(s.BytesPerSec * seconds) // bytes, until mergeStats
	return s
}

// mergeStats merges stats whose BytesPerSec hold their bytes
// (withBytes) into the stats of all of them over seconds.
func mergeStats(parts []results.LoadStats, seconds float64) (results.LoadStats, error) {
	h := newHistogram()
	var ok, ko, bytes int64
	for _, p := range parts {
		ph, err := DecodeHistogram(p.Histogram)
		if err != nil {
			return results.LoadStats{}, err
		}
		if ph.TotalCount() != p.OK {
			return results.LoadStats{}, fmt.Errorf("histogram of %s holds %d values, its OK count is %d", p.Name, ph.TotalCount(), p.OK)
		}
		if dropped := h.Merge(ph); dropped > 0 {
			return results.LoadStats{}, fmt.Errorf("histogram of %s holds %d values outside 1 µs..5 min", p.Name, dropped)
		}
		ok, ko, bytes = ok+p.OK, ko+p.KO, bytes+int64(p.BytesPerSec)
	}
	return statsOf(parts[0].Name, h, ok, ko, bytes, seconds)
}

// mergeTimeline adds r's timeline into m's, r's second 0 being m's
// second offset.
func mergeTimeline(m *results.LoadRun, r *results.LoadRun, offset int) {
	for _, s := range r.Timeline {
		i := s.Second + offset
		for len(m.Timeline) <= i {
			m.Timeline = append(m.Timeline, results.LoadSecond{Second: len(m.Timeline)})
		}
		t := &m.Timeline[i]
		t.Requests += s.Requests
		t.OK += s.OK
		t.KO += s.KO
		t.Bytes += s.Bytes
		t.ActiveUsers += s.ActiveUsers
		t.PlannedRate += s.PlannedRate
		t.MaxMs = max(t.MaxMs, s.MaxMs)
	}
}

func seconds(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }

func minTime(a, b time.Time) time.Time {
	if b.Before(a) {
		return b
	}
	return a
}

func maxTime(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}
