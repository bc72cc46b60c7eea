package transcode_test

import (
	"fmt"
	"strings"
	"sync"
	"testing"
)

// TestConcurrentServe: one Handler shared by many goroutines, each request
// bound into its own message (run under the race detector by make test).
func TestConcurrentServe(t *testing.T) {
	t.Parallel()
	rec := &recorder{}
	h := newHandler(t, rec, "Kinds", "Library")
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range 50 {
				w := do(h, "GET", fmt.Sprintf("/v1/kinds/g%d?i32=%d&tags=a&tags=b&inner.s=x", g, i+1), "")
				if w.Code != 200 || !containsAll(w.Body.String(), fmt.Sprintf(`"id":"g%d"`, g), fmt.Sprintf(`"i32":%d`, i+1)) {
					t.Errorf("goroutine %d request %d: %d %s", g, i, w.Code, w.Body)
					return
				}
				if w := do(h, "POST", "/v1/shelves/1/books/2", ""); w.Code != 405 {
					t.Errorf("405: %d", w.Code)
					return
				}
			}
		})
	}
	wg.Wait()
}

func containsAll(s string, subs ...string) bool {
	for _, sub := range subs {
		if !strings.Contains(s, sub) {
			return false
		}
	}
	return true
}
