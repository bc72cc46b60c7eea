package gatewaybench

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"connectrpc.com/vanguard"
	"github.com/grpc-ecosystem/grpc-gateway/v2/runtime"
	"google.golang.org/genproto/googleapis/api/annotations"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/descriptorpb"

	"github.com/polywire/polywire/dataset"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	"github.com/polywire/polywire/internal/gateway"
	gwbank "github.com/polywire/polywire/internal/gatewaybench/testdata/gen/polywire/bank/v1"
	gwdocs "github.com/polywire/polywire/internal/gatewaybench/testdata/gen/polywire/docs/v1"
	"github.com/polywire/polywire/internal/server"
	"github.com/polywire/polywire/store/sqlite"
)

// upstreamEnv makes the test binary, started as a child, the upstream.
const upstreamEnv = "POLYWIRE_GATEWAYBENCH_UPSTREAM"

var full = flag.Bool("full", false, "the run of record: 64 users, 15 s per closed and open run (default: 2 users, 0.4 s runs)")

func TestMain(m *testing.M) {
	if os.Getenv(upstreamEnv) != "" {
		if err := serveUpstream(); err != nil {
			fmt.Fprintln(os.Stderr, "upstream:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	flag.Parse()
	os.Exit(m.Run())
}

// serveUpstream is the child: polywire's seed server (gRPC face with
// reflection, SQLite store in a temporary directory) on a loopback port
// it prints, until its standard input closes.
func serveUpstream() error {
	dir, err := os.MkdirTemp("", "polywire-gatewaybench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	if _, err := dataset.Ensure(dir, dataset.DefaultSeed); err != nil {
		return err
	}
	data, err := dataset.Load(dir)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	st, err := sqlite.Open(ctx, dir+"/polywire.db")
	if err != nil {
		return err
	}
	defer st.Close()
	s, err := server.New(server.Config{Store: st, Logger: slog.New(slog.DiscardHandler)}, data)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	fmt.Println(ln.Addr().String())
	go func() { _, _ = io.Copy(io.Discard, os.Stdin); cancel() }()
	return s.Serve(ctx, ln)
}

// startUpstream runs the upstream in a child process (its CPU is not the
// proxies') and returns its host:port.
func startUpstream(tb testing.TB) string {
	tb.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$") //nolint:gosec // the test binary itself
	cmd.Env = append(os.Environ(), upstreamEnv+"=1")
	cmd.Stderr = os.Stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		tb.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		tb.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		_ = stdin.Close()
		done := make(chan struct{})
		go func() { _ = cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
			<-done
		}
	})
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil {
		tb.Fatalf("upstream did not start: %v", err)
	}
	return strings.TrimSpace(line)
}

// The rules every proxy serves: the seed routes (the protos' annotations).
const (
	getAccount = "polywire.bank.v1.BankService.GetAccount"
	save       = "polywire.docs.v1.DocumentService.Save"
)

func rules() []*annotations.HttpRule {
	return []*annotations.HttpRule{
		{Selector: getAccount, Pattern: &annotations.HttpRule_Get{Get: "/account/{accountId}"}},
		{Selector: save, Pattern: &annotations.HttpRule_Post{Post: "/report"}, Body: "document"},
	}
}

// annotated is fd's service with rules() as google.api.http options:
// vanguard-go's WithRules matches a selector as a prefix (GetAccount's
// rule lands on GetAccountList too, and fails there), so its rules go in
// as annotations, as a service that has them would give them.
func annotated(fd protoreflect.FileDescriptor) (protoreflect.ServiceDescriptor, error) {
	fdp := protodesc.ToFileDescriptorProto(fd)
	for _, sd := range fdp.GetService() {
		for _, md := range sd.GetMethod() {
			name := fd.Package() + "." + protoreflect.FullName(sd.GetName()) + "." + protoreflect.FullName(md.GetName())
			for _, r := range rules() {
				if r.GetSelector() == string(name) {
					if md.Options == nil {
						md.Options = &descriptorpb.MethodOptions{}
					}
					proto.SetExtension(md.Options, annotations.E_Http, r)
				}
			}
		}
	}
	f, err := protodesc.NewFile(fdp, protoregistry.GlobalFiles)
	if err != nil {
		return nil, err
	}
	return f.Services().Get(0), nil
}

// proxy is one REST → gRPC proxy on loopback.
type proxy struct {
	name string
	url  string
}

const (
	polywire    = "polywire"
	vanguardGo  = "vanguard-go"
	grpcGateway = "grpc-gateway"
)

// startProxies serves the three proxies in front of upstream, each on its
// own httptest server (HTTP/1.1, as loadgen's client speaks).
func startProxies(tb testing.TB, upstream string) []proxy {
	tb.Helper()
	ctx := context.Background()

	byName := map[protoreflect.FullName][]*annotations.HttpRule{}
	for _, r := range rules() {
		byName[protoreflect.FullName(r.GetSelector())] = append(byName[protoreflect.FullName(r.GetSelector())], r)
	}
	pg, err := gateway.New(ctx, gateway.Config{Upstream: upstream, Rules: byName, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { _ = pg.Close() })

	// vanguard-go: its transcoder over a reverse proxy that speaks h2c to
	// the upstream (vanguard's documented way to front a remote gRPC
	// server); it converts REST (and Connect) to gRPC, Protobuf codec.
	target, _ := url.Parse("http://" + upstream)
	rp := httputil.NewSingleHostReverseProxy(target)
	var h2c http.Protocols
	h2c.SetUnencryptedHTTP2(true)
	rp.Transport = &http.Transport{Protocols: &h2c}
	rp.ErrorLog = nil
	var services []*vanguard.Service
	for _, fd := range []protoreflect.FileDescriptor{bankv1.File_polywire_bank_v1_bank_proto, docsv1.File_polywire_docs_v1_docs_proto} {
		sd, err := annotated(fd)
		if err != nil {
			tb.Fatal(err)
		}
		services = append(services, vanguard.NewServiceWithSchema(sd, rp,
			vanguard.WithTargetProtocols(vanguard.ProtocolGRPC), vanguard.WithTargetCodecs(vanguard.CodecProto)))
	}
	vg, err := vanguard.NewTranscoder(services)
	if err != nil {
		tb.Fatal(err)
	}

	// grpc-gateway: its generated handlers (testdata/gen) over one
	// grpc.ClientConn, with the JSON and Protobuf marshalers it has.
	conn, err := grpc.NewClient(upstream, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { _ = conn.Close() })
	mux := runtime.NewServeMux(
		runtime.WithMarshalerOption(runtime.MIMEWildcard, &runtime.JSONPb{}),
		runtime.WithMarshalerOption(protobufType, &runtime.ProtoMarshaller{}),
	)
	if err := gwbank.RegisterBankServiceHandler(ctx, mux, conn); err != nil {
		tb.Fatal(err)
	}
	if err := gwdocs.RegisterDocumentServiceHandler(ctx, mux, conn); err != nil {
		tb.Fatal(err)
	}

	var out []proxy
	for _, p := range []struct {
		name string
		h    http.Handler
	}{{polywire, pg}, {vanguardGo, vg}, {grpcGateway, mux}} {
		srv := httptest.NewServer(p.h)
		tb.Cleanup(srv.Close)
		out = append(out, proxy{p.name, srv.URL})
	}
	return out
}

const protobufType = "application/x-protobuf"

// request is one case's HTTP request to one proxy, and the check of its
// answer: check decodes the body (or, fast, compares its length with the
// first answer's; full decides).
type request struct {
	method, path string
	header       http.Header
	body         []byte
	// via says how the proxy was asked when not by the REST rule.
	via string
	// skip, when set, says why the proxy cannot answer the case.
	skip string
}

// benchCase is one row of the comparison.
type benchCase struct {
	name string
	// req builds the request for a proxy.
	req func(proxy string) request
	// check validates a decoded answer.
	check func(body []byte, header http.Header) error
}

// document is seed 003's generated document, valid for Save.
var document = dataset.GenerateDocuments(dataset.DefaultSeed, 1)[0]

func mustProto(m proto.Message) []byte {
	b, err := proto.Marshal(m)
	if err != nil {
		panic(err)
	}
	return b
}

func mustJSON(m proto.Message) []byte {
	b, err := protojson.Marshal(m)
	if err != nil {
		panic(err)
	}
	return b
}

// connectVia is vanguard-go's Protobuf: its REST side speaks JSON only,
// so Protobuf goes through its Connect unary protocol (same transcoder,
// same upstream call, the bytes passed through).
const connectVia = "Connect unary, application/proto"

func cases() []benchCase {
	accountJSON := func(body []byte, _ http.Header) error { return checkAccount(body, protojson.Unmarshal) }
	accountPB := func(body []byte, _ http.Header) error { return checkAccount(body, proto.Unmarshal) }
	saveJSON := func(body []byte, _ http.Header) error { return checkSave(body, protojson.Unmarshal) }
	savePB := func(body []byte, _ http.Header) error { return checkSave(body, proto.Unmarshal) }
	return []benchCase{
		{"account 2 JSON", func(string) request {
			return request{method: "GET", path: "/account/2", header: http.Header{"Accept": {"application/json"}}}
		}, accountJSON},
		{"account 2 Protobuf", func(p string) request {
			if p == vanguardGo {
				return request{method: "POST", path: "/polywire.bank.v1.BankService/GetAccount",
					header: http.Header{"Content-Type": {"application/proto"}, "Connect-Protocol-Version": {"1"}},
					body:   mustProto(&bankv1.GetAccountRequest{AccountId: 2}), via: connectVia}
			}
			return request{method: "GET", path: "/account/2", header: http.Header{"Accept": {protobufType}}}
		}, accountPB},
		{"Save JSON", func(string) request {
			return request{method: "POST", path: "/report",
				header: http.Header{"Accept": {"application/json"}, "Content-Type": {"application/json"}},
				body:   mustJSON(document)}
		}, saveJSON},
		{"Save Protobuf", func(p string) request {
			if p == vanguardGo {
				return request{method: "POST", path: "/polywire.docs.v1.DocumentService/Save",
					header: http.Header{"Content-Type": {"application/proto"}, "Connect-Protocol-Version": {"1"}},
					body:   mustProto(&docsv1.SaveRequest{Document: document}), via: connectVia}
			}
			if p == grpcGateway {
				return request{skip: "grpc-gateway's ProtoMarshaller cannot decode a body into a field (body: document): 400 \"unable to unmarshal non proto field\""}
			}
			return request{method: "POST", path: "/report",
				header: http.Header{"Accept": {protobufType}, "Content-Type": {protobufType}},
				body:   mustProto(document)}
		}, savePB},
	}
}

var errAnswer = errors.New("wrong answer")

func checkAccount(body []byte, unmarshal func([]byte, proto.Message) error) error {
	var a bankv1.Account
	if err := unmarshal(body, &a); err != nil {
		return fmt.Errorf("%w: account: %w", errAnswer, err)
	}
	if a.GetId() != 2 || len(a.GetTransactions()) != 10001 {
		return fmt.Errorf("%w: account %d with %d transactions, want 2 with 10001", errAnswer, a.GetId(), len(a.GetTransactions()))
	}
	return nil
}

func checkSave(body []byte, unmarshal func([]byte, proto.Message) error) error {
	var r docsv1.SaveResponse
	if err := unmarshal(body, &r); err != nil {
		return fmt.Errorf("%w: save: %w", errAnswer, err)
	}
	if len(r.GetMessage()) < 16 {
		return fmt.Errorf("%w: save answered id %q", errAnswer, r.GetMessage())
	}
	return nil
}

// send makes one request and returns the status, header and body.
func send(ctx context.Context, base string, r request) (int, http.Header, []byte, error) {
	var body io.Reader
	if r.body != nil {
		body = strings.NewReader(string(r.body))
	}
	req, err := http.NewRequestWithContext(ctx, r.method, base+r.path, body)
	if err != nil {
		return 0, nil, nil, err
	}
	for k, v := range r.header {
		req.Header[k] = v
	}
	// No Accept-Encoding, as loadgen sends none.
	client := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{DisableCompression: true}}
	res, err := client.Do(req)
	if err != nil {
		return 0, nil, nil, err
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	return res.StatusCode, res.Header, b, err
}

// TestProxies: every proxy answers every case with 200 and the expected
// message — the harness measures only correct answers.
func TestProxies(t *testing.T) {
	if testing.Short() {
		t.Skip("starts an upstream process with the seed data set")
	}
	proxies := startProxies(t, startUpstream(t))
	for _, c := range cases() {
		for _, p := range proxies {
			t.Run(c.name+"/"+p.name, func(t *testing.T) {
				r := c.req(p.name)
				if r.skip != "" {
					t.Skip(r.skip)
				}
				status, header, body, err := send(t.Context(), p.url, r)
				if err != nil || status != http.StatusOK {
					t.Fatalf("%d %v: %.300s", status, err, body)
				}
				if err := c.check(body, header); err != nil {
					t.Fatal(err)
				}
			})
		}
	}
}
