package contentcoding

import (
	"fmt"
	"testing"

	"github.com/polywire/polywire/codec/jsoncodec"
	"github.com/polywire/polywire/codec/protocodec"
	"github.com/polywire/polywire/dataset"
)

// BenchmarkEncode compresses account 2 (JSON 3.1 MB, Protobuf 1.6 MB) per
// coding and level and reports the compressed size as a metric, which is
// how DefaultLevels were chosen: `go test -bench=Encode ./contentcoding`.
func BenchmarkEncode(b *testing.B) {
	acc := dataset.GenerateBank(dataset.DefaultSeed).Accounts[1]
	js, _ := jsoncodec.Codec{}.Marshal(nil, acc)
	pb, _ := protocodec.Codec{}.Marshal(nil, acc)
	levels := map[Coding][]int{Gzip: {1, 6, 9}, Brotli: {1, 3, 4, 6}, Zstd: {1, 3, 7, 19}}
	for _, body := range []struct {
		name string
		b    []byte
	}{{"json", js}, {"proto", pb}} {
		for _, c := range []Coding{Gzip, Brotli, Zstd} {
			for _, lvl := range levels[c] {
				l := DefaultLevels
				switch c {
				case Gzip:
					l.Gzip = lvl
				case Brotli:
					l.Brotli = lvl
				case Zstd:
					l.Zstd = lvl
				}
				enc, err := NewEncoder(l)
				if err != nil {
					b.Fatal(err)
				}
				b.Run(fmt.Sprintf("%s/%s/%d", body.name, c, lvl), func(b *testing.B) {
					b.ReportAllocs()
					b.SetBytes(int64(len(body.b)))
					var out []byte
					for b.Loop() {
						out, err = enc.Append(out[:0], body.b, c)
						if err != nil {
							b.Fatal(err)
						}
					}
					b.ReportMetric(float64(len(out)), "bytes")
					b.ReportMetric(float64(len(out))/float64(len(body.b)), "ratio")
				})
			}
		}
	}
}
