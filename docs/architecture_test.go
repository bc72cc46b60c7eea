package docs

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// repoPath is a path in ARCHITECTURE.md that names a file or directory of
// the repository: it starts at one of the top-level directories.
var repoPath = regexp.MustCompile(`(?:^|[\s(\x60"'])((?:apierror|bench|clients|cmd|codec|connectcodec|contentcoding|dataset|docs|gen|internal|listmsg|loadgen|negotiate|proto|report|rest|results|scripts|store|testdata|transcode)/[A-Za-z0-9_./-]*[A-Za-z0-9_])`)

// TestArchitecturePathsExist: every path docs/ARCHITECTURE.md names
// exists, so the map of the tree cannot silently outlive a move. Paths
// with placeholders (…, *, {a,b}, <name>) are patterns, not paths, and
// are skipped; so is a name the text marks as a pattern by its shape.
func TestArchitecturePathsExist(t *testing.T) {
	t.Parallel()
	text, err := os.ReadFile("ARCHITECTURE.md")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for i, line := range strings.Split(string(text), "\n") {
		for _, m := range repoPath.FindAllStringSubmatchIndex(line, -1) {
			p := line[m[2]:m[3]]
			if rest := line[m[3]:]; strings.HasPrefix(rest, "…") || strings.HasPrefix(rest, "*") ||
				strings.HasPrefix(rest, "{") || strings.HasPrefix(rest, "<") || strings.HasPrefix(rest, "/…") ||
				strings.HasPrefix(rest, "/*") || strings.HasPrefix(rest, "/{") || strings.HasPrefix(rest, "/<") {
				continue
			}
			checked++
			if _, err := os.Stat(filepath.Join("..", p)); err != nil {
				t.Errorf("ARCHITECTURE.md:%d names %s, which does not exist", i+1, p)
			}
		}
	}
	t.Logf("checked %d paths", checked)
	if checked < 50 {
		t.Fatalf("checked only %d paths: the pattern no longer finds them", checked)
	}
}
