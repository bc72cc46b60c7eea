// Package clientgate lets a test that uses the clients' builds — clients/java's
// target/ (bench jvm) or clients/ts's node_modules (npm run bench) — start
// before they exist and wait for them. make test (scripts/test) builds and
// tests the clients while the Go tests already run; it names a file in
// POLYWIRE_CLIENTS_READY and writes "ok" or "failed" into it when the
// clients' phase ends. Without the variable (go test run by hand) the
// clients are whatever the checkout holds, and Wait returns at once.
package clientgate

import (
	"os"
	"strings"
	"testing"
	"time"
)

// Env names the file make test writes when the clients' phase ends.
const Env = "POLYWIRE_CLIENTS_READY"

// Timeout bounds the wait: the clients' phase takes about two minutes.
const Timeout = 15 * time.Minute

// Wait blocks until make test's clients' phase has ended, and skips the
// test if it failed (make test reports that failure itself).
func Wait(t testing.TB) {
	t.Helper()
	path := os.Getenv(Env)
	if path == "" {
		return
	}
	deadline := time.Now().Add(Timeout)
	for {
		b, err := os.ReadFile(path)
		if err == nil && len(b) > 0 {
			if s := strings.TrimSpace(string(b)); s != "ok" {
				t.Skipf("the clients' build failed (%s: %q): make test reports it", path, s)
			}
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("waited %v for the clients' build (%s=%s)", Timeout, Env, path)
		}
		time.Sleep(200 * time.Millisecond)
	}
}
