package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/internal/server"
)

const fillUsage = `Usage: polywire bench fill -db STORE [-n N] [flags]

Adds N generated documents to a store, as POST /report would save them
(time-ordered ids, no secrets), through the store's own writes — many at
once, so that group commit batches them. It prepares a store for the load
runs that measure Save on a store already holding many documents; serve it
afterwards with polywire serve -db STORE. It is not an experiment: it
writes no results file.

Examples:

	polywire bench fill -db /tmp/million.db -n 1000000
	polywire serve -db /tmp/million.db

Flags:
`

// benchFill fills a store with documents.
func benchFill(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("fill", flag.ContinueOnError)
	db := fs.String("db", "", "store to fill: a SQLite file `path`, or a postgres:// DSN (required)")
	n := fs.Int("n", 1_000_000, "documents to add (at most 2000 under $POLYWIRE_SMOKE=1)")
	writers := fs.Int("writers", 64, "concurrent writers")
	seed := fs.Uint64("seed", dataset.DefaultSeed, "seed of the generated documents")
	if err := parseFlags(fs, args, "bench fill", fillUsage); err != nil {
		return err
	}
	if *db == "" {
		return usageError{msg: "bench fill: -db is required (the store to fill)", try: "polywire bench fill -db /tmp/million.db -n 1000000"}
	}
	if *n < 1 || *writers < 1 {
		return usageError{msg: fmt.Sprintf("bench fill: -n %d -writers %d: both must be at least 1", *n, *writers), try: "polywire bench fill -db /tmp/million.db -n 1000000"}
	}
	if smokeRun() {
		*n = min(*n, 2000)
	}
	st, where, err := server.OpenStore(ctx, *db, "")
	if err != nil {
		return fmt.Errorf("bench fill: %w", err)
	}
	defer func() { _ = st.Close() }()

	start := time.Now()
	done, err := bench.Fill(ctx, st, bench.FillConfig{N: *n, Writers: *writers, Seed: *seed, Progress: os.Stderr})
	if err != nil {
		return fmt.Errorf("bench fill: after %d documents: %w", done, err)
	}
	elapsed := time.Since(start)
	fmt.Printf("bench fill: added %d documents to %s in %v (%.0f/s)\n", done, where, elapsed.Round(time.Millisecond), float64(done)/elapsed.Seconds())
	return nil
}
