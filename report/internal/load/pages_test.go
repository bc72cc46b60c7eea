package load_test

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/polywire/polywire/report"
	"github.com/polywire/polywire/report/internal/load/loadtest"
	"github.com/polywire/polywire/results"
)

// The load pages as the report renders them, from its HTML and Markdown.

// TestLoadPagesPutPublishedFiguresBesideOurs checks the matching of seed
// 003's and seed 000's load figures to the fixture's runs.
func TestLoadPagesPutPublishedFiguresBesideOurs(t *testing.T) {
	t.Parallel()
	f, err := results.Read(filepath.Join("..", "..", "testdata", "load.json"))
	if err != nil {
		t.Fatal(err)
	}
	files := []*results.File{f}
	var md bytes.Buffer
	if err := report.Markdown(&md, files); err != nil {
		t.Fatal(err)
	}
	s := md.String()
	for _, want := range []string{
		"| save | JSON | REST (Gin) | 1.000 \\| 0.920 | 1.160 \\| 1.070 | 1.630 \\| 1.260 | baseline | seed003 save json rest 1000 rps |",
		"|  |  |  |  |  |  |  | seed003 save proto grpc 1000 rps | gRPC |", // the second run of a published row
		"| 100 | identity | HTTP/1.1 | JSON | seed000 json identity 100 users |",
		"100 users: 66 JSON timeouts; min response time 178 ms (JSON) → 107 ms (Protobuf) = 1.66× (seed 000)",
		"#### By format (19 groups)",
		"#### By protocol (3 groups)",
		"| seed003 save proto 1000 rps (REST (HTTP/1.1) vs gRPC; open model, 1,000 req/s) Also differs",
		"**seed000 proto identity 300 users**: the load generator was saturated",
		"run 1 (load): seed000 json identity 100 users vs seed000 proto identity 100 users: JSON timeouts 0",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("the Markdown lacks %q", want)
		}
	}
	// The ramp is not seed 003's constant profile.
	if strings.Contains(s, "| seed003 validate proto grpc ramp 2000 rps | gRPC") {
		t.Error("the ramp run is matched to seed 003's constant-rate figures")
	}
}

// TestLoadPagesEscapeNames renders a run named with markup.
func TestLoadPagesEscapeNames(t *testing.T) {
	t.Parallel()
	lr := loadtest.Run(`seed000 json <script>alert(1)</script> 100 users`, "http/1.1", 100, 0, 10)
	lr.KO = map[string]int64{"<b>": 1}
	lr.Overall.KO = 1
	f := loadtest.File("A", lr, loadtest.Run(`seed000 proto <script>alert(1)</script> 100 users`, "http/1.1", 100, 0, 5))
	var h, m bytes.Buffer
	if err := report.HTML(&h, []*results.File{f}); err != nil {
		t.Fatal(err)
	}
	if err := report.Markdown(&m, []*results.File{f}); err != nil {
		t.Fatal(err)
	}
	for name, out := range map[string]string{"html": h.String(), "markdown": m.String()} {
		if strings.Contains(out, "<script") || strings.Contains(out, "<b>") {
			t.Errorf("the %s holds the run name's markup unescaped", name)
		}
		if !strings.Contains(out, "&lt;script&gt;") {
			t.Errorf("the %s lacks the escaped name", name)
		}
	}
}
