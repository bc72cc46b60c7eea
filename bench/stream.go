package bench

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"time"

	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/contentcoding"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/results"
	"github.com/polywire/polywire/streamread"
)

// StreamConfig is the time-to-first-row experiment (`polywire bench
// stream`): seed 004's people read from GET /people:stream in every
// framing, against the same people in one body (GET /people).
type StreamConfig struct {
	// Target is the server's base URL ("http://127.0.0.1:8080").
	Target string
	// H2C speaks HTTP/2 with prior knowledge instead of HTTP/1.1.
	H2C bool
	// Reps are the counted repetitions of every case, after Warmup
	// uncounted ones.
	Reps, Warmup int
	// Limit is how many people a stream asks for (0: all). One body has
	// no limit: it always carries the whole dataset.
	Limit int
	// Codings are the content codings asked for (identity when empty).
	Codings []contentcoding.Coding
	// Total is how many people the dataset holds (50,000): the rows a
	// stream without a limit and one body must carry.
	Total    int
	Progress Progress
}

// StreamCase is one way of reading the people: a framing of
// docs/STREAMING.md in a format, or one body ("body").
type StreamCase struct {
	Framing string // ndjson, sse, json-array, envelope, body
	Format  string // json, proto, msgpack, flatbuffers
}

// StreamCases are the ways bench stream reads the people, streams first.
var StreamCases = []StreamCase{
	{"ndjson", "json"}, {"sse", "json"}, {"json-array", "json"},
	{"envelope", "proto"}, {"envelope", "msgpack"}, {"envelope", "flatbuffers"},
	{"body", "json"}, {"body", "proto"},
}

// accept is the media type that asks for c's framing.
func (c StreamCase) accept(reg *codec.Registry) (string, codec.Codec, error) {
	cd, ok := reg.ByName(c.Format)
	if !ok {
		return "", nil, fmt.Errorf("bench stream: unknown format %q", c.Format)
	}
	switch c.Framing {
	case "ndjson":
		return "application/x-ndjson", cd, nil
	case "sse":
		return "text/event-stream", cd, nil
	}
	return reg.MediaType(cd), cd, nil
}

// Stream measures, from a Go client, the time to the first person decoded
// and to the last, for every case × coding: Reps repetitions after Warmup,
// each checking the number of people and the first and last name. Any
// failed or short read stops the run.
func Stream(ctx context.Context, reg *codec.Registry, cfg StreamConfig) ([]results.StreamRow, error) {
	cfg.Reps = max(cfg.Reps, 1)
	if len(cfg.Codings) == 0 {
		cfg.Codings = []contentcoding.Coding{contentcoding.Identity}
	}
	tr := &http.Transport{DisableCompression: true, MaxIdleConnsPerHost: 4}
	protocol := "http/1.1"
	if cfg.H2C {
		tr.Protocols = new(http.Protocols)
		tr.Protocols.SetUnencryptedHTTP2(true)
		protocol = "h2c"
	}
	defer tr.CloseIdleConnections()
	hc := &http.Client{Transport: tr, Timeout: 5 * time.Minute}

	streamPath := "/people:stream"
	if cfg.Limit > 0 {
		streamPath += "?limit=" + strconv.Itoa(cfg.Limit)
	}
	var rows []results.StreamRow
	for _, sc := range StreamCases {
		accept, c, err := sc.accept(reg)
		if err != nil {
			return nil, err
		}
		path, want := streamPath, cfg.Total
		if sc.Framing != "body" && cfg.Limit > 0 {
			want = min(cfg.Limit, cfg.Total)
		}
		if sc.Framing == "body" {
			path = "/people"
		}
		for _, cd := range cfg.Codings {
			var first, total []float64
			wire := 0
			for i := -cfg.Warmup; i < cfg.Reps; i++ {
				var t streamTiming
				if sc.Framing == "body" {
					t, err = readBody(ctx, hc, cfg.Target+path, accept, c, cd)
				} else {
					t, err = readStream(ctx, hc, reg, cfg.Target+path, accept, sc.Framing, cd)
				}
				if err == nil {
					err = t.check(want)
				}
				if err != nil {
					return nil, fmt.Errorf("bench stream: %s %s %s: %w", sc.Framing, sc.Format, cd, err)
				}
				if i < 0 {
					continue
				}
				wire = t.wire
				first = append(first, ms(t.first))
				total = append(total, ms(t.total))
			}
			row := results.StreamRow{Endpoint: path, Framing: sc.Framing, Format: sc.Format, Decoder: "polywire " + c.Name() + "codec",
				Coding: string(cd), Protocol: protocol, Rows: want, WireBytes: wire,
				FirstRow: results.Summarize(first), Total: results.Summarize(total)}
			rows = append(rows, row)
			cfg.Progress.printf("%-10s %-11s %-8s %6d rows %10d B  first row %8.2f ms  total %8.2f ms (median of %d)",
				sc.Framing, sc.Format, cd, want, wire, row.FirstRow.Median, row.Total.Median, cfg.Reps)
		}
	}
	return rows, nil
}

// streamTiming is one repetition: the time to the first person and to the
// last, the people's count and the names to check.
type streamTiming struct {
	first, total    time.Duration
	wire, rows      int
	firstName, last string
}

// check is every repetition's proof that it read the whole dataset.
func (t streamTiming) check(want int) error {
	if t.rows != want {
		return fmt.Errorf("read %d people, want %d", t.rows, want)
	}
	if want == 0 {
		return nil
	}
	if w := "Person Number 0"; t.firstName != w {
		return fmt.Errorf("first person %q, want %q", t.firstName, w)
	}
	if w := "Person Number " + strconv.Itoa(want-1); t.last != w {
		return fmt.Errorf("last person %q, want %q", t.last, w)
	}
	return nil
}

// countingReader counts the bytes read through it: the wire bytes.
type countingReader struct {
	io.ReadCloser
	n int
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.ReadCloser.Read(p)
	c.n += n
	return n, err
}

func get(ctx context.Context, hc *http.Client, url, accept string, cd contentcoding.Coding) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept", accept)
	req.Header.Set("Accept-Encoding", string(cd))
	resp, err := hc.Do(req)
	if err != nil {
		return nil, fmt.Errorf("GET %s: %w", url, err)
	}
	return resp, nil
}

// readStream reads a stream person by person, each a new native object
// kept, as a client would hold them.
func readStream(ctx context.Context, hc *http.Client, reg *codec.Registry, url, accept, framing string, cd contentcoding.Coding) (streamTiming, error) {
	var t streamTiming
	start := time.Now()
	resp, err := get(ctx, hc, url, accept, cd)
	if err != nil {
		return t, err
	}
	defer func() { _ = resp.Body.Close() }() // NewReader's Close closes it too; twice is harmless
	body := &countingReader{ReadCloser: resp.Body}
	resp.Body = body
	r, err := streamread.NewReader(resp, reg)
	if err != nil {
		return t, fmt.Errorf("GET %s: %w", url, err)
	}
	defer func() { _ = r.Close() }()
	if got := string(r.Framing()); got != framing {
		return t, fmt.Errorf("GET %s (Accept %s): framing %s, want %s", url, accept, got, framing)
	}
	people := make([]*peoplev1.Person, 0, 1024)
	for {
		p := &peoplev1.Person{}
		err := r.Next(p)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return t, fmt.Errorf("GET %s: after %d people: %w", url, len(people), err)
		}
		if len(people) == 0 {
			t.first = time.Since(start)
		}
		people = append(people, p)
	}
	t.total = time.Since(start)
	if t.rows = len(people); t.rows == 0 {
		t.first = t.total
	} else {
		t.firstName, t.last = people[0].GetName(), people[t.rows-1].GetName()
	}
	t.wire = body.n
	return t, nil
}

// readBody reads the people in one body: the first person is in hand only
// when the whole body is decoded.
func readBody(ctx context.Context, hc *http.Client, url, accept string, c codec.Codec, cd contentcoding.Coding) (streamTiming, error) {
	var t streamTiming
	start := time.Now()
	resp, err := get(ctx, hc, url, accept, cd)
	if err != nil {
		return t, err
	}
	body, err := io.ReadAll(resp.Body)
	_ = resp.Body.Close()
	if err != nil {
		return t, fmt.Errorf("read %s: %w", url, err)
	}
	if resp.StatusCode != http.StatusOK {
		return t, fmt.Errorf("GET %s: %s: %.200s", url, resp.Status, body)
	}
	got, err := contentcoding.ParseContentEncoding(resp.Header.Get("Content-Encoding"))
	if err != nil {
		return t, err
	}
	raw := body
	if got != contentcoding.Identity {
		if raw, err = contentcoding.ReadAll(nil, bytes.NewReader(body), got, 1<<30); err != nil {
			return t, err
		}
	}
	var people peoplev1.People
	if err := c.Unmarshal(raw, &people); err != nil {
		return t, fmt.Errorf("decode %s as %s: %w", url, c.Name(), err)
	}
	t.total = time.Since(start)
	t.first, t.wire, t.rows = t.total, len(body), len(people.GetPerson())
	if t.rows > 0 {
		t.firstName, t.last = people.GetPerson()[0].GetName(), people.GetPerson()[t.rows-1].GetName()
	}
	return t, nil
}
