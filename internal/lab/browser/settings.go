package browser

import (
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/internal/lab/harness"
)

// Lab page vocabulary, checked before a browser starts so a typo is a
// usage error and not a ten-minute wait for a page that rejects it.
var (
	// Formats are the page's formats, every one measured by default.
	Formats        = []string{"json", "proto", "flatbuffers", "msgpack", "xml"}
	codings        = []string{"identity", "gzip", "br", "zstd"}
	protocols      = []string{"rest", "connect", "grpc-web"}
	datasets       = []string{"people", "account1", "account2", "accountList", "reports", "person", "article<N>"}
	articleDataset = regexp.MustCompile(`^article[1-9][0-9]*$`)
)

// The codec suite's vocabulary (clients/ts/src/codecbench.ts).
var (
	codecOps = []string{"decode", "first-row", "encode"}
	// codecDatasets are the GET datasets: the suite times bodies, and
	// seed 004's POST (person) has no body to fetch.
	codecDatasets = []string{"people", "account1", "account2", "accountList", "reports", "article<N>"}
)

// Settings are what the lab page measures; Query turns them into the
// page's automation query.
type Settings struct {
	Datasets, Formats, Decoders, Codings, Protocols []string
	Reps, Warmup                                    int
	// Suite is "request" (fetch and decode, per coding and protocol) or
	// "codec" (the codec suite's query); Libraries and Ops are the codec
	// suite's.
	Suite          string
	Libraries, Ops []string
	// Profiling is set by -cpuprofile; NoGC by -gc=false (both: no
	// forced collection before each batch).
	Profiling, NoGC bool
	// Smoke is $POLYWIRE_SMOKE=1: a run that checks the command, not the
	// numbers.
	Smoke bool
}

// Check refuses what the lab page does not know, before any browser runs.
func (s Settings) Check() error {
	switch s.Suite {
	case "request":
		if len(s.Libraries) > 0 || len(s.Ops) > 0 {
			return &bench.UsageError{Msg: "bench browser: -libraries and -ops are the codec suite's", Try: "-suite codec -libraries JSON.parse,polywire-ts"}
		}
	case "codec":
		if err := s.checkCodec(); err != nil {
			return err
		}
	default:
		return &bench.UsageError{Msg: fmt.Sprintf("bench browser: unknown -suite %q (known: request, codec)", s.Suite), Try: "-suite codec"}
	}
	if len(s.Datasets) == 0 {
		return &bench.UsageError{Msg: "bench browser: -datasets is empty", Try: "-datasets people,account2,article500"}
	}
	for _, d := range s.Datasets {
		if !slices.Contains(datasets, d) && !articleDataset.MatchString(d) {
			return &bench.UsageError{Msg: fmt.Sprintf("bench browser: unknown dataset %q (known: %s)", d, strings.Join(datasets, ", ")), Try: "-datasets people,account2,article500"}
		}
	}
	if err := harness.CheckVocabulary("bench browser",
		harness.Vocabulary{Flag: "formats", Got: s.Formats, Known: Formats, Try: "-formats json,proto"},
		harness.Vocabulary{Flag: "codings", Got: s.Codings, Known: codings, Try: "-codings identity,gzip"},
		harness.Vocabulary{Flag: "protocols", Got: s.Protocols, Known: protocols, Try: "-protocols rest,connect,grpc-web"},
	); err != nil {
		return err
	}
	if len(s.Codings) == 0 || len(s.Protocols) == 0 {
		return &bench.UsageError{Msg: "bench browser: -codings and -protocols need at least one value", Try: "-codings identity -protocols rest"}
	}
	return nil
}

// checkCodec refuses what the codec suite does not take. Library names
// are the page's to check (they grow with the registry); the page
// answers an unknown one with its list.
func (s Settings) checkCodec() error {
	for _, d := range s.Datasets {
		if d == "person" {
			return &bench.UsageError{Msg: fmt.Sprintf("bench browser: -suite codec times bodies it fetched; person is seed 004's POST, which the request suite measures (codec datasets: %s)", strings.Join(codecDatasets, ", ")), Try: "-suite codec -datasets people,account2,article500"}
		}
	}
	for _, o := range s.Ops {
		if !slices.Contains(codecOps, o) {
			return &bench.UsageError{Msg: fmt.Sprintf("bench browser: unknown -ops value %q (known: %s)", o, strings.Join(codecOps, ", ")), Try: "-ops decode,first-row,encode"}
		}
	}
	if len(s.Decoders) > 0 {
		return &bench.UsageError{Msg: "bench browser: -suite codec takes -libraries, not -decoders", Try: "-suite codec -libraries JSON.parse,polywire-ts"}
	}
	return nil
}

// Query is the lab page's automation query: run=1 and every setting.
func (s Settings) Query() string {
	if s.Suite == "codec" {
		return s.codecQuery()
	}
	// Built by hand, not url.Values.Encode: the commas stay commas and the
	// keys keep the contract's order, so the URL printed is the one a
	// person would type.
	parts := []string{"run=1"}
	parts = appendListParam(parts, "datasets", s.Datasets)
	parts = appendListParam(parts, "formats", s.Formats)
	parts = appendListParam(parts, "decoders", s.Decoders)
	parts = appendListParam(parts, "codings", s.Codings)
	parts = appendListParam(parts, "protocols", s.Protocols)
	parts = append(parts, "reps="+strconv.Itoa(s.Reps), "warmup="+strconv.Itoa(s.Warmup))
	return strings.Join(parts, "&")
}

// codecQuery is the page's codec-suite query.
func (s Settings) codecQuery() string {
	parts := []string{"suite=codec", "run=1"}
	parts = appendListParam(parts, "datasets", s.Datasets)
	parts = appendListParam(parts, "formats", s.Formats)
	parts = appendListParam(parts, "libraries", s.Libraries)
	parts = appendListParam(parts, "ops", s.Ops)
	parts = append(parts, "reps="+strconv.Itoa(s.Reps))
	if s.Smoke {
		// a smoke run checks the command, not the numbers: little warming
		parts = append(parts, "warm=5")
	}
	if s.Profiling || s.NoGC {
		// no forced collection before each batch: the profile's garbage
		// collector is then the contenders' own
		parts = append(parts, "gc=0")
	}
	return strings.Join(parts, "&")
}

// appendListParam adds k=v1,v2 to a query's parts (none for no values),
// each value escaped and the commas kept, as a person would type it.
func appendListParam(parts []string, k string, vs []string) []string {
	if len(vs) == 0 {
		return parts
	}
	esc := make([]string, len(vs))
	for i, v := range vs {
		esc[i] = url.QueryEscape(v)
	}
	return append(parts, k+"="+strings.Join(esc, ","))
}
