package storetest

import (
	"context"
	"errors"
	"maps"
	"slices"
	"sync"
	"testing"
	"time"

	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/store"
)

// keys is s as a store.Keys; a backend that keeps no keys skips.
func keys(t *testing.T, s store.Store) store.Keys {
	t.Helper()
	k, ok := s.(store.Keys)
	if !ok {
		t.Skipf("%T keeps no idempotency keys (store.Keys)", s)
	}
	return k
}

func claim(scope, key, fp string) store.KeyClaim {
	return store.KeyClaim{Scope: scope, Key: key, Fingerprint: fp, Lease: time.Minute, TTL: time.Hour}
}

func begin(t *testing.T, ks store.Keys, k store.KeyClaim, want store.Outcome) store.KeyState {
	t.Helper()
	st, err := ks.BeginKey(t.Context(), k)
	if err != nil {
		t.Fatalf("BeginKey %s %s: %v", k.Scope, k.Key, err)
	}
	if st.Outcome != want {
		t.Fatalf("BeginKey %s %s: outcome %d, want %d", k.Scope, k.Key, st.Outcome, want)
	}
	return st
}

func sameReply(t *testing.T, got, want *store.Reply) {
	t.Helper()
	if got == nil || got.Status != want.Status || got.Type != want.Type || string(got.Message) != string(want.Message) || !maps.Equal(got.Header, want.Header) {
		t.Fatalf("reply %+v, want %+v", got, want)
	}
}

// testKeysClaimReplay: a claimed key is in flight to a second request
// with it and a mismatch to one with another fingerprint; a write made
// with it (store.WithKey) completes it, in the write's transaction, and
// every later begin is a replay of its reply; another scope's key of the
// same name is another key.
func testKeysClaimReplay(t *testing.T, s store.Store) {
	ks := keys(t, s)
	ctx := t.Context()
	k := claim("POST /report", "key-1", "fp-a")
	st := begin(t, ks, k, store.Claimed)
	if st.Token == "" {
		t.Fatal("a claim without a token")
	}
	begin(t, ks, k, store.InFlight)
	begin(t, ks, claim("POST /report", "key-1", "fp-b"), store.Mismatch)
	begin(t, ks, claim("POST /people", "key-1", "fp-b"), store.Claimed)

	k.Token = st.Token
	reply := &store.Reply{Status: 201, Header: map[string]string{"Location": "/reports/d1"}, Type: "polywire.docs.v1.SaveResponse", Message: []byte{0x0a, 0x02, 'd', '1'}}
	if err := s.SaveDocument(store.WithKey(ctx, k, reply), store.Document{ID: "d1", Doc: docs(1, 1)[0]}); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		sameReply(t, begin(t, ks, k, store.Replay).Reply, reply)
	}
	begin(t, ks, claim("POST /report", "key-1", "fp-b"), store.Mismatch)
	if got, err := s.ListDocuments(ctx, 10, 0); err != nil || len(got) != 1 {
		t.Fatalf("ListDocuments = %d documents, %v; want the one", len(got), err)
	}
}

// testKeysEveryWrite: AppendPeople and SaveMessage complete their keys
// too, and FinishKey completes a key whose request wrote nothing.
func testKeysEveryWrite(t *testing.T, s store.Store) {
	ks := keys(t, s)
	ctx := t.Context()
	for i, write := range []func(context.Context) error{
		func(ctx context.Context) error { return s.AppendPeople(ctx, []*peoplev1.Person{{Name: "Ada"}}) },
		func(ctx context.Context) error { return s.SaveMessage(ctx, "/orders", "o1", []byte{1}) },
		nil, // a validation: FinishKey
	} {
		k := claim("scope", string(rune('a'+i)), "fp")
		k.Token = begin(t, ks, k, store.Claimed).Token
		reply := &store.Reply{Status: 200 + i, Type: "t", Message: []byte{byte(i)}}
		var err error
		if write != nil {
			err = write(store.WithKey(ctx, k, reply))
		} else {
			err = ks.FinishKey(ctx, k, reply)
		}
		if err != nil {
			t.Fatalf("write %d: %v", i, err)
		}
		sameReply(t, begin(t, ks, k, store.Replay).Reply, reply)
	}
}

// testKeysRelease: a request that fails releases its key (FinishKey with
// no reply): a retry claims it again and runs.
func testKeysRelease(t *testing.T, s store.Store) {
	ks := keys(t, s)
	k := claim("POST /report", "k", "fp")
	k.Token = begin(t, ks, k, store.Claimed).Token
	if err := ks.FinishKey(t.Context(), k, nil); err != nil {
		t.Fatal(err)
	}
	begin(t, ks, k, store.Claimed)
}

// testKeysLeaseLapse: a claim whose lease lapsed is taken over, and the
// first holder's write then fails with store.ErrKeyLost and writes
// nothing: one write per key, whoever wins.
func testKeysLeaseLapse(t *testing.T, s store.Store) {
	ks := keys(t, s)
	ctx := t.Context()
	first := claim("POST /report", "k", "fp")
	first.Lease = time.Millisecond
	first.Token = begin(t, ks, first, store.Claimed).Token
	time.Sleep(20 * time.Millisecond)
	second := claim("POST /report", "k", "fp")
	second.Token = begin(t, ks, second, store.Claimed).Token
	if second.Token == first.Token {
		t.Fatal("the takeover kept the first claim's token")
	}
	err := s.SaveDocument(store.WithKey(ctx, first, &store.Reply{Status: 201}), store.Document{ID: "late", Doc: docs(2, 1)[0]})
	if !errors.Is(err, store.ErrKeyLost) {
		t.Fatalf("the lapsed holder's save: %v, want ErrKeyLost", err)
	}
	if err := ks.FinishKey(ctx, first, &store.Reply{Status: 200}); !errors.Is(err, store.ErrKeyLost) {
		t.Fatalf("the lapsed holder's finish: %v, want ErrKeyLost", err)
	}
	if got, err := s.ListDocuments(ctx, 10, 0); err != nil || len(got) != 0 {
		t.Fatalf("ListDocuments = %d documents, %v; want none", len(got), err)
	}
	reply := &store.Reply{Status: 201, Type: "t"}
	if err := s.SaveDocument(store.WithKey(ctx, second, reply), store.Document{ID: "won", Doc: docs(3, 1)[0]}); err != nil {
		t.Fatal(err)
	}
	sameReply(t, begin(t, ks, second, store.Replay).Reply, reply)
}

// testKeysExpire: a completed key expires after its TTL: the same key
// then starts anew.
func testKeysExpire(t *testing.T, s store.Store) {
	ks := keys(t, s)
	k := claim("POST /report", "k", "fp")
	k.TTL = 10 * time.Millisecond
	k.Token = begin(t, ks, k, store.Claimed).Token
	if err := ks.FinishKey(t.Context(), k, &store.Reply{Status: 200}); err != nil {
		t.Fatal(err)
	}
	time.Sleep(30 * time.Millisecond)
	begin(t, ks, claim("POST /report", "k", "other"), store.Claimed)
}

// testKeysConcurrentBegins: of many requests with one key at once, one
// claims it and the others find it in flight.
func testKeysConcurrentBegins(t *testing.T, s store.Store) {
	ks := keys(t, s)
	const n = 16
	var wg sync.WaitGroup
	outcomes := make([]store.Outcome, n)
	errs := make([]error, n)
	for i := range n {
		wg.Go(func() {
			st, err := ks.BeginKey(t.Context(), claim("POST /report", "same", "fp"))
			outcomes[i], errs[i] = st.Outcome, err
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		t.Fatal(err)
	}
	slices.Sort(outcomes)
	want := append([]store.Outcome{store.Claimed}, slices.Repeat([]store.Outcome{store.InFlight}, n-1)...)
	if !slices.Equal(outcomes, want) {
		t.Fatalf("outcomes %v, want one claim and %d in flight", outcomes, n-1)
	}
}
