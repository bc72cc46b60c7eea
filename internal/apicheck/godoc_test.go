package apicheck

import (
	"bufio"
	"bytes"
	"go/ast"
	"go/doc"
	"go/parser"
	"go/token"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// labWords are what a public package's godoc must not say as if it were a
// fact about the user's data (issue 27, defect 7: "50,000 people are 12.9
// MB", "the schemas have no maps"): figures measured on polywire's
// datasets, speed ratios, the seed articles and the lab. Numbers belong in
// docs/BENCHMARKS.md, which godoc may point to.
var labWords = []struct {
	what string
	re   *regexp.Regexp
}{
	{"a measured size or time", regexp.MustCompile(`\d[\d,]*(\.\d+)? ?(KB|kB|MB|GB|KiB|MiB|GiB|ns|µs|ms)\b`)},
	{"a speed ratio", regexp.MustCompile(`\d+(\.\d+)?(×| times)( \w+)? (faster|slower|smaller|larger)|\d+(\.\d+)? to \d+(\.\d+)? times`)},
	{"a seed article", regexp.MustCompile(`(?i)\bseed \d{3}\b|\bthe seeds'`)},
	{"the lab", regexp.MustCompile(`\bthe lab\b|\blab's\b`)},
	{"polywire's own schemas as if they were the user's", regexp.MustCompile(`(?i)\bthe schemas (have|are)\b|\bour (schemas|data)\b|\ball of polywire's\b`)},
}

// godocAllowed are the packages whose purpose is the seed articles and
// the lab (their datasets, measurements, result files and reports), which
// may name them and their figures.
var godocAllowed = []string{"bench", "dataset", "docs", "report", "results"}

// godocKnown are phrases the rules match that say what a user needs (a
// limit, a default), by package: the package's doc must still contain
// each, so the list cannot outlive what it excuses.
var godocKnown = map[string][]string{
	"codec/flatcodec":          {"2 GiB"},
	"codec/flatcodec/fastflat": {"1 GiB"},
	"codec/jsoncodec/fastjson": {"64 KiB"},
	"connectcodec":             {"8 MiB"},
	"loadgen":                  {"1 ms", "1 µs", "4 MiB"},
}

// TestGodocIsForUsers reads the godoc of every public package as go doc
// shows it (go/doc over the package's files: the package comment and the
// comments of exported identifiers, struct fields and interface methods)
// and fails for each passage that cites a figure, a ratio, a seed article
// or the lab, outside the packages whose purpose they are.
func TestGodocIsForUsers(t *testing.T) {
	t.Parallel()
	pkgs := publicSources(t)
	checked := 0
	for _, p := range pkgs {
		rel := strings.TrimPrefix(strings.TrimPrefix(p.path, module), "/")
		if slices.Contains(godocAllowed, rel) {
			continue
		}
		checked++
		texts := godocTexts(t, p)
		known := godocKnown[rel]
		for _, k := range godocKnown[rel] {
			if !slices.ContainsFunc(texts, func(d docText) bool { return strings.Contains(d.text, k) }) {
				t.Errorf("%s: godocKnown excuses %q, which its godoc no longer says: remove it from the list", rel, k)
			}
		}
		for _, d := range texts {
			text := strings.Join(strings.Fields(d.text), " ")
			for _, w := range labWords {
				for _, loc := range w.re.FindAllStringIndex(text, -1) {
					hit := text[loc[0]:loc[1]]
					if slices.ContainsFunc(known, func(k string) bool { return strings.Contains(hit, k) || strings.Contains(k, hit) }) {
						continue
					}
					from, to := max(0, loc[0]-60), min(len(text), loc[1]+60)
					t.Errorf("%s: the godoc of %s cites %s, %q: …%s…\n\tgodoc is a user's manual: say what holds for the user's data, and point to docs/BENCHMARKS.md for numbers",
						rel, d.where, w.what, hit, text[from:to])
				}
			}
		}
	}
	if checked < 15 {
		t.Fatalf("checked only %d packages", checked)
	}
}

const module = "github.com/polywire/polywire"

// sourcePkg is a public package's import path, directory and files.
type sourcePkg struct {
	path, dir string
	files     []string
}

// publicSources lists the module's public packages (not main, not
// internal, not the generated code under gen/) with their Go files.
func publicSources(t *testing.T) []sourcePkg {
	t.Helper()
	cmd := exec.Command("go", "list", "-f", "{{.ImportPath}}\t{{.Name}}\t{{.Dir}}\t{{join .GoFiles \" \"}}", module+"/...")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, stderr.Bytes())
	}
	var pkgs []sourcePkg
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		f := strings.SplitN(sc.Text(), "\t", 4)
		if len(f) != 4 {
			t.Fatalf("go list: unexpected line %q", sc.Text())
		}
		if f[1] == "main" || isInternal(f[0]) || strings.HasPrefix(f[0], module+"/gen/") {
			continue
		}
		pkgs = append(pkgs, sourcePkg{path: f[0], dir: f[2], files: strings.Fields(f[3])})
	}
	return pkgs
}

// docText is one passage of godoc and what it documents.
type docText struct {
	where, text string
}

// godocTexts are the passages go doc -all shows for p.
func godocTexts(t *testing.T, p sourcePkg) []docText {
	t.Helper()
	fset := token.NewFileSet()
	var files []*ast.File
	for _, name := range p.files {
		f, err := parser.ParseFile(fset, filepath.Join(p.dir, name), nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	dp, err := doc.NewFromFiles(fset, files, p.path)
	if err != nil {
		t.Fatal(err)
	}
	out := []docText{{"the package", dp.Doc}}
	add := func(where string, cgs ...*ast.CommentGroup) {
		for _, cg := range cgs {
			if cg != nil {
				out = append(out, docText{where, cg.Text()})
			}
		}
	}
	values := func(vs []*doc.Value) {
		for _, v := range vs {
			where := strings.Join(v.Names, ", ")
			out = append(out, docText{where, v.Doc})
			for _, s := range v.Decl.Specs {
				if vs, ok := s.(*ast.ValueSpec); ok {
					add(where, vs.Doc, vs.Comment)
				}
			}
		}
	}
	funcs := func(prefix string, fs []*doc.Func) {
		for _, f := range fs {
			out = append(out, docText{prefix + f.Name, f.Doc})
		}
	}
	values(dp.Consts)
	values(dp.Vars)
	funcs("", dp.Funcs)
	for _, ty := range dp.Types {
		out = append(out, docText{ty.Name, ty.Doc})
		for _, s := range ty.Decl.Specs {
			ts, ok := s.(*ast.TypeSpec)
			if !ok {
				continue
			}
			var fields *ast.FieldList
			switch x := ts.Type.(type) {
			case *ast.StructType:
				fields = x.Fields
			case *ast.InterfaceType:
				fields = x.Methods
			}
			if fields == nil {
				continue
			}
			for _, f := range fields.List {
				add(ty.Name+"'s fields", f.Doc, f.Comment)
			}
		}
		values(ty.Consts)
		values(ty.Vars)
		funcs("", ty.Funcs)
		funcs(ty.Name+".", ty.Methods)
	}
	return out
}
