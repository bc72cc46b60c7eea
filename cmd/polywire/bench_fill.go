package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/polywire/polywire/internal/dataset"
	"github.com/polywire/polywire/store"
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
	st, where, err := openStore(ctx, *db, "")
	if err != nil {
		return fmt.Errorf("bench fill: %w", err)
	}
	defer func() { _ = st.Close() }()

	docs := dataset.GenerateDocuments(*seed, 1000)
	for _, d := range docs {
		d.Owner.Secret = "" // the server stores a hash, never the secret
	}
	start := time.Now()
	var next, done atomic.Int64
	var wg sync.WaitGroup
	errs := make(chan error, *writers)
	for range *writers {
		wg.Go(func() {
			for i := next.Add(1) - 1; i < int64(*n); i = next.Add(1) - 1 {
				d := store.Document{ID: store.NewID(), Doc: docs[i%int64(len(docs))]}
				err := st.SaveDocument(ctx, d)
				for errors.Is(err, store.ErrOverloaded) { // back-pressure: wait, as a client would
					time.Sleep(time.Millisecond)
					err = st.SaveDocument(ctx, d)
				}
				if err != nil {
					errs <- err
					return
				}
				done.Add(1)
			}
		})
	}
	stop := make(chan struct{})
	go func() {
		tick := time.NewTicker(5 * time.Second)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
				fmt.Fprintf(os.Stderr, "bench fill: %d of %d documents (%.0f/s)\n", done.Load(), *n, float64(done.Load())/time.Since(start).Seconds())
			}
		}
	}()
	wg.Wait()
	close(stop)
	close(errs)
	if err := <-errs; err != nil {
		return fmt.Errorf("bench fill: after %d documents: %w", done.Load(), err)
	}
	elapsed := time.Since(start)
	fmt.Printf("bench fill: added %d documents to %s in %v (%.0f/s)\n", done.Load(), where, elapsed.Round(time.Millisecond), float64(done.Load())/elapsed.Seconds())
	return nil
}
