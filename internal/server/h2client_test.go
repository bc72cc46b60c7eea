package server

import (
	"bufio"
	"bytes"
	"crypto/tls"
	"io"
	"log/slog"
	"net"
	"net/http"
	"testing"
	"time"

	"golang.org/x/net/http2"
	"golang.org/x/net/http2/hpack"
)

// h2Client is a raw HTTP/2 client: it writes frames as given, however
// wrong, and reads what the server answers.
type h2Client struct {
	t    *testing.T
	conn net.Conn
	fr   *http2.Framer
	hb   bytes.Buffer
	enc  *hpack.Encoder
	dec  *hpack.Decoder
	// fields are those of the last HEADERS frame read.
	fields []hpack.HeaderField
}

// The ways an HTTP/2 connection reaches polywire.
const (
	viaUpgrade        = "upgrade"
	viaPriorKnowledge = "prior_knowledge"
	viaTLS            = "tls"
)

// dialH2 opens an HTTP/2 connection to addr the given way and has GET
// /healthz answered on stream 1 (for an Upgrade, that is the upgraded
// request), so the connection is past its start when it returns.
func dialH2(t *testing.T, via, addr string) *h2Client {
	t.Helper()
	var conn net.Conn
	var err error
	if via == viaTLS {
		conn, err = tls.Dial("tcp", addr, &tls.Config{InsecureSkipVerify: true, NextProtos: []string{"h2"}}) //nolint:gosec // the test's own self-signed server
	} else {
		conn, err = net.Dial("tcp", addr)
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	_ = conn.SetDeadline(time.Now().Add(10 * time.Second))
	c := &h2Client{t: t, conn: conn, dec: hpack.NewDecoder(4096, nil)}
	c.enc = hpack.NewEncoder(&c.hb)
	var r io.Reader = conn
	if via == viaUpgrade {
		req := "GET /healthz HTTP/1.1\r\nHost: polywire\r\nConnection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: \r\n\r\n"
		if _, err := io.WriteString(conn, req); err != nil {
			t.Fatal(err)
		}
		br := bufio.NewReader(conn)
		resp, err := http.ReadResponse(br, nil)
		if err != nil {
			t.Fatal(err)
		}
		if resp.StatusCode != http.StatusSwitchingProtocols {
			t.Fatalf("upgrade answered %s", resp.Status)
		}
		r = br
	}
	if _, err := io.WriteString(conn, http2.ClientPreface); err != nil {
		t.Fatal(err)
	}
	c.fr = http2.NewFramer(conn, r)
	c.fr.SetMaxReadFrameSize(1 << 24)
	if err := c.fr.WriteSettings(); err != nil {
		t.Fatal(err)
	}
	if via != viaUpgrade {
		c.get(1, "/healthz")
	}
	c.readUntil(func(f http2.Frame) bool {
		return f.Header().StreamID == 1 && f.Header().Flags.Has(http2.FlagDataEndStream)
	})
	return c
}

// block HPACK-encodes a GET of path plus extra fields.
func (c *h2Client) block(path string, extra ...hpack.HeaderField) []byte {
	return c.requestBlock(http.MethodGet, path, extra...)
}

func (c *h2Client) requestBlock(method, path string, extra ...hpack.HeaderField) []byte {
	c.hb.Reset()
	for _, f := range append([]hpack.HeaderField{
		{Name: ":method", Value: method}, {Name: ":scheme", Value: "http"},
		{Name: ":authority", Value: "polywire"}, {Name: ":path", Value: path},
	}, extra...) {
		if err := c.enc.WriteField(f); err != nil {
			c.t.Fatal(err)
		}
	}
	return bytes.Clone(c.hb.Bytes())
}

func (c *h2Client) get(stream uint32, path string, extra ...hpack.HeaderField) {
	c.t.Helper()
	err := c.fr.WriteHeaders(http2.HeadersFrameParam{StreamID: stream, BlockFragment: c.block(path, extra...), EndStream: true, EndHeaders: true})
	if err != nil {
		c.t.Fatal(err)
	}
}

// postAnswered starts a POST declaring a body of contentLength bytes,
// sends none of it, and reads until the response's HEADERS: the handler
// (polywire's 404 for "/", which reads no body) has answered.
func (c *h2Client) postAnswered(stream uint32, contentLength string) {
	c.t.Helper()
	b := c.requestBlock(http.MethodPost, "/", hpack.HeaderField{Name: "content-length", Value: contentLength})
	if err := c.fr.WriteHeaders(http2.HeadersFrameParam{StreamID: stream, BlockFragment: b, EndHeaders: true}); err != nil {
		c.t.Fatal(err)
	}
	c.readUntil(func(f http2.Frame) bool { _, ok := f.(*http2.HeadersFrame); return ok && f.Header().StreamID == stream })
}

// readUntil reads frames, acknowledging SETTINGS and keeping the HPACK
// decoder in step, until done says so; it fails on a read error.
func (c *h2Client) readUntil(done func(http2.Frame) bool) http2.Frame {
	c.t.Helper()
	for {
		f, err := c.fr.ReadFrame()
		if err != nil {
			c.t.Fatalf("read frame: %v", err)
		}
		switch f := f.(type) {
		case *http2.SettingsFrame:
			if !f.IsAck() {
				_ = c.fr.WriteSettingsAck()
			}
		case *http2.HeadersFrame:
			if c.fields, err = c.dec.DecodeFull(f.HeaderBlockFragment()); err != nil {
				c.t.Fatal(err)
			}
		}
		if done(f) {
			return f
		}
	}
}

func slogJSON(w io.Writer) *slog.Logger { return slog.New(slog.NewJSONHandler(w, nil)) }
