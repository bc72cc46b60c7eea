package main_test

import (
	"syscall"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/protocodec"
	"github.com/polywire/polywire/dataset"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
)

// The benchmarks of issue 7's Protobuf rows: the generated code against
// plain protobuf-go (proto.Marshal/Unmarshal, as `polywire bench codec`
// measures them) on account 2 (10,001 transactions) and seed 003's
// document, plus a memcpy of account 2's bytes as the encoder's ceiling.
// Encoders append to a reused buffer of the right capacity; decoders fill a
// new message every time, as a client does.
//
//	go test -run NONE -bench . -benchtime 1s -count 5 ./cmd/protoc-gen-fastproto

func BenchmarkAccount2(b *testing.B) {
	account := dataset.GenerateBank(dataset.DefaultSeed).Accounts[1]
	benchmarkMessage(b, account, func() fastMessage { return new(bankv1.Account) })
}

func BenchmarkPeople(b *testing.B) {
	people := dataset.GeneratePeople(dataset.PeopleCount)
	benchmarkMessage(b, people, func() fastMessage { return new(peoplev1.People) })
}

func BenchmarkDocument(b *testing.B) {
	benchmarkMessage(b, dataset.Document(), func() fastMessage { return new(docsv1.Document) })
	// Seed 003's measure, through the codec as the lab runs it (so the
	// created message escapes to the heap as it does in a server): the fast
	// path and the reference path (plain protobuf-go).
	enc := dataset.Document().AppendFast(nil)
	buf := make([]byte, 0, len(enc))
	// Creating the document alone, the part of the measure both paths
	// share (the message escapes, as it does through the codec).
	b.Run("create", func(b *testing.B) {
		measure(b, len(enc), func() { sinkMessage = dataset.Document() })
	})
	for name, c := range map[string]protocodec.Codec{"fast": {}, "protobuf-go": {Reference: true}} {
		b.Run("create+encode+decode/"+name, func(b *testing.B) {
			measure(b, len(enc), func() {
				out, err := c.Marshal(buf[:0], dataset.Document())
				if err != nil {
					b.Fatal(err)
				}
				if err := c.Unmarshal(out, new(docsv1.Document)); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}

var sinkMessage proto.Message

// measure runs fn b.N times and reports, besides ns/op, B/op and allocs/op,
// the process's CPU time per op.
func measure(b *testing.B, bytes int, fn func()) {
	b.ReportAllocs()
	b.SetBytes(int64(bytes))
	cpu := cpuTime()
	for b.Loop() {
		fn()
	}
	b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
}

// cpuTime is the CPU time the process has used, in nanoseconds, GC workers
// included. Per operation it is steadier than wall time on a shared machine,
// where other processes take the CPU away; both are reported.
func cpuTime() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}

func benchmarkMessage(b *testing.B, m fastMessage, newMsg func() fastMessage) {
	enc := m.AppendFast(nil)
	buf := make([]byte, 0, len(enc))
	run := func(name string, fn func()) {
		b.Run(name, func(b *testing.B) { measure(b, len(enc), fn) })
	}
	run("encode/fast", func() { buf = m.AppendFast(buf[:0]) })
	run("encode/fast-checked", func() { // MarshalFast, what protocodec calls
		var err error
		if buf, err = m.MarshalFast(buf[:0]); err != nil {
			b.Fatal(err)
		}
	})
	run("encode/protobuf-go", func() {
		var err error
		if buf, err = (proto.MarshalOptions{}).MarshalAppend(buf[:0], m); err != nil {
			b.Fatal(err)
		}
	})
	run("encode/memcpy", func() { buf = append(buf[:0], enc...) })
	run("size/fast", func() { _ = m.SizeFast() })
	run("decode/fast-alias", func() {
		if err := newMsg().UnmarshalFast(enc, true); err != nil {
			b.Fatal(err)
		}
	})
	run("decode/fast-copy", func() {
		if err := newMsg().UnmarshalFast(enc, false); err != nil {
			b.Fatal(err)
		}
	})
	run("decode/protobuf-go", func() {
		if err := proto.Unmarshal(enc, newMsg()); err != nil {
			b.Fatal(err)
		}
	})
}

// BenchmarkTransactions decodes account 2's transactions one by one into
// the same message, aliasing: the field decoding alone, without the
// allocation and GC costs of a whole account.
func BenchmarkTransactions(b *testing.B) {
	account := dataset.GenerateBank(dataset.DefaultSeed).Accounts[1]
	var encs [][]byte
	total := 0
	for _, t := range account.Transactions {
		encs = append(encs, t.AppendFast(nil))
		total += len(encs[len(encs)-1])
	}
	var t bankv1.Transaction
	b.Run("decode/fast-alias", func(b *testing.B) {
		measure(b, total, func() {
			for _, e := range encs {
				if err := t.UnmarshalFast(e, true); err != nil {
					b.Fatal(err)
				}
			}
		})
	})
	b.Run("decode/protobuf-go", func(b *testing.B) {
		measure(b, total, func() {
			for _, e := range encs {
				if err := proto.Unmarshal(e, &t); err != nil {
					b.Fatal(err)
				}
			}
		})
	})
}
