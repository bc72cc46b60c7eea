package load

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/polywire/polywire/report/internal/view"
)

// The seeds' load figures are matched to our runs by the words of the run
// names (see parseRunName):
//
//   - seed 003 (yandex-tank, 1000 rps for 60 s, p95/p98/p99 of two tests):
//     an open-model run at a constant rate, named seed003 (or with no seed
//     word), whose variant words hold "save" or "validate" and whose format
//     is one the article measured. Every protocol of ours is matched — the
//     article served JSON over REST and Protobuf over gRPC — and each row
//     says how it ran. Constant rates other than 1000 rps (the quick suite's)
//     are matched too, and say so.
//   - seed 000 (Gatling, 20..300 users at once, JSON vs Protobuf): closed
//     runs named seed000 in JSON or Protobuf, paired by users, coding and
//     protocol; the article's stated figures (66 JSON timeouts and a
//     minimum response time of 178 ms against 107 ms) sit beside the
//     100-user pairs.

// article003LoadRow is one of seed 003's published rows with the runs of
// ours beside it.
type article003LoadRow struct {
	Method        string
	Format        view.Format
	Transport     string
	P95, P98, P99 string
	PubVsJSON     string
	Ours          []article003Ours
	// Span is how many table rows the published cells span.
	Span int
}

// article003Ours is one run of ours matched to a seed 003 row.
type article003Ours struct {
	Run                   *Run
	Protocol, Load        string
	P95, P98, P99, VsJSON string
	First                 bool
}

// article000LoadRow is one JSON/Protobuf pair of seed 000's load test: a
// table row per side, the pair's cells spanning both.
type article000LoadRow struct {
	Users, Coding, Protocol, Variant string
	JSON, Proto                      *article000Side
	MinRatio, MeanRatio, RateRatio   string
	Pub                              []view.PubEntry
}

// Sides are the pair's JSON and Protobuf runs, in that order; a side not
// measured has no Run.
func (p article000LoadRow) Sides() []*article000Side {
	out := []*article000Side{p.JSON, p.Proto}
	for i, f := range []string{"json", "proto"} {
		if out[i] == nil {
			out[i] = &article000Side{Format: view.KnownFormats[view.FormatRank(f)]}
		}
	}
	return out
}

// article000Side is the JSON or Protobuf run of a pair.
type article000Side struct {
	Format                     view.Format
	Run                        *Run
	Min, Mean, Max, KO, ReqSec string
	Timeouts                   string
}

// article003Method is the seed 003 operation a run measured, if any: only
// open-model runs at a constant rate reproduce its profile.
func article003Method(r *Run) string {
	if r.name.article != "seed003" && r.name.article != "" || r.lr.Model != "open" || !constantRate(r.lr) {
		return ""
	}
	for _, w := range r.name.variant {
		if w == "save" || w == "validate" {
			return w
		}
	}
	return ""
}

// overJSONREST reports whether r is JSON over REST: seed 003's JSON
// setup, the baseline our seed 003 rows compare with.
func overJSONREST(r *Run) bool {
	return r.name.format == "json" && r.lr.Protocol != "grpc" && (r.name.protocol == "" || r.name.protocol == "rest")
}

func (b *builder) loadArticle003(sec *Section) {
	mean := func(method, format string, pct int) float64 {
		for _, l := range article003Latencies {
			if l.method == method && l.format == format && l.pct == pct {
				return (l.test1 + l.test2) / 2
			}
		}
		return 0
	}
	cell := func(method, format string, pct int) string {
		for _, l := range article003Latencies {
			if l.method == method && l.format == format && l.pct == pct {
				return formatMs3(l.test1) + " | " + formatMs3(l.test2)
			}
		}
		return "—"
	}
	matched := false
	for _, method := range []string{"save", "validate"} {
		for _, format := range []string{"json", "proto", "flatbuffers"} {
			row := article003LoadRow{
				Method: method, Format: b.pal.FormatOf(format), Transport: article003Transport[format],
				P95: cell(method, format, 95), P98: cell(method, format, 98), P99: cell(method, format, 99),
				PubVsJSON: "baseline",
			}
			if format != "json" {
				row.PubVsJSON = view.FormatVs(mean(method, format, 99), mean(method, "json", 99))
			}
			for _, r := range sec.Runs {
				if article003Method(r) != method || r.name.format != format {
					continue
				}
				o := r.lr.Overall
				ours := article003Ours{
					Run: r, Protocol: protocolValue(r.name.protocol, r.lr.Protocol).label,
					Load: loadLabel(r.lr) + ", " + formatSeconds(r.lr.DurationSeconds),
					P95:  view.FormatNum(o.P95Ms), P98: view.FormatNum(o.P98Ms), P99: view.FormatNum(o.P99Ms), VsJSON: "—",
				}
				pub := fmt.Sprintf("%s %s, %s, %g rps for %g s: p95 %s, p98 %s, p99 %s ms", method, row.Format.Name, row.Transport, article003Load.rate, article003Load.seconds, row.P95, row.P98, row.P99)
				r.Pub = append(r.Pub, view.PubEntry{Article: "003", Text: pub})
				if r.Failed {
					// Greyed in the table; no numbers, no figure matched.
					ours.P95, ours.P98, ours.P99, ours.VsJSON = "failed", "failed", "failed", "—"
					row.Ours = append(row.Ours, ours)
					continue
				}
				for _, j := range sec.Runs {
					if j.hw == r.hw && !j.Failed && article003Method(j) == method && overJSONREST(j) && loadLabel(j.lr) == loadLabel(r.lr) {
						if j == r {
							ours.VsJSON = "baseline"
						} else {
							ours.VsJSON = view.FormatVs(o.P99Ms, j.lr.Overall.P99Ms)
						}
						break
					}
				}
				row.Ours = append(row.Ours, ours)
				fig := FigLoad003Save
				if method == "validate" {
					fig = FigLoad003Validate
				}
				b.match(fig, r.File, fmt.Sprintf("%s: p95 / p98 / p99 = %s / %s / %s ms (%s, %s)", r.Label(), ours.P95, ours.P98, ours.P99, ours.Protocol, ours.Load))
				matched = true
			}
			row.Span = max(1, len(row.Ours))
			if len(row.Ours) > 0 {
				row.Ours[0].First = true
			}
			sec.Article003 = append(sec.Article003, row)
		}
	}
	if !matched {
		sec.Article003 = nil
	}
}

func (b *builder) loadArticle000(sec *Section) {
	type pairKey struct{ hw, users, coding, protocol, variant string }
	var keys []pairKey
	pairs := map[pairKey]*article000LoadRow{}
	usersOf := map[pairKey]int{}
	for _, r := range sec.Runs {
		if r.name.article != "seed000" || r.lr.Model == "open" || (r.name.format != "json" && r.name.format != "proto") {
			continue
		}
		k := pairKey{r.hw, strconv.Itoa(r.lr.Users), r.name.coding, protocolValue(r.name.protocol, r.lr.Protocol).label, strings.Join(r.name.variant, " ")}
		p, ok := pairs[k]
		if !ok {
			p = &article000LoadRow{Users: k.users, Coding: cmp.Or(k.coding, "—"), Protocol: k.protocol, Variant: k.variant}
			pairs[k] = p
			keys = append(keys, k)
			usersOf[k] = r.lr.Users
		}
		o := r.lr.Overall
		side := &article000Side{Format: b.pal.FormatOf(r.name.format), Run: r, Min: view.FormatNum(o.MinMs), Mean: view.FormatNum(o.MeanMs), Max: view.FormatNum(o.MaxMs), ReqSec: view.FormatNum(o.ReqPerSec),
			KO: formatPercent(o.KOPercent), Timeouts: view.FormatInt(r.lr.KO["timeout"])}
		if r.Failed {
			side.Min, side.Mean, side.Max, side.ReqSec = "failed", "failed", "failed", "failed"
		}
		switch {
		case r.name.format == "json" && p.JSON == nil:
			p.JSON = side
		case r.name.format == "proto" && p.Proto == nil:
			p.Proto = side
		}
	}
	slices.SortStableFunc(keys, func(x, y pairKey) int {
		return cmp.Or(cmp.Compare(usersOf[x], usersOf[y]), view.CompareCodings(x.coding, y.coding), cmp.Compare(x.protocol, y.protocol))
	})
	s := article000Load
	for _, k := range keys {
		p := pairs[k]
		p.MinRatio, p.MeanRatio, p.RateRatio = "—", "—", "—"
		bothOK := p.JSON != nil && p.Proto != nil && !p.JSON.Run.Failed && !p.Proto.Run.Failed
		if bothOK {
			j, pr := p.JSON.Run.lr.Overall, p.Proto.Run.lr.Overall
			if pr.MinMs > 0 {
				p.MinRatio = view.FormatTimes(j.MinMs / pr.MinMs)
			}
			if pr.MeanMs > 0 {
				p.MeanRatio = view.FormatTimes(j.MeanMs / pr.MeanMs)
			}
			if j.ReqPerSec > 0 {
				p.RateRatio = view.FormatTimes(pr.ReqPerSec / j.ReqPerSec)
			}
		}
		if usersOf[k] == s.atUsers {
			p.Pub = []view.PubEntry{{Article: "000", Text: fmt.Sprintf("%d users: %d JSON timeouts; min response time %g ms (JSON) → %g ms (Protobuf) = %s",
				s.atUsers, s.jsonTimeouts, s.minJSONMs, s.minProtoMs, view.FormatTimes(s.minJSONMs/s.minProtoMs))}}
			if p.JSON != nil {
				p.JSON.Run.Pub = append(p.JSON.Run.Pub, view.PubEntry{Article: "000", Text: fmt.Sprintf("Gatling, %d users, JSON: %d requests timed out; minimum response time %g ms", s.atUsers, s.jsonTimeouts, s.minJSONMs)})
			}
			if p.Proto != nil {
				p.Proto.Run.Pub = append(p.Proto.Run.Pub, view.PubEntry{Article: "000", Text: fmt.Sprintf("Gatling, %d users, Protobuf: minimum response time %g ms (JSON: %g ms)", s.atUsers, s.minProtoMs, s.minJSONMs)})
			}
			if bothOK {
				j := p.JSON.Run.lr
				b.match(FigLoad000, p.JSON.Run.File, fmt.Sprintf("%s vs %s: JSON timeouts %s (KO %s); minimum response time %s ms (JSON) → %s ms (Protobuf) = %s",
					p.JSON.Run.Label(), p.Proto.Run.Label(), view.FormatInt(j.KO["timeout"]), view.FormatInt(j.Overall.KO), p.JSON.Min, p.Proto.Min, p.MinRatio))
			}
		}
		sec.Article000 = append(sec.Article000, *p)
	}
}

// Figure ids of the seeds' load figures (report's published.go lists every figure).
const (
	FigLoad000         = "000-load"
	FigLoad003Save     = "003-load-save"
	FigLoad003Validate = "003-load-validate"
)

// publishedLatency is a row of seed 003's load tables: milliseconds at
// 1000 requests per second for 60 s, from two tests.
type publishedLatency struct {
	method, format string
	pct            int
	test1, test2   float64
}

var article003Latencies = []publishedLatency{
	{"save", "json", 95, 1, 0.920},
	{"save", "json", 98, 1.160, 1.070},
	{"save", "json", 99, 1.630, 1.260},
	{"save", "proto", 95, 1.160, 1.220},
	{"save", "proto", 98, 1.380, 1.540},
	{"save", "proto", 99, 1.800, 2.040},
	{"save", "flatbuffers", 95, 1.850, 1.840},
	{"save", "flatbuffers", 98, 2.420, 2.490},
	{"save", "flatbuffers", 99, 3.220, 3.010},
	{"validate", "json", 95, 0.970, 1.070},
	{"validate", "json", 98, 1.230, 1.290},
	{"validate", "json", 99, 1.810, 1.980},
	{"validate", "proto", 95, 0.550, 0.530},
	{"validate", "proto", 98, 0.700, 0.660},
	{"validate", "proto", 99, 1.060, 1.010},
	{"validate", "flatbuffers", 95, 1.540, 1.510},
	{"validate", "flatbuffers", 98, 2.170, 1.850},
	{"validate", "flatbuffers", 99, 2.920, 2.420},
}

// article000Load is what seed 000 wrote about its Gatling runs. Its summary
// tables (KO %, min, max, mean, standard deviation per user count) did not
// survive in the article's text; these are the figures its prose states.
var article000Load = struct {
	users []int
	// atUsers is the user count the figures below were stated for.
	atUsers       int
	jsonTimeouts  int
	minJSONMs     float64
	minProtoMs    float64
	remarks       string
	missingTables string
}{
	users:        []int{20, 50, 100, 200, 300},
	atUsers:      100,
	jsonTimeouts: 66,
	minJSONMs:    178, minProtoMs: 107,
	remarks: "the JSON endpoints needed more time to respond and failed earlier; the Protobuf endpoints handled more requests per second, " +
		"with significantly smaller minimal and mean response times, and their maximum response times increased less dynamically",
	missingTables: "its per-user summary tables (KO %, min, max, mean, standard deviation) are not in the text we have",
}

// article003Transport says how seed 003's services carried each format: its
// load figures are of a REST service for JSON and a gRPC one for Protobuf.
var article003Transport = map[string]string{
	"json":        "REST (Gin)",
	"proto":       "gRPC",
	"flatbuffers": "service not stated",
}

// article003Load is seed 003's load profile: yandex-tank's
// rps: { duration: 60s, type: const, ops: 1000 }.
var article003Load = struct {
	rate    float64
	seconds float64
}{1000, 60}

// LatencyRow is a row of seed 003's latency table.
type LatencyRow struct {
	Method, Format string
	P95, P98, P99  string
}

// PublishedLatencies is seed 003's latency table, for the last section.
func PublishedLatencies(pal *view.Palette) []LatencyRow {
	var latency []LatencyRow
	for _, l := range article003Latencies {
		if l.pct != 95 {
			continue
		}
		row := LatencyRow{Method: l.method, Format: pal.FormatOf(l.format).Name}
		for _, m := range article003Latencies {
			if m.method == l.method && m.format == l.format {
				cell := formatMs3(m.test1) + " | " + formatMs3(m.test2)
				switch m.pct {
				case 95:
					row.P95 = cell
				case 98:
					row.P98 = cell
				case 99:
					row.P99 = cell
				}
			}
		}
		latency = append(latency, row)
	}
	return latency
}

// formatMs3 prints a seed 003 latency as the article does: 1.630.
func formatMs3(v float64) string { return strconv.FormatFloat(v, 'f', 3, 64) }
