package vectors

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"

	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/dataset"
)

var update = flag.Bool("update", false, "rewrite testdata/vectors (make vectors)")

const dir = "../../testdata/vectors"

func build(t *testing.T) (map[string][]byte, *Manifest) {
	t.Helper()
	bank, err := dataset.LoadBank("../../testdata/seed000-bank")
	if err != nil {
		t.Fatal(err)
	}
	files, m, err := Build(formats.Registry(), Cases(bank))
	if err != nil {
		t.Fatal(err)
	}
	return files, m
}

// TestVectorsAreUpToDate regenerates every vector and fails if any file
// differs from the committed one: an encoder changed its bytes. If the
// change is intended, run `make vectors` and commit — the clients of other
// languages are tested against these files.
func TestVectorsAreUpToDate(t *testing.T) {
	files, _ := build(t)
	if *update {
		if err := Write(dir, files); err != nil {
			t.Fatal(err)
		}
		return
	}
	for name, want := range files {
		got, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Errorf("%s: %v (run make vectors)", name, err)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from what the encoders write now (run make vectors if intended)", name)
		}
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if _, ok := files[e.Name()]; !ok && e.Name() != "README.md" {
			t.Errorf("%s is not a vector any more (run make vectors)", e.Name())
		}
	}
}

// TestVectorsDecode reads the committed files as a client would: by the
// manifest, checking each sha256, decoding each with its format's codec and
// comparing with the reference (Protobuf) decoding and with the source case.
func TestVectorsDecode(t *testing.T) {
	t.Parallel()
	raw, err := os.ReadFile(filepath.Join(dir, "manifest.json"))
	if err != nil {
		t.Fatal(err)
	}
	var m Manifest
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	bank, err := dataset.LoadBank("../../testdata/seed000-bank")
	if err != nil {
		t.Fatal(err)
	}
	source := map[string]proto.Message{}
	for _, c := range Cases(bank) {
		source[c.Name] = c.Message
	}
	reg := formats.Registry()
	seen := map[string]map[string]bool{}
	for _, e := range m.Entries {
		t.Run(e.File, func(t *testing.T) {
			t.Parallel()
			b, err := os.ReadFile(filepath.Join(dir, e.File))
			if err != nil {
				t.Fatal(err)
			}
			if sum := sha256.Sum256(b); hex.EncodeToString(sum[:]) != e.SHA256 || len(b) != e.Size {
				t.Fatal("sha256 or size differs from the manifest")
			}
			c, ok := reg.ByName(e.Format)
			if !ok {
				t.Fatalf("no codec %q", e.Format)
			}
			mt, err := protoregistry.GlobalTypes.FindMessageByName(protoreflect.FullName(e.Message))
			if err != nil {
				t.Fatal(err)
			}
			got := mt.New().Interface()
			if err := c.Unmarshal(b, got); err != nil {
				t.Fatal(err)
			}
			want, ok := source[e.Case]
			if !ok {
				t.Fatalf("unknown case %q", e.Case)
			}
			if !proto.Equal(got, want) {
				t.Fatal("decoded vector differs from its case")
			}
		})
		if seen[e.Case] == nil {
			seen[e.Case] = map[string]bool{}
		}
		seen[e.Case][e.Format] = true
	}
	for name := range source {
		for _, f := range reg.Names() {
			if !seen[name][f] {
				t.Errorf("case %s has no %s vector", name, f)
			}
		}
	}
}
