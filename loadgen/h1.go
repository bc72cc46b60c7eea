package loadgen

import (
	"bufio"
	"bytes"
	"context"
	"crypto/tls"
	"errors"
	"io"
	"net"
	"net/http"
	"net/url"
	"syscall"
	"time"
)

// h1Client is a lean HTTP/1.1 client with keep-alive connections, in the
// spirit of wrk: the request a goroutine sends is written with one write
// of bytes prepared once, and its response read and parsed (by net/http's
// ReadResponse) by the same goroutine. net/http's Transport passes every
// request through a connection's read and write goroutines and a context
// timer, which on loopback costs about as much CPU as the server spends
// answering a small request — CPU the generator takes from the server on a
// shared machine, and throughput it cannot reach. The pool holds at most
// Connections connections; a request finding them all busy waits for one.
type h1Client struct {
	addr   string
	tls    *tls.Config // nil for http://
	decode bool
	// idle holds the connections not in use; slots has a token for each
	// open connection, so that at most cap(slots) exist.
	idle  chan *h1Conn
	slots chan struct{}
	// run is the run's context: canceling it interrupts every connection.
	run context.Context
}

type h1Conn struct {
	conn   net.Conn
	br     *bufio.Reader
	reused bool
	stop   func() bool // unregisters the interruption on cancel
}

func newH1Client(ctx context.Context, cfg *Config) *h1Client {
	u, _ := url.Parse(cfg.Target) // checked by Config.check
	c := &h1Client{addr: hostPort(u), decode: cfg.Decode, run: ctx,
		idle: make(chan *h1Conn, cfg.Connections), slots: make(chan struct{}, cfg.Connections)}
	if u.Scheme == "https" {
		c.tls = cfg.tlsConfig(u.Hostname())
		c.tls.NextProtos = []string{"http/1.1"}
	}
	return c
}

// hostPort is u's host with its scheme's default port when none is given.
func hostPort(u *url.URL) string {
	if u.Port() != "" {
		return u.Host
	}
	if u.Scheme == "https" {
		return net.JoinHostPort(u.Hostname(), "443")
	}
	return net.JoinHostPort(u.Hostname(), "80")
}

// wire is r as HTTP/1.1 bytes: request line, headers and body.
func wire(r *http.Request, body []byte) ([]byte, error) {
	r = r.Clone(context.Background())
	if body != nil {
		r.Body = io.NopCloser(bytes.NewReader(body))
	}
	var b bytes.Buffer
	if err := r.Write(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func (c *h1Client) close() {
	for {
		select {
		case hc := <-c.idle:
			hc.close()
		default:
			return
		}
	}
}

func (hc *h1Conn) close() {
	hc.stop()
	_ = hc.conn.Close()
}

// get returns an idle connection, or a new one while fewer than the pool's
// size are open, or waits for one to be released.
func (c *h1Client) get(deadline time.Time) (*h1Conn, error) {
	select {
	case hc := <-c.idle:
		return hc, nil
	default:
	}
	select {
	case hc := <-c.idle:
		return hc, nil
	case c.slots <- struct{}{}:
		return c.dial(deadline)
	default:
	}
	t := time.NewTimer(time.Until(deadline))
	defer t.Stop()
	select {
	case hc := <-c.idle:
		return hc, nil
	case c.slots <- struct{}{}:
		return c.dial(deadline)
	case <-t.C:
		return nil, context.DeadlineExceeded
	case <-c.run.Done():
		return nil, c.run.Err()
	}
}

func (c *h1Client) dial(deadline time.Time) (*h1Conn, error) {
	d := net.Dialer{Deadline: deadline, KeepAlive: 30 * time.Second}
	conn, err := d.DialContext(c.run, "tcp", c.addr)
	if err == nil && c.tls != nil {
		tc := tls.Client(conn, c.tls)
		_ = tc.SetDeadline(deadline)
		if err = tc.HandshakeContext(c.run); err != nil {
			_ = conn.Close()
		}
		conn = tc
	}
	if err != nil {
		<-c.slots
		return nil, err
	}
	// Canceling the run interrupts the connection's reads and writes.
	stop := context.AfterFunc(c.run, func() { _ = conn.SetDeadline(time.Unix(1, 0)) })
	return &h1Conn{conn: conn, br: bufio.NewReaderSize(conn, 32<<10), stop: stop}, nil
}

// put returns a connection to the pool, or closes it when it cannot be
// reused.
func (c *h1Client) put(hc *h1Conn, reusable bool) {
	if !reusable {
		hc.close()
		<-c.slots
		return
	}
	hc.reused = true
	c.idle <- hc // never blocks: at most cap(idle) connections exist
}

func (c *h1Client) do(_ context.Context, deadline time.Time, w *worker, r *request) outcome {
	// Each retry has used up a stale idle connection, so this ends with a
	// new connection at the latest.
	for {
		o, retry := c.try(deadline, w, r)
		if !retry {
			return o
		}
	}
}

// try sends r once. retry is set when a kept-alive connection turned out
// to be closed by the server before it answered (its idle timeout) and
// the request may be sent again, as net/http's Transport does: it is
// idempotent, and the connection was reused, so the server read nothing
// of it.
func (c *h1Client) try(deadline time.Time, w *worker, r *request) (o outcome, retry bool) {
	hc, err := c.get(deadline)
	if err != nil {
		return outcome{class: classifyError(err, c.ctxErr(deadline)), err: err}, false
	}
	_ = hc.conn.SetDeadline(deadline)
	_, err = hc.conn.Write(r.wire)
	var resp *http.Response
	if err == nil {
		resp, err = http.ReadResponse(hc.br, r.tmpl)
		for err == nil && resp.StatusCode < 200 { // skip 1xx informational responses
			_ = resp.Body.Close()
			resp, err = http.ReadResponse(hc.br, r.tmpl)
		}
	}
	if err != nil {
		c.put(hc, false)
		if hc.reused && r.idempotent && closedByPeer(err) {
			return outcome{}, true
		}
		return outcome{class: classifyError(err, c.ctxErr(deadline)), err: err}, false
	}
	class, exact := classifyHTTP(resp.StatusCode, nil, nil)
	decode := c.decode && r.Decode != nil && class == ""
	var n int64
	if decode {
		w.body.Reset()
		n, err = w.body.ReadFrom(resp.Body)
	} else {
		n, err = io.Copy(io.Discard, resp.Body)
	}
	if err != nil {
		c.put(hc, false)
		return outcome{bytes: n, class: classifyError(err, c.ctxErr(deadline)), err: err}, false
	}
	_ = resp.Body.Close()
	c.put(hc, !resp.Close)
	if class != "" {
		return outcome{bytes: n, class: class, exact: exact}, false
	}
	if decode {
		if err := r.Decode(w.body.Bytes(), resp.Header); err != nil {
			return outcome{bytes: n, class: KODecode, err: err}, false
		}
	}
	return outcome{bytes: n}, false
}

// ctxErr is what the request's context error would be: the run's, or
// DeadlineExceeded once the deadline has passed.
func (c *h1Client) ctxErr(deadline time.Time) error {
	if err := c.run.Err(); err != nil {
		return err
	}
	if !time.Now().Before(deadline) {
		return context.DeadlineExceeded
	}
	return nil
}

// closedByPeer says whether err means the server had closed the
// connection before answering.
func closedByPeer(err error) bool {
	return errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) ||
		errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.EPIPE)
}
