package report

import (
	"cmp"
	"fmt"
	"html/template"
	"math"
	"slices"
	"strings"

	"github.com/polywire/polywire/results"
)

// codecView is a codec run: per dataset, a chart of median ns/op per
// library × op and the full table with ratios to the baselines.
type codecView struct {
	Run      *runView
	Datasets []*codecDataset
}

// codecDataset is one dataset of a codec run.
type codecDataset struct {
	Name string
	// RangeHead heads the min–max column: with the repetitions' n when
	// every row shares it (then the cells leave it out), and the run's
	// small-sample mark.
	RangeHead string
	Chart     template.HTML
	Log       bool
	Headlines []headline
	Rows      []codecRowView
	Seed003   []seedCompare
	Notes     []seedNote
	HasPub    bool
	// chart is rendered once the run's family decided its axis.
	chart hbarChart
}

// headline summarises one full-decoding operation: the fastest library of
// each format against the baselines. The lazy one-field read never makes a
// headline: it does not produce the data.
type headline struct {
	Title string
	Items []string
}

// codecRowView is one library × op row.
type codecRowView struct {
	Format     formatInfo
	Library    string
	Op         string
	OpLabel    string
	Lazy       bool
	GroupStart bool
	Median     string
	Range      string
	MBs        string
	BOp        string
	Allocs     string
	VsJSON     string
	VsProto    string
	Pub        []pubEntry
}

// seedCompare is a row of the "seed 003 beside ours" box.
type seedCompare struct {
	Measure         string
	Published       string
	PublishedVsJSON string
	Ours            string
	OursVsJSON      string
}

func (b *builder) codecs(run *runView, rows []results.CodecRow) *codecView {
	v := &codecView{Run: run}
	for _, ds := range firstSeen(rows, func(r results.CodecRow) string { return r.Dataset }) {
		var dsRows []results.CodecRow
		for _, r := range rows {
			if r.Dataset == ds {
				dsRows = append(dsRows, r)
			}
		}
		v.Datasets = append(v.Datasets, b.codecDataset(run, ds, dsRows))
	}
	// One axis kind for every dataset's chart of the run.
	var needs []bool
	for _, d := range v.Datasets {
		needs = append(needs, d.chart.needsLog())
	}
	mode := familyMode(needs...)
	for _, d := range v.Datasets {
		d.chart.axis = mode
		d.chart.subtitle += "; " + mode.note("every dataset of this run")
		d.Chart, d.Log = d.chart.render()
	}
	return v
}

// libRank orders libraries by first appearance within a dataset.
func libRank(rows []results.CodecRow) func(string) int {
	order := firstSeen(rows, func(r results.CodecRow) string { return r.Library })
	return func(l string) int { return slices.Index(order, l) }
}

func (b *builder) codecDataset(run *runView, ds string, rows []results.CodecRow) *codecDataset {
	d := &codecDataset{Name: ds}
	rank := libRank(rows)
	rows = slices.Clone(rows)
	slices.SortStableFunc(rows, func(x, y results.CodecRow) int {
		return cmp.Or(compareOps(x.Op, y.Op), compareFormats(x.Format, y.Format), cmp.Compare(rank(x.Library), rank(y.Library)))
	})
	baseline := func(lib, op string) float64 {
		for _, r := range rows {
			if r.Library == lib && r.Op == op && r.Format == formatForLib(lib) {
				return r.NsPerOp.Median
			}
		}
		for _, r := range rows {
			if r.Library == lib && r.Op == op {
				return r.NsPerOp.Median
			}
		}
		return 0
	}
	vs := func(r results.CodecRow, lib string) string {
		if r.Library == lib {
			return "baseline"
		}
		return formatVs(r.NsPerOp.Median, baseline(lib, r.Op))
	}
	pubFor := b.seed003(run, d, ds, rows)
	chart := hbarChart{
		title:     fmt.Sprintf("%s: time per operation, by library (%s)", ds, run.Name()) + sampleSuffix(run),
		subtitle:  "bars: median of the repetitions; whiskers: min–max; \"lazy: one field\" reads one field and is not a full decode",
		axisTitle: "ns/op",
		width:     1240,
	}
	var formats []string
	prevOp := ""
	var pubs [][]pubEntry
	n := sharedN(rows)
	d.RangeHead = "min–max (repetitions)"
	if n > 0 {
		d.RangeHead = fmt.Sprintf("min–max of n=%d", n)
	}
	switch {
	case run.Small != "" && n > 0:
		d.RangeHead += " — small sample"
	case run.Small != "":
		d.RangeHead += " — " + run.Small
	}
	for _, r := range rows {
		fi := b.pal.formatOf(r.Format)
		formats = append(formats, r.Format)
		row := codecRowView{
			Format: fi, Library: r.Library, Op: r.Op, OpLabel: opLabel(r.Op),
			Lazy: isLazy(r.Op), GroupStart: r.Op != prevOp,
			Median: formatNum(r.NsPerOp.Median), Range: statRangeN(r.NsPerOp, n == 0),
			MBs: positive(r.MBPerS), BOp: formatCount(r.BytesPerOp), Allocs: formatCount(r.AllocsPerOp),
			VsJSON: vs(r, libEncodingJSON), VsProto: vs(r, libProtobuf),
			Pub: pubFor(r),
		}
		pubs = append(pubs, row.Pub)
		d.Rows = append(d.Rows, row)
		if r.Op != prevOp {
			chart.rows = append(chart.rows, hbarRow{label: opLabel(r.Op), header: true})
			prevOp = r.Op
		}
		bar := hbar{v: r.NsPerOp.Median, text: formatNum(r.NsPerOp.Median),
			tip: fmt.Sprintf("%s · %s · %s: median %s ns/op, %s", fi.name, r.Library, r.Op, formatNum(r.NsPerOp.Median), statRange(r.NsPerOp))}
		if r.NsPerOp.N > 1 && r.NsPerOp.Max > r.NsPerOp.Min {
			bar.lo, bar.hi = r.NsPerOp.Min, r.NsPerOp.Max
		}
		chart.rows = append(chart.rows, hbarRow{label: fi.name + " · " + r.Library, color: fi.color, bars: []hbar{bar}})
	}
	for _, f := range sortedFormats(formats) {
		fi := b.pal.formatOf(f)
		chart.legend = append(chart.legend, legendEntry{name: fi.name, color: fi.color})
	}
	d.chart = chart
	d.Notes = notesFor(append(pubs, seedCompareSeeds(d)...))
	d.HasPub = anyPub(pubs)
	d.Headlines = codecHeadlines(b.pal, rows, baseline)
	return d
}

// seedCompareSeeds makes the seed 003 box cite its seed in the notes.
func seedCompareSeeds(d *codecDataset) [][]pubEntry {
	if len(d.Seed003) == 0 {
		return nil
	}
	return [][]pubEntry{{{Seed: "003"}}}
}

// formatForLib is the format a baseline library encodes.
func formatForLib(lib string) string {
	if lib == libEncodingJSON {
		return "json"
	}
	return "proto"
}

// sharedN is the number of repetitions every row has, or 0 when they
// differ.
func sharedN(rows []results.CodecRow) int {
	n := 0
	for i, r := range rows {
		if i == 0 {
			n = r.NsPerOp.N
		} else if r.NsPerOp.N != n {
			return 0
		}
	}
	return n
}

// statRangeN prints min–max, with the number of repetitions when withN.
func statRangeN(s results.Stat, withN bool) string {
	if withN {
		return statRange(s)
	}
	if s.N <= 1 || s.Min == s.Max {
		return "—"
	}
	return formatNum(s.Min) + "–" + formatNum(s.Max)
}

// statRange prints min–max and the number of repetitions.
func statRange(s results.Stat) string {
	if s.N <= 1 || s.Min == s.Max {
		return fmt.Sprintf("— (n=%d)", s.N)
	}
	return fmt.Sprintf("%s–%s (n=%d)", formatNum(s.Min), formatNum(s.Max), s.N)
}

// formatCount prints B/op and allocs/op as go test does, rounded to whole
// numbers: amortised growth of a pool is not worth 5.36e-05 allocs/op.
func formatCount(v float64) string {
	return formatInt(int64(math.Round(v)))
}

func positive(v float64) string {
	if v <= 0 {
		return "—"
	}
	return formatNum(v)
}

// codecHeadlines compares, for each full-decoding operation, the fastest
// library of each format with the baselines.
func codecHeadlines(pal *palette, rows []results.CodecRow, baseline func(lib, op string) float64) []headline {
	var out []headline
	for _, op := range []string{results.OpCreateEncodeDecode, results.OpDecode} {
		best := map[string]results.CodecRow{}
		var formats []string
		for _, r := range rows {
			if r.Op != op || r.NsPerOp.Median <= 0 {
				continue
			}
			if cur, ok := best[r.Format]; !ok || r.NsPerOp.Median < cur.NsPerOp.Median {
				best[r.Format] = r
			}
			formats = append(formats, r.Format)
		}
		if len(best) == 0 {
			continue
		}
		h := headline{Title: opLabel(op) + " — the fastest library of each format"}
		bj, bp := baseline(libEncodingJSON, op), baseline(libProtobuf, op)
		for _, f := range sortedFormats(formats) {
			r := best[f]
			item := fmt.Sprintf("%s (%s): %s ns/op", pal.formatOf(f).name, r.Library, formatNum(r.NsPerOp.Median))
			var cmps []string
			if bj > 0 && r.Library != libEncodingJSON {
				cmps = append(cmps, formatVs(r.NsPerOp.Median, bj)+" than encoding/json")
			}
			if bp > 0 && r.Library != libProtobuf {
				cmps = append(cmps, formatVs(r.NsPerOp.Median, bp)+" than google.golang.org/protobuf")
			}
			if len(cmps) > 0 {
				item += ", " + strings.Join(cmps, ", ")
			}
			h.Items = append(h.Items, item)
		}
		out = append(out, h)
	}
	return out
}

// preferredRow picks, among rows of one format and op, the library that
// does what the seed's code did, in order of preference.
func preferredRow(rows []results.CodecRow, format, op string, libs ...string) (results.CodecRow, bool) {
	for _, lib := range libs {
		for _, r := range rows {
			if r.Format == format && r.Op == op && r.Library == lib {
				return r, true
			}
		}
	}
	for _, r := range rows {
		if r.Format == format && r.Op == op {
			return r, true
		}
	}
	return results.CodecRow{}, false
}

// isDocument reports whether a dataset is seed 003's document.
func isDocument(ds string) bool {
	k := normKey(ds)
	return strings.Contains(k, "document") || k == "doc" || k == "docs"
}

// seed003 fills the "seed 003 beside ours" box of the document dataset and
// returns which published figure goes beside which row.
func (b *builder) seed003(run *runView, d *codecDataset, ds string, rows []results.CodecRow) func(results.CodecRow) []pubEntry {
	none := func(results.CodecRow) []pubEntry { return nil }
	if !isDocument(ds) {
		return none
	}
	libs := map[string][]string{
		"json":        {libEncodingJSON, "polywire", "protojson"},
		"proto":       {libProtobuf, "polywire"},
		"flatbuffers": {"flatc-go", "polywire"},
	}
	jsonRow, jsonOK := preferredRow(rows, "json", results.OpCreateEncodeDecode, libs["json"]...)
	matched := map[string]pubEntry{}
	key := func(r results.CodecRow) string { return r.Format + "\x00" + r.Library + "\x00" + r.Op }
	pubJSON := seed003Codecs[0].nsPerOp
	for _, p := range seed003Codecs {
		c := seedCompare{
			Measure:   b.pal.formatOf(p.format).name + ", " + opLabel(p.ops[0]),
			Published: p.text,
		}
		if p.format == "json" {
			c.PublishedVsJSON = "baseline"
		} else {
			c.PublishedVsJSON = formatVs(p.nsPerOp, pubJSON)
		}
		var r results.CodecRow
		ok, exact := false, false
		for i, op := range p.ops {
			if r, ok = preferredRow(rows, p.format, op, libs[p.format]...); ok {
				c.Measure = b.pal.formatOf(p.format).name + ", " + opLabel(op)
				exact = i == 0
				break
			}
		}
		if ok {
			c.Ours = fmt.Sprintf("%s ns/op (%s)", formatNum(r.NsPerOp.Median), r.Library)
			switch {
			case !jsonOK:
			case r == jsonRow:
				c.OursVsJSON = "baseline"
			case exact:
				c.OursVsJSON = formatVs(r.NsPerOp.Median, jsonRow.NsPerOp.Median)
			default:
				c.OursVsJSON = "— (not the article's measure)"
			}
			matched[key(r)] = pubEntry{Seed: "003", Text: p.text}
			b.match(p.fig, run, c.Ours)
		} else {
			c.Ours = "not measured in this run"
		}
		d.Seed003 = append(d.Seed003, c)
	}
	// The honest counterpart of the 711 ns: FlatBuffers decoded in full.
	if r, ok := preferredRow(rows, "flatbuffers", results.OpCreateEncodeDecode, libs["flatbuffers"]...); ok {
		c := seedCompare{
			Measure:         "FlatBuffers, " + opLabel(results.OpCreateEncodeDecode),
			Published:       "not measured (the article read one field)",
			PublishedVsJSON: "—",
			Ours:            fmt.Sprintf("%s ns/op (%s)", formatNum(r.NsPerOp.Median), r.Library),
		}
		if jsonOK {
			c.OursVsJSON = formatVs(r.NsPerOp.Median, jsonRow.NsPerOp.Median)
		}
		d.Seed003 = append(d.Seed003, c)
	}
	for i := range d.Seed003 {
		if d.Seed003[i].OursVsJSON == "" {
			d.Seed003[i].OursVsJSON = "—"
		}
	}
	return func(r results.CodecRow) []pubEntry {
		if e, ok := matched[key(r)]; ok {
			return []pubEntry{e}
		}
		return nil
	}
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
		mdNotes(m, d.Notes)
	}
}

// Baseline libraries every codec row is compared with.
const (
	libEncodingJSON = "encoding/json"
	libProtobuf     = "google.golang.org/protobuf"
)

// opOrder is the order of codec operations; each lazy one-field read comes
// right after the full decoding it must not be confused with.
var opOrder = []string{results.OpEncode, results.OpDecode, results.OpDecodeOneField, results.OpCreateEncodeDecode, results.OpCreateEncodeOneField}

func compareOps(a, b string) int {
	ra, rb := slices.Index(opOrder, a), slices.Index(opOrder, b)
	if ra < 0 {
		ra = len(opOrder)
	}
	if rb < 0 {
		rb = len(opOrder)
	}
	return cmp.Or(cmp.Compare(ra, rb), cmp.Compare(a, b))
}

// opLabel names an operation for readers; the two kinds of decoding are
// never confused.
func opLabel(op string) string {
	switch op {
	case results.OpDecode:
		return "decode (full: every field into native structs)"
	case results.OpDecodeOneField:
		return "lazy: one field (what seed 003's 711 ns measured)"
	case results.OpCreateEncodeDecode:
		return "create+encode+decode (full decode; seed 003's JSON and Protobuf measure)"
	case results.OpCreateEncodeOneField:
		return "lazy: create+encode+one field (seed 003's FlatBuffers benchmark exactly)"
	case results.OpCreateEncodeEveryField:
		return "lazy: create+encode+every field (seed 003's FlatBuffers benchmark, nothing left unread)"
	default:
		return op
	}
}

// isLazy reports whether op reads one field instead of decoding.
func isLazy(op string) bool {
	return op == results.OpDecodeOneField || op == results.OpCreateEncodeOneField || op == results.OpCreateEncodeEveryField
}
