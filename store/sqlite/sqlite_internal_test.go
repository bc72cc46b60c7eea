package sqlite

import (
	"path/filepath"
	"testing"
)

// TestDurabilitySettings guards what the package comment promises: WAL, and
// an fsync of the log at every commit on the connection that writes.
func TestDurabilitySettings(t *testing.T) {
	t.Parallel()
	s, err := Open(t.Context(), filepath.Join(t.TempDir(), "polywire.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var mode string
	var synchronous, readOnly int
	if err := s.write.QueryRowContext(t.Context(), "PRAGMA journal_mode").Scan(&mode); err != nil {
		t.Fatal(err)
	}
	if err := s.write.QueryRowContext(t.Context(), "PRAGMA synchronous").Scan(&synchronous); err != nil {
		t.Fatal(err)
	}
	if err := s.read.QueryRowContext(t.Context(), "PRAGMA query_only").Scan(&readOnly); err != nil {
		t.Fatal(err)
	}
	if mode != "wal" || synchronous != 2 || readOnly != 1 {
		t.Errorf("journal_mode=%s synchronous=%d (2 is FULL) read pool query_only=%d; want wal, 2, 1", mode, synchronous, readOnly)
	}
}
