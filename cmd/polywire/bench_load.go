package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"text/tabwriter"
	"time"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/internal/cpuset"
	"github.com/polywire/polywire/internal/dataset"
	"github.com/polywire/polywire/loadgen"
	"github.com/polywire/polywire/report"
	"github.com/polywire/polywire/results"
)

const loadUsage = `Usage: polywire bench load [flags]

Applies load to a polywire server and measures it: a closed model (-users N
virtual users looping over the scenario, as Gatling) or an open model (-rate R
requests per second on a plan, latency from each request's intended send time,
as wrk2 and yandex-tank), over HTTP/1.1, h2c, h2 (TLS) or gRPC. Every run is
bounded (-duration, -requests, -iterations) and stops by itself; targets other
than loopback need -allow-remote.

Which server: -target URL loads the server you are running ("polywire serve"
listens on http://127.0.0.1:8080 by default). Without -target, bench load
starts a server of its own — a child "polywire serve" on a free loopback
port, said on the first line it prints — and, on a machine with two or more
CPUs, pins that server and itself to separate halves of them (-pin=false
shares them), so the generator does not compete with the server for a core.

Failures are not results: latency percentiles and req/s count successful
requests only; failures have their own rate and causes. A run in which more
than -max-ko percent of the requests failed (or none succeeded) is marked
failed, prints its main causes ("connection refused x28,018") and exits
non-zero; a run whose first 2 s bring only failures stops there.

Examples:

	polywire bench load -target http://127.0.0.1:8080 -path /account/2 -format proto -users 50 -duration 10s -o load.json
	polywire bench load -path /account/1 -format proto -users 16 -duration 8s -o results.json
	polywire bench load -target http://127.0.0.1:8080 -path /report -body document -format json -rate 1000 -duration 60s
	polywire bench load -protocol grpc -path /account/2 -users 32 -connections 4 -duration 10s
	polywire bench load -rate 100 -stages 10s:1000,10s:1000,0s:2000,10s:2000 -path /account/1
	polywire bench load -scenario seed000.json -users 100 -duration 30s -decode

A scenario file is JSON: {"name": "...", "think": "0s", "requests": [{"path":
"/account/1", "format": "proto", "coding": "gzip"}, {"path": "/report",
"body": "document", "format": "json"}]}.

On your own schema (the flags below), -target is the server that serves it
(yours, or polywire serve with routes for it) and every answer decodes as
-message; a list route's answer decodes as -message
polywire.samples.v1.<Name>List (its items, repeated, field 1).
-body samples posts the -samples messages in turn (one request per sample,
reported under one name). gRPC is not mapped for a schema of your own.

	polywire bench load -target http://127.0.0.1:8080 -proto-path testdata/yourschema acme/shop/v1/shop.proto -message acme.shop.v1.Order -path /orders -body samples -samples testdata/yourschema/orders.jsonl -format proto -users 8 -duration 10s -o load.json

` + schemaFlagsUsage + `
Flags:
`

// loadFlags are the flags bench load and bench suite share.
type loadFlags struct {
	maxKO *float64
	pin   *bool
}

func addLoadFlags(fs *flag.FlagSet) loadFlags {
	return loadFlags{
		maxKO: fs.Float64("max-ko", loadgen.DefaultMaxKOPercent, "most failed requests, in `percent`, before a run counts as failed (exit status 1)"),
		pin:   fs.Bool("pin", true, "when starting its own server on a machine with 2+ CPUs, pin the server and the load generator to separate halves of them"),
	}
}

// checkName refuses a value that is not one of known, listing them.
func checkName(flagName, value string, known []string) error {
	if slices.Contains(known, value) {
		return nil
	}
	return usageError{msg: fmt.Sprintf("bench: -%s %q: want one of %s", flagName, value, strings.Join(known, ", ")), try: "-" + flagName + " " + known[0]}
}

func benchLoad(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("load", flag.ContinueOnError)
	cf := addCommon(fs, args)
	lf := addLoadFlags(fs)
	target := fs.String("target", "", "base `URL` of the server to load, e.g. http://127.0.0.1:8080 (default: start one, see above)")
	name := fs.String("name", "", "label of the run in reports")
	scenario := fs.String("scenario", "", "scenario `file` (JSON); else one request from -path")
	path := fs.String("path", "/account/1", "request path")
	method := fs.String("method", "", "request method (GET, or POST with -body)")
	format := fs.String("format", "json", "format: json, proto, flatbuffers, msgpack, xml")
	coding := fs.String("coding", "identity", "Accept-Encoding: identity, gzip, br, zstd")
	body := fs.String("body", "", "request body: document, or people:N; with a schema: samples (the -samples messages, in turn)")
	bodyCoding := fs.String("body-coding", "", "Content-Encoding of the body: gzip, br, zstd")
	protocol := fs.String("protocol", loadgen.HTTP1, "http/1.1, h2c, h2 (TLS) or grpc")
	conns := fs.Int("connections", 0, "connections (http/1.1: pool size, default one per user; h2c/h2/grpc: spread over, default 1)")
	users := fs.Int("users", 0, "closed model: virtual users")
	ramp := fs.Duration("ramp", 0, "closed model: start the users evenly over this time")
	iterations := fs.Int("iterations", 0, "closed model: loops over the scenario per user (0: until -duration)")
	think := fs.Duration("think", 0, "closed model: pause between a user's requests")
	rate := fs.Float64("rate", 0, "open model: requests per second (the start rate with -stages)")
	stages := fs.String("stages", "", "open model: stages DURATION:RATE,... (linear ramps; 0s:RATE is a step)")
	maxInFlight := fs.Int("max-in-flight", 0, "open model: most requests outstanding (default 1000)")
	duration := fs.Duration("duration", 0, "how long to apply load")
	requests := fs.Int64("requests", 0, "stop after this many requests")
	timeout := fs.Duration("timeout", loadgen.DefaultTimeout, "per-request timeout")
	decode := fs.Bool("decode", false, "decode every response (counted in latency, as seed 000's total duration)")
	allowRemote := fs.Bool("allow-remote", false, "allow a target that is not loopback")
	insecure := fs.Bool("insecure", false, "do not verify a TLS target's certificate")
	sf := addSchemaFlags(fs)
	files, err := parseArgs(fs, args, "bench load", loadUsage)
	if err != nil {
		return err
	}
	if (*users > 0) == (*rate > 0) {
		return usageError{msg: "bench load: give -users (closed model) or -rate (open model)", try: "polywire bench load -users 16 -duration 8s"}
	}
	if *duration == 0 && *requests == 0 && *iterations == 0 && *stages == "" {
		return usageError{msg: "bench load: a run needs a bound: -duration, -requests, -iterations or -stages", try: "-duration 10s"}
	}
	if err := errors.Join(checkName("format", *format, formats.Registry().Names()),
		checkName("coding", *coding, []string{"identity", "gzip", "br", "zstd"}),
		checkName("protocol", *protocol, []string{loadgen.HTTP1, loadgen.H2C, loadgen.H2, loadgen.GRPC})); err != nil {
		return firstUsageError(err)
	}
	if *lf.maxKO < 0 || *lf.maxKO > 100 {
		return usageError{msg: fmt.Sprintf("bench load: -max-ko %g: want a percentage in 0..100", *lf.maxKO), try: "-max-ko 1"}
	}
	spec := bench.ScenarioSpec{Name: "one request", Requests: []bench.RequestSpec{{
		Path: *path, Method: *method, Format: *format, Coding: *coding, Body: *body, BodyCoding: *bodyCoding,
	}}}
	if *scenario != "" {
		var err error
		if spec, err = bench.ReadScenario(*scenario); err != nil {
			return err
		}
	}
	if *think > 0 {
		spec.Think = think.String()
	}
	run := bench.LoadRunSpec{Name: *name, Scenario: spec, Protocol: *protocol, Connections: *conns,
		Duration: *duration, Timeout: *timeout, Decode: *decode}
	if run.Name == "" {
		what := spec.Name
		if *scenario == "" {
			what = strings.TrimSpace(*method + " " + *path)
		}
		load := fmt.Sprintf("%g rps", *rate)
		if *users > 0 {
			load = fmt.Sprintf("%d users", *users)
		}
		run.Name = fmt.Sprintf("%s %s %s %s %s", what, *format, *coding, *protocol, load)
	}
	if cf.smoke {
		run = smokeSpec(run)
		if *requests == 0 || *requests > 200 {
			*requests = 200
		}
		*iterations = min(*iterations, 2)
	}
	if *users > 0 {
		run.Closed = &loadgen.Closed{Users: *users, RampUp: *ramp, Iterations: *iterations}
	} else {
		run.Open = &loadgen.Open{StartRate: *rate, MaxInFlight: *maxInFlight}
		st, err := parseStages(*stages)
		if err != nil {
			return err
		}
		run.Open.Stages = st
	}
	lo := loadOptions{maxKO: *lf.maxKO, maxRequests: *requests, allowRemote: *allowRemote, insecure: *insecure}
	if sf.given(files) {
		pathSet := false
		fs.Visit(func(f *flag.Flag) { pathSet = pathSet || f.Name == "path" || f.Name == "scenario" })
		if !pathSet {
			// The default path is a seed route; a user's server has its own.
			return usageError{msg: "bench load: with a schema of your own, give -path: the route of your server to load (the default, /account/1, is a seed route)",
				try: "polywire bench load -target http://127.0.0.1:8080 -proto-path DIR FILE.proto -message NAME -path /orders -users 8 -duration 10s"}
		}
		return benchLoadSchema(ctx, cf, sf, files, *target, run, lo)
	}
	base := *target
	if base == "" {
		srv, err := startChildServer(ctx, filepath.Join(os.TempDir(), "polywire-bench-load"), *lf.pin, nil)
		if err != nil {
			return err
		}
		defer srv.stop()
		base, lo.cpus = srv.url, srv.cpus
	}
	data, err := cf.load()
	if err != nil {
		return err
	}
	f := results.New(results.KindLoad, cf.config(map[string]any{"target": base, "maxKoPercent": *lf.maxKO}))
	lr, err := runLoad(ctx, base, run, data, *cf.seed, lo)
	if err != nil {
		return err
	}
	return finishLoad(cf, f, lr, base, *target == "")
}

// smokeSpec bounds a run for $POLYWIRE_SMOKE: at most 1 s, or two
// iterations per user.
func smokeSpec(r bench.LoadRunSpec) bench.LoadRunSpec {
	if r.Duration == 0 || r.Duration > time.Second {
		r.Duration = time.Second
	}
	if r.Closed != nil {
		c := *r.Closed
		c.Iterations = min(c.Iterations, 2)
		r.Closed = &c
	}
	return r
}

// firstUsageError is the first of errors.Join's errors.
func firstUsageError(err error) error {
	if j, ok := err.(interface{ Unwrap() []error }); ok && len(j.Unwrap()) > 0 {
		return j.Unwrap()[0]
	}
	return err
}

// runFailed is the error of a failed load run: what failed, and what to try.
func runFailed(base string, ownServer bool, lr *results.LoadRun) error {
	msg := "bench load: the run failed, so it is not a result: " + lr.Failure
	try := ""
	switch {
	case !ownServer && slices.ContainsFunc(lr.KOCauses, func(c results.KOCause) bool { return c.Cause == "connection refused" }):
		try = fmt.Sprintf("is a server listening at %s? Start one (polywire serve), or drop -target to let bench load start its own", base)
	case slices.ContainsFunc(lr.KOCauses, func(c results.KOCause) bool { return c.Class == loadgen.KOTimeout }):
		try = "lower the load (-users, -rate) or raise -timeout; -max-ko sets how many failures a run may have"
	default:
		try = "-max-ko sets how many failures, in percent, a run may have"
	}
	return usageError{msg: msg, try: try}
}
func parseStages(s string) ([]loadgen.Stage, error) {
	var out []loadgen.Stage
	for _, part := range splitList(s) {
		d, r, ok := strings.Cut(part, ":")
		dur, err1 := time.ParseDuration(d)
		rate, err2 := strconv.ParseFloat(r, 64)
		if !ok || err1 != nil || err2 != nil || rate < 0 {
			return nil, usageError{msg: fmt.Sprintf("bench load: bad stage %q", part), try: "-stages 10s:100,0s:500,10s:500"}
		}
		out = append(out, loadgen.Stage{Duration: dur, Rate: rate})
	}
	return out, nil
}

// loadOptions are the settings of a load run that are not its scenario.
type loadOptions struct {
	maxKO                 float64
	maxRequests           int64
	allowRemote, insecure bool
	cpus                  *cpuSplit // nil: generator and server not pinned apart
	// scenario, when set, is run as is (a user's schema: bench_load_schema.go)
	// instead of building run.Scenario on the seeds' data.
	scenario *loadgen.Scenario
}

// runLoad builds the scenario and runs it, printing progress to stderr.
func runLoad(ctx context.Context, base string, run bench.LoadRunSpec, data *dataset.Data, seed uint64, lo loadOptions) (*results.LoadRun, error) {
	var sc loadgen.Scenario
	if lo.scenario != nil {
		sc = *lo.scenario
	} else {
		var err error
		if sc, err = bench.BuildScenario(run.Scenario, run.Protocol, formats.Registry(), seeds(data), seed); err != nil {
			return nil, fmt.Errorf("bench load: %w", err)
		}
	}
	cfg := loadgen.Config{
		Target: base, Protocol: run.Protocol, Connections: run.Connections, Timeout: run.Timeout, Decode: run.Decode,
		Closed: run.Closed, Open: run.Open, Duration: run.Duration, MaxRequests: lo.maxRequests,
		MaxKOPercent: lo.maxKO, SeparateCPUs: lo.cpus != nil,
		AllowRemote: lo.allowRemote, InsecureSkipVerify: lo.insecure,
		Progress: func(s loadgen.Snapshot) {
			line := fmt.Sprintf("[%5.1fs] %-40s OK %7.0f req/s  p99 %8.2f ms  users %4d  done %7d",
				s.Elapsed.Seconds(), run.Name, s.RequestsPerSec, float64(s.P99.Microseconds())/1000, s.ActiveUsers, s.Requests)
			if s.KO > 0 {
				line += fmt.Sprintf("  KO %d (%.0f/s; %s ×%d)", s.KO, s.KOPerSec, s.TopCause, s.TopCauseCount)
			}
			fmt.Fprintln(os.Stderr, line)
		},
	}
	lr, err := loadgen.Run(ctx, cfg, sc)
	if errors.Is(err, loadgen.ErrNotLoopback) {
		return nil, usageError{msg: "bench load: " + strings.TrimSuffix(err.Error(), ": "+loadgen.ErrNotLoopback.Error()) + ": a load test targets loopback only",
			try: "add -allow-remote to load a server on another machine that you may load"}
	}
	if err != nil {
		return nil, fmt.Errorf("bench load %s: %w", run.Name, err)
	}
	lr.Name = run.Name
	if lo.cpus != nil {
		lr.Client.CPUSet, lr.Client.ServerCPUSet = lo.cpus.generator.String(), lo.cpus.server.String()
	}
	if lr.Client.Warning != "" {
		fmt.Fprintln(os.Stderr, "warning:", lr.Client.Warning)
	}
	if lr.Failed {
		fmt.Fprintf(os.Stderr, "FAILED %s: %s\n", run.Name, lr.Failure)
	}
	return lr, nil
}

// printLoads writes the runs' table: successes and failures apart, the
// latencies of successes only, and under it every failed run with why.
func printLoads(w io.Writer, runs []results.LoadRun) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "run\trequests\tOK req/s\tKO req/s\tKO %\tmean ms\tp50\tp95\tp98\tp99\tp99.9\tmax\tclient CPU %\t")
	for _, r := range runs {
		o := r.Overall
		name := r.Name
		switch {
		case r.Failed:
			name = "FAILED " + name
		case r.Client.Saturated:
			name = "SATURATED " + name
		}
		fmt.Fprintf(tw, "%s\t%d\t%.0f\t%.0f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.0f\t\n", name, o.Count, o.ReqPerSec, o.KOPerSec, o.KOPercent,
			o.MeanMs, o.P50Ms, o.P95Ms, o.P98Ms, o.P99Ms, o.P999Ms, o.MaxMs, r.Client.CPUPercent)
	}
	_ = tw.Flush()
	for _, r := range runs {
		if r.Failed {
			fmt.Fprintf(w, "FAILED %s: %s\n", r.Name, r.Failure)
		} else if len(r.KOCauses) > 0 {
			fmt.Fprintf(w, "KO in %s (%.2f%%, within -max-ko %g%%): %s\n", r.Name, r.Overall.KOPercent, r.MaxKOPercent, loadgen.CausesLine(r.KOCauses))
		}
	}
}

const suiteUsage = `Usage: polywire bench suite [-quick] -o DIR [-target URL] [-filter WORDS]

Runs the seeds' load tests (seed 000's 20..300 users on the bank endpoints,
seed 003's constant 1000 rps on save and validate, REST vs gRPC, seed 004's
people with compression on and off) against a server it starts itself (or
-target), and writes DIR/suite.json, DIR/report.html and DIR/report.md.
-quick is a two-minute smoke test; the full suite takes about half an hour.

Its own server and the load generator are pinned to separate halves of the
CPUs (-pin=false shares them), and that server encodes every response, as
the seeds' servers did (-server-cache keeps encoded bodies instead: then the
server only copies bytes, and on two cores the one generator core reading
them at gigabytes per second is the bottleneck — saturated, not a result). Every run goes to the end; runs with more
than -max-ko percent failures are marked failed in the results and at the
top of the report, and the suite then exits non-zero, naming them.

Examples:

	polywire bench suite -quick -o /tmp/suite
	polywire bench suite -o suite -filter seed003

Flags:
`

func benchSuite(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("suite", flag.ContinueOnError)
	cf := addCommon(fs, args)
	lf := addLoadFlags(fs)
	target := fs.String("target", "", "base `URL` of the server to load (default: start one)")
	filter := fs.String("filter", "", "run only the runs whose name has every one of these words")
	serverCache := fs.Bool("server-cache", false, "let the server it starts keep encoded bodies of the immutable datasets (serve -cache); off by default, see above")
	if err := parse(fs, args, suiteUsage); err != nil {
		return err
	}
	dir := *cf.out
	if dir == "" {
		return usageError{msg: "bench suite: -o DIR is required", try: "polywire bench suite -quick -o /tmp/suite"}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("bench suite: %w", err)
	}
	runs := bench.Filter(bench.Suite(*cf.quick || cf.smoke), *filter)
	if cf.smoke {
		for i := range runs {
			runs[i] = smokeSpec(runs[i])
		}
	}
	if len(runs) == 0 {
		return usageError{msg: fmt.Sprintf("bench suite: no run matches %q", *filter), try: "-filter seed003"}
	}
	lo := loadOptions{maxKO: *lf.maxKO}
	base := *target
	if base == "" {
		var serverArgs []string
		if !*serverCache {
			serverArgs = []string{"-cache=false"}
		}
		srv, err := startChildServer(ctx, filepath.Join(dir, "server"), *lf.pin, serverArgs)
		if err != nil {
			return err
		}
		defer srv.stop()
		base, lo.cpus = srv.url, srv.cpus
	}
	data, err := cf.load()
	if err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "bench suite: %d runs against %s, at least %v of load\n", len(runs), base, bench.SuiteEstimate(runs))
	cfg := map[string]any{"target": base, "runs": len(runs), "filter": *filter, "maxKoPercent": *lf.maxKO}
	if *target == "" {
		cfg["serverCache"] = *serverCache
	}
	f := results.New(results.KindLoad, cf.config(cfg))
	var failed []string
	for i, r := range runs {
		fmt.Fprintf(os.Stderr, "bench suite: run %d/%d: %s\n", i+1, len(runs), r.Name)
		lr, err := runLoad(ctx, base, r, data, *cf.seed, lo)
		if err != nil {
			return err
		}
		f.Loads = append(f.Loads, *lr)
		if lr.Failed {
			failed = append(failed, lr.Name+": "+lr.Failure)
		}
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("bench suite: %w", err)
		}
		if !cf.smoke {
			time.Sleep(time.Second) // let the server settle between runs
		}
	}
	printLoads(os.Stdout, f.Loads)
	f.Finish()
	out := filepath.Join(dir, "suite.json")
	if err := f.WriteFile(out); err != nil {
		return err
	}
	if err := writeReports(dir, []*results.File{f}); err != nil {
		return err
	}
	trusted := 0
	for i := range f.Loads {
		if f.Loads[i].Trustworthy() {
			trusted++
		}
	}
	fmt.Fprintf(os.Stderr, "bench suite: done in %.0f s; %d of %d runs trustworthy (not failed, generator not saturated); wrote %s, report.html, report.md in %s\n",
		f.Seconds, trusted, len(f.Loads), out, dir)
	if len(failed) > 0 {
		return usageError{msg: fmt.Sprintf("bench suite: %d of %d runs failed, so they are not results:\n  %s", len(failed), len(f.Loads), strings.Join(failed, "\n  ")),
			try: "open " + filepath.Join(dir, "report.html") + " (failed runs are listed at the top), or rerun one: -filter WORDS"}
	}
	return nil
}

func writeReports(dir string, files []*results.File) error {
	h, err := os.Create(filepath.Join(dir, "report.html"))
	if err != nil {
		return fmt.Errorf("write report: %w", err)
	}
	defer h.Close()
	if err := report.HTML(h, files); err != nil {
		return err
	}
	m, err := os.Create(filepath.Join(dir, "report.md"))
	if err != nil {
		return fmt.Errorf("write report: %w", err)
	}
	defer m.Close()
	return report.Markdown(m, files)
}

// childServer is `polywire serve` in a child process on a loopback port, so
// the load generator does not share a process (and a GC) with the server.
type childServer struct {
	url  string
	cmd  *exec.Cmd
	cpus *cpuSplit
}

// cpuSplit is how the server and the generator were pinned apart.
type cpuSplit struct{ server, generator cpuset.Set }

// startChildServer starts `polywire serve` with its data and store under
// dir, saying so first. With pin, on two or more CPUs, the server runs on
// the first half of them and this process (the generator) is pinned to the
// rest.
func startChildServer(ctx context.Context, dir string, pin bool, extra []string) (*childServer, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("start server: %w", err)
	}
	ln, err := (&net.ListenConfig{}).Listen(ctx, "tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("start server: %w", err)
	}
	addr := ln.Addr().String()
	_ = ln.Close()
	s := &childServer{url: "http://" + addr}
	args := []string{"serve", "-addr", addr, "-data", filepath.Join(dir, "data"),
		"-db", filepath.Join(dir, "polywire.db"), "-access-log-rate", "0", "-log-level", "warn"}
	args = append(args, extra...)
	where := ""
	if server, gen, ok := cpuset.Split(); pin && ok {
		s.cpus = &cpuSplit{server: server, generator: gen}
		args = append(args, "-cpus", server.String())
		where = fmt.Sprintf("; server on CPUs %s, load generator on %s", server, gen)
	}
	fmt.Fprintf(os.Stderr, "no -target: starting polywire serve on %s (data and store in %s%s); to load a server you run, give -target http://HOST:PORT\n",
		addr, dir, where)
	if s.cpus != nil {
		if err := cpuset.Pin(s.cpus.generator); err != nil {
			fmt.Fprintf(os.Stderr, "warning: %v; generator and server share the CPUs\n", err)
			s.cpus = nil
			args = args[:len(args)-2]
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("start server: %w", err)
	}
	s.cmd = exec.Command(exe, args...) //nolint:noctx // stopped by stop() with SIGTERM, so it can drain
	s.cmd.Stdout, s.cmd.Stderr = os.Stderr, os.Stderr
	if err := s.cmd.Start(); err != nil {
		return nil, fmt.Errorf("start server: %w", err)
	}
	deadline := time.Now().Add(2 * time.Minute)
	for {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, s.url+"/readyz", nil)
		resp, err := http.DefaultClient.Do(req)
		if err == nil {
			_ = resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				fmt.Fprintf(os.Stderr, "started polywire serve (pid %d) on %s\n", s.cmd.Process.Pid, s.url)
				return s, nil
			}
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			s.stop()
			return nil, errors.New("start server: not ready within 2 minutes")
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func (s *childServer) stop() {
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan struct{})
	go func() { _ = s.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		_ = s.cmd.Process.Kill()
		<-done
	}
}

// finishLoad prints and writes load run lr in f; a failed run is then an
// error saying why (after its results are written: a failure is recorded,
// never counted as a result). local is whether bench load started the
// server.
func finishLoad(cf commonFlags, f *results.File, lr *results.LoadRun, base string, local bool) error {
	f.Loads = append(f.Loads, *lr)
	printLoads(os.Stdout, f.Loads)
	if err := cf.finish(f); err != nil {
		return err
	}
	if lr.Failed {
		return runFailed(base, local, lr)
	}
	return nil
}
