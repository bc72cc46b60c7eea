package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"syscall"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/contentcoding"
	"github.com/polywire/polywire/internal/lab/gencode"
	"github.com/polywire/polywire/internal/lab/harness"
	labschema "github.com/polywire/polywire/internal/lab/schema"
	"github.com/polywire/polywire/results"
)

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

func benchClient(ctx context.Context, args []string) error {
	if schemaArgs(args) { // your schema: benchClientSchema
		return benchClientSchema(ctx, args)
	}
	fs := flag.NewFlagSet("client", flag.ContinueOnError)
	cf := addCommon(fs, args)
	target := fs.String("target", "", "server base `URL` (default: start one in-process on a loopback port)")
	h2c := fs.Bool("h2c", false, "HTTP/2 cleartext instead of HTTP/1.1")
	reps := fs.Int("reps", 0, "requests per endpoint, format and coding (default 20, as seed 000; 5 with -quick)")
	codings := fs.String("codings", "identity", "comma-separated codings, or \"all\" (identity, gzip, br, zstd)")
	only := fs.String("formats", "", "comma-separated formats (default all)")
	code := addCodeFlags(fs)
	if err := parse(fs, args, clientUsage); err != nil {
		return err
	}
	if _, err := code.run("bench client", false, cf.smoke); err != nil {
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
	var err error
	if cfg.Codings, err = bench.ParseCodings("bench client", *codings); err != nil {
		return err
	}
	cfg.Target = *target
	if cfg.Target == "" {
		datasets, err := cf.load()
		if err != nil {
			return err
		}
		srv, err := harness.Serve(ctx, harness.ServerConfig{Command: "bench client", Datasets: datasets})
		if err != nil {
			return err
		}
		defer srv.Close()
		cfg.Target = srv.URL
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
	bench.PrintClient(os.Stdout, f.Client)
	bench.PrintArticles(os.Stdout, f.Articles)
	return cf.finish(f)
}

// benchClient on your schema: the samples served on the default routes
// (mockapi.DefaultRoutes: GET /<name>s, the list, and GET /<name>s/{id},
// the first sample) by an in-process server — or by -target, a polywire
// serve with the same routes — and measured as the built-in endpoints are.

// schemaArgs reports whether args point bench client at a user's schema.
func schemaArgs(args []string) bool {
	for _, a := range args {
		name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if strings.HasPrefix(a, "-") && slices.Contains([]string{"proto-path", "descriptor-set", "message", "samples"}, name) {
			return true
		}
	}
	return false
}

const clientSchemaUsage = `Usage: polywire bench client -proto-path DIR FILE.proto -message NAME -samples FILE [flags]

Seed 000's client measurement on your own messages: the samples are served on
GET /<name>s?limit=N (all of them, in polywire.samples.v1.<Name>List) and
GET /<name>s/{id} (the first one; {index} when the message has no id field)
by a server started in-process on a loopback port — or by -target, a
"polywire serve" with the same routes — and each endpoint x format x coding
is fetched -reps times: request and total (with decoding) durations. A format
that cannot carry the message (nesting deeper than FlatBuffers' 64 tables,
say) is skipped, and the reason recorded.

The server is polywire's, in this process, serving dynamic messages either
way. The client — what is timed: its requests and its decoding of the
responses — is the Go code you would generate from the schema (-code
generated): protoc-gen-go's and polywire's fast plugins' output, built in a
temporary module with the go command on PATH against the polywire source
bench client runs from (go run ./cmd/polywire in a checkout; the first build
takes a minute, later ones seconds), whose program makes the requests from
a process of its own. Without a go command or polywire's source, or when
the build fails, -code auto (the default) says so and decodes in this
process into dynamic messages (-code dynamic: dynamicpb, through polywire's
reference paths, several times slower to decode than generated code). The
results' config says which ("code").

Examples:

	polywire bench client -proto-path testdata/yourschema acme/shop/v1/shop.proto -message acme.shop.v1.Order -samples testdata/yourschema/orders.jsonl -o client.json
	polywire bench client -descriptor-set set.binpb -message acme.orders.v1.Order -samples orders.jsonl -codings all -h2c
	polywire bench client -proto-path testdata/yourschema acme/shop/v1/shop.proto -message acme.shop.v1.Order -samples testdata/yourschema/orders.jsonl -code dynamic -quick

`

func benchClientSchema(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("client", flag.ContinueOnError)
	cf := addCommon(fs, args)
	sf := addSchemaFlags(fs)
	target := fs.String("target", "", "server base `URL` serving the default routes (default: start one in-process on a loopback port)")
	h2c := fs.Bool("h2c", false, "HTTP/2 cleartext instead of HTTP/1.1")
	reps := fs.Int("reps", 0, "requests per endpoint, format and coding (default 20, as seed 000; 5 with -quick)")
	codings := fs.String("codings", "identity", "comma-separated codings, or \"all\" (identity, gzip, br, zstd)")
	only := fs.String("formats", "", "comma-separated formats (default all that carry the message)")
	code := addCodeFlags(fs)
	files, err := parseArgs(fs, args, "bench client", clientSchemaUsage+schemaFlagsUsage+codeUsage+"\nFlags:\n")
	if err != nil {
		return err
	}
	timed, err := code.run("bench client", true, cf.smoke)
	if err != nil {
		return err
	}
	ud, err := labschema.Load(ctx, "bench client", sf.source(files), true, os.Stderr)
	if err != nil {
		return err
	}
	cfg := bench.ClientConfig{Reps: 20, H2C: *h2c, Progress: bench.WriterProgress(os.Stderr), Target: *target}
	switch {
	case cf.smoke:
		cfg.Reps = 1
	case *reps > 0:
		cfg.Reps = *reps
	case *cf.quick:
		cfg.Reps = 5
	}
	if cfg.Codings, err = bench.ParseCodings("bench client", *codings); err != nil {
		return err
	}
	reg := formats.Registry()
	skipped, stop, err := labschema.Client(ctx, reg, ud, sf.source(files), splitList(*only), &cfg, os.Stderr)
	if err != nil {
		return err
	}
	defer stop()
	var rows []results.ClientRow
	err = timed.time(ctx, ud, func(prog *gencode.Program) (err error) {
		rows, err = prog.Client(ctx, cfg, os.Stderr)
		return err
	}, func() (err error) {
		rows, _, err = bench.Client(ctx, reg, cfg)
		return err
	})
	if err != nil {
		try := "rerun; a failed request is never counted as a measurement"
		if *target != "" {
			try = fmt.Sprintf("does %s serve %s? polywire serve with -message %s -samples %s does", *target, strings.Join(cfg.Endpoints, " and "), ud.Message.FullName(), *sf.samples)
		}
		return usageError{msg: err.Error() + " (no results written)", try: try}
	}
	f := results.New(results.KindClient, timed.record(cf.config(map[string]any{"target": cfg.Target, "h2c": cfg.H2C, "reps": cfg.Reps,
		"codings": cfg.Codings, "message": string(ud.Message.FullName()), "samples": *sf.samples,
		"sampleCount": len(ud.Messages()), "skippedFormats": skipped})))
	f.Client = rows
	fmt.Println(ud.Message.FullName())
	bench.PrintClient(os.Stdout, f.Client)
	return cf.finish(f)
}
