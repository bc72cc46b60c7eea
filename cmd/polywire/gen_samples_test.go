package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/internal/userschema"
)

const yourSchema = "../../testdata/yourschema"

// TestGenSamples: gen -message writes samples that the other commands'
// reader takes back, in each file format, the same bytes for the same
// seed, and JSON Lines on standard output for -o -.
func TestGenSamples(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	schema, err := userschema.Load(context.Background(), userschema.Source{ProtoPath: []string{yourSchema}, Files: []string{"acme/shop/v1/shop.proto"}})
	if err != nil {
		t.Fatal(err)
	}
	md, err := schema.Message("acme.shop.v1.Order")
	if err != nil {
		t.Fatal(err)
	}
	gen := func(out string, extra ...string) []byte {
		t.Helper()
		args := append([]string{"-proto-path", yourSchema, "acme/shop/v1/shop.proto", "-message", "acme.shop.v1.Order", "-n", "7", "-o", out}, extra...)
		var stdout bytes.Buffer
		if err := (&GenCommand{stdout: &stdout}).Run(context.Background(), args); err != nil {
			t.Fatalf("gen %q: %v", args, err)
		}
		if out == "-" {
			return stdout.Bytes()
		}
		if !strings.Contains(stdout.String(), "7 samples of acme.shop.v1.Order, seed") {
			t.Errorf("gen %q said %q", args, stdout.String())
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	var firstJSONL []byte
	for _, ext := range []string{".jsonl", ".json", ".binpb"} {
		a := filepath.Join(dir, "a"+ext)
		b := filepath.Join(dir, "b"+ext)
		c := filepath.Join(dir, "c"+ext)
		// Flags after the .proto argument as well as before it.
		ab, bb, cb := gen(a, "-repeated", "1..3"), gen(b, "-repeated", "1..3"), gen(c, "-repeated", "1..3", "-seed", "99")
		if !bytes.Equal(ab, bb) {
			t.Errorf("%s: the same seed wrote different bytes", ext)
		}
		if bytes.Equal(ab, cb) {
			t.Errorf("%s: seeds 1 and 99 wrote the same bytes", ext)
		}
		got, err := schema.ReadSamples(a, md, userschema.SampleOptions{})
		if err != nil {
			t.Fatalf("%s: %v", a, err)
		}
		if len(got.Messages) != 7 {
			t.Fatalf("%s: read %d samples, want 7", a, len(got.Messages))
		}
		if ext == ".jsonl" {
			firstJSONL = ab
			continue
		}
		// Every format holds the same messages.
		jsonl, err := schema.ReadSamples(filepath.Join(dir, "a.jsonl"), md, userschema.SampleOptions{})
		if err != nil {
			t.Fatal(err)
		}
		for i := range got.Messages {
			if !proto.Equal(got.Messages[i], jsonl.Messages[i]) {
				t.Errorf("%s: sample %d differs from the .jsonl one", ext, i+1)
			}
		}
	}
	if stdout := gen("-", "-repeated", "1..3"); !bytes.Equal(stdout, firstJSONL) {
		t.Errorf("-o - wrote other bytes than the .jsonl file:\n%s", stdout)
	}
	// The whole command line, as typed.
	var stderr strings.Builder
	args := []string{"gen", "-message", "acme.shop.v1.Category", "-proto-path", yourSchema, "acme/shop/v1/shop.proto", "-depth", "2", "-n", "3", "-o", filepath.Join(dir, "categories.json")}
	if code := exitCode(args, &stderr); code != 0 {
		t.Fatalf("polywire %q exited %d:\n%s", args, code, stderr.String())
	}
}

// TestGenSampleErrors: what goes wrong on gen's command line says what
// and what to try.
func TestGenSampleErrors(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	schema := []string{"gen", "-proto-path", yourSchema, "acme/shop/v1/shop.proto"}
	out := filepath.Join(dir, "x.jsonl")
	tests := []struct {
		name string
		args []string
		want []string // in order, on stderr
	}{
		{"unknown_message", append(schema, "-message", "acme.shop.v1.Ordr", "-o", out),
			[]string{`Error: no message "acme.shop.v1.Ordr" in the schema; nearest: acme.shop.v1.Order`, "Try: -message acme.shop.v1.Order"}},
		{"unknown_extension", append(schema, "-message", "Order", "-o", filepath.Join(dir, "x.yaml")),
			[]string{`unknown extension ".yaml" (want .jsonl, .json or .binpb)`, "Try: -o ", "x.jsonl"}},
		{"missing_o", append(schema, "-message", "Order"),
			[]string{"Error: gen: -o FILE is required with -message", "Try: polywire gen"}},
		{"zero_n", append(schema, "-message", "Order", "-n", "0", "-o", out),
			[]string{"Error: gen: -n 0: want at least one sample", "Try: -n 100"}},
		{"negative_n", append(schema, "-message", "Order", "-n", "-5", "-o", out),
			[]string{"Error: gen: -n -5: want at least one sample"}},
		{"zero_depth", append(schema, "-message", "Order", "-depth", "0", "-o", out),
			[]string{"Error: gen: -depth 0", "Try: -depth 3"}},
		{"bad_range", append(schema, "-message", "Order", "-repeated", "5..1", "-o", out),
			[]string{`invalid value "5..1" for flag -repeated`, "Try: polywire gen -h"}},
		{"no_message", append(schema, "-o", out),
			[]string{"Error: gen: -message NAME is required with a schema", "Try: polywire gen -proto-path"}},
		{"samples_flag", append(schema, "-message", "Order", "-samples", out, "-o", out),
			[]string{"-samples and -skip-bad are for reading samples"}},
		{"n_without_schema", []string{"gen", "-o", dir, "-n", "5"},
			[]string{"Error: gen: -n is for a message's samples", "Try: polywire gen -proto-path"}},
		{"stray_argument", []string{"gen", "-o", dir, "extra"},
			[]string{`Error: gen: unexpected argument "extra"`, "Try: polywire gen -h"}},
		{"bad_proto", []string{"gen", "-proto-path", dir, "missing.proto", "-message", "X", "-o", out},
			[]string{"Error: ", "missing.proto", "Try: "}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var stderr strings.Builder
			if code := exitCode(tt.args, &stderr); code != 1 {
				t.Fatalf("polywire %q exited %d, want 1; stderr:\n%s", tt.args, code, stderr.String())
			}
			rest := stderr.String()
			for _, w := range tt.want {
				i := strings.Index(rest, w)
				if i < 0 {
					t.Fatalf("stderr lacks %q (in order):\n%s", w, stderr.String())
				}
				rest = rest[i+len(w):]
			}
			if strings.Count(stderr.String(), "Error:") != 1 {
				t.Fatalf("want one Error line:\n%s", stderr.String())
			}
		})
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("a failed gen left %s behind", out)
	}
}
