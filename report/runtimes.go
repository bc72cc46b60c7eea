package report

import (
	"cmp"
	"fmt"
	"html/template"
	"slices"
	"strconv"
	"strings"

	"github.com/polywire/polywire/report/internal/view"
	"github.com/polywire/polywire/results"
)

// The client-runtimes section shows the runs of kind "browser", "node"
// and "jvm": the lab page (or clients/ts under Node) fetching each dataset
// and decoding it with the JavaScript libraries a web client ships, and
// the JVM client lab (clients/java) doing the same with seed 002's and
// seed 004's Java libraries. The seeds
// decided their question in such clients, so every row is shown — per
// dataset, every runtime × protocol × format × decoder × coding — with a
// chart of the total per format and decoder, and seed 004's browser
// figures beside ours. A failed row is greyed, "failed", with its error:
// it is in no chart, no comparison and no verdict, as a failed load run.
// A JVM run adds the HTTP version each row used and the bytes allocated
// per decode, and its own block of seed 002's and seed 004's experiments
// and JMH's codec rows (jvm.go).

// runtimesView is the section: one block per dataset, in first-seen order.
type runtimesView struct {
	// Title names the runtimes: the browser and Node, and the JVM when a
	// run of it is among the inputs.
	Title    string
	Runs     []*view.Run
	Datasets []*runtimeDataset
	// JVM is one block per JVM run: the seeds' experiments and JMH.
	JVM []*jvmView
	// Failed counts the failed rows of every run.
	Failed int
	Notes  []view.ArticleNote
}

// runtimeDataset is one dataset's table, chart and published figures.
type runtimeDataset struct {
	Name     string
	Anchor   string
	Endpoint string
	Chart    template.HTML
	Rows     []runtimeRowView
	// Pub are seed 004's figures for this dataset, with their caveat.
	Pub []view.PubEntry
	// HasFirstRow, HasServer, HasHTTP and HasAlloc add their columns when
	// any row has them.
	HasFirstRow, HasServer, HasHTTP, HasAlloc bool
	// FailSpan is how many columns a failed row's error spans: every
	// number's.
	FailSpan int
}

// runtimeRowView is one measurement, formatted.
type runtimeRowView struct {
	Run                             *view.Run
	Runtime                         string
	Protocol                        string
	Format                          view.Format
	Decoder, Coding                 string
	WireBytes, DecodedBytes         string
	Request, Decode, Total, MBPerS  string
	FirstRow, Server, Items, VsJSON string
	// HTTP is the HTTP version the requests used; Alloc the bytes
	// allocated per decode (JVM runs).
	HTTP, Alloc string
	Failed      bool
	Error       string
	Small       string
}

// runtimeInput is one browser or node run.
type runtimeInput struct {
	run *view.Run
	f   *results.File
}

// runtimeLabel names the runtime of a run: "Chromium 156.0.8078.79
// (headless)", "OpenJDK 64-Bit Server VM 17.0.15+6-Debian-1deb12u1
// (Debian)"; the kind when the file says nothing more.
func runtimeLabel(f *results.File) string {
	rt := f.Runtime
	if rt == nil || rt.Name == "" {
		switch f.Kind {
		case results.KindNode:
			return "Node.js"
		case results.KindJVM:
			return "JVM"
		}
		return "browser"
	}
	s := rt.Name
	if rt.Version != "" {
		s += " " + rt.Version
	}
	if rt.Vendor != "" {
		s += " (" + rt.Vendor + ")"
	}
	if rt.Headless {
		s += " (headless)"
	}
	return s
}

// runtimesTitle is the section's title: the JVM is named when one of its
// runs is among the inputs.
func runtimesTitle(inputs []runtimeInput) string {
	for _, in := range inputs {
		if in.f.Kind == results.KindJVM {
			return "Client runtimes: decode in the browser, Node and the JVM"
		}
	}
	return "Client runtimes: decode in the browser and Node"
}

// runtimes builds the section from the browser and node runs, or nil.
func (b *builder) runtimes(inputs []runtimeInput) *runtimesView {
	if len(inputs) == 0 {
		return nil
	}
	v := &runtimesView{Title: runtimesTitle(inputs)}
	type keyed struct {
		in runtimeInput
		r  results.DecodeRow
	}
	var all []keyed
	for _, in := range inputs {
		v.Runs = append(v.Runs, in.run)
		for _, r := range in.f.Decodes {
			all = append(all, keyed{in, r})
			if r.Failed {
				v.Failed++
			}
		}
	}
	names := view.FirstSeen(all, func(k keyed) string { return k.r.Dataset })
	for _, name := range names {
		ds := &runtimeDataset{Name: name, Anchor: "runtime-" + normKey(name)}
		var rows []keyed
		for _, k := range all {
			if k.r.Dataset == name {
				rows = append(rows, k)
				if ds.Endpoint == "" {
					ds.Endpoint = k.r.Endpoint
				}
			}
		}
		slices.SortStableFunc(rows, func(x, y keyed) int {
			return cmp.Or(cmp.Compare(x.in.run.N, y.in.run.N), cmp.Compare(x.r.Protocol, y.r.Protocol),
				view.CompareCodings(x.r.Coding, y.r.Coding), view.CompareFormats(x.r.Format, y.r.Format), cmp.Compare(x.r.Decoder, y.r.Decoder))
		})
		// The best JSON decoder per run, protocol and coding: what each
		// row's total is compared with.
		type group struct {
			run                  int
			protocol, coding, op string
		}
		bestJSON := map[group]float64{}
		for _, k := range rows {
			g := group{k.in.run.N, k.r.Protocol, k.r.Coding, k.r.Op}
			if k.r.Format == "json" && !k.r.Failed && k.r.Total.Median > 0 {
				if cur, ok := bestJSON[g]; !ok || k.r.Total.Median < cur {
					bestJSON[g] = k.r.Total.Median
				}
			}
		}
		var smalls []string
		chart := view.HBarChart{
			Title:     name + ": request + decode in the client runtime",
			Subtitle:  "bar: median total (fetch start → decoded objects); whisker: median → p95; failed measurements are not drawn",
			AxisTitle: "milliseconds (ms)",
			Width:     1240,
		}
		var formats []string
		for _, k := range rows {
			r := k.r
			fi := b.pal.FormatOf(r.Format)
			rv := runtimeRowView{
				Run: k.in.run, Runtime: runtimeLabel(k.in.f), Protocol: view.ProtocolLabel(r.Protocol), Format: fi,
				Decoder: r.Decoder, Coding: r.Coding, Failed: r.Failed, Error: r.Error, Small: k.in.run.Small,
			}
			if r.Op == results.OpPost {
				rv.Decoder += " (POST)"
			}
			rv.HTTP = "—"
			if r.HTTP != "" {
				rv.HTTP, ds.HasHTTP = r.HTTP, true
			}
			if r.Failed {
				ds.Rows = append(ds.Rows, rv)
				continue
			}
			rv.WireBytes, rv.DecodedBytes = view.FormatInt(int64(r.WireBytes)), view.FormatInt(int64(r.DecodedBytes))
			rv.Request, rv.Decode, rv.Total = msStat(r.Request), msStat(r.Decode), msStat(r.Total)
			rv.MBPerS = "—"
			if r.Decode.Median > 0 && r.DecodedBytes > 0 {
				rv.MBPerS = view.FormatNum(float64(r.DecodedBytes) / r.Decode.Median / 1000)
			}
			rv.FirstRow, rv.Server = "—", "—"
			if r.FirstRow != nil {
				rv.FirstRow, ds.HasFirstRow = msStat(*r.FirstRow), true
			}
			if r.Server != nil {
				rv.Server, ds.HasServer = msStat(*r.Server), true
			}
			rv.Items = view.FormatInt(int64(r.Items))
			rv.Alloc = "—"
			if r.AllocBytes > 0 {
				rv.Alloc, ds.HasAlloc = view.FormatBytesUnit(r.AllocBytes), true
			}
			rv.VsJSON = "—"
			if j, ok := bestJSON[group{k.in.run.N, r.Protocol, r.Coding, r.Op}]; ok {
				if r.Format == "json" && r.Total.Median == j {
					rv.VsJSON = "best JSON"
				} else {
					rv.VsJSON = view.FormatVs(r.Total.Median, j)
				}
			}
			if k.in.run.Small != "" && !slices.Contains(smalls, k.in.run.Small) {
				smalls = append(smalls, k.in.run.Small)
			}
			ds.Rows = append(ds.Rows, rv)
			if r.Total.Median <= 0 {
				continue
			}
			label := fi.Name + " · " + r.Decoder + " · " + r.Coding
			if len(inputs) > 1 {
				label = fmt.Sprintf("run %d · %s", k.in.run.N, label)
			}
			if r.Protocol != "" && r.Protocol != "rest" {
				label += " · " + view.ProtocolLabel(r.Protocol)
			}
			formats = append(formats, r.Format)
			chart.Rows = append(chart.Rows, view.HBarRow{Label: label, Color: fi.Color, Bars: []view.HBar{
				whiskerP95(r.Total, false, label+": total "+msStat(r.Total)+" ms"),
			}})
		}
		ds.FailSpan = 8
		if ds.HasFirstRow {
			ds.FailSpan++
		}
		if ds.HasServer {
			ds.FailSpan++
		}
		if ds.HasAlloc {
			ds.FailSpan++
		}
		for _, s := range smalls {
			chart.Title += " — " + s
		}
		if len(chart.Rows) > 0 {
			for _, f := range view.SortedFormats(formats) {
				fi := b.pal.FormatOf(f)
				chart.Legend = append(chart.Legend, view.LegendEntry{Name: fi.Name, Color: fi.Color})
			}
			chart.Axis = view.FamilyMode(chart.NeedsLog())
			chart.Subtitle += "; " + chart.Axis.Note("")
			ds.Chart, _ = chart.Render()
		}
		// Seed 004's browser figures are compared with the browser's and
		// Node's rows: the JVM's have their own (jvm.go).
		var web []keyed
		for _, k := range rows {
			if k.in.f.Kind != results.KindJVM {
				web = append(web, k)
			}
		}
		if len(web) > 0 {
			ds.Pub = b.runtimePublished(name, web[0].in.run, bestByFormat(rowsOf(web, func(k keyed) results.DecodeRow { return k.r })))
		}
		v.Datasets = append(v.Datasets, ds)
	}
	for _, in := range inputs {
		if in.f.Kind == results.KindJVM {
			v.JVM = append(v.JVM, b.jvm(in.run, in.f))
		}
	}
	var pubs [][]view.PubEntry
	for _, d := range v.Datasets {
		pubs = append(pubs, d.Pub)
	}
	for _, j := range v.JVM {
		pubs = append(pubs, j.pubs()...)
	}
	v.Notes = view.NotesFor(pubs)
	return v
}

func rowsOf[T any](xs []T, f func(T) results.DecodeRow) []results.DecodeRow {
	out := make([]results.DecodeRow, len(xs))
	for i, x := range xs {
		out[i] = f(x)
	}
	return out
}

// bestByFormat is, per format, the smallest median total among the rows
// that did not fail, uncompressed (seed 004's uncompressed figures) when
// the format has such a row.
func bestByFormat(rows []results.DecodeRow) map[string]float64 {
	best := map[string]float64{}
	identity := map[string]bool{}
	for _, r := range rows {
		if r.Failed || r.Total.Median <= 0 {
			continue
		}
		id := r.Coding == "identity" || r.Coding == ""
		cur, ok := best[r.Format]
		switch {
		case !ok, id && !identity[r.Format], id == identity[r.Format] && r.Total.Median < cur:
			best[r.Format], identity[r.Format] = r.Total.Median, id
		}
	}
	return best
}

// runtimePublished puts seed 004's browser figures beside the dataset that
// reproduces them (GET /people, POST of one person) and records the match.
func (b *builder) runtimePublished(dataset string, run *view.Run, best map[string]float64) []view.PubEntry {
	j, jok := best["json"]
	p, pok := best["proto"]
	const caveat = "seed 004, measured in " + article004Browsers + " on another browser and machine: compare the ratio, not the milliseconds"
	// By dataset name alone: seed 004's POST goes to /people too.
	switch {
	case matchDataset(dataset, "", article004BrowserGet.dataset):
		s := article004BrowserGet
		e := view.PubEntry{Article: "004", Caveat: caveat,
			Text: fmt.Sprintf("GET /people in the browser (protobuf.js, AngularJS): Protobuf %g ms, JSON %g ms (Protobuf %.0f%% less time)", s.protoMs, s.jsonMs, 100*(1-s.protoMs/s.jsonMs))}
		if jok && pok {
			b.match(s.fig, run, withCaveat(fmt.Sprintf("in the browser: Protobuf %s ms vs JSON %s ms total (%.0f%% less time; fastest decoder of each, uncompressed where measured)",
				view.FormatNum(p), view.FormatNum(j), 100*(1-p/j)), "other browser and machine than seed 004's"))
		}
		return []view.PubEntry{e}
	case matchDataset(dataset, "", article004BrowserPost.dataset):
		s := article004BrowserPost
		e := view.PubEntry{Article: "004", Caveat: caveat,
			Text: fmt.Sprintf("%d POSTs of one Person from the browser: Protobuf only about %g%% faster than JSON; sizes about equal", s.requests, s.percent)}
		if jok && pok {
			b.match(s.fig, run, withCaveat(fmt.Sprintf("in the browser: Protobuf %s ms vs JSON %s ms per POST (%.0f%% less time)", view.FormatNum(p), view.FormatNum(j), 100*(1-p/j)),
				"other browser and machine than seed 004's"))
		}
		return []view.PubEntry{e}
	}
	return nil
}

// writeRuntimesMD writes the browser and Node section: a table per
// dataset, failed rows with their error in place of numbers.
func writeRuntimesMD(m *view.MDWriter, v *runtimesView) {
	m.Printf("\n## %s\n\n", v.Title)
	var runs []string
	for _, r := range v.Runs {
		runs = append(runs, r.Name()+mdSample(r))
	}
	m.Printf("Runs: %s. Milliseconds: median (p95) of the repetitions; total = request (fetch start → last byte) + decode; MB/s = decoded bytes ÷ median decode; vs JSON: total against the fastest JSON decoder of the same run, protocol and coding.", strings.Join(runs, "; "))
	if len(v.JVM) > 0 {
		m.Printf(" %s", jvmRuntimeNote)
	}
	m.Printf("\n")
	if v.Failed > 0 {
		m.Printf("\n**%d failed measurement(s)**: shown as failed with their error, left out of every comparison and the verdict.\n", v.Failed)
	}
	for _, d := range v.Datasets {
		m.Printf("\n### %s", view.MDText(d.Name))
		if d.Endpoint != "" {
			m.Printf(" (%s)", view.MDCode(d.Endpoint))
		}
		m.Printf("\n\n")
		for _, p := range d.Pub {
			m.Printf("- Seed %s: %s — %s\n", p.Article, view.MDText(p.Text), view.MDText(p.Caveat))
		}
		if len(d.Pub) > 0 {
			m.Printf("\n")
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
		m.Header(head...)
		for _, r := range d.Rows {
			run := strconv.Itoa(r.Run.N)
			if r.Failed {
				cells := []string{run, r.Runtime, r.Protocol, r.Format.Name, r.Decoder, r.Coding}
				if d.HasHTTP {
					cells = append(cells, r.HTTP)
				}
				cells = append(cells, "**failed**: "+r.Error)
				for len(cells) < len(head) {
					cells = append(cells, "")
				}
				m.Row(cells...)
				continue
			}
			if r.Small != "" {
				run += " (small sample)"
			}
			cells := []string{run, r.Runtime, r.Protocol, r.Format.Name, r.Decoder, r.Coding}
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
			m.Row(append(cells, r.Items, r.VsJSON)...)
		}
	}
	for _, j := range v.JVM {
		writeJVMMD(m, j)
	}
	view.WriteNotesMD(m, v.Notes)
}
