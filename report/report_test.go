package report

import (
	"bytes"
	"cmp"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/polywire/polywire/results"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// goldenCases are the hand-written edge cases (testdata/edge-*.json) each
// alone, and every results file of testdata together as "all": the
// measured runs first, then the edge cases.
func goldenCases(t *testing.T) map[string][]string {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join("testdata", "*.json"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no testdata/*.json: %v", err)
	}
	isEdge := func(p string) bool { return strings.HasPrefix(filepath.Base(p), "edge-") }
	rank := func(p string) int {
		if isEdge(p) {
			return 1
		}
		return 0
	}
	slices.SortStableFunc(paths, func(a, b string) int { return cmp.Compare(rank(a), rank(b)) })
	cases := map[string][]string{"all": paths}
	for _, p := range paths {
		if isEdge(p) {
			cases[strings.TrimSuffix(filepath.Base(p), ".json")] = []string{p}
		}
	}
	return cases
}

func readAll(t *testing.T, paths []string) []*results.File {
	t.Helper()
	var files []*results.File
	for _, p := range paths {
		f, err := results.Read(p)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	return files
}

// TestGolden renders every case and compares byte for byte with
// testdata/<case>.golden.html and .golden.md; -update rewrites them.
func TestGolden(t *testing.T) {
	t.Parallel()
	for name, paths := range goldenCases(t) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			files := readAll(t, paths)
			for _, out := range []struct {
				ext    string
				render func(*bytes.Buffer) error
			}{
				{".golden.html", func(b *bytes.Buffer) error { return HTML(b, files) }},
				{".golden.md", func(b *bytes.Buffer) error { return Markdown(b, files) }},
			} {
				var got bytes.Buffer
				if err := out.render(&got); err != nil {
					t.Fatal(err)
				}
				golden := filepath.Join("testdata", name+out.ext)
				if *update {
					if err := os.WriteFile(golden, got.Bytes(), 0o644); err != nil {
						t.Fatal(err)
					}
					continue
				}
				want, err := os.ReadFile(golden)
				if err != nil {
					t.Fatalf("%v (run go test ./report -run Golden -update to create it)", err)
				}
				if !bytes.Equal(got.Bytes(), want) {
					t.Errorf("%s differs from the rendered report at byte %d (go test ./report -run Golden -update rewrites it after an intended change)", golden, firstDiff(got.Bytes(), want))
				}
			}
		})
	}
}

func firstDiff(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// TestReportIsDeterministic renders the same inputs twice, once from
// freshly read files, and wants the same bytes.
func TestReportIsDeterministic(t *testing.T) {
	t.Parallel()
	paths := goldenCases(t)["all"]
	var first, second bytes.Buffer
	if err := HTML(&first, readAll(t, paths)); err != nil {
		t.Fatal(err)
	}
	if err := HTML(&second, readAll(t, paths)); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(first.Bytes(), second.Bytes()) {
		t.Fatal("two renderings of the same inputs differ")
	}
}

// TestHTMLIsSelfContained checks the page needs nothing from a network
// and runs no script, and that markup in the inputs is escaped.
func TestHTMLIsSelfContained(t *testing.T) {
	t.Parallel()
	var b bytes.Buffer
	if err := HTML(&b, readAll(t, goldenCases(t)["all"])); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, bad := range []string{"<script", "<link", "<img", "<iframe", "@import", "url(", " src=", `href="http`, "ZgotmplZ"} {
		if strings.Contains(page, bad) {
			t.Errorf("the page contains %q", bad)
		}
	}
	// The edge cases name a dataset "error<script>".
	if !strings.Contains(page, "error&lt;script&gt;") {
		t.Error("the dataset error<script> is not in the page, escaped")
	}
	// Every chart is inline SVG with a title.
	if n := strings.Count(page, "<svg "); n < 10 {
		t.Errorf("%d charts, want the size, codec, client and articles charts", n)
	}
	if !regexp.MustCompile(`log scale`).MatchString(page) {
		t.Error("no chart says it uses a log scale, though the edge cases span nine decades")
	}
}

// TestReportPutsPublishedFiguresBesideOurs checks the matching of the
// seeds' figures to our rows, in the Markdown.
func TestReportPutsPublishedFiguresBesideOurs(t *testing.T) {
	t.Parallel()
	var b bytes.Buffer
	if err := Markdown(&b, readAll(t, goldenCases(t)["all"])); err != nil {
		t.Fatal(err)
	}
	md := b.String()
	for _, want := range []string{
		"| /account/1 | JSON | 314,579 |",           // our row ...
		"317 KB; ours −0.8% (seed 000)",             // ... with seed 000's size beside it
		"162 KB; ours +1.5% (seed 000)",             // Protobuf
		"uncompressed: 34% smaller than JSON; ours", // seed 004 on people
		"iOS, 20 runs: JSON 1.766665 s / Protobuf 0.56677 s = 3.12× (seed 000)",
		"| 7045 ns/op |",                     // seed 003 box
		"711.2 ns/op (one field) (seed 003)", // beside the lazy row
		"lazy: one field (what seed 003's 711 ns measured)",
		"almost 2×",
		"browsers: 21% less time (seed 004)",
		"Java→Java: 25 ms vs 150 ms (6×) (seed 004)",
		// Figures measured in another client runtime say so.
		"browsers: 21% less time (seed 004) — seed 004, measured in browsers (Chrome, Firefox, Safari; AngularJS with protobuf.js); ours: Go client — not the same runtime",
		"Java→Java: 78% less time (seed 004) — seed 004, measured in Java (Spring Boot to Spring Boot: protobuf-java, Jackson); ours: Go client — not the same runtime",
		"= 3.12× (seed 000) — seed 000, measured in an iOS app (Alamofire, swift-protobuf); ours: Go client — not the same runtime",
		"almost 2× (JSON with Jackson, the fastest JSON library there) — seed 002, measured in an Android app on a Nexus 5",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("the Markdown lacks %q", want)
		}
	}
}

func TestReportRefusesBadInput(t *testing.T) {
	t.Parallel()
	ok := &results.File{Schema: results.Schema, Kind: results.KindSize}
	for _, tc := range []struct {
		name  string
		files []*results.File
		want  string
	}{
		{"no_files", nil, "no results"},
		{"nil_file", []*results.File{ok, nil}, "input 2 is nil"},
		{"other_schema", []*results.File{{Schema: "polywire.bench/v0"}}, `schema "polywire.bench/v0"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			for _, render := range []func(*bytes.Buffer, []*results.File) error{
				func(b *bytes.Buffer, f []*results.File) error { return HTML(b, f) },
				func(b *bytes.Buffer, f []*results.File) error { return Markdown(b, f) },
			} {
				var b bytes.Buffer
				err := render(&b, tc.files)
				if err == nil || !strings.Contains(err.Error(), tc.want) {
					t.Fatalf("error %v, want one containing %q", err, tc.want)
				}
			}
		})
	}
}

// TestReportOfAnEmptyRun renders a run with no rows: a header and no
// sections, not an error.
func TestReportOfAnEmptyRun(t *testing.T) {
	t.Parallel()
	var b bytes.Buffer
	if err := HTML(&b, []*results.File{{Schema: results.Schema, Kind: "custom"}}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "run 1 (custom)") {
		t.Fatal("the run is not named")
	}
}

func TestRuntimeCaveat(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ theirs, ours, want string }{
		{runtimeBrowser, "go", "seed 004, measured in browsers (protobuf.js); ours: Go client — not the same runtime"},
		// A browser run of ours beside the article's browsers: the same
		// measure, no caveat.
		{runtimeBrowser, runtimeBrowser, ""},
	} {
		if got := runtimeCaveat("004", tc.theirs, "browsers (protobuf.js)", tc.ours); got != tc.want {
			t.Errorf("runtimeCaveat(%q, %q) = %q, want %q", tc.theirs, tc.ours, got, tc.want)
		}
	}
}
