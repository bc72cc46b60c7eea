package report

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// mdWriter writes Markdown and keeps the first error, so the writing code
// reads as the document it produces.
type mdWriter struct {
	w   io.Writer
	err error
}

func (m *mdWriter) printf(format string, args ...any) {
	if m.err != nil {
		return
	}
	_, m.err = fmt.Fprintf(m.w, format, args...)
}

// row writes one table row; cells are escaped for GitHub tables.
func (m *mdWriter) row(cells ...string) {
	for i, c := range cells {
		cells[i] = mdCell(c)
	}
	m.printf("| %s |\n", strings.Join(cells, " | "))
}

// header writes a header row and its alignment row; a cell starting with
// ">" is right-aligned (numbers).
func (m *mdWriter) header(cells ...string) {
	align := make([]string, len(cells))
	for i, c := range cells {
		if r, ok := strings.CutPrefix(c, ">"); ok {
			cells[i] = r
			align[i] = "---:"
		} else {
			align[i] = "---"
		}
	}
	m.row(cells...)
	m.printf("| %s |\n", strings.Join(align, " | "))
}

// mdText escapes text from the inputs so a renderer shows it instead of
// reading it as HTML: a dataset named "<b>" stays "<b>".
var mdText = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace

// mdCell escapes what would break a table cell.
func mdCell(s string) string {
	s = mdText(s)
	s = strings.ReplaceAll(s, "\\", "\\\\")
	s = strings.ReplaceAll(s, "|", "\\|")
	s = strings.ReplaceAll(s, "\n", " ")
	return s
}

// mdCode wraps s in backticks that survive backticks inside it.
func mdCode(s string) string {
	if strings.Contains(s, "`") {
		return "`` " + s + " ``"
	}
	return "`" + s + "`"
}

// pubText joins published figures for one cell: "317 KB; ours −1.3% (seed 000)".
func pubText(es []pubEntry) string {
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = e.Text + " (seed " + e.Seed + ")"
		if e.Caveat != "" {
			parts[i] += " — " + e.Caveat
		}
	}
	return strings.Join(parts, "; ")
}

func (m *mdWriter) notes(ns []seedNote) {
	for _, n := range ns {
		m.printf("\nSeed %s: %s — measured on %s; other hardware: compare ratios, not absolute times.\n", n.Seed, n.Title, n.Setup)
	}
}

func writeMarkdown(w io.Writer, p *page) error {
	m := &mdWriter{w: w}
	m.printf("# polywire benchmark report\n")
	if p.Trust != nil {
		writeTrustMD(m, p.Trust)
	}
	writeVerdictMD(m, p.Verdict, p.Load != nil)
	m.printf("\n## Runs\n\n")
	m.printf("Inputs (%d run", len(p.Runs))
	if len(p.Runs) != 1 {
		m.printf("s")
	}
	m.printf(", %d machine", p.Machines)
	if p.Machines != 1 {
		m.printf("s")
	}
	m.printf("):\n\n")
	for _, r := range p.Runs {
		small := ""
		if r.Small != "" {
			small = " — **" + r.Small + "**"
		}
		m.printf("- run %d, `%s`, started %s, took %s — config %s — machine: %s%s\n", r.N, mdText(r.Kind), r.Started, r.Duration, mdCode(r.ConfigLine()), mdText(r.MachineLine()), small)
	}
	m.printf("\nAbsolute times drift between runs and machines (shared 2-core hosts); ratios within one run hold; sizes are exact. ")
	if p.Machines > 1 {
		m.printf("These inputs come from %d machines: compare absolute numbers only within a run. ", p.Machines)
	}
	m.printf("The articles' figures were measured on other hardware: compare their ratios with ours, not their times.\n")
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
	m.printf("\n## Published by the articles\n\n")
	m.header("seed", "figure", "published", "ours (in these inputs)")
	for _, f := range p.Figures {
		ours := strings.Join(f.Ours, "; ")
		if ours == "" {
			ours = "not measured in these inputs"
		}
		m.row(f.Seed, f.What, f.Value, ours)
	}
	m.printf("\n")
	for _, s := range p.Seeds {
		m.printf("- Seed %s: %s — measured on %s.\n", s.Seed, s.Title, s.Setup)
	}
	m.printf("\nSeed 003's latency at 1000 requests/s for 60 s, ms (first test | second test):\n\n")
	m.header("method", "format", ">p95", ">p98", ">p99")
	for _, l := range p.Latency {
		m.row(l.Method, l.Format, l.P95, l.P98, l.P99)
	}
	if m.err != nil {
		return fmt.Errorf("report: write markdown: %w", m.err)
	}
	return nil
}

func writeSizeMD(m *mdWriter, s *sizeView) {
	m.printf("\n## Payload sizes — %s\n\n", mdText(s.Run.Name()))
	m.printf("Bytes per dataset, format and content coding, and the ratio to JSON in the same coding (KB = 1,000 bytes). Config %s.\n\n", mdCode(s.Run.ConfigLine()))
	head := []string{"dataset", "format"}
	for _, c := range s.Codings {
		head = append(head, ">"+c, ">× JSON")
	}
	if s.HasPub {
		head = append(head, "published by the article")
	}
	m.header(head...)
	for _, r := range s.Rows {
		cells := []string{datasetTitle(r.Dataset, r.Endpoint), r.Format.name}
		for _, c := range r.Cells {
			cells = append(cells, c.Bytes, c.Ratio)
		}
		if s.HasPub {
			cells = append(cells, pubText(r.Pub))
		}
		m.row(cells...)
	}
	m.notes(s.Notes)
}

func writeCodecMD(m *mdWriter, c *codecView) {
	m.printf("\n## Codecs — %s%s\n\n", mdText(c.Run.Name()), mdSample(c.Run))
	m.printf("Median ns/op of the repetitions (min–max), ratios to `encoding/json` and `google.golang.org/protobuf` of this run for the same dataset and operation. Config %s.\n", mdCode(c.Run.ConfigLine()))
	for _, d := range c.Datasets {
		m.printf("\n### %s\n\n", mdText(d.Name))
		for _, h := range d.Headlines {
			m.printf("%s:\n\n", h.Title)
			for _, it := range h.Items {
				m.printf("- %s\n", mdText(it))
			}
			m.printf("\n")
		}
		if len(d.Seed003) > 0 {
			m.printf("Seed 003 beside ours (its FlatBuffers figure read one field; the last row is the full decode it did not measure):\n\n")
			m.header("measure", ">published (seed 003)", ">published vs JSON", ">ours", ">ours vs our JSON")
			for _, s := range d.Seed003 {
				m.row(s.Measure, s.Published, s.PublishedVsJSON, s.Ours, s.OursVsJSON)
			}
			m.printf("\n")
		}
		head := []string{"operation", "format", "library", ">ns/op", ">" + d.RangeHead, ">MB/s", ">B/op", ">allocs/op", ">vs encoding/json", ">vs google.golang.org/protobuf"}
		if d.HasPub {
			head = append(head, "published by the article")
		}
		m.header(head...)
		for _, r := range d.Rows {
			cells := []string{r.OpLabel, r.Format.name, r.Library, r.Median, r.Range, r.MBs, r.BOp, r.Allocs, r.VsJSON, r.VsProto}
			if d.HasPub {
				cells = append(cells, pubText(r.Pub))
			}
			m.row(cells...)
		}
		m.notes(d.Notes)
	}
}

// writeRuntimesMD writes the browser and Node section: a table per
// dataset, failed rows with their error in place of numbers.
func writeRuntimesMD(m *mdWriter, v *runtimesView) {
	m.printf("\n## %s\n\n", v.Title)
	var runs []string
	for _, r := range v.Runs {
		runs = append(runs, r.Name()+mdSample(r))
	}
	m.printf("Runs: %s. Milliseconds: median (p95) of the repetitions; total = request (fetch start → last byte) + decode; MB/s = decoded bytes ÷ median decode; vs JSON: total against the fastest JSON decoder of the same run, protocol and coding.", strings.Join(runs, "; "))
	if len(v.JVM) > 0 {
		m.printf(" %s", jvmRuntimeNote)
	}
	m.printf("\n")
	if v.Failed > 0 {
		m.printf("\n**%d failed measurement(s)**: shown as failed with their error, left out of every comparison and the verdict.\n", v.Failed)
	}
	for _, d := range v.Datasets {
		m.printf("\n### %s", mdText(d.Name))
		if d.Endpoint != "" {
			m.printf(" (%s)", mdCode(d.Endpoint))
		}
		m.printf("\n\n")
		for _, p := range d.Pub {
			m.printf("- Seed %s: %s — %s\n", p.Seed, mdText(p.Text), mdText(p.Caveat))
		}
		if len(d.Pub) > 0 {
			m.printf("\n")
		}
		head := []string{"run", "runtime", "protocol", "format", "decoder", "coding"}
		if d.HasHTTP {
			head = append(head, "http")
		}
		head = append(head, ">wire bytes", ">decoded bytes", ">request ms", ">decode ms", ">total ms", ">MB/s")
		if d.HasAlloc {
			head = append(head, ">alloc/decode")
		}
		if d.HasFirstRow {
			head = append(head, ">first row ms")
		}
		if d.HasServer {
			head = append(head, ">server ms")
		}
		head = append(head, ">items", ">total vs JSON")
		m.header(head...)
		for _, r := range d.Rows {
			run := strconv.Itoa(r.Run.N)
			if r.Failed {
				cells := []string{run, r.Runtime, r.Protocol, r.Format.name, r.Decoder, r.Coding}
				if d.HasHTTP {
					cells = append(cells, r.HTTP)
				}
				cells = append(cells, "**failed**: "+r.Error)
				for len(cells) < len(head) {
					cells = append(cells, "")
				}
				m.row(cells...)
				continue
			}
			if r.Small != "" {
				run += " (small sample)"
			}
			cells := []string{run, r.Runtime, r.Protocol, r.Format.name, r.Decoder, r.Coding}
			if d.HasHTTP {
				cells = append(cells, r.HTTP)
			}
			cells = append(cells, r.WireBytes, r.DecodedBytes, r.Request, r.Decode, r.Total, r.MBPerS)
			if d.HasAlloc {
				cells = append(cells, r.Alloc)
			}
			if d.HasFirstRow {
				cells = append(cells, r.FirstRow)
			}
			if d.HasServer {
				cells = append(cells, r.Server)
			}
			m.row(append(cells, r.Items, r.VsJSON)...)
		}
	}
	for _, j := range v.JVM {
		writeJVMMD(m, j)
	}
	m.notes(v.Notes)
}

// writeJVMMD writes a JVM run's block: seed 002's table and ratios,
// seed 004's comparison, JMH.
func writeJVMMD(m *mdWriter, v *jvmView) {
	m.printf("\n### %s%s\n\n", mdText(v.Title()), mdSample(v.Run))
	m.printf("%s. Config %s.\n\n> %s\n", mdText(v.Runtime), mdCode(v.Run.ConfigLine()), mdText(v.Note))
	if s := v.Seed002; s != nil {
		m.printf("\n#### Seed 002: median processing time (ms) by article size, last byte received → objects ready\n\n")
		m.header("ratio", "published (seed 002)", ">ours")
		for _, r := range s.Compare {
			m.row(r.What, withCaveat(r.Published, r.Caveat), r.Ours)
		}
		m.printf("\n")
		head := []string{">subsections"}
		for _, name := range s.Series {
			head = append(head, ">"+name)
		}
		m.header(head...)
		for _, r := range s.Rows {
			cells := []string{r.Sections}
			for _, c := range r.Cells {
				if c.Failed {
					cells = append(cells, "**failed**")
					continue
				}
				cells = append(cells, c.Text)
			}
			m.row(cells...)
		}
	}
	if s := v.Seed004; s != nil {
		m.printf("\n#### Seed 004: Java to Java, GET /people (50,000 people), request + decode, median ms (p95)\n\n")
		m.header("coding", "JSON decoder", ">JSON total ms", "Protobuf decoder", ">Protobuf total ms", ">Protobuf vs JSON", ">JSON ÷ Protobuf", "published (seed 004)")
		for _, r := range s.Rows {
			m.row(r.Coding, r.JSONDecoder, r.JSONMs, r.ProtoDecoder, r.ProtoMs, r.Less, r.Times, r.Published)
		}
	}
	if len(v.JMH) > 0 {
		m.printf("\n#### JMH: encode and decode per JVM library\n\nNot comparable with the Go codec tables (their ratios are against Go's baselines). Median ± standard deviation; B/op is JMH's gc.alloc.rate.norm.\n")
		for _, d := range v.JMH {
			m.printf("\n%s:\n\n", mdText(d.Name))
			m.header("library", "format", "operation", ">time/op", ">± stddev", ">n", ">B/op", ">MB/s", ">payload")
			for _, r := range d.Rows {
				m.row(r.Library, r.Format.name, r.Op, r.Median, r.Stddev, r.N, r.BytesPerOp, r.MBPerS, r.Enc)
			}
		}
	}
}

func writeClientMD(m *mdWriter, c *clientView) {
	m.printf("\n## Client — %s%s\n\n", mdText(c.Run.Name()), mdSample(c.Run))
	m.printf("Milliseconds: median (p95) of the repetitions. Config %s.\n", mdCode(c.Run.ConfigLine()))
	if len(c.Ratios) > 0 {
		m.printf("\nJSON total ÷ Protobuf total:\n\n")
		head := []string{"endpoint", "coding", "protocol", ">JSON total ms", ">Protobuf total ms", ">JSON ÷ Protobuf, total", ">JSON ÷ Protobuf, request"}
		if c.HasPub {
			head = append(head, "published by the article")
		}
		m.header(head...)
		for _, r := range c.Ratios {
			cells := []string{r.Endpoint, r.Coding, r.Protocol, r.JSONTotal, r.ProtoTotal, r.TotalRatio, r.RequestRatio}
			if c.HasPub {
				cells = append(cells, pubText(r.Pub))
			}
			m.row(cells...)
		}
		m.notes(c.Notes)
	}
	if len(c.Rows) > 0 {
		m.printf("\n")
		m.header("endpoint", "format", "coding", "protocol", ">wire bytes", ">request ms", ">decode ms", ">total ms", ">total vs JSON")
		for _, r := range c.Rows {
			m.row(r.Endpoint, r.Format.name, r.Coding, r.Protocol, r.WireBytes, r.Request, r.Decode, r.Total, r.VsJSON)
		}
	}
	if a := c.Articles; a != nil {
		m.printf("\n### Seed 002's articles: mean processing time (ms) by article size\n\n")
		head := []string{">subsections"}
		for _, s := range a.Series {
			head = append(head, ">"+s)
		}
		m.header(head...)
		for _, r := range a.Rows {
			m.row(append([]string{r.Sections}, r.Cells...)...)
		}
		m.printf("\n")
		m.header("ratio", "published (seed 002)", ">ours")
		for _, r := range a.Compare {
			m.row(r.What, withCaveat(r.Published, r.Caveat), r.Ours)
		}
		m.notes(a.Notes)
	}
}

// writeTrustMD writes the warnings that come before any number.
func writeTrustMD(m *mdWriter, t *trustView) {
	m.printf("\n")
	if t.LoadRuns > 0 {
		m.printf("> **%s**: %s.\n", t.Headline(), t.Counts())
		for _, r := range t.Failed {
			m.printf(">\n> - **FAILED: %s** (%s): %s", mdText(r.Label()), mdText(r.File.Name()), mdText(r.FailureText()))
			if c := r.TopCauses(); c != "" {
				m.printf(" Top causes: %s.", mdText(c))
			}
			m.printf("\n")
		}
		if len(t.Failed) > 0 {
			m.printf(">\n> A failed run is not a result: it is left out of every comparison and seed table below, which show it as \"failed\" in place of its numbers.\n")
		}
		if len(t.Saturated) > 0 {
			names := make([]string, len(t.Saturated))
			for i, r := range t.Saturated {
				names[i] = r.Label() + " (" + r.CPUShort() + ")"
			}
			m.printf(">\n> Saturated load generator (CPU in %% of one core; the server may be faster than these say): %s.\n", mdText(strings.Join(names, ", ")))
		}
	}
	for i, g := range t.Skipped {
		if t.LoadRuns > 0 || i > 0 {
			m.printf(">\n")
		}
		parts := make([]string, len(g.Formats))
		for j, s := range g.Formats {
			parts[j] = "**" + mdText(s.Key) + "** — " + mdText(s.Value)
		}
		m.printf("> **Formats skipped** by %s: they cannot carry the data. %s.\n", mdText(g.RunNames()), strings.Join(parts, "; "))
	}
	if len(t.Dynamic) > 0 {
		if t.LoadRuns > 0 || len(t.Skipped) > 0 {
			m.printf(">\n")
		}
		names := make([]string, len(t.Dynamic))
		for i, r := range t.Dynamic {
			names[i] = r.Name()
		}
		m.printf("> **Dynamic messages:** %s: %s.\n", mdText(strings.Join(names, ", ")), mdText(dynamicNote))
	}
	if len(t.Small) > 0 {
		if t.LoadRuns > 0 || len(t.Skipped) > 0 || len(t.Dynamic) > 0 {
			m.printf(">\n")
		}
		parts := make([]string, len(t.Small))
		for i, r := range t.Small {
			parts[i] = r.Name() + ", " + r.Small
		}
		m.printf("> **Small samples:** %s. With fewer than 10 repetitions, or a -quick run, a median can move by more than the differences it shows.\n", mdText(strings.Join(parts, "; ")))
	}
}

// writeVerdictMD writes the first section.
func writeVerdictMD(m *mdWriter, v *verdictView, hasLoad bool) {
	m.printf("\n## Verdict: which format wins, and by how much against JSON\n\n")
	if v == nil || len(v.Rows) == 0 {
		m.printf("%s", noVerdict)
		if hasLoad {
			m.printf("; the load tests below compare them under load")
		}
		m.printf(".\n")
		return
	}
	m.printf("Per dataset and client runtime, the format with the smallest number on each measure, and its margin over JSON: for bytes, how much smaller; for time, how many times faster.\n\n")
	m.printf("**%s**", mdText(v.TallyText()))
	if n := v.CloseCount(); n > 0 {
		m.printf("; JSON is within 10%% of the winner in %d more", n)
	}
	m.printf(".\n\n")
	if len(v.JSONWins) > 0 {
		m.printf("**JSON wins:**\n\n")
		for _, w := range v.JSONWins {
			m.printf("- %s\n", mdText(w.Text()))
		}
		m.printf("\n")
	}
	switch {
	case len(v.JSONClose) > 0:
		m.printf("**JSON within 10%%:**\n\n")
		for _, w := range v.JSONClose {
			m.printf("- %s\n", mdText(w.Text()))
		}
		m.printf("\n")
	case len(v.JSONWins) > 0:
		m.printf("JSON trails the winner by more than 10%% on every measure it does not win.\n\n")
	default:
		m.printf("JSON trails the winner by more than 10%% on every measure below.\n\n")
	}
	head := []string{"dataset", "client runtime"}
	for _, c := range v.Columns {
		head = append(head, c.Name())
	}
	m.header(head...)
	for _, r := range v.Rows {
		cells := []string{r.Dataset, r.Runtime}
		for _, c := range r.Cells {
			cells = append(cells, c.markdown())
		}
		m.row(cells...)
	}
	m.printf("\nWhat each row rests on:\n\n")
	for _, r := range v.Rows {
		m.printf("- %s: %s\n", mdText(r.Name()), mdText(r.Basis))
	}
	for _, n := range v.Notes {
		m.printf("\n%s\n", mdText(n))
	}
}

// markdown prints a verdict cell: "Protobuf −48.1% (162 KB vs JSON 313
// KB) — JSON within 10%".
func (c verdictCell) markdown() string {
	if !c.OK {
		return "not measured"
	}
	s := c.Winner.name + " " + c.Margin + " (" + c.Detail + ")"
	if c.JSONClose {
		s += " — JSON within 10%"
	}
	return s
}

// mdSample marks a heading of a small-sample run: " — **small sample (n=5)**".
func mdSample(r *runView) string {
	if r.Small == "" {
		return ""
	}
	return " — **" + r.Small + "**"
}
