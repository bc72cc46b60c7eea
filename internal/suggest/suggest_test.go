package suggest

import (
	"slices"
	"testing"
)

func TestDistance(t *testing.T) {
	t.Parallel()
	cases := []struct {
		a, b string
		want int
	}{{"serve", "serve", 0}, {"sreve", "serve", 1}, {"srve", "serve", 1}, {"bench", "serve", 4}, {"", "abc", 3}}
	for _, c := range cases {
		if got := Distance(c.a, c.b); got != c.want {
			t.Errorf("Distance(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}

func TestNearest(t *testing.T) {
	t.Parallel()
	names := []string{"acme.shop.v1.Order", "acme.shop.v1.LineItem", "acme.shop.v1.Money", "google.protobuf.Timestamp"}
	cases := []struct {
		typed string
		want  []string
	}{
		{"acme.shop.v1.Ordr", []string{"acme.shop.v1.Order"}},
		{"lineitem", []string{"acme.shop.v1.LineItem"}},
		{"Zebra", nil},
	}
	for _, c := range cases {
		if got := Nearest(c.typed, names, 1); !slices.Equal(got, c.want) {
			t.Errorf("Nearest(%q) = %v, want %v", c.typed, got, c.want)
		}
	}
}
