package msgpackcodec_test

import (
	"testing"

	"github.com/vmihailenco/msgpack/v5"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/codectest"
	"github.com/polywire/polywire/codec/msgpackcodec"
)

// msgpackLibraries are the generated fast path, the descriptor-driven
// reference it replaces and vmihailenco/msgpack on the generated structs,
// each called as the lab (bench.Libraries) calls it.
var msgpackLibraries = []struct {
	name      string
	marshal   func(dst []byte, m proto.Message) ([]byte, error)
	unmarshal func(b []byte, m proto.Message) error
}{
	{"fast", msgpackcodec.Codec{}.Marshal, msgpackcodec.Codec{}.Unmarshal},
	{"reference", msgpackcodec.Codec{Reference: true}.Marshal, msgpackcodec.Codec{Reference: true}.Unmarshal},
	{"vmihailenco", func(dst []byte, m proto.Message) ([]byte, error) {
		b, err := msgpack.Marshal(m)
		return append(dst, b...), err
	}, func(b []byte, m proto.Message) error { return msgpack.Unmarshal(b, m) }},
}

// BenchmarkFastPath measures encode and decode of each payload with each
// library; its numbers are in docs/BENCHMARKS.md ("MessagePack fast path"):
//
//	go test -run '^$' -bench FastPath -benchmem -benchtime 1s -count 3 ./codec/msgpackcodec
func BenchmarkFastPath(b *testing.B) {
	for _, p := range codectest.BenchPayloads() {
		for _, lib := range msgpackLibraries {
			enc, err := lib.marshal(nil, p.Message)
			if err != nil {
				b.Fatal(err)
			}
			b.Run(p.Name+"/encode/"+lib.name, func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(enc)))
				buf := make([]byte, 0, len(enc))
				for b.Loop() {
					if _, err := lib.marshal(buf[:0], p.Message); err != nil {
						b.Fatal(err)
					}
				}
			})
			b.Run(p.Name+"/decode/"+lib.name, func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(enc)))
				typ := p.Message.ProtoReflect().Type()
				for b.Loop() {
					if err := lib.unmarshal(enc, typ.New().Interface()); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
