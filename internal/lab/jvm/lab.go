package jvm

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/results"
)

// Exit statuses of the lab, by its contract.
const (
	labExitFailedRows = 1 // some row failed; the file is written
	labExitUsage      = 2 // a usage error: "Error: …" and "Try: …" on stderr
)

// RunLab runs the lab (argv) in dir until it exits, timeout passes or
// ctx ends (which kill it), streaming its output to stderr, and reads the
// file it wrote to out: checked for schema and kind, and nothing else —
// failed rows are the caller's to judge (Failures).
func RunLab(ctx context.Context, argv []string, dir, out string, timeout time.Duration, stderr io.Writer) (*results.File, error) {
	tctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(tctx, argv[0], argv[1:]...)
	cmd.Dir = dir
	// Its stdout is progress too: ours is the table, so it pipes.
	lw := &labStderr{w: stderr}
	cmd.Stdout, cmd.Stderr = lw, lw
	cmd.WaitDelay = 10 * time.Second
	err := cmd.Run()
	lw.flush()
	var exit *exec.ExitError
	switch {
	case ctx.Err() != nil:
		return nil, fmt.Errorf("bench jvm: the lab: %w", ctx.Err())
	case errors.Is(tctx.Err(), context.DeadlineExceeded):
		return nil, &bench.UsageError{Msg: fmt.Sprintf("bench jvm: the lab did not finish within -timeout %s (stopped; no results written)", timeout),
			Try: "a longer -timeout, or fewer -experiments, -sizes, -requests or -people-requests (-quick)"}
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
	case rerr == nil && err != nil && !slices.ContainsFunc(f.Decodes, func(r results.DecodeRow) bool { return r.Failed }):
		// Exit 1 is a failed measurement; one that is not a failed row
		// (the stream experiment's, JMH's) is said only in the output.
		return nil, fmt.Errorf("bench jvm: a measurement failed (the lab exited with %w; no results written)%s", err, lw.tail())
	case rerr != nil && err != nil && errors.Is(rerr, fs.ErrNotExist):
		return nil, &bench.UsageError{Msg: fmt.Sprintf("bench jvm: the lab exited with %v and wrote no results%s", err, lw.tail()),
			Try: "the lab's output above says why (a main class not found: drop -no-build so the lab is built)"}
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
	return &bench.UsageError{Msg: "bench jvm: the lab: " + msg, Try: try}
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
