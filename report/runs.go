package report

// The Runs section lists the inputs (runView, run.go) and how far their
// numbers compare; runs.html.tmpl is its HTML.

// writeRunsMD lists the input runs and the caveats on comparing them.
func writeRunsMD(m *mdWriter, runs []*runView, machines int) {
	m.printf("\n## Runs\n\n")
	m.printf("Inputs (%d run", len(runs))
	if len(runs) != 1 {
		m.printf("s")
	}
	m.printf(", %d machine", machines)
	if machines != 1 {
		m.printf("s")
	}
	m.printf("):\n\n")
	for _, r := range runs {
		small := ""
		if r.Small != "" {
			small = " — **" + r.Small + "**"
		}
		m.printf("- run %d, `%s`, started %s, took %s — config %s — machine: %s%s\n", r.N, mdText(r.Kind), r.Started, r.Duration, mdCode(r.ConfigLine()), mdText(r.MachineLine()), small)
	}
	m.printf("\nAbsolute times drift between runs and machines (shared 2-core hosts); ratios within one run hold; sizes are exact. ")
	if machines > 1 {
		m.printf("These inputs come from %d machines: compare absolute numbers only within a run. ", machines)
	}
	m.printf("The articles' figures were measured on other hardware: compare their ratios with ours, not their times.\n")
}
