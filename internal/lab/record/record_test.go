package record

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/polywire/polywire/results"
)

func TestSelect(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name       string
		only, skip []string
		want       string // step names, or the error's text
	}{
		{"all", nil, nil, strings.Join(ReportOrderOfSteps(), ",")},
		{"only", []string{"suite", "codec"}, nil, "codec,suite"},
		{"skip", nil, []string{"suite", "jvm-jmh", "codec", "client", "stream", "browser", "browser-post", "browser-codec", "browser-stream", "node", "node-codec", "jvm", "jvm-people-all", "jvm-stream"}, "size-article"},
		{"unknown_step", []string{"codecs"}, nil, `no step "codecs"`},
		{"nothing_left", []string{"codec"}, []string{"codec"}, "leave no step"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			steps, err := Select(tt.only, tt.skip)
			names := make([]string, len(steps))
			for i, s := range steps {
				names[i] = s.Name
			}
			got := strings.Join(names, ",")
			if err != nil {
				got = err.Error()
			}
			if !strings.Contains(got, tt.want) {
				t.Errorf("Select(%v, %v) = %q, want %q", tt.only, tt.skip, got, tt.want)
			}
		})
	}
}

// ReportOrderOfSteps is the steps' names in run order.
func ReportOrderOfSteps() []string {
	var names []string
	for _, s := range Steps() {
		names = append(names, s.Name)
	}
	return names
}

func TestEveryStepIsReported(t *testing.T) {
	t.Parallel()
	for _, s := range Steps() {
		found := false
		for _, n := range ReportOrder {
			found = found || n == s.Name
		}
		if !found {
			t.Errorf("step %s is not in ReportOrder: its run would be made and never shown", s.Name)
		}
	}
	if len(ReportOrder) != len(Steps()) {
		t.Errorf("ReportOrder has %d names for %d steps", len(ReportOrder), len(Steps()))
	}
}

func TestStamp(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "node.json")
	// A Node run: fields Go's results.File does not know must survive.
	if err := os.WriteFile(path, []byte(`{"schema":"`+results.Schema+`","kind":"node","nodeOnly":{"x":1},"started":"2026-11-29T10:00:00Z"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	r := results.Record{ID: "2026-11-29T10:00:00Z", Step: "node", Commit: "abc", Quiet: true, BusyCores: 0.01}
	if err := Stamp(path, r); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(path)
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	if string(m["nodeOnly"]) == "" {
		t.Errorf("Stamp dropped a field it does not know:\n%s", b)
	}
	f, err := results.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if f.Record == nil || *f.Record != r {
		t.Errorf("record = %+v, want %+v", f.Record, r)
	}
	other := filepath.Join(dir, "other.json")
	os.WriteFile(other, []byte(`{"schema":"something/v2"}`), 0o644)
	if err := Stamp(other, r); err == nil || !strings.Contains(err.Error(), "not a polywire.bench/v1 results file") {
		t.Errorf("Stamp of another schema: %v", err)
	}
}

func TestMeasureBusy(t *testing.T) {
	t.Parallel()
	if _, err := os.Stat("/proc/stat"); err != nil {
		t.Skip("no /proc here")
	}
	// A real busy process: a shell spinning for the window.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	spin := exec.CommandContext(ctx, "sh", "-c", "while :; do :; done")
	if err := spin.Start(); err != nil {
		t.Skip(err)
	}
	defer spin.Wait()
	b, err := MeasureBusy(ctx, time.Second, os.Getpid())
	cancel()
	if err != nil {
		t.Fatal(err)
	}
	if b.Cores < 0.5 {
		t.Errorf("busy %v with a spinning shell, want at least half a core", b)
	}
	// The spinner is among the busiest unless other work on the machine
	// outran it; the record's own process never is.
	for i, p := range b.Busiest {
		if p.PID == os.Getpid() {
			t.Errorf("the measuring process is counted: %v", b.Busiest)
		}
		if i > 0 && p.Cores > b.Busiest[i-1].Cores {
			t.Errorf("busiest not sorted: %v", b.Busiest)
		}
	}
	if len(b.Busiest) == 0 {
		t.Errorf("no busiest process named, with a spinning shell: %v", b)
	}
}

func TestRewriteFigures(t *testing.T) {
	t.Parallel()
	codec := func(lib, format, op string, ms float64) results.CodecRow {
		return results.CodecRow{Dataset: "people", Library: lib, Format: format, Op: op, NsPerOp: results.Stat{N: 10, Median: ms * 1e6}}
	}
	files := map[string]*results.File{"browser-codec": {Codecs: []results.CodecRow{
		codec("JSON.parse", "json", "decode", 36), codec("polywire-ts", "proto", "decode", 24), codec("polywire-ts msgpack", "msgpack", "decode", 18),
		codec("protobufjs", "proto", "decode", 60), codec("polywire-ts", "proto", "first-row", 3), codec("JSON.stringify", "json", "encode", 50), codec("polywire-ts", "proto", "encode", 20),
	}}}
	doc := "reads <!--fig:pwts-people-best-vs-json-->1.3×<!--/fig--> faster (<!--fig:pwts-people-best-format-->MessagePack<!--/fig-->), " +
		"<!--fig:pwts-people-proto-vs-protobufjs-->2.5×<!--/fig--> protobuf.js, first row <!--fig:pwts-people-first-row-vs-json-->12×<!--/fig-->, encode <!--fig:pwts-people-encode-vs-stringify-->2.5×<!--/fig-->"
	out, changed, err := rewriteFigures("README.md", []byte(doc), files)
	if err != nil {
		t.Fatal(err)
	}
	want := "reads <!--fig:pwts-people-best-vs-json-->2.0×<!--/fig--> faster (<!--fig:pwts-people-best-format-->MessagePack<!--/fig-->), " +
		"<!--fig:pwts-people-proto-vs-protobufjs-->2.5×<!--/fig--> protobuf.js, first row <!--fig:pwts-people-first-row-vs-json-->12×<!--/fig-->, encode <!--fig:pwts-people-encode-vs-stringify-->2.5×<!--/fig-->"
	if string(out) != want {
		t.Errorf("rewritten:\n%s\nwant\n%s", out, want)
	}
	if len(changed) != 1 || changed[0].Name != "pwts-people-best-vs-json" || changed[0].Written != "1.3×" || changed[0].Computed != "2.0×" {
		t.Errorf("changed = %+v, want the one figure that moved", changed)
	}
	generic := "<!--fig:ms:browser-codec:people:JSON.parse/json/decode-->?<!--/fig--> " +
		"<!--fig:ratio:browser-codec:people:protobufjs/proto/decode:polywire-ts/proto/decode-->?<!--/fig--> " +
		"<!--fig:ms:browser-codec:people:polywire-ts+msgpack/msgpack/decode-->?<!--/fig--> <!--fig:best:browser-codec:people-->?<!--/fig-->"
	out, _, err = rewriteFigures("docs/BENCHMARKS.md", []byte(generic), files)
	if err != nil {
		t.Fatal(err)
	}
	if want := "<!--fig:ms:browser-codec:people:JSON.parse/json/decode-->36.0<!--/fig--> " +
		"<!--fig:ratio:browser-codec:people:protobufjs/proto/decode:polywire-ts/proto/decode-->2.5×<!--/fig--> " +
		"<!--fig:ms:browser-codec:people:polywire-ts+msgpack/msgpack/decode-->18.0<!--/fig--> <!--fig:best:browser-codec:people-->2.0× (MessagePack)<!--/fig-->"; string(out) != want {
		t.Errorf("generic figures:\n%s\nwant\n%s", out, want)
	}
	for _, bad := range []string{"<!--fig:no-such-figure-->1<!--/fig-->", "<!--fig:suite-trustworthy-->1 of 2<!--/fig-->",
		"<!--fig:ms:browser-codec:people:nolib/json/decode-->1<!--/fig-->", "<!--fig:ms:node-codec:people:JSON.parse/json/decode-->1<!--/fig-->"} {
		if _, _, err := rewriteFigures("README.md", []byte(bad), files); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}

// TestCheckDocs checks the committed docs against their runs of record,
// then breaks a copy three ways at once — a quoted figure, the report
// section, the report page — and wants CheckDocs to name each, and
// WriteDocs to mend them.
func TestCheckDocs(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("renders the report and every figure of the docs (10 s): make test runs it, make check does not")
	}
	root := repoRoot(t)
	if err := CheckDocs(DefaultDocs(root)); err != nil {
		t.Fatalf("the committed docs: %v", err)
	}
	tmp := t.TempDir()
	for _, p := range []string{"README.md", "docs/BENCHMARKS.md", "docs/PWTS.md", "docs/report.html"} {
		copyFile(t, filepath.Join(root, p), filepath.Join(tmp, p))
	}
	entries, _ := os.ReadDir(filepath.Join(root, "docs/results"))
	for _, e := range entries {
		copyFile(t, filepath.Join(root, "docs/results", e.Name()), filepath.Join(tmp, "docs/results", e.Name()))
	}
	breaks := []struct{ file, old, new, want string }{
		{"README.md", "<!--fig:pwts-people-best-vs-json-->", "<!--fig:pwts-people-best-vs-json-->9", "README.md: figure pwts-people-best-vs-json reads"},
		{"docs/BENCHMARKS.md", "### Verdict: which format wins", "### Verdict: what wins", "docs/BENCHMARKS.md: the report section is not the report of docs/results"},
		{"docs/report.html", "<h1>polywire benchmark report</h1>", "<h1>a report</h1>", "docs/report.html is not the report of docs/results"},
	}
	for _, b := range breaks {
		p := filepath.Join(tmp, b.file)
		text, _ := os.ReadFile(p)
		if !strings.Contains(string(text), b.old) {
			t.Fatalf("%s has no %q", b.file, b.old)
		}
		os.WriteFile(p, []byte(strings.Replace(string(text), b.old, b.new, 1)), 0o644)
	}
	d := DefaultDocs(tmp)
	err := CheckDocs(d)
	for _, b := range breaks {
		if err == nil || !strings.Contains(err.Error(), b.want) {
			t.Errorf("CheckDocs = %v, want %q", err, b.want)
		}
	}
	if err := WriteDocs(d); err != nil {
		t.Fatal(err)
	}
	if err := CheckDocs(d); err != nil {
		t.Errorf("after WriteDocs: %v", err)
	}
}

// TestRunOneStep makes a real record of its shortest step from this
// checkout: polywire built from the tree, the machine watched, the file
// stamped.
func TestRunOneStep(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds polywire (-short)")
	}
	root := repoRoot(t)
	dir, logs := t.TempDir(), t.TempDir()
	var out strings.Builder
	// make test builds one polywire for every test (POLYWIRE_BIN); alone,
	// the record builds its own.
	res, err := Run(context.Background(), Config{Root: root, Dir: dir, Logs: logs, Only: []string{"size-article"}, AllowDirty: true,
		Window: 200 * time.Millisecond, Wait: time.Millisecond, QuietBound: 100, Out: &out, Binary: os.Getenv("POLYWIRE_BIN")})
	if err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	f, err := results.Read(res.Files["size-article"])
	if err != nil {
		t.Fatal(err)
	}
	commit, _, err := Commit(context.Background(), root)
	if err != nil {
		t.Fatal(err)
	}
	if f.Record == nil || f.Record.Step != "size-article" || !strings.HasPrefix(f.Record.Commit, commit) || !f.Record.Quiet || f.Record.ID != res.ID {
		t.Errorf("stamp %+v, want step size-article, commit %s, quiet, id %s", f.Record, commit, res.ID)
	}
	if len(f.Sizes) == 0 || f.Machine.GitCommit == "" {
		t.Errorf("the run has %d sizes and commit %q", len(f.Sizes), f.Machine.GitCommit)
	}
	if !strings.Contains(out.String(), "[1/1] size-article") {
		t.Errorf("progress:\n%s", out.String())
	}
}

func TestRunRefusesDirtyTree(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	git := func(args ...string) {
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@t", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@t")
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Skipf("git %v: %v %s", args, err, b)
		}
	}
	git("init", "-q")
	os.WriteFile(filepath.Join(dir, "a"), []byte("1"), 0o644)
	git("add", "a")
	git("commit", "-q", "-m", "a")
	os.WriteFile(filepath.Join(dir, "a"), []byte("2"), 0o644)
	_, err := Run(context.Background(), Config{Root: dir, Dir: "r", Logs: "l"})
	if !errors.Is(err, ErrDirty) || !strings.Contains(err.Error(), "M a") {
		t.Errorf("Run on a dirty tree = %v, want ErrDirty naming the file", err)
	}
}

func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs("../../..")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "docs/results")); err != nil {
		t.Fatal(err)
	}
	return root
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
}
