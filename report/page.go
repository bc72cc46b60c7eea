package report

import (
	"strings"

	"github.com/polywire/polywire/report/internal/load"
	"github.com/polywire/polywire/report/internal/view"
)

// page is everything the templates render: one view per section, in page
// order (page.html.tmpl), each built by the builder in build.go.
type page struct {
	Provenance *provenanceView
	Verdict    *verdictView
	Trust      *trustView
	Runs       []*view.Run
	Machines   int
	Legend     []view.Format
	Sizes      []*sizeView
	Codecs     []*codecView
	Clients    []*clientView
	Runtimes   *runtimesView
	Streams    []*streamsView
	Load       *load.Section
	Unknown    []*view.Run
	Articles   []view.ArticleNote
	Figures    []figureRow
	Latency    []load.LatencyRow
}

// builder carries what building one page needs across sections.
type builder struct {
	pal *view.Palette
	// ours collects, per figure id, the measurements matched to it.
	ours map[string][]string
}

// match records a measurement of run matched to a published figure.
func (b *builder) match(fig string, run *view.Run, text string) {
	b.ours[fig] = append(b.ours[fig], run.Name()+": "+text)
}

// runtimeCaveat is the caveat beside a figure an article measured in
// client runtime theirs (described by where) when ours is another one:
// "seed 004, measured in browsers (protobuf.js); ours: Go client — not
// the same runtime". It is empty when the runtimes are the same, which a
// browser or JVM run of ours will be for the seeds' browser and Java
// figures.
func runtimeCaveat(article, theirs, where, ours string) string {
	if theirs == ours {
		return ""
	}
	return "seed " + article + ", measured in " + where + "; ours: " + runtimeName(ours) + " client — not the same runtime"
}

// runtimeName names a client runtime key for readers.
func runtimeName(key string) string {
	for _, s := range runtimeSources {
		if s.key == key {
			return s.name
		}
	}
	return key
}

// normKey reduces a dataset or endpoint name to letters and digits,
// lower-case, so "accountList", "/accountList" and "account_list" match.
func normKey(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
		}
	}
	return b.String()
}
