package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"runtime"
	"sync/atomic"
	"time"

	"github.com/polywire/polywire/store"
)

// This file is the group commit: SaveDocument, AppendPeople and SaveMessage
// queue a write; one goroutine (the writer) takes every write waiting at
// that moment, runs them in one transaction, each inside a savepoint of its
// own, commits once — one fsync of the log for the whole batch — and then
// answers each caller with its own result, in queue order.

// States of a write: the writer takes a queued write by moving it to taken,
// a caller whose context ends first by moving it to dropped; whoever moves
// it first decides.
const (
	queued int32 = iota
	taken
	dropped
)

// A write is one caller's write waiting for the writer.
type write struct {
	ctx   context.Context
	op    string
	bytes int                                         // its share of maxBatchBytes
	exec  func(ctx context.Context, tx *sql.Tx) error // the statements, inside the batch's transaction
	state atomic.Int32
	done  chan error // buffered: the writer never waits for a caller who left
	// queued is when the caller queued it (the write observer's wait).
	queued time.Time
}

// submit queues a write and waits for its result. A full queue fails at
// once with an error wrapping store.ErrOverloaded; a context that ends while
// the write is still queued drops it and returns the context's error; once
// the writer has taken it, the write commits or fails with its batch even
// if the caller has gone, and submit waits for that result.
func (s *Store) submit(ctx context.Context, op string, bytes int, exec func(context.Context, *sql.Tx) error) error {
	w := &write{ctx: ctx, op: op, bytes: bytes, exec: exec, done: make(chan error, 1), queued: time.Now()}
	s.mu.RLock()
	if s.closed.Load() {
		s.mu.RUnlock()
		return fmt.Errorf("%s: %w", op, errClosed)
	}
	select {
	case s.queue <- w:
		s.mu.RUnlock()
	default:
		s.mu.RUnlock()
		return fmt.Errorf("%s: %w: %d writes are waiting for the disk", op, store.ErrOverloaded, cap(s.queue))
	}
	select {
	case err := <-w.done:
		return err
	case <-ctx.Done():
		if w.state.CompareAndSwap(queued, dropped) {
			return fmt.Errorf("%s: %w", op, ctx.Err())
		}
		return <-w.done
	}
}

// run is the writer: it batches and commits until the queue is closed and
// drained, then closes s.writerDone.
func (s *Store) run() {
	defer close(s.writerDone)
	batch := make([]*write, 0, s.opts.maxBatch)
	for {
		first, ok := <-s.queue
		if !ok {
			return
		}
		s.received.Add(1)
		batch = append(batch[:0], first)
		s.fill(&batch)
		s.commit(batch)
		clear(batch) // let the callers' writes go
		s.checkpointIfLong()
	}
}

// fill adds to batch the writes queued now — or, with a batch window,
// those arriving within it — up to the batch limits.
func (s *Store) fill(batch *[]*write) {
	n := (*batch)[0].bytes
	full := func() bool { return len(*batch) >= s.opts.maxBatch || n >= s.opts.maxBatchBytes }
	if s.opts.batchWindow > 0 {
		timer := time.NewTimer(s.opts.batchWindow)
		defer timer.Stop()
		for !full() {
			select {
			case w, ok := <-s.queue:
				if !ok {
					return
				}
				s.received.Add(1)
				*batch = append(*batch, w)
				n += w.bytes
			case <-timer.C:
				return
			}
		}
		return
	}
	for !full() {
		select {
		case w, ok := <-s.queue:
			if !ok {
				return
			}
			s.received.Add(1)
			*batch = append(*batch, w)
			n += w.bytes
		default:
			return
		}
	}
}

// commit runs batch in one transaction and answers each write. A write
// that fails on its own (a duplicate id) is rolled back to its savepoint
// and fails alone; a failure of the transaction itself (the lock held
// elsewhere past the busy timeout, an I/O error, a failed COMMIT) fails
// every write taken into it. The writes run in queue order, so their seq
// order is the order in which they were queued and answered.
func (s *Store) commit(batch []*write) {
	ctx := context.Background() // a taken write commits even if its caller has gone
	answer := func(w *write, err error) {
		w.done <- wrap(ctx, w.op, err)
	}
	// The commit's time split (store.BatchStats): the goroutine stays on
	// its thread while the thread's clocks are read.
	start := time.Now()
	var clock threadClock
	if s.observer() != nil {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		clock = readThreadClock()
	}
	tx, err := s.write.BeginTx(ctx, nil) // BEGIN IMMEDIATE: may wait for another process's lock
	if err != nil {
		for _, w := range batch {
			if w.state.CompareAndSwap(queued, taken) {
				answer(w, err)
			}
		}
		return
	}
	results := make([]error, len(batch))
	live := make([]bool, len(batch))
	var fatal error
	for i, w := range batch {
		if w.ctx.Err() != nil && w.state.CompareAndSwap(queued, dropped) {
			w.done <- fmt.Errorf("%s: %w", w.op, w.ctx.Err())
			continue
		}
		if !w.state.CompareAndSwap(queued, taken) {
			continue // its caller left
		}
		live[i] = true
		if fatal = s.apply(ctx, tx, w, &results[i]); fatal != nil {
			break
		}
	}
	if fatal == nil {
		fatal = tx.Commit()
	} else {
		_ = tx.Rollback()
	}
	if fatal == nil {
		s.commits.Add(1)
		// Reported before the writes are answered, so that whoever sees
		// a write's answer sees its batch in the metrics too.
		if o := s.observer(); o != nil {
			var b store.BatchStats
			if clock.ok {
				if now := readThreadClock(); now.ok {
					b.OnCPU, b.RunQueue = now.onCPU-clock.onCPU, now.runQueue-clock.runQueue
				}
			}
			b.Commit = time.Since(start) // after the clock: the split lies within it
			for i, w := range batch {
				if live[i] {
					b.Writes++
					b.LongestWait = max(b.LongestWait, start.Sub(w.queued))
				}
			}
			o.Batch(b)
		}
	}
	// Writes after the one that broke the transaction were never taken.
	for i, w := range batch {
		switch {
		case live[i] && fatal != nil:
			answer(w, fatal)
		case live[i]:
			answer(w, results[i])
		case fatal != nil && w.state.CompareAndSwap(queued, taken):
			answer(w, fatal)
		}
	}
}

// apply runs w inside a savepoint of tx. Its own failure goes to *result and
// is undone; the error apply returns is one that broke the transaction
// (SQLite rolls the whole transaction back on some I/O errors: then the
// savepoint is gone too, and nothing of the batch may be reported saved).
func (s *Store) apply(ctx context.Context, tx *sql.Tx, w *write, result *error) error {
	if _, err := s.exec(ctx, tx, savepoint); err != nil {
		return err
	}
	if err := w.exec(ctx, tx); err != nil {
		*result = err
		if _, rerr := s.exec(ctx, tx, rollbackToSavepoint); rerr != nil {
			return errors.Join(err, rerr)
		}
	}
	if _, err := s.exec(ctx, tx, releaseSavepoint); err != nil {
		return err
	}
	return nil
}

// The statements the writer runs for every write, prepared once (Store.stmts).
const (
	savepoint           = "SAVEPOINT w"
	rollbackToSavepoint = "ROLLBACK TO w"
	releaseSavepoint    = "RELEASE w"
	insertDocument      = "INSERT INTO documents (id, doc, secret_hash) VALUES (?, ?, ?)"
	insertMessage       = "INSERT INTO messages (collection, id, data) VALUES (?, ?, ?)"
)

var writerStatements = []string{savepoint, rollbackToSavepoint, releaseSavepoint, insertDocument, insertMessage}

// exec runs query in tx, as the statement prepared on the writer's
// connection when it is one of writerStatements.
func (s *Store) exec(ctx context.Context, tx *sql.Tx, query string, args ...any) (sql.Result, error) {
	if st, ok := s.stmts[query]; ok {
		return tx.StmtContext(ctx, st).ExecContext(ctx, args...)
	}
	return tx.ExecContext(ctx, query, args...)
}

// checkpointIfLong runs a checkpoint on the writer's own connection, between
// batches, when the log file has grown past the limit: the background
// checkpoints (checkpointLoop) cannot reset the log while writes keep
// coming, because a write arrives before each of them ends; this one runs
// while no write can, so the next write starts the log again from its
// beginning, and journal_size_limit truncates the file back to the limit.
// A stat per batch is how it knows: the file only grows past the limit
// when the log has not restarted since.
func (s *Store) checkpointIfLong() {
	fi, err := os.Stat(s.walPath)
	if err != nil || fi.Size() <= s.opts.maxWALBytes {
		return
	}
	start := time.Now()
	log, done, busy, err := checkpoint(context.Background(), s.write, "PASSIVE")
	if err != nil {
		slog.Warn("sqlite: checkpoint on the write path failed", "error", err)
		return
	}
	if o := s.observer(); o != nil {
		o.Checkpoint(true, time.Since(start), done)
	}
	slog.Debug("sqlite: checkpoint on the write path", "wal_bytes", fi.Size(), "frames", log, "checkpointed", done, "busy", busy, "took", time.Since(start))
}

// checkpointLoop copies the log into the database file in the background,
// on a connection of its own, so that the writes never wait for a
// checkpoint (SQLite's automatic checkpoint runs inside the commit that
// crosses 1000 pages, and on a store of random keys copying those pages
// took 10-20 ms). It stops when stop is closed.
func (s *Store) checkpointLoop(stop <-chan struct{}, done chan<- struct{}) {
	defer close(done)
	ticker := time.NewTicker(DefaultCheckpointInterval)
	defer ticker.Stop()
	var seen int64
	for {
		select {
		case <-stop:
			return
		case <-ticker.C:
		}
		if n := s.commits.Load(); n == seen {
			continue // nothing new in the log
		} else {
			seen = n
		}
		start := time.Now()
		_, done, _, err := checkpoint(context.Background(), s.ckpt, "PASSIVE")
		if err != nil {
			slog.Warn("sqlite: background checkpoint failed", "error", err)
		} else if o := s.observer(); o != nil {
			o.Checkpoint(false, time.Since(start), done)
		}
	}
}

// checkpoint runs PRAGMA wal_checkpoint(mode) and returns the frames in the
// log, those copied into the database, and whether it could not run (another
// checkpoint held the lock).
func checkpoint(ctx context.Context, db *sql.DB, mode string) (log, done int64, busy bool, err error) {
	var b int
	if err := db.QueryRowContext(ctx, "PRAGMA wal_checkpoint("+mode+")").Scan(&b, &log, &done); err != nil {
		return 0, 0, false, fmt.Errorf("checkpoint: %w", err)
	}
	return log, done, b != 0, nil
}

// observerBox holds a store.WriteObserver in an atomic.Pointer.
type observerBox struct{ o store.WriteObserver }

var _ store.WriteObservable = (*Store)(nil)

// ObserveWrites makes o learn every batch and checkpoint from now on (nil
// stops it).
func (s *Store) ObserveWrites(o store.WriteObserver) {
	if o == nil {
		s.obs.Store(nil)
		return
	}
	s.obs.Store(&observerBox{o})
}

func (s *Store) observer() store.WriteObserver {
	if b := s.obs.Load(); b != nil {
		return b.o
	}
	return nil
}
