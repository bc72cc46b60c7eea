package loadgen

import (
	"context"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/polywire/polywire/results"
)

func TestClientUse(t *testing.T) {
	t.Parallel()
	cores, cpus := runtime.GOMAXPROCS(0), float64(runtime.NumCPU())
	second := time.Second
	tests := []struct {
		name      string
		cpu       time.Duration
		local     bool
		busy      float64
		saturated bool
		warning   string
	}{
		{name: "idle", cpu: second / 10, local: true, busy: 0.2},
		{name: "over_its_cores", cpu: time.Duration(0.9 * float64(cores) * float64(second)), saturated: true, warning: "it may have been the bottleneck"},
		{name: "over_its_cores_locally", cpu: time.Duration(0.9 * float64(cores) * float64(second)), local: true, saturated: true, warning: "shares with the server"},
		// The machine is busy and the generator took half of it.
		{name: "competes_with_server", cpu: time.Duration(0.5 * 0.95 * cpus * float64(second)), local: true, busy: 0.95, saturated: true, warning: "competes with the server"},
		// The machine is busy, the generator took a tenth: the server is the bottleneck.
		{name: "server_bound", cpu: time.Duration(0.1 * 0.95 * cpus * float64(second)), local: true, busy: 0.95},
		{name: "remote_target", cpu: time.Duration(0.5 * 0.95 * cpus * float64(second)), busy: 0.95, saturated: 0.5*0.95*cpus > 0.8*float64(cores)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := clientUse(tt.cpu, true, second, tt.local, tt.busy)
			if c.Cores != cores || c.CPUSeconds != tt.cpu.Seconds() || c.CPUPercent != 100*tt.cpu.Seconds() {
				t.Fatalf("%+v", c)
			}
			if c.Saturated != tt.saturated || !strings.Contains(c.Warning, tt.warning) || c.Saturated != (c.Warning != "") {
				t.Fatalf("saturated %v, warning %q; want %v and %q", c.Saturated, c.Warning, tt.saturated, tt.warning)
			}
		})
	}
	if c := clientUse(time.Second, false, second, true, 1); c.CPUSeconds != 0 || c.Saturated {
		t.Fatalf("unmeasured CPU: %+v", c)
	}
}

func TestMachineCPU(t *testing.T) {
	t.Parallel()
	if runtime.GOOS != "linux" {
		t.Skip("/proc/stat is Linux's")
	}
	b0, t0, ok := machineCPU()
	if !ok || b0 <= 0 || t0 < b0 {
		t.Fatalf("machineCPU = %v, %v, %v", b0, t0, ok)
	}
}

// TestOneBusyUserIsNotSaturation: a closed-model user that reads and
// decodes on a core of its own keeps the generator busy, and that is what
// the run measures, not saturation; the same CPU spread over more users
// than cores is.
func TestOneBusyUserIsNotSaturation(t *testing.T) {
	t.Parallel()
	spin := func(context.Context, time.Time, *worker, *request) outcome {
		for end := time.Now().Add(5 * time.Millisecond); time.Now().Before(end); {
		}
		return outcome{}
	}
	lr, _ := mustRun(t, Config{Target: "http://127.0.0.1:1", Closed: &Closed{Users: 1}, Duration: 300 * time.Millisecond, do: spin},
		Scenario{Requests: []Request{{Path: "/"}}})
	if lr.Client.CPUPercent < 85 {
		t.Skipf("the generator got %.0f%% of a core on this busy machine: cannot tell", lr.Client.CPUPercent)
	}
	if lr.Client.Saturated || lr.Client.Warning != "" {
		t.Fatalf("one user on its own core, %.0f%% busy, marked saturated: %q", lr.Client.CPUPercent, lr.Client.Warning)
	}
	if got := selfPaced(results.LoadClient{Saturated: true, Warning: "w"}); got.Saturated || got.Warning != "" {
		t.Fatalf("selfPaced kept %+v", got)
	}
}
