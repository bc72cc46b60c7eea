package loadgen

import (
	"math"
	"slices"
	"testing"
	"time"

	"github.com/polywire/polywire/results"
)

// TestPlanDueTimes checks the scheduler's arithmetic exactly: each request
// is due where the integral of the rate reaches its index.
func TestPlanDueTimes(t *testing.T) {
	t.Parallel()
	sec := func(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }
	tests := []struct {
		name        string
		open        Open
		duration    time.Duration
		maxRequests int64
		count       int64
		due         func(i int64) time.Duration // the closed form
	}{
		{
			name: "constant", open: Open{StartRate: 200}, duration: 3 * time.Second, count: 600,
			due: func(i int64) time.Duration { return sec(float64(i) / 200) },
		},
		{
			name: "constant_stage", open: Open{StartRate: 1000, Stages: []Stage{{Duration: 60 * time.Second, Rate: 1000}}}, count: 60_000,
			due: func(i int64) time.Duration { return sec(float64(i) / 1000) },
		},
		{
			// N(t) = 5t², so request i is due at √(i/5).
			name: "ramp_from_zero", open: Open{Stages: []Stage{{Duration: 10 * time.Second, Rate: 100}}}, count: 500,
			due: func(i int64) time.Duration { return sec(math.Sqrt(float64(i) / 5)) },
		},
		{
			// N(t) = 100t - 25t², so t = 2 - √(4 - i/25).
			name: "ramp_down", open: Open{StartRate: 100, Stages: []Stage{{Duration: 2 * time.Second, Rate: 0}}}, count: 100,
			due: func(i int64) time.Duration { return sec(2 - math.Sqrt(4-float64(i)/25)) },
		},
		{
			// 10 rps for 1 s, then a step to 100 rps for 1 s.
			name: "step", open: Open{StartRate: 10, Stages: []Stage{{Duration: time.Second, Rate: 10}, {Rate: 100}, {Duration: time.Second, Rate: 100}}}, count: 110,
			due: func(i int64) time.Duration {
				if i < 10 {
					return sec(float64(i) / 10)
				}
				return sec(1 + float64(i-10)/100)
			},
		},
		{
			// A pause: 10 rps, nothing for 1 s, 10 rps again.
			name: "pause", open: Open{StartRate: 10, Stages: []Stage{{Duration: time.Second, Rate: 10}, {Rate: 0}, {Duration: time.Second, Rate: 0}, {Rate: 10}, {Duration: time.Second, Rate: 10}}}, count: 20,
			due: func(i int64) time.Duration {
				if i < 10 {
					return sec(float64(i) / 10)
				}
				return sec(2 + float64(i-10)/10)
			},
		},
		{
			name: "duration_cuts_stages", open: Open{Stages: []Stage{{Duration: 10 * time.Second, Rate: 100}}}, duration: 2 * time.Second, count: 20,
			due: func(i int64) time.Duration { return sec(math.Sqrt(float64(i) / 5)) },
		},
		{
			name: "max_requests", open: Open{StartRate: 50}, maxRequests: 7, count: 7,
			due: func(i int64) time.Duration { return sec(float64(i) / 50) },
		},
		{
			name: "max_requests_and_duration", open: Open{StartRate: 50}, duration: time.Second, maxRequests: 700, count: 50,
			due: func(i int64) time.Duration { return sec(float64(i) / 50) },
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			p := newPlan(&tt.open, tt.duration, tt.maxRequests)
			if p.count != tt.count {
				t.Fatalf("count %d, want %d", p.count, tt.count)
			}
			for i := range tt.count {
				got, ok := p.at(i)
				if want := tt.due(i); !ok || absDuration(got-want) > time.Microsecond {
					t.Fatalf("request %d due at %v (ok %v), want %v", i, got, ok, want)
				}
				if i > 0 {
					if prev, _ := p.at(i - 1); got < prev {
						t.Fatalf("request %d due at %v, before request %d at %v", i, got, i-1, prev)
					}
				}
			}
			if _, ok := p.at(tt.count); ok {
				t.Fatalf("request %d is due, but the plan has only %d", tt.count, tt.count)
			}
		})
	}
}

// TestPlanDoesNotDrift: due times come from the integral, so the millionth
// request at 1000 rps is due at exactly 1000 s.
func TestPlanDoesNotDrift(t *testing.T) {
	t.Parallel()
	p := newPlan(&Open{StartRate: 1000}, 0, 2_000_001)
	for _, i := range []int64{1_000_000, 2_000_000} {
		if got, _ := p.at(i); got != time.Duration(i)*time.Millisecond {
			t.Fatalf("request %d due at %v", i, got)
		}
	}
}

func TestPlanRatesAndStages(t *testing.T) {
	t.Parallel()
	p := newPlan(&Open{StartRate: 50, Stages: []Stage{{Duration: 2 * time.Second, Rate: 150}, {Rate: 300}, {Duration: time.Second, Rate: 300}}}, 0, 0)
	for _, c := range []struct{ t, rate, due float64 }{
		{0, 50, 0}, {1, 100, 75}, {1.5, 125, 131.25}, {2, 300, 200}, {2.5, 300, 350}, {3, 0, 500}, {4, 0, 500},
	} {
		if r := p.rate(c.t); math.Abs(r-c.rate) > 1e-9 {
			t.Errorf("rate(%v) = %v, want %v", c.t, r, c.rate)
		}
		if n := p.due(c.t); math.Abs(n-c.due) > 1e-9 {
			t.Errorf("due(%v) = %v, want %v", c.t, n, c.due)
		}
	}
	want := []results.LoadStage{{Seconds: 2, Rate: 150}, {Seconds: 0, Rate: 300}, {Seconds: 1, Rate: 300}}
	if got := p.stages(); !slices.Equal(got, want) {
		t.Errorf("stages %v, want %v", got, want)
	}
	constant := newPlan(&Open{StartRate: 1000}, 60*time.Second, 0)
	if got, want := constant.stages(), []results.LoadStage{{Seconds: 60, Rate: 1000}}; !slices.Equal(got, want) {
		t.Errorf("constant plan's stages %v, want %v", got, want)
	}
}

func TestLateThreshold(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		open Open
		want time.Duration
	}{
		{Open{StartRate: 1000}, time.Millisecond},
		{Open{StartRate: 10_000}, time.Millisecond},
		{Open{StartRate: 50}, 2 * time.Millisecond},
		{Open{StartRate: 10, Stages: []Stage{{Duration: time.Second, Rate: 20}}}, 5 * time.Millisecond},
		{Open{StartRate: 50, LateThreshold: 7 * time.Millisecond}, 7 * time.Millisecond},
	} {
		if got := newPlan(&c.open, time.Second, 0).lateThreshold(&c.open); got != c.want {
			t.Errorf("%+v: threshold %v, want %v", c.open, got, c.want)
		}
	}
}

func absDuration(d time.Duration) time.Duration {
	if d < 0 {
		return -d
	}
	return d
}
