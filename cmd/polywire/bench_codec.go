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
		f := results.New(results.KindCodec, ub.Config(cf.config(map[string]any{"reps": cfg.Reps, "repetitionTime": cfg.Target.String(), "datasets": cfg.Datasets,
			"libraries": "polywire (every format that carries the data), protojson, google.golang.org/protobuf"}), sf.source(files)))
		payloads := ub.Payloads
		ub.Payloads = nil // bench.Codecs keeps only the payload it measures resident
		if f.Codecs, err = bench.Codecs(payloads, bench.GenericLibraries(ub.Registry), cfg); err != nil {
			return err
		}
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
