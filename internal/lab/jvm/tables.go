package jvm

import (
	"cmp"
	"fmt"
	"io"
	"log/slog"
	"strconv"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/internal/lab/harness"
	"github.com/polywire/polywire/results"
)

// WarnHTTP logs the rows whose requests used another HTTP version than
// want (an Upgrade the client did not make, say): they are kept, and the
// report shows the version each row used.
func WarnHTTP(log *slog.Logger, want string, rows []results.DecodeRow) {
	n, got := 0, ""
	for _, r := range rows {
		if !r.Failed && r.HTTP != "" && r.HTTP != want {
			n++
			got = r.HTTP
		}
	}
	if n > 0 {
		log.Warn("bench jvm: requests used another HTTP version than -http", "want", want, "got", got, "rows", n)
	}
}

// Failures is the run's error when any measurement failed or none was
// made: the failures, one a line on w, and the first causes.
func Failures(w io.Writer, f *results.File) error {
	if len(f.Decodes) == 0 && len(f.Codecs) == 0 && len(f.Streams) == 0 {
		return &bench.UsageError{Msg: "bench jvm: the lab measured nothing (0 rows; no results written)", Try: "check -experiments and -decoders against the lab's names"}
	}
	return harness.Failures{
		Command: "bench jvm",
		Row: func(r results.DecodeRow) string {
			return fmt.Sprintf("%s %s %s %s %s", r.Dataset, r.Format, r.Decoder, r.Coding, cmp.Or(r.HTTP, "-"))
		},
		Cause: func(r results.DecodeRow) string { return r.Dataset + " " + r.Format + " " + r.Decoder + " " + r.Coding },
		Try:   "rerun; a failed measurement is never counted (the lab's output above says more)",
	}.Check(w, f.Decodes)
}

// PrintDecodes prints the table: one row per measurement, failed ones
// with their error instead of numbers; nothing for no rows.
func PrintDecodes(w io.Writer, rows []results.DecodeRow) {
	if len(rows) == 0 {
		return
	}
	harness.PrintDecodes(w, "dataset\tformat\tdecoder\tcoding\thttp\twire bytes\tprocessing ms (median)\ttotal ms (median)\talloc/decode\titems\t", rows,
		func(r results.DecodeRow) []string {
			return []string{r.Dataset, r.Format, r.Decoder, r.Coding, cmp.Or(r.HTTP, "—")}
		},
		func(r results.DecodeRow) []string {
			return []string{strconv.Itoa(r.WireBytes), fmt.Sprintf("%.3f", r.Decode.Median), fmt.Sprintf("%.3f", r.Total.Median),
				allocText(r.AllocBytes), strconv.Itoa(r.Items)}
		})
}

// PrintCodecs prints JMH's rows: ns/op median ± stddev, B/op, MB/s.
func PrintCodecs(w io.Writer, rows []results.CodecRow) {
	tw := harness.Table(w)
	fmt.Fprintln(tw, "JMH dataset\tlibrary\tformat\top\tbytes\tns/op (median)\t± stddev\tB/op\tMB/s\t")
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%.0f\t%.0f\t%s\t%.1f\t\n", r.Dataset, r.Library, r.Format, r.Op, r.Bytes,
			r.NsPerOp.Median, r.NsPerOp.Stddev, allocText(r.BytesPerOp), r.MBPerS)
	}
	_ = tw.Flush()
}

// allocText prints bytes allocated: "—" when not measured, else in the
// unit that suits them.
func allocText(b float64) string {
	switch {
	case b <= 0:
		return "—"
	case b >= 1<<20:
		return fmt.Sprintf("%.1f MiB", b/(1<<20))
	case b >= 1<<10:
		return fmt.Sprintf("%.1f KiB", b/(1<<10))
	}
	return fmt.Sprintf("%.0f B", b)
}

// PrintStreams prints the stream experiment's rows: time to the first
// row and to the last, medians in milliseconds.
func PrintStreams(w io.Writer, rows []results.StreamRow) {
	tw := harness.Table(w)
	fmt.Fprintln(tw, "stream endpoint\tframing\tformat\tdecoder\tcoding\thttp\trows\twire bytes\tfirst row ms (median)\ttotal ms (median)\t")
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%d\t%d\t%.3f\t%.3f\t\n", r.Endpoint, r.Framing, r.Format, r.Decoder, r.Coding,
			cmp.Or(r.Protocol, "—"), r.Rows, r.WireBytes, r.FirstRow.Median, r.Total.Median)
	}
	_ = tw.Flush()
}
