package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/protocodec"
	"github.com/polywire/polywire/dataset"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
)

// TestMain lets the durability test run this test binary as the real
// server in a child process (POLYWIRE_TEST_SERVE=1), so it can kill -9 it.
func TestMain(m *testing.M) {
	if os.Getenv("POLYWIRE_TEST_SERVE") == "1" {
		addrFile := os.Getenv("POLYWIRE_TEST_ADDR_FILE")
		cmd := &ServeCommand{ready: func(addr string) { _ = os.WriteFile(addrFile, []byte(addr), 0o600) }}
		if err := cmd.Run(context.Background(), strings.Fields(os.Getenv("POLYWIRE_TEST_ARGS"))); err != nil {
			fmt.Fprintln(os.Stderr, "Error:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// startChild runs `polywire serve` in a child process on a loopback port
// with dir as its data directory and returns its base URL.
func startChild(t *testing.T, dir string, args ...string) (*exec.Cmd, string) {
	t.Helper()
	addrFile := filepath.Join(t.TempDir(), "addr")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "POLYWIRE_TEST_SERVE=1", "POLYWIRE_TEST_ADDR_FILE="+addrFile,
		"POLYWIRE_TEST_ARGS=-addr 127.0.0.1:0 -log-level warn -data "+dir+" "+strings.Join(args, " "))
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		if b, err := os.ReadFile(addrFile); err == nil && len(b) > 0 {
			return cmd, "http://" + string(b)
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatal("child server did not start")
	return nil, ""
}

// TestSavedDocumentSurvivesKill9 saves documents, kills the server with
// SIGKILL the moment the last 201 arrives, restarts it on the same data
// directory and finds every document: Save is durable when it answers.
func TestSavedDocumentSurvivesKill9(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "data")
	child, base := startChild(t, dir)
	docs := dataset.GenerateDocuments(21, 5)
	for _, d := range docs {
		body, err := protocodec.Codec{}.Marshal(nil, d)
		if err != nil {
			t.Fatal(err)
		}
		resp, err := http.Post(base+"/report", "application/x-protobuf", bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusCreated {
			t.Fatalf("POST /report: %d", resp.StatusCode)
		}
	}
	if err := child.Process.Kill(); err != nil { // SIGKILL: no shutdown, no flush
		t.Fatal(err)
	}
	_ = child.Wait()

	_, base = startChild(t, dir)
	req, _ := http.NewRequest(http.MethodGet, base+"/reports?limit=100", nil)
	req.Header.Set("Accept", "application/x-protobuf")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	got := &docsv1.GetAllByLimitAndOffsetResponse{}
	if err := proto.Unmarshal(b, got); err != nil {
		t.Fatal(err)
	}
	if len(got.Documents) != len(docs) {
		t.Fatalf("after kill -9 and restart: %d documents, saved %d", len(got.Documents), len(docs))
	}
	for i, d := range docs {
		d.Owner.Secret = ""
		if !proto.Equal(got.Documents[i], d) {
			t.Fatalf("document %d differs after the restart", i)
		}
	}
}
