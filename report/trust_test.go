package report

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/polywire/polywire/report/internal/load/loadtest"
	"github.com/polywire/polywire/results"
)

// deadRun is a run against a server that refused every connection: its
// few "latencies" are microseconds, which must never read as a result.
func deadRun(name string) results.LoadRun {
	lr := loadtest.Run(name, "http/1.1", 100, 0, 0.321)
	lr.Overall.OK, lr.Overall.KO, lr.Overall.KOPercent, lr.Overall.KOPerSec = 0, 1000, 100, 16.7
	lr.KO = map[string]int64{"transport": 1000}
	lr.KOCauses = []results.KOCause{{Class: "transport", Cause: "dial tcp 127.0.0.1:8080: connect: connection refused", Count: 1000}}
	lr.MaxKOPercent = 1
	lr.Failed, lr.Failure = true, "every request failed: connection refused"
	return lr
}

func TestTrustBox(t *testing.T) {
	t.Parallel()
	saturated := loadtest.Run("seed000 json 20 users", "http/1.1", 20, 0, 50)
	saturated.Client = results.LoadClient{CPUPercent: 190, Cores: 2, Saturated: true}
	for _, tc := range []struct {
		name     string
		runs     []results.LoadRun
		want     string
		wantHTML []string
		alarm    bool
	}{
		{
			name: "all_trustworthy",
			runs: []results.LoadRun{loadtest.Run("seed000 json 100 users", "http/1.1", 100, 0, 90), loadtest.Run("seed000 proto 100 users", "http/1.1", 100, 0, 30)},
			want: "> **2 of 2 load runs are trustworthy**: none failed; no load generator was saturated.",
		},
		{
			name:  "one_saturated",
			runs:  []results.LoadRun{loadtest.Run("seed000 json 100 users", "http/1.1", 100, 0, 90), saturated},
			want:  "> **1 of 2 load runs is trustworthy**: none failed; 1 was saturated",
			alarm: true,
		},
		{
			name: "one_failed",
			runs: []results.LoadRun{loadtest.Run("seed000 json 100 users", "http/1.1", 100, 0, 90), deadRun("seed000 proto 100 users")},
			want: "> **1 of 2 load runs is trustworthy**: 1 failed; no load generator was saturated.\n>\n" +
				"> - **FAILED: seed000 proto 100 users** (run 1 (load)): every request failed: connection refused. " +
				"Top causes: dial tcp 127.0.0.1:8080: connect: connection refused ×1,000 (transport).",
			wantHTML: []string{`<li class="failed"><span class="bad">FAILED</span> <a href="#load-1-2">seed000 proto 100 users</a>`},
			alarm:    true,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			html, md := renderBoth(t, loadtest.File("A", tc.runs...))
			if !strings.Contains(md, tc.want) {
				t.Errorf("the Markdown lacks %q:\n%.600s", tc.want, md)
			}
			top, _, _ := strings.Cut(html, `<h2 id="verdict">`)
			for _, want := range tc.wantHTML {
				if !strings.Contains(top, want) {
					t.Errorf("the HTML above the verdict lacks %q", want)
				}
			}
			if alarm := strings.Contains(top, `<div class="trust alarm"`); alarm != tc.alarm {
				t.Errorf("red box = %v, want %v", alarm, tc.alarm)
			}
		})
	}
}

// TestFailedRunIsNotAResult: a failed run is named at the top and shows
// "failed" in every table that compares runs; its numbers are in no
// comparison, seed table or chart, and it is never a baseline.
func TestFailedRunIsNotAResult(t *testing.T) {
	t.Parallel()
	dead := deadRun("seed000 proto 100 users")
	f := loadtest.File("A", loadtest.Run("seed000 json 100 users", "http/1.1", 100, 0, 90), dead)
	html, md := renderBoth(t, f)

	for _, want := range []string{
		// The comparison by format: JSON is the baseline, Protobuf failed.
		"| seed000 100 users (JSON vs Protobuf; closed model, HTTP/1.1, 100 users) | JSON | seed000 json 100 users | 22.5 | 45.0 | 90.0 | 0 | 180 | 100 | 0% | baseline | baseline |",
		"|  | Protobuf | FAILED: seed000 proto 100 users | failed | failed | failed | failed | failed | failed | 100.0% | — | — |",
		// Seed 000's pair: no ratio from a failed side.
		"| 100 | — | HTTP/1.1 | JSON | seed000 json 100 users | 9.00 | 0 | 180 | 0% | 0 | 100 | — | — | — |",
		"|  |  |  | Protobuf | FAILED: seed000 proto 100 users | failed | failed | failed | 100.0% | 0 | failed |",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("the Markdown lacks %q", want)
		}
	}
	// Its microsecond "latencies" appear nowhere below the overview.
	_, below, _ := strings.Cut(md, "### The articles' load tests beside ours")
	for _, bad := range []string{"0.321", "0.032"} {
		if strings.Contains(below, bad) {
			t.Errorf("the failed run's %s ms is in the comparisons", bad)
		}
	}
	// Not matched to seed 000's published figure either.
	if strings.Contains(md, "seed000 json 100 users vs seed000 proto 100 users") {
		t.Error("the failed run is matched to a published figure")
	}
	// No chart draws it: the comparison panels name their runs in tips.
	_, charts, _ := strings.Cut(html, `id="load-compare"`)
	charts, _, _ = strings.Cut(charts, `id="load-runs"`)
	if strings.Contains(charts, "<title>Protobuf") || !strings.Contains(charts, "failed runs not drawn") {
		t.Error("a comparison chart draws the failed run, or does not say it left it out")
	}
	// Its details open with the failure and its causes, and KO/s beside
	// OK req/s.
	for _, want := range []string{
		`<strong>This run failed:</strong> every request failed: connection refused.`,
		`<td>dial tcp 127.0.0.1:8080: connect: connection refused</td><td>transport</td><td class="num">1,000</td><td class="num">100.0%</td>`,
		`<th class="num">OK req/s</th><th class="num">KO/s</th>`,
		`<td class="num ko">16.7</td>`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("the HTML lacks %q", want)
		}
	}
}

// TestSkippedFormats: a run on a user's schema names its message, lists
// the formats it skipped with their reasons in the box at the top, before
// the verdict, and the verdict reads the payloads' names.
func TestSkippedFormats(t *testing.T) {
	t.Parallel()
	reason := "flatbuffers cannot carry sample 1 of acme.shop.v1.Order: flatbuffers: field 6 (labels) of acme.shop.v1.Order: map fields are not supported"
	f := results.New(results.KindSize, map[string]any{"message": "acme.shop.v1.Order", "skipped": map[string]any{"flatbuffers": reason}})
	for _, ds := range []string{"Order", "Order[3]"} {
		f.Sizes = append(f.Sizes,
			results.SizeRow{Dataset: ds, Format: "json", Coding: "identity", Bytes: 300, RatioToJSON: 1},
			results.SizeRow{Dataset: ds, Format: "proto", Coding: "identity", Bytes: 100, RatioToJSON: 1.0 / 3})
	}
	var md, html bytes.Buffer
	if err := Markdown(&md, []*results.File{f}); err != nil {
		t.Fatal(err)
	}
	if err := HTML(&html, []*results.File{f}); err != nil {
		t.Fatal(err)
	}
	for name, out := range map[string]string{"markdown": md.String(), "html": html.String()} {
		skipped := strings.Index(out, "Formats skipped")
		verdict := strings.Index(out, "Verdict: which format wins")
		if skipped < 0 || verdict < 0 || skipped > verdict {
			t.Errorf("%s: the skipped formats (at %d) do not come before the verdict (at %d)", name, skipped, verdict)
		}
		for _, want := range []string{"run 1 (size, acme.shop.v1.Order)", "field 6 (labels) of acme.shop.v1.Order: map fields are not supported", "Order[3]"} {
			if !strings.Contains(out, want) {
				t.Errorf("%s lacks %q", name, want)
			}
		}
	}
	if !regexp.MustCompile(`\| Order\[3\] \| no client measured \| Protobuf −66\.7%`).MatchString(md.String()) {
		t.Errorf("the verdict has no row for Order[3]:\n%s", md.String())
	}
}

// TestDynamicNote: a codec or client run on a user's schema says, before
// the verdict, that it timed dynamic messages, not generated code — one
// from before the "code" key too; a size run (exact bytes either way),
// seed codec and client runs and those that timed the schema's generated
// code (-code generated) do not.
func TestDynamicNote(t *testing.T) {
	t.Parallel()
	codec := results.New(results.KindCodec, map[string]any{"message": "acme.shop.v1.Order"})
	dynamic := results.New(results.KindCodec, map[string]any{"message": "acme.shop.v1.Order", "code": "dynamic"})
	generated := results.New(results.KindCodec, map[string]any{"message": "acme.shop.v1.Order", "code": "generated"})
	seed := results.New(results.KindCodec, map[string]any{"seed": 1})
	size := results.New(results.KindSize, map[string]any{"message": "acme.shop.v1.Order"})
	client := results.New(results.KindClient, map[string]any{"message": "acme.shop.v1.Order"})
	clientDynamic := results.New(results.KindClient, map[string]any{"message": "acme.shop.v1.Order", "code": "dynamic"})
	clientGenerated := results.New(results.KindClient, map[string]any{"message": "acme.shop.v1.Order", "code": "generated"})
	clientSeed := results.New(results.KindClient, map[string]any{"seed": 0})
	cases := []struct {
		files []*results.File
		want  bool
	}{{[]*results.File{size, codec}, true}, {[]*results.File{size}, false}, {[]*results.File{seed}, false},
		{[]*results.File{size, dynamic}, true}, {[]*results.File{size, generated}, false},
		{[]*results.File{size, client}, true}, {[]*results.File{size, clientDynamic}, true},
		{[]*results.File{size, clientGenerated}, false}, {[]*results.File{clientSeed}, false},
		{[]*results.File{size, generated, clientDynamic}, true}}
	for _, c := range cases {
		var md, html bytes.Buffer
		if err := Markdown(&md, c.files); err != nil {
			t.Fatal(err)
		}
		if err := HTML(&html, c.files); err != nil {
			t.Fatal(err)
		}
		for name, out := range map[string]string{"markdown": md.String(), "html": html.String()} {
			note := strings.Index(out, "Dynamic messages:")
			if got := note >= 0; got != c.want {
				t.Errorf("%s of %d files: note shown %v, want %v", name, len(c.files), got, c.want)
			}
			if verdict := strings.Index(out, "Verdict: which format wins"); note >= 0 && verdict >= 0 && note > verdict {
				t.Errorf("%s: the dynamic-messages note comes after the verdict", name)
			}
		}
	}
}
