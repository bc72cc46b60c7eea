package report

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/polywire/polywire/results"
)

// jvmFixture is a hand-written JVM run (testdata/jvm, outside the golden
// set): seed 002's articles of 50 and 100 subsections with Jackson,
// Moshi, Wire (failed at 100, with bogus tiny times), protobuf-java,
// flatbuffers lazy and Jackson XML; seed 004's people with Jackson and
// protobuf-java, identity and gzip; and JMH rows.
const jvmFixture = "testdata/jvm/seed002-seed004.json"

// TestJVMRuns holds what a JVM run must put in the report: its rows in
// the client runtimes with their HTTP version and allocation, seed 002's
// table and ratios, seed 004's Java-to-Java bars beside the published
// ones, JMH apart from the Go codec tables, a verdict row per dataset,
// and the failed row greyed and in no number.
func TestJVMRuns(t *testing.T) {
	t.Parallel()
	html, md := renderBoth(t, readAll(t, []string{filepath.FromSlash(jvmFixture)})...)
	tests := []struct {
		name     string
		html, md []string
		not      []string // in neither
	}{
		{
			name: "runtimes_section_with_http_and_alloc",
			html: []string{`<h2 id="runtimes">Client runtimes: decode in the browser, Node and the JVM</h2>`,
				"<th>http</th>", `<th class="num">alloc/decode</th>`, "<td>OpenJDK 64-Bit Server VM 17.0.15&#43;6-Debian-1deb12u1 (Debian)</td>",
				"<td>h2c</td>", `<td class="num">400 KB</td>`},
			md: []string{"| coding | http | wire bytes |", "| Jackson | identity | h2c | 60,000 | 60,000 |", "| 400 KB | 50 | best JSON |"},
		},
		{
			name: "failed_row_greyed",
			html: []string{`<tr class="failed">`, `<span class="bad">failed</span> Wire: 99 subsections, want 100`, "1 measurement failed"},
			md:   []string{"| Protobuf | Wire | identity | h2c | **failed**: Wire: 99 subsections, want 100 |"},
		},
		{
			name: "seed_002_table_and_ratios",
			html: []string{`<h3 id="jvm-1">The JVM — run 1 (jvm): seed 002, seed 004, JMH</h3>`,
				"Seed 002 in the JVM: median processing time by article size",
				"Seed 002 ran on ART on a Nexus 5", "absolute numbers do not compare, ratios do"},
			md: []string{
				"| subsections | JSON · Jackson | JSON · Jackson · gzip | JSON · Moshi | Protobuf · protobuf-java | Protobuf · Wire | FlatBuffers · flatbuffers lazy | XML · Jackson XML |",
				"| 50 | 0.400 | 0.500 | 0.550 | 0.220 | 0.250 | 0.01000 | 2.00 |",
				"| 100 | 0.800 | 1.00 | 1.10 | 0.440 | **failed** | 0.0200 | 4.00 |",
				"| fastest JSON / fastest Protobuf processing time | almost 2× (JSON with Jackson, the fastest JSON library there)",
				"| 1.82× (mean over 2 sizes; at 100 subsections Jackson 0.800 ms / protobuf-java 0.440 ms) |",
				"| Jackson gzip / Jackson identity processing time | 1.2× (gzipped JSON)",
				"| 1.25× (mean over 2 sizes; at 100 subsections Jackson 1.00 ms / Jackson 0.800 ms) |",
				"| 5.00× (mean over 2 sizes; at 100 subsections Jackson XML 4.00 ms / Jackson 0.800 ms) |",
				"ours: JVM client — not the same runtime",
			},
		},
		{
			name: "seed_004_java_to_java",
			md: []string{
				"| identity | Jackson | 150 (p95 180) | protobuf-java | 33.0 (p95 39.6) | 78% less time | 4.55× | 78% less time (almost 5×) |",
				"| gzip | Jackson | 150 (p95 180) | protobuf-java | 25.0 (p95 30.0) | 83% less time | 6.00× | 25 ms vs 150 ms (6×) |",
				"| 78% less time (almost 5×) | run 1 (jvm): JVM, identity: Protobuf (protobuf-java) 33.0 ms vs JSON (Jackson) 150 ms total, 78% less time (4.55×)",
				"| 25 ms vs 150 ms (6×) | run 1 (jvm): JVM, gzip: Protobuf (protobuf-java) 25.0 ms vs JSON (Jackson) 150 ms total, 83% less time (6.00×)",
			},
			// The browser's figures are not the JVM's to answer.
			not: []string{"GET /people in the browser (protobuf.js, AngularJS)", "in the browser: Protobuf"},
		},
		{
			name: "jmh_apart_from_go_codecs",
			md: []string{"#### JMH: encode and decode per JVM library", "| Jackson | JSON | decode (full: every field into native structs) | 41.0 ms | ± 2.05 ms | 10 | 90 MB | 137 | 5.6 MB |",
				"| Moshi | JSON | decode (full: every field into native structs) | 730 µs | ± 36.5 µs | 10 | — | 4,247 | 3.1 MB |"},
			not: []string{"## Codecs", `id="codec-1"`, "vs encoding/json"},
		},
		{
			name: "verdict_rows",
			md: []string{"| people | JVM | Protobuf 6.25× faster (8.00 ms (protobuf-java) vs JSON 50.0 ms (Jackson)) | Protobuf 4.55× faster (33.0 ms (protobuf-java) vs JSON 150 ms (Jackson))",
				"| article100 | JVM | Protobuf 1.82× faster (440 µs (protobuf-java) vs JSON 800 µs (Jackson))",
				"In the JVM (bench jvm: clients/java on HotSpot)"},
			// Seed 002's sweep is a verdict row at its largest article only.
			not: []string{"server encode", "(Wire)", "flatbuffers lazy)", "In the browser and Node (the lab page's runs)", "| article50 | JVM |"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			for _, w := range tt.html {
				if !strings.Contains(html, w) {
					t.Errorf("the HTML lacks %q", w)
				}
			}
			for _, w := range tt.md {
				if !strings.Contains(md, w) {
					t.Errorf("the Markdown lacks %q", w)
				}
			}
			for _, n := range tt.not {
				if strings.Contains(html, n) || strings.Contains(md, n) {
					t.Errorf("the report has %q", n)
				}
			}
		})
	}
	// The failed Wire row's bogus times are in no chart.
	_, section, ok := strings.Cut(html, `id="runtimes"`)
	if !ok {
		t.Fatal("no runtimes section")
	}
	for _, svg := range regexp.MustCompile(`(?s)<svg.*?</svg>`).FindAllString(section, -1) {
		if strings.Contains(svg, "Wire, 100 subsections") || strings.Contains(svg, "0.001") {
			t.Error("a chart draws the failed Wire row")
		}
	}
}

// TestJVMBesideTheBrowser: with a browser run and a JVM run of people,
// each runtime is a verdict row of its own, the browser's seed 004
// figures are compared with the browser's rows only, and the JVM's with
// the JVM's.
func TestJVMBesideTheBrowser(t *testing.T) {
	t.Parallel()
	browser := browserFile(results.KindBrowser, 10, "people",
		decodeSpec{"json", "JSON.parse", 30, 70}, decodeSpec{"proto", "protobufjs", 20, 40})
	files := append([]*results.File{browser}, readAll(t, []string{filepath.FromSlash(jvmFixture)})...)
	html, md := renderBoth(t, files...)
	for _, w := range []string{
		"| people | Browser | Protobuf", "| people | JVM | Protobuf",
		"in the browser: Protobuf 60.0 ms vs JSON 100 ms total (40% less time",
		"run 2 (jvm): JVM, identity: Protobuf (protobuf-java) 33.0 ms vs JSON (Jackson) 150 ms total, 78% less time",
	} {
		if !strings.Contains(md, w) {
			t.Errorf("the Markdown lacks %q", w)
		}
	}
	if !strings.Contains(html, "Chromium 156.0.8078.79 (headless)") || !strings.Contains(html, "(Debian)") {
		t.Error("the runtimes are not both named")
	}
}

// TestRuntimeLabelJVM names a JVM run by its VM, version and vendor.
func TestRuntimeLabelJVM(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		f    *results.File
		want string
	}{
		{&results.File{Kind: results.KindJVM, Runtime: &results.Runtime{Name: "OpenJDK 64-Bit Server VM", Version: "17.0.15+6-Debian-1deb12u1", Vendor: "Debian"}},
			"OpenJDK 64-Bit Server VM 17.0.15+6-Debian-1deb12u1 (Debian)"},
		{&results.File{Kind: results.KindJVM, Runtime: &results.Runtime{Name: "OpenJDK 64-Bit Server VM", Version: "21.0.5+11-LTS", Vendor: "Eclipse Adoptium"}},
			"OpenJDK 64-Bit Server VM 21.0.5+11-LTS (Eclipse Adoptium)"},
		{&results.File{Kind: results.KindJVM}, "JVM"},
	} {
		if got := runtimeLabel(tc.f); got != tc.want {
			t.Errorf("runtimeLabel = %q, want %q", got, tc.want)
		}
	}
}
