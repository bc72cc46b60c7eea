package sqlite

import (
	"context"
	"database/sql"
	"fmt"
)

// migrations are the schema's versions: migrations[i] brings the schema
// to version i+1. Applied ones are recorded in schema_migrations; append,
// never edit.
var migrations = []string{
	// 1: documents and posted people, each keyed by seq, the order of
	// insertion. INTEGER PRIMARY KEY is the rowid: a new row gets the
	// largest seq plus one, and rows are never deleted, so seq only grows
	// (AUTOINCREMENT would only add a table to guard against reuse after
	// deletes). Documents and persons are deterministic protobuf bytes.
	`CREATE TABLE documents (
		seq         INTEGER PRIMARY KEY,
		id          TEXT NOT NULL UNIQUE,
		doc         BLOB NOT NULL,
		secret_hash TEXT,
		created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
	);
	CREATE TABLE people (
		seq    INTEGER PRIMARY KEY,
		person BLOB NOT NULL
	);`,
	// 2: messages posted to a user's routes (package mockapi), Protobuf
	// bytes by collection (the route) and id; seq keeps their order.
	`CREATE TABLE messages (
		seq        INTEGER PRIMARY KEY,
		collection TEXT NOT NULL,
		id         TEXT NOT NULL,
		data       BLOB NOT NULL,
		created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
		UNIQUE (collection, id)
	);`,
	// 3: idempotency keys (store.Keys): a claim (token, lease_until, unix
	// ms) until the request completes, then its reply; expires_at ends
	// the key.
	`CREATE TABLE idempotency_keys (
		scope       TEXT NOT NULL,
		key         TEXT NOT NULL,
		fingerprint TEXT NOT NULL,
		token       TEXT,
		lease_until INTEGER NOT NULL,
		expires_at  INTEGER NOT NULL,
		reply       BLOB,
		PRIMARY KEY (scope, key)
	);
	CREATE INDEX idempotency_keys_expiry ON idempotency_keys (expires_at);`,
}

// migrate applies the migrations the database lacks, all in one
// transaction (BEGIN IMMEDIATE on the write pool): two processes opening
// the same new file at once apply them once.
func migrate(ctx context.Context, db *sql.DB) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("migrate schema: %w", err)
	}
	defer func() { _ = tx.Rollback() }() // after Commit, a no-op
	if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version    INTEGER PRIMARY KEY,
		applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
	)`); err != nil {
		return fmt.Errorf("migrate schema: %w", err)
	}
	var version int
	if err := tx.QueryRowContext(ctx, "SELECT coalesce(max(version), 0) FROM schema_migrations").Scan(&version); err != nil {
		return fmt.Errorf("migrate schema: %w", err)
	}
	if version > len(migrations) {
		return fmt.Errorf("migrate schema: database is at version %d, newer than this program's %d", version, len(migrations))
	}
	for i := version; i < len(migrations); i++ {
		if _, err := tx.ExecContext(ctx, migrations[i]); err != nil {
			return fmt.Errorf("migrate schema to version %d: %w", i+1, err)
		}
		if _, err := tx.ExecContext(ctx, "INSERT INTO schema_migrations (version) VALUES (?)", i+1); err != nil {
			return fmt.Errorf("migrate schema to version %d: %w", i+1, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("migrate schema: %w", err)
	}
	return nil
}
