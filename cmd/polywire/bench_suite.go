package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/internal/lab/childserver"
	"github.com/polywire/polywire/internal/lab/harness"
	"github.com/polywire/polywire/report"
	"github.com/polywire/polywire/results"
)

const suiteUsage = `Usage: polywire bench suite [-quick] -o DIR [-target URL] [-filter WORDS]

Runs the seeds' load tests (seed 000's 20..300 users on the bank endpoints,
seed 003's constant 1000 rps on save and validate, REST vs gRPC, seed 004's
people with compression on and off) against a server it starts itself (or
-target), and writes DIR/suite.json, DIR/report.html and DIR/report.md.
-quick is a two-minute smoke test; the full suite takes about half an hour.

Its own server and the load generator are pinned to separate halves of the
CPUs (-pin=false shares them), and that server encodes every response, as
the seeds' servers did (-server-cache keeps encoded bodies instead: then the
server only copies bytes, and on two cores the one generator core reading
them at gigabytes per second is the bottleneck — saturated, not a result). Every run goes to the end; runs with more
than -max-ko percent failures are marked failed in the results and at the
top of the report, and the suite then exits non-zero, naming them.

Examples:

	polywire bench suite -quick -o /tmp/suite
	polywire bench suite -o suite -filter seed003

Flags:
`

func benchSuite(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("suite", flag.ContinueOnError)
	cf := addCommon(fs, args)
	lf := addLoadFlags(fs)
	target := fs.String("target", "", "base `URL` of the server to load (default: start one)")
	filter := fs.String("filter", "", "run only the runs whose name has every one of these words")
	serverCache := fs.Bool("server-cache", false, "let the server it starts keep encoded bodies of the immutable datasets (serve -cache); off by default, see above")
	if err := parse(fs, args, suiteUsage); err != nil {
		return err
	}
	dir := *cf.out
	if dir == "" {
		return usageError{msg: "bench suite: -o DIR is required", try: "polywire bench suite -quick -o /tmp/suite"}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("bench suite: %w", err)
	}
	runs := bench.Filter(bench.Suite(*cf.quick || cf.smoke), *filter)
	if cf.smoke {
		for i := range runs {
			runs[i] = runs[i].Smoke()
		}
	}
	if len(runs) == 0 {
		return usageError{msg: fmt.Sprintf("bench suite: no run matches %q", *filter), try: "-filter seed003"}
	}
	lo := bench.LoadOptions{MaxKOPercent: *lf.maxKO, Registry: formats.Registry(), Seed: *cf.seed}
	base := *target
	if base == "" {
		var serverArgs []string
		if !*serverCache {
			serverArgs = []string{"-cache=false"}
		}
		srv, err := childserver.Start(ctx, childserver.Config{Dir: filepath.Join(dir, "server"), Pin: *lf.pin, Args: serverArgs})
		if err != nil {
			return err
		}
		defer srv.Stop()
		base, lo.ServerCPUs, lo.GeneratorCPUs = srv.URL, srv.ServerCPUs, srv.GeneratorCPUs
	}
	var err error
	if lo.Datasets, err = cf.load(); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "bench suite: %d runs against %s, at least %v of load\n", len(runs), base, bench.SuiteEstimate(runs))
	cfg := map[string]any{"target": base, "runs": len(runs), "filter": *filter, "maxKoPercent": *lf.maxKO}
	if *target == "" {
		cfg["serverCache"] = *serverCache
	}
	f := results.New(results.KindLoad, cf.config(cfg))
	settle := time.Second // let the server settle between runs
	if cf.smoke {
		settle = 0
	}
	sr, err := bench.RunSuite(ctx, base, runs, lo, settle, os.Stderr)
	if err != nil {
		return err
	}
	f.Loads = sr.Loads
	bench.PrintLoads(os.Stdout, f.Loads)
	cf.whole(f)
	harness.PrintCaveats(os.Stderr, "bench suite", f)
	out := filepath.Join(dir, "suite.json")
	if err := f.WriteFile(out); err != nil {
		return err
	}
	if err := report.WriteDir(dir, []*results.File{f}); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "bench suite: done in %.0f s; %d of %d runs trustworthy (not failed, generator not saturated); wrote %s, report.html, report.md in %s\n",
		f.Seconds, sr.Trusted, len(f.Loads), out, dir)
	if len(sr.Failed) > 0 {
		return usageError{msg: fmt.Sprintf("bench suite: %d of %d runs failed, so they are not results:\n  %s", len(sr.Failed), len(f.Loads), strings.Join(sr.Failed, "\n  ")),
			try: "open " + filepath.Join(dir, "report.html") + " (failed runs are listed at the top), or rerun one: -filter WORDS"}
	}
	return nil
}
