package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"os"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/internal/server"
)

const floorUsage = `Usage: polywire bench floor [-addr HOST:PORT] [-cpus LIST] [-dir DIR]

Serves the floor of this machine's HTTP path for seed 003's Validate: a
bare net/http server that answers POST /report/validate with the bytes
polywire's Validate answers a valid document with (in the format Accept
names), after reading the body — no decoding, validation, middleware,
metrics or log. Load it with polywire bench load as you would polywire
serve: what it measures is the part of a Validate percentile that no
server code can remove (loopback, the kernel, the scheduler, net/http).
With -dir, it also answers seed 003's Save (POST /report, 201 and an id)
once the body is durable in an append-only log in DIR — written, then
fdatasync, with group commit, and nothing of a database: the floor of a
durable Save on this disk and this HTTP path.

scripts/save-latency runs it beside polywire serve. It is not an
experiment: it writes no results file. It serves until SIGINT/SIGTERM.

Examples:

	polywire bench floor -addr 127.0.0.1:8090 -cpus 0
	polywire bench load -target http://127.0.0.1:8090 -path /report/validate -body document -format proto -rate 1000 -duration 10s
	polywire bench floor -addr 127.0.0.1:8090 -dir /tmp
	polywire bench load -target http://127.0.0.1:8090 -path /report -body document -format proto -rate 1000 -duration 10s

Flags:
`

// benchFloor serves the floor handler.
func benchFloor(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("floor", flag.ContinueOnError)
	addr := fs.String("addr", "127.0.0.1:8090", "listen address `host:port`")
	cpus := fs.String("cpus", "", "run on these CPUs only (as polywire serve -cpus)")
	dir := fs.String("dir", "", "also answer Save (POST /report) once the body is durable in a log in `DIR` (floor.log)")
	if err := parseFlags(fs, args, "bench floor", floorUsage); err != nil {
		return err
	}
	if err := pinCPUs("bench floor", *cpus); err != nil {
		return err
	}
	if *dir != "" {
		if fi, err := os.Stat(*dir); err != nil || !fi.IsDir() {
			return usageError{msg: fmt.Sprintf("bench floor: -dir %s: not a directory", *dir), try: "polywire bench floor -dir /tmp"}
		}
	}
	ln, err := (&net.ListenConfig{}).Listen(ctx, "tcp", *addr)
	if err != nil {
		return usageError{msg: fmt.Sprintf("bench floor: listen: %v", err), try: "polywire bench floor -addr 127.0.0.1:0"}
	}
	log := slog.New(slog.NewTextHandler(os.Stderr, nil))
	log.Info("listening", slog.String("url", "http://"+server.DisplayAddr(ln.Addr())))
	return bench.ServeFloor(ctx, ln, formats.Registry(), *dir)
}
