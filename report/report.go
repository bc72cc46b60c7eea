// Package report turns polywire benchmark results (package results, one
// JSON file per `polywire bench` run) into what people read: one
// self-contained HTML page with charts drawn as inline SVG, and
// GitHub-flavoured Markdown tables to paste into docs/BENCHMARKS.md.
//
// The report answers the question first. It opens with what a reader must
// know before any number — how many load runs are trustworthy, each run
// that failed (with its failure and top causes) or whose load generator
// was saturated, and the runs that are small samples (trust.go) — and
// then the verdict: per dataset and client runtime, which wire format wins
// on bytes (raw and compressed), server encode, client decode, CPU total
// and measured request + decode, by how much against JSON, and where JSON
// is within 10% (verdict.go says what each total means). The details
// follow: sizes, codecs and clients per run, the client runtimes (the
// browser, Node and the JVM decoding every format: runtimes.go; the
// JVM's seed 002 and seed 004 experiments and JMH: jvm.go), the load tests,
// and every figure the seed articles published.
//
// Throughout, formats keep the same colours, and the seeds' published
// figures sit beside the measurements of ours that reproduce them, saying
// so when the article measured in another client runtime than ours. A
// failed load run is never averaged in: every table shows it greyed,
// "failed", and no chart draws it; so is a failed browser or Node
// measurement. Charts read side by side share one
// kind of axis, said in their subtitles (axisMode), and small samples
// (-quick, or fewer than 10 repetitions) are marked wherever they are
// shown.
//
// Load runs (`bench load`, `bench suite`) get load pages: an overview of
// every run, the seeds' load figures beside the runs that reproduce them,
// comparisons of runs that differ in one dimension read from their names
// (see loadcompare.go), and each run in detail — latency, throughput and
// users over time, the latency distribution decoded from its HdrHistogram,
// failures by kind and cause, lateness and the load generator's own CPU.
//
// Output is deterministic: the same inputs give the same bytes (no clocks,
// no map order), so reports can be golden-tested and diffed.
package report

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/polywire/polywire/results"
)

// HTML writes one self-contained HTML page (inline CSS and SVG; no
// scripts, fonts or network) reporting files, in their order.
func HTML(w io.Writer, files []*results.File) error {
	p, err := build(files)
	if err != nil {
		return err
	}
	if err := pageTemplate.Execute(w, p); err != nil {
		return fmt.Errorf("report: write html: %w", err)
	}
	return nil
}

// Markdown writes the report's tables as GitHub-flavoured Markdown.
func Markdown(w io.Writer, files []*results.File) error {
	p, err := build(files)
	if err != nil {
		return err
	}
	return writeMarkdown(w, p)
}

// page is everything the templates render.
type page struct {
	Verdict  *verdictView
	Trust    *trustView
	Runs     []*runView
	Machines int
	Legend   []formatInfo
	Sizes    []*sizeView
	Codecs   []*codecView
	Clients  []*clientView
	Runtimes *runtimesView
	Load     *loadSection
	Unknown  []*runView
	Seeds    []seedNote
	Figures  []figureRow
	Latency  []latencyRow
}

// runView describes one input run: where and how it ran.
type runView struct {
	N        int
	Anchor   string
	Kind     string
	Started  string
	Duration string
	CPU      string
	Cores    string
	OSArch   string
	Go       string
	Commit   string
	Config   []keyValue
	// Small is the run's small-sample mark ("small sample (n=5)"), or "".
	Small string
	// Message is the user's message a run on a schema of its own
	// measured (config "message"), or "" for the seeds' data.
	Message string
	// Skipped are the formats the run left out because they cannot carry
	// the data (config "skipped": format → reason), by format.
	Skipped []keyValue
}

// Name is how sections refer to a run: "run 2 (codec)", or "run 2
// (codec, acme.shop.v1.Order)" on a schema of the user's.
func (r *runView) Name() string {
	if r.Message != "" {
		return fmt.Sprintf("run %d (%s, %s)", r.N, r.Kind, r.Message)
	}
	return fmt.Sprintf("run %d (%s)", r.N, r.Kind)
}

// MachineLine is the machine in one line.
func (r *runView) MachineLine() string {
	parts := []string{r.CPU, r.Cores, r.OSArch, r.Go}
	if r.Commit != "" {
		parts = append(parts, "commit "+r.Commit)
	}
	return strings.Join(parts, ", ")
}

// HardwareLine is the machine without the software: what absolute
// numbers compare across.
func (r *runView) HardwareLine() string {
	return strings.Join([]string{r.CPU, r.Cores, r.OSArch}, ", ")
}

// ConfigLine is the configuration in one line: key=value, sorted by key.
func (r *runView) ConfigLine() string {
	if len(r.Config) == 0 {
		return "(no config recorded)"
	}
	parts := make([]string, len(r.Config))
	for i, kv := range r.Config {
		parts[i] = kv.Key + "=" + kv.Value
	}
	return strings.Join(parts, " ")
}

// keyValue is one config setting.
type keyValue struct{ Key, Value string }

// pubEntry is one published figure shown beside a measurement: its seed
// labels it, and the table's notes give that seed's hardware.
type pubEntry struct {
	Seed string
	Text string
	// Caveat says when the article measured in another client runtime
	// than ours, so the two are not read as the same measure.
	Caveat string
}

// runtimeCaveat is the caveat beside a figure an article measured in
// client runtime theirs (described by where) when ours is another one:
// "seed 004, measured in browsers (protobuf.js); ours: Go client — not
// the same runtime". It is empty when the runtimes are the same, which a
// browser or JVM run of ours will be for the seeds' browser and Java
// figures.
func runtimeCaveat(seed, theirs, where, ours string) string {
	if theirs == ours {
		return ""
	}
	return "seed " + seed + ", measured in " + where + "; ours: " + runtimeName(ours) + " client — not the same runtime"
}

// runtimeName names a client runtime key for readers.
func runtimeName(key string) string {
	for _, s := range runtimeSources {
		if s.key == key {
			return s.name
		}
	}
	return key
}

// seedNote is the caveat printed under a table that shows seed figures.
type seedNote struct {
	Seed  string
	Title string
	Setup string
}

// anyPub reports whether any row has a published figure: tables show
// the "published" column only then.
func anyPub(entries [][]pubEntry) bool {
	for _, es := range entries {
		if len(es) > 0 {
			return true
		}
	}
	return false
}

// notesFor lists the seeds the entries cite, in seeds order.
func notesFor(entries [][]pubEntry) []seedNote {
	used := map[string]bool{}
	for _, es := range entries {
		for _, e := range es {
			used[e.Seed] = true
		}
	}
	var out []seedNote
	for _, s := range seeds {
		if used[s.id] {
			out = append(out, seedNote{s.id, s.title, s.setup})
		}
	}
	return out
}

// figureRow is a row of the "published by the articles" table.
type figureRow struct {
	Seed  string
	What  string
	Value string
	Ours  []string
}

// latencyRow is a row of seed 003's latency table.
type latencyRow struct {
	Method, Format string
	P95, P98, P99  string
}

// builder carries what building one page needs across sections.
type builder struct {
	pal *palette
	// ours collects, per figure id, the measurements matched to it.
	ours map[string][]string
	// dists caches decoded latency distributions by their stats: the
	// comparisons draw the runs' curves again.
	dists map[*results.LoadStats]latencyDist
}

// match records a measurement of run matched to a published figure.
func (b *builder) match(fig string, run *runView, text string) {
	b.ours[fig] = append(b.ours[fig], run.Name()+": "+text)
}

func build(files []*results.File) (*page, error) {
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
	b := &builder{pal: newPalette(files), ours: map[string][]string{}}
	p := &page{}
	// Machines count by hardware: a rebuild with another Go or commit is
	// still the same machine.
	type hardware struct {
		os, arch, model string
		cpus            int
	}
	machines := map[hardware]bool{}
	var formats []string
	var loadInputs []loadInput
	var runtimeInputs []runtimeInput
	var verdictInputs []*verdictInput
	for i, f := range files {
		run := newRunView(i+1, f)
		p.Runs = append(p.Runs, run)
		verdictInputs = append(verdictInputs, &verdictInput{run: run, f: f, hw: hardwareOf(f.Machine), small: run.Small})
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
		for _, l := range f.Loads {
			if n := parseRunName(l.Name); n.format != "" {
				formats = append(formats, n.format)
			}
		}
		if len(f.Loads) > 0 || f.Kind == results.KindLoad {
			loadInputs = append(loadInputs, loadInput{run, f})
			known = true
		}
		if !known {
			p.Unknown = append(p.Unknown, run)
		}
	}
	p.Machines = len(machines)
	p.Verdict = b.verdict(verdictInputs)
	p.Runtimes = b.runtimes(runtimeInputs)
	p.Load = b.loads(loadInputs)
	p.Trust = trust(p.Runs, p.Load)
	for _, key := range sortedFormats(formats) {
		if key != "" {
			p.Legend = append(p.Legend, b.pal.formatOf(key))
		}
	}
	for _, s := range seeds {
		p.Seeds = append(p.Seeds, seedNote{s.id, s.title, s.setup})
	}
	for _, fig := range figures {
		p.Figures = append(p.Figures, figureRow{Seed: fig.seed, What: fig.what, Value: fig.value, Ours: b.ours[fig.id]})
	}
	for _, l := range seed003Latencies {
		if l.pct != 95 {
			continue
		}
		row := latencyRow{Method: l.method, Format: b.pal.formatOf(l.format).name}
		for _, m := range seed003Latencies {
			if m.method == l.method && m.format == l.format {
				cell := formatMs3(m.test1) + " | " + formatMs3(m.test2)
				switch m.pct {
				case 95:
					row.P95 = cell
				case 98:
					row.P98 = cell
				case 99:
					row.P99 = cell
				}
			}
		}
		p.Latency = append(p.Latency, row)
	}
	return p, nil
}

// formatMs3 prints a seed 003 latency as the article does: 1.630.
func formatMs3(v float64) string { return strconv.FormatFloat(v, 'f', 3, 64) }

func newRunView(n int, f *results.File) *runView {
	m := f.Machine
	r := &runView{
		N: n, Anchor: fmt.Sprintf("run-%d", n), Kind: f.Kind,
		CPU:    cmp.Or(m.CPUModel, "CPU model unknown"),
		Cores:  fmt.Sprintf("%d CPUs", m.CPUs),
		OSArch: cmp.Or(m.OS, "?") + "/" + cmp.Or(m.Arch, "?"),
		Go:     cmp.Or(m.GoVersion, "Go version unknown"),
		Commit: m.GitCommit,
		Small:  sampleMark(f),
	}
	if r.Kind == "" {
		r.Kind = "unknown kind"
	}
	if f.Started.IsZero() {
		r.Started = "—"
	} else {
		r.Started = f.Started.UTC().Format(time.DateTime + " UTC")
	}
	r.Duration = strconv.FormatFloat(f.Seconds, 'f', 1, 64) + " s"
	for _, k := range slices.Sorted(maps.Keys(f.Config)) {
		r.Config = append(r.Config, keyValue{k, configValue(f.Config[k])})
	}
	r.Message, _ = f.Config["message"].(string)
	if skipped, ok := f.Config["skipped"].(map[string]any); ok {
		for _, format := range slices.Sorted(maps.Keys(skipped)) {
			r.Skipped = append(r.Skipped, keyValue{format, configValue(skipped[format])})
		}
	}
	return r
}

// configValue prints a config value: strings as they are, anything else as
// JSON (which sorts map keys).
func configValue(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}

// normKey reduces a dataset or endpoint name to letters and digits,
// lower-case, so "accountList", "/accountList" and "account_list" match.
func normKey(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// firstSeen returns the distinct keys in the order they first appear.
func firstSeen[T any](rows []T, key func(T) string) []string {
	var out []string
	seen := map[string]bool{}
	for _, r := range rows {
		k := key(r)
		if !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	return out
}
