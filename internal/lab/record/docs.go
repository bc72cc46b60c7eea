package record

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/polywire/polywire/report"
	"github.com/polywire/polywire/results"
)

// Docs are the files a record's results are rendered into, relative to
// Root: the report page, the Markdown section of BENCHMARKS.md that
// holds the same report, and the documents whose prose quotes marked
// figures (see figure).
type Docs struct {
	Root       string
	Dir        string
	HTML       string
	Benchmarks string
	Quoting    []string
}

// DefaultDocs are polywire's own.
func DefaultDocs(root string) Docs {
	return Docs{Root: root, Dir: "docs/results", HTML: "docs/report.html", Benchmarks: "docs/BENCHMARKS.md",
		Quoting: []string{"README.md", "docs/BENCHMARKS.md", "docs/PWTS.md"}}
}

// The markers around the report in BENCHMARKS.md.
const (
	beginMarker = "<!-- record:begin: written by `polywire bench record` (or `-docs-only`) from docs/results; edit the report or the record, not these lines -->"
	endMarker   = "<!-- record:end -->"
)

// rendered is what WriteDocs writes.
type rendered struct {
	html    []byte
	section string
	files   map[string]*results.File
}

// reportPaths are the record's files present in dir, in ReportOrder.
func (d Docs) reportPaths() ([]string, error) {
	var paths []string
	for _, name := range ReportOrder {
		p := filepath.Join(d.Dir, name+".json")
		if _, err := os.Stat(filepath.Join(d.Root, p)); err == nil {
			paths = append(paths, p)
		}
	}
	if len(paths) == 0 {
		return nil, fmt.Errorf("record: no results in %s", d.Dir)
	}
	return paths, nil
}

func (d Docs) render() (*rendered, error) {
	paths, err := d.reportPaths()
	if err != nil {
		return nil, err
	}
	r := &rendered{files: map[string]*results.File{}}
	var files []*results.File
	for _, p := range paths {
		f, err := results.Read(filepath.Join(d.Root, p))
		if err != nil {
			return nil, fmt.Errorf("record: %w", err)
		}
		files = append(files, f)
		r.files[strings.TrimSuffix(filepath.Base(p), ".json")] = f
	}
	var html, md bytes.Buffer
	if err := report.HTML(&html, files); err != nil {
		return nil, fmt.Errorf("record: %w", err)
	}
	if err := report.Markdown(&md, files); err != nil {
		return nil, fmt.Errorf("record: %w", err)
	}
	r.html = html.Bytes()
	var b strings.Builder
	b.WriteString(beginMarker + "\n\n")
	b.WriteString(intro(paths, files) + "\n\n")
	fmt.Fprintf(&b, "```sh\ngo run ./cmd/polywire report %s -history=false -o %s -md /tmp/polywire-tables.md\n```\n", strings.Join(paths, " "), d.HTML)
	b.WriteString(demote(md.String()))
	b.WriteString("\n" + endMarker)
	r.section = b.String()
	return r, nil
}

// intro says in a paragraph what the runs are and where they come from;
// the report's own first box details it run by run.
func intro(paths []string, files []*results.File) string {
	ids, commits := map[string]bool{}, map[string]bool{}
	stamped, busy := 0, []string{}
	var first time.Time
	for i, f := range files {
		c := f.Machine.GitCommit
		if f.Record != nil {
			stamped++
			ids[f.Record.ID] = true
			c = f.Record.Commit
			if !f.Record.Quiet {
				busy = append(busy, f.Record.Step)
			}
		}
		commits[short(c)] = true
		if i == 0 || f.Started.Before(first) {
			first = f.Started
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "The runs of record are the %d results files of [`docs/results/`](results/)", len(files))
	if stamped == len(files) && len(ids) == 1 && len(commits) == 1 {
		var commit string
		for c := range commits {
			commit = c
		}
		fmt.Fprintf(&b, ", made by one `polywire bench record` (`make record`) from commit %s, started %s", commit, first.UTC().Format("2006-01-02 15:04 UTC"))
		if strings.HasSuffix(commit, "+dirty") {
			b.WriteString(" — from a tree with uncommitted changes")
		}
		if len(busy) == 0 {
			b.WriteString(", each step on a quiet machine.")
		} else {
			fmt.Fprintf(&b, "; %s ran on a busy machine (the report names what else ran).", strings.Join(busy, ", "))
		}
	} else {
		names := slices.Sorted(func(yield func(string) bool) {
			for c := range commits {
				if !yield(c) {
					return
				}
			}
		})
		fmt.Fprintf(&b, ". They are not one record: they come from %d commits (%s), and %d of %d were made by `polywire bench record`. `make record` remakes them all from one commit; the report's first box says which run comes from where.", len(commits), strings.Join(names, ", "), stamped, len(files))
	}
	b.WriteString(" The page with every chart is [`docs/report.html`](report.html) (self-contained, no network); the Markdown below is the same report, made by:")
	return b.String()
}

func short(c string) string {
	if c == "" {
		return "unknown"
	}
	base, dirty := strings.CutSuffix(c, "+dirty")
	if len(base) > 7 {
		base = base[:7]
	}
	if dirty {
		base += "+dirty"
	}
	return base
}

// demote drops the report's title and moves its headings one level
// down, under BENCHMARKS.md's "Latest full run".
func demote(md string) string {
	lines := strings.Split(md, "\n")
	if len(lines) > 0 && strings.HasPrefix(lines[0], "# ") {
		lines = lines[1:]
	}
	inFence := false
	for i, l := range lines {
		if strings.HasPrefix(l, "```") {
			inFence = !inFence
		}
		if !inFence && strings.HasPrefix(l, "#") {
			lines[i] = "#" + l
		}
	}
	return strings.TrimRight(strings.Join(lines, "\n"), "\n") + "\n"
}

// splice replaces the marked section of doc with section.
func splice(doc, section string) (string, error) {
	i := strings.Index(doc, beginMarker)
	j := strings.Index(doc, endMarker)
	if i < 0 || j < i {
		return "", errors.New("no record markers")
	}
	return doc[:i] + section + doc[j+len(endMarker):], nil
}

// WriteDocs renders the results in d.Dir into the report page, the
// report section of BENCHMARKS.md and every marked figure.
func WriteDocs(d Docs) error {
	r, err := d.render()
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(d.Root, d.HTML), r.html, 0o644); err != nil {
		return fmt.Errorf("record: %w", err)
	}
	return d.eachDoc(r, func(path string, old, updated []byte, _ []figureMismatch) error {
		if bytes.Equal(old, updated) {
			return nil
		}
		return os.WriteFile(path, updated, 0o644)
	})
}

// CheckDocs fails when the docs disagree with the results in d.Dir: the
// report page or section is not the report of those files, or a marked
// figure is not the one its run gives. The error lists every
// disagreement and the command that mends them.
func CheckDocs(d Docs) error {
	r, err := d.render()
	if err != nil {
		return err
	}
	var problems []string
	old, err := os.ReadFile(filepath.Join(d.Root, d.HTML))
	if err != nil {
		return fmt.Errorf("record: %w", err)
	}
	if !bytes.Equal(old, r.html) {
		problems = append(problems, fmt.Sprintf("%s is not the report of %s (%s)", d.HTML, d.Dir, firstDiff(string(old), string(r.html))))
	}
	err = d.eachDoc(r, func(path string, old, updated []byte, changed []figureMismatch) error {
		rel := strings.TrimPrefix(path, d.Root+string(filepath.Separator))
		for _, c := range changed {
			problems = append(problems, fmt.Sprintf("%s: figure %s reads %q, but its run gives %q", rel, c.Name, c.Written, c.Computed))
		}
		if len(changed) == 0 && !bytes.Equal(old, updated) {
			problems = append(problems, fmt.Sprintf("%s: the report section is not the report of %s (%s)", rel, d.Dir, firstDiff(string(old), string(updated))))
		}
		return nil
	})
	if err != nil {
		return err
	}
	if len(problems) > 0 {
		return fmt.Errorf("record: the docs disagree with their runs of record:\n  %s\nTry: go run ./cmd/polywire bench record -docs-only (after a new run, or to render the report again)", strings.Join(problems, "\n  "))
	}
	return nil
}

// eachDoc rewrites each quoting document (and BENCHMARKS.md's section)
// in memory and hands the result to fn.
func (d Docs) eachDoc(r *rendered, fn func(path string, old, updated []byte, changed []figureMismatch) error) error {
	docs := d.Quoting
	if !slices.Contains(docs, d.Benchmarks) {
		docs = append(slices.Clone(docs), d.Benchmarks)
	}
	for _, doc := range docs {
		path := filepath.Join(d.Root, doc)
		old, err := os.ReadFile(path)
		if err != nil {
			return fmt.Errorf("record: %w", err)
		}
		text := string(old)
		if doc == d.Benchmarks {
			if text, err = splice(text, r.section); err != nil {
				return fmt.Errorf("record: %s: %w (put %q and %q around the report)", doc, err, beginMarker, endMarker)
			}
		}
		updated, changed, err := rewriteFigures(doc, []byte(text), r.files)
		if err != nil {
			return err
		}
		if err := fn(path, old, updated, changed); err != nil {
			return err
		}
	}
	return nil
}

// firstDiff says where two texts first differ: "line 12: have …, want …".
func firstDiff(have, want string) string {
	h, w := strings.Split(have, "\n"), strings.Split(want, "\n")
	for i := 0; i < max(len(h), len(w)); i++ {
		var a, b string
		if i < len(h) {
			a = h[i]
		}
		if i < len(w) {
			b = w[i]
		}
		if a != b {
			return fmt.Sprintf("first difference at line %d: have %q, want %q", i+1, clip(a), clip(b))
		}
	}
	return "same lines, different bytes"
}

func clip(s string) string {
	if len(s) > 100 {
		return s[:100] + "…"
	}
	return s
}
