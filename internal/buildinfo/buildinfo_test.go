package buildinfo

import (
	"runtime"
	"strings"
	"testing"
)

func TestLine(t *testing.T) {
	t.Parallel()
	if line := Line(); !strings.HasPrefix(line, "polywire ") || !strings.Contains(line, runtime.Version()) || !strings.Contains(line, "commit ") {
		t.Fatalf("version line %q", line)
	}
}
