package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/polywire/polywire/internal/lab/record"
	"github.com/polywire/polywire/report"
	"github.com/polywire/polywire/results"
)

// ReportCommand renders bench results as an HTML page and Markdown tables.
type ReportCommand struct {
	// stdout is where "-o -" writes (os.Stdout when nil; tests set it).
	stdout io.Writer
}

// Run reads every results file named in args and writes the report.
func (c *ReportCommand) Run(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("report", flag.ContinueOnError)
	out := fs.String("o", "report.html", "HTML output `file` (\"-\": standard output; \"\": no HTML)")
	md := fs.String("md", "", "also write the Markdown tables to this `file` (\"-\": standard output)")
	history := fs.Bool("history", true, "in a polywire checkout, check each run against the code's history (git): flag runs older than the code they measure")
	paths, err := parseArgs(fs, args, "report", reportUsage)
	if err != nil {
		return err
	}
	if len(paths) == 0 {
		return usageError{msg: "report: no results files given", try: "polywire report size.json codec.json client.json -o report.html"}
	}
	if *out == "" && *md == "" {
		return usageError{msg: "report: -o \"\" and no -md: nothing to write", try: "polywire report -md tables.md results.json"}
	}
	if *out == "-" && *md == "-" {
		return usageError{msg: "report: -o - and -md - would both write to standard output", try: "polywire report -o - -md tables.md results.json"}
	}
	files := make([]*results.File, 0, len(paths))
	for _, path := range paths {
		f, err := results.Read(path)
		if err != nil {
			return fmt.Errorf("report: %w", err)
		}
		files = append(files, f)
	}
	var opts []report.Option
	if *history {
		if changed, ok := record.CodeHistory(ctx); ok {
			opts = append(opts, report.WithCodeHistory(changed))
		}
	}
	if *out != "" {
		if err := c.write(*out, func(w io.Writer) error { return report.HTML(w, files, opts...) }); err != nil {
			return err
		}
	}
	if *md != "" {
		if err := c.write(*md, func(w io.Writer) error { return report.Markdown(w, files, opts...) }); err != nil {
			return err
		}
	}
	return nil
}

// write renders into path, "-" for standard output (report.WriteFile).
func (c *ReportCommand) write(path string, render func(io.Writer) error) error {
	if path == "-" {
		w := c.stdout
		if w == nil {
			w = os.Stdout
		}
		return report.WriteTo(w, render)
	}
	return report.WriteFile(path, render, os.Stderr)
}

const reportUsage = `Usage: polywire report RESULTS.json... [-o report.html] [-md tables.md]

Renders the results files of "polywire bench" runs (size, codec, client,
load; any number, any mix) as one self-contained HTML page — charts drawn
as inline SVG, no scripts and nothing fetched, so it opens offline — and,
with -md, as GitHub-flavoured Markdown tables for docs/BENCHMARKS.md.
Both open with what the runs rest on — each run's commit, date, tree, and
whether polywire bench record made it on a quiet machine; in a polywire
checkout, runs older than the code they measure are flagged (git; -history)
— then the load runs that failed or are not trustworthy, and a verdict — per dataset and client runtime, the format that wins on bytes,
encode, decode and total time, by how much against JSON, and where JSON is
within 10% — then the details, with the figures the seed articles
published beside our measurements. The same inputs always give the same
bytes (with -history=false: the code's history moves on).

Examples:

	polywire report size.json codec.json client.json
	polywire report size.json codec.json client.json -o report.html -md tables.md
	polywire report -o lab.html -md tables.md .tmp/bench/*.json
	polywire report -o - codec.json > codec.html
	polywire report -o "" -md - size.json

Flags:
`
