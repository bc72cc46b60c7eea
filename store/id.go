package store

import (
	"crypto/rand"
	"fmt"
	"time"
)

// NewID is a new id for a saved document or message: a time-ordered
// (version 7, RFC 9562) UUID — 48 bits of Unix milliseconds, then 74
// random bits. Time-ordered, not random (version 4), because the stores
// index the id: a new random key lands on a random page of a B-tree that
// outgrows the page cache, and SQLite's checkpoint then copies one
// scattered page per save, while these insert at the index's right edge
// (on a large store, checkpoints several times shorter: docs/BENCHMARKS.md,
// "Durable saves"). Still a valid UUID,
// still unguessable (74 random bits), but it tells when the document was
// saved, to the millisecond.
func NewID() string {
	var b [16]byte
	_, _ = rand.Read(b[6:]) // crypto/rand.Read never fails (Go 1.24+)
	ms := uint64(time.Now().UnixMilli())
	for i := range 6 {
		b[i] = byte(ms >> (40 - 8*i))
	}
	b[6] = b[6]&0x0f | 0x70
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}
