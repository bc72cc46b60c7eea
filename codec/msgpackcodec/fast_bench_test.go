package msgpackcodec_test

import (
	"sync"
	"testing"

	"github.com/vmihailenco/msgpack/v5"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/msgpackcodec"
	"github.com/polywire/polywire/internal/dataset"
	"github.com/polywire/polywire/internal/testmsg"
)

// fastPayloads are the three payloads: seed 003's document, seed
// 000's account 2 and seed 004's people, as the lab builds them.
var fastPayloads = sync.OnceValue(func() []struct {
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
	for _, p := range fastPayloads() {
		for _, lib := range msgpackLibraries {
			enc, err := lib.marshal(nil, p.m)
			if err != nil {
				b.Fatal(err)
			}
			b.Run(p.name+"/encode/"+lib.name, func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(enc)))
				buf := make([]byte, 0, len(enc))
				for b.Loop() {
					if _, err := lib.marshal(buf[:0], p.m); err != nil {
						b.Fatal(err)
					}
				}
			})
			b.Run(p.name+"/decode/"+lib.name, func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(enc)))
				typ := p.m.ProtoReflect().Type()
				for b.Loop() {
					if err := lib.unmarshal(enc, typ.New().Interface()); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
