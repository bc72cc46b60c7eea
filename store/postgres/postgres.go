// Package postgres is polywire's shared store, for several stateless
// replicas behind a load balancer: a PostgreSQL database reached through
// pgx. It uses only what CockroachDB and YugabyteDB also offer (see
// migrations/0001_init.sql), so either can stand in for PostgreSQL.
//
// The schema is created and migrated by Open, from SQL files embedded in
// the binary; replicas starting at once are safe (every migration is
// idempotent and recorded once it succeeded, without a lock CockroachDB
// would lack). A search_path in the DSN, e.g.
//
//	postgres://polywire@db:5432/polywire?sslmode=verify-full&search_path=polywire
//
// selects the schema the tables live in (pgx sends parameters it does not
// know to the server as session settings).
//
// # Durability
//
// SaveDocument and AppendPeople return nil only after their transaction
// committed, so a write that returned nil survives the polywire process
// being killed. Whether it also survives the database server crashing is
// the server's setting: with PostgreSQL's defaults (fsync=on,
// synchronous_commit=on) a commit returns once its WAL is flushed to the
// primary's disk; copies on standbys are awaited only as
// synchronous_standby_names says. CockroachDB and YugabyteDB commit once a
// majority of replicas have the write. A DSN may add
// synchronous_commit=on to insist on it for polywire's sessions when the
// server's default is off. A write that returns an error left nothing
// behind — except when the connection broke while committing, or the
// caller's context ended after its write was taken into a batch, when the
// outcome is unknown: a retried SaveDocument then answers ErrConflict if
// the first one did commit.
//
// # Group commit
//
// SaveDocument and AppendPeople queue their write for a writer goroutine
// (one per table) that commits everything queued at that moment together
// — one round trip, one WAL flush — and then answers each (WithGroupCommit
// sizes it). A duplicate id still fails alone.
// Within one process, saves commit one batch at a time in the order they
// were queued, so ListDocuments' order (seq) is the order saves were
// acknowledged, and a list never shows a gap that a slower transaction
// fills later. The same holds across processes sharing a database
// (replicas behind a load balancer): every save's transaction takes one
// row lock before it draws its sequence number, so the processes' batches
// commit one at a time in seq order (migrations/0003_documents_order.sql;
// appends of people lock people_tail likewise). The price is that one
// replica's batch waits for another's commit (docs/CLUSTER.md). Without
// group commit saves take no such lock, and list in the order they took
// their sequence numbers (WithGroupCommit).
// When too many writes wait (DefaultQueue), one more fails at once with an
// error wrapping store.ErrOverloaded (a 503 with Retry-After; readiness
// stays green).
//
// # Outages
//
// Connections are pooled and dialled on demand. When the database cannot
// be reached, operations fail promptly (DefaultConnectTimeout at most)
// with errors wrapping store.ErrUnavailable; broken connections are
// dropped, idle ones are checked before reuse, and the first operation
// after the database is back dials afresh: the store recovers by itself.
// A connection that goes silent mid-operation (no reset, no close) holds
// that operation until the caller's context ends, and is then dropped.
package postgres

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"google.golang.org/protobuf/proto"

	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/store"
)

// Defaults for Open's options.
const (
	// DefaultMaxConns is the most connections a Store opens at once.
	DefaultMaxConns = 8
	// DefaultConnectTimeout bounds dialling and authenticating, when the
	// DSN has no connect_timeout, and pinging an idle connection.
	DefaultConnectTimeout = 3 * time.Second
	// DefaultIdleCheck is how long a connection may sit idle before it is
	// pinged ahead of its next use.
	DefaultIdleCheck = time.Second
	// DefaultMaxConnLifetime is when a connection is replaced, so that
	// load spreads again after the database's nodes change.
	DefaultMaxConnLifetime = time.Hour
)

// Option configures Open.
type Option func(*options)

type options struct {
	maxConns        int
	connectTimeout  time.Duration
	idleCheck       time.Duration
	maxConnLifetime time.Duration
	queue, maxBatch int
}

// WithMaxConns sets the most connections the store opens at once.
func WithMaxConns(n int) Option {
	return func(o *options) { o.maxConns = n }
}

// WithConnectTimeout sets how long dialling and authenticating may take
// (unless the DSN sets connect_timeout), and pinging an idle connection.
func WithConnectTimeout(d time.Duration) Option {
	return func(o *options) { o.connectTimeout = d }
}

// WithIdleCheck sets how long a connection may sit idle before it is
// pinged ahead of its next use.
func WithIdleCheck(d time.Duration) Option {
	return func(o *options) { o.idleCheck = d }
}

// WithMaxConnLifetime sets when a connection is replaced (0: never).
func WithMaxConnLifetime(d time.Duration) Option {
	return func(o *options) { o.maxConnLifetime = d }
}

// errClosed is the error of any use of a closed store.
var errClosed = errors.New("store is closed")

// Store is a store.Store in a PostgreSQL database. Its methods are safe
// for concurrent use.
type Store struct {
	pool      *pgxpool.Pool
	closed    atomic.Bool
	closeOnce sync.Once
	writers   *writers // nil without group commit
}

var _ store.Store = (*Store)(nil)

// marshal is deterministic so the same document is always the same bytes.
var marshal = proto.MarshalOptions{Deterministic: true}

// Open connects to the database at dsn (a URL or key=value string, as
// libpq takes) and brings its schema up to date.
func Open(ctx context.Context, dsn string, opts ...Option) (*Store, error) {
	o := options{
		maxConns:        DefaultMaxConns,
		connectTimeout:  DefaultConnectTimeout,
		idleCheck:       DefaultIdleCheck,
		maxConnLifetime: DefaultMaxConnLifetime,
		queue:           DefaultQueue,
		maxBatch:        DefaultMaxBatch,
	}
	for _, opt := range opts {
		opt(&o)
	}
	cfg, err := pgxpool.ParseConfig(dsn)
	if err != nil {
		return nil, fmt.Errorf("open store: %w", err)
	}
	if cfg.ConnConfig.ConnectTimeout == 0 {
		cfg.ConnConfig.ConnectTimeout = o.connectTimeout
	}
	if _, ok := cfg.ConnConfig.RuntimeParams["application_name"]; !ok {
		cfg.ConnConfig.RuntimeParams["application_name"] = "polywire"
	}
	// pgxpool recovers from an outage by itself: broken connections are
	// dropped on release, the health check closes dead idle ones, and a
	// connection idle longer than idleCheck is pinged before it is lent,
	// so the first call after the database returns dials afresh. Nothing
	// is dialled ahead of need (MinConns 0), so Open fails fast only on
	// the migration's own connection.
	cfg.MaxConns = int32(max(o.maxConns, 1))
	cfg.MinConns = 0
	cfg.MaxConnLifetime = o.maxConnLifetime
	cfg.HealthCheckPeriod = 10 * time.Second
	idle := o.idleCheck
	cfg.ShouldPing = func(_ context.Context, p pgxpool.ShouldPingParams) bool { return p.IdleDuration > idle }
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("open store: %w", err)
	}
	s := &Store{pool: pool}
	if err := s.do(ctx, "open store", func(c *pgx.Conn) error { return migrate(ctx, c) }); err != nil {
		pool.Close()
		return nil, err
	}
	if o.queue > 0 {
		s.startWriters(o.queue, o.maxBatch)
	}
	return s, nil
}

// do runs fn on a pooled connection and classifies its error.
func (s *Store) do(ctx context.Context, op string, fn func(c *pgx.Conn) error) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("%s: %w", op, err)
	}
	if s.closed.Load() {
		return fmt.Errorf("%s: %w", op, errClosed)
	}
	c, err := s.pool.Acquire(ctx)
	if err != nil {
		return classify(ctx, op, err, true)
	}
	err = fn(c.Conn())
	lost := err != nil && c.Conn().IsClosed()
	c.Release() // a closed or busy connection is destroyed, not reused
	return classify(ctx, op, err, lost)
}

// SaveDocument stores d.Doc without its owner's secret. A second save of
// d.ID is an error wrapping store.ErrConflict.
func (s *Store) SaveDocument(ctx context.Context, d store.Document) error {
	const op = "save document"
	if d.ID == "" || d.Doc == nil {
		return fmt.Errorf("%s: id and document are required", op)
	}
	b, err := marshal.Marshal(withoutSecret(d.Doc))
	if err != nil {
		return fmt.Errorf("%s: %w", op, err)
	}
	var hash *string // NULL when the owner had no secret
	if d.SecretHash != "" {
		hash = &d.SecretHash
	}
	w := docWrite{id: d.ID, doc: b, hash: hash}
	if keyed, err := s.keyedWrite(ctx, op, func(tx pgx.Tx) error {
		if s.writers != nil { // acknowledgement order across replicas, as insertDocument
			if _, err := tx.Exec(ctx, lockDocuments, 1); err != nil {
				return err
			}
		}
		_, err := tx.Exec(ctx, insertDocument, w.id, w.doc, w.hash)
		return err
	}); keyed {
		return err
	}
	if s.writers == nil {
		return s.insertDocument(ctx, w)
	}
	if err := checkUsable(ctx, op, s); err != nil {
		return err
	}
	return s.writers.docs.write(ctx, w)
}

// ListDocuments returns up to limit documents from offset in the order they
// were saved. A limit of zero or less returns none; a negative offset counts
// as zero.
func (s *Store) ListDocuments(ctx context.Context, limit, offset int) ([]*docsv1.Document, error) {
	const op = "list documents"
	if limit <= 0 {
		return []*docsv1.Document{}, checkUsable(ctx, op, s)
	}
	docs := make([]*docsv1.Document, 0, min(limit, store.MaxListLimit))
	err := s.do(ctx, op, func(c *pgx.Conn) error {
		rows, err := c.Query(ctx, "SELECT doc FROM documents ORDER BY seq LIMIT $1 OFFSET $2", limit, max(offset, 0))
		if err != nil {
			return err
		}
		defer rows.Close()
		var b []byte
		for rows.Next() {
			// Scan, not RawValues: a DSN may ask for the simple protocol
			// (default_query_exec_mode), whose results are text.
			if err := rows.Scan(&b); err != nil {
				return err
			}
			doc := &docsv1.Document{}
			if err := proto.Unmarshal(b, doc); err != nil {
				return fmt.Errorf("decode document: %w", err)
			}
			// A stored document never carries a secret; clear it anyway,
			// so a row written by anything else cannot leak one.
			if doc.GetOwner() != nil {
				doc.Owner.Secret = ""
			}
			docs = append(docs, doc)
		}
		return rows.Err()
	})
	if err != nil {
		return nil, err
	}
	return docs, nil
}

// AppendPeople stores persons after those appended before, in one
// transaction. Concurrent appends are serialized (see people_tail in
// migrations/0001_init.sql), so each one's persons stay together.
func (s *Store) AppendPeople(ctx context.Context, persons []*peoplev1.Person) error {
	const op = "append people"
	if len(persons) == 0 {
		return checkUsable(ctx, op, s)
	}
	rows := make([][]byte, len(persons))
	for i, p := range persons {
		b, err := marshal.Marshal(p)
		if err != nil {
			return fmt.Errorf("%s: %w", op, err)
		}
		rows[i] = b
	}
	if keyed, err := s.keyedWrite(ctx, op, func(tx pgx.Tx) error { return appendPeopleTx(ctx, tx, rows) }); keyed {
		return err
	}
	if s.writers == nil {
		return s.appendPeople(ctx, rows)
	}
	if err := checkUsable(ctx, op, s); err != nil {
		return err
	}
	return s.writers.people.write(ctx, rows)
}

// insertPeople inserts rows as people first, first+1, … with COPY, which
// streams them in PostgreSQL's binary format. Measured on 50,000 persons
// (PostgreSQL 15 on loopback, fsync on, best of 3): COPY 99 ms, one
// INSERT … SELECT FROM unnest($1::bigint[], $2::bytea[]) per 10,000 rows
// 160 ms, multi-row INSERT … VALUES of 1,000 rows 174 ms. YugabyteDB takes
// the same COPY; CockroachDB takes COPY FROM STDIN BINARY too (before
// v22.1 it committed every 100 rows unless, as here, inside an explicit
// transaction).
func insertPeople(ctx context.Context, tx pgx.Tx, first int64, rows [][]byte) error {
	_, err := tx.CopyFrom(ctx, pgx.Identifier{"people"}, []string{"seq", "person"},
		pgx.CopyFromSlice(len(rows), func(i int) ([]any, error) {
			return []any{first + int64(i), rows[i]}, nil
		}))
	return err
}

// ListPeople returns up to limit persons from offset in the order they were
// appended. A limit of zero or less returns none; a negative offset counts
// as zero.
func (s *Store) ListPeople(ctx context.Context, limit, offset int) ([]*peoplev1.Person, error) {
	const op = "list people"
	if limit <= 0 {
		return []*peoplev1.Person{}, checkUsable(ctx, op, s)
	}
	persons := make([]*peoplev1.Person, 0, min(limit, store.MaxListLimit))
	err := s.do(ctx, op, func(c *pgx.Conn) error {
		rows, err := c.Query(ctx, "SELECT person FROM people ORDER BY seq LIMIT $1 OFFSET $2", limit, max(offset, 0))
		if err != nil {
			return err
		}
		defer rows.Close()
		var b []byte
		for rows.Next() {
			if err := rows.Scan(&b); err != nil {
				return err
			}
			p := &peoplev1.Person{}
			if err := proto.Unmarshal(b, p); err != nil {
				return fmt.Errorf("decode person: %w", err)
			}
			persons = append(persons, p)
		}
		return rows.Err()
	})
	if err != nil {
		return nil, err
	}
	return persons, nil
}

// SaveMessage stores data under collection and id. A second save of the
// same collection and id is an error wrapping store.ErrConflict.
func (s *Store) SaveMessage(ctx context.Context, collection, id string, data []byte) error {
	const op = "save message"
	if err := store.CheckKey(collection, id); err != nil {
		return fmt.Errorf("%s: %w", op, err)
	}
	if data == nil {
		data = []byte{} // an empty message is zero bytes, not NULL
	}
	const insert = "INSERT INTO messages (collection, id, data) VALUES ($1, $2, $3)"
	if keyed, err := s.keyedWrite(ctx, op, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, insert, collection, id, data)
		return err
	}); keyed {
		return err
	}
	return s.do(ctx, op, func(c *pgx.Conn) error {
		_, err := c.Exec(ctx, insert, collection, id, data)
		return err
	})
}

// LoadMessage returns the bytes saved under collection and id, or an error
// wrapping store.ErrNotFound.
func (s *Store) LoadMessage(ctx context.Context, collection, id string) ([]byte, error) {
	const op = "load message"
	var b []byte
	found := true
	err := s.do(ctx, op, func(c *pgx.Conn) error {
		err := c.QueryRow(ctx, "SELECT data FROM messages WHERE collection = $1 AND id = $2", collection, id).Scan(&b)
		if errors.Is(err, pgx.ErrNoRows) {
			found = false
			return nil
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	if !found {
		return nil, fmt.Errorf("%s: %s %q: %w", op, collection, id, store.ErrNotFound)
	}
	if b == nil {
		b = []byte{}
	}
	return b, nil
}

// Ping checks that the database answers.
func (s *Store) Ping(ctx context.Context) error {
	return s.do(ctx, "ping store", func(c *pgx.Conn) error { return c.Ping(ctx) })
}

// Close closes the store's connections. Calls after the first do nothing.
func (s *Store) Close() error {
	s.closeOnce.Do(func() {
		// The batches being committed finish; the writes still queued
		// fail as closed.
		s.stopWriters()
		s.closed.Store(true)
		s.pool.Close()
	})
	return nil
}

// checkUsable is the error of an operation with nothing to do: the same as
// if it had something.
func checkUsable(ctx context.Context, op string, s *Store) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("%s: %w", op, err)
	}
	if s.closed.Load() {
		return fmt.Errorf("%s: %w", op, errClosed)
	}
	return nil
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
