package sqlite_test

import (
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/store"
	"github.com/polywire/polywire/store/sqlite"
)

// observed counts what a store's writer reports.
type observed struct {
	mu                    sync.Mutex
	batches, writes       int
	commits               time.Duration
	writePath, background int
}

func (o *observed) Batch(writes int, commit, _ time.Duration) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.batches, o.writes, o.commits = o.batches+1, o.writes+writes, o.commits+commit
}

func (o *observed) Checkpoint(onWritePath bool, _ time.Duration, _ int64) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if onWritePath {
		o.writePath++
	} else {
		o.background++
	}
}

// TestObserveWrites: the writer reports every batch it commits (its
// writes add up to the saves) and the checkpoint it runs on the write
// path once the log passes its limit.
func TestObserveWrites(t *testing.T) {
	t.Parallel()
	s, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "polywire.db"), sqlite.WithMaxWALBytes(64<<10))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	o := &observed{}
	s.ObserveWrites(o)
	docs := dataset.GenerateDocuments(41, 60)
	var wg sync.WaitGroup
	for i, d := range docs {
		wg.Go(func() {
			if err := s.SaveDocument(t.Context(), store.Document{ID: string(rune('a'+i%26)) + d.GetName() + store.NewID(), Doc: d}); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.writes != len(docs) || o.batches == 0 || o.batches > len(docs) || o.commits <= 0 {
		t.Errorf("observed %d writes in %d batches (commits %s), want %d writes", o.writes, o.batches, o.commits, len(docs))
	}
	if o.writePath == 0 {
		t.Errorf("no checkpoint on the write path, with a 64 KB log limit and %d documents", len(docs))
	}
}
