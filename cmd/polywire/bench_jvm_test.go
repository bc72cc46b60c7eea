package main

import (
	"context"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/polywire/polywire/internal/clientgate"
	"github.com/polywire/polywire/internal/lab/jvm"
	"github.com/polywire/polywire/results"
)

// TestBenchJVMUsage: what the lab would refuse is refused before Maven
// or Java run, as a usage error with something to try.
func TestBenchJVMUsage(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		args    []string
		wantErr string
		wantTry string
	}{
		{"unknown_http", []string{"-http", "h3"}, `unknown -http "h3"`, "-http h2c"},
		{"unknown_experiment", []string{"-experiments", "seed002,seed005"}, `unknown -experiments value "seed005"`, "-experiments seed002,seed004,jmh"},
		{"empty_experiments", []string{"-experiments", ""}, "-experiments is empty", "-experiments"},
		{"unknown_coding", []string{"-codings", "identity,deflate"}, `unknown -codings value "deflate"`, "-codings identity,gzip"},
		{"bad_size", []string{"-sizes", "50,0"}, `-sizes: "0" is not a positive number`, "-sizes 50,250,500"},
		{"negative_requests", []string{"-requests", "-1"}, "must not be negative", "-requests 50"},
		{"zero_timeout", []string{"-timeout", "0s"}, "-timeout must be positive", "-timeout 1h"},
		{"h2_needs_tls", []string{"-http", "h2", "-target", "http://127.0.0.1:1"}, "HTTP/2 over TLS", "https://"},
		{"h2c_needs_cleartext", []string{"-target", "https://127.0.0.1:1"}, "cleartext HTTP/2", "-http h2"},
		{"target_not_a_url", []string{"-target", "127.0.0.1:8080"}, "is not an http:// or https:// URL", "-target http://"},
		{"no_java_dir", []string{"-java-dir", "/nonexistent/clients/java"}, "no pom.xml there", "-java-dir"},
		{"flag_after_argument", []string{"extra", "-quick"}, `unexpected argument "extra"`, "polywire bench jvm -h"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			err := run(context.Background(), append([]string{"bench", "jvm"}, tt.args...))
			msg, try, ok := usageOf(err)
			if !ok {
				t.Fatalf("err = %v, want a usage error", err)
			}
			if !strings.Contains(msg, tt.wantErr) || !strings.Contains(try, tt.wantTry) {
				t.Errorf("Error: %s\nTry: %s\nwant %q and Try %q", msg, try, tt.wantErr, tt.wantTry)
			}
		})
	}
}

// requireJVMLab is the repository's clients/java, with mvn and java, or a
// skip saying what is missing — except that in CI (CI=true) a missing
// Maven or Java fails the test: CI installs them.
func requireJVMLab(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("runs the JVM lab: not in -short (make check); make test runs it")
	}
	clientgate.Wait(t, clientgate.Java) // make test builds clients/java while this runs
	dir, err := filepath.Abs(filepath.Join("..", "..", "clients", "java"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tool := range []string{"mvn", "java"} {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("CI") == "true" {
				t.Fatalf("%s not on PATH; CI installs it (apt-get install -y maven openjdk-17-jdk-headless)", tool)
			}
			t.Skipf("%s not on PATH: apt-get install -y maven openjdk-17-jdk-headless", tool)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "pom.xml")); err != nil {
		t.Skipf("the JVM lab is not in this checkout (%v)", err)
	}
	return dir
}

// hasLabMain reports whether the lab's sources hold its main class, in
// whichever source root the pom names.
func hasLabMain(t *testing.T, dir string) bool {
	t.Helper()
	found := false
	err := filepath.WalkDir(filepath.Join(dir, "src"), func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(filepath.ToSlash(path), "/dev/polywire/lab/Main.java") {
			found = true
			return filepath.SkipAll
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return found
}

// TestBenchJVMQuick runs bench jvm end to end: Maven builds the real lab
// from clients/java, which fetches from an in-process server over h2c
// and decodes with its libraries; the file written must be a kind "jvm"
// run with every row measured over h2c, allocation included.
func TestBenchJVMQuick(t *testing.T) {
	t.Parallel()
	dir := requireJVMLab(t)
	if !hasLabMain(t, dir) {
		t.Skipf("the lab's main class %s is not in %s yet (no dev/polywire/lab/Main.java under src)", jvm.MainClass, dir)
	}
	out := filepath.Join(t.TempDir(), "jvm.json")
	// One lab run for every experiment (a JVM start and a server less
	// than one per experiment): seed 002's and 004's decodes, and the
	// people stream with a small limit — every framing over java.net.http
	// against GET /people in one body (all 50,000: it takes no limit),
	// identity and gzip.
	const limit = 300
	err := run(t.Context(), []string{"bench", "jvm", "-quick", "-java-dir", dir, "-experiments", "seed002,seed004,stream",
		"-sizes", "50", "-requests", "1", "-people-requests", "1", // it checks every row; it measures nothing
		"-stream-limit", strconv.Itoa(limit), "-stream-requests", "1", "-timeout", "20m", "-o", out})
	if err != nil {
		t.Fatal(err)
	}
	// README's line renders the run's report too; the documented-commands
	// test leaves that line to this test (one JVM lab run, not two).
	html := filepath.Join(t.TempDir(), "jvm.html")
	if err := run(t.Context(), []string{"report", "-o", html, out}); err != nil {
		t.Fatalf("report of the JVM run: %v", err)
	}
	if b, err := os.ReadFile(html); err != nil || !strings.Contains(string(b), "<html") {
		t.Fatalf("report of the JVM run: %d bytes, %v", len(b), err)
	}
	f, err := results.Read(out)
	if err != nil {
		t.Fatal(err)
	}
	if f.Kind != results.KindJVM || f.Runtime == nil || f.Runtime.Name == "" || f.Machine.GoVersion == "" {
		t.Fatalf("kind %q runtime %+v machine %+v", f.Kind, f.Runtime, f.Machine)
	}
	datasets := map[string]int{}
	for _, r := range f.Decodes {
		datasets[r.Dataset]++
		if r.Failed {
			t.Errorf("%s %s %s %s failed: %s", r.Dataset, r.Format, r.Decoder, r.Coding, r.Error)
			continue
		}
		if r.HTTP != "h2c" || r.AllocBytes <= 0 || r.Decode.Median <= 0 || r.Items <= 0 {
			t.Errorf("%s %s %s %s: http %q allocBytes %v decode %v items %d", r.Dataset, r.Format, r.Decoder, r.Coding, r.HTTP, r.AllocBytes, r.Decode.Median, r.Items)
		}
	}
	for _, ds := range []string{"article50", "people"} {
		if datasets[ds] == 0 {
			t.Errorf("no %s rows (rows by dataset: %v)", ds, datasets)
		}
	}
	seen := map[string]bool{}
	for _, r := range f.Streams {
		key := r.Framing + " " + r.Format + " " + r.Coding
		seen[key] = true
		want := limit
		if r.Framing == "body" {
			want = 50_000
		}
		if r.Rows != want || r.WireBytes <= 0 || r.Protocol != "h2c" || r.FirstRow.N != 1 || r.Total.N != 1 {
			t.Errorf("%s: rows %d (want %d) wire %d protocol %q n %d/%d", key, r.Rows, want, r.WireBytes, r.Protocol, r.FirstRow.N, r.Total.N)
		}
		if r.FirstRow.Median <= 0 || r.FirstRow.Median > r.Total.Median || r.FirstRow.Max > r.Total.Max {
			t.Errorf("%s: first row %+v after total %+v", key, r.FirstRow, r.Total)
		}
	}
	for _, c := range []string{"identity", "gzip"} {
		for _, k := range []string{"envelope proto", "envelope msgpack", "ndjson json", "sse json", "body json", "body proto"} {
			if !seen[k+" "+c] {
				t.Errorf("no %s %s row (got %v)", k, c, seen)
			}
		}
	}
}
