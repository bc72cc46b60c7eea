package report

import (
	"fmt"
	"io"

	"github.com/polywire/polywire/report/internal/load"
	"github.com/polywire/polywire/report/internal/view"
)

func writeMarkdown(w io.Writer, p *page) error {
	m := view.NewMDWriter(w)
	m.Printf("# polywire benchmark report\n")
	writeProvenanceMD(m, p.Provenance)
	if p.Trust != nil {
		writeTrustMD(m, p.Trust)
	}
	writeVerdictMD(m, p.Verdict, p.Load != nil)
	writeRunsMD(m, p.Runs, p.Machines)
	for _, s := range p.Sizes {
		writeSizeMD(m, s)
	}
	for _, c := range p.Codecs {
		writeCodecMD(m, c)
	}
	for _, c := range p.Clients {
		writeClientMD(m, c)
	}
	if p.Runtimes != nil {
		writeRuntimesMD(m, p.Runtimes)
	}
	for _, s := range p.Streams {
		writeStreamsMD(m, s)
	}
	if p.Load != nil {
		load.WriteMarkdown(m, p.Load)
	}
	for _, r := range p.Unknown {
		m.Printf("\n## %s\n\nThis run has no rows this report knows how to show.\n", view.MDText(r.Name()))
	}
	writeFiguresMD(m, p)
	if m.Err() != nil {
		return fmt.Errorf("report: write markdown: %w", m.Err())
	}
	return nil
}

// mdSample marks a heading of a small-sample run: " — **small sample (n=5)**".
func mdSample(r *view.Run) string {
	if r.Small == "" {
		return ""
	}
	return " — **" + r.Small + "**"
}
