package main

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/polywire/polywire/internal/server"
	"github.com/polywire/polywire/openapi"
)

// TestOpenAPICommand writes the seed document and a user schema's, flags
// before and after the files, and refuses a schema without services.
func TestOpenAPICommand(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	seed := filepath.Join(dir, "seed.json")
	if err := run(context.Background(), []string{"openapi", "-o", seed}); err != nil {
		t.Fatal(err)
	}
	want, err := openapi.Generate(server.SeedServices(), openapi.WithTitle("polywire"))
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(seed); string(got) != string(want) {
		t.Error("polywire openapi does not write the document serve answers at /openapi.json")
	}
	lib := filepath.Join(dir, "library.json")
	if err := run(context.Background(), []string{"openapi", "-proto-path", libraryDir, libraryFile, "-json-only", "-o", lib}); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(lib)
	var doc struct {
		Paths map[string]map[string]struct {
			Responses map[string]struct {
				Content map[string]any
			}
		}
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Paths) == 0 {
		t.Fatalf("no paths in the library schema's document: %s", b)
	}
	for path, item := range doc.Paths {
		for method, op := range item {
			if c := op.Responses["200"].Content; len(c) != 1 || c["application/json"] == nil {
				t.Errorf("-json-only: %s %s answers %v", method, path, c)
			}
		}
	}
	err = run(context.Background(), []string{"openapi", "-proto-path", "../../testdata/otlp", "opentelemetry/proto/common/v1/common.proto"})
	var u usageError
	if !errors.As(err, &u) || !strings.Contains(err.Error(), "no service") {
		t.Errorf("a schema without services: %v", err)
	}
}
