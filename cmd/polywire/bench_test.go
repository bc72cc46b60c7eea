package main

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/internal/lab/harness"
	"github.com/polywire/polywire/results"
)

// TestBenchCommands runs each experiment end to end with tiny settings and
// reads back what it wrote (the real quick runs are `make bench-quick`).
func TestBenchCommands(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("every bench command end to end: not in -short (make check); make test runs it")
	}
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
		{[]string{"bench", "stream", "-data", data, "-limit", "20", "-reps", "1"}, results.KindStream, func(f *results.File) int { return len(f.Streams) }},
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

// TestBenchLoadCommand runs bench load against a server in this process (a
// child server would be this test binary) and reads back the run.
func TestBenchLoadCommand(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	srvURL, data := loadServer(t, dir)
	base := srvURL
	for _, args := range [][]string{
		{"-path", "/account/1", "-format", "proto", "-users", "2", "-requests", "20", "-decode"},
		{"-path", "/report/validate", "-body", "document", "-format", "msgpack", "-rate", "50", "-duration", "400ms"},
		{"-protocol", "grpc", "-path", "/account/1", "-users", "2", "-iterations", "3"},
	} {
		out := filepath.Join(dir, "load.json")
		full := append([]string{"bench", "load", "-data", data, "-target", base, "-o", out}, args...)
		if err := run(context.Background(), full); err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		f, err := results.Read(out)
		if err != nil {
			t.Fatal(err)
		}
		if len(f.Loads) != 1 || f.Loads[0].Overall.Count == 0 || f.Loads[0].Overall.KO != 0 {
			t.Fatalf("%v: %+v", args, f.Loads)
		}
	}
	for _, bad := range [][]string{{"-users", "2"}, {"-duration", "1s"}, {"-users", "1", "-rate", "5", "-duration", "1s"}} {
		if err := run(context.Background(), append([]string{"bench", "load", "-target", base}, bad...)); err == nil {
			t.Errorf("bench load %v was accepted", bad)
		}
	}
	if err := run(context.Background(), []string{"bench", "load", "-target", "http://192.0.2.1:80", "-users", "1", "-requests", "1", "-data", data}); err == nil {
		t.Error("a non-loopback target was accepted without -allow-remote")
	}
}

// loadServer serves the built-in routes on a loopback port for a bench
// load test, from a data directory generated in dir (the test's), until
// the test ends; it returns the server's base URL and the data directory.
func loadServer(t *testing.T, dir string) (base, data string) {
	t.Helper()
	data = filepath.Join(dir, "data")
	if _, err := dataset.Ensure(data, dataset.DefaultSeed); err != nil {
		t.Fatal(err)
	}
	d, err := dataset.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	srv, err := harness.Serve(context.Background(), harness.ServerConfig{Command: "bench load", Datasets: bench.Datasets{Bank: d.Bank, People: d.People, Corpus: d.Corpus}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	return srv.URL, data
}
