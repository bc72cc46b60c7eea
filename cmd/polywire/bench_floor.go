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

const floorUsage = `Usage: polywire bench floor [-addr HOST:PORT] [-cpus LIST]

Serves the floor of this machine's HTTP path for seed 003's Validate: a
bare net/http server that answers POST /report/validate with the bytes
polywire's Validate answers a valid document with (in the format Accept
names), after reading the body — no decoding, validation, middleware,
metrics or log. Load it with polywire bench load as you would polywire
serve: what it measures is the part of a Validate percentile that no
server code can remove (loopback, the kernel, the scheduler, net/http).
scripts/save-latency runs it beside polywire serve. It is not an
experiment: it writes no results file. It serves until SIGINT/SIGTERM.

Examples:

	polywire bench floor -addr 127.0.0.1:8090 -cpus 0
	polywire bench load -target http://127.0.0.1:8090 -path /report/validate -body document -format proto -rate 1000 -duration 10s

Flags:
`

// benchFloor serves the floor handler.
func benchFloor(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("floor", flag.ContinueOnError)
	addr := fs.String("addr", "127.0.0.1:8090", "listen address `host:port`")
	cpus := fs.String("cpus", "", "run on these CPUs only (as polywire serve -cpus)")
	if err := parseFlags(fs, args, "bench floor", floorUsage); err != nil {
		return err
	}
	if err := pinCPUs("bench floor", *cpus); err != nil {
		return err
	}
	ln, err := (&net.ListenConfig{}).Listen(ctx, "tcp", *addr)
	if err != nil {
		return usageError{msg: fmt.Sprintf("bench floor: listen: %v", err), try: "polywire bench floor -addr 127.0.0.1:0"}
	}
	log := slog.New(slog.NewTextHandler(os.Stderr, nil))
	log.Info("listening", slog.String("url", "http://"+server.DisplayAddr(ln.Addr())))
	return bench.ServeFloor(ctx, ln, formats.Registry())
}
