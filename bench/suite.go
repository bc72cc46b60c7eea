package bench

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/polywire/polywire/loadgen"
	"github.com/polywire/polywire/results"
)

// LoadRunSpec is one load test of a suite.
type LoadRunSpec struct {
	Name        string
	Scenario    ScenarioSpec
	Protocol    string
	Connections int
	Closed      *loadgen.Closed
	Open        *loadgen.Open
	Duration    time.Duration
	Timeout     time.Duration
	Decode      bool
}

// Suite is the built-in load tests:
//
//   - seed 000 (Gatling): each user loops over GET /account/1, /account/2
//     and /accountList, with 20, 50, 100, 200 and 300 users at once, in
//     every format, uncompressed and gzipped; a connection per user, a 60 s
//     timeout (Gatling's default). Responses are read to the last byte but
//     not decoded, as Gatling reads them: decoding was the iOS app's
//     separate "total duration" measure (bench client), and decoding 3 MB
//     bodies in the generator made it, not the server, the bottleneck on
//     a 2-core machine.
//   - seed 003 (yandex-tank): POST /report (save) and POST /report/validate
//     at a constant 1000 requests per second for 60 s, JSON, Protobuf,
//     FlatBuffers and MessagePack over REST, and Protobuf over gRPC.
//   - seed 004: GET /people (50,000 people) and POST /people (one person),
//     JSON and Protobuf, uncompressed and gzipped ("compression on and
//     off"); one user, as a browser tab, then four.
//
// quick shrinks every dimension so the suite ends in about two minutes: a
// CI smoke test, not a measurement.
func Suite(quick bool) []LoadRunSpec {
	var runs []LoadRunSpec
	formats := []string{"json", "proto", "flatbuffers", "msgpack", "xml"}
	codings := []string{"identity", "gzip"}
	users := []int{20, 50, 100, 200, 300}
	seed000Duration := 20 * time.Second
	if quick {
		formats, codings, users, seed000Duration = []string{"json", "proto"}, []string{"identity"}, []int{20, 100}, 4*time.Second
	}
	for _, f := range formats {
		for _, c := range codings {
			for _, u := range users {
				var reqs []RequestSpec
				for _, p := range []string{"/account/1", "/account/2", "/accountList"} {
					reqs = append(reqs, RequestSpec{Path: p, Format: f, Coding: c})
				}
				runs = append(runs, LoadRunSpec{
					Name:     fmt.Sprintf("seed000 %s %s %d users", f, c, u),
					Scenario: ScenarioSpec{Name: "seed000 bank", Requests: reqs},
					Protocol: loadgen.HTTP1, Connections: u,
					Closed:   &loadgen.Closed{Users: u},
					Duration: seed000Duration, Timeout: 60 * time.Second,
				})
			}
		}
	}

	rate, seed003Duration := 1000.0, 60*time.Second
	variants := []struct{ format, protocol string }{
		{"json", loadgen.HTTP1}, {"proto", loadgen.HTTP1}, {"flatbuffers", loadgen.HTTP1}, {"msgpack", loadgen.HTTP1}, {"proto", loadgen.GRPC},
	}
	if quick {
		rate, seed003Duration = 200, 4*time.Second
		variants = variants[:2:2]
		variants = append(variants, struct{ format, protocol string }{"proto", loadgen.GRPC})
	}
	for _, op := range []struct{ name, path string }{{"save", "/report"}, {"validate", "/report/validate"}} {
		for _, v := range variants {
			face := "rest"
			conns := 64
			if v.protocol == loadgen.GRPC {
				face, conns = "grpc", 4
			}
			runs = append(runs, LoadRunSpec{
				Name: fmt.Sprintf("seed003 %s %s %s %.0f rps", op.name, v.format, face, rate),
				Scenario: ScenarioSpec{Name: "seed003 " + op.name, Requests: []RequestSpec{
					{Name: "POST " + op.path, Path: op.path, Format: v.format, Body: "document"},
				}},
				Protocol: v.protocol, Connections: conns,
				Open:     &loadgen.Open{StartRate: rate, MaxInFlight: 1000},
				Duration: seed003Duration, Timeout: 10 * time.Second, Decode: true,
			})
		}
	}

	peopleIters, peopleUsers := 50, []int{1, 4}
	if quick {
		peopleIters, peopleUsers = 4, []int{1}
	}
	for _, f := range []string{"json", "proto"} {
		for _, c := range []string{"identity", "gzip"} {
			for _, u := range peopleUsers {
				runs = append(runs,
					LoadRunSpec{
						Name:     fmt.Sprintf("seed004 get people %s %s %d users", f, c, u),
						Scenario: ScenarioSpec{Name: "seed004 GET /people", Requests: []RequestSpec{{Path: "/people", Format: f, Coding: c}}},
						Protocol: loadgen.HTTP1, Connections: u,
						Closed:  &loadgen.Closed{Users: u, Iterations: peopleIters},
						Timeout: 60 * time.Second, Decode: true,
					},
					LoadRunSpec{
						Name: fmt.Sprintf("seed004 post people %s %s %d users", f, c, u),
						Scenario: ScenarioSpec{Name: "seed004 POST /people", Requests: []RequestSpec{
							{Path: "/people", Format: f, Body: "people:1", BodyCoding: c},
						}},
						Protocol: loadgen.HTTP1, Connections: u,
						Closed:  &loadgen.Closed{Users: u, Iterations: peopleIters * 10},
						Timeout: 10 * time.Second, Decode: true,
					})
			}
		}
	}
	return runs
}

// SuiteEstimate is the planned duration of the runs (the server's answers
// decide the closed models' iteration-bounded runs, so it is a floor).
func SuiteEstimate(runs []LoadRunSpec) time.Duration {
	var d time.Duration
	for _, r := range runs {
		d += r.Duration
	}
	return d
}

// Filter keeps the runs whose name contains every word of filter.
func Filter(runs []LoadRunSpec, filter string) []LoadRunSpec {
	if filter == "" {
		return runs
	}
	var out []LoadRunSpec
	for _, r := range runs {
		ok := true
		for w := range strings.FieldsSeq(filter) {
			if !strings.Contains(r.Name, w) {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, r)
		}
	}
	return out
}

// SuiteResult is what RunSuite measured.
type SuiteResult struct {
	Loads []results.LoadRun
	// Failed is "name: failure" for each run that failed: recorded in
	// Loads, never counted as a result.
	Failed []string
	// Trusted counts the runs that are trustworthy (not failed, generator
	// not saturated).
	Trusted int
}

// RunSuite runs runs against the server at base one after the other,
// saying each on progress and pausing settle between them to let the
// server settle. Every run goes to the end: a failed one is recorded and
// the suite goes on.
func RunSuite(ctx context.Context, base string, runs []LoadRunSpec, o LoadOptions, settle time.Duration, progress io.Writer) (SuiteResult, error) {
	var sr SuiteResult
	for i, r := range runs {
		fmt.Fprintf(progress, "bench suite: run %d/%d: %s\n", i+1, len(runs), r.Name)
		lr, err := RunLoad(ctx, base, r, o)
		if err != nil {
			return sr, err
		}
		sr.Loads = append(sr.Loads, *lr)
		if lr.Failed {
			sr.Failed = append(sr.Failed, lr.Name+": "+lr.Failure)
		}
		if lr.Trustworthy() {
			sr.Trusted++
		}
		if err := ctx.Err(); err != nil {
			return sr, fmt.Errorf("bench suite: %w", err)
		}
		time.Sleep(settle)
	}
	return sr, nil
}

// Smoke bounds r for a smoke run ($POLYWIRE_SMOKE): at most 1 s, or two
// iterations per user.
func (r LoadRunSpec) Smoke() LoadRunSpec {
	if r.Duration == 0 || r.Duration > time.Second {
		r.Duration = time.Second
	}
	if r.Closed != nil {
		c := *r.Closed
		c.Iterations = min(c.Iterations, 2)
		r.Closed = &c
	}
	return r
}

// ParseStages parses bench load's -stages: DURATION:RATE,... (linear
// ramps; 0s:RATE is a step).
func ParseStages(s string) ([]loadgen.Stage, error) {
	var out []loadgen.Stage
	for part := range strings.SplitSeq(s, ",") {
		if part = strings.TrimSpace(part); part == "" {
			continue
		}
		d, r, ok := strings.Cut(part, ":")
		dur, err1 := time.ParseDuration(d)
		rate, err2 := strconv.ParseFloat(r, 64)
		if !ok || err1 != nil || err2 != nil || rate < 0 {
			return nil, &UsageError{Msg: fmt.Sprintf("bench load: bad stage %q", part), Try: "-stages 10s:100,0s:500,10s:500"}
		}
		out = append(out, loadgen.Stage{Duration: dur, Rate: rate})
	}
	return out, nil
}
