package report

import (
	"cmp"
	"slices"

	"github.com/polywire/polywire/results"
)

// formatInfo is how a wire format looks in every chart and table: the same
// colour everywhere, so a reader learns it once.
type formatInfo struct {
	key, name, short, color string
}

// Name is the format's display name, for templates.
func (f formatInfo) Name() string { return f.name }

// Color is the format's colour, for templates.
func (f formatInfo) Color() string { return f.color }

// knownFormats are the codec names of results files in display order. The
// colours are the Okabe–Ito palette, distinguishable with the common
// colour-vision deficiencies.
var knownFormats = []formatInfo{
	{"json", "JSON", "JSON", "#E69F00"},
	{"proto", "Protobuf", "Proto", "#0072B2"},
	{"flatbuffers", "FlatBuffers", "FlatBuf", "#009E73"},
	{"msgpack", "MessagePack", "MsgPack", "#CC79A7"},
	{"xml", "XML", "XML", "#D55E00"},
}

// extraColors colour formats this package does not know, in name order.
var extraColors = []string{"#56B4E9", "#8C6D1F", "#000000", "#F0E442", "#7F7F7F"}

// formatOf describes a format key; unknown keys keep their name and get a
// colour from extraColors by their rank among the unknown formats seen.
func (p *palette) formatOf(key string) formatInfo {
	for _, f := range knownFormats {
		if f.key == key {
			return f
		}
	}
	i := slices.Index(p.extra, key)
	if i < 0 {
		i = len(p.extra)
	}
	return formatInfo{key, key, key, extraColors[i%len(extraColors)]}
}

// palette knows the unknown formats of one report so their colours are
// stable across its charts.
type palette struct {
	extra []string
}

// newPalette collects the unknown formats of all inputs, sorted by name.
func newPalette(files []*results.File) *palette {
	seen := map[string]bool{}
	add := func(f string) {
		if f != "" && formatRank(f) == len(knownFormats) {
			seen[f] = true
		}
	}
	for _, f := range files {
		for _, r := range f.Sizes {
			add(r.Format)
		}
		for _, r := range f.Codecs {
			add(r.Format)
		}
		for _, r := range f.Client {
			add(r.Format)
		}
		for _, r := range f.Articles {
			add(r.Format)
		}
	}
	p := &palette{}
	for f := range seen {
		p.extra = append(p.extra, f)
	}
	slices.Sort(p.extra)
	return p
}

// formatRank orders formats: the known ones first, in knownFormats order.
func formatRank(key string) int {
	for i, f := range knownFormats {
		if f.key == key {
			return i
		}
	}
	return len(knownFormats)
}

// compareFormats sorts format keys in display order.
func compareFormats(a, b string) int {
	return cmp.Or(cmp.Compare(formatRank(a), formatRank(b)), cmp.Compare(a, b))
}

// sortedFormats returns the distinct formats among keys in display order.
func sortedFormats(keys []string) []string {
	out := slices.Clone(keys)
	slices.SortFunc(out, compareFormats)
	return slices.Compact(out)
}

// codingOrder is the order of content codings in tables and charts.
var codingOrder = []string{"identity", "gzip", "br", "zstd"}

func compareCodings(a, b string) int {
	ra, rb := slices.Index(codingOrder, a), slices.Index(codingOrder, b)
	if ra < 0 {
		ra = len(codingOrder)
	}
	if rb < 0 {
		rb = len(codingOrder)
	}
	return cmp.Or(cmp.Compare(ra, rb), cmp.Compare(a, b))
}

// protocolOrder is the order of HTTP protocols: seed 000's HTTP/1.1 first.
var protocolOrder = []string{"http/1.1", "h2c", "h2", "grpc", "rest", "connect", "grpc-web"}

func compareProtocols(a, b string) int {
	ra, rb := slices.Index(protocolOrder, a), slices.Index(protocolOrder, b)
	if ra < 0 {
		ra = len(protocolOrder)
	}
	if rb < 0 {
		rb = len(protocolOrder)
	}
	return cmp.Or(cmp.Compare(ra, rb), cmp.Compare(a, b))
}

// protocolLabels print protocol words and LoadRun.Protocol values.
var protocolLabels = map[string]string{
	"rest": "REST", "grpc": "gRPC", "grpc-web": "gRPC-Web", "connect": "Connect",
	"http/1.1": "HTTP/1.1", "h2c": "h2c", "h2": "h2 (TLS)",
}

func protocolLabel(p string) string { return cmp.Or(protocolLabels[p], p) }

// firstSeen returns the distinct keys in the order they first appear.
func firstSeen[T any](rows []T, key func(T) string) []string {
	var out []string
	seen := map[string]bool{}
	for _, r := range rows {
		k := key(r)
		if !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	return out
}
