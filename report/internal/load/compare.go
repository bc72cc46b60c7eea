package load

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

// Comparisons put side by side the load runs that differ in exactly one
// dimension, so "JSON vs Protobuf at 100 users" and "REST vs gRPC at 1000
// rps" read at a glance. Each run is described by
//
//   - from its name (parseRunName): scenario (seedNNN), format, coding,
//     the protocol word, and the variant words;
//   - from its fields: model (closed or open), LoadRun.Protocol, the load
//     (Users, or the planned rate) and the machine it ran on.
//
// For each dimension — format, protocol, coding, load — runs whose other
// dimensions are all equal form a group, kept when it holds at least two
// values of the dimension. For the variant words the dimension is one
// word position: runs whose names have the same number of variant words
// and differ only at that position ("save" vs "validate", "get" vs
// "post"). The scenario, the model and the machine are never varied:
// comparing seed 000 with seed 003, a closed run with an open one, or two
// machines' absolute times says nothing. A run is in as many groups as it
// has neighbours, one per dimension. Settings outside the key that still
// differ within a group (connections, duration, timeout, decoding) are
// listed under it.

// compareDim is every group of one dimension.
type compareDim struct {
	Key, Title, Anchor, Intro string
	// Open expands the dimension's section: the formats and protocols are
	// what the load report is read for.
	Open   bool
	Groups []*compareGroup
	HasPub bool
}

// compareGroup is runs that differ in one dimension.
type compareGroup struct {
	Anchor  string
	Title   string
	Context string
	Setup   string
	Differs string
	Panel   template.HTML
	Dist    template.HTML
	Rows    []compareRow
	// panel and dist are rendered once the dimension decided their axes.
	panel comparePanel
	dist  ninesChart
}

// compareRow is one run of a group.
type compareRow struct {
	Value, Color                                   string
	Run                                            *Run
	P50, P95, P99, P999, Max, ReqPerSec, KOPercent string
	VsP99, VsRate                                  string
	First                                          bool
}

// dimValue is a run's value in one dimension.
type dimValue struct {
	key, label string
	rank       float64
}

var dimTitles = map[string][2]string{
	dimFormat:   {"By format", "The same scenario, load and protocol in different wire formats."},
	dimProtocol: {"By protocol", "The same scenario, format and load over different protocols: REST over HTTP/1.1 or HTTP/2, gRPC."},
	dimCoding:   {"By compression", "The same scenario, format and load with different content codings."},
	dimLoad:     {"By load", "The same scenario, format and protocol under different numbers of users or request rates."},
	dimVariant:  {"By operation or endpoint", "Runs whose names differ in one other word: the operation (save, validate) or the endpoint (get, post)."},
}

// protocolValue combines the name's protocol word with LoadRun.Protocol:
// "gRPC", "REST (HTTP/1.1)", or the field alone.
func protocolValue(word, field string) dimValue {
	rank := func(p string) float64 {
		if i := slices.Index(view.ProtocolOrder, p); i >= 0 {
			return float64(i + 1)
		}
		return float64(len(view.ProtocolOrder) + 1)
	}
	switch {
	case word == "" || word == field:
		return dimValue{field, view.ProtocolLabel(field), rank(field)}
	case field == "":
		return dimValue{word, view.ProtocolLabel(word), rank(word)}
	case word == "rest":
		return dimValue{"rest/" + field, "REST (" + view.ProtocolLabel(field) + ")", rank(field) / 10}
	default:
		return dimValue{word + "/" + field, view.ProtocolLabel(word) + " (" + view.ProtocolLabel(field) + ")", rank(field)}
	}
}

// valueOf is run r's value in dim; vi is the variant word's position.
func (b *builder) valueOf(r *Run, dim string, vi int) dimValue {
	n := r.name
	switch dim {
	case dimFormat:
		if n.format == "" {
			return dimValue{"", "(no format in the name)", 1e9}
		}
		return dimValue{n.format, b.pal.FormatOf(n.format).Name, float64(view.FormatRank(n.format))}
	case dimCoding:
		if n.coding == "" {
			return dimValue{"", "(no coding in the name)", 1e9}
		}
		rank := slices.Index(view.CodingOrder, n.coding)
		if rank < 0 {
			rank = len(view.CodingOrder)
		}
		return dimValue{n.coding, n.coding, float64(rank)}
	case dimProtocol:
		return protocolValue(n.protocol, r.lr.Protocol)
	case dimLoad:
		l := loadLabel(r.lr)
		rank := float64(r.lr.Users)
		if r.lr.Model == "open" {
			rank = peakRate(r.lr)
		}
		return dimValue{r.lr.Model + "/" + l, l, rank}
	case dimVariant:
		if vi < len(n.variant) {
			return dimValue{n.variant[vi], n.variant[vi], 0}
		}
	}
	return dimValue{}
}

// groupKey is everything about r but dim (and, for the variant, the word
// at vi): runs with the same key differ in dim alone.
func (b *builder) groupKey(r *Run, dim string, vi int) string {
	parts := []string{r.hw, r.lr.Model, r.name.article}
	for _, d := range []string{dimFormat, dimProtocol, dimCoding, dimLoad} {
		if d == dim {
			parts = append(parts, "*")
			continue
		}
		parts = append(parts, b.valueOf(r, d, 0).key)
	}
	variant := slices.Clone(r.name.variant)
	if dim == dimVariant {
		variant[vi] = "*"
	}
	parts = append(parts, strconv.Itoa(len(variant)), strings.Join(variant, " "))
	return strings.Join(parts, "\x00")
}

// comparisons finds the groups of every dimension.
func (b *builder) comparisons(runs []*Run) []*compareDim {
	var dims []*compareDim
	for _, dim := range []string{dimFormat, dimProtocol, dimCoding, dimLoad, dimVariant} {
		d := &compareDim{Key: dim, Title: dimTitles[dim][0], Intro: dimTitles[dim][1], Anchor: "load-by-" + dim, Open: dim == dimFormat || dim == dimProtocol}
		type pending struct {
			vi   int
			runs []*Run
		}
		var order []string
		groups := map[string]*pending{}
		for _, r := range runs {
			positions := []int{0}
			if dim == dimVariant {
				positions = positions[:0]
				for i := range r.name.variant {
					positions = append(positions, i)
				}
			}
			for _, vi := range positions {
				k := strconv.Itoa(vi) + "\x00" + b.groupKey(r, dim, vi)
				g, ok := groups[k]
				if !ok {
					g = &pending{vi: vi}
					groups[k] = g
					order = append(order, k)
				}
				g.runs = append(g.runs, r)
			}
		}
		for _, k := range order {
			g := groups[k]
			values := map[string]bool{}
			for _, r := range g.runs {
				values[b.valueOf(r, dim, g.vi).key] = true
			}
			if len(values) < 2 {
				continue
			}
			d.Groups = append(d.Groups, b.compareGroup(dim, g.vi, g.runs, len(d.Groups)+1))
		}
		if len(d.Groups) == 0 {
			continue
		}
		for _, g := range d.Groups {
			for _, row := range g.Rows {
				d.HasPub = d.HasPub || len(row.Run.Pub) > 0
			}
		}
		// One axis kind for the dimension's panels, one for its curves.
		var pn, dn []bool
		for _, g := range d.Groups {
			pn = append(pn, view.NeedLog(g.panel.latencySpan()))
			dn = append(dn, view.NeedLog(g.dist.latencySpan()))
		}
		pm, dm := view.FamilyMode(pn...), view.FamilyMode(dn...)
		for _, g := range d.Groups {
			g.panel.axis, g.dist.axis = pm, dm
			g.panel.subtitle += "; " + pm.Note("")
			g.dist.subtitle += "; " + dm.Note("")
			g.Panel, g.Dist = g.panel.render(), g.dist.render()
		}
		dims = append(dims, d)
	}
	return dims
}

// compareGroup builds one group: its runs in the dimension's order, the
// first as the baseline.
func (b *builder) compareGroup(dim string, vi int, runs []*Run, n int) *compareGroup {
	runs = slices.Clone(runs)
	slices.SortStableFunc(runs, func(x, y *Run) int {
		vx, vy := b.valueOf(x, dim, vi), b.valueOf(y, dim, vi)
		if dim == dimVariant {
			return 0 // first seen
		}
		return cmp.Or(cmp.Compare(vx.rank, vy.rank), cmp.Compare(vx.key, vy.key))
	})
	var keys []string
	for _, r := range runs {
		keys = append(keys, b.valueOf(r, dim, vi).key)
	}
	distinct := slices.Compact(slices.Clone(keys))
	if dim == dimVariant {
		distinct = view.FirstSeen(keys, func(s string) string { return s })
	}
	color := func(r *Run) string {
		v := b.valueOf(r, dim, vi)
		i := slices.Index(distinct, v.key)
		switch dim {
		case dimFormat:
			if v.key == "" {
				return colorMax
			}
			return b.pal.FormatOf(v.key).Color
		case dimLoad:
			return sequential(i, len(distinct))
		default:
			return categorical(i)
		}
	}
	first := runs[0]
	g := &compareGroup{Anchor: fmt.Sprintf("load-by-%s-%d", dim, n), Context: first.name.without(dim, vi)}
	if g.Context == "" {
		g.Context = "(unnamed runs)"
	}
	var labels []string
	seen := map[string]int{}
	for _, r := range runs {
		v := b.valueOf(r, dim, vi)
		seen[v.label]++
		if seen[v.label] == 1 {
			labels = append(labels, v.label)
		}
	}
	g.Title = joinValues(labels)
	setup := []string{first.lr.Model + " model"}
	if dim != dimProtocol {
		setup = append(setup, view.ProtocolLabel(first.lr.Protocol))
	}
	if dim != dimLoad {
		setup = append(setup, loadLabel(first.lr))
	}
	g.Setup = strings.Join(setup, ", ")
	g.Differs = differs(dim, runs)

	// The baseline is the first run that did not fail; failed runs are
	// rows without numbers and no chart draws them.
	baseIdx := slices.IndexFunc(runs, func(r *Run) bool { return !r.Failed })
	var base results.LoadStats
	if baseIdx >= 0 {
		base = runs[baseIdx].lr.Overall
	}
	panel := comparePanel{title: g.Context, subtitle: g.Title + " — " + g.Setup, width: 400, height: 260}
	dist := ninesChart{title: g.Context, subtitle: g.Title, width: 400, height: 280, compact: true}
	count := map[string]int{}
	for i, r := range runs {
		v := b.valueOf(r, dim, vi)
		label := v.label
		if seen[v.label] > 1 {
			count[v.label]++
			label = fmt.Sprintf("%s #%d", v.label, count[v.label])
		}
		o := r.lr.Overall
		row := compareRow{
			Value: label, Color: color(r), Run: r,
			P50: view.FormatNum(o.P50Ms), P95: view.FormatNum(o.P95Ms), P99: view.FormatNum(o.P99Ms), P999: view.FormatNum(o.P999Ms),
			Max: view.FormatNum(o.MaxMs), ReqPerSec: view.FormatNum(o.ReqPerSec), KOPercent: formatPercent(o.KOPercent),
			First: i == 0,
		}
		switch {
		case r.Failed:
			row.P50, row.P95, row.P99, row.P999, row.Max, row.ReqPerSec = "failed", "failed", "failed", "failed", "failed", "failed"
			row.VsP99, row.VsRate = "—", "—"
			g.Rows = append(g.Rows, row)
			continue
		case i == baseIdx:
			row.VsP99, row.VsRate = "baseline", "baseline"
		default:
			row.VsP99 = view.FormatVs(o.P99Ms, base.P99Ms)
			row.VsRate = "—"
			if base.ReqPerSec > 0 && o.ReqPerSec > 0 {
				row.VsRate = view.FormatPct(o.ReqPerSec/base.ReqPerSec - 1)
			}
		}
		g.Rows = append(g.Rows, row)
		panel.bars = append(panel.bars, compareBar{name: label, color: row.Color, p50: o.P50Ms, p95: o.P95Ms, p99: o.P99Ms, rps: o.ReqPerSec, run: r.Label()})
		dist.series = append(dist.series, distSeries{name: label, color: row.Color, dist: b.dist(&r.lr.Overall), marks: statMarks(o)})
	}
	if slices.ContainsFunc(runs, func(r *Run) bool { return r.Failed }) {
		panel.subtitle += " — failed runs not drawn"
		dist.subtitle += " — failed runs not drawn"
	}
	g.panel, g.dist = panel, dist
	return g
}

// joinValues names a group by its values: "JSON vs Protobuf", or a list
// when there are many, with a unit they share said once: "20, 50, 100,
// 200 and 300 users".
func joinValues(labels []string) string {
	if len(labels) > 2 {
		unit := ""
		if i := strings.LastIndexByte(labels[0], ' '); i > 0 {
			unit = labels[0][i:]
		}
		shared := unit != ""
		for _, l := range labels {
			shared = shared && strings.HasSuffix(l, unit) && len(l) > len(unit)
		}
		if shared {
			short := make([]string, len(labels))
			for i, l := range labels {
				short[i] = strings.TrimSuffix(l, unit)
			}
			short[len(short)-1] += unit
			labels = short
		}
	}
	if len(labels) <= 3 {
		return strings.Join(labels, " vs ")
	}
	return strings.Join(labels[:len(labels)-1], ", ") + " and " + labels[len(labels)-1]
}

// differs lists the settings that are not part of a group's key but
// still differ between its runs.
func differs(dim string, runs []*Run) string {
	var out []string
	check := func(name string, v func(*Run) string) {
		var vals []string
		for _, r := range runs {
			vals = append(vals, v(r))
		}
		if len(view.FirstSeen(vals, func(s string) string { return s })) > 1 {
			out = append(out, name+" "+strings.Join(vals, " / "))
		}
	}
	connsFollowUsers := true
	for _, r := range runs {
		connsFollowUsers = connsFollowUsers && r.lr.Connections == r.lr.Users
	}
	if dim != dimLoad || !connsFollowUsers {
		check("connections", func(r *Run) string { return strconv.Itoa(r.lr.Connections) })
	}
	check("duration", func(r *Run) string { return formatSeconds(r.lr.DurationSeconds) })
	check("timeout", func(r *Run) string { return formatSeconds(r.lr.TimeoutSeconds) })
	check("decoding", func(r *Run) string { return strconv.FormatBool(r.lr.Decode) })
	check("target", func(r *Run) string { return r.lr.Target })
	check("think time", func(r *Run) string { return formatSeconds(r.lr.ThinkSeconds) })
	check("ramp-up", func(r *Run) string { return formatSeconds(r.lr.RampUpSeconds) })
	if len(out) == 0 {
		return ""
	}
	return "Also differs (in run order): " + strings.Join(out, "; ") + "."
}
