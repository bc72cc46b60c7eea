package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"syscall"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/internal/lab/harness"
	"github.com/polywire/polywire/results"
)

const streamUsage = `Usage: polywire bench stream [-quick] [-target URL] [-limit N] [-o FILE]

Time to first row from a Go client: seed 004's people read from
GET /people:stream in every framing of docs/STREAMING.md (NDJSON, SSE, a
streamed JSON array, Protobuf, MessagePack and FlatBuffers envelopes), each
person decoded as it arrives, against the same people in one body
(GET /people, JSON and Protobuf). Per framing x format x coding: the time
from sending the request to the first person decoded, and to the last.
Every repetition checks the count and the first and last names; any failed
or short read stops the run. Without -target it serves the data itself on a
loopback port.

Examples:

	polywire bench stream -quick -o stream.json
	polywire bench stream -reps 10 -o stream.json
	polywire bench stream -target http://127.0.0.1:8080 -codings identity,gzip -h2c

Flags:
`

func benchStream(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("stream", flag.ContinueOnError)
	cf := addCommon(fs, args)
	target := fs.String("target", "", "server base `URL` (default: start one in-process on a loopback port)")
	h2c := fs.Bool("h2c", false, "HTTP/2 cleartext instead of HTTP/1.1")
	reps := fs.Int("reps", 0, "counted repetitions per framing, format and coding (default 10; 3 with -quick)")
	limit := fs.Int("limit", -1, "people per stream, 0 for all (default all; 5000 with -quick); one body always carries all")
	codings := fs.String("codings", "identity", "comma-separated codings, or \"all\" (identity, gzip, br, zstd)")
	if err := parse(fs, args, streamUsage); err != nil {
		return err
	}
	cfg := bench.StreamConfig{Reps: 10, Warmup: 1, H2C: *h2c, Total: dataset.PeopleCount, Progress: bench.WriterProgress(os.Stderr)}
	if *cf.quick {
		cfg.Reps, cfg.Limit = 3, 5000
	}
	if cf.smoke {
		cfg.Reps, cfg.Warmup, cfg.Limit = 1, 0, 1000
	}
	if *reps > 0 {
		cfg.Reps = *reps
	}
	if *limit >= 0 {
		cfg.Limit = *limit
	}
	var err error
	if cfg.Codings, err = bench.ParseCodings("bench stream", *codings); err != nil {
		return err
	}
	cfg.Target = *target
	if cfg.Target == "" {
		datasets, err := cf.load()
		if err != nil {
			return err
		}
		cfg.Total = len(datasets.People.GetPerson())
		srv, err := harness.Serve(ctx, harness.ServerConfig{Command: "bench stream", Datasets: datasets})
		if err != nil {
			return err
		}
		defer srv.Close()
		cfg.Target = srv.URL
	}
	f := results.New(results.KindStream, cf.config(map[string]any{"target": cfg.Target, "h2c": cfg.H2C, "reps": cfg.Reps,
		"warmup": cfg.Warmup, "limit": cfg.Limit, "codings": cfg.Codings}))
	f.Streams, err = bench.Stream(ctx, formats.Registry(), cfg)
	if err != nil {
		try := "rerun; a failed or short read is never counted as a measurement"
		if errors.Is(err, syscall.ECONNREFUSED) && *target != "" {
			try = fmt.Sprintf("is a server listening at %s? Start one (polywire serve), or drop -target to let bench stream serve the data itself", *target)
		}
		return usageError{msg: err.Error() + " (no results written)", try: try}
	}
	bench.PrintStreams(os.Stdout, f.Streams)
	return cf.finish(f)
}
