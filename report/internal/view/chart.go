package view

import (
	"html/template"
	"math"
	"strconv"
)

// Chart styling shared by every chart.
const (
	FontTitle = 14.0
	FontBody  = 12.0
	FontSmall = 11.0
	ColorAxis = "#444"
	colorGrid = "#e3e3e3"
	ColorMute = "#666"
)

// LegendEntry is a swatch and its name; dashed draws a dashed line instead
// of a filled square.
type LegendEntry struct {
	Name, Color string
	Pale        bool
	Dashed      bool
	Line        bool
}

// Legend draws entries left to right from (x, y), wrapping at maxX, and
// returns the y below the last line.
func (s *SVG) Legend(x, y, maxX float64, entries []LegendEntry) float64 {
	cx := x
	for _, e := range entries {
		w := 18 + TextWidth(e.Name, FontSmall) + 16
		if cx > x && cx+w > maxX {
			cx = x
			y += 18
		}
		switch {
		case e.Line:
			dash := ""
			if e.Dashed {
				dash = "5 3"
			}
			s.Line(cx, y-4, cx+14, y-4, e.Color, "stroke-width", "2.5", "stroke-dasharray", dash)
		case e.Pale:
			s.Rect(cx, y-10, 12, 12, e.Color, "", "fill-opacity", "0.4", "stroke", e.Color)
		default:
			s.Rect(cx, y-10, 12, 12, e.Color, "")
		}
		s.Text(cx+18, y, e.Name, "font-size", FontSize(FontSmall), "fill", ColorAxis)
		cx += w
	}
	return y + 18
}

// FontSize prints a font size (or any number) as an SVG attribute value.
func FontSize(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// BarGroup is one cluster of vertical bars: a label and one slot per
// series, in series order.
type BarGroup struct {
	Label string
	Slots []BarValue
}

// BarValue is one bar; ok is false where the run has no such measurement
// (a missing format), which leaves the slot empty with "n/a".
type BarValue struct {
	Ok  bool
	V   float64
	Tip string
}

// BarMarker marks a published value on one bar as a dashed line.
type BarMarker struct {
	Group, Slot int
	V           float64
	Tip         string
}

// BarPanel is a small vertical bar chart: one panel of a small-multiples
// grid, with its own scale.
type BarPanel struct {
	Title, Subtitle string
	Series          []Format
	Groups          []BarGroup
	Markers         []BarMarker
	XTitle          string
	// ValueLabels prints each bar's value above it (for panels of few
	// bars).
	ValueLabels bool
	Width       float64
	Height      float64
}

// Render draws the panel.
func (p BarPanel) Render() template.HTML {
	w, h := p.Width, p.Height
	s := NewSVG(w, h, p.Title+": "+p.Subtitle)
	s.Text(8, 18, p.Title, "font-size", FontSize(FontTitle), "font-weight", "600", "fill", "#111")
	if p.Subtitle != "" {
		s.Text(8, 34, p.Subtitle, "font-size", FontSize(FontSmall), "fill", ColorMute)
	}
	hi := 0.0
	for _, g := range p.Groups {
		for _, b := range g.Slots {
			if b.Ok {
				hi = math.Max(hi, b.V)
			}
		}
	}
	for _, m := range p.Markers {
		hi = math.Max(hi, m.V)
	}
	div, unit := byteUnit(hi)
	top, bottom, left, right := 58.0, h-44, 62.0, w-10
	if p.XTitle == "" {
		bottom = h - 30
	}
	y := NewLinear(0, hi/div, bottom, top, 4, nil)
	// Grid and y ticks.
	for _, t := range y.Ticks() {
		py := y.Pos(t.V)
		s.Line(left, py, right, py, colorGrid)
		s.Text(left-6, py+4, t.Label, "font-size", FontSize(FontSmall), "text-anchor", "end", "fill", ColorAxis)
	}
	s.Text(16, (top+bottom)/2, "size ("+unit+")", "font-size", FontSize(FontSmall), "text-anchor", "middle", "fill", ColorAxis,
		"transform", "rotate(-90 16 "+px((top+bottom)/2)+")")
	s.Line(left, bottom, right, bottom, ColorAxis)
	s.Line(left, top, left, bottom, ColorAxis)
	gw := (right - left) / float64(max(1, len(p.Groups)))
	slotW := gw * 0.84 / float64(max(1, len(p.Series)))
	for gi, g := range p.Groups {
		gx := left + float64(gi)*gw + gw*0.08
		for si, b := range g.Slots {
			x := gx + float64(si)*slotW
			bw := slotW * 0.86
			cx := x + bw/2
			if !b.Ok {
				s.Text(cx, bottom-4, "n/a", "font-size", "9", "text-anchor", "middle", "fill", ColorMute)
			} else {
				py := y.Pos(b.V / div)
				s.Rect(x, py, bw, bottom-py, p.Series[si].Color, b.Tip)
				if p.ValueLabels {
					ly := py
					for _, m := range p.Markers {
						if m.Group == gi && m.Slot == si {
							ly = math.Min(ly, y.Pos(m.V/div))
						}
					}
					s.Text(cx, ly-5, TrimFloat(b.V/div), "font-size", "10.5", "text-anchor", "middle", "fill", ColorAxis)
				}
			}
			if len(p.Groups) == 1 {
				s.Text(cx, bottom+15, p.Series[si].short, "font-size", "10", "text-anchor", "middle", "fill", ColorAxis)
			}
		}
		if len(p.Groups) > 1 {
			s.Text(left+float64(gi)*gw+gw/2, bottom+16, g.Label, "font-size", FontSize(FontSmall), "text-anchor", "middle", "fill", ColorAxis)
		}
	}
	for _, m := range p.Markers {
		x := left + float64(m.Group)*gw + gw*0.08 + float64(m.Slot)*slotW
		py := y.Pos(m.V / div)
		s.b.WriteString("<g>")
		s.Line(x-3, py, x+slotW*0.86+3, py, "#111", "stroke-width", "2", "stroke-dasharray", "4 2")
		s.b.WriteString("<title>" + esc(m.Tip) + "</title></g>")
	}
	if p.XTitle != "" {
		s.Text((left+right)/2, h-8, p.XTitle, "font-size", FontSize(FontSmall), "text-anchor", "middle", "fill", ColorMute)
	}
	return s.HTML()
}

// HBarRow is one row of a horizontal bar chart: a group header (label
// only) or a labelled row of one or more bars.
type HBarRow struct {
	Label  string
	Header bool
	Color  string
	Bars   []HBar
}

// HBar is one horizontal bar with an optional whisker from lo to hi.
type HBar struct {
	V, Lo, Hi float64
	Pale      bool
	Tip       string
	Text      string // printed right of the bar
}

// HBarChart draws labelled horizontal bars: long library×op labels stay
// legible, and a log axis shows nanoseconds next to milliseconds.
type HBarChart struct {
	Title, Subtitle string
	// AxisTitle names the quantity and unit; " (log scale)" is appended
	// when the chart chooses one.
	AxisTitle string
	Legend    []LegendEntry
	Rows      []HBarRow
	Width     float64
	// Format labels ticks on a linear axis; nil prints plain numbers.
	Format func(float64) string
	// Axis is the family's axis kind; axisAuto decides from the values.
	Axis AxisMode
}

// span is the smallest and largest bar value, what decides the axis.
func (c HBarChart) span() (lo, hi float64) {
	lo = math.Inf(1)
	for _, r := range c.Rows {
		for _, b := range r.Bars {
			if b.V > 0 {
				lo, hi = math.Min(lo, b.V), math.Max(hi, b.V)
			}
		}
	}
	return lo, hi
}

// NeedsLog reports whether the chart, alone, would draw a log axis.
func (c HBarChart) NeedsLog() bool { return NeedLog(c.span()) }

// Render draws the chart and reports whether its axis is logarithmic.
func (c HBarChart) Render() (template.HTML, bool) {
	labelW := 0.0
	for _, r := range c.Rows {
		size := FontBody
		if r.Header {
			size = FontBody + 0.5
		}
		labelW = math.Max(labelW, TextWidth(r.Label, size))
	}
	left := math.Min(math.Max(labelW+20, 120), c.Width*0.45)
	right := c.Width - 96
	// Values decide the scale.
	vlo, vhi, dlo, dhi := math.Inf(1), 0.0, math.Inf(1), 0.0
	for _, r := range c.Rows {
		for _, b := range r.Bars {
			if b.V > 0 {
				vlo, vhi = math.Min(vlo, b.V), math.Max(vhi, b.V)
				dlo = math.Min(dlo, b.V)
			}
			dhi = math.Max(dhi, math.Max(b.V, b.Hi))
			if b.Lo > 0 {
				dlo = math.Min(dlo, b.Lo)
			}
		}
	}
	if vhi == 0 {
		vlo, vhi, dlo, dhi = 1, 1, 1, 1
	}
	// Layout top to bottom.
	y := 20.0
	heights := make([]float64, len(c.Rows))
	plotH := 0.0
	for i, r := range c.Rows {
		switch {
		case r.Header:
			heights[i] = 24
		case len(r.Bars) > 1:
			heights[i] = float64(len(r.Bars))*11 + 8
		default:
			heights[i] = 20
		}
		plotH += heights[i]
	}
	// Measure the legend on a scratch SVG to know where the plot starts.
	var scratch SVG
	legendEnd := scratch.Legend(left, 0, right, c.Legend)
	top := y + 16
	if c.Subtitle != "" {
		top += 16
	}
	if len(c.Legend) > 0 {
		top += legendEnd + 4
	}
	top += 8
	bottom := top + plotH
	h := bottom + 46
	s := NewSVG(c.Width, h, c.Title)
	s.Text(8, y, c.Title, "font-size", FontSize(FontTitle), "font-weight", "600", "fill", "#111")
	ly := y + 16
	if c.Subtitle != "" {
		s.Text(8, ly, c.Subtitle, "font-size", FontSize(FontSmall), "fill", ColorMute)
		ly += 16
	}
	if len(c.Legend) > 0 {
		s.Legend(left, ly+12, right, c.Legend)
	}
	var sc Scale
	axis := c.AxisTitle
	if c.Axis.useLog(vlo, vhi) {
		sc = NewLog(dlo, dhi, left, right)
		axis += " — log scale"
	} else {
		sc = NewLinear(0, dhi, left, right, 6, c.Format)
	}
	for _, t := range sc.Ticks() {
		x := sc.Pos(t.V)
		if t.Minor {
			s.Line(x, top, x, bottom, "#f0f0f0")
			continue
		}
		s.Line(x, top, x, bottom, colorGrid)
		s.Text(x, bottom+15, t.Label, "font-size", FontSize(FontSmall), "text-anchor", "middle", "fill", ColorAxis)
	}
	s.Line(left, bottom, right, bottom, ColorAxis)
	s.Line(left, top, left, bottom, ColorAxis)
	s.Text((left+right)/2, bottom+36, axis, "font-size", FontSize(FontBody), "text-anchor", "middle", "fill", "#222")
	ry := top
	for i, r := range c.Rows {
		rh := heights[i]
		if r.Header {
			if i > 0 {
				s.Line(8, ry+2, right, ry+2, "#bbb", "stroke-dasharray", "2 2")
			}
			s.Text(8, ry+17, r.Label, "font-size", FontSize(FontBody+0.5), "font-weight", "600", "fill", "#222")
			ry += rh
			continue
		}
		s.Text(left-8, ry+rh/2+4, r.Label, "font-size", FontSize(FontBody), "text-anchor", "end", "fill", "#222")
		bh := 14.0
		if len(r.Bars) > 1 {
			bh = 10
		}
		by := ry + (rh-bh*float64(len(r.Bars))-float64(len(r.Bars)-1))/2
		for _, b := range r.Bars {
			x1 := sc.Pos(b.V)
			if b.V > 0 {
				if b.Pale {
					s.Rect(left, by, x1-left, bh, r.Color, b.Tip, "fill-opacity", "0.4", "stroke", r.Color)
				} else {
					s.Rect(left, by, x1-left, bh, r.Color, b.Tip)
				}
			}
			end := x1
			if b.Hi > b.Lo && b.Hi > 0 {
				lx, hx := sc.Pos(math.Max(b.Lo, 0)), sc.Pos(b.Hi)
				cy := by + bh/2
				s.Line(lx, cy, hx, cy, "#222", "stroke-width", "1.2")
				s.Line(lx, cy-4, lx, cy+4, "#222", "stroke-width", "1.2")
				s.Line(hx, cy-4, hx, cy+4, "#222", "stroke-width", "1.2")
				end = math.Max(end, hx)
			}
			if b.Text != "" {
				s.Text(end+5, by+bh/2+4, b.Text, "font-size", FontSize(FontSmall), "fill", ColorAxis)
			}
			by += bh + 1
		}
		ry += rh
	}
	return s.HTML(), sc.IsLog()
}

// LinePoint is one measurement on a line.
type LinePoint struct {
	X, Y float64
	Tip  string
}

// LineSeries is one line of a line chart.
type LineSeries struct {
	Name   string
	Color  string
	Dashed bool
	Points []LinePoint
}

// LineChart plots series over a numeric x axis (seed 002's sections).
type LineChart struct {
	Title, Subtitle string
	XTitle, YTitle  string
	Series          []LineSeries
	Width, Height   float64
	Axis            AxisMode
}

// NeedsLog reports whether the chart, alone, would draw a log y axis.
func (c LineChart) NeedsLog() bool {
	lo, hi := math.Inf(1), 0.0
	for _, se := range c.Series {
		for _, p := range se.Points {
			if p.Y > 0 {
				lo, hi = math.Min(lo, p.Y), math.Max(hi, p.Y)
			}
		}
	}
	return NeedLog(lo, hi)
}

// Render draws the chart and reports whether its axis is logarithmic.
func (c LineChart) Render() (template.HTML, bool) {
	w, h := c.Width, c.Height
	s := NewSVG(w, h, c.Title)
	s.Text(8, 20, c.Title, "font-size", FontSize(FontTitle), "font-weight", "600", "fill", "#111")
	if c.Subtitle != "" {
		s.Text(8, 36, c.Subtitle, "font-size", FontSize(FontSmall), "fill", ColorMute)
	}
	var entries []LegendEntry
	for _, se := range c.Series {
		entries = append(entries, LegendEntry{Name: se.Name, Color: se.Color, Line: true, Dashed: se.Dashed})
	}
	left, right := 72.0, w-20
	top := s.Legend(left, 62, right, entries) + 4
	bottom := h - 50
	xlo, xhi, ylo, yhi := math.Inf(1), math.Inf(-1), math.Inf(1), 0.0
	for _, se := range c.Series {
		for _, p := range se.Points {
			xlo, xhi = math.Min(xlo, p.X), math.Max(xhi, p.X)
			if p.Y > 0 {
				ylo = math.Min(ylo, p.Y)
			}
			yhi = math.Max(yhi, p.Y)
		}
	}
	if math.IsInf(xlo, 0) {
		xlo, xhi = 0, 1
	}
	if yhi == 0 {
		ylo, yhi = 1, 1
	}
	x := NewLinear(math.Min(0, xlo), xhi, left, right, 10, nil)
	var y Scale
	yTitle := c.YTitle
	if c.Axis.useLog(ylo, yhi) {
		y = NewLog(ylo, yhi, bottom, top)
		yTitle += " (log scale)"
	} else {
		y = NewLinear(0, yhi, bottom, top, 5, nil)
	}
	for _, t := range y.Ticks() {
		py := y.Pos(t.V)
		if t.Minor {
			s.Line(left, py, right, py, "#f0f0f0")
			continue
		}
		s.Line(left, py, right, py, colorGrid)
		s.Text(left-6, py+4, t.Label, "font-size", FontSize(FontSmall), "text-anchor", "end", "fill", ColorAxis)
	}
	for _, t := range x.Ticks() {
		px0 := x.Pos(t.V)
		s.Line(px0, bottom, px0, bottom+4, ColorAxis)
		s.Text(px0, bottom+17, t.Label, "font-size", FontSize(FontSmall), "text-anchor", "middle", "fill", ColorAxis)
	}
	s.Line(left, bottom, right, bottom, ColorAxis)
	s.Line(left, top, left, bottom, ColorAxis)
	s.Text((left+right)/2, h-12, c.XTitle, "font-size", FontSize(FontBody), "text-anchor", "middle", "fill", "#222")
	mid := (top + bottom) / 2
	s.Text(18, mid, yTitle, "font-size", FontSize(FontBody), "text-anchor", "middle", "fill", "#222", "transform", "rotate(-90 18 "+px(mid)+")")
	for _, se := range c.Series {
		pts := make([][2]float64, 0, len(se.Points))
		for _, p := range se.Points {
			pts = append(pts, [2]float64{x.Pos(p.X), y.Pos(p.Y)})
		}
		dash := ""
		if se.Dashed {
			dash = "6 4"
		}
		s.Polyline(pts, se.Color, "stroke-width", "2.5", "stroke-dasharray", dash)
		for i, p := range se.Points {
			s.Circle(pts[i][0], pts[i][1], 4, se.Color, p.Tip, "stroke", "#fff", "stroke-width", "1")
		}
	}
	return s.HTML(), y.IsLog()
}

// YAxis draws sc's grid lines and labels across the plot from left to
// right, the axis line, and title rotated at x = tx.
func (s *SVG) YAxis(sc Scale, left, right, top, bottom float64, title string, tx float64) {
	for _, t := range sc.Ticks() {
		py := sc.Pos(t.V)
		if py < top-0.5 || py > bottom+0.5 {
			continue
		}
		if t.Minor {
			s.Line(left, py, right, py, "#f0f0f0")
			continue
		}
		s.Line(left, py, right, py, colorGrid)
		s.Text(left-6, py+4, t.Label, "font-size", FontSize(FontSmall), "text-anchor", "end", "fill", ColorAxis)
	}
	s.Line(left, top, left, bottom, ColorAxis)
	mid := (top + bottom) / 2
	s.Text(tx, mid, title, "font-size", FontSize(FontSmall), "text-anchor", "middle", "fill", "#222",
		"transform", "rotate(-90 "+px(tx)+" "+px(mid)+")")
}
