package rest

import (
	"bytes"
	"sync"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/contentcoding"
)

// bodyKey identifies one cached response body: the immutable message (the
// same pointer for the same resource), its format and its coding.
type bodyKey struct {
	msg    proto.Message
	codec  string
	coding contentcoding.Coding
}

// bodyCache keeps encoded bodies of immutable answers up to a byte budget.
// They never change while the process runs, so nothing is ever invalidated;
// once the budget is spent, further bodies are simply not kept (no
// eviction: the working set is small and fixed).
type bodyCache struct {
	mu    sync.RWMutex
	m     map[bodyKey][]byte
	bytes int64
	max   int64
}

func newBodyCache(maxBytes int64) *bodyCache {
	return &bodyCache{m: map[bodyKey][]byte{}, max: maxBytes}
}

func (c *bodyCache) get(k bodyKey) ([]byte, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	b, ok := c.m[k]
	return b, ok
}

// put keeps a copy of body (the caller's buffer is pooled) if it fits.
func (c *bodyCache) put(k bodyKey, body []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.m[k]; ok || c.bytes+int64(len(body)) > c.max {
		return
	}
	c.m[k] = bytes.Clone(body)
	c.bytes += int64(len(body))
}

// Pools. Response bodies go up to ~13 MB (50,000 people in JSON); buffers
// up to maxPooled are kept so steady load does not re-grow them per request,
// larger ones are left to the GC.
const maxPooled = 32 << 20

var bytesPool = sync.Pool{New: func() any { b := make([]byte, 0, 64<<10); return &b }}

func getBytes() *[]byte { return bytesPool.Get().(*[]byte) }

func putBytes(b *[]byte) {
	if cap(*b) > maxPooled {
		return
	}
	*b = (*b)[:0]
	bytesPool.Put(b)
}
