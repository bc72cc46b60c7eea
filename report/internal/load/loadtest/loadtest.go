// Package loadtest makes load runs and results files for the tests of the
// report and its load pages: a run with a name, a model and a few
// numbers, and a load results file of such runs.
package loadtest

import "github.com/polywire/polywire/results"

// Run is a load run named name over protocol: closed with users when
// rate is 0, else open at a constant rate; its latencies scale with p99.
func Run(name, protocol string, users int, rate, p99 float64) results.LoadRun {
	lr := results.LoadRun{Name: name, Protocol: protocol, Connections: max(users, 4), DurationSeconds: 60, TimeoutSeconds: 10,
		Overall: results.LoadStats{Name: "all", Count: 1000, OK: 1000, MinMs: p99 / 10, P50Ms: p99 / 4, P95Ms: p99 / 2, P99Ms: p99, MaxMs: 2 * p99, ReqPerSec: 100}}
	if rate > 0 {
		lr.Model, lr.StartRate, lr.Stages = "open", rate, []results.LoadStage{{Seconds: 60, Rate: rate}}
	} else {
		lr.Model, lr.Users = "closed", users
	}
	return lr
}

// File is a load results file of runs, made on a 2-CPU linux/amd64
// machine whose CPU model is cpu: files with different cpu are different
// machines.
func File(cpu string, runs ...results.LoadRun) *results.File {
	return &results.File{Schema: results.Schema, Kind: results.KindLoad, Machine: results.Machine{OS: "linux", Arch: "amd64", CPUs: 2, CPUModel: cpu}, Loads: runs}
}
