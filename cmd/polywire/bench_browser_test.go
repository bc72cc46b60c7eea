package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"google.golang.org/protobuf/encoding/protojson"

	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/internal/lab/browser"
	labpage "github.com/polywire/polywire/internal/lab/page"
	labschema "github.com/polywire/polywire/internal/lab/schema"
	"github.com/polywire/polywire/internal/server"
	"github.com/polywire/polywire/results"
	"github.com/polywire/polywire/store/sqlite"
)

// requireChromium is the machine's Chromium, or a skip saying how to get
// one — except in CI (CI=true), which installs it (make chromium), where
// its absence fails the test.
func requireChromium(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("drives Chromium: not in -short (make check); make test runs it")
	}
	exe, err := browser.FindChromium("", os.Getenv, exec.LookPath)
	if err == nil {
		return exe
	}
	if os.Getenv("CI") == "true" {
		t.Fatalf("%v; CI installs it (Makefile: chromium)", err)
	}
	t.Skipf("%v: apt-get install chromium (make chromium), or set CHROME_PATH", err)
	return ""
}

// labPage is a page that follows the lab's automation contract with rows
// of its own: what the driver must read, whatever page produced it. It
// echoes its query and whether gc() and precise performance.memory exist
// into its config, so the test sees the flags the driver launched with.
func labPage(decodes string, title string) string {
	return `<!doctype html><meta charset="utf-8"><title>running</title><body><script>
setTimeout(() => {
	const r = {
		schema: "polywire.bench/v1", kind: "browser", started: new Date().toISOString(), seconds: 0.25,
		runtime: {name: "page", version: "0", userAgent: navigator.userAgent},
		config: {query: location.search, gc: typeof gc, memory: !!(performance.memory && performance.memory.usedJSHeapSize)},
		decodes: ` + decodes + `,
	};
	console.error("a console error from the page");
	window.polywireResults = r;
	const s = document.createElement("script");
	s.type = "application/json"; s.id = "results"; s.textContent = JSON.stringify(r);
	document.body.appendChild(s);
	document.title = ` + "`" + title + "`" + `;
}, 200);
</script>`
}

const twoRows = `[
	{dataset: "people", endpoint: "/people", op: "get", protocol: "rest", format: "json", decoder: "JSON.parse", coding: "identity",
	 wireBytes: 1000, decodedBytes: 1000, reps: 2, requestMs: {n: 2, median: 3}, decodeMs: {n: 2, median: 2}, totalMs: {n: 2, median: 5}, items: 50000},
	{dataset: "people", endpoint: "/people", op: "get", protocol: "rest", format: "proto", decoder: "protobuf-es", coding: "identity",
	 wireBytes: 600, decodedBytes: 600, reps: 2, requestMs: {n: 2, median: 2}, decodeMs: {n: 2, median: 1}, totalMs: {n: 2, median: 3}, items: 50000}]`

// TestBenchBrowserDriver runs bench browser in the machine's Chromium
// against pages that follow the lab's contract: one that finishes, one
// that cannot run, one that never finishes, one with a failed row.
func TestBenchBrowserDriver(t *testing.T) {
	t.Parallel()
	exe := requireChromium(t)
	failedRow := `[{dataset: "people", endpoint: "/people", op: "get", protocol: "rest", format: "xml", decoder: "DOMParser", coding: "gzip",
		reps: 2, items: 0, failed: true, error: "DOMParser: parsererror at line 1"}]`
	tests := []struct {
		name    string
		page    string
		args    []string
		wantErr string // "" for success
	}{
		{name: "done", page: labPage(twoRows, "done")},
		{name: "page_error", page: labPage("[]", "error: boom"), wantErr: "the lab page could not run: boom"},
		{name: "never_done", page: `<!doctype html><title>running forever</title>`, args: []string{"-timeout", "3s"},
			wantErr: "did not finish within -timeout 3s"},
		{name: "failed_row", page: labPage(failedRow, "done"), wantErr: "1 of 1 measurements failed: people xml DOMParser: DOMParser: parsererror at line 1"},
		{name: "no_rows", page: labPage("[]", "done"), wantErr: "measured nothing"},
		{name: "wrong_kind", page: strings.Replace(labPage(twoRows, "done"), `kind: "browser"`, `kind: "node"`, 1), wantErr: `kind "node"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/html; charset=utf-8")
				fmt.Fprint(w, tt.page)
			}))
			t.Cleanup(srv.Close)
			out := filepath.Join(t.TempDir(), "browser.json")
			args := append([]string{"bench", "browser", "-target", srv.URL, "-chromium", exe, "-quick", "-datasets", "people,article50", "-o", out}, tt.args...)
			err := run(context.Background(), args)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("bench browser = %v, want an error containing %q", err, tt.wantErr)
				}
				if _, statErr := os.Stat(out); !errors.Is(statErr, fs.ErrNotExist) {
					t.Fatalf("a failed run wrote %s", out)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			f, err := results.Read(out)
			if err != nil {
				t.Fatal(err)
			}
			if f.Kind != results.KindBrowser || len(f.Decodes) != 2 || f.Decodes[1].Decoder != "protobuf-es" || f.Decodes[0].Items != 50000 {
				t.Fatalf("read back kind %q with decodes %+v", f.Kind, f.Decodes)
			}
			rt := f.Runtime
			if rt == nil || rt.Name != "Chromium" || rt.Version == "" || rt.Version == "0" || !rt.Headless || !strings.Contains(rt.UserAgent, "Chrome/") {
				t.Fatalf("runtime %+v, want Chromium's own name and version, headless, the page's user agent", rt)
			}
			// The page says 0.25 s; the run — server, Chromium, page — took
			// longer, and its results count the whole of it.
			if f.Machine.CPUs == 0 || f.Machine.GoVersion == "" || f.Seconds <= 0.25 {
				t.Fatalf("machine %+v, seconds %v: want the machine filled and the whole run's seconds, not the page's", f.Machine, f.Seconds)
			}
			q, _ := f.Config["query"].(string)
			if q != "?run=1&datasets=people,article50&codings=identity,gzip&protocols=rest&reps=2&warmup=1" {
				t.Errorf("the page was opened with %q", q)
			}
			if f.Config["gc"] != "function" || f.Config["memory"] != true {
				t.Errorf("gc is %v and precise memory %v in the page: want --js-flags=--expose-gc and --enable-precise-memory-info", f.Config["gc"], f.Config["memory"])
			}
			if f.Config["command"] == nil || f.Config["reps"] != float64(2) || f.Config["quick"] != true {
				t.Errorf("config %v lacks the command line's settings", f.Config)
			}
		})
	}
}

// TestBenchBrowserUsage holds the command line's mistakes to usage errors
// before any browser or server starts.
func TestBenchBrowserUsage(t *testing.T) {
	t.Parallel()
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"-datasets", "peeple"}, `unknown dataset "peeple"`},
		{[]string{"-formats", "yaml"}, `unknown -formats value "yaml"`},
		{[]string{"-codings", "deflate"}, `unknown -codings value "deflate"`},
		{[]string{"-protocols", "grpc"}, `unknown -protocols value "grpc"`},
		{[]string{"-timeout", "0s"}, "-timeout must be positive"},
		{[]string{"-warmup", "-1"}, "-warmup must not be negative"},
		{[]string{"-chromium", "/nonexistent/chromium"}, "-chromium /nonexistent/chromium"},
		{[]string{"extra"}, `unexpected argument "extra"`},
		{[]string{"-suite", "speed"}, `unknown -suite "speed"`},
		{[]string{"-libraries", "JSON.parse"}, "-libraries and -ops are the codec suite's"},
		{[]string{"-suite", "codec", "-ops", "parse"}, `unknown -ops value "parse"`},
		{[]string{"-suite", "codec", "-datasets", "person"}, "person is seed 004's POST"},
		{[]string{"-suite", "codec", "-decoders", "protobufjs"}, "takes -libraries, not -decoders"},
		// on a user's schema
		{slices.Concat(shopArgs(), []string{"-formats", "json,xml"}), `decodes no format "xml"`},
		{slices.Concat(shopArgs(), []string{"-batch-ms", "0"}), "-batch-ms and -timeout must be positive"},
		{slices.Concat(shopArgs()[:3], shopArgs()[5:]), "-message NAME is required"},
	}
	for _, tt := range tests {
		err := run(context.Background(), append([]string{"bench", "browser"}, tt.args...))
		_, try, ok := usageOf(err)
		if !ok || !strings.Contains(err.Error(), tt.want) || try == "" {
			t.Errorf("bench browser %q = %v, want a usage error with a Try line containing %q", tt.args, err, tt.want)
		}
	}
}

// TestBenchBrowserQuick runs the real command on the real lab page,
// served with polywire's handler on loopback, and checks that every
// format of both datasets decoded to the right number of items. Until the
// page is built (internal/lab/page/dist holds a placeholder) it skips; after,
// anything off fails it.
func TestBenchBrowserQuick(t *testing.T) {
	t.Parallel()
	index, err := fs.ReadFile(labpage.Files(), "index.html")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(index), "placeholder") {
		t.Skip("internal/lab/page/dist holds the placeholder page: build the lab bundle (clients/ts) to run the browser end to end")
	}
	exe := requireChromium(t)
	dir := filepath.Join(t.TempDir(), "data")
	if _, err := dataset.Ensure(dir, dataset.DefaultSeed); err != nil {
		t.Fatal(err)
	}
	data, err := dataset.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	// A store: seed 004's POSTs of one person are saved.
	st, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "polywire.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	srv, err := server.New(server.Config{Store: st}, data)
	if err != nil {
		t.Fatal(err)
	}
	// The server's own handler: /lab, ?encoding= and Server-Timing as
	// polywire serve has them.
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)

	// README's line, as the documented-commands test would run it (which
	// leaves it to this test): bench browser -quick -datasets
	// account2,person, then its report. Account 2 in both codings: every
	// decoder's answer, and ?encoding= end to end; seed 004's POST of one
	// person in every format. Not people: its 50,000 rows in every
	// decoder were most of this test's two minutes of CPU, and make test
	// decodes them in every decoder already — docs/BENCHMARKS.md's "bench
	// browser -o browser.json" line, smoke-run by the documented-commands
	// test, where a row that fails its check fails the run. One
	// repetition, no warm-up, as that test's POLYWIRE_SMOKE=1 runs it:
	// this checks every decoder's answer, not its speed.
	out := filepath.Join(t.TempDir(), "b.json")
	if err := run(context.Background(), []string{"bench", "browser", "-quick", "-datasets", "account2,person", "-o", out,
		"-reps", "1", "-warmup", "0", "-target", ts.URL, "-chromium", exe}); err != nil {
		t.Fatal(err)
	}
	f, err := results.Read(out)
	if err != nil {
		t.Fatal(err)
	}
	html := filepath.Join(t.TempDir(), "r.html")
	if err := run(context.Background(), []string{"report", "-o", html, out}); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(html); err != nil || !strings.Contains(string(b), "account2") {
		t.Errorf("report -o r.html b.json: %v; the page names account2: %v", err, err == nil && strings.Contains(string(b), "account2"))
	}
	wantItems := map[string]int{"account2": 10001, "person": 1}
	seen := map[string]map[string]bool{"account2": {}, "person": {}}
	for _, r := range f.Decodes {
		if r.Failed {
			t.Errorf("%s %s %s %s failed: %s", r.Dataset, r.Format, r.Decoder, r.Coding, r.Error)
			continue
		}
		want, ok := wantItems[r.Dataset]
		if !ok {
			t.Errorf("a row of dataset %q, not asked for", r.Dataset)
			continue
		}
		if r.Items != want || r.Total.Median <= 0 || r.WireBytes <= 0 {
			t.Errorf("%s %s %s %s: %d items, total %v ms, %d wire bytes; want %d items and times", r.Dataset, r.Format, r.Decoder, r.Coding, r.Items, r.Total.Median, r.WireBytes, want)
		}
		// The page picks its coding with ?encoding= (fetch cannot set
		// Accept-Encoding): gzip must arrive smaller, identity as is.
		switch r.Coding {
		case "gzip":
			if r.WireBytes*2 > r.DecodedBytes {
				t.Errorf("%s %s %s gzip: %d bytes on the wire for %d decoded: not compressed", r.Dataset, r.Format, r.Decoder, r.WireBytes, r.DecodedBytes)
			}
		case "identity":
			if r.WireBytes != r.DecodedBytes {
				t.Errorf("%s %s %s identity: %d bytes on the wire, %d decoded", r.Dataset, r.Format, r.Decoder, r.WireBytes, r.DecodedBytes)
			}
		}
		// Server-Timing reached the page through Resource Timing (a GET's
		// answer; the POSTs time the round trip).
		if r.Dataset == "account2" && (r.Server == nil || r.Server.N == 0) {
			t.Errorf("%s %s %s %s: no server time (Server-Timing)", r.Dataset, r.Format, r.Decoder, r.Coding)
		}
		seen[r.Dataset][r.Format] = true
		seen[r.Dataset][r.Coding] = true
	}
	if !seen["account2"]["gzip"] || !seen["account2"]["identity"] {
		t.Errorf("account2: codings seen %v, want identity and gzip rows", seen["account2"])
	}
	for ds, formats := range seen {
		for _, f := range browser.Formats {
			if !formats[f] {
				t.Errorf("%s: no %s row", ds, f)
			}
		}
	}
	if f.Runtime == nil || f.Runtime.Name != "Chromium" || f.Machine.CPUs == 0 {
		t.Errorf("runtime %+v, machine %+v", f.Runtime, f.Machine)
	}
}

// TestBenchBrowserStream runs the stream lab for real: the lab page in
// headless Chromium reading GET /people:stream in every framing with
// fetch's ReadableStream and the generated TypeScript decoders, and one
// body, against polywire's own handler. The page checks every
// repetition's count and first and last names and stops at a failure;
// here every row must carry the rows asked for (one body is always all
// 50,000) and a first row no later than the last.
func TestBenchBrowserStream(t *testing.T) {
	t.Parallel()
	index, err := fs.ReadFile(labpage.Files(), "index.html")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(index), "placeholder") {
		t.Skip("internal/lab/page/dist holds the placeholder page: build the lab bundle (clients/ts) to run the browser end to end")
	}
	exe := requireChromium(t)
	dir := filepath.Join(t.TempDir(), "data")
	if _, err := dataset.Ensure(dir, dataset.DefaultSeed); err != nil {
		t.Fatal(err)
	}
	data, err := dataset.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(server.Config{}, data)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)

	const limit = 37
	out := filepath.Join(t.TempDir(), "stream.json")
	if err := run(context.Background(), []string{"bench", "browser", "-datasets", "people-stream", "-limit", strconv.Itoa(limit), "-reps", "2", "-warmup", "0",
		"-codings", "identity,gzip", "-target", ts.URL, "-chromium", exe, "-o", out}); err != nil {
		t.Fatal(err)
	}
	f, err := results.Read(out)
	if err != nil {
		t.Fatal(err)
	}
	if f.Kind != results.KindBrowser || len(f.Decodes) != 0 {
		t.Errorf("kind %q with %d decode rows, want browser with stream rows only", f.Kind, len(f.Decodes))
	}
	seen := map[string]bool{}
	for _, r := range f.Streams {
		what := fmt.Sprintf("%s %s %s %s", r.Endpoint, r.Framing, r.Format, r.Coding)
		want := limit
		if r.Framing == "body" {
			want = 50000
		}
		if r.Rows != want {
			t.Errorf("%s: %d rows, want %d", what, r.Rows, want)
		}
		if r.FirstRow.N != 2 || r.Total.N != 2 || r.FirstRow.Median <= 0 || r.FirstRow.Median > r.Total.Median || r.FirstRow.Max > r.Total.Max {
			t.Errorf("%s: first row %+v, total %+v: want 2 repetitions and the first row no later than the last", what, r.FirstRow, r.Total)
		}
		if r.WireBytes <= 0 || r.Decoder == "" {
			t.Errorf("%s: %d wire bytes, decoder %q", what, r.WireBytes, r.Decoder)
		}
		seen[r.Framing+" "+r.Format+" "+r.Coding] = true
	}
	for _, c := range []string{"identity", "gzip"} {
		for _, w := range []string{"ndjson json", "sse json", "json-array json", "envelope proto", "envelope msgpack", "envelope flatbuffers", "body json", "body proto"} {
			if !seen[w+" "+c] {
				t.Errorf("no %s %s row (rows: %v)", w, c, seen)
			}
		}
	}
}

// TestBenchBrowserSchema runs bench browser on the shop schema end to end
// in the machine's Chromium: polywire-ts generated and bundled in process,
// protobuf.js loading the schema at run time, msgpackr and JSON.parse,
// every one in each format it reads. The page fails a row whose value
// differs from Go's protojson, so no failed row means they all agree; the
// reference they agree on must itself be Go's protojson of the samples.
func TestBenchBrowserSchema(t *testing.T) {
	t.Parallel()
	exe := requireChromium(t)
	out := filepath.Join(t.TempDir(), "b.json")
	if err := run(context.Background(), append([]string{"bench", "browser", "-reps", "1", "-warmup", "0", "-batch-ms", "1",
		"-chromium", exe, "-o", out}, shopArgs()...)); err != nil {
		t.Fatal(err)
	}
	f, err := results.Read(out)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"json JSON.parse", "proto protobufjs", "proto polywire-ts", "msgpack msgpackr", "msgpack polywire-ts msgpack",
		"flatbuffers polywire-ts flatbuffers"}
	var got []string
	for _, r := range f.Decodes {
		got = append(got, r.Format+" "+r.Decoder)
		if r.Failed || r.Dataset != "acme.shop.v1.Order" || r.Items != 3 || r.Decode.Median <= 0 || r.WireBytes <= 0 {
			t.Errorf("row %s %s: failed %v (%s), dataset %q, %d items, decode %v ms, %d bytes; want acme.shop.v1.Order, 3 items, times and bytes",
				r.Format, r.Decoder, r.Failed, r.Error, r.Dataset, r.Items, r.Decode.Median, r.WireBytes)
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("rows %q, want %q", got, want)
	}
	if f.Kind != results.KindBrowser || f.Config["message"] != "acme.shop.v1.Order" || f.Config["samplesCount"] != float64(3) {
		t.Errorf("kind %q, config %v: want browser, the message and its 3 samples recorded", f.Kind, f.Config)
	}

	// The canonical form every decoder matched is Go's protojson: the
	// page's of the first sample, the one Go writes.
	d, err := labschema.Load(context.Background(), "test", labschema.Source{ProtoPath: []string{shopDir},
		Files: []string{"acme/shop/v1/shop.proto"}, Message: "acme.shop.v1.Order", Samples: filepath.Join(shopDir, "orders.jsonl")}, true, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	goJSON, err := protojson.Marshal(d.Messages()[0])
	if err != nil {
		t.Fatal(err)
	}
	ref, _ := f.Config["firstSample"].(string)
	var page, goside any
	if err := json.Unmarshal([]byte(ref), &page); err != nil {
		t.Fatalf("config.reference %q: %v", ref, err)
	}
	if err := json.Unmarshal(goJSON, &goside); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(page, goside) {
		t.Errorf("the page's canonical first sample\n%s\nis not Go's protojson of it\n%s", ref, goJSON)
	}
}
