package report

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/polywire/polywire/results"
)

func TestProvenance(t *testing.T) {
	t.Parallel()
	stamped := func(kind, step, commit string, quiet bool) *results.File {
		f := &results.File{Schema: results.Schema, Kind: kind, Started: time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC),
			Machine: results.Machine{GitCommit: strings.TrimSuffix(commit, "+dirty")},
			Sizes:   []results.SizeRow{{Dataset: "people", Format: "json", Coding: "identity", Bytes: 10, RatioToJSON: 1}}}
		f.Record = &results.Record{ID: "2026-11-29T10:00:00Z", Step: step, Commit: commit, Quiet: quiet, BusyCores: 0.02}
		if !quiet {
			f.Record.BusyCores, f.Record.Busiest = 0.9, "go 0.80"
		}
		return f
	}
	const c1, c2 = "1111111aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "2222222bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
	tests := []struct {
		name    string
		files   []*results.File
		history func(string, []string) (string, error)
		want    []string
		notWant []string
	}{
		{
			name:    "one_record_one_commit",
			files:   []*results.File{stamped(results.KindSize, "size-article", c1, true), stamped(results.KindSize, "size", c1, true)},
			history: func(string, []string) (string, error) { return "", nil },
			want:    []string{"These 2 runs rest on one commit, 1111111, made by one polywire bench record.", "None is older than the code it measures.", "quiet (0.02 cores in use)"},
			notWant: []string{"not runs of record", "busy", "uncommitted"},
		},
		{
			name:  "mixed_commits_dirty_busy_unstamped",
			files: []*results.File{stamped(results.KindSize, "size-article", c1, true), stamped(results.KindSize, "size", c2+"+dirty", false), {Schema: results.Schema, Kind: results.KindSize, Machine: results.Machine{GitCommit: c1}}},
			want: []string{"rest on 2 commits (1111111, 2222222+dirty)", "1 of 3 runs are not runs of record",
				"uncommitted changes (no commit holds the code measured): run 2 (size)", "Started on a busy machine (other processes were using CPU): run 2 (size)",
				"busy: 0.90 cores in use (go 0.80)", "Not checked against the code's history"},
		},
		{
			name:  "older_than_its_code",
			files: []*results.File{stamped(results.KindSize, "size-article", c1, true), stamped(results.KindBrowser, "browser", c1, true)},
			history: func(commit string, paths []string) (string, error) {
				if strings.Join(paths, ",") == strings.Join(MeasuredCode(results.KindBrowser), ",") {
					return "3f2a1b0 2026-11-30 clients/ts: a faster decoder", nil
				}
				return "", nil
			},
			want: []string{"Older than the code they measure (it changed after their commit): run 2 (browser).", "3f2a1b0 2026-11-30 clients/ts: a faster decoder"},
		},
		{
			name:  "history_cannot_tell",
			files: []*results.File{stamped(results.KindCodec, "codec", c1, true)},
			history: func(string, []string) (string, error) {
				return "", errors.New("commit 1111111 is not in this checkout's history")
			},
			want: []string{"This run rests on commit 1111111, made by polywire bench record.", "Could not be checked against the code's history: run 1 (codec): commit 1111111 is not in this checkout's history."},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var opts []Option
			if tt.history != nil {
				opts = append(opts, WithCodeHistory(tt.history))
			}
			var md, html bytes.Buffer
			if err := Markdown(&md, tt.files, opts...); err != nil {
				t.Fatal(err)
			}
			if err := HTML(&html, tt.files, opts...); err != nil {
				t.Fatal(err)
			}
			box, _, _ := strings.Cut(md.String(), "## Verdict")
			for _, w := range tt.want {
				if !strings.Contains(box, w) {
					t.Errorf("the Markdown's provenance box lacks %q:\n%s", w, box)
				}
			}
			for _, w := range tt.notWant {
				if strings.Contains(box, w) {
					t.Errorf("the Markdown's provenance box says %q:\n%s", w, box)
				}
			}
			if !strings.Contains(html.String(), `id="provenance"`) {
				t.Error("the HTML page has no provenance box")
			}
			if bad := strings.Contains(html.String(), `class="provenance alarm"`); bad != (len(tt.notWant) == 0) {
				t.Errorf("the HTML box is red: %v, want %v", bad, len(tt.notWant) == 0)
			}
		})
	}
}
