package harness

import (
	"bytes"
	"errors"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/results"
)

// TestFindBinary: the first candidate found wins; a candidate the user
// named and that is missing ends the search with its own error.
func TestFindBinary(t *testing.T) {
	t.Parallel()
	onPath := func(have ...string) func(string) (string, error) {
		return func(n string) (string, error) {
			for _, h := range have {
				if h == n {
					return "/found/" + n, nil
				}
			}
			return "", exec.ErrNotFound
		}
	}
	tests := []struct {
		name       string
		have       []string
		candidates []Candidate
		want       string
		wantGiven  string // of the NotFoundError; "-" for none expected
		wantPath   string
	}{
		{"given_first", []string{"a", "b"}, []Candidate{{Given: "-x", Path: "a"}, {Path: "b"}}, "/found/a", "-", ""},
		{"empty_skipped", []string{"b"}, []Candidate{{Given: "-x"}, {Path: "b"}}, "/found/b", "-", ""},
		{"given_missing_ends", []string{"b"}, []Candidate{{Given: "-x", Path: "a"}, {Path: "b"}}, "", "-x", "a"},
		{"last_tried", nil, []Candidate{{Path: "a"}, {Path: "b"}}, "", "", "b"},
		{"none", nil, nil, "", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := FindBinary(onPath(tt.have...), tt.candidates...)
			if tt.wantGiven == "-" {
				if err != nil || got != tt.want {
					t.Fatalf("FindBinary = %q, %v; want %q", got, err, tt.want)
				}
				return
			}
			var nf *NotFoundError
			if !errors.As(err, &nf) || nf.Given != tt.wantGiven || nf.Path != tt.wantPath {
				t.Fatalf("FindBinary = %q, %v; want not found, given %q path %q", got, err, tt.wantGiven, tt.wantPath)
			}
		})
	}
}

// TestCheckVocabulary names the first unknown value, the flag and what
// is known, worded for the command.
func TestCheckVocabulary(t *testing.T) {
	t.Parallel()
	known := []string{"json", "proto"}
	tests := []struct {
		name    string
		got     []string
		wantErr string
	}{
		{"all_known", []string{"proto", "json"}, ""},
		{"none", nil, ""},
		{"unknown", []string{"json", "yaml", "toml"}, `bench x: unknown -formats value "yaml" (known: json, proto)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			err := CheckVocabulary("bench x", Vocabulary{Flag: "formats", Got: tt.got, Known: known, Try: "-formats json"})
			if tt.wantErr == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			var u *bench.UsageError
			if !errors.As(err, &u) || u.Msg != tt.wantErr || u.Try != "-formats json" {
				t.Fatalf("err = %v, want a usage error %q", err, tt.wantErr)
			}
		})
	}
}

// TestFailures: no failed row is no error; failed rows are listed, one a
// line, and the error counts them and names the first three causes.
func TestFailures(t *testing.T) {
	t.Parallel()
	ok := results.DecodeRow{Dataset: "people", Decoder: "A"}
	bad := func(d, e string) results.DecodeRow {
		return results.DecodeRow{Dataset: "people", Decoder: d, Failed: true, Error: e}
	}
	c := Failures{
		Command: "bench x",
		Row:     func(r results.DecodeRow) string { return "row " + r.Decoder },
		Cause:   func(r results.DecodeRow) string { return "cause " + r.Decoder },
		Try:     "rerun",
	}
	tests := []struct {
		name       string
		rows       []results.DecodeRow
		wantErr    string
		wantListed string
	}{
		{"none_failed", []results.DecodeRow{ok, ok}, "", ""},
		{"one", []results.DecodeRow{ok, bad("B", "boom")}, "bench x: 1 of 2 measurements failed: cause B: boom (no results written)",
			"bench x: failed measurements:\n  row B: boom\n"},
		{"four", []results.DecodeRow{bad("B", "1"), bad("C", ""), bad("D", "3"), bad("E", "4")},
			"bench x: 4 of 4 measurements failed: cause B: 1; cause C: no error given; cause D: 3; … (no results written)",
			"bench x: failed measurements:\n  row B: 1\n  row C: \n  row D: 3\n  row E: 4\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var listed bytes.Buffer
			err := c.Check(&listed, tt.rows)
			if tt.wantErr == "" {
				if err != nil || listed.Len() > 0 {
					t.Fatalf("err = %v, listed %q", err, listed.String())
				}
				return
			}
			var u *bench.UsageError
			if !errors.As(err, &u) || u.Msg != tt.wantErr || u.Try != "rerun" {
				t.Fatalf("err = %v, want %q", err, tt.wantErr)
			}
			if listed.String() != tt.wantListed {
				t.Errorf("listed %q, want %q", listed.String(), tt.wantListed)
			}
		})
	}
}

// TestPrintDecodes: measured rows in columns, a failed one with its error
// in place of the measurements.
func TestPrintDecodes(t *testing.T) {
	t.Parallel()
	var b strings.Builder
	PrintDecodes(&b, "dataset\tdecoder\tms\t", []results.DecodeRow{
		{Dataset: "people", Decoder: "A", Decode: results.Stat{Median: 1.5}},
		{Dataset: "people", Decoder: "B", Failed: true, Error: "boom"},
	}, func(r results.DecodeRow) []string { return []string{r.Dataset, r.Decoder} },
		func(r results.DecodeRow) []string { return []string{strconv.FormatFloat(r.Decode.Median, 'f', -1, 64)} })
	lines := strings.Split(strings.TrimRight(b.String(), "\n"), "\n")
	if len(lines) != 3 || !strings.Contains(lines[0], "dataset") || !strings.HasSuffix(strings.TrimSpace(lines[1]), "1.5") || !strings.Contains(lines[2], "FAILED: boom") {
		t.Errorf("printed:\n%s", b.String())
	}
}

// TestFinish fills what the client left out and lays the configs over
// its own, in order, and the start and duration of the whole run.
func TestFinish(t *testing.T) {
	t.Parallel()
	start := time.Now().Add(-time.Second)
	f := &results.File{Config: map[string]any{"reps": 3, "out": "x"}}
	Finish(f, start, map[string]any{"reps": 5, "quick": true}, map[string]any{"quick": false})
	if f.Started.IsZero() || f.Seconds < 1 || f.Machine.CPUs == 0 {
		t.Errorf("started %v seconds %v machine %+v", f.Started, f.Seconds, f.Machine)
	}
	if f.Config["reps"] != 5 || f.Config["quick"] != false || f.Config["out"] != "x" {
		t.Errorf("config %v", f.Config)
	}
	// The client's own clock started after the server and the browser:
	// the whole run counts from the command's start.
	client := &results.File{Started: time.Now(), Seconds: 0.25}
	Finish(client, start)
	if !client.Started.Equal(start.UTC()) || client.Seconds < 1 || client.Config == nil {
		t.Errorf("the whole run not counted, or no config: %+v", client)
	}
}
