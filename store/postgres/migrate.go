package postgres

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// migrationFiles are the schema's versions, NNNN_name.sql, applied in
// order. Each must be idempotent (see 0001_init.sql); append, never edit.
//
//go:embed migrations/*.sql
var migrationFiles embed.FS

type migration struct {
	version int
	name    string
	sql     string
}

// migrations reads the embedded files, sorted by version.
func migrations() ([]migration, error) {
	names, err := fs.Glob(migrationFiles, "migrations/*.sql")
	if err != nil {
		return nil, err
	}
	var ms []migration
	for _, name := range names {
		base := path.Base(name)
		prefix, _, _ := strings.Cut(base, "_")
		version, err := strconv.Atoi(prefix)
		if err != nil || version < 1 {
			return nil, fmt.Errorf("migration %s: name must start with a version number", base)
		}
		b, err := migrationFiles.ReadFile(name)
		if err != nil {
			return nil, err
		}
		ms = append(ms, migration{version: version, name: base, sql: string(b)})
	}
	slices.SortFunc(ms, func(a, b migration) int { return a.version - b.version })
	for i := 1; i < len(ms); i++ {
		if ms[i].version == ms[i-1].version {
			return nil, fmt.Errorf("migrations %s and %s have the same version", ms[i-1].name, ms[i].name)
		}
	}
	return ms, nil
}

// migrate applies the migrations not yet recorded in schema_migrations.
//
// Several replicas may start at once, and advisory locks are not portable
// to CockroachDB, so there is no lock: every migration is idempotent and
// may run more than once; it is recorded, with ON CONFLICT DO NOTHING,
// only after it succeeded. PostgreSQL can still fail one of two concurrent
// CREATE TABLE IF NOT EXISTS with a unique violation in its catalog; such
// races are retried, and the retry finds the table there.
func migrate(ctx context.Context, conn *pgx.Conn) error {
	ms, err := migrations()
	if err != nil {
		return fmt.Errorf("read migrations: %w", err)
	}
	applied := map[int]bool{}
	err = retryRaces(ctx, func() error {
		if _, err := conn.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
			version    BIGINT PRIMARY KEY,
			applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
		)`); err != nil {
			return err
		}
		rows, err := conn.Query(ctx, "SELECT version FROM schema_migrations")
		if err != nil {
			return err
		}
		versions, err := pgx.CollectRows(rows, pgx.RowTo[int64])
		if err != nil {
			return err
		}
		for _, v := range versions {
			applied[int(v)] = true
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("migrate schema: %w", err)
	}
	// A database migrated by a newer release has versions this one does
	// not know: they are left alone (a rolling upgrade runs both).
	for _, m := range ms {
		if applied[m.version] {
			continue
		}
		err := retryRaces(ctx, func() error {
			// Without arguments pgx sends the file as one simple query, so
			// a file of several statements runs as one implicit transaction.
			if _, err := conn.Exec(ctx, m.sql); err != nil {
				return err
			}
			_, err := conn.Exec(ctx, "INSERT INTO schema_migrations (version) VALUES ($1) ON CONFLICT DO NOTHING", m.version)
			return err
		})
		if err != nil {
			return fmt.Errorf("migrate schema to version %d (%s): %w", m.version, m.name, err)
		}
	}
	return nil
}

// retryRaces runs fn until it succeeds, fails otherwise than by racing a
// concurrent migration, or has failed five times.
func retryRaces(ctx context.Context, fn func() error) error {
	var err error
	for attempt := range 5 {
		if err = fn(); err == nil || !isRace(err) {
			return err
		}
		select {
		case <-time.After(time.Duration(attempt+1) * 50 * time.Millisecond):
		case <-ctx.Done():
			return errors.Join(err, ctx.Err())
		}
	}
	return err
}

// isRace reports whether err is what a DDL statement gets for racing the
// same statement in another session.
func isRace(err error) bool {
	var pgErr *pgconn.PgError
	if !errors.As(err, &pgErr) {
		return false
	}
	switch pgErr.Code {
	case "23505", // unique_violation, in the catalog (pg_type, pg_class)
		"42P07", // duplicate_table
		"42710", // duplicate_object
		"40001", // serialization_failure (CockroachDB's concurrent schema changes)
		"40P01": // deadlock_detected
		return true
	}
	return false
}
