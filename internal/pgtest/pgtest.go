// Package pgtest gives tests a real PostgreSQL: a fresh schema per test in
// the database POLYWIRE_TEST_POSTGRES_DSN names (scripts/with-postgres
// starts a throwaway cluster and sets it), skipping without one — except in
// CI, where these tests must run — and a TCP proxy that can cut the
// database away and bring it back, for outage tests with real parts.
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"io"
	"net"
	"net/url"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// DSNEnv names the variable holding the DSN of a database the tests may
// create schemas in.
const DSNEnv = "POLYWIRE_TEST_POSTGRES_DSN"

// AdminDSN returns the test database's DSN. Without one the test skips,
// except in CI, where these tests must run.
func AdminDSN(t testing.TB) string {
	t.Helper()
	dsn := os.Getenv(DSNEnv)
	if dsn != "" {
		return dsn
	}
	const msg = "set " + DSNEnv + " or run: scripts/with-postgres go test ./store/postgres"
	if os.Getenv("CI") == "true" {
		t.Fatal(msg + " (in CI these tests must run)")
	}
	t.Skip(msg)
	return ""
}

// Schema creates a schema with a random name, dropped at cleanup, and
// returns a DSN whose search_path selects it.
func Schema(t testing.TB) string {
	t.Helper()
	admin := AdminDSN(t)
	b := make([]byte, 8)
	rand.Read(b)
	schema := "polywire_test_" + hex.EncodeToString(b)
	Exec(t, admin, "CREATE SCHEMA "+schema)
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		conn, err := pgx.Connect(ctx, admin)
		if err != nil {
			t.Errorf("drop schema %s: %v", schema, err)
			return
		}
		defer conn.Close(ctx)
		if _, err := conn.Exec(ctx, "DROP SCHEMA "+schema+" CASCADE"); err != nil {
			t.Errorf("drop schema %s: %v", schema, err)
		}
	})
	return WithParam(t, admin, "search_path", schema)
}

// Exec runs sql on a connection of its own to dsn.
func Exec(t testing.TB, dsn, sql string, args ...any) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, sql, args...); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
}

// WithParam sets a parameter in a DSN, URL or key=value.
func WithParam(t testing.TB, dsn, key, value string) string {
	t.Helper()
	if strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://") {
		u, err := url.Parse(dsn)
		if err != nil {
			t.Fatal(err)
		}
		q := u.Query()
		q.Set(key, value)
		u.RawQuery = q.Encode()
		return u.String()
	}
	return dsn + " " + key + "=" + value
}

// WithHost points a URL DSN at addr.
func WithHost(t testing.TB, dsn, addr string) string {
	t.Helper()
	u, err := url.Parse(dsn)
	if err != nil || u.Host == "" {
		t.Skipf("this test needs %s as a postgres:// URL with a host", DSNEnv)
	}
	u.Host = addr
	return u.String()
}

// HostOf is the host:port of a URL DSN.
func HostOf(t testing.TB, dsn string) string {
	t.Helper()
	u, err := url.Parse(dsn)
	if err != nil || u.Host == "" {
		t.Skipf("this test needs %s as a postgres:// URL with a host", DSNEnv)
	}
	return u.Host
}

// WithDatabase points a URL DSN at another database.
func WithDatabase(t testing.TB, dsn, db string) string {
	t.Helper()
	u, err := url.Parse(dsn)
	if err != nil || u.Host == "" {
		t.Skipf("this test needs %s as a postgres:// URL with a host", DSNEnv)
	}
	u.Path = "/" + db
	return u.String()
}

// Proxy forwards TCP connections to a target; cut closes its listener and
// every forwarded connection, as a database going away does.
type Proxy struct {
	address string
	target  string

	mu    sync.Mutex
	ln    net.Listener
	conns map[net.Conn]bool
}

// StartProxy forwards a loopback port to target until the test ends.
func StartProxy(t testing.TB, target string) *Proxy {
	t.Helper()
	p := &Proxy{target: target, conns: map[net.Conn]bool{}}
	p.listen(t, "127.0.0.1:0")
	t.Cleanup(p.Cut)
	return p
}

func (p *Proxy) listen(t testing.TB, addr string) {
	t.Helper()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	p.mu.Lock()
	p.ln, p.address = ln, ln.Addr().String()
	p.mu.Unlock()
	go p.serve(ln)
}

// Restore listens again on the same address.
func (p *Proxy) Restore(t testing.TB) { p.listen(t, p.address) }

func (p *Proxy) serve(ln net.Listener) {
	for {
		client, err := ln.Accept()
		if err != nil {
			return
		}
		server, err := net.Dial("tcp", p.target)
		if err != nil {
			client.Close()
			continue
		}
		if !p.track(client, server) {
			client.Close()
			server.Close()
			return
		}
		go p.pipe(client, server)
		go p.pipe(server, client)
	}
}

func (p *Proxy) track(conns ...net.Conn) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ln == nil {
		return false
	}
	for _, c := range conns {
		p.conns[c] = true
	}
	return true
}

func (p *Proxy) pipe(dst, src net.Conn) {
	io.Copy(dst, src)
	dst.Close()
	src.Close()
}

// Cut closes the listener and every forwarded connection.
func (p *Proxy) Cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ln != nil {
		p.ln.Close()
		p.ln = nil
	}
	for c := range p.conns {
		c.Close()
		delete(p.conns, c)
	}
}

// Addr is where the proxy listens (the same after Restore).
func (p *Proxy) Addr() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.address
}
