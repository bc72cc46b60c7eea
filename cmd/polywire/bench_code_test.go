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
// each run's config saying which, on the same formats; and bench client
// on them decodes the responses with the generated code of the same
// module (the go build cache makes its second build a relink) or with
// dynamic messages, every endpoint x format answered either way. Speed is
// measured, never asserted. One temporary module build: skipped under
// -short.
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
		f := runCode(t, code, filepath.Join(dir, code+".json"), append([]string{"bench", "codec", "-time", "1ms", "-samples", samples}, schema...))
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

	clientRows := map[string][]string{}
	for _, code := range []string{"generated", "dynamic"} {
		f := runCode(t, code, filepath.Join(dir, "client-"+code+".json"), append([]string{"bench", "client", "-samples", samples}, schema...))
		for _, r := range f.Client {
			clientRows[code] = append(clientRows[code], r.Endpoint+" "+r.Format+" "+r.Coding)
		}
	}
	if len(clientRows["generated"]) < 2*4 || !slices.Equal(clientRows["generated"], clientRows["dynamic"]) {
		t.Errorf("bench client rows: generated %v, dynamic %v", clientRows["generated"], clientRows["dynamic"])
	}
}

// runCode runs the command of args with -code code, one repetition,
// writing out, and returns the results, checking their config says code
// was timed, without a fallback.
func runCode(t *testing.T, code, out string, args []string) *results.File {
	t.Helper()
	if err := run(context.Background(), append(args, "-code", code, "-reps", "1", "-o", out)); err != nil {
		t.Fatalf("%s -code %s: %v", args[1], code, err)
	}
	f, err := results.Read(out)
	if err != nil {
		t.Fatal(err)
	}
	if f.Config["code"] != code || f.Config["codeFallback"] != nil {
		t.Errorf("%s -code %s: config code %v, fallback %v", args[1], code, f.Config["code"], f.Config["codeFallback"])
	}
	return f
}

// TestBenchCodecFallsBack: without a go command on PATH, -code auto of
// bench codec and bench client says on stderr why it times dynamic
// messages and does, recording so; -code generated fails instead, and
// -code takes only its three values, on a schema of your own.
// (Not parallel: it sets PATH and reads os.Stderr.)
func TestBenchCodecFallsBack(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	t.Setenv(smokeEnv, "")
	dir := t.TempDir()
	cases := []struct {
		cmd, code, wantErr, wantStderr string
		seeds                          bool
	}{
		{"codec", "auto", "", "timing dynamic messages: generated code unavailable: no go command on PATH; generated code would be faster — Try: install Go", false},
		{"codec", "generated", "-code generated: generated code unavailable: no go command on PATH", "", false},
		{"codec", "fast", `bench codec: -code "fast": want generated, dynamic or auto`, "", false},
		{"client", "auto", "", "timing dynamic messages: generated code unavailable: no go command on PATH; generated code would be faster — Try: install Go (https://go.dev/dl) and run polywire from its source: go run ./cmd/polywire bench client", false},
		{"client", "generated", "bench client: -code generated: generated code unavailable: no go command on PATH", "", false},
		{"client", "fast", `bench client: -code "fast": want generated, dynamic or auto`, "", false},
		{"client", "dynamic", "bench client: -code applies to a schema of your own", "", true},
	}
	for _, c := range cases {
		out := filepath.Join(dir, c.cmd+"-"+c.code+".json")
		args := []string{"bench", c.cmd, "-code", c.code, "-reps", "1", "-o", out}
		if c.cmd == "codec" {
			args = append(args, "-time", "1ms")
		}
		if !c.seeds {
			args = append(args, shopArgs()...)
		}
		stderr := captureStderr(t, func() {
			err := run(context.Background(), args)
			if c.wantErr == "" && err != nil || c.wantErr != "" && (err == nil || !strings.Contains(err.Error(), c.wantErr)) {
				t.Errorf("%s -code %s: error %v, want %q", c.cmd, c.code, err, c.wantErr)
			}
		})
		if !strings.Contains(stderr, c.wantStderr) {
			t.Errorf("%s -code %s: stderr lacks %q:\n%s", c.cmd, c.code, c.wantStderr, stderr)
		}
		if c.wantErr != "" {
			continue
		}
		f, err := results.Read(out)
		if err != nil {
			t.Fatal(err)
		}
		if f.Config["code"] != "dynamic" || !strings.Contains(f.Config["codeFallback"].(string), "no go command on PATH") || len(f.Codecs)+len(f.Client) == 0 {
			t.Errorf("%s -code %s: config code %v, fallback %v, %d rows", c.cmd, c.code, f.Config["code"], f.Config["codeFallback"], len(f.Codecs)+len(f.Client))
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
