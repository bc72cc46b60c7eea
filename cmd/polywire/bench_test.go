package main

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/polywire/polywire/results"
)

// TestBenchCommands runs each experiment end to end with tiny settings and
// reads back what it wrote (the real quick runs are `make bench-quick`).
func TestBenchCommands(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	ctx := context.Background()
	runs := []struct {
		args []string
		kind string
		rows func(*results.File) int
	}{
		{[]string{"bench", "size", "-data", data}, results.KindSize, func(f *results.File) int { return len(f.Sizes) }},
		{[]string{"bench", "codec", "-data", data, "-datasets", "document", "-reps", "1", "-time", "2ms"}, results.KindCodec, func(f *results.File) int { return len(f.Codecs) }},
		{[]string{"bench", "client", "-data", data, "-quick", "-reps", "1", "-formats", "json,proto"}, results.KindClient, func(f *results.File) int { return len(f.Client) + len(f.Articles) }},
	}
	for _, r := range runs {
		out := filepath.Join(dir, r.kind+".json")
		if err := run(ctx, append(r.args, "-o", out)); err != nil {
			t.Fatalf("%v: %v", r.args, err)
		}
		f, err := results.Read(out)
		if err != nil {
			t.Fatal(err)
		}
		if f.Kind != r.kind || r.rows(f) == 0 || f.Seconds <= 0 || f.Machine.CPUs == 0 {
			t.Fatalf("%v wrote kind %q with %d rows", r.args, f.Kind, r.rows(f))
		}
	}
	if err := run(ctx, []string{"bench", "nope"}); err == nil {
		t.Fatal("an unknown experiment was accepted")
	}
}
