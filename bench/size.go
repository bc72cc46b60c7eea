package bench

import (
	"fmt"

	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/contentcoding"
	"github.com/polywire/polywire/results"
)

// Codings are the content codings sizes are measured in.
var Codings = []contentcoding.Coding{contentcoding.Identity, contentcoding.Gzip, contentcoding.Brotli, contentcoding.Zstd}

// Sizes encodes every payload in every format of reg and compresses it with
// every coding at the given levels: the bytes the server sends.
func Sizes(payloads []Payload, reg *codec.Registry, levels contentcoding.Levels) ([]results.SizeRow, error) {
	enc, err := contentcoding.NewEncoder(levels)
	if err != nil {
		return nil, fmt.Errorf("bench size: %w", err)
	}
	var rows []results.SizeRow
	for _, p := range payloads {
		jsonSize := map[contentcoding.Coding]int{}
		start := len(rows)
		for _, c := range reg.Codecs() {
			b, err := c.Marshal(nil, p.Message)
			if err != nil {
				return nil, fmt.Errorf("bench size: %s as %s: %w", p.Name, c.Name(), err)
			}
			for _, cd := range Codings {
				z, err := enc.Append(nil, b, cd)
				if err != nil {
					return nil, fmt.Errorf("bench size: %w", err)
				}
				if c.Name() == "json" {
					jsonSize[cd] = len(z)
				}
				rows = append(rows, results.SizeRow{Dataset: p.Name, Endpoint: p.Endpoint, Format: c.Name(), Coding: string(cd), Bytes: len(z)})
			}
		}
		for i := start; i < len(rows); i++ {
			if j := jsonSize[contentcoding.Coding(rows[i].Coding)]; j > 0 {
				rows[i].RatioToJSON = float64(rows[i].Bytes) / float64(j)
			}
		}
	}
	return rows, nil
}
