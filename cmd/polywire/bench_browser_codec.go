package main

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"

	"github.com/polywire/polywire/results"
)

// The codec suite's vocabulary (clients/ts/src/codecbench.ts).
var (
	codecOps = []string{"decode", "first-row", "encode"}
	// codecDatasets are the GET datasets: the suite times bodies, and
	// seed 004's POST (person) has no body to fetch.
	codecDatasets = []string{"people", "account1", "account2", "accountList", "reports", "article<N>"}
)

// checkCodec refuses what the codec suite does not take. Library names
// are the page's to check (they grow with the registry); the page
// answers an unknown one with its list.
func (bf browserFlags) checkCodec() error {
	for _, d := range bf.datasets {
		if d == "person" {
			return usageError{msg: fmt.Sprintf("bench browser: -suite codec times bodies it fetched; person is seed 004's POST, which the request suite measures (codec datasets: %s)", strings.Join(codecDatasets, ", ")), try: "-suite codec -datasets people,account2,article500"}
		}
	}
	for _, o := range bf.ops {
		if !slices.Contains(codecOps, o) {
			return usageError{msg: fmt.Sprintf("bench browser: unknown -ops value %q (known: %s)", o, strings.Join(codecOps, ", ")), try: "-ops decode,first-row,encode"}
		}
	}
	if len(bf.decoders) > 0 {
		return usageError{msg: "bench browser: -suite codec takes -libraries, not -decoders", try: "-suite codec -libraries JSON.parse,polywire-ts"}
	}
	return nil
}

// codecQuery is the page's codec-suite query.
func (bf browserFlags) codecQuery() string {
	parts := []string{"suite=codec", "run=1"}
	parts = appendListParam(parts, "datasets", bf.datasets)
	parts = appendListParam(parts, "formats", bf.formats)
	parts = appendListParam(parts, "libraries", bf.libraries)
	parts = appendListParam(parts, "ops", bf.ops)
	parts = append(parts, "reps="+strconv.Itoa(bf.reps))
	if bf.smoke {
		// a smoke run checks the command, not the numbers: little warming
		parts = append(parts, "warm=5")
	}
	if bf.profiling || bf.noGC {
		// no forced collection before each batch: the profile's garbage
		// collector is then the contenders' own
		parts = append(parts, "gc=0")
	}
	return strings.Join(parts, "&")
}

// printCodecs prints the codec suite's table: per dataset, each library's
// median and its ratios to JSON.parse (JSON.stringify for encode) and to
// protobufjs — above 1 is faster than the baseline.
func printCodecs(w io.Writer, rows []results.CodecRow) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
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

// profileStart starts V8's sampling profiler in the page's target, every
// 100 µs (DevTools' default is 1 ms: too coarse for a 1 ms decode).
func profileStart(ctx context.Context) error {
	if _, err := chromedp.Call(ctx, profiler.Enable, cdp.Empty{}); err != nil {
		return fmt.Errorf("bench browser: -cpuprofile: enable the profiler: %w", err)
	}
	if _, err := chromedp.Call(ctx, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 100}); err != nil {
		return fmt.Errorf("bench browser: -cpuprofile: sampling interval: %w", err)
	}
	if _, err := chromedp.Call(ctx, profiler.Start, cdp.Empty{}); err != nil {
		return fmt.Errorf("bench browser: -cpuprofile: start: %w", err)
	}
	return nil
}

// profileStop stops the profiler, writes the profile to file (the
// .cpuprofile JSON DevTools loads) and prints its summary to w.
func profileStop(ctx context.Context, file string, w io.Writer) error {
	res, err := chromedp.Call(ctx, profiler.Stop, cdp.Empty{})
	if err != nil {
		return fmt.Errorf("bench browser: -cpuprofile: stop: %w", err)
	}
	if res.Profile == nil {
		return errors.New("bench browser: -cpuprofile: the browser returned no profile")
	}
	b, err := json.Marshal(res.Profile)
	if err != nil {
		return fmt.Errorf("bench browser: -cpuprofile: %w", err)
	}
	if err := os.WriteFile(file, b, 0o644); err != nil {
		return fmt.Errorf("bench browser: -cpuprofile: %w", err)
	}
	fmt.Fprintf(os.Stderr, "wrote %s (open in Chrome DevTools: Performance, Load profile)\n", file)
	printProfile(w, summarizeProfile(res.Profile), 25)
	return nil
}

// profileLine is one function's self time in a profile.
type profileLine struct {
	name string
	us   int64
}

// profileSummary is where a profile's samples fell: self time per
// function (V8's own entries — "(garbage collector)", "(program)",
// "(idle)" — included), in µs.
type profileSummary struct {
	lines        []profileLine
	total, idle  int64
	gc, program  int64
	sampledNodes int
}

// summarizeProfile adds up each sample's time delta to the function on
// top of the stack when it was taken. Functions are named with the file
// and line, since one name can be several functions.
func summarizeProfile(p *profiler.Profile) profileSummary {
	names := make(map[int64]string, len(p.Nodes))
	for _, n := range p.Nodes {
		name := "(anonymous)"
		if n.CallFrame != nil {
			name = cmp.Or(n.CallFrame.FunctionName, "(anonymous)")
			if n.CallFrame.URL != "" {
				name += " " + path.Base(n.CallFrame.URL) + ":" + strconv.FormatInt(n.CallFrame.LineNumber+1, 10)
			}
		}
		names[n.ID] = name
	}
	self := map[string]int64{}
	var s profileSummary
	for i, id := range p.Samples {
		if i >= len(p.TimeDeltas) {
			break
		}
		// timeDeltas[i] is the time before sample i: charge the sample the
		// interval that follows it (the next delta), as DevTools does.
		var d int64
		if i+1 < len(p.TimeDeltas) {
			d = p.TimeDeltas[i+1]
		}
		name := names[id]
		self[name] += d
		s.total += d
		switch name {
		case "(idle)":
			s.idle += d
		case "(garbage collector)":
			s.gc += d
		case "(program)":
			s.program += d
		}
	}
	for n, us := range self {
		s.lines = append(s.lines, profileLine{n, us})
	}
	slices.SortFunc(s.lines, func(a, b profileLine) int { return cmp.Or(cmp.Compare(b.us, a.us), strings.Compare(a.name, b.name)) })
	s.sampledNodes = len(self)
	return s
}

// printProfile prints the top functions by self time, as shares of the
// busy (non-idle) time.
func printProfile(w io.Writer, s profileSummary, top int) {
	busy := s.total - s.idle
	if busy <= 0 {
		fmt.Fprintln(w, "cpu profile: no busy samples")
		return
	}
	fmt.Fprintf(w, "cpu profile: %.0f ms busy (%.0f ms idle); garbage collector %.1f%%, (program) %.1f%% of busy\n",
		float64(busy)/1e3, float64(s.idle)/1e3, 100*float64(s.gc)/float64(busy), 100*float64(s.program)/float64(busy))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "self ms\tshare\tfunction")
	for i, l := range s.lines {
		if i >= top {
			break
		}
		if l.name == "(idle)" {
			continue
		}
		fmt.Fprintf(tw, "%.1f\t%.1f%%\t%s\n", float64(l.us)/1e3, 100*float64(l.us)/float64(busy), l.name)
	}
	_ = tw.Flush()
}
