package main

import (
	"context"
	"flag"
	"log/slog"
	"os"
	"os/exec"
	"time"

	"github.com/polywire/polywire/internal/lab/browser"
	"github.com/polywire/polywire/internal/lab/harness"
	labschema "github.com/polywire/polywire/internal/lab/schema"
	"github.com/polywire/polywire/internal/lab/schemapage"
)

const browserUsage = `Usage: polywire bench browser [-quick] [-target URL] [-datasets a,b] [-o FILE]
       polywire bench browser -datasets people-stream [-limit N] [-ways a,b] [-codings a,b] [-o FILE]
       polywire bench browser -suite codec [-datasets a,b] [-libraries a,b] [-ops decode,first-row,encode] [-cpuprofile FILE] [-o FILE]
       polywire bench browser -proto-path DIR FILE.proto... | -descriptor-set FILE  -message NAME -samples FILE [-formats a,b] [-o FILE]

The lab page (/lab) in the machine's own headless Chromium, driven over the
DevTools protocol: every dataset fetched in every format and decoded by the
JavaScript libraries a web client ships (JSON.parse, protobuf-es,
protobuf.js, flatbuffers, msgpackr, @msgpack/msgpack, DOMParser), per
protocol and content coding. Prints a table; -o writes kind "browser"
results for polywire report.

Without -target it serves the data itself on a loopback port, as bench
client does. It never downloads a browser: it runs -chromium, else
$CHROME_PATH, else the first of chromium, chromium-browser, google-chrome,
google-chrome-stable, headless_shell on PATH. A run in which any
measurement failed (or none was made) exits non-zero, lists the failures
and writes no results — as bench client — since a failure is never a
measurement.

With -proto-path (or -descriptor-set), -message and -samples it measures your
own messages instead: JSON.parse, protobuf.js, msgpackr and polywire-ts
(generated for your schema and bundled when the command starts) decode
your samples in each format (polywire bench browser -proto-path DIR -h
for more).

Datasets: people, account1, account2, accountList, article<N> (N
subsections, e.g. article500), reports, person (seed 004's POST of one
person). Decoders: the page's names ("protobuf-es", "msgpackr", …) or all.

-datasets people-stream runs the page's stream lab instead: seed 004's
people read with fetch's ReadableStream as GET /people:stream in every
framing of docs/STREAMING.md (-ways ndjson, sse, json-array, and
envelopes proto, msgpack, flatbuffers), decoded one Person at a time by
the generated TypeScript decoders, against the same rows in one body
(body-json, body-proto: GET /people, always all 50,000). It times the
first person decoded and the last, from just before the request, and
checks every repetition's count and first and last names; a short or
failed read stops the run. -limit N streams N people (0: all 50,000).

-suite codec runs the page's codec suite instead (/lab?suite=codec): every
library's decode, time to the first row and encode of bodies already in
memory — no network — contenders taking turns, -reps timed batches each,
with ratios to JSON.parse, JSON.stringify and protobuf.js (issue 14's
table; npm run bench:pwts is the same suite in Node). A wrong decode or
encode stops it: no results. -cpuprofile writes the page's V8 CPU profile
(open it in Chrome DevTools' Performance panel) and prints where the time
went, garbage collection included (no collection is then forced between
batches, so the collector's share is the contenders' own); narrow it
with -libraries and -ops.

Examples:

	polywire bench browser -quick -o browser.json
	polywire bench browser -datasets people,account2 -formats json,proto -reps 20 -o browser.json
	polywire bench browser -target http://127.0.0.1:8080 -protocols rest,connect,grpc-web -codings identity
	polywire bench browser -chromium /opt/chrome/chrome -headless=false -datasets person
	polywire bench browser -datasets people-stream -o browser-stream.json
	polywire bench browser -datasets people-stream -limit 1000 -ways ndjson,proto,body-proto -codings identity,gzip
	polywire bench browser -suite codec -o browser-codec.json
	polywire bench browser -suite codec -datasets people -libraries polywire-ts -ops decode -cpuprofile pwts.cpuprofile

Flags:
`

func benchBrowser(ctx context.Context, args []string) error {
	if schemaArgs(args) { // your schema: benchBrowserSchema
		return benchBrowserSchema(ctx, args)
	}
	fs := flag.NewFlagSet("browser", flag.ContinueOnError)
	cf := addCommon(fs, args)
	target := fs.String("target", "", "server base `URL` serving /lab (default: start one in-process on a loopback port)")
	chromium := fs.String("chromium", "", "the Chromium or Chrome `executable` (default: $CHROME_PATH, else chromium, chromium-browser, google-chrome, google-chrome-stable, headless_shell on PATH)")
	datasets := fs.String("datasets", "people,account2,article500", "comma-separated datasets: people, account1, account2, accountList, article<N>, reports, person")
	formats := fs.String("formats", "", "comma-separated formats (default: every one: json, proto, flatbuffers, msgpack, xml)")
	decoders := fs.String("decoders", "", "comma-separated decoder names as the page names them, or \"all\" (default: the page's default)")
	codings := fs.String("codings", "identity,gzip", "comma-separated content codings: identity, gzip, br, zstd")
	protocols := fs.String("protocols", "rest", "comma-separated protocols: rest, connect, grpc-web")
	reps := fs.Int("reps", 0, "repetitions per measurement (default 10: fewer is flagged a small sample; 2 with -quick)")
	warmup := fs.Int("warmup", 2, "unmeasured repetitions before the measured ones (1 with -quick)")
	timeout := fs.Duration("timeout", 10*time.Minute, "deadline for the whole page, from navigation to results")
	headless := fs.Bool("headless", true, "run the browser without a window (false needs a display)")
	suite := fs.String("suite", "request", "what the page measures: request (fetch + decode per format, coding and protocol) or codec (decode, first row and encode of bodies in memory, every library)")
	libraries := fs.String("libraries", "", "-suite codec: comma-separated library names to keep (default all: JSON.parse, JSON.stringify, protobuf-es, protobufjs, polywire-ts, …)")
	ops := fs.String("ops", "", "-suite codec: comma-separated operations: decode, first-row, encode (default all)")
	forceGC := fs.Bool("gc", true, "-suite codec: collect garbage before each timed batch, so each contender pays for its own garbage only (-gc=false: the heap as the run leaves it, as an app's would be; -cpuprofile implies it)")
	limit := fs.Int("limit", 0, "-datasets people-stream: how many people to stream (0: all 50,000)")
	ways := fs.String("ways", "", "-datasets people-stream: comma-separated ways to read them: ndjson, sse, json-array, proto, msgpack, flatbuffers, body-json, body-proto (default all)")
	cpuprofile := fs.String("cpuprofile", "", "write the page's V8 CPU profile (.cpuprofile JSON, for Chrome DevTools) to `FILE` and print its top functions")
	if err := parse(fs, args, browserUsage); err != nil {
		return err
	}
	page := browser.Settings{Reps: 10, Warmup: 2,
		Datasets: splitList(*datasets), Formats: splitList(*formats), Decoders: splitList(*decoders),
		Codings: splitList(*codings), Protocols: splitList(*protocols),
		Suite: *suite, Libraries: splitList(*libraries), Ops: splitList(*ops), Profiling: *cpuprofile != "", NoGC: !*forceGC,
		Limit: *limit, Ways: splitList(*ways)}
	if *cf.quick {
		page.Reps, page.Warmup = 2, 1
	}
	if *reps > 0 {
		page.Reps = *reps
	}
	datasetsSet := false
	fs.Visit(func(f *flag.Flag) {
		switch f.Name {
		case "warmup":
			page.Warmup = *warmup
		case "datasets":
			datasetsSet = true
		}
	})
	if page.Warmup < 0 {
		return usageError{msg: "bench browser: -warmup must not be negative", try: "-warmup 2"}
	}
	if cf.smoke {
		page.Smoke = true
		page.Reps, page.Warmup = 1, 0
		if !datasetsSet {
			// The default's 50,000 people in eleven decoders and two
			// codings is minutes of decoding on a busy machine: a smoke
			// run checks the command, TestBenchBrowserQuick the people.
			page.Datasets = []string{"article500"}
		}
	}
	codingsSet := false
	fs.Visit(func(f *flag.Flag) { codingsSet = codingsSet || f.Name == "codings" })
	if page.Stream() && !codingsSet {
		// a stream is read as it arrives: identity unless asked
		page.Codings = []string{"identity"}
	}
	if page.Stream() && page.Smoke && page.Limit == 0 {
		page.Limit = 100
	}
	if err := page.Check(); err != nil {
		return err
	}
	if *timeout <= 0 {
		return usageError{msg: "bench browser: -timeout must be positive", try: "-timeout 10m"}
	}
	if page.Suite == "codec" && *cf.quick && *reps == 0 {
		page.Reps = 3
	}
	exe, err := browser.FindChromium(*chromium, os.Getenv, exec.LookPath)
	if err != nil {
		return err
	}
	f, err := browser.Run(ctx, browser.Config{
		Page: page, Target: *target, Datasets: cf.load, Chromium: exe, Headless: *headless, Timeout: *timeout, CPUProfile: *cpuprofile,
		Began: cf.start,
		Recorded: cf.config(map[string]any{
			"headless": *headless, "timeout": timeout.String(),
			"datasets": page.Datasets, "formats": page.Formats, "decoders": page.Decoders,
			"codings": page.Codings, "protocols": page.Protocols, "reps": page.Reps, "warmup": page.Warmup,
			"suite": page.Suite, "libraries": page.Libraries, "ops": page.Ops, "cpuprofile": *cpuprofile,
			"limit": page.Limit, "ways": page.Ways,
		}),
		Log: slog.Default(),
	})
	if err != nil {
		return err
	}
	return harness.WriteFile(os.Stderr, f, *cf.out)
}

const browserSchemaUsage = `Usage: polywire bench browser -proto-path DIR FILE.proto -message NAME -samples FILE [flags]

The browser decoders on your own messages, in the machine's own headless
Chromium (never downloaded: -chromium, $CHROME_PATH or PATH, as bench
browser). The samples are served as one list (GET /<name>s?limit=N,
polywire.samples.v1.<Name>List) by a server started in-process on a
loopback port, with a page that fetches it in each format and decodes it
with JSON.parse (json), protobuf.js with your schema loaded at run time
(proto), polywire-ts (proto, msgpack, flatbuffers: protoc-gen-polywire-ts's
decoders, generated for your schema and bundled by esbuild when the
command starts) and msgpackr (msgpack). The libraries come from a bundle
polywire embeds: no npm, no node_modules. Each decoder's value of the
list is checked against Go's protojson of it; a wrong decode, like a
decoder that throws, fails the run and writes no results.

Each repetition fetches the list once (request ms) and times a batch of
decodes of at least -batch-ms (decode ms is the batch over its count, so
small messages are timed above the browser's clock resolution). Prints
each decoder's median decode and its ratio to JSON.parse; -o writes kind
"browser" results (dataset: the message's name) for polywire report.

Examples:

	polywire bench browser -proto-path testdata/yourschema acme/shop/v1/shop.proto -message acme.shop.v1.Order -samples testdata/yourschema/orders.jsonl -o browser-shop.json
	polywire bench browser -descriptor-set set.binpb -message acme.orders.v1.Order -samples orders.jsonl -formats json,proto -reps 20

`

// benchBrowser on your schema: schemapage serves the samples and the page
// and drives Chromium through it.
func benchBrowserSchema(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("browser", flag.ContinueOnError)
	cf := addCommon(fs, args)
	sf := addSchemaFlags(fs)
	chromium := fs.String("chromium", "", "the Chromium or Chrome `executable` (default: $CHROME_PATH, else chromium, chromium-browser, google-chrome, google-chrome-stable, headless_shell on PATH)")
	only := fs.String("formats", "", "comma-separated formats: json, proto, msgpack, flatbuffers (default all that carry the message)")
	reps := fs.Int("reps", 0, "fetches and timed batches per decoder (default 10; 3 with -quick)")
	warmup := fs.Int("warmup", 2, "unmeasured repetitions before the measured ones")
	batchMs := fs.Float64("batch-ms", 20, "the least `ms` one timed batch of decodes takes")
	timeout := fs.Duration("timeout", 10*time.Minute, "deadline for the whole page, from navigation to results")
	headless := fs.Bool("headless", true, "run the browser without a window (false needs a display)")
	files, err := parseArgs(fs, args, "bench browser", browserSchemaUsage+schemaFlagsUsage+"\nFlags:\n")
	if err != nil {
		return err
	}
	c := schemapage.Config{Source: sf.source(files), Formats: splitList(*only), Reps: 10, Warmup: *warmup, BatchMs: *batchMs,
		Headless: *headless, Timeout: *timeout, Log: slog.Default()}
	switch {
	case cf.smoke:
		c.Reps, c.Warmup, c.BatchMs = 1, 0, 1
	case *reps > 0:
		c.Reps = *reps
	case *cf.quick:
		c.Reps = 3
	}
	if c.Warmup < 0 || c.BatchMs <= 0 || *timeout <= 0 {
		return usageError{msg: "bench browser: -warmup must not be negative, -batch-ms and -timeout must be positive", try: "-warmup 2 -batch-ms 20 -timeout 10m"}
	}
	if err := schemapage.CheckFormats(c.Formats); err != nil {
		return err
	}
	if c.Data, err = labschema.Load(ctx, "bench browser", c.Source, true, os.Stderr); err != nil {
		return err
	}
	if c.Chromium, err = browser.FindChromium(*chromium, os.Getenv, exec.LookPath); err != nil {
		return err
	}
	c.Recorded = cf.config(map[string]any{"headless": *headless, "timeout": timeout.String(), "formats": c.Formats,
		"reps": c.Reps, "warmup": c.Warmup, "batchMs": c.BatchMs, "suite": "schema"})
	f, err := schemapage.Run(ctx, c)
	if err != nil {
		return err
	}
	return harness.WriteFile(os.Stderr, f, *cf.out)
}
