package gatewaybench

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"os"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/polywire/polywire/loadgen"
	"github.com/polywire/polywire/results"
)

// fullUsers is the closed model's concurrency in the run of record
// (issue 28's goal: 64 users); the quick run uses 2, so that account 2 in
// JSON (hundreds of ms of CPU per answer on this machine) finishes in
// seconds.
const fullUsers = 64

// openShare is the open model's rate as a share of the slowest proxy's
// closed-model req/s: below every proxy's capacity, so p99 measures
// latency at a load all of them sustain.
const openShare = 0.6

// result is one proxy's runs of one case.
type result struct {
	closed, open *results.LoadRun
	via, skip    string
}

// BenchmarkGateways runs every case against every proxy: a closed model
// (64 users, req/s and p50/p99), then an open model at 60% of the slowest
// proxy's req/s (p99, coordinated omission corrected). Every response is
// checked; a failed request fails the benchmark. The Markdown table goes
// to standard output. -args -full is the run of record: 64 users, 15 s runs.
func BenchmarkGateways(b *testing.B) {
	dur, users, timeout := 400*time.Millisecond, 2, 30*time.Second
	if *full {
		dur, users, timeout = 15*time.Second, fullUsers, 120*time.Second
	}
	proxies := startProxies(b, startUpstream(b))
	for range b.N {
		var table strings.Builder
		fmt.Fprintf(&table, "Closed model %d users %s, then open model at %.0f%% of the slowest proxy's req/s for %s; GOMAXPROCS %d, %d CPUs shared by client, proxies and upstream.\n\n",
			users, dur, openShare*100, dur, runtime.GOMAXPROCS(0), runtime.NumCPU())
		table.WriteString("| case | proxy | req/s | p50 ms | p99 ms | open rate | open p99 ms | polywire ÷ it, req/s | its p99 ÷ polywire's (open) |\n")
		table.WriteString("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n")
		for _, c := range cases() {
			res := map[string]*result{}
			slowest := 0.0
			for _, p := range proxies {
				r := c.req(p.name)
				res[p.name] = &result{via: r.via, skip: r.skip}
				if r.skip != "" {
					continue
				}
				lr := measure(b, p, c, r, loadgen.Config{Closed: &loadgen.Closed{Users: users}, Duration: dur, Connections: users, Timeout: timeout})
				res[p.name].closed = lr
				if rps := lr.Overall.ReqPerSec; slowest == 0 || rps < slowest {
					slowest = rps
				}
			}
			rate := slowest * openShare
			for _, p := range proxies {
				r := c.req(p.name)
				if r.skip != "" {
					continue
				}
				res[p.name].open = measure(b, p, c, r, loadgen.Config{Open: &loadgen.Open{StartRate: rate, MaxInFlight: 4 * users}, Duration: dur, Connections: users, Timeout: timeout})
			}
			writeRows(&table, c.name, proxies, res, rate)
		}
		fmt.Println(table.String())
	}
}

// measure runs one load against one proxy, every answer checked: all of
// them by status and length against the first answer, every 50th (and
// every small one) decoded in full.
func measure(b *testing.B, p proxy, c benchCase, r request, cfg loadgen.Config) *results.LoadRun {
	b.Helper()
	status, header, first, err := send(context.Background(), p.url, r)
	if err != nil || status != http.StatusOK {
		b.Fatalf("%s %s: %d %v: %.300s", c.name, p.name, status, err, first)
	}
	if err := c.check(first, header); err != nil {
		b.Fatalf("%s %s: %v", c.name, p.name, err)
	}
	var n atomic.Int64
	decode := func(body []byte, h http.Header) error {
		if len(first) > 4096 && n.Add(1)%50 != 0 {
			if len(body) != len(first) {
				return fmt.Errorf("%w: %d bytes, the first answer had %d", errAnswer, len(body), len(first))
			}
			return nil
		}
		return c.check(body, h)
	}
	cfg.Target = p.url
	cfg.Decode = true
	lr, err := loadgen.Run(context.Background(), cfg, loadgen.Scenario{Name: c.name + " " + p.name, Requests: []loadgen.Request{{
		Name: c.name, Method: r.method, Path: r.path, Header: r.header, Body: bytes.Clone(r.body), Decode: decode,
	}}})
	if err != nil {
		b.Fatalf("%s %s: %v", c.name, p.name, err)
	}
	if lr.Overall.KO > 0 || lr.Overall.OK == 0 {
		b.Fatalf("%s %s: %d OK, %d failed: %s", c.name, p.name, lr.Overall.OK, lr.Overall.KO, loadgen.CausesLine(lr.KOCauses))
	}
	return lr
}

func writeRows(w *strings.Builder, name string, proxies []proxy, res map[string]*result, rate float64) {
	pw := res[polywire]
	for _, p := range proxies {
		r := res[p.name]
		label := p.name
		if r.via != "" {
			label += " (" + r.via + ")"
		}
		if r.skip != "" {
			fmt.Fprintf(w, "| %s | %s | – | – | – | – | – | – | – |\n", name, label)
			continue
		}
		ratio, p99ratio := "", ""
		if p.name != polywire && pw.closed != nil {
			ratio = fmt.Sprintf("%.2f×", pw.closed.Overall.ReqPerSec/r.closed.Overall.ReqPerSec)
			p99ratio = fmt.Sprintf("%.2f×", r.open.Overall.P99Ms/pw.open.Overall.P99Ms)
		}
		fmt.Fprintf(w, "| %s | %s | %.0f | %.2f | %.2f | %.0f | %.2f | %s | %s |\n", name, label,
			r.closed.Overall.ReqPerSec, r.closed.Overall.P50Ms, r.closed.Overall.P99Ms, rate, r.open.Overall.P99Ms, ratio, p99ratio)
	}
	_ = os.Stdout.Sync()
}
