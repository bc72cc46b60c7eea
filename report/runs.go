package report

import "github.com/polywire/polywire/report/internal/view"

// The Runs section lists the inputs (view.Run, view/run.go) and how far their
// numbers compare; runs.html.tmpl is its HTML.

// writeRunsMD lists the input runs and the caveats on comparing them.
func writeRunsMD(m *view.MDWriter, runs []*view.Run, machines int) {
	m.Printf("\n## Runs\n\n")
	m.Printf("Inputs (%d run", len(runs))
	if len(runs) != 1 {
		m.Printf("s")
	}
	m.Printf(", %d machine", machines)
	if machines != 1 {
		m.Printf("s")
	}
	m.Printf("):\n\n")
	for _, r := range runs {
		small := ""
		if r.Small != "" {
			small = " — **" + r.Small + "**"
		}
		m.Printf("- run %d, `%s`, started %s, took %s — config %s — machine: %s%s\n", r.N, view.MDText(r.Kind), r.Started, r.Duration, view.MDCode(r.ConfigLine()), view.MDText(r.MachineLine()), small)
	}
	m.Printf("\nAbsolute times drift between runs and machines (shared 2-core hosts); ratios within one run hold; sizes are exact. ")
	if machines > 1 {
		m.Printf("These inputs come from %d machines: compare absolute numbers only within a run. ", machines)
	}
	m.Printf("The articles' figures were measured on other hardware: compare their ratios with ours, not their times.\n")
}
