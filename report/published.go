package report

import (
	"github.com/polywire/polywire/report/internal/load"
	"github.com/polywire/polywire/report/internal/view"
	"github.com/polywire/polywire/results"
)

// This file holds what the five seed articles published (000 and 001 are
// the same article), read from the articles in shared/seeds, so the report
// can put each figure next to the measurement of ours that reproduces it.
// The articles ran on other hardware, years ago, with other libraries:
// their absolute times only say what was seen there; ratios are what
// carries over.

// figure is one published number as the article states it; while a report
// is built, builder.ours collects the measurements matched to it by id.
type figure struct {
	id      string
	article string
	what    string
	value   string
}

// Figure ids, the keys that tie a measurement to what was published.
const (
	figSizeAccount1    = "000-size-account1"
	figSizeAccount2    = "000-size-account2"
	figSizeAccountList = "000-size-accountList"
	figClientAccount2  = "000-client-account2"
	figArticlesProto   = "002-json-vs-proto"
	figArticlesGzip    = "002-gzip-json"
	figArticlesXML     = "002-xml"
	figCodecJSON       = "003-codec-json"
	figCodecProto      = "003-codec-proto"
	figCodecFlat       = "003-codec-flatbuffers"
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
	{load.FigLoad000, "000", "Gatling, 100 simultaneous users: JSON timeouts; minimum response time before timeouts", "66 JSON requests timed out; 178 ms (JSON) → 107 ms (Protobuf)"},
	{figArticlesProto, "002", "articles of 50..500 subsections, processing time (last byte received → objects): JSON (Jackson, the fastest) / Protobuf", "almost 2×"},
	{figArticlesGzip, "002", "processing time of gzipped JSON / JSON", "1.2×"},
	{figArticlesXML, "002", "XML processing time", "\"totally disqualified\" (removed from the chart)"},
	{figCodecJSON, "003", "document, create + encode + decode, encoding/json", "7045 ns/op"},
	{figCodecProto, "003", "document, create + encode + decode, Protobuf", "1827 ns/op (3.86× faster than JSON)"},
	{figCodecFlat, "003", "document, create + encode + read ONE field, FlatBuffers with a builder pool", "711.2 ns/op (a lazy read, not a full decode)"},
	{load.FigLoad003Save, "003", "save at 1000 rps for 60 s, latency p95 / p98 / p99 (two tests each)", "see the latency table"},
	{load.FigLoad003Validate, "003", "validate at 1000 rps for 60 s, latency p95 / p98 / p99 (two tests each)", "see the latency table"},
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

var article000Sizes = []publishedSize{
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

var article004Savings = []publishedSaving{
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

// article000Client is seed 000's iOS measurement of account 2.
var article000Client = struct {
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
	article004Browsers = "browsers (Chrome, Firefox, Safari; AngularJS with protobuf.js)"
	article004Java     = "Java (Spring Boot to Spring Boot: protobuf-java, Jackson)"
)

var article004Timings = []publishedTiming{
	{figPeopleBrowser, false, "browsers: 21% less time", runtimeBrowser, article004Browsers},
	{figPeopleJava, false, "Java→Java: 78% less time", runtimeJVM, article004Java},
	{figPeopleBrowserGz, true, "browsers: 4% less time", runtimeBrowser, article004Browsers},
	{figPeopleJavaGz, true, "Java→Java: 25 ms vs 150 ms (6×)", runtimeJVM, article004Java},
}

// article004BrowserGet is seed 004's GET of the 50,000 people in the
// browser (AngularJS with protobuf.js): its averages, in milliseconds.
// These two numbers are not in the article's text, which states the
// uncompressed saving as 21% (figPeopleBrowser); they are the figures the
// lab was given for its browser chart, shown beside our browser runs.
var article004BrowserGet = struct {
	fig             string
	dataset         string
	protoMs, jsonMs float64
}{figPeopleBrowser, "people", 524, 761}

// article004BrowserPost is seed 004's POST experiment: 50 requests, each
// one Person, from the browser; Protobuf only about 4% faster.
var article004BrowserPost = struct {
	fig      string
	dataset  string
	requests int
	percent  float64
}{figPeoplePost, "person", 50, 4}

// article002Articles is seed 002's processing-time result, measured in an
// Android app.
var article002Articles = struct {
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

var article003Codecs = []publishedCodec{
	{figCodecJSON, "json", []string{results.OpCreateEncodeDecode}, 7045, 168706, "7045 ns/op"},
	{figCodecProto, "proto", []string{results.OpCreateEncodeDecode}, 1827, 651063, "1827 ns/op"},
	{figCodecFlat, "flatbuffers", []string{results.OpCreateEncodeOneField, results.OpDecodeOneField}, 711.2, 1681384, "711.2 ns/op (one field)"},
}

// anyPub reports whether any row has a published figure: tables show
// the "published" column only then.
func anyPub(entries [][]view.PubEntry) bool {
	for _, es := range entries {
		if len(es) > 0 {
			return true
		}
	}
	return false
}
