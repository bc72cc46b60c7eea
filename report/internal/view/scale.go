package view

import (
	"math"
	"strconv"
)

// A Scale maps a data value to a pixel position and says where its ticks
// go. Charts use linear scales unless the values span more than
// logThreshold, when bars of the small values would vanish.
type Scale interface {
	Pos(v float64) float64
	Ticks() []tick
	IsLog() bool
}

// tick is one labelled position on an axis; minor ticks get a grid line
// and no label.
type tick struct {
	V     float64
	Label string
	Minor bool
}

// logThreshold is the ratio of largest to smallest value above which a
// chart switches to a log scale.
const logThreshold = 100

// NeedLog reports whether values from lo to hi (both > 0) should be drawn
// on a log scale.
func NeedLog(lo, hi float64) bool {
	return lo > 0 && hi > 0 && hi/lo > logThreshold
}

// niceStep is a step of 1, 2 or 5 times a power of ten that cuts span into
// about n intervals.
func niceStep(span float64, n int) float64 {
	if span <= 0 || n < 1 || math.IsNaN(span) || math.IsInf(span, 0) {
		return 1
	}
	raw := span / float64(n)
	mag := math.Pow(10, math.Floor(math.Log10(raw)))
	switch norm := raw / mag; {
	case norm < 1.5:
		return mag
	case norm < 3:
		return 2 * mag
	case norm < 7:
		return 5 * mag
	default:
		return 10 * mag
	}
}

// linearScale maps [d0, d1] onto [r0, r1]; d0 and d1 are multiples of
// step, so the axis ends on a tick.
type linearScale struct {
	d0, d1, r0, r1, step float64
	// format labels a tick value.
	format func(float64) string
}

// NewLinear makes a linear scale covering lo..hi with about n ticks,
// widened to the nearest ticks outside. Bars start at zero, so callers
// pass lo = 0 for them.
func NewLinear(lo, hi, r0, r1 float64, n int, format func(float64) string) *linearScale {
	if hi < lo {
		lo, hi = hi, lo
	}
	if hi == lo {
		if hi == 0 {
			hi = 1
		} else {
			lo, hi = min(0, lo), max(0, hi)
			if hi == lo {
				hi = lo + 1
			}
		}
	}
	step := niceStep(hi-lo, n)
	d0 := math.Floor(lo/step+1e-9) * step
	d1 := math.Ceil(hi/step-1e-9) * step
	if format == nil {
		format = func(v float64) string { return formatTick(v, step) }
	}
	return &linearScale{d0: d0, d1: d1, r0: r0, r1: r1, step: step, format: format}
}

func (s *linearScale) Pos(v float64) float64 {
	return s.r0 + (v-s.d0)/(s.d1-s.d0)*(s.r1-s.r0)
}

func (s *linearScale) IsLog() bool { return false }

func (s *linearScale) Ticks() []tick {
	n := int(math.Round((s.d1 - s.d0) / s.step))
	ts := make([]tick, 0, n+1)
	for i := range n + 1 {
		v := s.d0 + float64(i)*s.step
		// Snap away accumulated float error (0.30000000000000004).
		v = math.Round(v/s.step) * s.step
		ts = append(ts, tick{V: v, Label: s.format(v)})
	}
	return ts
}

// formatTick prints v with as many decimals as step needs.
func formatTick(v, step float64) string {
	dec := 0
	if step < 1 {
		dec = int(math.Ceil(-math.Log10(step) - 1e-9))
	}
	if v == 0 {
		return "0"
	}
	return groupDigits(strconv.FormatFloat(v, 'f', dec, 64))
}

// logScale maps 10^e0 .. 10^e1 onto [r0, r1].
type logScale struct {
	e0, e1 int
	r0, r1 float64
}

// NewLog makes a log scale from the decade at or below lo to the decade at
// or above hi; lo must be > 0.
func NewLog(lo, hi, r0, r1 float64) *logScale {
	if lo <= 0 {
		lo = math.Min(1, hi)
	}
	if hi < lo {
		lo, hi = hi, lo
	}
	e0 := int(math.Floor(math.Log10(lo) + 1e-9))
	e1 := int(math.Ceil(math.Log10(hi) - 1e-9))
	if e1 <= e0 {
		e1 = e0 + 1
	}
	return &logScale{e0: e0, e1: e1, r0: r0, r1: r1}
}

func (s *logScale) Pos(v float64) float64 {
	lo := math.Pow(10, float64(s.e0))
	if v < lo {
		v = lo // clamp: zero or below the axis sits on it
	}
	f := (math.Log10(v) - float64(s.e0)) / float64(s.e1-s.e0)
	return s.r0 + f*(s.r1-s.r0)
}

func (s *logScale) IsLog() bool { return true }

// Ticks labels every decade and adds unlabelled 2× and 5× grid lines.
func (s *logScale) Ticks() []tick {
	var ts []tick
	for e := s.e0; e <= s.e1; e++ {
		d := math.Pow(10, float64(e))
		ts = append(ts, tick{V: d, Label: formatSI(d)})
		if e < s.e1 {
			ts = append(ts, tick{V: 2 * d, Minor: true}, tick{V: 5 * d, Minor: true})
		}
	}
	return ts
}

// AxisMode is how a chart picks the kind of its value axis. Charts read
// side by side — the datasets of one codec run, the endpoints of one
// client run, the timelines of every load run — form a family and share
// one kind of axis, so a bar's length means the same thing in each: the
// family is logarithmic when any member's values need it (familyMode),
// and each subtitle says which.
type AxisMode int

const (
	// AxisAuto lets a chart decide from its own values.
	AxisAuto AxisMode = iota
	axisLinear
	// AxisLog draws a log axis (a family's, when any member needs one).
	AxisLog
)

// useLog reports whether a chart of values lo..hi draws a log axis.
func (m AxisMode) useLog(lo, hi float64) bool {
	switch m {
	case axisLinear:
		return false
	case AxisLog:
		return lo > 0 && hi > 0 && !math.IsInf(lo, 0)
	}
	return NeedLog(lo, hi)
}

// FamilyMode is the one axis kind of a family: log when any member's
// span, by its own rule, needs one.
func FamilyMode(needs ...bool) AxisMode {
	for _, n := range needs {
		if n {
			return AxisLog
		}
	}
	return axisLinear
}

// Note says in a subtitle which axis the family uses: "log scale, as for
// every dataset of this run".
func (m AxisMode) Note(family string) string {
	kind := "linear scale"
	if m == AxisLog {
		kind = "log scale"
	}
	if family == "" {
		return kind
	}
	return kind + ", as for " + family
}

// ModeScale is a value axis from zero (linear) or from lo's decade (log)
// as mode decides: the latency axes.
func ModeScale(mode AxisMode, lo, hi, r0, r1 float64, n int) Scale {
	if hi <= 0 {
		return NewLinear(0, 1, r0, r1, n, nil)
	}
	if mode.useLog(lo, hi) {
		return NewLog(lo, hi, r0, r1)
	}
	return NewLinear(0, hi, r0, r1, n, nil)
}
