package sqlite_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	"github.com/polywire/polywire/store"
	"github.com/polywire/polywire/store/sqlite"
)

// lockFile takes the database's write lock on a connection of another
// "program" and returns the function that releases it (also at cleanup):
// the store's writer then waits in BEGIN IMMEDIATE and writes pile up in
// its queue.
func lockFile(t *testing.T, path string) (release func()) {
	t.Helper()
	conn, err := rawDB(t, path).Conn(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := conn.ExecContext(t.Context(), "BEGIN IMMEDIATE"); err != nil {
		t.Fatal(err)
	}
	var once sync.Once
	release = func() {
		once.Do(func() {
			_, _ = conn.ExecContext(context.Background(), "ROLLBACK")
			_ = conn.Close()
		})
	}
	t.Cleanup(release)
	return release
}

func doc(name string) store.Document {
	return store.Document{ID: name, Doc: &docsv1.Document{Name: name}}
}

// names lists the stored documents' names.
func names(t *testing.T, s store.Store) []string {
	t.Helper()
	docs, err := s.ListDocuments(t.Context(), store.MaxListLimit, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, d := range docs {
		out = append(out, d.GetName())
	}
	return out
}

// saveAsync saves in a goroutine; the result arrives on the channel.
func saveAsync(ctx context.Context, s store.Store, d store.Document) <-chan error {
	c := make(chan error, 1)
	go func() { c <- s.SaveDocument(ctx, d) }()
	return c
}

// entered waits until n writes have entered the store's queue (taken by
// the writer, which is blocked on the lock, or waiting behind it): a test
// that starts writes one by one and waits for each orders them, however
// busy the machine (a 30 ms sleep did not, under the race detector on two
// busy cores).
func entered(t *testing.T, s *sqlite.Store, n int64) {
	t.Helper()
	wait(t, fmt.Sprintf("%d writes to enter the queue", n), func() bool { return sqlite.Entered(s) >= n })
}

func wait(t *testing.T, what string, done func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !done() {
		if time.Now().After(deadline) {
			t.Fatalf("waited 30 s for %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}

func TestQueueFullFailsAtOnce(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "polywire.db")
	// The writer waits for the lock for as long as the test may take on a
	// busy machine (run45: past the default 5 s under -race, and the
	// writer's batch failed and took the next write).
	s := open(t, path, sqlite.WithQueueSize(2), sqlite.WithBusyTimeout(time.Minute))
	release := lockFile(t, path)
	// The first write is taken by the writer (which waits for the lock),
	// the next two fill the queue.
	var pending []<-chan error
	for i := range 3 {
		pending = append(pending, saveAsync(t.Context(), s, doc(fmt.Sprint("queued-", i))))
		entered(t, s, int64(i+1))
	}
	// What the server's metrics export: one write taken, two waiting.
	if got, want := s.WriteQueueStats(), (store.WriteQueueStats{Queued: 2, Capacity: 2, Writes: 1}); got != want {
		t.Errorf("WriteQueueStats with a full queue: %+v, want %+v", got, want)
	}
	start := time.Now()
	err := s.SaveDocument(t.Context(), doc("refused"))
	if !errors.Is(err, store.ErrOverloaded) || errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("save with a full queue: %v, want an error wrapping store.ErrOverloaded only", err)
	}
	if d := time.Since(start); d > 100*time.Millisecond {
		t.Errorf("a full queue refused the write after %v, want at once", d)
	}
	if err := s.SaveMessage(t.Context(), "/m", "refused", nil); !errors.Is(err, store.ErrOverloaded) {
		t.Errorf("SaveMessage with a full queue: %v", err)
	}
	if err := s.AppendPeople(t.Context(), nil); err != nil {
		t.Errorf("an empty AppendPeople writes nothing, so it is never refused: %v", err)
	}
	t.Logf("refused: %v", err)
	release()
	for i, c := range pending {
		if err := <-c; err != nil {
			t.Errorf("queued write %d: %v", i, err)
		}
	}
	if got := fmt.Sprint(names(t, s)); got != "[queued-0 queued-1 queued-2]" {
		t.Errorf("stored %s, want the queued writes in queue order", got)
	}
	// The first write alone, the two behind it together (the writer counts
	// a batch just after answering its writes).
	want := store.WriteQueueStats{Queued: 0, Capacity: 2, Batches: 2, Writes: 3}
	for deadline := time.Now().Add(5 * time.Second); s.WriteQueueStats() != want && time.Now().Before(deadline); {
		time.Sleep(time.Millisecond)
	}
	if got := s.WriteQueueStats(); got != want {
		t.Errorf("WriteQueueStats after the writes: %+v, want %+v", got, want)
	}
}

// TestDuplicateFailsAloneInItsBatch queues writes behind a lock so that
// they share one commit, one of them a duplicate id: it fails with
// ErrConflict, its neighbours are saved, in queue order.
func TestDuplicateFailsAloneInItsBatch(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "polywire.db")
	s := open(t, path)
	if err := s.SaveDocument(t.Context(), doc("taken")); err != nil {
		t.Fatal(err)
	}
	release := lockFile(t, path)
	var pending []<-chan error
	for i, name := range []string{"a", "b", "taken", "c", "b"} {
		pending = append(pending, saveAsync(t.Context(), s, doc(name)))
		entered(t, s, int64(i+2)) // after the first save's
	}
	release()
	for i, want := range []bool{true, true, false, true, false} {
		err := <-pending[i]
		if want && err != nil {
			t.Errorf("write %d: %v", i, err)
		}
		if !want && !errors.Is(err, store.ErrConflict) {
			t.Errorf("write %d, a duplicate: %v, want ErrConflict", i, err)
		}
	}
	if got := fmt.Sprint(names(t, s)); got != "[taken a b c]" {
		t.Errorf("stored %s, want [taken a b c]", got)
	}
}

// TestDroppedWhileQueuedIsNotStored: a write whose context ends while it
// waits in the queue returns the context's error and is never written.
func TestDroppedWhileQueuedIsNotStored(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "polywire.db")
	s := open(t, path)
	release := lockFile(t, path)
	first := saveAsync(t.Context(), s, doc("first")) // taken by the writer, waiting for the lock
	entered(t, s, 1)
	ctx, cancel := context.WithTimeout(t.Context(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	err := s.SaveDocument(ctx, doc("dropped"))
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("queued write past its deadline: %v, want DeadlineExceeded", err)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("returned %v after its deadline of 50ms", d)
	}
	release()
	if err := <-first; err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(names(t, s)); got != "[first]" {
		t.Errorf("stored %s, want [first]: the dropped write must not be written", got)
	}
}

// TestCloseCommitsQueuedWrites closes the store while writes are queued:
// each one returns, those that returned nil are in the file, the writes
// after Close fail, and nothing is left running.
func TestCloseCommitsQueuedWrites(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "polywire.db")
	s, err := sqlite.Open(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	release := lockFile(t, path)
	var pending []<-chan error
	for i := range 5 {
		pending = append(pending, saveAsync(t.Context(), s, doc(fmt.Sprint("queued-", i))))
	}
	entered(t, s, 5)
	closed := make(chan error, 1)
	go func() { closed <- s.Close() }()
	wait(t, "Close to begin", func() bool { return sqlite.Closing(s) })
	if err := s.SaveDocument(t.Context(), doc("after-close")); err == nil {
		t.Error("a save after Close began succeeded")
	}
	release()
	if err := <-closed; err != nil {
		t.Fatalf("Close: %v", err)
	}
	var saved int
	for i, c := range pending {
		select {
		case err := <-c:
			if err == nil {
				saved++
			} else {
				t.Errorf("queued write %d: %v (Close commits the queued writes)", i, err)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("queued write %d never returned after Close", i)
		}
	}
	got := names(t, open(t, path))
	if len(got) != saved || saved != len(pending) {
		t.Errorf("after Close and reopening: %d stored, %d acknowledged, %d queued", len(got), saved, len(pending))
	}
}

// TestLogStaysBounded writes without a pause from several goroutines for a
// second (no gap for a background checkpoint to reset the log in) with a
// small log limit, and checks the log file never grows far past it.
func TestLogStaysBounded(t *testing.T) {
	t.Parallel()
	const limit = 256 << 10
	path := filepath.Join(t.TempDir(), "polywire.db")
	s := open(t, path, sqlite.WithMaxWALBytes(limit))
	ctx, cancel := context.WithTimeout(t.Context(), time.Second)
	defer cancel()
	var wg sync.WaitGroup
	var saves sync.Map
	for w := range 8 {
		wg.Go(func() {
			for i := 0; ctx.Err() == nil; i++ {
				if err := s.SaveDocument(ctx, doc(fmt.Sprintf("w%d-%d", w, i))); err == nil {
					saves.Store(w, i)
				}
			}
		})
	}
	var largest int64
	for ctx.Err() == nil {
		if fi, err := os.Stat(path + "-wal"); err == nil {
			largest = max(largest, fi.Size())
		}
		time.Sleep(5 * time.Millisecond)
	}
	wg.Wait()
	n := 0
	saves.Range(func(_, v any) bool { n += v.(int) + 1; return true })
	t.Logf("%d saves in 1 s; the log file reached %d KB (limit %d KB)", n, largest>>10, limit>>10)
	if largest > 4*limit {
		t.Errorf("the log file reached %d KB, over 4x its limit of %d KB", largest>>10, limit>>10)
	}
}
