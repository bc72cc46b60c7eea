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

func TestClosest(t *testing.T) {
	t.Parallel()
	commands := []string{"serve", "gen", "bench", "report", "version", "help"}
	tests := []struct {
		typed  string
		want   string
		wantOK bool
	}{
		{"sreve", "serve", true},
		{"SERVE", "serve", true},
		{"lod", "gen", false},
		{"frobnicate", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.typed, func(t *testing.T) {
			t.Parallel()
			got, ok := Closest(tt.typed, commands)
			if ok != tt.wantOK || (ok && got != tt.want) {
				t.Errorf("Closest(%q) = %q, %v; want %q, %v", tt.typed, got, ok, tt.want, tt.wantOK)
			}
		})
	}
}
