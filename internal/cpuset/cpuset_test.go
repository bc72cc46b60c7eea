package cpuset

import (
	"runtime"
	"slices"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in, want string
		bad      bool
	}{
		{in: "0", want: "0"},
		{in: "1-3", want: "1-3"},
		{in: "3,0,1", want: "0-1,3"},
		{in: "0-1, 1-2 ,5", want: "0-2,5"},
		{in: "", bad: true},
		{in: "a", bad: true},
		{in: "3-1", bad: true},
		{in: "-1", bad: true},
		{in: "0,,1", bad: true},
	}
	for _, tt := range tests {
		t.Run(strings.NewReplacer(",", "_", "-", "to", " ", "").Replace(tt.in), func(t *testing.T) {
			t.Parallel()
			s, err := Parse(tt.in)
			if tt.bad {
				if err == nil || !strings.Contains(err.Error(), "parse CPU list") {
					t.Fatalf("Parse(%q) = %v, %v; want an error", tt.in, s, err)
				}
				return
			}
			if err != nil || s.String() != tt.want {
				t.Fatalf("Parse(%q) = %v (%q), %v; want %q", tt.in, s, s.String(), err, tt.want)
			}
		})
	}
}

// TestPin pins this test process to the generator's half of the CPUs and
// reads its affinity back from the kernel; the other tests of the package
// are parallel, so they run after it, when the affinity is restored.
func TestPin(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("pinning is Linux only")
	}
	all, err := Allowed()
	if err != nil || len(all) < 2 {
		t.Skipf("needs two CPUs to tell pinned from not (have %v, %v)", all, err)
	}
	server, gen, ok := Split()
	if !ok || len(server)+len(gen) != len(all) || slices.ContainsFunc(gen, func(c int) bool { return slices.Contains(server, c) }) {
		t.Fatalf("Split: %v %v %v of %v", server, gen, ok, all)
	}
	procs := runtime.GOMAXPROCS(0)
	t.Cleanup(func() {
		if err := pin(all); err != nil {
			t.Error(err)
		}
		runtime.GOMAXPROCS(procs)
	})
	if err := Pin(gen); err != nil {
		t.Fatal(err)
	}
	got, err := Allowed()
	if err != nil || !slices.Equal(got, gen) || runtime.GOMAXPROCS(0) != len(gen) {
		t.Fatalf("after Pin(%v): allowed %v (%v), GOMAXPROCS %d", gen, got, err, runtime.GOMAXPROCS(0))
	}
}
