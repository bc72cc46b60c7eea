package bench

import (
	"cmp"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/vmihailenco/msgpack/v5"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/codec/flatcodec"
	"github.com/polywire/polywire/codec/msgpackcodec"
	"github.com/polywire/polywire/codec/xmlcodec"
	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/gen/fbs/articlesfb"
	"github.com/polywire/polywire/gen/fbs/bankfb"
	"github.com/polywire/polywire/gen/fbs/docsfb"
	"github.com/polywire/polywire/gen/fbs/peoplefb"
	"github.com/polywire/polywire/results"
)

// Library is one way of encoding and decoding a format: polywire's codec or
// a baseline library its speed is compared with.
type Library struct {
	Format string
	Name   string
	// Marshal appends the encoding of m to dst.
	Marshal func(dst []byte, m proto.Message) ([]byte, error)
	// Unmarshal decodes b into m, a new message of the right type.
	Unmarshal func(b []byte, m proto.Message) error
	// DecodeOnly measures only the decoding ops: the library encodes as
	// another row of the same format does.
	DecodeOnly bool
}

// LibAlias names polywire's codecs decoding with UnmarshalAlias: strings
// point into the input instead of a copy of it, as a client that owns the
// response body may (the lab never changes the buffer while the message
// lives).
const LibAlias = "polywire-alias"

// aliaser is a codec with UnmarshalAlias (JSON, Protobuf, FlatBuffers, MessagePack).
type aliaser interface {
	UnmarshalAlias(src []byte, m proto.Message) error
}

// Libraries returns polywire's codec for every registered format (and, for
// the codecs that can alias their input, the same decoding with
// UnmarshalAlias: LibAlias) and the baselines: encoding/json on the generated structs, protojson,
// google.golang.org/protobuf's plain Marshal/Unmarshal, polywire's own
// descriptor-driven FlatBuffers codec (the reference its generated fast path
// replaced: FlatBuffers has no Go library that maps to proto structs),
// vmihailenco/msgpack on the generated structs, encoding/xml on the
// generated structs, and polywire's descriptor-driven MessagePack and XML
// codecs (tinylib/msgp's generic path and the hand-written XML codec: the
// references their generated fast paths replaced). Each
// library decodes its own encoding (encoding/json writes enums as numbers,
// for instance), so their byte counts differ.
func Libraries(reg *codec.Registry) []Library {
	var libs []Library
	for _, c := range reg.Codecs() {
		libs = append(libs, Library{Format: c.Name(), Name: "polywire", Marshal: c.Marshal, Unmarshal: c.Unmarshal})
		if a, ok := c.(aliaser); ok {
			libs = append(libs, Library{Format: c.Name(), Name: LibAlias, Marshal: c.Marshal, Unmarshal: a.UnmarshalAlias, DecodeOnly: true})
		}
	}
	libs = append(libs,
		Library{Format: "json", Name: "encoding/json",
			Marshal: func(dst []byte, m proto.Message) ([]byte, error) {
				b, err := json.Marshal(m)
				return append(dst, b...), err
			},
			Unmarshal: func(b []byte, m proto.Message) error { return json.Unmarshal(b, m) }},
		Library{Format: "json", Name: "protojson",
			Marshal:   protojson.MarshalOptions{}.MarshalAppend,
			Unmarshal: protojson.Unmarshal},
		Library{Format: "proto", Name: "google.golang.org/protobuf",
			Marshal:   proto.MarshalOptions{}.MarshalAppend,
			Unmarshal: proto.Unmarshal},
		Library{Format: "flatbuffers", Name: LibFlatReference,
			Marshal:   flatcodec.Codec{Reference: true}.Marshal,
			Unmarshal: flatcodec.Codec{Reference: true}.Unmarshal},
		Library{Format: "msgpack", Name: LibFlatReference,
			Marshal:   msgpackcodec.Codec{Reference: true}.Marshal,
			Unmarshal: msgpackcodec.Codec{Reference: true}.Unmarshal},
		Library{Format: "msgpack", Name: "vmihailenco/msgpack",
			Marshal: func(dst []byte, m proto.Message) ([]byte, error) {
				b, err := msgpack.Marshal(m)
				return append(dst, b...), err
			},
			Unmarshal: func(b []byte, m proto.Message) error { return msgpack.Unmarshal(b, m) }},
		Library{Format: "xml", Name: "encoding/xml",
			Marshal: func(dst []byte, m proto.Message) ([]byte, error) {
				b, err := xml.Marshal(m)
				return append(dst, b...), err
			},
			Unmarshal: func(b []byte, m proto.Message) error { return xml.Unmarshal(b, m) }},
		Library{Format: "xml", Name: LibFlatReference,
			Marshal:   xmlcodec.Codec{Reference: true}.Marshal,
			Unmarshal: xmlcodec.Codec{Reference: true}.Unmarshal},
	)
	return libs
}

// LibFlatReference names the descriptor-driven FlatBuffers, MessagePack and
// XML codecs in the results.
const LibFlatReference = "polywire-reference"

// LibMemcpy names the rows that copy a payload's Protobuf encoding into a
// reused buffer: the ceiling of any encoder writing those bytes.
const LibMemcpy = "memcpy"

// oneField reads the first field of a FlatBuffers buffer with flatc's
// generated accessors, building nothing: the lazy read seed 003 measured.
func oneField(name string, buf []byte) (func() int, bool) {
	switch name {
	case "polywire.docs.v1.Document":
		return func() int { return len(docsfb.GetRootAsDocument(buf, 0).Name()) }, true
	case "polywire.bank.v1.Account":
		return func() int { return len(bankfb.GetRootAsAccount(buf, 0).Name()) }, true
	case "polywire.bank.v1.AccountList":
		return func() int { return bankfb.GetRootAsAccountList(buf, 0).AccountsLength() }, true
	case "polywire.people.v1.People":
		return func() int { return peoplefb.GetRootAsPeople(buf, 0).PersonLength() }, true
	case "polywire.articles.v1.Article":
		return func() int { return len(articlesfb.GetRootAsArticle(buf, 0).Title()) }, true
	}
	return nil, false
}

// CodecConfig sets how long and how often each measurement runs.
type CodecConfig struct {
	// Target is the duration of one repetition; the iteration count is
	// calibrated to reach it.
	Target time.Duration
	// Reps is the number of repetitions summarised in each row.
	Reps int
	// Datasets limits the payloads by name (all when empty).
	Datasets []string
	Progress Progress
}

// Codecs measures encode and decode of every payload with every library,
// FlatBuffers' one-field read, and seed 003's create+encode+decode on the
// document.
//
// Method: one calibration run (which also warms caches and pools) sets the
// iteration count so a repetition lasts about Target; the repetitions of
// all of a payload's measurements are interleaved (see runInterleaved);
// before each repetition the GC runs, so garbage from the previous one is
// not charged to it; ns/op is summarised over the repetitions (median, min, max, p95),
// allocations are counted by runtime.MemStats around the median repetition.
// Decoding always fills a new message, as a client decoding a response does.
//
// Only the payload being measured is resident as Go messages: the others
// wait as Protobuf bytes, which hold no pointers, so the GC does not mark
// them. Otherwise every GC cycle during a measurement would mark all the
// datasets (tens of MB), a cost charged to each library in proportion to
// what it allocates and set by which other datasets the run happened to
// load; a run of one dataset and a run of all now measure the same thing.
// The caller must not keep payloads' messages alive for this to hold (the
// command does not).
func Codecs(payloads []Payload, libs []Library, cfg CodecConfig) ([]results.CodecRow, error) {
	cfg.Reps = max(cfg.Reps, 1)
	if cfg.Target <= 0 {
		cfg.Target = 200 * time.Millisecond
	}
	frozen, err := freeze(payloads, cfg.Datasets)
	if err != nil {
		return nil, err
	}
	var rows []results.CodecRow
	for len(frozen) > 0 {
		p, err := frozen[0].thaw()
		if err != nil {
			return nil, err
		}
		frozen = frozen[1:]
		runtime.GC()
		ms, err := payloadMeasurements(p, libs, cfg)
		if err != nil {
			return nil, err
		}
		if err := runInterleaved(ms, cfg); err != nil {
			return nil, fmt.Errorf("bench codec: %s: %w", p.Name, err)
		}
		for _, m := range ms {
			rows = append(rows, m.row)
		}
	}
	return rows, nil
}

// measurement is one row to measure: its labels and the operation.
type measurement struct {
	row results.CodecRow
	fn  func() error
	n   int // iterations per repetition, from calibration
	s   []sample
}

// payloadMeasurements lists what Codecs measures on one payload.
func payloadMeasurements(p Payload, libs []Library, cfg CodecConfig) ([]*measurement, error) {
	var ms []*measurement
	add := func(format, lib, op string, bytes int, fn func() error) {
		ms = append(ms, &measurement{row: results.CodecRow{Dataset: p.Name, Format: format, Library: lib, Op: op, Bytes: bytes}, fn: fn})
	}
	msgType := p.Message.ProtoReflect().Type()
	for _, lib := range libs {
		enc, err := lib.Marshal(nil, p.Message)
		if err != nil {
			if !strings.HasPrefix(lib.Name, "polywire") {
				cfg.Progress.printf("skip %s %s/%s: %v", p.Name, lib.Format, lib.Name, err)
				continue // a baseline that cannot handle this message
			}
			return nil, fmt.Errorf("bench codec: %s with %s/%s: %w", p.Name, lib.Format, lib.Name, err)
		}
		if err := lib.Unmarshal(enc, msgType.New().Interface()); err != nil {
			if !strings.HasPrefix(lib.Name, "polywire") {
				cfg.Progress.printf("skip %s %s/%s: %v", p.Name, lib.Format, lib.Name, err)
				continue
			}
			return nil, fmt.Errorf("bench codec: %s with %s/%s: %w", p.Name, lib.Format, lib.Name, err)
		}
		buf := make([]byte, 0, len(enc))
		if !lib.DecodeOnly {
			add(lib.Format, lib.Name, results.OpEncode, len(enc), func() error { _, err := lib.Marshal(buf[:0], p.Message); return err })
		}
		add(lib.Format, lib.Name, results.OpDecode, len(enc), func() error { return lib.Unmarshal(enc, msgType.New().Interface()) })
		if p.Name == "document" {
			add(lib.Format, lib.Name, results.OpCreateEncodeDecode, len(enc), func() error {
				b, err := lib.Marshal(buf[:0], dataset.Document())
				if err != nil {
					return err
				}
				return lib.Unmarshal(b, msgType.New().Interface())
			})
		}
	}
	// The encoder's ceiling: copying the Protobuf bytes.
	if pb, ok := findLib(libs, "proto", "polywire"); ok {
		enc, err := pb.Marshal(nil, p.Message)
		if err != nil {
			return nil, fmt.Errorf("bench codec: %w", err)
		}
		buf := make([]byte, 0, len(enc))
		add("proto", LibMemcpy, results.OpEncode, len(enc), func() error { buf = append(buf[:0], enc...); return nil })
	}
	// FlatBuffers' lazy read, with flatc's generated code.
	fb, ok := findLib(libs, "flatbuffers", "polywire")
	if !ok {
		return ms, nil
	}
	enc, err := fb.Marshal(nil, p.Message)
	if err != nil {
		return nil, fmt.Errorf("bench codec: %w", err)
	}
	read, ok := oneField(string(p.Message.ProtoReflect().Descriptor().FullName()), enc)
	if !ok {
		return ms, nil
	}
	var sink int
	add("flatbuffers", "flatc-go", results.OpDecodeOneField, len(enc), func() error { sink += read(); return nil })
	if p.Name == "document" {
		// Seed 003's measure: build, encode (pooled buffers), then read
		// one field with flatc's accessors, as the article did; and the
		// same reading every field (ReadDocumentFB), lazily.
		out := make([]byte, 0, len(enc))
		for _, lazy := range []struct {
			op   string
			read func([]byte) int
		}{
			{results.OpCreateEncodeOneField, func(b []byte) int { return len(docsfb.GetRootAsDocument(b, 0).Name()) }},
			{results.OpCreateEncodeEveryField, ReadDocumentFB},
		} {
			add("flatbuffers", "flatc-go", lazy.op, len(enc), func() error {
				b, err := fb.Marshal(out[:0], dataset.Document())
				if err != nil {
					return err
				}
				sink += lazy.read(b)
				return nil
			})
		}
	}
	return ms, nil
}

// frozenPayload is a Payload as Protobuf bytes.
type frozenPayload struct {
	name, endpoint string
	typ            protoreflect.MessageType
	b              []byte
}

// freeze encodes the payloads named in only (all when empty).
func freeze(payloads []Payload, only []string) ([]frozenPayload, error) {
	var out []frozenPayload
	for _, p := range payloads {
		if len(only) > 0 && !slices.Contains(only, p.Name) {
			continue
		}
		b, err := proto.MarshalOptions{Deterministic: true}.Marshal(p.Message)
		if err != nil {
			return nil, fmt.Errorf("bench codec: %s: %w", p.Name, err)
		}
		out = append(out, frozenPayload{p.Name, p.Endpoint, p.Message.ProtoReflect().Type(), b})
	}
	return out, nil
}

func (f frozenPayload) thaw() (Payload, error) {
	m := f.typ.New().Interface()
	if err := proto.Unmarshal(f.b, m); err != nil {
		return Payload{}, fmt.Errorf("bench codec: %s: %w", f.name, err)
	}
	return Payload{Name: f.name, Endpoint: f.endpoint, Message: m}, nil
}

func findLib(libs []Library, format, name string) (Library, bool) {
	for _, l := range libs {
		if l.Format == format && l.Name == name {
			return l, true
		}
	}
	return Library{}, false
}

func mbPerS(bytes int, nsPerOp float64) float64 {
	if nsPerOp <= 0 {
		return 0
	}
	return float64(bytes) / nsPerOp * 1e3
}

type sample struct {
	ns, bytes, allocs float64
}

// runInterleaved measures ms as described on Codecs. The repetitions are
// interleaved — repetition r of every measurement, then repetition r+1 —
// so that a stretch of contention on a shared host (minutes of another
// tenant's load) lands on every library's samples alike instead of on the
// few rows measured while it lasted: the ratios within a payload, what
// the lab reports, then hold across runs far better than the absolute
// times.
func runInterleaved(ms []*measurement, cfg CodecConfig) error {
	for _, m := range ms {
		n, err := calibrate(m.fn, cfg.Target)
		if err != nil {
			return fmt.Errorf("%s %s with %s: %w", m.row.Op, m.row.Format, m.row.Library, err)
		}
		m.n = n
	}
	for range cfg.Reps {
		for _, m := range ms {
			smp, err := repetition(m.fn, m.n)
			if err != nil {
				return fmt.Errorf("%s %s with %s: %w", m.row.Op, m.row.Format, m.row.Library, err)
			}
			m.s = append(m.s, smp)
		}
	}
	for _, m := range ms {
		summarize(m)
		cfg.Progress.printf("%-11s %-11s %-26s %-20s %12.1f ns/op  %8.1f MB/s", m.row.Dataset, m.row.Format, m.row.Library, m.row.Op, m.row.NsPerOp.Median, m.row.MBPerS)
	}
	return nil
}

// calibrate (and warm up): time one call, then enough calls to fill a
// tenth of the target, and size a repetition from that.
func calibrate(fn func() error, target time.Duration) (int, error) {
	start := time.Now()
	if err := fn(); err != nil {
		return 0, err
	}
	per := time.Since(start)
	calib := int(max(1, min(int64(target/10)/max(int64(per), 1), 1<<24)))
	start = time.Now()
	for range calib {
		if err := fn(); err != nil {
			return 0, err
		}
	}
	per = max(time.Since(start)/time.Duration(calib), 1)
	return int(max(1, min(int64(target/per), 1<<30))), nil
}

// repetition runs fn n times after a GC, so garbage of what ran before is
// not charged to it.
func repetition(fn func() error, n int) (sample, error) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	start := time.Now()
	for range n {
		if err := fn(); err != nil {
			return sample{}, err
		}
	}
	elapsed := time.Since(start)
	runtime.ReadMemStats(&after)
	return sample{
		ns:     float64(elapsed.Nanoseconds()) / float64(n),
		bytes:  float64(after.TotalAlloc-before.TotalAlloc) / float64(n),
		allocs: float64(after.Mallocs-before.Mallocs) / float64(n),
	}, nil
}

// summarize fills m.row from its samples: ns/op over the repetitions,
// allocations of the repetition whose time is the median.
func summarize(m *measurement) {
	ns := make([]float64, len(m.s))
	for i, s := range m.s {
		ns[i] = s.ns
	}
	m.row.NsPerOp = results.Summarize(ns)
	sorted := slices.Clone(m.s)
	slices.SortFunc(sorted, func(a, b sample) int { return cmp.Compare(a.ns, b.ns) })
	mid := sorted[len(sorted)/2]
	m.row.BytesPerOp, m.row.AllocsPerOp, m.row.Iterations = mid.bytes, mid.allocs, m.n
	if !isLazyOp(m.row.Op) {
		m.row.MBPerS = mbPerS(m.row.Bytes, m.row.NsPerOp.Median)
	}
}

// isLazyOp reports whether op reads in place (FlatBuffers' accessors), so
// a throughput over the buffer's size means nothing.
func isLazyOp(op string) bool {
	return op == results.OpDecodeOneField || op == results.OpCreateEncodeOneField || op == results.OpCreateEncodeEveryField
}
