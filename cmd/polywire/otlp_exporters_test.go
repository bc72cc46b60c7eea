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

// otelPython is the python of a venv with the pinned OpenTelemetry SDK and
// exporters (scripts/otel-venv, cached in .tmp), or a skip — except in CI
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
	const jsonExport = `{"resourceSpans":[{"resource":{"attributes":[{"key":"service.name","value":{"stringValue":"go"}}]},
		"scopeSpans":[{"spans":[{"traceId":"5B8EFFF798038103D269B633813FC60C","spanId":"EEE19B7EC3C1B174","name":"json",
		"kind":2,"startTimeUnixNano":"1544712660000000000","endTimeUnixNano":"1544712661000000000"}]}]}]}`
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
