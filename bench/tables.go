package bench

import (
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/polywire/polywire/loadgen"
	"github.com/polywire/polywire/results"
)

// The tables the bench commands print on standard output, one per kind
// of row; polywire report renders the same rows as HTML and Markdown.

func table(w io.Writer) *tabwriter.Writer {
	return tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
}

// PrintSizes prints bench size's table: per payload and format, the bytes
// in every coding and the ratio to JSON.
func PrintSizes(w io.Writer, rows []results.SizeRow) {
	tw := table(w)
	fmt.Fprintln(tw, "payload\tformat\tidentity\tgzip\tbr\tzstd\tvs JSON\t")
	type key struct{ d, f string }
	sizes := map[key]map[string]results.SizeRow{}
	var order []key
	for _, r := range rows {
		k := key{r.Dataset, r.Format}
		if sizes[k] == nil {
			sizes[k] = map[string]results.SizeRow{}
			order = append(order, k)
		}
		sizes[k][r.Coding] = r
	}
	for _, k := range order {
		s := sizes[k]
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%d\t%d\t%.3f\t\n", k.d, k.f, s["identity"].Bytes, s["gzip"].Bytes, s["br"].Bytes, s["zstd"].Bytes, s["identity"].RatioToJSON)
	}
	_ = tw.Flush()
}

// PrintCodecs prints bench codec's table.
func PrintCodecs(w io.Writer, rows []results.CodecRow) {
	tw := table(w)
	fmt.Fprintln(tw, "dataset\tformat\tlibrary\top\tns/op (median)\tmin\tmax\tMB/s\tB/op\tallocs/op\t")
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%.0f\t%.0f\t%.0f\t%.1f\t%.0f\t%.0f\t\n", r.Dataset, r.Format, r.Library, r.Op,
			r.NsPerOp.Median, r.NsPerOp.Min, r.NsPerOp.Max, r.MBPerS, r.BytesPerOp, r.AllocsPerOp)
	}
	_ = tw.Flush()
}

// PrintClient prints bench client's table of endpoints.
func PrintClient(w io.Writer, rows []results.ClientRow) {
	tw := table(w)
	fmt.Fprintln(tw, "endpoint\tformat\tcoding\tbytes\trequest ms (median)\tdecode ms\ttotal ms\ttotal p95\t")
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%.2f\t%.2f\t%.2f\t%.2f\t\n", r.Endpoint, r.Format, r.Coding, r.WireBytes, r.Request.Median, r.Decode.Median, r.Total.Median, r.Total.P95)
	}
	_ = tw.Flush()
}

// PrintArticles prints seed 002's processing times after a blank line;
// nothing for no rows.
func PrintArticles(w io.Writer, rows []results.ArticleRow) {
	if len(rows) == 0 {
		return
	}
	tw := table(w)
	fmt.Fprintln(tw, "\nsections\tformat\tcoding\tprocessing ms (mean)\ttotal ms (mean)\t")
	for _, r := range rows {
		fmt.Fprintf(tw, "%d\t%s\t%s\t%.3f\t%.3f\t\n", r.Sections, r.Format, r.Coding, r.Processing.Mean, r.Total.Mean)
	}
	_ = tw.Flush()
}

// PrintLoads writes the runs' table: successes and failures apart, the
// latencies of successes only, and under it every failed run with why.
func PrintLoads(w io.Writer, runs []results.LoadRun) {
	tw := table(w)
	fmt.Fprintln(tw, "run\trequests\tOK req/s\tKO req/s\tKO %\tmean ms\tp50\tp95\tp98\tp99\tp99.9\tmax\tclient CPU %\t")
	for _, r := range runs {
		o := r.Overall
		name := r.Name
		switch {
		case r.Failed:
			name = "FAILED " + name
		case r.Client.Saturated:
			name = "SATURATED " + name
		}
		fmt.Fprintf(tw, "%s\t%d\t%.0f\t%.0f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.0f\t\n", name, o.Count, o.ReqPerSec, o.KOPerSec, o.KOPercent,
			o.MeanMs, o.P50Ms, o.P95Ms, o.P98Ms, o.P99Ms, o.P999Ms, o.MaxMs, r.Client.CPUPercent)
	}
	_ = tw.Flush()
	for _, r := range runs {
		if r.Failed {
			fmt.Fprintf(w, "FAILED %s: %s\n", r.Name, r.Failure)
		} else if len(r.KOCauses) > 0 {
			fmt.Fprintf(w, "KO in %s (%.2f%%, within -max-ko %g%%): %s\n", r.Name, r.Overall.KOPercent, r.MaxKOPercent, loadgen.CausesLine(r.KOCauses))
		}
	}
}

// PrintStreams prints bench stream's table: per framing, format and
// coding, the medians of the time to the first row and to the last.
func PrintStreams(w io.Writer, rows []results.StreamRow) {
	tw := table(w)
	fmt.Fprintln(tw, "framing\tformat\tcoding\trows\tbytes\tfirst row ms\ttotal ms\t")
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%d\t%.2f\t%.2f\t\n", r.Framing, r.Format, r.Coding, r.Rows, r.WireBytes, r.FirstRow.Median, r.Total.Median)
	}
	_ = tw.Flush()
}
