package report

import (
	"cmp"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/polywire/polywire/report/internal/view"
	"github.com/polywire/polywire/results"
)

// This file is the verdict's collection: it reads the measurements the
// verdict compares out of the results files and, per dataset, picks the
// run and the numbers each cell rests on. verdict.go turns them into the
// section (columns, winners, margins, the basis of each row) and writes
// its Markdown; verdict.html.tmpl is its HTML.
//
// Client runtimes: the seeds decided their question in a client (an iOS
// app, Android phones, browsers, a JVM), so the decode and request
// columns are per runtime, each a row. A runtime is a list of decode and
// request measurements (clientRuntime); runtimeSources fills them from
// the results files. Go is filled from bench codec and bench client; the
// browser and Node from their runs' decode rows (kind "browser": the lab
// page in headless Chromium, JSON.parse, protobuf-es, protobuf.js…;
// kind "node": the same in Node.js). Those runtimes measure several
// decoders per format, so the verdict takes, per format, that runtime's
// fastest decoder (by median decode, and by median total for request +
// decode) and names it: the winner is the fastest format/decoder, JSON is
// its best decoder, and a failed row is never a candidate. The JVM (kind
// "jvm": clients/java's Jackson, Moshi, protobuf-java, Wire…) is read the
// same way, except that its decode is seed 002's processing time, which
// includes inflating a compressed body: its client decode column takes
// the uncompressed rows only, so it is the decode alone.

// decodeSample is one client runtime's measured decode of one dataset in
// one format by one decoder.
type decodeSample struct {
	dataset string // dataset key, see datasetIndex
	format  string
	decoder string
	ns      float64 // median nanoseconds per decode
	n       int     // repetitions behind the median
	input   *verdictInput
	// source ranks the kind of measurement within its runtime: the lowest
	// present for a dataset is used (Go: bench codec before bench client).
	source int
	// measure says what was measured, for the row's basis line.
	measure string
}

// requestSample is one client runtime's measured request + decode of one
// response.
type requestSample struct {
	dataset, format, coding, protocol string
	ms                                float64
	n                                 int
	input                             *verdictInput
	// decoder names the library when the runtime measured several per
	// format; via names the runtime itself for the basis line.
	decoder, via string
}

// clientRuntime is everything one client runtime measured.
type clientRuntime struct {
	key, name string
	decodes   []decodeSample
	requests  []requestSample
}

// runtimeSource fills a runtime from one results file.
type runtimeSource struct {
	key, name string
	collect   func(rt *clientRuntime, in *verdictInput, idx *datasetIndex)
}

// runtimeSources are the client runtimes the verdict knows, in the order
// of its rows. A new runtime is one entry here and its collect function.
var runtimeSources = []runtimeSource{
	{"go", "Go", collectGo},
	{runtimeBrowser, "Browser", collectDecodes(results.KindBrowser)},
	{"node", "Node.js", collectDecodes(results.KindNode)},
	{runtimeJVM, "JVM", collectDecodes(results.KindJVM)},
}

// collectDecodes reads a browser or Node run's decode rows: the decode
// alone of every GET, and request + decode (total) of every row, POSTs
// included (seed 004's POST of one person). Failed rows are skipped:
// they are no measurement.
func collectDecodes(kind string) func(rt *clientRuntime, in *verdictInput, idx *datasetIndex) {
	return func(rt *clientRuntime, in *verdictInput, idx *datasetIndex) {
		if in.f.Kind != kind {
			return
		}
		via := runtimeLabel(in.f)
		measure := via + ", fastest decoder per format, median ms"
		if kind == results.KindJVM {
			measure = via + ", processing (last byte → objects), uncompressed, fastest decoder per format, median ms"
		}
		// Seed 002's sweep (article50 … article500) is its own table in
		// the JVM's section; the verdict takes its largest article, as it
		// takes the browser's one article, rather than ten rows of one
		// experiment.
		largest := ""
		if kind == results.KindJVM {
			largest = largestArticle(in.f.Decodes)
		}
		for _, r := range in.f.Decodes {
			if largest != "" && strings.HasPrefix(r.Dataset, "article") && r.Dataset != largest {
				continue
			}
			// A lazy decoder ("flatbuffers lazy") defers its reads to
			// when the app touches a field: as Go's one-field read, it is
			// shown in its section and never a verdict candidate.
			if r.Failed || isLazyDecoder(r.Decoder) {
				continue
			}
			// By dataset alone: the POST's endpoint is /people, another
			// dataset's.
			k := idx.key(r.Dataset, "")
			// The JVM's decode of a compressed body includes inflating it.
			inflates := kind == results.KindJVM && r.Coding != "identity" && r.Coding != ""
			if r.Op != results.OpPost && r.Decode.Median > 0 && !inflates {
				rt.decodes = append(rt.decodes, decodeSample{
					dataset: k, format: r.Format, decoder: r.Decoder, ns: r.Decode.Median * 1e6, n: r.Decode.N,
					input: in, measure: measure,
				})
			}
			if r.Total.Median > 0 {
				rt.requests = append(rt.requests, requestSample{dataset: k, format: r.Format, coding: r.Coding, protocol: r.Protocol,
					ms: r.Total.Median, n: r.Total.N, input: in, decoder: r.Decoder, via: via})
			}
		}
	}
}

// largestArticle is the article<N> dataset of rows with the most
// subsections, or "" when there is none.
func largestArticle(rows []results.DecodeRow) string {
	best, bestN := "", -1
	for _, r := range rows {
		if n, err := strconv.Atoi(strings.TrimPrefix(r.Dataset, "article")); err == nil && strings.HasPrefix(r.Dataset, "article") && n > bestN {
			best, bestN = r.Dataset, n
		}
	}
	return best
}

// Go's decode measurements, best first.
const (
	goSourceCodec  = 0 // bench codec: polywire decode, ns/op
	goSourceClient = 1 // bench client: decode per request, ms
)

// collectGo reads Go's decodes from codec runs (polywire, full decode)
// and its requests and decodes from client runs.
func collectGo(rt *clientRuntime, in *verdictInput, idx *datasetIndex) {
	if in.f.Kind == results.KindJVM {
		return // its codec rows are JMH's, of JVM libraries
	}
	for _, r := range in.f.Codecs {
		if r.Library != libPolywire || r.Op != results.OpDecode || r.NsPerOp.Median <= 0 {
			continue
		}
		rt.decodes = append(rt.decodes, decodeSample{
			dataset: idx.key(r.Dataset, ""), format: r.Format, decoder: r.Library, ns: r.NsPerOp.Median, n: r.NsPerOp.N,
			input: in, source: goSourceCodec, measure: "polywire, median ns/op",
		})
	}
	for _, r := range in.f.Client {
		if r.Total.Median <= 0 {
			continue
		}
		k := idx.key("", r.Endpoint)
		rt.requests = append(rt.requests, requestSample{dataset: k, format: r.Format, coding: r.Coding, protocol: r.Protocol, ms: r.Total.Median, n: r.Total.N, input: in})
		if r.Coding == "identity" && r.Decode.Median > 0 {
			rt.decodes = append(rt.decodes, decodeSample{
				dataset: k, format: r.Format, decoder: "bench client (" + r.Protocol + ")", ns: r.Decode.Median * 1e6, n: r.Decode.N,
				input: in, source: goSourceClient, measure: "per request, " + view.ProtocolLabel(r.Protocol) + ", median ms",
			})
		}
	}
}

// isLazyDecoder reports whether a client runtime's decoder is a lazy one,
// by the lab page's naming ("flatbuffers lazy").
func isLazyDecoder(name string) bool { return strings.Contains(strings.ToLower(name), "lazy") }

// libPolywire is the server's own codec library in codec results.
const libPolywire = "polywire"

// verdictInput is one results file the verdict reads.
type verdictInput struct {
	run *view.Run
	f   *results.File
	hw  string
	// small is the run's small-sample mark, "" when it is not one.
	small string
}

// datasetIndex names datasets across kinds: size rows carry a dataset
// and its endpoint, codec rows a dataset, client rows an endpoint; all
// three meet on normKey ("account1" = "/account/1").
type datasetIndex struct {
	order []string
	title map[string]string
	alias map[string]string
}

func newDatasetIndex() *datasetIndex {
	return &datasetIndex{title: map[string]string{}, alias: map[string]string{}}
}

// add registers a dataset (and its endpoint) and returns its key.
func (x *datasetIndex) add(dataset, endpoint string) string {
	k := x.key(dataset, endpoint)
	if _, ok := x.title[k]; !ok {
		x.order = append(x.order, k)
		x.title[k] = datasetTitle(dataset, endpoint)
		if dataset == "" {
			x.title[k] = endpoint
		}
	}
	for _, a := range []string{normKey(dataset), normKey(endpoint)} {
		if a != "" && x.alias[a] == "" {
			x.alias[a] = k
		}
	}
	return k
}

// key is the dataset's key: the one an alias already names, else its own.
func (x *datasetIndex) key(dataset, endpoint string) string {
	for _, a := range []string{normKey(dataset), normKey(endpoint)} {
		if k, ok := x.alias[a]; ok && a != "" {
			return k
		}
	}
	if k := normKey(dataset); k != "" {
		return k
	}
	if k := normKey(endpoint); k != "" {
		return k
	}
	return "raw:" + dataset + "\x00" + endpoint
}

// measurements is what the verdict compares, read from the inputs: the
// datasets, named alike across kinds, and every client runtime's decodes
// and requests. Its methods pick, per dataset, the run and the numbers a
// cell rests on.
type measurements struct {
	inputs   []*verdictInput
	idx      *datasetIndex
	runtimes []*clientRuntime
}

// collect reads every input: the datasets of size, codec, client and
// decode rows, in that order, and each runtime of runtimeSources.
func collect(inputs []*verdictInput) *measurements {
	idx := newDatasetIndex()
	for _, in := range inputs {
		for _, r := range in.f.Sizes {
			idx.add(r.Dataset, r.Endpoint)
		}
	}
	for _, in := range inputs {
		for _, r := range in.f.Codecs {
			idx.add(r.Dataset, "")
		}
	}
	for _, in := range inputs {
		for _, r := range in.f.Client {
			idx.add("", r.Endpoint)
		}
	}
	for _, in := range inputs {
		for _, r := range in.f.Decodes {
			if !r.Failed {
				idx.add(r.Dataset, "")
			}
		}
	}
	var runtimes []*clientRuntime
	for _, src := range runtimeSources {
		rt := &clientRuntime{key: src.key, name: src.name}
		for _, in := range inputs {
			src.collect(rt, in, idx)
		}
		runtimes = append(runtimes, rt)
	}
	return &measurements{inputs: inputs, idx: idx, runtimes: runtimes}
}

// codings are the content codings measured, in display order: of sizes,
// and of requests + decodes.
func (ms *measurements) codings() (sizes, requests []string) {
	for _, in := range ms.inputs {
		for _, r := range in.f.Sizes {
			sizes = append(sizes, r.Coding)
		}
	}
	for _, rt := range ms.runtimes {
		for _, s := range rt.requests {
			requests = append(requests, s.coding)
		}
	}
	slices.SortFunc(sizes, view.CompareCodings)
	slices.SortFunc(requests, view.CompareCodings)
	return slices.Compact(sizes), slices.Compact(requests)
}

// bytesFor picks the sizes of dataset k, by coding and format: those of
// the first size run with the dataset.
func (ms *measurements) bytesFor(k string) (map[string]map[string]float64, *verdictInput) {
	for _, in := range ms.inputs {
		vals := map[string]map[string]float64{}
		for _, r := range in.f.Sizes {
			if ms.idx.key(r.Dataset, r.Endpoint) != k {
				continue
			}
			if vals[r.Coding] == nil {
				vals[r.Coding] = map[string]float64{}
			}
			if _, dup := vals[r.Coding][r.Format]; !dup {
				vals[r.Coding][r.Format] = float64(r.Bytes)
			}
		}
		if len(vals) > 0 {
			return vals, in
		}
	}
	return nil, nil
}

// encodeFor picks the server encode of dataset k by format: polywire's
// encoder in the chosen codec run (not a small sample if one is not),
// with the smallest n.
func (ms *measurements) encodeFor(k string) (map[string]float64, *verdictInput, int) {
	for _, in := range preferFull(ms.inputs) {
		if in.f.Kind == results.KindJVM {
			continue // JMH's rows are the JVM's libraries, not polywire's encoder
		}
		vals := map[string]float64{}
		n := math.MaxInt
		for _, r := range in.f.Codecs {
			if r.Library == libPolywire && r.Op == results.OpEncode && r.NsPerOp.Median > 0 && ms.idx.key(r.Dataset, "") == k {
				if _, dup := vals[r.Format]; !dup {
					vals[r.Format] = r.NsPerOp.Median
					n = min(n, r.NsPerOp.N)
				}
			}
		}
		if len(vals) > 0 {
			return vals, in, n
		}
	}
	return nil, nil, 0
}

// decodeFor picks the runtime's decode of dataset k: the best source
// present, from one run (not a small sample if one is not), and per
// format the fastest decoder. It returns the values, the run, what was
// measured, the decoder of each format and the smallest n.
func (rt *clientRuntime) decodeFor(k string) (map[string]float64, *verdictInput, string, map[string]string, int) {
	var cand []decodeSample
	for _, s := range rt.decodes {
		if s.dataset == k {
			cand = append(cand, s)
		}
	}
	if len(cand) == 0 {
		return nil, nil, "", nil, 0
	}
	best := slices.MinFunc(cand, func(x, y decodeSample) int {
		return cmp.Or(cmp.Compare(x.source, y.source), cmp.Compare(boolRank(x.input.small != ""), boolRank(y.input.small != "")), cmp.Compare(x.input.run.N, y.input.run.N))
	})
	vals, decoders := map[string]float64{}, map[string]string{}
	n := math.MaxInt
	for _, s := range cand {
		if s.source != best.source || s.input != best.input {
			continue
		}
		if cur, ok := vals[s.format]; !ok || s.ns < cur {
			vals[s.format], decoders[s.format] = s.ns, s.decoder
		}
		n = min(n, s.n)
	}
	return vals, best.input, best.measure, decoders, n
}

// requestsFor picks the runtime's request + decode of dataset k in one
// coding: one run, and in it the first protocol in protocolOrder; per
// format the fastest decoder, which it names when the runtime named one.
// via is the runtime as the run named it ("" for Go).
func (rt *clientRuntime) requestsFor(k, coding string) (vals map[string]float64, in *verdictInput, protocol string, decoders map[string]string, via string, n int) {
	var cand []requestSample
	for _, s := range rt.requests {
		if s.dataset == k && s.coding == coding {
			cand = append(cand, s)
		}
	}
	if len(cand) == 0 {
		return nil, nil, "", nil, "", 0
	}
	best := slices.MinFunc(cand, func(x, y requestSample) int {
		return cmp.Or(cmp.Compare(boolRank(x.input.small != ""), boolRank(y.input.small != "")), cmp.Compare(x.input.run.N, y.input.run.N), view.CompareProtocols(x.protocol, y.protocol))
	})
	vals, decoders = map[string]float64{}, map[string]string{}
	n = math.MaxInt
	for _, s := range cand {
		if s.input != best.input || s.protocol != best.protocol {
			continue
		}
		if cur, ok := vals[s.format]; !ok || s.ms*1e6 < cur {
			vals[s.format], decoders[s.format] = s.ms*1e6, s.decoder
		}
		n = min(n, s.n)
	}
	return vals, best.input, best.protocol, decoders, best.via, n
}

// preferFull orders inputs with the runs that are not small samples
// first, each part in input order.
func preferFull(inputs []*verdictInput) []*verdictInput {
	out := slices.Clone(inputs)
	slices.SortStableFunc(out, func(x, y *verdictInput) int {
		return cmp.Compare(boolRank(x.small != ""), boolRank(y.small != ""))
	})
	return out
}

func boolRank(b bool) int {
	if b {
		return 1
	}
	return 0
}
