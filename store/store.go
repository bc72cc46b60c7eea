// Package store is where polywire keeps what clients write: saved documents
// (POST /report), posted people (POST /people) and the messages posted to
// a user's own API (polywire serve -route 'POST ...'), kept as Protobuf
// bytes by collection and id so that the store needs no schema of its
// own. The Store interface is the contract; each backend is a package named after
// its dependency exporting the same type — sqlite.Store (the embedded
// default, a file in the data directory) and postgres.Store (pgx, for
// several stateless replicas behind a load balancer) — and both pass the
// one conformance suite in store/storetest.
//
// The store never sees a document owner's secret: the server replaces it by
// its hash before saving, and a stored document never carries one, so no
// read in any format or protocol can return it.
package store

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
)

// Document is a document to save.
type Document struct {
	// ID is chosen by the caller (a UUID), unique per document.
	ID string
	// Doc is the document as received, with Owner.Secret cleared.
	Doc *docsv1.Document
	// SecretHash is the hash of the owner's secret ("" when there was none).
	SecretHash string
}

// Store persists documents and posted people. Implementations are safe for
// concurrent use. Every method that writes is durable when it returns nil:
// the data survives the process being killed right after.
type Store interface {
	// SaveDocument stores d. A second save with the same ID is an error
	// wrapping ErrConflict.
	SaveDocument(ctx context.Context, d Document) error
	// ListDocuments returns up to limit documents, skipping offset, in the
	// order they were saved. Owner.Secret is never set on what it returns.
	ListDocuments(ctx context.Context, limit, offset int) ([]*docsv1.Document, error)
	// AppendPeople stores persons after the ones posted before, atomically:
	// all of them or none.
	AppendPeople(ctx context.Context, persons []*peoplev1.Person) error
	// ListPeople returns up to limit posted persons, skipping offset, in the
	// order they were posted.
	ListPeople(ctx context.Context, limit, offset int) ([]*peoplev1.Person, error)
	// SaveMessage stores data, the Protobuf bytes of a message posted to a
	// user's route, under collection (the route, e.g. "/orders") and id.
	// A second save with the same collection and id is an error wrapping
	// ErrConflict.
	SaveMessage(ctx context.Context, collection, id string, data []byte) error
	// LoadMessage returns the bytes saved under collection and id, or an
	// error wrapping ErrNotFound.
	LoadMessage(ctx context.Context, collection, id string) ([]byte, error)
	// Ping checks that the store can be reached (readiness).
	Ping(ctx context.Context) error
	// Close releases the store's resources.
	Close() error
}

// WriteQueueStats describes a store's write queue (group commit) at one
// moment, for its server's metrics: how full the queue is, and how many
// batches and writes its writer has handled since the store opened, whose
// ratio is the mean batch size.
type WriteQueueStats struct {
	// Queued is how many writes wait for the writer now; Capacity is the
	// most that may wait before a write fails with ErrOverloaded.
	Queued, Capacity int
	// Batches counts the batches committed; Writes the writes the writer
	// took off the queue into them.
	Batches, Writes int64
}

// WriteQueueReporter is implemented by stores that queue writes for a
// writer (sqlite.Store; postgres.Store, zero without group commit): the
// server exports what it reports as polywire_store_write_* metrics.
type WriteQueueReporter interface {
	WriteQueueStats() WriteQueueStats
}

// WriteObserver learns, as they happen, what a store's writer does — what
// lies under a write's latency: how many writes each batch carried, how
// long its commit took, how long its writes waited, and the log's
// checkpoints. polywire's server exports them as metrics. Its methods are
// called from the writer's goroutine and must not block; Batch is called
// before the batch's writes are answered, so a caller that has its
// answer finds the batch already reported.
type WriteObserver interface {
	// Batch is one batch committed.
	Batch(BatchStats)
	// Checkpoint is one checkpoint of a write-ahead log: on the writer's
	// path (between two batches: the writes wait for it) or in the
	// background, how long it took and the log frames it copied.
	Checkpoint(onWritePath bool, took time.Duration, frames int64)
}

// BatchStats is what a store's writer knows of one batch it committed.
type BatchStats struct {
	// Writes is the writes the batch carried.
	Writes int
	// Commit is the time from the batch's first statement to its
	// commit's return (the fsync included).
	Commit time.Duration
	// LongestWait is the longest a write of the batch waited in the queue
	// before the writer took it.
	LongestWait time.Duration
	// OnCPU and RunQueue split Commit where the system tells (Linux: the
	// writer thread's CPU clock and its /proc schedstat): the time the
	// thread ran on a CPU, and the time it was ready to run and waited
	// for one. The rest
	// of Commit the thread was off the CPUs without wanting one: in the
	// disk's flush and writes, mostly. Both are zero where not known.
	OnCPU, RunQueue time.Duration
}

// WriteObservable is a store whose writer reports to a WriteObserver
// (sqlite.Store): the server sets its metrics as the observer.
type WriteObservable interface {
	ObserveWrites(WriteObserver)
}

var (
	// ErrUnavailable is wrapped by errors that mean the store cannot be
	// reached or is overloaded (connection refused or lost, database
	// locked past the timeout): the server answers 503 and the caller may
	// retry; the store recovers by itself when the database returns.
	ErrUnavailable = errors.New("store unavailable")
	// ErrConflict is wrapped when a document or message with the same ID
	// exists.
	ErrConflict = errors.New("already exists")
	// ErrNotFound is wrapped when nothing is stored under the key asked
	// for.
	ErrNotFound = errors.New("not found")
	// ErrOverloaded is wrapped when a store refuses a write at once because
	// too many are already waiting for the disk (sqlite.WithQueueSize,
	// postgres.WithGroupCommit): the
	// server answers 503 with Retry-After, and nothing was written. It is
	// distinct from ErrUnavailable: the store is up, only busy, so readiness
	// stays green.
	ErrOverloaded = errors.New("write queue is full")
)

// Limits the server enforces before calling a store; backends may rely on
// them.
const (
	MaxListLimit = 1000
	// MaxKeyBytes caps a message's collection and its id.
	MaxKeyBytes = 512
)

// CheckKey is what every backend requires of a message's collection and
// id: both non-empty valid UTF-8 (PostgreSQL's TEXT refuses anything else)
// of at most MaxKeyBytes.
func CheckKey(collection, id string) error {
	for _, k := range []struct{ name, v string }{{"collection", collection}, {"id", id}} {
		switch {
		case k.v == "":
			return fmt.Errorf("%s is required", k.name)
		case len(k.v) > MaxKeyBytes:
			return fmt.Errorf("%s is %d bytes, over the limit of %d", k.name, len(k.v), MaxKeyBytes)
		case !utf8.ValidString(k.v) || strings.ContainsRune(k.v, 0):
			return fmt.Errorf("%s %q is not valid UTF-8 text", k.name, k.v)
		}
	}
	return nil
}
