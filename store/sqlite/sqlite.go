// Package sqlite is polywire's embedded store: one SQLite file in the data
// directory, through modernc.org/sqlite (pure Go, so the server stays a
// single static binary with no cgo). It is the default for one server; for
// several replicas behind a load balancer use store/postgres.
//
// # Durability
//
// The database runs in WAL mode with synchronous=FULL on every connection:
// each commit appends to the write-ahead log and fsyncs it before
// returning. So when SaveDocument, AppendPeople or SaveMessage returns nil
// the write survives the process being killed (kill -9) and also an
// operating-system crash or power cut, provided the disk honours fsync. A
// write that returns an error left nothing behind. Readers see only
// committed writes.
//
// # Group commit
//
// SQLite allows one writer at a time, and a commit costs one fsync. So the
// writes queue in Go (a bounded queue, WithQueueSize) and one goroutine, the
// writer, takes every write waiting at that moment (up to DefaultMaxBatch
// writes or DefaultMaxBatchBytes), runs them in one transaction — each in a
// savepoint of its own, so a duplicate id fails alone — commits once, and
// only then answers each caller, in queue order: the order of the rows
// (seq, the order ListDocuments returns) is the order of the answers. A
// failed commit fails every write of its batch. Under load the batches grow
// by themselves: the writes that queue during one fsync share the next.
// A full queue fails a write at once with an error wrapping
// store.ErrOverloaded (the server answers 503). A write whose context ends
// while it is queued is dropped and returns the context's error, having
// written nothing; once the writer has taken it, it commits or fails with
// its batch even if its caller has gone, and the call waits for that
// result — so durable when it returns nil stays the promise, and a write
// that returns an error left nothing behind. Close commits the writes
// already queued, then closes.
//
// The writer's transactions start with BEGIN IMMEDIATE so they never fail
// half-way on a lock upgrade. Reads go through a separate pool of read-only
// connections, which in WAL mode never wait for the writer. Another process
// holding the write lock longer than the busy timeout (DefaultBusyTimeout)
// makes the batch waiting for it fail with errors wrapping
// store.ErrUnavailable; the next batch after the lock is released succeeds.
//
// # Checkpoints
//
// SQLite's automatic checkpoint (copying the log into the database file)
// runs inside the commit that crosses 1000 pages of log, and on a large
// store it can take tens of milliseconds: the tail of Save. So the
// writer's connection turns it off and a
// background goroutine checkpoints on its own connection every
// DefaultCheckpointInterval. The log stays bounded under constant load:
// when it passes WithMaxWALBytes the writer itself checkpoints between two
// batches, and the next write restarts the log from its beginning.
package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"google.golang.org/protobuf/proto"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/store"
)

// Defaults for Open's options.
const (
	// DefaultBusyTimeout is how long a statement waits for a lock held by
	// another connection or process before failing with ErrUnavailable.
	DefaultBusyTimeout = 5 * time.Second
	// DefaultMaxReadConns is the size of the read pool.
	DefaultMaxReadConns = 4
	// DefaultQueueSize is how many writes may wait for the writer before
	// new ones fail with store.ErrOverloaded.
	DefaultQueueSize = 4096
	// DefaultMaxBatch is the most writes committed in one transaction.
	DefaultMaxBatch = 256
	// DefaultMaxBatchBytes stops a batch once its writes' data reaches it
	// (a batch may pass it by its last write).
	DefaultMaxBatchBytes = 8 << 20
	// DefaultMaxWALBytes is the log size past which the writer checkpoints
	// between batches itself (see the package comment).
	DefaultMaxWALBytes = 64 << 20
	// DefaultCheckpointInterval is how often the background checkpoint
	// runs while writes arrive.
	DefaultCheckpointInterval = 100 * time.Millisecond
)

// Option configures Open.
type Option func(*options)

type options struct {
	busyTimeout   time.Duration
	maxReadConns  int
	queueSize     int
	maxBatch      int
	maxBatchBytes int
	batchWindow   time.Duration
	maxWALBytes   int64
}

// WithBusyTimeout sets how long a statement waits for a lock held
// elsewhere before giving up with an error wrapping store.ErrUnavailable.
func WithBusyTimeout(d time.Duration) Option {
	return func(o *options) { o.busyTimeout = d }
}

// WithMaxReadConns sets how many connections may read at once.
func WithMaxReadConns(n int) Option {
	return func(o *options) { o.maxReadConns = n }
}

// WithQueueSize sets how many writes may wait for the writer (default
// DefaultQueueSize); one more fails at once with an error wrapping
// store.ErrOverloaded.
func WithQueueSize(n int) Option {
	return func(o *options) { o.queueSize = n }
}

// WithMaxBatch sets the most writes committed in one transaction (default
// DefaultMaxBatch); 1 turns group commit off: one fsync per write.
func WithMaxBatch(n int) Option {
	return func(o *options) { o.maxBatch = n }
}

// WithBatchWindow makes the writer wait up to d after a write arrives for
// more to share its commit. The default, 0, adds no wait: the writer takes
// what is queued, and under load batches grow by themselves (the writes
// that arrive during one fsync share the next). On a fast local disk a
// window does not help: it raises the median latency by about the window
// and more (Go's timers fire late) without bettering the tail, and with
// many writers it lowers throughput, since every batch then waits out the
// window (docs/BENCHMARKS.md, "Group commit", has the measurements). It is
// for disks whose fsync is slow and nearly constant, where waiting can
// save whole fsyncs.
func WithBatchWindow(d time.Duration) Option {
	return func(o *options) { o.batchWindow = d }
}

// WithMaxWALBytes sets the log size past which the writer checkpoints
// between batches itself, bounding the log under constant load (default
// DefaultMaxWALBytes). The log file is truncated to this size when it
// restarts.
func WithMaxWALBytes(n int64) Option {
	return func(o *options) { o.maxWALBytes = n }
}

// Store is a store.Store in one SQLite file. Its methods are safe for
// concurrent use.
type Store struct {
	opts  options
	write *sql.DB // one connection, the writer's: SQLite has one writer
	read  *sql.DB // read-only connections
	ckpt  *sql.DB // one connection for the background checkpoints
	// stmts are the writer's statements (writerStatements), prepared once
	// on its connection: parsing them again for every write cost a
	// save ~40 µs of CPU (issue 32's profile). Only the writer uses them.
	stmts map[string]*sql.Stmt

	mu         sync.RWMutex // held to send on queue; Close takes it to close queue
	queue      chan *write
	writerDone chan struct{}
	ckptStop   chan struct{}
	ckptDone   chan struct{}
	commits    atomic.Int64 // batches committed, for the checkpointer
	obs        atomic.Pointer[observerBox]
	received   atomic.Int64 // writes the writer has taken off the queue
	walPath    string
	closed     atomic.Bool
}

var (
	_ store.Store              = (*Store)(nil)
	_ store.WriteQueueReporter = (*Store)(nil)
)

var errClosed = errors.New("store is closed")

// marshal is deterministic so the same document is always the same bytes.
var marshal = proto.MarshalOptions{Deterministic: true}

// Open opens the database file at path, creating it and its directory if
// missing, and brings its schema up to date.
func Open(ctx context.Context, path string, opts ...Option) (*Store, error) {
	o := options{
		busyTimeout: DefaultBusyTimeout, maxReadConns: DefaultMaxReadConns,
		queueSize: DefaultQueueSize, maxBatch: DefaultMaxBatch, maxBatchBytes: DefaultMaxBatchBytes,
		maxWALBytes: DefaultMaxWALBytes,
	}
	for _, opt := range opts {
		opt(&o)
	}
	o.maxReadConns = max(o.maxReadConns, 1)
	o.queueSize = max(o.queueSize, 1)
	o.maxBatch = max(o.maxBatch, 1)
	o.maxWALBytes = max(o.maxWALBytes, 1)
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("open store: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(abs), 0o750); err != nil {
		return nil, fmt.Errorf("open store: %w", err)
	}

	// synchronous=FULL, not NORMAL: in WAL mode NORMAL already survives the
	// process being killed (the log is in the OS page cache), but it fsyncs
	// only at checkpoints, so a power cut or kernel crash can lose the last
	// commits. store.Store promises a write is durable when it returns nil,
	// and the server cannot know which failure its operator has in mind, so
	// every commit fsyncs the log. The cost is one fsync per write.
	// wal_autocheckpoint(0): the writer never checkpoints inside a commit
	// (see the package comment); journal_size_limit truncates the log file
	// to the limit when it restarts.
	busy := strconv.FormatInt(o.busyTimeout.Milliseconds(), 10)
	walLimit := "journal_size_limit(" + strconv.FormatInt(o.maxWALBytes, 10) + ")"
	writeDSN := dsn(abs, url.Values{
		"_pragma": {"busy_timeout(" + busy + ")", "synchronous(FULL)", "wal_autocheckpoint(0)", walLimit},
		"_txlock": {"immediate"},
	})
	readDSN := dsn(abs, url.Values{
		"_pragma": {"busy_timeout(" + busy + ")", "query_only(1)"},
	})
	ckptDSN := dsn(abs, url.Values{
		"_pragma": {"busy_timeout(" + busy + ")", "synchronous(FULL)", "wal_autocheckpoint(0)", walLimit},
	})

	s := &Store{opts: o, walPath: abs + "-wal"}
	if s.write, err = sql.Open("sqlite", writeDSN); err != nil {
		return nil, fmt.Errorf("open store: %w", err)
	}
	s.write.SetMaxOpenConns(1)
	s.write.SetMaxIdleConns(1)
	s.write.SetConnMaxLifetime(0)
	s.write.SetConnMaxIdleTime(0)
	if err := s.init(ctx, o.busyTimeout); err != nil {
		_ = s.write.Close()
		return nil, wrap(ctx, "open store", err)
	}
	s.stmts = make(map[string]*sql.Stmt, len(writerStatements))
	for _, q := range writerStatements {
		st, err := s.write.PrepareContext(ctx, q)
		if err != nil {
			_ = s.closeDBs()
			return nil, wrap(ctx, "open store", fmt.Errorf("prepare %q: %w", q, err))
		}
		s.stmts[q] = st
	}
	// The read pool opens once WAL is on and the schema exists.
	if s.read, err = sql.Open("sqlite", readDSN); err != nil {
		_ = s.write.Close()
		return nil, fmt.Errorf("open store: %w", err)
	}
	s.read.SetMaxOpenConns(o.maxReadConns)
	s.read.SetMaxIdleConns(o.maxReadConns)
	if s.ckpt, err = sql.Open("sqlite", ckptDSN); err != nil {
		_ = s.read.Close()
		_ = s.write.Close()
		return nil, fmt.Errorf("open store: %w", err)
	}
	s.ckpt.SetMaxOpenConns(1)
	s.ckpt.SetMaxIdleConns(1)
	if err := s.read.PingContext(ctx); err != nil {
		_ = s.closeDBs()
		return nil, wrap(ctx, "open store", err)
	}
	s.queue = make(chan *write, o.queueSize)
	s.writerDone = make(chan struct{})
	s.ckptStop = make(chan struct{})
	s.ckptDone = make(chan struct{})
	go s.run()
	go s.checkpointLoop(s.ckptStop, s.ckptDone)
	return s, nil
}

// dsn is a file: URI, so any character in path is escaped rather than read
// as the start of the parameters.
func dsn(path string, params url.Values) string {
	u := url.URL{Scheme: "file", OmitHost: true, Path: path, RawQuery: params.Encode()}
	return u.String()
}

// init turns WAL on and applies the migrations not yet applied.
func (s *Store) init(ctx context.Context, busyTimeout time.Duration) error {
	// journal_mode=WAL persists in the file. Switching a new file to WAL
	// can fail with SQLITE_BUSY at once, without waiting on the busy
	// handler, when another process opens it at the same moment: retry
	// for as long as the busy timeout allows.
	deadline := time.Now().Add(busyTimeout)
	for {
		var mode string
		err := s.write.QueryRowContext(ctx, "PRAGMA journal_mode = WAL").Scan(&mode)
		if err == nil {
			if mode != "wal" {
				return fmt.Errorf("set journal mode: got %q, want wal (is the file on a filesystem without shared memory?)", mode)
			}
			break
		}
		var se *sqlite.Error
		if !errors.As(err, &se) || se.Code()&0xff != sqlite3.SQLITE_BUSY || time.Now().After(deadline) {
			return fmt.Errorf("set journal mode: %w", err)
		}
		select {
		case <-time.After(10 * time.Millisecond):
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	return migrate(ctx, s.write)
}

// SaveDocument stores d.Doc without its owner's secret. A second save of
// d.ID is an error wrapping store.ErrConflict.
func (s *Store) SaveDocument(ctx context.Context, d store.Document) error {
	const op = "save document"
	if err := s.check(ctx); err != nil {
		return fmt.Errorf("%s: %w", op, err)
	}
	if d.ID == "" || d.Doc == nil {
		return fmt.Errorf("%s: id and document are required", op)
	}
	b, err := marshal.Marshal(withoutSecret(d.Doc))
	if err != nil {
		return fmt.Errorf("%s: %w", op, err)
	}
	var hash any // NULL when the owner had no secret
	if d.SecretHash != "" {
		hash = d.SecretHash
	}
	return s.submit(ctx, op, len(b), keyed(ctx, func(ctx context.Context, tx *sql.Tx) error {
		_, err := s.exec(ctx, tx, insertDocument, d.ID, b, hash)
		return err
	}))
}

// ListDocuments returns up to limit documents from offset in the order they
// were saved. A limit of zero or less returns none; a negative offset counts
// as zero.
func (s *Store) ListDocuments(ctx context.Context, limit, offset int) ([]*docsv1.Document, error) {
	const op = "list documents"
	if err := s.check(ctx); err != nil {
		return nil, fmt.Errorf("%s: %w", op, err)
	}
	if limit <= 0 {
		return []*docsv1.Document{}, nil
	}
	rows, err := s.read.QueryContext(ctx, "SELECT doc FROM documents ORDER BY seq LIMIT ? OFFSET ?", limit, max(offset, 0))
	if err != nil {
		return nil, wrap(ctx, op, err)
	}
	defer func() { _ = rows.Close() }() // its errors come from rows.Err
	docs := make([]*docsv1.Document, 0, min(limit, store.MaxListLimit))
	for rows.Next() {
		var b sql.RawBytes
		if err := rows.Scan(&b); err != nil {
			return nil, wrap(ctx, op, err)
		}
		doc := &docsv1.Document{}
		if err := proto.Unmarshal(b, doc); err != nil {
			return nil, fmt.Errorf("%s: decode document: %w", op, err)
		}
		// A stored document never carries a secret; clear it anyway, so a
		// row written by anything else cannot leak one.
		if doc.GetOwner() != nil {
			doc.Owner.Secret = ""
		}
		docs = append(docs, doc)
	}
	if err := rows.Err(); err != nil {
		return nil, wrap(ctx, op, err)
	}
	return docs, nil
}

// AppendPeople stores persons after those appended before, all or none
// (one savepoint in the writer's transaction).
func (s *Store) AppendPeople(ctx context.Context, persons []*peoplev1.Person) error {
	const op = "append people"
	if err := s.check(ctx); err != nil {
		return fmt.Errorf("%s: %w", op, err)
	}
	if len(persons) == 0 {
		return nil
	}
	// Marshalled here, by the caller, so the writer only writes.
	rows := make([][]byte, len(persons))
	n := 0
	for i, p := range persons {
		b, err := marshal.Marshal(p)
		if err != nil {
			return fmt.Errorf("%s: %w", op, err)
		}
		rows[i] = b
		n += len(b)
	}
	return s.submit(ctx, op, n, keyed(ctx, func(ctx context.Context, tx *sql.Tx) error {
		stmt, err := tx.PrepareContext(ctx, "INSERT INTO people (person) VALUES (?)")
		if err != nil {
			return err
		}
		defer func() { _ = stmt.Close() }()
		for _, b := range rows {
			if _, err := stmt.ExecContext(ctx, b); err != nil {
				return err
			}
		}
		return nil
	}))
}

// ListPeople returns up to limit persons from offset in the order they were
// appended. A limit of zero or less returns none; a negative offset counts
// as zero.
func (s *Store) ListPeople(ctx context.Context, limit, offset int) ([]*peoplev1.Person, error) {
	const op = "list people"
	if err := s.check(ctx); err != nil {
		return nil, fmt.Errorf("%s: %w", op, err)
	}
	if limit <= 0 {
		return []*peoplev1.Person{}, nil
	}
	rows, err := s.read.QueryContext(ctx, "SELECT person FROM people ORDER BY seq LIMIT ? OFFSET ?", limit, max(offset, 0))
	if err != nil {
		return nil, wrap(ctx, op, err)
	}
	defer func() { _ = rows.Close() }() // its errors come from rows.Err
	persons := make([]*peoplev1.Person, 0, min(limit, store.MaxListLimit))
	for rows.Next() {
		var b sql.RawBytes
		if err := rows.Scan(&b); err != nil {
			return nil, wrap(ctx, op, err)
		}
		p := &peoplev1.Person{}
		if err := proto.Unmarshal(b, p); err != nil {
			return nil, fmt.Errorf("%s: decode person: %w", op, err)
		}
		persons = append(persons, p)
	}
	if err := rows.Err(); err != nil {
		return nil, wrap(ctx, op, err)
	}
	return persons, nil
}

// SaveMessage stores data under collection and id. A second save of the
// same collection and id is an error wrapping store.ErrConflict.
func (s *Store) SaveMessage(ctx context.Context, collection, id string, data []byte) error {
	const op = "save message"
	if err := s.check(ctx); err != nil {
		return fmt.Errorf("%s: %w", op, err)
	}
	if err := store.CheckKey(collection, id); err != nil {
		return fmt.Errorf("%s: %w", op, err)
	}
	if data == nil {
		data = []byte{} // an empty message is zero bytes, not NULL
	}
	return s.submit(ctx, op, len(data), keyed(ctx, func(ctx context.Context, tx *sql.Tx) error {
		_, err := s.exec(ctx, tx, insertMessage, collection, id, data)
		return err
	}))
}

// LoadMessage returns the bytes saved under collection and id, or an error
// wrapping store.ErrNotFound.
func (s *Store) LoadMessage(ctx context.Context, collection, id string) ([]byte, error) {
	const op = "load message"
	if err := s.check(ctx); err != nil {
		return nil, fmt.Errorf("%s: %w", op, err)
	}
	var b []byte
	err := s.read.QueryRowContext(ctx, "SELECT data FROM messages WHERE collection = ? AND id = ?", collection, id).Scan(&b)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("%s: %s %q: %w", op, collection, id, store.ErrNotFound)
	}
	if err != nil {
		return nil, wrap(ctx, op, err)
	}
	if b == nil {
		b = []byte{}
	}
	return b, nil
}

// WriteQueueStats reports the write queue's length and capacity and the
// batches and writes the writer has handled (store.WriteQueueReporter).
func (s *Store) WriteQueueStats() store.WriteQueueStats {
	return store.WriteQueueStats{
		Queued: len(s.queue), Capacity: cap(s.queue),
		Batches: s.commits.Load(), Writes: s.received.Load(),
	}
}

// Ping checks that the file can be read.
func (s *Store) Ping(ctx context.Context) error {
	const op = "ping store"
	if err := s.check(ctx); err != nil {
		return fmt.Errorf("%s: %w", op, err)
	}
	// PingContext alone would not touch the file once a connection is open.
	var n int
	err := s.read.QueryRowContext(ctx, "SELECT count(*) FROM schema_migrations").Scan(&n)
	return wrap(ctx, op, err)
}

// Close commits the writes already queued, answering their callers, stops
// the writer and the background checkpoints, and closes the database. New
// writes fail from the moment it is called. Calls after the first do
// nothing.
func (s *Store) Close() error {
	if s.closed.Swap(true) {
		return nil
	}
	s.mu.Lock() // no submit is between its check of closed and its send
	close(s.queue)
	s.mu.Unlock()
	<-s.writerDone
	close(s.ckptStop)
	<-s.ckptDone
	if err := s.closeDBs(); err != nil {
		return fmt.Errorf("close store: %w", err)
	}
	return nil
}

// closeDBs closes the connection pools, the writer's last: the last
// connection to close checkpoints the log into the database file and
// removes it.
func (s *Store) closeDBs() error {
	var errs []error
	for _, st := range s.stmts {
		errs = append(errs, st.Close())
	}
	for _, db := range []*sql.DB{s.read, s.ckpt, s.write} {
		if db != nil {
			errs = append(errs, db.Close())
		}
	}
	return errors.Join(errs...)
}

// check fails on a closed store or a done context, before any work.
func (s *Store) check(ctx context.Context) error {
	if s.closed.Load() {
		return errClosed
	}
	return ctx.Err()
}

// withoutSecret returns doc with Owner.Secret cleared, copying doc only when
// there is a secret to clear: the caller's message is never modified.
func withoutSecret(doc *docsv1.Document) *docsv1.Document {
	if doc.GetOwner().GetSecret() == "" {
		return doc
	}
	doc = proto.CloneOf(doc)
	doc.Owner.Secret = ""
	return doc
}

// wrap prefixes err with op and classifies it: a done context is reported
// as such; a lock held past the busy timeout, a file that cannot be opened
// and I/O errors wrap store.ErrUnavailable; a duplicate id wraps
// store.ErrConflict.
func wrap(ctx context.Context, op string, err error) error {
	if err == nil {
		return nil
	}
	if ctxErr := ctx.Err(); ctxErr != nil {
		if errors.Is(err, ctxErr) {
			return fmt.Errorf("%s: %w", op, err)
		}
		return fmt.Errorf("%s: %w: %w", op, ctxErr, err)
	}
	var se *sqlite.Error
	if !errors.As(err, &se) {
		return fmt.Errorf("%s: %w", op, err)
	}
	switch se.Code() {
	case sqlite3.SQLITE_CONSTRAINT_UNIQUE, sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY:
		return fmt.Errorf("%s: %w: %w", op, store.ErrConflict, err)
	}
	switch se.Code() & 0xff { // the primary code of an extended one
	case sqlite3.SQLITE_BUSY, // another connection holds the lock past the busy timeout
		sqlite3.SQLITE_LOCKED,   // a conflict inside a shared cache
		sqlite3.SQLITE_CANTOPEN, // "unable to open database file"
		sqlite3.SQLITE_IOERR,    // "disk I/O error"
		sqlite3.SQLITE_FULL,     // the disk is full
		sqlite3.SQLITE_PROTOCOL: // WAL locking kept failing
		return fmt.Errorf("%s: %w: %w", op, store.ErrUnavailable, err)
	}
	return fmt.Errorf("%s: %w", op, err)
}
