package sqlite

import (
	"bytes"
	"os"
	"strconv"
	"sync"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// threadClock is the calling thread's two clocks from the kernel's
// scheduler: the time it has run on a CPU (CLOCK_THREAD_CPUTIME_ID,
// exact to the call: schedstat's first field is only brought up to date
// at a tick or a switch), and the time it has waited on a run queue for
// one (schedstat's second field, added when the thread gets a CPU, so
// exact whenever the running thread itself reads it).
type threadClock struct {
	onCPU, runQueue time.Duration
	ok              bool
}

// schedstats holds an open /proc/self/task/TID/schedstat per thread the
// writer has run on (a handful: Go's threads are reused), read again
// with pread, so that reading the clocks costs two system calls (that
// pread and clock_gettime).
var schedstats sync.Map // tid int → *os.File

// readThreadClock reads the calling thread's clocks (the caller keeps
// its goroutine on the thread, runtime.LockOSThread). ok is false where
// the kernel does not keep them.
func readThreadClock() threadClock {
	tid := syscall.Gettid()
	for range 2 {
		f, err := schedstat(tid)
		if err != nil {
			return threadClock{}
		}
		var buf [96]byte
		n, err := f.ReadAt(buf[:], 0)
		if n == 0 && err != nil {
			// The file of a thread that has exited, whose id this one
			// now has: open this one's.
			schedstats.Delete(tid)
			_ = f.Close()
			continue
		}
		// "on-CPU-ns run-queue-ns timeslices\n"
		fields := bytes.Fields(buf[:n])
		if len(fields) < 2 {
			return threadClock{}
		}
		wait, err := strconv.ParseInt(string(fields[1]), 10, 64)
		if err != nil {
			return threadClock{}
		}
		var ts unix.Timespec
		if unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts) != nil {
			return threadClock{}
		}
		return threadClock{onCPU: time.Duration(ts.Nano()), runQueue: time.Duration(wait), ok: true}
	}
	return threadClock{}
}

// schedstat is thread tid's open schedstat file.
func schedstat(tid int) (*os.File, error) {
	if f, ok := schedstats.Load(tid); ok {
		return f.(*os.File), nil
	}
	f, err := os.Open("/proc/self/task/" + strconv.Itoa(tid) + "/schedstat")
	if err != nil {
		return nil, err
	}
	if prev, loaded := schedstats.LoadOrStore(tid, f); loaded {
		_ = f.Close()
		return prev.(*os.File), nil
	}
	return f, nil
}
