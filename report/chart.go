package report

import (
	"html/template"
	"math"
	"strconv"
)

// Chart styling shared by every chart.
const (
	fontTitle = 14.0
	fontBody  = 12.0
	fontSmall = 11.0
	colorAxis = "#444"
	colorGrid = "#e3e3e3"
	colorMute = "#666"
)

// legendEntry is a swatch and its name; dashed draws a dashed line instead
// of a filled square.
type legendEntry struct {
	name, color string
	pale        bool
	dashed      bool
	line        bool
}

// legend draws entries left to right from (x, y), wrapping at maxX, and
// returns the y below the last line.
func (s *svg) legend(x, y, maxX float64, entries []legendEntry) float64 {
	cx := x
	for _, e := range entries {
		w := 18 + textWidth(e.name, fontSmall) + 16
		if cx > x && cx+w > maxX {
			cx = x
			y += 18
		}
		switch {
		case e.line:
			dash := ""
			if e.dashed {
				dash = "5 3"
			}
			s.line(cx, y-4, cx+14, y-4, e.color, "stroke-width", "2.5", "stroke-dasharray", dash)
		case e.pale:
			s.rect(cx, y-10, 12, 12, e.color, "", "fill-opacity", "0.4", "stroke", e.color)
		default:
			s.rect(cx, y-10, 12, 12, e.color, "")
		}
		s.text(cx+18, y, e.name, "font-size", ff(fontSmall), "fill", colorAxis)
		cx += w
	}
	return y + 18
}

func ff(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// barGroup is one cluster of vertical bars: a label and one slot per
// series, in series order.
type barGroup struct {
	label string
	slots []barValue
}

// barValue is one bar; ok is false where the run has no such measurement
// (a missing format), which leaves the slot empty with "n/a".
type barValue struct {
	ok  bool
	v   float64
	tip string
}

// barMarker marks a published value on one bar as a dashed line.
type barMarker struct {
	group, slot int
	v           float64
	tip         string
}

// barPanel is a small vertical bar chart: one panel of a small-multiples
// grid, with its own scale.
type barPanel struct {
	title, subtitle string
	series          []formatInfo
	groups          []barGroup
	markers         []barMarker
	xTitle          string
	// valueLabels prints each bar's value above it (for panels of few
	// bars).
	valueLabels bool
	width       float64
	height      float64
}

func (p barPanel) render() template.HTML {
	w, h := p.width, p.height
	s := newSVG(w, h, p.title+": "+p.subtitle)
	s.text(8, 18, p.title, "font-size", ff(fontTitle), "font-weight", "600", "fill", "#111")
	if p.subtitle != "" {
		s.text(8, 34, p.subtitle, "font-size", ff(fontSmall), "fill", colorMute)
	}
	hi := 0.0
	for _, g := range p.groups {
		for _, b := range g.slots {
			if b.ok {
				hi = math.Max(hi, b.v)
			}
		}
	}
	for _, m := range p.markers {
		hi = math.Max(hi, m.v)
	}
	div, unit := byteUnit(hi)
	top, bottom, left, right := 58.0, h-44, 62.0, w-10
	if p.xTitle == "" {
		bottom = h - 30
	}
	y := newLinear(0, hi/div, bottom, top, 4, nil)
	// Grid and y ticks.
	for _, t := range y.ticks() {
		py := y.pos(t.v)
		s.line(left, py, right, py, colorGrid)
		s.text(left-6, py+4, t.label, "font-size", ff(fontSmall), "text-anchor", "end", "fill", colorAxis)
	}
	s.text(16, (top+bottom)/2, "size ("+unit+")", "font-size", ff(fontSmall), "text-anchor", "middle", "fill", colorAxis,
		"transform", "rotate(-90 16 "+px((top+bottom)/2)+")")
	s.line(left, bottom, right, bottom, colorAxis)
	s.line(left, top, left, bottom, colorAxis)
	gw := (right - left) / float64(max(1, len(p.groups)))
	slotW := gw * 0.84 / float64(max(1, len(p.series)))
	for gi, g := range p.groups {
		gx := left + float64(gi)*gw + gw*0.08
		for si, b := range g.slots {
			x := gx + float64(si)*slotW
			bw := slotW * 0.86
			cx := x + bw/2
			if !b.ok {
				s.text(cx, bottom-4, "n/a", "font-size", "9", "text-anchor", "middle", "fill", colorMute)
			} else {
				py := y.pos(b.v / div)
				s.rect(x, py, bw, bottom-py, p.series[si].color, b.tip)
				if p.valueLabels {
					ly := py
					for _, m := range p.markers {
						if m.group == gi && m.slot == si {
							ly = math.Min(ly, y.pos(m.v/div))
						}
					}
					s.text(cx, ly-5, trimFloat(b.v/div), "font-size", "10.5", "text-anchor", "middle", "fill", colorAxis)
				}
			}
			if len(p.groups) == 1 {
				s.text(cx, bottom+15, p.series[si].short, "font-size", "10", "text-anchor", "middle", "fill", colorAxis)
			}
		}
		if len(p.groups) > 1 {
			s.text(left+float64(gi)*gw+gw/2, bottom+16, g.label, "font-size", ff(fontSmall), "text-anchor", "middle", "fill", colorAxis)
		}
	}
	for _, m := range p.markers {
		x := left + float64(m.group)*gw + gw*0.08 + float64(m.slot)*slotW
		py := y.pos(m.v / div)
		s.b.WriteString("<g>")
		s.line(x-3, py, x+slotW*0.86+3, py, "#111", "stroke-width", "2", "stroke-dasharray", "4 2")
		s.b.WriteString("<title>" + esc(m.tip) + "</title></g>")
	}
	if p.xTitle != "" {
		s.text((left+right)/2, h-8, p.xTitle, "font-size", ff(fontSmall), "text-anchor", "middle", "fill", colorMute)
	}
	return s.html()
}

// hbarRow is one row of a horizontal bar chart: a group header (label
// only) or a labelled row of one or more bars.
type hbarRow struct {
	label  string
	header bool
	color  string
	bars   []hbar
}

// hbar is one horizontal bar with an optional whisker from lo to hi.
type hbar struct {
	v, lo, hi float64
	pale      bool
	tip       string
	text      string // printed right of the bar
}

// hbarChart draws labelled horizontal bars: long library×op labels stay
// legible, and a log axis shows nanoseconds next to milliseconds.
type hbarChart struct {
	title, subtitle string
	// axisTitle names the quantity and unit; " (log scale)" is appended
	// when the chart chooses one.
	axisTitle string
	legend    []legendEntry
	rows      []hbarRow
	width     float64
	// format labels ticks on a linear axis; nil prints plain numbers.
	format func(float64) string
	// axis is the family's axis kind; axisAuto decides from the values.
	axis axisMode
}

// span is the smallest and largest bar value, what decides the axis.
func (c hbarChart) span() (lo, hi float64) {
	lo = math.Inf(1)
	for _, r := range c.rows {
		for _, b := range r.bars {
			if b.v > 0 {
				lo, hi = math.Min(lo, b.v), math.Max(hi, b.v)
			}
		}
	}
	return lo, hi
}

// needsLog reports whether the chart, alone, would draw a log axis.
func (c hbarChart) needsLog() bool { return needLog(c.span()) }

func (c hbarChart) render() (template.HTML, bool) {
	labelW := 0.0
	for _, r := range c.rows {
		size := fontBody
		if r.header {
			size = fontBody + 0.5
		}
		labelW = math.Max(labelW, textWidth(r.label, size))
	}
	left := math.Min(math.Max(labelW+20, 120), c.width*0.45)
	right := c.width - 96
	// Values decide the scale.
	vlo, vhi, dlo, dhi := math.Inf(1), 0.0, math.Inf(1), 0.0
	for _, r := range c.rows {
		for _, b := range r.bars {
			if b.v > 0 {
				vlo, vhi = math.Min(vlo, b.v), math.Max(vhi, b.v)
				dlo = math.Min(dlo, b.v)
			}
			dhi = math.Max(dhi, math.Max(b.v, b.hi))
			if b.lo > 0 {
				dlo = math.Min(dlo, b.lo)
			}
		}
	}
	if vhi == 0 {
		vlo, vhi, dlo, dhi = 1, 1, 1, 1
	}
	// Layout top to bottom.
	y := 20.0
	heights := make([]float64, len(c.rows))
	plotH := 0.0
	for i, r := range c.rows {
		switch {
		case r.header:
			heights[i] = 24
		case len(r.bars) > 1:
			heights[i] = float64(len(r.bars))*11 + 8
		default:
			heights[i] = 20
		}
		plotH += heights[i]
	}
	// Measure the legend on a scratch SVG to know where the plot starts.
	var scratch svg
	legendEnd := scratch.legend(left, 0, right, c.legend)
	top := y + 16
	if c.subtitle != "" {
		top += 16
	}
	if len(c.legend) > 0 {
		top += legendEnd + 4
	}
	top += 8
	bottom := top + plotH
	h := bottom + 46
	s := newSVG(c.width, h, c.title)
	s.text(8, y, c.title, "font-size", ff(fontTitle), "font-weight", "600", "fill", "#111")
	ly := y + 16
	if c.subtitle != "" {
		s.text(8, ly, c.subtitle, "font-size", ff(fontSmall), "fill", colorMute)
		ly += 16
	}
	if len(c.legend) > 0 {
		s.legend(left, ly+12, right, c.legend)
	}
	var sc scale
	axis := c.axisTitle
	if c.axis.useLog(vlo, vhi) {
		sc = newLog(dlo, dhi, left, right)
		axis += " — log scale"
	} else {
		sc = newLinear(0, dhi, left, right, 6, c.format)
	}
	for _, t := range sc.ticks() {
		x := sc.pos(t.v)
		if t.minor {
			s.line(x, top, x, bottom, "#f0f0f0")
			continue
		}
		s.line(x, top, x, bottom, colorGrid)
		s.text(x, bottom+15, t.label, "font-size", ff(fontSmall), "text-anchor", "middle", "fill", colorAxis)
	}
	s.line(left, bottom, right, bottom, colorAxis)
	s.line(left, top, left, bottom, colorAxis)
	s.text((left+right)/2, bottom+36, axis, "font-size", ff(fontBody), "text-anchor", "middle", "fill", "#222")
	ry := top
	for i, r := range c.rows {
		rh := heights[i]
		if r.header {
			if i > 0 {
				s.line(8, ry+2, right, ry+2, "#bbb", "stroke-dasharray", "2 2")
			}
			s.text(8, ry+17, r.label, "font-size", ff(fontBody+0.5), "font-weight", "600", "fill", "#222")
			ry += rh
			continue
		}
		s.text(left-8, ry+rh/2+4, r.label, "font-size", ff(fontBody), "text-anchor", "end", "fill", "#222")
		bh := 14.0
		if len(r.bars) > 1 {
			bh = 10
		}
		by := ry + (rh-bh*float64(len(r.bars))-float64(len(r.bars)-1))/2
		for _, b := range r.bars {
			x1 := sc.pos(b.v)
			if b.v > 0 {
				if b.pale {
					s.rect(left, by, x1-left, bh, r.color, b.tip, "fill-opacity", "0.4", "stroke", r.color)
				} else {
					s.rect(left, by, x1-left, bh, r.color, b.tip)
				}
			}
			end := x1
			if b.hi > b.lo && b.hi > 0 {
				lx, hx := sc.pos(math.Max(b.lo, 0)), sc.pos(b.hi)
				cy := by + bh/2
				s.line(lx, cy, hx, cy, "#222", "stroke-width", "1.2")
				s.line(lx, cy-4, lx, cy+4, "#222", "stroke-width", "1.2")
				s.line(hx, cy-4, hx, cy+4, "#222", "stroke-width", "1.2")
				end = math.Max(end, hx)
			}
			if b.text != "" {
				s.text(end+5, by+bh/2+4, b.text, "font-size", ff(fontSmall), "fill", colorAxis)
			}
			by += bh + 1
		}
		ry += rh
	}
	return s.html(), sc.isLog()
}

// linePoint is one measurement on a line.
type linePoint struct {
	x, y float64
	tip  string
}

// lineSeries is one line of a line chart.
type lineSeries struct {
	name   string
	color  string
	dashed bool
	points []linePoint
}

// lineChart plots series over a numeric x axis (seed 002's sections).
type lineChart struct {
	title, subtitle string
	xTitle, yTitle  string
	series          []lineSeries
	width, height   float64
	axis            axisMode
}

// needsLog reports whether the chart, alone, would draw a log y axis.
func (c lineChart) needsLog() bool {
	lo, hi := math.Inf(1), 0.0
	for _, se := range c.series {
		for _, p := range se.points {
			if p.y > 0 {
				lo, hi = math.Min(lo, p.y), math.Max(hi, p.y)
			}
		}
	}
	return needLog(lo, hi)
}

func (c lineChart) render() (template.HTML, bool) {
	w, h := c.width, c.height
	s := newSVG(w, h, c.title)
	s.text(8, 20, c.title, "font-size", ff(fontTitle), "font-weight", "600", "fill", "#111")
	if c.subtitle != "" {
		s.text(8, 36, c.subtitle, "font-size", ff(fontSmall), "fill", colorMute)
	}
	var entries []legendEntry
	for _, se := range c.series {
		entries = append(entries, legendEntry{name: se.name, color: se.color, line: true, dashed: se.dashed})
	}
	left, right := 72.0, w-20
	top := s.legend(left, 62, right, entries) + 4
	bottom := h - 50
	xlo, xhi, ylo, yhi := math.Inf(1), math.Inf(-1), math.Inf(1), 0.0
	for _, se := range c.series {
		for _, p := range se.points {
			xlo, xhi = math.Min(xlo, p.x), math.Max(xhi, p.x)
			if p.y > 0 {
				ylo = math.Min(ylo, p.y)
			}
			yhi = math.Max(yhi, p.y)
		}
	}
	if math.IsInf(xlo, 0) {
		xlo, xhi = 0, 1
	}
	if yhi == 0 {
		ylo, yhi = 1, 1
	}
	x := newLinear(math.Min(0, xlo), xhi, left, right, 10, nil)
	var y scale
	yTitle := c.yTitle
	if c.axis.useLog(ylo, yhi) {
		y = newLog(ylo, yhi, bottom, top)
		yTitle += " (log scale)"
	} else {
		y = newLinear(0, yhi, bottom, top, 5, nil)
	}
	for _, t := range y.ticks() {
		py := y.pos(t.v)
		if t.minor {
			s.line(left, py, right, py, "#f0f0f0")
			continue
		}
		s.line(left, py, right, py, colorGrid)
		s.text(left-6, py+4, t.label, "font-size", ff(fontSmall), "text-anchor", "end", "fill", colorAxis)
	}
	for _, t := range x.ticks() {
		px0 := x.pos(t.v)
		s.line(px0, bottom, px0, bottom+4, colorAxis)
		s.text(px0, bottom+17, t.label, "font-size", ff(fontSmall), "text-anchor", "middle", "fill", colorAxis)
	}
	s.line(left, bottom, right, bottom, colorAxis)
	s.line(left, top, left, bottom, colorAxis)
	s.text((left+right)/2, h-12, c.xTitle, "font-size", ff(fontBody), "text-anchor", "middle", "fill", "#222")
	mid := (top + bottom) / 2
	s.text(18, mid, yTitle, "font-size", ff(fontBody), "text-anchor", "middle", "fill", "#222", "transform", "rotate(-90 18 "+px(mid)+")")
	for _, se := range c.series {
		pts := make([][2]float64, 0, len(se.points))
		for _, p := range se.points {
			pts = append(pts, [2]float64{x.pos(p.x), y.pos(p.y)})
		}
		dash := ""
		if se.dashed {
			dash = "6 4"
		}
		s.polyline(pts, se.color, "stroke-width", "2.5", "stroke-dasharray", dash)
		for i, p := range se.points {
			s.circle(pts[i][0], pts[i][1], 4, se.color, p.tip, "stroke", "#fff", "stroke-width", "1")
		}
	}
	return s.html(), y.isLog()
}

// yAxis draws sc's grid lines and labels across the plot from left to
// right, the axis line, and title rotated at x = tx.
func (s *svg) yAxis(sc scale, left, right, top, bottom float64, title string, tx float64) {
	for _, t := range sc.ticks() {
		py := sc.pos(t.v)
		if py < top-0.5 || py > bottom+0.5 {
			continue
		}
		if t.minor {
			s.line(left, py, right, py, "#f0f0f0")
			continue
		}
		s.line(left, py, right, py, colorGrid)
		s.text(left-6, py+4, t.label, "font-size", ff(fontSmall), "text-anchor", "end", "fill", colorAxis)
	}
	s.line(left, top, left, bottom, colorAxis)
	mid := (top + bottom) / 2
	s.text(tx, mid, title, "font-size", ff(fontSmall), "text-anchor", "middle", "fill", "#222",
		"transform", "rotate(-90 "+px(tx)+" "+px(mid)+")")
}
