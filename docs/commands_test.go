package docs

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/polywire/polywire/internal/clientgate"
)

// The documented-commands test: every line of every ```sh block of
// README.md and docs/BENCHMARKS.md runs, in order within its "## " section
// (the sections run side by side: docSections), as a user would type it
// into bash in a checkout — with four rules that keep it runnable in a
// test and say nothing else changes:
//
//   - "go run ./cmd/polywire" runs a polywire binary built once from this
//     checkout (the same program, without compiling it for every line):
//     $POLYWIRE_BIN when set (make test builds one for every test that
//     runs polywire), else one this test builds;
//   - localhost:8080 (the documented server address) is a server the test
//     starts on a free loopback port from the same binary; a line that
//     starts a server itself ("polywire serve …") runs in the background
//     on a free port of its own, must answer /readyz, and must stop
//     cleanly on SIGTERM;
//   - lines run in a scratch directory (one per section) whose entries
//     link to the checkout's, so files the commands write (size.json,
//     report.html) land there and not in the repository;
//   - POLYWIRE_SMOKE=1 bounds the lab — every flag as written, but one
//     repetition, runs of at most a second, the suite shortened (and
//     results marked smoke) — and the scripts shorten their runs the same
//     way; go test benchmarks run once: -benchtime=1x added to GOFLAGS
//     (make test's -trimpath kept, so the lines share its build cache), and a
//     line's own -benchtime and -count (which would override GOFLAGS)
//     become 1x and 1 — the benchmarks still build and run every case;
//
// "make test" is the command that runs this test and is not run again
// (nor are "npm test" and "mvn … verify", which make test runs beside
// it, nor README's "bench jvm -quick … && report" and "bench browser
// -quick … && report", which TestBenchJVMQuick and TestBenchBrowserQuick
// run with their checks); a "go test" line that runs tests, not benchmarks, is
// checked with "go test -list" (goTestList), as make test runs those tests
// beside this one;
// other make targets are dry-run (make -n: the target exists and its
// recipe expands). A line whose tool (curl, grpcurl, protoc, flatc, wrk,
// ghz, zstd) is missing skips with a message, except in CI (CI=true),
// where the project's scripts install them and a missing tool fails.
// Lines written as "$ command" are followed by the output they must print.
// A line that runs npm, node, mvn or java (the clients' builds: npm run
// bench, bench jvm) waits for make test's clients' phase (clientgate),
// which runs beside this test.

// docFiles are the documents whose command lines must run.
var docFiles = []string{"README.md", "docs/BENCHMARKS.md"}

// docSection is a run of a document's lines that runs beside the others:
// the command lines of one "## " section of file (or of what comes before
// the first), in order, in a scratch directory of its own. A document's
// sections share no file: each writes and reads its own (size.json,
// report.html), and the later sections of BENCHMARKS.md read
// docs/results, committed.
type docSection struct {
	name  string // file#heading
	file  string
	lines []docLine
	// clients: a line of the section uses the clients' builds (npm, node,
	// mvn, java), so it waits for make test's clients' phase.
	clients bool
}

// docWorkers is how many sections run at once. Most of a line's time is
// a server starting or a bounded lab run, on one core or less, and the
// clients' sections wait for make test's clients' phase: four at a time
// kept two cores busy without starving the lab's runs (which fail on
// timeouts, not on slowness).
const docWorkers = 4

// docSections cuts docFiles at their "## " headings, the sections whose
// lines run without waiting for the clients first (in document order),
// then those that wait.
func docSections(t *testing.T, root string) []docSection {
	t.Helper()
	var ready, waiting []docSection
	for _, f := range docFiles {
		b, err := os.ReadFile(filepath.Join(root, f))
		if err != nil {
			t.Fatal(err)
		}
		headings := map[int]string{} // line number -> heading
		for i, line := range strings.Split(string(b), "\n") {
			if h, ok := strings.CutPrefix(line, "## "); ok {
				headings[i+1] = h
			}
		}
		byHeading := map[string]*docSection{}
		var order []string
		for _, l := range commandLines(t, root, f) {
			heading := ""
			for n := l.lineNo; n > 0; n-- {
				if h, ok := headings[n]; ok {
					heading = h
					break
				}
			}
			sec := byHeading[heading]
			if sec == nil {
				name := filepath.Base(f) + "#" + strings.Join(strings.Fields(heading), "_")
				sec = &docSection{name: name, file: f}
				byHeading[heading] = sec
				order = append(order, heading)
			}
			sec.lines = append(sec.lines, l)
			if len(usesClients(l.cmd)) > 0 {
				sec.clients = true
			}
		}
		if len(order) == 0 {
			t.Errorf("%s has no ```sh block: its commands would go untested", f)
		}
		for _, h := range order {
			if sec := byHeading[h]; sec.clients {
				waiting = append(waiting, *sec)
			} else {
				ready = append(ready, *sec)
			}
		}
	}
	// The sections that wait for the clients' builds go last, the longest
	// first: a line waits for its client alone, so a long section's other
	// lines run while the clients build, and its client lines are not the
	// last to start (run50: "How to reproduce", 13 lines, began at 309 s
	// behind three shorter ones and ended make test at 457 s).
	slices.SortStableFunc(waiting, func(a, b docSection) int { return len(b.lines) - len(a.lines) })
	return append(ready, waiting...)
}

// usesClients names the clients' builds a line runs, which make test
// builds while the documented commands run: npm run bench (clients/ts's
// node_modules), bench jvm (clients/java's target/).
func usesClients(cmd string) []clientgate.Client {
	var out []clientgate.Client
	for _, tool := range needs(cmd) {
		var c clientgate.Client
		switch tool {
		case "npm", "node":
			c = clientgate.TS
		case "mvn", "java":
			c = clientgate.Java
		default:
			continue
		}
		if !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}

// tools are the programs a line may need beyond bash and the polywire
// binary; a line that names one needs it.
var tools = []string{"curl", "grpcurl", "protoc", "flatc", "zstd", "wrk", "ghz", "h2spec", "jq", "make", "go", "npm", "node", "chromium", "mvn", "java"}

// docLine is one command line of a document.
type docLine struct {
	file   string
	lineNo int
	cmd    string
	want   []string // expected output lines, for "$ command" lines
}

func (l docLine) String() string { return fmt.Sprintf("%s:%d: %s", l.file, l.lineNo, l.cmd) }

// commandLines reads the ```sh blocks of a Markdown file.
func commandLines(t *testing.T, root, file string) []docLine {
	t.Helper()
	f, err := os.Open(filepath.Join(root, file))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []docLine
	sc := bufio.NewScanner(f)
	inSh, n := false, 0
	var cont *docLine
	collecting := false // the lines after "$ command" are its output
	for sc.Scan() {
		n++
		text := sc.Text()
		trimmed := strings.TrimSpace(text)
		if strings.HasPrefix(trimmed, "```") {
			inSh = !inSh && strings.TrimSpace(strings.TrimPrefix(trimmed, "```")) == "sh"
			cont, collecting = nil, false
			continue
		}
		if !inSh {
			continue
		}
		if cont != nil { // a continuation of the previous line
			cont.cmd += " " + strings.TrimSuffix(trimmed, "\\")
			if !strings.HasSuffix(trimmed, "\\") {
				cont = nil
			}
			continue
		}
		switch {
		case trimmed == "" || strings.HasPrefix(trimmed, "#"):
			continue
		case strings.HasPrefix(trimmed, "$ "):
			out = append(out, docLine{file: file, lineNo: n, cmd: strings.TrimPrefix(trimmed, "$ "), want: []string{}})
			collecting = true
		case collecting:
			out[len(out)-1].want = append(out[len(out)-1].want, strings.TrimRight(text, " "))
			continue
		default:
			out = append(out, docLine{file: file, lineNo: n, cmd: strings.TrimSuffix(trimmed, "\\")})
		}
		if strings.HasSuffix(trimmed, "\\") {
			cont = &out[len(out)-1]
			cont.cmd = strings.TrimSuffix(strings.TrimSpace(cont.cmd), "\\")
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

var (
	goRunPolywire = regexp.MustCompile(`\bgo run \./cmd/polywire\b`)
	docServer     = regexp.MustCompile(`\b(localhost|127\.0\.0\.1):8080\b`)
	benchTime     = regexp.MustCompile(`(\s)-benchtime[ =]\S+`)
	benchCount    = regexp.MustCompile(`(\s)-count[ =]\d+`)
	wordRE        = regexp.MustCompile(`[A-Za-z0-9_./-]+`)
	unsafeChars   = regexp.MustCompile(`[^A-Za-z0-9._-]+`)
)

// needs lists the tools a command line runs: the first word of each
// command of its pipelines and lists.
func needs(cmd string) []string {
	var out []string
	for part := range strings.FieldsFuncSeq(cmd, func(r rune) bool { return r == '|' || r == ';' || r == '&' || r == '(' || r == ')' }) {
		words := wordRE.FindAllString(part, -1)
		for len(words) > 0 && strings.Contains(words[0], "=") { // VAR=value cmd
			words = words[1:]
		}
		if len(words) > 0 && slices.Contains(tools, words[0]) && !slices.Contains(out, words[0]) {
			out = append(out, words[0])
		}
		// bench browser drives the machine's Chromium; bench jvm builds
		// clients/java with Maven and runs it on java.
		if len(words) > 2 && words[0] == "polywire" && words[1] == "bench" {
			var want []string
			switch words[2] {
			case "browser":
				want = []string{"chromium"}
			case "jvm":
				want = []string{"mvn", "java"}
			}
			for _, w := range want {
				if !slices.Contains(out, w) {
					out = append(out, w)
				}
			}
		}
	}
	return out
}

// isServe says whether a line starts a polywire server — serve, or a
// gateway in front of one — (and runs until stopped).
func isServe(cmd string) bool {
	f := strings.Fields(cmd)
	return len(f) >= 2 && f[0] == "polywire" && (f[1] == "serve" || f[1] == "gateway") && !slices.Contains(f, "-h")
}

func TestDocumentedCommands(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every documented command line (about a minute); not in -short")
	}
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	ci := os.Getenv("CI") == "true"
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "bin")
	if built := os.Getenv("POLYWIRE_BIN"); built != "" {
		// make test's one binary, built from this checkout before the
		// clients' tests: linked, not built again.
		if err := os.Mkdir(bin, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(built, filepath.Join(bin, "polywire")); err != nil {
			t.Fatal(err)
		}
	} else {
		build := exec.Command("go", "build", "-o", filepath.Join(bin, "polywire"), "./cmd/polywire")
		build.Dir = root
		if out, err := build.CombinedOutput(); err != nil {
			t.Fatalf("build polywire: %v\n%s", err, out)
		}
	}
	// A scratch directory per section: every top-level entry of the
	// checkout, linked, so the files one section's lines write (jvm.json,
	// report.html) are not another's, as they run side by side.
	scratch := func(name string) string {
		work := filepath.Join(tmp, "work-"+unsafeChars.ReplaceAllString(name, "_"))
		if err := os.Mkdir(work, 0o755); err != nil {
			t.Fatal(err)
		}
		entries, err := os.ReadDir(root)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if e.Name() == ".tmp" {
				continue
			}
			if err := os.Symlink(filepath.Join(root, e.Name()), filepath.Join(work, e.Name())); err != nil {
				t.Fatal(err)
			}
		}
		return work
	}
	dataDir := filepath.Join(tmp, "data")
	env := append(os.Environ(),
		"PATH="+bin+string(os.PathListSeparator)+filepath.Join(root, ".tmp", "bin")+string(os.PathListSeparator)+os.Getenv("PATH"),
		"POLYWIRE_SMOKE=1", "POLYWIRE_DATA="+dataDir, "GOFLAGS="+strings.TrimSpace(os.Getenv("GOFLAGS")+" -benchtime=1x"), "TMPDIR="+tmp,
		// npm run bench in clients/ts starts this binary instead of building its own.
		"POLYWIRE_BIN="+filepath.Join(bin, "polywire"))
	path := func() string {
		for _, kv := range slices.Backward(env) {
			if v, ok := strings.CutPrefix(kv, "PATH="); ok {
				return v
			}
		}
		return ""
	}()
	have := func(tool string) bool {
		for dir := range strings.SplitSeq(path, string(os.PathListSeparator)) {
			if st, err := os.Stat(filepath.Join(dir, tool)); err == nil && !st.IsDir() && st.Mode()&0o111 != 0 {
				return true
			}
		}
		return false
	}

	addr := startServer(t, filepath.Join(bin, "polywire"), env, dataDir, filepath.Join(tmp, "polywire.db"))
	var ran, skipped atomic.Int32
	// The sections run side by side, docWorkers at a time, each its lines
	// in order: on two cores most of a line's time is a bounded lab run or
	// a server starting, and make test's critical path is this test.
	t.Run("docs", func(t *testing.T) {
		sections := docSections(t, root)
		queue := make(chan docSection, len(sections))
		for _, sec := range sections {
			queue <- sec
		}
		close(queue)
		// The workers are goroutines of their own, not t.Parallel
		// subtests: those wait for a slot of -parallel (GOMAXPROCS, 2
		// here).
		var wg sync.WaitGroup
		defer wg.Wait()
		for range docWorkers {
			wg.Go(func() {
				for sec := range queue {
					t.Run(sec.name, func(t *testing.T) {
						work := scratch(sec.name)
						for _, l := range sec.lines {
							runDocLine(t, l, lineEnv{env: env, work: work, addr: addr, ci: ci, have: have, ran: &ran, skipped: &skipped})
						}
					})
				}
			})
		}
	})
	t.Logf("ran %d documented command lines, skipped %d", ran.Load(), skipped.Load())
}

// lineEnv is what every documented line runs with.
type lineEnv struct {
	env          []string
	work, addr   string // the section's scratch directory; the documents' server
	ci           bool
	have         func(tool string) bool
	ran, skipped *atomic.Int32
}

// runDocLine runs one documented line as a subtest, by the rules of the
// comment at the top of this file.
func runDocLine(t *testing.T, l docLine, le lineEnv) {
	t.Run(fmt.Sprintf("%s:%d", filepath.Base(l.file), l.lineNo), func(t *testing.T) {
		cmd := goRunPolywire.ReplaceAllString(stripComment(l.cmd), "polywire")
		cmd = docServer.ReplaceAllString(cmd, le.addr)
		if strings.Contains(cmd, "go test") && strings.Contains(cmd, "-bench") {
			cmd = benchCount.ReplaceAllString(benchTime.ReplaceAllString(cmd, "${1}-benchtime=1x"), "${1}-count=1")
		}
		switch f := strings.Fields(cmd); {
		case f[0] == "make" && len(f) > 1 && f[1] == "test":
			t.Skipf("%s: the command that runs this test", l)
		case strings.Contains(cmd, "npm test"):
			t.Skipf("%s: make test runs it (make test-ts), beside this test", l)
		case strings.Contains(cmd, "mvn") && strings.Contains(cmd, "verify"):
			t.Skipf("%s: make test runs it (make test-java), beside this test", l)
		case strings.Contains(cmd, "polywire bench browser -quick -datasets account2,person -o b.json") && strings.Contains(cmd, "polywire report"):
			// Chromium decoding account 2 in every decoder: ~15 s of CPU.
			t.Skipf("%s: TestBenchBrowserQuick (cmd/polywire) runs this line and renders its report, with its checks, beside this test", l)
		case strings.Contains(cmd, "polywire bench jvm -quick -o") && strings.Contains(cmd, "polywire report"):
			// A JVM lab run costs ~a minute of CPU on two cores.
			t.Skipf("%s: TestBenchJVMQuick (cmd/polywire) runs bench jvm -quick and renders its report, beside this test", l)
		}
		if list, ok := goTestList(cmd); ok {
			le.ran.Add(1)
			runGoTestList(t, l, list, le.env, le.work)
			return
		}
		for _, tool := range needs(cmd) {
			if !le.have(tool) {
				if le.ci {
					t.Fatalf("%s: %s is not installed; CI installs it (Makefile: doc-tools)", l, tool)
				}
				le.skipped.Add(1)
				t.Skipf("%s: needs %s, which is not installed (make doc-tools installs what it can)", l, tool)
			}
		}
		// clients/ts's node_modules, clients/java's target/: make test
		// builds them while this runs.
		clientgate.Wait(t, usesClients(cmd)...)
		switch f := strings.Fields(cmd); {
		case f[0] == "make":
			cmd = strings.Replace(cmd, "make", "make -n", 1)
		case isServe(cmd):
			runServe(t, l, cmd, le.env, le.work)
			le.ran.Add(1)
			return
		}
		le.ran.Add(1)
		runLine(t, l, cmd, le.env, le.work)
	})
}

// runLine runs one line with bash in dir and checks its exit status and,
// for "$ command" lines, its output.
func runLine(t *testing.T, l docLine, cmd string, env []string, dir string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	c := exec.CommandContext(ctx, "bash", "-c", cmd)
	c.Dir, c.Env = dir, env
	// A process group of its own, killed whole on timeout: a script's
	// server (crosscheck-load's, wrk-fastpath's) must not outlive its line.
	c.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	c.Cancel = func() error { return syscall.Kill(-c.Process.Pid, syscall.SIGKILL) }
	c.WaitDelay = 10 * time.Second
	start := time.Now()
	out, err := c.CombinedOutput()
	if c.ProcessState != nil {
		// The line's cost, children included (wait4 counts the processes
		// it waited for): make test's budget is CPU on two cores.
		t.Logf("%s:%d: %.1f s, %.1f CPU s", filepath.Base(l.file), l.lineNo, time.Since(start).Seconds(),
			(c.ProcessState.UserTime() + c.ProcessState.SystemTime()).Seconds())
	}
	if err != nil {
		t.Fatalf("%s\nexited with %v; output (tail):\n%s", l, err, tail(out, 3000))
	}
	if l.want != nil {
		got := strings.TrimRight(string(out), "\n")
		want := strings.Join(l.want, "\n")
		if got != want {
			t.Fatalf("%s\nprinted:\n%s\nthe document says:\n%s", l, got, want)
		}
	}
}

// runServe starts a "polywire serve" or "polywire gateway" line in the background on a free
// port of its own (flags may follow), waits for /readyz, stops it with
// SIGTERM and wants a clean exit: the documented run command works.
func runServe(t *testing.T, l docLine, cmd string, env []string, dir string) {
	t.Helper()
	port := freePort(t)
	addrFlag := " -addr "
	if strings.Fields(cmd)[1] == "gateway" {
		addrFlag = " -listen "
	}
	c := exec.Command("bash", "-c", "exec "+cmd+addrFlag+"127.0.0.1:"+port)
	c.Dir, c.Env = dir, env
	p, out := start(t, c)
	if err := p.waitReady("http://127.0.0.1:" + port); err != nil {
		t.Fatalf("%s: %v; output:\n%s", l, err, out.String())
	}
	if err := p.stop(); err != nil {
		t.Fatalf("%s: after SIGTERM: %v; output:\n%s", l, err, out.String())
	}
}

// startServer starts the server the documents call localhost:8080.
func startServer(t *testing.T, polywire string, env []string, dataDir, db string) string {
	t.Helper()
	addr := "127.0.0.1:" + freePort(t)
	c := exec.Command(polywire, "serve", "-addr", addr, "-data", dataDir, "-db", db, "-log-level", "warn")
	c.Env = env
	p, out := start(t, c)
	t.Cleanup(func() { _ = p.stop() })
	if err := p.waitReady("http://" + addr); err != nil {
		t.Fatalf("start the documents' server: %v\n%s", err, out.String())
	}
	return addr
}

// proc is a started server process; done receives its Wait.
type proc struct {
	cmd  *exec.Cmd
	done chan error
}

// syncBuilder is a strings.Builder the process writes while tests read.
type syncBuilder struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuilder) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuilder) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func start(t *testing.T, c *exec.Cmd) (*proc, *syncBuilder) {
	t.Helper()
	out := &syncBuilder{}
	c.Stdout, c.Stderr = out, out
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	p := &proc{cmd: c, done: make(chan error, 1)}
	go func() { p.done <- c.Wait() }()
	t.Cleanup(func() { _ = c.Process.Kill() })
	return p, out
}

func (p *proc) waitReady(base string) error {
	deadline := time.After(2 * time.Minute)
	for {
		select {
		case err := <-p.done:
			p.done <- err
			return fmt.Errorf("exited before it was ready: %w", err)
		case <-deadline:
			return errors.New("not ready within 2 minutes")
		case <-time.After(100 * time.Millisecond):
		}
		resp, err := http.Get(base + "/readyz") //nolint:noctx // a probe with the client's default timeout
		if err == nil {
			_ = resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
	}
}

// stop sends SIGTERM and waits up to a minute for a clean exit.
func (p *proc) stop() error {
	_ = p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-p.done:
		p.done <- err
		return err
	case <-time.After(time.Minute):
		_ = p.cmd.Process.Kill()
		return errors.New("still running a minute after SIGTERM")
	}
}

// goTestList turns a documented "go test" line that runs tests, not
// benchmarks, into "go test -list PATTERN PACKAGES": make test runs those
// packages' tests already (scripts/go-test, beside this test), so the line
// is checked rather than run twice — its packages' tests compile, and its
// -run pattern (every test without one) names at least one test. Lines
// with anything but flags and ./packages (a pipe, a list) run as written.
func goTestList(cmd string) (string, bool) {
	f := strings.Fields(cmd)
	if len(f) < 3 || f[0] != "go" || f[1] != "test" || strings.Contains(cmd, "-bench") || strings.ContainsAny(cmd, "|;&'\"") {
		return "", false
	}
	pattern, pkgs := ".", []string{}
	for i := 2; i < len(f); i++ {
		switch a := f[i]; {
		case a == "-run" && i+1 < len(f):
			pattern = f[i+1]
			i++
		case strings.HasPrefix(a, "-run="):
			pattern = strings.TrimPrefix(a, "-run=")
		case strings.HasPrefix(a, "./"):
			pkgs = append(pkgs, a)
		}
	}
	if len(pkgs) == 0 {
		return "", false
	}
	return "go test -list '" + pattern + "' " + strings.Join(pkgs, " "), true
}

// runGoTestList runs a goTestList command and wants a test listed.
func runGoTestList(t *testing.T, l docLine, cmd string, env []string, dir string) {
	t.Helper()
	c := exec.Command("bash", "-c", cmd)
	c.Dir, c.Env = dir, env
	out, err := c.CombinedOutput()
	if err != nil {
		t.Fatalf("%s\nchecked as %q: %v\n%s", l, cmd, err, tail(out, 3000))
	}
	for line := range strings.SplitSeq(string(out), "\n") {
		if strings.HasPrefix(line, "Test") || strings.HasPrefix(line, "Fuzz") || strings.HasPrefix(line, "Example") {
			return
		}
	}
	t.Fatalf("%s\nchecked as %q: its -run pattern names no test:\n%s", l, cmd, out)
}

// stripComment drops a trailing "# comment" the way bash does: a # that
// starts a word, outside quotes.
func stripComment(cmd string) string {
	var quote rune
	prev := ' '
	for i, r := range cmd {
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			}
		case r == '\'' || r == '"':
			quote = r
		case r == '#' && (prev == ' ' || prev == '\t'):
			return strings.TrimSpace(cmd[:i])
		}
		prev = r
	}
	return strings.TrimSpace(cmd)
}

func freePort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	return port
}

func tail(b []byte, n int) string {
	if len(b) > n {
		b = b[len(b)-n:]
	}
	return string(b)
}
