package sqlite_test

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/dataset"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	"github.com/polywire/polywire/store"
	"github.com/polywire/polywire/store/sqlite"
	"github.com/polywire/polywire/store/storetest"
)

func TestStore(t *testing.T) {
	t.Parallel()
	storetest.Run(t, func(t *testing.T) store.Store {
		return open(t, filepath.Join(t.TempDir(), "polywire.db"))
	})
}

// open opens the store at path and closes it at cleanup.
func open(t testing.TB, path string, opts ...sqlite.Option) *sqlite.Store {
	t.Helper()
	s, err := sqlite.Open(t.Context(), path, opts...)
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	t.Cleanup(func() {
		if err := s.Close(); err != nil {
			t.Errorf("close: %v", err)
		}
	})
	return s
}

// rawDB opens path with the driver directly, as another program would.
func rawDB(t testing.TB, path string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", path+"?_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func TestOpenCreatesDirectoryAndReopens(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "a", "b", "polywire.db")
	ctx := t.Context()
	doc := dataset.GenerateDocuments(1, 1)[0]
	doc.Owner.Secret = ""

	s, err := sqlite.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SaveDocument(ctx, store.Document{ID: "kept", Doc: doc}); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}

	// Reopening finds the data and applies no migration twice.
	s = open(t, path)
	got, err := s.ListDocuments(ctx, 10, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || !proto.Equal(got[0], doc) {
		t.Fatalf("after reopening: %v", got)
	}
	var versions int
	if err := rawDB(t, path).QueryRowContext(ctx, "SELECT count(*) FROM schema_migrations").Scan(&versions); err != nil {
		t.Fatal(err)
	}
	if versions != 3 { // one row per migration (documents and people; messages; idempotency keys)
		t.Errorf("schema_migrations has %d rows, want 3", versions)
	}
}

func TestOpenConcurrently(t *testing.T) {
	t.Parallel()
	// Several processes (here, stores) opening one new file at once
	// migrate it once.
	path := filepath.Join(t.TempDir(), "polywire.db")
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() { open(t, path) })
	}
	wg.Wait()
	var versions int
	if err := rawDB(t, path).QueryRowContext(t.Context(), "SELECT count(*) FROM schema_migrations").Scan(&versions); err != nil {
		t.Fatal(err)
	}
	if versions != 3 { // one row per migration (documents and people; messages; idempotency keys)
		t.Errorf("schema_migrations has %d rows, want 3", versions)
	}
}

func TestSecretNeverInTheFile(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "polywire.db")
	s := open(t, path)
	ctx := t.Context()
	doc := dataset.GenerateDocuments(2, 1)[0]
	doc.Owner.Secret = "s3cret-in-the-owner"
	if err := s.SaveDocument(ctx, store.Document{ID: "d", Doc: doc, SecretHash: "sha256:abc"}); err != nil {
		t.Fatal(err)
	}
	db := rawDB(t, path)
	var blob []byte
	var hash string
	if err := db.QueryRowContext(ctx, "SELECT doc, secret_hash FROM documents WHERE id = 'd'").Scan(&blob, &hash); err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(blob, []byte("s3cret-in-the-owner")) {
		t.Error("the stored document holds the owner's secret")
	}
	if hash != "sha256:abc" {
		t.Errorf("secret_hash = %q", hash)
	}

	// A row written by something else with a secret is read without it.
	leaky := proto.CloneOf(doc)
	b, err := proto.Marshal(leaky)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.ExecContext(ctx, "INSERT INTO documents (id, doc) VALUES ('leaky', ?)", b); err != nil {
		t.Fatal(err)
	}
	got, err := s.ListDocuments(ctx, 10, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 {
		t.Fatalf("listed %d documents, want 2", len(got))
	}
	for _, d := range got {
		if d.GetOwner().GetSecret() != "" {
			t.Error("ListDocuments returned a secret")
		}
	}
}

func TestLockedDatabaseIsUnavailableThenRecovers(t *testing.T) {
	t.Parallel()
	const busy = 200 * time.Millisecond
	path := filepath.Join(t.TempDir(), "polywire.db")
	s := open(t, path, sqlite.WithBusyTimeout(busy))
	ctx := t.Context()
	doc := func(name string) store.Document {
		return store.Document{ID: name, Doc: &docsv1.Document{Name: name}}
	}
	if err := s.SaveDocument(ctx, doc("before")); err != nil {
		t.Fatal(err)
	}

	// Another connection takes the write lock and keeps it.
	conn, err := rawDB(t, path).Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "BEGIN EXCLUSIVE"); err != nil {
		t.Fatal(err)
	}
	if _, err := conn.ExecContext(ctx, "INSERT INTO people (person) VALUES (x'')"); err != nil {
		t.Fatal(err)
	}

	start := time.Now()
	err = s.SaveDocument(ctx, doc("during"))
	elapsed := time.Since(start)
	if !errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("SaveDocument on a locked database: %v, want an error wrapping store.ErrUnavailable", err)
	}
	if elapsed < busy || elapsed > busy+2*time.Second {
		t.Errorf("SaveDocument gave up after %v, want about the busy timeout %v", elapsed, busy)
	}
	t.Logf("locked: %v after %v", err, elapsed.Round(time.Millisecond))
	if err := s.AppendPeople(ctx, dataset.GeneratePeople(3).GetPerson()); !errors.Is(err, store.ErrUnavailable) {
		t.Errorf("AppendPeople on a locked database: %v, want an error wrapping store.ErrUnavailable", err)
	}
	// In WAL mode readers do not wait for the writer.
	if got, err := s.ListDocuments(ctx, 10, 0); err != nil || len(got) != 1 {
		t.Errorf("ListDocuments while locked: %d documents, %v; want 1, nil", len(got), err)
	}
	if err := s.Ping(ctx); err != nil {
		t.Errorf("Ping while locked: %v", err)
	}

	if _, err := conn.ExecContext(ctx, "ROLLBACK"); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveDocument(ctx, doc("after")); err != nil {
		t.Fatalf("SaveDocument after the lock was released: %v", err)
	}
	if err := s.AppendPeople(ctx, dataset.GeneratePeople(3).GetPerson()); err != nil {
		t.Fatalf("AppendPeople after the lock was released: %v", err)
	}
	got, err := s.ListDocuments(ctx, 10, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].GetName() != "before" || got[1].GetName() != "after" {
		t.Errorf("documents after recovery: %v", got)
	}
}

func TestWaitingWriterHonoursContext(t *testing.T) {
	t.Parallel()
	// A write queued behind a long one gives up when its context ends.
	path := filepath.Join(t.TempDir(), "polywire.db")
	s := open(t, path, sqlite.WithBusyTimeout(5*time.Second))
	conn, err := rawDB(t, path).Conn(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(t.Context(), "BEGIN IMMEDIATE"); err != nil {
		t.Fatal(err)
	}
	defer conn.ExecContext(context.Background(), "ROLLBACK")
	ctx, cancel := context.WithTimeout(t.Context(), 100*time.Millisecond)
	defer cancel()
	start := time.Now()
	err = s.SaveDocument(ctx, store.Document{ID: "x", Doc: &docsv1.Document{Name: "x"}})
	if err == nil {
		t.Fatal("SaveDocument succeeded while another connection held the write lock")
	}
	if elapsed := time.Since(start); elapsed > 3*time.Second {
		t.Errorf("SaveDocument returned after %v, long after its 100ms deadline", elapsed)
	}
	t.Logf("SaveDocument: %v", err)
}
