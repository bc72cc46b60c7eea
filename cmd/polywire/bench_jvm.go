package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"strconv"
	"time"

	"github.com/polywire/polywire/internal/lab/harness"
	"github.com/polywire/polywire/internal/lab/jvm"
)

const jvmUsage = `Usage: polywire bench jvm [-quick] [-target URL] [-http h2c|h2|http/1.1] [-experiments a,b] [-o FILE]

The JVM client lab (clients/java) on the machine's own Java and Maven:
seed 002's Android libraries — Jackson, Jackson Jr, Moshi, JsonFormat,
protobuf-java, Wire, msgpack-java, flatbuffers-java, Jackson XML — timing
the processing of articles of 50..500 subsections (last byte received →
objects ready, content decoding included, as seed 002 measured), seed
004's Java-to-Java GETs of the 50,000 people, and with -experiments jmh
JMH's encode and decode per library. Prints a table; -o writes kind "jvm"
results for polywire report.

Without -target it serves the data itself on a loopback port, as bench
browser does: over HTTP/2 cleartext by Upgrade from HTTP/1.1 (-http h2c,
the default), HTTP/2 over TLS with a certificate made for the run and
trusted by the lab alone (-http h2), or HTTP/1.1. It builds the lab with
Maven first (mvn package in -java-dir; -no-build runs target/ as it is)
and never installs a JDK or Maven. A run in which any measurement failed
(or none was made) exits non-zero, lists the failures and writes no
results — as bench browser — since a failure is never a measurement.

Experiments: seed002 (articles of -sizes subsections, -requests each, every
decoder), seed004 (GET /people, -people-requests each; by default seed
004's own pair, Jackson and protobuf-java), jmh (decode and encode of every
decoder on account 2, people and article 500), stream (GET /people:stream
read incrementally over java.net.http's InputStream — Protobuf envelopes
with protobuf-java, MessagePack envelopes with msgpack-java, NDJSON and SSE
with Jackson — against GET /people in one body, JSON and Protobuf: time to
the first person decoded and to the last, -stream-limit people,
-stream-requests each; identity and gzip). -quick runs the lab's short
mode and, unless -sizes is given, articles of 50, 250 and 500 subsections.
Decoders: the lab's names ("Jackson", "protobuf-java", "Wire", …), format
names (json, proto, …) or all.

Examples:

	polywire bench jvm -quick -o jvm.json
	polywire bench jvm -experiments seed002 -sizes 50,500 -requests 20 -codings identity
	polywire bench jvm -experiments seed004 -people-requests 50 -decoders json,proto -o seed004-jvm.json
	polywire bench jvm -http h2 -experiments seed002,seed004,jmh -o jvm.json
	polywire bench jvm -experiments stream -codings identity -o stream-jvm.json
	polywire bench jvm -target http://127.0.0.1:8080 -http http/1.1 -no-build

Flags:
`

func benchJVM(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("jvm", flag.ContinueOnError)
	cf := addCommon(fs, args)
	target := fs.String("target", "", "server base `URL` (default: start one in-process on a loopback port; https:// with -http h2)")
	httpVersion := fs.String("http", "h2c", "HTTP version: h2c (cleartext HTTP/2 by Upgrade), h2 (HTTP/2 over TLS) or http/1.1")
	experimentsList := fs.String("experiments", "seed002,seed004", "comma-separated experiments: seed002, seed004, jmh, stream")
	sizes := fs.String("sizes", "", "comma-separated article sizes in subsections for seed002 (default 50,100,…,500; 50,250,500 with -quick)")
	requests := fs.Int("requests", 0, "seed002 requests per article size, format, decoder and coding (default 50, as seed 002; 5 with -quick)")
	peopleRequests := fs.Int("people-requests", 0, "seed004 GETs of /people per format, decoder and coding (default 500, as seed 004; 20 with -quick)")
	streamLimit := fs.Int("stream-limit", 0, "stream: people per request of GET /people:stream and GET /people (default 0: all 50,000)")
	streamRequests := fs.Int("stream-requests", 0, "stream: counted requests per framing and coding (default 20; 5 with -quick)")
	codings := fs.String("codings", "identity,gzip", "comma-separated content codings: identity, gzip, br, zstd")
	decoders := fs.String("decoders", "", "comma-separated decoder names as the lab names them, or \"all\" (default: the lab's default)")
	javaDir := fs.String("java-dir", "", "the lab's Maven project `dir`ectory (default: clients/java of the polywire checkout holding the working directory)")
	mvn := fs.String("mvn", "", "the Maven `executable` (default: mvn on PATH)")
	java := fs.String("java", "", "the java `executable` (default: $JAVA_HOME/bin/java, else java on PATH)")
	jmhDatasets := fs.String("jmh-datasets", "", "comma-separated JMH datasets: account2, people, article500 (default all three)")
	jmhForks := fs.Int("jmh-forks", -1, "JMH forks per benchmark (default 1)")
	jmhWarmup := fs.Int("jmh-warmup", -1, "JMH warm-up iterations (default 3; 1 with -quick)")
	jmhIterations := fs.Int("jmh-iterations", -1, "JMH measured iterations (default 10, the fewest the report does not call a small sample; 3 with -quick)")
	jmhTime := fs.Duration("jmh-time", 0, "JMH iteration time (default 1s; 200ms with -quick)")
	jvmArgs := fs.String("jvm-args", jvm.DefaultJVMArgs, "the lab JVM's `options`, space-separated (JMH's forks inherit them)")
	noBuild := fs.Bool("no-build", false, "skip mvn package: run the lab from -java-dir's target/ as it is")
	timeout := fs.Duration("timeout", time.Hour, "deadline for the lab's run (the Maven build is not counted)")
	if err := parse(fs, args, jvmUsage); err != nil {
		return err
	}
	lab := jvm.Settings{HTTP: *httpVersion, Quick: *cf.quick || cf.smoke, Requests: *requests, PeopleRequests: *peopleRequests,
		StreamLimit: *streamLimit, StreamRequests: *streamRequests,
		Experiments: splitList(*experimentsList), Codings: splitList(*codings), Decoders: splitList(*decoders),
		JMHDatasets: splitList(*jmhDatasets), JMHForks: *jmhForks, JMHWarmup: *jmhWarmup, JMHIterations: *jmhIterations,
		JMHTime: *jmhTime, Smoke: cf.smoke}
	if err := lab.Check(); err != nil {
		return err
	}
	var err error
	if lab.Sizes, err = parseSizes(*sizes); err != nil {
		return err
	}
	if len(lab.Sizes) == 0 && lab.Quick {
		lab.Sizes = jvm.QuickSizes
	}
	if cf.smoke {
		lab.Sizes, lab.Requests, lab.PeopleRequests, lab.StreamRequests = []int{50}, 1, 1, 1
	}
	if *timeout <= 0 {
		return usageError{msg: "bench jvm: -timeout must be positive", try: "-timeout 1h"}
	}
	if err := jvm.CheckTarget(*target, lab.HTTP); err != nil {
		return err
	}
	f, err := jvm.Run(ctx, jvm.Config{
		Lab: lab, Target: *target, Datasets: cf.load, JavaDir: *javaDir, Mvn: *mvn, Java: *java,
		JVMArgs: *jvmArgs, NoBuild: *noBuild, Timeout: *timeout,
		Began:    cf.start,
		Recorded: cf.config(map[string]any{"noBuild": *noBuild, "timeout": timeout.String()}),
		Log:      slog.Default(),
	})
	if err != nil {
		return err
	}
	return harness.WriteFile(os.Stderr, f, *cf.out)
}

// parseSizes reads -sizes: article sizes in subsections, each positive.
func parseSizes(s string) ([]int, error) {
	var out []int
	for _, v := range splitList(s) {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 {
			return nil, usageError{msg: fmt.Sprintf("bench jvm: -sizes: %q is not a positive number of subsections", v), try: "-sizes 50,250,500"}
		}
		out = append(out, n)
	}
	return out, nil
}
