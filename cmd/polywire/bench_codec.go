package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/internal/lab/gencode"
	labschema "github.com/polywire/polywire/internal/lab/schema"
	"github.com/polywire/polywire/results"
)

const codecUsage = `Usage: polywire bench codec [-quick] [-datasets a,b] [-o FILE]
       polywire bench codec -proto-path DIR FILE.proto... -message NAME -samples FILE [-fbs FILE] [-o FILE]

Encode and decode of every payload with polywire's codec of every format and
the baseline libraries (encoding/json, protojson, protobuf-go, flatc's Go
code, vmihailenco/msgpack, encoding/xml), repetitions interleaved, in one run
so every number is a ratio to them. A full run takes several minutes;
-quick about 40 s.

On your own schema the payloads are as in bench size ("Order", "Order[3]")
and the code timed is the Go code you would generate from the schema
(-code generated): protoc-gen-go's and polywire's fast plugins' output,
built in a temporary module with the go command on PATH against the
polywire source bench codec runs from (go run ./cmd/polywire in a
checkout; the first build takes a minute, later ones seconds). Its
libraries are those of the seeds' datasets: polywire's fast and reference
paths and the baselines, the struct-based ones (encoding/json,
vmihailenco/msgpack, encoding/xml) included. Without a go command or
polywire's source, or when the build fails, -code auto (the default) says
so and times dynamic messages (-code dynamic: dynamicpb, through
polywire's reference paths, about ten times slower than generated code)
with the libraries that take any message: polywire's codecs, protojson and
protobuf-go. The results' config says which ("code"). Formats that cannot
carry your data are skipped, saying why.

Examples:

	polywire bench codec -quick -o codec.json
	polywire bench codec -datasets document,account2 -reps 9 -o codec.json
	polywire bench codec -o codec.json
	polywire bench codec -proto-path testdata/yourschema acme/shop/v1/shop.proto -message acme.shop.v1.Order -samples testdata/yourschema/orders.jsonl -quick -o codec.json
	polywire bench codec -proto-path testdata/yourschema acme/shop/v1/shop.proto -message acme.shop.v1.Order -samples testdata/yourschema/orders.jsonl -code dynamic -quick -o codec.json

` + schemaFlagsUsage + `	-fbs order.fbs                  write the FlatBuffers schema of the message's file, for flatc
` + codeUsage + `
Flags:
`

// libraries says in the config which libraries the code timed has.
func (c *codeRun) libraries() string {
	if c.used == codeGenerated {
		return "generated code: polywire's fast paths (and polywire-alias) and reference paths (polywire-reference) of every format that carries the data, encoding/json, protojson, google.golang.org/protobuf, vmihailenco/msgpack, encoding/xml"
	}
	return "polywire (every format that carries the data), protojson, google.golang.org/protobuf"
}

func benchCodec(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("codec", flag.ContinueOnError)
	cf := addCommon(fs, args)
	reps := fs.Int("reps", 0, "repetitions per measurement (default 10: fewer is flagged a small sample; 3 with -quick)")
	target := fs.Duration("time", 0, "duration of one repetition (default 250ms; 40ms with -quick)")
	only := fs.String("datasets", "", "comma-separated datasets (default all: document, account1, account2, accountList, people, article50, article500; with a schema: Order, Order[N])")
	sf := addSchemaFlags(fs)
	fbs := addFBSFlag(fs)
	code := addCodeFlags(fs)
	files, err := parseArgs(fs, args, "bench codec", codecUsage)
	if err != nil {
		return err
	}
	user := sf.given(files)
	if err := noSchema("codec", *fbs); err != nil && !user {
		return err
	}
	timed, err := code.run("bench codec", user, cf.smoke)
	if err != nil {
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
	if user { // your schema: the payloads are your samples, the baselines the generic libraries
		ub, err := labschema.LoadBench(ctx, "bench codec", sf.source(files), os.Stderr)
		if err != nil {
			return err
		}
		names := ub.PayloadNames()
		for _, d := range cfg.Datasets {
			if !slices.Contains(names, d) {
				return usageError{msg: fmt.Sprintf("bench codec: -datasets %q: the samples of %s make the payloads %s", d, ub.Data.Message.FullName(), strings.Join(names, ", ")),
					try: "-datasets " + strings.Join(names, ",")}
			}
		}
		if err := ub.WriteFBS(os.Stderr, "bench codec", *fbs); err != nil {
			return err
		}
		var rows []results.CodecRow
		err = timed.time(ctx, ub.Data, func(prog *gencode.Program) (err error) {
			rows, err = prog.Codecs(ctx, ub.Data.Messages(), gencode.Config{Formats: ub.Registry.Names(), Reps: cfg.Reps, Target: cfg.Target, Datasets: cfg.Datasets}, os.Stderr)
			return err
		}, func() (err error) {
			payloads := ub.Payloads
			ub.Payloads = nil // bench.Codecs keeps only the payload it measures resident
			rows, err = bench.Codecs(payloads, bench.GenericLibraries(ub.Registry), cfg)
			return err
		})
		if err != nil {
			return err
		}
		conf := timed.record(cf.config(map[string]any{"reps": cfg.Reps, "repetitionTime": cfg.Target.String(), "datasets": cfg.Datasets,
			"libraries": timed.libraries()}))
		f := results.New(results.KindCodec, ub.Config(conf, sf.source(files)))
		f.Codecs = rows
		bench.PrintCodecs(os.Stdout, f.Codecs)
		return cf.finish(f)
	}
	datasets, err := cf.load()
	if err != nil {
		return err
	}
	f := results.New(results.KindCodec, cf.config(map[string]any{"reps": cfg.Reps, "repetitionTime": cfg.Target.String(), "datasets": cfg.Datasets}))
	f.Codecs, err = bench.Codecs(bench.Payloads(datasets), bench.Libraries(formats.Registry()), cfg)
	if err != nil {
		return err
	}
	bench.PrintCodecs(os.Stdout, f.Codecs)
	return cf.finish(f)
}
