package postgres_test

import (
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	"github.com/polywire/polywire/internal/pgtest"
	"github.com/polywire/polywire/store"
)

// TestKeysAcrossReplicas: three stores on one database, as three
// replicas are: of claims of one key made through all of them at once,
// one wins; the winner's keyed save is replayed to a claim through
// another replica, and stored once.
func TestKeysAcrossReplicas(t *testing.T) {
	t.Parallel()
	pgtest.AdminDSN(t)
	dsn := pgtest.Schema(t)
	replicas := []*struct{ s store.Store }{{open(t, dsn)}, {open(t, dsn)}, {open(t, dsn)}}
	k := store.KeyClaim{Scope: "POST /report", Key: "r-1", Fingerprint: "fp", Lease: time.Minute, TTL: time.Hour}
	var wg sync.WaitGroup
	states := make([]store.KeyState, 12)
	errs := make([]error, len(states))
	for i := range states {
		wg.Go(func() { states[i], errs[i] = replicas[i%3].s.(store.Keys).BeginKey(t.Context(), k) })
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		t.Fatal(err)
	}
	winner := slices.IndexFunc(states, func(s store.KeyState) bool { return s.Outcome == store.Claimed })
	for i, st := range states {
		if i != winner && st.Outcome != store.InFlight {
			t.Fatalf("claim %d: outcome %d, want one claim and the rest in flight (%+v)", i, st.Outcome, states)
		}
	}
	if winner < 0 {
		t.Fatal("nobody claimed the key")
	}
	k.Token = states[winner].Token
	reply := &store.Reply{Status: 201, Type: "polywire.docs.v1.SaveResponse", Message: []byte{0x0a, 0x01, 'a'}}
	if err := replicas[winner%3].s.SaveDocument(store.WithKey(t.Context(), k, reply), store.Document{ID: "a", Doc: &docsv1.Document{Name: "a"}}); err != nil {
		t.Fatal(err)
	}
	st, err := replicas[(winner+1)%3].s.(store.Keys).BeginKey(t.Context(), k)
	if err != nil || st.Outcome != store.Replay || st.Reply.Status != 201 || string(st.Reply.Message) != string(reply.Message) {
		t.Fatalf("another replica's claim: %+v, %v; want the replay", st, err)
	}
	docs, err := replicas[2].s.ListDocuments(t.Context(), 10, 0)
	if err != nil || len(docs) != 1 {
		t.Fatalf("%d documents, %v; want 1", len(docs), err)
	}
}
