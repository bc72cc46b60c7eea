package xmlcodec_test

import (
	"encoding/xml"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/codectest"
	"github.com/polywire/polywire/codec/xmlcodec"
)

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
	for _, p := range codectest.BenchPayloads() {
		for _, lib := range xmlLibraries {
			b.Run(p.Name+"/"+lib.name, func(b *testing.B) {
				buf, err := lib.marshal(nil, p.Message)
				if err != nil {
					b.Fatal(err)
				}
				b.SetBytes(int64(len(buf)))
				b.ReportAllocs()
				for b.Loop() {
					if buf, err = lib.marshal(buf[:0], p.Message); err != nil {
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
	for _, p := range codectest.BenchPayloads() {
		for _, lib := range xmlLibraries {
			b.Run(p.Name+"/"+lib.name, func(b *testing.B) {
				buf, err := lib.marshal(nil, p.Message)
				if err != nil {
					b.Fatal(err)
				}
				b.SetBytes(int64(len(buf)))
				b.ReportAllocs()
				for b.Loop() {
					m := p.Message.ProtoReflect().New().Interface()
					if err := lib.unmarshal(buf, m); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
