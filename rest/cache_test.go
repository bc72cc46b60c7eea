package rest

import (
	"bytes"
	"testing"

	"google.golang.org/protobuf/types/known/emptypb"
)

// TestBodyCacheBudget: the cache keeps bodies within its budget, dropping
// the least recently used to make room, and copies what it keeps (callers'
// buffers are pooled).
func TestBodyCacheBudget(t *testing.T) {
	t.Parallel()
	c := newBodyCache(1000)
	msgs := []*emptypb.Empty{{}, {}, {}}
	body := bytes.Repeat([]byte("x"), 400)
	c.put(bodyKey{msgs[0], "json", "identity"}, body)
	c.put(bodyKey{msgs[1], "json", "identity"}, body)
	body[0] = 'y'
	if b, ok := c.get(bodyKey{msgs[0], "json", "identity"}); !ok || b[0] != 'x' {
		t.Fatalf("first body: kept %v, a copy %v", ok, ok && b[0] == 'x')
	}
	c.put(bodyKey{msgs[2], "json", "identity"}, body) // evicts msgs[1], the least recently used
	if c.bytes() != 800 {
		t.Fatalf("holds %d bytes, want 800 (two bodies)", c.bytes())
	}
	if _, ok := c.get(bodyKey{msgs[1], "json", "identity"}); ok {
		t.Error("kept the least recently used body over the budget")
	}
	for _, m := range []*emptypb.Empty{msgs[0], msgs[2]} {
		if _, ok := c.get(bodyKey{m, "json", "identity"}); !ok {
			t.Error("dropped a recently used body")
		}
	}
	c.put(bodyKey{&emptypb.Empty{}, "json", "identity"}, bytes.Repeat([]byte("x"), 1001))
	if c.len() != 2 {
		t.Error("a body over the whole budget evicted the others")
	}
}

// TestLRUEntries: the entry bound holds whatever the costs.
func TestLRUEntries(t *testing.T) {
	t.Parallel()
	c := newLRU[int, int](1<<30, 3)
	for i := range 10 {
		c.put(i, i, 1)
	}
	if c.len() != 3 {
		t.Fatalf("%d entries, want 3", c.len())
	}
	for i := 7; i < 10; i++ {
		if _, ok := c.get(i); !ok {
			t.Errorf("entry %d, among the last three, is gone", i)
		}
	}
}
