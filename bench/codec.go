package bench

import (
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
	"github.com/polywire/polywire/internal/fbread"
	"github.com/polywire/polywire/internal/gen/fbs/articlesfb"
	"github.com/polywire/polywire/internal/gen/fbs/bankfb"
	"github.com/polywire/polywire/internal/gen/fbs/docsfb"
	"github.com/polywire/polywire/internal/gen/fbs/peoplefb"
	"github.com/polywire/polywire/internal/testmsg"
	"github.com/polywire/polywire/results"
)

// Library is one way of encoding and decoding a format: polywire's codec or
// a baseline the ratios are taken against.
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

// aliaser is a codec with UnmarshalAlias (JSON, Protobuf, FlatBuffers).
type aliaser interface {
	UnmarshalAlias(src []byte, m proto.Message) error
}

// Libraries returns polywire's codec for every registered format (and, for
// the codecs that can alias their input, the same decoding with
// UnmarshalAlias: LibAlias) and the baselines: encoding/json on the generated structs, protojson,
// google.golang.org/protobuf's plain Marshal/Unmarshal, polywire's own
// descriptor-driven FlatBuffers codec (the reference its generated fast path
// replaced: FlatBuffers has no Go library that maps to proto structs),
// vmihailenco/msgpack on the generated structs, and encoding/xml on the
// generated structs. Each
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
	)
	return libs
}

// LibFlatReference names the descriptor-driven FlatBuffers codec in the
// results.
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
// iteration count so a repetition lasts about Target; before each
// repetition the GC runs, so garbage from the previous one is not charged
// to it; ns/op is summarised over the repetitions (median, min, max, p95),
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
			type op struct {
				op string
				fn func() error
			}
			var ops []op
			if !lib.DecodeOnly {
				ops = append(ops, op{results.OpEncode, func() error { _, err := lib.Marshal(buf[:0], p.Message); return err }})
			}
			ops = append(ops, op{results.OpDecode, func() error { return lib.Unmarshal(enc, msgType.New().Interface()) }})
			if p.Name == "document" {
				ops = append(ops, op{results.OpCreateEncodeDecode, func() error {
					b, err := lib.Marshal(buf[:0], testmsg.Document())
					if err != nil {
						return err
					}
					return lib.Unmarshal(b, msgType.New().Interface())
				}})
			}
			for _, o := range ops {
				row, err := measure(o.fn, cfg)
				if err != nil {
					return nil, fmt.Errorf("bench codec: %s %s with %s/%s: %w", p.Name, o.op, lib.Format, lib.Name, err)
				}
				row.Dataset, row.Format, row.Library, row.Op, row.Bytes = p.Name, lib.Format, lib.Name, o.op, len(enc)
				row.MBPerS = mbPerS(len(enc), row.NsPerOp.Median)
				rows = append(rows, row)
				cfg.Progress.printf("%-11s %-11s %-26s %-20s %12.0f ns/op  %8.1f MB/s", p.Name, lib.Format, lib.Name, o.op, row.NsPerOp.Median, row.MBPerS)
			}
		}
		// The encoder's ceiling: copying the Protobuf bytes.
		if pb, ok := findLib(libs, "proto", "polywire"); ok {
			enc, err := pb.Marshal(nil, p.Message)
			if err != nil {
				return nil, fmt.Errorf("bench codec: %w", err)
			}
			buf := make([]byte, 0, len(enc))
			row, err := measure(func() error { buf = append(buf[:0], enc...); return nil }, cfg)
			if err != nil {
				return nil, err
			}
			row.Dataset, row.Format, row.Library, row.Op, row.Bytes = p.Name, "proto", LibMemcpy, results.OpEncode, len(enc)
			row.MBPerS = mbPerS(len(enc), row.NsPerOp.Median)
			rows = append(rows, row)
			cfg.Progress.printf("%-11s %-11s %-26s %-20s %12.0f ns/op  %8.1f MB/s", p.Name, "proto", LibMemcpy, results.OpEncode, row.NsPerOp.Median, row.MBPerS)
		}
		// FlatBuffers' lazy read, with flatc's generated code.
		fb, ok := findLib(libs, "flatbuffers", "polywire")
		if !ok {
			continue
		}
		enc, err := fb.Marshal(nil, p.Message)
		if err != nil {
			return nil, fmt.Errorf("bench codec: %w", err)
		}
		read, ok := oneField(string(p.Message.ProtoReflect().Descriptor().FullName()), enc)
		if !ok {
			continue
		}
		var sink int
		row, err := measure(func() error { sink += read(); return nil }, cfg)
		if err != nil {
			return nil, err
		}
		row.Dataset, row.Format, row.Library, row.Op, row.Bytes = p.Name, "flatbuffers", "flatc-go", results.OpDecodeOneField, len(enc)
		rows = append(rows, row)
		cfg.Progress.printf("%-11s %-11s %-26s %-20s %12.1f ns/op", p.Name, "flatbuffers", "flatc-go", results.OpDecodeOneField, row.NsPerOp.Median)
		if p.Name == "document" {
			// Seed 003's measure: build, encode (pooled buffers), then read
			// one field with flatc's accessors, as the article did; and the
			// same reading every field (internal/fbread), lazily.
			out := make([]byte, 0, len(enc))
			for _, lazy := range []struct {
				op   string
				read func([]byte) int
			}{
				{results.OpCreateEncodeOneField, func(b []byte) int { return len(docsfb.GetRootAsDocument(b, 0).Name()) }},
				{results.OpCreateEncodeEveryField, fbread.Document},
			} {
				row, err := measure(func() error {
					b, err := fb.Marshal(out[:0], testmsg.Document())
					if err != nil {
						return err
					}
					sink += lazy.read(b)
					return nil
				}, cfg)
				if err != nil {
					return nil, err
				}
				row.Dataset, row.Format, row.Library, row.Op, row.Bytes = p.Name, "flatbuffers", "flatc-go", lazy.op, len(enc)
				rows = append(rows, row)
				cfg.Progress.printf("%-11s %-11s %-26s %-20s %12.1f ns/op", p.Name, "flatbuffers", "flatc-go", row.Op, row.NsPerOp.Median)
			}
		}
		_ = sink
	}
	return rows, nil
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

// measure runs fn as described on Codecs.
func measure(fn func() error, cfg CodecConfig) (results.CodecRow, error) {
	// Calibrate (and warm up): time one call, then enough calls to fill
	// a tenth of the target, and size the repetitions from that.
	start := time.Now()
	if err := fn(); err != nil {
		return results.CodecRow{}, err
	}
	per := time.Since(start)
	calib := int(max(1, min(int64(cfg.Target/10)/max(int64(per), 1), 1<<24)))
	start = time.Now()
	for range calib {
		if err := fn(); err != nil {
			return results.CodecRow{}, err
		}
	}
	per = max(time.Since(start)/time.Duration(calib), 1)
	n := int(max(1, min(int64(cfg.Target/per), 1<<30)))

	type sample struct {
		ns, bytes, allocs float64
	}
	samples := make([]sample, cfg.Reps)
	var before, after runtime.MemStats
	for i := range samples {
		runtime.GC()
		runtime.ReadMemStats(&before)
		start := time.Now()
		for range n {
			if err := fn(); err != nil {
				return results.CodecRow{}, err
			}
		}
		elapsed := time.Since(start)
		runtime.ReadMemStats(&after)
		samples[i] = sample{
			ns:     float64(elapsed.Nanoseconds()) / float64(n),
			bytes:  float64(after.TotalAlloc-before.TotalAlloc) / float64(n),
			allocs: float64(after.Mallocs-before.Mallocs) / float64(n),
		}
	}
	ns := make([]float64, len(samples))
	for i, s := range samples {
		ns[i] = s.ns
	}
	st := results.Summarize(ns)
	// Allocations of the repetition whose time is the median.
	slices.SortFunc(samples, func(a, b sample) int {
		switch {
		case a.ns < b.ns:
			return -1
		case a.ns > b.ns:
			return 1
		}
		return 0
	})
	mid := samples[len(samples)/2]
	return results.CodecRow{NsPerOp: st, BytesPerOp: mid.bytes, AllocsPerOp: mid.allocs, Iterations: n}, nil
}
