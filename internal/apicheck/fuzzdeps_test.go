package apicheck

import (
	"bytes"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// heavyForFuzz are modules a fuzz target's test binary must not link: a
// fuzz build instruments every package of the binary, and these made
// make test's fuzz smoke take ~1,200 CPU s in a fresh clone (libopenapi,
// linked by internal/mockapi's OpenAPI test, now //go:build
// !polywire_fuzz).
var heavyForFuzz = []string{"github.com/pb33f/"}

// TestFuzzBuildsStayLight: the test binary of every package with a fuzz
// target in the Makefile's FUZZ_TARGETS, built as make fuzz builds it
// (-tags polywire_fuzz), links none of heavyForFuzz.
func TestFuzzBuildsStayLight(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs go list over the fuzz targets' packages")
	}
	mk, err := os.ReadFile("../../Makefile")
	if err != nil {
		t.Fatal(err)
	}
	var pkgs []string
	for _, m := range regexp.MustCompile(`(?m)^\t(\./[\w/.-]+):Fuzz\w+`).FindAllStringSubmatch(string(mk), -1) {
		if !slices.Contains(pkgs, m[1]) {
			pkgs = append(pkgs, m[1])
		}
	}
	if len(pkgs) < 5 {
		t.Fatalf("found %d fuzz targets' packages in the Makefile's FUZZ_TARGETS: %v", len(pkgs), pkgs)
	}
	// One go list for every package: each test binary is listed with its
	// every dependency ("pkg.test" and the package recompiled for it).
	args := append([]string{"list", "-tags", "polywire_fuzz", "-test", "-f", "{{.ImportPath}}\t{{join .Deps \" \"}}"}, pkgs...)
	cmd := exec.Command("go", args...)
	cmd.Dir = "../.."
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, stderr.Bytes())
	}
	binaries := 0
	for line := range strings.Lines(string(out)) {
		name, deps, _ := strings.Cut(strings.TrimSpace(line), "\t")
		if !strings.HasSuffix(name, ".test") {
			continue
		}
		binaries++
		for _, dep := range strings.Fields(deps) {
			for _, h := range heavyForFuzz {
				if strings.HasPrefix(dep, h) {
					t.Errorf("%s (a fuzz build) links %s: keep the test that imports it out of fuzz builds (//go:build !polywire_fuzz)", name, dep)
					break
				}
			}
		}
	}
	if binaries != len(pkgs) {
		t.Errorf("go list gave %d test binaries for %d packages", binaries, len(pkgs))
	}
}
