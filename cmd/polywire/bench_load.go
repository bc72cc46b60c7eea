package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/internal/lab/childserver"
	labschema "github.com/polywire/polywire/internal/lab/schema"
	"github.com/polywire/polywire/loadgen"
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

From many machines: -shard I/N runs shard I of the load (closed model:
users u with u mod N = I-1; open model: every rate over N; -requests split
likewise), -start-at TIME (RFC 3339, or +DURATION) starts every shard at
once, and "polywire bench merge" merges the shards' results exactly
(docs/DISTRIBUTED.md). -export-k6 FILE writes the scenario as a k6 script
(HTTP only) and runs no load.

	polywire bench load -target http://10.0.0.5:8080 -allow-remote -users 300 -duration 60s -shard 2/3 -start-at 2026-11-28T12:00:00Z -o shard2.json
	polywire bench load -target http://127.0.0.1:8080 -path /account/2 -format proto -users 50 -duration 30s -export-k6 load.js

A scenario file is JSON: {"name": "...", "think": "0s", "requests": [{"path":
"/account/1", "format": "proto", "coding": "gzip"}, {"path": "/report",
"body": "document", "format": "json"}]}.

On your own schema (the flags below), -target is the server that serves it
(yours, or polywire serve on the schema), and a request is one of:

  - a path a google.api.http rule of the schema serves: over HTTP, answers
    decode as the rule's method's response (or its response_body field);
    over -protocol grpc, the same path calls that method with the request
    the rule binds from the path, the query and the body — REST and gRPC
    of one API under one name, as for the seeds' routes;
  - -rpc package.Service/Method: over -protocol grpc, a call of that
    method, with an empty request or, with -body samples, the samples (its
    input); over HTTP, -path is a route that calls it (polywire serve's
    -route 'POST /v1/traces=rpc:...'), its answers decode as its output;
  - any other path, over HTTP: answers decode as -message; a list route's
    as -message polywire.samples.v1.<Name>List (its items, repeated,
    field 1).

-body samples posts the -samples messages in turn (one request per sample,
reported under one name); they are the rule's body (its method's input for
body "*", its body field's message otherwise), -rpc's input, or -message.
The first lines printed say what each request calls.

	polywire bench load -target http://127.0.0.1:8080 -proto-path testdata/yourschema acme/shop/v1/shop.proto -message acme.shop.v1.Order -path /orders -body samples -samples testdata/yourschema/orders.jsonl -format proto -users 8 -duration 10s -o load.json
	polywire bench load -target http://127.0.0.1:8080 -proto-path testdata/library acme/library/v1/library.proto -protocol grpc -path /v1/shelves/1/books/2 -users 8 -duration 10s
	polywire bench load -target http://127.0.0.1:8080 -proto-path testdata/otlp opentelemetry/proto/collector/trace/v1/trace_service.proto -protocol grpc -rpc opentelemetry.proto.collector.trace.v1.TraceService/Export -body samples -samples traces.jsonl -users 8 -duration 10s

` + schemaFlagsUsage + `
Flags:
`

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
	shard := fs.String("shard", "", "run shard `I/N` of the load (users, rate and -requests split over N generators; merge their results with polywire bench merge)")
	startAt := fs.String("start-at", "", "start the load at this `time` (RFC 3339, or +DURATION from now), so shards on several machines start together")
	runID := fs.String("run-id", "", "with -shard: the run's id, the same for every shard (default: a hash of the scenario, target, protocol, load and -start-at)")
	exportK6 := fs.String("export-k6", "", "write the scenario as a k6 script to `file` (HTTP only) and exit without running load")
	rpc := fs.String("rpc", "", "with a schema: the `method` to call (package.Service/Method), for one no google.api.http rule serves; over HTTP, -path calls it")
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
		switch {
		case *rpc != "":
			what = *rpc
		case *scenario == "":
			what = strings.TrimSpace(*method + " " + *path)
		}
		load := fmt.Sprintf("%g rps", *rate)
		if *users > 0 {
			load = fmt.Sprintf("%d users", *users)
		}
		run.Name = fmt.Sprintf("%s %s %s %s %s", what, *format, *coding, *protocol, load)
	}
	if cf.smoke {
		run = run.Smoke()
		if *requests == 0 || *requests > 200 {
			*requests = 200
		}
		*iterations = min(*iterations, 2)
	}
	if *users > 0 {
		run.Closed = &loadgen.Closed{Users: *users, RampUp: *ramp, Iterations: *iterations}
	} else {
		run.Open = &loadgen.Open{StartRate: *rate, MaxInFlight: *maxInFlight}
		st, err := bench.ParseStages(*stages)
		if err != nil {
			return err
		}
		run.Open.Stages = st
	}
	lo := bench.LoadOptions{MaxKOPercent: *lf.maxKO, MaxRequests: *requests, AllowRemote: *allowRemote, InsecureSkipVerify: *insecure}
	if err := shardLoad(&run, &lo, *shard, *startAt, *runID, *target, *rpc); err != nil {
		return err
	}
	if *rpc != "" && !sf.given(files) {
		return usageError{msg: "bench load: -rpc calls a method of a schema of your own; the seeds' methods are called by -protocol grpc -path ROUTE", try: "polywire bench load -protocol grpc -path /account/2 -users 8 -duration 10s"}
	}
	if *rpc != "" && *scenario != "" {
		return usageError{msg: "bench load: -rpc and -scenario: -rpc makes a scenario of one call", try: "leave out -scenario, or -rpc"}
	}
	if sf.given(files) {
		pathSet := false
		fs.Visit(func(f *flag.Flag) { pathSet = pathSet || f.Name == "path" || f.Name == "scenario" })
		if !pathSet && *rpc != "" && *protocol == loadgen.GRPC {
			pathSet, run.Scenario.Requests[0].Path = true, ""
		}
		if !pathSet {
			// The default path is a built-in route; a user's server has its own.
			return usageError{msg: "bench load: with a schema of your own, give -path: the route of your server to load (the default, /account/1, is a built-in route)",
				try: "polywire bench load -target http://127.0.0.1:8080 -proto-path DIR FILE.proto -message NAME -path /orders -users 8 -duration 10s"}
		}
		return benchLoadSchema(ctx, cf, sf, files, *target, *rpc, *exportK6, run, lo)
	}
	if *exportK6 != "" {
		datasets, err := cf.load()
		if err != nil {
			return err
		}
		sc, err := bench.BuildScenario(run.Scenario, run.Protocol, formats.Registry(), datasets, *cf.seed)
		if err != nil {
			return fmt.Errorf("bench load: %w", err)
		}
		return writeK6(*exportK6, sc, run, lo.MaxRequests, *target)
	}
	base := *target
	if base == "" {
		srv, err := childserver.Start(ctx, childserver.Config{Dir: filepath.Join(os.TempDir(), "polywire-bench-load"), Pin: *lf.pin})
		if err != nil {
			return err
		}
		defer srv.Stop()
		base, lo.ServerCPUs, lo.GeneratorCPUs = srv.URL, srv.ServerCPUs, srv.GeneratorCPUs
	}
	datasets, err := cf.load()
	if err != nil {
		return err
	}
	f := results.New(results.KindLoad, cf.config(map[string]any{"target": base, "maxKoPercent": *lf.maxKO}))
	lo.Registry, lo.Datasets, lo.Seed = formats.Registry(), datasets, *cf.seed
	lr, err := bench.RunLoad(ctx, base, run, lo)
	if err != nil {
		return err
	}
	return finishLoad(cf, f, lr, base, *target == "")
}

// shardLoad applies -shard, -start-at and -run-id to run and lo, and
// says what this shard runs.
func shardLoad(run *bench.LoadRunSpec, lo *bench.LoadOptions, shard, startAt, runID, target, rpc string) error {
	if startAt != "" {
		t, err := bench.ParseStartAt(startAt, time.Now())
		if err != nil {
			return err
		}
		lo.StartAt = t
	}
	if shard == "" {
		if runID != "" {
			return usageError{msg: "bench load: -run-id names the run of several shards: give -shard I/N too", try: "-shard 1/2 -run-id " + runID}
		}
		if !lo.StartAt.IsZero() {
			fmt.Fprintf(os.Stderr, "bench load: starts at %s\n", lo.StartAt.Format(time.RFC3339Nano))
		}
		return nil
	}
	i, n, err := bench.ParseShard(shard)
	if err != nil {
		return err
	}
	scenario := run.Scenario
	if rpc != "" {
		run.Scenario.Name += " rpc " + rpc // part of the scenario's hash
	}
	split, requests, rec, err := bench.SplitLoad(*run, lo.MaxRequests, bench.Shard{Index: i, Of: n, RunID: runID, StartAt: lo.StartAt}, target)
	if err != nil {
		return err
	}
	split.Scenario = scenario
	*run, lo.MaxRequests, lo.Shard = split, requests, rec
	when := "now"
	if !lo.StartAt.IsZero() {
		when = "at " + lo.StartAt.Format(time.RFC3339Nano)
	}
	fmt.Fprintf(os.Stderr, "bench load: shard %d/%d of run %s: %s (the whole run: %s); starts %s\n", i, n, rec.RunID, rec.Share, rec.Load, when)
	return nil
}

// writeK6 writes scenario sc, run as run, as a k6 script to path
// (bench.ExportK6): bench load -export-k6 writes it and runs no load.
func writeK6(path string, sc loadgen.Scenario, run bench.LoadRunSpec, maxRequests int64, target string) error {
	var b bytes.Buffer
	if err := bench.ExportK6(&b, sc, run, maxRequests, target); err != nil {
		return err
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		return fmt.Errorf("bench load: -export-k6: %w", err)
	}
	fmt.Fprintf(os.Stderr, "bench load: wrote %s, a k6 script of %d requests (%s); no load was run\n", path, len(sc.Requests), run.Name)
	return nil
}

// firstUsageError is the first of errors.Join's errors.
func firstUsageError(err error) error {
	if j, ok := err.(interface{ Unwrap() []error }); ok && len(j.Unwrap()) > 0 {
		return j.Unwrap()[0]
	}
	return err
}

// benchLoadSchema is bench load on a user's schema (labschema.LoadScenario
// says what each request becomes): -target is the user's server, or
// polywire serve on the schema.
func benchLoadSchema(ctx context.Context, cf commonFlags, sf *schemaFlags, files []string, target, rpc, exportK6 string, run bench.LoadRunSpec, lo bench.LoadOptions) error {
	if target == "" {
		return usageError{msg: "bench load: with a schema of your own, give -target URL: the server that serves it (bench load starts only the seeds' server)",
			try: "polywire bench load -target http://127.0.0.1:8080 -proto-path DIR FILE.proto -message NAME -path /orders -users 8 -duration 10s"}
	}
	lsc, err := labschema.LoadScenario(ctx, sf.source(files), run.Scenario, labschema.LoadOptions{Protocol: run.Protocol, RPC: rpc}, os.Stderr)
	if err != nil {
		return err
	}
	for _, c := range lsc.Calls {
		fmt.Fprintln(os.Stderr, "bench load:", c)
	}
	lo.Scenario = &lsc.Scenario
	if exportK6 != "" {
		return writeK6(exportK6, lsc.Scenario, run, lo.MaxRequests, target)
	}
	cfg := labschema.Record(cf.config(map[string]any{"target": target, "maxKoPercent": lo.MaxKOPercent, "response": string(lsc.Response.FullName()), "calls": lsc.Calls}),
		sf.source(files), lsc.Data)
	if rpc != "" {
		cfg["rpc"] = rpc
	}
	f := results.New(results.KindLoad, cfg)
	lr, err := bench.RunLoad(ctx, target, run, lo)
	if err != nil {
		return err
	}
	return finishLoad(cf, f, lr, target, false)
}

// finishLoad prints and writes load run lr in f; a failed run is then an
// error saying why (after its results are written: a failure is recorded,
// never counted as a result). local is whether bench load started the
// server.
func finishLoad(cf commonFlags, f *results.File, lr *results.LoadRun, base string, local bool) error {
	f.Loads = append(f.Loads, *lr)
	bench.PrintLoads(os.Stdout, f.Loads)
	if err := cf.finish(f); err != nil {
		return err
	}
	if lr.Failed {
		return bench.LoadFailure(base, local, lr)
	}
	return nil
}
