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
	datasets       = []string{"people", "account1", "account2", "accountList", "reports", "person", "article<N>", StreamDataset}
	articleDataset = regexp.MustCompile(`^article[1-9][0-9]*$`)
)

// The codec suite's vocabulary (clients/ts/src/codecbench.ts).
var (
	codecOps = []string{"decode", "first-row", "encode"}
	// codecDatasets are the GET datasets: the suite times bodies, and
	// seed 004's POST (person) has no body to fetch.
	codecDatasets = []string{"people", "account1", "account2", "accountList", "reports", "article<N>"}
)

// StreamDataset is the dataset that runs the lab page's stream lab
// (clients/ts/lab/stream.ts): seed 004's people read from GET
// /people:stream in each framing, or in one body from GET /people.
const StreamDataset = "people-stream"

// StreamWays are the stream lab's ways to read the people, every one
// measured by default.
var StreamWays = []string{"ndjson", "sse", "json-array", "proto", "msgpack", "flatbuffers", "body-json", "body-proto"}

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
	// Limit is how many people the stream lab streams (0: all 50,000);
	// Ways which framings and bodies it reads (none: every one).
	Limit int
	Ways  []string
}

// Stream reports whether s asks for the stream lab (-datasets people-stream).
func (s Settings) Stream() bool {
	return slices.Contains(s.Datasets, StreamDataset)
}

// checkStream refuses what the stream lab does not take.
func (s Settings) checkStream() error {
	if len(s.Datasets) != 1 {
		return &bench.UsageError{Msg: fmt.Sprintf("bench browser: %s runs alone (got -datasets %s)", StreamDataset, strings.Join(s.Datasets, ",")), Try: "-datasets " + StreamDataset}
	}
	if len(s.Formats) > 0 || len(s.Decoders) > 0 {
		return &bench.UsageError{Msg: "bench browser: the stream lab takes -ways, not -formats or -decoders", Try: "-datasets people-stream -ways ndjson,proto,body-json"}
	}
	if s.Limit < 0 || s.Limit > 50000 {
		return &bench.UsageError{Msg: fmt.Sprintf("bench browser: -limit %d: want 0 (all 50,000) to 50000", s.Limit), Try: "-limit 1000"}
	}
	for _, w := range s.Ways {
		if !slices.Contains(StreamWays, w) {
			return &bench.UsageError{Msg: fmt.Sprintf("bench browser: unknown -ways value %q (known: %s)", w, strings.Join(StreamWays, ", ")), Try: "-ways ndjson,proto,body-json"}
		}
	}
	return nil
}

// Check refuses what the lab page does not know, before any browser runs.
func (s Settings) Check() error {
	switch s.Suite {
	case "request":
		if s.Stream() {
			if err := s.checkStream(); err != nil {
				return err
			}
		} else if len(s.Ways) > 0 || s.Limit != 0 {
			return &bench.UsageError{Msg: "bench browser: -ways and -limit are the stream lab's", Try: "-datasets people-stream -limit 1000"}
		}
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
	if s.Stream() {
		return s.streamQuery()
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

// streamQuery is the page's stream-lab query.
func (s Settings) streamQuery() string {
	parts := []string{"run=1", "dataset=" + StreamDataset, "limit=" + strconv.Itoa(s.Limit)}
	parts = appendListParam(parts, "ways", s.Ways)
	parts = appendListParam(parts, "codings", s.Codings)
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
