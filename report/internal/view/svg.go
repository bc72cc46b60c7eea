package view

import (
	"html/template"
	"strconv"
	"strings"
)

// SVG builds one inline <svg> element. Every string that reaches the
// output passes through template.HTMLEscapeString, so labels taken from
// results files (dataset names, libraries, config) cannot inject markup;
// the finished element is the only place this package turns a string into
// template.HTML.
type SVG struct {
	b    strings.Builder
	w, h float64
}

// NewSVG starts an SVG of w×h pixels whose accessible name is label.
func NewSVG(w, h float64, label string) *SVG {
	s := &SVG{w: w, h: h}
	s.b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" class="chart" width="`)
	s.b.WriteString(px(w))
	s.b.WriteString(`" height="`)
	s.b.WriteString(px(h))
	s.b.WriteString(`" viewBox="0 0 `)
	s.b.WriteString(px(w) + " " + px(h))
	s.b.WriteString(`" role="img" aria-label="`)
	s.b.WriteString(esc(label))
	s.b.WriteString(`">`)
	s.b.WriteString("<title>" + esc(label) + "</title>")
	return s
}

// Group opens a <g> element with the attributes kv (escaped, as attrs);
// EndGroup closes it.
func (s *SVG) Group(kv ...string) {
	s.b.WriteString("<g")
	s.attrs(kv...)
	s.b.WriteString(">")
}

// EndGroup closes the element Group opened.
func (s *SVG) EndGroup() { s.b.WriteString("</g>") }

// HTML finishes the element.
func (s *SVG) HTML() template.HTML {
	s.b.WriteString("</svg>")
	return template.HTML(s.b.String()) // built only from escaped strings and numbers
}

// px prints a coordinate with at most one decimal, so output is stable and
// small.
func px(v float64) string {
	return strconv.FormatFloat(float64(int64(v*10+sign(v)*0.5))/10, 'f', -1, 64)
}

func sign(v float64) float64 {
	if v < 0 {
		return -1
	}
	return 1
}

func esc(s string) string { return template.HTMLEscapeString(s) }

// attrs writes name="value" pairs, skipping empty values; values are
// escaped.
func (s *SVG) attrs(kv ...string) {
	for i := 0; i+1 < len(kv); i += 2 {
		if kv[i+1] == "" {
			continue
		}
		s.b.WriteString(" " + kv[i] + `="` + esc(kv[i+1]) + `"`)
	}
}

// Rect draws a rectangle; tip, when not empty, is its hover title.
func (s *SVG) Rect(x, y, w, h float64, fill, tip string, kv ...string) {
	if w < 0 {
		x, w = x+w, -w
	}
	if h < 0 {
		y, h = y+h, -h
	}
	s.b.WriteString("<rect")
	s.attrs("x", px(x), "y", px(y), "width", px(w), "height", px(h), "fill", fill)
	s.attrs(kv...)
	if tip == "" {
		s.b.WriteString("/>")
		return
	}
	s.b.WriteString("><title>" + esc(tip) + "</title></rect>")
}

// Line draws a line segment.
func (s *SVG) Line(x1, y1, x2, y2 float64, stroke string, kv ...string) {
	s.b.WriteString("<line")
	s.attrs("x1", px(x1), "y1", px(y1), "x2", px(x2), "y2", px(y2), "stroke", stroke)
	s.attrs(kv...)
	s.b.WriteString("/>")
}

// Text writes a label at (x, y); kv adds attributes such as text-anchor.
func (s *SVG) Text(x, y float64, label string, kv ...string) {
	s.b.WriteString("<text")
	s.attrs("x", px(x), "y", px(y))
	s.attrs(kv...)
	s.b.WriteString(">" + esc(label) + "</text>")
}

// Polyline draws a path through points.
func (s *SVG) Polyline(pts [][2]float64, stroke string, kv ...string) {
	var d strings.Builder
	for i, p := range pts {
		if i > 0 {
			d.WriteByte(' ')
		}
		d.WriteString(px(p[0]) + "," + px(p[1]))
	}
	s.b.WriteString("<polyline")
	s.attrs("points", d.String(), "fill", "none", "stroke", stroke)
	s.attrs(kv...)
	s.b.WriteString("/>")
}

// Circle draws a point marker with an optional hover title.
func (s *SVG) Circle(x, y, r float64, fill, tip string, kv ...string) {
	s.b.WriteString("<circle")
	s.attrs("cx", px(x), "cy", px(y), "r", px(r), "fill", fill)
	s.attrs(kv...)
	if tip == "" {
		s.b.WriteString("/>")
		return
	}
	s.b.WriteString("><title>" + esc(tip) + "</title></circle>")
}

// TextWidth estimates the width of label at the given font size: charts
// size their margins from it (no font metrics without a browser).
func TextWidth(label string, size float64) float64 {
	n := 0.0
	for _, r := range label {
		switch {
		case r == ' ' || r == '.' || r == ',' || r == ':' || r == 'i' || r == 'l' || r == '/' || r == '|' || r == '(' || r == ')':
			n += 0.33
		case r >= 'A' && r <= 'Z', r == 'm', r == 'w', r == '×', r == '—':
			n += 0.8
		default:
			n += 0.58
		}
	}
	return n * size
}

// Polygon fills the shape through points.
func (s *SVG) Polygon(pts [][2]float64, fill string, kv ...string) {
	var d strings.Builder
	for i, p := range pts {
		if i > 0 {
			d.WriteByte(' ')
		}
		d.WriteString(px(p[0]) + "," + px(p[1]))
	}
	s.b.WriteString("<polygon")
	s.attrs("points", d.String(), "fill", fill)
	s.attrs(kv...)
	s.b.WriteString("/>")
}
