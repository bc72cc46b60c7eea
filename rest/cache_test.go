package rest

import (
	"bytes"
	"testing"

	"google.golang.org/protobuf/types/known/emptypb"
)

// TestBodyCacheBudget: the cache keeps bodies until its budget is spent and
// then keeps no more, copying what it keeps (callers' buffers are pooled).
func TestBodyCacheBudget(t *testing.T) {
	t.Parallel()
	c := newBodyCache(1000)
	msgs := []*emptypb.Empty{{}, {}, {}}
	body := bytes.Repeat([]byte("x"), 400)
	for _, m := range msgs {
		c.put(bodyKey{m, "json", "identity"}, body)
	}
	body[0] = 'y'
	if c.bytes != 800 {
		t.Fatalf("holds %d bytes, want 800 (two bodies)", c.bytes)
	}
	if b, ok := c.get(bodyKey{msgs[0], "json", "identity"}); !ok || b[0] != 'x' {
		t.Fatalf("first body: kept %v, a copy %v", ok, ok && b[0] == 'x')
	}
	if _, ok := c.get(bodyKey{msgs[2], "json", "identity"}); ok {
		t.Fatal("kept a body over the budget")
	}
}
