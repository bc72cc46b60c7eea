package load

import (
	"strconv"
	"strings"

	"github.com/polywire/polywire/report/internal/view"
)

// WriteMarkdown writes the load runs' tables: the overview, the seeds'
// figures beside ours and the comparisons. Charts and per-run details are
// the HTML page's.
func WriteMarkdown(m *view.MDWriter, l *Section) {
	m.Printf("\n## Load tests\n\n")
	m.Printf("%d load run", len(l.Runs))
	if len(l.Runs) != 1 {
		m.Printf("s")
	}
	m.Printf(": ")
	for i, f := range l.Files {
		if i > 0 {
			m.Printf("; ")
		}
		m.Printf("%s holds %d, config %s", view.MDText(f.Run.Name()), len(f.Runs), view.MDCode(f.Run.ConfigLine()))
	}
	m.Printf(". Milliseconds; percentiles, req/s and bytes/s are of the successful (OK) requests, failures have their own rate (KO/s). The open model measures latency from each request's intended send time (coordinated omission corrected). A failed run is not a result: its numbers read \"failed\".\n")
	if len(l.Warnings) > 0 {
		m.Printf("\nRead first:\n\n")
		for _, w := range l.Warnings {
			m.Printf("- **%s**: %s\n", view.MDText(w.Name), view.MDText(strings.Join(w.Texts, " ")))
		}
	}
	if len(l.Runs) == 0 {
		m.Printf("\nThese inputs have no load tests.\n")
		return
	}
	m.Printf("\n### Overview\n\n")
	head := []string{">#", "run", "model", "protocol", ">conns", "load", ">duration", ">requests", ">KO", ">p50", ">p90", ">p95", ">p99", ">p99.9", ">max", ">OK req/s", "load generator CPU"}
	if l.MultiFile {
		head = append([]string{"input"}, head...)
	}
	m.Header(head...)
	for _, r := range l.Runs {
		ko := r.Overall.KOPercent
		if r.KOSummary != "" {
			ko += " (" + r.KOSummary + ")"
		}
		cpu := r.CPUShort()
		if r.Saturated {
			cpu = "⚠ saturated, " + cpu
		}
		label, nums := r.Label(), []string{r.Overall.P50, r.Overall.P90, r.Overall.P95, r.Overall.P99, r.Overall.P999, r.Overall.Max, r.Overall.ReqPerSec}
		if r.Failed {
			label = "FAILED: " + label
			nums = []string{"failed", "failed", "failed", "failed", "failed", "failed", "failed"}
		}
		cells := append([]string{strconv.Itoa(r.Index), label, r.Model, r.Protocol, r.Connections, r.Load, r.Duration, r.Overall.Count, ko}, nums...)
		cells = append(cells, cpu)
		if l.MultiFile {
			cells = append([]string{r.File.Name()}, cells...)
		}
		m.Row(cells...)
	}
	if len(l.Article003) > 0 || len(l.Article000) > 0 {
		m.Printf("\n### The articles' load tests beside ours\n")
	}
	if len(l.Article003) > 0 {
		m.Printf("\nSeed 003, yandex-tank at a constant 1000 requests/s for 60 s; published latencies in ms as first test | second test:\n\n")
		m.Header("method", "format", "article's service", ">p95 (seed 003)", ">p98 (seed 003)", ">p99 (seed 003)", ">p99 vs its JSON", "our run", "our protocol", "load", ">p95", ">p98", ">p99", ">p99 vs our JSON over REST")
		for _, row := range l.Article003 {
			pub := []string{row.Method, row.Format.Name, row.Transport, row.P95, row.P98, row.P99, row.PubVsJSON}
			if len(row.Ours) == 0 {
				m.Row(append(pub, "not measured in these inputs", "", "", "", "", "", "")...)
				continue
			}
			for i, o := range row.Ours {
				cells := pub
				if i > 0 {
					cells = make([]string, len(pub))
				}
				label := o.Run.Label()
				if o.Run.Failed {
					label = "FAILED: " + label
				}
				m.Row(append(cells, label, o.Protocol, o.Load, o.P95, o.P98, o.P99, o.VsJSON)...)
			}
		}
	}
	if len(l.Article000) > 0 {
		m.Printf("\nSeed 000, Gatling with %s users at once, JSON vs Protobuf (ms); %s. It states: %s.\n\n", l.Article000Users(), l.Article000Missing(), l.Article000Remarks())
		m.Header(">users", "coding", "protocol", "format", "our run", ">min", ">mean", ">max", ">KO", ">timeouts", ">req/s",
			">JSON ÷ Protobuf, min", ">JSON ÷ Protobuf, mean", ">Protobuf ÷ JSON, req/s", "published (seed 000)")
		for _, p := range l.Article000 {
			for i, sd := range p.Sides() {
				cells := []string{"", "", ""}
				if i == 0 {
					cells = []string{p.Users, p.Coding, p.Protocol}
				}
				cells = append(cells, sd.Format.Name)
				if sd.Run == nil {
					cells = append(cells, "not measured in these inputs", "", "", "", "", "", "")
				} else {
					label := sd.Run.Label()
					if sd.Run.Failed {
						label = "FAILED: " + label
					}
					cells = append(cells, label, sd.Min, sd.Mean, sd.Max, sd.KO, sd.Timeouts, sd.ReqSec)
				}
				if i == 0 {
					cells = append(cells, p.MinRatio, p.MeanRatio, p.RateRatio, view.PubText(p.Pub))
				} else {
					cells = append(cells, "", "", "", "")
				}
				m.Row(cells...)
			}
		}
	}
	view.WriteNotesMD(m, l.Notes)
	if len(l.Dims) == 0 {
		return
	}
	m.Printf("\n### Comparisons\n\n")
	m.Printf("Runs that differ in one dimension only, read from the words of their names (format, coding, protocol, load, or one other word such as save/validate) and from their fields (protocol, users or planned rate); the scenario (seedNNN), the model and the machine are never varied. The first run of each group is the baseline of the \"vs first\" columns.\n")
	for _, d := range l.Dims {
		m.Printf("\n#### %s (%d groups)\n\n%s\n\n", d.Title, len(d.Groups), d.Intro)
		head := []string{"group", "value", "run", ">p50", ">p95", ">p99", ">p99.9", ">max", ">req/s", ">KO", ">p99 vs first", ">req/s vs first"}
		if d.HasPub {
			head = append(head, "published by the article")
		}
		m.Header(head...)
		for _, g := range d.Groups {
			for _, r := range g.Rows {
				group := ""
				if r.First {
					group = g.Context + " (" + g.Title + "; " + g.Setup + ")"
					if g.Differs != "" {
						group += " " + g.Differs
					}
				}
				label := r.Run.Label()
				if r.Run.Failed {
					label = "FAILED: " + label
				}
				cells := []string{group, r.Value, label, r.P50, r.P95, r.P99, r.P999, r.Max, r.ReqPerSec, r.KOPercent, r.VsP99, r.VsRate}
				if d.HasPub {
					cells = append(cells, view.PubText(r.Run.Pub))
				}
				m.Row(cells...)
			}
		}
	}
}
