package main

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/polywire/polywire/internal/lab/record"
)

// TestRecordStepsParse runs every step of the record through its
// command's own flag parsing (each with -h, which stops after the flags):
// a step whose flag was renamed fails here, not an hour into a record.
// Node's steps must name scripts of clients/ts's package.json.
func TestRecordStepsParse(t *testing.T) {
	t.Parallel()
	raw, err := os.ReadFile("../../clients/ts/package.json")
	if err != nil {
		t.Fatal(err)
	}
	var pkg struct{ Scripts map[string]string }
	if err := json.Unmarshal(raw, &pkg); err != nil {
		t.Fatal(err)
	}
	for _, s := range record.Steps() {
		for _, quick := range []bool{false, true} {
			line := s.CommandLine("docs/results", quick)
			argv := strings.Fields(line)
			if s.Node {
				if argv[3] != "run" || pkg.Scripts[argv[4]] == "" {
					t.Errorf("%s: %q runs no script of clients/ts/package.json", s.Name, line)
				}
				continue
			}
			// "go run ./cmd/polywire bench …": parse with -h.
			err := run(context.Background(), append(argv[3:], "-h"))
			if !errors.Is(err, errHelp) {
				t.Errorf("%s: %q does not parse: %v", s.Name, line, err)
			}
		}
	}
}
