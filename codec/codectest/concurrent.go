package codectest

import (
	"bytes"
	"sync"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec"
)

// ConcurrentGoroutines is how many goroutines Concurrent runs: enough to
// have several of them build one message type's plan, take encoders from
// one pool and return them, at the same time, on any machine.
const ConcurrentGoroutines = 8

// Concurrent holds a codec to what its shared state (plans built on first
// use, pooled encoders and buffers) must allow: every message of msgs
// encoded and decoded by ConcurrentGoroutines goroutines at once, each
// round starting on a message type whose plan no goroutine has built yet
// (when the test runs first in its binary: go test -race -run Concurrent),
// gives the bytes of one sequential encoding and messages equal to the
// originals.
//
// Run it under the race detector: it is written to be the one test of a
// codec package that needs it, so the package's other tests can run
// without the detector's cost. polywire's own build runs the tests named
// TestConcurrent... with -race.
func Concurrent(t *testing.T, c codec.Codec, msgs map[string]proto.Message) {
	t.Helper()
	type item struct {
		name string
		msg  proto.Message
	}
	var items []item
	for name, m := range msgs {
		items = append(items, item{name: name, msg: m})
	}
	var wg sync.WaitGroup
	start := make(chan struct{})
	results := make([][][]byte, ConcurrentGoroutines)
	for g := range ConcurrentGoroutines {
		wg.Go(func() {
			<-start
			out := make([][]byte, len(items))
			// Each goroutine walks the messages from its own offset, so the
			// first encodings of a type happen at once and in every order.
			for k := range items {
				i := (k + g) % len(items)
				it := items[i]
				b, err := c.Marshal(nil, it.msg)
				if err != nil {
					t.Errorf("%s: goroutine %d: marshal %s: %v", c.Name(), g, it.name, err)
					continue
				}
				got := it.msg.ProtoReflect().New().Interface()
				if err := c.Unmarshal(b, got); err != nil {
					t.Errorf("%s: goroutine %d: unmarshal %s: %v", c.Name(), g, it.name, err)
					continue
				}
				if !proto.Equal(got, it.msg) {
					t.Errorf("%s: goroutine %d: %s changed on its round trip:\n got %v\nwant %v", c.Name(), g, it.name, got, it.msg)
				}
				out[i] = b
			}
			results[g] = out
		})
	}
	close(start)
	wg.Wait()
	if t.Failed() {
		return
	}
	// Every goroutine's bytes, read now that all have finished (a buffer
	// handed back to a pool while still in use would have been written
	// over since), are the sequential encoding — or, where a codec's
	// output is not deterministic (map order), decode to the message.
	for i, it := range items {
		want, err := c.Marshal(nil, it.msg)
		if err != nil {
			t.Fatalf("%s: marshal %s: %v", c.Name(), it.name, err)
		}
		for g := range results {
			if bytes.Equal(results[g][i], want) {
				continue
			}
			got := it.msg.ProtoReflect().New().Interface()
			if err := c.Unmarshal(results[g][i], got); err != nil || !proto.Equal(got, it.msg) {
				t.Errorf("%s: %s: goroutine %d's %d bytes, read after the others finished, are not the message (%v)", c.Name(), it.name, g, len(results[g][i]), err)
			}
		}
	}
}
