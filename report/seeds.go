package report

import (
	"strings"

	"github.com/polywire/polywire/results"
)

// This file holds what the five seed articles published (000 and 001 are
// the same article), read from the articles in shared/seeds, so the report
// can put each figure next to the measurement of ours that reproduces it.
// The articles ran on other hardware, years ago, with other libraries:
// their absolute times only say what was seen there; ratios are what
// carries over.

// seedInfo says where an article's numbers come from.
type seedInfo struct {
	id    string // "000"
	title string
	// setup is the hardware and software the figures were measured on: the
	// caveat printed beside every figure.
	setup string
}

// seeds lists the articles that published figures.
var seeds = []seedInfo{
	{"000", "High Performance Web Services with Swift and Protocol Buffers (Codete, 2017; seed 001 is the same article)",
		"an iOS app (Alamofire, swift-protobuf 0.9.903) against a Swift Kitura server, in the authors' local environment; hardware not stated"},
	{"002", "Protocol Buffers: Benchmark and mobile (2016)",
		"a Nexus 5 phone (Android 6.0.1) decoding with Jackson, Moshi, Wire and protobuf 3.0.0-beta, a Go server over HTTP/2 on a local network"},
	{"003", "JSON vs Proto (gRPC) vs Flatbuffer. Speed Showdown for Mobile App Backends! (Dec 2023)",
		"go test -bench on the author's machine with 10 threads (the -10 suffix); load by Yandex Tank against Gin and gRPC services backed by MongoDB"},
	{"004", "Auth0 blog post measuring Protobuf against JSON (Spring Boot, protobuf.js)",
		"a Spring Boot server; Chrome, Firefox and Safari decoding with protobuf.js; Java to Java between two DigitalOcean VMs"},
}

// figure is one published number as the article states it; while a report
// is built, builder.ours collects the measurements matched to it by id.
type figure struct {
	id    string
	seed  string
	what  string
	value string
}

// Figure ids, the keys that tie a measurement to what was published.
const (
	figSizeAccount1    = "000-size-account1"
	figSizeAccount2    = "000-size-account2"
	figSizeAccountList = "000-size-accountList"
	figClientAccount2  = "000-client-account2"
	figLoad000         = "000-load"
	figArticlesProto   = "002-json-vs-proto"
	figArticlesGzip    = "002-gzip-json"
	figArticlesXML     = "002-xml"
	figCodecJSON       = "003-codec-json"
	figCodecProto      = "003-codec-proto"
	figCodecFlat       = "003-codec-flatbuffers"
	figLoad003Save     = "003-load-save"
	figLoad003Validate = "003-load-validate"
	figPeopleIdentity  = "004-size-people-identity"
	figPeopleGzip      = "004-size-people-gzip"
	figPeopleBrowser   = "004-client-browser"
	figPeopleJava      = "004-client-java"
	figPeoplePost      = "004-client-post"
	figPeopleBrowserGz = "004-client-browser-compressed"
	figPeopleJavaGz    = "004-client-java-compressed"
)

// figures is every published figure, in the order of the "published by the
// articles" table.
var figures = []figure{
	{figSizeAccount1, "000", "account 1 (1,001 transactions): JSON / Protobuf bytes", "317 KB / 162 KB"},
	{figSizeAccount2, "000", "account 2 (10,001 transactions): JSON / Protobuf bytes", "3.1 MB / 1.6 MB"},
	{figSizeAccountList, "000", "account list (both accounts): JSON / Protobuf bytes", "3.4 MB / 1.8 MB"},
	{figClientAccount2, "000", "iOS client, 10,000 transactions, mean of 20 runs: JSON / Protobuf duration (the article's table is headed \"request duration\"; its text says request and total are both about 3 times shorter)", "1.766665 s / 0.56677 s = 3.12× (\"about 3 times\")"},
	{figLoad000, "000", "Gatling, 100 simultaneous users: JSON timeouts; minimum response time before timeouts", "66 JSON requests timed out; 178 ms (JSON) → 107 ms (Protobuf)"},
	{figArticlesProto, "002", "articles of 50..500 subsections, processing time (last byte received → objects): JSON (Jackson, the fastest) / Protobuf", "almost 2×"},
	{figArticlesGzip, "002", "processing time of gzipped JSON / JSON", "1.2×"},
	{figArticlesXML, "002", "XML processing time", "\"totally disqualified\" (removed from the chart)"},
	{figCodecJSON, "003", "document, create + encode + decode, encoding/json", "7045 ns/op"},
	{figCodecProto, "003", "document, create + encode + decode, Protobuf", "1827 ns/op (3.86× faster than JSON)"},
	{figCodecFlat, "003", "document, create + encode + read ONE field, FlatBuffers with a builder pool", "711.2 ns/op (a lazy read, not a full decode)"},
	{figLoad003Save, "003", "save at 1000 rps for 60 s, latency p95 / p98 / p99 (two tests each)", "see the latency table"},
	{figLoad003Validate, "003", "validate at 1000 rps for 60 s, latency p95 / p98 / p99 (two tests each)", "see the latency table"},
	{figPeopleIdentity, "004", "50,000 people, uncompressed: Protobuf bytes vs JSON", "34% smaller"},
	{figPeopleGzip, "004", "50,000 people, compressed: Protobuf bytes vs JSON", "9% smaller"},
	{figPeopleBrowser, "004", "browsers, GET 50,000 people uncompressed: Protobuf time vs JSON", "21% less time"},
	{figPeopleBrowserGz, "004", "browsers, GET 50,000 people compressed: Protobuf time vs JSON", "4% less time"},
	{figPeopleJava, "004", "Java to Java, GET 50,000 people uncompressed: Protobuf time vs JSON", "78% less time (almost 5×)"},
	{figPeopleJavaGz, "004", "Java to Java, GET 50,000 people compressed: Protobuf vs JSON", "25 ms vs 150 ms (6×)"},
	{figPeoplePost, "004", "browsers, POST of one person: Protobuf time vs JSON", "4% less time; sizes about equal"},
}

// publishedSize is a row of seed 000's size table, in bytes (the article's
// KB and MB are powers of 1,000 as rounded by it).
type publishedSize struct {
	fig                 string
	dataset             string
	json, proto         float64
	jsonText, protoText string
}

var seed000Sizes = []publishedSize{
	{figSizeAccount1, "account1", 317e3, 162e3, "317 KB", "162 KB"},
	{figSizeAccount2, "account2", 3.1e6, 1.6e6, "3.1 MB", "1.6 MB"},
	{figSizeAccountList, "accountList", 3.4e6, 1.8e6, "3.4 MB", "1.8 MB"},
}

// publishedSaving is seed 004's "Protobuf N% smaller than JSON" for
// people; compressed means whatever the Spring Boot server used (gzip).
type publishedSaving struct {
	fig     string
	dataset string
	coding  string
	percent float64
}

var seed004Savings = []publishedSaving{
	{figPeopleIdentity, "people", "identity", 34},
	{figPeopleGzip, "people", "gzip", 9},
}

// Client runtimes the seeds measured in, and where, for the caveat beside
// their figures (runtimeCaveat). The keys are those of runtimeSources.
const (
	runtimeIOS     = "ios"
	runtimeAndroid = "android"
	runtimeBrowser = "browser"
	runtimeJVM     = "jvm"
)

// seed000Client is seed 000's iOS measurement of account 2.
var seed000Client = struct {
	fig                       string
	endpoint                  string
	jsonSeconds, protoSeconds float64
	runs                      int
	runtime, where            string
}{figClientAccount2, "/account/2", 1.766665, 0.56677, 20, runtimeIOS, "an iOS app (Alamofire, swift-protobuf)"}

// publishedTiming is one of seed 004's Protobuf-vs-JSON time savings for
// the 50,000 people.
type publishedTiming struct {
	fig            string
	compressed     bool
	text           string
	runtime, where string
}

const (
	seed004Browsers = "browsers (Chrome, Firefox, Safari; AngularJS with protobuf.js)"
	seed004Java     = "Java (Spring Boot to Spring Boot: protobuf-java, Jackson)"
)

var seed004Timings = []publishedTiming{
	{figPeopleBrowser, false, "browsers: 21% less time", runtimeBrowser, seed004Browsers},
	{figPeopleJava, false, "Java→Java: 78% less time", runtimeJVM, seed004Java},
	{figPeopleBrowserGz, true, "browsers: 4% less time", runtimeBrowser, seed004Browsers},
	{figPeopleJavaGz, true, "Java→Java: 25 ms vs 150 ms (6×)", runtimeJVM, seed004Java},
}

// seed004BrowserGet is seed 004's GET of the 50,000 people in the
// browser (AngularJS with protobuf.js): its averages, in milliseconds.
// These two numbers are not in the article's text, which states the
// uncompressed saving as 21% (figPeopleBrowser); they are the figures the
// lab was given for its browser chart, shown beside our browser runs.
var seed004BrowserGet = struct {
	fig             string
	dataset         string
	protoMs, jsonMs float64
}{figPeopleBrowser, "people", 524, 761}

// seed004BrowserPost is seed 004's POST experiment: 50 requests, each
// one Person, from the browser; Protobuf only about 4% faster.
var seed004BrowserPost = struct {
	fig      string
	dataset  string
	requests int
	percent  float64
}{figPeoplePost, "person", 50, 4}

// seed002Articles is seed 002's processing-time result, measured in an
// Android app.
var seed002Articles = struct {
	jsonOverProto, gzipOverJSON float64
	runtime, where              string
}{2, 1.2, runtimeAndroid, "an Android app on a Nexus 5 (Jackson, Moshi, Wire, protobuf-java)"}

// publishedCodec is seed 003's go test -bench figure for one format.
type publishedCodec struct {
	fig    string
	format string
	// ops are the operations of ours it matches, the closest first.
	ops        []string
	nsPerOp    float64
	iterations int
	text       string
}

var seed003Codecs = []publishedCodec{
	{figCodecJSON, "json", []string{results.OpCreateEncodeDecode}, 7045, 168706, "7045 ns/op"},
	{figCodecProto, "proto", []string{results.OpCreateEncodeDecode}, 1827, 651063, "1827 ns/op"},
	{figCodecFlat, "flatbuffers", []string{results.OpCreateEncodeOneField, results.OpDecodeOneField}, 711.2, 1681384, "711.2 ns/op (one field)"},
}

// publishedLatency is a row of seed 003's load tables: milliseconds at
// 1000 requests per second for 60 s, from two tests.
type publishedLatency struct {
	method, format string
	pct            int
	test1, test2   float64
}

var seed003Latencies = []publishedLatency{
	{"save", "json", 95, 1, 0.920},
	{"save", "json", 98, 1.160, 1.070},
	{"save", "json", 99, 1.630, 1.260},
	{"save", "proto", 95, 1.160, 1.220},
	{"save", "proto", 98, 1.380, 1.540},
	{"save", "proto", 99, 1.800, 2.040},
	{"save", "flatbuffers", 95, 1.850, 1.840},
	{"save", "flatbuffers", 98, 2.420, 2.490},
	{"save", "flatbuffers", 99, 3.220, 3.010},
	{"validate", "json", 95, 0.970, 1.070},
	{"validate", "json", 98, 1.230, 1.290},
	{"validate", "json", 99, 1.810, 1.980},
	{"validate", "proto", 95, 0.550, 0.530},
	{"validate", "proto", 98, 0.700, 0.660},
	{"validate", "proto", 99, 1.060, 1.010},
	{"validate", "flatbuffers", 95, 1.540, 1.510},
	{"validate", "flatbuffers", 98, 2.170, 1.850},
	{"validate", "flatbuffers", 99, 2.920, 2.420},
}

// seed000Load is what seed 000 wrote about its Gatling runs. Its summary
// tables (KO %, min, max, mean, standard deviation per user count) did not
// survive in the article's text; these are the figures its prose states.
var seed000Load = struct {
	users []int
	// atUsers is the user count the figures below were stated for.
	atUsers       int
	jsonTimeouts  int
	minJSONMs     float64
	minProtoMs    float64
	remarks       string
	missingTables string
}{
	users:        []int{20, 50, 100, 200, 300},
	atUsers:      100,
	jsonTimeouts: 66,
	minJSONMs:    178, minProtoMs: 107,
	remarks: "the JSON endpoints needed more time to respond and failed earlier; the Protobuf endpoints handled more requests per second, " +
		"with significantly smaller minimal and mean response times, and their maximum response times increased less dynamically",
	missingTables: "its per-user summary tables (KO %, min, max, mean, standard deviation) are not in the text we have",
}

// seed003Transport says how seed 003's services carried each format: its
// load figures are of a REST service for JSON and a gRPC one for Protobuf.
var seed003Transport = map[string]string{
	"json":        "REST (Gin)",
	"proto":       "gRPC",
	"flatbuffers": "service not stated",
}

// seed003Load is seed 003's load profile: yandex-tank's
// rps: { duration: 60s, type: const, ops: 1000 }.
var seed003Load = struct {
	rate    float64
	seconds float64
}{1000, 60}

// pubEntry is one published figure shown beside a measurement: its seed
// labels it, and the table's notes give that seed's hardware.
type pubEntry struct {
	Seed string
	Text string
	// Caveat says when the article measured in another client runtime
	// than ours, so the two are not read as the same measure.
	Caveat string
}

// seedNote is the caveat printed under a table that shows seed figures.
type seedNote struct {
	Seed  string
	Title string
	Setup string
}

// anyPub reports whether any row has a published figure: tables show
// the "published" column only then.
func anyPub(entries [][]pubEntry) bool {
	for _, es := range entries {
		if len(es) > 0 {
			return true
		}
	}
	return false
}

// notesFor lists the seeds the entries cite, in seeds order.
func notesFor(entries [][]pubEntry) []seedNote {
	used := map[string]bool{}
	for _, es := range entries {
		for _, e := range es {
			used[e.Seed] = true
		}
	}
	var out []seedNote
	for _, s := range seeds {
		if used[s.id] {
			out = append(out, seedNote{s.id, s.title, s.setup})
		}
	}
	return out
}

// pubText joins published figures for one cell: "317 KB; ours −1.3% (seed 000)".
func pubText(es []pubEntry) string {
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = e.Text + " (seed " + e.Seed + ")"
		if e.Caveat != "" {
			parts[i] += " — " + e.Caveat
		}
	}
	return strings.Join(parts, "; ")
}

// mdNotes writes the caveats of the seeds a table cites.
func mdNotes(m *mdWriter, ns []seedNote) {
	for _, n := range ns {
		m.printf("\nSeed %s: %s — measured on %s; other hardware: compare ratios, not absolute times.\n", n.Seed, n.Title, n.Setup)
	}
}
