package codectest

import (
	"sync"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/dataset"
)

// Payload is one message the codecs' benchmarks encode and decode.
type Payload struct {
	Name    string
	Message proto.Message
}

// BenchPayloads are three payloads of different shapes for codec
// benchmarks, built once from package dataset: a small nested document, a
// bank account with 10,001 transactions (many small records) and a list
// of 50,000 people (many strings), as bench.Payloads builds them.
var BenchPayloads = sync.OnceValue(func() []Payload {
	return []Payload{
		{"document", dataset.Document()},
		{"account2", dataset.GenerateBank(dataset.DefaultSeed).Accounts[1]},
		{"people", dataset.GeneratePeople(dataset.PeopleCount)},
	}
})
