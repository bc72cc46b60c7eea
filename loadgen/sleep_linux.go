package loadgen

import (
	"runtime"
	"syscall"
	"time"
)

// sleepPrecisely sleeps for d in the kernel, which wakes within about
// 0.1 ms. The Go runtime's timers wake up to 1 ms late when the process is
// otherwise idle (its poller waits in whole milliseconds), and that
// lateness would be counted in every open-model latency. The sleeping
// thread keeps its P, so with GOMAXPROCS 1 it would hold up the senders:
// then the runtime's timer is used.
func sleepPrecisely(d time.Duration) {
	if runtime.GOMAXPROCS(0) < 2 {
		time.Sleep(d)
		return
	}
	ts := syscall.NsecToTimespec(int64(d))
	// The runtime's preemption signals interrupt the sleep; ts is then
	// what remains.
	for syscall.Nanosleep(&ts, &ts) == syscall.EINTR {
	}
}
