// Package results is the machine-readable form of every polywire benchmark:
// one JSON file per run (`polywire bench … -o FILE`), versioned, carrying
// the machine it ran on and the configuration it ran with, so that `polywire
// report` — or anyone's script — can turn any set of runs into tables and
// charts, and two runs can be compared knowing what differed.
//
// The schema is stable: fields are only ever added. A reader should check
// Schema and ignore fields it does not know.
package results

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"time"
)

// Schema identifies this version of the format.
const Schema = "polywire.bench/v1"

// Kinds of run.
const (
	KindSize   = "size"
	KindCodec  = "codec"
	KindClient = "client"
	KindLoad   = "load"
	// KindBrowser is a run in a web browser (the lab page at /lab, driven
	// by `polywire bench browser` or a person); KindNode the same
	// measurements in Node.js (`npm run bench` in clients/ts). Both carry
	// Runtime and Decodes.
	KindBrowser = "browser"
	KindNode    = "node"
	// KindJVM is a run of the JVM client lab (clients/java, driven by
	// `polywire bench jvm`): seed 002's Android libraries and seed 004's
	// Java-to-Java GETs, on HotSpot. It carries Runtime, Decodes and, when
	// JMH ran, Codecs whose Library is the JVM library ("Jackson",
	// "protobuf-java").
	KindJVM = "jvm"
	// KindStream is `polywire bench stream`: a Go client's time to first
	// row, server stream against one body (Streams).
	KindStream = "stream"
)

// File is one benchmark run.
type File struct {
	Schema  string    `json:"schema"`
	Kind    string    `json:"kind"`
	Started time.Time `json:"started"`
	// Seconds is the run's wall-clock duration.
	Seconds float64 `json:"seconds"`
	Machine Machine `json:"machine"`
	// Config holds the run's settings (flags, target, repetitions).
	Config map[string]any `json:"config,omitempty"`

	Sizes    []SizeRow    `json:"sizes,omitempty"`
	Codecs   []CodecRow   `json:"codecs,omitempty"`
	Client   []ClientRow  `json:"client,omitempty"`
	Articles []ArticleRow `json:"articles,omitempty"`
	Loads    []LoadRun    `json:"loads,omitempty"`

	// Runtime and Decodes are a client runtime's runs (browser, node,
	// jvm).
	Runtime *Runtime    `json:"runtime,omitempty"`
	Decodes []DecodeRow `json:"decodes,omitempty"`

	// Streams are time-to-first-row measurements: a server stream read
	// item by item against the same rows in one body (`polywire bench
	// stream`, and the browser and JVM labs).
	Streams []StreamRow `json:"streams,omitempty"`

	// Record is set on a run of record: one made by `polywire bench
	// record`, which stamps it after the run.
	Record *Record `json:"record,omitempty"`
}

// Record says which record a run belongs to and in what state the
// machine and the tree were when it started. Runs of one record share
// ID and Commit; a reader compares them, and the report flags runs of
// other records or commits, dirty trees and busy machines.
type Record struct {
	// ID is the record's start, RFC 3339 in UTC.
	ID string `json:"id"`
	// Step is the run's name in the record ("codec", "browser-post").
	Step string `json:"step"`
	// Command is what the record ran.
	Command string `json:"command"`
	// Commit is the commit the record was made from, "+dirty" appended
	// when the tree had uncommitted changes.
	Commit string `json:"commit"`
	// BusyCores is the CPU other processes used in the seconds before the
	// run started, in cores; Quiet is whether it was under the record's
	// bound, and Busiest names the processes that used the most.
	BusyCores float64 `json:"busyCores"`
	Quiet     bool    `json:"quiet"`
	Busiest   string  `json:"busiest,omitempty"`
}

// Runtime is the client runtime a browser, Node or JVM run measured in.
type Runtime struct {
	// Name is "Chromium", "Chrome", "Firefox", "Node.js", the JVM's
	// java.vm.name ("OpenJDK 64-Bit Server VM")…; Version its version
	// ("156.0.8078.73", "20.20.2", java.runtime.version "17.0.15+6-Debian-1deb12u1").
	Name    string `json:"name"`
	Version string `json:"version"`
	// Vendor is the JVM's vendor ("Debian", "Eclipse Adoptium"): one
	// version number is several builds.
	Vendor    string `json:"vendor,omitempty"`
	UserAgent string `json:"userAgent,omitempty"`
	// Headless is set when a program drove the browser without a screen.
	Headless bool `json:"headless,omitempty"`
}

// Decode row operations.
const (
	// OpGet is a request and the decoding of its response.
	OpGet = "get"
	// OpPost encodes a body, sends it and reads the (small) answer:
	// seed 004's POST experiment.
	OpPost = "post"
)

// DecodeRow is one dataset × protocol × format × decoder × coding measured
// in a client runtime, Reps times after a warm-up: seed 000's request and
// total durations, the decode alone, and the time to the first row of a
// list. Times are milliseconds, summarised as Summarize does (linear
// interpolation between closest ranks). A failed measurement (a request
// that failed, a body that did not decode, a wrong value) is Failed with
// its Error and has no times: it is never a result.
type DecodeRow struct {
	// Dataset is the payload: account1, account2, accountList, people,
	// article<N> (N sections), reports (a document list), person (seed
	// 004's POST of one person).
	Dataset  string `json:"dataset"`
	Endpoint string `json:"endpoint"` // the path requested: /account/2, /people
	Op       string `json:"op"`       // OpGet or OpPost
	// Protocol is rest, connect or grpc-web.
	Protocol string `json:"protocol"`
	Format   string `json:"format"` // json, proto, flatbuffers, msgpack, xml
	// Decoder names the library and mode that decoded (or, for a POST,
	// encoded): "JSON.parse", "protobuf-es", "protobuf-es fromJson",
	// "protobufjs", "flatbuffers lazy", "flatbuffers full", "msgpackr",
	// "@msgpack/msgpack", "DOMParser", "fast-xml-parser", "polywire-ts",
	// "polywire-ts flatbuffers", "polywire-ts msgpack";
	// in the JVM "Jackson", "Jackson Jr", "Moshi", "JsonFormat",
	// "protobuf-java", "Wire", "msgpack-java", "Jackson XML".
	Decoder string `json:"decoder"`
	Coding  string `json:"coding"` // identity, gzip, br, zstd
	// WireBytes is the body's size on the wire (Resource Timing's
	// encodedBodySize), DecodedBytes after content decoding
	// (decodedBodySize).
	WireBytes    int `json:"wireBytes"`
	DecodedBytes int `json:"decodedBytes"`
	Reps         int `json:"reps"`
	// Request is fetch start to the last byte; Decode the decode alone
	// (bytes in, native objects out, every field); Total the two.
	//
	// For kind jvm, Decode is seed 002's "processing time": from the
	// last byte received to the objects ready, including the content
	// decoding (gunzip, br, zstd) as well as the decode into objects —
	// an Android app pays both after the last byte. Request is the
	// request sent to the last byte received.
	Request Stat `json:"requestMs"`
	Decode  Stat `json:"decodeMs"`
	Total   Stat `json:"totalMs"`
	// FirstRow is fetch start to the first row of a list readable (a lazy
	// decoder reads it before the rest is parsed), when it applies.
	FirstRow *Stat `json:"firstRowMs,omitempty"`
	// Server is the server's own time from its Server-Timing header
	// (its "total": handler start to headers written; else encode +
	// compress + store), when the runtime exposes it.
	Server *Stat `json:"serverMs,omitempty"`
	// HeapBytes is the JS heap grown by one decode, where measurable.
	HeapBytes float64 `json:"heapBytes,omitempty"`
	// HTTP is the HTTP version the requests actually used: "h2c"
	// (cleartext HTTP/2, by prior knowledge or Upgrade), "h2" (over TLS)
	// or "http/1.1"; set by the JVM lab.
	HTTP string `json:"http,omitempty"`
	// AllocBytes is the bytes allocated on the decoding thread per
	// decode (the mean; the JVM's ThreadMXBean.getThreadAllocatedBytes
	// around the processing time), where measurable.
	AllocBytes float64 `json:"allocBytes,omitempty"`
	// Items is how many rows the decoded payload held (people,
	// transactions, subsections), checked against the dataset.
	Items  int    `json:"items"`
	Failed bool   `json:"failed,omitempty"`
	Error  string `json:"error,omitempty"`
}

// Machine says where a run ran: absolute numbers only compare between runs
// on the same machine.
type Machine struct {
	OS        string `json:"os"`
	Arch      string `json:"arch"`
	CPUs      int    `json:"cpus"`
	CPUModel  string `json:"cpuModel,omitempty"`
	GoVersion string `json:"goVersion"`
	// GitCommit is the polywire commit (with "+dirty" for uncommitted
	// changes), when known.
	GitCommit string `json:"gitCommit,omitempty"`
}

// SizeRow is the size of one payload in one format and content coding.
type SizeRow struct {
	Dataset  string `json:"dataset"`  // "account1", "people", ...
	Endpoint string `json:"endpoint"` // "/account/1"
	Format   string `json:"format"`   // codec name: json, proto, flatbuffers, msgpack, xml
	Coding   string `json:"coding"`   // identity, gzip, br, zstd
	Bytes    int    `json:"bytes"`
	// RatioToJSON is Bytes over JSON's bytes in the same coding.
	RatioToJSON float64 `json:"ratioToJson"`
}

// Stat summarises repeated measurements of one quantity.
type Stat struct {
	N      int     `json:"n"`
	Median float64 `json:"median"`
	Mean   float64 `json:"mean"`
	Stddev float64 `json:"stddev"`
	Min    float64 `json:"min"`
	Max    float64 `json:"max"`
	P95    float64 `json:"p95"`
}

// Summarize computes a Stat; it does not modify xs.
func Summarize(xs []float64) Stat {
	if len(xs) == 0 {
		return Stat{}
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	var sum float64
	for _, x := range s {
		sum += x
	}
	mean := sum / float64(len(s))
	var sq float64
	for _, x := range s {
		sq += (x - mean) * (x - mean)
	}
	sd := 0.0
	if len(s) > 1 {
		sd = math.Sqrt(sq / float64(len(s)-1))
	}
	return Stat{N: len(s), Median: quantile(s, 0.5), Mean: mean, Stddev: sd, Min: s[0], Max: s[len(s)-1], P95: quantile(s, 0.95)}
}

// quantile interpolates linearly between closest ranks of sorted s.
func quantile(s []float64, q float64) float64 {
	if len(s) == 1 {
		return s[0]
	}
	pos := q * float64(len(s)-1)
	lo := int(math.Floor(pos))
	hi := min(lo+1, len(s)-1)
	return s[lo] + (s[hi]-s[lo])*(pos-float64(lo))
}

// Codec operations.
const (
	OpEncode = "encode"
	OpDecode = "decode"
	// OpDecodeOneField reads a single field of a lazy format (FlatBuffers)
	// without building the native structs, as seed 003's FlatBuffers
	// figure did.
	OpDecodeOneField = "decode-one-field"
	// OpFirstRow reads the first row of a list through a lazy view
	// (FlatBuffers' accessors, polywire-ts's viewX): the client codec
	// suite's time to the first row (bench browser -suite codec).
	OpFirstRow = "first-row"
	// OpCreateEncodeDecode is seed 003's measure: build the message,
	// encode it, decode it.
	OpCreateEncodeDecode = "create+encode+decode"
	// OpCreateEncodeOneField is seed 003's FlatBuffers benchmark exactly:
	// build, encode, then read one field of the buffer.
	OpCreateEncodeOneField = "create+encode+decode-one-field"
	// OpCreateEncodeEveryField is seed 003's FlatBuffers benchmark reading
	// every field of the document with flatc's accessors instead of one:
	// lazy, like the seed's, but nothing left unread.
	OpCreateEncodeEveryField = "create+encode+read-every-field"
)

// CodecRow is one operation on one dataset with one library.
type CodecRow struct {
	Dataset string `json:"dataset"`
	Format  string `json:"format"`
	// Library is what did the work: "polywire" (the server's codec),
	// "encoding/json", "protojson", "google.golang.org/protobuf",
	// "flatc-go" (flatc's generated accessors), "encoding/xml", ...
	Library string `json:"library"`
	Op      string `json:"op"`
	// Bytes is the size of the encoding the operation produced or read.
	Bytes int `json:"bytes"`
	// NsPerOp summarises the repetitions (each the mean of Iterations
	// runs); BytesPerOp and AllocsPerOp are from the median repetition.
	NsPerOp     Stat    `json:"nsPerOp"`
	BytesPerOp  float64 `json:"bytesPerOp"`
	AllocsPerOp float64 `json:"allocsPerOp"`
	// MBPerS is Bytes / median ns/op, in MB (10^6) per second.
	MBPerS     float64 `json:"mbPerS"`
	Iterations int     `json:"iterations"`
}

// StreamRow is one way for a client to read a dataset's rows: a server
// stream in one framing (docs/STREAMING.md), or the same rows in one body.
// FirstRow runs from sending the request to the first row decoded and in
// the client's hands; Total to the last one. For one body both wait for
// the whole body, so their gap is what streaming can win. Milliseconds.
type StreamRow struct {
	// Endpoint is the path asked for ("/people:stream?limit=N",
	// "/people").
	Endpoint string `json:"endpoint"`
	// Framing is the stream's framing — ndjson, sse, json-array,
	// envelope — or "body" for one body.
	Framing string `json:"framing"`
	// Format is the rows' format: json, proto, msgpack, flatbuffers.
	Format string `json:"format"`
	// Decoder names the client library that decoded the rows
	// (protobuf-java, protobuf-es, polywire's generated decoders …).
	Decoder  string `json:"decoder,omitempty"`
	Coding   string `json:"coding"`
	Protocol string `json:"protocol,omitempty"` // http/1.1, h2c
	// Rows is how many rows every repetition decoded (all checked).
	Rows      int  `json:"rows"`
	WireBytes int  `json:"wireBytes"`
	FirstRow  Stat `json:"firstRowMs"`
	Total     Stat `json:"totalMs"`
}

// ClientRow is seed 000's client measurement of one endpoint, format and
// coding: request duration (first byte sent to last byte received) and total
// duration (including decoding into native objects), in milliseconds.
type ClientRow struct {
	Endpoint  string `json:"endpoint"`
	Format    string `json:"format"`
	Coding    string `json:"coding"`
	Protocol  string `json:"protocol"` // http/1.1, h2c
	WireBytes int    `json:"wireBytes"`
	Request   Stat   `json:"requestMs"`
	Decode    Stat   `json:"decodeMs"`
	Total     Stat   `json:"totalMs"`
}

// ArticleRow is seed 002's processing-time experiment: for articles of
// Sections subsections, the time from the last byte received to the decoded
// objects (processing), and in all.
type ArticleRow struct {
	Sections   int    `json:"sections"`
	Format     string `json:"format"`
	Coding     string `json:"coding"`
	Requests   int    `json:"requests"`
	WireBytes  int    `json:"wireBytes"` // of the last response
	Processing Stat   `json:"processingMs"`
	Total      Stat   `json:"totalMs"`
}

// New starts a File of kind on this machine.
func New(kind string, config map[string]any) *File {
	return &File{Schema: Schema, Kind: kind, Started: time.Now().UTC(), Machine: ThisMachine(), Config: config}
}

// Finish records the run's duration.
func (f *File) Finish() { f.Seconds = time.Since(f.Started).Seconds() }

// Write writes f as indented JSON.
func (f *File) Write(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(f); err != nil {
		return fmt.Errorf("write results: %w", err)
	}
	return nil
}

// WriteFile writes f to path.
func (f *File) WriteFile(path string) error {
	out, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("write results: %w", err)
	}
	if err := f.Write(out); err != nil {
		out.Close()
		return err
	}
	if err := out.Close(); err != nil {
		return fmt.Errorf("write results: %w", err)
	}
	return nil
}

// Read reads a results file, refusing other schemas.
func Read(path string) (*File, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read results: %w", err)
	}
	var f File
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("read results %s: %w", path, err)
	}
	if f.Schema != Schema {
		return nil, fmt.Errorf("read results %s: schema %q, want %q", path, f.Schema, Schema)
	}
	return &f, nil
}

// ThisMachine describes the machine the process runs on.
func ThisMachine() Machine {
	return Machine{
		OS: runtime.GOOS, Arch: runtime.GOARCH, CPUs: runtime.NumCPU(),
		CPUModel: cpuModel(), GoVersion: runtime.Version(), GitCommit: gitCommit(),
	}
}

func cpuModel() string {
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if k, v, ok := strings.Cut(sc.Text(), ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

// GitCommit is the polywire commit this binary was built from, with
// "+dirty" for uncommitted changes: from the build info (go build in a
// checkout), or else from git in the current directory when that is a
// polywire checkout; "" when unknown.
func GitCommit() string { return gitCommit() }

// gitCommit reads the commit from the build info (go build in a checkout)
// or, under go run and go test, from git itself.
func gitCommit() string {
	if bi, ok := debug.ReadBuildInfo(); ok {
		var rev string
		dirty := false
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				dirty = s.Value == "true"
			}
		}
		if rev != "" {
			if dirty {
				rev += "+dirty"
			}
			return rev
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	// Built without VCS stamps (go run, go test, GOFLAGS=-buildvcs=false):
	// ask git, but only in a checkout of polywire itself — the current
	// directory may be any other repository.
	top, err := exec.CommandContext(ctx, "git", "rev-parse", "--show-toplevel").Output()
	if err != nil {
		return ""
	}
	mod, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(top)), "go.mod"))
	if err != nil || !strings.HasPrefix(string(mod), "module github.com/polywire/polywire\n") {
		return ""
	}
	out, err := exec.CommandContext(ctx, "git", "rev-parse", "HEAD").Output()
	if err != nil {
		return ""
	}
	rev := strings.TrimSpace(string(out))
	if st, err := exec.CommandContext(ctx, "git", "status", "--porcelain", "--untracked-files=no").Output(); err == nil && len(st) > 0 {
		rev += "+dirty"
	}
	return rev
}

// LoadRun is one load test (`bench load`; `bench suite` writes several):
// what was run, how the load was applied, and what came back.
type LoadRun struct {
	// Name labels the run in reports ("seed000 proto 100 users").
	Name   string `json:"name"`
	Target string `json:"target"`
	// Protocol is http/1.1, h2c, h2 (TLS) or grpc.
	Protocol    string `json:"protocol"`
	Connections int    `json:"connections"`
	// Model is "closed" (Users virtual users looping over the scenario)
	// or "open" (a planned arrival rate, latency measured from each
	// request's intended send time: coordinated omission corrected).
	Model string `json:"model"`
	Users int    `json:"users,omitempty"`
	// RampUp is how long the closed model took to start all users.
	RampUpSeconds float64 `json:"rampUpSeconds,omitempty"`
	// Stages is the open model's plan: each stage goes linearly from the
	// previous rate to Rate over Seconds (a constant rate is one stage
	// with the same rate as the start).
	StartRate float64     `json:"startRate,omitempty"`
	Stages    []LoadStage `json:"stages,omitempty"`
	// ThinkSeconds is the pause between a closed-model user's requests.
	ThinkSeconds    float64 `json:"thinkSeconds,omitempty"`
	DurationSeconds float64 `json:"durationSeconds"`
	TimeoutSeconds  float64 `json:"timeoutSeconds"`
	// Decode says whether response bodies were decoded (and the decoding
	// counted in the latency, as seed 000's total duration did).
	Decode bool `json:"decode"`

	Overall    LoadStats   `json:"overall"`
	PerRequest []LoadStats `json:"perRequest"`
	// Timeline has one entry per second of the run; a request counts in the
	// second it completed (responses per second, as Gatling plots them).
	Timeline []LoadSecond `json:"timeline"`
	// KO counts failed requests by kind: timeout, transport, decode,
	// status_4xx, status_5xx (and the exact status codes as status_NNN).
	KO map[string]int64 `json:"ko,omitempty"`
	// Open model only: requests sent later than planned (by more than
	// LateThresholdMs) and requests never sent before the run ended.
	Late            int64   `json:"late,omitempty"`
	Unsent          int64   `json:"unsent,omitempty"`
	MaxLateMs       float64 `json:"maxLateMs,omitempty"`
	LateThresholdMs float64 `json:"lateThresholdMs,omitempty"`
	// KOCauses are the most frequent causes of failure, most frequent
	// first ("connection refused", "HTTP 503", "timeout after 10s"), the
	// rest summed under "other causes": what a reader must be told before
	// any number of a run that failed.
	KOCauses []KOCause `json:"koCauses,omitempty"`
	// MaxKOPercent is the share of failed requests the run tolerated;
	// Failed is set when more failed (or none succeeded, or the run was
	// stopped early because every request failed), and Failure says why
	// in one line. A failed run is not a result: reports mark it at the
	// top and never average it in, and the command exits non-zero.
	MaxKOPercent float64 `json:"maxKoPercent"`
	Failed       bool    `json:"failed,omitempty"`
	Failure      string  `json:"failure,omitempty"`
	// Client is the load generator's own CPU use; Saturated is set when
	// it was likely the bottleneck. In a merged run it sums the shards'
	// CPU seconds, its CPUPercent is the busiest shard's, and it is
	// Saturated when any shard's generator was (Merged.Shards keeps each).
	Client LoadClient `json:"client"`

	// Started is when the load began (files written before 2026-11 do
	// not have it); the run lasted DurationSeconds from then.
	Started time.Time `json:"started,omitzero"`
	// Shard is set when the run is one shard of a load spread over
	// several generators (`bench load -shard I/N`); Merged when it is the
	// merge of such shards (`bench merge`).
	Shard  *LoadShard `json:"shard,omitempty"`
	Merged *LoadMerge `json:"merged,omitempty"`
}

// LoadShard says which share of a whole run one generator applied. The
// shards of one run share RunID, Of, Scenario and Load; `bench merge`
// refuses shards that do not.
type LoadShard struct {
	// RunID names the whole run: given, or a hash of what every shard
	// is told alike (scenario, target, protocol, load, start time), so
	// shards started with the same flags agree without talking.
	RunID string `json:"runId"`
	// Index is the shard, 1..Of.
	Index int `json:"index"`
	Of    int `json:"of"`
	// Share is this shard's part in words: "4 of 10 users", "250 of
	// 1000 req/s".
	Share string `json:"share"`
	// StartAt is the agreed start time, when one was given.
	StartAt time.Time `json:"startAt,omitzero"`
	// Scenario is a hash of the requests sent (paths, formats, bodies);
	// Load the whole run's load model and bounds, before splitting
	// ("closed 10 users 5s").
	Scenario string `json:"scenario"`
	Load     string `json:"load"`
}

// LoadMerge says a run is the exact merge of the shards of one run: its
// counts are their sums, its percentiles those of their merged
// histograms, its rates over the merged window (earliest start to latest
// end).
type LoadMerge struct {
	RunID  string        `json:"runId"`
	Shards []MergedShard `json:"shards"`
}

// MergedShard is what a merged run keeps of each shard.
type MergedShard struct {
	// File is the results file the shard came from.
	File            string     `json:"file,omitempty"`
	Index           int        `json:"index"`
	Share           string     `json:"share"`
	Started         time.Time  `json:"started,omitzero"`
	DurationSeconds float64    `json:"durationSeconds"`
	Count           int64      `json:"count"`
	OK              int64      `json:"ok"`
	KO              int64      `json:"ko"`
	Client          LoadClient `json:"client"`
}

// KOCause is one cause of failed requests and how many it failed.
type KOCause struct {
	// Class is the KO class it belongs to (timeout, transport, status_5xx…).
	Class string `json:"class"`
	Cause string `json:"cause"`
	Count int64  `json:"count"`
}

// Trustworthy reports whether a run's numbers can be read as a result:
// it did not fail and its load generator was not saturated.
func (r *LoadRun) Trustworthy() bool { return !r.Failed && !r.Client.Saturated }

// LoadStage is one stage of an open-model plan.
type LoadStage struct {
	Seconds float64 `json:"seconds"`
	Rate    float64 `json:"rate"`
}

// LoadStats are the numbers of one request name, or of all requests. Times
// are milliseconds; the percentiles come from an HdrHistogram whose
// encoding (HdrHistogram's compressed V2 format, base64; values in
// microseconds) is Histogram, so runs can be merged and re-analysed
// exactly. Times, percentiles, the histogram, ReqPerSec and BytesPerSec
// are of the successful (OK) requests only: a refused connection answers
// in microseconds, and counting it would make a dead server look fast.
// Failures have their own rate, KOPerSec, and their causes in
// LoadRun.KOCauses. (Files written before 2026-11 counted KOs in the
// percentiles too; every committed run had none.)
type LoadStats struct {
	Name      string  `json:"name"`
	Count     int64   `json:"count"`
	OK        int64   `json:"ok"`
	KO        int64   `json:"ko"`
	KOPercent float64 `json:"koPercent"`
	MinMs     float64 `json:"minMs"`
	MeanMs    float64 `json:"meanMs"`
	StddevMs  float64 `json:"stddevMs"`
	MaxMs     float64 `json:"maxMs"`
	P50Ms     float64 `json:"p50Ms"`
	P75Ms     float64 `json:"p75Ms"`
	P90Ms     float64 `json:"p90Ms"`
	P95Ms     float64 `json:"p95Ms"`
	P98Ms     float64 `json:"p98Ms"`
	P99Ms     float64 `json:"p99Ms"`
	P999Ms    float64 `json:"p999Ms"`
	P9999Ms   float64 `json:"p9999Ms"`
	// ReqPerSec is successful responses per second; KOPerSec failed ones.
	ReqPerSec   float64 `json:"reqPerSec"`
	KOPerSec    float64 `json:"koPerSec"`
	BytesPerSec float64 `json:"bytesPerSec"`
	Histogram   string  `json:"histogram,omitempty"`
}

// LoadSecond is one second of a run; its percentiles are of the OK
// requests that completed in it.
type LoadSecond struct {
	Second      int     `json:"second"`
	Requests    int64   `json:"requests"`
	OK          int64   `json:"ok"`
	KO          int64   `json:"ko"`
	Bytes       int64   `json:"bytes"`
	ActiveUsers int     `json:"activeUsers"`
	PlannedRate float64 `json:"plannedRate,omitempty"`
	P50Ms       float64 `json:"p50Ms"`
	P99Ms       float64 `json:"p99Ms"`
	MaxMs       float64 `json:"maxMs"`
}

// LoadClient is the load generator's own resource use.
type LoadClient struct {
	CPUSeconds float64 `json:"cpuSeconds"`
	// CPUPercent is CPU time over wall time, in percent of one core.
	CPUPercent float64 `json:"cpuPercent"`
	Cores      int     `json:"cores"`
	Saturated  bool    `json:"saturated"`
	Warning    string  `json:"warning,omitempty"`
	// CPUSet is the CPUs the generator was pinned to ("1"; empty: not
	// pinned), and ServerCPUSet those of the server it started, when it
	// started one: pinned apart, they do not compete for a core.
	CPUSet       string `json:"cpuSet,omitempty"`
	ServerCPUSet string `json:"serverCpuSet,omitempty"`
}
