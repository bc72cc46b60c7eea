package flatcodec_test

import (
	"fmt"
	"sync"
	"testing"

	flatbuffers "github.com/google/flatbuffers/go"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/structpb"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/cmd/protoc-gen-fastproto/testdata/kindspb"
	"github.com/polywire/polywire/codec/flatcodec"
	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/gen/fbs/docsfb"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
)

// loop runs fn as the benchmark's body and reports, besides the wall time,
// cpu-ns/op: the process's CPU time per op (cpuTime), which the other
// jobs of a shared machine leave nearly untouched.
func loop(b *testing.B, fn func()) {
	b.ReportAllocs()
	start := cpuTime()
	for b.Loop() {
		fn()
	}
	b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
}

// BenchmarkCodec encodes and decodes (a full read into the proto message)
// seed 003's document, seed 000's account 2 (10,001 transactions), seed
// 004's people and seed 002's article of 500 subsections (bench's
// payloads of those names), with
// the generated fast path (polywire), the fast path aliasing the buffer's
// strings (polywire_alias, decode only), the descriptor-driven reference
// path (reference) and google.golang.org/protobuf (proto, its own bytes).
// MB/s is of the FlatBuffers bytes. Encoding appends to a reused buffer,
// as the server does with its pooled ones; decoding fills a new message,
// as bench codec does.
func BenchmarkCodec(b *testing.B) {
	payloads := []struct {
		name string
		m    proto.Message
	}{
		{"document", dataset.Document()},
		{"account_2", dataset.GenerateBank(1).Accounts[1]},
		{"people", benchPayload(b, "people")},
		{"article_500", benchPayload(b, "article500")},
	}
	type lib struct {
		name      string
		marshal   func([]byte, proto.Message) ([]byte, error)
		unmarshal func([]byte, proto.Message) error
	}
	libs := []lib{
		{"polywire", flatcodec.Codec{}.Marshal, flatcodec.Codec{}.Unmarshal},
		{"polywire_alias", nil, flatcodec.Codec{}.UnmarshalAlias},
		{"reference", flatcodec.Codec{Reference: true}.Marshal, flatcodec.Codec{Reference: true}.Unmarshal},
		{"proto", proto.MarshalOptions{}.MarshalAppend, proto.Unmarshal},
	}
	for _, p := range payloads {
		for _, l := range libs {
			marshal := l.marshal
			if marshal == nil {
				marshal = flatcodec.Codec{}.Marshal
			}
			enc, err := marshal(nil, p.m)
			if err != nil {
				b.Fatal(err)
			}
			if l.marshal != nil {
				b.Run(p.name+"/encode/"+l.name, func(b *testing.B) {
					b.SetBytes(int64(len(enc)))
					buf := make([]byte, 0, len(enc))
					loop(b, func() {
						if _, err := l.marshal(buf[:0], p.m); err != nil {
							b.Fatal(err)
						}
					})
				})
			}
			b.Run(p.name+"/decode/"+l.name, func(b *testing.B) {
				b.SetBytes(int64(len(enc)))
				loop(b, func() {
					if err := l.unmarshal(enc, p.m.ProtoReflect().New().Interface()); err != nil {
						b.Fatal(err)
					}
				})
			})
		}
	}
}

// benchPayload is bench's payload of the name, from generated data of
// seed 1 (as bench codec's default).
func benchPayload(b *testing.B, name string) proto.Message {
	for _, p := range bench.Payloads(bench.Datasets{
		Bank:   dataset.GenerateBank(dataset.DefaultSeed),
		People: dataset.GeneratePeople(dataset.PeopleCount),
		Corpus: dataset.GenerateCorpus(dataset.DefaultSeed, dataset.CorpusSize),
	}) {
		if p.Name == name {
			return p.Message
		}
	}
	b.Fatalf("bench has no payload %q", name)
	return nil
}

// BenchmarkArticle003 measures seed 003's document as bench codec does, in
// one run: create the document, encode it, then read one field (Name, with
// flatc's generated accessors: the article's 711 ns measure), every field
// in place with the same accessors (every_field, bench.ReadDocumentFB), or every
// field into a new docsv1.Document (full_decode). The encoders are seed
// 003's own, flatc's generated builder functions on a pooled builder
// (flatc_builder), and polywire's, fast and reference. Issue 7's target:
// reading every field with polywire no slower than
// one_field/flatc_builder.
func BenchmarkArticle003(b *testing.B) {
	var sink int
	for _, read := range []struct {
		name string
		fn   func([]byte) int
	}{
		{"one_field", func(b []byte) int { return len(docsfb.GetRootAsDocument(b, 0).Name()) }},
		{"every_field", bench.ReadDocumentFB},
	} {
		b.Run(read.name+"/flatc_builder", func(b *testing.B) {
			pool := sync.Pool{New: func() any { return flatbuffers.NewBuilder(1024) }}
			loop(b, func() {
				builder := pool.Get().(*flatbuffers.Builder)
				builder.Finish(buildDocument(builder, dataset.Document()))
				sink += read.fn(builder.FinishedBytes())
				builder.Reset()
				pool.Put(builder)
			})
		})
		b.Run(read.name+"/polywire", func(b *testing.B) {
			buf := make([]byte, 0, 1024)
			loop(b, func() {
				out, err := flatcodec.Codec{}.Marshal(buf[:0], dataset.Document())
				if err != nil {
					b.Fatal(err)
				}
				sink += read.fn(out)
			})
		})
		// The same with the document built once, before the loop: the
		// encoders' and readers' own cost, without creating the Go
		// message (which the seed's benchmark never does on the heap).
		doc := dataset.Document()
		b.Run(read.name+"/flatc_builder_prebuilt", func(b *testing.B) {
			pool := sync.Pool{New: func() any { return flatbuffers.NewBuilder(1024) }}
			loop(b, func() {
				builder := pool.Get().(*flatbuffers.Builder)
				builder.Finish(buildDocument(builder, doc))
				sink += read.fn(builder.FinishedBytes())
				builder.Reset()
				pool.Put(builder)
			})
		})
		b.Run(read.name+"/polywire_prebuilt", func(b *testing.B) {
			buf := make([]byte, 0, 1024)
			loop(b, func() {
				out, err := flatcodec.Codec{}.Marshal(buf[:0], doc)
				if err != nil {
					b.Fatal(err)
				}
				sink += read.fn(out)
			})
		})
	}
	_ = sink
	for _, c := range []struct {
		name  string
		codec flatcodec.Codec
	}{{"polywire", flatcodec.Codec{}}, {"reference", flatcodec.Codec{Reference: true}}} {
		if c.name == "polywire" {
			continue // above
		}
		b.Run("one_field/"+c.name, func(b *testing.B) {
			buf := make([]byte, 0, 1024)
			loop(b, func() {
				out, err := c.codec.Marshal(buf[:0], dataset.Document())
				if err != nil {
					b.Fatal(err)
				}
				_ = docsfb.GetRootAsDocument(out, 0).Name()
			})
		})
	}
	for _, c := range []struct {
		name      string
		codec     flatcodec.Codec
		unmarshal func(flatcodec.Codec, []byte, proto.Message) error
	}{
		{"polywire", flatcodec.Codec{}, flatcodec.Codec.Unmarshal},
		{"polywire_alias", flatcodec.Codec{}, flatcodec.Codec.UnmarshalAlias},
		{"reference", flatcodec.Codec{Reference: true}, flatcodec.Codec.Unmarshal},
	} {
		b.Run("full_decode/"+c.name, func(b *testing.B) {
			buf := make([]byte, 0, 1024)
			loop(b, func() {
				out, err := c.codec.Marshal(buf[:0], dataset.Document())
				if err != nil {
					b.Fatal(err)
				}
				if err := c.unmarshal(c.codec, out, new(docsv1.Document)); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
	b.Run("full_decode/proto", func(b *testing.B) {
		buf := make([]byte, 0, 1024)
		loop(b, func() {
			out, err := proto.MarshalOptions{}.MarshalAppend(buf[:0], dataset.Document())
			if err != nil {
				b.Fatal(err)
			}
			if err := proto.Unmarshal(out, new(docsv1.Document)); err != nil {
				b.Fatal(err)
			}
		})
	})
}

// BenchmarkShapes encodes and decodes messages with maps, oneofs,
// optional fields and well-known types: a shop's product (product: a
// Timestamp, a map<string, string> of four attributes, a oneof and three
// tags beside plain fields) and messages of protoc-gen-fastflat's test
// schema with maps of every key kind (maps_fast), every well-known type
// (well_known) and a recursive tree (tree), with the generated fast path
// (polywire) and the descriptor-driven reference; then, on the reference
// path only (they have no generated code), kindspb.Maps with an entry of
// every key kind (maps), a Struct of a JSON document's shape (struct: 200
// entries of strings, numbers and nested objects, Values being a oneof),
// and a Kinds holding maps, oneofs and optional fields (kinds). proto is
// google.golang.org/protobuf on the same message, for scale.
func BenchmarkShapes(b *testing.B) {
	doc := &structpb.Struct{Fields: map[string]*structpb.Value{}}
	for i := range 200 {
		k := fmt.Sprintf("key%03d", i)
		switch i % 4 {
		case 0:
			doc.Fields[k] = structpb.NewStringValue("value " + k)
		case 1:
			doc.Fields[k] = structpb.NewNumberValue(float64(i) * 1.5)
		case 2:
			doc.Fields[k] = structpb.NewBoolValue(i%3 == 0)
		default:
			doc.Fields[k] = structpb.NewStructValue(nestedStruct(2))
		}
	}
	shapes := fastShapeCases()
	payloads := []struct {
		name string
		m    proto.Message
	}{
		{"product", product()},
		{"maps_fast", shapes["maps"]},
		{"well_known", shapes["well_known"]},
		{"tree", shapes["tree"]},
		{"maps", allMaps()},
		{"struct", doc},
		{"kinds", &kindspb.Kinds{Maps: allMaps(), Oneofs: &kindspb.Oneofs{First: &kindspb.Oneofs_CString{CString: "c"}}, Optionals: optionalZeros(), Child: chain(4)}},
	}
	libs := []struct {
		name      string
		marshal   func([]byte, proto.Message) ([]byte, error)
		unmarshal func([]byte, proto.Message) error
	}{
		{"polywire", flatcodec.Codec{}.Marshal, flatcodec.Codec{}.Unmarshal},
		{"reference", flatcodec.Codec{Reference: true}.Marshal, flatcodec.Codec{Reference: true}.Unmarshal},
		{"proto", proto.MarshalOptions{}.MarshalAppend, proto.Unmarshal},
	}
	for _, p := range payloads {
		for _, l := range libs {
			if l.name == "polywire" && !flatcodec.HasFastPath(p.m) {
				continue
			}
			enc, err := l.marshal(nil, p.m)
			if err != nil {
				b.Fatal(err)
			}
			b.Run(p.name+"/encode/"+l.name, func(b *testing.B) {
				b.SetBytes(int64(len(enc)))
				buf := make([]byte, 0, len(enc))
				loop(b, func() {
					if _, err := l.marshal(buf[:0], p.m); err != nil {
						b.Fatal(err)
					}
				})
			})
			b.Run(p.name+"/decode/"+l.name, func(b *testing.B) {
				b.SetBytes(int64(len(enc)))
				loop(b, func() {
					if err := l.unmarshal(enc, p.m.ProtoReflect().New().Interface()); err != nil {
						b.Fatal(err)
					}
				})
			})
		}
	}
}
