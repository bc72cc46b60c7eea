package jsoncodec_test

import (
	"encoding/json"
	"sync"
	"testing"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/jsoncodec"
	"github.com/polywire/polywire/dataset"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
)

// account2 is seed 000's account 2 as the lab generates it (10,001
// transactions).
var account2 = sync.OnceValue(func() proto.Message {
	return dataset.GenerateBank(dataset.DefaultSeed).Accounts[1]
})

// jsonLibrary is one way of writing and reading JSON, as the lab's.
type jsonLibrary struct {
	name      string
	marshal   func(dst []byte, m proto.Message) ([]byte, error)
	unmarshal func(b []byte, m proto.Message) error
}

// jsonLibraries are the fast path (copying and aliasing), the reference
// path (protojson and whitespace removal), protojson itself and
// encoding/json on the generated structs, the baselines.
var jsonLibraries = []jsonLibrary{
	{"fast", jsoncodec.Codec{}.Marshal, jsoncodec.Codec{}.Unmarshal},
	{"fast_alias", jsoncodec.Codec{}.Marshal, jsoncodec.Codec{}.UnmarshalAlias},
	{"reference", jsoncodec.Codec{Reference: true}.Marshal, jsoncodec.Codec{Reference: true}.Unmarshal},
	{"protojson", protojson.MarshalOptions{}.MarshalAppend, protojson.Unmarshal},
	{"encoding_json", func(dst []byte, m proto.Message) ([]byte, error) {
		b, err := json.Marshal(m)
		return append(dst, b...), err
	}, func(b []byte, m proto.Message) error { return json.Unmarshal(b, m) }},
}

// BenchmarkEncode measures encoding account 2 and the document into a
// buffer of the right size, as the lab does.
func BenchmarkEncode(b *testing.B) {
	for _, p := range []struct {
		name string
		m    proto.Message
	}{{"account2", account2()}, {"document", dataset.Document()}} {
		for _, lib := range jsonLibraries {
			if lib.name == "fast_alias" {
				continue
			}
			b.Run(p.name+"/"+lib.name, func(b *testing.B) {
				enc, err := lib.marshal(nil, p.m)
				if err != nil {
					b.Fatal(err)
				}
				buf := make([]byte, 0, len(enc))
				b.SetBytes(int64(len(enc)))
				b.ReportAllocs()
				for b.Loop() {
					if _, err := lib.marshal(buf[:0], p.m); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkDecode measures decoding account 2 and the document into a new
// message, each library its own encoding.
func BenchmarkDecode(b *testing.B) {
	for _, p := range []struct {
		name string
		m    proto.Message
	}{{"account2", account2()}, {"document", dataset.Document()}} {
		for _, lib := range jsonLibraries {
			b.Run(p.name+"/"+lib.name, func(b *testing.B) {
				enc, err := lib.marshal(nil, p.m)
				if err != nil {
					b.Fatal(err)
				}
				typ := p.m.ProtoReflect().Type()
				b.SetBytes(int64(len(enc)))
				b.ReportAllocs()
				for b.Loop() {
					if err := lib.unmarshal(enc, typ.New().Interface()); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkDocumentCreateEncodeDecode is seed 003's measure: build the
// document, encode it, decode it into a new message.
func BenchmarkDocumentCreateEncodeDecode(b *testing.B) {
	for _, lib := range jsonLibraries {
		b.Run(lib.name, func(b *testing.B) {
			enc, err := lib.marshal(nil, dataset.Document())
			if err != nil {
				b.Fatal(err)
			}
			buf := make([]byte, 0, len(enc))
			b.SetBytes(int64(len(enc)))
			b.ReportAllocs()
			for b.Loop() {
				out, err := lib.marshal(buf[:0], dataset.Document())
				if err != nil {
					b.Fatal(err)
				}
				if err := lib.unmarshal(out, new(docsv1.Document)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
