package postgres

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/jackc/pgx/v5"

	"github.com/polywire/polywire/store"
)

// Group commit: SaveDocument and AppendPeople queue their write, and one
// writer goroutine per table takes every write waiting at that moment (up
// to the batch size, with no added wait) and commits them together, then
// answers each. Why, measured (issue 17, docs/BENCHMARKS.md): PostgreSQL
// already lets concurrent commits share a WAL flush, but each save still
// costs a connection and a round trip of its own, and with the pool's few
// connections 64 concurrent saves queue for them; one writer committing
// what is queued in one round trip turns the waiting into batching. It
// also gives the order the Store interface promises: with one transaction
// per save, a sequence number taken before commit can commit after a
// later one was acknowledged and listed, and then appear before it in
// GET /reports; with one writer, transactions commit one at a time in seq
// order, so a list never shows a gap that fills later. Across processes
// sharing a database (replicas), each with its writer, a row lock taken
// in every save's transaction does the same (lockDocuments; people_tail
// for people).

// Group commit defaults.
const (
	// DefaultQueue is how many writes may wait for the writer; one more
	// fails at once, wrapping store.ErrOverloaded.
	DefaultQueue = 4096
	// DefaultMaxBatch is the most writes committed together.
	DefaultMaxBatch = 256
)

// WithGroupCommit sets how many writes may wait for the writer (queue)
// and how many it commits together at most (maxBatch). A queue of 0
// turns group commit off: each write is then a transaction of its own,
// run concurrently on the pool's connections, and saves listed by
// ListDocuments follow the order in which they took a sequence number,
// which may differ from the order they were acknowledged.
func WithGroupCommit(queue, maxBatch int) Option {
	return func(o *options) { o.queue, o.maxBatch = queue, maxBatch }
}

// pending is one write waiting for the writer.
type pending[T any] struct {
	ctx  context.Context
	w    T
	done chan error // buffered: the writer never waits for the caller
}

// writer commits the writes queued on it in batches, one at a time.
type writer[T any] struct {
	op       string // "save document", for errors
	queue    chan *pending[T]
	maxBatch int
	// commit writes a batch and returns one error per write.
	commit func(ctx context.Context, batch []*pending[T]) []error
	exited chan struct{} // closed when the loop has returned
	// accepted counts the writes queued so far (tests wait on it).
	accepted atomic.Int64
	// batches and written count the batches committed (or tried) and
	// the writes in them, for WriteQueueStats.
	batches, written atomic.Int64
}

func newWriter[T any](op string, queue, maxBatch int, commit func(context.Context, []*pending[T]) []error) *writer[T] {
	return &writer[T]{op: op, queue: make(chan *pending[T], queue), maxBatch: max(maxBatch, 1), commit: commit, exited: make(chan struct{})}
}

// write queues w and waits for its commit, or for ctx to end (the write
// may then still commit: its outcome is unknown, as when a connection
// breaks during a commit).
func (wr *writer[T]) write(ctx context.Context, w T) error {
	p := &pending[T]{ctx: ctx, w: w, done: make(chan error, 1)}
	select {
	case wr.queue <- p:
		wr.accepted.Add(1)
	case <-wr.exited:
		return fmt.Errorf("%s: %w", wr.op, errClosed)
	default:
		return fmt.Errorf("%s: %w: %d writes are waiting, the most the queue holds; retry later",
			wr.op, store.ErrOverloaded, cap(wr.queue))
	}
	select {
	case err := <-p.done:
		return err
	case <-ctx.Done():
		return classify(ctx, wr.op, ctx.Err(), false)
	case <-wr.exited:
		select {
		case err := <-p.done:
			return err
		default:
			return fmt.Errorf("%s: %w", wr.op, errClosed)
		}
	}
}

// run is the writer's loop, until stop is closed; then the writes still
// queued fail as closed.
func (wr *writer[T]) run(stop <-chan struct{}) {
	defer close(wr.exited)
	batch := make([]*pending[T], 0, wr.maxBatch)
	for {
		batch = batch[:0]
		select {
		case p := <-wr.queue:
			batch = append(batch, p)
		case <-stop:
			for {
				select {
				case p := <-wr.queue:
					p.done <- fmt.Errorf("%s: %w", wr.op, errClosed)
				default:
					return
				}
			}
		}
	take:
		for len(batch) < wr.maxBatch {
			select {
			case p := <-wr.queue:
				batch = append(batch, p)
			default:
				break take
			}
		}
		// A write whose caller has gone is not made.
		live := batch[:0]
		for _, p := range batch {
			if err := p.ctx.Err(); err != nil {
				p.done <- classify(p.ctx, wr.op, err, false)
				continue
			}
			live = append(live, p)
		}
		if len(live) == 0 {
			continue
		}
		ctx, cancel := batchContext(live)
		errs := wr.commit(ctx, live)
		cancel()
		wr.batches.Add(1)
		wr.written.Add(int64(len(live)))
		for i, p := range live {
			err := errs[i]
			if err != nil && p.ctx.Err() != nil && errors.Is(err, context.Canceled) {
				// The batch gave up because its callers did: say why
				// this caller did (a deadline is an outage, not a
				// cancellation).
				err = classify(p.ctx, wr.op, p.ctx.Err(), false)
			}
			p.done <- err
		}
	}
}

// batchContext is a context for committing batch that ends when every
// one of its callers' contexts has ended: a database gone silent holds
// the batch as long as someone waits for it, as it would hold a write of
// their own, and no longer.
func batchContext[T any](batch []*pending[T]) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancel(context.Background())
	var left atomic.Int64
	left.Store(int64(len(batch)))
	stops := make([]func() bool, len(batch))
	for i, p := range batch {
		stops[i] = context.AfterFunc(p.ctx, func() {
			if left.Add(-1) == 0 {
				cancel()
			}
		})
	}
	return ctx, func() {
		for _, stop := range stops {
			stop()
		}
		cancel()
	}
}

// docWrite is a document ready to insert.
type docWrite struct {
	id   string
	doc  []byte
	hash *string
}

const insertDocument = "INSERT INTO documents (id, doc, secret_hash) VALUES ($1, $2, $3)"

// lockDocuments takes the documents_tail row's lock until the
// transaction ends (migrations/0003_documents_order.sql): the saves of
// every process sharing the database draw their seq one transaction at a
// time, so seq order is commit order.
const lockDocuments = "UPDATE documents_tail SET saves = saves + $1 WHERE id = 1"

// commitDocuments inserts a batch of documents in one round trip: a
// pgx.Batch runs as one implicit transaction, so they commit together
// (one WAL flush), in queue order (so seq follows it), after taking the
// lock that orders them after every save committed before, of any process. A duplicate id
// fails alone: ON CONFLICT DO NOTHING RETURNING says which rows were not
// inserted. Any other error of a statement aborts the batch; unless the
// database is away, the writes are then made one by one, each getting its
// own error.
func (s *Store) commitDocuments(ctx context.Context, batch []*pending[docWrite]) []error {
	const op = "save document"
	errs := make([]error, len(batch))
	if len(batch) == 1 {
		errs[0] = s.insertDocument(ctx, batch[0].w)
		return errs
	}
	taken := make([]bool, len(batch))
	err := s.do(ctx, op, func(c *pgx.Conn) error {
		b := &pgx.Batch{}
		b.Queue(lockDocuments, len(batch))
		for _, p := range batch {
			b.Queue(insertDocument+" ON CONFLICT (id) DO NOTHING RETURNING seq", p.w.id, p.w.doc, p.w.hash)
		}
		br := c.SendBatch(ctx, b)
		if _, err := br.Exec(); err != nil {
			_ = br.Close()
			return err
		}
		for i := range batch {
			var seq int64
			err := br.QueryRow().Scan(&seq)
			if errors.Is(err, pgx.ErrNoRows) {
				taken[i] = true
				continue
			}
			if err != nil {
				_ = br.Close() // err is the cause; Close would repeat it
				return err
			}
		}
		return br.Close()
	})
	switch {
	case err == nil:
		for i, p := range batch {
			if taken[i] {
				errs[i] = fmt.Errorf("%s: id %q: %w", op, p.w.id, store.ErrConflict)
			}
		}
	case failsWholeBatch(err):
		for i := range errs {
			errs[i] = err
		}
	default:
		for i, p := range batch {
			errs[i] = s.insertDocument(ctx, p.w)
		}
	}
	return errs
}

// insertDocument inserts one document in a transaction of its own, in
// one round trip. With group commit it holds the lock that orders saves
// (lockDocuments). Without, saves make no such promise (WithGroupCommit)
// and take no lock: one that did would make every concurrent save of the
// process wait for the previous one's commit (16 writers, fsync on:
// 267 saves/s with the lock, 1,562 without).
func (s *Store) insertDocument(ctx context.Context, w docWrite) error {
	return s.do(ctx, "save document", func(c *pgx.Conn) error {
		if s.writers == nil {
			_, err := c.Exec(ctx, insertDocument, w.id, w.doc, w.hash)
			return err
		}
		b := &pgx.Batch{}
		b.Queue(lockDocuments, 1)
		b.Queue(insertDocument, w.id, w.doc, w.hash)
		return c.SendBatch(ctx, b).Close()
	})
}

// commitPeople appends a batch of appends in one transaction: one
// people_tail update for all, one COPY, each append's persons contiguous
// and in queue order. An append is all or nothing, and so is the batch;
// when it fails otherwise than by the database being away, the appends
// are retried one by one, each getting its own error.
func (s *Store) commitPeople(ctx context.Context, batch []*pending[[][]byte]) []error {
	errs := make([]error, len(batch))
	if len(batch) == 1 {
		errs[0] = s.appendPeople(ctx, batch[0].w)
		return errs
	}
	var rows [][]byte
	for _, p := range batch {
		rows = append(rows, p.w...)
	}
	err := s.appendPeople(ctx, rows)
	switch {
	case err == nil:
	case failsWholeBatch(err):
		for i := range errs {
			errs[i] = err
		}
	default:
		for i, p := range batch {
			errs[i] = s.appendPeople(ctx, p.w)
		}
	}
	return errs
}

// appendPeople appends rows after the persons appended before, in one
// transaction. Concurrent appends (of other processes, or without group
// commit) are serialized by the people_tail row (migrations/0001_init.sql).
func (s *Store) appendPeople(ctx context.Context, rows [][]byte) error {
	return s.do(ctx, "append people", func(c *pgx.Conn) error {
		return pgx.BeginFunc(ctx, c, func(tx pgx.Tx) error { return appendPeopleTx(ctx, tx, rows) })
	})
}

// appendPeopleTx is appendPeople's statements, in tx.
func appendPeopleTx(ctx context.Context, tx pgx.Tx, rows [][]byte) error {
	var last int64
	if err := tx.QueryRow(ctx, "UPDATE people_tail SET last_seq = last_seq + $1 WHERE id = 1 RETURNING last_seq",
		len(rows)).Scan(&last); err != nil {
		return err
	}
	return insertPeople(ctx, tx, last-int64(len(rows))+1, rows)
}

// writers are a store's group-commit writers, nil when it is off.
type writers struct {
	docs   *writer[docWrite]
	people *writer[[][]byte]
	stop   chan struct{}
	wg     sync.WaitGroup
}

func (s *Store) startWriters(queue, maxBatch int) {
	ws := &writers{
		docs:   newWriter("save document", queue, maxBatch, s.commitDocuments),
		people: newWriter("append people", queue, maxBatch, s.commitPeople),
		stop:   make(chan struct{}),
	}
	ws.wg.Go(func() { ws.docs.run(ws.stop) })
	ws.wg.Go(func() { ws.people.run(ws.stop) })
	s.writers = ws
}

// WriteQueueStats reports the group commit's queues for the server's
// metrics (store.WriteQueueReporter): the length and capacity of the
// fuller of its two queues (documents, people), which refuses writes
// first, and the batches and writes of both writers together. Zero
// without group commit.
func (s *Store) WriteQueueStats() store.WriteQueueStats {
	var st store.WriteQueueStats
	if s.writers == nil {
		return st
	}
	docs, people := s.writers.docs, s.writers.people
	st.Queued, st.Capacity = len(docs.queue), cap(docs.queue)
	if n := len(people.queue); n*st.Capacity > st.Queued*cap(people.queue) {
		st.Queued, st.Capacity = n, cap(people.queue)
	}
	st.Batches = docs.batches.Load() + people.batches.Load()
	st.Writes = docs.written.Load() + people.written.Load()
	return st
}

// stopWriters fails what is queued and waits for the batches in flight.
func (s *Store) stopWriters() {
	if s.writers != nil {
		close(s.writers.stop)
		s.writers.wg.Wait()
	}
}

// failsWholeBatch reports whether err, from a batch's commit, is every
// write's answer (the database away, the batch's context ended, the store
// closed), rather than one write's fault to be found by retrying them one
// by one.
func failsWholeBatch(err error) bool {
	return errors.Is(err, store.ErrUnavailable) || errors.Is(err, context.Canceled) ||
		errors.Is(err, context.DeadlineExceeded) || errors.Is(err, errClosed)
}
