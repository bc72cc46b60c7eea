package bench

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sync"
	"sync/atomic"
	"time"

	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/store"
)

// FillConfig says how many documents Fill adds, and how.
type FillConfig struct {
	// N documents, saved by Writers at once.
	N, Writers int
	// Seed of the generated documents.
	Seed uint64
	// Progress gets a line every 5 s (nil: none).
	Progress io.Writer
}

// Fill adds generated documents to st as POST /report would save them
// (time-ordered ids, no secrets), through the store's own writes, many at
// once so that group commit batches them; store.ErrOverloaded is waited
// out, as a client would. It prepares a store for the load runs that
// measure Save on a store already holding many documents, and returns how
// many it added: all of them, or those before the first error.
func Fill(ctx context.Context, st store.Store, cfg FillConfig) (int64, error) {
	docs := dataset.GenerateDocuments(cfg.Seed, 1000)
	for _, d := range docs {
		d.Owner.Secret = "" // the server stores a hash, never the secret
	}
	start := time.Now()
	var next, done atomic.Int64
	var wg sync.WaitGroup
	errs := make(chan error, cfg.Writers)
	for range cfg.Writers {
		wg.Go(func() {
			for i := next.Add(1) - 1; i < int64(cfg.N); i = next.Add(1) - 1 {
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
				if cfg.Progress != nil {
					fmt.Fprintf(cfg.Progress, "bench fill: %d of %d documents (%.0f/s)\n", done.Load(), cfg.N, float64(done.Load())/time.Since(start).Seconds())
				}
			}
		}
	}()
	wg.Wait()
	close(stop)
	close(errs)
	return done.Load(), <-errs
}
