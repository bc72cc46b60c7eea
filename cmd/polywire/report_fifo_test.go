//go:build unix

package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestReportIntoSpecialFile: -o naming something that is not a regular
// file (here a named pipe; /dev/null in the incident that prompted this)
// is written to in place. Renaming a temporary file over it, as for a
// regular file, replaced root's /dev/null with a plain file.
func TestReportIntoSpecialFile(t *testing.T) {
	t.Parallel()
	fifo := filepath.Join(t.TempDir(), "out.fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	got := make(chan []byte, 1)
	go func() {
		f, err := os.Open(fifo)
		if err != nil {
			got <- nil
			return
		}
		b, _ := io.ReadAll(f)
		_ = f.Close()
		got <- b
	}()
	in := filepath.Join("..", "..", "report", "testdata", "size.json")
	if err := (&ReportCommand{}).Run(context.Background(), []string{"-o", fifo, in}); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Lstat(fifo)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode()&os.ModeNamedPipe == 0 {
		t.Fatalf("%s is now %v, not a named pipe", fifo, fi.Mode())
	}
	select {
	case b := <-got:
		if !bytes.HasPrefix(b, []byte("<!DOCTYPE html>")) {
			t.Fatalf("the pipe's reader got %.40q", b)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("nothing was written into the pipe")
	}
}
