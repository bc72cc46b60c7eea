package report

import (
	"fmt"
	"strconv"

	"github.com/polywire/polywire/results"
)

// loadView is a load run. Until the load report draws its charts (latency
// over time, distribution, throughput), the page lists each test's overall
// numbers so a load run is never silently dropped.
type loadView struct {
	Run   *runView
	Tests []loadRowView
}

// loadRowView is one load test's overall numbers.
type loadRowView struct {
	Name, Model, Protocol, Load, Duration string
	Requests, KOPercent                   string
	P50, P95, P99, Max, ReqPerSec         string
}

func loads(run *runView, runs []results.LoadRun) *loadView {
	v := &loadView{Run: run}
	for _, l := range runs {
		o := l.Overall
		row := loadRowView{
			Name: l.Name, Model: l.Model, Protocol: l.Protocol,
			Duration: strconv.FormatFloat(l.DurationSeconds, 'f', 0, 64) + " s",
			Requests: formatInt(o.Count), KOPercent: strconv.FormatFloat(o.KOPercent, 'f', 2, 64) + "%",
			P50: formatNum(o.P50Ms), P95: formatNum(o.P95Ms), P99: formatNum(o.P99Ms), Max: formatNum(o.MaxMs),
			ReqPerSec: formatNum(o.ReqPerSec),
		}
		switch {
		case l.Model == "closed" || l.Users > 0:
			row.Load = fmt.Sprintf("%d users", l.Users)
		case len(l.Stages) > 0:
			row.Load = formatNum(l.Stages[len(l.Stages)-1].Rate) + " req/s"
		default:
			row.Load = "—"
		}
		v.Tests = append(v.Tests, row)
	}
	return v
}
