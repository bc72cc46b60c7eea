package cpuset

import (
	"os"
	"strconv"

	"golang.org/x/sys/unix"
)

// Allowed is the CPUs this process may run on.
func Allowed() (Set, error) {
	var m unix.CPUSet
	if err := unix.SchedGetaffinity(0, &m); err != nil {
		return nil, err
	}
	var s Set
	for c := range 1 << 10 {
		if m.IsSet(c) {
			s = append(s, c)
		}
	}
	return s, nil
}

// pin sets the affinity of every thread listed in /proc/self/task. It goes
// over the list twice: a thread started during the first pass, by a
// thread not yet pinned, would be missed once.
func pin(s Set) error {
	var m unix.CPUSet
	for _, c := range s {
		m.Set(c)
	}
	for range 2 {
		tasks, err := os.ReadDir("/proc/self/task")
		if err != nil {
			return err
		}
		for _, t := range tasks {
			tid, err := strconv.Atoi(t.Name())
			if err != nil {
				continue
			}
			if err := unix.SchedSetaffinity(tid, &m); err != nil && err != unix.ESRCH { // ESRCH: the thread ended
				return err
			}
		}
	}
	return nil
}
