package view

import (
	"cmp"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/polywire/polywire/results"
)

// Run describes one input run: where and how it ran.
type Run struct {
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
	Config   []KeyValue
	// Small is the run's small-sample mark ("small sample (n=5)"), or "".
	Small string
	// Message is the user's message a run on a schema of its own
	// measured (config "message"), or "" for the seeds' data.
	Message string
	// Skipped are the formats the run left out because they cannot carry
	// the data (config "skipped": format → reason), by format.
	Skipped []KeyValue
}

// Name is how sections refer to a run: "run 2 (codec)", or "run 2
// (codec, acme.shop.v1.Order)" on a schema of the user's.
func (r *Run) Name() string {
	if r.Message != "" {
		return fmt.Sprintf("run %d (%s, %s)", r.N, r.Kind, r.Message)
	}
	return fmt.Sprintf("run %d (%s)", r.N, r.Kind)
}

// MachineLine is the machine in one line.
func (r *Run) MachineLine() string {
	parts := []string{r.CPU, r.Cores, r.OSArch, r.Go}
	if r.Commit != "" {
		parts = append(parts, "commit "+r.Commit)
	}
	return strings.Join(parts, ", ")
}

// HardwareLine is the machine without the software: what absolute
// numbers compare across.
func (r *Run) HardwareLine() string {
	return strings.Join([]string{r.CPU, r.Cores, r.OSArch}, ", ")
}

// ConfigLine is the configuration in one line: key=value, sorted by key.
func (r *Run) ConfigLine() string {
	if len(r.Config) == 0 {
		return "(no config recorded)"
	}
	parts := make([]string, len(r.Config))
	for i, kv := range r.Config {
		parts[i] = kv.Key + "=" + kv.Value
	}
	return strings.Join(parts, " ")
}

// KeyValue is one config setting.
type KeyValue struct{ Key, Value string }

// NewRun is the view of input n (from 1), f.
func NewRun(n int, f *results.File) *Run {
	m := f.Machine
	r := &Run{
		N: n, Anchor: fmt.Sprintf("run-%d", n), Kind: f.Kind,
		CPU:    cmp.Or(m.CPUModel, "CPU model unknown"),
		Cores:  fmt.Sprintf("%d CPUs", m.CPUs),
		OSArch: cmp.Or(m.OS, "?") + "/" + cmp.Or(m.Arch, "?"),
		Go:     cmp.Or(m.GoVersion, "Go version unknown"),
		Commit: m.GitCommit,
		Small:  SampleMark(f),
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
		r.Config = append(r.Config, KeyValue{k, configValue(f.Config[k])})
	}
	r.Message, _ = f.Config["message"].(string)
	if skipped, ok := f.Config["skipped"].(map[string]any); ok {
		for _, format := range slices.Sorted(maps.Keys(skipped)) {
			r.Skipped = append(r.Skipped, KeyValue{format, configValue(skipped[format])})
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

// HardwareOf identifies the machine a file ran on, for grouping runs
// whose absolute numbers compare.
func HardwareOf(m results.Machine) string {
	return fmt.Sprintf("%s/%s/%s/%d", m.OS, m.Arch, m.CPUModel, m.CPUs)
}

// SampleMark is a run's "small sample" mark, or "": a run made with
// -quick, or whose measurements rest on fewer than minReps repetitions.
// Sizes are exact and load runs count requests, not repetitions, so only
// -quick marks them.
func SampleMark(f *results.File) string {
	quick, _ := f.Config["quick"].(bool)
	n := 0
	for _, r := range f.Codecs {
		if r.NsPerOp.N > 0 && (n == 0 || r.NsPerOp.N < n) {
			n = r.NsPerOp.N
		}
	}
	for _, r := range f.Client {
		if r.Total.N > 0 && (n == 0 || r.Total.N < n) {
			n = r.Total.N
		}
	}
	for _, r := range f.Decodes {
		if !r.Failed && r.Total.N > 0 && (n == 0 || r.Total.N < n) {
			n = r.Total.N
		}
	}
	switch {
	case n > 0 && n < minReps && quick:
		return fmt.Sprintf("small sample (n=%d, -quick)", n)
	case n > 0 && n < minReps:
		return fmt.Sprintf("small sample (n=%d)", n)
	case quick && n > 0:
		return fmt.Sprintf("small sample (-quick, n=%d)", n)
	case quick:
		return "small sample (-quick)"
	}
	return ""
}

// SampleSuffix is what a chart title adds for a small sample: " — small
// sample (n=5)".
func SampleSuffix(run *Run) string {
	if run.Small == "" {
		return ""
	}
	return " — " + run.Small
}

// minReps is the fewest repetitions a measurement needs not to be flagged
// as a small sample.
const minReps = 10
