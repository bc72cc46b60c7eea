package fakemsg

import (
	"fmt"
	"strconv"
	"strings"
)

// Range is an inclusive range of counts or lengths, written "1..5" (or
// "3" for exactly three). It is a flag.Value.
type Range struct {
	Min, Max int
}

// ParseRange reads "MIN..MAX" or "N"; both ends are non-negative and MIN
// is at most MAX.
func ParseRange(s string) (Range, error) {
	lo, hi, ok := strings.Cut(strings.TrimSpace(s), "..")
	if !ok {
		hi = lo
	}
	a, err1 := strconv.Atoi(strings.TrimSpace(lo))
	b, err2 := strconv.Atoi(strings.TrimSpace(hi))
	switch {
	case err1 != nil || err2 != nil:
		return Range{}, fmt.Errorf("range %q: want MIN..MAX or N, e.g. 1..5", s)
	case a < 0 || b < 0:
		return Range{}, fmt.Errorf("range %q: negative", s)
	case a > b:
		return Range{}, fmt.Errorf("range %q: %d is more than %d", s, a, b)
	}
	return Range{a, b}, nil
}

// String writes r as ParseRange reads it.
func (r Range) String() string {
	if r.Min == r.Max {
		return strconv.Itoa(r.Min)
	}
	return fmt.Sprintf("%d..%d", r.Min, r.Max)
}

// Set implements flag.Value.
func (r *Range) Set(s string) error {
	v, err := ParseRange(s)
	if err != nil {
		return err
	}
	*r = v
	return nil
}
