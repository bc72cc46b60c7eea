package report

import (
	"fmt"
	"slices"
	"strings"

	"github.com/polywire/polywire/report/internal/load"
	"github.com/polywire/polywire/report/internal/view"
	"github.com/polywire/polywire/results"
)

// trustView is the box at the top of the page, above the verdict: what a
// reader must know before reading any number. Load runs that failed
// (results.LoadRun.Failed: more failures than the run tolerated, or none
// succeeded) are not results — each is named with its failure and its
// top causes, and no comparison, seed table or chart averages it in (they
// show it greyed, "failed", in place of its numbers). Runs whose load
// generator was saturated measured the generator as much as the server:
// they are named too, and kept, marked, in the tables. Runs that are
// small samples (sampleMark) are listed last, and the formats a run on
// a user's schema left out because they cannot carry its data, with why.
type trustView struct {
	LoadRuns    int
	Trustworthy int
	Failed      []*load.Run
	Saturated   []*load.Run
	Small       []*view.Run
	Skipped     []*skipGroup
	// Dynamic are the codec and client runs on a user's schema that
	// timed dynamic messages, not the code the user would generate from
	// it.
	Dynamic []*view.Run
}

// skipGroup is the runs that left out the same formats for the same
// reasons (a size and a codec run on one schema, typically).
type skipGroup struct {
	Runs    []*view.Run
	Formats []view.KeyValue // format → reason
}

// RunNames names the group's runs: "run 1 (size, acme.shop.v1.Order) and run 2 (…)".
func (g *skipGroup) RunNames() string {
	names := make([]string, len(g.Runs))
	for i, r := range g.Runs {
		names[i] = r.Name()
	}
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// generatedCode reports whether a codec or client run on a user's schema
// timed the Go code generated from it (config code=generated, the -code
// of bench codec and bench client); runs from before the key timed
// dynamic messages.
func generatedCode(r *view.Run) bool {
	return slices.Contains(r.Config, view.KeyValue{Key: "code", Value: "generated"})
}

// Bad reports whether any load run is untrustworthy: the box is red then.
func (t *trustView) Bad() bool { return len(t.Failed) > 0 || len(t.Saturated) > 0 }

// trust builds the box; nil when there is nothing to say.
func trust(runs []*view.Run, l *load.Section) *trustView {
	t := &trustView{}
	for _, r := range runs {
		if r.Small != "" {
			t.Small = append(t.Small, r)
		}
		if r.Message != "" && (r.Kind == results.KindCodec || r.Kind == results.KindClient) && !generatedCode(r) {
			t.Dynamic = append(t.Dynamic, r)
		}
		if len(r.Skipped) > 0 {
			i := slices.IndexFunc(t.Skipped, func(g *skipGroup) bool { return slices.Equal(g.Formats, r.Skipped) })
			if i < 0 {
				t.Skipped = append(t.Skipped, &skipGroup{Formats: r.Skipped})
				i = len(t.Skipped) - 1
			}
			t.Skipped[i].Runs = append(t.Skipped[i].Runs, r)
		}
	}
	if l != nil {
		t.LoadRuns = len(l.Runs)
		for _, r := range l.Runs {
			if r.Trustworthy() {
				t.Trustworthy++
			}
			if r.Failed {
				t.Failed = append(t.Failed, r)
			}
			if r.Saturated {
				t.Saturated = append(t.Saturated, r)
			}
		}
	}
	if t.LoadRuns == 0 && len(t.Small) == 0 && len(t.Skipped) == 0 && len(t.Dynamic) == 0 {
		return nil
	}
	return t
}

// Headline is the box's first line: "3 of 76 load runs are trustworthy".
func (t *trustView) Headline() string {
	return fmt.Sprintf("%d of %d load run%s %s trustworthy", t.Trustworthy, t.LoadRuns, plural(t.LoadRuns), isAre(t.Trustworthy))
}

// Counts says how many failed and how many were saturated.
func (t *trustView) Counts() string {
	failed := "none failed"
	if n := len(t.Failed); n > 0 {
		failed = fmt.Sprintf("%d failed", n)
	}
	sat := "no load generator was saturated"
	if n := len(t.Saturated); n == 1 {
		sat = "1 was saturated (its load generator, not the server, may have set the pace)"
	} else if n > 1 {
		sat = fmt.Sprintf("%d were saturated (their load generator, not the server, may have set the pace)", n)
	}
	return failed + "; " + sat
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func isAre(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}

// dynamicNote says what a codec or client run on a user's schema that
// did not time generated code timed.
const dynamicNote = "they encoded or decoded the schema's messages as dynamic messages (dynamicpb: a schema read at run time), through polywire's descriptor-driven codecs (and, in a codec run, protobuf-go and protojson). " +
	"The bytes are those of generated code, the times are not: code generated from the schema (protoc-gen-go and polywire's plugins) is faster, by a different factor per format. " +
	"To time it, run bench codec or bench client with -code generated from polywire's source (go run ./cmd/polywire), where a go command is on PATH"

// DynamicNote is dynamicNote, for the page.
func (t *trustView) DynamicNote() string { return dynamicNote }

// writeTrustMD writes the warnings that come before any number.
func writeTrustMD(m *view.MDWriter, t *trustView) {
	m.Printf("\n")
	if t.LoadRuns > 0 {
		m.Printf("> **%s**: %s.\n", t.Headline(), t.Counts())
		for _, r := range t.Failed {
			m.Printf(">\n> - **FAILED: %s** (%s): %s", view.MDText(r.Label()), view.MDText(r.File.Name()), view.MDText(r.FailureText()))
			if c := r.TopCauses(); c != "" {
				m.Printf(" Top causes: %s.", view.MDText(c))
			}
			m.Printf("\n")
		}
		if len(t.Failed) > 0 {
			m.Printf(">\n> A failed run is not a result: it is left out of every comparison and seed table below, which show it as \"failed\" in place of its numbers.\n")
		}
		if len(t.Saturated) > 0 {
			names := make([]string, len(t.Saturated))
			for i, r := range t.Saturated {
				names[i] = r.Label() + " (" + r.CPUShort() + ")"
			}
			m.Printf(">\n> Saturated load generator (CPU in %% of one core; the server may be faster than these say): %s.\n", view.MDText(strings.Join(names, ", ")))
		}
	}
	for i, g := range t.Skipped {
		if t.LoadRuns > 0 || i > 0 {
			m.Printf(">\n")
		}
		parts := make([]string, len(g.Formats))
		for j, s := range g.Formats {
			parts[j] = "**" + view.MDText(s.Key) + "** — " + view.MDText(s.Value)
		}
		m.Printf("> **Formats skipped** by %s: they cannot carry the data. %s.\n", view.MDText(g.RunNames()), strings.Join(parts, "; "))
	}
	if len(t.Dynamic) > 0 {
		if t.LoadRuns > 0 || len(t.Skipped) > 0 {
			m.Printf(">\n")
		}
		names := make([]string, len(t.Dynamic))
		for i, r := range t.Dynamic {
			names[i] = r.Name()
		}
		m.Printf("> **Dynamic messages:** %s: %s.\n", view.MDText(strings.Join(names, ", ")), view.MDText(dynamicNote))
	}
	if len(t.Small) > 0 {
		if t.LoadRuns > 0 || len(t.Skipped) > 0 || len(t.Dynamic) > 0 {
			m.Printf(">\n")
		}
		parts := make([]string, len(t.Small))
		for i, r := range t.Small {
			parts[i] = r.Name() + ", " + r.Small
		}
		m.Printf("> **Small samples:** %s. With fewer than 10 repetitions, or a -quick run, a median can move by more than the differences it shows.\n", view.MDText(strings.Join(parts, "; ")))
	}
}

// Caveats are the warnings the report opens with for files, one line
// each and in plain text — failed and saturated load runs, small
// samples, formats left out, dynamic messages, a dirty tree — so that a
// command that writes results can print on the console what the report
// will show: a caveat seen only in the report is a caveat missed.
func Caveats(files []*results.File) ([]string, error) {
	p, err := build(files, newOptions(nil))
	if err != nil {
		return nil, err
	}
	var out []string
	if pv := p.Provenance; len(pv.Dirty) > 0 {
		out = append(out, "made from a tree with uncommitted changes: no commit holds the code it measured")
	}
	t := p.Trust
	if t == nil {
		return out, nil
	}
	for _, r := range t.Failed {
		line := "FAILED: " + r.Label() + ": " + r.FailureText()
		if c := r.TopCauses(); c != "" {
			line += " Top causes: " + c + "."
		}
		out = append(out, line+" A failed run is not a result.")
	}
	for _, r := range t.Saturated {
		out = append(out, "saturated load generator: "+r.Label()+" ("+r.CPUShort()+"): the generator, not the server, may have set the pace")
	}
	for _, g := range t.Skipped {
		parts := make([]string, len(g.Formats))
		for i, s := range g.Formats {
			parts[i] = s.Key + " (" + s.Value + ")"
		}
		out = append(out, "formats skipped, they cannot carry the data: "+strings.Join(parts, "; "))
	}
	if len(t.Dynamic) > 0 {
		out = append(out, "dynamic messages: "+dynamicNote)
	}
	for _, r := range t.Small {
		out = append(out, r.Small+": with fewer than 10 repetitions, or a -quick run, a median can move by more than the differences it shows")
	}
	return out, nil
}
