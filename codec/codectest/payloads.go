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

// BenchPayloads are the lab's three payloads for the codec goals, built
// once: seed 003's document, seed 000's account 2 (10,001 transactions)
// and seed 004's 50,000 people, as bench.Payloads builds them.
var BenchPayloads = sync.OnceValue(func() []Payload {
	return []Payload{
		{"document", dataset.Document()},
		{"account2", dataset.GenerateBank(dataset.DefaultSeed).Accounts[1]},
		{"people", dataset.GeneratePeople(dataset.PeopleCount)},
	}
})
