package report

import (
	"fmt"
	"slices"
	"strings"

	"github.com/polywire/polywire/report/internal/view"
	"github.com/polywire/polywire/results"
)

// The provenance box opens the report, above every number: what the runs
// rest on. Per run, the commit it measured (with the tree's state), when
// it ran, whether it is a run of record (`polywire bench record` stamps
// its files: results.Record) and whether the machine was quiet when it
// started; and, when the report was given the code's history
// (WithCodeHistory), whether the code it measured changed after it ran.
// Runs from different commits or records are compared all the same by
// the sections below — a reader must know it, so the box says it first,
// in red when anything is off: several commits, a dirty tree, a busy
// machine, a run older than its code.
type provenanceView struct {
	Rows []*provenanceRow
	// Commits are the distinct commits, in input order ("f2a028c",
	// "82be7a1+dirty", "unknown").
	Commits []string
	// Records counts the distinct records the stamped runs belong to;
	// Unstamped the runs no record made.
	Records   int
	Unstamped int
	Dirty     []string
	Busy      []string
	Stale     []string
	// Checked says whether the runs were checked against the code's
	// history; Unchecked why not, when they were given it but could not
	// be (a commit not in the history).
	Checked   bool
	Unchecked []string
}

// provenanceRow is one run.
type provenanceRow struct {
	Run    *view.Run
	Step   string
	Commit string
	Dirty  bool
	// Record is "" for a run no record made, else the record's id.
	Record string
	// Machine is the machine's state before the run: "quiet (0.02
	// cores)", "busy: 0.91 cores (go 0.60, …)", or "not recorded".
	Machine string
	Busy    bool
	// Stale names the newest change to the code the run measured since
	// its commit; "" when none or not checked.
	Stale string
}

// Bad reports whether the box is red.
func (p *provenanceView) Bad() bool {
	return len(p.Commits) > 1 || len(p.Dirty) > 0 || len(p.Busy) > 0 || len(p.Stale) > 0 || p.Records > 1 || len(p.Unchecked) > 0
}

// measuredCode are the paths of polywire's tree whose code a kind of run
// measures: a change to any of them after the run's commit makes the run
// older than its code. They are generous on purpose — the formats' code
// and the server's request path are under every client's numbers.
var measuredCode = map[string][]string{
	results.KindSize:    {"codec", "gen", "dataset", "contentcoding"},
	results.KindCodec:   {"codec", "gen", "dataset", "bench"},
	results.KindClient:  {"codec", "gen", "dataset", "bench", "rest", "internal/server", "contentcoding"},
	results.KindLoad:    {"codec", "gen", "dataset", "bench", "rest", "internal/server", "contentcoding", "store", "loadgen", "transcode"},
	results.KindStream:  {"codec", "gen", "dataset", "bench", "rest", "internal/server", "contentcoding"},
	results.KindBrowser: {"codec", "gen", "dataset", "rest", "internal/server", "contentcoding", "clients/ts/src", "clients/ts/lab", "internal/lab/page", "internal/lab/browser"},
	results.KindNode:    {"codec", "gen", "dataset", "rest", "internal/server", "contentcoding", "clients/ts/src", "clients/ts/bench"},
	results.KindJVM:     {"codec", "gen", "dataset", "rest", "internal/server", "contentcoding", "clients/java/src/main", "clients/java/pom.xml", "internal/lab/jvm"},
}

// MeasuredCode are the paths, relative to polywire's root, whose code a
// run of kind measures (nil for an unknown kind): what WithCodeHistory's
// function is asked about.
func MeasuredCode(kind string) []string { return slices.Clone(measuredCode[kind]) }

func provenance(runs []*view.Run, files []*results.File, o *options) *provenanceView {
	p := &provenanceView{Checked: o.history != nil}
	records := map[string]bool{}
	for i, f := range files {
		run := runs[i]
		commit := f.Machine.GitCommit
		row := &provenanceRow{Run: run, Machine: "not recorded"}
		if r := f.Record; r != nil {
			commit = r.Commit
			row.Step, row.Record = r.Step, r.ID
			records[r.ID] = true
			if r.Quiet {
				row.Machine = fmt.Sprintf("quiet (%.2f cores in use)", r.BusyCores)
			} else {
				row.Busy = true
				row.Machine = fmt.Sprintf("busy: %.2f cores in use", r.BusyCores)
				if r.Busiest != "" {
					row.Machine += " (" + r.Busiest + ")"
				}
				p.Busy = append(p.Busy, run.Name())
			}
		} else {
			p.Unstamped++
		}
		base, dirty := strings.CutSuffix(commit, "+dirty")
		row.Commit, row.Dirty = shortCommit(base), dirty
		if dirty {
			p.Dirty = append(p.Dirty, run.Name())
		}
		label := row.Commit
		if dirty {
			label += "+dirty"
		}
		if !slices.Contains(p.Commits, label) {
			p.Commits = append(p.Commits, label)
		}
		if o.history != nil && base != "" {
			if paths := measuredCode[f.Kind]; len(paths) > 0 {
				change, err := o.history(base, paths)
				switch {
				case err != nil:
					p.Unchecked = append(p.Unchecked, run.Name()+": "+err.Error())
				case change != "":
					row.Stale = change
					p.Stale = append(p.Stale, run.Name())
				}
			}
		}
		p.Rows = append(p.Rows, row)
	}
	p.Records = len(records)
	return p
}

func shortCommit(c string) string {
	if c == "" {
		return "unknown"
	}
	if len(c) > 7 {
		return c[:7]
	}
	return c
}

// Headline is the box's first line.
func (p *provenanceView) Headline() string {
	n := len(p.Rows)
	switch {
	case n == 1 && p.Records == 1:
		return fmt.Sprintf("This run rests on commit %s, made by polywire bench record", p.Commits[0])
	case n == 1:
		return "This run rests on commit " + p.Commits[0]
	case len(p.Commits) == 1 && p.Records == 1 && p.Unstamped == 0:
		return fmt.Sprintf("These %d run%s rest on one commit, %s, made by one polywire bench record", n, plural(n), p.Commits[0])
	case len(p.Commits) == 1:
		return fmt.Sprintf("These %d run%s rest on one commit, %s", n, plural(n), p.Commits[0])
	default:
		return fmt.Sprintf("These %d runs rest on %d commits (%s): they were not made together, so compare absolute numbers only within a run", n, len(p.Commits), strings.Join(p.Commits, ", "))
	}
}

// Lines are the box's further statements, one per kind of caveat.
func (p *provenanceView) Lines() []string {
	var out []string
	if p.Unstamped > 0 && len(p.Rows) > 1 {
		out = append(out, fmt.Sprintf("%d of %d runs are not runs of record (no polywire bench record stamp): nothing says the machine was quiet when they ran.", p.Unstamped, len(p.Rows)))
	}
	if p.Records > 1 {
		out = append(out, fmt.Sprintf("The stamped runs come from %d different records.", p.Records))
	}
	if len(p.Dirty) > 0 {
		out = append(out, "Made from a tree with uncommitted changes (no commit holds the code measured): "+strings.Join(p.Dirty, ", ")+".")
	}
	if len(p.Busy) > 0 {
		out = append(out, "Started on a busy machine (other processes were using CPU): "+strings.Join(p.Busy, ", ")+".")
	}
	switch {
	case len(p.Stale) > 0:
		out = append(out, "Older than the code they measure (it changed after their commit): "+strings.Join(p.Stale, ", ")+".")
	case p.Checked && len(p.Unchecked) == 0:
		out = append(out, "None is older than the code it measures.")
	case !p.Checked:
		out = append(out, "Not checked against the code's history: polywire report run in a polywire checkout says which runs are older than the code they measure.")
	}
	if len(p.Unchecked) > 0 {
		out = append(out, "Could not be checked against the code's history: "+strings.Join(p.Unchecked, "; ")+".")
	}
	return out
}

// writeProvenanceMD writes the box and its table.
func writeProvenanceMD(m *view.MDWriter, p *provenanceView) {
	m.Printf("\n> **%s.**", view.MDText(p.Headline()))
	for _, l := range p.Lines() {
		m.Printf(" %s", view.MDText(l))
	}
	m.Printf("\n\n")
	m.Header("run", "step", "commit", "started", "record", "machine before the run", "code since")
	for _, r := range p.Rows {
		commit := r.Commit
		if r.Dirty {
			commit += "+dirty (uncommitted changes)"
		}
		rec := r.Record
		if rec == "" {
			rec = "—"
		}
		stale := r.Stale
		if stale == "" {
			stale = "—"
			if !p.Checked {
				stale = "not checked"
			}
		}
		step := r.Step
		if step == "" {
			step = "—"
		}
		m.Row(r.Run.Name(), step, commit, r.Run.Started, rec, r.Machine, stale)
	}
}
