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
	"strconv"
	"strings"
	"syscall"
	"text/tabwriter"
	"time"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/codec/formats"
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
than loopback need -allow-remote. Without -target it starts a server of its own
(a child process on a loopback port).

Examples:

	polywire bench load -path /account/1 -format proto -users 16 -duration 8s -o results.json
	polywire bench load -target http://127.0.0.1:8080 -path /report -body document -format json -rate 1000 -duration 60s
	polywire bench load -protocol grpc -path /account/2 -users 32 -connections 4 -duration 10s
	polywire bench load -rate 100 -stages 10s:1000,10s:1000,0s:2000,10s:2000 -path /account/1
	polywire bench load -scenario seed000.json -users 100 -duration 30s -decode

A scenario file is JSON: {"name": "...", "think": "0s", "requests": [{"path":
"/account/1", "format": "proto", "coding": "gzip"}, {"path": "/report",
"body": "document", "format": "json"}]}.

Flags:
`

func benchLoad(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("load", flag.ContinueOnError)
	cf := addCommon(fs, args)
	target := fs.String("target", "", "server base `URL` (default: start one)")
	name := fs.String("name", "", "label of the run in reports")
	scenario := fs.String("scenario", "", "scenario `file` (JSON); else one request from -path")
	path := fs.String("path", "/account/1", "request path")
	method := fs.String("method", "", "request method (GET, or POST with -body)")
	format := fs.String("format", "json", "format: json, proto, flatbuffers, msgpack, xml")
	coding := fs.String("coding", "identity", "Accept-Encoding: identity, gzip, br, zstd")
	body := fs.String("body", "", "request body: document, or people:N")
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
	if err := parse(fs, args, loadUsage); err != nil {
		return err
	}
	if (*users > 0) == (*rate > 0) {
		return usageError{msg: "bench load: give -users (closed model) or -rate (open model)", try: "polywire bench load -users 16 -duration 8s"}
	}
	if *duration == 0 && *requests == 0 && *iterations == 0 && *stages == "" {
		return usageError{msg: "bench load: a run needs a bound: -duration, -requests, -iterations or -stages", try: "-duration 10s"}
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
	data, err := cf.load()
	if err != nil {
		return err
	}
	base := *target
	if base == "" {
		srv, err := startChildServer(ctx, filepath.Join(os.TempDir(), "polywire-bench-load"))
		if err != nil {
			return err
		}
		defer srv.stop()
		base = srv.url
	}
	f := results.New(results.KindLoad, cf.config(map[string]any{"target": base}))
	lr, err := runLoad(ctx, base, run, data, *cf.seed, *requests, *allowRemote, *insecure)
	if err != nil {
		return err
	}
	f.Loads = append(f.Loads, *lr)
	printLoads(os.Stdout, f.Loads)
	return cf.finish(f)
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

// runLoad builds the scenario and runs it, printing progress to stderr.
func runLoad(ctx context.Context, base string, run bench.LoadRunSpec, data *dataset.Data, seed uint64, maxRequests int64, allowRemote, insecure bool) (*results.LoadRun, error) {
	sc, err := bench.BuildScenario(run.Scenario, run.Protocol, formats.Registry(), data, seed)
	if err != nil {
		return nil, err
	}
	cfg := loadgen.Config{
		Target: base, Protocol: run.Protocol, Connections: run.Connections, Timeout: run.Timeout, Decode: run.Decode,
		Closed: run.Closed, Open: run.Open, Duration: run.Duration, MaxRequests: maxRequests,
		AllowRemote: allowRemote, InsecureSkipVerify: insecure,
		Progress: func(s loadgen.Snapshot) {
			fmt.Fprintf(os.Stderr, "[%5.1fs] %-40s %8.0f req/s  users %4d  p99 %9.2f ms  done %7d  KO %d\n",
				s.Elapsed.Seconds(), run.Name, s.RequestsPerSec, s.ActiveUsers, float64(s.P99.Microseconds())/1000, s.Requests, s.KO)
		},
	}
	lr, err := loadgen.Run(ctx, cfg, sc)
	if err != nil {
		return nil, fmt.Errorf("bench load %s: %w", run.Name, err)
	}
	lr.Name = run.Name
	if lr.Client.Warning != "" {
		fmt.Fprintln(os.Stderr, "warning:", lr.Client.Warning)
	}
	return lr, nil
}

func printLoads(w io.Writer, runs []results.LoadRun) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "run\trequests\tKO %\treq/s\tmean ms\tp50\tp95\tp98\tp99\tp99.9\tmax\tclient CPU %\t")
	for _, r := range runs {
		o := r.Overall
		fmt.Fprintf(tw, "%s\t%d\t%.2f\t%.0f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.0f\t\n", r.Name, o.Count, o.KOPercent, o.ReqPerSec,
			o.MeanMs, o.P50Ms, o.P95Ms, o.P98Ms, o.P99Ms, o.P999Ms, o.MaxMs, r.Client.CPUPercent)
	}
	_ = tw.Flush()
}

const suiteUsage = `Usage: polywire bench suite [-quick] -o DIR [-target URL] [-filter WORDS]

Runs the seeds' load tests (seed 000's 20..300 users on the bank endpoints,
seed 003's constant 1000 rps on save and validate, REST vs gRPC, seed 004's
people with compression on and off) against a server it starts itself (or
-target), and writes DIR/suite.json, DIR/report.html and DIR/report.md.
-quick is a two-minute smoke test; the full suite takes about half an hour.

Examples:

	polywire bench suite -quick -o /tmp/suite
	polywire bench suite -o suite -filter seed003

Flags:
`

func benchSuite(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("suite", flag.ContinueOnError)
	cf := addCommon(fs, args)
	target := fs.String("target", "", "server base `URL` (default: start one)")
	filter := fs.String("filter", "", "run only the runs whose name has every one of these words")
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
	runs := bench.Filter(bench.Suite(*cf.quick), *filter)
	if len(runs) == 0 {
		return usageError{msg: fmt.Sprintf("bench suite: no run matches %q", *filter), try: "-filter seed003"}
	}
	data, err := cf.load()
	if err != nil {
		return err
	}
	base := *target
	if base == "" {
		srv, err := startChildServer(ctx, filepath.Join(dir, "server"))
		if err != nil {
			return err
		}
		defer srv.stop()
		base = srv.url
	}
	fmt.Fprintf(os.Stderr, "bench suite: %d runs against %s, at least %v of load\n", len(runs), base, bench.SuiteEstimate(runs))
	f := results.New(results.KindLoad, cf.config(map[string]any{"target": base, "runs": len(runs), "filter": *filter}))
	for i, r := range runs {
		fmt.Fprintf(os.Stderr, "bench suite: run %d/%d: %s\n", i+1, len(runs), r.Name)
		lr, err := runLoad(ctx, base, r, data, *cf.seed, 0, false, false)
		if err != nil {
			return err
		}
		f.Loads = append(f.Loads, *lr)
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("bench suite: %w", err)
		}
		time.Sleep(time.Second) // let the server settle between runs
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
	fmt.Fprintf(os.Stderr, "bench suite: done in %.0f s; wrote %s, report.html, report.md in %s\n", f.Seconds, out, dir)
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
	url string
	cmd *exec.Cmd
}

func startChildServer(ctx context.Context, dir string) (*childServer, error) {
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
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("start server: %w", err)
	}
	cmd := exec.Command(exe, "serve", "-addr", addr, "-data", filepath.Join(dir, "data"), //nolint:noctx // stopped by stop() with SIGTERM, so it can drain
		"-db", filepath.Join(dir, "polywire.db"), "-access-log-rate", "0", "-log-level", "warn")
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start server: %w", err)
	}
	s := &childServer{url: "http://" + addr, cmd: cmd}
	deadline := time.Now().Add(2 * time.Minute)
	for {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, s.url+"/readyz", nil)
		resp, err := http.DefaultClient.Do(req)
		if err == nil {
			_ = resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				fmt.Fprintf(os.Stderr, "started polywire serve (pid %d) on %s\n", cmd.Process.Pid, s.url)
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
