package report

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/polywire/polywire/results"
)

// browserFile is a client-runtime run of kind of one dataset: each row a
// format, decoder, request ms and decode ms; a decoder starting with "!"
// failed (its numbers kept, as a careless page might, to prove they are
// ignored).
func browserFile(kind string, reps int, dataset string, rows ...struct {
	format, decoder string
	request, decode float64
}) *results.File {
	f := &results.File{Schema: results.Schema, Kind: kind, Machine: testMachine,
		Runtime: &results.Runtime{Name: "Chromium", Version: "156.0.8078.79", Headless: true}}
	if kind == results.KindNode {
		f.Runtime = &results.Runtime{Name: "Node.js", Version: "20.20.2"}
	}
	for _, r := range rows {
		st := func(ms float64) results.Stat { return results.Stat{N: reps, Median: ms, P95: ms * 1.1} }
		d := results.DecodeRow{Dataset: dataset, Endpoint: "/" + dataset, Op: results.OpGet, Protocol: "rest", Format: r.format,
			Decoder: r.decoder, Coding: "identity", WireBytes: 1000, DecodedBytes: 1000, Reps: reps,
			Request: st(r.request), Decode: st(r.decode), Total: st(r.request + r.decode), Items: 10}
		if name, failed := strings.CutPrefix(r.decoder, "!"); failed {
			d.Decoder, d.Failed, d.Error = name, true, "decode: want 10 items, got 9"
		}
		f.Decodes = append(f.Decodes, d)
	}
	return f
}

type decodeSpec = struct {
	format, decoder string
	request, decode float64
}

// TestClientRuntimes holds the section and the verdict's browser and
// Node rows to what they must say: the fastest format/decoder against the
// best JSON decoder, a failed row greyed and never a winner nor drawn,
// JSON within 10%, small samples marked, seed 004 beside people.
func TestClientRuntimes(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		files []*results.File
		// want and not: strings the HTML must and must not hold.
		want, not []string
		// wantMD: strings the Markdown must hold.
		wantMD []string
	}{
		{
			name: "failed_row_is_greyed_and_not_a_winner",
			files: []*results.File{browserFile(results.KindBrowser, 10, "account2",
				decodeSpec{"json", "JSON.parse", 10, 20}, decodeSpec{"json", "protobuf-es fromJson", 10, 40},
				decodeSpec{"proto", "protobuf-es", 8, 12}, decodeSpec{"xml", "!DOMParser", 0.1, 0.1})},
			want: []string{
				`<tr class="failed">`, `<span class="bad">failed</span> decode: want 10 items, got 9`,
				"Protobuf</span><span class=\"m\">1.50× faster</span><span class=\"d\">20.0 ms (protobuf-es) vs JSON 30.0 ms (JSON.parse)",
				"1 measurement failed",
			},
			not:    []string{"XML</span><span class=\"m\">", "XML · DOMParser"},
			wantMD: []string{"| account2 | Browser |", "**failed**: decode: want 10 items, got 9", "Protobuf 1.50× faster (20.0 ms (protobuf-es) vs JSON 30.0 ms (JSON.parse))"},
		},
		{
			name: "json_within_10_percent",
			files: []*results.File{browserFile(results.KindBrowser, 10, "account1",
				decodeSpec{"json", "JSON.parse", 10, 10}, decodeSpec{"msgpack", "msgpackr", 10, 9})},
			want:   []string{"MessagePack</span><span class=\"m\">1.05× faster", "JSON within 10%"},
			wantMD: []string{"account1 · Browser: request + decode, identity (MessagePack 1.05× faster)"},
		},
		{
			name: "small_sample_is_marked",
			files: []*results.File{browserFile(results.KindBrowser, 2, "people",
				decodeSpec{"json", "JSON.parse", 30, 60}, decodeSpec{"proto", "protobufjs", 20, 40})},
			want:   []string{`<span class="sample">small sample (n=2)</span>`, "people: request + decode in the client runtime — small sample (n=2)"},
			wantMD: []string{"run 1 (browser) — **small sample (n=2)**", "| 1 (small sample) |"},
		},
		{
			name: "seed_004_beside_people",
			files: []*results.File{browserFile(results.KindBrowser, 10, "people",
				decodeSpec{"json", "JSON.parse", 30, 70}, decodeSpec{"proto", "protobufjs", 20, 40})},
			want: []string{"Protobuf 524 ms, JSON 761 ms", "on another browser and machine",
				"in the browser: Protobuf 60.0 ms vs JSON 100 ms total (40% less time"},
			wantMD: []string{"Seed 004: GET /people in the browser (protobuf.js, AngularJS): Protobuf 524 ms, JSON 761 ms"},
		},
		{
			name: "node_is_its_own_runtime",
			files: []*results.File{
				browserFile(results.KindBrowser, 10, "account2", decodeSpec{"json", "JSON.parse", 10, 20}, decodeSpec{"proto", "protobuf-es", 10, 10}),
				browserFile(results.KindNode, 10, "account2", decodeSpec{"json", "JSON.parse", 5, 10}, decodeSpec{"proto", "protobuf-es", 5, 12}),
			},
			want:   []string{"<td>Node.js</td>", "Node.js 20.20.2", "Chromium 156.0.8078.79 (headless)"},
			wantMD: []string{"| account2 | Browser | Protobuf", "| account2 | Node.js | JSON wins"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			html, md := renderBoth(t, tt.files...)
			for _, w := range tt.want {
				if !strings.Contains(html, w) {
					t.Errorf("the HTML lacks %q", w)
				}
			}
			for _, n := range tt.not {
				if strings.Contains(html, n) {
					t.Errorf("the HTML has %q", n)
				}
			}
			for _, w := range tt.wantMD {
				if !strings.Contains(md, w) {
					t.Errorf("the Markdown lacks %q", w)
				}
			}
			if !strings.Contains(html, `<h2 id="runtimes">Client runtimes: decode in the browser and Node</h2>`) {
				t.Error("no client runtimes section")
			}
		})
	}
}

// TestClientRuntimesFixture reads the committed browser fixture: its
// failed XML row (which carries bogus, tiny times) is in no chart and no
// verdict cell, and the lazy FlatBuffers read is not a verdict winner.
func TestClientRuntimesFixture(t *testing.T) {
	t.Parallel()
	html, _ := renderBoth(t, readAll(t, []string{filepath.Join("testdata", "edge-browser.json")})...)
	_, verdict, ok := strings.Cut(html, `<table class="verdict">`)
	if !ok {
		t.Fatal("no verdict table")
	}
	verdict, _, _ = strings.Cut(verdict, "</table>")
	for _, bad := range []string{"XML", "DOMParser", "flatbuffers lazy"} {
		if strings.Contains(verdict, bad) {
			t.Errorf("the verdict names %q", bad)
		}
	}
	_, section, ok := strings.Cut(html, `id="runtimes"`)
	if !ok {
		t.Fatal("no runtimes section")
	}
	for _, svg := range regexp.MustCompile(`(?s)<svg.*?</svg>`).FindAllString(section, -1) {
		if strings.Contains(svg, "DOMParser") || strings.Contains(svg, "XML") {
			t.Error("a chart draws the failed XML row")
		}
	}
	if !strings.Contains(section, "DOMParser: 49,999 people, want 50,000") {
		t.Error("the failed row's error is not shown")
	}
}
