package deploy

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/protobuf/encoding/protojson"

	"github.com/polywire/polywire/dataset"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	"github.com/polywire/polywire/gen/polywire/docs/v1/docsv1connect"
)

const (
	dashboardFile = "grafana/polywire-dashboard.json"
	rulesFile     = "prometheus/polywire-alerts.yml"
	rulesTestFile = "prometheus/polywire-alerts_test.yml"
	// window replaces Grafana's $__rate_interval: the test's Prometheus
	// scrapes every second, and the traffic's two scrapes fall within it.
	window = "10s"
)

// tool finds a command, or skips — in CI (CI=true) fails: make
// prometheus-tools installs it.
func tool(t *testing.T, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s is missing (make prometheus-tools installs it): %v", name, err)
		}
		t.Skipf("%s is missing; make prometheus-tools installs it (apt-get install prometheus)", name)
	}
	return p
}

// TestAlertRules: promtool accepts the rules, and its unit tests of them
// (every alert firing on its case and silent on the others) pass.
func TestAlertRules(t *testing.T) {
	t.Parallel()
	promtool := tool(t, "promtool")
	for _, tc := range []struct{ name, cmd, file string }{
		{"check", "check", rulesFile},
		{"unit tests", "test", rulesTestFile},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			out, err := exec.Command(promtool, tc.cmd, "rules", tc.file).CombinedOutput()
			if err != nil {
				t.Fatalf("promtool %s rules %s: %v\n%s", tc.cmd, tc.file, err, out)
			}
		})
	}
}

// panelQuery is one query of one dashboard panel.
type panelQuery struct {
	panel, ref, expr string
}

// dashboardQueries reads every panel's queries from the dashboard JSON.
func dashboardQueries(t *testing.T) []panelQuery {
	t.Helper()
	raw, err := os.ReadFile(dashboardFile)
	if err != nil {
		t.Fatal(err)
	}
	var dash struct {
		SchemaVersion int `json:"schemaVersion"`
		Panels        []struct {
			Type    string `json:"type"`
			Title   string `json:"title"`
			Targets []struct {
				RefID string `json:"refId"`
				Expr  string `json:"expr"`
			} `json:"targets"`
		} `json:"panels"`
	}
	if err := json.Unmarshal(raw, &dash); err != nil {
		t.Fatalf("%s: %v", dashboardFile, err)
	}
	if dash.SchemaVersion < 36 {
		t.Errorf("%s: schemaVersion %d, want a current Grafana's (39)", dashboardFile, dash.SchemaVersion)
	}
	var qs []panelQuery
	for _, p := range dash.Panels {
		if p.Type == "row" {
			continue
		}
		if len(p.Targets) == 0 {
			t.Errorf("%s: panel %q has no query", dashboardFile, p.Title)
		}
		for _, tg := range p.Targets {
			qs = append(qs, panelQuery{panel: p.Title, ref: tg.RefID, expr: tg.Expr})
		}
	}
	return qs
}

// alertExprs reads every alert's expression from the rules file (a
// line-based read: the file's exprs are "expr: ..." or "expr: |" blocks).
func alertExprs(t *testing.T) map[string]string {
	t.Helper()
	raw, err := os.ReadFile(rulesFile)
	if err != nil {
		t.Fatal(err)
	}
	exprs := map[string]string{}
	var name string
	lines := strings.Split(string(raw), "\n")
	for i := 0; i < len(lines); i++ {
		l := strings.TrimSpace(lines[i])
		if n, ok := strings.CutPrefix(l, "- alert: "); ok {
			name = n
		}
		e, ok := strings.CutPrefix(l, "expr: ")
		if !ok {
			continue
		}
		if e == "|" {
			var block []string
			indent := len(lines[i+1]) - len(strings.TrimLeft(lines[i+1], " "))
			for i+1 < len(lines) && (strings.TrimSpace(lines[i+1]) == "" || len(lines[i+1])-len(strings.TrimLeft(lines[i+1], " ")) >= indent) {
				i++
				block = append(block, lines[i])
			}
			e = strings.Join(block, "\n")
		}
		exprs[name] = strings.TrimSpace(e)
	}
	if len(exprs) < 6 {
		t.Fatalf("%s: read %d alerts, want 6 or more", rulesFile, len(exprs))
	}
	return exprs
}

// substitute replaces Grafana's variables as a dashboard on the test's
// Prometheus would: every job and instance, a fixed rate window.
func substitute(expr string) string {
	return strings.NewReplacer("$__rate_interval", window, "$__interval", window, "$__range", window,
		`"$job"`, `"polywire"`, `"$instance"`, `".*"`).Replace(expr)
}

// TestDashboardQueries starts a real polywire and a real Prometheus
// scraping it every second, sends traffic across routes, formats and
// protocols (a 404, a POST that is stored, a gRPC call), and runs every
// dashboard panel's query and every alert rule's expression through
// Prometheus' HTTP API: none may fail, every panel must have data (the
// traffic makes it certain), and every metric they name must be one
// polywire exports. With -v it prints each panel's result
// (make dashboard-check).
func TestDashboardQueries(t *testing.T) {
	if testing.Short() {
		t.Skip("starts polywire and Prometheus (a few seconds); not in -short")
	}
	t.Parallel()
	prom := tool(t, "prometheus")
	panels, alerts := dashboardQueries(t), alertExprs(t)
	tmp := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	target := startPolywire(ctx, t, tmp)
	api := startPrometheus(ctx, t, prom, tmp, target)
	client := &http.Client{Timeout: 10 * time.Second}
	// Two rounds of traffic, each seen by a scrape, so every rate has two
	// samples in the window.
	sent := 0
	for range 2 {
		sent += sendTraffic(ctx, t, client, "http://"+target)
		waitScraped(ctx, t, api, sent)
	}

	names := map[string]bool{}
	for _, n := range queryLabelValues(ctx, t, api, "__name__") {
		names[n] = true
	}
	metricName := regexp.MustCompile(`\b(polywire_[a-z_]+|up|go_goroutines|process_[a-z_]+)\b`)
	checkNames := func(where, expr string) {
		for _, n := range metricName.FindAllString(expr, -1) {
			if !names[n] {
				t.Errorf("%s names %s, which polywire does not export (or Prometheus did not scrape)", where, n)
			}
		}
	}
	for _, q := range panels {
		expr := substitute(q.expr)
		if strings.Contains(expr, "$") {
			t.Errorf("panel %q %s: a variable the test does not substitute: %s", q.panel, q.ref, expr)
			continue
		}
		checkNames(fmt.Sprintf("panel %q", q.panel), expr)
		res, err := query(ctx, client, api, expr)
		if err != nil {
			t.Errorf("panel %q %s: %v\n%s", q.panel, q.ref, err, expr)
			continue
		}
		if len(res) == 0 {
			t.Errorf("panel %q %s: no data after traffic that makes it certain\n%s", q.panel, q.ref, expr)
		}
		t.Logf("panel %q %s:\n%s", q.panel, q.ref, formatResult(res))
	}
	for _, name := range slices.Sorted(mapKeys(alerts)) {
		checkNames("alert "+name, alerts[name])
		res, err := query(ctx, client, api, alerts[name])
		if err != nil {
			t.Errorf("alert %s: %v\n%s", name, err, alerts[name])
			continue
		}
		// Healthy traffic: no alert's condition holds.
		t.Logf("alert %s: %d series firing (want 0 on healthy traffic)", name, len(res))
		if len(res) != 0 {
			t.Errorf("alert %s holds on healthy traffic:\n%s", name, formatResult(res))
		}
	}
}

func mapKeys(m map[string]string) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

// polywireBinary is make test's binary ($POLYWIRE_BIN), or one built here.
func polywireBinary(t *testing.T, tmp string) string {
	t.Helper()
	if bin := os.Getenv("POLYWIRE_BIN"); bin != "" {
		return bin
	}
	bin := filepath.Join(tmp, "polywire")
	build := exec.Command("go", "build", "-o", bin, "./cmd/polywire")
	build.Dir = ".."
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build polywire: %v\n%s", err, out)
	}
	return bin
}

// startPolywire runs polywire serve on a free loopback port, with its seed
// data and SQLite store in tmp, and returns its host:port.
func startPolywire(ctx context.Context, t *testing.T, tmp string) string {
	t.Helper()
	cmd := exec.CommandContext(ctx, polywireBinary(t, tmp), "serve", "-addr", "127.0.0.1:0", "-data", filepath.Join(tmp, "data"))
	return startServer(t, cmd, regexp.MustCompile(`msg=listening url=http://(\S+)`))
}

// startPrometheus runs Prometheus on a free loopback port, scraping
// target's /metrics every second as job "polywire", with its storage in
// tmp, and returns its base URL.
func startPrometheus(ctx context.Context, t *testing.T, prom, tmp, target string) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	_ = ln.Close()
	cfg := filepath.Join(tmp, "prometheus.yml")
	conf := fmt.Sprintf("global:\n  scrape_interval: 1s\n  evaluation_interval: 1s\nrule_files: [%q]\n"+
		"scrape_configs:\n  - job_name: polywire\n    static_configs:\n      - targets: [%q]\n", mustAbs(t, rulesFile), target)
	if err := os.WriteFile(cfg, []byte(conf), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.CommandContext(ctx, prom, "--config.file="+cfg, "--storage.tsdb.path="+filepath.Join(tmp, "tsdb"),
		"--web.listen-address="+addr, "--log.level=info")
	startServer(t, cmd, regexp.MustCompile(`Server is ready to receive web requests`))
	return "http://" + addr
}

func mustAbs(t *testing.T, p string) string {
	t.Helper()
	a, err := filepath.Abs(p)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// startServer starts cmd and waits for a line of its output matching
// ready, returning the line's first group; the process is stopped at the
// test's end, and its output shown if the test failed.
func startServer(t *testing.T, cmd *exec.Cmd, ready *regexp.Regexp) string {
	t.Helper()
	pr, pw := io.Pipe()
	cmd.Stdout, cmd.Stderr = pw, pw
	cmd.WaitDelay = 2 * time.Second
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var log bytes.Buffer
	found := make(chan string, 1)
	done := make(chan struct{})
	go func() {
		defer close(done)
		sc := bufio.NewScanner(pr)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			log.WriteString(sc.Text() + "\n")
			if m := ready.FindStringSubmatch(sc.Text()); m != nil {
				select {
				case found <- append(m, "")[1]:
				default:
				}
			}
		}
	}()
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait(); _ = pw.Close() }()
	t.Cleanup(func() {
		_ = cmd.Process.Signal(os.Interrupt)
		select {
		case <-exited:
		case <-time.After(5 * time.Second):
			_ = cmd.Process.Kill()
			<-exited
		}
		<-done
		if t.Failed() {
			t.Logf("%s's output:\n%s", filepath.Base(cmd.Path), log.String())
		}
	})
	select {
	case v := <-found:
		return v
	case err := <-exited:
		<-done
		t.Fatalf("%s exited before it was ready: %v\n%s", filepath.Base(cmd.Path), err, log.String())
	case <-time.After(20 * time.Second):
		t.Fatalf("%s not ready after 20 s", filepath.Base(cmd.Path))
	}
	return ""
}

// sendTraffic sends one round of requests and returns how many: REST GETs
// in every format (uncompressed, so the JSON comparison has its lines,
// and one zstd), a POST that the store saves, a 404, /readyz, a Connect
// call and a gRPC call.
func sendTraffic(ctx context.Context, t *testing.T, client *http.Client, base string) int {
	t.Helper()
	doc, err := protojson.Marshal(dataset.GenerateDocuments(1, 1)[0])
	if err != nil {
		t.Fatal(err)
	}
	type req struct {
		method, path string
		header       http.Header
		body         []byte
		status       int
	}
	identity := http.Header{"Accept-Encoding": {"identity"}}
	reqs := []req{
		{"GET", "/readyz", identity, nil, 200},
		{"GET", "/nope", identity, nil, 404},
		{"POST", "/report", http.Header{"Content-Type": {"application/json"}, "Accept-Encoding": {"identity"}}, doc, 201},
		{"GET", "/account/1", http.Header{"Accept": {"application/msgpack"}, "Accept-Encoding": {"zstd"}}, nil, 200},
		{"POST", docsv1connect.DocumentServiceGetAllByLimitAndOffsetProcedure,
			http.Header{"Content-Type": {"application/json"}, "Connect-Protocol-Version": {"1"}, "Accept-Encoding": {"identity"}}, []byte(`{"limit":2}`), 200},
	}
	for _, f := range []string{"json", "proto", "msgpack", "xml", "flatbuffers"} {
		for _, p := range []string{"/account/1", "/accountList", "/reports?limit=5"} {
			sep := "?"
			if strings.Contains(p, "?") {
				sep = "&"
			}
			reqs = append(reqs, req{"GET", p + sep + "format=" + f, identity, nil, 200})
		}
	}
	for _, r := range reqs {
		hr, err := http.NewRequestWithContext(ctx, r.method, base+r.path, bytes.NewReader(r.body))
		if err != nil {
			t.Fatal(err)
		}
		hr.Header = r.header
		resp, err := client.Do(hr)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		_ = resp.Body.Close()
		if resp.StatusCode != r.status {
			t.Fatalf("%s %s: %d, want %d: %.200s", r.method, r.path, resp.StatusCode, r.status, body)
		}
	}
	conn, err := grpc.NewClient(strings.TrimPrefix(base, "http://"), grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = conn.Close() }()
	if err := conn.Invoke(ctx, docsv1connect.DocumentServiceGetAllByLimitAndOffsetProcedure,
		&docsv1.GetAllByLimitAndOffsetRequest{Limit: 2}, &docsv1.GetAllByLimitAndOffsetResponse{}); err != nil {
		t.Fatalf("gRPC call: %v", err)
	}
	return len(reqs) + 1
}

// waitScraped waits until Prometheus has scraped a /metrics that counts
// at least n requests.
func waitScraped(ctx context.Context, t *testing.T, api string, n int) {
	t.Helper()
	client := &http.Client{Timeout: 5 * time.Second}
	deadline := time.Now().Add(15 * time.Second)
	for {
		res, err := query(ctx, client, api, `sum(polywire_requests_total{job="polywire"})`)
		if err == nil && len(res) == 1 && res[0].value >= float64(n) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("Prometheus has not scraped %d requests after 15 s (last: %v, %v)", n, res, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// sample is one series of an instant query's result.
type sample struct {
	labels map[string]string
	value  float64
}

// query runs an instant query through Prometheus' HTTP API.
func query(ctx context.Context, client *http.Client, api, expr string) ([]sample, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, api+"/api/v1/query?query="+url.QueryEscape(expr), nil)
	if err != nil {
		return nil, err
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer func() { _ = resp.Body.Close() }()
	var body struct {
		Status, Error, ErrorType string
		Data                     struct {
			ResultType string `json:"resultType"`
			Result     []struct {
				Metric map[string]string `json:"metric"`
				Value  [2]any            `json:"value"`
			} `json:"result"`
		}
	}
	if err := json.NewDecoder(resp.Body).Decode(&body); err != nil {
		return nil, fmt.Errorf("query: %d: %w", resp.StatusCode, err)
	}
	if body.Status != "success" {
		return nil, fmt.Errorf("query: %s: %s", body.ErrorType, body.Error)
	}
	if body.Data.ResultType != "vector" {
		return nil, fmt.Errorf("query: a %s, want an instant vector", body.Data.ResultType)
	}
	out := make([]sample, 0, len(body.Data.Result))
	for _, r := range body.Data.Result {
		var v float64
		s, _ := r.Value[1].(string)
		if _, err := fmt.Sscan(s, &v); err != nil && s != "NaN" {
			return nil, fmt.Errorf("query: value %q: %w", s, err)
		}
		if s == "NaN" {
			v = nan()
		}
		out = append(out, sample{labels: r.Metric, value: v})
	}
	return out, nil
}

func nan() float64 { var z float64; return z / z }

// queryLabelValues lists a label's values in Prometheus.
func queryLabelValues(ctx context.Context, t *testing.T, api, label string) []string {
	t.Helper()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, api+"/api/v1/label/"+label+"/values", nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = resp.Body.Close() }()
	var body struct{ Data []string }
	if err := json.NewDecoder(resp.Body).Decode(&body); err != nil {
		t.Fatal(err)
	}
	return body.Data
}

// formatResult prints one line per series: its labels and value.
func formatResult(res []sample) string {
	lines := make([]string, 0, len(res))
	for _, s := range res {
		keys := make([]string, 0, len(s.labels))
		for k := range s.labels {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		var l []string
		for _, k := range keys {
			l = append(l, k+"="+s.labels[k])
		}
		lines = append(lines, fmt.Sprintf("    {%s} %.4g", strings.Join(l, ", "), s.value))
	}
	sort.Strings(lines)
	return strings.Join(lines, "\n")
}
