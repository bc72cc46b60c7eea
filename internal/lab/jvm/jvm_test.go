package jvm

import (
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"io"
	"io/fs"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/internal/lab/harness"
	"github.com/polywire/polywire/results"
)

// TestJVMLabArgs holds the lab's command line to its contract: the
// options it is given, h2c as the lab's h2 on an http:// URL, and
// nothing for what the lab defaults itself.
func TestJVMLabArgs(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		lab    Settings
		target string
		ca     string
		want   []string
	}{
		{
			name:   "defaults_h2c",
			lab:    Settings{HTTP: "h2c", Experiments: []string{"seed002", "seed004"}, Codings: []string{"identity", "gzip"}, JMHForks: -1, JMHWarmup: -1, JMHIterations: -1},
			target: "http://127.0.0.1:5000",
			want:   []string{"--target", "http://127.0.0.1:5000", "--http", "h2", "--experiments", "seed002,seed004", "--codings", "identity,gzip", "--out", "/tmp/o.json"},
		},
		{
			name: "every_option_h2_over_tls",
			lab: Settings{HTTP: "h2", Quick: true, Experiments: []string{"seed002", "jmh"}, Codings: []string{"identity"}, Sizes: []int{50, 500},
				Requests: 3, PeopleRequests: 7, Decoders: []string{"Jackson", "protobuf-java"},
				JMHDatasets: []string{"people"}, JMHForks: 2, JMHWarmup: 0, JMHIterations: 4, JMHTime: 1500 * time.Millisecond},
			target: "https://127.0.0.1:5000", ca: "/tmp/cert.pem",
			want: []string{"--target", "https://127.0.0.1:5000", "--http", "h2", "--ca-cert", "/tmp/cert.pem", "--experiments", "seed002,jmh", "--quick",
				"--sizes", "50,500", "--requests", "3", "--people-requests", "7", "--codings", "identity", "--decoders", "Jackson,protobuf-java",
				"--jmh-datasets", "people", "--jmh-forks", "2", "--jmh-warmup", "0", "--jmh-iterations", "4", "--jmh-time", "1500", "--out", "/tmp/o.json"},
		},
		{
			name:   "http_1_1",
			lab:    Settings{HTTP: "http/1.1", Experiments: []string{"seed004"}, Codings: []string{"gzip"}, Decoders: []string{"all"}, JMHForks: -1, JMHWarmup: -1, JMHIterations: -1},
			target: "http://127.0.0.1:5000",
			want:   []string{"--target", "http://127.0.0.1:5000", "--http", "http/1.1", "--experiments", "seed004", "--codings", "gzip", "--decoders", "all", "--out", "/tmp/o.json"},
		},
		{
			name:   "stream",
			lab:    Settings{HTTP: "h2c", Experiments: []string{"stream"}, Codings: []string{"identity"}, StreamLimit: 100, StreamRequests: 2, JMHForks: -1, JMHWarmup: -1, JMHIterations: -1},
			target: "http://127.0.0.1:5000",
			want: []string{"--target", "http://127.0.0.1:5000", "--http", "h2", "--experiments", "stream", "--stream-limit", "100", "--stream-requests", "2",
				"--codings", "identity", "--out", "/tmp/o.json"},
		},
		{
			name:   "smoke_bounds_jmh",
			lab:    Settings{HTTP: "h2c", Experiments: []string{"jmh"}, Codings: []string{"identity"}, JMHForks: -1, JMHWarmup: -1, JMHIterations: -1, Smoke: true},
			target: "http://127.0.0.1:5000",
			want: []string{"--target", "http://127.0.0.1:5000", "--http", "h2", "--experiments", "jmh", "--codings", "identity",
				"--jmh-datasets", "article500", "--warmup", "0", "--jmh-forks", "0", "--jmh-warmup", "0", "--jmh-iterations", "1", "--jmh-time", "20", "--out", "/tmp/o.json"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := tt.lab.LabArgs(tt.target, tt.ca, "/tmp/o.json"); !slices.Equal(got, tt.want) {
				t.Errorf("LabArgs:\n got %q\nwant %q", got, tt.want)
			}
		})
	}
}

// TestFindJavaDir finds clients/java from a directory below the
// checkout, and says what to do from outside one.
func TestFindJavaDir(t *testing.T) {
	// Not parallel: it changes the working directory.
	root := t.TempDir()
	java := filepath.Join(root, "clients", "java")
	deep := filepath.Join(root, "internal", "server")
	for _, d := range []string{java, deep} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(java, "pom.xml"), []byte("<project/>"), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Chdir(deep)
	got, err := FindJavaDir("")
	if err != nil {
		t.Fatal(err)
	}
	if want, _ := filepath.EvalSymlinks(java); got != java && got != want {
		t.Errorf("FindJavaDir = %s, want %s", got, java)
	}
	t.Chdir(t.TempDir())
	_, err = FindJavaDir("")
	var u *bench.UsageError
	if !errors.As(err, &u) || !strings.Contains(u.Msg, "no clients/java/pom.xml") || !strings.Contains(u.Try, "-java-dir") {
		t.Errorf("outside a checkout: %v", err)
	}
}

// TestFindMavenAndJava: the flag first, then $JAVA_HOME for java, then
// PATH; a missing Maven says how to install it.
func TestFindMavenAndJava(t *testing.T) {
	t.Parallel()
	onPath := func(have ...string) func(string) (string, error) {
		return func(name string) (string, error) {
			if slices.Contains(have, name) {
				return "/found/" + name, nil
			}
			return "", exec.ErrNotFound
		}
	}
	env := func(home string) func(string) string {
		return func(k string) string {
			if k == "JAVA_HOME" {
				return home
			}
			return ""
		}
	}
	var ue *bench.UsageError
	if _, err := FindMaven("", onPath()); !errors.As(err, &ue) || !strings.Contains(ue.Try, "apt-get install -y maven") {
		t.Errorf("no mvn: %v", err)
	}
	if got, err := FindMaven("/opt/mvn/bin/mvn", onPath("/opt/mvn/bin/mvn")); err != nil || got != "/found//opt/mvn/bin/mvn" {
		t.Errorf("-mvn: %q %v", got, err)
	}
	if got, _ := FindJava("", env("/jdk"), onPath("/jdk/bin/java", "java")); got != "/found//jdk/bin/java" {
		t.Errorf("JAVA_HOME: %q", got)
	}
	if got, _ := FindJava("", env("/gone"), onPath("java")); got != "/found/java" {
		t.Errorf("PATH: %q", got)
	}
	if _, err := FindJava("", env(""), onPath()); !errors.As(err, &ue) || !strings.Contains(ue.Try, "openjdk-17-jdk-headless") {
		t.Errorf("no java: %v", err)
	}
}

// TestJVMLabResults reads hand-written lab files (testdata/jvm-*.json)
// as bench jvm does: the kind is checked, a failed row fails the run
// with its error and writes nothing, an empty run is an error.
func TestJVMLabResults(t *testing.T) {
	t.Parallel()
	tests := []struct {
		file    string
		wantErr string // of reading; "" to go on to the rows
		failErr string // of Failures; "" for a run that counts
	}{
		{file: "jvm-ok.json"},
		{file: "jvm-failed.json", failErr: "1 of 3 measurements failed: people xml Jackson XML gzip: 49,999 people, want 50,000"},
		{file: "jvm-empty.json", failErr: "the lab measured nothing"},
		{file: "jvm-wrong-kind.json", wantErr: `kind "browser", want "polywire.bench/v1" kind "jvm"`},
		{file: "jvm-missing.json", wantErr: "no such file"},
	}
	for _, tt := range tests {
		t.Run(strings.TrimSuffix(tt.file, ".json"), func(t *testing.T) {
			t.Parallel()
			f, err := readLabResults(filepath.Join("testdata", tt.file))
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var listed bytes.Buffer
			err = Failures(&listed, f)
			if tt.failErr == "" {
				if err != nil {
					t.Fatalf("a run that counts: %v", err)
				}
				var table bytes.Buffer
				PrintDecodes(&table, f.Decodes)
				PrintCodecs(&table, f.Codecs)
				for _, want := range []string{"article50", "protobuf-java", "h2c", "1.2 MiB", "JMH dataset", "Jackson"} {
					if !strings.Contains(table.String(), want) {
						t.Errorf("the table lacks %q:\n%s", want, table.String())
					}
				}
				return
			}
			var u *bench.UsageError
			if !errors.As(err, &u) || !strings.Contains(u.Msg, tt.failErr) || !strings.Contains(u.Msg, "no results written") {
				t.Fatalf("err = %v, want %q", err, tt.failErr)
			}
			if f.Decodes != nil && slices.ContainsFunc(f.Decodes, func(r results.DecodeRow) bool { return r.Failed }) && !strings.Contains(listed.String(), "Jackson XML") {
				t.Errorf("the failures are not listed: %q", listed.String())
			}
		})
	}
}

// TestLabStderr: the lab's output streams through line by line, and its
// usage error becomes bench jvm's, said once, with its options named as
// bench jvm's flags.
func TestLabStderr(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	l := &labStderr{w: &out}
	for _, chunk := range []string{"seed002: article50 Jack", "son identity\nError: unknown decoder \"Jaxon\"\n", "Try: --decoders Jackson,Moshi (or --decoders all)\nno newline"} {
		if _, err := l.Write([]byte(chunk)); err != nil {
			t.Fatal(err)
		}
	}
	l.flush()
	if got, want := out.String(), "seed002: article50 Jackson identity\nno newline\n"; got != want {
		t.Errorf("streamed %q, want %q", got, want)
	}
	var u *bench.UsageError
	if err := l.usageError(); !errors.As(err, &u) {
		t.Fatalf("%v is not a usage error", err)
	}
	if u.Msg != `bench jvm: the lab: unknown decoder "Jaxon"` || u.Try != "-decoders Jackson,Moshi (or -decoders all)" {
		t.Errorf("Error: %s\nTry: %s", u.Msg, u.Try)
	}
	if tail := l.tail(); !strings.Contains(tail, "no newline") || !strings.Contains(tail, "Error: unknown decoder") {
		t.Errorf("tail = %q", tail)
	}
}

// TestRunLabExits runs real processes (the shell, standing in for no
// claimed behaviour of the lab) to hold bench jvm's reading of exit
// statuses: 2 is a usage error, 1 with a file is its failed rows, 1
// without a file says what the process printed, and -timeout kills.
func TestRunLabExits(t *testing.T) {
	t.Parallel()
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh")
	}
	failed, err := os.ReadFile(filepath.Join("testdata", "jvm-failed.json"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		script  string
		timeout time.Duration
		wantErr string
		rows    int
	}{
		{"usage", `echo "Error: --sizes: x is not a number" >&2; echo "Try: --sizes 50,100" >&2; exit 2`, time.Minute, "the lab: --sizes: x is not a number", 0},
		{"failed_rows", `cat "$SRC" > "$OUT"; exit 1`, time.Minute, "", 3},
		{"crash", `echo "Exception in thread main" >&2; exit 1`, time.Minute, "wrote no results", 0},
		{"killed_by_timeout", `exec sleep 30`, 200 * time.Millisecond, "did not finish within -timeout", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			out := filepath.Join(dir, "jvm.json")
			src := filepath.Join(dir, "src.json")
			if err := os.WriteFile(src, failed, 0o600); err != nil {
				t.Fatal(err)
			}
			script := "SRC=" + src + " OUT=" + out + "; " + tt.script
			start := time.Now()
			f, err := RunLab(context.Background(), []string{sh, "-c", script}, dir, out, tt.timeout, io.Discard)
			if time.Since(start) > 20*time.Second {
				t.Errorf("took %s: the process was not killed", time.Since(start))
			}
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(f.Decodes) != tt.rows {
				t.Errorf("%d rows, want %d", len(f.Decodes), tt.rows)
			}
		})
	}
}

// TestSelfSignedServesH2: the certificate bench jvm makes for -http h2
// is one the in-process server serves HTTP/2 over TLS with, and that a
// client trusting it alone (as the lab, given --ca-cert) accepts for
// 127.0.0.1.
func TestSelfSignedServesH2(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	certFile, keyFile, err := WriteSelfSigned(dir, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	data := filepath.Join(dir, "data")
	if _, err := dataset.Ensure(data, dataset.DefaultSeed); err != nil {
		t.Fatal(err)
	}
	d, err := dataset.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	srv, err := harness.Serve(t.Context(), harness.ServerConfig{Command: "bench jvm", Datasets: bench.Datasets{Bank: d.Bank, People: d.People, Corpus: d.Corpus},
		TLSCertFile: certFile, TLSKeyFile: keyFile})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	base := srv.URL
	if !strings.HasPrefix(base, "https://127.0.0.1:") {
		t.Fatalf("base %s", base)
	}
	pemBytes, err := os.ReadFile(certFile)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pemBytes) {
		t.Fatal("the certificate does not parse")
	}
	tr := &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12}, ForceAttemptHTTP2: true}
	defer tr.CloseIdleConnections()
	resp, err := (&http.Client{Transport: tr, Timeout: 30 * time.Second}).Get(base + "/account/1?format=json")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK || resp.Proto != "HTTP/2.0" || len(body) == 0 {
		t.Errorf("GET /account/1: %s %s, %d bytes", resp.Proto, resp.Status, len(body))
	}
}

// TestUpToDate: bench jvm skips Maven only while its stamp is newer
// than pom.xml and every file under src/, and target/ has its class path.
func TestUpToDate(t *testing.T) {
	t.Parallel()
	base := time.Now().Add(-time.Hour)
	tests := []struct {
		name  string
		setup func(t *testing.T, dir string)
		want  bool
	}{
		{"never built", func(t *testing.T, dir string) {}, false},
		{"built after every change", func(t *testing.T, dir string) { touch(t, dir, "target/"+buildStamp, base.Add(time.Minute)) }, true},
		{"a source changed since", func(t *testing.T, dir string) {
			touch(t, dir, "target/"+buildStamp, base.Add(time.Minute))
			touch(t, dir, "src/main/java/A.java", base.Add(2*time.Minute))
		}, false},
		{"a source deleted since", func(t *testing.T, dir string) {
			touch(t, dir, "target/"+buildStamp, base.Add(time.Minute))
			if err := os.Remove(filepath.Join(dir, "src", "gen", "java", "B.java")); err != nil {
				t.Fatal(err)
			}
		}, false},
		{"pom.xml changed since", func(t *testing.T, dir string) {
			touch(t, dir, "target/"+buildStamp, base.Add(time.Minute))
			touch(t, dir, "pom.xml", base.Add(2*time.Minute))
		}, false},
		{"no class path", func(t *testing.T, dir string) {
			touch(t, dir, "target/"+buildStamp, base.Add(time.Minute))
			if err := os.Remove(filepath.Join(dir, "target", "classpath.txt")); err != nil {
				t.Fatal(err)
			}
		}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			for _, f := range []string{"pom.xml", "src/main/java/A.java", "src/gen/java/B.java", "target/classpath.txt"} {
				touch(t, dir, f, base)
			}
			// Directories count too (a deleted source changes only its
			// directory): as in a checkout, they are as old as the files.
			if err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
				if err == nil && d.IsDir() {
					err = os.Chtimes(p, base, base)
				}
				return err
			}); err != nil {
				t.Fatal(err)
			}
			tt.setup(t, dir)
			if got := UpToDate(dir); got != tt.want {
				t.Errorf("UpToDate = %v, want %v", got, tt.want)
			}
		})
	}
}

// touch creates dir/name if needed and sets its modification time.
func touch(t *testing.T, dir, name string, at time.Time) {
	t.Helper()
	p := filepath.Join(dir, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(p); err != nil {
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Chtimes(p, at, at); err != nil {
		t.Fatal(err)
	}
}
