package bench

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/contentcoding"
	articlesv1 "github.com/polywire/polywire/gen/polywire/articles/v1"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/results"
)

// ClientConfig is seed 000's and seed 002's client experiments.
type ClientConfig struct {
	// Target is the server's base URL ("http://127.0.0.1:8080").
	Target string
	// H2C speaks HTTP/2 with prior knowledge instead of HTTP/1.1.
	H2C bool
	// Reps per endpoint, format and coding (seed 000 ran 20).
	Reps int
	// Endpoints, Formats and Codings select the matrix (all when empty).
	Endpoints []string
	Formats   []string
	Codings   []contentcoding.Coding
	// ArticleSections and ArticleRequests are seed 002's experiment: for
	// each size, that many requests per format (it ran 50..500 by 50, 50
	// requests each). Empty sections skips the experiment.
	ArticleSections []int
	ArticleRequests int
	ArticleCodings  []contentcoding.Coding
	// NewMessage makes the message an endpoint's response decodes into,
	// for endpoints other than the seeds' (a user's schema, dynamic
	// messages); nil: the built-in types.
	NewMessage func(path string) (proto.Message, error)
	Progress   Progress
}

// ClientEndpoints are seed 000's endpoints plus seed 004's people.
var ClientEndpoints = []string{"/account/1", "/account/2", "/accountList", "/people"}

func newMessageFor(path string) (proto.Message, error) {
	switch {
	case path == "/accountList":
		return &bankv1.AccountList{}, nil
	case strings.HasPrefix(path, "/account/"):
		return &bankv1.Account{}, nil
	case path == "/people":
		return &peoplev1.People{}, nil
	case strings.HasPrefix(path, "/articles"):
		return &articlesv1.Article{}, nil
	}
	return nil, fmt.Errorf("no message type for %s", path)
}

// Client measures, from a Go client, what seed 000's iOS app measured: the
// request duration (request sent to last byte received) and the total
// duration (including decompressing and decoding into native objects) of
// every endpoint × format × coding, Reps times each after one warm-up
// request on a kept-alive connection. Then seed 002's experiment: articles
// of growing size, drawn at random for every request, and the processing
// time from the last byte to the decoded objects.
func Client(ctx context.Context, reg *codec.Registry, cfg ClientConfig) ([]results.ClientRow, []results.ArticleRow, error) {
	cfg.Reps = max(cfg.Reps, 1)
	if len(cfg.Endpoints) == 0 {
		cfg.Endpoints = ClientEndpoints
	}
	if len(cfg.Formats) == 0 {
		cfg.Formats = reg.Names()
	}
	if len(cfg.Codings) == 0 {
		cfg.Codings = []contentcoding.Coding{contentcoding.Identity}
	}
	if cfg.NewMessage == nil {
		cfg.NewMessage = newMessageFor
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

	var rows []results.ClientRow
	for _, ep := range cfg.Endpoints {
		for _, f := range cfg.Formats {
			c, ok := reg.ByName(f)
			if !ok {
				return nil, nil, fmt.Errorf("bench client: unknown format %q", f)
			}
			for _, cd := range cfg.Codings {
				var req, dec, tot []float64
				wire := 0
				for i := -1; i < cfg.Reps; i++ { // i = -1 warms up
					t, err := fetch(ctx, hc, cfg.Target, ep, reg.MediaType(c), c, cd, cfg.NewMessage)
					if err != nil {
						return nil, nil, err
					}
					if i < 0 {
						continue
					}
					wire = t.wire
					req = append(req, ms(t.request))
					dec = append(dec, ms(t.decode))
					tot = append(tot, ms(t.request+t.decode))
				}
				row := results.ClientRow{Endpoint: ep, Format: f, Coding: string(cd), Protocol: protocol, WireBytes: wire,
					Request: results.Summarize(req), Decode: results.Summarize(dec), Total: results.Summarize(tot)}
				rows = append(rows, row)
				cfg.Progress.printf("%-13s %-11s %-8s %10d B  request %8.2f ms  total %8.2f ms (median of %d)",
					ep, f, cd, wire, row.Request.Median, row.Total.Median, cfg.Reps)
			}
		}
	}

	var articles []results.ArticleRow
	codings := cfg.ArticleCodings
	if len(codings) == 0 {
		codings = []contentcoding.Coding{contentcoding.Identity}
	}
	for _, n := range cfg.ArticleSections {
		for _, f := range cfg.Formats {
			c, _ := reg.ByName(f)
			for _, cd := range codings {
				var proc, tot []float64
				wire := 0
				reqs := max(cfg.ArticleRequests, 1)
				for i := -1; i < reqs; i++ {
					t, err := fetch(ctx, hc, cfg.Target, "/articles?sections="+strconv.Itoa(n), reg.MediaType(c), c, cd, cfg.NewMessage)
					if err != nil {
						return nil, nil, err
					}
					if i < 0 {
						continue
					}
					wire = t.wire
					proc = append(proc, ms(t.decode))
					tot = append(tot, ms(t.request+t.decode))
				}
				row := results.ArticleRow{Sections: n, Format: f, Coding: string(cd), Requests: reqs, WireBytes: wire,
					Processing: results.Summarize(proc), Total: results.Summarize(tot)}
				articles = append(articles, row)
				cfg.Progress.printf("articles %4d %-11s %-8s processing %7.3f ms (mean of %d)", n, f, cd, row.Processing.Mean, reqs)
			}
		}
	}
	return rows, articles, nil
}

type timing struct {
	request, decode time.Duration
	wire            int
}

// fetch GETs base+path asking for mediaType and coding, reads the body to the
// last byte (request), then inflates and decodes it (decode).
func fetch(ctx context.Context, hc *http.Client, base, path, mediaType string, c codec.Codec, cd contentcoding.Coding, newMessage func(string) (proto.Message, error)) (timing, error) {
	m, err := newMessage(path)
	if err != nil {
		return timing{}, fmt.Errorf("bench client: %w", err)
	}
	url := base + path
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return timing{}, fmt.Errorf("bench client: %w", err)
	}
	req.Header.Set("Accept", mediaType)
	req.Header.Set("Accept-Encoding", string(cd))
	start := time.Now()
	resp, err := hc.Do(req)
	if err != nil {
		return timing{}, fmt.Errorf("bench client: GET %s: %w", url, err)
	}
	body, err := io.ReadAll(resp.Body)
	_ = resp.Body.Close()
	request := time.Since(start)
	if err != nil {
		return timing{}, fmt.Errorf("bench client: read %s: %w", url, err)
	}
	if resp.StatusCode != http.StatusOK {
		return timing{}, fmt.Errorf("bench client: GET %s: %s: %.200s", url, resp.Status, body)
	}
	start = time.Now()
	got, err := contentcoding.ParseContentEncoding(resp.Header.Get("Content-Encoding"))
	if err != nil {
		return timing{}, fmt.Errorf("bench client: %w", err)
	}
	raw := body
	if got != contentcoding.Identity {
		if raw, err = contentcoding.ReadAll(nil, bytes.NewReader(body), got, 1<<30); err != nil {
			return timing{}, fmt.Errorf("bench client: %w", err)
		}
	}
	if err := c.Unmarshal(raw, m); err != nil {
		return timing{}, fmt.Errorf("bench client: decode %s as %s: %w", url, c.Name(), err)
	}
	return timing{request: request, decode: time.Since(start), wire: len(body)}, nil
}

func ms(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e6 }

// ParseCodings parses a -codings list: comma-separated codings, or "all"
// (identity, gzip, br, zstd). command names the command in its error.
func ParseCodings(command, list string) ([]contentcoding.Coding, error) {
	all := []contentcoding.Coding{contentcoding.Identity, contentcoding.Gzip, contentcoding.Brotli, contentcoding.Zstd}
	var out []contentcoding.Coding
	for c := range strings.SplitSeq(list, ",") {
		if c = strings.TrimSpace(c); c == "" {
			continue
		}
		if c == "all" {
			return all, nil
		}
		if !slices.Contains(all, contentcoding.Coding(c)) {
			return nil, &UsageError{Msg: fmt.Sprintf("%s: unknown coding %q", command, c), Try: "-codings identity,gzip,br,zstd"}
		}
		out = append(out, contentcoding.Coding(c))
	}
	return out, nil
}
