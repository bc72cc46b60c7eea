//go:build unix

package flatcodec_test

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has used, all threads (the garbage
// collector's too) and user and system time together. Unlike wall time it
// barely moves when other processes share the machine's cores.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
