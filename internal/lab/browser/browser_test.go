package browser

import (
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/cdproto/runtime"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/internal/lab/page"
)

// TestFindChromium holds the search order (flag, $CHROME_PATH, PATH) and
// the error that says what was looked for and how to install it.
func TestFindChromium(t *testing.T) {
	t.Parallel()
	onPath := func(names ...string) func(string) (string, error) {
		return func(n string) (string, error) {
			if slices.Contains(names, n) {
				return "/usr/bin/" + filepath.Base(n), nil
			}
			return "", exec.ErrNotFound
		}
	}
	tests := []struct {
		name, flag, env string
		path            []string
		want, wantErr   string
	}{
		{name: "flag_first", flag: "/opt/c/chrome", env: "/x/chromium", path: []string{"/opt/c/chrome", "/x/chromium", "chromium"}, want: "/usr/bin/chrome"},
		{name: "env_next", env: "/x/chromium", path: []string{"/x/chromium", "google-chrome"}, want: "/usr/bin/chromium"},
		{name: "path_order", path: []string{"google-chrome", "chromium-browser"}, want: "/usr/bin/chromium-browser"},
		{name: "headless_shell", path: []string{"headless_shell"}, want: "/usr/bin/headless_shell"},
		{name: "missing_flag", flag: "/nope/chrome", path: []string{"chromium"}, wantErr: "-chromium /nope/chrome"},
		{name: "none", wantErr: "no Chromium found (looked for -chromium, $CHROME_PATH, and chromium, chromium-browser, google-chrome, google-chrome-stable, headless_shell on PATH)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := FindChromium(tt.flag, func(string) string { return tt.env }, onPath(tt.path...))
			if tt.wantErr != "" {
				var u *bench.UsageError
				if !errors.As(err, &u) || !strings.Contains(err.Error(), tt.wantErr) || !strings.Contains(u.Try, "apt-get install chromium") {
					t.Fatalf("FindChromium = %q, %v; want a usage error containing %q with an install hint", got, err, tt.wantErr)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("FindChromium = %q, %v; want %q", got, err, tt.want)
			}
		})
	}
}

// TestBrowserRuntime names browsers from DevTools' product string.
func TestBrowserRuntime(t *testing.T) {
	t.Parallel()
	tests := []struct{ product, exe, name, version string }{
		{"HeadlessChrome/141.0.7390.54", "/usr/bin/chromium", "Chromium", "141.0.7390.54"},
		{"Chrome/156.0.8078.79", "/usr/lib/chromium/chromium", "Chromium", "156.0.8078.79"},
		{"HeadlessChrome/141.0.7390.54", "/usr/bin/google-chrome-stable", "Chrome", "141.0.7390.54"},
	}
	for _, tt := range tests {
		rt := browserRuntime(tt.product, "UA", tt.exe)
		if rt.Name != tt.name || rt.Version != tt.version || rt.UserAgent != "UA" {
			t.Errorf("browserRuntime(%q, %q) = %+v, want %s %s", tt.product, tt.exe, rt, tt.name, tt.version)
		}
	}
}

// TestCodecQuery is the codec suite's page URL: what the page parses
// (clients/ts/lab/codec.ts), gc=0 when profiling.
func TestCodecQuery(t *testing.T) {
	t.Parallel()
	tests := []struct {
		s    Settings
		want string
	}{
		{Settings{Suite: "codec", Datasets: []string{"people"}, Reps: 10}, "suite=codec&run=1&datasets=people&reps=10"},
		{Settings{Suite: "codec", Datasets: []string{"people", "article500"}, Libraries: []string{"JSON.parse", "@msgpack/msgpack"}, Ops: []string{"decode"}, Reps: 3, Profiling: true},
			"suite=codec&run=1&datasets=people,article500&libraries=JSON.parse,%40msgpack%2Fmsgpack&ops=decode&reps=3&gc=0"},
	}
	for _, tt := range tests {
		if got := tt.s.Query(); got != tt.want {
			t.Errorf("Query() = %q, want %q", got, tt.want)
		}
	}
}

// TestStreamSettings holds the stream lab's query and what Check refuses
// before a browser starts.
func TestStreamSettings(t *testing.T) {
	t.Parallel()
	base := func(f func(*Settings)) Settings {
		s := Settings{Suite: "request", Datasets: []string{StreamDataset}, Codings: []string{"identity"}, Protocols: []string{"rest"}, Reps: 10, Warmup: 2}
		f(&s)
		return s
	}
	tests := []struct {
		name      string
		s         Settings
		wantQuery string
		wantErr   string
	}{
		{name: "all", s: base(func(*Settings) {}), wantQuery: "run=1&dataset=people-stream&limit=0&codings=identity&reps=10&warmup=2"},
		{name: "limit and ways", s: base(func(s *Settings) {
			s.Limit, s.Ways, s.Codings = 50, []string{"ndjson", "body-proto"}, []string{"identity", "gzip"}
		}),
			wantQuery: "run=1&dataset=people-stream&limit=50&ways=ndjson,body-proto&codings=identity,gzip&reps=10&warmup=2"},
		{name: "not alone", s: base(func(s *Settings) { s.Datasets = []string{"people", StreamDataset} }), wantErr: "people-stream runs alone"},
		{name: "unknown way", s: base(func(s *Settings) { s.Ways = []string{"xml"} }), wantErr: `unknown -ways value "xml"`},
		{name: "limit too large", s: base(func(s *Settings) { s.Limit = 50001 }), wantErr: "-limit 50001"},
		{name: "negative limit", s: base(func(s *Settings) { s.Limit = -1 }), wantErr: "-limit -1"},
		{name: "formats", s: base(func(s *Settings) { s.Formats = []string{"json"} }), wantErr: "takes -ways, not -formats"},
		{name: "ways without the stream lab", s: base(func(s *Settings) { s.Datasets, s.Ways = []string{"people"}, []string{"ndjson"} }), wantErr: "are the stream lab's"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			err := tt.s.Check()
			if tt.wantErr != "" {
				var ue *bench.UsageError
				if !errors.As(err, &ue) || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("Check() = %v, want a usage error containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("Check() = %v", err)
			}
			if got := tt.s.Query(); got != tt.wantQuery {
				t.Errorf("Query() = %q, want %q", got, tt.wantQuery)
			}
		})
	}
}

// TestSummarizeProfile charges each sample the interval after it, by
// function, and keeps V8's own entries apart.
func TestSummarizeProfile(t *testing.T) {
	t.Parallel()
	frame := func(name, url string, line int64) *runtime.CallFrame {
		return &runtime.CallFrame{FunctionName: name, URL: url, LineNumber: line}
	}
	p := &profiler.Profile{
		Nodes: []*profiler.ProfileNode{
			{ID: 1, CallFrame: frame("(root)", "", 0)},
			{ID: 2, CallFrame: frame("readString", "http://127.0.0.1/lab.js", 1)},
			{ID: 3, CallFrame: frame("(garbage collector)", "", 0)},
			{ID: 4, CallFrame: frame("(idle)", "", 0)},
		},
		Samples:    []int64{2, 2, 3, 4, 2},
		TimeDeltas: []int64{5, 100, 100, 300, 400},
	}
	s := summarizeProfile(p)
	// readString: 100 (after sample 0) + 100 (after 1) + 0 (the last has no next)
	want := map[string]int64{"readString lab.js:2": 200, "(garbage collector)": 300, "(idle)": 400}
	got := map[string]int64{}
	for _, l := range s.lines {
		got[l.name] = l.us
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: %d µs, want %d (all: %v)", k, got[k], v, got)
		}
	}
	if s.total != 900 || s.idle != 400 || s.gc != 300 {
		t.Errorf("total %d idle %d gc %d, want 900 400 300", s.total, s.idle, s.gc)
	}
	var b strings.Builder
	printProfile(&b, s, 10)
	if !strings.Contains(b.String(), "garbage collector 60.0%") {
		t.Errorf("printProfile:\n%s", b.String())
	}
}

// TestCodecMethod holds the Go driver, the TypeScript suite and the lab
// bundle served by this build to one codec-suite method (issue 30: a page
// that held every encoder's input while timing the decoders measured
// Chromium's JSON.parse against polywire-ts 2× wrong).
func TestCodecMethod(t *testing.T) {
	t.Parallel()
	src, err := os.ReadFile(filepath.Join("..", "..", "..", "clients", "ts", "src", "codecbench.ts"))
	if err != nil {
		t.Fatal(err)
	}
	if want := `CODEC_METHOD = "` + CodecMethod + `"`; !strings.Contains(string(src), want) {
		t.Errorf("clients/ts/src/codecbench.ts has no %s", want)
	}
	bundle, err := fs.ReadFile(page.Files(), "lab.js")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(bundle), `"`+CodecMethod+`"`) {
		t.Errorf("the embedded lab bundle does not record method %q: make generate", CodecMethod)
	}
}
