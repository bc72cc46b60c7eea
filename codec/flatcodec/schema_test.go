package flatcodec_test

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/flatcodec"
	"github.com/polywire/polywire/codec/flatcodec/fbschema"
	"github.com/polywire/polywire/internal/samplemsg"
)

// The .fbs mirrors of proto/ are written by protoc-gen-fastflat
// (fbschema.Write) into gen/, and make checkgenerate keeps them current.
// These tests hold them to the codec through flatc itself: flatc compiles
// them, reads the codec's bytes as the same values, and writes bytes the
// codec reads.

const repoRoot = "../.."

// needFlatc skips the test without flatc 2.0.8.
func needFlatc(t *testing.T) {
	t.Helper()
	if out, err := exec.Command("flatc", "--version").Output(); err != nil || strings.TrimSpace(string(out)) != "flatc version 2.0.8" {
		t.Skip("flatc 2.0.8 is not installed (apt-get install -y flatbuffers-compiler)")
	}
}

// TestFlatcJSONRoundTrip: for every body type, flatc given the committed
// .fbs turns the codec's bytes into JSON that protojson reads as the same
// message (flatc writes the proto's field names and enum names, and
// doubles with 17 digits), and turns that JSON back into bytes the codec
// decodes as the same message.
func TestFlatcJSONRoundTrip(t *testing.T) {
	t.Parallel()
	needFlatc(t)
	for name, m := range samplemsg.All() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			md := m.ProtoReflect().Descriptor()
			schema := filepath.Join(repoRoot, "gen", fbschema.Path(md.ParentFile()))
			flatc := func(args ...string) {
				t.Helper()
				args = append([]string{"--strict-json", "--raw-binary", "-I", filepath.Join(repoRoot, "gen"), "--root-type", string(md.FullName()), "-o", dir}, args...)
				if out, err := exec.Command("flatc", args...).CombinedOutput(); err != nil {
					t.Fatalf("flatc %s: %v\n%s", strings.Join(args, " "), err, out)
				}
			}
			if err := os.WriteFile(filepath.Join(dir, "codec.bin"), marshal(t, m), 0o644); err != nil {
				t.Fatal(err)
			}
			flatc("--json", schema, "--", filepath.Join(dir, "codec.bin"))
			js, err := os.ReadFile(filepath.Join(dir, "codec.json"))
			if err != nil {
				t.Fatal(err)
			}
			fromJSON := m.ProtoReflect().New().Interface()
			if err := protojson.Unmarshal(js, fromJSON); err != nil {
				t.Fatalf("protojson reads flatc's JSON: %v\n%s", err, js)
			}
			if !proto.Equal(fromJSON, m) {
				t.Fatalf("flatc's JSON of the codec's bytes is\n%s\nwant %v", js, m)
			}
			flatc("--binary", schema, filepath.Join(dir, "codec.json"))
			b, err := os.ReadFile(filepath.Join(dir, "codec.bin"))
			if err != nil {
				t.Fatal(err)
			}
			got := m.ProtoReflect().New().Interface()
			if err := (flatcodec.Codec{}).Unmarshal(b, got); err != nil {
				t.Fatalf("the codec reads flatc's bytes: %v", err)
			}
			if !proto.Equal(got, m) {
				t.Fatalf("the codec reads flatc's bytes as\n%v\nwant %v", got, m)
			}
		})
	}
}

// TestGeneratedCodeIsCurrent regenerates gen/fbs with
// scripts/flatc-generate.sh into a temporary directory and compares. It
// needs flatc 2.0.8 and is skipped without it.
func TestGeneratedCodeIsCurrent(t *testing.T) {
	t.Parallel()
	needFlatc(t)
	tmp := t.TempDir()
	cmd := exec.Command("bash", filepath.Join(repoRoot, "scripts/flatc-generate.sh"), tmp)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("scripts/flatc-generate.sh: %v\n%s", err, out)
	}
	want, got := readTree(t, tmp), readTree(t, filepath.Join(repoRoot, "gen/fbs"))
	for name, w := range want {
		if g, ok := got[name]; !ok {
			t.Errorf("gen/fbs/%s is missing", name)
		} else if !bytes.Equal(g, w) {
			t.Errorf("gen/fbs/%s differs from what scripts/flatc-generate.sh writes", name)
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			t.Errorf("gen/fbs/%s is not generated", name)
		}
	}
	if t.Failed() {
		t.Log("run buf generate && scripts/flatc-generate.sh and commit gen")
	}
}

func readTree(t *testing.T, root string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(path)
		rel, _ := filepath.Rel(root, path)
		files[filepath.ToSlash(rel)] = b
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}
