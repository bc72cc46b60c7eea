// Package cpuset pins a process to a set of CPUs, so that the lab's load
// generator and the server it starts on the same machine run on cores of
// their own: a generator that competes with the server for a core slows
// it down and saturates itself, and neither number is then the server's.
package cpuset

import (
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strconv"
	"strings"
)

// Set is a sorted list of CPU numbers, as taskset -c and
// /sys/devices/system/cpu/online write them: "0-3,6".
type Set []int

// Parse reads a CPU list: numbers and ranges, comma-separated ("0", "1-3",
// "0,2-3").
func Parse(s string) (Set, error) {
	var set Set
	for part := range strings.SplitSeq(s, ",") {
		part = strings.TrimSpace(part)
		lo, hi, isRange := strings.Cut(part, "-")
		a, err1 := strconv.Atoi(lo)
		b, err2 := a, error(nil)
		if isRange {
			b, err2 = strconv.Atoi(hi)
		}
		if part == "" || err1 != nil || err2 != nil || a < 0 || b < a || b >= 1<<16 {
			return nil, fmt.Errorf("parse CPU list %q: %q is not a CPU number or a range such as 0-3", s, part)
		}
		for c := a; c <= b; c++ {
			set = append(set, c)
		}
	}
	slices.Sort(set)
	return slices.Compact(set), nil
}

// String writes s as a CPU list, ranges joined: "0-3,6".
func (s Set) String() string {
	var b strings.Builder
	for i := 0; i < len(s); {
		j := i
		for j+1 < len(s) && s[j+1] == s[j]+1 {
			j++
		}
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(s[i]))
		if j > i {
			b.WriteString("-" + strconv.Itoa(s[j]))
		}
		i = j + 1
	}
	return b.String()
}

// Split divides the CPUs this process may use between a server and a
// load generator on the same machine: the server gets the first half
// (rounded up), the generator the rest. ok is false when there are fewer
// than two, or when pinning is not supported here.
func Split() (server, generator Set, ok bool) {
	all, err := Allowed()
	if err != nil || len(all) < 2 {
		return nil, nil, false
	}
	half := (len(all) + 1) / 2
	return all[:half], all[half:], true
}

// Pin binds every thread of this process to s — threads started later
// inherit it from the thread that starts them — and sets GOMAXPROCS to
// its size, so the scheduler does not run more threads than cores.
func Pin(s Set) error {
	if len(s) == 0 {
		return errors.New("pin to CPUs: empty set")
	}
	if err := pin(s); err != nil {
		return fmt.Errorf("pin to CPUs %s: %w", s, err)
	}
	runtime.GOMAXPROCS(len(s))
	return nil
}
