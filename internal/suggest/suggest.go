// Package suggest finds what a user probably meant: the names nearest a
// mistyped one, by edit distance (commands, flags, message names, config
// keys).
package suggest

import (
	"slices"
	"strings"
)

// Nearest returns up to n of candidates closest to s (case-insensitive
// edit distance, over the full name and its last element), closest first.
func Nearest(s string, candidates []string, n int) []string {
	type scored struct {
		name string
		d    int
	}
	ls := strings.ToLower(s)
	var out []scored
	for _, c := range candidates {
		lc := strings.ToLower(c)
		d := Distance(ls, lc)
		if i := strings.LastIndexByte(lc, '.'); i >= 0 {
			d = min(d, Distance(ls, lc[i+1:]))
		}
		if strings.Contains(lc, ls) {
			d = min(d, 1)
		}
		out = append(out, scored{c, d})
	}
	slices.SortStableFunc(out, func(a, b scored) int { return a.d - b.d })
	var names []string
	for _, o := range out {
		if len(names) == n || o.d > max(2, len(s)/2) {
			break
		}
		names = append(names, o.name)
	}
	return names
}

// Closest is the candidate closest to s by edit distance (s lowered), when
// it is close enough to be what was meant: at most a third of its letters
// off, one for a short name.
func Closest(s string, candidates []string) (string, bool) {
	best, bestD := "", len(s)+1
	for _, c := range candidates {
		if d := Distance(strings.ToLower(s), c); d < bestD {
			best, bestD = c, d
		}
	}
	return best, best != "" && bestD <= max(1, len(best)/3)
}

// Distance is the optimal string alignment distance between a and b:
// insertions, deletions, substitutions and swaps of neighbours ("sreve")
// cost one each.
func Distance(a, b string) int {
	rows := make([][]int, len(a)+1)
	for i := range rows {
		rows[i] = make([]int, len(b)+1)
		rows[i][0] = i
	}
	for j := range rows[0] {
		rows[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d := min(rows[i-1][j]+1, rows[i][j-1]+1, rows[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d = min(d, rows[i-2][j-2]+1)
			}
			rows[i][j] = d
		}
	}
	return rows[len(a)][len(b)]
}
