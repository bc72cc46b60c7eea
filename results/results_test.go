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
