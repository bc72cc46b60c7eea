package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/polywire/polywire/internal/dataset"
)

// GenCommand writes the seed datasets.
type GenCommand struct{}

// Run writes every dataset file for -seed into -o, replacing what is there.
func (c *GenCommand) Run(_ context.Context, args []string) error {
	fs := flag.NewFlagSet("gen", flag.ContinueOnError)
	out := fs.String("o", "", "output `dir`ectory (created if missing)")
	fs.StringVar(out, "out", "", "the same as -o")
	seed := fs.Uint64("seed", dataset.DefaultSeed, "generator seed: the same seed writes the same bytes")
	if err := parseFlags(fs, args, "gen", genUsage); err != nil {
		return err
	}
	if *out == "" {
		return usageError{msg: "gen: -o DIR is required", try: "polywire gen -o ./data -seed 1"}
	}
	if err := dataset.Generate(*out, *seed); err != nil {
		return err
	}
	entries, err := os.ReadDir(*out)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if info, err := e.Info(); err == nil && !e.IsDir() {
			fmt.Printf("%10d  %s\n", info.Size(), filepath.Join(*out, e.Name()))
		}
	}
	return nil
}

const genUsage = `Usage: polywire gen -o DIR [-seed N]

Writes the seed datasets into DIR, deterministically for N:

	accounts.csv, transactions_1.csv, transactions_2.csv
	    seed 000's bank data in the article's layout (';'-separated, no
	    header, columns in the order of its Ruby script): account 1 with
	    1,001 transactions, account 2 with 10,001
	subsections.csv
	    seed 002's corpus: 1,000 subsections (id;title;text)

Seed 004's 50,000 people are a pure function of their index and are built
at boot. "polywire serve -data DIR" serves the directory.

Examples:

	polywire gen -o ./data
	polywire gen -o /tmp/seed7 -seed 7

Flags:
`
