package results

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"testing"
)

func TestSummarize(t *testing.T) {
	t.Parallel()
	s := Summarize([]float64{5, 1, 3, 2, 4})
	if s.N != 5 || s.Median != 3 || s.Mean != 3 || s.Min != 1 || s.Max != 5 || math.Abs(s.Stddev-1.5811) > 1e-3 || math.Abs(s.P95-4.8) > 1e-9 {
		t.Fatalf("Summarize = %+v", s)
	}
	if one := Summarize([]float64{7}); one.Median != 7 || one.Stddev != 0 || one.P95 != 7 {
		t.Fatalf("one value: %+v", one)
	}
	if (Summarize(nil) != Stat{}) {
		t.Fatal("empty input gave a non-zero Stat")
	}
	in := []float64{3, 1, 2}
	Summarize(in)
	if in[0] != 3 {
		t.Fatal("Summarize sorted its input")
	}
}

func TestRoundTripAndSchemaCheck(t *testing.T) {
	t.Parallel()
	f := New(KindSize, map[string]any{"seed": 1})
	f.Sizes = []SizeRow{{Dataset: "account1", Endpoint: "/account/1", Format: "json", Coding: "identity", Bytes: 312743, RatioToJSON: 1}}
	f.Finish()
	dir := t.TempDir()
	path := filepath.Join(dir, "r.json")
	if err := f.WriteFile(path); err != nil {
		t.Fatal(err)
	}
	got, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if got.Kind != KindSize || len(got.Sizes) != 1 || got.Sizes[0] != f.Sizes[0] || got.Machine.GoVersion == "" || got.Machine.CPUs == 0 {
		t.Fatalf("round trip: %+v", got)
	}
	raw, _ := os.ReadFile(path)
	if err := os.WriteFile(path, bytes.Replace(raw, []byte(Schema), []byte("polywire.bench/v0"), 1), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := Read(path); err == nil {
		t.Fatal("Read accepted another schema")
	}
}

// TestJVMFields reads a kind "jvm" file as the Java lab writes it: the
// vendor, the HTTP version and the allocation per decode are kept, and
// files without them (browser, node) still omit them when written.
func TestJVMFields(t *testing.T) {
	t.Parallel()
	const in = `{"schema": "polywire.bench/v1", "kind": "jvm", "started": "2026-01-02T03:04:05Z", "seconds": 1.5,
		"machine": {"os": "Linux", "arch": "amd64", "cpus": 2, "goVersion": ""},
		"runtime": {"name": "OpenJDK 64-Bit Server VM", "version": "17.0.15+6-Debian-1deb12u1", "vendor": "Debian"},
		"decodes": [{"dataset": "people", "endpoint": "/people", "op": "get", "protocol": "rest", "format": "proto",
			"decoder": "protobuf-java", "coding": "gzip", "wireBytes": 1000, "decodedBytes": 3000, "reps": 20,
			"requestMs": {"n": 20, "median": 3}, "decodeMs": {"n": 20, "median": 2}, "totalMs": {"n": 20, "median": 5},
			"items": 50000, "http": "h2c", "allocBytes": 123456.5}]}`
	path := filepath.Join(t.TempDir(), "jvm.json")
	if err := os.WriteFile(path, []byte(in), 0o600); err != nil {
		t.Fatal(err)
	}
	f, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if f.Kind != KindJVM || f.Runtime == nil || f.Runtime.Vendor != "Debian" {
		t.Fatalf("kind %q runtime %+v", f.Kind, f.Runtime)
	}
	if d := f.Decodes[0]; d.HTTP != "h2c" || d.AllocBytes != 123456.5 {
		t.Fatalf("decode row: http %q allocBytes %v", d.HTTP, d.AllocBytes)
	}
	var b bytes.Buffer
	browser := &File{Schema: Schema, Kind: KindBrowser, Runtime: &Runtime{Name: "Chromium"}, Decodes: []DecodeRow{{Dataset: "people"}}}
	if err := browser.Write(&b); err != nil {
		t.Fatal(err)
	}
	for _, absent := range []string{`"vendor"`, `"http"`, `"allocBytes"`} {
		if bytes.Contains(b.Bytes(), []byte(absent)) {
			t.Errorf("a browser file written with %s", absent)
		}
	}
}
