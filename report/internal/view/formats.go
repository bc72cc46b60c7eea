package view

import (
	"cmp"
	"slices"

	"github.com/polywire/polywire/results"
)

// Format is how a wire format looks in every chart and table: the same
// colour everywhere, so a reader learns it once.
type Format struct {
	Key, Name, short, Color string
}

// KnownFormats are the codec names of results files in display order. The
// colours are the Okabe–Ito palette, distinguishable with the common
// colour-vision deficiencies.
var KnownFormats = []Format{
	{"json", "JSON", "JSON", "#E69F00"},
	{"proto", "Protobuf", "Proto", "#0072B2"},
	{"flatbuffers", "FlatBuffers", "FlatBuf", "#009E73"},
	{"msgpack", "MessagePack", "MsgPack", "#CC79A7"},
	{"xml", "XML", "XML", "#D55E00"},
}

// extraColors colour formats this package does not know, in name order.
var extraColors = []string{"#56B4E9", "#8C6D1F", "#000000", "#F0E442", "#7F7F7F"}

// FormatOf describes a format key; unknown keys keep their name and get a
// colour from extraColors by their rank among the unknown formats seen.
func (p *Palette) FormatOf(key string) Format {
	for _, f := range KnownFormats {
		if f.Key == key {
			return f
		}
	}
	i := slices.Index(p.extra, key)
	if i < 0 {
		i = len(p.extra)
	}
	return Format{key, key, key, extraColors[i%len(extraColors)]}
}

// Palette knows the unknown formats of one report so their colours are
// stable across its charts.
type Palette struct {
	extra []string
}

// NewPalette collects the unknown formats of all inputs, sorted by name.
func NewPalette(files []*results.File) *Palette {
	seen := map[string]bool{}
	add := func(f string) {
		if f != "" && FormatRank(f) == len(KnownFormats) {
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
	p := &Palette{}
	for f := range seen {
		p.extra = append(p.extra, f)
	}
	slices.Sort(p.extra)
	return p
}

// FormatRank orders formats: the known ones first, in knownFormats order.
func FormatRank(key string) int {
	for i, f := range KnownFormats {
		if f.Key == key {
			return i
		}
	}
	return len(KnownFormats)
}

// CompareFormats sorts format keys in display order.
func CompareFormats(a, b string) int {
	return cmp.Or(cmp.Compare(FormatRank(a), FormatRank(b)), cmp.Compare(a, b))
}

// SortedFormats returns the distinct formats among keys in display order.
func SortedFormats(keys []string) []string {
	out := slices.Clone(keys)
	slices.SortFunc(out, CompareFormats)
	return slices.Compact(out)
}

// CodingOrder is the order of content codings in tables and charts.
var CodingOrder = []string{"identity", "gzip", "br", "zstd"}

// CompareCodings sorts content codings in CodingOrder, unknown ones last by name.
func CompareCodings(a, b string) int { return CompareIn(CodingOrder, a, b) }

// CompareIn sorts a and b by their place in order, those not in it last
// and by name.
func CompareIn(order []string, a, b string) int {
	ra, rb := slices.Index(order, a), slices.Index(order, b)
	if ra < 0 {
		ra = len(order)
	}
	if rb < 0 {
		rb = len(order)
	}
	return cmp.Or(cmp.Compare(ra, rb), cmp.Compare(a, b))
}

// ProtocolOrder is the order of HTTP protocols: seed 000's HTTP/1.1 first.
var ProtocolOrder = []string{"http/1.1", "h2c", "h2", "grpc", "rest", "connect", "grpc-web"}

// CompareProtocols sorts protocols in ProtocolOrder, unknown ones last by name.
func CompareProtocols(a, b string) int { return CompareIn(ProtocolOrder, a, b) }

// protocolLabels print protocol words and LoadRun.Protocol values.
var protocolLabels = map[string]string{
	"rest": "REST", "grpc": "gRPC", "grpc-web": "gRPC-Web", "connect": "Connect",
	"http/1.1": "HTTP/1.1", "h2c": "h2c", "h2": "h2 (TLS)",
}

// ProtocolLabel prints a protocol word or LoadRun.Protocol value: "gRPC", "HTTP/1.1".
func ProtocolLabel(p string) string { return cmp.Or(protocolLabels[p], p) }

// FirstSeen returns the distinct keys in the order they first appear.
func FirstSeen[T any](rows []T, key func(T) string) []string {
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
