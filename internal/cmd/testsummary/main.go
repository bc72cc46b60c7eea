// Command testsummary reads `go test -json` on standard input and prints
// what a person running `make test` needs: a line per package, the whole
// output of every failed test and build, and — at the end, where they are
// seen without -v — every skipped test with the reason it gave, then the
// counts and the time. It exits 1 when anything failed or the input ended
// without a package result (a crashed go test), so it can stand at the
// end of a pipe under pipefail.
//
// With -require-tests a package that ran no test at all ("no tests to
// run": a -run filter that matched nothing) is a failure too: make test's
// race half selects its tests by name, and a filter that selects nothing
// would pass while checking nothing.
//
// Usage: go test -json ./... | go run ./internal/cmd/testsummary [-label NAME] [-require-tests]
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"
)

// event is one line of test2json's output.
type event struct {
	Action      string
	Package     string
	Test        string
	Output      string
	Elapsed     float64
	ImportPath  string
	FailedBuild string
}

func main() {
	label := flag.String("label", "go test", "what the summary is of")
	requireTests := flag.Bool("require-tests", false, "fail a package that ran no test")
	flag.Parse()
	os.Exit(summarize(os.Stdin, os.Stdout, options{label: *label, requireTests: *requireTests}))
}

type options struct {
	label        string
	requireTests bool
}

type testKey struct{ pkg, test string }

func summarize(in io.Reader, out io.Writer, opt options) int {
	label := opt.label
	start := time.Now()
	outputs := map[testKey]*strings.Builder{}
	builds := map[string]*strings.Builder{}
	var skips, fails []testKey
	var failedBuilds []string
	passed, pkgsFailed := 0, 0
	pending := map[string]bool{} // packages started without a result yet
	ran := map[string]int{}      // tests that ran, per package
	var noTests []string         // packages that passed without running a test
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 0, 1<<20), 1<<26)
	for sc.Scan() {
		line := sc.Bytes()
		var e event
		if err := json.Unmarshal(line, &e); err != nil || e.Action == "" {
			fmt.Fprintln(out, string(line)) // go vet or go itself talking
			continue
		}
		switch e.Action {
		case "build-output":
			b := builds[e.ImportPath]
			if b == nil {
				b = &strings.Builder{}
				builds[e.ImportPath] = b
			}
			b.WriteString(e.Output)
			continue
		case "build-fail":
			failedBuilds = append(failedBuilds, e.ImportPath)
			continue
		case "start":
			pending[e.Package] = true
			continue
		}
		k := testKey{e.Package, e.Test}
		if e.Action == "output" {
			b := outputs[k]
			if b == nil {
				b = &strings.Builder{}
				outputs[k] = b
			}
			b.WriteString(e.Output)
			continue
		}
		if e.Test == "" { // a package's result
			delete(pending, e.Package)
			switch e.Action {
			case "pass":
				if opt.requireTests && ran[e.Package] == 0 {
					noTests = append(noTests, e.Package)
					fmt.Fprintf(out, "FAIL %-60s ran no test\n", e.Package)
					continue
				}
				fmt.Fprintf(out, "ok   %-60s %6.1fs\n", e.Package, e.Elapsed)
			case "skip":
				fmt.Fprintf(out, "?    %-60s [no test files]\n", e.Package)
			case "fail":
				pkgsFailed++
				fmt.Fprintf(out, "FAIL %-60s %6.1fs\n", e.Package, e.Elapsed)
				if b := outputs[k]; b != nil && !hasTestFailure(fails, e.Package) {
					fmt.Fprint(out, indent(b.String())) // a panic or TestMain failure
				}
			}
			continue
		}
		switch e.Action {
		case "pass":
			passed++
			ran[e.Package]++
		case "skip":
			skips = append(skips, k)
			ran[e.Package]++
		case "fail":
			ran[e.Package]++
			// A subtest fails before its parent: print each failure's own
			// output once, and a parent's only when it says more than
			// its === and --- lines (a subtest running in a goroutine of
			// its own — the docs test's — has no other way to be seen).
			if b := outputs[k]; b != nil && (!hasFailedChild(fails, k) || reason(b) != "(no reason given)") {
				fmt.Fprintf(out, "--- FAIL %s %s\n%s", e.Package, e.Test, indent(b.String()))
			}
			fails = append(fails, k)
		}
	}
	for _, p := range failedBuilds {
		fmt.Fprintf(out, "FAIL %s [build failed]\n", p)
		if b := builds[p]; b != nil {
			fmt.Fprint(out, indent(b.String()))
		}
	}
	if len(skips) > 0 {
		fmt.Fprintf(out, "\n%s: %d skipped (each says why):\n", label, len(skips))
		for _, k := range skips {
			fmt.Fprintf(out, "  SKIP %s %s: %s\n", shortPkg(k.pkg), k.test, reason(outputs[k]))
		}
	}
	crashed := slices.Sorted(func(yield func(string) bool) {
		for p := range pending {
			if !yield(p) {
				return
			}
		}
	})
	for _, p := range crashed {
		fmt.Fprintf(out, "FAIL %s: no result (the test binary crashed or was killed)\n", p)
	}
	status := "PASS"
	if len(fails) > 0 || pkgsFailed > 0 || len(failedBuilds) > 0 || len(crashed) > 0 || len(noTests) > 0 {
		status = "FAIL"
	}
	fmt.Fprintf(out, "\n%s %s: %d tests passed, %d failed, %d skipped; %d packages failed, %d builds failed (%.0f s)\n",
		status, label, passed, len(fails), len(skips), pkgsFailed+len(noTests), len(failedBuilds), time.Since(start).Seconds())
	if status == "FAIL" {
		return 1
	}
	return 0
}

// hasFailedChild says whether a subtest of k has failed already.
func hasFailedChild(fails []testKey, k testKey) bool {
	return slices.ContainsFunc(fails, func(f testKey) bool {
		return f.pkg == k.pkg && strings.HasPrefix(f.test, k.test+"/")
	})
}

func hasTestFailure(fails []testKey, pkg string) bool {
	return slices.ContainsFunc(fails, func(k testKey) bool { return k.pkg == pkg })
}

// reason is the message a skipped test printed: its output without the
// === and --- lines.
func reason(b *strings.Builder) string {
	if b == nil {
		return "(no reason given)"
	}
	var parts []string
	for l := range strings.SplitSeq(b.String(), "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "=== ") || strings.HasPrefix(l, "--- ") {
			continue
		}
		parts = append(parts, l)
	}
	if len(parts) == 0 {
		return "(no reason given)"
	}
	return strings.Join(parts, " ")
}

func shortPkg(p string) string { return strings.TrimPrefix(p, "github.com/polywire/polywire/") }

func indent(s string) string {
	var b strings.Builder
	for l := range strings.SplitSeq(strings.TrimRight(s, "\n"), "\n") {
		b.WriteString("    " + l + "\n")
	}
	return b.String()
}
