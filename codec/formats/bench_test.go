package formats_test

import (
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/dataset"
)

// BenchmarkCodecs encodes and decodes the built-in payloads with every
// registered format: `make bench`, or with -cpuprofile for pprof.
func BenchmarkCodecs(b *testing.B) {
	bank := dataset.GenerateBank(dataset.DefaultSeed)
	payloads := []struct {
		name string
		m    proto.Message
	}{
		{"document", dataset.Document()},
		{"account1", bank.Accounts[0]},
		{"account2", bank.Accounts[1]},
		{"people", dataset.GeneratePeople(dataset.PeopleCount)},
	}
	for _, c := range formats.Registry().Codecs() {
		for _, p := range payloads {
			enc, err := c.Marshal(nil, p.m)
			if err != nil {
				b.Fatal(err)
			}
			b.Run(p.name+"/"+c.Name()+"/encode", func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(enc)))
				buf := make([]byte, 0, len(enc))
				for b.Loop() {
					if _, err := c.Marshal(buf[:0], p.m); err != nil {
						b.Fatal(err)
					}
				}
			})
			b.Run(p.name+"/"+c.Name()+"/decode", func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(enc)))
				m := p.m.ProtoReflect().New().Interface()
				for b.Loop() {
					if err := c.Unmarshal(enc, m); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
