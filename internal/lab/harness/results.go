package harness

import (
	"cmp"
	"fmt"
	"io"
	"maps"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/report"
	"github.com/polywire/polywire/results"
)

// Finish completes a results file a driver's client wrote: this machine,
// the start and the duration of the whole run (start is when the command
// began: the client's own clock starts after the server, the build and
// the browser), and configs, in order, over the client's own config —
// the client cannot know the command line.
func Finish(f *results.File, start time.Time, configs ...map[string]any) {
	f.Machine = results.ThisMachine()
	f.Started = start.UTC()
	f.Seconds = time.Since(start).Seconds()
	if f.Config == nil {
		f.Config = map[string]any{}
	}
	for _, config := range configs {
		maps.Copy(f.Config, config)
	}
}

// WriteFile writes f to path (-o) and says so on w; an empty path
// writes nothing.
func WriteFile(w io.Writer, f *results.File, path string) error {
	if path == "" {
		return nil
	}
	if err := f.WriteFile(path); err != nil {
		return err
	}
	fmt.Fprintf(w, "wrote %s\n", path)
	return nil
}

// Failures turns a driver's failed rows into the run's error: a failure is
// never a measurement, so a run with one writes no results.
type Failures struct {
	// Command names the command in messages ("bench jvm").
	Command string
	// Row names a failed row in the list of failures, before its error
	// ("people rest xml DOMParser gzip").
	Row func(results.DecodeRow) string
	// Cause names a failed row among the first causes in the error
	// ("people xml DOMParser").
	Cause func(results.DecodeRow) string
	// Try is what to do about it.
	Try string
}

// Check is nil when no row failed. Otherwise it lists every failed row
// on w, one a line with its error, and returns a *bench.UsageError naming
// how many failed and the first three causes.
func (c Failures) Check(w io.Writer, rows []results.DecodeRow) error {
	var failed []results.DecodeRow
	for _, r := range rows {
		if r.Failed {
			failed = append(failed, r)
		}
	}
	if len(failed) == 0 {
		return nil
	}
	fmt.Fprintf(w, "%s: failed measurements:\n", c.Command)
	var causes []string
	for _, r := range failed {
		fmt.Fprintf(w, "  %s: %s\n", c.Row(r), r.Error)
		if len(causes) < 3 {
			causes = append(causes, c.Cause(r)+": "+cmp.Or(r.Error, "no error given"))
		}
	}
	if len(failed) > len(causes) {
		causes = append(causes, "…")
	}
	return &bench.UsageError{
		Msg: fmt.Sprintf("%s: %d of %d measurements failed: %s (no results written)", c.Command, len(failed), len(rows), strings.Join(causes, "; ")),
		Try: c.Try,
	}
}

// Table is the writer a driver's tables are printed through: columns
// separated by tabs, right-aligned, two spaces apart. Flush it.
func Table(w io.Writer) *tabwriter.Writer {
	return tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
}

// PrintDecodes prints a driver's rows under header (the column names, each
// followed by a tab): a row's key columns, then its measured ones; a
// failed row has its error in place of the measurements, which it does
// not have.
func PrintDecodes(w io.Writer, header string, rows []results.DecodeRow, key, measured func(results.DecodeRow) []string) {
	tw := Table(w)
	fmt.Fprintln(tw, header)
	for _, r := range rows {
		k := key(r)
		if r.Failed {
			fmt.Fprintf(tw, "%s\tFAILED: %s%s\n", strings.Join(k, "\t"), r.Error, strings.Repeat("\t", strings.Count(header, "\t")-len(k)))
			continue
		}
		fmt.Fprintf(tw, "%s\t%s\t\n", strings.Join(k, "\t"), strings.Join(measured(r), "\t"))
	}
	_ = tw.Flush()
}

// Streams are where a driver prints: its tables on Stdout, so they pipe,
// and its progress on Stderr. A nil one is the process's own.
type Streams struct {
	Stdout, Stderr io.Writer
}

// Out is s.Stdout, or os.Stdout.
func (s Streams) Out() io.Writer {
	if s.Stdout == nil {
		return os.Stdout
	}
	return s.Stdout
}

// Err is s.Stderr, or os.Stderr.
func (s Streams) Err() io.Writer {
	if s.Stderr == nil {
		return os.Stderr
	}
	return s.Stderr
}

// PrintCaveats prints on w, one line each, the warnings `polywire report`
// opens with for f (report.Caveats): what the report shows, the console
// says too.
func PrintCaveats(w io.Writer, command string, f *results.File) {
	caveats, err := report.Caveats([]*results.File{f})
	if err != nil {
		fmt.Fprintf(w, "%s: Caveat: %v\n", command, err)
		return
	}
	for _, c := range caveats {
		fmt.Fprintf(w, "%s: Caveat: %s\n", command, c)
	}
}
