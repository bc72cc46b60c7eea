package report

import (
	"strings"

	"github.com/polywire/polywire/report/internal/load"
	"github.com/polywire/polywire/report/internal/view"
)

// The last section, "Published by the articles": every figure the seed
// articles published (published.go) beside the measurements of ours the
// sections matched to it (builder.match); figures.html.tmpl is its HTML.

// figureRow is a row of the "published by the articles" table.
type figureRow struct {
	Article string
	What    string
	Value   string
	Ours    []string
}

// figures lists the articles, every published figure with the
// measurements of ours the sections matched to it, and seed 003's
// latency table. build calls it last, once every section has matched
// its measurements to the figures.
func (b *builder) figures() (articleRows []view.ArticleNote, figs []figureRow, latency []load.LatencyRow) {
	for _, s := range view.Articles {
		articleRows = append(articleRows, view.ArticleNote{Article: s.ID, Title: s.Title, Setup: s.Setup})
	}
	for _, fig := range figures {
		figs = append(figs, figureRow{Article: fig.article, What: fig.what, Value: fig.value, Ours: b.ours[fig.id]})
	}
	latency = load.PublishedLatencies(b.pal)
	return articleRows, figs, latency
}

// writeFiguresMD writes every published figure beside ours, the
// articles' setups and seed 003's latency table.
func writeFiguresMD(m *view.MDWriter, p *page) {
	m.Printf("\n## Published by the articles\n\n")
	m.Header("seed", "figure", "published", "ours (in these inputs)")
	for _, f := range p.Figures {
		ours := strings.Join(f.Ours, "; ")
		if ours == "" {
			ours = "not measured in these inputs"
		}
		m.Row(f.Article, f.What, f.Value, ours)
	}
	m.Printf("\n")
	for _, s := range p.Articles {
		m.Printf("- Seed %s: %s — measured on %s.\n", s.Article, s.Title, s.Setup)
	}
	m.Printf("\nSeed 003's latency at 1000 requests/s for 60 s, ms (first test | second test):\n\n")
	m.Header("method", "format", ">p95", ">p98", ">p99")
	for _, l := range p.Latency {
		m.Row(l.Method, l.Format, l.P95, l.P98, l.P99)
	}
}
