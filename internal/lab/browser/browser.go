// Package browser drives the lab page (/lab, internal/lab/page) in the
// machine's own headless Chromium over the DevTools protocol (chromedp)
// and reads back what the page measured — every dataset fetched and
// decoded by the JavaScript libraries a web client ships, or the page's
// codec suite — as a kind "browser" results file. It is bench browser's
// driver: the polywire command parses the flags into a Config and calls
// Run; the server it measures, the results' finishing and the failure
// rules come from internal/lab/harness, as internal/lab/jvm's do. Its errors are
// worded for that command ("bench browser: …").
package browser

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/internal/lab/harness"
	"github.com/polywire/polywire/results"
)

// CodecMethod is how the page's codec suite times (clients/ts
// src/codecbench.ts CODEC_METHOD, recorded in its results' config as
// "method"): contenders taking turns, a forced collection before each
// batch, and nothing but the contender's own data live while it is timed.
// A page that records another method (a lab bundle older than issue 30,
// whose suite held every encoder's input for the whole run) is still
// read, with a warning: its times are not comparable.
const CodecMethod = "turns,gc,own-heap"

// Config is a bench browser run.
type Config struct {
	// Page is what the lab page measures.
	Page Settings
	// Target is the server serving /lab; empty serves the built-in datasets on a
	// loopback port, with a throwaway store (harness.Serve).
	Target string
	// Datasets loads the data to serve; it is called only without Target.
	Datasets func() (bench.Datasets, error)
	// Chromium is the browser executable (FindChromium).
	Chromium string
	Headless bool
	Timeout  time.Duration
	// CPUProfile, when set, is where the page's V8 CPU profile goes.
	CPUProfile string
	// Recorded is the command line's settings, recorded in the results'
	// config over the page's own (the page cannot know the command line).
	Recorded map[string]any
	// Began is when the command began, before its server and build: the
	// results' start and duration, and the "done in" line, count the
	// whole run from it. Zero: from the call.
	Began time.Time
	// Log gets the page's console; Stdout the tables, Stderr progress.
	// Nil is slog.Default(), os.Stdout and os.Stderr.
	Log *slog.Logger
	harness.Streams
}

// Run measures c.Page in the browser and returns the results, finished
// (harness.Finish) and printed as a table: a run in which a
// measurement failed, or none was made, is an error listing them, and
// returns no results.
func Run(ctx context.Context, c Config) (*results.File, error) {
	stdout, stderr := c.Out(), c.Err()
	base, done, err := harness.Target(ctx, c.Target, c.Datasets, harness.ServerConfig{Command: "bench browser", Store: true, Announce: stderr})
	if err != nil {
		return nil, err
	}
	defer done()
	if err := CheckLabPage(ctx, base); err != nil {
		return nil, err
	}
	page := base + "/lab?" + c.Page.Query()
	fmt.Fprintf(stderr, "bench browser: %s with %s\n", page, c.Chromium)

	drv := Driver{Exe: c.Chromium, Headless: c.Headless, Timeout: c.Timeout, Log: c.Log, CPUProfile: c.CPUProfile, Streams: c.Streams}
	start := c.Began
	if start.IsZero() {
		start = time.Now()
	}
	f, err := drv.Run(ctx, page)
	if err != nil {
		return nil, err
	}
	harness.Finish(f, start, c.Recorded, map[string]any{"target": base, "url": page, "chromium": c.Chromium})
	if c.Page.Suite == "codec" {
		// the page's own "gc" says whether gc() existed; this, whether it was used
		f.Config["forceGc"] = !c.Page.Profiling && !c.Page.NoGC
		if m, _ := f.Config["method"].(string); m != CodecMethod {
			fmt.Fprintf(stderr, "bench browser: warning: the page's codec suite times by method %q, not %q (a lab page from an older build?): its times are not comparable with this build's\n", m, CodecMethod)
		}
		if len(f.Codecs) == 0 {
			return nil, &bench.UsageError{Msg: "bench browser: the codec suite measured nothing (0 rows; no results written)", Try: "check -datasets, -formats, -libraries and -ops against the page (open the /lab URL above in a browser)"}
		}
		PrintCodecs(stdout, f.Codecs)
		harness.PrintCaveats(stderr, "bench browser", f)
		fmt.Fprintf(stderr, "bench browser: %d codec measurements in %s %s, done in %.1f s\n", len(f.Codecs), f.Runtime.Name, f.Runtime.Version, f.Seconds)
		return f, nil
	}
	if c.Page.Stream() {
		// the page stops at the first failed or short read (its title is
		// the error), so every row here was checked
		if len(f.Streams) == 0 {
			return nil, &bench.UsageError{Msg: "bench browser: the stream lab measured nothing (0 rows; no results written)", Try: "check -ways and -codings against the page (open the /lab URL above in a browser)"}
		}
		PrintStreams(stdout, f.Streams)
		harness.PrintCaveats(stderr, "bench browser", f)
		fmt.Fprintf(stderr, "bench browser: %d stream measurements in %s %s, done in %.1f s\n", len(f.Streams), f.Runtime.Name, f.Runtime.Version, f.Seconds)
		return f, nil
	}
	PrintDecodes(stdout, f.Decodes)
	if err := Failures(stderr, f.Decodes); err != nil {
		return nil, err
	}
	harness.PrintCaveats(stderr, "bench browser", f)
	fmt.Fprintf(stderr, "bench browser: %d measurements in %s %s, done in %.1f s\n", len(f.Decodes), f.Runtime.Name, f.Runtime.Version, f.Seconds)
	return f, nil
}

// Failures is the run's error when any measurement failed or none was
// made: the failures, one a line on w, and the first causes.
func Failures(w io.Writer, rows []results.DecodeRow) error {
	if len(rows) == 0 {
		return &bench.UsageError{Msg: "bench browser: the lab page measured nothing (0 rows; no results written)", Try: "check -datasets, -formats, -decoders and -protocols against the page (open /lab in a browser)"}
	}
	return harness.Failures{
		Command: "bench browser",
		Row: func(r results.DecodeRow) string {
			return strings.Join([]string{r.Dataset, r.Protocol, r.Format, r.Decoder, r.Coding}, " ")
		},
		Cause: func(r results.DecodeRow) string { return r.Dataset + " " + r.Format + " " + r.Decoder },
		Try:   "rerun; a failed measurement is never counted (open the /lab URL above in a browser to see the page's errors)",
	}.Check(w, rows)
}

// PrintDecodes prints the table: one row per measurement, failed ones
// with their error instead of times.
func PrintDecodes(w io.Writer, rows []results.DecodeRow) {
	harness.PrintDecodes(w, "dataset\tprotocol\tformat\tdecoder\tcoding\twire bytes\tdecode ms (median)\trequest ms\ttotal ms\tMB/s\titems\t", rows,
		func(r results.DecodeRow) []string {
			return []string{r.Dataset, r.Protocol, r.Format, r.Decoder, r.Coding}
		},
		func(r results.DecodeRow) []string {
			mbps := "—"
			if r.Decode.Median > 0 && r.DecodedBytes > 0 {
				// bytes per ms / 1000 = MB (10^6) per second
				mbps = fmt.Sprintf("%.1f", float64(r.DecodedBytes)/r.Decode.Median/1000)
			}
			return []string{strconv.Itoa(r.WireBytes), fmt.Sprintf("%.2f", r.Decode.Median), fmt.Sprintf("%.2f", r.Request.Median),
				fmt.Sprintf("%.2f", r.Total.Median), mbps, strconv.Itoa(r.Items)}
		})
}

// PrintStreams prints the stream lab's table: per framing (or one body)
// and coding, the median time to the first row and to the last.
func PrintStreams(w io.Writer, rows []results.StreamRow) {
	tw := harness.Table(w)
	fmt.Fprintln(tw, "endpoint\tframing\tformat\tdecoder\tcoding\trows\twire bytes\tfirst row ms (median)\tp95\ttotal ms (median)\tp95\t")
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%d\t%d\t%.2f\t%.2f\t%.2f\t%.2f\t\n", r.Endpoint, r.Framing, r.Format, r.Decoder, r.Coding, r.Rows, r.WireBytes,
			r.FirstRow.Median, r.FirstRow.P95, r.Total.Median, r.Total.P95)
	}
	_ = tw.Flush()
}

// PrintCodecs prints the codec suite's table: per dataset, each library's
// median and its ratios to JSON.parse (JSON.stringify for encode) and to
// protobufjs — above 1 is faster than the baseline.
func PrintCodecs(w io.Writer, rows []results.CodecRow) {
	tw := harness.Table(w)
	fmt.Fprintln(tw, "dataset\top\tformat\tlibrary\tbytes\tms (median)\tp95\tvs JSON\tvs protobufjs\tbatch\t")
	median := func(ds, lib, op string) float64 {
		for _, r := range rows {
			if r.Dataset == ds && r.Library == lib && r.Op == op {
				return r.NsPerOp.Median
			}
		}
		return 0
	}
	ratio := func(base, x float64) string {
		if base <= 0 || x <= 0 {
			return "—"
		}
		return fmt.Sprintf("%.2f×", base/x)
	}
	for _, r := range rows {
		jsonBase, pbjsOp := median(r.Dataset, "JSON.parse", "decode"), "decode"
		if r.Op == "encode" {
			jsonBase, pbjsOp = median(r.Dataset, "JSON.stringify", "encode"), "encode"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%.3f\t%.3f\t%s\t%s\t%d\t\n", r.Dataset, r.Op, r.Format, r.Library, r.Bytes,
			r.NsPerOp.Median/1e6, r.NsPerOp.P95/1e6, ratio(jsonBase, r.NsPerOp.Median), ratio(median(r.Dataset, "protobufjs", pbjsOp), r.NsPerOp.Median), r.Iterations)
	}
	_ = tw.Flush()
}
