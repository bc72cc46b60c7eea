package report

import (
	"errors"
	"fmt"

	"github.com/polywire/polywire/report/internal/load"
	"github.com/polywire/polywire/report/internal/view"
	"github.com/polywire/polywire/results"
)

// build reads every input into the page: the runs, each section's view in
// page order, and, last, the published figures the sections matched.
func build(files []*results.File, o *options) (*page, error) {
	if len(files) == 0 {
		return nil, errors.New("report: no results to report")
	}
	for i, f := range files {
		if f == nil {
			return nil, fmt.Errorf("report: input %d is nil", i+1)
		}
		if f.Schema != results.Schema {
			return nil, fmt.Errorf("report: input %d has schema %q, want %q", i+1, f.Schema, results.Schema)
		}
	}
	b := &builder{pal: view.NewPalette(files), ours: map[string][]string{}}
	p := &page{}
	// Machines count by hardware: a rebuild with another Go or commit is
	// still the same machine.
	type hardware struct {
		os, arch, model string
		cpus            int
	}
	machines := map[hardware]bool{}
	var formats []string
	var loadInputs []load.Input
	var runtimeInputs []runtimeInput
	var verdictInputs []*verdictInput
	for i, f := range files {
		run := view.NewRun(i+1, f)
		p.Runs = append(p.Runs, run)
		verdictInputs = append(verdictInputs, &verdictInput{run: run, f: f, hw: view.HardwareOf(f.Machine), small: run.Small})
		machines[hardware{f.Machine.OS, f.Machine.Arch, f.Machine.CPUModel, f.Machine.CPUs}] = true
		for _, r := range f.Sizes {
			formats = append(formats, r.Format)
		}
		for _, r := range f.Codecs {
			formats = append(formats, r.Format)
		}
		for _, r := range f.Client {
			formats = append(formats, r.Format)
		}
		for _, r := range f.Articles {
			formats = append(formats, r.Format)
		}
		for _, r := range f.Decodes {
			formats = append(formats, r.Format)
		}
		known := false
		if len(f.Sizes) > 0 {
			p.Sizes = append(p.Sizes, b.sizes(run, f.Sizes))
			known = true
		}
		// A JVM run's codec rows are JMH's, of JVM libraries: they are
		// shown with the run in the client runtimes, never in the Go
		// codec tables, whose ratios are against Go's baselines.
		if len(f.Codecs) > 0 && f.Kind != results.KindJVM {
			p.Codecs = append(p.Codecs, b.codecs(run, f.Codecs))
			known = true
		}
		if len(f.Client) > 0 || len(f.Articles) > 0 {
			p.Clients = append(p.Clients, b.client(run, f.Client, f.Articles))
			known = true
		}
		if len(f.Decodes) > 0 || f.Kind == results.KindBrowser || f.Kind == results.KindNode || f.Kind == results.KindJVM {
			runtimeInputs = append(runtimeInputs, runtimeInput{run, f})
			known = true
		}
		if len(f.Streams) > 0 {
			p.Streams = append(p.Streams, b.streams(run, f))
			known = true
		}
		for _, l := range f.Loads {
			if format := load.FormatOf(l.Name); format != "" {
				formats = append(formats, format)
			}
		}
		if len(f.Loads) > 0 || f.Kind == results.KindLoad {
			loadInputs = append(loadInputs, load.Input{Run: run, File: f})
			known = true
		}
		if !known {
			p.Unknown = append(p.Unknown, run)
		}
	}
	p.Machines = len(machines)
	p.Verdict = b.verdict(verdictInputs)
	p.Runtimes = b.runtimes(runtimeInputs)
	p.Load = load.Build(loadInputs, b.pal, b.match)
	p.Trust = trust(p.Runs, p.Load)
	p.Provenance = provenance(p.Runs, files, o)
	for _, key := range view.SortedFormats(formats) {
		if key != "" {
			p.Legend = append(p.Legend, b.pal.FormatOf(key))
		}
	}
	p.Articles, p.Figures, p.Latency = b.figures()
	return p, nil
}
