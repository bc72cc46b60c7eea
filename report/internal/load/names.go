package load

import (
	"regexp"
	"strconv"
	"strings"
)

// Load runs carry no format or coding field: what a run measured is in
// its name, which `bench suite` writes as words — "seed000 json gzip 100
// users", "seed003 save proto rest 1000 rps", "seed004 get people json
// identity 4 users". parseRunName reads each word into the dimension it
// sets, so runs that differ in one word can be put side by side:
//
//   - seed: seedNNN, the scenario; never compared across;
//   - format: a codec name or alias (json, proto/protobuf/pb,
//     flatbuffers/fb, msgpack, xml);
//   - coding: identity/uncompressed, gzip, br/brotli, zstd, deflate;
//   - protocol: rest, grpc, grpc-web, connect, http/1.1 (h1, http1), h2c,
//     h2 (http2) — combined with LoadRun.Protocol, which always says how
//     the bytes travelled;
//   - load: a number and a unit, "100 users" or "1000 rps" (also "100users",
//     "req/s"); LoadRun's Users or planned rate win over the name;
//   - everything else ("save", "get", "people") is the variant: words
//     compared position by position.
//
// Words are matched case-insensitively; the first word of a dimension
// sets it and a second one is kept as a variant word.

// Dimensions along which runs are compared, in the order the report
// shows them.
const (
	dimFormat   = "format"
	dimProtocol = "protocol"
	dimCoding   = "coding"
	dimLoad     = "load"
	dimVariant  = "variant"
	// dimArticle marks the scenario word, which no comparison varies.
	dimArticle = "seed"
)

var formatAliases = map[string]string{
	"json": "json", "proto": "proto", "protobuf": "proto", "pb": "proto",
	"flatbuffers": "flatbuffers", "flatbuffer": "flatbuffers", "flatbuf": "flatbuffers", "fb": "flatbuffers",
	"msgpack": "msgpack", "messagepack": "msgpack", "mp": "msgpack", "xml": "xml",
}

var codingAliases = map[string]string{
	"identity": "identity", "uncompressed": "identity", "gzip": "gzip", "br": "br", "brotli": "br",
	"zstd": "zstd", "deflate": "deflate",
}

var protocolAliases = map[string]string{
	"rest": "rest", "grpc": "grpc", "grpc-web": "grpc-web", "connect": "connect",
	"http/1.1": "http/1.1", "http1": "http/1.1", "h1": "http/1.1", "h2c": "h2c", "h2": "h2", "http2": "h2",
}

var loadUnits = map[string]string{"users": "users", "user": "users", "vus": "users", "rps": "rps", "req/s": "rps"}

var (
	articleWord = regexp.MustCompile(`^seed\d+$`)
	gluedLoad   = regexp.MustCompile(`^(\d+(?:\.\d+)?)(users|user|vus|rps)$`)
)

// runName is a run name read word by word.
type runName struct {
	article  string
	format   string
	coding   string
	protocol string // the name's word: rest, grpc, h2c…
	load     string // "100 users", as written
	// variant is every other word, in order.
	variant []string
	// words are the name's words as written, each with the dimension it
	// set ("" for variant words), to name a group by what its runs share.
	words []nameWord
}

// nameWord is one word of a name (a load word is "100 users").
type nameWord struct {
	text string
	dim  string
}

// FormatOf is the wire format a run's name says it used ("proto" for
// "seed003 save protobuf 1000 rps"), or "" when it names none.
func FormatOf(name string) string { return parseRunName(name).format }

// parseRunName reads a run name.
func parseRunName(name string) runName {
	var n runName
	fields := strings.Fields(name)
	for i := 0; i < len(fields); i++ {
		w := fields[i]
		lw := strings.ToLower(w)
		set := func(dst *string, v, dim string) {
			if *dst == "" {
				*dst = v
				n.words = append(n.words, nameWord{w, dim})
				return
			}
			n.variant = append(n.variant, lw)
			n.words = append(n.words, nameWord{w, ""})
		}
		if i+1 < len(fields) {
			if _, err := strconv.ParseFloat(lw, 64); err == nil {
				if u, ok := loadUnits[strings.ToLower(fields[i+1])]; ok {
					w = w + " " + fields[i+1]
					set(&n.load, lw+" "+u, dimLoad)
					i++
					continue
				}
			}
		}
		if m := gluedLoad.FindStringSubmatch(lw); m != nil {
			set(&n.load, m[1]+" "+loadUnits[m[2]], dimLoad)
			continue
		}
		switch {
		case articleWord.MatchString(lw) && n.article == "":
			n.article = lw
			n.words = append(n.words, nameWord{w, dimArticle})
		case formatAliases[lw] != "":
			set(&n.format, formatAliases[lw], dimFormat)
		case codingAliases[lw] != "":
			set(&n.coding, codingAliases[lw], dimCoding)
		case protocolAliases[lw] != "":
			set(&n.protocol, protocolAliases[lw], dimProtocol)
		default:
			n.variant = append(n.variant, lw)
			n.words = append(n.words, nameWord{w, ""})
		}
	}
	return n
}

// without is the name's words minus those that set dim (and, for the
// variant dimension, minus the variant word at index vi): what the runs
// of a group share.
func (n runName) without(dim string, vi int) string {
	var out []string
	v := -1
	for _, w := range n.words {
		isVariant := w.dim == ""
		if isVariant {
			v++
		}
		if dim != dimVariant && w.dim == dim {
			continue
		}
		if dim == dimVariant && isVariant && v == vi {
			continue
		}
		out = append(out, w.text)
	}
	return strings.Join(out, " ")
}
