package main

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/HdrHistogram/hdrhistogram-go"

	"github.com/polywire/polywire/results"
)

// TestBenchLoadShardsMerge runs the two shards of one closed-model run at
// once against a real server on loopback, merges them with bench merge,
// and checks the merged run against the shards' own histograms, decoded
// and merged here with hdrhistogram-go; then refuses shards that do not
// make one run.
func TestBenchLoadShardsMerge(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	srvURL, data := loadServer(t, dir)
	ctx := context.Background()
	shard := func(i string, extra ...string) string {
		out := filepath.Join(dir, "shard"+strings.ReplaceAll(i, "/", "of")+strings.Join(extra, "")+".json")
		args := append([]string{"bench", "load", "-data", data, "-target", srvURL, "-path", "/account/1", "-format", "proto",
			"-users", "3", "-duration", "300ms", "-shard", i, "-start-at", "+200ms", "-run-id", "t1", "-o", out}, extra...)
		if err := run(ctx, args); err != nil {
			t.Errorf("%v: %v", args, err)
		}
		return out
	}
	var wg sync.WaitGroup
	var s1, s2 string
	wg.Go(func() { s1 = shard("1/2") })
	wg.Go(func() { s2 = shard("2/2") })
	wg.Wait()
	if t.Failed() {
		t.FailNow()
	}
	merged := filepath.Join(dir, "merged.json")
	if err := run(ctx, []string{"bench", "merge", "-o", merged, s1, s2}); err != nil {
		t.Fatal(err)
	}
	var shards []results.LoadRun
	want := hdrhistogram.New(1, 300_000_000, 3)
	for _, p := range []string{s1, s2} {
		f, err := results.Read(p)
		if err != nil {
			t.Fatal(err)
		}
		shards = append(shards, f.Loads[0])
		h, err := hdrhistogram.Decode([]byte(f.Loads[0].Overall.Histogram))
		if err != nil {
			t.Fatal(err)
		}
		want.Merge(h)
	}
	if a, b := shards[0], shards[1]; a.Users != 2 || b.Users != 1 || a.Shard.Share != "2 of 3 users" || a.Shard.RunID != "t1" || b.Shard.Index != 2 {
		t.Errorf("shards: %d and %d users, %+v %+v", a.Users, b.Users, a.Shard, b.Shard)
	}
	mf, err := results.Read(merged)
	if err != nil {
		t.Fatal(err)
	}
	m := mf.Loads[0]
	o := m.Overall
	if o.Count != shards[0].Overall.Count+shards[1].Overall.Count || o.OK != shards[0].Overall.OK+shards[1].Overall.OK || o.OK != want.TotalCount() || o.OK == 0 {
		t.Errorf("merged count %d OK %d, shards %d+%d OK %d+%d", o.Count, o.OK, shards[0].Overall.Count, shards[1].Overall.Count, shards[0].Overall.OK, shards[1].Overall.OK)
	}
	ms := func(us int64) float64 { return float64(us) / 1000 }
	for _, c := range []struct {
		name      string
		got, want float64
	}{
		{"p50", o.P50Ms, ms(want.ValueAtQuantile(50))}, {"p90", o.P90Ms, ms(want.ValueAtQuantile(90))},
		{"p99", o.P99Ms, ms(want.ValueAtQuantile(99))}, {"p99.9", o.P999Ms, ms(want.ValueAtQuantile(99.9))},
		{"max", o.MaxMs, ms(want.Max())}, {"mean", o.MeanMs, want.Mean() / 1000},
	} {
		if c.got != c.want {
			t.Errorf("merged %s %v, the shards' histograms merged: %v", c.name, c.got, c.want)
		}
	}
	if m.Merged == nil || len(m.Merged.Shards) != 2 || m.Merged.Shards[1].File != s2 || m.Users != 3 || mf.Config["shards"] != 2.0 {
		t.Errorf("merged run: %+v, users %d, config %v", m.Merged, m.Users, mf.Config)
	}

	// The report shows the merged run.
	if err := run(ctx, []string{"report", merged, "-o", filepath.Join(dir, "r.html"), "-md", filepath.Join(dir, "r.md")}); err != nil {
		t.Errorf("report of the merged run: %v", err)
	}
	md, err := os.ReadFile(filepath.Join(dir, "r.md"))
	if err != nil || !strings.Contains(string(md), "| 3 users (2 shards merged) |") {
		t.Errorf("the report's Markdown does not show the merged run (%v):\n%s", err, md)
	}
	page, err := os.ReadFile(filepath.Join(dir, "r.html"))
	if err != nil || !strings.Contains(string(page), "the exact merge of 2 shards of run t1") {
		t.Errorf("the report's page does not say the run is a merge (%v)", err)
	}

	other := shard("2/2", "-think", "1ms") // another scenario: not a shard of t1's run
	for _, c := range []struct {
		name  string
		files []string
		want  string
	}{
		{"missing", []string{s1}, "shard 2/2 missing"},
		{"twice", []string{s1, s1, s2}, "shard 1/2 given twice"},
		{"mismatched", []string{s1, other}, "scenario differs"},
	} {
		err := run(ctx, append([]string{"bench", "merge", "-o", filepath.Join(dir, "bad.json")}, c.files...))
		var ue usageError
		if !errors.As(err, &ue) || !strings.Contains(ue.msg, c.want) || ue.try == "" {
			t.Errorf("%s: error %v, want one saying %q with a Try", c.name, err, c.want)
		}
	}
}
