package server

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/contentcoding"
	"github.com/polywire/polywire/dataset"
)

// TestSizeTable measures every payload × format × coding with the codecs and
// encoder the server uses (so the bytes are the served bytes) and prints the
// table docs/BENCHMARKS.md carries: go test -run TestSizeTable -v ./internal/server.
// It checks what must hold whatever the data: compression shrinks every
// body of 10 KB or more, Protobuf is the smallest uncompressed encoding of
// the bank and people payloads, and XML the largest.
func TestSizeTable(t *testing.T) {
	t.Parallel()
	article := mustData(t, articleData)
	gen := mustData(t, generatedData)
	draw := func(n int) proto.Message {
		k := 0
		return dataset.Article(gen.Corpus, n, func(m int) int { k += 7919; return k % m })
	}
	payloads := []struct {
		name string
		m    proto.Message
		text bool // text-heavy: Protobuf need not be smallest
	}{
		{"/account/1 (seed 000 data)", article.Bank.Accounts[0], false},
		{"/account/2 (seed 000 data)", article.Bank.Accounts[1], false},
		{"/accountList (seed 000 data)", article.Bank, false},
		{"/people", gen.People, false},
		{"/articles?sections=50", draw(50), true},
		{"/articles?sections=500", draw(500), true},
	}
	if raceEnabled || testing.Short() { // the checks still run, on the payloads under 1 MB (make check: the people list in five formats and three codings, ~3 s of a core)
		payloads = []struct {
			name string
			m    proto.Message
			text bool
		}{payloads[0], payloads[4], payloads[5]}
	}
	enc, err := contentcoding.NewEncoder(contentcoding.DefaultLevels)
	if err != nil {
		t.Fatal(err)
	}
	codings := []contentcoding.Coding{contentcoding.Identity, contentcoding.Gzip, contentcoding.Brotli, contentcoding.Zstd}
	var table strings.Builder
	table.WriteString("| payload | format | identity | gzip | br | zstd | identity vs JSON |\n|---|---|---:|---:|---:|---:|---:|\n")
	for _, p := range payloads {
		sizes := map[string]int{}
		for _, c := range registry.Codecs() {
			b, err := c.Marshal(nil, p.m)
			if err != nil {
				t.Fatal(err)
			}
			sizes[c.Name()] = len(b)
			row := []string{p.name, c.Name()}
			for _, cd := range codings {
				z, err := enc.Append(nil, b, cd)
				if err != nil {
					t.Fatal(err)
				}
				if cd != contentcoding.Identity && len(b) >= 10_000 && len(z) >= len(b) {
					t.Errorf("%s %s: %s did not shrink %d bytes (%d)", p.name, c.Name(), cd, len(b), len(z))
				}
				row = append(row, strconv.Itoa(len(z)))
			}
			row = append(row, fmt.Sprintf("%.3f", float64(len(b))/float64(sizes["json"])))
			table.WriteString("| " + strings.Join(row, " | ") + " |\n")
		}
		for name, n := range sizes {
			if !p.text && name != "proto" && n <= sizes["proto"] {
				t.Errorf("%s: %s (%d bytes) is not larger than Protobuf (%d)", p.name, name, n, sizes["proto"])
			}
			if name != "xml" && n >= sizes["xml"] {
				t.Errorf("%s: %s (%d bytes) is not smaller than XML (%d)", p.name, name, n, sizes["xml"])
			}
		}
	}
	t.Log("\n" + table.String())
}
