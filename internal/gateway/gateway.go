// Package gateway is polywire's REST front for any gRPC server: it reads
// the upstream's services (server reflection, v1 then v1alpha; a
// descriptor set; or .proto files), serves their google.api.http rules —
// or rules given in place of them — through package transcode in every
// format polywire negotiates, and forwards each call over gRPC.
//
// # Request path
//
// An HTTP request is matched and bound by the transcoder (path, query,
// body in any of the five formats, compressed or not); the bound request
// is marshalled to Protobuf and sent with a bytes codec over one
// grpc.ClientConn (h2c, or TLS); the upstream's answer comes back as
// bytes, kept as they are and decoded only when the negotiated format is
// not Protobuf. Where the bytes can pass through they do, unread:
//
//   - response: Protobuf negotiated and no response_body in the method's
//     rules — the upstream's bytes are the response body;
//   - request: a Protobuf body (no Content-Encoding) to a method whose
//     every body-carrying rule is body "*" — the body goes upstream as
//     sent, followed by the path's fields encoded on their own (Protobuf
//     merge semantics make the last value of a singular field win, which
//     is "the path wins over the body"); a path variable of a message type
//     (Timestamp, Duration, a wrapper) would merge instead of replace, so
//     such a request is re-encoded.
//
// A gRPC client may use the same port: gRPC calls (HTTP/2, Content-Type
// application/grpc) are relayed to the upstream frame by frame, for every
// method, streams included, without the schema (see grpcproxy.go).
//
// # Deadlines, metadata and errors
//
// Each call gets a deadline: the request's grpc-timeout header (gRPC's
// syntax: 500m, 2S) or X-Request-Timeout (the same, or a Go duration such
// as 1.5s), else Config.Timeout; the upstream sees it as its grpc-timeout.
// The headers named by Config.ForwardHeaders go upstream as metadata; the
// upstream's response headers and trailers come back as response headers,
// except grpc-* and those HTTP reserves (content-type, content-length,
// te, connection, ...). An upstream status error maps through its gRPC
// code (google.rpc.BadRequest violations kept); an upstream that cannot be
// reached is a 503 with Retry-After, a deadline exceeded a 504.
package gateway

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"net/http"
	"net/http/httputil"
	"slices"
	"strconv"
	"strings"
	"time"

	"google.golang.org/genproto/googleapis/api/annotations"
	"google.golang.org/grpc"
	"google.golang.org/grpc/backoff"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/internal/apidoc"
	"github.com/polywire/polywire/internal/userschema"
	"github.com/polywire/polywire/openapi"
	"github.com/polywire/polywire/rest"
	"github.com/polywire/polywire/transcode"
)

// Defaults of Config.
const (
	DefaultTimeout        = 30 * time.Second
	DefaultConnectTimeout = 5 * time.Second
	// RetryAfter is the Retry-After, in seconds, of a 503 for an
	// upstream that cannot be reached.
	RetryAfter = 1
)

// HTTP/2 flow-control windows of the upstream connection: grpc-go starts
// at 64 KiB and grows by its bandwidth estimate, which holds a
// megabyte-sized answer (account 2: 1.6 MB) to many round trips while
// the window grows, and 64 concurrent calls share one connection's.
const (
	upstreamStreamWindow = 4 << 20
	upstreamConnWindow   = 64 << 20
)

// DefaultForwardHeaders are the request headers sent upstream as metadata
// when Config.ForwardHeaders is nil.
var DefaultForwardHeaders = []string{"authorization", "x-request-id", "traceparent", "tracestate"}

// ErrGateway is wrapped by the errors New returns.
var ErrGateway = errors.New("gateway")

// Config says where the upstream is and how to read its schema.
type Config struct {
	// Upstream is the gRPC server's host:port.
	Upstream string
	// TLS, when set, dials the upstream over TLS with it; nil is
	// plaintext HTTP/2 (h2c).
	TLS *tls.Config
	// Schema is where the services come from: nil is server reflection
	// (grpc.reflection.v1, then v1alpha).
	Schema *userschema.Source
	// Services, when set, serves only these services (full names).
	Services []string
	// Rules replace or supply google.api.http rules, per method full name.
	Rules map[protoreflect.FullName][]*annotations.HttpRule
	// ForwardHeaders are the request headers sent as metadata; nil is
	// DefaultForwardHeaders, an empty non-nil slice forwards none.
	ForwardHeaders []string
	// Timeout is a call's deadline when the request names none (and the
	// longest a request may ask for); 0 is DefaultTimeout.
	Timeout time.Duration
	// ConnectTimeout bounds one connection attempt and the reflection
	// calls at start; 0 is DefaultConnectTimeout.
	ConnectTimeout time.Duration
	// Exchange options (compression, body cap, logger) for the REST face.
	Exchange []rest.Option
	// Logger logs the services served; nil is slog.Default().
	Logger *slog.Logger
}

// Gateway is the REST front: an http.Handler. Close it to close its
// connection upstream.
type Gateway struct {
	conn     *grpc.ClientConn
	handler  *transcode.Handler
	methods  map[protoreflect.FullName]*methodInfo
	forward  []string
	timeout  time.Duration
	services []protoreflect.ServiceDescriptor
	relay    *httputil.ReverseProxy // the gRPC face: calls relayed as they are (grpcproxy.go)
	x        *rest.Exchange
	// doc is the OpenAPI document of the routes, in JSON and YAML.
	doc *apidoc.Doc
	log *slog.Logger
}

// New dials the upstream (lazily: a dead upstream is found by the first
// call, or by reflection when the schema comes from it), loads the schema
// and builds the routes. A method without a rule is not served; New fails
// when no method has one.
func New(ctx context.Context, cfg Config) (*Gateway, error) {
	if cfg.Upstream == "" {
		return nil, fmt.Errorf("%w: no upstream address", ErrGateway)
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	if cfg.ConnectTimeout <= 0 {
		cfg.ConnectTimeout = DefaultConnectTimeout
	}
	creds := insecure.NewCredentials()
	if cfg.TLS != nil {
		creds = credentials.NewTLS(cfg.TLS)
	}
	conn, err := grpc.NewClient(cfg.Upstream,
		grpc.WithTransportCredentials(creds),
		grpc.WithConnectParams(grpc.ConnectParams{Backoff: backoff.DefaultConfig, MinConnectTimeout: cfg.ConnectTimeout}),
		grpc.WithInitialWindowSize(upstreamStreamWindow), grpc.WithInitialConnWindowSize(upstreamConnWindow),
		grpc.WithDefaultCallOptions(grpc.ForceCodecV2(bytesCodec{}),
			// An answer as large as the REST face would take as a body
			// (50,000 people are 7 MB in Protobuf; grpc-go's default is 4).
			grpc.MaxCallRecvMsgSize(int(rest.DefaultMaxBody)), grpc.MaxCallSendMsgSize(int(rest.DefaultMaxBody))),
	)
	if err != nil {
		return nil, fmt.Errorf("%w: upstream %q: %w", ErrGateway, cfg.Upstream, err)
	}
	g := &Gateway{conn: conn, forward: cfg.ForwardHeaders, timeout: cfg.Timeout}
	if g.forward == nil {
		g.forward = DefaultForwardHeaders
	}
	for i, h := range g.forward {
		g.forward[i] = strings.ToLower(h)
	}
	g.relay = newRelay(cfg.Upstream, cfg.TLS)
	if err := g.build(ctx, cfg); err != nil {
		_ = conn.Close()
		return nil, err
	}
	return g, nil
}

func (g *Gateway) build(ctx context.Context, cfg Config) error {
	services, err := loadServices(ctx, g.conn, cfg)
	if err != nil {
		return err
	}
	g.services = services
	opts := []transcode.Option{}
	x, err := rest.New(append([]rest.Option{rest.WithRegistry(passRegistry())}, cfg.Exchange...)...)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrGateway, err)
	}
	opts = append(opts, transcode.WithExchange(x), transcode.WithStreamInvoker(g.ServerStream), transcode.ReplyInBodyFormat())
	for name, rules := range cfg.Rules {
		for _, r := range rules {
			opts = append(opts, transcode.WithRule(name, r))
		}
	}
	g.methods = methodInfos(services, cfg.Rules)
	h, err := transcode.New(services, g.invoke, opts...)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrGateway, err)
	}
	if len(h.Routes()) == 0 {
		return fmt.Errorf("%w: no method of %s has a google.api.http rule", ErrGateway, serviceList(services))
	}
	g.handler, g.x = h, x
	g.doc = g.document(cfg.Rules)
	log := cfg.Logger
	if log == nil {
		log = slog.Default()
	}
	g.log = log
	for _, r := range h.Routes() {
		log.Debug("route", slog.String("method", r.HTTPMethod), slog.String("path", r.Path), slog.String("rpc", string(r.Method.FullName())))
	}
	return nil
}

func serviceList(services []protoreflect.ServiceDescriptor) string {
	names := make([]string, len(services))
	for i, s := range services {
		names[i] = string(s.FullName())
	}
	return strings.Join(names, ", ")
}

// document is the OpenAPI document of what the gateway serves: the
// services' bindings, rules included (in the order of their methods'
// names, so the document is the same each time), built on the first
// request for it (internal/apidoc).
func (g *Gateway) document(rules map[protoreflect.FullName][]*annotations.HttpRule) *apidoc.Doc {
	var opts []openapi.Option
	for _, name := range slices.Sorted(maps.Keys(rules)) {
		for _, r := range rules[name] {
			opts = append(opts, openapi.WithRule(name, r))
		}
	}
	services := g.services
	return apidoc.New(func() ([]byte, error) {
		doc, err := openapi.Generate(services, opts...)
		if err != nil {
			return nil, fmt.Errorf("%w: openapi document: %w", ErrGateway, err)
		}
		return doc, nil
	})
}

// Document is the OpenAPI 3.1 document (JSON) of the routes the gateway
// serves, built on the first call (or request for it).
func (g *Gateway) Document() ([]byte, error) { return g.doc.JSON() }

// DocumentHandler answers GET /openapi.json and /openapi.yaml with the
// document in JSON or YAML; any other method is a 405 with Allow, and
// any other path a 404, each with an error body in the negotiated format.
// Mount it on those two paths beside the gateway.
func (g *Gateway) DocumentHandler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/openapi.json" && r.URL.Path != "/openapi.yaml" {
			g.x.WriteError(w, r, apierror.New(apierror.CodeNotFound, "route %s %s: no such document; /openapi.json or /openapi.yaml", r.Method, r.URL.Path))
			return
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			g.x.WriteError(w, r, apierror.New(apierror.CodeMethodNotAllowed, "route %s %s: method not allowed; allowed: GET, HEAD", r.Method, r.URL.Path))
			return
		}
		body, mt, err := g.doc.Get(r.URL.Path)
		if err != nil {
			g.log.Error("openapi document", slog.Any("error", err))
			g.x.WriteError(w, r, apierror.New(apierror.CodeInternal, "%s: the document could not be built; the gateway's log says why", r.URL.Path))
			return
		}
		w.Header().Set("Content-Type", mt)
		w.Header().Set("Cache-Control", "no-cache")
		_, _ = w.Write(body)
	})
}

// Routes lists the bindings the gateway serves.
func (g *Gateway) Routes() []transcode.Route { return g.handler.Routes() }

// Services are the upstream services the gateway read.
func (g *Gateway) Services() []protoreflect.ServiceDescriptor { return g.services }

// Close closes the connection upstream and the relay's idle ones.
func (g *Gateway) Close() error {
	if tr, ok := g.relay.Transport.(*http.Transport); ok {
		tr.CloseIdleConnections()
	}
	return g.conn.Close()
}

// ServeHTTP serves one request. A gRPC call (HTTP/2, application/grpc) is
// relayed upstream as it is (grpcproxy.go). A REST request is bound by
// the transcoder, the call goes upstream with the request's deadline and
// forwarded headers, and the upstream's headers and trailers come back.
func (g *Gateway) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if isGRPC(r) {
		g.relay.ServeHTTP(w, r)
		return
	}
	ex := &exchange{w: w}
	timeout := g.timeout
	for _, h := range []string{"Grpc-Timeout", "X-Request-Timeout"} {
		v := r.Header.Get(h)
		if v == "" {
			continue
		}
		d, err := ParseTimeout(v)
		if err != nil {
			ex.badTimeout = fmt.Errorf("header %s: %w", h, err)
			break
		}
		timeout = min(timeout, d)
		break
	}
	ctx, cancel := context.WithTimeout(r.Context(), timeout)
	defer cancel()
	ctx = context.WithValue(ctx, exchangeKey{}, ex)
	r = r.WithContext(ctx)
	ex.req = r
	if isProtobuf(r) && r.Body != nil && r.Body != http.NoBody {
		ex.body = &teeBody{ReadCloser: r.Body}
		r.Body = ex.body
	}
	g.handler.ServeHTTP(ex, r)
}

// exchange is one request's state between ServeHTTP and the invoker; it is
// also the response writer, which adds the upstream's headers and, to a
// 503, Retry-After.
type exchange struct {
	w          http.ResponseWriter
	req        *http.Request
	body       *teeBody
	badTimeout error
	header     http.Header // the upstream's, to add
	wrote      bool
}

type exchangeKey struct{}

func (e *exchange) Header() http.Header { return e.w.Header() }

func (e *exchange) Write(b []byte) (int, error) {
	if !e.wrote {
		e.WriteHeader(http.StatusOK)
	}
	return e.w.Write(b)
}

func (e *exchange) WriteHeader(status int) {
	if e.wrote {
		return
	}
	e.wrote = true
	h := e.w.Header()
	for k, v := range e.header {
		h[k] = append(h[k], v...)
	}
	if status == http.StatusServiceUnavailable && h.Get("Retry-After") == "" {
		h.Set("Retry-After", strconv.Itoa(RetryAfter))
	}
	e.w.WriteHeader(status)
}

// Flush lets streamed answers through.
func (e *exchange) Flush() {
	if f, ok := e.w.(http.Flusher); ok {
		f.Flush()
	}
}

// Unwrap gives http.ResponseController the connection's writer.
func (e *exchange) Unwrap() http.ResponseWriter { return e.w }
