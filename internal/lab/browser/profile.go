package browser

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
)

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
// .cpuprofile JSON DevTools loads), says so on stderr and prints its
// summary to w.
func profileStop(ctx context.Context, file string, w, stderr io.Writer) error {
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
	fmt.Fprintf(stderr, "wrote %s (open in Chrome DevTools: Performance, Load profile)\n", file)
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
