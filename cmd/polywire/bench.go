package main

import (
	"context"
	"crypto/tls"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"slices"
	"strings"
	"syscall"
	"text/tabwriter"
	"time"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/contentcoding"
	"github.com/polywire/polywire/internal/dataset"
	"github.com/polywire/polywire/internal/server"
	"github.com/polywire/polywire/results"
	"github.com/polywire/polywire/store"
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
	case "load":
		return benchLoad(ctx, rest)
	case "suite":
		return benchSuite(ctx, rest)
	case "fill": // hidden: a tool for the load runs, not an experiment
		return benchFill(ctx, rest)
	case "help", "-h", "-help", "--help":
		fmt.Print(benchUsage)
		return nil
	default:
		return unknownCommand("experiment", sub, "polywire bench help", experiments)
	}
}

// experiments are bench's subcommands, for suggestions.
var experiments = []string{"size", "codec", "client", "browser", "jvm", "load", "suite"}

const benchUsage = `Usage: polywire bench <experiment> [flags]

Experiments (each writes -o FILE, polywire.bench/v1 JSON, and prints a table):

	size    bytes of every payload x format x coding (identity, gzip, br, zstd)
	codec   encode/decode cost of every payload x format x library, with baselines
	client  seed 000's request/total durations and seed 002's processing times
	browser the lab page (/lab) in headless Chromium: decode in the browser
	jvm     the JVM client lab (clients/java): seed 002's and seed 004's Java clients, JMH
	load    a load test: closed (users) or open (rate) model, HTTP/1.1, h2c, h2, gRPC
	suite   the seeds' load tests (seed 000, 003, 004) and their report

Then: polywire report RESULTS.json... -o report.html -md tables.md

Examples:

	polywire bench size -o size.json
	polywire bench size -data testdata/seed000-bank -o size-article-data.json
	polywire bench codec -quick -o codec.json
	polywire bench client -quick -o client.json
	polywire bench client -target http://127.0.0.1:8080 -reps 20 -o client.json
	polywire bench browser -quick -o browser.json
	polywire bench jvm -quick -o jvm.json
	polywire bench load -target http://127.0.0.1:8080 -path /account/2 -format proto -users 50 -duration 10s -o load.json
	polywire bench suite -quick -o /tmp/suite
	polywire bench size -proto-path testdata/yourschema acme/shop/v1/shop.proto -message acme.shop.v1.Order -samples testdata/yourschema/orders.jsonl -o size.json

"polywire bench <experiment> -h" gives each one's flags and more examples.
size, codec and load also take your own schema and samples (-proto-path,
-descriptor-set, -message, -samples): see their -h.
A run in which requests failed (more than -max-ko percent for load and
suite; any for client, browser and jvm) exits non-zero and says why.
`

// commonFlags are the flags every experiment takes.
type commonFlags struct {
	command string // the command line, recorded in the results
	out     *string
	dataDir *string
	seed    *uint64
	quick   *bool
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
	}
}

// seeds is what package bench needs of the loaded data.
func seeds(d *dataset.Data) bench.Seeds {
	return bench.Seeds{Bank: d.Bank, People: d.People, Corpus: d.Corpus}
}

func (c commonFlags) load() (*dataset.Data, error) {
	dir := *c.dataDir
	if dir == "" {
		dir = defaultDataDir(*c.seed)
	}
	if _, err := dataset.Ensure(dir, *c.seed); err != nil {
		return nil, err
	}
	return dataset.Load(dir)
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
	f.Finish()
	fmt.Fprintf(os.Stderr, "bench %s: done in %.1f s\n", f.Kind, f.Seconds)
	if *c.out == "" {
		return nil
	}
	if err := f.WriteFile(*c.out); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "wrote %s\n", *c.out)
	return nil
}

// parse parses an experiment's flags (it takes no arguments).
func parse(fs *flag.FlagSet, args []string, usage string) error {
	return parseFlags(fs, args, "bench "+fs.Name(), usage)
}

const sizeUsage = `Usage: polywire bench size [-data DIR] [-o FILE]
       polywire bench size -proto-path DIR FILE.proto... -message NAME -samples FILE [-fbs FILE] [-o FILE]

Bytes of every payload in every format and coding (identity, gzip, br, zstd),
at the server's default levels, and each format's ratio to JSON.

On your own schema the payloads are your message (the sample of median
size, named after it: "Order") and all your samples in a list ("Order[3]",
what a list endpoint serves). A format that cannot carry them (FlatBuffers
has no maps) is skipped, saying why on stderr and in the results.

Examples:

	polywire bench size
	polywire bench size -o size.json
	polywire bench size -data testdata/seed000-bank -o size-article.json   # the article's own data
	polywire bench size -proto-path testdata/yourschema acme/shop/v1/shop.proto -message acme.shop.v1.Order -samples testdata/yourschema/orders.jsonl -o size.json

` + schemaFlagsUsage + `	-fbs order.fbs                  write the FlatBuffers schema of the message's file, for flatc

Flags:
`

const codecUsage = `Usage: polywire bench codec [-quick] [-datasets a,b] [-o FILE]
       polywire bench codec -proto-path DIR FILE.proto... -message NAME -samples FILE [-fbs FILE] [-o FILE]

Encode and decode of every payload with polywire's codec of every format and
the baseline libraries (encoding/json, protojson, protobuf-go, flatc's Go
code, vmihailenco/msgpack, encoding/xml), repetitions interleaved, in one run
so every number is a ratio to them. A full run takes several minutes;
-quick about 40 s.

On your own schema the payloads are as in bench size ("Order", "Order[3]"),
your messages are dynamic (dynamicpb: polywire's codecs take their
reference paths), and the baselines are the libraries that take any
message: protojson and protobuf-go. encoding/json, flatc's Go code,
vmihailenco/msgpack and encoding/xml need generated Go structs, so they are
left out. Formats that cannot carry your data are skipped, saying why.

Examples:

	polywire bench codec -quick -o codec.json
	polywire bench codec -datasets document,account2 -reps 9 -o codec.json
	polywire bench codec -o codec.json
	polywire bench codec -proto-path testdata/yourschema acme/shop/v1/shop.proto -message acme.shop.v1.Order -samples testdata/yourschema/orders.jsonl -quick -o codec.json

` + schemaFlagsUsage + `	-fbs order.fbs                  write the FlatBuffers schema of the message's file, for flatc

Flags:
`

const clientUsage = `Usage: polywire bench client [-quick] [-target URL] [-o FILE]

Seed 000's client measurement — request and total (with decoding) durations
per endpoint x format x coding, from a Go client — and seed 002's article
processing times. Without -target it serves the data itself on a loopback
port; any failed request stops the run with an error (a failure is never a
measurement).

Examples:

	polywire bench client -quick -o client.json
	polywire bench client -target http://127.0.0.1:8080 -reps 20 -codings all -o client.json
	polywire bench client -formats json,proto -h2c
	polywire bench client -proto-path testdata/yourschema acme/shop/v1/shop.proto -message acme.shop.v1.Order -samples testdata/yourschema/orders.jsonl -o client.json

With -proto-path (or -descriptor-set), -message and -samples it measures your
own messages instead (polywire bench client -proto-path DIR -h for more).

Flags:
`

func benchSize(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("size", flag.ContinueOnError)
	cf := addCommon(fs, args)
	sf := addSchemaFlags(fs)
	fbs := addFBSFlag(fs)
	files, err := parseArgs(fs, args, "bench size", sizeUsage)
	if err != nil {
		return err
	}
	if sf.given(files) {
		return benchSizeSchema(ctx, cf, sf, files, *fbs)
	}
	if err := noSchema("size", *fbs); err != nil {
		return err
	}
	data, err := cf.load()
	if err != nil {
		return err
	}
	f := results.New(results.KindSize, cf.config(map[string]any{"levels": contentcoding.DefaultLevels}))
	f.Sizes, err = bench.Sizes(bench.Payloads(seeds(data)), formats.Registry(), contentcoding.DefaultLevels)
	if err != nil {
		return err
	}
	printSizes(os.Stdout, f.Sizes)
	return cf.finish(f)
}

func printSizes(w io.Writer, rows []results.SizeRow) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "payload\tformat\tidentity\tgzip\tbr\tzstd\tvs JSON\t")
	type key struct{ d, f string }
	sizes := map[key]map[string]results.SizeRow{}
	var order []key
	for _, r := range rows {
		k := key{r.Dataset, r.Format}
		if sizes[k] == nil {
			sizes[k] = map[string]results.SizeRow{}
			order = append(order, k)
		}
		sizes[k][r.Coding] = r
	}
	for _, k := range order {
		s := sizes[k]
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%d\t%d\t%.3f\t\n", k.d, k.f, s["identity"].Bytes, s["gzip"].Bytes, s["br"].Bytes, s["zstd"].Bytes, s["identity"].RatioToJSON)
	}
	_ = tw.Flush()
}

func benchCodec(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("codec", flag.ContinueOnError)
	cf := addCommon(fs, args)
	reps := fs.Int("reps", 0, "repetitions per measurement (default 10: fewer is flagged a small sample; 3 with -quick)")
	target := fs.Duration("time", 0, "duration of one repetition (default 250ms; 40ms with -quick)")
	only := fs.String("datasets", "", "comma-separated datasets (default all: document, account1, account2, accountList, people, article50, article500; with a schema: Order, Order[N])")
	sf := addSchemaFlags(fs)
	fbs := addFBSFlag(fs)
	files, err := parseArgs(fs, args, "bench codec", codecUsage)
	if err != nil {
		return err
	}
	user := sf.given(files)
	if err := noSchema("codec", *fbs); err != nil && !user {
		return err
	}
	cfg := bench.CodecConfig{Reps: 10, Target: 250 * time.Millisecond, Progress: bench.WriterProgress(os.Stderr)}
	if *cf.quick {
		cfg.Reps, cfg.Target = 3, 40*time.Millisecond
	}
	if *reps > 0 {
		cfg.Reps = *reps
	}
	if *target > 0 {
		cfg.Target = *target
	}
	cfg.Datasets = splitList(*only)
	if cf.smoke {
		cfg.Reps, cfg.Target = 1, 2*time.Millisecond
		if len(cfg.Datasets) == 0 && !user {
			cfg.Datasets = []string{"document", "account1"}
		}
	}
	if user {
		return benchCodecSchema(ctx, cf, sf, files, *fbs, cfg)
	}
	data, err := cf.load()
	if err != nil {
		return err
	}
	f := results.New(results.KindCodec, cf.config(map[string]any{"reps": cfg.Reps, "repetitionTime": cfg.Target.String(), "datasets": cfg.Datasets}))
	f.Codecs, err = bench.Codecs(bench.Payloads(seeds(data)), bench.Libraries(formats.Registry()), cfg)
	if err != nil {
		return err
	}
	printCodecRows(os.Stdout, f.Codecs)
	return cf.finish(f)
}

// printCodecRows prints bench codec's table.
func printCodecRows(w io.Writer, rows []results.CodecRow) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "dataset\tformat\tlibrary\top\tns/op (median)\tmin\tmax\tMB/s\tB/op\tallocs/op\t")
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%.0f\t%.0f\t%.0f\t%.1f\t%.0f\t%.0f\t\n", r.Dataset, r.Format, r.Library, r.Op,
			r.NsPerOp.Median, r.NsPerOp.Min, r.NsPerOp.Max, r.MBPerS, r.BytesPerOp, r.AllocsPerOp)
	}
	_ = tw.Flush()
}

func benchClient(ctx context.Context, args []string) error {
	if schemaArgs(args) { // a user's schema: bench_client_schema.go
		return benchClientSchema(ctx, args)
	}
	fs := flag.NewFlagSet("client", flag.ContinueOnError)
	cf := addCommon(fs, args)
	target := fs.String("target", "", "server base `URL` (default: start one in-process on a loopback port)")
	h2c := fs.Bool("h2c", false, "HTTP/2 cleartext instead of HTTP/1.1")
	reps := fs.Int("reps", 0, "requests per endpoint, format and coding (default 20, as seed 000; 5 with -quick)")
	codings := fs.String("codings", "identity", "comma-separated codings, or \"all\" (identity, gzip, br, zstd)")
	only := fs.String("formats", "", "comma-separated formats (default all)")
	if err := parse(fs, args, clientUsage); err != nil {
		return err
	}
	cfg := bench.ClientConfig{Reps: 20, H2C: *h2c, ArticleRequests: 50, Progress: bench.WriterProgress(os.Stderr),
		ArticleCodings: []contentcoding.Coding{contentcoding.Identity, contentcoding.Gzip}}
	for n := 50; n <= 500; n += 50 {
		cfg.ArticleSections = append(cfg.ArticleSections, n)
	}
	if *cf.quick {
		cfg.Reps, cfg.ArticleRequests = 5, 5
		cfg.ArticleSections = []int{50, 250, 500}
		cfg.ArticleCodings = []contentcoding.Coding{contentcoding.Identity}
	}
	if *reps > 0 {
		cfg.Reps = *reps
	}
	if cf.smoke {
		cfg.Reps, cfg.ArticleRequests, cfg.ArticleSections = 1, 1, []int{50}
	}
	cfg.Formats = splitList(*only)
	codingList, err := clientCodings(*codings)
	if err != nil {
		return err
	}
	cfg.Codings = codingList
	cfg.Target = *target
	if cfg.Target == "" {
		data, err := cf.load()
		if err != nil {
			return err
		}
		base, stop, err := startInProcess(ctx, data, nil)
		if err != nil {
			return err
		}
		defer stop()
		cfg.Target = base
	}
	f := results.New(results.KindClient, cf.config(map[string]any{"target": cfg.Target, "h2c": cfg.H2C, "reps": cfg.Reps,
		"codings": cfg.Codings, "articleSections": cfg.ArticleSections, "articleRequests": cfg.ArticleRequests}))
	f.Client, f.Articles, err = bench.Client(ctx, formats.Registry(), cfg)
	if err != nil {
		// One failed request stops the experiment: its timings would
		// otherwise be averaged with a failure's.
		try := "rerun; a failed request is never counted as a measurement"
		if errors.Is(err, syscall.ECONNREFUSED) && *target != "" {
			try = fmt.Sprintf("is a server listening at %s? Start one (polywire serve), or drop -target to let bench client serve the data itself", *target)
		}
		return usageError{msg: err.Error() + " (no results written)", try: try}
	}
	tw := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "endpoint\tformat\tcoding\tbytes\trequest ms (median)\tdecode ms\ttotal ms\ttotal p95\t")
	for _, r := range f.Client {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%.2f\t%.2f\t%.2f\t%.2f\t\n", r.Endpoint, r.Format, r.Coding, r.WireBytes, r.Request.Median, r.Decode.Median, r.Total.Median, r.Total.P95)
	}
	_ = tw.Flush()
	if len(f.Articles) > 0 {
		tw = tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, "\nsections\tformat\tcoding\tprocessing ms (mean)\ttotal ms (mean)\t")
		for _, r := range f.Articles {
			fmt.Fprintf(tw, "%d\t%s\t%s\t%.3f\t%.3f\t\n", r.Sections, r.Format, r.Coding, r.Processing.Mean, r.Total.Mean)
		}
		_ = tw.Flush()
	}
	return cf.finish(f)
}

// startInProcess serves data on a loopback port for the client
// experiments; st, when not nil, keeps what POSTs save (seed 004's POST
// experiment in the browser needs one).
func startInProcess(ctx context.Context, data *dataset.Data, st store.Store) (string, func(), error) {
	return startInProcessTLS(ctx, data, st, "", "")
}

// startInProcessTLS is startInProcess serving HTTPS (HTTP/2 or HTTP/1.1,
// by ALPN) with the PEM certificate and key in certFile and keyFile when
// they are set, as polywire serve -tls-cert -tls-key does; its URL is then
// https://. bench jvm's -http h2 needs it: HTTP/2 over TLS.
func startInProcessTLS(ctx context.Context, data *dataset.Data, st store.Store, certFile, keyFile string) (string, func(), error) {
	if certFile != "" {
		// Serve loads the pair in its own goroutine, where a bad one would
		// only show as refused connections: load it here first.
		if _, err := tls.LoadX509KeyPair(certFile, keyFile); err != nil {
			return "", nil, fmt.Errorf("bench: TLS key pair: %w", err)
		}
	}
	srv, err := server.New(server.Config{AccessLogRate: 0, Logger: slog.New(slog.DiscardHandler), Store: st,
		TLSCertFile: certFile, TLSKeyFile: keyFile}, data)
	if err != nil {
		return "", nil, err
	}
	scheme := "http://"
	if certFile != "" {
		scheme = "https://"
	}
	return serveLoopback(ctx, srv, scheme)
}

// serveLoopback serves srv on a free loopback port until stop; base is
// scheme + the address.
func serveLoopback(ctx context.Context, srv *server.Server, scheme string) (base string, stop func(), err error) {
	ln, err := (&net.ListenConfig{}).Listen(ctx, "tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, fmt.Errorf("bench client: %w", err)
	}
	sctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(sctx, ln) }()
	stop = func() {
		cancel()
		if err := <-done; err != nil && !errors.Is(err, context.Canceled) {
			fmt.Fprintln(os.Stderr, "bench client: stop server:", err)
		}
	}
	return scheme + ln.Addr().String(), stop, nil
}

// clientCodings parses bench client's -codings: a comma-separated list,
// or "all" (identity, gzip, br, zstd).
func clientCodings(list string) ([]contentcoding.Coding, error) {
	all := []contentcoding.Coding{contentcoding.Identity, contentcoding.Gzip, contentcoding.Brotli, contentcoding.Zstd}
	var out []contentcoding.Coding
	for _, c := range splitList(list) {
		if c == "all" {
			return all, nil
		}
		if !slices.Contains(all, contentcoding.Coding(c)) {
			return nil, usageError{msg: fmt.Sprintf("bench client: unknown coding %q", c), try: "-codings identity,gzip,br,zstd"}
		}
		out = append(out, contentcoding.Coding(c))
	}
	return out, nil
}
