package postgres_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/polywire/polywire/internal/pgtest"

	"github.com/jackc/pgx/v5"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/dataset"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	"github.com/polywire/polywire/store"
	"github.com/polywire/polywire/store/postgres"
	"github.com/polywire/polywire/store/storetest"
)

// open opens a store on dsn, closed at cleanup.
func open(t testing.TB, dsn string, opts ...postgres.Option) *postgres.Store {
	t.Helper()
	// Few connections per store: the suite opens many stores at once.
	opts = append([]postgres.Option{postgres.WithMaxConns(4)}, opts...)
	s, err := postgres.Open(t.Context(), dsn, opts...)
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestStore(t *testing.T) {
	t.Parallel()
	pgtest.AdminDSN(t)
	storetest.Run(t, func(t *testing.T) store.Store {
		return open(t, pgtest.Schema(t))
	})
}

func TestStoreSimpleProtocol(t *testing.T) {
	t.Parallel()
	// Behind PgBouncer in transaction mode a DSN asks for the simple
	// protocol, whose results come as text.
	pgtest.AdminDSN(t)
	storetest.Run(t, func(t *testing.T) store.Store {
		return open(t, pgtest.WithParam(t, pgtest.Schema(t), "default_query_exec_mode", "simple_protocol"))
	})
}

func TestOpenConcurrently(t *testing.T) {
	t.Parallel()
	// Replicas starting at once on a new database all come up, and the
	// schema is migrated once.
	dsn := pgtest.Schema(t)
	var wg sync.WaitGroup
	errs := make(chan error, 6)
	for range 6 {
		wg.Go(func() {
			s, err := postgres.Open(t.Context(), dsn, postgres.WithMaxConns(1))
			if err != nil {
				errs <- err
				return
			}
			s.Close()
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	s := open(t, dsn)
	if err := s.SaveDocument(t.Context(), store.Document{ID: "a", Doc: &docsv1.Document{Name: "a"}}); err != nil {
		t.Fatal(err)
	}
	var versions int
	queryRow(t, dsn, "SELECT count(*) FROM schema_migrations", &versions)
	if versions != 4 { // one row per migration (documents and people; messages; documents_tail; idempotency keys)
		t.Errorf("schema_migrations has %d rows, want 4", versions)
	}
}

// queryRow scans the one row of sql into dest.
func queryRow(t testing.TB, dsn, sql string, dest ...any) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if err := conn.QueryRow(ctx, sql).Scan(dest...); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
}

func TestReopenKeepsData(t *testing.T) {
	t.Parallel()
	dsn := pgtest.Schema(t)
	doc := dataset.GenerateDocuments(1, 1)[0]
	doc.Owner.Secret = ""
	s, err := postgres.Open(t.Context(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SaveDocument(t.Context(), store.Document{ID: "kept", Doc: doc}); err != nil {
		t.Fatal(err)
	}
	if err := s.AppendPeople(t.Context(), dataset.GeneratePeople(3).GetPerson()); err != nil {
		t.Fatal(err)
	}
	s.Close()

	s = open(t, dsn)
	got, err := s.ListDocuments(t.Context(), 10, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || !proto.Equal(got[0], doc) {
		t.Fatalf("after reopening: %v", got)
	}
	// Appends continue after the persons posted before.
	if err := s.AppendPeople(t.Context(), dataset.GeneratePeople(5).GetPerson()[3:]); err != nil {
		t.Fatal(err)
	}
	persons, err := s.ListPeople(t.Context(), 10, 0)
	if err != nil {
		t.Fatal(err)
	}
	want := dataset.GeneratePeople(5).GetPerson()
	if len(persons) != len(want) {
		t.Fatalf("listed %d persons, want %d", len(persons), len(want))
	}
	for i := range want {
		if !proto.Equal(persons[i], want[i]) {
			t.Fatalf("person %d: %v, want %v", i, persons[i], want[i])
		}
	}
}

func TestSecretNeverInTheDatabase(t *testing.T) {
	t.Parallel()
	dsn := pgtest.Schema(t)
	s := open(t, dsn)
	doc := dataset.GenerateDocuments(2, 1)[0]
	doc.Owner.Secret = "s3cret-in-the-owner"
	if err := s.SaveDocument(t.Context(), store.Document{ID: "d", Doc: doc, SecretHash: "sha256:abc"}); err != nil {
		t.Fatal(err)
	}
	var blob []byte
	var hash string
	queryRow(t, dsn, "SELECT doc, secret_hash FROM documents WHERE id = 'd'", &blob, &hash)
	if bytes.Contains(blob, []byte("s3cret-in-the-owner")) {
		t.Error("the stored document holds the owner's secret")
	}
	if hash != "sha256:abc" {
		t.Errorf("secret_hash = %q", hash)
	}

	// A row written by something else with a secret is read without it.
	b, err := proto.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	pgtest.Exec(t, dsn, "INSERT INTO documents (id, doc) VALUES ('leaky', $1)", b)
	got, err := s.ListDocuments(t.Context(), 10, 0)
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

func TestOpenErrors(t *testing.T) {
	t.Parallel()
	admin := pgtest.AdminDSN(t)
	// A port nobody listens on: the database is away.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closedAddr := ln.Addr().String()
	ln.Close()
	tests := []struct {
		name            string
		dsn             string
		wantUnavailable bool
	}{
		{"connection_refused", pgtest.WithHost(t, admin, closedAddr), true},
		{"unknown_database", pgtest.WithDatabase(t, admin, "polywire_no_such_db"), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			start := time.Now()
			s, err := postgres.Open(t.Context(), tt.dsn)
			if err == nil {
				s.Close()
				t.Fatal("Open succeeded")
			}
			if got := errors.Is(err, store.ErrUnavailable); got != tt.wantUnavailable {
				t.Errorf("Open: %v; wraps store.ErrUnavailable = %v, want %v", err, got, tt.wantUnavailable)
			}
			if elapsed := time.Since(start); elapsed > postgres.DefaultConnectTimeout+time.Second {
				t.Errorf("Open failed after %v", elapsed)
			}
		})
	}
}

func TestOutageAndRecovery(t *testing.T) {
	t.Parallel()
	dsn := pgtest.Schema(t)
	p := pgtest.StartProxy(t, pgtest.HostOf(t, dsn))
	s := open(t, pgtest.WithHost(t, dsn, p.Addr()),
		postgres.WithConnectTimeout(2*time.Second), postgres.WithIdleCheck(100*time.Millisecond))
	ctx := t.Context()
	saved := 0
	saveDoc := func() error {
		err := s.SaveDocument(ctx, store.Document{ID: "doc-" + string(rune('a'+saved)), Doc: &docsv1.Document{Name: string(rune('a' + saved))}})
		if err == nil {
			saved++
		}
		return err
	}
	if err := saveDoc(); err != nil {
		t.Fatal(err)
	}
	if err := s.AppendPeople(ctx, dataset.GeneratePeople(2).GetPerson()); err != nil {
		t.Fatal(err)
	}

	// Cut: the listener and every proxied connection close.
	p.Cut()
	for name, op := range map[string]func() error{
		"SaveDocument": saveDoc,
		"ListDocuments": func() error {
			_, err := s.ListDocuments(ctx, 10, 0)
			return err
		},
		"AppendPeople": func() error { return s.AppendPeople(ctx, dataset.GeneratePeople(1).GetPerson()) },
		"ListPeople": func() error {
			_, err := s.ListPeople(ctx, 10, 0)
			return err
		},
		"Ping": func() error { return s.Ping(ctx) },
	} {
		start := time.Now()
		err := op()
		elapsed := time.Since(start)
		if !errors.Is(err, store.ErrUnavailable) {
			t.Errorf("%s during the outage: %v, want an error wrapping store.ErrUnavailable", name, err)
		}
		if elapsed > 3*time.Second {
			t.Errorf("%s took %v to fail", name, elapsed)
		}
		t.Logf("%s during the outage, after %v: %v", name, elapsed.Round(time.Millisecond), err)
	}

	// Restore: the same store works again within a few seconds.
	p.Restore(t)
	deadline := time.Now().Add(5 * time.Second)
	for {
		err := saveDoc()
		if err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("SaveDocument still fails 5s after the database came back: %v", err)
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err := s.Ping(ctx); err != nil {
		t.Errorf("Ping after recovery: %v", err)
	}
	if err := s.AppendPeople(ctx, dataset.GeneratePeople(3).GetPerson()[2:]); err != nil {
		t.Errorf("AppendPeople after recovery: %v", err)
	}
	docs, err := s.ListDocuments(ctx, 10, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) != saved {
		t.Errorf("listed %d documents after recovery, want the %d saved", len(docs), saved)
	}
	persons, err := s.ListPeople(ctx, 10, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(persons) != 3 || persons[2].GetName() != "Person Number 2" {
		t.Errorf("persons after recovery: %v", persons)
	}

	// A second outage, with connections idle in the pool, recovers too.
	p.Cut()
	if err := s.Ping(ctx); !errors.Is(err, store.ErrUnavailable) {
		t.Errorf("Ping during the second outage: %v", err)
	}
	p.Restore(t)
	if err := s.Ping(ctx); err != nil {
		t.Errorf("Ping after the second outage: %v", err)
	}
}

func TestExhaustedPoolIsUnavailable(t *testing.T) {
	t.Parallel()
	s := open(t, pgtest.Schema(t), postgres.WithMaxConns(1))
	release, err := postgres.HoldConn(t.Context(), s)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(t.Context(), 100*time.Millisecond)
	defer cancel()
	if err := s.Ping(ctx); !errors.Is(err, store.ErrUnavailable) {
		t.Errorf("Ping with every connection taken: %v, want an error wrapping store.ErrUnavailable", err)
	}
	release()
	if err := s.Ping(t.Context()); err != nil {
		t.Errorf("Ping once a connection is free: %v", err)
	}
}

func TestTerminatedConnectionsRecover(t *testing.T) {
	t.Parallel()
	// The server ends the store's sessions (an administrator, a failover):
	// an operation on a dead connection fails as unavailable, and the next
	// one dials afresh.
	b := make([]byte, 6)
	rand.Read(b)
	app := "polywire_test_" + hex.EncodeToString(b)
	dsn := pgtest.WithParam(t, pgtest.Schema(t), "application_name", app)
	// Idle connections are not pinged, so the dead one is used.
	s := open(t, dsn, postgres.WithIdleCheck(time.Hour))
	ctx := t.Context()
	if err := s.SaveDocument(ctx, store.Document{ID: "a", Doc: &docsv1.Document{Name: "a"}}); err != nil {
		t.Fatal(err)
	}
	var terminated int
	queryRow(t, pgtest.AdminDSN(t), "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = '"+app+"'", &terminated)
	if terminated != 1 {
		t.Fatalf("terminated %d sessions, want 1", terminated)
	}
	err := s.SaveDocument(ctx, store.Document{ID: "b", Doc: &docsv1.Document{Name: "b"}})
	if !errors.Is(err, store.ErrUnavailable) {
		t.Errorf("SaveDocument on a terminated session: %v, want an error wrapping store.ErrUnavailable", err)
	}
	t.Logf("on a terminated session: %v", err)
	if err := s.SaveDocument(ctx, store.Document{ID: "c", Doc: &docsv1.Document{Name: "c"}}); err != nil {
		t.Fatalf("SaveDocument after the session was terminated: %v", err)
	}
}
