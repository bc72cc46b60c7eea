//go:build unix

package server

import "syscall"

// processCPU is the CPU time the process has used, user and system, in
// nanoseconds; -1 when the system does not say.
func processCPU() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return -1
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
