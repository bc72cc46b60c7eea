package postgres_test

import (
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/internal/pgtest"
	"github.com/polywire/polywire/store"
	"github.com/polywire/polywire/store/postgres"
)

// TestOrderAcrossReplicas: three Stores on one database, as three
// replicas behind a load balancer are, save documents and append people
// at once while a reader lists them. Two things must hold of each list:
//
//   - a write whose Save returned before another's was called comes
//     first (the final list);
//   - every list read while the writes ran is a prefix of the final list:
//     nothing a reader saw is later preceded by a write it did not see,
//     so the list order is the order writes were acknowledged — which
//     fails when the replicas' transactions commit in another order than
//     the one they took their sequence numbers in.
func TestOrderAcrossReplicas(t *testing.T) {
	t.Parallel()
	dsn := pgtest.Schema(t)
	stores := make([]*postgres.Store, 3)
	for i := range stores {
		stores[i] = open(t, dsn)
	}
	const writersPerStore = 8
	const runFor = time.Second

	// clock orders the calls and returns of every write.
	var clock atomic.Int64
	type span struct{ called, returned int64 }
	var mu sync.Mutex
	docSpans := map[string]span{}
	peopleSpans := map[string]span{}

	ctx := t.Context()
	stop := make(chan struct{})
	var writers sync.WaitGroup
	for si, s := range stores {
		for w := range writersPerStore {
			writers.Go(func() {
				for n := 0; ; n++ {
					select {
					case <-stop:
						return
					default:
					}
					id := fmt.Sprintf("s%d-w%d-%d", si, w, n)
					called := clock.Add(1)
					var err error
					spans := docSpans
					if n%2 == 0 {
						err = s.SaveDocument(ctx, store.Document{ID: id, Doc: &docsv1.Document{Name: id}})
					} else {
						spans = peopleSpans
						err = s.AppendPeople(ctx, []*peoplev1.Person{{Name: id}})
					}
					returned := clock.Add(1)
					if err != nil {
						t.Errorf("write %s: %v", id, err)
						return
					}
					mu.Lock()
					spans[id] = span{called, returned}
					mu.Unlock()
				}
			})
		}
	}

	// The reader lists both while the writers run.
	listDocs := func() []string {
		var ids []string
		for off := 0; ; off += store.MaxListLimit {
			docs, err := stores[0].ListDocuments(ctx, store.MaxListLimit, off)
			if err != nil {
				t.Fatalf("list documents: %v", err)
			}
			for _, d := range docs {
				ids = append(ids, d.GetName())
			}
			if len(docs) < store.MaxListLimit {
				return ids
			}
		}
	}
	listPeople := func() []string {
		var ids []string
		for off := 0; ; off += store.MaxListLimit {
			ps, err := stores[1].ListPeople(ctx, store.MaxListLimit, off)
			if err != nil {
				t.Fatalf("list people: %v", err)
			}
			for _, p := range ps {
				ids = append(ids, p.GetName())
			}
			if len(ps) < store.MaxListLimit {
				return ids
			}
		}
	}
	var docReads, peopleReads [][]string
	deadline := time.Now().Add(runFor)
	for time.Now().Before(deadline) {
		docReads = append(docReads, listDocs())
		peopleReads = append(peopleReads, listPeople())
	}
	close(stop)
	writers.Wait()
	if t.Failed() {
		return
	}

	check := func(what string, final []string, reads [][]string, spans map[string]span) {
		t.Helper()
		if len(final) != len(spans) {
			t.Errorf("%s: listed %d, acknowledged %d", what, len(final), len(spans))
		}
		for _, r := range reads {
			if len(r) > len(final) || !slices.Equal(r, final[:len(r)]) {
				i := 0
				for i < len(r) && r[i] == final[i] {
					i++
				}
				t.Errorf("%s: a list read during the writes is not a prefix of the final list: at %d it has %q, the final list %q (a write listed later before one listed earlier)",
					what, i, r[i], final[i])
				return
			}
		}
		// A write returned before another was called comes first: for
		// each write, every earlier-listed write must have been called
		// before it returned.
		var maxCalled int64 // the latest call among the writes listed so far
		var maxID string
		for _, id := range final {
			sp := spans[id]
			if maxCalled > sp.returned {
				t.Errorf("%s: %s returned before %s was called, but is listed after it", what, id, maxID)
				return
			}
			if sp.called > maxCalled {
				maxCalled, maxID = sp.called, id
			}
		}
		t.Logf("%s: %d writes, %d lists read during them, all prefixes of the final list", what, len(final), len(reads))
	}
	check("documents", listDocs(), docReads, docSpans)
	check("people", listPeople(), peopleReads, peopleSpans)
}
