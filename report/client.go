package report

import (
	"cmp"
	"fmt"
	"html/template"
	"slices"
	"strconv"

	"github.com/polywire/polywire/report/internal/view"
	"github.com/polywire/polywire/results"
)

// clientView is a client run: request and total durations per endpoint,
// the JSON/Protobuf ratios seed 000 reported, and seed 002's articles
// experiment.
type clientView struct {
	Run       *view.Run
	Endpoints []*clientEndpoint
	Rows      []clientRowView
	Ratios    []clientRatio
	Notes     []view.ArticleNote
	HasPub    bool
	Articles  *articlesView
}

// clientEndpoint is one endpoint's chart.
type clientEndpoint struct {
	Name  string
	Chart template.HTML
}

// clientRowView is one endpoint × format × coding × protocol row.
type clientRowView struct {
	Endpoint  string
	Format    view.Format
	Coding    string
	Protocol  string
	WireBytes string
	Request   string
	Decode    string
	Total     string
	VsJSON    string
	First     bool
}

// clientRatio compares JSON with Protobuf for one endpoint, coding and
// protocol: seed 000's "about 3 times".
type clientRatio struct {
	Endpoint     string
	Coding       string
	Protocol     string
	JSONTotal    string
	ProtoTotal   string
	TotalRatio   string
	RequestRatio string
	Pub          []view.PubEntry
}

// articlesView is seed 002's experiment: mean processing time over
// article size, one line per format and coding.
type articlesView struct {
	Chart   template.HTML
	Log     bool
	Series  []string
	Rows    []articleRowView
	Compare []articleCompare
	Notes   []view.ArticleNote
}

// articleRowView is one article size with each series' mean processing
// time.
type articleRowView struct {
	Sections string
	Cells    []string
}

// articleCompare is one of seed 002's conclusions beside ours.
type articleCompare struct {
	What      string
	Published string
	Ours      string
	// Caveat says the article measured in another runtime.
	Caveat string
}

type clientKey struct{ endpoint, format, coding, protocol string }

func (b *builder) client(run *view.Run, rows []results.ClientRow, articles []results.ArticleRow) *clientView {
	v := &clientView{Run: run}
	if len(rows) > 0 {
		b.clientRows(v, rows)
	}
	if len(articles) > 0 {
		v.Articles = b.articles(run, articles)
	}
	return v
}

// msStat prints a duration Stat as "median (p95 x)".
func msStat(s results.Stat) string {
	if s.N == 0 {
		return "—"
	}
	if s.N == 1 || s.P95 == s.Median {
		return fmt.Sprintf("%s (n=%d)", view.FormatNum(s.Median), s.N)
	}
	return fmt.Sprintf("%s (p95 %s)", view.FormatNum(s.Median), view.FormatNum(s.P95))
}

func (b *builder) clientRows(v *clientView, rows []results.ClientRow) {
	endpoints := view.FirstSeen(rows, func(r results.ClientRow) string { return r.Endpoint })
	byKey := map[clientKey]results.ClientRow{}
	for _, r := range rows {
		k := clientKey{r.Endpoint, r.Format, r.Coding, r.Protocol}
		if _, dup := byKey[k]; !dup {
			byKey[k] = r
		}
	}
	rows = slices.Clone(rows)
	slices.SortStableFunc(rows, func(x, y results.ClientRow) int {
		return cmp.Or(cmp.Compare(slices.Index(endpoints, x.Endpoint), slices.Index(endpoints, y.Endpoint)),
			view.CompareFormats(x.Format, y.Format), view.CompareCodings(x.Coding, y.Coding), view.CompareProtocols(x.Protocol, y.Protocol))
	})
	protocols := view.FirstSeen(rows, func(r results.ClientRow) string { return r.Protocol })
	slices.SortFunc(protocols, view.CompareProtocols)
	var charts []view.HBarChart
	for _, ep := range endpoints {
		chart := view.HBarChart{
			Title:     fmt.Sprintf("%s: request and total duration (%s)", ep, v.Run.Name()) + view.SampleSuffix(v.Run),
			Subtitle:  "pale bar: request (first byte sent → last byte received); solid bar: total, including decoding; bar = median, whisker = median → p95",
			AxisTitle: "milliseconds (ms)",
			Width:     1240,
		}
		var formats []string
		first := true
		for _, r := range rows {
			if r.Endpoint != ep {
				continue
			}
			fi := b.pal.FormatOf(r.Format)
			formats = append(formats, r.Format)
			row := clientRowView{
				Endpoint: ep, Format: fi, Coding: r.Coding, Protocol: r.Protocol,
				WireBytes: view.FormatInt(int64(r.WireBytes)),
				Request:   msStat(r.Request), Decode: msStat(r.Decode), Total: msStat(r.Total),
				VsJSON: "—", First: first,
			}
			first = false
			if j, ok := byKey[clientKey{ep, "json", r.Coding, r.Protocol}]; ok && r.Format != "json" {
				row.VsJSON = view.FormatVs(r.Total.Median, j.Total.Median)
			} else if r.Format == "json" {
				row.VsJSON = "baseline"
			}
			v.Rows = append(v.Rows, row)
			label := fi.Name + " · " + r.Coding
			if len(protocols) > 1 {
				label += " · " + r.Protocol
			}
			chart.Rows = append(chart.Rows, view.HBarRow{Label: label, Color: fi.Color, Bars: []view.HBar{
				whiskerP95(r.Request, true, label+": request "+msStat(r.Request)+" ms"),
				whiskerP95(r.Total, false, label+": total "+msStat(r.Total)+" ms"),
			}})
		}
		for _, f := range view.SortedFormats(formats) {
			fi := b.pal.FormatOf(f)
			chart.Legend = append(chart.Legend, view.LegendEntry{Name: fi.Name, Color: fi.Color})
		}
		chart.Legend = append(chart.Legend,
			view.LegendEntry{Name: "request", Color: "#777", Pale: true},
			view.LegendEntry{Name: "total (with decoding)", Color: "#777"})
		charts = append(charts, chart)
	}
	// One axis kind for every endpoint's chart of the run.
	var needs []bool
	for _, c := range charts {
		needs = append(needs, c.NeedsLog())
	}
	mode := view.FamilyMode(needs...)
	for i, c := range charts {
		c.Axis = mode
		c.Subtitle += "; " + mode.Note("every endpoint of this run")
		html, _ := c.Render()
		v.Endpoints = append(v.Endpoints, &clientEndpoint{Name: endpoints[i], Chart: html})
	}
	b.clientRatios(v, rows, byKey)
}

// withCaveat appends a runtime caveat to a measurement matched to a
// published figure.
func withCaveat(text, caveat string) string {
	if caveat == "" {
		return text
	}
	return text + " — " + caveat
}

// whiskerP95 is a bar at the median with a whisker to the p95.
func whiskerP95(s results.Stat, pale bool, tip string) view.HBar {
	h := view.HBar{V: s.Median, Pale: pale, Tip: tip, Text: view.FormatNum(s.Median)}
	if s.N > 1 && s.P95 > s.Median {
		h.Lo, h.Hi = s.Median, s.P95
	}
	return h
}

// clientRatios fills the JSON/Protobuf table and puts seed 000's and seed
// 004's figures beside the endpoints they measured.
func (b *builder) clientRatios(v *clientView, rows []results.ClientRow, byKey map[clientKey]results.ClientRow) {
	type trio struct{ endpoint, coding, protocol string }
	var keys []trio
	seen := map[trio]bool{}
	for _, r := range rows {
		k := trio{r.Endpoint, r.Coding, r.Protocol}
		if seen[k] {
			continue
		}
		seen[k] = true
		j, jok := byKey[clientKey{k.endpoint, "json", k.coding, k.protocol}]
		p, pok := byKey[clientKey{k.endpoint, "proto", k.coding, k.protocol}]
		if !jok || !pok || p.Total.Median <= 0 {
			continue
		}
		keys = append(keys, k)
		ratio := clientRatio{
			Endpoint: k.endpoint, Coding: k.coding, Protocol: k.protocol,
			JSONTotal: view.FormatNum(j.Total.Median), ProtoTotal: view.FormatNum(p.Total.Median),
			TotalRatio: view.FormatTimes(j.Total.Median / p.Total.Median),
		}
		if p.Request.Median > 0 {
			ratio.RequestRatio = view.FormatTimes(j.Request.Median / p.Request.Median)
		} else {
			ratio.RequestRatio = "—"
		}
		v.Ratios = append(v.Ratios, ratio)
	}
	// Seed 000 measured /account/2 uncompressed (its Kitura server did not
	// compress); seed 004 measured /people both ways.
	pick := func(ep string, compressed bool) int {
		best := -1
		for i, k := range keys {
			if !matchDataset(k.endpoint, "", ep) || (k.coding != "identity") != compressed {
				continue
			}
			if best < 0 || (compressed && k.coding == "gzip" && keys[best].coding != "gzip") {
				best = i
			}
		}
		return best
	}
	if i := pick(article000Client.endpoint, false); i >= 0 {
		r := &v.Ratios[i]
		pub := article000Client.jsonSeconds / article000Client.protoSeconds
		caveat := runtimeCaveat("000", article000Client.runtime, article000Client.where, "go")
		r.Pub = append(r.Pub, view.PubEntry{Article: "000", Text: fmt.Sprintf("iOS, %d runs: JSON %g s / Protobuf %g s = %s", article000Client.runs, article000Client.jsonSeconds, article000Client.protoSeconds, view.FormatTimes(pub)), Caveat: caveat})
		b.match(article000Client.fig, v.Run, withCaveat(fmt.Sprintf("Go client: JSON %s ms / Protobuf %s ms total = %s (%s, %s)", r.JSONTotal, r.ProtoTotal, r.TotalRatio, r.Coding, r.Protocol), caveat))
	}
	for _, compressed := range []bool{false, true} {
		i := pick("/people", compressed)
		if i < 0 {
			continue
		}
		r := &v.Ratios[i]
		j := byKey[clientKey{keys[i].endpoint, "json", keys[i].coding, keys[i].protocol}]
		p := byKey[clientKey{keys[i].endpoint, "proto", keys[i].coding, keys[i].protocol}]
		less := 100 * (1 - p.Total.Median/j.Total.Median)
		for _, t := range article004Timings {
			if t.compressed != compressed {
				continue
			}
			caveat := runtimeCaveat("004", t.runtime, t.where, "go")
			r.Pub = append(r.Pub, view.PubEntry{Article: "004", Text: t.text, Caveat: caveat})
			b.match(t.fig, v.Run, withCaveat(fmt.Sprintf("Go client: Protobuf %.0f%% less total time (%s ms vs %s ms, %s)", less, r.ProtoTotal, r.JSONTotal, r.Coding), caveat))
		}
	}
	var pubs [][]view.PubEntry
	for _, r := range v.Ratios {
		pubs = append(pubs, r.Pub)
	}
	v.Notes = view.NotesFor(pubs)
	v.HasPub = anyPub(pubs)
}

type articleSeries struct{ format, coding string }

func (a articleSeries) name(pal *view.Palette) string {
	n := pal.FormatOf(a.format).Name
	if a.coding != "" && a.coding != "identity" {
		n += " + " + a.coding
	}
	return n
}

func (b *builder) articles(run *view.Run, rows []results.ArticleRow) *articlesView {
	v := &articlesView{}
	var series []articleSeries
	bySeries := map[articleSeries]map[int]results.ArticleRow{}
	var sections []int
	for _, r := range rows {
		s := articleSeries{r.Format, r.Coding}
		if bySeries[s] == nil {
			bySeries[s] = map[int]results.ArticleRow{}
			series = append(series, s)
		}
		if _, dup := bySeries[s][r.Sections]; !dup {
			bySeries[s][r.Sections] = r
		}
		sections = append(sections, r.Sections)
	}
	slices.SortFunc(series, func(x, y articleSeries) int {
		return cmp.Or(view.CompareFormats(x.format, y.format), view.CompareCodings(x.coding, y.coding))
	})
	slices.Sort(sections)
	sections = slices.Compact(sections)
	chart := view.LineChart{
		Title:    fmt.Sprintf("Seed 002's articles: mean processing time by article size (%s)", run.Name()) + view.SampleSuffix(run),
		Subtitle: "processing: last byte received → decoded objects; mean of the requests at each size; dashed lines: compressed",
		XTitle:   "subsections per article",
		YTitle:   "mean processing time (ms)",
		Width:    1240, Height: 460,
	}
	for _, s := range series {
		fi := b.pal.FormatOf(s.format)
		v.Series = append(v.Series, s.name(b.pal))
		ls := view.LineSeries{Name: s.name(b.pal), Color: fi.Color, Dashed: s.coding != "" && s.coding != "identity"}
		for _, n := range sections {
			r, ok := bySeries[s][n]
			if !ok {
				continue
			}
			ls.Points = append(ls.Points, view.LinePoint{X: float64(n), Y: r.Processing.Mean,
				Tip: fmt.Sprintf("%s, %d subsections: mean %s ms over %d requests (median %s, p95 %s); %s bytes",
					ls.Name, n, view.FormatNum(r.Processing.Mean), r.Requests, view.FormatNum(r.Processing.Median), view.FormatNum(r.Processing.P95), view.FormatInt(int64(r.WireBytes)))})
		}
		chart.Series = append(chart.Series, ls)
	}
	chart.Axis = view.FamilyMode(chart.NeedsLog())
	chart.Subtitle += "; " + chart.Axis.Note("")
	v.Chart, v.Log = chart.Render()
	for _, n := range sections {
		row := articleRowView{Sections: strconv.Itoa(n)}
		for _, s := range series {
			if r, ok := bySeries[s][n]; ok {
				row.Cells = append(row.Cells, view.FormatNum(r.Processing.Mean))
			} else {
				row.Cells = append(row.Cells, "—")
			}
		}
		v.Rows = append(v.Rows, row)
	}
	// meanRatio averages, over the sizes both series measured, a's mean
	// processing time over b's.
	meanRatio := func(a, c articleSeries) (float64, int) {
		sum, n := 0.0, 0
		for _, s := range sections {
			x, xok := bySeries[a][s]
			y, yok := bySeries[c][s]
			if xok && yok && y.Processing.Mean > 0 {
				sum += x.Processing.Mean / y.Processing.Mean
				n++
			}
		}
		if n == 0 {
			return 0, 0
		}
		return sum / float64(n), n
	}
	js, pb := articleSeries{"json", "identity"}, articleSeries{"proto", "identity"}
	add := func(fig, what, published string, r float64, n int) {
		caveat := runtimeCaveat("002", article002Articles.runtime, article002Articles.where, "go")
		c := articleCompare{What: what, Published: published, Ours: "not measured in this run", Caveat: caveat}
		if n > 0 {
			c.Ours = fmt.Sprintf("%s (mean over %d sizes)", view.FormatTimes(r), n)
			b.match(fig, run, withCaveat("Go client: "+c.Ours, caveat))
		}
		v.Compare = append(v.Compare, c)
	}
	r, n := meanRatio(js, pb)
	add(figArticlesProto, "JSON / Protobuf processing time", fmt.Sprintf("almost %g× (JSON with Jackson, the fastest JSON library there)", article002Articles.jsonOverProto), r, n)
	for _, s := range series {
		if s.format == "json" && s.coding != "" && s.coding != "identity" {
			r, n := meanRatio(s, js)
			add(figArticlesGzip, "JSON + "+s.coding+" / JSON processing time", strconv.FormatFloat(article002Articles.gzipOverJSON, 'f', 1, 64)+"× (gzipped JSON)", r, n)
		}
	}
	r, n = meanRatio(articleSeries{"xml", "identity"}, js)
	add(figArticlesXML, "XML / JSON processing time", "\"totally disqualified\" (far slower; removed from the article's chart)", r, n)
	v.Notes = view.NotesFor([][]view.PubEntry{{{Article: "002"}}})
	return v
}

func writeClientMD(m *view.MDWriter, c *clientView) {
	m.Printf("\n## Client — %s%s\n\n", view.MDText(c.Run.Name()), mdSample(c.Run))
	m.Printf("Milliseconds: median (p95) of the repetitions. Config %s.\n", view.MDCode(c.Run.ConfigLine()))
	if len(c.Ratios) > 0 {
		m.Printf("\nJSON total ÷ Protobuf total:\n\n")
		head := []string{"endpoint", "coding", "protocol", ">JSON total ms", ">Protobuf total ms", ">JSON ÷ Protobuf, total", ">JSON ÷ Protobuf, request"}
		if c.HasPub {
			head = append(head, "published by the article")
		}
		m.Header(head...)
		for _, r := range c.Ratios {
			cells := []string{r.Endpoint, r.Coding, r.Protocol, r.JSONTotal, r.ProtoTotal, r.TotalRatio, r.RequestRatio}
			if c.HasPub {
				cells = append(cells, view.PubText(r.Pub))
			}
			m.Row(cells...)
		}
		view.WriteNotesMD(m, c.Notes)
	}
	if len(c.Rows) > 0 {
		m.Printf("\n")
		m.Header("endpoint", "format", "coding", "protocol", ">wire bytes", ">request ms", ">decode ms", ">total ms", ">total vs JSON")
		for _, r := range c.Rows {
			m.Row(r.Endpoint, r.Format.Name, r.Coding, r.Protocol, r.WireBytes, r.Request, r.Decode, r.Total, r.VsJSON)
		}
	}
	if a := c.Articles; a != nil {
		m.Printf("\n### Seed 002's articles: mean processing time (ms) by article size\n\n")
		head := []string{">subsections"}
		for _, s := range a.Series {
			head = append(head, ">"+s)
		}
		m.Header(head...)
		for _, r := range a.Rows {
			m.Row(append([]string{r.Sections}, r.Cells...)...)
		}
		m.Printf("\n")
		m.Header("ratio", "published (seed 002)", ">ours")
		for _, r := range a.Compare {
			m.Row(r.What, withCaveat(r.Published, r.Caveat), r.Ours)
		}
		view.WriteNotesMD(m, a.Notes)
	}
}
