package report

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/polywire/polywire/report/internal/view"
	"github.com/polywire/polywire/results"
)

// renderBoth renders files as HTML and Markdown.
func renderBoth(t *testing.T, files ...*results.File) (html, md string) {
	t.Helper()
	var h, m bytes.Buffer
	if err := HTML(&h, files); err != nil {
		t.Fatal(err)
	}
	if err := Markdown(&m, files); err != nil {
		t.Fatal(err)
	}
	return h.String(), m.String()
}

var testMachine = results.Machine{OS: "linux", Arch: "amd64", CPUs: 2, CPUModel: "Test CPU", GoVersion: "go1.26.8"}

// sizeFile is a size run of one dataset: bytes per format, one coding.
func sizeFile(dataset, coding string, bytesByFormat map[string]int) *results.File {
	f := &results.File{Schema: results.Schema, Kind: results.KindSize, Machine: testMachine}
	for _, format := range []string{"json", "proto", "flatbuffers"} {
		if n, ok := bytesByFormat[format]; ok {
			f.Sizes = append(f.Sizes, results.SizeRow{Dataset: dataset, Endpoint: "/" + dataset, Format: format, Coding: coding, Bytes: n})
		}
	}
	return f
}

// codecFile is a codec run of one dataset: polywire's encode and decode
// ns/op per format, with reps repetitions.
func codecFile(dataset string, reps int, quick bool, encode, decode map[string]float64) *results.File {
	f := &results.File{Schema: results.Schema, Kind: results.KindCodec, Machine: testMachine, Config: map[string]any{"quick": quick, "reps": reps}}
	for _, format := range []string{"json", "proto"} {
		f.Codecs = append(f.Codecs,
			results.CodecRow{Dataset: dataset, Format: format, Library: libPolywire, Op: results.OpEncode, NsPerOp: results.Stat{N: reps, Median: encode[format]}},
			results.CodecRow{Dataset: dataset, Format: format, Library: libPolywire, Op: results.OpDecode, NsPerOp: results.Stat{N: reps, Median: decode[format]}})
	}
	return f
}

func TestVerdictIsTheFirstSection(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		files []*results.File
	}{
		{"measured_runs", readAll(t, goldenCases(t)["all"])},
		{"load_only", readAll(t, []string{filepath.Join("testdata", "load.json")})},
		{"size_only", []*results.File{sizeFile("people", "identity", map[string]int{"json": 100, "proto": 60})}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			html, md := renderBoth(t, tc.files...)
			if i := strings.Index(html, "<h2"); i < 0 || !strings.HasPrefix(html[i:], `<h2 id="verdict">`) {
				t.Errorf("the first HTML section is not the verdict: %.80q", html[max(i, 0):])
			}
			if i := strings.Index(md, "\n## "); i < 0 || !strings.HasPrefix(md[i:], "\n## Verdict") {
				t.Errorf("the first Markdown section is not the verdict: %.80q", md[max(i, 0):])
			}
			// Nothing but the warnings comes before it.
			if strings.Index(html, `id="verdict"`) > strings.Index(html, `id="runs"`) {
				t.Error("the runs table comes before the verdict")
			}
		})
	}
}

func TestVerdictSaysWhereJSONIsWithin10Percent(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name      string
		files     []*results.File
		wantClose []string // lines of the "JSON within 10%" list
		wantWins  []string
	}{
		{
			name:      "bytes_within",
			files:     []*results.File{sizeFile("people", "gzip", map[string]int{"json": 1050, "proto": 1000})},
			wantClose: []string{"- /people · no client measured: bytes, gzip (Protobuf −4.8%)"},
		},
		{
			name:      "bytes_exactly_10_percent",
			files:     []*results.File{sizeFile("people", "gzip", map[string]int{"json": 1100, "proto": 1000})},
			wantClose: []string{"- /people · no client measured: bytes, gzip (Protobuf −9.1%)"},
		},
		{
			name:  "bytes_far",
			files: []*results.File{sizeFile("people", "identity", map[string]int{"json": 1500, "proto": 1000})},
		},
		{
			name:     "json_wins",
			files:    []*results.File{sizeFile("people", "br", map[string]int{"json": 900, "proto": 1000})},
			wantWins: []string{"- /people · no client measured: bytes, br"},
		},
		{
			name: "encode_within_decode_far",
			files: []*results.File{codecFile("people", 20, false,
				map[string]float64{"json": 105, "proto": 100}, map[string]float64{"json": 500, "proto": 100})},
			wantClose: []string{"- people · Go: server encode (Protobuf 1.05× faster)"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			html, md := renderBoth(t, tc.files...)
			for _, want := range tc.wantClose {
				if !strings.Contains(md, "**JSON within 10%:**\n\n"+want+"\n") {
					t.Errorf("the Markdown does not say %q under \"JSON within 10%%\":\n%s", want, verdictMD(md))
				}
			}
			for _, want := range tc.wantWins {
				if !strings.Contains(md, "**JSON wins:**\n\n"+want+"\n") {
					t.Errorf("the Markdown does not say %q under \"JSON wins\":\n%s", want, verdictMD(md))
				}
			}
			said := strings.Contains(md, "JSON within 10%") || strings.Contains(html, "JSON within 10%")
			if said != (len(tc.wantClose) > 0) {
				t.Errorf("\"JSON within 10%%\" stated = %v, want %v:\n%s", said, len(tc.wantClose) > 0, verdictMD(md))
			}
			if len(tc.wantClose) == 0 && !strings.Contains(md, "JSON trails the winner by more than 10% on every measure") {
				t.Errorf("the verdict does not say JSON trails everywhere:\n%s", verdictMD(md))
			}
		})
	}
}

// verdictMD is the Markdown's verdict section, for failure messages.
func verdictMD(md string) string {
	_, after, _ := strings.Cut(md, "## Verdict")
	before, _, _ := strings.Cut(after, "\n## ")
	return "## Verdict" + before
}

// TestVerdictTotals checks the two totals: CPU total = encode + decode
// of one run; request + decode as the client run measured it; and that a
// measure no input holds makes no column.
func TestVerdictTotals(t *testing.T) {
	t.Parallel()
	codec := codecFile("account2", 20, false, map[string]float64{"json": 1_800_000, "proto": 500_000}, map[string]float64{"json": 4_000_000, "proto": 1_500_000})
	client := &results.File{Schema: results.Schema, Kind: results.KindClient, Machine: testMachine, Config: map[string]any{"reps": 20}, Client: []results.ClientRow{
		{Endpoint: "/account/2", Format: "json", Coding: "identity", Protocol: "http/1.1", Request: results.Stat{N: 20, Median: 1.8}, Decode: results.Stat{N: 20, Median: 2.2}, Total: results.Stat{N: 20, Median: 4.0}},
		{Endpoint: "/account/2", Format: "proto", Coding: "identity", Protocol: "http/1.1", Request: results.Stat{N: 20, Median: 0.8}, Decode: results.Stat{N: 20, Median: 0.7}, Total: results.Stat{N: 20, Median: 1.6}},
	}}
	for _, tc := range []struct {
		name      string
		files     []*results.File
		wantCells []string
		wantNot   []string
	}{
		{
			name:  "codec_and_client",
			files: []*results.File{codec, client},
			wantCells: []string{
				"| account2 | Go | Protobuf 3.60× faster (500 µs vs JSON 1.80 ms) | Protobuf 2.67× faster (1.50 ms vs JSON 4.00 ms) | Protobuf 2.90× faster (2.00 ms vs JSON 5.80 ms) | Protobuf 2.50× faster (1.60 ms vs JSON 4.00 ms) |",
				"run 1 (codec) — encode and decode: polywire, median ns/op, n=20 · run 2 (client) — request + decode (identity): HTTP/1.1, median ms, n=20",
			},
			wantNot: []string{"bytes, identity"},
		},
		{
			// Without a codec run, Go's decode is the client run's, and
			// there is no encode, so no CPU total either.
			name:      "client_only",
			files:     []*results.File{client},
			wantCells: []string{"| /account/2 | Go | Protobuf 3.14× faster (700 µs vs JSON 2.20 ms) | Protobuf 2.50× faster (1.60 ms vs JSON 4.00 ms) |"},
			wantNot:   []string{"server encode", "CPU total"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			_, md := renderBoth(t, tc.files...)
			v := verdictMD(md)
			for _, want := range tc.wantCells {
				if !strings.Contains(v, want) {
					t.Errorf("the verdict lacks %q:\n%s", want, v)
				}
			}
			for _, not := range tc.wantNot {
				if strings.Contains(v, not) {
					t.Errorf("the verdict has %q, which no input measured:\n%s", not, v)
				}
			}
		})
	}
}

// TestVerdictCPUTotalNeedsOneMachine: encode on one machine plus decode
// on another is not a total.
func TestVerdictCPUTotalNeedsOneMachine(t *testing.T) {
	t.Parallel()
	b := &builder{pal: &view.Palette{}, ours: map[string][]string{}}
	enc := codecFile("people", 20, false, map[string]float64{"json": 2, "proto": 1}, nil)
	enc.Codecs = enc.Codecs[:1]
	enc.Codecs = append(enc.Codecs, results.CodecRow{Dataset: "people", Format: "proto", Library: libPolywire, Op: results.OpEncode, NsPerOp: results.Stat{N: 20, Median: 1}})
	other := testMachine
	other.CPUModel = "Other CPU"
	dec := codecFile("people", 20, false, nil, map[string]float64{"json": 4, "proto": 2})
	dec.Machine = other
	var ins []*verdictInput
	for i, f := range []*results.File{enc, dec} {
		ins = append(ins, &verdictInput{run: view.NewRun(i+1, f), f: f, hw: view.HardwareOf(f.Machine)})
	}
	v := b.verdict(ins)
	for _, c := range v.Columns {
		if c.key == "cpu" {
			t.Fatalf("a CPU total from encode on %q and decode on %q", testMachine.CPUModel, other.CPUModel)
		}
	}
}

func TestSampleMark(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		f    *results.File
		want string
	}{
		{"codec_n7", codecFile("d", 7, false, nil, nil), "small sample (n=7)"},
		{"codec_n20", codecFile("d", 20, false, nil, nil), ""},
		{"codec_quick", codecFile("d", 3, true, nil, nil), "small sample (n=3, -quick)"},
		{"quick_many", codecFile("d", 20, true, nil, nil), "small sample (-quick, n=20)"},
		{"size_exact", sizeFile("d", "identity", map[string]int{"json": 1}), ""},
		{"load_quick", &results.File{Kind: results.KindLoad, Config: map[string]any{"quick": true}}, "small sample (-quick)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got := view.SampleMark(tc.f); got != tc.want {
				t.Fatalf("sampleMark = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestSmallSamplesAreFlagged: a quick codec run is named in the top box,
// marked in the verdict row resting on it, and on its chart.
func TestSmallSamplesAreFlagged(t *testing.T) {
	t.Parallel()
	quick := codecFile("people", 5, true, map[string]float64{"json": 2, "proto": 1}, map[string]float64{"json": 4, "proto": 2})
	html, md := renderBoth(t, quick)
	for _, want := range []string{
		"**Small samples:** run 1 (codec), small sample (n=5, -quick).",
		"people · Go: run 1 (codec) — encode and decode: polywire, median ns/op, n=5, small sample (n=5, -quick)",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("the Markdown lacks %q", want)
		}
	}
	for _, want := range []string{
		`<span class="sample">small sample (n=5, -quick)</span>`, // the top box
		`<span class="sample">small sample</span> Rests on:`,     // the verdict row
	} {
		if !strings.Contains(html, want) {
			t.Errorf("the HTML lacks %q", want)
		}
	}
	// The chart of the run says it in its title.
	if !strings.Contains(html, "people: time per operation, by library (run 1 (codec)) — small sample (n=5, -quick)</title>") {
		t.Error("the codec chart does not flag its small sample")
	}
}
