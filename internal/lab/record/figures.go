package record

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"

	"github.com/polywire/polywire/results"
)

// A figure is a number the docs quote in prose from a run of record —
// "reads 50,000 people 1.3× faster than JSON.parse" — written between
// markers, <!--fig:NAME-->1.3×<!--/fig-->, so that WriteDocs rewrites it
// from the results file and CheckDocs fails when the two disagree: a
// figure cannot outlive its run. Tables need no markers: the report
// block is rendered whole and compared whole.
type figure struct {
	name string
	// step is the results file the figure is read from.
	step    string
	compute func(f *results.File) (string, error)
}

// figures are every named figure the docs may quote.
var figures = []figure{
	// The browser codec suite (bench browser -suite codec): each decoder
	// called on the same /people bytes in headless Chromium.
	{"pwts-people-best-vs-json", "browser-codec", func(f *results.File) (string, error) {
		js, err := codecMedian(f, "people", "JSON.parse", "", "decode")
		if err != nil {
			return "", err
		}
		best, _, err := fastestPWTS(f, "people")
		if err != nil {
			return "", err
		}
		return ratio(js / best), nil
	}},
	{"pwts-people-best-format", "browser-codec", func(f *results.File) (string, error) {
		_, format, err := fastestPWTS(f, "people")
		return formatName(format), err
	}},
	{"pwts-people-proto-vs-protobufjs", "browser-codec", func(f *results.File) (string, error) {
		return codecRatio(f, "people", "protobufjs", "polywire-ts", "proto", "decode", "decode")
	}},
	{"pwts-people-first-row-vs-json", "browser-codec", func(f *results.File) (string, error) {
		js, err := codecMedian(f, "people", "JSON.parse", "", "decode")
		if err != nil {
			return "", err
		}
		first, err := codecMedian(f, "people", "polywire-ts", "proto", "first-row")
		if err != nil {
			return "", err
		}
		return ratio(js / first), nil
	}},
	{"pwts-people-encode-vs-stringify", "browser-codec", func(f *results.File) (string, error) {
		js, err := codecMedian(f, "people", "JSON.stringify", "", "encode")
		if err != nil {
			return "", err
		}
		pw, err := codecMedian(f, "people", "polywire-ts", "proto", "encode")
		if err != nil {
			return "", err
		}
		return ratio(js / pw), nil
	}},
	// The lab page (bench browser): fetch, then decode, of /people — the
	// decode alone, the fastest of any coding, as the verdict reads it —
	// polywire-ts's fastest decoder against JSON.parse.
	{"lab-people-pwts-vs-json", "browser", func(f *results.File) (string, error) {
		js, pw := math.Inf(1), math.Inf(1)
		for _, r := range f.Decodes {
			if r.Dataset != "people" || r.Op == results.OpPost || r.Failed || r.Decode.Median <= 0 {
				continue
			}
			switch {
			case r.Decoder == "JSON.parse":
				js = min(js, r.Decode.Median)
			case strings.HasPrefix(r.Decoder, "polywire-ts"):
				pw = min(pw, r.Decode.Median)
			}
		}
		if math.IsInf(js, 1) || math.IsInf(pw, 1) {
			return "", errors.New("no JSON.parse and polywire-ts rows for people")
		}
		return ratio(js / pw), nil
	}},
	// The load suite.
	{"suite-trustworthy", "suite", func(f *results.File) (string, error) {
		ok := 0
		for i := range f.Loads {
			if f.Loads[i].Trustworthy() {
				ok++
			}
		}
		return fmt.Sprintf("%d of %d", ok, len(f.Loads)), nil
	}},
}

// ratio prints a speed-up: "1.3×", "12×".
func ratio(r float64) string {
	if r >= 10 {
		return fmt.Sprintf("%.0f×", r)
	}
	return fmt.Sprintf("%.1f×", r)
}

var formatNames = map[string]string{"json": "JSON", "proto": "Protobuf", "flatbuffers": "FlatBuffers", "msgpack": "MessagePack", "xml": "XML"}

func formatName(f string) string { return formatNames[f] }

// codecMedian is the median ns/op of one codec-suite row; format ""
// takes the library's only format.
func codecMedian(f *results.File, dataset, library, format, op string) (float64, error) {
	for _, r := range f.Codecs {
		if r.Dataset == dataset && r.Library == library && (format == "" || r.Format == format) && r.Op == op && r.NsPerOp.Median > 0 {
			return r.NsPerOp.Median, nil
		}
	}
	return 0, fmt.Errorf("no %s %s %s row for %s", library, format, op, dataset)
}

// codecRatio is a's median over b's, both in format.
func codecRatio(f *results.File, dataset, a, b, format, opA, opB string) (string, error) {
	x, err := codecMedian(f, dataset, a, format, opA)
	if err != nil {
		return "", err
	}
	y, err := codecMedian(f, dataset, b, format, opB)
	if err != nil {
		return "", err
	}
	return ratio(x / y), nil
}

// fastestPWTS is polywire-ts's fastest full decode of dataset, in any
// format, and that format.
func fastestPWTS(f *results.File, dataset string) (float64, string, error) {
	best, format := math.Inf(1), ""
	for _, r := range f.Codecs {
		if r.Dataset == dataset && strings.HasPrefix(r.Library, "polywire-ts") && r.Op == "decode" && r.NsPerOp.Median > 0 && r.NsPerOp.Median < best {
			best, format = r.NsPerOp.Median, r.Format
		}
	}
	if format == "" {
		return 0, "", fmt.Errorf("no polywire-ts decode row for %s", dataset)
	}
	return best, format, nil
}

// figRE matches a marked figure: a name of figures, or a generic one
// (genericFigure).
var figRE = regexp.MustCompile(`<!--fig:([^>]+?)-->(.*?)<!--/fig-->`)

// genericFigure reads a figure named by its parts, for tables of
// codec-suite numbers that would otherwise need a name per cell:
//
//	ms:STEP:DATASET:LIB/FORMAT/OP          a median, in ms
//	ratio:STEP:DATASET:LIB/FORMAT/OP:LIB/FORMAT/OP   the first over the second: "2.3×"
//	best:STEP:DATASET                      JSON.parse's decode over polywire-ts's fastest
//
// A library's spaces are written "+" ("polywire-ts+msgpack").
func genericFigure(name string, files map[string]*results.File) (string, bool, error) {
	parts := strings.Split(name, ":")
	if len(parts) < 3 {
		return "", false, nil
	}
	f := files[parts[1]]
	if f == nil && (parts[0] == "ms" || parts[0] == "ratio" || parts[0] == "best") {
		return "", true, fmt.Errorf("reads the run %s.json, which is not in the record", parts[1])
	}
	row := func(spec string) (float64, error) {
		lib, rest, _ := strings.Cut(spec, "/")
		format, op, _ := strings.Cut(rest, "/")
		return codecMedian(f, parts[2], strings.ReplaceAll(lib, "+", " "), format, op)
	}
	switch {
	case parts[0] == "ms" && len(parts) == 4:
		v, err := row(parts[3])
		return millis(v), true, err
	case parts[0] == "ratio" && len(parts) == 5:
		a, err := row(parts[3])
		if err != nil {
			return "", true, err
		}
		b, err := row(parts[4])
		if err != nil {
			return "", true, err
		}
		return ratio(a / b), true, nil
	case parts[0] == "best" && len(parts) == 3:
		js, err := codecMedian(f, parts[2], "JSON.parse", "", "decode")
		if err != nil {
			return "", true, err
		}
		best, format, err := fastestPWTS(f, parts[2])
		if err != nil {
			return "", true, err
		}
		return ratio(js/best) + " (" + formatName(format) + ")", true, nil
	}
	return "", false, nil
}

// millis prints nanoseconds as milliseconds with three significant
// digits or so: "85.6", "0.57", "207".
func millis(ns float64) string {
	ms := ns / 1e6
	switch {
	case ms >= 100:
		return fmt.Sprintf("%.0f", ms)
	case ms >= 10:
		return fmt.Sprintf("%.1f", ms)
	case ms >= 0.1:
		return fmt.Sprintf("%.2f", ms)
	default:
		return fmt.Sprintf("%.4f", ms)
	}
}

// figureMismatch is a marked figure that disagrees with its run.
type figureMismatch struct {
	Doc, Name, Written, Computed string
}

// rewriteFigures rewrites every marked figure of doc from files (by step
// name), and lists those that changed. An unknown figure name, or one
// whose run is missing or lacks its rows, is an error.
func rewriteFigures(doc string, text []byte, files map[string]*results.File) ([]byte, []figureMismatch, error) {
	var errs []string
	var changed []figureMismatch
	out := figRE.ReplaceAllFunc(text, func(m []byte) []byte {
		sub := figRE.FindSubmatch(m)
		name, written := string(sub[1]), string(sub[2])
		var got string
		if g, ok, err := genericFigure(name, files); ok {
			if err != nil {
				errs = append(errs, fmt.Sprintf("%s: figure %s: %v", doc, name, err))
				return m
			}
			got = g
		} else {
			i := slices.IndexFunc(figures, func(f figure) bool { return f.name == name })
			if i < 0 {
				errs = append(errs, fmt.Sprintf("%s: unknown figure %q", doc, name))
				return m
			}
			fig := figures[i]
			f := files[fig.step]
			if f == nil {
				errs = append(errs, fmt.Sprintf("%s: figure %s reads the run %s.json, which is not in the record", doc, name, fig.step))
				return m
			}
			var err error
			if got, err = fig.compute(f); err != nil {
				errs = append(errs, fmt.Sprintf("%s: figure %s from %s.json: %v", doc, name, fig.step, err))
				return m
			}
		}
		if got != written {
			changed = append(changed, figureMismatch{Doc: doc, Name: name, Written: written, Computed: got})
		}
		return []byte("<!--fig:" + name + "-->" + got + "<!--/fig-->")
	})
	if len(errs) > 0 {
		return nil, nil, fmt.Errorf("record: %s", strings.Join(errs, "; "))
	}
	return out, changed, nil
}
