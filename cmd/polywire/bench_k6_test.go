package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/loadgen"
)

// seen is a request as the server got it, and its answer's status.
type seen struct {
	Method, Path, Accept, AcceptEncoding, ContentType, ContentEncoding string
	Body                                                               []byte
	Status                                                             int
}

// recorder is a reverse proxy in front of a real polywire that records
// what passes.
type recorder struct {
	mu   sync.Mutex
	reqs []seen
}

func (rec *recorder) take() []seen {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	r := rec.reqs
	rec.reqs = nil
	return r
}

func (rec *recorder) handler(backend *url.URL) http.Handler {
	proxy := httputil.NewSingleHostReverseProxy(backend)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		r.Body = io.NopCloser(bytes.NewReader(body))
		s := seen{Method: r.Method, Path: r.URL.RequestURI(), Accept: r.Header.Get("Accept"), AcceptEncoding: r.Header.Get("Accept-Encoding"),
			ContentType: r.Header.Get("Content-Type"), ContentEncoding: r.Header.Get("Content-Encoding"), Body: body}
		sw := &statusWriter{ResponseWriter: w, status: http.StatusOK}
		proxy.ServeHTTP(sw, r)
		s.Status = sw.status
		rec.mu.Lock()
		rec.reqs = append(rec.reqs, s)
		rec.mu.Unlock()
	})
}

type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(code int) {
	w.status = code
	w.ResponseWriter.WriteHeader(code)
}

// TestExportK6 exports a scenario as a k6 script and runs it — not with
// k6, which is AGPL and not used here, but under Node with a tiny shim of
// the k6 API it uses (testdata/k6shim: http.request with fetch, check,
// sleep, b64decode) — against a real polywire, and checks the server got
// the same requests (method, path, the negotiation headers, body bytes)
// with the same statuses as from bench load running the same scenario.
func TestExportK6(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs the exported script under Node against a server (4 s): make test runs it, make check does not")
	}
	node, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("node not found: CI needs Node.js to check the exported k6 script")
		}
		t.Skip("node not found: the exported k6 script is checked under Node")
	}
	dir := t.TempDir()
	srvURL, data := loadServer(t, dir)
	backend, err := url.Parse(srvURL)
	if err != nil {
		t.Fatal(err)
	}
	var rec recorder
	proxy := httptest.NewServer(rec.handler(backend))
	defer proxy.Close()

	scenario := filepath.Join(dir, "scenario.json")
	spec := `{"name": "k6", "think": "5ms", "requests": [
		{"path": "/account/1", "format": "proto", "coding": "gzip"},
		{"path": "/report/validate", "body": "document", "format": "json", "bodyCoding": "gzip"},
		{"path": "/report/validate", "body": "document", "format": "msgpack"},
		{"path": "/account/999999", "format": "json"}]}`
	if err := os.WriteFile(scenario, []byte(spec), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	args := []string{"bench", "load", "-data", data, "-target", proxy.URL, "-scenario", scenario, "-users", "1", "-iterations", "1", "-max-ko", "50"}
	if err := run(ctx, args); err != nil {
		t.Fatal(err)
	}
	want := rec.take()
	script := filepath.Join(dir, "script.mjs")
	if err := run(ctx, append(args, "-export-k6", script)); err != nil {
		t.Fatal(err)
	}
	if got := rec.take(); len(got) != 0 {
		t.Fatalf("-export-k6 sent %d requests; it runs no load", len(got))
	}
	if out, err := exec.Command(node, "--check", script).CombinedOutput(); err != nil {
		t.Fatalf("node --check %s: %v\n%s", script, err, out)
	}
	shim := filepath.Join(dir, "node_modules", "k6")
	if err := os.CopyFS(shim, os.DirFS("testdata/k6shim")); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, filepath.Join(shim, "run.mjs"), script)
	cmd.Env = append(os.Environ(), "POLYWIRE_TARGET="+proxy.URL)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the script under the shim: %v\n%s", err, out)
	}
	var summary struct {
		Iterations int
		Checks     struct{ Pass, Fail int }
	}
	if err := json.Unmarshal(out, &summary); err != nil {
		t.Fatalf("the shim's summary %q: %v", out, err)
	}
	got := rec.take()
	if len(want) != 4 || len(got) != len(want) {
		t.Fatalf("bench load sent %d requests, the k6 script %d", len(want), len(got))
	}
	for i := range want {
		if w, g := fmt.Sprintf("%+v", want[i]), fmt.Sprintf("%+v", got[i]); w != g {
			t.Errorf("request %d:\nbench load: %.300s\nk6 script:  %.300s", i, w, g)
		}
	}
	// The 404 fails its check, as a status_4xx KO in bench load.
	if summary.Iterations != 1 || summary.Checks.Pass != 3 || summary.Checks.Fail != 1 || want[3].Status != http.StatusNotFound || want[1].ContentEncoding != "gzip" {
		t.Errorf("summary %+v; statuses %d %d %d %d", summary, want[0].Status, want[1].Status, want[2].Status, want[3].Status)
	}
}

// TestExportK6Options: each load model exports to its k6 executor, and
// gRPC is refused.
func TestExportK6Options(t *testing.T) {
	t.Parallel()
	sc := loadgen.Scenario{Requests: []loadgen.Request{{Path: "/account/1"}}}
	for _, c := range []struct {
		name string
		run  bench.LoadRunSpec
		max  int64
		want []string
	}{
		{"constant_vus", bench.LoadRunSpec{Closed: &loadgen.Closed{Users: 4}, Duration: 10e9}, 0, []string{`"executor": "constant-vus"`, `"vus": 4`, `"duration": "10s"`}},
		{"shared_iterations", bench.LoadRunSpec{Closed: &loadgen.Closed{Users: 2}}, 7, []string{`"executor": "shared-iterations"`, `"iterations": 7`}},
		{"ramping_vus", bench.LoadRunSpec{Closed: &loadgen.Closed{Users: 2, RampUp: 2e9}, Duration: 5e9}, 0, []string{`"executor": "ramping-vus"`, `"duration": "3s"`}},
		{"constant_arrival", bench.LoadRunSpec{Open: &loadgen.Open{StartRate: 50, MaxInFlight: 20}, Duration: 1e9}, 0, []string{`"executor": "constant-arrival-rate"`, `"rate": 50`, `"maxVUs": 20`, "REQUESTS[__ITER % REQUESTS.length]"}},
		{"ramping_arrival", bench.LoadRunSpec{Open: &loadgen.Open{StartRate: 10, Stages: []loadgen.Stage{{Duration: 1e9, Rate: 100}}}}, 0, []string{`"executor": "ramping-arrival-rate"`, `"startRate": 10`, `"target": 100`, `"maxVUs": 1000`}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			var b strings.Builder
			if err := bench.ExportK6(&b, sc, c.run, c.max, ""); err != nil {
				t.Fatal(err)
			}
			for _, w := range c.want {
				if !strings.Contains(b.String(), w) {
					t.Errorf("script lacks %s:\n%s", w, b.String())
				}
			}
		})
	}
	err := bench.ExportK6(io.Discard, sc, bench.LoadRunSpec{Protocol: loadgen.GRPC, Closed: &loadgen.Closed{Users: 1}}, 1, "")
	if err == nil || !strings.Contains(err.Error(), "HTTP scenarios only") {
		t.Errorf("gRPC export: %v", err)
	}
}
