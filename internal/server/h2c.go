package server

import (
	"bufio"
	"context"
	"encoding/base64"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"golang.org/x/net/http/httpguts"
	"golang.org/x/net/http2"
)

// h2cUpgrader serves HTTP/1.1 requests carrying "Upgrade: h2c" (RFC 7540
// §3.2) as HTTP/2; net/http serves prior-knowledge h2c itself but not the
// upgrade, which curl --http2 uses for http:// URLs. Only requests without
// a body are upgraded — the RFC lets a server ignore an upgrade, and it
// spares buffering a body of unknown size; others are served over HTTP/1.1.
// The upgraded connection goes through an h2Front to the same HTTP/2
// server as every other (configureHTTP2).
//
// Upgraded connections are hijacked, so http.Server.Shutdown does not wait
// for them: it sends them GOAWAY (the HTTP/2 server's shutdown hook covers
// every connection it serves), and shutdown here waits for them and closes
// what is left at the deadline.
type h2cUpgrader struct {
	next http.Handler
	base *http.Server
	h2   *http2.Server

	mu    sync.Mutex
	conns map[net.Conn]struct{}
	wg    sync.WaitGroup
}

func newH2CUpgrader(next http.Handler, base *http.Server, h2 *http2.Server) *h2cUpgrader {
	return &h2cUpgrader{next: next, base: base, h2: h2, conns: map[net.Conn]struct{}{}}
}

func (u *h2cUpgrader) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.TLS != nil || r.ProtoMajor != 1 || !isH2CUpgrade(r) || r.ContentLength != 0 || len(r.TransferEncoding) > 0 {
		u.next.ServeHTTP(w, r)
		return
	}
	settings, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(r.Header.Get("HTTP2-Settings"), "="))
	if err != nil {
		u.next.ServeHTTP(w, r) // a broken upgrade offer is ignored, not fatal
		return
	}
	conn, rw, err := http.NewResponseController(w).Hijack()
	if err != nil {
		u.next.ServeHTTP(w, r)
		return
	}
	if !u.track(conn) {
		conn.Close() // shutting down
		return
	}
	defer u.untrack(conn)
	// The HTTP/1 server set this request's read and write deadlines on the
	// conn; HTTP/2 keeps its own timers, so clear them.
	_ = conn.SetDeadline(time.Time{})
	if _, err := rw.WriteString("HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: h2c\r\n\r\n"); err != nil {
		conn.Close()
		return
	}
	if err := rw.Flush(); err != nil {
		conn.Close()
		return
	}
	r.Header.Del("Upgrade")
	r.Header.Del("Connection")
	r.Header.Del("HTTP2-Settings")
	r.Body = http.NoBody
	// The request is answered as HTTP/2 stream 1, and its handler, logs and
	// metrics must see it so (x/net passes it on as it was read).
	r.Proto, r.ProtoMajor, r.ProtoMinor = "HTTP/2.0", 2, 0
	front := newH2Front(&bufferedConn{Conn: conn, r: rw.Reader}, frontPreface)
	u.h2.ServeConn(front, &http2.ServeConnOpts{
		Context:        context.WithoutCancel(r.Context()),
		BaseConfig:     u.base,
		Handler:        u.next,
		UpgradeRequest: r,
		Settings:       settings,
	})
}

func isH2CUpgrade(r *http.Request) bool {
	return httpguts.HeaderValuesContainsToken(r.Header.Values("Upgrade"), "h2c") &&
		httpguts.HeaderValuesContainsToken(r.Header.Values("Connection"), "HTTP2-Settings") &&
		len(r.Header.Values("HTTP2-Settings")) == 1
}

func (u *h2cUpgrader) track(c net.Conn) bool {
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.conns == nil {
		return false
	}
	u.conns[c] = struct{}{}
	u.wg.Add(1)
	return true
}

func (u *h2cUpgrader) untrack(c net.Conn) {
	u.mu.Lock()
	delete(u.conns, c)
	u.mu.Unlock()
	u.wg.Done()
}

// shutdown waits for upgraded connections to end — srv.Shutdown has sent
// them GOAWAY — closing the remainder when ctx expires.
func (u *h2cUpgrader) shutdown(ctx context.Context) error {
	u.mu.Lock()
	conns := u.conns
	u.conns = nil
	u.mu.Unlock()
	done := make(chan struct{})
	go func() { u.wg.Wait(); close(done) }()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		for c := range conns {
			c.Close()
		}
		<-done
		return ctx.Err()
	}
}

// bufferedConn reads first what the HTTP/1 server had already buffered (the
// client may have sent its preface right behind the upgrade request).
type bufferedConn struct {
	net.Conn
	r *bufio.Reader
}

func (c *bufferedConn) Read(p []byte) (int, error) { return c.r.Read(p) }
