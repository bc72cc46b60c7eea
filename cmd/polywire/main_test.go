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

	"github.com/polywire/polywire/dataset"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
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
		{[]string{"gen"}, "-o DIR is required"},
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

// TestCommandLine holds the command line to what users type: flags before
// and after arguments, -h that succeeds, one error line (and a Try line)
// instead of an error around a usage dump, suggestions for typos.
func TestCommandLine(t *testing.T) {
	t.Parallel()
	results := filepath.Join("..", "..", "report", "testdata", "size.json")
	tests := []struct {
		name       string
		args       []string
		code       int
		wantStderr []string // each must appear, in order
		notStderr  string
	}{
		{name: "report_flags_after_files", args: []string{"report", results, "-o", "", "-md", os.DevNull}, code: 0},
		{name: "report_flags_before_files", args: []string{"report", "-o", "", "-md", os.DevNull, results}, code: 0},
		{name: "report_flags_around_files", args: []string{"report", "-o", "", results, "-md", os.DevNull}, code: 0},
		{name: "report_double_dash", args: []string{"report", "-o", "", "-md", os.DevNull, "--", results}, code: 0},
		{name: "help_flag", args: []string{"serve", "-h"}, code: 0},
		{name: "bench_help", args: []string{"bench", "load", "--help"}, code: 0},
		{name: "unknown_flag", args: []string{"bench", "size", "-nope"}, code: 1,
			wantStderr: []string{"Error: bench size: flag provided but not defined: -nope\n", "Try: polywire bench size -h\n"}, notStderr: "Flags:"},
		{name: "bad_value", args: []string{"bench", "load", "-users", "many"}, code: 1,
			wantStderr: []string{`Error: bench load: invalid value "many" for flag -users`, "Try: polywire bench load -h"}},
		{name: "bad_format", args: []string{"bench", "load", "-users", "1", "-duration", "1s", "-format", "yaml"}, code: 1,
			wantStderr: []string{`-format "yaml": want one of json, proto, flatbuffers, msgpack, xml`}},
		{name: "typo_command", args: []string{"sreve"}, code: 1, wantStderr: []string{`unknown command "sreve"; did you mean "serve"?`, "Try: polywire serve"}},
		{name: "typo_experiment", args: []string{"bench", "lod"}, code: 1, wantStderr: []string{`unknown experiment "lod"; did you mean "load"?`, "Try: polywire bench load"}},
		{name: "gateway_bad_upstream", args: []string{"gateway", "-upstream", "nope"}, code: 1, wantStderr: []string{`Error: gateway: -upstream "nope": want host:port`, "Try: polywire gateway -upstream"}},
		{name: "gateway_flags_after", args: []string{"gateway", "-schema", "x.txt", "-upstream", "127.0.0.1:1"}, code: 1, wantStderr: []string{`-schema "x.txt"`, "Try: -schema reflect"}},
		{name: "gateway_dead_reflection", args: []string{"gateway", "-upstream", "127.0.0.1:1", "-log-level", "error"}, code: 1, wantStderr: []string{"Error: gateway: read the schema of 127.0.0.1:1 by server reflection", "Try: check that 127.0.0.1:1 is up"}},
		{name: "gateway_bad_rule", args: []string{"gateway", "-upstream", "127.0.0.1:1", "-rule", "nope"}, code: 1, wantStderr: []string{"Error: gateway: -rule:", "Try: -rule"}},
		{name: "unknown_command", args: []string{"frobnicate"}, code: 1, wantStderr: []string{`unknown command "frobnicate" (known: serve, gateway, gen`}},
		{name: "no_command", args: nil, code: 2, wantStderr: []string{"Usage:"}},
		{name: "gen_o", args: []string{"gen", "-o"}, code: 1, wantStderr: []string{"flag needs an argument: -o"}},
		{name: "shard_bad", args: []string{"bench", "load", "-users", "4", "-duration", "1s", "-shard", "3/2"}, code: 1,
			wantStderr: []string{`Error: bench load: -shard "3/2": want I/N, 1 <= I <= N`, "Try: -shard 1/2"}},
		{name: "shard_no_user", args: []string{"bench", "load", "-users", "2", "-duration", "1s", "-shard", "3/3"}, code: 1,
			wantStderr: []string{"Error: bench load: -shard 3/3 of 2 users: shard 3 would get no user", "Try: -shard I/N with N at most 2"}},
		{name: "start_at_past", args: []string{"bench", "load", "-users", "2", "-duration", "1s", "-start-at", "2020-01-01T00:00:00Z"}, code: 1,
			wantStderr: []string{"Error: bench load: -start-at 2020-01-01T00:00:00Z is ", "in the past", "Try: a time ahead"}},
		{name: "run_id_alone", args: []string{"bench", "load", "-users", "2", "-duration", "1s", "-run-id", "x"}, code: 1,
			wantStderr: []string{"give -shard I/N too", "Try: -shard 1/2 -run-id x"}},
		{name: "merge_no_file", args: []string{"bench", "merge", "-o", "m.json"}, code: 1,
			wantStderr: []string{"Error: bench merge: give the shards' results files", "Try: polywire bench merge"}},
		{name: "merge_not_load", args: []string{"bench", "merge", results}, code: 1,
			wantStderr: []string{"is a size run, not a load run's shard"}},
		{name: "remote_target", args: []string{"bench", "load", "-target", "http://192.0.2.1:80", "-users", "1", "-requests", "1"}, code: 1,
			wantStderr: []string{"not a loopback address", "Try: add -allow-remote"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var stderr strings.Builder
			if code := exitCode(tt.args, &stderr); code != tt.code {
				t.Fatalf("polywire %q exited %d, want %d; stderr:\n%s", tt.args, code, tt.code, stderr.String())
			}
			rest := stderr.String()
			for _, w := range tt.wantStderr {
				i := strings.Index(rest, w)
				if i < 0 {
					t.Fatalf("stderr lacks %q (in order):\n%s", w, stderr.String())
				}
				rest = rest[i+len(w):]
			}
			if tt.notStderr != "" && strings.Contains(stderr.String(), tt.notStderr) {
				t.Fatalf("stderr has %q:\n%s", tt.notStderr, stderr.String())
			}
			if strings.Count(stderr.String(), "Error:") > 1 {
				t.Fatalf("the error is printed more than once:\n%s", stderr.String())
			}
		})
	}
}

func TestVersion(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{{"version"}, {"--version"}, {"-version"}} {
		if err := run(context.Background(), args); err != nil {
			t.Fatalf("%v: %v", args, err)
		}
	}
}
