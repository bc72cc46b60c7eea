package bench

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/loadgen"
	"github.com/polywire/polywire/results"
)

// LoadOptions are the settings of a load run that are not its spec.
type LoadOptions struct {
	// MaxKOPercent is the most failed requests, in percent, of a run that
	// is not failed; MaxRequests stops the run after that many (0: no
	// bound).
	MaxKOPercent float64
	MaxRequests  int64
	// AllowRemote allows a target that is not loopback;
	// InsecureSkipVerify does not verify a TLS target's certificate.
	AllowRemote, InsecureSkipVerify bool
	// ServerCPUs and GeneratorCPUs are set when the server and this
	// process were pinned to separate CPUs (as bench load pins a server it
	// starts itself): the run records them.
	ServerCPUs, GeneratorCPUs string
	// Registry, Datasets and Seed build the spec's scenario (BuildScenario).
	// Scenario, when set, is run as it is instead: one on a schema of
	// your own (BuildSchemaScenario).
	Registry *codec.Registry
	Datasets Datasets
	Seed     uint64
	Scenario *loadgen.Scenario
	// Progress gets a line a second and the run's warnings (nil:
	// os.Stderr).
	Progress io.Writer
	// StartAt, when set, is when the load starts: RunLoad waits until
	// then, so shards on several machines start together.
	StartAt time.Time
	// Shard, when set, says the run is one shard of a run spread over
	// several generators (SplitLoad): the run records it.
	Shard *results.LoadShard
}

// RunLoad applies run to the server at base and returns what it
// measured. A failed run (more than MaxKOPercent failures) is returned
// with Failed set, not as an error: it is recorded, never counted.
func RunLoad(ctx context.Context, base string, run LoadRunSpec, o LoadOptions) (*results.LoadRun, error) {
	progress := o.Progress
	if progress == nil {
		progress = os.Stderr
	}
	var sc loadgen.Scenario
	if o.Scenario != nil {
		sc = *o.Scenario
	} else {
		var err error
		if sc, err = BuildScenario(run.Scenario, run.Protocol, o.Registry, o.Datasets, o.Seed); err != nil {
			return nil, fmt.Errorf("bench load: %w", err)
		}
	}
	cfg := loadgen.Config{
		Target: base, Protocol: run.Protocol, Connections: run.Connections, Timeout: run.Timeout, Decode: run.Decode,
		Closed: run.Closed, Open: run.Open, Duration: run.Duration, MaxRequests: o.MaxRequests,
		MaxKOPercent: o.MaxKOPercent, SeparateCPUs: o.GeneratorCPUs != "",
		AllowRemote: o.AllowRemote, InsecureSkipVerify: o.InsecureSkipVerify,
		Progress: func(s loadgen.Snapshot) {
			line := fmt.Sprintf("[%5.1fs] %-40s OK %7.0f req/s  p99 %8.2f ms  users %4d  done %7d",
				s.Elapsed.Seconds(), run.Name, s.RequestsPerSec, float64(s.P99.Microseconds())/1000, s.ActiveUsers, s.Requests)
			if s.KO > 0 {
				line += fmt.Sprintf("  KO %d (%.0f/s; %s ×%d)", s.KO, s.KOPerSec, s.TopCause, s.TopCauseCount)
			}
			fmt.Fprintln(progress, line)
		},
	}
	if err := waitUntil(ctx, o.StartAt); err != nil {
		return nil, err
	}
	lr, err := loadgen.Run(ctx, cfg, sc)
	if errors.Is(err, loadgen.ErrNotLoopback) {
		return nil, &UsageError{Msg: "bench load: " + strings.TrimSuffix(err.Error(), ": "+loadgen.ErrNotLoopback.Error()) + ": a load test targets loopback only",
			Try: "add -allow-remote to load a server on another machine that you may load"}
	}
	if err != nil {
		return nil, fmt.Errorf("bench load %s: %w", run.Name, err)
	}
	lr.Name, lr.Shard = run.Name, o.Shard
	if o.GeneratorCPUs != "" {
		lr.Client.CPUSet, lr.Client.ServerCPUSet = o.GeneratorCPUs, o.ServerCPUs
	}
	if lr.Client.Warning != "" {
		fmt.Fprintln(progress, "warning:", lr.Client.Warning)
	}
	if lr.Failed {
		fmt.Fprintf(progress, "FAILED %s: %s\n", run.Name, lr.Failure)
	}
	return lr, nil
}

// LoadFailure is the error of a failed load run lr against base: what
// failed, and what to try. ownServer says bench load started the server
// itself (a refused connection then is not the user's to fix).
func LoadFailure(base string, ownServer bool, lr *results.LoadRun) error {
	msg := "bench load: the run failed, so it is not a result: " + lr.Failure
	try := ""
	switch {
	case !ownServer && slices.ContainsFunc(lr.KOCauses, func(c results.KOCause) bool { return c.Cause == "connection refused" }):
		try = fmt.Sprintf("is a server listening at %s? Start one (polywire serve), or drop -target to let bench load start its own", base)
	case slices.ContainsFunc(lr.KOCauses, func(c results.KOCause) bool { return c.Class == loadgen.KOTimeout }):
		try = "lower the load (-users, -rate) or raise -timeout; -max-ko sets how many failures a run may have"
	default:
		try = "-max-ko sets how many failures, in percent, a run may have"
	}
	return &UsageError{Msg: msg, Try: try}
}
