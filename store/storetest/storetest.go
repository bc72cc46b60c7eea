// Package storetest is the conformance suite of store.Store: the one set of
// tests every backend runs, so that the server behaves the same whichever
// store it is given. A backend's test calls Run with a function that opens
// a new, empty store:
//
//	func TestStore(t *testing.T) {
//		storetest.Run(t, func(t *testing.T) store.Store {
//			s, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "polywire.db"))
//			if err != nil {
//				t.Fatal(err)
//			}
//			t.Cleanup(func() { s.Close() })
//			return s
//		})
//	}
//
// Each subtest runs in parallel on its own store.
package storetest

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/dataset"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/store"
)

// Run runs the conformance suite. open must return a new, empty store
// for the test it is given, and release it at that test's cleanup; it may
// be called from parallel tests. Closing the store twice must be safe, as
// one subtest closes its store itself.
func Run(t *testing.T, open func(t *testing.T) store.Store) {
	t.Helper()
	tests := []struct {
		name string
		run  func(t *testing.T, s store.Store)
	}{
		{"empty_store", testEmptyStore},
		{"save_then_list", testSaveThenList},
		{"secret_never_stored_or_returned", testSecret},
		{"list_limit_and_offset", testListLimitOffset},
		{"paging", testPaging},
		{"duplicate_id", testDuplicateID},
		{"concurrent_saves", testConcurrentSaves},
		{"concurrent_writers_with_duplicates", testConcurrentWritersWithDuplicates},
		{"contexts_ending_while_writing", testContextsEndingWhileWriting},
		{"large_documents", testLargeDocuments},
		{"non_ascii_text", testNonASCII},
		{"people_order_across_appends", testPeopleOrder},
		{"people_limit_and_offset", testPeopleLimitOffset},
		{"people_50000_in_one_append", testPeopleLarge},
		{"concurrent_appends_stay_contiguous", testConcurrentAppends},
		{"canceled_context_writes_nothing", testCanceledContext},
		{"messages_by_collection_and_id", testMessages},
		{"message_keys_checked", testMessageKeys},
		{"keys_claim_and_replay", testKeysClaimReplay},
		{"keys_every_write", testKeysEveryWrite},
		{"keys_release", testKeysRelease},
		{"keys_lease_lapse", testKeysLeaseLapse},
		{"keys_expire", testKeysExpire},
		{"keys_concurrent_begins", testKeysConcurrentBegins},
		{"ping", testPing},
		{"close_then_use", testCloseThenUse},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			tt.run(t, open(t))
		})
	}
}

// docs returns n realistic documents, each named uniquely within the test.
func docs(seed uint64, n int) []*docsv1.Document {
	return dataset.GenerateDocuments(seed, n)
}

// save saves each document under the id "<prefix>-<index>".
func save(t testing.TB, s store.Store, prefix string, ds ...*docsv1.Document) {
	t.Helper()
	for i, d := range ds {
		id := fmt.Sprintf("%s-%d", prefix, i)
		if err := s.SaveDocument(t.Context(), store.Document{ID: id, Doc: d, SecretHash: "hash-" + id}); err != nil {
			t.Fatalf("SaveDocument(%s): %v", id, err)
		}
	}
}

// listDocs lists every document, a page of store.MaxListLimit at a time.
func listDocs(t testing.TB, s store.Store) []*docsv1.Document {
	t.Helper()
	var all []*docsv1.Document
	for offset := 0; ; offset += store.MaxListLimit {
		page, err := s.ListDocuments(t.Context(), store.MaxListLimit, offset)
		if err != nil {
			t.Fatalf("ListDocuments(%d, %d): %v", store.MaxListLimit, offset, err)
		}
		all = append(all, page...)
		if len(page) < store.MaxListLimit {
			return all
		}
	}
}

// listPeople lists every person in one call.
func listPeople(t testing.TB, s store.Store) []*peoplev1.Person {
	t.Helper()
	persons, err := s.ListPeople(t.Context(), 1<<30, 0)
	if err != nil {
		t.Fatalf("ListPeople: %v", err)
	}
	return persons
}

// withoutSecret is what a store returns for d.
func withoutSecret(ds ...*docsv1.Document) []*docsv1.Document {
	out := make([]*docsv1.Document, len(ds))
	for i, d := range ds {
		d = proto.CloneOf(d)
		if d.GetOwner() != nil {
			d.Owner.Secret = ""
		}
		out[i] = d
	}
	return out
}

// equalMessages fails t unless got and want are equal, element by element.
func equalMessages[M proto.Message](t testing.TB, what string, got, want []M) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: got %d, want %d", what, len(got), len(want))
	}
	for i := range got {
		if !proto.Equal(got[i], want[i]) {
			t.Fatalf("%s: [%d] differs:\ngot  %s\nwant %s", what, i, short(got[i]), short(want[i]))
		}
	}
}

// short is m's text form, cut so a 1 MB document does not flood the log.
func short(m proto.Message) string {
	s := fmt.Sprint(m)
	if len(s) > 300 {
		return s[:300] + "…"
	}
	return s
}

func testEmptyStore(t *testing.T, s store.Store) {
	if got := listDocs(t, s); len(got) != 0 {
		t.Errorf("a new store lists %d documents", len(got))
	}
	if got := listPeople(t, s); len(got) != 0 {
		t.Errorf("a new store lists %d persons", len(got))
	}
}

func testSaveThenList(t *testing.T, s store.Store) {
	in := docs(1, 5)
	save(t, s, "doc", in...)
	equalMessages(t, "ListDocuments", listDocs(t, s), withoutSecret(in...))
}

func testSecret(t *testing.T, s store.Store) {
	// The server clears the secret before saving; a store must not rely on
	// it, and must not clear it in the caller's message either.
	d := docs(2, 1)[0]
	d.Owner.Secret = "hunter2-do-not-store"
	if err := s.SaveDocument(t.Context(), store.Document{ID: "with-secret", Doc: d, SecretHash: "h"}); err != nil {
		t.Fatal(err)
	}
	if d.GetOwner().GetSecret() != "hunter2-do-not-store" {
		t.Error("SaveDocument modified its argument")
	}
	got := listDocs(t, s)
	if len(got) != 1 {
		t.Fatalf("listed %d documents, want 1", len(got))
	}
	if got[0].GetOwner().GetSecret() != "" {
		t.Fatal("ListDocuments returned the owner's secret")
	}
	if got[0].GetOwner().GetUuid() != d.GetOwner().GetUuid() {
		t.Error("the owner's uuid was lost with the secret")
	}
	equalMessages(t, "ListDocuments", got, withoutSecret(d))
}

func testListLimitOffset(t *testing.T, s store.Store) {
	in := withoutSecret(docs(3, 7)...)
	save(t, s, "doc", in...)
	tests := []struct {
		name          string
		limit, offset int
		want          []*docsv1.Document
	}{
		{"zero_limit", 0, 0, nil},
		{"negative_limit", -1, 0, nil},
		{"limit_one", 1, 0, in[:1]},
		{"limit_past_end", 100, 0, in},
		{"offset", 3, 2, in[2:5]},
		{"offset_to_last", 10, 6, in[6:]},
		{"offset_at_end", 10, 7, nil},
		{"offset_past_end", 10, 1000, nil},
		{"negative_offset_counts_as_zero", 2, -5, in[:2]},
		{"max_list_limit", store.MaxListLimit, 0, in},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := s.ListDocuments(t.Context(), tt.limit, tt.offset)
			if err != nil {
				t.Fatal(err)
			}
			if got == nil && len(tt.want) == 0 {
				// nil and empty are both fine for "none".
				return
			}
			equalMessages(t, fmt.Sprintf("ListDocuments(%d, %d)", tt.limit, tt.offset), got, tt.want)
		})
	}
}

func testPaging(t *testing.T, s store.Store) {
	in := withoutSecret(docs(4, 25)...)
	save(t, s, "doc", in...)
	var all []*docsv1.Document
	var sizes []int
	for offset := 0; ; offset += 10 {
		page, err := s.ListDocuments(t.Context(), 10, offset)
		if err != nil {
			t.Fatal(err)
		}
		sizes = append(sizes, len(page))
		if len(page) == 0 {
			break
		}
		all = append(all, page...)
	}
	if fmt.Sprint(sizes) != "[10 10 5 0]" {
		t.Errorf("page sizes %v, want [10 10 5 0]", sizes)
	}
	equalMessages(t, "pages", all, in)
}

func testDuplicateID(t *testing.T, s store.Store) {
	first, second, third := docs(5, 3)[0], docs(5, 3)[1], docs(5, 3)[2]
	ctx := t.Context()
	if err := s.SaveDocument(ctx, store.Document{ID: "same", Doc: first}); err != nil {
		t.Fatal(err)
	}
	err := s.SaveDocument(ctx, store.Document{ID: "same", Doc: second})
	if !errors.Is(err, store.ErrConflict) {
		t.Fatalf("second save of an id: %v, want an error wrapping store.ErrConflict", err)
	}
	if errors.Is(err, store.ErrUnavailable) {
		t.Errorf("a conflict wraps store.ErrUnavailable: %v", err)
	}
	equalMessages(t, "after the conflict", listDocs(t, s), withoutSecret(first))
	// The store still works after the failed write.
	if err := s.SaveDocument(ctx, store.Document{ID: "other", Doc: third}); err != nil {
		t.Fatalf("save after a conflict: %v", err)
	}
	equalMessages(t, "after the next save", listDocs(t, s), withoutSecret(first, third))
}

func testConcurrentSaves(t *testing.T, s store.Store) {
	const writers, each = 8, 20
	in := docs(6, writers*each)
	for i, d := range in {
		d.Name = fmt.Sprintf("writer %d doc %d", i/each, i%each)
	}
	var wg sync.WaitGroup
	errs := make(chan error, writers*each)
	for w := range writers {
		wg.Go(func() {
			for i := range each {
				d := in[w*each+i]
				if err := s.SaveDocument(t.Context(), store.Document{ID: d.Name, Doc: d}); err != nil {
					errs <- fmt.Errorf("save %q: %w", d.Name, err)
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	got := listDocs(t, s)
	if len(got) != writers*each {
		t.Fatalf("listed %d documents, want %d", len(got), writers*each)
	}
	// Each exactly once, each writer's in the order it saved them (a save
	// that returned before another began is listed before it).
	seen := map[string]bool{}
	next := make([]int, writers)
	for _, d := range got {
		if seen[d.GetName()] {
			t.Fatalf("%q listed twice", d.GetName())
		}
		seen[d.GetName()] = true
		var w, i int
		if _, err := fmt.Sscanf(d.GetName(), "writer %d doc %d", &w, &i); err != nil {
			t.Fatalf("unexpected document %q", d.GetName())
		}
		if i != next[w] {
			t.Fatalf("writer %d: doc %d listed where doc %d was expected", w, i, next[w])
		}
		next[w]++
		if !proto.Equal(d, withoutSecret(in[w*each+i])[0]) {
			t.Fatalf("%q differs from what was saved", d.GetName())
		}
	}
}

// testConcurrentWritersWithDuplicates is what group commit must keep: 64
// writers save at once, some of them ids another writer also saves. Each
// contested id is saved exactly once and the others fail with ErrConflict
// alone (their neighbours in a shared commit are saved); nothing else
// fails; every acknowledged save is listed exactly once; and the list
// order agrees with the acknowledgements: a save acknowledged before
// another began is listed before it (so each writer's saves are listed in
// its order).
func testConcurrentWritersWithDuplicates(t *testing.T, s store.Store) {
	const writers, each, contested = 64, 6, 16
	var clock atomic.Int64 // orders calls and acknowledgements across writers
	type saved struct {
		start, ack int64
		writer, i  int
	}
	var mu sync.Mutex
	acked := map[string]saved{}
	var conflicts atomic.Int64
	var wg sync.WaitGroup
	errs := make(chan error, writers*each)
	base := docs(12, 1)[0]
	for w := range writers {
		wg.Go(func() {
			for i := range each {
				name := fmt.Sprintf("writer %d doc %d", w, i)
				id := name
				if i == each/2 { // every writer tries one contested id
					id = fmt.Sprint("contested-", w%contested)
				}
				d := proto.CloneOf(base)
				d.Name = name
				start := clock.Add(1)
				err := s.SaveDocument(t.Context(), store.Document{ID: id, Doc: d})
				ack := clock.Add(1)
				switch {
				case err == nil:
					mu.Lock()
					acked[name] = saved{start: start, ack: ack, writer: w, i: i}
					mu.Unlock()
				case errors.Is(err, store.ErrConflict) && strings.HasPrefix(id, "contested-"):
					conflicts.Add(1)
				default:
					errs <- fmt.Errorf("save %q as %q: %w", name, id, err)
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if want := int64(writers - contested); conflicts.Load() != want {
		t.Errorf("%d saves of a contested id failed with ErrConflict, want %d", conflicts.Load(), want)
	}
	got := listDocs(t, s)
	if len(got) != len(acked) {
		t.Fatalf("listed %d documents, %d saves were acknowledged", len(got), len(acked))
	}
	if want := writers*each - (writers - contested); len(got) != want {
		t.Errorf("listed %d documents, want %d", len(got), want)
	}
	seen := map[string]bool{}
	last := make([]int, writers)
	for i := range last {
		last[i] = -1
	}
	var latestStart int64 // the latest call among the documents listed so far
	var latestName string
	for _, d := range got {
		a, ok := acked[d.GetName()]
		if !ok {
			t.Fatalf("%q is listed but its save was not acknowledged", d.GetName())
		}
		if seen[d.GetName()] {
			t.Fatalf("%q listed twice", d.GetName())
		}
		seen[d.GetName()] = true
		if a.i <= last[a.writer] {
			t.Fatalf("writer %d: doc %d listed after its doc %d", a.writer, a.i, last[a.writer])
		}
		last[a.writer] = a.i
		if a.ack < latestStart {
			t.Fatalf("%q is listed after %q, whose save began after %q's was acknowledged", d.GetName(), latestName, d.GetName())
		}
		if a.start > latestStart {
			latestStart, latestName = a.start, d.GetName()
		}
	}
}

// testContextsEndingWhileWriting saves with contexts that end at random
// moments: a save returns nil and is listed, or returns its context's error
// (and may or may not be stored: the store had perhaps already taken it);
// nothing else, and the store keeps working.
func testContextsEndingWhileWriting(t *testing.T, s store.Store) {
	const writers, each = 16, 8
	var wg sync.WaitGroup
	var mu sync.Mutex
	ok := map[string]bool{}
	base := docs(13, 1)[0]
	errs := make(chan error, writers*each)
	for w := range writers {
		wg.Go(func() {
			for i := range each {
				d := proto.CloneOf(base)
				d.Name = fmt.Sprintf("writer %d doc %d", w, i)
				ctx, cancel := context.WithTimeout(t.Context(), time.Duration((w*each+i)%7)*300*time.Microsecond)
				err := s.SaveDocument(ctx, store.Document{ID: d.Name, Doc: d})
				cancel()
				switch {
				case err == nil:
					mu.Lock()
					ok[d.Name] = true
					mu.Unlock()
				case errors.Is(err, context.DeadlineExceeded):
				default:
					errs <- fmt.Errorf("save %q: %w", d.Name, err)
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	listed := map[string]bool{}
	for _, d := range listDocs(t, s) {
		if listed[d.GetName()] {
			t.Fatalf("%q listed twice", d.GetName())
		}
		listed[d.GetName()] = true
	}
	for name := range ok {
		if !listed[name] {
			t.Errorf("%q: its save returned nil but it is not listed", name)
		}
	}
	t.Logf("%d of %d saves acknowledged before their deadline, %d stored", len(ok), writers*each, len(listed))
	if err := s.SaveDocument(t.Context(), store.Document{ID: "after", Doc: base}); err != nil {
		t.Fatalf("save after the deadlines: %v", err)
	}
}

func testLargeDocuments(t *testing.T, s store.Store) {
	const mb = 1 << 20
	big := docs(7, 2)
	big[0].Name = strings.Repeat("x", mb)
	big[1].Name = strings.Repeat("ü", mb/2) // 1 MB of two-byte runes
	big[1].Delivery.Address.Street = strings.Repeat("東京都", mb/9)
	big[1].Goods = append(big[1].Goods, &docsv1.Goods{Name: strings.Repeat("🚚", mb/4), Amount: 1, Code: "big"})
	save(t, s, "big", big...)
	equalMessages(t, "large documents", listDocs(t, s), withoutSecret(big...))
}

func testNonASCII(t *testing.T, s store.Store) {
	texts := []string{
		"Zürich Straße 5, Æsir Ølstykke",
		"東京都千代田区丸の内1-1",
		"🚚📦 emoji and ZWJ 👩‍👩‍👧",
		"שלום עולם — right to left",
		"e\u0301 combining, \u00a0no-break space",
		"nul \x00 inside, and 'quotes' \"double\" \\backslash; DROP TABLE documents; --",
		"%_ like wildcards ? $1 placeholders",
	}
	in := docs(8, len(texts))
	for i, text := range texts {
		in[i].Name = text
		in[i].Department.Employee.Surname = text
		in[i].Goods[0].Name = text
	}
	save(t, s, "text", in...)
	equalMessages(t, "non-ASCII documents", listDocs(t, s), withoutSecret(in...))
}

// persons returns n persons whose names start with prefix.
func persons(prefix string, n int) []*peoplev1.Person {
	ps := dataset.GeneratePeople(n).GetPerson()
	for _, p := range ps {
		p.Name = prefix + " " + p.Name
	}
	return ps
}

func testPeopleOrder(t *testing.T, s store.Store) {
	ctx := t.Context()
	var want []*peoplev1.Person
	for i, n := range []int{3, 1, 0, 17, 5} {
		batch := persons(fmt.Sprint("batch", i), n)
		if err := s.AppendPeople(ctx, batch); err != nil {
			t.Fatalf("AppendPeople(%d persons): %v", n, err)
		}
		want = append(want, batch...)
		equalMessages(t, fmt.Sprintf("after append %d", i), listPeople(t, s), want)
	}
	if err := s.AppendPeople(ctx, nil); err != nil {
		t.Fatalf("AppendPeople(nil): %v", err)
	}
	equalMessages(t, "after an empty append", listPeople(t, s), want)
}

func testPeopleLimitOffset(t *testing.T, s store.Store) {
	in := persons("p", 12)
	if err := s.AppendPeople(t.Context(), in); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name          string
		limit, offset int
		want          []*peoplev1.Person
	}{
		{"zero_limit", 0, 0, nil},
		{"negative_limit", -3, 0, nil},
		{"first_page", 5, 0, in[:5]},
		{"middle_page", 5, 5, in[5:10]},
		{"last_page", 5, 10, in[10:]},
		{"offset_past_end", 5, 12, nil},
		{"negative_offset_counts_as_zero", 1, -1, in[:1]},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := s.ListPeople(t.Context(), tt.limit, tt.offset)
			if err != nil {
				t.Fatal(err)
			}
			if got == nil && len(tt.want) == 0 {
				return
			}
			equalMessages(t, fmt.Sprintf("ListPeople(%d, %d)", tt.limit, tt.offset), got, tt.want)
		})
	}
}

func testPeopleLarge(t *testing.T, s store.Store) {
	ctx := t.Context()
	head := persons("head", 2)
	if err := s.AppendPeople(ctx, head); err != nil {
		t.Fatal(err)
	}
	in := dataset.GeneratePeople(dataset.PeopleCount).GetPerson()
	start := time.Now()
	if err := s.AppendPeople(ctx, in); err != nil {
		t.Fatalf("AppendPeople(%d persons): %v", len(in), err)
	}
	t.Logf("AppendPeople(%d persons) took %v", len(in), time.Since(start).Round(time.Millisecond))
	start = time.Now()
	got := listPeople(t, s)
	t.Logf("ListPeople(all %d) took %v", len(got), time.Since(start).Round(time.Millisecond))
	equalMessages(t, "ListPeople", got, append(head, in...))
	tail, err := s.ListPeople(ctx, 10, len(in)-3)
	if err != nil {
		t.Fatal(err)
	}
	equalMessages(t, "the last page", tail, in[len(in)-5:])
}

func testConcurrentAppends(t *testing.T, s store.Store) {
	// Appends are atomic and ordered: each batch is listed whole and
	// contiguous, never interleaved with another one.
	const appenders, size = 4, 500
	var wg sync.WaitGroup
	errs := make(chan error, appenders)
	for a := range appenders {
		wg.Go(func() {
			if err := s.AppendPeople(t.Context(), persons(fmt.Sprint("appender", a), size)); err != nil {
				errs <- err
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	got := listPeople(t, s)
	if len(got) != appenders*size {
		t.Fatalf("listed %d persons, want %d", len(got), appenders*size)
	}
	for start := 0; start < len(got); start += size {
		prefix, _, _ := strings.Cut(got[start].GetName(), " ")
		equalMessages(t, "batch at "+strconv.Itoa(start), got[start:start+size], persons(prefix, size))
	}
}

func testCanceledContext(t *testing.T, s store.Store) {
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	check := func(what string, err error) {
		t.Helper()
		if err == nil {
			t.Errorf("%s with a canceled context succeeded", what)
			return
		}
		if !errors.Is(err, context.Canceled) {
			t.Errorf("%s with a canceled context: %v, want an error wrapping context.Canceled", what, err)
		}
		if errors.Is(err, store.ErrUnavailable) {
			t.Errorf("%s with a canceled context wraps store.ErrUnavailable: %v", what, err)
		}
	}
	check("SaveDocument", s.SaveDocument(ctx, store.Document{ID: "canceled", Doc: docs(9, 1)[0]}))
	check("AppendPeople", s.AppendPeople(ctx, persons("canceled", 10)))
	_, err := s.ListDocuments(ctx, 10, 0)
	check("ListDocuments", err)
	_, err = s.ListPeople(ctx, 10, 0)
	check("ListPeople", err)
	check("Ping", s.Ping(ctx))
	check("SaveMessage", s.SaveMessage(ctx, "/canceled", "1", []byte{1}))
	_, err = s.LoadMessage(ctx, "/canceled", "1")
	check("LoadMessage", err)
	if _, err := s.LoadMessage(t.Context(), "/canceled", "1"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("a canceled SaveMessage stored a message (load: %v)", err)
	}
	if got := listDocs(t, s); len(got) != 0 {
		t.Errorf("a canceled SaveDocument stored %d documents", len(got))
	}
	if got := listPeople(t, s); len(got) != 0 {
		t.Errorf("a canceled AppendPeople stored %d persons", len(got))
	}
}

func testPing(t *testing.T, s store.Store) {
	if err := s.Ping(t.Context()); err != nil {
		t.Fatalf("Ping: %v", err)
	}
}

func testCloseThenUse(t *testing.T, s store.Store) {
	if err := s.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	ctx := t.Context()
	// Each must fail, and none may panic.
	if err := s.SaveDocument(ctx, store.Document{ID: "closed", Doc: docs(10, 1)[0]}); err == nil {
		t.Error("SaveDocument after Close succeeded")
	}
	if err := s.AppendPeople(ctx, persons("closed", 1)); err == nil {
		t.Error("AppendPeople after Close succeeded")
	}
	if _, err := s.ListDocuments(ctx, 10, 0); err == nil {
		t.Error("ListDocuments after Close succeeded")
	}
	if _, err := s.ListPeople(ctx, 10, 0); err == nil {
		t.Error("ListPeople after Close succeeded")
	}
	if err := s.Ping(ctx); err == nil {
		t.Error("Ping after Close succeeded")
	}
	if err := s.SaveMessage(ctx, "/closed", "1", []byte{1}); err == nil {
		t.Error("SaveMessage after Close succeeded")
	}
	if _, err := s.LoadMessage(ctx, "/closed", "1"); err == nil {
		t.Error("LoadMessage after Close succeeded")
	}
	_ = s.Close() // a second Close must not panic
}

func testMessages(t *testing.T, s store.Store) {
	ctx := t.Context()
	big, err := proto.Marshal(docs(11, 1)[0])
	if err != nil {
		t.Fatal(err)
	}
	saved := []struct {
		collection, id string
		data           []byte
	}{
		{"/orders:acme.shop.v1.Order", "ord-1", []byte{0x0a, 0x05, 'o', 'r', 'd', '-', '1'}},
		{"/orders:acme.shop.v1.Order", "ord-2", big},
		// The same id in another collection is another message.
		{"/carts:acme.shop.v1.Cart", "ord-1", []byte{0x08, 0x01}},
		// An empty message is zero bytes, and comes back as zero bytes.
		{"/orders:acme.shop.v1.Order", "empty", nil},
		{"/orders:acme.shop.v1.Order", "bestellung-ü-注文", []byte{0x10, 0x02}},
	}
	for _, m := range saved {
		if err := s.SaveMessage(ctx, m.collection, m.id, m.data); err != nil {
			t.Fatalf("SaveMessage(%s, %s): %v", m.collection, m.id, err)
		}
	}
	for _, m := range saved {
		got, err := s.LoadMessage(ctx, m.collection, m.id)
		if err != nil {
			t.Fatalf("LoadMessage(%s, %s): %v", m.collection, m.id, err)
		}
		if got == nil || string(got) != string(m.data) {
			t.Errorf("LoadMessage(%s, %s) = %x (nil: %v), want %x", m.collection, m.id, got, got == nil, m.data)
		}
	}
	err = s.SaveMessage(ctx, "/orders:acme.shop.v1.Order", "ord-1", []byte{0x08, 0x09})
	if !errors.Is(err, store.ErrConflict) || errors.Is(err, store.ErrUnavailable) {
		t.Errorf("second save of an id: %v, want an error wrapping store.ErrConflict only", err)
	}
	if got, err := s.LoadMessage(ctx, "/orders:acme.shop.v1.Order", "ord-1"); err != nil || string(got) != string(saved[0].data) {
		t.Errorf("after the conflict: %x, %v; want the first save's bytes", got, err)
	}
	for _, miss := range [][2]string{{"/orders:acme.shop.v1.Order", "ord-9"}, {"/nothing", "ord-1"}} {
		_, err := s.LoadMessage(ctx, miss[0], miss[1])
		if !errors.Is(err, store.ErrNotFound) || errors.Is(err, store.ErrUnavailable) {
			t.Errorf("LoadMessage(%s, %s) of nothing: %v, want an error wrapping store.ErrNotFound only", miss[0], miss[1], err)
		}
	}
}

func testMessageKeys(t *testing.T, s store.Store) {
	ctx := t.Context()
	for _, k := range [][2]string{{"", "1"}, {"/orders", ""}, {"/orders", strings.Repeat("x", store.MaxKeyBytes+1)}, {"/orders", "bad\xff"}} {
		if err := s.SaveMessage(ctx, k[0], k[1], []byte{1}); err == nil {
			t.Errorf("SaveMessage(%q, %.20q...) succeeded", k[0], k[1])
		}
	}
	if err := s.SaveMessage(ctx, "/orders", strings.Repeat("x", store.MaxKeyBytes), []byte{1}); err != nil {
		t.Errorf("SaveMessage with an id of MaxKeyBytes: %v", err)
	}
}
