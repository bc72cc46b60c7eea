package postgres_test

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/internal/pgtest"
	"github.com/polywire/polywire/store"
	"github.com/polywire/polywire/store/postgres"
)

// The SaveDocument load harness (issue 17: "measure first"). It runs only
// when POLYWIRE_PG_LOAD names a duration per run, against a cluster that
// keeps PostgreSQL's durable defaults:
//
//	WITH_POSTGRES_FSYNC=on POLYWIRE_PG_LOAD=10s scripts/with-postgres \
//	    go test -count=1 -run 'TestSaveLoad$' -v ./store/postgres
//
// For each id kind (random UUIDv4, time-ordered UUIDv7) and each way of
// committing (modes: direct, one transaction per save; group, the store's
// group commit; replicas, three Stores with group commit on one database,
// saves spread over them in turn, as three replicas behind a balancer —
// their batches take turns at the lock that orders them), on a fresh schema pre-filled with POLYWIRE_PG_PREFILL
// documents (COPY, ids of the same kind; default 0), it measures saves at
// a constant POLYWIRE_PG_RATE per second (default 1000; open model:
// latency from each save's intended start, so a stall is not hidden) and
// with 1, 16 and 64 writers saving back to back (closed model), and logs
// one table: p50, p99, p99.9, max in ms and saves per second.
// POLYWIRE_PG_MODES and POLYWIRE_PG_IDS pick a subset (comma-separated).
func TestSaveLoad(t *testing.T) {
	runFor, err := time.ParseDuration(os.Getenv("POLYWIRE_PG_LOAD"))
	if os.Getenv("POLYWIRE_PG_LOAD") == "" {
		t.Skip("a measurement, not a test: set POLYWIRE_PG_LOAD=10s (see the comment above TestSaveLoad)")
	}
	if err != nil || runFor <= 0 {
		t.Fatalf("POLYWIRE_PG_LOAD=%q: want a duration such as 10s", os.Getenv("POLYWIRE_PG_LOAD"))
	}
	prefill := envInt(t, "POLYWIRE_PG_PREFILL", 0)
	rate := envInt(t, "POLYWIRE_PG_RATE", 1000)
	modes := envList("POLYWIRE_PG_MODES", []string{"direct", "group"})
	ids := envList("POLYWIRE_PG_IDS", []string{"v4", "v7"})
	admin := pgtest.AdminDSN(t)
	var fsync string
	queryRow(t, admin, "SHOW fsync", &fsync)
	if fsync != "on" {
		t.Logf("warning: the cluster runs with fsync=%s, so commits cost no flush: run it with WITH_POSTGRES_FSYNC=on", fsync)
	}
	doc := dataset.GenerateDocuments(3, 1)[0]
	doc.Owner.Secret = ""

	var rows []string
	for _, kind := range ids {
		newID := idMaker(t, kind)
		for _, mode := range modes {
			var opts []postgres.Option
			switch mode {
			case "direct":
				opts = append(opts, postgres.WithGroupCommit(0, 0))
			case "group", "replicas":
			default:
				t.Fatalf("POLYWIRE_PG_MODES: unknown mode %q (want direct, group, replicas)", mode)
			}
			dsn := pgtest.Schema(t)
			n := 1
			if mode == "replicas" {
				n = 3
			}
			stores := make([]*postgres.Store, n)
			for i := range stores {
				s, err := postgres.Open(t.Context(), dsn, opts...)
				if err != nil {
					t.Fatal(err)
				}
				stores[i] = s
			}
			var turn atomic.Uint64
			if prefill > 0 {
				start := time.Now()
				fill(t, dsn, prefill, kind, doc)
				t.Logf("%s %s: pre-filled %d documents in %v", kind, mode, prefill, time.Since(start).Round(time.Millisecond))
			}
			save := func(ctx context.Context) error {
				s := stores[turn.Add(1)%uint64(len(stores))]
				return s.SaveDocument(ctx, store.Document{ID: newID(), Doc: doc})
			}
			// Warm up: the pool dials its connections, the server its
			// backends' caches.
			closedLoad(t.Context(), save, 64, 500*time.Millisecond)
			name := fmt.Sprintf("%s %s, %d held", kind, mode, prefill)
			r := openLoad(t.Context(), save, float64(rate), runFor)
			rows = append(rows, r.row(name, fmt.Sprintf("%d/s", rate)))
			for _, w := range []int{1, 16, 64} {
				r := closedLoad(t.Context(), save, w, runFor)
				rows = append(rows, r.row(name, fmt.Sprintf("%d writers", w)))
			}
			for _, s := range stores {
				s.Close()
			}
		}
	}
	t.Logf("SaveDocument, %v per run (ms):\n| ids, mode, held | load | saves | errors | p50 | p99 | p99.9 | max | saves/s |\n|---|---|---:|---:|---:|---:|---:|---:|---:|\n%s",
		runFor, strings.Join(rows, "\n"))
}

func envInt(t *testing.T, name string, def int) int {
	t.Helper()
	v := os.Getenv(name)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		t.Fatalf("%s=%q: want a count", name, v)
	}
	return n
}

func envList(name string, def []string) []string {
	if v := os.Getenv(name); v != "" {
		return strings.Split(v, ",")
	}
	return def
}

// idMaker returns a generator of unique ids of a kind: v4 (random, as
// the server's newID today) or v7 (a millisecond timestamp first, then
// random bits, RFC 9562).
func idMaker(t testing.TB, kind string) func() string {
	switch kind {
	case "v4":
		return func() string { return uuidString(uuidV4()) }
	case "v7":
		return func() string { return uuidString(uuidV7(time.Now())) }
	}
	t.Fatalf("unknown id kind %q (want v4, v7)", kind)
	return nil
}

func uuidV4() [16]byte {
	var u [16]byte
	rand.Read(u[:])
	u[6] = u[6]&0x0f | 0x40
	u[8] = u[8]&0x3f | 0x80
	return u
}

func uuidV7(at time.Time) [16]byte {
	var u [16]byte
	rand.Read(u[6:])
	var ms [8]byte
	binary.BigEndian.PutUint64(ms[:], uint64(at.UnixMilli()))
	copy(u[:6], ms[2:])
	u[6] = u[6]&0x0f | 0x70
	u[8] = u[8]&0x3f | 0x80
	return u
}

func uuidString(u [16]byte) string {
	const hexd = "0123456789abcdef"
	b := make([]byte, 0, 36)
	for i, c := range u {
		if i == 4 || i == 6 || i == 8 || i == 10 {
			b = append(b, '-')
		}
		b = append(b, hexd[c>>4], hexd[c&15])
	}
	return string(b)
}

// fill copies n documents into dsn's documents table, with ids of kind
// (v7 ids dated over the n milliseconds before now, as if saved at
// 1000/s before the run), then checkpoints so that the run starts clean.
func fill(t testing.TB, dsn string, n int, kind string, doc proto.Message) {
	t.Helper()
	b, err := proto.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	ctx := t.Context()
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	start := time.Now().Add(-time.Duration(n) * time.Millisecond)
	_, err = conn.CopyFrom(ctx, pgx.Identifier{"documents"}, []string{"id", "doc"},
		pgx.CopyFromFunc(func() func() ([]any, error) {
			i := 0
			return func() ([]any, error) {
				if i == n {
					return nil, nil
				}
				u := uuidV4()
				if kind == "v7" {
					u = uuidV7(start.Add(time.Duration(i) * time.Millisecond))
				}
				i++
				return []any{uuidString(u), b}, nil
			}
		}()))
	if err != nil {
		t.Fatalf("fill: %v", err)
	}
	for _, sql := range []string{"ANALYZE documents", "CHECKPOINT"} {
		if _, err := conn.Exec(ctx, sql); err != nil {
			t.Fatalf("fill: %s: %v", sql, err)
		}
	}
}

// loadResult is what a load run measured.
type loadResult struct {
	lat     []time.Duration // successful saves
	errs    int
	elapsed time.Duration
	first   error
}

func (r *loadResult) row(name, load string) string {
	slices.Sort(r.lat)
	q := func(p float64) string {
		if len(r.lat) == 0 {
			return "–"
		}
		return fmt.Sprintf("%.2f", float64(r.lat[min(len(r.lat)-1, int(p*float64(len(r.lat))))].Microseconds())/1000)
	}
	row := fmt.Sprintf("| %s | %s | %d | %d | %s | %s | %s | %s | %.0f |", name, load, len(r.lat), r.errs,
		q(0.50), q(0.99), q(0.999), q(1), float64(len(r.lat))/r.elapsed.Seconds())
	if r.first != nil {
		row += " first error: " + r.first.Error()
	}
	return row
}

type recorder struct {
	mu  sync.Mutex
	res loadResult
}

func (rec *recorder) add(d time.Duration, err error) {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	if err != nil {
		rec.res.errs++
		if rec.res.first == nil {
			rec.res.first = err
		}
		return
	}
	rec.res.lat = append(rec.res.lat, d)
}

// openLoad starts a save every 1/rate s for d, each in its own goroutine,
// and times each from when it was due.
func openLoad(ctx context.Context, save func(context.Context) error, rate float64, d time.Duration) *loadResult {
	var rec recorder
	var wg sync.WaitGroup
	start := time.Now()
	interval := time.Duration(float64(time.Second) / rate)
	for i := 0; ; i++ {
		due := start.Add(time.Duration(i) * interval)
		if due.Sub(start) >= d {
			break
		}
		time.Sleep(time.Until(due))
		wg.Go(func() {
			err := save(ctx)
			rec.add(time.Since(due), err)
		})
	}
	wg.Wait()
	rec.res.elapsed = d
	return &rec.res
}

// closedLoad runs writers goroutines saving back to back for d.
func closedLoad(ctx context.Context, save func(context.Context) error, writers int, d time.Duration) *loadResult {
	var rec recorder
	var wg sync.WaitGroup
	start := time.Now()
	for range writers {
		wg.Go(func() {
			for time.Since(start) < d {
				t0 := time.Now()
				err := save(ctx)
				rec.add(time.Since(t0), err)
			}
		})
	}
	wg.Wait()
	rec.res.elapsed = time.Since(start)
	return &rec.res
}
