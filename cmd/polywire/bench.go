package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/internal/lab/harness"
	"github.com/polywire/polywire/loadgen"
	"github.com/polywire/polywire/results"
)

// BenchCommand runs the measurements: bench size, bench codec, bench
// client, bench browser, bench jvm, bench load, bench suite. Each writes a results file (-o) and prints a table; progress goes
// to stderr.
type BenchCommand struct{}

// Run dispatches to the bench subcommand.
func (c *BenchCommand) Run(ctx context.Context, args []string) error {
	if len(args) == 0 {
		return noCommand{benchUsage}
	}
	switch sub, rest := args[0], args[1:]; sub {
	case "size":
		return benchSize(ctx, rest)
	case "codec":
		return benchCodec(ctx, rest)
	case "client":
		return benchClient(ctx, rest)
	case "browser":
		return benchBrowser(ctx, rest)
	case "jvm":
		return benchJVM(ctx, rest)
	case "stream":
		return benchStream(ctx, rest)
	case "load":
		return benchLoad(ctx, rest)
	case "merge":
		return benchMerge(ctx, rest)
	case "suite":
		return benchSuite(ctx, rest)
	case "record":
		return benchRecord(ctx, rest)
	case "fill": // hidden: a tool for the load runs, not an experiment
		return benchFill(ctx, rest)
	case "disk": // hidden: the disk's flush, a floor beside the Save runs
		return benchDisk(ctx, rest)
	case "floor": // hidden: net/http's floor, beside the Validate runs
		return benchFloor(ctx, rest)
	case "help", "-h", "-help", "--help":
		fmt.Print(benchUsage)
		return nil
	default:
		return unknownCommand("experiment", sub, "polywire bench help", experiments)
	}
}

// experiments are bench's subcommands, for suggestions.
var experiments = []string{"size", "codec", "client", "browser", "jvm", "stream", "load", "merge", "suite", "record"}

const benchUsage = `Usage: polywire bench <experiment> [flags]

Experiments (each writes -o FILE, polywire.bench/v1 JSON, and prints a table):

	size    bytes of every payload x format x coding (identity, gzip, br, zstd)
	codec   encode/decode cost of every payload x format x library, with baselines
	client  seed 000's request/total durations and seed 002's processing times
	browser the lab page (/lab) in headless Chromium: decode in the browser
	jvm     the JVM client lab (clients/java): seed 002's and seed 004's Java clients, JMH
	stream  time to first row: seed 004's people streamed in every framing vs one body
	load    a load test: closed (users) or open (rate) model, HTTP/1.1, h2c, h2, gRPC
	merge   merges the shards of a load run (bench load -shard I/N on N machines) exactly
	suite   the seeds' load tests (seed 000, 003, 004) and their report
	record  every run of record from one commit, then the report and figures the docs quote

Then: polywire report RESULTS.json... -o report.html -md tables.md

Tools for the load runs (no results file; each has -h):

	fill    adds N generated documents to a store (Save with many held)
	disk    this disk's fsync and fdatasync after a small append: the floor under a durable Save
	floor   a bare net/http server answering Validate's bytes (and, with -dir, Save's once durable): the floors

Examples:

	polywire bench size -o size.json
	polywire bench size -data testdata/seed000-bank -o size-article-data.json
	polywire bench codec -quick -o codec.json
	polywire bench client -quick -o client.json
	polywire bench client -target http://127.0.0.1:8080 -reps 20 -o client.json
	polywire bench browser -quick -o browser.json
	polywire bench jvm -quick -o jvm.json
	polywire bench stream -quick -o stream.json
	polywire bench load -target http://127.0.0.1:8080 -path /account/2 -format proto -users 50 -duration 10s -o load.json
	polywire bench suite -quick -o /tmp/suite
	polywire bench size -proto-path testdata/yourschema acme/shop/v1/shop.proto -message acme.shop.v1.Order -samples testdata/yourschema/orders.jsonl -o size.json

"polywire bench <experiment> -h" gives each one's flags and more examples.
size, codec and load also take your own schema and samples (-proto-path,
-descriptor-set, -message, -samples): see their -h.
A run in which requests failed (more than -max-ko percent for load and
suite; any for client, browser, jvm and stream) exits non-zero and says why.
`

// commonFlags are the flags every experiment takes.
type commonFlags struct {
	command string // the command line, recorded in the results
	out     *string
	dataDir *string
	seed    *uint64
	quick   *bool
	// start is when the command began: a results file's start and its
	// "done in" count the whole run from it, loading the data and
	// starting servers included.
	start time.Time
	// smoke is $POLYWIRE_SMOKE=1: the command runs as given but bounded
	// (see smokeEnv), so the test of every documented command line can run
	// the full experiments' lines in seconds. Its results say so.
	smoke bool
}

// smokeEnv names the variable that bounds every experiment to a few
// seconds — repetitions 1, durations at most 1 s, the suite's runs
// shortened — keeping every flag as given. The documented-commands test
// sets it; results record it as smoke=true and the report flags them as
// small samples.
const smokeEnv = "POLYWIRE_SMOKE"

func smokeRun() bool { return os.Getenv(smokeEnv) == "1" }

func addCommon(fs *flag.FlagSet, args []string) commonFlags {
	return commonFlags{
		command: strings.TrimSpace("polywire bench " + fs.Name() + " " + strings.Join(args, " ")),
		out:     fs.String("o", "", "write the results JSON to `file`"),
		dataDir: fs.String("data", "", "data `dir`ectory (default: the serve default for -seed; generated if missing)"),
		seed:    fs.Uint64("seed", dataset.DefaultSeed, "seed of generated data"),
		quick:   fs.Bool("quick", false, "a short run (CI smoke test; under two minutes)"),
		smoke:   smokeRun(),
		start:   time.Now(),
	}
}

// load loads the built-in data of -data, or of the serve default for
// -seed, generating what is missing.
func (c commonFlags) load() (bench.Datasets, error) {
	dir := *c.dataDir
	if dir == "" {
		dir = dataset.DefaultDir(*c.seed)
	}
	return bench.LoadDatasets(dir, *c.seed)
}

func (c commonFlags) config(extra map[string]any) map[string]any {
	cfg := map[string]any{"seed": *c.seed, "quick": *c.quick || c.smoke, "command": c.command}
	if c.smoke {
		cfg["smoke"] = true
	}
	if *c.dataDir != "" {
		cfg["data"] = *c.dataDir
	}
	for k, v := range extra {
		cfg[k] = v
	}
	return cfg
}

func (c commonFlags) finish(f *results.File) error {
	c.whole(f)
	harness.PrintCaveats(os.Stderr, "bench "+f.Kind, f)
	fmt.Fprintf(os.Stderr, "bench %s: done in %.1f s\n", f.Kind, f.Seconds)
	return harness.WriteFile(os.Stderr, f, *c.out)
}

// whole makes f's start the command's, and its duration the whole run's.
func (c commonFlags) whole(f *results.File) {
	f.Started = c.start.UTC()
	f.Finish()
}

// parse parses an experiment's flags (it takes no arguments).
func parse(fs *flag.FlagSet, args []string, usage string) error {
	return parseFlags(fs, args, "bench "+fs.Name(), usage)
}

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
