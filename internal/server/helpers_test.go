package server

import (
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/dataset"
	errorv1 "github.com/polywire/polywire/gen/polywire/error/v1"
	"github.com/polywire/polywire/store"
	"github.com/polywire/polywire/store/sqlite"
)

// generatedData is the default dataset (seed 1), loaded once for all tests;
// handlers never modify it.
var generatedData = sync.OnceValues(func() (*dataset.Data, error) {
	dir, err := os.MkdirTemp("", "polywire-server-test-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	if _, err := dataset.Ensure(dir, dataset.DefaultSeed); err != nil {
		return nil, err
	}
	return dataset.Load(dir)
})

// articleData serves seed 000's own bank CSV files.
var articleData = sync.OnceValues(func() (*dataset.Data, error) {
	dir, err := os.MkdirTemp("", "polywire-server-test-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	for _, name := range []string{dataset.AccountsFile, dataset.TransactionsFile(1), dataset.TransactionsFile(2)} {
		b, err := os.ReadFile(filepath.Join("../../testdata/seed000-bank", name))
		if err != nil {
			return nil, err
		}
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			return nil, err
		}
	}
	if _, err := dataset.Ensure(dir, dataset.DefaultSeed); err != nil {
		return nil, err
	}
	return dataset.Load(dir)
})

func mustData(t testing.TB, f func() (*dataset.Data, error)) *dataset.Data {
	t.Helper()
	d, err := f()
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// newStore opens a fresh SQLite store in the test's temp dir.
func newStore(t testing.TB) store.Store {
	t.Helper()
	st, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "polywire.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	return st
}

// startServer runs a real server on a loopback port until the test ends and
// returns its base URL. The server must shut down cleanly. Without a store
// in cfg it gets a fresh SQLite one.
func startServer(t testing.TB, cfg Config, data *dataset.Data) string {
	t.Helper()
	if cfg.Store == nil {
		cfg.Store = newStore(t)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	s, err := New(cfg, data)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("Serve: %v", err)
		}
	})
	scheme := "http://"
	if cfg.TLSCertFile != "" {
		scheme = "https://"
	}
	return scheme + ln.Addr().String()
}

// protocol is a client transport under test.
type protocol struct {
	name  string
	major int // HTTP major version the response must report
	new   func() *http.Transport
}

var protocols = []protocol{
	{"http1", 1, func() *http.Transport {
		tr := &http.Transport{DisableCompression: true}
		tr.Protocols = new(http.Protocols)
		tr.Protocols.SetHTTP1(true)
		return tr
	}},
	{"h2c", 2, func() *http.Transport { // prior knowledge
		tr := &http.Transport{DisableCompression: true}
		tr.Protocols = new(http.Protocols)
		tr.Protocols.SetUnencryptedHTTP2(true)
		return tr
	}},
}

func newClient(t testing.TB, p protocol) *http.Client {
	tr := p.new()
	t.Cleanup(tr.CloseIdleConnections)
	return &http.Client{Transport: tr}
}

// response is a fully read response.
type response struct {
	*http.Response
	body []byte
}

func do(t testing.TB, c *http.Client, method, url string, header http.Header, body io.Reader) response {
	t.Helper()
	req, err := http.NewRequest(method, url, body)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header[k] = v
	}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("%s %s: read body: %v", method, url, err)
	}
	return response{resp, b}
}

var registry = formats.Registry()

// decode decodes a body with the codec its Content-Type names: the test
// reads every response the way a client would.
func decode(t testing.TB, r response, m proto.Message) codec.Codec {
	t.Helper()
	mt := strings.TrimSpace(strings.Split(r.Header.Get("Content-Type"), ";")[0])
	c, ok := registry.ByMediaType(mt)
	if !ok {
		t.Fatalf("response Content-Type %q is not a registered format", mt)
	}
	if err := c.Unmarshal(r.body, m); err != nil {
		t.Fatalf("decode %s body as %s: %v\n%.300s", mt, c.Name(), err, r.body)
	}
	return c
}

// decodeError decodes an error body and checks it is one.
func decodeError(t testing.TB, r response) *apierror.Error {
	t.Helper()
	pb := &errorv1.Error{}
	decode(t, r, pb)
	if pb.GetCode() == "" || pb.GetMessage() == "" {
		t.Fatalf("error body without code or message: %v", pb)
	}
	return apierror.FromProto(pb)
}

// syncBuffer is a bytes.Buffer safe for the concurrent writes of a logger.
type syncBuffer struct {
	mu  sync.Mutex
	buf strings.Builder
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

func discardLogger() *slog.Logger { return slog.New(slog.DiscardHandler) }

// recorder wraps httptest.ResponseRecorder for handler-level tests.
type recorder struct{ *httptest.ResponseRecorder }

func newRecorder() recorder { return recorder{httptest.NewRecorder()} }

func (r recorder) response() response { return response{r.Result(), r.Body.Bytes()} }
