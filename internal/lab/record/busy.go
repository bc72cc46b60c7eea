package record

import (
	"bytes"
	"cmp"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Busy is what the machine did in a window before a run: the CPU used
// by every process but the record's own, in cores, and the processes
// that used the most.
type Busy struct {
	Cores   float64
	Busiest []ProcCPU
}

// ProcCPU is one process's CPU in the window, in cores.
type ProcCPU struct {
	PID   int
	Name  string
	Cores float64
}

// String is "0.42 cores (go 0.30, chromium 0.10)".
func (b Busy) String() string {
	s := fmt.Sprintf("%.2f cores", b.Cores)
	if len(b.Busiest) > 0 {
		s += " (" + b.BusiestString() + ")"
	}
	return s
}

// BusiestString names the busiest processes: "go 0.30, chromium 0.10".
func (b Busy) BusiestString() string {
	parts := make([]string, len(b.Busiest))
	for i, p := range b.Busiest {
		parts[i] = fmt.Sprintf("%s %.2f", p.Name, p.Cores)
	}
	return strings.Join(parts, ", ")
}

// clockTick is USER_HZ, the unit of /proc's CPU times: 100 on every
// Linux this runs on (the kernel fixes it for user space).
const clockTick = 100

// MeasureBusy watches the machine for d: the CPU all processes used
// (/proc/stat) less the record's own (self), and the three processes
// that used the most. On a system without /proc it returns an error.
func MeasureBusy(ctx context.Context, d time.Duration, self int) (Busy, error) {
	t0, err := cpuTotal()
	if err != nil {
		return Busy{}, err
	}
	p0 := procTimes()
	start := time.Now()
	select {
	case <-ctx.Done():
		return Busy{}, ctx.Err()
	case <-time.After(d):
	}
	t1, err := cpuTotal()
	if err != nil {
		return Busy{}, err
	}
	p1 := procTimes()
	secs := time.Since(start).Seconds()
	b := Busy{}
	var own float64
	for pid, t := range p1 {
		prev, ok := p0[pid]
		if !ok {
			prev.ticks = 0 // a process born in the window: all its time is in it
		}
		used := float64(t.ticks-prev.ticks) / clockTick / secs
		if used <= 0 {
			continue
		}
		if pid == self {
			own = used
			continue
		}
		b.Busiest = append(b.Busiest, ProcCPU{PID: pid, Name: t.name, Cores: used})
	}
	b.Cores = max(0, float64(t1-t0)/clockTick/secs-own)
	slices.SortFunc(b.Busiest, func(x, y ProcCPU) int { return cmp.Or(cmp.Compare(y.Cores, x.Cores), cmp.Compare(x.PID, y.PID)) })
	b.Busiest = slices.DeleteFunc(b.Busiest, func(p ProcCPU) bool { return p.Cores < 0.01 })
	if len(b.Busiest) > 3 {
		b.Busiest = b.Busiest[:3]
	}
	return b, nil
}

// cpuTotal is the busy time of every CPU since boot, in ticks: the
// "cpu" line of /proc/stat less idle and iowait.
func cpuTotal() (int64, error) {
	raw, err := os.ReadFile("/proc/stat")
	if err != nil {
		return 0, fmt.Errorf("measure busy: %w", err)
	}
	line, _, _ := bytes.Cut(raw, []byte("\n"))
	f := strings.Fields(string(line))
	if len(f) < 5 || f[0] != "cpu" {
		return 0, fmt.Errorf("measure busy: /proc/stat starts %q, want the cpu line", line)
	}
	var busy int64
	for i, s := range f[1:] {
		if i == 3 || i == 4 { // idle, iowait
			continue
		}
		if i >= 8 { // guest and guest_nice are already in user and nice
			break
		}
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return 0, fmt.Errorf("measure busy: /proc/stat: %w", err)
		}
		busy += n
	}
	return busy, nil
}

type procTime struct {
	name  string
	ticks int64
}

// procTimes reads every process's user+system ticks. Processes that end
// while it reads are skipped.
func procTimes() map[int]procTime {
	out := map[int]procTime{}
	dirs, _ := filepath.Glob("/proc/[0-9]*/stat")
	for _, path := range dirs {
		raw, err := os.ReadFile(path)
		if err != nil {
			continue
		}
		// pid (comm) state ... utime stime: comm may hold spaces and
		// parentheses, so split after its last ')'.
		open, close := bytes.IndexByte(raw, '('), bytes.LastIndexByte(raw, ')')
		if open < 0 || close < open {
			continue
		}
		pid, err := strconv.Atoi(strings.TrimSpace(string(raw[:open])))
		if err != nil {
			continue
		}
		f := strings.Fields(string(raw[close+1:]))
		if len(f) < 13 {
			continue
		}
		u, err1 := strconv.ParseInt(f[11], 10, 64)
		s, err2 := strconv.ParseInt(f[12], 10, 64)
		if err1 != nil || err2 != nil {
			continue
		}
		out[pid] = procTime{name: string(raw[open+1 : close]), ticks: u + s}
	}
	return out
}
