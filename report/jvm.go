package report

import (
	"cmp"
	"fmt"
	"html/template"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/polywire/polywire/report/internal/view"
	"github.com/polywire/polywire/results"
)

// A JVM run (kind "jvm", `polywire bench jvm`) reproduces two seeds in
// their own client runtime: seed 002's Android app timing the processing
// of articles of 50..500 subsections (the last byte received → the
// objects ready, content decoding included) with Jackson, Moshi, Wire,
// protobuf-java…, and seed 004's Java-to-Java GETs of 50,000 people
// (Jackson against protobuf-java). Its rows are in the section's tables
// like any runtime's; this block adds, per JVM run, the two seeds'
// tables shaped like their figures, their published ratios beside ours,
// and JMH's encode and decode per library — kept apart from the Go codec
// tables, whose ratios are against Go's baselines.
//
// Ratios are taken within the run. A failed row is in no table cell's
// number, no ratio and no chart.

// jvmView is one JVM run's block.
type jvmView struct {
	Run        *view.Run
	Runtime    string
	Article002 *jvmPublished002
	Article004 *jvmPublished004
	JMH        []*jmhDataset
	// Note says what the seeds ran on against this run.
	Note string
}

// jvmPublished002 is seed 002's figure: processing time by article size, one
// column per format · decoder · coding.
type jvmPublished002 struct {
	Chart   template.HTML
	Series  []string
	Rows    []jvmPublished002Row
	Compare []articleCompare
	Pub     []view.PubEntry
}

// jvmPublished002Row is one article size: each series' median processing time.
type jvmPublished002Row struct {
	Sections string
	Cells    []jvmCell
}

// jvmCell is one number of a table, or a failure in its place.
type jvmCell struct {
	Text   string
	Failed bool
}

// jvmPublished004 is seed 004's Java-to-Java comparison: GET /people, JSON
// (Jackson) against Protobuf (protobuf-java), per coding.
type jvmPublished004 struct {
	Rows []jvmPublished004Row
	Pub  []view.PubEntry
}

// jvmPublished004Row is one coding's comparison beside the published figure.
type jvmPublished004Row struct {
	Coding                 string
	JSONDecoder, JSONMs    string
	ProtoDecoder, ProtoMs  string
	Less, Times, Published string
}

// jmhDataset is JMH's rows of one dataset.
type jmhDataset struct {
	Name string
	Rows []jmhRow
}

// jmhRow is one library's operation.
type jmhRow struct {
	Library                 string
	Format                  view.Format
	Op                      string
	Median, Stddev, N       string
	BytesPerOp, MBPerS, Enc string
}

// articleSize reads seed 002's dataset names: "article500" → 500.
var articleSize = regexp.MustCompile(`^article([1-9][0-9]*)$`)

// article004JVM is seed 004's Java-to-Java libraries: Spring Boot's Jackson
// and protobuf-java, the decoders the comparison prefers.
var article004JVM = struct{ json, proto string }{"Jackson", "protobuf-java"}

// jvm builds a JVM run's block.
func (b *builder) jvm(run *view.Run, f *results.File) *jvmView {
	v := &jvmView{Run: run, Runtime: runtimeLabel(f)}
	v.Note = fmt.Sprintf("Seed 002 ran on ART on a Nexus 5 (Android 6.0.1, 2016) and seed 004 between two Spring Boot services on DigitalOcean VMs; this is %s on %s, over loopback: absolute numbers do not compare, ratios do.",
		v.Runtime, run.HardwareLine())
	v.Article002 = b.jvmPublished002(run, f.Decodes)
	v.Article004 = b.jvmPublished004(run, f.Decodes)
	v.JMH = b.jmh(f.Codecs)
	return v
}

// pubs are the published figures the block cites, for the section's notes.
func (v *jvmView) pubs() [][]view.PubEntry {
	var out [][]view.PubEntry
	if v.Article002 != nil {
		out = append(out, v.Article002.Pub)
	}
	if v.Article004 != nil {
		out = append(out, v.Article004.Pub)
	}
	return out
}

// jvmSeries is one column of seed 002's table.
type jvmSeries struct{ format, decoder, coding string }

func (s jvmSeries) name(pal *view.Palette) string {
	n := pal.FormatOf(s.format).Name + " · " + s.decoder
	if s.coding != "" && s.coding != "identity" {
		n += " · " + s.coding
	}
	return n
}

// jvmPublished002 builds seed 002's table and ratios from the article rows,
// or nil when the run has none.
func (b *builder) jvmPublished002(run *view.Run, rows []results.DecodeRow) *jvmPublished002 {
	bySeries := map[jvmSeries]map[int]results.DecodeRow{}
	var series []jvmSeries
	var sizes []int
	for _, r := range rows {
		m := articleSize.FindStringSubmatch(r.Dataset)
		if m == nil || r.Op == results.OpPost {
			continue
		}
		n, _ := strconv.Atoi(m[1])
		s := jvmSeries{r.Format, r.Decoder, r.Coding}
		if bySeries[s] == nil {
			bySeries[s] = map[int]results.DecodeRow{}
			series = append(series, s)
		}
		if _, dup := bySeries[s][n]; !dup {
			bySeries[s][n] = r
		}
		sizes = append(sizes, n)
	}
	if len(series) == 0 {
		return nil
	}
	slices.SortFunc(series, func(x, y jvmSeries) int {
		return cmp.Or(view.CompareFormats(x.format, y.format), cmp.Compare(strings.ToLower(x.decoder), strings.ToLower(y.decoder)), view.CompareCodings(x.coding, y.coding))
	})
	slices.Sort(sizes)
	sizes = slices.Compact(sizes)
	v := &jvmPublished002{}
	ok := func(r results.DecodeRow, found bool) bool { return found && !r.Failed && r.Decode.Median > 0 }

	chart := view.LineChart{
		Title:    fmt.Sprintf("Seed 002 in the JVM: median processing time by article size (%s)", run.Name()) + view.SampleSuffix(run),
		Subtitle: "processing: last byte received → objects ready, content decoding included; median of the requests at each size; dashed lines: compressed; failed measurements are not drawn",
		XTitle:   "subsections per article",
		YTitle:   "median processing time (ms)",
		Width:    1240, Height: 520,
	}
	for _, s := range series {
		v.Series = append(v.Series, s.name(b.pal))
		ls := view.LineSeries{Name: s.name(b.pal), Color: b.pal.FormatOf(s.format).Color, Dashed: s.coding != "" && s.coding != "identity"}
		for _, n := range sizes {
			r, found := bySeries[s][n]
			if !ok(r, found) {
				continue
			}
			ls.Points = append(ls.Points, view.LinePoint{X: float64(n), Y: r.Decode.Median,
				Tip: fmt.Sprintf("%s, %d subsections: median %s ms over %d requests (p95 %s); %s wire bytes", ls.Name, n,
					view.FormatNum(r.Decode.Median), r.Decode.N, view.FormatNum(r.Decode.P95), view.FormatInt(int64(r.WireBytes)))})
		}
		if len(ls.Points) > 0 {
			chart.Series = append(chart.Series, ls)
		}
	}
	if len(chart.Series) > 0 {
		chart.Axis = view.FamilyMode(chart.NeedsLog())
		chart.Subtitle += "; " + chart.Axis.Note("")
		v.Chart, _ = chart.Render()
	}
	for _, n := range sizes {
		row := jvmPublished002Row{Sections: strconv.Itoa(n)}
		for _, s := range series {
			r, found := bySeries[s][n]
			switch {
			case found && r.Failed:
				row.Cells = append(row.Cells, jvmCell{Text: "failed", Failed: true})
			case ok(r, found):
				row.Cells = append(row.Cells, jvmCell{Text: view.FormatNum(r.Decode.Median)})
			default:
				row.Cells = append(row.Cells, jvmCell{Text: "—"})
			}
		}
		v.Rows = append(v.Rows, row)
	}

	// best is, at size n, the fastest full decoder of format in coding:
	// its median and name.
	best := func(format, coding string, n int) (float64, string) {
		ms, name := 0.0, ""
		for _, s := range series {
			if s.format != format || s.coding != coding || isLazyDecoder(s.decoder) {
				continue
			}
			if r, found := bySeries[s][n]; ok(r, found) && (name == "" || r.Decode.Median < ms) {
				ms, name = r.Decode.Median, s.decoder
			}
		}
		return ms, name
	}
	named := func(decoder, coding string, n int) (float64, string) {
		for _, s := range series {
			if s.decoder == decoder && s.coding == coding {
				if r, found := bySeries[s][n]; ok(r, found) {
					return r.Decode.Median, decoder
				}
			}
		}
		return 0, ""
	}
	// ratio averages, over the sizes both sides measured, a's median
	// processing time over c's, and says what it compared at the
	// largest of them.
	type side func(n int) (float64, string)
	ratio := func(a, c side) (string, bool) {
		sum, k, last := 0.0, 0, ""
		for _, n := range sizes {
			x, xn := a(n)
			y, yn := c(n)
			if xn == "" || yn == "" || y <= 0 {
				continue
			}
			sum += x / y
			k++
			last = fmt.Sprintf("at %d subsections %s %s ms / %s %s ms", n, xn, view.FormatNum(x), yn, view.FormatNum(y))
		}
		if k == 0 {
			return "not measured in this run", false
		}
		return fmt.Sprintf("%s (mean over %d size%s; %s)", view.FormatTimes(sum/float64(k)), k, plural(k), last), true
	}
	caveat := runtimeCaveat("002", article002Articles.runtime, article002Articles.where, runtimeJVM)
	add := func(fig, what, published, ours string, measured bool) {
		v.Compare = append(v.Compare, articleCompare{What: what, Published: published, Ours: ours, Caveat: caveat})
		if measured {
			b.match(fig, run, withCaveat("JVM: "+what+" "+ours, caveat))
		}
	}
	ours, m := ratio(func(n int) (float64, string) { return best("json", "identity", n) }, func(n int) (float64, string) { return best("proto", "identity", n) })
	add(figArticlesProto, "fastest JSON / fastest Protobuf processing time", fmt.Sprintf("almost %g× (JSON with Jackson, the fastest JSON library there)", article002Articles.jsonOverProto), ours, m)
	var compressed []string
	for _, s := range series {
		if s.decoder == article004JVM.json && s.coding != "" && s.coding != "identity" && !slices.Contains(compressed, s.coding) {
			compressed = append(compressed, s.coding)
		}
	}
	slices.SortFunc(compressed, view.CompareCodings)
	if len(compressed) == 0 {
		compressed = []string{"gzip"}
	}
	for _, c := range compressed {
		ours, m := ratio(func(n int) (float64, string) { return named(article004JVM.json, c, n) }, func(n int) (float64, string) { return named(article004JVM.json, "identity", n) })
		add(figArticlesGzip, "Jackson "+c+" / Jackson identity processing time", strconv.FormatFloat(article002Articles.gzipOverJSON, 'f', 1, 64)+"× (gzipped JSON)", ours, m)
	}
	ours, m = ratio(func(n int) (float64, string) { return best("xml", "identity", n) }, func(n int) (float64, string) { return best("json", "identity", n) })
	add(figArticlesXML, "fastest XML / fastest JSON processing time", "\"totally disqualified\" (far slower; removed from the article's chart)", ours, m)
	v.Pub = []view.PubEntry{{Article: "002"}}
	return v
}

// jvmPublished004 builds seed 004's Java-to-Java comparison from the people
// rows, or nil when the run has none.
func (b *builder) jvmPublished004(run *view.Run, rows []results.DecodeRow) *jvmPublished004 {
	var people []results.DecodeRow
	for _, r := range rows {
		if matchDataset(r.Dataset, "", article004BrowserGet.dataset) && r.Op != results.OpPost {
			people = append(people, r)
		}
	}
	if len(people) == 0 {
		return nil
	}
	// pick is the row of decoder in coding, else the fastest full decoder
	// of format: failed rows are never picked.
	pick := func(format, decoder, coding string) (results.DecodeRow, bool) {
		var got results.DecodeRow
		found := false
		for _, r := range people {
			if r.Failed || r.Format != format || r.Coding != coding || r.Total.Median <= 0 || isLazyDecoder(r.Decoder) {
				continue
			}
			if r.Decoder == decoder {
				return r, true
			}
			if !found || r.Total.Median < got.Total.Median {
				got, found = r, true
			}
		}
		return got, found
	}
	var codings []string
	for _, r := range people {
		codings = append(codings, r.Coding)
	}
	slices.SortFunc(codings, view.CompareCodings)
	codings = slices.Compact(codings)
	// Seed 004 compared uncompressed and compressed (Spring Boot's gzip):
	// identity, and gzip when measured, else the first other coding.
	compressed := ""
	for _, c := range codings {
		if c != "identity" && (compressed == "" || c == "gzip") {
			compressed = c
		}
	}
	v := &jvmPublished004{}
	for _, t := range article004Timings {
		if t.runtime != runtimeJVM {
			continue
		}
		coding := "identity"
		if t.compressed {
			coding = compressed
		}
		var pub string
		for _, f := range figures {
			if f.id == t.fig {
				pub = f.value
			}
		}
		row := jvmPublished004Row{Coding: cmp.Or(coding, "compressed"), Published: pub, JSONMs: "—", ProtoMs: "—", Less: "not measured in this run", Times: "—"}
		j, jok := pick("json", article004JVM.json, coding)
		p, pok := pick("proto", article004JVM.proto, coding)
		if jok {
			row.JSONDecoder, row.JSONMs = j.Decoder, msStat(j.Total)
		}
		if pok {
			row.ProtoDecoder, row.ProtoMs = p.Decoder, msStat(p.Total)
		}
		if coding != "" && jok && pok {
			less := 100 * (1 - p.Total.Median/j.Total.Median)
			row.Less = fmt.Sprintf("%.0f%% less time", less)
			if less < 0 {
				row.Less = fmt.Sprintf("%.0f%% more time", -less)
			}
			row.Times = view.FormatTimes(j.Total.Median / p.Total.Median)
			b.match(t.fig, run, withCaveat(fmt.Sprintf("JVM, %s: Protobuf (%s) %s ms vs JSON (%s) %s ms total, %s (%s)",
				coding, p.Decoder, view.FormatNum(p.Total.Median), j.Decoder, view.FormatNum(j.Total.Median), row.Less, row.Times),
				"over loopback, not between two VMs: compare the ratio, not the milliseconds"))
		}
		v.Rows = append(v.Rows, row)
	}
	v.Pub = []view.PubEntry{{Article: "004"}}
	return v
}

// jmh builds JMH's tables, one per dataset in first-seen order.
func (b *builder) jmh(rows []results.CodecRow) []*jmhDataset {
	var out []*jmhDataset
	for _, name := range view.FirstSeen(rows, func(r results.CodecRow) string { return r.Dataset }) {
		ds := &jmhDataset{Name: name}
		var rs []results.CodecRow
		for _, r := range rows {
			if r.Dataset == name {
				rs = append(rs, r)
			}
		}
		slices.SortStableFunc(rs, func(x, y results.CodecRow) int {
			return cmp.Or(compareOps(x.Op, y.Op), view.CompareFormats(x.Format, y.Format), cmp.Compare(x.NsPerOp.Median, y.NsPerOp.Median))
		})
		for _, r := range rs {
			row := jmhRow{Library: r.Library, Format: b.pal.FormatOf(r.Format), Op: opLabel(r.Op),
				Median: view.FormatNs(r.NsPerOp.Median), Stddev: "—", N: strconv.Itoa(r.NsPerOp.N), BytesPerOp: "—", MBPerS: "—", Enc: "—"}
			if r.NsPerOp.N > 1 {
				row.Stddev = "± " + view.FormatNs(r.NsPerOp.Stddev)
			}
			if r.BytesPerOp > 0 {
				row.BytesPerOp = view.FormatBytesUnit(r.BytesPerOp)
			}
			mbps := r.MBPerS
			if mbps <= 0 && r.Bytes > 0 && r.NsPerOp.Median > 0 {
				mbps = float64(r.Bytes) / r.NsPerOp.Median * 1e3 // bytes per ns × 1000 = MB/s
			}
			if mbps > 0 {
				row.MBPerS = view.FormatNum(mbps)
			}
			if r.Bytes > 0 {
				row.Enc = view.FormatBytesUnit(float64(r.Bytes))
			}
			ds.Rows = append(ds.Rows, row)
		}
		out = append(out, ds)
	}
	return out
}

// jvmRuntimeNote is the section's sentence on JVM rows.
const jvmRuntimeNote = "In a JVM run (polywire bench jvm), decode is seed 002's processing time — last byte received → objects ready, content decoding (gunzip, br, zstd) included — and request is the request sent → last byte received; http is the HTTP version the requests used, alloc/decode the bytes allocated on the decoding thread per decode (ThreadMXBean)."

// jvmTitle says what the block holds.
func (v *jvmView) Title() string {
	var parts []string
	if v.Article002 != nil {
		parts = append(parts, "seed 002")
	}
	if v.Article004 != nil {
		parts = append(parts, "seed 004")
	}
	if len(v.JMH) > 0 {
		parts = append(parts, "JMH")
	}
	if len(parts) == 0 {
		return "The JVM — " + v.Run.Name()
	}
	return "The JVM — " + v.Run.Name() + ": " + strings.Join(parts, ", ")
}

// writeJVMMD writes a JVM run's block: seed 002's table and ratios,
// seed 004's comparison, JMH.
func writeJVMMD(m *view.MDWriter, v *jvmView) {
	m.Printf("\n### %s%s\n\n", view.MDText(v.Title()), mdSample(v.Run))
	m.Printf("%s. Config %s.\n\n> %s\n", view.MDText(v.Runtime), view.MDCode(v.Run.ConfigLine()), view.MDText(v.Note))
	if s := v.Article002; s != nil {
		m.Printf("\n#### Seed 002: median processing time (ms) by article size, last byte received → objects ready\n\n")
		m.Header("ratio", "published (seed 002)", ">ours")
		for _, r := range s.Compare {
			m.Row(r.What, withCaveat(r.Published, r.Caveat), r.Ours)
		}
		m.Printf("\n")
		head := []string{">subsections"}
		for _, name := range s.Series {
			head = append(head, ">"+name)
		}
		m.Header(head...)
		for _, r := range s.Rows {
			cells := []string{r.Sections}
			for _, c := range r.Cells {
				if c.Failed {
					cells = append(cells, "**failed**")
					continue
				}
				cells = append(cells, c.Text)
			}
			m.Row(cells...)
		}
	}
	if s := v.Article004; s != nil {
		m.Printf("\n#### Seed 004: Java to Java, GET /people (50,000 people), request + decode, median ms (p95)\n\n")
		m.Header("coding", "JSON decoder", ">JSON total ms", "Protobuf decoder", ">Protobuf total ms", ">Protobuf vs JSON", ">JSON ÷ Protobuf", "published (seed 004)")
		for _, r := range s.Rows {
			m.Row(r.Coding, r.JSONDecoder, r.JSONMs, r.ProtoDecoder, r.ProtoMs, r.Less, r.Times, r.Published)
		}
	}
	if len(v.JMH) > 0 {
		m.Printf("\n#### JMH: encode and decode per JVM library\n\nNot comparable with the Go codec tables (their ratios are against Go's baselines). Median ± standard deviation; B/op is JMH's gc.alloc.rate.norm.\n")
		for _, d := range v.JMH {
			m.Printf("\n%s:\n\n", view.MDText(d.Name))
			m.Header("library", "format", "operation", ">time/op", ">± stddev", ">n", ">B/op", ">MB/s", ">payload")
			for _, r := range d.Rows {
				m.Row(r.Library, r.Format.Name, r.Op, r.Median, r.Stddev, r.N, r.BytesPerOp, r.MBPerS, r.Enc)
			}
		}
	}
}
