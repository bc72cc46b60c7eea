package page_test

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/polywire/polywire/internal/docs/page"
	"github.com/polywire/polywire/internal/lab/browser"
)

// requireChromium is the machine's Chromium, or a skip saying how to get
// one — except in CI (CI=true), which installs it, where its absence fails
// the test.
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

// TestDocsPageInChromium loads /docs in headless Chromium over a
// hand-written OpenAPI 3.1 document at /openapi.json and checks that the
// page renders both operations and the media types of a response, that
// its "Test Request" client sends the Accept header the reader sets
// (Protobuf's alone, in place of the one Scalar fills in), and that the
// page asks no host but the server for anything (no fonts, scripts or
// telemetry from a CDN). POLYWIRE_DOCS_SCREENSHOT=file.png keeps the
// screenshot (docs/docs-page.png was made so).
func TestDocsPageInChromium(t *testing.T) {
	exe := requireChromium(t)
	fixture, err := os.ReadFile(filepath.Join("testdata", "openapi.json"))
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	docs := page.Handler("/docs")
	mux.Handle("GET /docs", docs)
	mux.Handle("GET /docs/", docs)
	mux.HandleFunc("GET /openapi.json", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(fixture)
	})
	// ListWidgets itself, for the page's "Test Request": it reports the
	// Accept header each request carried.
	accepts := make(chan string, 8)
	mux.HandleFunc("GET /widgets", func(w http.ResponseWriter, r *http.Request) {
		select {
		case accepts <- r.Header.Get("Accept"):
		default:
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"widgets":[]}`))
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)

	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.WindowSize(1280, 1600),
	)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	defer cancelAlloc()
	bctx, cancelBrowser := chromedp.NewContext(allocCtx)
	defer cancelBrowser()

	// The browser starts without the test's timeout: chromedp stops it
	// when the first call's context ends.
	if err := chromedp.Do(bctx); err != nil {
		t.Fatalf("start %s: %v", exe, err)
	}
	var (
		mu       sync.Mutex
		requests []string
	)
	if err := chromedp.Listen(bctx, func(ev any) {
		if e, ok := ev.(*network.EventRequestWillBeSent); ok {
			mu.Lock()
			requests = append(requests, e.Request.URL)
			mu.Unlock()
		}
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(bctx, network.Enable, network.EnableParams{}); err != nil {
		t.Fatalf("Network.enable: %v", err)
	}

	// The page has rendered when both operations and a response's media-type
	// menu (a listbox button naming the selected type) are on it.
	const rendered = `(() => { const t = document.body.innerText; return t.includes("/widgets/{id}") && t.includes("List widgets") && document.querySelector('button[aria-haspopup="listbox"]') !== null; })()`
	// The first menu is ListWidgets' 200: opened, it lists every media type
	// of the response as an option.
	const openMenu = `(() => { document.querySelector('button[aria-haspopup="listbox"]').click(); return true; })()`
	const options = `(() => { const o = [...document.querySelectorAll('[role="option"]')].map(e => e.textContent.trim()); return o.length > 0 ? o.join("\n") : false; })()`
	if err := chromedp.Do(bctx, chromedp.Navigate(srv.URL+"/docs")); err != nil {
		t.Fatalf("open /docs: %v", err)
	}
	if _, err := chromedp.Run(bctx, chromedp.Poll[bool](rendered, chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		text, _ := chromedp.Run(bctx, chromedp.Evaluate[string](`document.body.innerText`))
		mu.Lock()
		defer mu.Unlock()
		t.Fatalf("wait for the operations to render: %v; requests %q; the page shows: %.3000s", err, requests, text)
	}
	if _, err := chromedp.Run(bctx, chromedp.Evaluate[bool](openMenu)); err != nil {
		t.Fatalf("open the media-type menu: %v", err)
	}
	menu, err := chromedp.Run(bctx, chromedp.Poll[string](options, chromedp.WithPollingTimeout(10*time.Second)))
	if err != nil {
		t.Fatalf("wait for the media-type menu's options: %v", err)
	}
	if err := chromedp.Do(bctx, chromedp.Sleep(300*time.Millisecond)); err != nil { // layout settles for the screenshot
		t.Fatal(err)
	}
	text, err := chromedp.Run(bctx, chromedp.Evaluate[string](`document.body.innerText`))
	if err != nil {
		t.Fatalf("read the page: %v", err)
	}
	shot, err := chromedp.Run(bctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}

	// Try it: open ListWidgets' client, switch off the Accept header
	// Scalar fills in (every media type of the response, unweighted), add
	// one that asks for Protobuf alone, and send.
	const openClient = `(() => { const b = [...document.querySelectorAll("button")].find(b => b.innerText.includes("Test Request")); if (!b) return false; b.click(); return true; })()`
	const offDefault = `(() => { const cb = document.querySelector('input[aria-label="Include accept in request"]'); if (!cb) return false; if (cb.checked) cb.click(); return !cb.checked; })()`
	// focus puts the caret in the Key (which "key") or Value ("value") cell
	// of the headers table's row whose key is keyText.
	focus := func(cell, keyText string) string {
		return `(() => {
			let tbl = document.querySelector('input[aria-label="Include accept in request"]');
			while (tbl && !tbl.querySelector('[aria-label=" Key"]')) tbl = tbl.parentElement;
			if (!tbl) return false;
			const key = [...tbl.querySelectorAll('[aria-label=" Key"]')].find(e => e.textContent.trim() === "` + keyText + `");
			if (!key) return false;
			let row = key;
			while (row && !row.querySelector('[aria-label=" Value"]')) row = row.parentElement;
			const el = "` + cell + `" === "key" ? key : row.querySelector('[aria-label=" Value"]');
			el.focus();
			return document.activeElement === el;
		})()`
	}
	const send = `(() => { const b = [...document.querySelectorAll("button")].find(b => b.innerText.includes("Send get request")); if (!b) return false; b.click(); return true; })()`
	typeIn := func(js, text string) {
		t.Helper()
		if _, err := chromedp.Run(bctx, chromedp.Poll[bool](js, chromedp.WithPollingTimeout(10*time.Second))); err != nil {
			t.Fatalf("focus the cell for %q: %v", text, err)
		}
		if _, err := chromedp.Call(bctx, input.InsertText, input.InsertTextParams{Text: text}); err != nil {
			t.Fatalf("type %q: %v", text, err)
		}
		// Leave the cell, as a reader's next click would.
		if _, err := chromedp.Run(bctx, chromedp.Evaluate[bool](`(() => { document.activeElement.blur(); return true; })()`)); err != nil {
			t.Fatal(err)
		}
	}
	for _, step := range []struct{ what, js string }{{"open the Test Request client", openClient}, {"switch off the default Accept", offDefault}} {
		if _, err := chromedp.Run(bctx, chromedp.Poll[bool](step.js, chromedp.WithPollingTimeout(10*time.Second))); err != nil {
			t.Fatalf("%s: %v", step.what, err)
		}
	}
	typeIn(focus("key", ""), "Accept")
	typeIn(focus("value", "Accept"), "application/x-protobuf")
	// The client takes the header in after a moment: its code snippet,
	// opened, shows the request it will send.
	const snippet = `(() => {
		const b = [...document.querySelectorAll("button")].find(b => b.innerText.startsWith("Code Snippet"));
		if (b && b.innerText.includes("Collapsed")) b.click();
		return /accept: application\/x-protobuf['"]/i.test(document.body.innerText);
	})()`
	if _, err := chromedp.Run(bctx, chromedp.Poll[bool](snippet, chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		text, _ := chromedp.Run(bctx, chromedp.Evaluate[string](`document.body.innerText`))
		t.Fatalf("wait for the client to take the Accept header: %v; the page shows: %.3000s", err, text)
	}
	if _, err := chromedp.Run(bctx, chromedp.Poll[bool](send, chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		t.Fatalf("send: %v", err)
	}
	select {
	case got := <-accepts:
		if got != "application/x-protobuf" {
			t.Errorf("Test Request sent Accept %q, want application/x-protobuf", got)
		}
	case <-time.After(20 * time.Second):
		t.Error("Test Request sent nothing to GET /widgets")
	}

	dir := t.TempDir()
	if p := os.Getenv("POLYWIRE_DOCS_SCREENSHOT"); p != "" {
		dir = filepath.Dir(p)
		if err := os.WriteFile(p, shot, 0o644); err != nil {
			t.Fatal(err)
		}
	} else if err := os.WriteFile(filepath.Join(dir, "docs-page.png"), shot, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot in %s", dir)

	for _, want := range []string{"/widgets", "/widgets/{id}", "List widgets", "Get a widget", "application/json"} {
		if !strings.Contains(text, want) {
			t.Errorf("page does not show %q; it shows: %.2000s", want, text)
		}
	}
	got := strings.Split(menu, "\n")
	for _, want := range []string{"application/json", "application/x-protobuf", "application/x-flatbuffers", "application/msgpack", "application/xml"} {
		if !slices.Contains(got, want) {
			t.Errorf("ListWidgets' media-type menu lacks %s: it offers %q", want, got)
		}
	}

	mu.Lock()
	defer mu.Unlock()
	if len(requests) == 0 {
		t.Fatal("no network events seen: the check below would pass vacuously")
	}
	sawSpec := false
	for _, raw := range requests {
		u, err := url.Parse(raw)
		if err != nil {
			t.Errorf("request to unparsable URL %q", raw)
			continue
		}
		switch u.Scheme {
		case "data", "blob", "about":
			continue
		}
		if ip := net.ParseIP(u.Hostname()); ip == nil || !ip.IsLoopback() {
			t.Errorf("the page asked a non-loopback host: %s", raw)
		}
		if u.Path == "/openapi.json" {
			sawSpec = true
		}
	}
	if !sawSpec {
		t.Errorf("the page never asked for /openapi.json; requests: %q", requests)
	}
}
