// Package report turns polywire benchmark results (package results, one
// JSON file per `polywire bench` run) into what people read: one
// self-contained HTML page with charts drawn as inline SVG, and
// GitHub-flavoured Markdown tables to paste into docs/BENCHMARKS.md.
//
// The report answers the question first. It opens with what a reader must
// know before any number — what the runs rest on (each run's commit, date,
// tree and whether a quiet machine made it as a run of record; runs of
// several commits, dirty trees, busy machines and runs older than the
// code they measure are flagged, never silently compared), how many load runs are trustworthy, each run
// that failed (with its failure and top causes) or whose load generator
// was saturated, and the runs that are small samples — and then the
// verdict: per dataset and client runtime, which wire format wins on bytes
// (raw and compressed), server encode, client decode, CPU total and
// measured request + decode, by how much against JSON, and where JSON is
// within 10%. The details follow: sizes, codecs and clients per run, the
// client runtimes (the browser, Node and the JVM decoding every format,
// the JVM's seed 002 and seed 004 experiments and JMH), the load tests,
// with their own pages, and every figure the seed articles published.
//
// Throughout, formats keep the same colours, and the seeds' published
// figures sit beside the measurements that reproduce them, saying so when
// the article measured in another client runtime. A failed load run is
// never averaged in: every table shows it greyed, "failed", and no chart
// draws it; so is a failed browser or Node measurement. Charts read side
// by side share one kind of axis, said in their subtitles, and small
// samples (-quick, or fewer than 10 repetitions) are marked wherever they
// are shown.
//
// Output is deterministic: the same inputs give the same bytes (no clocks,
// no map order), so reports can be golden-tested and diffed.
package report

// Where the parts are: the trust summary in trust.go, the verdict (and
// what each total means) in verdict.go, the client runtimes in runtimes.go
// and jvm.go; load pages in report/internal/load; the charts, number
// formats, format colours and Markdown writer every section shares in
// report/internal/view.

import (
	"fmt"
	"io"

	"github.com/polywire/polywire/results"
)

// Option changes what a report checks.
type Option func(*options)

type options struct {
	history func(commit string, paths []string) (string, error)
}

// WithCodeHistory lets the report check each run against the code it
// measured: changed is called with the run's commit and the paths of
// polywire's tree whose code that kind of run measures (MeasuredCode),
// and returns the newest later commit that touched any of them, in one
// line ("3f2a1b0 2026-11-26 clients/ts: …"), "" when there is none, or
// an error when it cannot tell. Without it the report says the runs were
// not checked. `polywire report` in a polywire checkout asks git.
func WithCodeHistory(changed func(commit string, paths []string) (string, error)) Option {
	return func(o *options) { o.history = changed }
}

func newOptions(opts []Option) *options {
	o := &options{}
	for _, opt := range opts {
		opt(o)
	}
	return o
}

// HTML writes one self-contained HTML page (inline CSS and SVG; no
// scripts, fonts or network) reporting files, in their order.
func HTML(w io.Writer, files []*results.File, opts ...Option) error {
	p, err := build(files, newOptions(opts))
	if err != nil {
		return err
	}
	if err := pageTemplate.Execute(w, p); err != nil {
		return fmt.Errorf("report: write html: %w", err)
	}
	return nil
}

// Markdown writes the report's tables as GitHub-flavoured Markdown.
func Markdown(w io.Writer, files []*results.File, opts ...Option) error {
	p, err := build(files, newOptions(opts))
	if err != nil {
		return err
	}
	return writeMarkdown(w, p)
}
