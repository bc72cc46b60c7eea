package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/polywire/polywire/results"
)

// TestStreamsSection: a file with Streams gets its time-to-first-row table
// in HTML and Markdown, the ratio taken against the same format's body,
// else the fastest body at the same coding, and none for a body itself.
func TestStreamsSection(t *testing.T) {
	t.Parallel()
	f := results.New(results.KindStream, map[string]any{"reps": 3})
	stat := func(ms float64) results.Stat { return results.Stat{N: 3, Median: ms, P95: ms} }
	f.Streams = []results.StreamRow{
		{Endpoint: "/people:stream", Framing: "ndjson", Format: "json", Coding: "identity", Rows: 50000, WireBytes: 100, FirstRow: stat(2), Total: stat(150)},
		{Endpoint: "/people:stream", Framing: "envelope", Format: "msgpack", Coding: "identity", Rows: 50000, WireBytes: 90, FirstRow: stat(4), Total: stat(100)},
		{Endpoint: "/people", Framing: "body", Format: "json", Coding: "identity", Rows: 50000, WireBytes: 120, FirstRow: stat(80), Total: stat(80)},
		{Endpoint: "/people", Framing: "body", Format: "proto", Coding: "identity", Rows: 50000, WireBytes: 80, FirstRow: stat(60), Total: stat(60)},
	}
	var md, html bytes.Buffer
	if err := Markdown(&md, []*results.File{f}); err != nil {
		t.Fatal(err)
	}
	if err := HTML(&html, []*results.File{f}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"## Time to first row — ",
		"| ndjson | json |", "40.00× (json body, 50,000 rows)", // 80 / 2: the JSON body
		"15.00× (proto body, 50,000 rows)", // 60 / 4: no MessagePack body, the fastest
	} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("markdown lacks %q:\n%s", want, md.String())
		}
	}
	for _, want := range []string{`id="streams-1"`, "Time to first row — ", "40.00× (json body, 50,000 rows)"} {
		if !strings.Contains(html.String(), want) {
			t.Errorf("html lacks %q", want)
		}
	}
	if strings.Contains(md.String(), "no rows this report knows") {
		t.Error("a stream run is reported as unknown")
	}
}
