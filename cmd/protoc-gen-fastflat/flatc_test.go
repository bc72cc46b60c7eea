package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"

	flatkindsv1 "github.com/polywire/polywire/cmd/protoc-gen-fastflat/testdata/gen/flatkinds/v1"
)

// TestFlatcReadsFastOutput: flatc, given the .fbs the plugin writes for
// the test schema (option fbs), turns the generated encoder's bytes into
// JSON that protojson reads as the same message. Bytes, which flatc writes
// as arrays of numbers and protojson wants in base64, are compared apart.
// Skipped without flatc 2.0.8, except in CI.
func TestFlatcReadsFastOutput(t *testing.T) {
	t.Parallel()
	if out, err := exec.Command("flatc", "--version").Output(); err != nil || strings.TrimSpace(string(out)) != "flatc version 2.0.8" {
		if os.Getenv("CI") == "true" {
			t.Fatal("flatc 2.0.8 is not installed (make flatc)")
		}
		t.Skip("flatc 2.0.8 is not installed (apt-get install -y flatbuffers-compiler)")
	}
	files, errText := run(t, "paths=source_relative,fbs", flatkindsv1.File_flatkinds_v1_flatkinds_proto)
	if errText != "" {
		t.Fatal(errText)
	}
	dir := t.TempDir()
	const schema = "flatkinds/v1/flatkinds.fbs"
	if err := os.MkdirAll(filepath.Join(dir, filepath.Dir(schema)), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, schema), []byte(files[schema]), 0o644); err != nil {
		t.Fatal(err)
	}
	blob := []byte{0, 1, 0xff}
	// flatc writes tiny numbers with too few digits to read back.
	low := minScalars()
	low.FFloat, low.FDouble = -1.25, -2.5
	m := &flatkindsv1.Everything{
		Scalars: maxScalars(),
		Lists: &flatkindsv1.Lists{
			RBool: []bool{true, false}, RInt32: []int32{-1, 2}, RSint32: []int32{-3}, RSfixed32: []int32{4},
			RUint32: []uint32{5}, RFixed32: []uint32{6}, RInt64: []int64{-7}, RSint64: []int64{8}, RSfixed64: []int64{-9},
			RUint64: []uint64{10}, RFixed64: []uint64{11}, RFloat: []float32{1.5, -0.25}, RDouble: []float64{0.1, 1e300},
			REnum: []flatkindsv1.Color{1, -3}, RString: []string{"a", "", "é"}, RMessage: []*flatkindsv1.Scalars{low, {}},
		},
		Mixed:  []*flatkindsv1.Mixed{{Flag: true, Blob: blob, Ratio: 0.5, Flags: []bool{true}, Weight: 2, Point: &flatkindsv1.Point{X: 1}, Last: true}, {Last: true}},
		Order:  order(),
		Bools:  &flatkindsv1.Bools{B: true},
		Orders: []*flatkindsv1.Order{{Paid: true}},
		Points: []*flatkindsv1.Point{{X: 1, Y: 2}, {}},
	}
	m.Order.Lines[3] = &flatkindsv1.Line{} // nil elements are written as empty tables
	bin := filepath.Join(dir, "fast.bin")
	enc, ok := fastEncode(t, m)
	if !ok {
		t.Fatal("MarshalFlatFast declined")
	}
	if err := os.WriteFile(bin, enc, 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"--json", "--strict-json", "--raw-binary", "-I", dir, "--root-type", "flatkinds.v1.Everything", "-o", dir, filepath.Join(dir, schema), "--", bin}
	if out, err := exec.Command("flatc", args...).CombinedOutput(); err != nil {
		t.Fatalf("flatc %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	js, err := os.ReadFile(filepath.Join(dir, "fast.json"))
	if err != nil {
		t.Fatal(err)
	}
	// The bytes fields, as flatc wrote them, are compared apart and
	// dropped.
	d := json.NewDecoder(bytes.NewReader(js))
	d.UseNumber() // 64-bit integers
	var raw any
	if err := d.Decode(&raw); err != nil {
		t.Fatalf("flatc's JSON: %v\n%s", err, js)
	}
	var blobs []string
	var strip func(v any)
	strip = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				if k == "f_bytes" || k == "blob" {
					b, _ := json.Marshal(x)
					blobs = append(blobs, string(b))
					delete(v, k)
				} else {
					strip(x)
				}
			}
		case []any:
			for _, x := range v {
				strip(x)
			}
		}
	}
	strip(raw)
	slices.Sort(blobs)
	if want := []string{"[0,1,255]", "[0,1,255]", "[0]"}; !slices.Equal(blobs, want) {
		t.Errorf("flatc reads the bytes fields as %v, want %v", blobs, want)
	}
	rest, err := json.Marshal(raw)
	if err != nil {
		t.Fatal(err)
	}
	got := new(flatkindsv1.Everything)
	if err := protojson.Unmarshal(rest, got); err != nil {
		t.Fatalf("protojson reads flatc's JSON: %v\n%s", err, js)
	}
	want := proto.Clone(m).(*flatkindsv1.Everything)
	want.Scalars.FBytes, want.Mixed[0].Blob, want.Lists.RMessage[0].FBytes = nil, nil, nil
	if !proto.Equal(got, want) {
		t.Fatalf("flatc's JSON of the fast encoder's bytes is\n%s\nread as %v\nwant    %v", js, got, want)
	}
}
