// Package record makes the lab's runs of record: every results file
// docs/BENCHMARKS.md and docs/report.html rest on, made by one command
// from one commit, on a machine it first checks is quiet — and then the
// report and the figures the docs quote, from those files (see
// WriteDocs). `polywire bench record` and `make record` call it.
//
// A run of record is only worth its provenance. So the record refuses a
// dirty tree (unless told otherwise, and then every file says +dirty),
// builds polywire once from that tree, and before each step watches the
// machine for a few seconds: when other processes use more than a
// quarter of a core it waits for them, and when they do not stop it runs
// anyway and stamps the file not quiet, naming the processes — the
// report shows that at its top. Every file it writes carries a
// results.Record stamp: the record's id, the step, the commit, the
// command and the machine's state.
package record

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/polywire/polywire/results"
)

// Config is one record.
type Config struct {
	// Root is the polywire checkout the record runs in.
	Root string
	// Dir receives the results files (docs/results), relative to Root or
	// absolute; Logs each step's output and the built binary.
	Dir, Logs string
	// Only and Skip select steps by name; empty Only means all.
	Only, Skip []string
	// Quick appends each step's Quick arguments: a short record for tests
	// and a first look.
	Quick bool
	// AllowDirty records from a tree with uncommitted changes; every file
	// then says so.
	AllowDirty bool
	// QuietBound is the CPU other processes may use, in cores, for the
	// machine to count as quiet; Window how long each check watches;
	// Wait how long the record waits for a busy machine to quieten before
	// it runs the step anyway, marked.
	QuietBound   float64
	Window, Wait time.Duration
	// Out receives progress and warnings.
	Out io.Writer
	// Binary is a polywire already built from Root's tree; empty builds
	// one (the command always does: a record's binary is its commit's).
	Binary string
}

// Defaults for Config.
const (
	DefaultQuietBound = 0.25
	DefaultWindow     = 3 * time.Second
	DefaultWait       = 2 * time.Minute
)

// Result is what a record made.
type Result struct {
	ID, Commit string
	// Files are the results files written, by step name.
	Files map[string]string
	// Busy lists the steps that ran on a busy machine.
	Busy []string
}

// ErrDirty is returned for a tree with uncommitted changes.
var ErrDirty = errors.New("the tree has uncommitted changes")

// Select returns the steps Only and Skip leave, or an error naming an
// unknown step.
func Select(only, skip []string) ([]Step, error) {
	all := Steps()
	names := make([]string, len(all))
	for i, s := range all {
		names[i] = s.Name
	}
	for _, n := range slices.Concat(only, skip) {
		if !slices.Contains(names, n) {
			return nil, fmt.Errorf("record: no step %q (steps: %s)", n, strings.Join(names, ", "))
		}
	}
	var out []Step
	for _, s := range all {
		if (len(only) == 0 || slices.Contains(only, s.Name)) && !slices.Contains(skip, s.Name) {
			out = append(out, s)
		}
	}
	if len(out) == 0 {
		return nil, errors.New("record: -only and -skip leave no step")
	}
	return out, nil
}

// Run makes the record: it checks the tree, builds polywire, and runs
// each step in turn, stamping its file. A step that fails stops the
// record with its error and the log that holds its output; the files of
// the steps before it are kept.
func Run(ctx context.Context, cfg Config) (*Result, error) {
	steps, err := Select(cfg.Only, cfg.Skip)
	if err != nil {
		return nil, err
	}
	cfg.QuietBound = cmp.Or(cfg.QuietBound, DefaultQuietBound)
	cfg.Window = cmp.Or(cfg.Window, DefaultWindow)
	if cfg.Wait == 0 {
		cfg.Wait = DefaultWait
	}
	out := cfg.Out
	if out == nil {
		out = io.Discard
	}
	commit, dirty, err := Commit(ctx, cfg.Root)
	if err != nil {
		return nil, err
	}
	if dirty != "" && !cfg.AllowDirty {
		return nil, fmt.Errorf("record: %w:\n%s", ErrDirty, dirty)
	}
	if dirty != "" {
		commit += "+dirty"
	}
	dir := abs(cfg.Root, cfg.Dir)
	logs := abs(cfg.Root, cfg.Logs)
	for _, d := range []string{dir, logs} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return nil, fmt.Errorf("record: %w", err)
		}
	}
	id := time.Now().UTC().Format(time.RFC3339)
	res := &Result{ID: id, Commit: commit, Files: map[string]string{}}
	fmt.Fprintf(out, "record %s: %d steps from commit %s into %s\n", id, len(steps), commit, dir)
	bin := cfg.Binary
	if bin == "" {
		bin = filepath.Join(logs, "polywire")
		build := exec.CommandContext(ctx, "go", "build", "-o", bin, "./cmd/polywire")
		build.Dir = cfg.Root
		if b, err := build.CombinedOutput(); err != nil {
			return nil, fmt.Errorf("record: build polywire: %w\n%s", err, b)
		}
	}
	for i, s := range steps {
		busy, quiet, err := waitQuiet(ctx, cfg, out, s.Name)
		if err != nil {
			return res, err
		}
		if !quiet {
			res.Busy = append(res.Busy, s.Name)
		}
		fmt.Fprintf(out, "record: [%d/%d] %s (%s): %s\n", i+1, len(steps), s.Name, s.About, s.CommandLine(rel(cfg.Root, dir), cfg.Quick))
		start := time.Now()
		file, err := runStep(ctx, cfg, s, bin, dir, logs)
		if err != nil {
			return res, err
		}
		stamp := results.Record{ID: id, Step: s.Name, Command: s.CommandLine(rel(cfg.Root, dir), cfg.Quick), Commit: commit,
			BusyCores: round2(busy.Cores), Quiet: quiet, Busiest: busy.BusiestString()}
		if err := Stamp(file, stamp); err != nil {
			return res, err
		}
		res.Files[s.Name] = file
		fmt.Fprintf(out, "record: %s done in %.0f s → %s\n", s.Name, time.Since(start).Seconds(), rel(cfg.Root, file))
	}
	return res, nil
}

func round2(f float64) float64 { return float64(int(f*100+0.5)) / 100 }

// waitQuiet watches the machine until it is quiet or cfg.Wait is over.
func waitQuiet(ctx context.Context, cfg Config, out io.Writer, step string) (Busy, bool, error) {
	deadline := time.Now().Add(cfg.Wait)
	for {
		b, err := MeasureBusy(ctx, cfg.Window, os.Getpid())
		if err != nil {
			return b, false, fmt.Errorf("record: %w", err)
		}
		if b.Cores <= cfg.QuietBound {
			return b, true, nil
		}
		if time.Now().After(deadline) {
			fmt.Fprintf(out, "record: Warning: the machine is not quiet before %s: other processes use %s (the bound is %.2f); running it anyway, marked not quiet in its results\n", step, b, cfg.QuietBound)
			return b, false, nil
		}
		fmt.Fprintf(out, "record: waiting for a quiet machine before %s: other processes use %s\n", step, b)
	}
}

// runStep runs one step, its output to a log, and returns its file.
func runStep(ctx context.Context, cfg Config, s Step, bin, dir, logs string) (string, error) {
	argv := s.argv(dir, dir, cfg.Quick)
	var cmd *exec.Cmd
	if s.Node {
		cmd = exec.CommandContext(ctx, argv[0], argv[1:]...)
		cmd.Env = append(os.Environ(), "POLYWIRE_BIN="+bin)
	} else {
		// go run ./cmd/polywire → the binary built from this tree.
		if s.Dir != "" {
			argv[len(argv)-1] = filepath.Join(logs, s.Dir)
		}
		cmd = exec.CommandContext(ctx, bin, argv[3:]...)
	}
	cmd.Dir = cfg.Root
	logPath := filepath.Join(logs, s.Name+".log")
	log, err := os.Create(logPath)
	if err != nil {
		return "", fmt.Errorf("record: %w", err)
	}
	defer log.Close()
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("record: step %s failed (%w); its output is in %s", s.Name, err, logPath)
	}
	file := filepath.Join(dir, s.Name+".json")
	if s.Dir != "" {
		b, err := os.ReadFile(filepath.Join(logs, s.Dir, s.File))
		if err != nil {
			return "", fmt.Errorf("record: step %s: %w", s.Name, err)
		}
		if err := os.WriteFile(file, b, 0o644); err != nil {
			return "", fmt.Errorf("record: step %s: %w", s.Name, err)
		}
	}
	return file, nil
}

// Stamp adds the record stamp to a results file, keeping every other
// field as written (Node's files carry fields Go's results.File does
// not).
func Stamp(path string, r results.Record) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("record: stamp: %w", err)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return fmt.Errorf("record: stamp %s: %w", path, err)
	}
	if string(m["schema"]) != `"`+results.Schema+`"` {
		return fmt.Errorf("record: stamp %s: not a %s results file", path, results.Schema)
	}
	if m["record"], err = json.Marshal(r); err != nil {
		return fmt.Errorf("record: stamp: %w", err)
	}
	b, err = json.MarshalIndent(m, "", "  ")
	if err != nil {
		return fmt.Errorf("record: stamp: %w", err)
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}

// Commit is HEAD of the checkout at root, and `git status --porcelain`
// of its tracked files ("" when clean).
func Commit(ctx context.Context, root string) (commit, dirty string, err error) {
	git := func(args ...string) (string, error) {
		cmd := exec.CommandContext(ctx, "git", args...)
		cmd.Dir = root
		b, err := cmd.Output()
		if err != nil {
			var ee *exec.ExitError
			if errors.As(err, &ee) {
				return "", fmt.Errorf("record: git %s: %w: %s", args[0], err, strings.TrimSpace(string(ee.Stderr)))
			}
			return "", fmt.Errorf("record: git %s: %w", args[0], err)
		}
		return strings.TrimSpace(string(b)), nil
	}
	if commit, err = git("rev-parse", "HEAD"); err != nil {
		return "", "", err
	}
	dirty, err = git("status", "--porcelain", "--untracked-files=no")
	return commit, dirty, err
}

func abs(root, p string) string {
	if filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(root, p)
}

func rel(root, p string) string {
	if r, err := filepath.Rel(root, p); err == nil && !strings.HasPrefix(r, "..") {
		return r
	}
	return p
}

// CodeHistory is report.WithCodeHistory's function for the polywire
// checkout that holds the current directory, from git: the newest commit
// after the run's that touched the code it measured. ok is false when
// the current directory is not in a polywire checkout (or git is
// missing): the report then says its runs were not checked.
func CodeHistory(ctx context.Context) (changed func(commit string, paths []string) (string, error), ok bool) {
	top, err := exec.CommandContext(ctx, "git", "rev-parse", "--show-toplevel").Output()
	if err != nil {
		return nil, false
	}
	root := strings.TrimSpace(string(top))
	mod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil || !strings.HasPrefix(string(mod), "module github.com/polywire/polywire\n") {
		return nil, false
	}
	return func(commit string, paths []string) (string, error) {
		check := exec.CommandContext(ctx, "git", "cat-file", "-e", commit+"^{commit}")
		check.Dir = root
		if check.Run() != nil {
			return "", fmt.Errorf("commit %s is not in this checkout's history", short(commit))
		}
		// Tests and their data measure nothing: a change to them leaves a
		// run as fresh as it was.
		args := append([]string{"log", "-1", "--format=%h %as %s", commit + "..HEAD", "--"}, paths...)
		args = append(args, ":(exclude,glob)**/*_test.go", ":(exclude,glob)**/testdata/**")
		cmd := exec.CommandContext(ctx, "git", args...)
		cmd.Dir = root
		b, err := cmd.Output()
		if err != nil {
			return "", fmt.Errorf("git log: %w", err)
		}
		line := strings.TrimSpace(string(b))
		if r := []rune(line); len(r) > 80 {
			line = string(r[:79]) + "…"
		}
		return line, nil
	}, true
}
