package main

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"google.golang.org/genproto/googleapis/api/annotations"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/internal/gateway"
	"github.com/polywire/polywire/internal/userschema"
)

// GatewayCommand serves a gRPC server's methods as REST in every format.
type GatewayCommand struct {
	// ready, when set, is called with the listening address (tests).
	ready func(addr string)
}

// listFlag is a flag given several times.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, " ") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }

// Run parses flags, reads the upstream's schema and serves until
// SIGINT/SIGTERM.
func (c *GatewayCommand) Run(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("gateway", flag.ContinueOnError)
	upstream := fs.String("upstream", "", "the gRPC server, `host:port` (required)")
	listen := fs.String("listen", "127.0.0.1:8081", "listen address `host:port`")
	useTLS := fs.Bool("upstream-tls", false, "dial the upstream over TLS (default: plaintext HTTP/2)")
	caFile := fs.String("upstream-ca", "", "PEM `file` of the CAs the upstream's certificate is checked against (implies -upstream-tls)")
	skipVerify := fs.Bool("upstream-insecure-skip-verify", false, "do not check the upstream's certificate (implies -upstream-tls; tests only)")
	schema := fs.String("schema", "reflect", "where the services come from: reflect (server reflection, v1 then v1alpha), a descriptor set (.pb, .binpb, .protoset), or .proto files (comma-separated, found on -I)")
	var includes, rules listFlag
	fs.Var(&includes, "I", "import `dir` for .proto files (repeatable; default .)")
	fs.Var(&rules, "rule", "a rule for a method without a google.api.http annotation, or replacing it: 'pkg.Svc.Method=VERB /path/{field} [body=*|FIELD] [response=FIELD]' (repeatable)")
	services := fs.String("services", "", "serve only these services (comma-separated full names)")
	forward := fs.String("forward-header", strings.Join(gateway.DefaultForwardHeaders, ","), "request headers sent upstream as gRPC metadata (comma-separated; \"\" for none)")
	timeout := fs.Duration("timeout", gateway.DefaultTimeout, "a call's deadline when the request sets none (grpc-timeout or X-Request-Timeout header), and the longest it may set")
	logLevel := fs.String("log-level", "info", "log level: debug, info, warn, error")
	if err := parseFlags(fs, args, "gateway", gatewayUsage); err != nil {
		return err
	}
	log, err := newLogger("text", *logLevel)
	if err != nil {
		return err
	}
	if *upstream == "" {
		return usageError{msg: "gateway: -upstream is required", try: "polywire gateway -upstream 127.0.0.1:8080"}
	}
	if _, port, err := net.SplitHostPort(*upstream); err != nil || port == "" {
		return usageError{msg: fmt.Sprintf("gateway: -upstream %q: want host:port", *upstream), try: "polywire gateway -upstream 127.0.0.1:8080"}
	}
	cfg := gateway.Config{Upstream: *upstream, Timeout: *timeout, Logger: log, ForwardHeaders: splitList(*forward)}
	if cfg.ForwardHeaders == nil {
		cfg.ForwardHeaders = []string{}
	}
	if *useTLS || *caFile != "" || *skipVerify {
		tc := &tls.Config{MinVersion: tls.VersionTLS12, InsecureSkipVerify: *skipVerify} //nolint:gosec // asked for by -upstream-insecure-skip-verify
		if *caFile != "" {
			pem, err := os.ReadFile(*caFile)
			if err != nil {
				return usageError{msg: "gateway: -upstream-ca: " + err.Error(), try: "-upstream-ca ca.pem (PEM certificates)"}
			}
			tc.RootCAs = x509.NewCertPool()
			if !tc.RootCAs.AppendCertsFromPEM(pem) {
				return usageError{msg: fmt.Sprintf("gateway: -upstream-ca %s holds no PEM certificate", *caFile), try: "-upstream-ca ca.pem (PEM certificates)"}
			}
		}
		cfg.TLS = tc
	}
	if src, err := schemaSource(*schema, includes); err != nil {
		return err
	} else {
		cfg.Schema = src
	}
	cfg.Services = splitList(*services)
	for _, spec := range rules {
		name, rule, err := gateway.ParseRule(spec)
		if err != nil {
			return usageError{msg: "gateway: -rule: " + strings.TrimPrefix(err.Error(), gateway.ErrSpec.Error()+": "), try: "-rule 'polywire.bank.v1.BankService.GetAccount=GET /account/{accountId}'"}
		}
		if cfg.Rules == nil {
			cfg.Rules = map[protoreflect.FullName][]*annotations.HttpRule{}
		}
		cfg.Rules[name] = append(cfg.Rules[name], rule)
	}
	g, err := gateway.New(ctx, cfg)
	if err != nil {
		var se *userschema.Error
		if errors.As(err, &se) {
			return err
		}
		return usageError{msg: err.Error(), try: "give rules to methods without annotations: -rule 'pkg.Svc.Method=GET /v1/things/{id}'; see polywire gateway -h"}
	}
	defer func() { _ = g.Close() }()
	for _, r := range g.Routes() {
		log.Info("route", slog.String("http", r.HTTPMethod+" "+r.Path), slog.String("rpc", string(r.Method.FullName())))
	}
	ln, err := (&net.ListenConfig{}).Listen(ctx, "tcp", *listen)
	if err != nil {
		return usageError{msg: fmt.Sprintf("gateway: listen: %v", err), try: "polywire gateway -listen 127.0.0.1:8082 -upstream " + *upstream}
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write([]byte("ok\n")) })
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write([]byte("ok\n")) })
	mux.Handle("/", g)
	mux.Handle("/openapi.json", g.DocumentHandler())
	mux.Handle("/openapi.yaml", g.DocumentHandler())
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, IdleTimeout: 2 * time.Minute}
	srv.Protocols = new(http.Protocols)
	srv.Protocols.SetHTTP1(true)
	srv.Protocols.SetUnencryptedHTTP2(true)
	log.Info("listening", slog.String("url", "http://"+ln.Addr().String()), slog.String("upstream", *upstream))
	if c.ready != nil {
		c.ready(ln.Addr().String())
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return srv.Shutdown(sctx)
}

// schemaSource reads -schema: nil for reflection.
func schemaSource(s string, includes []string) (*userschema.Source, error) {
	switch {
	case s == "reflect":
		return nil, nil
	case strings.HasSuffix(s, ".pb") || strings.HasSuffix(s, ".binpb") || strings.HasSuffix(s, ".protoset"):
		return &userschema.Source{DescriptorSet: s}, nil
	case strings.HasSuffix(s, ".proto"):
		return &userschema.Source{ProtoPath: includes, Files: splitList(s)}, nil
	}
	return nil, usageError{msg: fmt.Sprintf("gateway: -schema %q: want reflect, a descriptor set (.pb, .binpb, .protoset) or .proto files", s), try: "-schema reflect, -schema set.binpb, or -schema acme/v1/api.proto -I proto"}
}

const gatewayUsage = `Usage: polywire gateway -upstream HOST:PORT [flags]

Serves a gRPC server's methods as REST resources — their google.api.http
rules, or -rule — in JSON, Protobuf, FlatBuffers, MessagePack and XML by
content negotiation, compressed, and forwards each call over gRPC (h2c, or
TLS with -upstream-tls). The schema comes from server reflection (v1, then
v1alpha for grpcio servers), a descriptor set or .proto files. Protobuf
passes through unread where it can; a request's grpc-timeout or
X-Request-Timeout header (500m, 1.5s) sets its deadline; authorization,
x-request-id, traceparent and tracestate go upstream as metadata. An
upstream that cannot be reached is a 503 with Retry-After, a deadline a 504.
Server-streaming methods answer streams framed per Accept (NDJSON, SSE, a
JSON array, length-prefixed Protobuf or MessagePack: docs/STREAMING.md).
gRPC clients use the same port: their calls are relayed upstream as they
are, every method and stream, schema or not. GET /openapi.json (and
/openapi.yaml) is the OpenAPI 3.1 document of the routes served.

Examples:

	polywire gateway -upstream 127.0.0.1:8080 -rule 'polywire.bank.v1.BankService.GetAccount=GET /v1/accounts/{accountId}'
	polywire gateway -upstream grpc.internal:443 -upstream-tls -schema api.binpb
	polywire gateway -upstream 127.0.0.1:50051 -schema acme/v1/api.proto -I proto -forward-header authorization,x-tenant
	curl -H 'Accept: application/x-msgpack' localhost:8081/v1/accounts/2

Flags:
`
