package docs

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestReadmeGoIsTested: every ```go block of README.md is a run of lines
// of an example_test.go in the repository (leading tabs aside), so the
// code a reader copies is code `go test` compiles and runs — a renamed
// option or a changed signature fails here, not in a user's editor.
func TestReadmeGoIsTested(t *testing.T) {
	t.Parallel()
	readme, err := os.ReadFile(filepath.Join("..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	var examples []string
	err = filepath.WalkDir("..", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || d.Name() == ".tmp" || d.Name() == ".git") {
			return filepath.SkipDir
		}
		if d.Name() == "example_test.go" {
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			examples = append(examples, normalize(string(b)))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```go\n(.*?)```").FindAllStringSubmatch(string(readme), -1)
	if len(blocks) == 0 {
		t.Fatal("README.md has no ```go block: the test would check nothing")
	}
	for _, b := range blocks {
		want := normalize(b[1])
		found := false
		for _, ex := range examples {
			if strings.Contains(ex, want) {
				found = true
				break
			}
		}
		if !found {
			t.Errorf("README.md's go block is in no example_test.go (copy it from the example that runs it):\n%s", b[1])
		}
	}
}

// normalize trims each line and drops blank ones, so that indentation
// inside a function does not count.
func normalize(s string) string {
	var out []string
	for l := range strings.SplitSeq(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return "\n" + strings.Join(out, "\n") + "\n"
}
