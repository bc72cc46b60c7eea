package loadgen

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math"
	"net/http"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"google.golang.org/grpc/metadata"

	"github.com/polywire/polywire/results"
)

// collectEvery is how often the collector takes the workers' samples.
const collectEvery = 100 * time.Millisecond

// FailFastAfter is how long a run goes on while every request fails:
// when its first FailFastAfter brought at least failFastMin failures and
// not one success, the target is down or refuses everything, and the run
// stops there, failed, instead of loading nothing for its whole duration.
const FailFastAfter = 2 * time.Second

// failFastMin is how many failures, with no success, stop a run early.
const failFastMin = 10

// maxCauses is how many distinct KO causes a run reports by name.
const maxCauses = 5

// preciseSleep is how much of each wait for a due time the open-model
// scheduler sleeps with sleepPrecisely, after a runtime timer that may
// wake a millisecond late has slept the rest.
const preciseSleep = 2 * time.Millisecond

// Run applies cfg's load with sc's requests to cfg.Target and returns what
// it measured. It returns when the run's bound is reached and the requests
// in flight have ended. When ctx is canceled first, it returns the run so
// far (requests in flight counted as canceled) together with ctx's error.
func Run(ctx context.Context, cfg Config, sc Scenario) (*results.LoadRun, error) {
	lr, _, err := run(ctx, cfg, sc)
	return lr, err
}

// extra is what a run measures beyond results.LoadRun, for the tests.
type extra struct {
	// service is the latency measured from the actual send: what a
	// generator without coordinated-omission correction would report.
	service results.LoadStats
	// lateness is how long after their due time requests were sent.
	lateness results.LoadStats
}

// engine is one run.
type engine struct {
	cfg   Config
	sc    Scenario
	reqs  []*request
	names []string
	do    func(ctx context.Context, deadline time.Time, w *worker, r *request) outcome
	plan  *plan // open model only
	col   *collector

	start time.Time
	// stop is closed when no new request may start: Duration passed, ctx
	// is done, or the run failed fast; stopLoad closes it.
	stop     chan struct{}
	stopLoad func()
	// failedFast is set by the collector when it stopped the run because
	// every request failed.
	failedFast bool
	started    atomic.Int64 // requests started, against MaxRequests
	active     atomic.Int64 // closed: users running; open: requests in flight
	unsent     int64
}

func run(ctx context.Context, cfg Config, sc Scenario) (*results.LoadRun, *extra, error) {
	if err := cfg.check(&sc); err != nil {
		return nil, nil, err
	}
	if err := checkLoopback(ctx, cfg.Target, cfg.AllowRemote); err != nil {
		return nil, nil, err
	}
	local := (!cfg.AllowRemote || checkLoopback(ctx, cfg.Target, false) == nil) && !cfg.SeparateCPUs
	e := &engine{cfg: cfg, sc: sc, stop: make(chan struct{})}
	if err := e.compile(); err != nil {
		return nil, nil, err
	}
	late := time.Duration(math.MaxInt64) // the closed model is never late
	if cfg.Open != nil {
		e.plan = newPlan(cfg.Open, cfg.Duration, cfg.MaxRequests)
		late = e.plan.lateThreshold(cfg.Open)
	}
	e.col = newCollector(e.names, late)
	e.do = cfg.do
	if e.do == nil {
		cl, err := newClient(ctx, &e.cfg)
		if err != nil {
			return nil, nil, err
		}
		defer cl.close()
		e.do = cl.do
	}

	cpu0, cpuOK := cpuTime()
	busy0, total0, machineOK := machineCPU()
	e.start = time.Now()
	var stopOnce sync.Once
	e.stopLoad = func() { stopOnce.Do(func() { close(e.stop) }) }
	if cfg.Duration > 0 {
		t := time.AfterFunc(cfg.Duration, e.stopLoad)
		defer t.Stop()
	}
	defer context.AfterFunc(ctx, e.stopLoad)()

	collected := make(chan struct{})
	loadDone := make(chan struct{})
	go e.collect(loadDone, collected)
	var spans [][2]time.Duration
	if cfg.Closed != nil {
		spans = e.runClosed(ctx)
	} else {
		e.runOpen(ctx)
	}
	wall := time.Since(e.start)
	close(loadDone)
	<-collected
	cpu1, _ := cpuTime()
	busy1, total1, _ := machineCPU()

	lr, err := e.result(wall, spans)
	if err != nil {
		return nil, nil, err
	}
	var busy float64 // the machine's busy share, when known
	if machineOK && total1 > total0 {
		busy = float64(busy1-busy0) / float64(total1-total0)
	}
	lr.Client = clientUse(cpu1-cpu0, cpuOK, wall, local, busy)
	if cfg.Closed != nil && cfg.Closed.Users <= lr.Client.Cores {
		lr.Client = selfPaced(lr.Client)
	}
	svc, err := statsOf("service", e.col.service, lr.Overall.OK, lr.Overall.KO, 0, wall.Seconds())
	if err != nil {
		return nil, nil, err
	}
	lateness, err := statsOf("lateness", e.col.lateness, lr.Overall.OK, lr.Overall.KO, 0, wall.Seconds())
	if err != nil {
		return nil, nil, err
	}
	ex := &extra{service: svc, lateness: lateness}
	if err := ctx.Err(); err != nil {
		return lr, ex, fmt.Errorf("run load: %w", err)
	}
	return lr, ex, nil
}

// compile prepares the scenario's requests and their names.
func (e *engine) compile() error {
	index := map[string]int32{}
	for _, r := range e.sc.Requests {
		cr := &request{Request: r}
		name := r.Name
		if name == "" {
			name = r.Procedure
			if e.cfg.Protocol != GRPC {
				name = r.method() + " " + r.Path
			}
		}
		i, ok := index[name]
		if !ok {
			i = int32(len(e.names))
			index[name] = i
			e.names = append(e.names, name)
		}
		cr.idx = i
		if e.cfg.Protocol == GRPC {
			if len(r.Header) > 0 {
				cr.md = metadata.MD{}
				for k, v := range r.Header {
					cr.md.Append(k, v...)
				}
			}
		} else {
			tmpl, err := http.NewRequest(r.method(), e.cfg.Target+r.Path, nil) //nolint:noctx // a template: every send sets its context
			if err != nil {
				return fmt.Errorf("build request %s: %w", name, err)
			}
			if r.Header != nil {
				tmpl.Header = r.Header.Clone()
			}
			if tmpl.Header.Get("User-Agent") == "" {
				tmpl.Header.Set("User-Agent", userAgent)
			}
			if r.Body != nil {
				body := r.Body
				tmpl.ContentLength = int64(len(body))
				tmpl.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
			}
			cr.tmpl = tmpl
			cr.idempotent = tmpl.Method == http.MethodGet || tmpl.Method == http.MethodHead || tmpl.Method == http.MethodOptions
			if e.cfg.Protocol == HTTP1 {
				if cr.wire, err = wire(tmpl, r.Body); err != nil {
					return fmt.Errorf("build request %s: %w", name, err)
				}
			}
		}
		e.reqs = append(e.reqs, cr)
	}
	return nil
}

func (r *Request) method() string {
	switch {
	case r.Method != "":
		return r.Method
	case r.Body != nil:
		return http.MethodPost
	}
	return http.MethodGet
}

func (e *engine) newWorker() *worker {
	return &worker{rec: e.col.newRecorder()}
}

// exec sends r and records it; due is when it should have been sent (the
// open model's plan; the actual send for the closed model).
func (e *engine) exec(ctx context.Context, w *worker, r *request, due, sent time.Time) {
	o := e.do(ctx, sent.Add(e.cfg.Timeout), w, r)
	end := time.Now()
	var cause string
	if o.class != "" {
		cause = causeOf(o.class, o.exact, o.err, e.cfg.Timeout)
	}
	w.rec.add(sample{
		start: due.Sub(e.start), latency: end.Sub(due), service: end.Sub(sent), late: sent.Sub(due),
		bytes: o.bytes, req: r.idx, class: o.class, exact: o.exact, cause: cause,
	})
}

// stopped says whether the run's Duration has passed or its context is done.
func (e *engine) stopped() bool {
	select {
	case <-e.stop:
		return true
	default:
		return false
	}
}

// runClosed runs the users and returns when each user was
// running, from the run's start (a user never started has a zero span).
func (e *engine) runClosed(ctx context.Context) [][2]time.Duration {
	m := e.cfg.Closed
	spans := make([][2]time.Duration, m.Users)
	var wg sync.WaitGroup
	for u := range m.Users {
		delay := time.Duration(int64(m.RampUp) * int64(u) / int64(m.Users))
		wg.Go(func() {
			if delay > 0 {
				t := time.NewTimer(time.Until(e.start.Add(delay)))
				select {
				case <-t.C:
				case <-e.stop:
					t.Stop()
					return
				}
			}
			if e.stopped() {
				return
			}
			spans[u][0] = time.Since(e.start)
			e.active.Add(1)
			e.user(ctx, e.newWorker(), m.Iterations)
			e.active.Add(-1)
			spans[u][1] = time.Since(e.start)
		})
	}
	wg.Wait()
	return spans
}

// user is one closed-model user's loop.
func (e *engine) user(ctx context.Context, w *worker, iterations int) {
	var think *time.Timer
	for it := 0; iterations == 0 || it < iterations; it++ {
		for k, r := range e.reqs {
			if e.stopped() || (e.cfg.MaxRequests > 0 && e.started.Add(1) > e.cfg.MaxRequests) {
				return
			}
			now := time.Now()
			if e.cfg.Duration > 0 && now.Sub(e.start) >= e.cfg.Duration {
				return // the timer closing stop may not have fired yet
			}
			e.exec(ctx, w, r, now, now)
			last := it == iterations-1 && k == len(e.reqs)-1
			if e.sc.Think <= 0 || last || (e.cfg.MaxRequests > 0 && e.started.Load() >= e.cfg.MaxRequests) {
				continue // no pause after the user's last request
			}
			if think == nil {
				think = time.NewTimer(e.sc.Think)
			} else {
				think.Reset(e.sc.Think)
			}
			select {
			case <-think.C:
			case <-e.stop:
				think.Stop()
				return
			}
		}
	}
}

// job is an open-model request handed to a sender.
type job struct {
	r   *request
	due time.Time
}

// runOpen sends the plan's requests at their due times. The scheduler
// computes each due time from the plan, sleeps until it, and hands the
// request to an idle sender — starting a new one while fewer than
// MaxInFlight exist, else waiting for one to finish (the request is then
// late). A request not handed over by the end of the plan is unsent.
func (e *engine) runOpen(ctx context.Context) {
	maxInFlight := e.cfg.Open.MaxInFlight
	work := make(chan job)
	var wg sync.WaitGroup
	senders := 0
	var end time.Time
	var endC <-chan time.Time
	if !math.IsInf(e.plan.end, 1) {
		end = e.start.Add(time.Duration(e.plan.end * float64(time.Second)))
		t := time.NewTimer(time.Until(end))
		defer t.Stop()
		endC = t.C
	}
	sleep := time.NewTimer(time.Hour)
	sleep.Stop()

	var i int64
	canceled := false
schedule:
	for ; ; i++ {
		off, ok := e.plan.at(i)
		if !ok {
			break
		}
		j := job{r: e.reqs[i%int64(len(e.reqs))], due: e.start.Add(off)}
		if d := time.Until(j.due); d > 0 {
			if d > preciseSleep {
				sleep.Reset(d - preciseSleep)
				select {
				case <-sleep.C:
				case <-ctx.Done():
					sleep.Stop()
					canceled = true
					break schedule
				}
			}
			if d := time.Until(j.due); d > 0 {
				sleepPrecisely(d)
			}
		} else if endC != nil && !time.Now().Before(end) {
			break schedule // the scheduler fell behind past the end of the plan
		}
		select {
		case work <- j:
			continue
		default:
		}
		if senders < maxInFlight {
			senders++
			wg.Go(func() { e.send(ctx, j, work) })
			continue
		}
		select {
		case work <- j:
		case <-endC:
			break schedule
		case <-ctx.Done():
			canceled = true
			break schedule
		}
	}
	close(work)
	due := e.plan.count
	if canceled { // only what was due by now went unsent
		due = min(due, int64(math.Ceil(e.plan.due(time.Since(e.start).Seconds())-countEpsilon)))
	}
	e.unsent = max(due-i, 0)
	wg.Wait()
}

// send is one open-model sender: it sends the jobs it is handed.
func (e *engine) send(ctx context.Context, j job, work <-chan job) {
	w := e.newWorker()
	for {
		e.active.Add(1)
		e.exec(ctx, w, j.r, j.due, time.Now())
		e.active.Add(-1)
		var ok bool
		if j, ok = <-work; !ok {
			return
		}
	}
}

// collect takes the workers' samples ten times a second until loadDone,
// notes the activity, and reports progress once a second.
func (e *engine) collect(loadDone <-chan struct{}, collected chan<- struct{}) {
	defer close(collected)
	tick := time.NewTicker(collectEvery)
	defer tick.Stop()
	lastReport := e.start
	for {
		select {
		case <-loadDone:
			e.col.drain()
			return
		case now := <-tick.C:
			e.col.drain()
			elapsed := now.Sub(e.start)
			if e.cfg.Open != nil {
				e.col.activeAt(elapsed, int(e.active.Load()))
			}
			if !e.failedFast && elapsed >= FailFastAfter && e.col.failed >= failFastMin && e.col.failed == e.col.total {
				e.failedFast = true
				e.stopLoad()
			}
			if e.cfg.Progress == nil || now.Sub(lastReport) < time.Second-collectEvery/2 {
				continue
			}
			ok, ko, p99 := e.col.resetWindow()
			window := now.Sub(lastReport).Seconds()
			snap := Snapshot{
				Elapsed: elapsed, Requests: e.col.total, KO: e.col.failed,
				RequestsPerSec: float64(ok) / window, KOPerSec: float64(ko) / window, P99: p99,
				ActiveUsers: int(e.active.Load()), Late: e.col.late,
			}
			if top := e.col.topCauses(1); len(top) > 0 {
				snap.TopCause, snap.TopCauseCount = top[0].Cause, top[0].Count
			}
			if e.plan != nil {
				snap.PlannedRate = e.plan.rate(elapsed.Seconds())
			}
			lastReport = now
			e.cfg.Progress(snap)
		}
	}
}

// result assembles the run's numbers; wall is its length, spans the
// closed-model users' activity.
func (e *engine) result(wall time.Duration, spans [][2]time.Duration) (*results.LoadRun, error) {
	cfg, col := &e.cfg, e.col
	lr := &results.LoadRun{
		Name: e.sc.Name, Target: cfg.Target, Protocol: cfg.Protocol, Connections: cfg.Connections,
		DurationSeconds: wall.Seconds(), TimeoutSeconds: cfg.Timeout.Seconds(),
		Decode: cfg.Decode, Started: e.start.UTC(),
	}
	if m := cfg.Closed; m != nil {
		lr.Model, lr.Users, lr.RampUpSeconds, lr.ThinkSeconds = "closed", m.Users, m.RampUp.Seconds(), e.sc.Think.Seconds()
	} else {
		lr.Model, lr.StartRate, lr.Stages = "open", e.plan.start, e.plan.stages()
		lr.Late, lr.Unsent = col.late, e.unsent
		lr.MaxLateMs = float64(col.maxLate) / float64(time.Millisecond)
		lr.LateThresholdMs = float64(col.lateThreshold) / float64(time.Millisecond)
	}

	overall := newHistogram()
	var ok, ko, bytes int64
	for i, name := range e.names {
		n := &col.perName[i]
		s, err := statsOf(name, n.h, n.ok, n.ko, n.bytes, wall.Seconds())
		if err != nil {
			return nil, err
		}
		lr.PerRequest = append(lr.PerRequest, s)
		_ = overall.Merge(n.h) // same geometry: nothing dropped
		ok, ko, bytes = ok+n.ok, ko+n.ko, bytes+n.bytes
	}
	name := "all"
	if len(e.names) == 1 {
		name = e.names[0]
	}
	var err error
	if lr.Overall, err = statsOf(name, overall, ok, ko, bytes, wall.Seconds()); err != nil {
		return nil, err
	}
	if len(col.ko) > 0 {
		lr.KO = col.ko
	}
	lr.KOCauses = col.topCauses(maxCauses)
	lr.MaxKOPercent = cfg.MaxKOPercent
	lr.Failed, lr.Failure = verdict(&lr.Overall, lr.KOCauses, cfg.MaxKOPercent, e.failedFast)

	n := max(secondsIn(wall), len(col.seconds))
	for s := range n {
		sec := col.timelineSecond(s)
		if e.plan != nil {
			sec.PlannedRate = e.plan.due(float64(s+1)) - e.plan.due(float64(s))
		} else {
			sec.ActiveUsers = activeIn(spans, s)
		}
		lr.Timeline = append(lr.Timeline, sec)
	}
	return lr, nil
}

// verdict says whether a run failed, and why, in one line that names the
// main causes: no request completed; none succeeded; every request failed
// in the first FailFastAfter (stopped early); or more than maxKO percent
// failed.
func verdict(o *results.LoadStats, causes []results.KOCause, maxKO float64, failedFast bool) (bool, string) {
	var why string
	switch {
	case o.Count == 0:
		return true, "no request completed"
	case failedFast:
		why = fmt.Sprintf("every request failed in the first %v (%s of them), so the run stopped there", FailFastAfter, groupThousands(o.KO))
	case o.OK == 0:
		why = fmt.Sprintf("no request succeeded (%s failed)", groupThousands(o.KO))
	case o.KOPercent > maxKO:
		why = fmt.Sprintf("%.2f%% of %s requests failed, more than the %g%% allowed", o.KOPercent, groupThousands(o.Count), maxKO)
	default:
		return false, ""
	}
	return true, why + ": " + CausesLine(causes)
}

// CausesLine is causes in one line: "connection refused ×28,018, HTTP 503
// Service Unavailable ×12".
func CausesLine(causes []results.KOCause) string {
	parts := make([]string, len(causes))
	for i, c := range causes {
		parts[i] = c.Cause + " ×" + groupThousands(c.Count)
	}
	return strings.Join(parts, ", ")
}

// groupThousands prints n with thousands separators: 28,018.
func groupThousands(n int64) string {
	s := strconv.FormatInt(n, 10)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

// activeIn counts the users running at some point of second s.
func activeIn(spans [][2]time.Duration, s int) int {
	from, to := time.Duration(s)*time.Second, time.Duration(s+1)*time.Second
	n := 0
	for _, sp := range spans {
		if sp[1] > 0 && sp[0] < to && sp[1] >= from {
			n++
		}
	}
	return n
}

// clientUse is the generator's CPU use over the run, and a warning when
// it may have been the bottleneck: when it used more than saturation of
// the cores it may use or, on a machine it shares with the server (local),
// when the machine was busy (machineBusy, a fraction of all its CPUs) and
// the generator took a third of that.
func clientUse(cpu time.Duration, ok bool, wall time.Duration, local bool, machineBusy float64) results.LoadClient {
	c := results.LoadClient{Cores: runtime.GOMAXPROCS(0)}
	if !ok || wall <= 0 {
		return c
	}
	c.CPUSeconds = cpu.Seconds()
	c.CPUPercent = 100 * cpu.Seconds() / wall.Seconds()
	cpus := float64(runtime.NumCPU())
	share := 0.0 // of the machine's busy time
	if machineBusy > 0 {
		share = c.CPUSeconds / (machineBusy * cpus * wall.Seconds())
	}
	switch {
	case c.CPUPercent > saturation*100*float64(c.Cores):
		c.Saturated = true
		c.Warning = fmt.Sprintf("the load generator used %.0f%% of a core on average, more than %.0f%% of the %d cores it may use: it may have been the bottleneck, and the server faster than measured",
			c.CPUPercent, saturation*100, c.Cores)
		if local {
			c.Warning += fmt.Sprintf("; the target is on this machine, whose %.0f CPUs it shares with the server", cpus)
		}
	case local && machineBusy >= saturation && share >= 1.0/3:
		c.Saturated = true
		c.Warning = fmt.Sprintf("the target is on this machine, whose %.0f CPUs were %.0f%% busy, and the load generator took %.0f%% of that (%.0f%% of a core): it competes with the server for CPU, so the server may be faster than measured",
			cpus, 100*machineBusy, 100*share, c.CPUPercent)
	}
	return c
}

// selfPaced clears the saturation mark of a closed-model run with no more
// users than the generator has cores: each user has a core of its own and
// waits for its answer before it sends again, so a busy generator is the
// user's own reading and decoding — part of what such a run measures (seed
// 004's one browser tab) — not requests queueing for a CPU.
func selfPaced(c results.LoadClient) results.LoadClient {
	if c.Saturated {
		c.Saturated = false
		c.Warning = ""
	}
	return c
}

// saturation is the share of its cores above which the generator is
// said to be saturated.
const saturation = 0.8
