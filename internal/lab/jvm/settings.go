package jvm

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/internal/lab/harness"
)

// The lab's vocabulary, checked before Maven or Java start so a typo is a
// usage error and not a build followed by a refusal.
var (
	experiments  = []string{"seed002", "seed004", "jmh", "stream"}
	httpVersions = []string{"h2c", "h2", "http/1.1"}
	codings      = []string{"identity", "gzip", "br", "zstd"}
)

// QuickSizes are the article sizes of a -quick run without -sizes:
// bench client -quick's.
var QuickSizes = []int{50, 250, 500}

// DefaultJVMArgs fixes the lab JVM's heap. With the default heap (1/64 of
// memory to start, growing) the first requests of a run decode 50,000
// people inside young collections of a still small generation, and whatever
// is measured first looks slow: protobuf-java's people decode measured 101
// ms first and 58 ms second, and the reverse when the order was. A fixed
// 2 GiB heap holds the largest decode (XML of 50,000 people) with room.
const DefaultJVMArgs = "-Xms2g -Xmx2g"

// MainClass is the lab's entry point in clients/java.
const MainClass = "dev.polywire.lab.Main"

// Settings are what the lab runs; LabArgs turns them into its command
// line.
type Settings struct {
	Experiments, Codings, Decoders []string
	Sizes                          []int
	// HTTP is h2c, h2 or http/1.1.
	HTTP  string
	Quick bool
	// Requests and PeopleRequests are 0 for the lab's default.
	Requests, PeopleRequests int
	// StreamLimit is the people per request of the stream experiment (0:
	// all); StreamRequests its counted requests per framing and coding (0:
	// the lab's default).
	StreamLimit, StreamRequests int
	// JMH's settings: JMHForks, JMHWarmup and JMHIterations are -1, and
	// JMHTime 0, for the lab's default; Smoke runs one in-process
	// iteration of 20 ms per benchmark.
	JMHDatasets                        []string
	JMHForks, JMHWarmup, JMHIterations int
	JMHTime                            time.Duration
	// Smoke is $POLYWIRE_SMOKE=1: a run that checks every row and
	// measures nothing.
	Smoke bool
}

// Check refuses what the lab does not know, before Maven or Java run.
// Decoder names are the lab's to judge: it answers a usage error.
func (s Settings) Check() error {
	if !slices.Contains(httpVersions, s.HTTP) {
		return &bench.UsageError{Msg: fmt.Sprintf("bench jvm: unknown -http %q (known: %s)", s.HTTP, strings.Join(httpVersions, ", ")), Try: "-http h2c"}
	}
	if len(s.Experiments) == 0 {
		return &bench.UsageError{Msg: "bench jvm: -experiments is empty", Try: "-experiments seed002,seed004"}
	}
	if len(s.Codings) == 0 {
		return &bench.UsageError{Msg: "bench jvm: -codings is empty", Try: "-codings identity,gzip"}
	}
	if err := harness.CheckVocabulary("bench jvm",
		harness.Vocabulary{Flag: "experiments", Got: s.Experiments, Known: experiments, Try: "-experiments seed002,seed004,jmh"},
		harness.Vocabulary{Flag: "codings", Got: s.Codings, Known: codings, Try: "-codings identity,gzip"},
	); err != nil {
		return err
	}
	if s.StreamLimit < 0 || s.StreamRequests < 0 {
		return &bench.UsageError{Msg: "bench jvm: -stream-limit and -stream-requests must not be negative (0: all people; the lab's default)", Try: "-stream-limit 1000 -stream-requests 5"}
	}
	if s.Requests < 0 || s.PeopleRequests < 0 {
		return &bench.UsageError{Msg: "bench jvm: -requests and -people-requests must not be negative (0: the lab's default)", Try: "-requests 50 -people-requests 500"}
	}
	return nil
}

// CheckTarget refuses a target whose scheme cannot carry httpVersion: h2
// is HTTP/2 over TLS (https://), h2c cleartext (http://). An empty target
// (the in-process server) is fine.
func CheckTarget(target, httpVersion string) error {
	if target == "" {
		return nil
	}
	u, err := url.Parse(target)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return &bench.UsageError{Msg: fmt.Sprintf("bench jvm: -target %q is not an http:// or https:// URL", target), Try: "-target http://127.0.0.1:8080"}
	}
	switch {
	case httpVersion == "h2" && u.Scheme != "https":
		return &bench.UsageError{Msg: fmt.Sprintf("bench jvm: -http h2 is HTTP/2 over TLS, and -target %s is cleartext", target),
			Try: "-http h2c for cleartext HTTP/2, or an https:// -target"}
	case httpVersion == "h2c" && u.Scheme != "http":
		return &bench.UsageError{Msg: fmt.Sprintf("bench jvm: -http h2c is cleartext HTTP/2, and -target %s is TLS", target),
			Try: "-http h2 for HTTP/2 over TLS, or an http:// -target"}
	}
	return nil
}

// LabArgs is the lab's command line after the main class: the contract's
// GNU-style options, each "--name value", defaults left to the lab.
func (s Settings) LabArgs(target, caCert, out string) []string {
	labHTTP := "h2" // h2c is the lab's h2 on an http:// URL
	if s.HTTP == "http/1.1" {
		labHTTP = "http/1.1"
	}
	args := []string{"--target", target, "--http", labHTTP}
	if caCert != "" {
		args = append(args, "--ca-cert", caCert)
	}
	args = append(args, "--experiments", strings.Join(s.Experiments, ","))
	if s.Quick {
		args = append(args, "--quick")
	}
	if len(s.Sizes) > 0 {
		sizes := make([]string, len(s.Sizes))
		for i, n := range s.Sizes {
			sizes[i] = strconv.Itoa(n)
		}
		args = append(args, "--sizes", strings.Join(sizes, ","))
	}
	if s.Requests > 0 {
		args = append(args, "--requests", strconv.Itoa(s.Requests))
	}
	if s.PeopleRequests > 0 {
		args = append(args, "--people-requests", strconv.Itoa(s.PeopleRequests))
	}
	if s.StreamLimit > 0 {
		args = append(args, "--stream-limit", strconv.Itoa(s.StreamLimit))
	}
	if s.StreamRequests > 0 {
		args = append(args, "--stream-requests", strconv.Itoa(s.StreamRequests))
	}
	args = append(args, "--codings", strings.Join(s.Codings, ","))
	if len(s.Decoders) > 0 {
		args = append(args, "--decoders", strings.Join(s.Decoders, ","))
	}
	jmhDatasets := s.JMHDatasets
	if s.Smoke && len(jmhDatasets) == 0 {
		jmhDatasets = []string{"article500"} // the smallest: a smoke run checks, it does not measure
	}
	if len(jmhDatasets) > 0 {
		args = append(args, "--jmh-datasets", strings.Join(jmhDatasets, ","))
	}
	if s.Smoke {
		args = append(args, "--warmup", "0") // a smoke run checks every row; it measures nothing
	}
	forks, warmup, iterations, itime := s.JMHForks, s.JMHWarmup, s.JMHIterations, s.JMHTime
	if s.Smoke {
		forks, warmup, iterations, itime = 0, 0, 1, 20*time.Millisecond
	}
	for _, o := range []struct {
		name string
		v    int
	}{{"--jmh-forks", forks}, {"--jmh-warmup", warmup}, {"--jmh-iterations", iterations}} {
		if o.v >= 0 {
			args = append(args, o.name, strconv.Itoa(o.v))
		}
	}
	if itime > 0 {
		args = append(args, "--jmh-time", strconv.FormatInt(itime.Milliseconds(), 10))
	}
	return append(args, "--out", out)
}
