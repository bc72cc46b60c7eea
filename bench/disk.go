package bench

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"

	"golang.org/x/sys/unix"
)

// DiskConfig says what Disk measures: N appends of Size bytes to one file
// in Dir, each followed by a flush to the device.
type DiskConfig struct {
	// Dir holds the probe's file (removed afterwards): the directory whose
	// disk a store would write to.
	Dir string
	// N appends, each of Size bytes.
	N, Size int
	// Wrap is the file's largest size: the next append starts over at
	// offset 0, as SQLite's WAL does after a checkpoint (default 4 MiB).
	Wrap int64
}

// DiskResult is the distribution of one flush call's duration.
type DiskResult struct {
	// Call is fdatasync (the file's data and size) or fsync (its other
	// metadata too).
	Call string
	// N flushes, sorted ascending.
	Durations []time.Duration
}

// Quantile is the q-quantile (0..1) of the durations, nearest rank.
func (r DiskResult) Quantile(q float64) time.Duration {
	if len(r.Durations) == 0 {
		return 0
	}
	i := int(q*float64(len(r.Durations))+0.5) - 1
	return r.Durations[min(max(i, 0), len(r.Durations)-1)]
}

// Disk measures the floor under every durable save on this disk: how long
// the kernel takes to make one small append durable, with fdatasync
// (PostgreSQL's default wal_sync_method on Linux) and with fsync (what
// SQLite's unix VFS calls in the modernc.org/sqlite build the server
// uses: its full_fsync falls back to fsync on Linux). It
// alternates the two calls append by append so that a noisy neighbour
// touches both alike. Issue 32 places it beside the Save
// percentiles: a p99.9 the disk's own flush exceeds is one the store
// cannot meet.
func Disk(ctx context.Context, c DiskConfig) ([]DiskResult, error) {
	if c.N < 1 || c.Size < 1 {
		return nil, fmt.Errorf("disk probe: want N ≥ 1 and Size ≥ 1, got %d and %d", c.N, c.Size)
	}
	if c.Wrap <= 0 {
		c.Wrap = 4 << 20
	}
	f, err := os.CreateTemp(c.Dir, "polywire-disk-probe-*")
	if err != nil {
		return nil, fmt.Errorf("disk probe: %w", err)
	}
	name := f.Name()
	defer func() { _ = f.Close(); _ = os.Remove(name) }()
	buf := make([]byte, c.Size)
	for i := range buf {
		buf[i] = byte(i)
	}
	calls := []struct {
		name string
		sync func() error
	}{
		{"fdatasync", func() error { return unix.Fdatasync(int(f.Fd())) }},
		{"fsync", f.Sync},
	}
	out := make([]DiskResult, len(calls))
	for i, call := range calls {
		out[i] = DiskResult{Call: call.name, Durations: make([]time.Duration, 0, c.N)}
	}
	// The directory entry must be durable too before the timings mean
	// what a store's do (its file exists already).
	if d, err := os.Open(filepath.Dir(name)); err == nil {
		_ = d.Sync()
		_ = d.Close()
	}
	var off int64
	for n := range 2 * c.N {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("disk probe: %w", err)
		}
		if off+int64(c.Size) > c.Wrap {
			off = 0
		}
		if _, err := f.WriteAt(buf, off); err != nil {
			return nil, fmt.Errorf("disk probe: write %s: %w", name, err)
		}
		off += int64(c.Size)
		call := &out[n%len(calls)]
		start := time.Now()
		err := calls[n%len(calls)].sync()
		call.Durations = append(call.Durations, time.Since(start))
		if err != nil {
			return nil, fmt.Errorf("disk probe: %s %s: %w", call.Call, name, err)
		}
	}
	for i := range out {
		slices.Sort(out[i].Durations)
	}
	return out, nil
}
