package report

import (
	"cmp"
	"fmt"
	"html/template"
	"math"
	"slices"
	"strings"

	"github.com/polywire/polywire/report/internal/view"
	"github.com/polywire/polywire/results"
)

// codecView is a codec run: per dataset, a chart of median ns/op per
// library × op and the full table with ratios to the baselines.
type codecView struct {
	Run      *view.Run
	Datasets []*codecDataset
}

// codecDataset is one dataset of a codec run.
type codecDataset struct {
	Name string
	// RangeHead heads the min–max column: with the repetitions' n when
	// every row shares it (then the cells leave it out), and the run's
	// small-sample mark.
	RangeHead  string
	Chart      template.HTML
	Log        bool
	Headlines  []headline
	Rows       []codecRowView
	Article003 []article003Row
	Notes      []view.ArticleNote
	HasPub     bool
	// chart is rendered once the run's family decided its axis.
	chart view.HBarChart
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
	Format     view.Format
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
	Pub        []view.PubEntry
}

// article003Row is a row of the "seed 003 beside ours" box.
type article003Row struct {
	Measure         string
	Published       string
	PublishedVsJSON string
	Ours            string
	OursVsJSON      string
}

func (b *builder) codecs(run *view.Run, rows []results.CodecRow) *codecView {
	v := &codecView{Run: run}
	for _, ds := range view.FirstSeen(rows, func(r results.CodecRow) string { return r.Dataset }) {
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
		needs = append(needs, d.chart.NeedsLog())
	}
	mode := view.FamilyMode(needs...)
	for _, d := range v.Datasets {
		d.chart.Axis = mode
		d.chart.Subtitle += "; " + mode.Note("every dataset of this run")
		d.Chart, d.Log = d.chart.Render()
	}
	return v
}

// libRank orders libraries by first appearance within a dataset.
func libRank(rows []results.CodecRow) func(string) int {
	order := view.FirstSeen(rows, func(r results.CodecRow) string { return r.Library })
	return func(l string) int { return slices.Index(order, l) }
}

func (b *builder) codecDataset(run *view.Run, ds string, rows []results.CodecRow) *codecDataset {
	d := &codecDataset{Name: ds}
	rank := libRank(rows)
	rows = slices.Clone(rows)
	slices.SortStableFunc(rows, func(x, y results.CodecRow) int {
		return cmp.Or(compareOps(x.Op, y.Op), view.CompareFormats(x.Format, y.Format), cmp.Compare(rank(x.Library), rank(y.Library)))
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
		return view.FormatVs(r.NsPerOp.Median, baseline(lib, r.Op))
	}
	pubFor := b.article003(run, d, ds, rows)
	chart := view.HBarChart{
		Title:     fmt.Sprintf("%s: time per operation, by library (%s)", ds, run.Name()) + view.SampleSuffix(run),
		Subtitle:  "bars: median of the repetitions; whiskers: min–max; \"lazy: one field\" reads one field and is not a full decode",
		AxisTitle: "ns/op",
		Width:     1240,
	}
	var formats []string
	prevOp := ""
	var pubs [][]view.PubEntry
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
		fi := b.pal.FormatOf(r.Format)
		formats = append(formats, r.Format)
		row := codecRowView{
			Format: fi, Library: r.Library, Op: r.Op, OpLabel: opLabel(r.Op),
			Lazy: isLazy(r.Op), GroupStart: r.Op != prevOp,
			Median: view.FormatNum(r.NsPerOp.Median), Range: statRangeN(r.NsPerOp, n == 0),
			MBs: positive(r.MBPerS), BOp: formatCount(r.BytesPerOp), Allocs: formatCount(r.AllocsPerOp),
			VsJSON: vs(r, libEncodingJSON), VsProto: vs(r, libProtobuf),
			Pub: pubFor(r),
		}
		pubs = append(pubs, row.Pub)
		d.Rows = append(d.Rows, row)
		if r.Op != prevOp {
			chart.Rows = append(chart.Rows, view.HBarRow{Label: opLabel(r.Op), Header: true})
			prevOp = r.Op
		}
		bar := view.HBar{V: r.NsPerOp.Median, Text: view.FormatNum(r.NsPerOp.Median),
			Tip: fmt.Sprintf("%s · %s · %s: median %s ns/op, %s", fi.Name, r.Library, r.Op, view.FormatNum(r.NsPerOp.Median), statRange(r.NsPerOp))}
		if r.NsPerOp.N > 1 && r.NsPerOp.Max > r.NsPerOp.Min {
			bar.Lo, bar.Hi = r.NsPerOp.Min, r.NsPerOp.Max
		}
		chart.Rows = append(chart.Rows, view.HBarRow{Label: fi.Name + " · " + r.Library, Color: fi.Color, Bars: []view.HBar{bar}})
	}
	for _, f := range view.SortedFormats(formats) {
		fi := b.pal.FormatOf(f)
		chart.Legend = append(chart.Legend, view.LegendEntry{Name: fi.Name, Color: fi.Color})
	}
	d.chart = chart
	d.Notes = view.NotesFor(append(pubs, articleCompareCites(d)...))
	d.HasPub = anyPub(pubs)
	d.Headlines = codecHeadlines(b.pal, rows, baseline)
	return d
}

// articleCompareCites makes the seed 003 box cite its seed in the notes.
func articleCompareCites(d *codecDataset) [][]view.PubEntry {
	if len(d.Article003) == 0 {
		return nil
	}
	return [][]view.PubEntry{{{Article: "003"}}}
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
	return view.FormatNum(s.Min) + "–" + view.FormatNum(s.Max)
}

// statRange prints min–max and the number of repetitions.
func statRange(s results.Stat) string {
	if s.N <= 1 || s.Min == s.Max {
		return fmt.Sprintf("— (n=%d)", s.N)
	}
	return fmt.Sprintf("%s–%s (n=%d)", view.FormatNum(s.Min), view.FormatNum(s.Max), s.N)
}

// formatCount prints B/op and allocs/op as go test does, rounded to whole
// numbers: amortised growth of a pool is not worth 5.36e-05 allocs/op.
func formatCount(v float64) string {
	return view.FormatInt(int64(math.Round(v)))
}

func positive(v float64) string {
	if v <= 0 {
		return "—"
	}
	return view.FormatNum(v)
}

// codecHeadlines compares, for each full-decoding operation, the fastest
// library of each format with the baselines.
func codecHeadlines(pal *view.Palette, rows []results.CodecRow, baseline func(lib, op string) float64) []headline {
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
		for _, f := range view.SortedFormats(formats) {
			r := best[f]
			item := fmt.Sprintf("%s (%s): %s ns/op", pal.FormatOf(f).Name, r.Library, view.FormatNum(r.NsPerOp.Median))
			var cmps []string
			if bj > 0 && r.Library != libEncodingJSON {
				cmps = append(cmps, view.FormatVs(r.NsPerOp.Median, bj)+" than encoding/json")
			}
			if bp > 0 && r.Library != libProtobuf {
				cmps = append(cmps, view.FormatVs(r.NsPerOp.Median, bp)+" than google.golang.org/protobuf")
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

// article003 fills the "seed 003 beside ours" box of the document dataset and
// returns which published figure goes beside which row.
func (b *builder) article003(run *view.Run, d *codecDataset, ds string, rows []results.CodecRow) func(results.CodecRow) []view.PubEntry {
	none := func(results.CodecRow) []view.PubEntry { return nil }
	if !isDocument(ds) {
		return none
	}
	libs := map[string][]string{
		"json":        {libEncodingJSON, "polywire", "protojson"},
		"proto":       {libProtobuf, "polywire"},
		"flatbuffers": {"flatc-go", "polywire"},
	}
	jsonRow, jsonOK := preferredRow(rows, "json", results.OpCreateEncodeDecode, libs["json"]...)
	matched := map[string]view.PubEntry{}
	key := func(r results.CodecRow) string { return r.Format + "\x00" + r.Library + "\x00" + r.Op }
	pubJSON := article003Codecs[0].nsPerOp
	for _, p := range article003Codecs {
		c := article003Row{
			Measure:   b.pal.FormatOf(p.format).Name + ", " + opLabel(p.ops[0]),
			Published: p.text,
		}
		if p.format == "json" {
			c.PublishedVsJSON = "baseline"
		} else {
			c.PublishedVsJSON = view.FormatVs(p.nsPerOp, pubJSON)
		}
		var r results.CodecRow
		ok, exact := false, false
		for i, op := range p.ops {
			if r, ok = preferredRow(rows, p.format, op, libs[p.format]...); ok {
				c.Measure = b.pal.FormatOf(p.format).Name + ", " + opLabel(op)
				exact = i == 0
				break
			}
		}
		if ok {
			c.Ours = fmt.Sprintf("%s ns/op (%s)", view.FormatNum(r.NsPerOp.Median), r.Library)
			switch {
			case !jsonOK:
			case r == jsonRow:
				c.OursVsJSON = "baseline"
			case exact:
				c.OursVsJSON = view.FormatVs(r.NsPerOp.Median, jsonRow.NsPerOp.Median)
			default:
				c.OursVsJSON = "— (not the article's measure)"
			}
			matched[key(r)] = view.PubEntry{Article: "003", Text: p.text}
			b.match(p.fig, run, c.Ours)
		} else {
			c.Ours = "not measured in this run"
		}
		d.Article003 = append(d.Article003, c)
	}
	// The honest counterpart of the 711 ns: FlatBuffers decoded in full.
	if r, ok := preferredRow(rows, "flatbuffers", results.OpCreateEncodeDecode, libs["flatbuffers"]...); ok {
		c := article003Row{
			Measure:         "FlatBuffers, " + opLabel(results.OpCreateEncodeDecode),
			Published:       "not measured (the article read one field)",
			PublishedVsJSON: "—",
			Ours:            fmt.Sprintf("%s ns/op (%s)", view.FormatNum(r.NsPerOp.Median), r.Library),
		}
		if jsonOK {
			c.OursVsJSON = view.FormatVs(r.NsPerOp.Median, jsonRow.NsPerOp.Median)
		}
		d.Article003 = append(d.Article003, c)
	}
	for i := range d.Article003 {
		if d.Article003[i].OursVsJSON == "" {
			d.Article003[i].OursVsJSON = "—"
		}
	}
	return func(r results.CodecRow) []view.PubEntry {
		if e, ok := matched[key(r)]; ok {
			return []view.PubEntry{e}
		}
		return nil
	}
}

func writeCodecMD(m *view.MDWriter, c *codecView) {
	m.Printf("\n## Codecs — %s%s\n\n", view.MDText(c.Run.Name()), mdSample(c.Run))
	m.Printf("Median ns/op of the repetitions (min–max), ratios to `encoding/json` and `google.golang.org/protobuf` of this run for the same dataset and operation. Config %s.\n", view.MDCode(c.Run.ConfigLine()))
	for _, d := range c.Datasets {
		m.Printf("\n### %s\n\n", view.MDText(d.Name))
		for _, h := range d.Headlines {
			m.Printf("%s:\n\n", h.Title)
			for _, it := range h.Items {
				m.Printf("- %s\n", view.MDText(it))
			}
			m.Printf("\n")
		}
		if len(d.Article003) > 0 {
			m.Printf("Seed 003 beside ours (its FlatBuffers figure read one field; the last row is the full decode it did not measure):\n\n")
			m.Header("measure", ">published (seed 003)", ">published vs JSON", ">ours", ">ours vs our JSON")
			for _, s := range d.Article003 {
				m.Row(s.Measure, s.Published, s.PublishedVsJSON, s.Ours, s.OursVsJSON)
			}
			m.Printf("\n")
		}
		head := []string{"operation", "format", "library", ">ns/op", ">" + d.RangeHead, ">MB/s", ">B/op", ">allocs/op", ">vs encoding/json", ">vs google.golang.org/protobuf"}
		if d.HasPub {
			head = append(head, "published by the article")
		}
		m.Header(head...)
		for _, r := range d.Rows {
			cells := []string{r.OpLabel, r.Format.Name, r.Library, r.Median, r.Range, r.MBs, r.BOp, r.Allocs, r.VsJSON, r.VsProto}
			if d.HasPub {
				cells = append(cells, view.PubText(r.Pub))
			}
			m.Row(cells...)
		}
		view.WriteNotesMD(m, d.Notes)
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

func compareOps(a, b string) int { return view.CompareIn(opOrder, a, b) }

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
