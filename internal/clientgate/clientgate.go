// Package clientgate lets a test that uses a client's build — clients/java's
// target/ (bench jvm) or clients/ts's node_modules (npm run bench) — start
// before it exists and wait for it. make test (scripts/test) builds and
// tests the clients while the Go tests already run; it names a directory
// in POLYWIRE_CLIENTS_READY and writes "ok" or "failed" into a file per
// client there as soon as that client is built — before the client's own
// tests run, so the lab runs that use the build overlap those tests
// instead of queuing behind them. Without the variable (go test run by
// hand) the clients are whatever the checkout holds, and Wait returns at
// once.
package clientgate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Env names the directory make test writes the clients' files into.
const Env = "POLYWIRE_CLIENTS_READY"

// Timeout bounds the wait: building a client takes a minute or two.
const Timeout = 15 * time.Minute

// A Client is a build a test can wait for; its value names its file.
type Client string

const (
	// Java is clients/java's target/ (mvn package, stamped).
	Java Client = "java"
	// TS is clients/ts's node_modules (npm ci).
	TS Client = "ts"
)

// Wait blocks until make test has built each of clients, and skips the
// test if a build failed (make test reports that failure itself).
func Wait(t testing.TB, clients ...Client) {
	t.Helper()
	dir := os.Getenv(Env)
	if dir == "" {
		return
	}
	deadline := time.Now().Add(Timeout)
	for _, c := range clients {
		path := filepath.Join(dir, string(c))
		for {
			b, err := os.ReadFile(path)
			if err == nil && len(b) > 0 {
				if s := strings.TrimSpace(string(b)); s != "ok" {
					t.Skipf("the %s client's build failed (%s: %q): make test reports it", c, path, s)
				}
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("waited %v for the %s client's build (%s=%s)", Timeout, c, Env, dir)
			}
			time.Sleep(200 * time.Millisecond)
		}
	}
}
