package rest

import (
	"bytes"
	"container/list"
	"sync"
	"sync/atomic"

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

// lru keeps values up to a cost budget and an entry count, dropping the
// least recently used first (approximately: a hit only marks its entry,
// under a read lock, and eviction gives a marked entry a second chance, so
// hits from many goroutines do not serialize). It bounds what the
// exchange remembers about immutable answers: a handler that declares
// WithImmutable but returns a fresh message per request (each a new key)
// costs at most the budget, however long it runs.
type lru[K comparable, V any] struct {
	mu         sync.RWMutex
	maxCost    int64
	maxEntries int
	cost       int64
	order      *list.List // front: most recently added or given a second chance
	m          map[K]*list.Element
}

type lruEntry[K comparable, V any] struct {
	k    K
	v    V
	cost int64
	used atomic.Bool // hit since it was last passed over for eviction
}

func newLRU[K comparable, V any](maxCost int64, maxEntries int) *lru[K, V] {
	return &lru[K, V]{maxCost: maxCost, maxEntries: maxEntries, order: list.New(), m: map[K]*list.Element{}}
}

func (c *lru[K, V]) get(k K) (V, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	e, ok := c.m[k]
	if !ok {
		var zero V
		return zero, false
	}
	en := e.Value.(*lruEntry[K, V])
	if !en.used.Load() {
		en.used.Store(true)
	}
	return en.v, true
}

// put keeps v under k unless k is there already or v alone is over the
// budget, evicting the least recently used entries to make room. It
// reports whether v was kept.
func (c *lru[K, V]) put(k K, v V, cost int64) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.m[k]; ok || cost > c.maxCost {
		return false
	}
	for c.order.Len() > 0 && (c.cost+cost > c.maxCost || c.order.Len() >= c.maxEntries) {
		back := c.order.Back()
		old := back.Value.(*lruEntry[K, V])
		if old.used.Swap(false) {
			c.order.MoveToFront(back) // used since: a second chance
			continue
		}
		c.order.Remove(back)
		delete(c.m, old.k)
		c.cost -= old.cost
	}
	c.m[k] = c.order.PushFront(&lruEntry[K, V]{k: k, v: v, cost: cost})
	c.cost += cost
	return true
}

// len and bytes are for tests.
func (c *lru[K, V]) len() int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.order.Len()
}

func (c *lru[K, V]) bytes() int64 {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.cost
}

// bodyCache keeps encoded bodies of immutable answers up to a byte budget,
// least recently used out first.
type bodyCache struct{ *lru[bodyKey, []byte] }

func newBodyCache(maxBytes int64) *bodyCache {
	return &bodyCache{newLRU[bodyKey, []byte](maxBytes, maxCacheEntries)}
}

// put keeps a copy of body (the caller's buffer is pooled) if it fits.
func (c *bodyCache) put(k bodyKey, body []byte) {
	if int64(len(body)) > c.maxCost {
		return
	}
	c.lru.put(k, bytes.Clone(body), int64(len(body)))
}

// maxETagBytes bounds the encoded sizes of the immutable messages whose
// tags are remembered: each entry pins its message in memory.
const maxETagBytes = 256 << 20

// maxCacheEntries bounds the entries of the body and ETag caches, whatever
// their bytes: each entry pins its message in memory.
const maxCacheEntries = 4096

// Pools. Buffers up to maxPooled are kept so steady load does not re-grow
// them per request (a list of tens of thousands of items is megabytes);
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
