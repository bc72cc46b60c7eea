package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReportCommand(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	in := filepath.Join("..", "..", "report", "testdata", "size.json")
	html, md := filepath.Join(dir, "r.html"), filepath.Join(dir, "r.md")
	if err := (&ReportCommand{}).Run(context.Background(), []string{"-o", html, "-md", md, in}); err != nil {
		t.Fatal(err)
	}
	h, err := os.ReadFile(html)
	if err != nil {
		t.Fatal(err)
	}
	m, err := os.ReadFile(md)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(h, []byte("<svg")) || !strings.Contains(string(m), "| ") || !strings.Contains(string(m), "seed 000") {
		t.Fatal("report output lacks charts or tables or the seed figures")
	}
	var stdout bytes.Buffer
	if err := (&ReportCommand{stdout: &stdout}).Run(context.Background(), []string{"-o", "-", in}); err != nil || !bytes.HasPrefix(stdout.Bytes(), []byte("<!DOCTYPE html>")) {
		t.Fatalf("-o - wrote %.40q, %v", stdout.String(), err)
	}
	for _, args := range [][]string{{}, {"-o", "x.html"}, {"-o", "x.html", filepath.Join(dir, "missing.json")}} {
		err := (&ReportCommand{}).Run(context.Background(), args)
		var u usageError
		if err == nil || (len(args) < 3 && !errors.As(err, &u)) {
			t.Errorf("report %v = %v, want an error", args, err)
		}
	}
}
