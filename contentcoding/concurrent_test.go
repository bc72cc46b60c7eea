package contentcoding

import (
	"bytes"
	"fmt"
	"sync"
	"testing"
)

// TestConcurrent is what make test's race half runs of this package: one
// Encoder and the package's pooled readers shared by goroutines that
// encode and decode different bodies in every coding at once; each gets
// its own body back, and a bomb rejected mid-stream leaves no poisoned
// reader in a pool.
func TestConcurrent(t *testing.T) {
	t.Parallel()
	enc, err := NewEncoder(DefaultLevels)
	if err != nil {
		t.Fatal(err)
	}
	codings := []Coding{Identity, Gzip, Brotli, Zstd}
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range 12 {
				c := codings[(g+i)%len(codings)]
				src := bytes.Repeat(fmt.Appendf(nil, `{"goroutine":%d,"round":%d}`, g, i), 200+g*i)
				body, err := enc.Append(nil, src, c)
				if err != nil {
					t.Errorf("goroutine %d: %s: %v", g, c, err)
					return
				}
				if i%3 == 2 && c != Identity { // over the limit: rejected, reader returned
					if _, err := ReadAll(nil, bytes.NewReader(body), c, int64(len(src)/2)); err == nil {
						t.Errorf("goroutine %d: %s: a body twice the limit was read", g, c)
					}
				}
				got, err := ReadAll(nil, bytes.NewReader(body), c, int64(len(src)))
				if err != nil {
					t.Errorf("goroutine %d: %s: %v", g, c, err)
					return
				}
				if !bytes.Equal(got, src) {
					t.Errorf("goroutine %d: %s: read back another body (%d bytes, want %d)", g, c, len(got), len(src))
				}
			}
		})
	}
	wg.Wait()
}
