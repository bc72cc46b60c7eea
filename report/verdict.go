package report

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/polywire/polywire/report/internal/view"
	"github.com/polywire/polywire/results"
)

// The verdict is the report's first section: for each dataset and each
// client runtime, which wire format wins each measure and by how much
// against JSON, and where JSON is within 10% of the winner — what a team
// deciding whether to move its API off JSON came to read. Everything
// after it is the detail it rests on.
//
// The measures, each a column:
//
//   - bytes: the payload's size per content coding (identity, gzip, br,
//     zstd), from a `bench size` run; exact, so never a small sample.
//   - server encode: polywire's own encoder (bench codec, library
//     "polywire", op "encode"), median ns/op of the repetitions.
//   - client decode: what the client runtime spent decoding one payload
//     into native objects. For Go, bench codec's polywire decoder (op
//     "decode": every field, never the lazy one-field read), median
//     ns/op; when the inputs have no codec run for the dataset, the
//     per-request decode of a `bench client` run (median ms).
//   - CPU total = server encode + client decode, in nanoseconds: the
//     serialization work one response costs across both ends. It leaves
//     out compression, the network, HTTP and the rest of the handler, and
//     it is only given when both halves ran on the same machine. A server
//     that caches encoded bodies pays the encode once per change, not per
//     request: read the decode column alone then.
//   - request + decode: the measured total of a `bench client` run per
//     content coding — first byte sent to last byte received (the
//     server's encode and compression and the transfer over loopback are
//     inside it) plus the client's decode, median ms of the repetitions.
//     This is the only column that includes transfer, and only over
//     loopback.
//
// Bytes are never added to time: what a byte costs depends on the link
// (transfer time is bytes ÷ the link's throughput), which no run here
// measured. The verdict gives both and lets the reader apply their link.
//
// Within a cell every format's number comes from one run — ratios hold
// within a run, absolute numbers drift between runs — chosen, when the
// inputs hold several, as the first in input order that is not a small
// sample (see sampleMark), else the first. The winner is the format with
// the smallest number; JSON is "within 10%" when its number is at most
// 1.1 times the winner's. A measure no input holds makes no column, a
// dataset no input measured makes no row, and nothing is estimated.
//
// verdict_collect.go reads the measures from the inputs and picks each
// cell's run and numbers; this file builds the section from them and
// writes its Markdown; verdict.html.tmpl is its HTML.

// verdictView is the first section.
type verdictView struct {
	Columns []verdictColumn
	Groups  []verdictGroup
	Rows    []*verdictRow
	// JSONWins and JSONClose list, per row, the measures JSON wins or
	// trails the winner by at most 10%.
	JSONWins  []verdictMention
	JSONClose []verdictMention
	// Notes define the columns shown: what each total is.
	Notes []string
	// Tally counts the cells each format wins, most first.
	Tally []verdictTally
	Cells int
}

// verdictTally is how many cells one format wins.
type verdictTally struct {
	Format view.Format
	Wins   int
}

// verdictColumn is one measure.
type verdictColumn struct {
	key, Title string
	group      string
	bytes      bool
}

// verdictGroup is a header over adjacent columns of one kind of measure.
type verdictGroup struct {
	Title string
	Span  int
}

// verdictRow is one dataset in one client runtime.
type verdictRow struct {
	Dataset string
	Runtime string
	Cells   []verdictCell
	// Basis says in one line what the row rests on.
	Basis string
	// Small is set when any of its measures is a small sample.
	Small bool
}

// verdictCell is the winner of one measure.
type verdictCell struct {
	OK     bool
	Winner view.Format
	// Margin is the winner against JSON: "−48.0%" for bytes, "2.72×
	// faster" for time; when JSON wins, against the runner-up.
	Margin string
	// Detail prints the two numbers compared.
	Detail string
	// JSONWins: JSON has the smallest number. JSONClose: another format
	// wins, by at most 10%.
	JSONWins, JSONClose bool
}

// verdictMention is one row's measures where JSON wins or is close.
type verdictMention struct {
	Row   string
	Items []string
}

// Text joins the mention for one line: "account1 · Go: bytes, gzip (Protobuf −3.8%)".
func (m verdictMention) Text() string { return m.Row + ": " + strings.Join(m.Items, "; ") }

// noVerdict is what the verdict says when no input holds a measure it
// compares formats on.
const noVerdict = "Nothing in these inputs is what the verdict compares formats on — bytes from a size run, polywire's encode and decode from a codec run, request + decode from a client run"

// jsonCloseFactor is "within 10%": JSON's number at most 1.1 times the
// winner's.
const jsonCloseFactor = 1.10

// verdict builds the first section from every input.
func (b *builder) verdict(inputs []*verdictInput) *verdictView {
	ms := collect(inputs)
	idx, runtimes := ms.idx, ms.runtimes

	// The columns every row could have, in order; those no row fills are
	// dropped at the end.
	codings, reqCodings := ms.codings()
	var cols []verdictColumn
	for _, c := range codings {
		cols = append(cols, verdictColumn{key: "bytes/" + c, Title: c, group: "Bytes on the wire", bytes: true})
	}
	cols = append(cols,
		verdictColumn{key: "encode", Title: "server encode", group: "CPU time per payload"},
		verdictColumn{key: "decode", Title: "client decode", group: "CPU time per payload"},
		verdictColumn{key: "cpu", Title: "CPU total: encode + decode", group: "CPU time per payload"})
	for _, c := range reqCodings {
		cols = append(cols, verdictColumn{key: "request/" + c, Title: c, group: "Request + decode, measured end to end"})
	}

	v := &verdictView{}
	for _, k := range idx.order {
		shared := map[string]verdictCell{}
		var sharedBasis []basisPart
		if vals, in := ms.bytesFor(k); in != nil {
			for c, fv := range vals {
				shared["bytes/"+c] = b.verdictCell(fv, nil, true)
			}
			sharedBasis = append(sharedBasis, basisPart{what: "bytes", in: in, how: "exact"})
		}
		encode, encodeIn, encodeN := ms.encodeFor(k)
		if encodeIn != nil {
			shared["encode"] = b.verdictCell(encode, nil, false)
			sharedBasis = append(sharedBasis, basisPart{what: "encode", in: encodeIn, how: fmt.Sprintf("polywire, median ns/op, n=%d", encodeN)})
		}

		rows := 0
		for _, rt := range runtimes {
			row := &verdictRow{Dataset: idx.title[k], Runtime: rt.name}
			cells := maps.Clone(shared)
			basis := slices.Clone(sharedBasis)
			if dec, decIn, what, decoders, n := rt.decodeFor(k); len(dec) > 0 {
				cells["decode"] = b.verdictCell(dec, decoders, false)
				basis = append(basis, basisPart{what: "decode", in: decIn, how: fmt.Sprintf("%s, n=%d", what, n)})
				if encode != nil && encodeIn.hw == decIn.hw {
					sum := map[string]float64{}
					for f, e := range encode {
						if d, ok := dec[f]; ok {
							sum[f] = e + d
						}
					}
					if len(sum) > 0 {
						cells["cpu"] = b.verdictCell(sum, nil, false)
					}
				}
			}
			for _, c := range reqCodings {
				vals, in, protocol, decoders, via, n := rt.requestsFor(k, c)
				if len(vals) == 0 {
					continue
				}
				cells["request/"+c] = b.verdictCell(vals, decoders, false)
				how := view.ProtocolLabel(protocol)
				if via != "" {
					how = via + ", " + how + ", fastest decoder per format"
				}
				basis = append(basis, basisPart{what: "request + decode (" + c + ")", in: in, how: fmt.Sprintf("%s, median ms, n=%d", how, n)})
			}
			if len(basis) == len(sharedBasis) {
				continue // this runtime measured nothing of the dataset
			}
			row.Cells = cellsIn(cols, cells)
			row.Basis, row.Small = basisLine(basis)
			v.Rows = append(v.Rows, row)
			rows++
		}
		if rows == 0 && len(shared) > 0 {
			row := &verdictRow{Dataset: idx.title[k], Runtime: "no client measured"}
			row.Cells = cellsIn(cols, shared)
			row.Basis, row.Small = basisLine(sharedBasis)
			v.Rows = append(v.Rows, row)
		}
	}
	// Keep the columns some row fills.
	var keep []int
	for i := range cols {
		for _, r := range v.Rows {
			if r.Cells[i].OK {
				keep = append(keep, i)
				break
			}
		}
	}
	for _, r := range v.Rows {
		var cs []verdictCell
		for _, i := range keep {
			cs = append(cs, r.Cells[i])
		}
		r.Cells = cs
	}
	for _, i := range keep {
		c := cols[i]
		v.Columns = append(v.Columns, c)
		if n := len(v.Groups); n > 0 && v.Groups[n-1].Title == c.group {
			v.Groups[n-1].Span++
		} else {
			v.Groups = append(v.Groups, verdictGroup{Title: c.group, Span: 1})
		}
	}
	js := slices.ContainsFunc(v.Rows, func(r *verdictRow) bool { return r.Runtime == "Browser" || r.Runtime == "Node.js" })
	jvm := slices.ContainsFunc(v.Rows, func(r *verdictRow) bool { return r.Runtime == runtimeName(runtimeJVM) })
	v.Notes = verdictNotes(v.Columns, js, jvm)
	wins := map[string]int{}
	var winners []string
	for _, r := range v.Rows {
		for _, c := range r.Cells {
			if c.OK {
				v.Cells++
				wins[c.Winner.Key]++
				winners = append(winners, c.Winner.Key)
			}
		}
	}
	for _, f := range view.SortedFormats(winners) {
		v.Tally = append(v.Tally, verdictTally{b.pal.FormatOf(f), wins[f]})
	}
	slices.SortStableFunc(v.Tally, func(x, y verdictTally) int { return cmp.Compare(y.Wins, x.Wins) })
	for _, r := range v.Rows {
		wins, near := verdictMention{Row: r.Name()}, verdictMention{Row: r.Name()}
		for i, c := range r.Cells {
			name := v.Columns[i].Name()
			switch {
			case c.JSONWins:
				wins.Items = append(wins.Items, name)
			case c.JSONClose:
				near.Items = append(near.Items, name+" ("+c.Winner.Name+" "+c.Margin+")")
			}
		}
		if len(wins.Items) > 0 {
			v.JSONWins = append(v.JSONWins, wins)
		}
		if len(near.Items) > 0 {
			v.JSONClose = append(v.JSONClose, near)
		}
	}
	return v
}

// verdictNotes define the measures among cols, in column order.
func verdictNotes(cols []verdictColumn, js, jvm bool) []string {
	has := func(prefix string) bool {
		return slices.ContainsFunc(cols, func(c verdictColumn) bool { return strings.HasPrefix(c.key, prefix) })
	}
	var out []string
	if has("bytes/") {
		out = append(out, "Bytes are exact sizes of the response body per content coding. They are not turned into time: a byte costs what your link makes it cost (bytes ÷ throughput), and no run here measured a link.")
	}
	if has("encode") || has("decode") {
		out = append(out, "Server encode and client decode are CPU time per payload, median of the repetitions. Encode is polywire's encoder (bench codec). Decode is every field into native objects, never a lazy one-field read: in Go, polywire's decoder (bench codec), or, for a dataset no codec run measured, the client run's decode per request; another runtime's decode names its fastest decoder.")
	}
	if has("cpu") {
		out = append(out, "CPU total = server encode + client decode, both measured on the same machine: the serialization work one response costs at the two ends. Not in it: compression, HTTP, the network. A server that caches encoded bodies pays the encode once per change, not per request; read the decode column alone then.")
	}
	if has("request/") {
		out = append(out, "Request + decode is measured end to end by a client run (bench client), per content coding: first byte sent to last byte received — the server's encode and compression and the transfer over loopback are inside it — plus the client's inflating and decoding of the body; median of the repetitions.")
	}
	if has("request/") && js {
		out = append(out, "In the browser and Node (the lab page's runs), request + decode is fetch start to the last byte plus the decode, and each format is its fastest decoder there, named beside its number: JSON's is its fastest JSON decoder. A failed measurement is never a candidate, nor a lazy decoder (flatbuffers lazy), which reads a field only when the app touches it.")
	}
	if jvm && (has("decode") || has("request/")) {
		out = append(out, "In the JVM (bench jvm: clients/java on HotSpot), each format is likewise its fastest decoder (Jackson, Moshi, protobuf-java, Wire…), named beside its number; no failed or lazy one is a candidate. Its client decode is seed 002's processing time of an uncompressed body (last byte received → objects ready); its request + decode is the request sent to the last byte plus that processing, inflating included, over the HTTP version the run used.")
	}
	return out
}

// TallyText says who wins how many cells: "Of the 56 measures in the table,
// Protobuf wins 38, JSON 9 and FlatBuffers 5".
func (v *verdictView) TallyText() string {
	var parts []string
	for i, t := range v.Tally {
		if i == 0 {
			parts = append(parts, fmt.Sprintf("Of the %d measures in the table, %s wins %d", v.Cells, t.Format.Name, t.Wins))
			continue
		}
		parts = append(parts, fmt.Sprintf("%s %d", t.Format.Name, t.Wins))
	}
	return joinAnd(parts)
}

// CloseCount is how many cells JSON is within 10% of another winner.
func (v *verdictView) CloseCount() int {
	n := 0
	for _, m := range v.JSONClose {
		n += len(m.Items)
	}
	return n
}

// Name is the row in the verdict's summary lines: "account1 · Go".
func (r *verdictRow) Name() string { return r.Dataset + " · " + r.Runtime }

// Name is the column in the verdict's summary lines: "bytes, gzip".
func (c verdictColumn) Name() string {
	switch {
	case c.bytes:
		return "bytes, " + c.Title
	case strings.HasPrefix(c.key, "request/"):
		return "request + decode, " + c.Title
	default:
		return c.Title
	}
}

// Bytes reports whether the column holds sizes, for the templates.
func (c verdictColumn) Bytes() bool { return c.bytes }

// cellsIn orders a row's cells by the columns, empty where not measured.
func cellsIn(cols []verdictColumn, cells map[string]verdictCell) []verdictCell {
	out := make([]verdictCell, len(cols))
	for i, c := range cols {
		out[i] = cells[c.key]
	}
	return out
}

// verdictCell finds the smallest value among formats and compares it
// with JSON's. Sizes are bytes, anything else nanoseconds; decoders name
// the decoder of each format when a runtime had several.
func (b *builder) verdictCell(vals map[string]float64, decoders map[string]string, bytes bool) verdictCell {
	formats := view.SortedFormats(slices.Collect(maps.Keys(vals)))
	if len(formats) == 0 {
		return verdictCell{}
	}
	winner := slices.MinFunc(formats, func(x, y string) int {
		return cmp.Or(cmp.Compare(vals[x], vals[y]), view.CompareFormats(x, y))
	})
	c := verdictCell{OK: true, Winner: b.pal.FormatOf(winner)}
	show := func(f string) string {
		s := formatVerdictValue(vals[f], bytes)
		if d := decoders[f]; d != "" && d != libPolywire && !strings.HasPrefix(d, "bench ") {
			s += " (" + d + ")"
		}
		return s
	}
	j, hasJSON := vals["json"]
	switch {
	case !hasJSON:
		c.Detail = show(winner) + "; no JSON measured to compare"
	case winner == "json" && len(formats) == 1:
		c.Margin = "the only format measured"
		c.Detail = show("json")
		c.JSONWins = true
	case winner == "json":
		next := ""
		for _, f := range formats {
			if f != "json" && (next == "" || vals[f] < vals[next]) {
				next = f
			}
		}
		c.JSONWins = true
		c.Margin = "wins; " + b.pal.FormatOf(next).Name + " " + verdictMargin(vals[next], j, bytes)
		c.Detail = show("json") + " vs " + show(next)
	default:
		w := vals[winner]
		c.Margin = verdictMargin(w, j, bytes)
		c.Detail = show(winner) + " vs JSON " + show("json")
		c.JSONClose = j <= w*jsonCloseFactor
	}
	return c
}

// verdictMargin says how v compares with base: sizes as a signed
// percentage, times as "× faster" or "× slower".
func verdictMargin(v, base float64, bytes bool) string {
	if bytes {
		if base <= 0 {
			return "—"
		}
		return view.FormatPct(v/base - 1)
	}
	return view.FormatVs(v, base)
}

// formatVerdictValue prints bytes in their unit and nanoseconds as a
// duration.
func formatVerdictValue(v float64, bytes bool) string {
	if bytes {
		return view.FormatBytesUnit(v)
	}
	return view.FormatNs(v)
}

// basisPart is one measure of a row and the run it came from.
type basisPart struct {
	what string // "encode", "bytes"
	in   *verdictInput
	how  string // "polywire, median ns/op, n=7"
}

// basisLine says in one line what a row rests on — per run, the measures
// taken from it, how they were measured and from how many repetitions,
// its small-sample mark — and on which machine(s); and whether any part
// is a small sample.
func basisLine(parts []basisPart) (string, bool) {
	type measure struct {
		whats []string
		how   string
	}
	type group struct {
		in       *verdictInput
		measures []*measure
	}
	var groups []*group
	for _, p := range parts {
		i := slices.IndexFunc(groups, func(g *group) bool { return g.in == p.in })
		if i < 0 {
			groups = append(groups, &group{in: p.in})
			i = len(groups) - 1
		}
		g := groups[i]
		j := slices.IndexFunc(g.measures, func(m *measure) bool { return m.how == p.how })
		if j < 0 {
			g.measures = append(g.measures, &measure{how: p.how})
			j = len(g.measures) - 1
		}
		g.measures[j].whats = append(g.measures[j].whats, p.what)
	}
	var out, machines []string
	small := false
	for _, g := range groups {
		var ms []string
		for _, m := range g.measures {
			ms = append(ms, joinAnd(mergeQualified(m.whats))+": "+m.how)
		}
		s := g.in.run.Name() + " — " + strings.Join(ms, "; ")
		if g.in.small != "" && g.in.f.Kind != results.KindSize {
			s += ", " + g.in.small
			small = true
		}
		out = append(out, s)
		if m := g.in.run.HardwareLine(); !slices.Contains(machines, m) {
			machines = append(machines, m)
		}
	}
	line := strings.Join(out, " · ")
	if len(machines) == 1 {
		line += " · on " + machines[0]
	} else {
		line += " · on " + strings.Join(machines, " and ") + " (different machines: compare ratios, not absolute numbers)"
	}
	return line, small
}

// mergeQualified merges measures that differ only in their parenthesis:
// "request + decode (identity)", "request + decode (gzip)" → "request +
// decode (identity, gzip)".
func mergeQualified(whats []string) []string {
	var out []string
	quals := map[string][]string{}
	for _, w := range whats {
		base, q, ok := strings.Cut(w, " (")
		if !ok {
			out = append(out, w)
			continue
		}
		if _, seen := quals[base]; !seen {
			out = append(out, base+" (")
		}
		quals[base] = append(quals[base], strings.TrimSuffix(q, ")"))
	}
	for i, w := range out {
		if base, ok := strings.CutSuffix(w, " ("); ok {
			out[i] = base + " (" + strings.Join(quals[base], ", ") + ")"
		}
	}
	return out
}

// joinAnd joins words as prose: "a", "a and b", "a, b and c".
func joinAnd(words []string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// writeVerdictMD writes the first section.
func writeVerdictMD(m *view.MDWriter, v *verdictView, hasLoad bool) {
	m.Printf("\n## Verdict: which format wins, and by how much against JSON\n\n")
	if v == nil || len(v.Rows) == 0 {
		m.Printf("%s", noVerdict)
		if hasLoad {
			m.Printf("; the load tests below compare them under load")
		}
		m.Printf(".\n")
		return
	}
	m.Printf("Per dataset and client runtime, the format with the smallest number on each measure, and its margin over JSON: for bytes, how much smaller; for time, how many times faster.\n\n")
	m.Printf("**%s**", view.MDText(v.TallyText()))
	if n := v.CloseCount(); n > 0 {
		m.Printf("; JSON is within 10%% of the winner in %d more", n)
	}
	m.Printf(".\n\n")
	if len(v.JSONWins) > 0 {
		m.Printf("**JSON wins:**\n\n")
		for _, w := range v.JSONWins {
			m.Printf("- %s\n", view.MDText(w.Text()))
		}
		m.Printf("\n")
	}
	switch {
	case len(v.JSONClose) > 0:
		m.Printf("**JSON within 10%%:**\n\n")
		for _, w := range v.JSONClose {
			m.Printf("- %s\n", view.MDText(w.Text()))
		}
		m.Printf("\n")
	case len(v.JSONWins) > 0:
		m.Printf("JSON trails the winner by more than 10%% on every measure it does not win.\n\n")
	default:
		m.Printf("JSON trails the winner by more than 10%% on every measure below.\n\n")
	}
	head := []string{"dataset", "client runtime"}
	for _, c := range v.Columns {
		head = append(head, c.Name())
	}
	m.Header(head...)
	for _, r := range v.Rows {
		cells := []string{r.Dataset, r.Runtime}
		for _, c := range r.Cells {
			cells = append(cells, c.markdown())
		}
		m.Row(cells...)
	}
	m.Printf("\nWhat each row rests on:\n\n")
	for _, r := range v.Rows {
		m.Printf("- %s: %s\n", view.MDText(r.Name()), view.MDText(r.Basis))
	}
	for _, n := range v.Notes {
		m.Printf("\n%s\n", view.MDText(n))
	}
}

// markdown prints a verdict cell: "Protobuf −48.1% (162 KB vs JSON 313
// KB) — JSON within 10%".
func (c verdictCell) markdown() string {
	if !c.OK {
		return "not measured"
	}
	s := c.Winner.Name + " " + c.Margin + " (" + c.Detail + ")"
	if c.JSONClose {
		s += " — JSON within 10%"
	}
	return s
}
