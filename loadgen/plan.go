package loadgen

import (
	"math"
	"sort"
	"time"

	"github.com/polywire/polywire/results"
)

// plan is an open-model arrival plan: a piecewise-linear rate r(t), and
// the request count N(t) = ∫₀ᵗ r. Request i is due at the t where
// N(t) = i, so request 0 is due at once and a constant rate r sends
// request i at i/r.
type plan struct {
	segs  []segment
	start float64 // the start rate
	// end is when the plan stops, in seconds (+Inf when only MaxRequests
	// bounds it); count is the number of requests due before end.
	end   float64
	count int64
	peak  float64
}

// segment is a piece of the plan where the rate goes linearly from r0 to
// r1 over d seconds from t0; n0 requests are due before it, n in it.
type segment struct {
	t0, d, r0, r1, n0, n float64
}

// countEpsilon absorbs floating-point error when counting the requests
// due before the end: 200 rps for 3 s is 600 requests, not 601.
const countEpsilon = 1e-6

// newPlan builds o's plan, cut at duration when that is set and shorter,
// and at maxRequests when that is set.
func newPlan(o *Open, duration time.Duration, maxRequests int64) *plan {
	p := &plan{peak: o.StartRate, start: o.StartRate, end: math.Inf(1)}
	limit := math.Inf(1)
	if duration > 0 {
		limit = duration.Seconds()
	}
	if len(o.Stages) == 0 {
		p.segs = []segment{{d: limit, r0: o.StartRate, r1: o.StartRate}}
	} else {
		prev, t := o.StartRate, 0.0
		for _, s := range o.Stages {
			p.peak = max(p.peak, s.Rate)
			d := s.Duration.Seconds()
			if d > 0 && t < limit {
				p.segs = append(p.segs, segment{t0: t, d: d, r0: prev, r1: s.Rate})
			}
			prev, t = s.Rate, t+d
		}
		limit = min(limit, t)
	}
	n := 0.0
	for i := range p.segs {
		s := &p.segs[i]
		if s.t0+s.d > limit { // cut the stage the duration ends in
			nd := limit - s.t0
			s.r1 = s.r0 + (s.r1-s.r0)*nd/s.d
			s.d = nd
		}
		s.n0 = n
		if math.IsInf(s.d, 1) {
			s.n = math.Inf(1)
		} else {
			s.n = s.d * (s.r0 + s.r1) / 2
		}
		n += s.n
	}
	p.end = limit
	switch {
	case math.IsInf(n, 1):
		p.count = math.MaxInt64
	default:
		p.count = int64(math.Ceil(n - countEpsilon))
	}
	if maxRequests > 0 && maxRequests < p.count {
		p.count = maxRequests
	}
	return p
}

// at is the time request i is due, from the plan's start; ok is false
// when the plan ends before it.
func (p *plan) at(i int64) (time.Duration, bool) {
	if i < 0 || i >= p.count {
		return 0, false
	}
	x := float64(i)
	k := sort.Search(len(p.segs), func(k int) bool { return p.segs[k].n0+p.segs[k].n > x }) // first segment ending after x
	if k == len(p.segs) {
		// Only reached through rounding at the very end of the plan.
		k = len(p.segs) - 1
	}
	s := p.segs[k]
	x -= s.n0
	// Solve r0·τ + a·τ² = x for τ ≥ 0, with a = (r1-r0)/2d, in the form
	// that stays exact when a is zero or tiny.
	tau := 0.0
	if x > 0 {
		a := 0.0
		if !math.IsInf(s.d, 1) {
			a = (s.r1 - s.r0) / (2 * s.d)
		}
		disc := max(s.r0*s.r0+4*a*x, 0)
		tau = 2 * x / (s.r0 + math.Sqrt(disc))
	}
	t := s.t0 + min(tau, s.d)
	return time.Duration(t * float64(time.Second)), true
}

// due is N(t): the requests due before t seconds (not rounded).
func (p *plan) due(t float64) float64 {
	t = min(t, p.end)
	n := 0.0
	for _, s := range p.segs {
		if t <= s.t0 {
			break
		}
		tau := min(t-s.t0, s.d)
		if math.IsInf(s.d, 1) {
			return n + s.r0*tau
		}
		n = s.n0 + s.r0*tau + (s.r1-s.r0)/(2*s.d)*tau*tau
	}
	return n
}

// rate is r(t), the planned rate at t seconds.
func (p *plan) rate(t float64) float64 {
	if t < 0 || t >= p.end {
		return 0
	}
	for _, s := range p.segs {
		if t < s.t0+s.d {
			if math.IsInf(s.d, 1) {
				return s.r0
			}
			return s.r0 + (s.r1-s.r0)*(t-s.t0)/s.d
		}
	}
	return 0
}

// lateThreshold is how late a request may be sent and still be on time.
func (p *plan) lateThreshold(o *Open) time.Duration {
	if o.LateThreshold > 0 {
		return o.LateThreshold
	}
	return max(time.Millisecond, time.Duration(0.1/p.peak*float64(time.Second)))
}

// stages is the plan as results records it, from the start rate: a
// constant rate is one stage, a step a zero-length one.
func (p *plan) stages() []results.LoadStage {
	var out []results.LoadStage
	prev := p.start
	for _, s := range p.segs {
		if math.IsInf(s.d, 1) {
			continue
		}
		if s.r0 != prev {
			out = append(out, results.LoadStage{Rate: s.r0})
		}
		out = append(out, results.LoadStage{Seconds: s.d, Rate: s.r1})
		prev = s.r1
	}
	return out
}
