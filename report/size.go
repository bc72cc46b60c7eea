package report

import (
	"fmt"
	"html/template"
	"slices"

	"github.com/polywire/polywire/report/internal/view"
	"github.com/polywire/polywire/results"
)

// sizeView is a size run: small multiples of bytes per dataset, and the
// table of bytes and ratios to JSON per coding.
type sizeView struct {
	Run        *view.Run
	Legend     []view.Format
	Identity   []template.HTML
	Compressed []template.HTML
	Codings    []string
	Rows       []sizeRowView
	Notes      []view.ArticleNote
	HasPub     bool
}

// sizeRowView is one dataset × format row of the size table.
type sizeRowView struct {
	Dataset  string
	Endpoint string
	Format   view.Format
	First    bool
	Cells    []sizeCell
	Pub      []view.PubEntry
}

// sizeCell is one coding's bytes and ratio to JSON.
type sizeCell struct {
	Bytes, Ratio string
}

type sizeKey struct{ dataset, format, coding string }

func (b *builder) sizes(run *view.Run, rows []results.SizeRow) *sizeView {
	v := &sizeView{Run: run}
	byKey := map[sizeKey]results.SizeRow{}
	endpoint := map[string]string{}
	var formats, codings []string
	for _, r := range rows {
		k := sizeKey{r.Dataset, r.Format, r.Coding}
		if _, dup := byKey[k]; !dup {
			byKey[k] = r
		}
		if endpoint[r.Dataset] == "" {
			endpoint[r.Dataset] = r.Endpoint
		}
		formats = append(formats, r.Format)
		codings = append(codings, r.Coding)
	}
	formats = view.SortedFormats(formats)
	slices.SortFunc(codings, view.CompareCodings)
	v.Codings = slices.Compact(codings)
	for _, f := range formats {
		v.Legend = append(v.Legend, b.pal.FormatOf(f))
	}
	datasets := view.FirstSeen(rows, func(r results.SizeRow) string { return r.Dataset })

	// ratio is bytes over JSON's bytes in the same coding, computed here so
	// every row agrees; the file's own ratio is the fallback when the run
	// has no JSON row.
	ratio := func(r results.SizeRow) float64 {
		if j, ok := byKey[sizeKey{r.Dataset, "json", r.Coding}]; ok && j.Bytes > 0 {
			return float64(r.Bytes) / float64(j.Bytes)
		}
		return r.RatioToJSON
	}

	var pubs [][]view.PubEntry
	for _, ds := range datasets {
		dsFormats := formatsWhere(formats, func(f string) bool {
			for _, c := range v.Codings {
				if _, ok := byKey[sizeKey{ds, f, c}]; ok {
					return true
				}
			}
			return false
		})
		for i, f := range dsFormats {
			row := sizeRowView{Dataset: ds, Endpoint: endpoint[ds], Format: b.pal.FormatOf(f), First: i == 0}
			for _, c := range v.Codings {
				r, ok := byKey[sizeKey{ds, f, c}]
				if !ok {
					row.Cells = append(row.Cells, sizeCell{"—", "—"})
					continue
				}
				row.Cells = append(row.Cells, sizeCell{view.FormatInt(int64(r.Bytes)), view.FormatRatio(ratio(r))})
			}
			row.Pub = b.sizePublished(run, ds, endpoint[ds], f, byKey)
			pubs = append(pubs, row.Pub)
			v.Rows = append(v.Rows, row)
		}
		v.Identity = append(v.Identity, b.identityPanel(ds, endpoint[ds], dsFormats, byKey))
		if p, ok := b.compressedPanel(ds, endpoint[ds], dsFormats, v.Codings, byKey); ok {
			v.Compressed = append(v.Compressed, p)
		}
	}
	v.Notes = view.NotesFor(pubs)
	v.HasPub = anyPub(pubs)
	return v
}

// formatsWhere keeps the formats for which keep is true.
func formatsWhere(formats []string, keep func(string) bool) []string {
	var out []string
	for _, f := range formats {
		if keep(f) {
			out = append(out, f)
		}
	}
	return out
}

// matchDataset reports whether a run's dataset (or its endpoint) is the
// published one.
func matchDataset(dataset, endpoint, published string) bool {
	p := normKey(published)
	return normKey(dataset) == p || (endpoint != "" && normKey(endpoint) == p)
}

// sizePublished finds the published sizes for one dataset × format row
// and records our matching numbers.
func (b *builder) sizePublished(run *view.Run, ds, endpoint, format string, byKey map[sizeKey]results.SizeRow) []view.PubEntry {
	var out []view.PubEntry
	for _, p := range article000Sizes {
		if !matchDataset(ds, endpoint, p.dataset) {
			continue
		}
		j, jok := byKey[sizeKey{ds, "json", "identity"}]
		pr, pok := byKey[sizeKey{ds, "proto", "identity"}]
		switch {
		case format == "json" && jok:
			out = append(out, view.PubEntry{Article: "000", Text: fmt.Sprintf("%s; ours %s", p.jsonText, view.FormatPct(float64(j.Bytes)/p.json-1))})
		case format == "proto" && pok:
			out = append(out, view.PubEntry{Article: "000", Text: fmt.Sprintf("%s; ours %s", p.protoText, view.FormatPct(float64(pr.Bytes)/p.proto-1))})
		}
		if format == "json" && jok && pok {
			b.match(p.fig, run, fmt.Sprintf("%s / %s (%s / %s bytes)",
				view.FormatBytesUnit(float64(j.Bytes)), view.FormatBytesUnit(float64(pr.Bytes)), view.FormatInt(int64(j.Bytes)), view.FormatInt(int64(pr.Bytes))))
		}
	}
	if format != "proto" {
		return out
	}
	for _, p := range article004Savings {
		if !matchDataset(ds, endpoint, p.dataset) {
			continue
		}
		j, jok := byKey[sizeKey{ds, "json", p.coding}]
		pr, pok := byKey[sizeKey{ds, "proto", p.coding}]
		if !jok || !pok || j.Bytes == 0 {
			continue
		}
		ours := 100 * (1 - float64(pr.Bytes)/float64(j.Bytes))
		where := "uncompressed"
		if p.coding != "identity" {
			where = p.coding
		}
		text := fmt.Sprintf("%s: %g%% smaller than JSON; ours %.1f%%", where, p.percent, ours)
		out = append(out, view.PubEntry{Article: "004", Text: text})
		b.match(p.fig, run, fmt.Sprintf("%.1f%% smaller (%s / %s bytes, %s)", ours, view.FormatInt(int64(pr.Bytes)), view.FormatInt(int64(j.Bytes)), p.coding))
	}
	return out
}

// datasetTitle names a dataset with its endpoint when that says more.
func datasetTitle(ds, endpoint string) string {
	if endpoint == "" || normKey(endpoint) == normKey(ds) {
		if endpoint != "" {
			return endpoint
		}
		return ds
	}
	return ds + " (" + endpoint + ")"
}

// identityPanel is one dataset's uncompressed bytes per format, with seed
// 000's published sizes as dashed marks. formats are those the dataset has
// in any coding, so a format missing only uncompressed shows as "n/a".
func (b *builder) identityPanel(ds, endpoint string, formats []string, byKey map[sizeKey]results.SizeRow) template.HTML {
	p := view.BarPanel{Title: datasetTitle(ds, endpoint), Subtitle: "identity (uncompressed)", Width: 400, Height: 260, ValueLabels: true}
	g := view.BarGroup{Label: "identity"}
	for si, f := range formats {
		fi := b.pal.FormatOf(f)
		p.Series = append(p.Series, fi)
		r, ok := byKey[sizeKey{ds, f, "identity"}]
		g.Slots = append(g.Slots, view.BarValue{Ok: ok, V: float64(r.Bytes), Tip: fmt.Sprintf("%s, %s: %s bytes", datasetTitle(ds, endpoint), fi.Name, view.FormatInt(int64(r.Bytes)))})
		for _, pub := range article000Sizes {
			if !matchDataset(ds, endpoint, pub.dataset) {
				continue
			}
			switch f {
			case "json":
				p.Markers = append(p.Markers, view.BarMarker{Group: 0, Slot: si, V: pub.json, Tip: "seed 000 published JSON " + pub.jsonText})
			case "proto":
				p.Markers = append(p.Markers, view.BarMarker{Group: 0, Slot: si, V: pub.proto, Tip: "seed 000 published Protobuf " + pub.protoText})
			}
		}
	}
	if len(p.Markers) > 0 {
		p.Subtitle = "identity; black dashes: seed 000's published size"
	}
	p.Groups = []view.BarGroup{g}
	return p.Render()
}

// compressedPanel is one dataset's bytes per format under each content
// coding other than identity.
func (b *builder) compressedPanel(ds, endpoint string, formats, codings []string, byKey map[sizeKey]results.SizeRow) (template.HTML, bool) {
	p := view.BarPanel{Title: datasetTitle(ds, endpoint), Subtitle: "compressed, per content coding", XTitle: "content coding", Width: 400, Height: 260}
	for _, f := range formats {
		p.Series = append(p.Series, b.pal.FormatOf(f))
	}
	for _, c := range codings {
		if c == "identity" {
			continue
		}
		g := view.BarGroup{Label: c}
		present := false
		for _, f := range formats {
			r, ok := byKey[sizeKey{ds, f, c}]
			present = present || ok
			g.Slots = append(g.Slots, view.BarValue{Ok: ok, V: float64(r.Bytes),
				Tip: fmt.Sprintf("%s, %s, %s: %s bytes", datasetTitle(ds, endpoint), b.pal.FormatOf(f).Name, c, view.FormatInt(int64(r.Bytes)))})
		}
		if present {
			p.Groups = append(p.Groups, g)
		}
	}
	if len(p.Groups) == 0 {
		return "", false
	}
	if len(p.Groups) == 1 {
		p.Subtitle = "compressed: " + p.Groups[0].Label
	}
	return p.Render(), true
}

func writeSizeMD(m *view.MDWriter, s *sizeView) {
	m.Printf("\n## Payload sizes — %s\n\n", view.MDText(s.Run.Name()))
	m.Printf("Bytes per dataset, format and content coding, and the ratio to JSON in the same coding (KB = 1,000 bytes). Config %s.\n\n", view.MDCode(s.Run.ConfigLine()))
	head := []string{"dataset", "format"}
	for _, c := range s.Codings {
		head = append(head, ">"+c, ">× JSON")
	}
	if s.HasPub {
		head = append(head, "published by the article")
	}
	m.Header(head...)
	for _, r := range s.Rows {
		cells := []string{datasetTitle(r.Dataset, r.Endpoint), r.Format.Name}
		for _, c := range r.Cells {
			cells = append(cells, c.Bytes, c.Ratio)
		}
		if s.HasPub {
			cells = append(cells, view.PubText(r.Pub))
		}
		m.Row(cells...)
	}
	view.WriteNotesMD(m, s.Notes)
}
