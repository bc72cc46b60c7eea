package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/polywire/polywire/internal/lab/record"
)

const recordUsage = `Usage: polywire bench record [-only STEPS] [-skip STEPS] [-quick] [-dir DIR] [-docs-only]

Makes every run of record — the results files docs/BENCHMARKS.md and
docs/report.html rest on — from one commit, in one go (about 80 minutes on
2 cores), then renders docs/report.html, BENCHMARKS.md's report section and
every figure README.md, BENCHMARKS.md and PWTS.md quote (<!--fig:NAME-->).
Run it from the root of a polywire checkout with a clean tree; it builds
polywire once from it. It needs what the runs need: Chromium, Node 20 with
clients/ts's node_modules (npm ci), Java 17 and Maven.

Before each step it watches the machine for -window: when other processes
use more than -quiet cores it waits for them (up to -wait), then runs the
step anyway and marks its results not quiet, naming the processes. Every
file gets a record stamp (id, step, commit, command, the machine's state)
and the report opens with what its runs rest on. Each step's output is in
-logs. A failed step stops the record; the files before it are kept.

Steps, in order:
%s
Examples:

	polywire bench record                          # everything (make record)
	polywire bench record -only browser,browser-codec   # remake two runs, then the docs
	polywire bench record -docs-only               # render the docs from docs/results again
	polywire bench record -quick -dir /tmp/rec -docs=false   # a short look: no docs written

Flags:
`

func benchRecord(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("record", flag.ContinueOnError)
	only := fs.String("only", "", "comma-separated `steps` to run (default all)")
	skip := fs.String("skip", "", "comma-separated `steps` to leave out")
	quick := fs.Bool("quick", false, "each step's short variant (its numbers are small samples)")
	dir := fs.String("dir", "docs/results", "`directory` for the results files")
	logs := fs.String("logs", ".tmp/record", "`directory` for each step's output and the polywire binary")
	docs := fs.Bool("docs", true, "render docs/report.html, BENCHMARKS.md's report and the quoted figures from -dir when done")
	docsOnly := fs.Bool("docs-only", false, "run no step: only render the docs from -dir")
	allowDirty := fs.Bool("allow-dirty", false, "record from a tree with uncommitted changes (every file says +dirty)")
	quiet := fs.Float64("quiet", record.DefaultQuietBound, "most CPU, in `cores`, other processes may use for the machine to count as quiet")
	window := fs.Duration("window", record.DefaultWindow, "how long each quiet check watches")
	wait := fs.Duration("wait", record.DefaultWait, "how long to wait for a busy machine before running a step anyway, marked")
	dryRun := fs.Bool("n", false, "print the steps' command lines and exit")
	usage := fmt.Sprintf(recordUsage, stepList())
	if err := parseFlags(fs, args, "bench record", usage); err != nil {
		return err
	}
	root, err := os.Getwd()
	if err != nil {
		return err
	}
	if _, err := os.Stat(filepath.Join(root, "cmd", "polywire")); err != nil {
		return usageError{msg: "bench record: run it from the root of a polywire checkout (no cmd/polywire here)", try: "cd $(git rev-parse --show-toplevel) && polywire bench record"}
	}
	steps, err := record.Select(splitList(*only), splitList(*skip))
	if err != nil {
		return usageError{msg: "bench " + err.Error(), try: "polywire bench record -h (it lists the steps)"}
	}
	if *dryRun {
		for _, s := range steps {
			fmt.Println(s.CommandLine(*dir, *quick))
		}
		return nil
	}
	d := record.DefaultDocs(root)
	d.Dir = *dir
	if !*docsOnly {
		start := time.Now()
		res, err := record.Run(ctx, record.Config{Root: root, Dir: *dir, Logs: *logs, Only: splitList(*only), Skip: splitList(*skip), Quick: *quick,
			AllowDirty: *allowDirty, QuietBound: *quiet, Window: *window, Wait: *wait, Out: os.Stderr})
		if errors.Is(err, record.ErrDirty) {
			return usageError{msg: "bench " + err.Error(), try: "commit or stash first (git stash), or -allow-dirty (every file then says +dirty)"}
		}
		if err != nil {
			var ee *exec.Error
			if errors.As(err, &ee) {
				return usageError{msg: "bench " + err.Error(), try: "install it (make chromium maven ts-deps sets up what make test uses)"}
			}
			return usageError{msg: "bench " + err.Error(), try: "read the step's log, fix, and rerun it alone: polywire bench record -only STEP"}
		}
		fmt.Fprintf(os.Stderr, "bench record: %d runs from commit %s, done in %s\n", len(res.Files), res.Commit, time.Since(start).Round(time.Second))
		if len(res.Busy) > 0 {
			fmt.Fprintf(os.Stderr, "bench record: Warning: %s ran on a busy machine; their results say so, and so does the report\n", strings.Join(res.Busy, ", "))
		}
	}
	if !*docs && !*docsOnly {
		return nil
	}
	if err := record.WriteDocs(d); err != nil {
		return usageError{msg: "bench " + err.Error(), try: "polywire bench record -docs-only after mending it"}
	}
	fmt.Fprintf(os.Stderr, "bench record: wrote %s, the report in %s and the figures of %s\n", d.HTML, d.Benchmarks, strings.Join(d.Quoting, ", "))
	return nil
}

// stepList is the usage's list of steps.
func stepList() string {
	var b strings.Builder
	for _, s := range record.Steps() {
		fmt.Fprintf(&b, "\t%-15s %s\n", s.Name, s.About)
	}
	return b.String()
}
