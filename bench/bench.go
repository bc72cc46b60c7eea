// Package bench runs polywire's measurements — the sizes of every payload in
// every format and coding, the cost of every codec against the baseline
// libraries in the same run, and seed 000's and seed 002's client-side
// timings — and returns them as results rows. The polywire bench command
// drives it; `polywire report` renders what it returns.
package bench

import (
	"fmt"
	"io"
	"log/slog"
	"time"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/dataset"
	articlesv1 "github.com/polywire/polywire/gen/polywire/articles/v1"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
)

// Payload is one dataset the measurements run on, and the endpoint that
// serves it.
type Payload struct {
	Name     string // "account1"
	Endpoint string // "/account/1"
	Message  proto.Message
}

// Datasets are the built-in datasets (the articles') the measurements run
// on, as `polywire gen` writes them and the server serves them. It names only generated types,
// so a caller outside this module can fill it from data of its own.
type Datasets struct {
	Bank   *bankv1.AccountList      // seed 000's accounts
	People *peoplev1.People         // seed 004's people
	Corpus []*articlesv1.Subsection // seed 002's subsections, which articles are drawn from
}

// LoadDatasets loads the built-in datasets in dir, generating what is
// missing from the random seed (dataset.Open).
func LoadDatasets(dir string, seed uint64) (Datasets, error) {
	d, err := dataset.Open(dir, seed, slog.New(slog.DiscardHandler))
	if err != nil {
		return Datasets{}, err
	}
	return Datasets{Bank: d.Bank, People: d.People, Corpus: d.Corpus}, nil
}

// Payloads are the built-in bodies: seed 003's sample document, seed 000's
// accounts and list, seed 004's 50,000 people, and seed 002's articles of
// 50 and 500 subsections (a fixed draw, so every format carries the same
// text).
func Payloads(d Datasets) []Payload {
	draw := func(n int) proto.Message {
		k := 0
		return dataset.Article(d.Corpus, n, func(m int) int { k += 7919; return k % m })
	}
	return []Payload{
		{"document", "/report", dataset.Document()},
		{"account1", "/account/1", d.Bank.Accounts[0]},
		{"account2", "/account/2", d.Bank.Accounts[1]},
		{"accountList", "/accountList", d.Bank},
		{"people", "/people", d.People},
		{"article50", "/articles?sections=50", draw(50)},
		{"article500", "/articles?sections=500", draw(500)},
	}
}

// Progress receives one line per finished measurement on long runs; nil
// discards them.
type Progress func(format string, args ...any)

func (p Progress) printf(format string, args ...any) {
	if p != nil {
		p(format, args...)
	}
}

// WriterProgress prints progress lines to w with the elapsed time.
func WriterProgress(w io.Writer) Progress {
	start := time.Now()
	return func(format string, args ...any) {
		fmt.Fprintf(w, "[%6.1fs] %s\n", time.Since(start).Seconds(), fmt.Sprintf(format, args...))
	}
}
