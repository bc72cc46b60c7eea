package store_test

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/polywire/polywire/store"
)

// TestNewIDIsTimeOrderedUUID checks the ids saved documents get: valid
// version 7 UUIDs whose first 48 bits are the time, so later ids sort
// after earlier ones (what keeps the stores' id index writes local).
func TestNewIDIsTimeOrderedUUID(t *testing.T) {
	t.Parallel()
	v7 := regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)
	before := time.Now().UnixMilli()
	first := store.NewID()
	time.Sleep(2 * time.Millisecond)
	second := store.NewID()
	after := time.Now().UnixMilli()
	for _, id := range []string{first, second} {
		if !v7.MatchString(id) {
			t.Fatalf("store.NewID() = %q, not a version 7 UUID", id)
		}
		var ms int64
		for _, c := range strings.ReplaceAll(id[:13], "-", "") {
			ms = ms<<4 | int64(strings.IndexRune("0123456789abcdef", c))
		}
		if ms < before || ms > after {
			t.Errorf("%s holds the time %d, want between %d and %d", id, ms, before, after)
		}
	}
	if second <= first {
		t.Errorf("ids out of order: %s then %s", first, second)
	}
	if a, b := store.NewID(), store.NewID(); a == b {
		t.Errorf("two ids in the same millisecond are equal: %s", a)
	}
}
