// Package load builds the report's load pages from load runs (`bench
// load`, `bench suite`): an overview of every run, the articles' load
// figures beside the runs that reproduce them, comparisons of runs that
// differ in one dimension read from their names (see compare.go), and each
// run in detail — latency, throughput and users over time, the latency
// distribution decoded from its HdrHistogram, failures by kind and cause,
// lateness and the load generator's own CPU. Build makes the section,
// Templates holds its HTML and WriteMarkdown writes its tables; package
// report puts them on its page.
package load

import (
	"cmp"
	"fmt"
	"html/template"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/polywire/polywire/report/internal/view"
	"github.com/polywire/polywire/results"
)

// Section is every load run of the inputs (`bench load` writes one
// per file, `bench suite` a file of all of them): an overview table of all
// runs, the warnings a reader must not miss, the seeds' published figures
// beside the runs that reproduce them, comparisons of runs that differ in
// one dimension, and each run in detail, collapsed when there are many.
type Section struct {
	Files      []*loadFileView
	Runs       []*Run
	Warnings   []loadWarning
	Dims       []*compareDim
	Article003 []article003LoadRow
	Article000 []article000LoadRow
	Notes      []view.ArticleNote
	// MultiFile is set when the runs come from more than one input, so
	// tables say which.
	MultiFile bool
}

// Article000Users is the user counts seed 000 ran, for the template.
func (l *Section) Article000Users() string {
	parts := make([]string, len(article000Load.users))
	for i, u := range article000Load.users {
		parts[i] = strconv.Itoa(u)
	}
	return strings.Join(parts, ", ")
}

// Article000Remarks is what seed 000 wrote about its load tests.
func (l *Section) Article000Remarks() string { return article000Load.remarks }

// Article000Missing says what of seed 000's load figures is lost.
func (l *Section) Article000Missing() string { return article000Load.missingTables }

// loadFileView is one input file's load runs.
type loadFileView struct {
	Run  *view.Run
	Runs []*Run
}

// Run is one load run.
type Run struct {
	File   *view.Run
	Index  int
	Anchor string
	Name   string
	// Open expands the run's details: when the inputs hold few runs.
	Open bool

	Model, Protocol, Connections, Load, Duration string
	Setup                                        []view.KeyValue

	Overall    loadStatsRow
	PerRequest []loadStatsRow

	KO        []koRow
	KOSummary string
	KOChart   template.HTML
	KONote    string
	Late      *lateView

	CPU       string
	Saturated bool
	Warning   string
	// Failed runs are not results: every table shows them greyed with
	// "failed" in place of their numbers, no chart draws them, and they
	// are never a baseline or matched to a published figure.
	Failed  bool
	Failure string
	Causes  []koCauseRow

	TimeChart template.HTML
	Nines     template.HTML
	Hist      template.HTML
	DistNote  string
	Pub       []view.PubEntry

	lr   results.LoadRun
	name runName
	hw   string
	// The charts, rendered by renderCharts once their families have
	// decided their axes.
	timeC  *timeChart
	ninesC ninesChart
	histC  *histChart
	koC    *view.HBarChart
}

// loadFamilies are the axis kinds of the run details' chart families:
// every run's timeline, percentile curve, histogram and failure chart.
type loadFamilies struct {
	time, nines, hist, ko view.AxisMode
}

// familiesOf decides each family's axis from all runs' charts.
func familiesOf(runs []*Run) loadFamilies {
	var t, n, h, k []bool
	for _, r := range runs {
		if r.timeC != nil {
			t = append(t, view.NeedLog(r.timeC.latencySpan()))
		}
		n = append(n, view.NeedLog(r.ninesC.latencySpan()))
		if r.histC != nil {
			h = append(h, r.histC.needsLog())
		}
		if r.koC != nil {
			k = append(k, r.koC.NeedsLog())
		}
	}
	return loadFamilies{view.FamilyMode(t...), view.FamilyMode(n...), view.FamilyMode(h...), view.FamilyMode(k...)}
}

// renderCharts draws the run's charts on its families' axes; the zero
// loadFamilies lets each chart decide alone.
func (r *Run) renderCharts(f loadFamilies) {
	note := func(m view.AxisMode) string {
		if m == view.AxisAuto {
			return ""
		}
		return "; " + m.Note("every run")
	}
	if c := r.timeC; c != nil {
		c.axis = f.time
		c.subtitle += note(f.time)
		r.TimeChart = c.render()
	}
	r.ninesC.axis = f.nines
	r.ninesC.subtitle += note(f.nines)
	r.Nines = r.ninesC.render()
	if c := r.histC; c != nil {
		c.axis = f.hist
		c.subtitle += note(f.hist)
		r.Hist = c.render()
	}
	if c := r.koC; c != nil {
		c.Axis = f.ko
		c.Subtitle += note(f.ko)
		r.KOChart, _ = c.Render()
	}
}

// Label names the run in tables: its name, or its position when it has
// none.
func (r *Run) Label() string {
	if r.Name != "" {
		return r.Name
	}
	return fmt.Sprintf("load test %d of %s", r.Index, r.File.Name())
}

// loadStatsRow is one row of a stats table, every number printed.
type loadStatsRow struct {
	Name, Count, OK, KO, KOPercent            string
	Min, Mean, Stddev, Max                    string
	P50, P75, P90, P95, P98, P99, P999, P9999 string
	ReqPerSec, KOPerSec, BytesPerSec          string
	All                                       bool
}

// koCauseRow is one cause of failed requests.
type koCauseRow struct {
	Class, Cause, Count, OfKO string
}

// koRow is one kind of failure; Sub rows refine the kind above them (the
// exact status of a status_5xx).
type koRow struct {
	Kind, What, Count, OfRequests, OfKO string
	Sub                                 bool
}

// lateView is the open model's lateness.
type lateView struct {
	Late, LatePercent, Unsent, MaxLate, Threshold string
	// LateText says how many were late, and by what threshold.
	LateText string
	Bad      bool
}

// loadWarning is what a reader must see first about a run.
type loadWarning struct {
	Anchor, Name string
	Texts        []string
}

// Input is an input file with load runs.
type Input struct {
	Run  *view.Run
	File *results.File
}

// openDetailsMax is the number of load runs up to which every run's
// details are expanded.
const openDetailsMax = 3

// builder carries what building the load section needs across runs.
type builder struct {
	pal *view.Palette
	// match records a measurement of ours matched to a published figure.
	match func(fig string, run *view.Run, text string)
	// dists caches decoded latency distributions by their stats: the
	// comparisons draw the runs' curves again.
	dists map[*results.LoadStats]latencyDist
}

// Build is the load section of inputs, nil when there are none. pal
// colours the formats as on the rest of the page; match is told each
// measurement of ours matched to a published figure (by figure id).
func Build(inputs []Input, pal *view.Palette, match func(fig string, run *view.Run, text string)) *Section {
	b := &builder{pal: pal, match: match}
	return b.loads(inputs)
}

func (b *builder) loads(inputs []Input) *Section {
	if len(inputs) == 0 {
		return nil
	}
	sec := &Section{MultiFile: len(inputs) > 1}
	total := 0
	for _, in := range inputs {
		total += len(in.File.Loads)
	}
	for _, in := range inputs {
		fv := &loadFileView{Run: in.Run}
		for i, lr := range in.File.Loads {
			r := b.loadRun(in.Run, i+1, lr)
			r.hw = view.HardwareOf(in.File.Machine)
			r.Open = total <= openDetailsMax
			fv.Runs = append(fv.Runs, r)
			sec.Runs = append(sec.Runs, r)
		}
		sec.Files = append(sec.Files, fv)
	}
	fam := familiesOf(sec.Runs)
	for _, r := range sec.Runs {
		r.renderCharts(fam)
	}
	for _, r := range sec.Runs {
		w := loadWarning{Anchor: r.Anchor, Name: r.Label()}
		if r.Failed {
			w.Texts = append(w.Texts, "the run failed: "+r.FailureText()+" Its numbers are not a result and are left out of every comparison.")
		}
		if r.Saturated {
			w.Texts = append(w.Texts, "the load generator was saturated — "+r.WarningText())
		}
		if r.lr.Overall.KO > 0 {
			w.Texts = append(w.Texts, fmt.Sprintf("%s of %s requests failed (%s%s).",
				view.FormatInt(r.lr.Overall.KO), view.FormatInt(r.lr.Overall.Count), r.Overall.KOPercent, koSuffix(r.KOSummary)))
		}
		if r.Late != nil && r.Late.Bad && r.lr.Late > 0 {
			w.Texts = append(w.Texts, r.Late.Late+" requests ("+r.Late.LatePercent+") were sent more than "+r.Late.Threshold+" ms after their planned time; the wait is in their latency.")
		}
		if r.lr.Unsent > 0 {
			w.Texts = append(w.Texts, view.FormatInt(r.lr.Unsent)+" planned requests were never sent: the plan was not kept.")
		}
		if len(w.Texts) > 0 {
			sec.Warnings = append(sec.Warnings, w)
		}
	}
	b.loadArticle003(sec)
	b.loadArticle000(sec)
	sec.Dims = b.comparisons(sec.Runs)
	var pubs [][]view.PubEntry
	for _, r := range sec.Runs {
		pubs = append(pubs, r.Pub)
	}
	sec.Notes = view.NotesFor(pubs)
	return sec
}

func koSuffix(summary string) string {
	if summary == "" {
		return " KO"
	}
	return " KO: " + summary
}

// loadRun builds one run's view.
func (b *builder) loadRun(file *view.Run, index int, lr results.LoadRun) *Run {
	r := &Run{
		File: file, Index: index, Anchor: fmt.Sprintf("load-%d-%d", file.N, index), Name: lr.Name,
		Model: cmp.Or(lr.Model, "—"), Protocol: cmp.Or(lr.Protocol, "—"),
		Connections: strconv.Itoa(lr.Connections), Load: loadLabel(lr),
		Duration: formatSeconds(lr.DurationSeconds),
		lr:       lr, name: parseRunName(lr.Name),
	}
	if lr.Merged != nil {
		r.Load += fmt.Sprintf(" (%d shards merged)", len(lr.Merged.Shards))
	} else if lr.Shard != nil {
		r.Load += fmt.Sprintf(" (shard %d/%d)", lr.Shard.Index, lr.Shard.Of)
	}
	r.Setup = loadSetup(lr)
	r.Overall = statsRow(lr.Overall, lr.Overall.Name)
	r.Overall.All = true
	if len(lr.PerRequest) > 1 || (len(lr.PerRequest) == 1 && lr.PerRequest[0].Name != lr.Overall.Name) {
		for _, s := range lr.PerRequest {
			r.PerRequest = append(r.PerRequest, statsRow(s, s.Name))
		}
	}
	if r.Overall.Name == "" || r.Overall.Name == "all" {
		r.Overall.Name = "all requests"
	}
	b.loadKO(r, lr)
	if lr.Model == "open" || lr.Late > 0 || lr.Unsent > 0 || lr.LateThresholdMs > 0 {
		r.Late = lateOf(lr)
	}
	c := lr.Client
	switch {
	case c.CPUSeconds > 0 || c.CPUPercent > 0:
		r.CPU = fmt.Sprintf("%s s of CPU, %s%% of a core on average (it may use %d cores)", view.FormatNum(c.CPUSeconds), view.FormatNum(c.CPUPercent), c.Cores)
	default:
		r.CPU = "not measured"
	}
	if c.CPUSet != "" || c.ServerCPUSet != "" {
		r.CPU += "; " + cpuSetText(c.CPUSet, c.ServerCPUSet)
	}
	r.Saturated, r.Warning = c.Saturated, c.Warning
	r.Failed, r.Failure = lr.Failed, lr.Failure
	for _, kc := range lr.KOCauses {
		of := "—"
		if lr.Overall.KO > 0 {
			of = formatPercent(100 * float64(kc.Count) / float64(lr.Overall.KO))
		}
		r.Causes = append(r.Causes, koCauseRow{Class: cmp.Or(kc.Class, "—"), Cause: kc.Cause, Count: view.FormatInt(kc.Count), OfKO: of})
	}

	who := r.Label()
	open := lr.Model == "open"
	sub := "latency from the hand-off of each request to its last body byte"
	if open {
		sub = "latency from each request's intended send time (coordinated omission corrected)"
	}
	if lr.Decode {
		sub += ", decoding included"
	}
	if len(lr.Timeline) > 0 {
		r.timeC = &timeChart{title: "Over time — " + who, subtitle: sub + "; hover a second for its numbers", seconds: lr.Timeline, open: open, width: 1200}
	}

	overall := b.dist(&r.lr.Overall)
	series := []distSeries{{name: r.Overall.Name, color: "#222", dist: overall, thick: true, marks: statMarks(lr.Overall)}}
	if len(r.PerRequest) > 0 {
		for i, s := range r.lr.PerRequest {
			series = append(series, distSeries{name: cmp.Or(s.Name, "request "+strconv.Itoa(i+1)), color: categorical(i), dist: decodeDist(s), dashed: true})
		}
	}
	distSub := "HdrHistogram of the successful (OK) requests"
	if !overall.exact {
		distSub = "from the stored percentiles: " + cmp.Or(overall.note, "no histogram")
		r.DistNote = overall.note
	}
	r.ninesC = ninesChart{title: "Latency by percentile — " + who, subtitle: distSub, series: series, width: 595, height: 330}
	if overall.exact {
		r.histC = &histChart{title: "Latency histogram — " + who, subtitle: "share of requests per latency bin (" + view.FormatInt(overall.count) + " requests)", dist: overall, width: 595, height: 330}
	}
	return r
}

// statsRow prints a LoadStats.
func statsRow(s results.LoadStats, name string) loadStatsRow {
	return loadStatsRow{
		Name: name, Count: view.FormatInt(s.Count), OK: view.FormatInt(s.OK), KO: view.FormatInt(s.KO), KOPercent: formatPercent(s.KOPercent),
		Min: view.FormatNum(s.MinMs), Mean: view.FormatNum(s.MeanMs), Stddev: view.FormatNum(s.StddevMs), Max: view.FormatNum(s.MaxMs),
		P50: view.FormatNum(s.P50Ms), P75: view.FormatNum(s.P75Ms), P90: view.FormatNum(s.P90Ms), P95: view.FormatNum(s.P95Ms),
		P98: view.FormatNum(s.P98Ms), P99: view.FormatNum(s.P99Ms), P999: view.FormatNum(s.P999Ms), P9999: view.FormatNum(s.P9999Ms),
		ReqPerSec: view.FormatNum(s.ReqPerSec), KOPerSec: view.FormatNum(s.KOPerSec), BytesPerSec: view.FormatBytesUnit(s.BytesPerSec) + "/s",
	}
}

// cpuSetText says where the load generator and its server were pinned.
func cpuSetText(gen, server string) string {
	where := func(set string) string {
		if set == "" {
			return "not pinned"
		}
		return "pinned to CPU " + set
	}
	s := "load generator " + where(gen) + ", server " + where(server)
	if gen != "" && server != "" && !cpuSetsOverlap(gen, server) {
		s += ": apart, they do not compete for a core"
	}
	return s
}

// cpuSetsOverlap reports whether two CPU lists ("0-1,3") share a CPU; an
// unreadable list counts as overlapping.
func cpuSetsOverlap(a, b string) bool {
	sa, oka := parseCPUSet(a)
	sb, okb := parseCPUSet(b)
	if !oka || !okb {
		return true
	}
	for c := range sa {
		if sb[c] {
			return true
		}
	}
	return false
}

func parseCPUSet(s string) (map[int]bool, bool) {
	out := map[int]bool{}
	for part := range strings.SplitSeq(s, ",") {
		lo, hi, isRange := strings.Cut(strings.TrimSpace(part), "-")
		a, err := strconv.Atoi(lo)
		if err != nil {
			return nil, false
		}
		b := a
		if isRange {
			if b, err = strconv.Atoi(hi); err != nil || b < a || b-a > 4096 {
				return nil, false
			}
		}
		for c := a; c <= b; c++ {
			out[c] = true
		}
	}
	return out, true
}

// formatPercent prints a KO percentage: 0%, 0.55%, 12.3%.
func formatPercent(p float64) string {
	switch {
	case p == 0:
		return "0%"
	case p < 0.01:
		return "<0.01%"
	case p < 10:
		return strconv.FormatFloat(p, 'f', 2, 64) + "%"
	default:
		return strconv.FormatFloat(p, 'f', 1, 64) + "%"
	}
}

// formatSeconds prints a duration in seconds: 60 s, 0.5 s.
func formatSeconds(s float64) string {
	if s == math.Trunc(s) {
		return strconv.FormatFloat(s, 'f', 0, 64) + " s"
	}
	return strconv.FormatFloat(s, 'g', 3, 64) + " s"
}

// peakRate is an open-model plan's highest rate.
func peakRate(lr results.LoadRun) float64 {
	r := lr.StartRate
	for _, s := range lr.Stages {
		r = math.Max(r, s.Rate)
	}
	return r
}

// constantRate reports whether the plan is one rate throughout.
func constantRate(lr results.LoadRun) bool {
	for _, s := range lr.Stages {
		if s.Rate != lr.StartRate && lr.StartRate != 0 {
			return false
		}
	}
	if lr.StartRate == 0 && len(lr.Stages) > 1 {
		for _, s := range lr.Stages[1:] {
			if s.Rate != lr.Stages[0].Rate {
				return false
			}
		}
	}
	return true
}

// formatRate prints a request rate: whole rates as integers (1,000), others
// as measured quantities.
func formatRate(r float64) string {
	if r == math.Trunc(r) && math.Abs(r) < 1e15 {
		return view.FormatInt(int64(r))
	}
	return view.FormatNum(r)
}

// loadLabel is how much load a run applied: "100 users", "1,000 req/s",
// "ramp to 1,000 req/s".
func loadLabel(lr results.LoadRun) string {
	switch {
	case lr.Model == "closed" || lr.Users > 0:
		if lr.Users == 1 {
			return "1 user"
		}
		return fmt.Sprintf("%d users", lr.Users)
	case peakRate(lr) > 0 && constantRate(lr):
		return formatRate(peakRate(lr)) + " req/s"
	case peakRate(lr) > 0:
		return "up to " + formatRate(peakRate(lr)) + " req/s"
	default:
		return "—"
	}
}

// loadSetup lists how a run applied its load.
func loadSetup(lr results.LoadRun) []view.KeyValue {
	yesNo := "no — bodies read to the end, not decoded"
	if lr.Decode {
		yesNo = "yes — decoding is part of the latency, as seed 000's total duration"
	}
	kv := []view.KeyValue{
		{Key: "target", Value: cmp.Or(lr.Target, "—")},
		{Key: "protocol", Value: fmt.Sprintf("%s, %d connections", cmp.Or(lr.Protocol, "—"), lr.Connections)},
	}
	switch lr.Model {
	case "open":
		kv = append(kv,
			view.KeyValue{Key: "model", Value: "open: requests arrive on a plan, whatever the server does; latency from each request's intended send time (coordinated omission corrected)"},
			view.KeyValue{Key: "plan", Value: planText(lr)})
	default:
		ramp := "all at once"
		if lr.RampUpSeconds > 0 {
			ramp = "ramped up over " + formatSeconds(lr.RampUpSeconds)
		}
		think := "none"
		if lr.ThinkSeconds > 0 {
			think = formatSeconds(lr.ThinkSeconds) + " between a user's requests"
		}
		kv = append(kv,
			view.KeyValue{Key: "model", Value: cmp.Or(lr.Model, "closed") + ": virtual users loop over the scenario, each waiting for its response; latency from hand-off to last byte"},
			view.KeyValue{Key: "users", Value: fmt.Sprintf("%d, %s", lr.Users, ramp)},
			view.KeyValue{Key: "think time", Value: think})
	}
	kv = append(kv,
		view.KeyValue{Key: "duration", Value: formatSeconds(lr.DurationSeconds)},
		view.KeyValue{Key: "timeout", Value: formatSeconds(lr.TimeoutSeconds) + " per request"},
		view.KeyValue{Key: "decode", Value: yesNo})
	if sh := lr.Shard; sh != nil {
		kv = append(kv, view.KeyValue{Key: "shard", Value: fmt.Sprintf("%d of %d of run %s: %s (the whole run: %s)", sh.Index, sh.Of, sh.RunID, sh.Share, sh.Load)})
	}
	if m := lr.Merged; m != nil {
		parts := make([]string, len(m.Shards))
		for i, s := range m.Shards {
			sat := ""
			if s.Client.Saturated {
				sat = ", generator saturated"
			}
			parts[i] = fmt.Sprintf("%d: %s, %s requests, generator CPU %s%%%s (%s)", s.Index, s.Share, view.FormatInt(s.Count), view.FormatNum(s.Client.CPUPercent), sat, cmp.Or(s.File, "—"))
		}
		kv = append(kv, view.KeyValue{Key: "merged", Value: fmt.Sprintf("the exact merge of %d shards of run %s (merged histograms; rates over the merged window) — %s",
			len(m.Shards), m.RunID, strings.Join(parts, "; "))})
	}
	return kv
}

// planText describes an open-model plan: "1,000 req/s for 60 s", "100 →
// 1,000 req/s over 30 s, then 1,000 req/s for 30 s".
func planText(lr results.LoadRun) string {
	prev := lr.StartRate
	parts := []string{"start at " + formatRate(prev) + " req/s"}
	for _, st := range lr.Stages {
		switch {
		case st.Seconds == 0:
			parts = append(parts, "step to "+formatRate(st.Rate)+" req/s")
		case st.Rate == prev:
			parts = append(parts, formatRate(st.Rate)+" req/s for "+formatSeconds(st.Seconds))
		default:
			parts = append(parts, formatRate(prev)+" → "+formatRate(st.Rate)+" req/s over "+formatSeconds(st.Seconds))
		}
		prev = st.Rate
	}
	if len(lr.Stages) == 1 && lr.Stages[0].Rate == lr.StartRate {
		return parts[1] + " (constant)"
	}
	if len(lr.Stages) == 0 {
		return parts[0] + " (constant, for the run's duration)"
	}
	return strings.Join(parts, ", then ")
}

// koClasses are the kinds loadgen partitions failures into, in the order
// tables list them when counts tie, with what each means.
var koClasses = []view.KeyValue{
	{Key: "timeout", Value: "no complete response within the timeout"},
	{Key: "transport", Value: "connection refused, reset or closed"},
	{Key: "decode", Value: "the body did not decode"},
	{Key: "canceled", Value: "canceled as the run ended"},
	{Key: "status_3xx", Value: "HTTP 3xx (other than 304)"},
	{Key: "status_4xx", Value: "HTTP 4xx"},
	{Key: "status_5xx", Value: "HTTP 5xx"},
	{Key: "grpc_status", Value: "gRPC status other than OK"},
}

// koParent is the class a refined KO key belongs to: status_503 to
// status_5xx, grpc_unavailable to grpc_status; "" for a class.
func koParent(key string) string {
	if rest, ok := strings.CutPrefix(key, "status_"); ok && len(rest) == 3 && rest[1] != 'x' {
		if _, err := strconv.Atoi(rest); err == nil {
			return "status_" + rest[:1] + "xx"
		}
	}
	if strings.HasPrefix(key, "grpc_") && key != "grpc_status" {
		return "grpc_status"
	}
	return ""
}

// koWhat says what a KO key means.
func koWhat(key string) string {
	for _, c := range koClasses {
		if c.Key == key {
			return c.Value
		}
	}
	if p := koParent(key); strings.HasPrefix(p, "status_") {
		return "HTTP " + strings.TrimPrefix(key, "status_")
	} else if p != "" {
		return "gRPC " + strings.ReplaceAll(strings.TrimPrefix(key, "grpc_"), "_", " ")
	}
	return "as the load generator counted it"
}

func koRank(key string) int {
	for i, c := range koClasses {
		if c.Key == key {
			return i
		}
	}
	return len(koClasses)
}

// loadKO fills the KO breakdown. The classes partition the failures; the
// exact statuses refine them and are listed under their class, never
// added to it.
func (b *builder) loadKO(r *Run, lr results.LoadRun) {
	o := lr.Overall
	if len(lr.KO) == 0 {
		if o.KO > 0 {
			r.KONote = view.FormatInt(o.KO) + " requests failed, but the run recorded no breakdown by kind."
		}
		return
	}
	byCount := func(keys []string) {
		slices.SortFunc(keys, func(a, c string) int {
			return cmp.Or(cmp.Compare(lr.KO[c], lr.KO[a]), cmp.Compare(koRank(a), koRank(c)), cmp.Compare(a, c))
		})
	}
	var classes []string
	subs := map[string][]string{}
	for _, k := range slices.Sorted(maps.Keys(lr.KO)) {
		if p := koParent(k); p != "" {
			if _, ok := lr.KO[p]; ok {
				subs[p] = append(subs[p], k)
				continue
			}
		}
		classes = append(classes, k)
	}
	byCount(classes)
	pct := func(n, of int64) string {
		if of <= 0 {
			return "—"
		}
		return formatPercent(100 * float64(n) / float64(of))
	}
	chart := view.HBarChart{
		Title:     "Failures by kind — " + r.Label(),
		Subtitle:  "solid: the kinds, which partition the KOs (share of KOs); pale: exact statuses",
		AxisTitle: "failed requests",
		Width:     520,
		Format:    func(v float64) string { return view.FormatInt(int64(v)) },
	}
	var sum int64
	var summary []string
	for _, c := range classes {
		n := lr.KO[c]
		sum += n
		r.KO = append(r.KO, koRow{Kind: c, What: koWhat(c), Count: view.FormatInt(n), OfRequests: pct(n, o.Count), OfKO: pct(n, o.KO)})
		summary = append(summary, c+" "+view.FormatInt(n))
		chart.Rows = append(chart.Rows, view.HBarRow{Label: c, Color: colorKO, Bars: []view.HBar{{V: float64(n), Text: view.FormatInt(n) + " (" + pct(n, o.KO) + ")", Tip: c + ": " + view.FormatInt(n) + " requests, " + koWhat(c)}}})
		s := subs[c]
		byCount(s)
		for _, k := range s {
			n := lr.KO[k]
			r.KO = append(r.KO, koRow{Kind: k, What: koWhat(k), Count: view.FormatInt(n), OfRequests: pct(n, o.Count), OfKO: pct(n, o.KO), Sub: true})
			chart.Rows = append(chart.Rows, view.HBarRow{Label: "· " + k, Color: colorKO, Bars: []view.HBar{{V: float64(n), Pale: true, Text: view.FormatInt(n), Tip: k + ": " + view.FormatInt(n) + " requests, " + koWhat(k)}}})
		}
	}
	r.KOSummary = strings.Join(summary, ", ")
	if sum != o.KO {
		r.KONote = fmt.Sprintf("The kinds add up to %s failures; the run counted %s KOs.", view.FormatInt(sum), view.FormatInt(o.KO))
	}
	r.koC = &chart
}

// lateThresholdShare is the share of late requests above which lateness
// is a warning: below it, a few scheduling hiccups.
const lateThresholdShare = 0.01

func lateOf(lr results.LoadRun) *lateView {
	v := &lateView{
		Late: view.FormatInt(lr.Late), Unsent: view.FormatInt(lr.Unsent),
		MaxLate: view.FormatNum(lr.MaxLateMs), Threshold: view.FormatNum(lr.LateThresholdMs), LatePercent: "—",
	}
	if sent := lr.Overall.Count; sent > 0 {
		share := float64(lr.Late) / float64(sent)
		v.LatePercent = formatPercent(100 * share)
		v.Bad = share > lateThresholdShare
	}
	v.Bad = v.Bad || lr.Unsent > 0
	v.LateText = v.Late + " (" + v.LatePercent + " of the requests) more than " + v.Threshold + " ms after their planned time"
	if lr.LateThresholdMs <= 0 {
		v.LateText = v.Late + " (" + v.LatePercent + " of the requests); the run recorded no threshold"
	}
	return v
}

// categoricalColors colour series that are not formats: request names,
// protocols, codings.
var categoricalColors = []string{"#4d6e8f", "#56B4E9", "#8C6D1F", "#882255", "#44AA99", "#999933", "#AA4499", "#332288"}

func categorical(i int) string { return categoricalColors[i%len(categoricalColors)] }

// sequentialColors colour ordered values (users, rates), light to dark.
var sequentialColors = []string{"#9ecae1", "#6baed6", "#4292c6", "#2171b5", "#08519c", "#08306b"}

// sequential picks the colour of the i-th of n ordered values.
func sequential(i, n int) string {
	if n <= 1 {
		return sequentialColors[3]
	}
	return sequentialColors[i*(len(sequentialColors)-1)/(n-1)]
}

// WarningText is the load generator's warning as a sentence.
func (r *Run) WarningText() string {
	if r.Warning == "" {
		return "it was likely the bottleneck, and the server may be faster than these numbers say."
	}
	return strings.TrimSuffix(r.Warning, ".") + "."
}

// Trustworthy reports whether the run's numbers can be read as a result:
// it did not fail and its load generator was not saturated.
func (r *Run) Trustworthy() bool { return r.lr.Trustworthy() }

// HasKO reports whether any request of the run failed.
func (r *Run) HasKO() bool { return r.lr.Overall.KO > 0 }

// CPUShort is the load generator's CPU in percent of one core: "58%".
func (r *Run) CPUShort() string {
	c := r.lr.Client
	if c.CPUPercent <= 0 {
		return "—"
	}
	return view.FormatNum(c.CPUPercent) + "%"
}

// FailureText is why the run failed, in one line.
func (r *Run) FailureText() string {
	if r.Failure == "" {
		return "failed (the run recorded no reason)."
	}
	return strings.TrimSuffix(r.Failure, ".") + "."
}

// topCauses is how many KO causes the top box names per failed run.
const topCauses = 3

// TopCauses lists the run's most frequent causes of failure: "connection
// refused ×1,234 (transport); HTTP 503 ×12 (status_5xx)".
func (r *Run) TopCauses() string {
	var parts []string
	for i, c := range r.lr.KOCauses {
		if i == topCauses {
			break
		}
		parts = append(parts, causeText(c.Cause, c.Class, c.Count))
	}
	if len(parts) == 0 && r.KOSummary != "" {
		return "by kind: " + r.KOSummary
	}
	return strings.Join(parts, "; ")
}

func causeText(cause, class string, n int64) string {
	s := cause + " ×" + view.FormatInt(n)
	if class != "" {
		s += " (" + class + ")"
	}
	return s
}
