package fastflat

import (
	"testing"
	"unicode/utf8"
)

// TestValidUTF8 agrees with utf8.Valid on every length up to 40 with one
// non-ASCII byte, rune or invalid sequence at every position.
func TestValidUTF8(t *testing.T) {
	t.Parallel()
	for _, bad := range []string{"\xff", "\xc3", "é", "東", "\xed\xa0\x80", "\U0001F600", "\x80"} {
		for n := range 41 {
			for at := 0; at <= n; at++ {
				b := make([]byte, n)
				for i := range b {
					b[i] = 'a' + byte(i%26)
				}
				b = append(b[:at], append([]byte(bad), b[at:]...)...)
				if got, want := validUTF8(b), utf8.Valid(b); got != want {
					t.Fatalf("validUTF8(%q) = %v, want %v", b, got, want)
				}
				if got, want := validUTF8(b[:n]), utf8.Valid(b[:n]); got != want {
					t.Fatalf("validUTF8(%q) = %v, want %v", b[:n], got, want)
				}
			}
		}
	}
}
