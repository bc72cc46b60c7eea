// Package chaos is the client side of polywire's chaos test: writes sent
// at a fixed rate (an open model: a write starts on schedule whether or
// not the earlier ones have answered), each under an Idempotency-Key of
// its own and retried with that key until it is acknowledged, and the
// check that every acknowledged write is stored exactly once.
//
// Failed attempts are kept with their time, so that the test can say
// where they fell: a failover window is a run of failed attempts with no
// gap longer than two seconds, and a failure outside the windows of the
// events the test caused (a replica killed, the database restarted) is a
// finding.
package chaos

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"slices"
	"strconv"
	"sync"
	"time"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/dataset"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
)

// Writer sends documents to POST /report of URL.
type Writer struct {
	URL string
	// Rate is the writes started per second.
	Rate float64
	// Deadline bounds one write, its retries included: a write not
	// acknowledged by then is given up (and counted).
	Deadline time.Duration
	// Client sends the requests (default: one with a 10 s timeout).
	Client *http.Client
	// NoKey sends the writes without Idempotency-Key: what a client
	// without it gets from the same retries (duplicates).
	NoKey bool
}

// Attempt is one try of a write: sent At, answered (or failed) Done.
type Attempt struct {
	At, Done time.Time
	// Status is the HTTP status (0: no answer — a refused or broken
	// connection, a timeout); Err says what went wrong when not 2xx.
	Status int
	Err    string
}

// Write is one write's story.
type Write struct {
	Key      string
	Started  time.Time
	Attempts []Attempt
	// Acked is when it was acknowledged (zero: never); ID the stored
	// document's id it was answered with; Replayed whether that answer
	// came from the key (a retry of an attempt that had committed).
	Acked    time.Time
	ID       string
	Replayed bool
}

// Result is a run's writes, in the order they started.
type Result struct {
	Start, End time.Time
	Writes     []*Write
}

// Run starts d×w.Rate writes, one every 1/w.Rate, then waits for the last
// ones (up to w.Deadline) and returns every write's story. name names the documents
// ("<name>-<n>"): Verify finds them by it.
func (w *Writer) Run(ctx context.Context, name string, d time.Duration) *Result {
	c := w.Client
	if c == nil {
		c = &http.Client{Timeout: 10 * time.Second}
	}
	res := &Result{Start: time.Now()}
	var wg sync.WaitGroup
	// Write n is due at Start + n/Rate: a loop that wakes late starts
	// every write that is due at once, so a run of d holds d×Rate writes
	// however busy the machine (a ticker would drop the ticks it missed).
	total := int(d.Seconds() * w.Rate)
	for n := range total {
		due := res.Start.Add(time.Duration(float64(n) / w.Rate * float64(time.Second)))
		select {
		case <-ctx.Done():
		case <-time.After(time.Until(due)):
		}
		if ctx.Err() != nil {
			break
		}
		wr := &Write{Key: fmt.Sprintf("%s-%d", name, n), Started: time.Now()}
		res.Writes = append(res.Writes, wr)
		wg.Go(func() { w.write(ctx, c, wr) })
	}
	wg.Wait()
	res.End = time.Now()
	return res
}

// template is the document every write sends, under its own name: a
// valid one (seed 003's rules).
var template = dataset.GenerateDocuments(31, 1)[0]

// MaxBackoff is the longest wait between two attempts of a write.
const MaxBackoff = 4 * time.Second

// write sends wr until it is acknowledged or its deadline passes, the
// same body under the same key each time, backing off from 100 ms to
// MaxBackoff.
func (w *Writer) write(ctx context.Context, c *http.Client, wr *Write) {
	doc := proto.Clone(template).(*docsv1.Document)
	doc.Name = wr.Key
	body, _ := protojson.Marshal(doc)
	deadline := wr.Started.Add(w.Deadline)
	backoff := 100 * time.Millisecond
	for ctx.Err() == nil && time.Now().Before(deadline) {
		a := Attempt{At: time.Now()}
		key := wr.Key
		if w.NoKey {
			key = ""
		}
		status, id, replayed, err := post(ctx, c, w.URL+"/report", key, body)
		a.Status, a.Done = status, time.Now()
		if err == nil {
			wr.Attempts = append(wr.Attempts, a)
			wr.Acked, wr.ID, wr.Replayed = time.Now(), id, replayed
			return
		}
		a.Err = err.Error()
		wr.Attempts = append(wr.Attempts, a)
		if status >= 400 && status < 500 && status != http.StatusConflict && status != http.StatusTooManyRequests {
			return // the request is wrong: retrying will not help
		}
		// Exponential backoff with jitter, up to MaxBackoff: a failing
		// cluster is not also flooded by every write retrying at once.
		select {
		case <-ctx.Done():
		case <-time.After(backoff/2 + time.Duration(rand.Int64N(int64(backoff)))):
		}
		backoff = min(2*backoff, MaxBackoff)
	}
}

// post sends one attempt; err is nil only for a 201 with an id.
func post(ctx context.Context, c *http.Client, url, key string, body []byte) (status int, id string, replayed bool, err error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return 0, "", false, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	if key != "" {
		req.Header.Set("Idempotency-Key", key)
	}
	resp, err := c.Do(req)
	if err != nil {
		return 0, "", false, err
	}
	defer func() { _ = resp.Body.Close() }()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return resp.StatusCode, "", false, err
	}
	if resp.StatusCode != http.StatusCreated {
		return resp.StatusCode, "", false, fmt.Errorf("%d %s", resp.StatusCode, bytes.TrimSpace(b))
	}
	var saved struct{ Message string }
	if err := json.Unmarshal(b, &saved); err != nil || saved.Message == "" {
		return resp.StatusCode, "", false, fmt.Errorf("201 without an id: %s", b)
	}
	return resp.StatusCode, saved.Message, resp.Header.Get("Idempotent-Replayed") == "true", nil
}

// Stored reads every document of URL's GET /reports (paged) and counts
// them by name.
func Stored(ctx context.Context, c *http.Client, url string) (map[string]int, error) {
	if c == nil {
		c = &http.Client{Timeout: 30 * time.Second}
	}
	names := map[string]int{}
	const page = 1000
	for offset := 0; ; offset += page {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url+"/reports?limit="+strconv.Itoa(page)+"&offset="+strconv.Itoa(offset), nil)
		if err != nil {
			return nil, err
		}
		req.Header.Set("Accept", "application/json")
		resp, err := c.Do(req)
		if err != nil {
			return nil, err
		}
		var docs struct{ Documents []struct{ Name string } }
		err = json.NewDecoder(resp.Body).Decode(&docs)
		_ = resp.Body.Close()
		if err != nil || resp.StatusCode != http.StatusOK {
			return nil, errors.Join(fmt.Errorf("GET /reports at %d: %d", offset, resp.StatusCode), err)
		}
		for _, d := range docs.Documents {
			names[d.Name]++
		}
		if len(docs.Documents) < page {
			return names, nil
		}
	}
}

// Check is what Verify found.
type Check struct {
	Writes, Acked, GivenUp int
	// Replayed are the writes answered from their key: a retry of an
	// attempt that had committed (or raced one that was committing).
	Replayed int
	// Lost are acknowledged writes not stored; Duplicated writes stored
	// more than once. Both must be empty.
	Lost, Duplicated []string
	// FailedAttempts counts the attempts that failed.
	FailedAttempts int
}

// Verify checks res against the stored documents (Stored): every
// acknowledged write stored exactly once, none stored twice.
func Verify(res *Result, stored map[string]int) Check {
	var c Check
	for _, w := range res.Writes {
		c.Writes++
		for _, a := range w.Attempts {
			if a.Err != "" {
				c.FailedAttempts++
			}
		}
		n := stored[w.Key]
		switch {
		case !w.Acked.IsZero():
			c.Acked++
			if w.Replayed {
				c.Replayed++
			}
			if n == 0 {
				c.Lost = append(c.Lost, w.Key)
			}
		default:
			c.GivenUp++
		}
		if n > 1 {
			c.Duplicated = append(c.Duplicated, w.Key)
		}
	}
	return c
}

// windowGap is the longest gap between two failed attempts of one
// window.
const windowGap = 2 * time.Second

// Window is a run of failed attempts with no gap over windowGap.
type Window struct {
	From, To time.Time
	Failed   int
	// Statuses counts the failures by status ("503", "no answer");
	// Sample is the first one's error.
	Statuses map[string]int
	Sample   string
}

// Windows groups res's failed attempts into windows.
func Windows(res *Result) []Window {
	var failed []Attempt
	for _, w := range res.Writes {
		for _, a := range w.Attempts {
			if a.Err != "" {
				failed = append(failed, a)
			}
		}
	}
	// A failure is placed when it was seen: an attempt sent before a
	// replica died fails when it does.
	slices.SortFunc(failed, func(a, b Attempt) int { return a.Done.Compare(b.Done) })
	var out []Window
	for _, a := range failed {
		if len(out) == 0 || a.Done.Sub(out[len(out)-1].To) > windowGap {
			out = append(out, Window{From: a.Done, To: a.Done, Statuses: map[string]int{}, Sample: a.Err})
		}
		win := &out[len(out)-1]
		win.To, win.Failed = a.Done, win.Failed+1
		what := "no answer"
		if a.Status != 0 {
			what = strconv.Itoa(a.Status)
		}
		win.Statuses[what]++
	}
	return out
}
