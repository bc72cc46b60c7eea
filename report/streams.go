package report

import (
	"slices"

	"github.com/polywire/polywire/report/internal/view"
	"github.com/polywire/polywire/results"
)

// Time to first row (results.StreamRow: `polywire bench stream`, and the
// browser and JVM labs' streams): per run, one table of how soon a client
// holds the first row of seed 004's people read as a server stream in
// each framing, and the last, against the same people in one body. Each
// runtime's rows come from its own file, so the tables stay per run; the
// ratio is taken within the run: the one body's total (the same format's
// body when the run has one, else its fastest body, at the same coding
// and protocol) over the stream's first row — how much sooner a stream
// puts a row in the client's hands.

// streamsView is one run's time-to-first-row table.
type streamsView struct {
	Run     *view.Run
	Runtime string
	Rows    []streamViewRow
}

// streamViewRow is one framing · format · coding of the run.
type streamViewRow struct {
	Framing, Format, Decoder, Coding, Protocol string
	Rows, Bytes, FirstRow, Total, Ratio        string
}

// streamRuntime names the client runtime a run's streams were read in.
func streamRuntime(f *results.File) string {
	name := map[string]string{results.KindStream: "Go", results.KindBrowser: "browser", results.KindNode: "Node.js", results.KindJVM: "JVM"}[f.Kind]
	if name == "" {
		name = f.Kind
	}
	if f.Runtime != nil && f.Runtime.Name != "" {
		name += " (" + f.Runtime.Name + " " + f.Runtime.Version + ")"
	}
	return name
}

func (b *builder) streams(run *view.Run, f *results.File) *streamsView {
	v := &streamsView{Run: run, Runtime: streamRuntime(f)}
	type key struct{ coding, protocol string }
	bodies := map[key][]results.StreamRow{}
	for _, r := range f.Streams {
		if r.Framing == "body" && r.Total.N > 0 {
			k := key{r.Coding, r.Protocol}
			bodies[k] = append(bodies[k], r)
		}
	}
	for _, r := range f.Streams {
		row := streamViewRow{Framing: r.Framing, Format: r.Format, Decoder: r.Decoder, Coding: r.Coding, Protocol: r.Protocol,
			Rows: view.FormatInt(int64(r.Rows)), Bytes: view.FormatInt(int64(r.WireBytes)),
			FirstRow: view.FormatNum(r.FirstRow.Median), Total: view.FormatNum(r.Total.Median), Ratio: "—"}
		if r.FirstRow.N == 0 {
			row.FirstRow, row.Total = "—", "—"
		}
		if bs := bodies[key{r.Coding, r.Protocol}]; r.Framing != "body" && len(bs) > 0 && r.FirstRow.Median > 0 {
			i := slices.IndexFunc(bs, func(b results.StreamRow) bool { return b.Format == r.Format })
			if i < 0 { // no body in this format: the fastest one
				i = 0
				for j, b := range bs {
					if b.Total.Median < bs[i].Total.Median {
						i = j
					}
				}
			}
			row.Ratio = view.FormatTimes(bs[i].Total.Median/r.FirstRow.Median) + " (" + bs[i].Format + " body, " + view.FormatInt(int64(bs[i].Rows)) + " rows)"
		}
		v.Rows = append(v.Rows, row)
	}
	return v
}

func writeStreamsMD(m *view.MDWriter, v *streamsView) {
	m.Printf("\n## Time to first row — %s, %s%s\n\n", view.MDText(v.Run.Name()), view.MDText(v.Runtime), mdSample(v.Run))
	m.Printf("Milliseconds, medians: from sending the request to the first row decoded, and to the last; one body ÷ first row is the one body's total over the stream's first row. Config %s.\n\n", view.MDCode(v.Run.ConfigLine()))
	m.Header("framing", "format", "decoder", "coding", "protocol", ">rows", ">wire bytes", ">first row ms", ">total ms", ">one body ÷ first row")
	for _, r := range v.Rows {
		m.Row(r.Framing, r.Format, r.Decoder, r.Coding, r.Protocol, r.Rows, r.Bytes, r.FirstRow, r.Total, r.Ratio)
	}
}
