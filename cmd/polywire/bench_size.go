package main

import (
	"context"
	"flag"
	"os"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/contentcoding"
	labschema "github.com/polywire/polywire/internal/lab/schema"
	"github.com/polywire/polywire/results"
)

const sizeUsage = `Usage: polywire bench size [-data DIR] [-o FILE]
       polywire bench size -proto-path DIR FILE.proto... -message NAME -samples FILE [-fbs FILE] [-o FILE]

Bytes of every payload in every format and coding (identity, gzip, br, zstd),
at the server's default levels, and each format's ratio to JSON.

On your own schema the payloads are your message (the sample of median
size, named after it: "Order") and all your samples in a list ("Order[3]",
what a list endpoint serves). A format that cannot carry them (nesting
deeper than FlatBuffers' 64 tables, say) is skipped, saying why on stderr
and in the results.

Examples:

	polywire bench size
	polywire bench size -o size.json
	polywire bench size -data testdata/seed000-bank -o size-article.json   # the article's own data
	polywire bench size -proto-path testdata/yourschema acme/shop/v1/shop.proto -message acme.shop.v1.Order -samples testdata/yourschema/orders.jsonl -o size.json

` + schemaFlagsUsage + `	-fbs order.fbs                  write the FlatBuffers schema of the message's file, for flatc

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
	if sf.given(files) { // your schema: the payloads are your samples
		ub, err := labschema.LoadBench(ctx, "bench size", sf.source(files), os.Stderr)
		if err != nil {
			return err
		}
		if err := ub.WriteFBS(os.Stderr, "bench size", *fbs); err != nil {
			return err
		}
		f := results.New(results.KindSize, ub.Config(cf.config(map[string]any{"levels": contentcoding.DefaultLevels}), sf.source(files)))
		if f.Sizes, err = bench.Sizes(ub.Payloads, ub.Registry, contentcoding.DefaultLevels); err != nil {
			return err
		}
		bench.PrintSizes(os.Stdout, f.Sizes)
		return cf.finish(f)
	}
	if err := noSchema("size", *fbs); err != nil {
		return err
	}
	datasets, err := cf.load()
	if err != nil {
		return err
	}
	f := results.New(results.KindSize, cf.config(map[string]any{"levels": contentcoding.DefaultLevels}))
	f.Sizes, err = bench.Sizes(bench.Payloads(datasets), formats.Registry(), contentcoding.DefaultLevels)
	if err != nil {
		return err
	}
	bench.PrintSizes(os.Stdout, f.Sizes)
	return cf.finish(f)
}
