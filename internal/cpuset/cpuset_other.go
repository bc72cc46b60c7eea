//go:build !linux

package cpuset

import "errors"

var errUnsupported = errors.New("CPU pinning is supported on Linux only")

// Allowed is the CPUs this process may run on; unknown here.
func Allowed() (Set, error) { return nil, errUnsupported }

func pin(Set) error { return errUnsupported }
