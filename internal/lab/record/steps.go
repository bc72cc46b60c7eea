package record

import (
	"path/filepath"
	"strings"
)

// Step is one run of record: a command and the results file it writes.
type Step struct {
	// Name is the file's stem in the record's directory ("codec" writes
	// codec.json) and the name -only and -skip take.
	Name string
	// Args are the command after "polywire" (Node's steps: after "npm");
	// the record appends the output flag itself.
	Args []string
	// Quick are the arguments a -quick record appends: a short run that
	// exercises the step, for tests and a first look. Its numbers are
	// small samples and the report says so.
	Quick []string
	// Node runs the step with npm in clients/ts, not with polywire.
	Node bool
	// Dir is set on a step whose command writes a directory (bench
	// suite): the record keeps its File and leaves the rest in the logs.
	Dir  string
	File string
	// About is its rough duration and what it measures, for -n and the
	// progress lines.
	About string
}

// Steps are every run docs/BENCHMARKS.md and docs/report.html rest on,
// in the order the record makes them: the short Go runs first, so a
// broken tree fails in minutes, and the half-hour load suite last.
// Every step's command is one of docs/BENCHMARKS.md's "How to
// reproduce" lines; TestStepsParse runs each through its command's flag
// parsing.
func Steps() []Step {
	return []Step{
		{Name: "size-article", Args: []string{"bench", "size", "-data", "testdata/seed000-bank"}, About: "~3 s: bytes of the article's own CSV data in every format and coding"},
		{Name: "codec", Args: []string{"bench", "codec"}, Quick: []string{"-quick"}, About: "~9 min: encode/decode of every dataset x format x Go library"},
		{Name: "client", Args: []string{"bench", "client"}, Quick: []string{"-quick"}, About: "~35 s: seed 000's request/total and seed 002's processing times, Go client"},
		{Name: "stream", Args: []string{"bench", "stream", "-reps", "10"}, Quick: []string{"-quick"}, About: "~15 s: time to first row, Go client"},
		{Name: "browser", Args: []string{"bench", "browser"}, Quick: []string{"-quick"}, About: "~6 min: the lab page in headless Chromium, every decoder (polywire-ts included) x identity, gzip"},
		{Name: "browser-post", Args: []string{"bench", "browser", "-datasets", "person", "-codings", "identity"}, Quick: []string{"-quick"}, About: "~4 s: seed 004's POST in Chromium"},
		{Name: "browser-codec", Args: []string{"bench", "browser", "-suite", "codec"}, Quick: []string{"-quick"}, About: "~3 min: the codec suite in Chromium, decoders called directly on the same bytes"},
		{Name: "browser-stream", Args: []string{"bench", "browser", "-datasets", "people-stream"}, Quick: []string{"-quick"}, About: "~2.5 min: time to first row in Chromium"},
		{Name: "node", Node: true, Args: []string{"run", "bench", "--"}, Quick: []string{"--datasets", "account2", "--reps", "2"}, About: "~3 min: the lab's decodes in Node.js"},
		{Name: "node-codec", Node: true, Args: []string{"run", "bench:pwts", "--"}, Quick: []string{"--datasets", "account2", "--runs", "2"}, About: "~4 min: the codec suite in Node.js"},
		{Name: "jvm", Args: []string{"bench", "jvm"}, Quick: []string{"-quick"}, About: "~3.5 min: seed 002 and seed 004 on the JVM"},
		{Name: "jvm-people-all", Args: []string{"bench", "jvm", "-experiments", "seed004", "-people-requests", "50", "-decoders", "json,proto", "-codings", "identity"}, Quick: []string{"-quick"}, About: "~50 s: seed 004 on the JVM, every JSON and Protobuf decoder"},
		{Name: "jvm-stream", Args: []string{"bench", "jvm", "-experiments", "stream", "-stream-requests", "10"}, Quick: []string{"-quick"}, About: "~2 min: time to first row on the JVM"},
		{Name: "jvm-jmh", Args: []string{"bench", "jvm", "-experiments", "jmh"}, Quick: []string{"-quick"}, About: "~16 min: JMH, every JVM library"},
		{Name: "suite", Args: []string{"bench", "suite"}, Dir: "suite", File: "suite.json", Quick: []string{"-quick"}, About: "~30 min: the seeds' 76 load tests, server and generator on separate CPUs"},
	}
}

// ReportOrder is the order of the runs in the report: the order of
// docs/report.html's sections (sizes, codecs, clients, load, client
// runtimes, streams).
var ReportOrder = []string{"size-article", "codec", "client", "suite", "browser", "browser-post", "browser-codec", "node", "node-codec", "jvm", "jvm-people-all", "jvm-jmh", "stream", "browser-stream", "jvm-stream"}

// CommandLine is the step as a user types it, from the repository's
// root, writing into dir.
func (s Step) CommandLine(dir string, quick bool) string {
	return strings.Join(s.argv(dir, "", quick), " ")
}

// argv is the step's command line; abs is dir made absolute for npm,
// which runs in clients/ts.
func (s Step) argv(dir, abs string, quick bool) []string {
	var a []string
	if s.Node {
		a = append([]string{"npm", "--prefix", "clients/ts"}, s.Args...)
		if quick {
			a = append(a, s.Quick...)
		}
		if abs == "" && !filepath.IsAbs(dir) { // as typed: npm runs in clients/ts
			return append(a, "--out", "\"$PWD/"+dir+"/"+s.Name+".json\"")
		}
		if abs == "" {
			abs = dir
		}
		return append(a, "--out", abs+"/"+s.Name+".json")
	}
	a = append([]string{"go", "run", "./cmd/polywire"}, s.Args...)
	if quick {
		a = append(a, s.Quick...)
	}
	if s.Dir != "" {
		return append(a, "-o", dir+"/"+s.Dir)
	}
	return append(a, "-o", dir+"/"+s.Name+".json")
}
