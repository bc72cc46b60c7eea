package loadgen

import (
	"bytes"
	"context"
	"crypto/tls"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"sync/atomic"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/stats"
)

// userAgent is sent unless a Request's Header says otherwise.
const userAgent = "polywire-loadgen"

// request is a Request ready to send.
type request struct {
	Request
	idx        int32         // into the run's request names
	tmpl       *http.Request // shallow-copied for every send
	wire       []byte        // the whole HTTP/1.1 request
	idempotent bool          // may be sent again on a fresh connection
	md         metadata.MD
}

// worker is what one closed-model user or open-model sender reuses from
// request to request.
type worker struct {
	rec  *recorder
	body bytes.Buffer // the response body, when it is decoded
}

// outcome is how a request ended: the response bytes read, and the KO
// class and exact kind ("" for OK), with the error behind a KO when there
// is one (causeOf turns it into words).
type outcome struct {
	bytes        int64
	class, exact string
	err          error
}

// client sends requests over one protocol.
type client interface {
	// do sends r, which must end by deadline; ctx is the run's.
	do(ctx context.Context, deadline time.Time, w *worker, r *request) outcome
	close()
}

func newClient(ctx context.Context, cfg *Config) (client, error) {
	switch cfg.Protocol {
	case GRPC:
		return newGRPCClient(cfg)
	case HTTP1:
		return newH1Client(ctx, cfg), nil
	}
	return newHTTPClient(cfg), nil
}

func (cfg *Config) tlsConfig(serverName string) *tls.Config {
	return &tls.Config{
		RootCAs:            cfg.RootCAs,
		InsecureSkipVerify: cfg.InsecureSkipVerify, //nolint:gosec // the caller asked for it, for self-signed test servers
		ServerName:         serverName,
		MinVersion:         tls.VersionTLS12,
	}
}

// httpClient sends HTTP/2 requests (h2c with prior knowledge, or h2 over
// TLS) with net/http: Connections transports of one connection each,
// taken in turn, so that streams are spread evenly.
type httpClient struct {
	transports []*http.Transport
	next       atomic.Uint64
	decode     bool
}

func newHTTPClient(cfg *Config) *httpClient {
	c := &httpClient{decode: cfg.Decode}
	u, _ := url.Parse(cfg.Target) // checked by Config.check
	for range cfg.Connections {
		tr := &http.Transport{
			Proxy:               nil, // a load test goes straight to its target
			DialContext:         (&net.Dialer{Timeout: cfg.Timeout, KeepAlive: 30 * time.Second}).DialContext,
			TLSClientConfig:     cfg.tlsConfig(u.Hostname()),
			TLSHandshakeTimeout: cfg.Timeout,
			// Bodies are measured and decoded as they come over the wire.
			DisableCompression:  true,
			MaxIdleConns:        1,
			MaxIdleConnsPerHost: 1,
			MaxConnsPerHost:     1,
			IdleConnTimeout:     90 * time.Second,
			Protocols:           new(http.Protocols),
			// Requests beyond the server's stream limit wait for a stream
			// on their connection instead of opening another one.
			HTTP2: &http.HTTP2Config{StrictMaxConcurrentRequests: true},
		}
		if cfg.Protocol == H2C {
			tr.Protocols.SetUnencryptedHTTP2(true)
		} else {
			tr.Protocols.SetHTTP2(true)
		}
		c.transports = append(c.transports, tr)
	}
	return c
}

func (c *httpClient) close() {
	for _, tr := range c.transports {
		tr.CloseIdleConnections()
	}
}

func (c *httpClient) do(ctx context.Context, deadline time.Time, w *worker, r *request) outcome {
	ctx, cancel := context.WithDeadline(ctx, deadline)
	defer cancel()
	tr := c.transports[0]
	if n := uint64(len(c.transports)); n > 1 {
		tr = c.transports[c.next.Add(1)%n]
	}
	req := r.tmpl.WithContext(ctx)
	if r.Body != nil {
		req.Body = io.NopCloser(bytes.NewReader(r.Body))
	}
	resp, err := tr.RoundTrip(req)
	if err != nil {
		return outcome{class: classifyError(err, ctx.Err()), err: err}
	}
	defer func() { _ = resp.Body.Close() }()
	class, exact := classifyHTTP(resp.StatusCode, nil, nil)
	decode := c.decode && r.Decode != nil && class == ""
	var n int64
	if decode {
		w.body.Reset()
		n, err = w.body.ReadFrom(resp.Body)
	} else {
		// Always read to the end: the response is what is measured, and
		// the connection is reused only then.
		n, err = io.Copy(io.Discard, resp.Body)
	}
	if err != nil {
		return outcome{bytes: n, class: classifyError(err, ctx.Err()), err: err}
	}
	if class != "" {
		return outcome{bytes: n, class: class, exact: exact}
	}
	if decode {
		if err := r.Decode(w.body.Bytes(), resp.Header); err != nil {
			return outcome{bytes: n, class: KODecode, err: err}
		}
	}
	return outcome{bytes: n}
}

// grpcClient makes unary RPCs with grpc-go over Connections client
// connections, taken in turn.
type grpcClient struct {
	conns []*grpc.ClientConn
	next  atomic.Uint64
}

func newGRPCClient(cfg *Config) (*grpcClient, error) {
	u, _ := url.Parse(cfg.Target) // checked by Config.check
	creds := insecure.NewCredentials()
	if u.Scheme == "https" {
		creds = credentials.NewTLS(cfg.tlsConfig(u.Hostname()))
	}
	c := &grpcClient{}
	for range cfg.Connections {
		// passthrough: dial the address as given, without a resolver.
		conn, err := grpc.NewClient("passthrough:///"+u.Host,
			grpc.WithTransportCredentials(creds),
			grpc.WithDefaultCallOptions(grpc.MaxCallRecvMsgSize(DefaultMaxMessageBytes), grpc.MaxCallSendMsgSize(DefaultMaxMessageBytes),
				grpc.ForceCodecV2(grpcCodec{decode: cfg.Decode})),
			grpc.WithStatsHandler(grpcStats{}),
			grpc.WithUserAgent(userAgent),
		)
		if err != nil {
			c.close()
			return nil, fmt.Errorf("create grpc client: %w", err)
		}
		conn.Connect()
		c.conns = append(c.conns, conn)
	}
	return c, nil
}

func (c *grpcClient) close() {
	for _, conn := range c.conns {
		_ = conn.Close()
	}
}

func (c *grpcClient) do(ctx context.Context, deadline time.Time, _ *worker, r *request) outcome {
	ctx, cancel := context.WithDeadline(ctx, deadline)
	defer cancel()
	conn := c.conns[0]
	if n := uint64(len(c.conns)); n > 1 {
		conn = c.conns[c.next.Add(1)%n]
	}
	// A call's state is its own: after a timeout, grpc-go may still report
	// events of the abandoned stream while the worker makes its next call.
	st := new(callState)
	cctx := context.WithValue(ctx, callKey{}, st)
	if r.md != nil {
		cctx = metadata.NewOutgoingContext(cctx, r.md)
	}
	err := conn.Invoke(cctx, r.Procedure, r.Message, r.NewResponse())
	class, exact := classifyGRPC(err, st.responded.Load(), ctx.Err())
	return outcome{bytes: st.bytes.Load(), class: class, exact: exact, err: err}
}

// callState is what grpcStats learns about an RPC:
// whether the server answered at all, and the response's bytes on the
// wire (messages with their gRPC framing).
type callState struct {
	responded atomic.Bool
	bytes     atomic.Int64
}

type callKey struct{}

// grpcStats feeds each RPC's callState from grpc-go's stats events, which
// it sends for every header, trailer and message received.
type grpcStats struct{}

func (grpcStats) TagRPC(ctx context.Context, _ *stats.RPCTagInfo) context.Context { return ctx }

func (grpcStats) HandleRPC(ctx context.Context, s stats.RPCStats) {
	st, ok := ctx.Value(callKey{}).(*callState)
	if !ok {
		return
	}
	switch s := s.(type) {
	case *stats.InHeader, *stats.InTrailer:
		st.responded.Store(true)
	case *stats.InPayload:
		st.bytes.Add(int64(s.WireLength))
	}
}

func (grpcStats) TagConn(ctx context.Context, _ *stats.ConnTagInfo) context.Context { return ctx }

func (grpcStats) HandleConn(context.Context, stats.ConnStats) {}
