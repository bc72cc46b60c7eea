//go:build !linux

package loadgen

import "time"

// sleepPrecisely sleeps for d with the runtime's timer, which may wake up
// to a millisecond late (sleep_linux.go does better).
func sleepPrecisely(d time.Duration) { time.Sleep(d) }
