//go:build !linux

package sqlite

import "time"

// threadClock is the calling thread's time on a CPU and on a run queue;
// outside Linux it is not known (ok false).
type threadClock struct {
	onCPU, runQueue time.Duration
	ok              bool
}

func readThreadClock() threadClock { return threadClock{} }
