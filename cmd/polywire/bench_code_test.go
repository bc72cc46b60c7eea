package main

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/polywire/polywire/results"
)

// TestBenchCodecGeneratedCode: bench codec on the OTLP trace protos times
// the Go code generated from them with -code generated — polywire's fast
// paths with the seeds' libraries, the struct-based baselines and the
// reference paths among them — and dynamic messages with -code dynamic,
// each run's config saying which, on the same formats. Speed is measured,
// never asserted. One temporary module build: skipped under -short.
func TestBenchCodecGeneratedCode(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a temporary Go module")
	}
	t.Parallel()
	ctx := context.Background()
	dir := t.TempDir()
	samples := filepath.Join(dir, "otlp.jsonl")
	schema := append([]string{"-proto-path", otlpDir}, otlpFiles...)
	schema = append(schema, "-message", "opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest")
	if err := run(ctx, append(append([]string{"gen"}, schema...), "-n", "3", "-repeated", "1..2", "-o", samples)); err != nil {
		t.Fatal(err)
	}
	formats := map[string][]string{}
	for _, code := range []string{"generated", "dynamic"} {
		out := filepath.Join(dir, code+".json")
		if err := run(ctx, append([]string{"bench", "codec", "-code", code, "-reps", "1", "-time", "1ms", "-o", out, "-samples", samples}, schema...)); err != nil {
			t.Fatalf("-code %s: %v", code, err)
		}
		f, err := results.Read(out)
		if err != nil {
			t.Fatal(err)
		}
		if f.Config["code"] != code || f.Config["codeFallback"] != nil {
			t.Errorf("-code %s: config code %v, fallback %v", code, f.Config["code"], f.Config["codeFallback"])
		}
		var libs []string
		for _, r := range f.Codecs {
			libs = append(libs, r.Library)
			if r.Library == "polywire" {
				formats[code] = append(formats[code], r.Dataset+" "+r.Format+" "+r.Op)
			}
		}
		slices.Sort(libs)
		libs = slices.Compact(libs)
		for _, lib := range map[string][]string{"generated": {"polywire-alias", "polywire-reference", "encoding/xml"}, "dynamic": {"protojson"}}[code] {
			if !slices.Contains(libs, lib) {
				t.Errorf("-code %s: libraries %v lack %s", code, libs, lib)
			}
		}
		if code == "dynamic" && slices.Contains(libs, "polywire-reference") {
			t.Errorf("-code dynamic: libraries %v", libs)
		}
	}
	if len(formats["generated"]) == 0 || !slices.Equal(formats["generated"], formats["dynamic"]) {
		t.Errorf("polywire's rows differ: generated %v, dynamic %v", formats["generated"], formats["dynamic"])
	}
}

// TestBenchCodecFallsBack: without a go command on PATH, -code auto says
// on stderr why it times dynamic messages and does, recording so;
// -code generated fails instead, and -code takes only its three values.
// (Not parallel: it sets PATH and reads os.Stderr.)
func TestBenchCodecFallsBack(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	t.Setenv(smokeEnv, "")
	dir := t.TempDir()
	cases := []struct {
		code, wantErr, wantStderr string
	}{
		{"auto", "", "timing dynamic messages: generated code unavailable: no go command on PATH; generated code would be faster — Try: install Go"},
		{"generated", "-code generated: generated code unavailable: no go command on PATH", ""},
		{"fast", `-code "fast": want generated, dynamic or auto`, ""},
	}
	for _, c := range cases {
		out := filepath.Join(dir, c.code+".json")
		stderr := captureStderr(t, func() {
			err := run(context.Background(), append([]string{"bench", "codec", "-code", c.code, "-reps", "1", "-time", "1ms", "-o", out}, shopArgs()...))
			if c.wantErr == "" && err != nil || c.wantErr != "" && (err == nil || !strings.Contains(err.Error(), c.wantErr)) {
				t.Errorf("-code %s: error %v, want %q", c.code, err, c.wantErr)
			}
		})
		if !strings.Contains(stderr, c.wantStderr) {
			t.Errorf("-code %s: stderr lacks %q:\n%s", c.code, c.wantStderr, stderr)
		}
		if c.wantErr != "" {
			continue
		}
		f, err := results.Read(out)
		if err != nil {
			t.Fatal(err)
		}
		if f.Config["code"] != "dynamic" || !strings.Contains(f.Config["codeFallback"].(string), "no go command on PATH") || len(f.Codecs) == 0 {
			t.Errorf("-code %s: config code %v, fallback %v, %d rows", c.code, f.Config["code"], f.Config["codeFallback"], len(f.Codecs))
		}
		for _, r := range f.Codecs {
			if strings.HasPrefix(r.Library, "polywire-") {
				t.Errorf("-code %s: a generated code's library %s", c.code, r.Library)
			}
		}
	}
}

// captureStderr returns what fn writes to os.Stderr.
func captureStderr(t *testing.T, fn func()) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	old := os.Stderr
	os.Stderr = w
	done := make(chan string)
	go func() {
		b, _ := io.ReadAll(r)
		done <- string(b)
	}()
	defer func() { os.Stderr = old }()
	fn()
	os.Stderr = old
	w.Close()
	return <-done
}
