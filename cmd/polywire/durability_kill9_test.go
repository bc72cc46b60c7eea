package main

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/protocodec"
	"github.com/polywire/polywire/dataset"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/internal/pgtest"
)

// TestWritesFromManyClientsSurviveKill9 is the durability test under group
// commit: 16 writers post documents (and every few requests a batch of
// people) to a real `polywire serve` child, which is killed with SIGKILL
// at a random moment (seeded; the seed is logged) while writes are in
// flight, then restarted on the same data, three times. After each restart
// every acknowledged document and batch of people is there and equal to
// what was sent; everything there was sent by some writer, whole (a
// document decodes and equals one sent; a batch of people is all there,
// contiguous, or absent); nothing is listed twice. One subtest per store:
// SQLite in the data directory, and PostgreSQL (the throwaway cluster of
// scripts/with-postgres; skipped without one, except in CI). The server
// runs in a child process, so the race detector (make test's TestConcurrent
// convention) has nothing of it to watch: the name keeps it out.
func TestWritesFromManyClientsSurviveKill9(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		args func(t *testing.T) []string
	}{
		{"sqlite", func(*testing.T) []string { return nil }},
		{"postgres", func(t *testing.T) []string { return []string{"-db", pgtest.Schema(t)} }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			args := tt.args(t)
			dir := filepath.Join(t.TempDir(), "data")
			seed := uint64(time.Now().UnixNano())
			t.Logf("seed %d (kill points)", seed)
			rng := rand.New(rand.NewPCG(seed, 17))
			sent := newSentLog()
			for round := range 3 {
				child, base := startChild(t, dir, args...)
				if round > 0 {
					sent.check(t, base) // what the previous kill left
				}
				stop := make(chan struct{})
				var wg sync.WaitGroup
				for w := range 16 {
					wg.Go(func() { sent.write(base, fmt.Sprintf("r%d-w%d", round, w), stop) })
				}
				kill := time.Duration(100+rng.IntN(400)) * time.Millisecond
				time.Sleep(kill)
				if err := child.Process.Kill(); err != nil { // SIGKILL: no shutdown, no flush
					t.Fatal(err)
				}
				_ = child.Wait()
				close(stop)
				wg.Wait()
				t.Logf("round %d: killed after %v with %d documents and %d batches of people acknowledged so far", round, kill, sent.ackedDocs(), sent.ackedBatches())
			}
			_, base := startChild(t, dir, args...)
			sent.check(t, base)
		})
	}
}

// sentLog is what the writers sent and which of it was acknowledged.
type sentLog struct {
	mu         sync.Mutex
	docs       map[string]*docsv1.Document // by name, as the store returns it
	docAcked   map[string]bool
	batches    map[string][]*peoplev1.Person // by the batch's name prefix
	batchAcked map[string]bool
}

func newSentLog() *sentLog {
	return &sentLog{docs: map[string]*docsv1.Document{}, docAcked: map[string]bool{},
		batches: map[string][]*peoplev1.Person{}, batchAcked: map[string]bool{}}
}

func (l *sentLog) ackedDocs() int    { l.mu.Lock(); defer l.mu.Unlock(); return len(l.docAcked) }
func (l *sentLog) ackedBatches() int { l.mu.Lock(); defer l.mu.Unlock(); return len(l.batchAcked) }

var durabilityDocs = dataset.GenerateDocuments(23, 16)

// write posts until the server dies or stop closes: a batch of 3 people
// every 8th request, documents otherwise, each named uniquely.
func (l *sentLog) write(base, prefix string, stop <-chan struct{}) {
	client := &http.Client{Timeout: 10 * time.Second}
	for i := 0; ; i++ {
		select {
		case <-stop:
			return
		default:
		}
		name := fmt.Sprintf("%s-%d", prefix, i)
		var path string
		var body []byte
		var err error
		if i%8 == 7 {
			ps := dataset.GeneratePeople(3).GetPerson()
			for k, p := range ps {
				p.Name = fmt.Sprintf("%s-%d", name, k)
			}
			l.mu.Lock()
			l.batches[name] = ps
			l.mu.Unlock()
			path = "/people"
			body, err = protocodec.Codec{}.Marshal(nil, &peoplev1.People{Person: ps})
		} else {
			d := proto.CloneOf(durabilityDocs[i%len(durabilityDocs)])
			d.Name = name
			body, err = protocodec.Codec{}.Marshal(nil, d)
			d.Owner.Secret = ""
			l.mu.Lock()
			l.docs[name] = d
			l.mu.Unlock()
			path = "/report"
		}
		if err != nil {
			panic(err)
		}
		resp, err := client.Post(base+path, "application/x-protobuf", bytes.NewReader(body))
		if err != nil {
			return // the server was killed
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		l.mu.Lock()
		switch {
		case path == "/report" && resp.StatusCode == http.StatusCreated:
			l.docAcked[name] = true
		case path == "/people" && resp.StatusCode == http.StatusOK:
			l.batchAcked[name] = true
		}
		l.mu.Unlock()
	}
}

// check lists everything the server at base has and holds it to the log.
func (l *sentLog) check(t *testing.T, base string) {
	t.Helper()
	l.mu.Lock()
	defer l.mu.Unlock()
	present := map[string]bool{}
	for _, d := range listAll(t, base+"/reports", func(b []byte) []*docsv1.Document {
		m := &docsv1.GetAllByLimitAndOffsetResponse{}
		if err := proto.Unmarshal(b, m); err != nil {
			t.Fatalf("a stored document does not decode: %v", err)
		}
		return m.GetDocuments()
	}) {
		want, ok := l.docs[d.GetName()]
		switch {
		case !ok:
			t.Fatalf("stored document %q was never sent", d.GetName())
		case present[d.GetName()]:
			t.Fatalf("document %q is listed twice", d.GetName())
		case !proto.Equal(d, want):
			t.Fatalf("stored document %q differs from what was sent", d.GetName())
		}
		present[d.GetName()] = true
	}
	for name := range l.docAcked {
		if !present[name] {
			t.Fatalf("document %q was acknowledged (201) but is gone after kill -9", name)
		}
	}
	persons := listAll(t, base+"/people/posted", func(b []byte) []*peoplev1.Person {
		m := &peoplev1.People{}
		if err := proto.Unmarshal(b, m); err != nil {
			t.Fatalf("a stored person does not decode: %v", err)
		}
		return m.GetPerson()
	})
	seen := map[string]bool{}
	for i := 0; i < len(persons); {
		name := persons[i].GetName()
		batch := name[:strings.LastIndexByte(name, '-')]
		want, ok := l.batches[batch]
		if !ok || seen[batch] {
			t.Fatalf("person %q: from no batch sent, or its batch is listed twice", name)
		}
		seen[batch] = true
		if i+len(want) > len(persons) {
			t.Fatalf("batch %s is cut short: half-written", batch)
		}
		for k, p := range want {
			if !proto.Equal(persons[i+k], p) {
				t.Fatalf("batch %s, person %d: %q differs from what was sent (a batch must be whole and contiguous)", batch, k, persons[i+k].GetName())
			}
		}
		i += len(want)
	}
	for batch := range l.batchAcked {
		if !seen[batch] {
			t.Fatalf("batch of people %s was acknowledged but is gone after kill -9", batch)
		}
	}
}

// listAll GETs every page of a list (Protobuf) and decodes it with decode.
func listAll[M any](t *testing.T, url string, decode func([]byte) []M) []M {
	t.Helper()
	var all []M
	for offset := 0; ; offset += 1000 {
		req, _ := http.NewRequest(http.MethodGet, fmt.Sprintf("%s?limit=1000&offset=%d", url, offset), nil)
		req.Header.Set("Accept", "application/x-protobuf")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil || resp.StatusCode != http.StatusOK {
			t.Fatalf("GET %s: %d %v", url, resp.StatusCode, err)
		}
		page := decode(b)
		all = append(all, page...)
		if len(page) < 1000 {
			return all
		}
	}
}
