package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/internal/lab/harness"
	"github.com/polywire/polywire/loadgen"
	"github.com/polywire/polywire/results"
)

const mergeUsage = `Usage: polywire bench merge -o merged.json SHARD.json...

Merges the shards of a load run — "polywire bench load -shard I/N" run on N
machines (or N processes) — into the one run they made together, exactly:
counts, failures and their causes add up; the HdrHistograms are merged, so
every percentile, the mean, max and standard deviation are those of all the
requests (never averages of the shards'); req/s is the merged count over the
merged window, from the earliest shard's start to the latest one's end. Each
shard's generator CPU is kept, and the merged run is SATURATED when any
shard's generator was. The merged file says which files it merged; polywire
report shows it like any other run.

The shards of a run share its name and run id; every shard 1..N must be given
once, with the same scenario, target, protocol and load. Runs in the files
that are not shards are refused.

Example:

	polywire bench load -target http://10.0.0.5:8080 -allow-remote -users 100 -duration 60s -shard 1/2 -start-at 2026-11-28T12:00:00Z -o shard1.json   # on machine 1
	polywire bench load -target http://10.0.0.5:8080 -allow-remote -users 100 -duration 60s -shard 2/2 -start-at 2026-11-28T12:00:00Z -o shard2.json   # on machine 2
	polywire bench merge -o merged.json shard1.json shard2.json
	polywire report merged.json -o report.html

Flags:
`

// benchMerge is bench merge: shard files in, one merged load run per run
// out.
func benchMerge(_ context.Context, args []string) error {
	fs := flag.NewFlagSet("merge", flag.ContinueOnError)
	out := fs.String("o", "", "write the merged results JSON to `file`")
	files, err := parseArgs(fs, args, "bench merge", mergeUsage)
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return usageError{msg: "bench merge: give the shards' results files", try: "polywire bench merge -o merged.json shard1.json shard2.json"}
	}
	f, err := mergeFiles(files)
	if err != nil {
		return err
	}
	bench.PrintLoads(os.Stdout, f.Loads)
	for _, l := range f.Loads {
		fmt.Fprintf(os.Stderr, "bench merge: %s: %d shards of run %s merged\n", l.Name, len(l.Merged.Shards), l.Merged.RunID)
	}
	if err := harness.WriteFile(os.Stderr, f, *out); err != nil {
		return err
	}
	for _, l := range f.Loads {
		if l.Failed {
			return usageError{msg: "bench merge: the merged run failed, so it is not a result: " + l.Failure, try: "-max-ko on bench load sets how many failures, in percent, a run may have"}
		}
	}
	return nil
}

// mergeFiles reads shard files and merges each run's shards (the runs of
// one name) into one load run.
func mergeFiles(files []string) (*results.File, error) {
	groups := map[string][]loadgen.Shard{}
	var names []string
	var first *results.File
	for _, path := range files {
		f, err := results.Read(path)
		if err != nil {
			return nil, err
		}
		if f.Kind != results.KindLoad || len(f.Loads) == 0 {
			return nil, usageError{msg: fmt.Sprintf("bench merge: %s is a %s run, not a load run's shard", path, f.Kind), try: "the files bench load -shard I/N -o FILE wrote"}
		}
		if first == nil {
			first = f
		}
		for _, l := range f.Loads {
			if _, ok := groups[l.Name]; !ok {
				names = append(names, l.Name)
			}
			groups[l.Name] = append(groups[l.Name], loadgen.Shard{File: path, Run: l})
		}
	}
	m := results.New(results.KindLoad, map[string]any{"merged": files, "command": "polywire bench merge " + strings.Join(files, " ")})
	m.Machine = first.Machine
	var start, end time.Time
	for _, n := range names {
		lr, err := loadgen.MergeShards(groups[n])
		if errors.Is(err, loadgen.ErrShards) {
			return nil, usageError{msg: "bench merge: " + err.Error(), try: "give every shard 1..N of one run once: the files bench load -shard I/N wrote with the same flags"}
		}
		if err != nil {
			return nil, fmt.Errorf("bench merge: %w", err)
		}
		m.Loads = append(m.Loads, lr)
		if start.IsZero() || lr.Started.Before(start) {
			start = lr.Started
		}
		end = maxTime(end, lr.Started.Add(time.Duration(lr.DurationSeconds*float64(time.Second))))
	}
	m.Started, m.Seconds = start, end.Sub(start).Seconds()
	ids := []string{}
	for _, l := range m.Loads {
		if !slices.Contains(ids, l.Merged.RunID) {
			ids = append(ids, l.Merged.RunID)
		}
	}
	m.Config["runIds"] = ids
	m.Config["shards"] = len(files)
	return m, nil
}

func maxTime(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}
