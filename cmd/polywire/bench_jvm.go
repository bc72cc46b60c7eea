package main

import (
	"bytes"
	"cmp"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"math/big"
	"net"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/polywire/polywire/results"
	"github.com/polywire/polywire/store/sqlite"
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
decoder on account 2, people and article 500). -quick runs the lab's short
mode and, unless -sizes is given, articles of 50, 250 and 500 subsections.
Decoders: the lab's names ("Jackson", "protobuf-java", "Wire", …), format
names (json, proto, …) or all.

Examples:

	polywire bench jvm -quick -o jvm.json
	polywire bench jvm -experiments seed002 -sizes 50,500 -requests 20 -codings identity
	polywire bench jvm -experiments seed004 -people-requests 50 -decoders json,proto -o seed004-jvm.json
	polywire bench jvm -http h2 -experiments seed002,seed004,jmh -o jvm.json
	polywire bench jvm -target http://127.0.0.1:8080 -http http/1.1 -no-build

Flags:
`

// The lab's vocabulary, checked before Maven or Java start so a typo is a
// usage error and not a build followed by a refusal.
var (
	jvmExperiments = []string{"seed002", "seed004", "jmh"}
	jvmHTTPs       = []string{"h2c", "h2", "http/1.1"}
	jvmCodings     = []string{"identity", "gzip", "br", "zstd"}
)

// jvmQuickSizes are the article sizes of a -quick run without -sizes:
// bench client -quick's.
var jvmQuickSizes = []int{50, 250, 500}

// defaultJVMArgs fixes the lab JVM's heap. With the default heap (1/64 of
// memory to start, growing) the first requests of a run decode 50,000
// people inside young collections of a still small generation, and whatever
// is measured first looks slow: protobuf-java's people decode measured 101
// ms first and 58 ms second, and the reverse when the order was. A fixed
// 2 GiB heap holds the largest decode (XML of 50,000 people) with room.
const defaultJVMArgs = "-Xms2g -Xmx2g"

// jvmMainClass is the lab's entry point in clients/java.
const jvmMainClass = "dev.polywire.lab.Main"

// jvmFlags are bench jvm's settings for the lab; labArgs turns them into
// its command line.
type jvmFlags struct {
	experiments, codings, decoders []string
	sizes                          []int
	http                           string
	quick                          bool
	// requests and peopleRequests are 0 for the lab's default.
	requests, peopleRequests int
	// JMH's settings: jmhForks, jmhWarmup and jmhIterations are -1, and
	// jmhTime 0, for the lab's default; smoke runs one in-process
	// iteration of 20 ms per benchmark.
	jmhDatasets                        []string
	jmhForks, jmhWarmup, jmhIterations int
	jmhTime                            time.Duration
	smoke                              bool
}

func benchJVM(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("jvm", flag.ContinueOnError)
	cf := addCommon(fs, args)
	target := fs.String("target", "", "server base `URL` (default: start one in-process on a loopback port; https:// with -http h2)")
	httpVersion := fs.String("http", "h2c", "HTTP version: h2c (cleartext HTTP/2 by Upgrade), h2 (HTTP/2 over TLS) or http/1.1")
	experimentsList := fs.String("experiments", "seed002,seed004", "comma-separated experiments: seed002, seed004, jmh")
	sizes := fs.String("sizes", "", "comma-separated article sizes in subsections for seed002 (default 50,100,…,500; 50,250,500 with -quick)")
	requests := fs.Int("requests", 0, "seed002 requests per article size, format, decoder and coding (default 50, as seed 002; 5 with -quick)")
	peopleRequests := fs.Int("people-requests", 0, "seed004 GETs of /people per format, decoder and coding (default 500, as seed 004; 20 with -quick)")
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
	jvmArgs := fs.String("jvm-args", defaultJVMArgs, "the lab JVM's `options`, space-separated (JMH's forks inherit them)")
	noBuild := fs.Bool("no-build", false, "skip mvn package: run the lab from -java-dir's target/ as it is")
	timeout := fs.Duration("timeout", time.Hour, "deadline for the lab's run (the Maven build is not counted)")
	if err := parse(fs, args, jvmUsage); err != nil {
		return err
	}
	jf := jvmFlags{http: *httpVersion, quick: *cf.quick || cf.smoke, requests: *requests, peopleRequests: *peopleRequests,
		experiments: splitList(*experimentsList), codings: splitList(*codings), decoders: splitList(*decoders),
		jmhDatasets: splitList(*jmhDatasets), jmhForks: *jmhForks, jmhWarmup: *jmhWarmup, jmhIterations: *jmhIterations,
		jmhTime: *jmhTime, smoke: cf.smoke}
	if err := jf.check(); err != nil {
		return err
	}
	var err error
	if jf.sizes, err = parseSizes(*sizes); err != nil {
		return err
	}
	if len(jf.sizes) == 0 && jf.quick {
		jf.sizes = jvmQuickSizes
	}
	if cf.smoke {
		jf.sizes, jf.requests, jf.peopleRequests = []int{50}, 1, 1
	}
	if *timeout <= 0 {
		return usageError{msg: "bench jvm: -timeout must be positive", try: "-timeout 1h"}
	}
	if err := checkJVMTarget(*target, jf.http); err != nil {
		return err
	}
	dir, err := findJavaDir(*javaDir)
	if err != nil {
		return err
	}
	javaExe, err := findJava(*java, os.Getenv, exec.LookPath)
	if err != nil {
		return err
	}
	// Held until the lab has run: another bench jvm on this checkout must
	// neither rebuild target/ under a running lab nor build it at once.
	unlock, err := lockBuild(dir)
	if err != nil {
		return fmt.Errorf("bench jvm: %w", err)
	}
	defer unlock()
	mvnExe := ""
	switch {
	case *noBuild:
	case labUpToDate(dir):
		fmt.Fprintf(os.Stderr, "bench jvm: the lab in %s is up to date (built after every change to pom.xml and src/)\n", filepath.Join(dir, "target"))
	default:
		if mvnExe, err = findMaven(*mvn, exec.LookPath); err != nil {
			return err
		}
		if err := buildJVMLab(ctx, mvnExe, dir); err != nil {
			return err
		}
	}
	cp, err := jvmClasspath(dir, *noBuild)
	if err != nil {
		return err
	}

	tmp, err := os.MkdirTemp("", "polywire-bench-jvm-")
	if err != nil {
		return fmt.Errorf("bench jvm: %w", err)
	}
	defer func() { _ = os.RemoveAll(tmp) }()
	base, caCert := strings.TrimRight(*target, "/"), ""
	if base == "" {
		data, err := cf.load()
		if err != nil {
			return err
		}
		// A throwaway SQLite store, as bench browser's: whatever the lab
		// POSTs is saved as by polywire serve, and nothing is left.
		st, err := sqlite.Open(ctx, filepath.Join(tmp, "polywire.db"))
		if err != nil {
			return fmt.Errorf("bench jvm: open store: %w", err)
		}
		defer func() { _ = st.Close() }()
		var certFile, keyFile string
		if jf.http == "h2" {
			if certFile, keyFile, err = writeSelfSigned(tmp, time.Now()); err != nil {
				return err
			}
			caCert = certFile
		}
		b, stop, err := startInProcessTLS(ctx, data, st, certFile, keyFile)
		if err != nil {
			return err
		}
		defer stop()
		base = b
		fmt.Fprintf(os.Stderr, "bench jvm: serving the data on %s (in-process polywire serve; -target URL measures another server)\n", base)
	}

	out := filepath.Join(tmp, "jvm.json")
	argv := append(append([]string{javaExe}, strings.Fields(*jvmArgs)...), "-cp", cp, jvmMainClass)
	argv = append(argv, jf.labArgs(base, caCert, out)...)
	// The class path is a line of jars: said by its count, not printed.
	fmt.Fprintf(os.Stderr, "bench jvm: %s -cp %s:<%d jars of target/classpath.txt> %s\n", javaExe, filepath.Join(dir, "target", "classes"),
		strings.Count(cp, string(os.PathListSeparator)), strings.Join(argv[slices.Index(argv, jvmMainClass):], " "))
	start := time.Now()
	f, err := runJVMLab(ctx, argv, dir, out, *timeout)
	if err != nil {
		return err
	}
	f.Machine = results.ThisMachine()
	if f.Started.IsZero() {
		f.Started = start.UTC()
	}
	if f.Seconds <= 0 {
		f.Seconds = time.Since(start).Seconds()
	}
	if f.Config == nil {
		f.Config = map[string]any{}
	}
	// The lab records what it ran with (sizes, requests, decoders, JVM
	// options — its defaults resolved); ours adds what only the command
	// knows. The lab's out is a temporary file, and its class path is
	// this machine's Maven repository: neither says anything about the run.
	delete(f.Config, "out")
	labArgs := argv[slices.Index(argv, jvmMainClass)+1:]
	if i := slices.Index(labArgs, "--out"); i >= 0 && i+1 < len(labArgs) {
		labArgs = slices.Concat(labArgs[:i], labArgs[i+2:])
	}
	for k, v := range cf.config(map[string]any{
		"javaDir": dir, "java": javaExe, "mvn": mvnExe, "noBuild": *noBuild, "timeout": timeout.String(),
		"labArgs": strings.Join(labArgs, " "),
	}) {
		f.Config[k] = v
	}

	printJVMDecodes(os.Stdout, f.Decodes)
	if len(f.Codecs) > 0 {
		fmt.Fprintln(os.Stdout)
		printJVMCodecs(os.Stdout, f.Codecs)
	}
	warnHTTP(slog.Default(), jf.http, f.Decodes)
	if err := jvmFailures(os.Stderr, f); err != nil {
		return err
	}
	rt := "the JVM"
	if f.Runtime != nil {
		rt = strings.TrimSpace(f.Runtime.Name + " " + f.Runtime.Version)
	}
	fmt.Fprintf(os.Stderr, "bench jvm: %d measurements and %d JMH rows in %s, done in %.1f s\n", len(f.Decodes), len(f.Codecs), rt, f.Seconds)
	if *cf.out == "" {
		return nil
	}
	if err := f.WriteFile(*cf.out); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "wrote %s\n", *cf.out)
	return nil
}

// check refuses what the lab does not know, before Maven or Java run.
// Decoder names are the lab's to judge: it answers a usage error.
func (jf jvmFlags) check() error {
	if !slices.Contains(jvmHTTPs, jf.http) {
		return usageError{msg: fmt.Sprintf("bench jvm: unknown -http %q (known: %s)", jf.http, strings.Join(jvmHTTPs, ", ")), try: "-http h2c"}
	}
	if len(jf.experiments) == 0 {
		return usageError{msg: "bench jvm: -experiments is empty", try: "-experiments seed002,seed004"}
	}
	if len(jf.codings) == 0 {
		return usageError{msg: "bench jvm: -codings is empty", try: "-codings identity,gzip"}
	}
	lists := []struct {
		flag       string
		got, known []string
		tryExample string
	}{
		{"experiments", jf.experiments, jvmExperiments, "-experiments seed002,seed004,jmh"},
		{"codings", jf.codings, jvmCodings, "-codings identity,gzip"},
	}
	for _, l := range lists {
		for _, v := range l.got {
			if !slices.Contains(l.known, v) {
				return usageError{msg: fmt.Sprintf("bench jvm: unknown -%s value %q (known: %s)", l.flag, v, strings.Join(l.known, ", ")), try: l.tryExample}
			}
		}
	}
	if jf.requests < 0 || jf.peopleRequests < 0 {
		return usageError{msg: "bench jvm: -requests and -people-requests must not be negative (0: the lab's default)", try: "-requests 50 -people-requests 500"}
	}
	return nil
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

// checkJVMTarget refuses a -target whose scheme cannot carry -http: h2 is
// HTTP/2 over TLS (https://), h2c cleartext (http://).
func checkJVMTarget(target, httpVersion string) error {
	if target == "" {
		return nil
	}
	u, err := url.Parse(target)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return usageError{msg: fmt.Sprintf("bench jvm: -target %q is not an http:// or https:// URL", target), try: "-target http://127.0.0.1:8080"}
	}
	switch {
	case httpVersion == "h2" && u.Scheme != "https":
		return usageError{msg: fmt.Sprintf("bench jvm: -http h2 is HTTP/2 over TLS, and -target %s is cleartext", target),
			try: "-http h2c for cleartext HTTP/2, or an https:// -target"}
	case httpVersion == "h2c" && u.Scheme != "http":
		return usageError{msg: fmt.Sprintf("bench jvm: -http h2c is cleartext HTTP/2, and -target %s is TLS", target),
			try: "-http h2 for HTTP/2 over TLS, or an http:// -target"}
	}
	return nil
}

// labArgs is the lab's command line after the main class: the contract's
// GNU-style options, each "--name value", defaults left to the lab.
func (jf jvmFlags) labArgs(target, caCert, out string) []string {
	labHTTP := "h2" // h2c is the lab's h2 on an http:// URL
	if jf.http == "http/1.1" {
		labHTTP = "http/1.1"
	}
	args := []string{"--target", target, "--http", labHTTP}
	if caCert != "" {
		args = append(args, "--ca-cert", caCert)
	}
	args = append(args, "--experiments", strings.Join(jf.experiments, ","))
	if jf.quick {
		args = append(args, "--quick")
	}
	if len(jf.sizes) > 0 {
		s := make([]string, len(jf.sizes))
		for i, n := range jf.sizes {
			s[i] = strconv.Itoa(n)
		}
		args = append(args, "--sizes", strings.Join(s, ","))
	}
	if jf.requests > 0 {
		args = append(args, "--requests", strconv.Itoa(jf.requests))
	}
	if jf.peopleRequests > 0 {
		args = append(args, "--people-requests", strconv.Itoa(jf.peopleRequests))
	}
	args = append(args, "--codings", strings.Join(jf.codings, ","))
	if len(jf.decoders) > 0 {
		args = append(args, "--decoders", strings.Join(jf.decoders, ","))
	}
	jmhDatasets := jf.jmhDatasets
	if jf.smoke && len(jmhDatasets) == 0 {
		jmhDatasets = []string{"article500"} // the smallest: a smoke run checks, it does not measure
	}
	if len(jmhDatasets) > 0 {
		args = append(args, "--jmh-datasets", strings.Join(jmhDatasets, ","))
	}
	if jf.smoke {
		args = append(args, "--warmup", "0") // a smoke run checks every row; it measures nothing
	}
	forks, warmup, iterations, itime := jf.jmhForks, jf.jmhWarmup, jf.jmhIterations, jf.jmhTime
	if jf.smoke {
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

// findJavaDir is the lab's Maven project: flagDir when given, else
// clients/java in the working directory or the nearest directory above
// it that has one — the polywire checkout bench jvm runs in.
func findJavaDir(flagDir string) (string, error) {
	if flagDir != "" {
		if _, err := os.Stat(filepath.Join(flagDir, "pom.xml")); err != nil {
			return "", usageError{msg: fmt.Sprintf("bench jvm: -java-dir %s: no pom.xml there: %v", flagDir, err), try: "-java-dir PATH/TO/polywire/clients/java"}
		}
		return filepath.Abs(flagDir)
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", fmt.Errorf("bench jvm: %w", err)
	}
	for d := wd; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "clients", "java", "pom.xml")); err == nil {
			return filepath.Join(d, "clients", "java"), nil
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	return "", usageError{
		msg: fmt.Sprintf("bench jvm: no clients/java/pom.xml in %s or any directory above it: the JVM lab comes with a polywire checkout", wd),
		try: "run it from a polywire checkout, or -java-dir PATH/TO/polywire/clients/java",
	}
}

// findMaven is the mvn to build the lab with: flagPath when given, else
// mvn on PATH. Like bench browser with Chromium, it never downloads one.
func findMaven(flagPath string, lookPath func(string) (string, error)) (string, error) {
	name := cmp.Or(flagPath, "mvn")
	p, err := lookPath(name)
	if err != nil {
		return "", usageError{msg: fmt.Sprintf("bench jvm: Maven (%s) not found: %v", name, err),
			try: "install Maven: apt-get install -y maven   (or -mvn PATH, or -no-build to run a lab built before)"}
	}
	return p, nil
}

// findJava is the java to run the lab with: flagPath when given, else
// $JAVA_HOME/bin/java (the one Maven builds with), else java on PATH.
func findJava(flagPath string, getenv func(string) string, lookPath func(string) (string, error)) (string, error) {
	const try = "install a JDK 17 or later: apt-get install -y openjdk-17-jdk-headless   (or -java PATH)"
	if flagPath != "" {
		p, err := lookPath(flagPath)
		if err != nil {
			return "", usageError{msg: fmt.Sprintf("bench jvm: -java %s: %v", flagPath, err), try: try}
		}
		return p, nil
	}
	if home := getenv("JAVA_HOME"); home != "" {
		if p, err := lookPath(filepath.Join(home, "bin", "java")); err == nil {
			return p, nil
		}
	}
	p, err := lookPath("java")
	if err != nil {
		return "", usageError{msg: "bench jvm: no java found ($JAVA_HOME/bin/java, or java on PATH)", try: try}
	}
	return p, nil
}

// buildStamp, in target/, is written after a successful build: the lab is
// up to date while it is newer than pom.xml and everything under src/.
const buildStamp = ".polywire-build-stamp"

// labUpToDate says whether dir's target/ was built by bench jvm after the
// last change to pom.xml or src/ — then Maven, whose own up-to-date check
// costs a JVM start and ten seconds, is not run. Any doubt (a file that
// cannot be read, no class path) says no.
func labUpToDate(dir string) bool {
	target := filepath.Join(dir, "target")
	st, err := os.Stat(filepath.Join(target, buildStamp))
	if err != nil {
		return false
	}
	if _, err := os.Stat(filepath.Join(target, "classpath.txt")); err != nil {
		return false
	}
	built := st.ModTime()
	newer := errors.New("newer")
	walk := func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		if info.ModTime().After(built) {
			return newer
		}
		return nil
	}
	if pom, err := os.Stat(filepath.Join(dir, "pom.xml")); err != nil || pom.ModTime().After(built) {
		return false
	}
	return filepath.WalkDir(filepath.Join(dir, "src"), walk) == nil
}

// buildJVMLab runs mvn package in dir, and stamps target/ when it
// succeeds; Maven's output goes to stderr.
func buildJVMLab(ctx context.Context, mvn, dir string) error {
	argv := []string{mvn, "-B", "-q", "-Dstyle.color=never", "-f", filepath.Join(dir, "pom.xml"), "-DskipTests", "package"}
	fmt.Fprintf(os.Stderr, "bench jvm: building the lab: %s\n", strings.Join(argv, " "))
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Dir = dir
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	cmd.WaitDelay = 10 * time.Second
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return fmt.Errorf("bench jvm: build the lab: %w", ctx.Err())
		}
		return usageError{msg: fmt.Sprintf("bench jvm: build the lab (%s): %v", strings.Join(argv, " "), err),
			try: fmt.Sprintf("cd %s && mvn -B package   (its errors are above; -no-build runs target/ as it is)", dir)}
	}
	if err := os.WriteFile(filepath.Join(dir, "target", buildStamp), nil, 0o644); err != nil {
		return fmt.Errorf("bench jvm: stamp the build: %w", err)
	}
	return nil
}

// jvmClasspath is the lab's class path: target/classes and the
// dependencies maven-dependency-plugin wrote to target/classpath.txt.
func jvmClasspath(dir string, noBuild bool) (string, error) {
	try := fmt.Sprintf("cd %s && mvn -B -DskipTests package", dir)
	if noBuild {
		try = "drop -no-build, so bench jvm builds the lab first"
	}
	classes := filepath.Join(dir, "target", "classes")
	if _, err := os.Stat(classes); err != nil {
		return "", usageError{msg: fmt.Sprintf("bench jvm: the lab is not built: %v", err), try: try}
	}
	deps, err := os.ReadFile(filepath.Join(dir, "target", "classpath.txt"))
	if err != nil {
		return "", usageError{msg: fmt.Sprintf("bench jvm: the lab's dependency class path: %v", err), try: try}
	}
	cp := classes
	if d := strings.TrimSpace(string(deps)); d != "" {
		cp += string(os.PathListSeparator) + d
	}
	return cp, nil
}

// writeSelfSigned makes a key and a self-signed certificate for
// 127.0.0.1 and localhost, valid for a day from now, and writes them as
// PEM into dir: the in-process server's pair for -http h2, and the one
// certificate the lab is told to trust (--ca-cert).
func writeSelfSigned(dir string, now time.Time) (certFile, keyFile string, err error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return "", "", fmt.Errorf("bench jvm: TLS key: %w", err)
	}
	serial, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 127))
	if err != nil {
		return "", "", fmt.Errorf("bench jvm: TLS serial: %w", err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: serial,
		Subject:      pkix.Name{CommonName: "polywire bench jvm", Organization: []string{"polywire"}},
		NotBefore:    now.Add(-time.Hour),
		NotAfter:     now.Add(24 * time.Hour),
		// A trust anchor as well as the server's certificate: Java's
		// trust store takes it as a CA.
		IsCA:                  true,
		BasicConstraintsValid: true,
		KeyUsage:              x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage:           []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		IPAddresses:           []net.IP{net.IPv4(127, 0, 0, 1), net.IPv6loopback},
		DNSNames:              []string{"localhost"},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return "", "", fmt.Errorf("bench jvm: TLS certificate: %w", err)
	}
	pkcs8, err := x509.MarshalPKCS8PrivateKey(key)
	if err != nil {
		return "", "", fmt.Errorf("bench jvm: TLS key: %w", err)
	}
	certFile, keyFile = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	if err := os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600); err != nil {
		return "", "", fmt.Errorf("bench jvm: %w", err)
	}
	if err := os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: pkcs8}), 0o600); err != nil {
		return "", "", fmt.Errorf("bench jvm: %w", err)
	}
	return certFile, keyFile, nil
}

// Exit statuses of the lab, by its contract.
const (
	labExitFailedRows = 1 // some row failed; the file is written
	labExitUsage      = 2 // a usage error: "Error: …" and "Try: …" on stderr
)

// runJVMLab runs the lab (argv) in dir until it exits, -timeout passes or
// ctx ends (which kill it), streaming its output to stderr, and reads the
// file it wrote to out.
func runJVMLab(ctx context.Context, argv []string, dir, out string, timeout time.Duration) (*results.File, error) {
	tctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(tctx, argv[0], argv[1:]...)
	cmd.Dir = dir
	// Its stdout is progress too: ours is the table, so it pipes.
	lw := &labStderr{w: os.Stderr}
	cmd.Stdout, cmd.Stderr = lw, lw
	cmd.WaitDelay = 10 * time.Second
	err := cmd.Run()
	lw.flush()
	var exit *exec.ExitError
	switch {
	case ctx.Err() != nil:
		return nil, fmt.Errorf("bench jvm: the lab: %w", ctx.Err())
	case errors.Is(tctx.Err(), context.DeadlineExceeded):
		return nil, usageError{msg: fmt.Sprintf("bench jvm: the lab did not finish within -timeout %s (stopped; no results written)", timeout),
			try: "a longer -timeout, or fewer -experiments, -sizes, -requests or -people-requests (-quick)"}
	case err == nil:
	case errors.As(err, &exit) && exit.ExitCode() == labExitUsage:
		return nil, lw.usageError()
	case errors.As(err, &exit) && exit.ExitCode() == labExitFailedRows:
		// The file holds the failed rows and their errors; the caller
		// lists them.
	default:
		return nil, fmt.Errorf("bench jvm: run the lab: %w%s", err, lw.tail())
	}
	f, rerr := readLabResults(out)
	switch {
	case rerr != nil && err != nil && errors.Is(rerr, fs.ErrNotExist):
		return nil, usageError{msg: fmt.Sprintf("bench jvm: the lab exited with %v and wrote no results%s", err, lw.tail()),
			try: "the lab's output above says why (a main class not found: drop -no-build so the lab is built)"}
	case rerr != nil && err != nil:
		return nil, fmt.Errorf("bench jvm: the lab exited with %w and its results are unreadable (%w)%s", err, rerr, lw.tail())
	}
	return f, rerr
}

// readLabResults reads the lab's file, checked for schema and kind and
// nothing else: failed rows are the caller's to judge.
func readLabResults(path string) (*results.File, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("bench jvm: the lab's results: %w", err)
	}
	var f results.File
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("bench jvm: the lab's results: %w", err)
	}
	if f.Schema != results.Schema || f.Kind != results.KindJVM {
		return nil, fmt.Errorf("bench jvm: the lab's results are schema %q kind %q, want %q kind %q", f.Schema, f.Kind, results.Schema, results.KindJVM)
	}
	return &f, nil
}

// labStderr streams the lab's output to w line by line, holding back its
// "Error:" and "Try:" lines: on a usage error they become ours, said once.
// It keeps the last lines for the error when the lab dies.
type labStderr struct {
	w io.Writer

	mu       sync.Mutex
	partial  []byte
	errLine  string
	tryLine  string
	lastLine []string
}

func (l *labStderr) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.partial = append(l.partial, p...)
	for {
		i := bytes.IndexByte(l.partial, '\n')
		if i < 0 {
			break
		}
		l.line(string(l.partial[:i]))
		l.partial = l.partial[i+1:]
	}
	return len(p), nil
}

// flush writes what is left after the last newline.
func (l *labStderr) flush() {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.partial) > 0 {
		l.line(string(l.partial))
		l.partial = nil
	}
}

func (l *labStderr) line(s string) {
	if rest, ok := strings.CutPrefix(s, "Error:"); ok && l.errLine == "" {
		l.errLine = strings.TrimSpace(rest)
		return
	}
	if rest, ok := strings.CutPrefix(s, "Try:"); ok && l.tryLine == "" {
		l.tryLine = strings.TrimSpace(rest)
		return
	}
	l.lastLine = append(l.lastLine, s)
	if len(l.lastLine) > 5 {
		l.lastLine = l.lastLine[1:]
	}
	fmt.Fprintln(l.w, s)
}

// labOption matches a lab option in its Try line ("--decoders"): bench
// jvm's flag of the same name is "-decoders".
var labOption = regexp.MustCompile(`(^|[\s(])--([a-z])`)

// usageError is the lab's usage error as bench jvm's, its options named
// as bench jvm's flags.
func (l *labStderr) usageError() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	msg := cmp.Or(l.errLine, "the lab refused its command line (exit status 2) without saying why")
	try := "polywire bench jvm -h"
	if l.tryLine != "" {
		try = labOption.ReplaceAllString(l.tryLine, "$1-$2")
	}
	return usageError{msg: "bench jvm: the lab: " + msg, try: try}
}

// tail is the lab's last lines of output, for an error: "; its output: a | b".
func (l *labStderr) tail() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	lines := slices.Clone(l.lastLine)
	if l.errLine != "" {
		lines = append(lines, "Error: "+l.errLine)
	}
	if len(lines) == 0 {
		return ""
	}
	return "; its output: " + strings.Join(lines, " | ")
}

// warnHTTP logs the rows whose requests used another HTTP version than
// -http asked for (an Upgrade the client did not make, say): they are
// kept, and the report shows the version each row used.
func warnHTTP(log *slog.Logger, want string, rows []results.DecodeRow) {
	n, got := 0, ""
	for _, r := range rows {
		if !r.Failed && r.HTTP != "" && r.HTTP != want {
			n++
			got = r.HTTP
		}
	}
	if n > 0 {
		log.Warn("bench jvm: requests used another HTTP version than -http", "want", want, "got", got, "rows", n)
	}
}

// jvmFailures is the run's error when any measurement failed or none was
// made: the failures, one a line on w, and the first causes.
func jvmFailures(w io.Writer, f *results.File) error {
	if len(f.Decodes) == 0 && len(f.Codecs) == 0 {
		return usageError{msg: "bench jvm: the lab measured nothing (0 rows; no results written)", try: "check -experiments and -decoders against the lab's names"}
	}
	var failed []results.DecodeRow
	for _, r := range f.Decodes {
		if r.Failed {
			failed = append(failed, r)
		}
	}
	if len(failed) == 0 {
		return nil
	}
	fmt.Fprintln(w, "bench jvm: failed measurements:")
	var causes []string
	for _, r := range failed {
		fmt.Fprintf(w, "  %s %s %s %s %s: %s\n", r.Dataset, r.Format, r.Decoder, r.Coding, cmp.Or(r.HTTP, "-"), r.Error)
		if len(causes) < 3 {
			causes = append(causes, r.Dataset+" "+r.Format+" "+r.Decoder+" "+r.Coding+": "+cmp.Or(r.Error, "no error given"))
		}
	}
	if len(failed) > len(causes) {
		causes = append(causes, "…")
	}
	return usageError{
		msg: fmt.Sprintf("bench jvm: %d of %d measurements failed: %s (no results written)", len(failed), len(f.Decodes), strings.Join(causes, "; ")),
		try: "rerun; a failed measurement is never counted (the lab's output above says more)",
	}
}

// printJVMDecodes prints the table: one row per measurement, failed ones
// with their error instead of numbers.
func printJVMDecodes(w io.Writer, rows []results.DecodeRow) {
	if len(rows) == 0 {
		return
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "dataset\tformat\tdecoder\tcoding\thttp\twire bytes\tprocessing ms (median)\ttotal ms (median)\talloc/decode\titems\t")
	for _, r := range rows {
		if r.Failed {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\tFAILED: %s\t\t\t\t\t\n", r.Dataset, r.Format, r.Decoder, r.Coding, cmp.Or(r.HTTP, "—"), r.Error)
			continue
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%d\t%.3f\t%.3f\t%s\t%d\t\n", r.Dataset, r.Format, r.Decoder, r.Coding, cmp.Or(r.HTTP, "—"),
			r.WireBytes, r.Decode.Median, r.Total.Median, allocText(r.AllocBytes), r.Items)
	}
	_ = tw.Flush()
}

// printJVMCodecs prints JMH's rows: ns/op median ± stddev, B/op, MB/s.
func printJVMCodecs(w io.Writer, rows []results.CodecRow) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "JMH dataset\tlibrary\tformat\top\tbytes\tns/op (median)\t± stddev\tB/op\tMB/s\t")
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%.0f\t%.0f\t%s\t%.1f\t\n", r.Dataset, r.Library, r.Format, r.Op, r.Bytes,
			r.NsPerOp.Median, r.NsPerOp.Stddev, allocText(r.BytesPerOp), r.MBPerS)
	}
	_ = tw.Flush()
}

// allocText prints bytes allocated: "—" when not measured, else in the
// unit that suits them.
func allocText(b float64) string {
	switch {
	case b <= 0:
		return "—"
	case b >= 1<<20:
		return fmt.Sprintf("%.1f MiB", b/(1<<20))
	case b >= 1<<10:
		return fmt.Sprintf("%.1f KiB", b/(1<<10))
	}
	return fmt.Sprintf("%.0f B", b)
}
