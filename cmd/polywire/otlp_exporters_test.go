package main

import (
	"bufio"
	"bytes"
	"context"
	"maps"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/internal/userschema"
)

const (
	otlpExport      = "opentelemetry.proto.collector.trace.v1.TraceService/Export"
	otlpExportRoute = "POST /v1/traces=rpc:" + otlpExport
)

// jsonExport is an OTLP/HTTP JSON export as the spec writes it (hex ids,
// lowerCamelCase).
const jsonExport = `{"resourceSpans":[{"resource":{"attributes":[{"key":"service.name","value":{"stringValue":"go"}}]},
	"scopeSpans":[{"spans":[{"traceId":"5B8EFFF798038103D269B633813FC60C","spanId":"EEE19B7EC3C1B174","name":"json",
	"kind":2,"startTimeUnixNano":"1544712660000000000","endTimeUnixNano":"1544712661000000000"}]}]}]}`

// otelPython is the python of a venv with the pinned OpenTelemetry SDK and
// exporters (scripts/otel-venv, cached once per machine), or a skip — except in CI
// (CI=true), where a venv that cannot be built fails the test.
func otelPython(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds a Python venv and runs the OpenTelemetry exporters: not in -short (make check); make test runs it")
	}
	ci := os.Getenv("CI") == "true"
	if _, err := exec.LookPath("python3"); err != nil {
		if ci {
			t.Fatal("python3 not found; CI needs python3 with venv for the OpenTelemetry exporters (scripts/otel-venv)")
		}
		t.Skip("python3 not found: apt-get install python3 python3-venv")
	}
	ctx, cancel := context.WithTimeout(t.Context(), 5*time.Minute)
	defer cancel()
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, filepath.Join("..", "..", "scripts", "otel-venv"))
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		if ci {
			t.Fatalf("scripts/otel-venv: %v\n%s", err, stderr.Bytes())
		}
		t.Skipf("scripts/otel-venv (no network?): %v\n%s", err, stderr.Bytes())
	}
	return strings.TrimSpace(string(out))
}

// TestOTLPExporters: the real OpenTelemetry Python exporters (pinned in
// scripts/otel-venv) export spans to `polywire serve` on OTLP's own protos
// with nothing but a route for OTLP/HTTP's path: over gRPC (h2c), over
// OTLP/HTTP in Protobuf and gzipped Protobuf, and — the 1.45 HTTP exporter
// sends only Protobuf — OTLP/HTTP JSON from Go. Every export is a success
// (the exporters' own verdict on the answer), and the server's metrics
// count each export as answered OK on its route.
func TestOTLPExporters(t *testing.T) {
	t.Parallel()
	python := otelPython(t)
	base, _ := serveInProcess(t, "-proto-path", otlpDir, otlpFiles[0],
		"-db", filepath.Join(t.TempDir(), "otlp.db"), "-route", otlpExportRoute)
	ctx, cancel := context.WithTimeout(t.Context(), 2*time.Minute)
	defer cancel()
	const spans = 5
	start := time.Now()
	cmd := exec.CommandContext(ctx, python, filepath.Join("testdata", "otlp_export.py"),
		strings.TrimPrefix(base, "http://"), base, strconv.Itoa(spans))
	out, err := cmd.CombinedOutput()
	t.Logf("exporters (%.1fs):\n%s", time.Since(start).Seconds(), out)
	if err != nil {
		t.Fatalf("an export failed: %v", err)
	}
	for _, want := range []string{"grpc: 10 spans: SUCCESS", "http-protobuf: 10 spans: SUCCESS", "http-protobuf-gzip: 10 spans: SUCCESS"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("the exporters' output lacks %q", want)
		}
	}

	// OTLP/HTTP JSON, as the spec writes it (hex ids, lowerCamelCase).
	sch, err := userschema.Load(t.Context(), userschema.Source{ProtoPath: []string{otlpDir}, Files: otlpFiles})
	if err != nil {
		t.Fatal(err)
	}
	respDesc, err := sch.Message("opentelemetry.proto.collector.trace.v1.ExportTraceServiceResponse")
	if err != nil {
		t.Fatal(err)
	}
	status, body := send(t, http.MethodPost, base+"/v1/traces", []byte(jsonExport), "Content-Type", "application/json")
	if status != http.StatusOK {
		t.Fatalf("OTLP/HTTP JSON: %d %s", status, body)
	}
	resp := dynamicpb.NewMessage(respDesc)
	if err := protojson.Unmarshal(body, resp); err != nil {
		t.Fatalf("OTLP/HTTP JSON: the answer is no ExportTraceServiceResponse: %v: %s", err, body)
	}
	if !proto.Equal(resp, dynamicpb.NewMessage(respDesc)) {
		t.Errorf("OTLP/HTTP JSON: answer %s, want an empty response (partial_success unset)", body)
	}

	// What the server counted: the gRPC export, and the two OTLP/HTTP
	// Protobuf exports and the JSON one, each answered OK in its own
	// request's format (OTLP/HTTP: the response's Content-Type is the
	// request's; the exporters send no Accept).
	status, metrics := get(t, base+"/metrics")
	if status != http.StatusOK {
		t.Fatalf("/metrics: %d", status)
	}
	counted := map[string]int{}
	sc := bufio.NewScanner(bytes.NewReader(metrics))
	for sc.Scan() {
		line := sc.Text()
		if !strings.HasPrefix(line, "polywire_requests_total{") {
			continue
		}
		f := strings.Fields(line)
		n, _ := strconv.Atoi(f[len(f)-1])
		if !strings.Contains(line, `status="200"`) {
			continue
		}
		format := line[strings.Index(line, `format="`)+len(`format="`):]
		format = format[:strings.IndexByte(format, '"')]
		switch {
		case strings.Contains(line, `route="/`+otlpExport+`"`) && strings.Contains(line, `protocol="grpc"`):
			counted["grpc "+format] += n
		case strings.Contains(line, `route="POST /v1/traces"`):
			counted["http "+format] += n
		}
	}
	want := map[string]int{"grpc proto": 1, "http proto": 2, "http json": 1}
	if !maps.Equal(counted, want) {
		t.Errorf("the server counted %v exports answered OK, want %v:\n%s", counted, want, grepLines(metrics, "polywire_requests_total{"))
	}
}

func grepLines(b []byte, prefix string) string {
	var out []string
	for l := range strings.SplitSeq(string(b), "\n") {
		if strings.HasPrefix(l, prefix) {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// TestOTLPExportersThroughGateway: the same real exporters, pointed at
// `polywire gateway` in front of the mock's gRPC face: the gateway reads
// the schema by the mock's server reflection, serves OTLP/HTTP's path by a
// -rule (OTLP's protos carry no google.api.http), and relays the gRPC
// exporter's calls on the same port. Every export is a success, and the
// mock counts each of them as a gRPC call answered OK — the gateway's
// OTLP/HTTP requests included.
func TestOTLPExportersThroughGateway(t *testing.T) {
	t.Parallel()
	python := otelPython(t)
	// The mock's gRPC face only: Export answers its empty response, what a
	// collector answers.
	upstream, _ := serveInProcess(t, "-proto-path", otlpDir, otlpFiles[0],
		"-db", filepath.Join(t.TempDir(), "otlp.db"), "-route", "RPC "+otlpExport+"=empty")
	gw := gatewayInProcess(t, "-upstream", strings.TrimPrefix(upstream, "http://"),
		"-rule", "opentelemetry.proto.collector.trace.v1.TraceService.Export=POST /v1/traces body=*")
	ctx, cancel := context.WithTimeout(t.Context(), 2*time.Minute)
	defer cancel()
	start := time.Now()
	cmd := exec.CommandContext(ctx, python, filepath.Join("testdata", "otlp_export.py"),
		strings.TrimPrefix(gw, "http://"), gw, "5")
	out, err := cmd.CombinedOutput()
	t.Logf("exporters through the gateway (%.1fs):\n%s", time.Since(start).Seconds(), out)
	if err != nil {
		t.Fatalf("an export failed: %v", err)
	}
	for _, want := range []string{"grpc: 10 spans: SUCCESS", "http-protobuf: 10 spans: SUCCESS", "http-protobuf-gzip: 10 spans: SUCCESS"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("the exporters' output lacks %q", want)
		}
	}
	// OTLP/HTTP JSON from Go: answered in JSON (the request's format),
	// the empty response.
	status, body := send(t, http.MethodPost, gw+"/v1/traces", []byte(jsonExport), "Content-Type", "application/json")
	if status != http.StatusOK || string(body) != "{}" {
		t.Fatalf("OTLP/HTTP JSON through the gateway: %d %s", status, body)
	}

	// OTLP/HTTP Protobuf, no Accept (as the exporters send it): the
	// answer is Protobuf too, as the protocol wants.
	res, err := http.Post(gw+"/v1/traces", "application/x-protobuf", strings.NewReader(""))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "application/x-protobuf" {
		t.Fatalf("OTLP/HTTP Protobuf through the gateway: %d %s", res.StatusCode, res.Header.Get("Content-Type"))
	}

	status, metrics := get(t, upstream+"/metrics")
	if status != http.StatusOK {
		t.Fatalf("/metrics: %d", status)
	}
	n := 0
	for l := range strings.SplitSeq(string(metrics), "\n") {
		if strings.HasPrefix(l, "polywire_requests_total{") && strings.Contains(l, `route="/`+otlpExport+`"`) &&
			strings.Contains(l, `protocol="grpc"`) && strings.Contains(l, `status="200"`) {
			f := strings.Fields(l)
			k, _ := strconv.Atoi(f[len(f)-1])
			n += k
		}
	}
	if n != 5 {
		t.Errorf("the mock counted %d gRPC exports answered OK, want 5 (one relayed, four transcoded):\n%s", n, grepLines(metrics, "polywire_requests_total{"))
	}
}

// gatewayInProcess runs `polywire gateway` with args on a loopback port
// until the test ends, and returns its base URL.
func gatewayInProcess(t *testing.T, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	addrc := make(chan string, 1)
	done := make(chan error, 1)
	cmd := &GatewayCommand{ready: func(a string) { addrc <- a }}
	go func() {
		done <- cmd.Run(ctx, append([]string{"-listen", "127.0.0.1:0", "-log-level", "warn"}, args...))
	}()
	var addr string
	select {
	case addr = <-addrc:
	case err := <-done:
		cancel()
		t.Fatalf("gateway exited: %v", err)
	case <-time.After(30 * time.Second):
		cancel()
		t.Fatal("gateway did not start")
	}
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("gateway returned %v after cancel", err)
		}
	})
	return "http://" + addr
}
