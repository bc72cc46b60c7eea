package server

import (
	"context"
	"crypto/tls"
	"fmt"
	"net"
	"net/http"

	"golang.org/x/net/http2"
)

// http2MaxReadFrameSize is the SETTINGS_MAX_FRAME_SIZE polywire advertises:
// the protocol's default, 16 KiB, rather than Go's 1 MiB. A client may then
// send no frame larger (a larger HEADERS is a FRAME_SIZE_ERROR, as clients
// and h2spec assume); responses are unaffected, and request bodies travel
// in 16 KiB DATA frames, which costs the server one frame header per 16 KiB.
// (With Go's 1 MiB, h2spec's 4.2/3 sends a legal 20 KB HEADERS frame and
// calls the answer a failure: golang/go#25023, summerwind/h2spec#102.)
const http2MaxReadFrameSize = 16 << 10

// nextProtoUnencryptedHTTP2 is the TLSNextProto key under which net/http
// hands over a cleartext connection that opened with the HTTP/2 preface
// (Protocols.UnencryptedHTTP2); x/net/http2 registers the same key.
const nextProtoUnencryptedHTTP2 = "unencrypted_http2"

// configureHTTP2 makes one HTTP/2 server, golang.org/x/net/http2's, serve
// every HTTP/2 connection srv gets — TLS with ALPN h2, and cleartext with
// prior knowledge — and returns it for the third way in, the h2c Upgrade
// (h2cUpgrader). Every connection reaches it through an h2Front.
//
// Why x/net's and not net/http's own: net/http serves h2 and prior-knowledge
// h2c, but (as of Go 1.26) cannot take over a connection after an Upgrade,
// which needs ServeConn with the upgrade request as stream 1; x/net can
// serve all three. Both are the same code (net/http bundles x/net/http2),
// and from Go 1.27 x/net's ServeConn runs net/http's implementation, so
// this stays one implementation as Go moves. One implementation means one
// set of settings, one place the front sits, and one graceful shutdown:
// ConfigureServer registers the GOAWAY-and-drain of every connection,
// upgraded ones included, on srv.Shutdown.
func configureHTTP2(srv *http.Server) (*http2.Server, error) {
	if srv.HTTP2 == nil {
		srv.HTTP2 = &http.HTTP2Config{}
	}
	srv.HTTP2.MaxReadFrameSize = http2MaxReadFrameSize
	h2 := &http2.Server{}
	if err := http2.ConfigureServer(srv, h2); err != nil {
		return nil, fmt.Errorf("configure HTTP/2: %w", err)
	}
	// ConfigureServer installed x/net's TLSNextProto handlers; these do the
	// same with the front in between.
	serve := func(c net.Conn, h http.Handler, sawPreface bool) {
		var ctx context.Context
		if bc, ok := h.(interface{ BaseContext() context.Context }); ok {
			ctx = bc.BaseContext() // net/http's per-connection context
		}
		h2.ServeConn(c, &http2.ServeConnOpts{Context: ctx, Handler: h, BaseConfig: srv, SawClientPreface: sawPreface})
	}
	srv.TLSNextProto[http2.NextProtoTLS] = func(_ *http.Server, c *tls.Conn, h http.Handler) {
		serve(tlsFront{newH2Front(c, frontPreface), c}, h, false)
	}
	srv.TLSNextProto[nextProtoUnencryptedHTTP2] = func(_ *http.Server, c *tls.Conn, h http.Handler) {
		u, ok := c.NetConn().(interface{ UnencryptedNetConn() net.Conn })
		if !ok {
			srv.ErrorLog.Printf("http2: TLS conn unexpectedly found in unencrypted handoff")
			return
		}
		nc := u.UnencryptedNetConn()
		if f, ok := nc.(*h2Front); !ok || f.mode != frontFrames {
			// Not from frontListener (Serve always uses one): serve it
			// with a front that starts after the preface net/http read.
			f = newH2Front(nc, frontFrames)
			f.startFrames()
			nc = f
		}
		serve(nc, h, true)
	}
	return h2, nil
}
