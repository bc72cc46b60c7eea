package bench

import (
	"context"
	"os"
	"slices"
	"testing"
)

func TestDisk(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	res, err := Disk(context.Background(), DiskConfig{Dir: dir, N: 5, Size: 4096, Wrap: 8192})
	if err != nil {
		t.Fatal(err)
	}
	if len(res) != 2 || res[0].Call != "fdatasync" || res[1].Call != "fsync" {
		t.Fatalf("calls: %+v", res)
	}
	for _, r := range res {
		if len(r.Durations) != 5 || !slices.IsSorted(r.Durations) || r.Durations[0] <= 0 {
			t.Errorf("%s: durations %v: want 5, sorted, positive", r.Call, r.Durations)
		}
		if r.Quantile(0) != r.Durations[0] || r.Quantile(1) != r.Durations[4] || r.Quantile(0.5) != r.Durations[2] {
			t.Errorf("%s: quantiles 0, 0.5, 1 = %v %v %v of %v", r.Call, r.Quantile(0), r.Quantile(0.5), r.Quantile(1), r.Durations)
		}
	}
	if left, _ := os.ReadDir(dir); len(left) != 0 {
		t.Errorf("the probe left %d files in %s", len(left), dir)
	}
}

func TestDiskRefuses(t *testing.T) {
	t.Parallel()
	for _, c := range []DiskConfig{
		{Dir: t.TempDir(), N: 0, Size: 4096},
		{Dir: t.TempDir(), N: 1, Size: 0},
		{Dir: "/nonexistent/polywire", N: 1, Size: 4096},
	} {
		if _, err := Disk(context.Background(), c); err == nil {
			t.Errorf("Disk(%+v): want an error", c)
		}
	}
}
