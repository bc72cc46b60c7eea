// Package jvm drives the JVM client lab (clients/java) on the
// machine's own Java and Maven: it builds the lab once per change (a stamp
// in target/, under a lock per checkout), serves it the built-in datasets over h2c,
// HTTP/2 with a certificate made for the run, or HTTP/1.1, runs its main
// class under a deadline, and reads back the kind "jvm" results file it
// wrote — seed 002's and seed 004's Java clients and JMH. It is bench
// jvm's driver: the polywire command parses the flags into a Config and
// calls Run; the server, the results' finishing and the failure rules come
// from internal/lab/harness, as internal/lab/browser's do. Its errors are worded
// for that command ("bench jvm: …").
package jvm

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/internal/lab/harness"
	"github.com/polywire/polywire/results"
)

// Config is a bench jvm run.
type Config struct {
	// Lab is what the lab runs.
	Lab Settings
	// Target is the server the lab fetches from; empty serves the built-in datasets on
	// a loopback port, with a throwaway store (harness.Serve).
	Target string
	// Datasets loads the data to serve; it is called only without Target.
	Datasets func() (bench.Datasets, error)
	// JavaDir, Mvn and Java are the lab's Maven project and the
	// executables as the user named them (empty: FindJavaDir's,
	// FindMaven's and FindJava's defaults).
	JavaDir, Mvn, Java string
	// JVMArgs are the lab JVM's options, space-separated.
	JVMArgs string
	// NoBuild runs target/ as it is, without Maven.
	NoBuild bool
	// Timeout bounds the lab's run (not the build).
	Timeout time.Duration
	// Recorded is the command line's settings, recorded in the results'
	// config over the lab's own.
	Recorded map[string]any
	// Began is when the command began, before its server and build: the
	// results' start and duration, and the "done in" line, count the
	// whole run from it. Zero: from the call.
	Began time.Time
	// Log gets the warnings; Stdout the tables, Stderr progress and the
	// lab's output. Nil is slog.Default(), os.Stdout and os.Stderr.
	Log *slog.Logger
	harness.Streams
}

// Run builds the lab when it must, runs it and returns its results,
// finished (harness.Finish) and printed as tables: a run in which a
// measurement failed, or none was made, is an error listing them, and
// returns no results.
func Run(ctx context.Context, c Config) (*results.File, error) {
	stdout, stderr := c.Out(), c.Err()
	log := c.Log
	if log == nil {
		log = slog.Default()
	}
	dir, err := FindJavaDir(c.JavaDir)
	if err != nil {
		return nil, err
	}
	javaExe, err := FindJava(c.Java, os.Getenv, exec.LookPath)
	if err != nil {
		return nil, err
	}
	// Held until the lab has run: another bench jvm on this checkout must
	// neither rebuild target/ under a running lab nor build it at once.
	unlock, err := LockBuild(dir)
	if err != nil {
		return nil, fmt.Errorf("bench jvm: %w", err)
	}
	defer unlock()
	mvnExe := ""
	switch {
	case c.NoBuild:
	case UpToDate(dir):
		fmt.Fprintf(stderr, "bench jvm: the lab in %s is up to date (built after every change to pom.xml and src/)\n", filepath.Join(dir, "target"))
	default:
		if mvnExe, err = FindMaven(c.Mvn, exec.LookPath); err != nil {
			return nil, err
		}
		if err := Build(ctx, mvnExe, dir, stderr); err != nil {
			return nil, err
		}
	}
	cp, err := Classpath(dir, c.NoBuild)
	if err != nil {
		return nil, err
	}

	tmp, err := os.MkdirTemp("", "polywire-bench-jvm-")
	if err != nil {
		return nil, fmt.Errorf("bench jvm: %w", err)
	}
	defer func() { _ = os.RemoveAll(tmp) }()
	sc, caCert := harness.ServerConfig{Command: "bench jvm", Store: true, Announce: stderr}, ""
	if c.Lab.HTTP == "h2" && strings.TrimRight(c.Target, "/") == "" {
		// the in-process server speaks HTTP/2 over TLS with a certificate
		// made for the run, which the lab is told to trust
		if sc.TLSCertFile, sc.TLSKeyFile, err = WriteSelfSigned(tmp, time.Now()); err != nil {
			return nil, err
		}
		caCert = sc.TLSCertFile
	}
	base, done, err := harness.Target(ctx, c.Target, c.Datasets, sc)
	if err != nil {
		return nil, err
	}
	defer done()

	out := filepath.Join(tmp, "jvm.json")
	argv := append(append([]string{javaExe}, strings.Fields(c.JVMArgs)...), "-cp", cp, MainClass)
	argv = append(argv, c.Lab.LabArgs(base, caCert, out)...)
	// The class path is a line of jars: said by its count, not printed.
	fmt.Fprintf(stderr, "bench jvm: %s -cp %s:<%d jars of target/classpath.txt> %s\n", javaExe, filepath.Join(dir, "target", "classes"),
		strings.Count(cp, string(os.PathListSeparator)), strings.Join(argv[slices.Index(argv, MainClass):], " "))
	start := c.Began
	if start.IsZero() {
		start = time.Now()
	}
	f, err := RunLab(ctx, argv, dir, out, c.Timeout, stderr)
	if err != nil {
		return nil, err
	}
	// The lab records what it ran with (sizes, requests, decoders, JVM
	// options — its defaults resolved); ours adds what only the command
	// knows. The lab's out is a temporary file, and its class path is
	// this machine's Maven repository: neither says anything about the run.
	delete(f.Config, "out")
	labArgs := argv[slices.Index(argv, MainClass)+1:]
	if i := slices.Index(labArgs, "--out"); i >= 0 && i+1 < len(labArgs) {
		labArgs = slices.Concat(labArgs[:i], labArgs[i+2:])
	}
	harness.Finish(f, start, c.Recorded, map[string]any{"javaDir": dir, "java": javaExe, "mvn": mvnExe, "labArgs": strings.Join(labArgs, " ")})

	PrintDecodes(stdout, f.Decodes)
	if len(f.Codecs) > 0 {
		fmt.Fprintln(stdout)
		PrintCodecs(stdout, f.Codecs)
	}
	if len(f.Streams) > 0 {
		fmt.Fprintln(stdout)
		PrintStreams(stdout, f.Streams)
	}
	WarnHTTP(log, c.Lab.HTTP, f.Decodes)
	if err := Failures(stderr, f); err != nil {
		return nil, err
	}
	rt := "the JVM"
	if f.Runtime != nil {
		rt = strings.TrimSpace(f.Runtime.Name + " " + f.Runtime.Version)
	}
	harness.PrintCaveats(stderr, "bench jvm", f)
	fmt.Fprintf(stderr, "bench jvm: %d measurements, %d JMH rows and %d stream rows in %s, done in %.1f s\n", len(f.Decodes), len(f.Codecs), len(f.Streams), rt, f.Seconds)
	return f, nil
}
