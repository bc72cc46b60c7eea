// Package store is where polywire keeps what clients write: saved documents
// (seed 003's POST /report) and posted people (seed 004's POST /people). The
// Store interface is the contract; each backend is a package named after
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
	// Ping checks that the store can be reached (readiness).
	Ping(ctx context.Context) error
	// Close releases the store's resources.
	Close() error
}

var (
	// ErrUnavailable is wrapped by errors that mean the store cannot be
	// reached or is overloaded (connection refused or lost, database
	// locked past the timeout): the server answers 503 and the caller may
	// retry; the store recovers by itself when the database returns.
	ErrUnavailable = errors.New("store unavailable")
	// ErrConflict is wrapped when a document with the same ID exists.
	ErrConflict = errors.New("already exists")
)

// Limits the server enforces before calling a store; backends may rely on
// them.
const (
	MaxListLimit = 1000
)
