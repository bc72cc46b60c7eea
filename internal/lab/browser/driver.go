package browser

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/internal/lab/harness"
	"github.com/polywire/polywire/results"
)

// chromiumNames are the executables FindChromium looks for on PATH, in
// order: Debian's and Ubuntu's Chromium, Google's Chrome, and the
// headless_shell of the chromedp/headless-shell image.
var chromiumNames = []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless_shell"}

// FindChromium is the browser to run: flagPath (-chromium) when given,
// else $CHROME_PATH, else the first of chromium, chromium-browser,
// google-chrome, google-chrome-stable and headless_shell on PATH. It
// never downloads one (see harness.FindBinary).
func FindChromium(flagPath string, getenv func(string) string, lookPath func(string) (string, error)) (string, error) {
	candidates := []harness.Candidate{{Given: "-chromium", Path: flagPath}, {Given: "$CHROME_PATH", Path: getenv("CHROME_PATH")}}
	for _, n := range chromiumNames {
		candidates = append(candidates, harness.Candidate{Path: n})
	}
	p, err := harness.FindBinary(lookPath, candidates...)
	var nf *harness.NotFoundError
	switch {
	case err == nil:
		return p, nil
	case errors.As(err, &nf) && nf.Given != "":
		return "", &bench.UsageError{Msg: fmt.Sprintf("bench browser: %s %s: %v", nf.Given, nf.Path, nf.Err), Try: "apt-get install chromium   (or -chromium PATH to a Chromium or Chrome executable)"}
	}
	return "", &bench.UsageError{
		Msg: fmt.Sprintf("bench browser: no Chromium found (looked for -chromium, $CHROME_PATH, and %s on PATH)", strings.Join(chromiumNames, ", ")),
		Try: "apt-get install chromium   (or -chromium PATH)",
	}
}

// CheckLabPage asks the server at base for /lab before a browser starts:
// a server without the page, or with the placeholder the bundle replaces,
// would otherwise leave Chromium waiting until its timeout for a title
// that never comes.
func CheckLabPage(ctx context.Context, base string) error {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"/lab", nil)
	if err != nil {
		return &bench.UsageError{Msg: fmt.Sprintf("bench browser: -target %s: %v", base, err), Try: "-target http://127.0.0.1:8080"}
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return &bench.UsageError{Msg: fmt.Sprintf("bench browser: get %s/lab: %v", base, err),
			Try: fmt.Sprintf("is a server listening at %s? Start one (polywire serve), or drop -target to let bench browser serve the data itself", base)}
	}
	defer func() { _ = resp.Body.Close() }()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return fmt.Errorf("bench browser: read %s/lab: %w", base, err)
	}
	if resp.StatusCode != http.StatusOK {
		return &bench.UsageError{Msg: fmt.Sprintf("bench browser: %s/lab answered %s: this server has no lab page", base, resp.Status),
			Try: "polywire serve from a build with the lab page (internal/lab/page), then -target its URL"}
	}
	if strings.Contains(string(body), "placeholder") {
		return &bench.UsageError{Msg: fmt.Sprintf("bench browser: %s/lab is the placeholder page, not the lab: the bundle has not been built", base),
			Try: "build the lab page (clients/ts) into internal/lab/page/dist and rebuild polywire"}
	}
	return nil
}

// Driver runs the lab page in a Chromium and reads its results.
type Driver struct {
	Exe      string
	Headless bool
	// Timeout bounds the page, from navigation to its results.
	Timeout time.Duration
	// Log gets the page's console (errors and warnings as warnings).
	Log *slog.Logger
	// Poll is how often the page's title is read (default 200 ms).
	Poll time.Duration
	// CPUProfile, when set, is where the page's V8 CPU profile goes:
	// from navigation to the title "done"; its summary is printed on
	// Stdout.
	CPUProfile string
	harness.Streams
}

// Run opens page, waits for the automation contract's title ("done", or
// "error: reason"), and returns the page's results file with Runtime set
// from the browser itself. The file is checked for schema and kind, and
// nothing else: failed rows are the caller's to judge.
func (d Driver) Run(ctx context.Context, page string) (*results.File, error) {
	dir, err := os.MkdirTemp("", "polywire-chromium-")
	if err != nil {
		return nil, fmt.Errorf("bench browser: user data dir: %w", err)
	}
	defer func() { _ = os.RemoveAll(dir) }()

	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(d.Exe),
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
	if !d.Headless {
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
	// the timeout applies from here on.
	if err := chromedp.Do(bctx); err != nil {
		msg := strings.TrimSpace(out.String())
		if msg != "" {
			msg = "; its output: " + lastLines(msg, 5)
		}
		return nil, fmt.Errorf("bench browser: start %s: %w%s", d.Exe, err, msg)
	}
	ver, err := chromedp.CallBrowser(bctx, browser.GetVersion, cdp.Empty{})
	if err != nil {
		return nil, fmt.Errorf("bench browser: browser version: %w", err)
	}
	consoleDone := d.forwardConsole(bctx)
	defer consoleDone()

	tctx, cancel := context.WithTimeout(bctx, d.Timeout)
	defer cancel()
	if d.CPUProfile != "" {
		if err := profileStart(tctx); err != nil {
			return nil, err
		}
	}
	if err := chromedp.Do(tctx, chromedp.Navigate(page)); err != nil {
		return nil, d.pageErr(ctx, tctx, "open "+page, err)
	}
	poll := cmp.Or(d.Poll, 200*time.Millisecond)
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
	if d.CPUProfile != "" {
		if err := profileStop(tctx, d.CPUProfile, d.Out(), d.Err()); err != nil {
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
	rt := browserRuntime(ver.Product, ver.UserAgent, d.Exe)
	rt.Headless = d.Headless
	if f.Runtime != nil && f.Runtime.UserAgent != "" {
		rt.UserAgent = f.Runtime.UserAgent // what the page itself saw
	}
	f.Runtime = &rt
	return &f, nil
}

// pageErr says which deadline ended a wait: the user's (interrupt), or
// the timeout's.
func (d Driver) pageErr(parent, tctx context.Context, what string, err error) error {
	switch {
	case parent.Err() != nil:
		return fmt.Errorf("bench browser: %s: %w", what, parent.Err())
	case errors.Is(tctx.Err(), context.DeadlineExceeded):
		return &bench.UsageError{
			Msg: fmt.Sprintf("bench browser: the lab page did not finish within -timeout %s (%s: %v)", d.Timeout, what, context.DeadlineExceeded),
			Try: "a longer -timeout, or fewer -datasets, -formats or -reps",
		}
	}
	return fmt.Errorf("bench browser: %s: %w", what, err)
}

// forwardConsole sends the page's console errors and warnings and its
// uncaught exceptions to the log as warnings, and the rest at debug: a
// decoder that throws says so on stderr while the run goes on. The
// returned func stops it and waits until it has.
func (d Driver) forwardConsole(ctx context.Context) func() {
	log := d.Log
	if log == nil {
		log = slog.Default()
	}
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
				log.Warn("bench browser: page console", "type", string(m.Type), "text", m.Text, "url", m.URL, "line", m.Line)
			default:
				log.Debug("bench browser: page console", "type", string(m.Type), "text", m.Text)
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
