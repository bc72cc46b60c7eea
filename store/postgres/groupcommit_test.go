package postgres_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/internal/pgtest"
	"github.com/polywire/polywire/store"
	"github.com/polywire/polywire/store/postgres"
)

// heldStore opens a store with one connection and takes it: the group
// commit's writer then blocks on its first batch, and the saves queued
// meanwhile form the next batch, in the order they were accepted.
func heldStore(t *testing.T, opts ...postgres.Option) (s *postgres.Store, dsn string, release func()) {
	t.Helper()
	dsn = pgtest.Schema(t)
	s = open(t, dsn, append([]postgres.Option{postgres.WithMaxConns(1)}, opts...)...)
	release, err := postgres.HoldConn(t.Context(), s)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(release) // idempotent in pgxpool
	return s, dsn, release
}

// waitFor polls cond for up to 10 s.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); !cond(); {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}

// saveQueued starts a save of id and waits until the writer has queued
// it; the returned channel gets its result.
func saveQueued(t *testing.T, ctx context.Context, s *postgres.Store, id string) <-chan error {
	t.Helper()
	before := postgres.AcceptedDocuments(s)
	done := make(chan error, 1)
	go func() {
		done <- s.SaveDocument(ctx, store.Document{ID: id, Doc: &docsv1.Document{Name: strings.ToValidUTF8(id, "?")}})
	}()
	waitFor(t, "save "+id+" to be queued", func() bool { return postgres.AcceptedDocuments(s) > before })
	return done
}

func listNames(t *testing.T, s store.Store) []string {
	t.Helper()
	docs, err := s.ListDocuments(t.Context(), 100, 0)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, d := range docs {
		names = append(names, d.GetName())
	}
	return names
}

func TestGroupCommitBatch(t *testing.T) {
	t.Parallel()
	// A batch holding a duplicate of a stored id and a duplicate of an id
	// earlier in the batch: each fails alone, as a conflict; then one
	// holding an id PostgreSQL refuses (not UTF-8), which fails alone too.
	// The others are stored, listed in the order they were accepted.
	s, dsn, release := heldStore(t)
	pgtest.Exec(t, dsn, "INSERT INTO documents (id, doc) VALUES ('stored', $1)", []byte{0x0a, 6, 's', 't', 'o', 'r', 'e', 'd'})
	rounds := []struct {
		ids  []string
		want map[int]func(error) bool // by index; others succeed
	}{
		{[]string{"first", "a", "b", "a", "stored", "c"}, map[int]func(error) bool{
			3: func(err error) bool { return errors.Is(err, store.ErrConflict) },
			4: func(err error) bool { return errors.Is(err, store.ErrConflict) },
		}},
		{[]string{"second", "d", "bad\xff", "e", "c"}, map[int]func(error) bool{
			2: func(err error) bool {
				return err != nil && !errors.Is(err, store.ErrConflict) && !errors.Is(err, store.ErrUnavailable) && !errors.Is(err, store.ErrOverloaded)
			},
			4: func(err error) bool { return errors.Is(err, store.ErrConflict) },
		}},
	}
	for r, round := range rounds {
		if r > 0 {
			var err error
			if release, err = postgres.HoldConn(t.Context(), s); err != nil {
				t.Fatal(err)
			}
		}
		var results []<-chan error
		for _, id := range round.ids {
			results = append(results, saveQueued(t, t.Context(), s, id))
		}
		release()
		for i, id := range round.ids {
			err := <-results[i]
			if ok := round.want[i]; ok != nil && !ok(err) || ok == nil && err != nil {
				t.Errorf("round %d, save %d (%q): %v", r, i, id, err)
			}
		}
	}
	if got, want := strings.Join(listNames(t, s), " "), "stored first a b c second d e"; got != want {
		t.Errorf("listed %q, want %q", got, want)
	}
	// What the server's metrics export: each round was two batches, the
	// first write alone (held) and the rest together; the writer counts a
	// batch just after answering it.
	want := store.WriteQueueStats{Capacity: postgres.DefaultQueue, Batches: 4, Writes: 11}
	waitFor(t, "the fourth batch to be counted", func() bool { return s.WriteQueueStats() == want })
}

func TestGroupCommitDeadline(t *testing.T) {
	t.Parallel()
	// A save whose deadline passes while its batch waits for a
	// connection fails as unavailable, as without group commit, and is
	// not made later.
	s, _, release := heldStore(t)
	ctx, cancel := context.WithTimeout(t.Context(), 50*time.Millisecond)
	defer cancel()
	err := s.SaveDocument(ctx, store.Document{ID: "late", Doc: &docsv1.Document{Name: "late"}})
	if !errors.Is(err, store.ErrUnavailable) {
		t.Errorf("save past its deadline: %v, want ErrUnavailable", err)
	}
	// One canceled while queued behind a blocked batch is dropped.
	first := saveQueued(t, t.Context(), s, "first")
	ctx, cancel = context.WithCancel(t.Context())
	canceled := saveQueued(t, ctx, s, "canceled")
	cancel()
	if err := <-canceled; !errors.Is(err, context.Canceled) {
		t.Errorf("canceled save: %v, want context.Canceled", err)
	}
	release()
	if err := <-first; err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(listNames(t, s), " "); got != "first" {
		t.Errorf("listed %q, want only the save whose caller waited", got)
	}
}

func TestGroupCommitQueueFull(t *testing.T) {
	t.Parallel()
	// The writer blocks on its first batch; the queue of 2 then fills and
	// the next save is refused at once, wrapping ErrOverloaded (not
	// ErrUnavailable: the store is up); the accepted ones are stored once
	// the writer goes on.
	s, _, release := heldStore(t, postgres.WithGroupCommit(2, 8))
	var accepted []<-chan error
	var refused error
	for i := 0; refused == nil; i++ {
		if i == 10 {
			t.Fatal("a queue of 2 took 10 saves while its writer was blocked")
		}
		id := string(rune('a' + i))
		before := postgres.AcceptedDocuments(s)
		done := make(chan error, 1)
		go func() { done <- s.SaveDocument(t.Context(), store.Document{ID: id, Doc: &docsv1.Document{Name: id}}) }()
		waitFor(t, "save "+id+" to be queued or refused", func() bool {
			if postgres.AcceptedDocuments(s) > before {
				return true
			}
			select {
			case refused = <-done:
				return true
			default:
				return false
			}
		})
		if refused == nil {
			accepted = append(accepted, done)
		}
	}
	if !errors.Is(refused, store.ErrOverloaded) || errors.Is(refused, store.ErrUnavailable) {
		t.Fatalf("save into a full queue: %v, want ErrOverloaded (and not ErrUnavailable: the store is up, readiness stays green)", refused)
	}
	if !strings.Contains(refused.Error(), "queue") {
		t.Errorf("error %q does not say the queue is full", refused)
	}
	if len(accepted) != 3 { // one in the blocked batch, two queued
		t.Errorf("accepted %d saves before refusing one, want 3", len(accepted))
	}
	// The documents' queue is the fuller one (the people's is empty).
	if got, want := s.WriteQueueStats(), (store.WriteQueueStats{Queued: 2, Capacity: 2}); got != want {
		t.Errorf("WriteQueueStats with a full queue: %+v, want %+v", got, want)
	}
	release()
	for _, done := range accepted {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
	if got := len(listNames(t, s)); got != len(accepted) {
		t.Errorf("stored %d documents, want the %d accepted", got, len(accepted))
	}
}

func TestGroupCommitPeople(t *testing.T) {
	t.Parallel()
	// Appends queued together commit as one transaction, each one's
	// persons together, in the order they were accepted.
	s, _, release := heldStore(t)
	var results []<-chan error
	for _, group := range [][]string{{"a1"}, {"b1", "b2", "b3"}, {"c1", "c2"}, {"d1"}} {
		var persons []*peoplev1.Person
		for _, name := range group {
			persons = append(persons, &peoplev1.Person{Name: name})
		}
		before := postgres.AcceptedAppends(s)
		done := make(chan error, 1)
		go func() { done <- s.AppendPeople(t.Context(), persons) }()
		waitFor(t, "append to be queued", func() bool { return postgres.AcceptedAppends(s) > before })
		results = append(results, done)
	}
	release()
	for _, done := range results {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	persons, err := s.ListPeople(t.Context(), 100, 0)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range persons {
		names = append(names, p.GetName())
	}
	if got, want := strings.Join(names, " "), "a1 b1 b2 b3 c1 c2 d1"; got != want {
		t.Errorf("listed %q, want %q", got, want)
	}
}

func TestGroupCommitClose(t *testing.T) {
	t.Parallel()
	// Closing with a batch in flight and saves queued: every save that
	// returned nil is stored, and none that failed is.
	s, dsn, release := heldStore(t)
	ids := []string{"a", "b", "c", "d"}
	var results []<-chan error
	for _, id := range ids {
		results = append(results, saveQueued(t, t.Context(), s, id))
	}
	closed := make(chan error)
	go func() { closed <- s.Close() }()
	release()
	if err := <-closed; err != nil {
		t.Fatal(err)
	}
	var want []string
	for i, id := range ids {
		if err := <-results[i]; err == nil {
			want = append(want, id)
		}
	}
	if len(want) == 0 {
		t.Error("the batch in flight when Close was called did not finish")
	}
	if got := strings.Join(listNames(t, open(t, dsn)), " "); got != strings.Join(want, " ") {
		t.Errorf("stored %q, but the saves that returned nil are %q", got, want)
	}
}
