package sqlite_test

import (
	"path/filepath"
	"runtime"
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
	onCPU, runQueue       time.Duration
	writePath, background int
}

func (o *observed) Batch(b store.BatchStats) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.batches, o.writes, o.commits = o.batches+1, o.writes+b.Writes, o.commits+b.Commit
	o.onCPU, o.runQueue = o.onCPU+b.OnCPU, o.runQueue+b.RunQueue
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
	s, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "polywire.db"), sqlite.WithMaxWALBytes(32<<10))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	o := &observed{}
	s.ObserveWrites(o)
	// Rounds of 30 concurrent saves, until the log has passed its limit
	// while writes kept coming (a background checkpoint may keep it short
	// for a while on a slow machine).
	docs := dataset.GenerateDocuments(41, 30)
	saved := 0
	for round := 0; round < 50; round++ {
		var wg sync.WaitGroup
		for _, d := range docs {
			wg.Go(func() {
				if err := s.SaveDocument(t.Context(), store.Document{ID: store.NewID(), Doc: d}); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		saved += len(docs)
		o.mu.Lock()
		done := o.writePath > 0
		o.mu.Unlock()
		if done {
			break
		}
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.writes != saved || o.batches == 0 || o.batches > saved || o.commits <= 0 {
		t.Errorf("observed %d writes in %d batches (commits %s), want %d writes", o.writes, o.batches, o.commits, saved)
	}
	// The commit's split: on Linux the writer's thread ran for part of
	// each commit, and its clocks lie within the commit's time (their
	// reads add a few microseconds; the bound allows 50 per batch).
	if runtime.GOOS == "linux" && (o.onCPU <= 0 || o.onCPU+o.runQueue > o.commits+time.Duration(o.batches)*50*time.Microsecond) {
		t.Errorf("commit split: %s on a CPU and %s waiting for one, of %s in %d commits", o.onCPU, o.runQueue, o.commits, o.batches)
	}
	t.Logf("%d batches: commit %s, on a CPU %s, waiting for one %s", o.batches, o.commits, o.onCPU, o.runQueue)
	if o.writePath == 0 {
		t.Errorf("no checkpoint on the write path, with a 32 KB log limit and %d documents", saved)
	}
}
