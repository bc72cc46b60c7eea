package load

import (
	"fmt"
	"html/template"
	"math"
	"strconv"

	"github.com/polywire/polywire/report/internal/view"
	"github.com/polywire/polywire/results"
)

// Colours of the load charts' series. Formats keep their palette colours;
// the percentiles use dark hues that no format has, and KOs are red.
const (
	colorP50   = "#1f5f8b"
	colorP95   = "#6a3d9a"
	colorP99   = "#c2452d"
	colorMax   = "#8a8a8a"
	colorOK    = "#7fb8dc"
	colorKO    = "#c0392b"
	colorPlan  = "#111"
	colorUsers = "#9a9a9a"
	colorHist  = "#4f7fa8"
)

// msAxisTitle names a latency axis, saying when it is logarithmic.
func msAxisTitle(base string, sc view.Scale) string {
	if sc.IsLog() {
		return base + " — log scale"
	}
	return base
}

// timeChart draws a run second by second in three panels over one time
// axis: response time (p50, p99, max), throughput (OK and KO requests, and
// the open model's planned rate), and the active users (closed model) or
// requests in flight (open model).
type timeChart struct {
	title, subtitle string
	seconds         []results.LoadSecond
	open            bool
	width           float64
	// axis is the response-time panel's axis kind (its family's).
	axis view.AxisMode
}

// latencySpan is the smallest and largest per-second latency drawn.
func (c timeChart) latencySpan() (lo, hi float64) {
	lo = math.Inf(1)
	for _, sec := range c.seconds {
		if sec.Requests > 0 {
			for _, v := range []float64{sec.P50Ms, sec.P99Ms, sec.MaxMs} {
				if v > 0 {
					lo, hi = math.Min(lo, v), math.Max(hi, v)
				}
			}
		}
	}
	return lo, hi
}

func (c timeChart) render() template.HTML {
	const left = 80.0
	w := c.width
	right := w - 24
	n := len(c.seconds)
	latTop, latBot := 96.0, 286.0
	thrTop, thrBot := latBot+40, latBot+150
	usrTop, usrBot := thrBot+40, thrBot+120
	h := usrBot + 46
	s := view.NewSVG(w, h, c.title)
	s.Text(8, 20, c.title, "font-size", view.FontSize(view.FontTitle), "font-weight", "600", "fill", "#111")
	if c.subtitle != "" {
		s.Text(8, 36, c.subtitle, "font-size", view.FontSize(view.FontSmall), "fill", view.ColorMute)
	}
	anyKO, anyPlan := false, false
	lo, hi, thi, uhi := math.Inf(1), 0.0, 0.0, 0.0
	for _, sec := range c.seconds {
		if sec.Requests > 0 {
			for _, v := range []float64{sec.P50Ms, sec.P99Ms, sec.MaxMs} {
				if v > 0 {
					lo, hi = math.Min(lo, v), math.Max(hi, v)
				}
			}
		}
		anyKO = anyKO || sec.KO > 0
		anyPlan = anyPlan || sec.PlannedRate > 0
		thi = math.Max(thi, math.Max(float64(sec.OK+sec.KO), float64(sec.Requests)))
		thi = math.Max(thi, sec.PlannedRate)
		uhi = math.Max(uhi, float64(sec.ActiveUsers))
	}
	users, usersTitle := "active users", "Active users"
	if c.open {
		users, usersTitle = "requests in flight", "Requests in flight"
	}
	entries := []view.LegendEntry{
		{Name: "p50", Color: colorP50, Line: true},
		{Name: "p99", Color: colorP99, Line: true},
		{Name: "max", Color: colorMax, Line: true, Dashed: true},
		{Name: "OK responses/s", Color: colorOK, Pale: true},
	}
	if anyKO {
		entries = append(entries, view.LegendEntry{Name: "KO responses/s", Color: colorKO})
	}
	if anyPlan {
		entries = append(entries, view.LegendEntry{Name: "planned rate", Color: colorPlan, Line: true, Dashed: true})
	}
	entries = append(entries, view.LegendEntry{Name: users, Color: colorUsers, Pale: true})
	s.Legend(left, 60, right, entries)

	x := view.NewLinear(0, float64(max(n, 1)), left, right, 12, nil)
	at := func(i int) float64 { return x.Pos(float64(i)) }
	mid := func(i int) float64 { return x.Pos(float64(i) + 0.5) }
	for _, t := range x.Ticks() {
		px0 := x.Pos(t.V)
		s.Line(px0, latTop, px0, usrBot, "#f0f0f0")
		s.Line(px0, usrBot, px0, usrBot+4, view.ColorAxis)
		s.Text(px0, usrBot+17, t.Label, "font-size", view.FontSize(view.FontSmall), "text-anchor", "middle", "fill", view.ColorAxis)
	}
	s.Text((left+right)/2, h-8, "seconds since the start of the run", "font-size", view.FontSize(view.FontBody), "text-anchor", "middle", "fill", "#222")

	// Response time.
	panelLabel := func(y float64, label string) {
		s.Text(left, y-8, label, "font-size", view.FontSize(view.FontBody), "font-weight", "600", "fill", "#333")
	}
	ly := view.ModeScale(c.axis, lo, hi, latBot, latTop, 4)
	panelLabel(latTop, "Response time per second")
	s.YAxis(ly, left, right, latTop, latBot, msAxisTitle("ms", ly), 20)
	s.Line(left, latBot, right, latBot, view.ColorAxis)
	if n == 0 || hi == 0 {
		s.Text((left+right)/2, (latTop+latBot)/2, "no response times recorded", "font-size", view.FontSize(view.FontBody), "text-anchor", "middle", "fill", view.ColorMute)
	}
	line := func(v func(results.LoadSecond) float64, color string, kv ...string) {
		var seg [][2]float64
		flush := func() {
			if len(seg) == 1 {
				s.Circle(seg[0][0], seg[0][1], 2, color, "")
			} else if len(seg) > 1 {
				s.Polyline(seg, color, kv...)
			}
			seg = nil
		}
		for i, sec := range c.seconds {
			val := v(sec)
			if sec.Requests == 0 || val <= 0 {
				flush()
				continue
			}
			seg = append(seg, [2]float64{mid(i), ly.Pos(val)})
		}
		flush()
	}
	line(func(s results.LoadSecond) float64 { return s.MaxMs }, colorMax, "stroke-width", "1.3", "stroke-dasharray", "4 3")
	line(func(s results.LoadSecond) float64 { return s.P99Ms }, colorP99, "stroke-width", "2")
	line(func(s results.LoadSecond) float64 { return s.P50Ms }, colorP50, "stroke-width", "2")

	// Throughput: OK responses, KOs stacked on them, the planned rate.
	ty := view.NewLinear(0, thi, thrBot, thrTop, 3, nil)
	panelLabel(thrTop, "Throughput")
	s.YAxis(ty, left, right, thrTop, thrBot, "req/s", 20)
	s.Line(left, thrBot, right, thrBot, view.ColorAxis)
	okOf := func(sec results.LoadSecond) float64 {
		if sec.OK+sec.KO == 0 {
			return float64(sec.Requests)
		}
		return float64(sec.OK)
	}
	if n > 0 {
		s.Polygon(stepArea(c.seconds, at, nil, okOf, ty), colorOK, "fill-opacity", "0.55", "stroke", "#3d8fc4", "stroke-width", "1")
		if anyKO {
			s.Polygon(stepArea(c.seconds, at, okOf, func(sec results.LoadSecond) float64 { return okOf(sec) + float64(sec.KO) }, ty), colorKO, "fill-opacity", "0.85")
		}
		if anyPlan {
			s.Polyline(stepLine(c.seconds, at, func(sec results.LoadSecond) float64 { return sec.PlannedRate }, ty), colorPlan, "stroke-width", "1.5", "stroke-dasharray", "6 3")
		}
	}

	// Users or requests in flight.
	uy := view.NewLinear(0, uhi, usrBot, usrTop, 2, nil)
	panelLabel(usrTop, usersTitle)
	s.YAxis(uy, left, right, usrTop, usrBot, "count", 20)
	s.Line(left, usrBot, right, usrBot, view.ColorAxis)
	if n > 0 && uhi > 0 {
		s.Polygon(stepArea(c.seconds, at, nil, func(sec results.LoadSecond) float64 { return float64(sec.ActiveUsers) }, uy),
			colorUsers, "fill-opacity", "0.35", "stroke", "#666", "stroke-width", "1")
	} else {
		s.Text((left+right)/2, (usrTop+usrBot)/2+4, "not recorded", "font-size", view.FontSize(view.FontSmall), "text-anchor", "middle", "fill", view.ColorMute)
	}

	// Hover: one transparent column per second, titled with its numbers.
	if n <= 600 {
		s.Group("fill", "#000", "fill-opacity", "0")
		for i, sec := range c.seconds {
			tip := fmt.Sprintf("%d s: %s responses, %s KO · p50 %s · p99 %s · max %s ms · %d %s",
				sec.Second, view.FormatInt(sec.Requests), view.FormatInt(sec.KO), view.FormatNum(sec.P50Ms), view.FormatNum(sec.P99Ms), view.FormatNum(sec.MaxMs), sec.ActiveUsers, users)
			if sec.PlannedRate > 0 {
				tip += " · planned " + view.FormatNum(sec.PlannedRate) + " req/s"
			}
			s.Rect(at(i), latTop, at(i+1)-at(i), usrBot-latTop, "", tip)
		}
		s.EndGroup()
	}
	return s.HTML()
}

// stepArea is the area between two per-second values drawn as steps: the
// upper edge forward, the lower back; a nil lower is the axis.
func stepArea(secs []results.LoadSecond, at func(int) float64, lower, upper func(results.LoadSecond) float64, y view.Scale) [][2]float64 {
	pts := make([][2]float64, 0, 4*len(secs))
	for i, sec := range secs {
		v := y.Pos(upper(sec))
		if n := len(pts); n > 0 && pts[n-1][1] == v {
			pts[n-1][0] = at(i + 1) // extend a flat step
			continue
		}
		pts = append(pts, [2]float64{at(i), v}, [2]float64{at(i + 1), v})
	}
	if lower == nil {
		y0 := y.Pos(0)
		return append(pts, [2]float64{at(len(secs)), y0}, [2]float64{at(0), y0})
	}
	for i := len(secs) - 1; i >= 0; i-- {
		v := y.Pos(lower(secs[i]))
		pts = append(pts, [2]float64{at(i + 1), v}, [2]float64{at(i), v})
	}
	return pts
}

// stepLine is a per-second value drawn as steps.
func stepLine(secs []results.LoadSecond, at func(int) float64, v func(results.LoadSecond) float64, y view.Scale) [][2]float64 {
	pts := make([][2]float64, 0, 2*len(secs))
	for i, sec := range secs {
		py := y.Pos(v(sec))
		pts = append(pts, [2]float64{at(i), py}, [2]float64{at(i + 1), py})
	}
	return pts
}

// distSeries is one curve of a percentile-distribution chart.
type distSeries struct {
	name, color string
	dist        latencyDist
	thick       bool
	dashed      bool
	// marks are the percentiles marked on the curve, with their hover
	// text.
	marks []distMark
}

// distMark marks a percentile on a curve.
type distMark struct {
	q, ms float64
	label string
}

// statMarks are the marks of a LoadStats' own percentiles: the numbers
// the tables print, on the curve.
func statMarks(s results.LoadStats) []distMark {
	var out []distMark
	for _, m := range []distMark{{0.5, s.P50Ms, "p50"}, {0.9, s.P90Ms, "p90"}, {0.99, s.P99Ms, "p99"}, {0.999, s.P999Ms, "p99.9"}, {0.9999, s.P9999Ms, "p99.99"}, {1, s.MaxMs, "max"}} {
		if m.ms > 0 {
			out = append(out, m)
		}
	}
	return out
}

// ninesChart plots latency against percentile on HdrHistogram's axis of
// "nines" (0%, 90%, 99%, 99.9%, …), where the tail gets as much room as
// the median: one curve per series.
type ninesChart struct {
	title, subtitle string
	series          []distSeries
	width, height   float64
	// compact drops the axis titles' detail for small multiples.
	compact bool
	axis    view.AxisMode
}

// latencySpan is the smallest and largest latency of the curves.
func (c ninesChart) latencySpan() (lo, hi float64) {
	lo = math.Inf(1)
	for _, se := range c.series {
		for _, p := range se.dist.points {
			if p.ms > 0 {
				lo, hi = math.Min(lo, p.ms), math.Max(hi, p.ms)
			}
		}
	}
	return lo, hi
}

// end is where a curve ends on the nines axis: its slowest request sits
// at the percentile one request in count stands for.
func (d latencyDist) end() float64 {
	last := 0.0
	for _, p := range d.points {
		if p.q < 1 {
			last = math.Max(last, nines(p.q))
		}
	}
	e := 1.0
	if d.count >= 10 {
		e = math.Log10(float64(d.count))
	}
	return math.Max(e, last+0.1)
}

func (c ninesChart) render() template.HTML {
	w, h := c.width, c.height
	s := view.NewSVG(w, h, c.title)
	titleSize := view.FontTitle
	if c.compact {
		titleSize = view.FontBody + 1
	}
	s.Text(8, 18, fitText(c.title, titleSize, w-16), "font-size", view.FontSize(titleSize), "font-weight", "600", "fill", "#111")
	ly := 34.0
	if c.subtitle != "" {
		s.Text(8, ly, fitText(c.subtitle, view.FontSmall, w-16), "font-size", view.FontSize(view.FontSmall), "fill", view.ColorMute)
		ly += 18
	}
	left, right := 62.0, w-32
	var entries []view.LegendEntry
	for _, se := range c.series {
		entries = append(entries, view.LegendEntry{Name: se.name, Color: se.color, Line: true, Dashed: se.dashed})
	}
	top := ly + 6
	if len(c.series) > 1 {
		top = s.Legend(left, ly+6, right, entries) + 2
	}
	bottom := h - 46
	xmax, lo, hi := 2.0, math.Inf(1), 0.0
	for _, se := range c.series {
		xmax = math.Max(xmax, math.Ceil(se.dist.end()-1e-9))
		for _, p := range se.dist.points {
			if p.ms > 0 {
				lo, hi = math.Min(lo, p.ms), math.Max(hi, p.ms)
			}
		}
	}
	xmax = math.Min(xmax, 7)
	x := view.NewLinear(0, xmax, left, right, int(xmax), func(v float64) string { return ninesLabel(int(math.Round(v))) })
	y := view.ModeScale(c.axis, lo, hi, bottom, top, 5)
	s.YAxis(y, left, right, top, bottom, msAxisTitle("response time (ms)", y), 16)
	for _, t := range x.Ticks() {
		px0 := x.Pos(t.V)
		s.Line(px0, top, px0, bottom, "#f0f0f0")
		s.Line(px0, bottom, px0, bottom+4, view.ColorAxis)
		s.Text(px0, bottom+17, t.Label, "font-size", view.FontSize(view.FontSmall), "text-anchor", "middle", "fill", view.ColorAxis)
	}
	s.Line(left, bottom, right, bottom, view.ColorAxis)
	xTitle := "percentile — each step right is one more nine (90%, 99%, 99.9%…)"
	if c.compact {
		xTitle = "percentile (nines scale)"
	}
	s.Text((left+right)/2, h-10, xTitle, "font-size", view.FontSize(view.FontSmall), "text-anchor", "middle", "fill", "#222")
	if hi == 0 {
		s.Text((left+right)/2, (top+bottom)/2, "no latencies recorded", "font-size", view.FontSize(view.FontBody), "text-anchor", "middle", "fill", view.ColorMute)
	}
	for _, se := range c.series {
		end := math.Min(se.dist.end(), xmax)
		xq := func(q float64) float64 { return x.Pos(math.Min(nines(q), end)) }
		var pts [][2]float64
		for _, p := range se.dist.points {
			if p.ms <= 0 && y.IsLog() {
				continue
			}
			pt := [2]float64{xq(p.q), y.Pos(p.ms)}
			if n := len(pts); n > 0 && math.Abs(pts[n-1][0]-pt[0]) < 0.4 && math.Abs(pts[n-1][1]-pt[1]) < 0.4 {
				continue
			}
			pts = append(pts, pt)
		}
		width := "2"
		if se.thick {
			width = "2.6"
		}
		dash := ""
		if se.dashed {
			dash = "6 3"
		}
		if len(pts) > 1 {
			s.Polyline(pts, se.color, "stroke-width", width, "stroke-dasharray", dash, "stroke-linejoin", "round")
		}
		for _, m := range se.marks {
			// A percentile finer than one request in count is the max
			// again, read differently: not marked.
			if m.q < 1 && (nines(m.q) > end+1e-9 || (1-m.q)*float64(se.dist.count) < 1) {
				continue
			}
			s.Circle(xq(m.q), y.Pos(m.ms), 3.5, se.color, se.name+": "+m.label+" = "+view.FormatNum(m.ms)+" ms", "stroke", "#fff", "stroke-width", "1")
		}
	}
	return s.HTML()
}

// histChart is a latency histogram: the share of requests per latency
// bin, bins evenly spaced on the axis (log-spaced on a log axis).
type histChart struct {
	title, subtitle string
	dist            latencyDist
	width, height   float64
	// axis is the latency (x) axis kind; alone, a histogram goes log
	// when its slowest bin is histLogRatio times its fastest.
	axis view.AxisMode
}

// needsLog reports whether the histogram, alone, would draw a log axis.
func (c histChart) needsLog() bool {
	lo, hi := math.Inf(1), 0.0
	for _, b := range c.dist.bins {
		lo, hi = math.Min(lo, b.lo), math.Max(hi, b.hi)
	}
	return lo > 0 && hi/lo > histLogRatio
}

func (c histChart) render() template.HTML {
	w, h := c.width, c.height
	s := view.NewSVG(w, h, c.title)
	s.Text(8, 18, fitText(c.title, view.FontTitle, w-16), "font-size", view.FontSize(view.FontTitle), "font-weight", "600", "fill", "#111")
	if c.subtitle != "" {
		s.Text(8, 34, fitText(c.subtitle, view.FontSmall, w-16), "font-size", view.FontSize(view.FontSmall), "fill", view.ColorMute)
	}
	left, right, top, bottom := 62.0, w-24, 58.0, h-46
	bins := c.dist.bins
	var total int64
	lo, hi, peak := math.Inf(1), 0.0, 0.0
	for _, b := range bins {
		total += b.count
		lo, hi = math.Min(lo, b.lo), math.Max(hi, b.hi)
	}
	for _, b := range bins {
		if total > 0 {
			peak = math.Max(peak, 100*float64(b.count)/float64(total))
		}
	}
	if total == 0 {
		s.Text((left+right)/2, (top+bottom)/2, "no histogram recorded", "font-size", view.FontSize(view.FontBody), "text-anchor", "middle", "fill", view.ColorMute)
		return s.HTML()
	}
	var x view.Scale
	if c.axis == view.AxisLog && lo > 0 || c.axis == view.AxisAuto && hi/lo > histLogRatio {
		x = view.NewLog(lo, hi, left, right)
	} else {
		x = view.NewLinear(lo, hi, left, right, 6, nil)
	}
	y := view.NewLinear(0, peak, bottom, top, 4, nil)
	s.YAxis(y, left, right, top, bottom, "% of requests", 16)
	for _, t := range x.Ticks() {
		px0 := x.Pos(t.V)
		if px0 < left-0.5 || px0 > right+0.5 {
			continue
		}
		if t.Minor {
			s.Line(px0, top, px0, bottom, "#f3f3f3")
			continue
		}
		s.Line(px0, top, px0, bottom, "#ececec")
		s.Line(px0, bottom, px0, bottom+4, view.ColorAxis)
		s.Text(px0, bottom+17, t.Label, "font-size", view.FontSize(view.FontSmall), "text-anchor", "middle", "fill", view.ColorAxis)
	}
	s.Line(left, bottom, right, bottom, view.ColorAxis)
	s.Text((left+right)/2, h-10, msAxisTitle("response time (ms)", x), "font-size", view.FontSize(view.FontSmall), "text-anchor", "middle", "fill", "#222")
	for _, b := range bins {
		if b.count == 0 {
			continue
		}
		pct := 100 * float64(b.count) / float64(total)
		x0, x1 := x.Pos(b.lo), x.Pos(b.hi)
		s.Rect(x0, y.Pos(pct), math.Max(x1-x0-1, 1), bottom-y.Pos(pct), colorHist,
			fmt.Sprintf("%s–%s ms: %s requests (%s%%)", view.FormatNum(b.lo), view.FormatNum(b.hi), view.FormatInt(b.count), strconv.FormatFloat(pct, 'f', 2, 64)))
	}
	return s.HTML()
}

// compareBar is one run of a comparison panel.
type compareBar struct {
	name, color        string
	p50, p95, p99, rps float64
	run                string
}

// comparePanel is one comparison group as a small multiple: p50, p95 and
// p99 as grouped bars on a millisecond axis, and throughput on its own
// axis beside them, one colour per run.
type comparePanel struct {
	title, subtitle string
	bars            []compareBar
	width, height   float64
	axis            view.AxisMode
}

// latencySpan is the smallest and largest latency bar.
func (c comparePanel) latencySpan() (lo, hi float64) {
	lo = math.Inf(1)
	for _, b := range c.bars {
		for _, v := range []float64{b.p50, b.p95, b.p99} {
			if v > 0 {
				lo, hi = math.Min(lo, v), math.Max(hi, v)
			}
		}
	}
	return lo, hi
}

func (c comparePanel) render() template.HTML {
	w, h := c.width, c.height
	s := view.NewSVG(w, h, c.title+": "+c.subtitle)
	s.Text(8, 18, fitText(c.title, view.FontBody+1, w-16), "font-size", view.FontSize(view.FontBody+1), "font-weight", "600", "fill", "#111")
	s.Text(8, 33, fitText(c.subtitle, view.FontSmall, w-16), "font-size", view.FontSize(view.FontSmall), "fill", view.ColorMute)
	var entries []view.LegendEntry
	for _, b := range c.bars {
		entries = append(entries, view.LegendEntry{Name: b.name, Color: b.color})
	}
	top := s.Legend(40, 52, w-8, entries) + 4
	bottom := h - 26
	split := math.Round(w * 0.7)
	l1, r1 := 54.0, split-6
	l2, r2 := split+46, w-10
	lo, hi, rhi := math.Inf(1), 0.0, 0.0
	for _, b := range c.bars {
		for _, v := range []float64{b.p50, b.p95, b.p99} {
			if v > 0 {
				lo, hi = math.Min(lo, v), math.Max(hi, v)
			}
		}
		rhi = math.Max(rhi, b.rps)
	}
	y := view.ModeScale(c.axis, lo, hi, bottom, top, 4)
	ytitle := "ms"
	if y.IsLog() {
		ytitle = "ms (log)"
	}
	s.YAxis(y, l1, r1, top, bottom, ytitle, 11)
	s.Line(l1, bottom, r1, bottom, view.ColorAxis)
	ry := view.NewLinear(0, rhi, bottom, top, 4, nil)
	s.YAxis(ry, l2, r2, top, bottom, "req/s", l2-38)
	s.Line(l2, bottom, r2, bottom, view.ColorAxis)
	nb := float64(max(1, len(c.bars)))
	label := func(x, y, slot, v float64) {
		if slot >= 20 {
			s.Text(x, y-3, compactNum(v), "font-size", "9.5", "text-anchor", "middle", "fill", view.ColorAxis)
		}
	}
	metrics := []struct {
		name string
		v    func(compareBar) float64
	}{
		{"p50", func(b compareBar) float64 { return b.p50 }},
		{"p95", func(b compareBar) float64 { return b.p95 }},
		{"p99", func(b compareBar) float64 { return b.p99 }},
	}
	gw := (r1 - l1) / float64(len(metrics))
	for gi, m := range metrics {
		slot := gw * 0.84 / nb
		for bi, b := range c.bars {
			v := m.v(b)
			x0 := l1 + float64(gi)*gw + gw*0.08 + float64(bi)*slot
			if v <= 0 {
				continue
			}
			py := y.Pos(v)
			s.Rect(x0, py, slot*0.88, bottom-py, b.color, fmt.Sprintf("%s — %s: %s ms (%s)", b.name, m.name, view.FormatNum(v), b.run))
			label(x0+slot*0.44, py, slot, v)
		}
		s.Text(l1+float64(gi)*gw+gw/2, bottom+15, m.name, "font-size", view.FontSize(view.FontSmall), "text-anchor", "middle", "fill", view.ColorAxis)
	}
	slot := (r2 - l2) * 0.84 / nb
	for bi, b := range c.bars {
		x0 := l2 + (r2-l2)*0.08 + float64(bi)*slot
		if b.rps <= 0 {
			continue
		}
		py := ry.Pos(b.rps)
		s.Rect(x0, py, slot*0.88, bottom-py, b.color, fmt.Sprintf("%s — throughput: %s req/s (%s)", b.name, view.FormatNum(b.rps), b.run))
		label(x0+slot*0.44, py, slot, b.rps)
	}
	s.Text((l2+r2)/2, bottom+15, "throughput", "font-size", view.FontSize(view.FontSmall), "text-anchor", "middle", "fill", view.ColorAxis)
	return s.HTML()
}

// compactNum prints a bar's value in at most four characters or so:
// 0.42, 1.9, 178, 1.5k, 12k.
func compactNum(v float64) string {
	switch a := math.Abs(v); {
	case a >= 1e6:
		return view.TrimFloat(v/1e6) + "M"
	case a >= 1e3:
		return strconv.FormatFloat(v/1e3, 'f', compactDecimals(a/1e3), 64) + "k"
	default:
		return strconv.FormatFloat(v, 'f', compactDecimals(a), 64)
	}
}

func compactDecimals(a float64) int {
	switch {
	case a >= 100:
		return 0
	case a >= 10:
		return 1
	case a >= 1:
		return 1
	case a >= 0.1:
		return 2
	default:
		return 3
	}
}

// fitText shortens label with an ellipsis to fit width at size.
func fitText(label string, size, width float64) string {
	if view.TextWidth(label, size) <= width {
		return label
	}
	r := []rune(label)
	for len(r) > 1 && view.TextWidth(string(r)+"…", size) > width {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}
