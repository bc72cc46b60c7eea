package report

import (
	"fmt"
	"io"
)

func writeMarkdown(w io.Writer, p *page) error {
	m := &mdWriter{w: w}
	m.printf("# polywire benchmark report\n")
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
	if p.Load != nil {
		writeLoadMD(m, p.Load)
	}
	for _, r := range p.Unknown {
		m.printf("\n## %s\n\nThis run has no rows this report knows how to show.\n", mdText(r.Name()))
	}
	writeFiguresMD(m, p)
	if m.err != nil {
		return fmt.Errorf("report: write markdown: %w", m.err)
	}
	return nil
}

// mdSample marks a heading of a small-sample run: " — **small sample (n=5)**".
func mdSample(r *runView) string {
	if r.Small == "" {
		return ""
	}
	return " — **" + r.Small + "**"
}
