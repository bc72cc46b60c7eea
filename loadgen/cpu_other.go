//go:build !linux

package loadgen

import "time"

// cpuTime is not measured outside Linux.
func cpuTime() (time.Duration, bool) { return 0, false }

// machineCPU is not measured outside Linux.
func machineCPU() (busy, total time.Duration, ok bool) { return 0, 0, false }
