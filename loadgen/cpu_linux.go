package loadgen

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// cpuTime is the CPU time (user and system) this process has used so far.
// It is the whole process's: when the server runs in the same process, as
// in tests, its work is counted too.
func cpuTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}

// userHZ is the unit of /proc/stat's times (USER_HZ, 100 on every Linux
// architecture Go supports).
const userHZ = 100

// machineCPU is the busy and total CPU time of the whole machine, every
// CPU summed, from /proc/stat: what the generator and the server (and
// anything else) used.
func machineCPU() (busy, total time.Duration, ok bool) {
	f, err := os.Open("/proc/stat")
	if err != nil {
		return 0, 0, false
	}
	defer f.Close()
	line, err := bufio.NewReader(f).ReadString('\n')
	fields := strings.Fields(line)
	if err != nil || len(fields) < 8 || fields[0] != "cpu" {
		return 0, 0, false
	}
	var v [7]int64 // user nice system idle iowait irq softirq
	for i := range v {
		if v[i], err = strconv.ParseInt(fields[i+1], 10, 64); err != nil {
			return 0, 0, false
		}
	}
	var steal int64
	if len(fields) > 8 {
		steal, _ = strconv.ParseInt(fields[8], 10, 64)
	}
	b := v[0] + v[1] + v[2] + v[5] + v[6] + steal
	tick := time.Second / userHZ
	return time.Duration(b) * tick, time.Duration(b+v[3]+v[4]) * tick, true
}
