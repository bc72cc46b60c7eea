package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"text/tabwriter"
	"time"

	"github.com/polywire/polywire/bench"
)

const diskUsage = `Usage: polywire bench disk [-dir DIR] [-n N] [-size BYTES]

Measures this disk's flush: N appends of BYTES to a file in DIR, each
made durable with fdatasync and with fsync in turn, and prints each call's
percentiles in ms. It is the floor under every durable save (SQLite with
synchronous=FULL calls fsync at each commit; PostgreSQL's WAL fdatasync):
scripts/save-latency prints it above its table, because a Save tail the
disk's own flush exceeds is one no store can remove. It is not an
experiment: it writes no results file. The file is removed afterwards.

Examples:

	polywire bench disk
	polywire bench disk -dir /var/lib/polywire -n 5000

Flags:
`

// benchDisk measures the disk's flush latency.
func benchDisk(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("disk", flag.ContinueOnError)
	dir := fs.String("dir", os.TempDir(), "`directory` on the disk to measure (where the store lives)")
	n := fs.Int("n", 2000, "appends per call (20 under $POLYWIRE_SMOKE=1)")
	size := fs.Int("size", 4096, "`bytes` per append (a WAL frame of one small document is about 4 KiB)")
	if err := parseFlags(fs, args, "bench disk", diskUsage); err != nil {
		return err
	}
	if *n < 1 || *size < 1 || *size > 64<<20 {
		return usageError{msg: fmt.Sprintf("bench disk: -n %d -size %d: want n ≥ 1 and 1 ≤ size ≤ 64 MiB", *n, *size), try: "polywire bench disk -n 2000 -size 4096"}
	}
	if st, err := os.Stat(*dir); err != nil || !st.IsDir() {
		return usageError{msg: fmt.Sprintf("bench disk: -dir %s: not a directory", *dir), try: "polywire bench disk -dir /tmp"}
	}
	if smokeRun() {
		*n = min(*n, 20)
	}
	res, err := bench.Disk(ctx, bench.DiskConfig{Dir: *dir, N: *n, Size: *size})
	if err != nil {
		return fmt.Errorf("bench disk: %w", err)
	}
	ms := func(d time.Duration) string { return fmt.Sprintf("%.2f", float64(d)/float64(time.Millisecond)) }
	fmt.Printf("Disk flush after a %d-byte append, %d each, in %s (ms):\n\n", *size, *n, *dir)
	tw := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "call\tp50\tp90\tp99\tp99.9\tmax\t")
	for _, r := range res {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t\n", r.Call, ms(r.Quantile(0.5)), ms(r.Quantile(0.9)), ms(r.Quantile(0.99)), ms(r.Quantile(0.999)), ms(r.Quantile(1)))
	}
	return tw.Flush()
}
