package main

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/internal/mockapi"
	"github.com/polywire/polywire/internal/server"
	"github.com/polywire/polywire/openapi"
	"github.com/polywire/polywire/store/sqlite"
)

// TestOpenAPICommand writes the seed document and a user schema's, flags
// before and after the files, and refuses a schema without services.
func TestOpenAPICommand(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	seed := filepath.Join(dir, "seed.json")
	if err := run(context.Background(), []string{"openapi", "-data", data, "-o", seed}); err != nil {
		t.Fatal(err)
	}
	loaded, err := dataset.Open(data, dataset.DefaultSeed, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	want, err := server.Document(loaded, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(seed); string(got) != string(want) {
		t.Error("polywire openapi does not write the document serve answers at /openapi.json (with the data's examples)")
	}
	seedYAML := filepath.Join(dir, "seed.yaml")
	if err := run(context.Background(), []string{"openapi", "-format", "yaml", "-data", data, "-o", seedYAML}); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(seedYAML); string(got) != string(must(openapi.YAML(want))) {
		t.Error("polywire openapi -format yaml does not write the document in YAML")
	}
	if err := run(context.Background(), []string{"openapi", "-format", "xml"}); !errors.As(err, new(usageError)) {
		t.Errorf("-format xml: %v", err)
	}

	// -config: the document serve -config answers.
	const config = "../../testdata/yourschema/polywire.yaml"
	mock := filepath.Join(dir, "mock.json")
	if err := run(context.Background(), []string{"openapi", "-config", config, "-o", mock}); err != nil {
		t.Fatal(err)
	}
	api, _, err := mockapi.Load(t.Context(), mockapi.Setup{Config: config, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	st, err := sqlite.Open(t.Context(), filepath.Join(dir, "polywire.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	srv, err := server.New(server.Config{API: api, OnlyAPI: true, Store: st, Logger: slog.New(slog.DiscardHandler)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	srv.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/openapi.json", nil))
	if got, _ := os.ReadFile(mock); rec.Code != http.StatusOK || string(got) != rec.Body.String() {
		t.Errorf("polywire openapi -config does not write the document serve -config answers (%d)", rec.Code)
	}
	if !strings.Contains(rec.Body.String(), `"/orders/{id}"`) {
		t.Error("the mock's document has no /orders/{id}")
	}
	// -route on a schema: the mock serve -proto-path … -route runs, as
	// the OTLP exporters' tests run it (POST /v1/traces).
	otlp := filepath.Join(dir, "otlp.json")
	if err := run(context.Background(), []string{"openapi", "-proto-path", otlpDir, otlpFiles[0], "-route", otlpExportRoute, "-o", otlp}); err != nil {
		t.Fatal(err)
	}
	var otlpDoc struct {
		Paths map[string]map[string]struct {
			RequestBody struct {
				Content map[string]struct{ Schema map[string]any }
			}
		}
	}
	if err := json.Unmarshal(must(os.ReadFile(otlp)), &otlpDoc); err != nil {
		t.Fatal(err)
	}
	if ref := otlpDoc.Paths["/v1/traces"]["post"].RequestBody.Content["application/json"].Schema["$ref"]; ref != "#/components/schemas/opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest" {
		t.Errorf("-route %q: POST /v1/traces's body is %v", otlpExportRoute, ref)
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

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
