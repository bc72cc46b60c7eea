package main

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"

	"github.com/polywire/polywire/results"
	"github.com/polywire/polywire/store/sqlite"
)

const browserUsage = `Usage: polywire bench browser [-quick] [-target URL] [-datasets a,b] [-o FILE]
       polywire bench browser -suite codec [-datasets a,b] [-libraries a,b] [-ops decode,first-row,encode] [-cpuprofile FILE] [-o FILE]

The lab page (/lab) in the machine's own headless Chromium, driven over the
DevTools protocol: every dataset fetched in every format and decoded by the
JavaScript libraries a web client ships (JSON.parse, protobuf-es,
protobuf.js, flatbuffers, msgpackr, @msgpack/msgpack, DOMParser), per
protocol and content coding. Prints a table; -o writes kind "browser"
results for polywire report.

Without -target it serves the data itself on a loopback port, as bench
client does. It never downloads a browser: it runs -chromium, else
$CHROME_PATH, else the first of chromium, chromium-browser, google-chrome,
google-chrome-stable, headless_shell on PATH. A run in which any
measurement failed (or none was made) exits non-zero, lists the failures
and writes no results — as bench client — since a failure is never a
measurement.

Datasets: people, account1, account2, accountList, article<N> (N
subsections, e.g. article500), reports, person (seed 004's POST of one
person). Decoders: the page's names ("protobuf-es", "msgpackr", …) or all.

-suite codec runs the page's codec suite instead (/lab?suite=codec): every
library's decode, time to the first row and encode of bodies already in
memory — no network — contenders taking turns, -reps timed batches each,
with ratios to JSON.parse, JSON.stringify and protobuf.js (issue 14's
table; npm run bench:pwts is the same suite in Node). A wrong decode or
encode stops it: no results. -cpuprofile writes the page's V8 CPU profile
(open it in Chrome DevTools' Performance panel) and prints where the time
went, garbage collection included (no collection is then forced between
batches, so the collector's share is the contenders' own); narrow it
with -libraries and -ops.

Examples:

	polywire bench browser -quick -o browser.json
	polywire bench browser -datasets people,account2 -formats json,proto -reps 20 -o browser.json
	polywire bench browser -target http://127.0.0.1:8080 -protocols rest,connect,grpc-web -codings identity
	polywire bench browser -chromium /opt/chrome/chrome -headless=false -datasets person
	polywire bench browser -suite codec -o browser-codec.json
	polywire bench browser -suite codec -datasets people -libraries polywire-ts -ops decode -cpuprofile pwts.cpuprofile

Flags:
`

// Lab page vocabulary, checked before a browser starts so a typo is a
// usage error and not a ten-minute wait for a page that rejects it.
var (
	browserFormats   = []string{"json", "proto", "flatbuffers", "msgpack", "xml"}
	browserCodings   = []string{"identity", "gzip", "br", "zstd"}
	browserProtocols = []string{"rest", "connect", "grpc-web"}
	browserDatasets  = []string{"people", "account1", "account2", "accountList", "reports", "person", "article<N>"}
	articleDataset   = regexp.MustCompile(`^article[1-9][0-9]*$`)
)

// chromiumNames are the executables bench browser looks for on PATH, in
// order: Debian's and Ubuntu's Chromium, Google's Chrome, and the
// headless_shell of the chromedp/headless-shell image.
var chromiumNames = []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless_shell"}

// browserFlags are bench browser's settings; labURL turns them into the
// page's automation query.
type browserFlags struct {
	datasets, formats, decoders, codings, protocols []string
	reps, warmup                                    int
	// suite is "request" (the default: fetch and decode, per coding and
	// protocol) or "codec" (codecSuite's query); libraries and ops are the
	// codec suite's.
	suite          string
	libraries, ops []string
	// profiling is set by -cpuprofile; noGC by -gc=false (both: no
	// forced collection before each batch).
	profiling, noGC bool
	// smoke is $POLYWIRE_SMOKE=1.
	smoke bool
}

func benchBrowser(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("browser", flag.ContinueOnError)
	cf := addCommon(fs, args)
	target := fs.String("target", "", "server base `URL` serving /lab (default: start one in-process on a loopback port)")
	chromium := fs.String("chromium", "", "the Chromium or Chrome `executable` (default: $CHROME_PATH, else chromium, chromium-browser, google-chrome, google-chrome-stable, headless_shell on PATH)")
	datasets := fs.String("datasets", "people,account2,article500", "comma-separated datasets: people, account1, account2, accountList, article<N>, reports, person")
	formats := fs.String("formats", "", "comma-separated formats (default: every one: json, proto, flatbuffers, msgpack, xml)")
	decoders := fs.String("decoders", "", "comma-separated decoder names as the page names them, or \"all\" (default: the page's default)")
	codings := fs.String("codings", "identity,gzip", "comma-separated content codings: identity, gzip, br, zstd")
	protocols := fs.String("protocols", "rest", "comma-separated protocols: rest, connect, grpc-web")
	reps := fs.Int("reps", 0, "repetitions per measurement (default 10: fewer is flagged a small sample; 2 with -quick)")
	warmup := fs.Int("warmup", 2, "unmeasured repetitions before the measured ones (1 with -quick)")
	timeout := fs.Duration("timeout", 10*time.Minute, "deadline for the whole page, from navigation to results")
	headless := fs.Bool("headless", true, "run the browser without a window (false needs a display)")
	suite := fs.String("suite", "request", "what the page measures: request (fetch + decode per format, coding and protocol) or codec (decode, first row and encode of bodies in memory, every library)")
	libraries := fs.String("libraries", "", "-suite codec: comma-separated library names to keep (default all: JSON.parse, JSON.stringify, protobuf-es, protobufjs, polywire-ts, …)")
	ops := fs.String("ops", "", "-suite codec: comma-separated operations: decode, first-row, encode (default all)")
	forceGC := fs.Bool("gc", true, "-suite codec: collect garbage before each timed batch, so each contender pays for its own garbage only (-gc=false: the heap as the run leaves it, as an app's would be; -cpuprofile implies it)")
	cpuprofile := fs.String("cpuprofile", "", "write the page's V8 CPU profile (.cpuprofile JSON, for Chrome DevTools) to `FILE` and print its top functions")
	if err := parse(fs, args, browserUsage); err != nil {
		return err
	}
	bf := browserFlags{reps: 10, warmup: 2,
		datasets: splitList(*datasets), formats: splitList(*formats), decoders: splitList(*decoders),
		codings: splitList(*codings), protocols: splitList(*protocols),
		suite: *suite, libraries: splitList(*libraries), ops: splitList(*ops), profiling: *cpuprofile != "", noGC: !*forceGC}
	if *cf.quick {
		bf.reps, bf.warmup = 2, 1
	}
	if *reps > 0 {
		bf.reps = *reps
	}
	datasetsSet := false
	fs.Visit(func(f *flag.Flag) {
		switch f.Name {
		case "warmup":
			bf.warmup = *warmup
		case "datasets":
			datasetsSet = true
		}
	})
	if bf.warmup < 0 {
		return usageError{msg: "bench browser: -warmup must not be negative", try: "-warmup 2"}
	}
	if cf.smoke {
		bf.smoke = true
		bf.reps, bf.warmup = 1, 0
		if !datasetsSet {
			// The default's 50,000 people in eleven decoders and two
			// codings is minutes of decoding on a busy machine: a smoke
			// run checks the command, TestBenchBrowserQuick the people.
			bf.datasets = []string{"article500"}
		}
	}
	if err := bf.check(); err != nil {
		return err
	}
	if *timeout <= 0 {
		return usageError{msg: "bench browser: -timeout must be positive", try: "-timeout 10m"}
	}
	if bf.suite == "codec" && *cf.quick && *reps == 0 {
		bf.reps = 3
	}
	exe, err := findChromium(*chromium, os.Getenv, exec.LookPath)
	if err != nil {
		return err
	}

	base := strings.TrimRight(*target, "/")
	if base == "" {
		data, err := cf.load()
		if err != nil {
			return err
		}
		// A throwaway SQLite store, so the page's POSTs (seed 004's
		// experiment) are saved as by polywire serve, and nothing is left.
		dir, err := os.MkdirTemp("", "polywire-bench-browser-")
		if err != nil {
			return fmt.Errorf("bench browser: %w", err)
		}
		defer func() { _ = os.RemoveAll(dir) }()
		st, err := sqlite.Open(ctx, filepath.Join(dir, "polywire.db"))
		if err != nil {
			return fmt.Errorf("bench browser: open store: %w", err)
		}
		defer func() { _ = st.Close() }()
		b, stop, err := startInProcess(ctx, data, st)
		if err != nil {
			return err
		}
		defer stop()
		base = b
		fmt.Fprintf(os.Stderr, "bench browser: serving the data on %s (in-process polywire serve; -target URL measures another server)\n", base)
	}
	if err := checkLabPage(ctx, base); err != nil {
		return err
	}
	page := base + "/lab?" + bf.query()
	fmt.Fprintf(os.Stderr, "bench browser: %s with %s\n", page, exe)

	drv := labDriver{exe: exe, headless: *headless, timeout: *timeout, log: slog.Default(), cpuprofile: *cpuprofile}
	start := time.Now()
	f, err := drv.run(ctx, page)
	if err != nil {
		return err
	}
	f.Machine = results.ThisMachine()
	if f.Started.IsZero() {
		f.Started = start.UTC()
	}
	if f.Seconds <= 0 {
		f.Seconds = time.Since(start).Seconds()
	}
	if f.Config == nil {
		f.Config = map[string]any{}
	}
	for k, v := range cf.config(map[string]any{
		"target": base, "url": page, "chromium": exe, "headless": *headless, "timeout": timeout.String(),
		"datasets": bf.datasets, "formats": bf.formats, "decoders": bf.decoders,
		"codings": bf.codings, "protocols": bf.protocols, "reps": bf.reps, "warmup": bf.warmup,
		"suite": bf.suite, "libraries": bf.libraries, "ops": bf.ops, "cpuprofile": *cpuprofile,
	}) {
		f.Config[k] = v // ours over the page's: the page cannot know the command line
	}
	if bf.suite == "codec" {
		// the page's own "gc" says whether gc() existed; this, whether it was used
		f.Config["forceGc"] = !bf.profiling && !bf.noGC
	}

	if bf.suite == "codec" {
		if len(f.Codecs) == 0 {
			return usageError{msg: "bench browser: the codec suite measured nothing (0 rows; no results written)", try: "check -datasets, -formats, -libraries and -ops against the page (open the /lab URL above in a browser)"}
		}
		printCodecs(os.Stdout, f.Codecs)
		fmt.Fprintf(os.Stderr, "bench browser: %d codec measurements in %s %s, done in %.1f s\n", len(f.Codecs), f.Runtime.Name, f.Runtime.Version, f.Seconds)
	} else {
		printDecodes(os.Stdout, f.Decodes)
		if err := failedDecodes(f.Decodes); err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "bench browser: %d measurements in %s %s, done in %.1f s\n", len(f.Decodes), f.Runtime.Name, f.Runtime.Version, f.Seconds)
	}
	if *cf.out == "" {
		return nil
	}
	if err := f.WriteFile(*cf.out); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "wrote %s\n", *cf.out)
	return nil
}

// check refuses what the lab page does not know, before any browser runs.
func (bf browserFlags) check() error {
	switch bf.suite {
	case "request":
		if len(bf.libraries) > 0 || len(bf.ops) > 0 {
			return usageError{msg: "bench browser: -libraries and -ops are the codec suite's", try: "-suite codec -libraries JSON.parse,polywire-ts"}
		}
	case "codec":
		if err := bf.checkCodec(); err != nil {
			return err
		}
	default:
		return usageError{msg: fmt.Sprintf("bench browser: unknown -suite %q (known: request, codec)", bf.suite), try: "-suite codec"}
	}
	if len(bf.datasets) == 0 {
		return usageError{msg: "bench browser: -datasets is empty", try: "-datasets people,account2,article500"}
	}
	for _, d := range bf.datasets {
		if !slices.Contains(browserDatasets, d) && !articleDataset.MatchString(d) {
			return usageError{msg: fmt.Sprintf("bench browser: unknown dataset %q (known: %s)", d, strings.Join(browserDatasets, ", ")), try: "-datasets people,account2,article500"}
		}
	}
	lists := []struct {
		flag       string
		got, known []string
		tryExample string
	}{
		{"formats", bf.formats, browserFormats, "-formats json,proto"},
		{"codings", bf.codings, browserCodings, "-codings identity,gzip"},
		{"protocols", bf.protocols, browserProtocols, "-protocols rest,connect,grpc-web"},
	}
	for _, l := range lists {
		for _, v := range l.got {
			if !slices.Contains(l.known, v) {
				return usageError{msg: fmt.Sprintf("bench browser: unknown -%s value %q (known: %s)", l.flag, v, strings.Join(l.known, ", ")), try: l.tryExample}
			}
		}
	}
	if len(bf.codings) == 0 || len(bf.protocols) == 0 {
		return usageError{msg: "bench browser: -codings and -protocols need at least one value", try: "-codings identity -protocols rest"}
	}
	return nil
}

// query is the lab page's automation query: run=1 and every setting.
func (bf browserFlags) query() string {
	if bf.suite == "codec" {
		return bf.codecQuery()
	}
	// Built by hand, not url.Values.Encode: the commas stay commas and the
	// keys keep the contract's order, so the URL printed is the one a
	// person would type.
	parts := []string{"run=1"}
	parts = appendListParam(parts, "datasets", bf.datasets)
	parts = appendListParam(parts, "formats", bf.formats)
	parts = appendListParam(parts, "decoders", bf.decoders)
	parts = appendListParam(parts, "codings", bf.codings)
	parts = appendListParam(parts, "protocols", bf.protocols)
	parts = append(parts, "reps="+strconv.Itoa(bf.reps), "warmup="+strconv.Itoa(bf.warmup))
	return strings.Join(parts, "&")
}

// appendListParam adds k=v1,v2 to a query's parts (none for no values),
// each value escaped and the commas kept, as a person would type it.
func appendListParam(parts []string, k string, vs []string) []string {
	if len(vs) == 0 {
		return parts
	}
	esc := make([]string, len(vs))
	for i, v := range vs {
		esc[i] = url.QueryEscape(v)
	}
	return append(parts, k+"="+strings.Join(esc, ","))
}

// findChromium is the browser to run: flagPath when given, else
// $CHROME_PATH, else the first of chromiumNames on PATH. It never
// downloads one: a benchmark must name the browser it measured, and a
// browser fetched behind the user's back is not one they chose.
func findChromium(flagPath string, getenv func(string) string, lookPath func(string) (string, error)) (string, error) {
	for _, given := range []struct{ what, path string }{{"-chromium", flagPath}, {"$CHROME_PATH", getenv("CHROME_PATH")}} {
		if given.path == "" {
			continue
		}
		p, err := lookPath(given.path)
		if err != nil {
			return "", usageError{msg: fmt.Sprintf("bench browser: %s %s: %v", given.what, given.path, err), try: "apt-get install chromium   (or -chromium PATH to a Chromium or Chrome executable)"}
		}
		return p, nil
	}
	for _, n := range chromiumNames {
		if p, err := lookPath(n); err == nil {
			return p, nil
		}
	}
	return "", usageError{
		msg: fmt.Sprintf("bench browser: no Chromium found (looked for -chromium, $CHROME_PATH, and %s on PATH)", strings.Join(chromiumNames, ", ")),
		try: "apt-get install chromium   (or -chromium PATH)",
	}
}

// checkLabPage asks the server for /lab before a browser starts: a server
// without the page, or with the placeholder the bundle replaces, would
// otherwise leave Chromium waiting until -timeout for a title that never
// comes.
func checkLabPage(ctx context.Context, base string) error {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"/lab", nil)
	if err != nil {
		return usageError{msg: fmt.Sprintf("bench browser: -target %s: %v", base, err), try: "-target http://127.0.0.1:8080"}
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return usageError{msg: fmt.Sprintf("bench browser: get %s/lab: %v", base, err),
			try: fmt.Sprintf("is a server listening at %s? Start one (polywire serve), or drop -target to let bench browser serve the data itself", base)}
	}
	defer func() { _ = resp.Body.Close() }()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return fmt.Errorf("bench browser: read %s/lab: %w", base, err)
	}
	if resp.StatusCode != http.StatusOK {
		return usageError{msg: fmt.Sprintf("bench browser: %s/lab answered %s: this server has no lab page", base, resp.Status),
			try: "polywire serve from a build with the lab page (internal/labpage), then -target its URL"}
	}
	if strings.Contains(string(body), "placeholder") {
		return usageError{msg: fmt.Sprintf("bench browser: %s/lab is the placeholder page, not the lab: the bundle has not been built", base),
			try: "build the lab page (clients/ts) into internal/labpage/dist and rebuild polywire"}
	}
	return nil
}

// labDriver runs the lab page in a Chromium and reads its results.
type labDriver struct {
	exe      string
	headless bool
	timeout  time.Duration
	log      *slog.Logger
	// poll is how often the page's title is read (default 200 ms).
	poll time.Duration
	// cpuprofile, when set, is where the page's V8 CPU profile goes:
	// from navigation to the title "done" (profileStart, profileStop).
	cpuprofile string
}

// run opens page, waits for the automation contract's title ("done", or
// "error: reason"), and returns the page's results file with Runtime set
// from the browser itself. The file is checked for schema and kind, and
// nothing else: failed rows are the caller's to judge.
func (d labDriver) run(ctx context.Context, page string) (*results.File, error) {
	dir, err := os.MkdirTemp("", "polywire-chromium-")
	if err != nil {
		return nil, fmt.Errorf("bench browser: user data dir: %w", err)
	}
	defer func() { _ = os.RemoveAll(dir) }()

	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(d.exe),
		chromedp.UserDataDir(dir),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		// performance.memory with real numbers (not bucketed), for the
		// page's heap column, and gc() so it can collect between
		// measurements instead of timing another one's garbage.
		chromedp.Flag("enable-precise-memory-info", true),
		chromedp.Flag("js-flags", "--expose-gc"),
	)
	if !d.headless {
		opts = append(opts, chromedp.VisibleWindow)
	}
	// The browser's own output (Debian's wrapper script complains on some
	// machines) is kept for the error when it does not start.
	var out syncBuffer
	opts = append(opts, chromedp.CombinedOutput(&out))
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	// cancelAlloc waits for the browser to exit: before RemoveAll (deferred
	// earlier, so it runs later) deletes its profile.
	defer cancelAlloc()
	bctx, cancelBrowser := chromedp.NewContext(allocCtx)
	defer cancelBrowser()

	// The first call starts the browser and its tab; it must not carry a
	// timeout (chromedp stops the browser when that context ends), so
	// -timeout applies from here on.
	if err := chromedp.Do(bctx); err != nil {
		msg := strings.TrimSpace(out.String())
		if msg != "" {
			msg = "; its output: " + lastLines(msg, 5)
		}
		return nil, fmt.Errorf("bench browser: start %s: %w%s", d.exe, err, msg)
	}
	ver, err := chromedp.CallBrowser(bctx, browser.GetVersion, cdp.Empty{})
	if err != nil {
		return nil, fmt.Errorf("bench browser: browser version: %w", err)
	}
	consoleDone := d.forwardConsole(bctx)
	defer consoleDone()

	tctx, cancel := context.WithTimeout(bctx, d.timeout)
	defer cancel()
	if d.cpuprofile != "" {
		if err := profileStart(tctx); err != nil {
			return nil, err
		}
	}
	if err := chromedp.Do(tctx, chromedp.Navigate(page)); err != nil {
		return nil, d.pageErr(ctx, tctx, "open "+page, err)
	}
	poll := cmp.Or(d.poll, 200*time.Millisecond)
	for {
		title, err := chromedp.Run(tctx, chromedp.Title())
		if err != nil {
			return nil, d.pageErr(ctx, tctx, "read the page's title", err)
		}
		if title == "done" {
			break
		}
		if reason, ok := strings.CutPrefix(title, "error:"); ok {
			return nil, fmt.Errorf("bench browser: the lab page could not run: %s", strings.TrimSpace(reason))
		}
		select {
		case <-tctx.Done():
			return nil, d.pageErr(ctx, tctx, fmt.Sprintf("wait for the page (its title: %q)", title), tctx.Err())
		case <-time.After(poll):
		}
	}
	if d.cpuprofile != "" {
		if err := profileStop(tctx, d.cpuprofile, os.Stdout); err != nil {
			return nil, err
		}
	}
	// The object when the page set one, else the script element: the
	// contract puts the same JSON in both.
	const read = `(() => {
		if (window.polywireResults !== undefined) return JSON.stringify(window.polywireResults);
		const el = document.getElementById("results");
		return el ? el.textContent : "";
	})()`
	raw, err := chromedp.Run(tctx, chromedp.Evaluate[string](read))
	if err != nil {
		return nil, d.pageErr(ctx, tctx, "read window.polywireResults", err)
	}
	if strings.TrimSpace(raw) == "" || raw == "null" {
		return nil, errors.New("bench browser: the page said done but set no window.polywireResults")
	}
	var f results.File
	if err := json.Unmarshal([]byte(raw), &f); err != nil {
		return nil, fmt.Errorf("bench browser: the page's results: %w", err)
	}
	if f.Schema != results.Schema || f.Kind != results.KindBrowser {
		return nil, fmt.Errorf("bench browser: the page's results are schema %q kind %q, want %q kind %q", f.Schema, f.Kind, results.Schema, results.KindBrowser)
	}
	rt := browserRuntime(ver.Product, ver.UserAgent, d.exe)
	rt.Headless = d.headless
	if f.Runtime != nil && f.Runtime.UserAgent != "" {
		rt.UserAgent = f.Runtime.UserAgent // what the page itself saw
	}
	f.Runtime = &rt
	return &f, nil
}

// pageErr says which deadline ended a wait: the user's (interrupt), or
// -timeout's.
func (d labDriver) pageErr(parent, tctx context.Context, what string, err error) error {
	switch {
	case parent.Err() != nil:
		return fmt.Errorf("bench browser: %s: %w", what, parent.Err())
	case errors.Is(tctx.Err(), context.DeadlineExceeded):
		return usageError{
			msg: fmt.Sprintf("bench browser: the lab page did not finish within -timeout %s (%s: %v)", d.timeout, what, context.DeadlineExceeded),
			try: "a longer -timeout, or fewer -datasets, -formats or -reps",
		}
	}
	return fmt.Errorf("bench browser: %s: %w", what, err)
}

// forwardConsole sends the page's console errors and warnings and its
// uncaught exceptions to the log as warnings, and the rest at debug: a
// decoder that throws says so on stderr while the run goes on. The
// returned func stops it and waits until it has.
func (d labDriver) forwardConsole(ctx context.Context) func() {
	ctx, cancel := context.WithCancel(ctx)
	messages := chromedp.Console(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for m, err := range messages {
			if err != nil {
				return
			}
			switch m.Type {
			case chromedp.ConsoleError, chromedp.ConsoleWarning, chromedp.ConsoleException:
				d.log.Warn("bench browser: page console", "type", string(m.Type), "text", m.Text, "url", m.URL, "line", m.Line)
			default:
				d.log.Debug("bench browser: page console", "type", string(m.Type), "text", m.Text)
			}
		}
	}()
	return func() { cancel(); <-done }
}

// browserRuntime names the browser from DevTools' product string
// ("HeadlessChrome/156.0.8078.79"): Chrome and Chromium report the same
// product, so the executable tells them apart.
func browserRuntime(product, userAgent, exe string) results.Runtime {
	name, version, _ := strings.Cut(product, "/")
	name = strings.TrimPrefix(name, "Headless")
	if name == "Chrome" || name == "" {
		name = "Chromium"
		if strings.Contains(filepath.Base(exe), "google-chrome") {
			name = "Chrome"
		}
	}
	return results.Runtime{Name: name, Version: version, UserAgent: userAgent}
}

// failedDecodes is the run's error when any measurement failed or none
// was made: the failures, one a line, and the first causes.
func failedDecodes(rows []results.DecodeRow) error {
	if len(rows) == 0 {
		return usageError{msg: "bench browser: the lab page measured nothing (0 rows; no results written)", try: "check -datasets, -formats, -decoders and -protocols against the page (open /lab in a browser)"}
	}
	var failed []results.DecodeRow
	for _, r := range rows {
		if r.Failed {
			failed = append(failed, r)
		}
	}
	if len(failed) == 0 {
		return nil
	}
	fmt.Fprintln(os.Stderr, "bench browser: failed measurements:")
	var causes []string
	for _, r := range failed {
		fmt.Fprintf(os.Stderr, "  %s %s %s %s %s: %s\n", r.Dataset, r.Protocol, r.Format, r.Decoder, r.Coding, r.Error)
		c := r.Dataset + " " + r.Format + " " + r.Decoder + ": " + cmp.Or(r.Error, "no error given")
		if len(causes) < 3 {
			causes = append(causes, c)
		}
	}
	if len(failed) > len(causes) {
		causes = append(causes, "…")
	}
	return usageError{
		msg: fmt.Sprintf("bench browser: %d of %d measurements failed: %s (no results written)", len(failed), len(rows), strings.Join(causes, "; ")),
		try: "rerun; a failed measurement is never counted (open the /lab URL above in a browser to see the page's errors)",
	}
}

// printDecodes prints the table: one row per measurement, failed ones
// with their error instead of times.
func printDecodes(w io.Writer, rows []results.DecodeRow) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "dataset\tprotocol\tformat\tdecoder\tcoding\twire bytes\tdecode ms (median)\trequest ms\ttotal ms\tMB/s\titems\t")
	for _, r := range rows {
		if r.Failed {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\tFAILED: %s\t\t\t\t\t\t\n", r.Dataset, r.Protocol, r.Format, r.Decoder, r.Coding, r.Error)
			continue
		}
		mbps := "—"
		if r.Decode.Median > 0 && r.DecodedBytes > 0 {
			// bytes per ms / 1000 = MB (10^6) per second
			mbps = fmt.Sprintf("%.1f", float64(r.DecodedBytes)/r.Decode.Median/1000)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%d\t%.2f\t%.2f\t%.2f\t%s\t%d\t\n", r.Dataset, r.Protocol, r.Format, r.Decoder, r.Coding,
			r.WireBytes, r.Decode.Median, r.Request.Median, r.Total.Median, mbps, r.Items)
	}
	_ = tw.Flush()
}

// lastLines is the last n lines of s, joined by " | ".
func lastLines(s string, n int) string {
	lines := strings.Split(s, "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, " | ")
}

// syncBuffer collects the browser's output, written from chromedp's
// goroutine and read after a failed start.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
