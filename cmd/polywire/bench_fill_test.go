package main

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/polywire/polywire/store"
	"github.com/polywire/polywire/store/sqlite"
)

// TestBenchFillCommand fills a real SQLite store and reads it back, and
// checks the usage errors.
func TestBenchFillCommand(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "fill.db")
	for range 2 { // a second fill adds to the first
		if err := run(context.Background(), []string{"bench", "fill", "-db", path, "-n", "700", "-writers", "8"}); err != nil {
			t.Fatal(err)
		}
	}
	st, err := sqlite.Open(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	var n int
	for offset := 0; ; offset += store.MaxListLimit {
		page, err := st.ListDocuments(t.Context(), store.MaxListLimit, offset)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range page {
			if d.GetOwner().GetSecret() != "" {
				t.Fatal("a filled document holds a secret")
			}
		}
		n += len(page)
		if len(page) < store.MaxListLimit {
			break
		}
	}
	if n != 1400 {
		t.Errorf("the store holds %d documents after two fills of 700", n)
	}
	for _, tt := range []struct {
		name string
		args []string
		want string
	}{
		{"no_db", []string{"-n", "3"}, "-db is required"},
		{"zero_n", []string{"-db", path, "-n", "0"}, "must be at least 1"},
		{"bad_flag", []string{"-db", path, "-m", "3"}, "flag provided but not defined"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			err := run(context.Background(), append([]string{"bench", "fill"}, tt.args...))
			var ue usageError
			if !errors.As(err, &ue) || !strings.Contains(err.Error(), tt.want) || ue.try == "" {
				t.Errorf("bench fill %v: %v, want a usage error saying %q with a Try line", tt.args, err, tt.want)
			}
		})
	}
	if err := run(context.Background(), []string{"bench", "fill", "-h"}); err != nil && !errors.Is(err, errHelp) {
		t.Errorf("bench fill -h: %v", err)
	}
}
