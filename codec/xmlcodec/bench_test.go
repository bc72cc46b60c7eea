package xmlcodec_test

import (
	"encoding/xml"
	"sync"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/xmlcodec"
	"github.com/polywire/polywire/internal/dataset"
	"github.com/polywire/polywire/internal/testmsg"
)

// benchPayloads are the lab's XML payloads (bench.Payloads): seed 003's
// document, seed 000's account 2 (10,001 transactions) and seed 004's
// 50,000 people.
var benchPayloads = sync.OnceValue(func() []struct {
	name string
	m    proto.Message
} {
	return []struct {
		name string
		m    proto.Message
	}{
		{"document", testmsg.Document()},
		{"account2", dataset.GenerateBank(dataset.DefaultSeed).Accounts[1]},
		{"people", dataset.GeneratePeople(dataset.PeopleCount)},
	}
})

// xmlLibraries are the generated fast path, the descriptor-driven
// reference path (Reference: true) and encoding/xml on the generated
// structs (the lab's baseline, as bench.Libraries calls it). encoding/xml
// decodes its own encoding, not the codec's.
var xmlLibraries = []struct {
	name      string
	marshal   func(dst []byte, m proto.Message) ([]byte, error)
	unmarshal func(b []byte, m proto.Message) error
}{
	{"fast", xmlcodec.Codec{}.Marshal, xmlcodec.Codec{}.Unmarshal},
	{"reference", xmlcodec.Codec{Reference: true}.Marshal, xmlcodec.Codec{Reference: true}.Unmarshal},
	{"encoding_xml", func(dst []byte, m proto.Message) ([]byte, error) {
		b, err := xml.Marshal(m)
		return append(dst, b...), err
	}, func(b []byte, m proto.Message) error { return xml.Unmarshal(b, m) }},
}

// BenchmarkMarshal encodes each payload into a reused buffer.
func BenchmarkMarshal(b *testing.B) {
	for _, p := range benchPayloads() {
		for _, lib := range xmlLibraries {
			b.Run(p.name+"/"+lib.name, func(b *testing.B) {
				buf, err := lib.marshal(nil, p.m)
				if err != nil {
					b.Fatal(err)
				}
				b.SetBytes(int64(len(buf)))
				b.ReportAllocs()
				for b.Loop() {
					if buf, err = lib.marshal(buf[:0], p.m); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkUnmarshal decodes each library's own encoding of each payload
// into a new message, as the lab does.
func BenchmarkUnmarshal(b *testing.B) {
	for _, p := range benchPayloads() {
		for _, lib := range xmlLibraries {
			b.Run(p.name+"/"+lib.name, func(b *testing.B) {
				buf, err := lib.marshal(nil, p.m)
				if err != nil {
					b.Fatal(err)
				}
				b.SetBytes(int64(len(buf)))
				b.ReportAllocs()
				for b.Loop() {
					m := p.m.ProtoReflect().New().Interface()
					if err := lib.unmarshal(buf, m); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
