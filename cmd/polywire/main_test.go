package main

import (
	"context"
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/internal/dataset"
	bankv1 "github.com/polywire/polywire/internal/gen/polywire/bank/v1"
)

// TestServeFromEmptyDataDir is the README's run command on a fresh machine:
// an empty data directory, seed data generated on start, every endpoint up,
// a clean exit on cancel (SIGINT/SIGTERM cancel the same context).
func TestServeFromEmptyDataDir(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "data")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	addrc := make(chan string, 1)
	done := make(chan error, 1)
	cmd := &ServeCommand{ready: func(a string) { addrc <- a }}
	go func() {
		done <- cmd.Run(ctx, []string{"-addr", "127.0.0.1:0", "-data", dir, "-log-level", "warn"})
	}()
	var addr string
	select {
	case addr = <-addrc:
	case err := <-done:
		t.Fatalf("serve exited: %v", err)
	case <-time.After(60 * time.Second):
		t.Fatal("serve did not start within a minute")
	}
	for _, path := range []string{"/accountList", "/account/1", "/account/2", "/people", "/articles?sections=50"} {
		resp, err := http.Get("http://" + addr + path)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Errorf("GET %s: %d", path, resp.StatusCode)
		}
	}
	req, _ := http.NewRequest(http.MethodGet, "http://"+addr+"/account/2", nil)
	req.Header.Set("Accept", "application/x-protobuf")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	acc := &bankv1.Account{}
	if err := proto.Unmarshal(b, acc); err != nil || len(acc.Transactions) != 10001 {
		t.Fatalf("account 2 over protobuf: %v, %d transactions", err, len(acc.Transactions))
	}
	want, err := dataset.LoadBank(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !proto.Equal(acc, want.Accounts[1]) {
		t.Fatal("served account 2 differs from the generated files")
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("serve returned %v after cancel", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("serve did not stop")
	}
}

func TestGenWritesTheFiles(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := (&GenCommand{}).Run(context.Background(), []string{"-out", dir, "-seed", "3"}); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"accounts.csv", "transactions_1.csv", "transactions_2.csv", "subsections.csv"} {
		if st, err := os.Stat(filepath.Join(dir, name)); err != nil || st.Size() == 0 {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func TestUsageErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"frobnicate"}, `unknown command "frobnicate"`},
		{[]string{"gen"}, "-out is required"},
		{[]string{"serve", "extra"}, `unexpected argument "extra"`},
		{[]string{"serve", "-tls-cert", "c.pem"}, "go together"},
		{[]string{"serve", "-log-format", "xml"}, "bad -log-format"},
	}
	for _, tt := range tests {
		err := run(context.Background(), tt.args)
		var u usageError
		if !errors.As(err, &u) || !strings.Contains(err.Error(), tt.want) || u.try == "" {
			t.Errorf("run(%q) = %v, want a usage error with a Try line containing %q", tt.args, err, tt.want)
		}
	}
}

func TestParseBytes(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]int64{"512MiB": 512 << 20, "2GiB": 2 << 30, "1000": 1000, "64KiB": 64 << 10, "10B": 10} {
		if got, err := parseBytes(in); err != nil || got != want {
			t.Errorf("parseBytes(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "x", "-1GiB", "1.5GiB", "0"} {
		if _, err := parseBytes(in); err == nil {
			t.Errorf("parseBytes(%q) succeeded", in)
		}
	}
}
