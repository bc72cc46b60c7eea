package transcode_test

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/tls"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bufbuild/protocompile"
	"github.com/klauspost/compress/zstd"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/rest"
	"github.com/polywire/polywire/transcode"
)

var update = flag.Bool("update", false, "rewrite the golden streams in testdata/streams")

// streamFile compiles testdata/stream_test.proto once.
var streamFile = sync.OnceValues(func() (protoreflect.FileDescriptor, error) {
	c := protocompile.Compiler{
		Resolver: protocompile.CompositeResolver{
			protocompile.WithStandardImports(&protocompile.SourceResolver{ImportPaths: []string{"testdata"}}),
			protocompile.ResolverFunc(func(path string) (protocompile.SearchResult, error) {
				fd, err := protoregistry.GlobalFiles.FindFileByPath(path)
				if err != nil {
					return protocompile.SearchResult{}, err
				}
				return protocompile.SearchResult{Desc: fd}, nil
			}),
		},
	}
	files, err := c.Compile(context.Background(), "stream_test.proto")
	if err != nil {
		return nil, err
	}
	return files[0], nil
})

func shelves(t testing.TB) protoreflect.ServiceDescriptor {
	t.Helper()
	fd, err := streamFile()
	if err != nil {
		t.Fatal(err)
	}
	return fd.Services().ByName("Shelves")
}

// book is item i of a shelf: its title holds a newline and a quote, which
// every framing must carry escaped.
func book(md protoreflect.MessageDescriptor, shelf string, i int) proto.Message {
	m := dynamicpb.NewMessage(md)
	f := md.Fields()
	m.Set(f.ByName("name"), protoreflect.ValueOfString(fmt.Sprintf("%s/books/%d", shelf, i)))
	m.Set(f.ByName("title"), protoreflect.ValueOfString(fmt.Sprintf("Vol. %d\n\"Streams\"", i)))
	m.Set(f.ByName("pages"), protoreflect.ValueOfInt64(int64(100*(i+1))))
	return m
}

// shelfStreams serves Shelves from the request: count books, then a
// failure as fail says. For ListTitles each book is wrapped in a
// BookEnvelope (the rule's response_body unwraps it).
func shelfStreams(ctx context.Context, md protoreflect.MethodDescriptor, req proto.Message, send func(proto.Message) error) error {
	r := req.ProtoReflect()
	f := r.Descriptor().Fields()
	shelf := r.Get(f.ByName("shelf")).String()
	count := int(r.Get(f.ByName("count")).Int())
	fail := r.Get(f.ByName("fail")).String()
	if fail == "early" {
		return apierror.New(apierror.CodeNotFound, "no shelf %s", shelf)
	}
	if fail == "panic-early" {
		panic("invoker broke before the first item")
	}
	out := md.Output()
	for i := range count {
		var m proto.Message
		if out.Name() == "BookEnvelope" {
			env := dynamicpb.NewMessage(out)
			bf := out.Fields().ByName("book")
			env.Set(bf, protoreflect.ValueOfMessage(book(bf.Message(), shelf, i).ProtoReflect()))
			m = env
		} else {
			m = book(out, shelf, i)
		}
		if err := send(m); err != nil {
			return err
		}
	}
	switch fail {
	case "late":
		return apierror.New(apierror.CodeUnavailable, "shelf %s went away", shelf)
	case "panic-late":
		panic("invoker broke after the items")
	}
	return ctx.Err()
}

func newStreamHandler(t testing.TB, s transcode.StreamInvoker, opts ...rest.Option) *transcode.Handler {
	t.Helper()
	x, err := rest.New(append([]rest.Option{rest.WithLogger(discard())}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	h, err := transcode.New([]protoreflect.ServiceDescriptor{shelves(t)}, (&recorder{}).invoke,
		transcode.WithExchange(x), transcode.WithStreamInvoker(s))
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// servers runs h on loopback over HTTP/1.1 and over h2c (HTTP/2 without
// TLS), each with a client that does not decompress on its own.
func servers(t *testing.T, h http.Handler) map[string]struct {
	url string
	c   *http.Client
} {
	t.Helper()
	h1 := httptest.NewServer(h)
	t.Cleanup(h1.Close)
	h2 := httptest.NewUnstartedServer(h)
	h2.Config.Protocols = new(http.Protocols)
	h2.Config.Protocols.SetUnencryptedHTTP2(true)
	h2.Start()
	t.Cleanup(h2.Close)
	tr2 := &http.Transport{DisableCompression: true, Protocols: new(http.Protocols), TLSClientConfig: &tls.Config{}}
	tr2.Protocols.SetUnencryptedHTTP2(true)
	tr1 := &http.Transport{DisableCompression: true}
	t.Cleanup(tr1.CloseIdleConnections)
	t.Cleanup(tr2.CloseIdleConnections)
	return map[string]struct {
		url string
		c   *http.Client
	}{
		"http1": {h1.URL, &http.Client{Transport: tr1}},
		"h2c":   {h2.URL, &http.Client{Transport: tr2}},
	}
}

func get(t *testing.T, c *http.Client, url string, header ...string) *http.Response {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = res.Body.Close() })
	return res
}

// framings are the stream media types a test asks for, with the name of
// their golden files.
var framings = []struct{ name, accept, contentType string }{
	{"ndjson", "application/x-ndjson", "application/x-ndjson"},
	{"jsonl", "application/jsonl", "application/jsonl"},
	{"sse", "text/event-stream", "text/event-stream"},
	{"json", "application/json", "application/json"},
	{"proto", "application/x-protobuf", "application/x-protobuf"},
	{"msgpack", "application/msgpack", "application/msgpack"},
	{"flatbuffers", "application/x-flatbuffers", "application/x-flatbuffers"},
}

func TestStreamGolden(t *testing.T) {
	t.Parallel()
	srv := servers(t, newStreamHandler(t, shelfStreams))
	cases := []struct{ name, query string }{
		{"success", "count=3"},
		{"empty", "count=0"},
		{"error", "count=2&fail=late"},
		{"response_body", "count=2"},
	}
	for proto, s := range srv {
		for _, fr := range framings {
			for _, tc := range cases {
				t.Run(proto+"/"+fr.name+"/"+tc.name, func(t *testing.T) {
					t.Parallel()
					path := "/v1/shelves/s1/books:stream?"
					if tc.name == "response_body" {
						path = "/v1/shelves/s1/titles:stream?"
					}
					res := get(t, s.c, s.url+path+tc.query, "Accept", fr.accept, "Accept-Encoding", "identity")
					body, err := io.ReadAll(res.Body)
					if err != nil {
						t.Fatal(err)
					}
					if res.StatusCode != http.StatusOK {
						t.Fatalf("status %d: %s", res.StatusCode, body)
					}
					for k, want := range map[string]string{
						"Content-Type": fr.contentType, "Vary": "Accept, Accept-Encoding",
						"X-Content-Type-Options": "nosniff", "Cache-Control": "no-store", "Content-Length": "",
					} {
						if got := res.Header.Get(k); got != want {
							t.Errorf("%s: %q, want %q", k, got, want)
						}
					}
					if res.ContentLength != -1 {
						t.Errorf("ContentLength %d, want unknown (streamed)", res.ContentLength)
					}
					golden := filepath.Join("testdata", "streams", tc.name+"."+fr.name)
					if tc.name == "response_body" {
						// response_body applies per item: the same bytes as books.
						golden = filepath.Join("testdata", "streams", "response_body."+fr.name)
					}
					if *update && proto == "http1" {
						if err := os.WriteFile(golden, body, 0o644); err != nil {
							t.Fatal(err)
						}
						return
					}
					want, err := os.ReadFile(golden)
					if err != nil {
						t.Fatal(err)
					}
					if !bytes.Equal(body, want) {
						t.Errorf("body\n%q\nwant (%s)\n%q", body, golden, want)
					}
				})
			}
		}
	}
}

// TestStreamResponseBodyPerItem: a rule's response_body applies to each
// item, so the titles stream (BookEnvelope items) carries the same bytes
// as the books stream (Book items).
func TestStreamResponseBodyPerItem(t *testing.T) {
	t.Parallel()
	for _, fr := range framings {
		a, errA := os.ReadFile(filepath.Join("testdata", "streams", "response_body."+fr.name))
		b, errB := os.ReadFile(filepath.Join("testdata", "streams", "success."+fr.name))
		if errA != nil || errB != nil {
			t.Fatal(errA, errB)
		}
		// success has 3 items, response_body 2: the first two items agree.
		if fr.name == "ndjson" || fr.name == "jsonl" {
			la, lb := strings.SplitAfter(string(a), "\n"), strings.SplitAfter(string(b), "\n")
			if la[0] != lb[0] || la[1] != lb[1] {
				t.Errorf("%s: titles %q, books %q", fr.name, la[:2], lb[:2])
			}
		}
	}
}

func TestStreamErrorBeforeFirstItem(t *testing.T) {
	t.Parallel()
	srv := servers(t, newStreamHandler(t, shelfStreams))
	cases := []struct {
		query  string
		status int
		body   string
	}{
		{"count=2&fail=early", http.StatusNotFound, `{"code":"not_found","message":"no shelf shelves/s1"}`},
		{"count=2&fail=panic-early", http.StatusInternalServerError, `{"code":"internal","message":"internal error"}`},
		{"count=x", http.StatusBadRequest, `"field":"count"`},
	}
	for proto, s := range srv {
		for _, tc := range cases {
			t.Run(proto+"/"+tc.query, func(t *testing.T) {
				t.Parallel()
				res := get(t, s.c, s.url+"/v1/shelves/s1/books:stream?"+tc.query, "Accept", "application/x-ndjson")
				body, _ := io.ReadAll(res.Body)
				if res.StatusCode != tc.status || !strings.Contains(string(body), tc.body) {
					t.Errorf("%d %s, want %d with %s", res.StatusCode, body, tc.status, tc.body)
				}
			})
		}
	}
}

// TestStreamPanicAfterItems: a panic after the first item ends the stream
// with an internal error frame.
func TestStreamPanicAfterItems(t *testing.T) {
	t.Parallel()
	srv := servers(t, newStreamHandler(t, shelfStreams))
	for proto, s := range srv {
		t.Run(proto, func(t *testing.T) {
			t.Parallel()
			res := get(t, s.c, s.url+"/v1/shelves/s1/books:stream?count=1&fail=panic-late", "Accept", "text/event-stream")
			body, _ := io.ReadAll(res.Body)
			want := "event: error\ndata: {\"code\":\"internal\",\"message\":\"internal error\"}\n\n"
			if res.StatusCode != http.StatusOK || !strings.HasSuffix(string(body), want) {
				t.Errorf("%d %q, want 200 ending %q", res.StatusCode, body, want)
			}
		})
	}
}

func TestStreamNegotiation(t *testing.T) {
	t.Parallel()
	srv := servers(t, newStreamHandler(t, shelfStreams))
	cases := []struct {
		name, query, accept string
		status              int
		contentType, body   string
	}{
		{"xml", "", "application/xml", http.StatusNotAcceptable, "application/xml", "application/x-ndjson, application/jsonl, text/event-stream"},
		{"format xml", "&format=xml", "", http.StatusNotAcceptable, "application/xml", "ndjson, proto, sse"},
		{"format unknown", "&format=bogus", "", http.StatusBadRequest, "application/json", "ndjson"},
		{"no accept", "", "", http.StatusOK, "application/json", "["},
		{"star", "", "*/*", http.StatusOK, "application/json", "["},
		{"q-values", "", "application/json;q=0.5, application/x-ndjson", http.StatusOK, "application/x-ndjson", "{"},
		{"xml or sse", "", "application/xml, text/event-stream;q=0.1", http.StatusOK, "text/event-stream", "id: 0"},
		{"format ndjson", "&format=ndjson", "application/xml", http.StatusOK, "application/x-ndjson", "{"},
		{"format sse", "&format=sse", "", http.StatusOK, "text/event-stream", "id: 0"},
		{"format proto", "&format=proto", "", http.StatusOK, "application/x-protobuf", "\x00"},
	}
	s := srv["http1"]
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var h []string
			if tc.accept != "" {
				h = []string{"Accept", tc.accept}
			}
			res := get(t, s.c, s.url+"/v1/shelves/s1/books:stream?count=1"+tc.query, h...)
			body, _ := io.ReadAll(res.Body)
			if res.StatusCode != tc.status || !strings.HasPrefix(res.Header.Get("Content-Type"), tc.contentType) || !strings.Contains(string(body), tc.body) {
				t.Errorf("%d %s %q, want %d %s with %q", res.StatusCode, res.Header.Get("Content-Type"), body, tc.status, tc.contentType, tc.body)
			}
		})
	}
}

// TestStreamSkipped: without a StreamInvoker a streaming method has no
// route; a client-streaming method never has one.
func TestStreamSkipped(t *testing.T) {
	t.Parallel()
	h, err := transcode.New([]protoreflect.ServiceDescriptor{shelves(t)}, (&recorder{}).invoke)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(h.Routes()); n != 0 {
		t.Errorf("%d routes without a StreamInvoker, want 0", n)
	}
	hs := newStreamHandler(t, shelfStreams)
	for _, r := range hs.Routes() {
		if r.Method.IsStreamingClient() {
			t.Errorf("client-streaming %s served", r.Method.FullName())
		}
	}
	if n := len(hs.Routes()); n != 2 {
		t.Errorf("%d routes with a StreamInvoker, want 2", n)
	}
}

// blocking is a StreamInvoker that sends one item, waits for release
// (the test read the item: it was flushed), then sends a second; it
// records when its context ends.
type blocking struct {
	release chan struct{}
	ended   chan struct{}
}

func (b *blocking) invoke(ctx context.Context, md protoreflect.MethodDescriptor, _ proto.Message, send func(proto.Message) error) error {
	defer close(b.ended)
	if err := send(book(md.Output(), "shelves/s1", 0)); err != nil {
		return err
	}
	select {
	case <-b.release:
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(5 * time.Second):
		return apierror.New(apierror.CodeDeadlineExceeded, "the first item was not read within 5s: not flushed")
	}
	if err := send(book(md.Output(), "shelves/s1", 1)); err != nil {
		return err
	}
	<-ctx.Done() // a third item never comes: only a disconnect ends this
	return ctx.Err()
}

// readFirst reads the first item of a stream in its framing from r.
func readFirst(r *bufio.Reader, name string) (string, error) {
	switch name {
	case "ndjson", "jsonl":
		return r.ReadString('\n')
	case "sse":
		var sb strings.Builder
		for {
			line, err := r.ReadString('\n')
			sb.WriteString(line)
			if err != nil || line == "\n" {
				return sb.String(), err
			}
		}
	case "json":
		var sb strings.Builder
		depth := 0
		for {
			c, err := r.ReadByte()
			if err != nil {
				return sb.String(), err
			}
			sb.WriteByte(c)
			switch c {
			case '{':
				depth++
			case '}':
				if depth--; depth == 0 {
					return sb.String(), nil
				}
			}
		}
	default:
		flag, payload, err := readTestEnvelope(r)
		return fmt.Sprintf("%d:%x", flag, payload), err
	}
}

// readTestEnvelope reads one envelope (flag, 4-byte big-endian length,
// payload), refusing lengths over 1 MiB.
func readTestEnvelope(r io.Reader) (byte, []byte, error) {
	var head [5]byte
	if _, err := io.ReadFull(r, head[:]); err != nil {
		return 0, nil, err
	}
	n := binary.BigEndian.Uint32(head[1:])
	if n > 1<<20 {
		return 0, nil, fmt.Errorf("envelope of %d bytes", n)
	}
	payload := make([]byte, n)
	_, err := io.ReadFull(r, payload)
	return head[0], payload, err
}

// TestStreamFirstItemFlushed: the invoker does not send its second item
// until the test has read the first, so the stream only completes if the
// first item was flushed to the client at once. Then a disconnect: the
// invoker's context ends within 1 s.
func TestStreamFirstItemFlushed(t *testing.T) {
	t.Parallel()
	for _, coding := range []string{"identity", "gzip", "zstd"} {
		for _, fr := range framings {
			for _, proto := range []string{"http1", "h2c"} {
				t.Run(proto+"/"+fr.name+"/"+coding, func(t *testing.T) {
					t.Parallel()
					b := &blocking{release: make(chan struct{}), ended: make(chan struct{})}
					s := servers(t, newStreamHandler(t, b.invoke, rest.WithCompression(0)))[proto]
					res := get(t, s.c, s.url+"/v1/shelves/s1/books:stream", "Accept", fr.accept, "Accept-Encoding", coding)
					if got := res.Header.Get("Content-Encoding"); got != strings.TrimPrefix(coding, "identity") {
						t.Fatalf("Content-Encoding %q, want %s", got, coding)
					}
					var body io.Reader = res.Body
					switch coding {
					case "gzip":
						zr, err := gzip.NewReader(res.Body) // the standard library's, not the writer's
						if err != nil {
							t.Fatal(err)
						}
						body = zr
					case "zstd":
						zr, err := zstd.NewReader(res.Body)
						if err != nil {
							t.Fatal(err)
						}
						defer zr.Close()
						body = zr
					}
					br := bufio.NewReader(body)
					first, err := readFirst(br, fr.name)
					if err != nil {
						t.Fatalf("first item: %q, %v", first, err)
					}
					if !strings.Contains(first, "books/0") && !strings.Contains(first, "0:") {
						t.Errorf("first item %q", first)
					}
					close(b.release)
					second, err := readFirst(br, fr.name)
					if err != nil || strings.Contains(second, "not flushed") {
						t.Fatalf("second item: %q, %v", second, err)
					}
					t0 := time.Now()
					_ = res.Body.Close()
					select {
					case <-b.ended:
					case <-time.After(time.Second):
						t.Fatalf("the invoker's context did not end within 1s of the disconnect")
					}
					t.Logf("invoker ended %v after the disconnect", time.Since(t0))
				})
			}
		}
	}
}

// TestStreamFlushTimer: items after the first are buffered, then flushed
// within 50 ms (the test allows 1 s) without more items coming.
func TestStreamFlushTimer(t *testing.T) {
	t.Parallel()
	b := &blocking{release: make(chan struct{}), ended: make(chan struct{})}
	close(b.release)
	s := servers(t, newStreamHandler(t, b.invoke))["http1"]
	res := get(t, s.c, s.url+"/v1/shelves/s1/books:stream", "Accept", "application/x-ndjson")
	br := bufio.NewReader(res.Body)
	done := make(chan error, 1)
	go func() {
		_, err := br.ReadString('\n')
		if err == nil {
			_, err = br.ReadString('\n')
		}
		done <- err
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(time.Second):
		t.Fatal("the second item was not flushed within 1s")
	}
}

// TestStreamSendAfterDisconnect: send returns an error once the client is
// gone, and the invoker's context is done.
func TestStreamSendAfterDisconnect(t *testing.T) {
	t.Parallel()
	errc := make(chan error, 1)
	h := newStreamHandler(t, func(ctx context.Context, md protoreflect.MethodDescriptor, _ proto.Message, send func(proto.Message) error) error {
		if err := send(book(md.Output(), "s", 0)); err != nil {
			errc <- err
			return err
		}
		<-ctx.Done()
		err := send(book(md.Output(), "s", 1))
		errc <- err
		return err
	})
	s := servers(t, h)["h2c"]
	res := get(t, s.c, s.url+"/v1/shelves/s1/books:stream", "Accept", "application/x-ndjson")
	if _, err := bufio.NewReader(res.Body).ReadString('\n'); err != nil {
		t.Fatal(err)
	}
	_ = res.Body.Close()
	select {
	case err := <-errc:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("send after the disconnect: %v, want context.Canceled", err)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("the invoker never saw the disconnect")
	}
}

// FuzzTestEnvelopeReader: the tests' envelope reader never panics and
// never reads a length it refuses.
func FuzzTestEnvelopeReader(f *testing.F) {
	for _, fr := range framings[4:] {
		for _, c := range []string{"success", "empty", "error"} {
			if b, err := os.ReadFile(filepath.Join("testdata", "streams", c+"."+fr.name)); err == nil {
				f.Add(b)
			}
		}
	}
	f.Add([]byte{0, 0xff, 0xff, 0xff, 0xff})
	f.Fuzz(func(t *testing.T, b []byte) {
		r := bytes.NewReader(b)
		for {
			_, payload, err := readTestEnvelope(r)
			if err != nil {
				return
			}
			if len(payload) > 1<<20 {
				t.Fatalf("payload of %d bytes", len(payload))
			}
		}
	})
}
