package streamread_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/bufbuild/protocompile"
	_ "google.golang.org/genproto/googleapis/api/annotations" // google/api/annotations.proto for stream_test.proto
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/streamread"
)

// book is the message of the transcoder's golden streams
// (transcode/testdata/stream_test.proto), compiled once.
var book = sync.OnceValues(func() (protoreflect.MessageDescriptor, error) {
	c := protocompile.Compiler{
		Resolver: protocompile.CompositeResolver{
			protocompile.WithStandardImports(&protocompile.SourceResolver{ImportPaths: []string{"../transcode/testdata"}}),
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
	return files[0].Messages().ByName("Book"), nil
})

func newBook(t testing.TB) *dynamicpb.Message {
	t.Helper()
	md, err := book()
	if err != nil {
		t.Fatal(err)
	}
	return dynamicpb.NewMessage(md)
}

// framings are the golden files' extensions and their Content-Type.
var framings = []struct {
	ext, contentType string
	framing          streamread.Framing
}{
	{"ndjson", "application/x-ndjson", streamread.NDJSON},
	{"jsonl", "application/jsonl; charset=utf-8", streamread.NDJSON},
	{"sse", "text/event-stream", streamread.SSE},
	{"json", "application/json", streamread.JSONArray},
	{"proto", "application/x-protobuf", streamread.Envelope},
	{"msgpack", "application/msgpack", streamread.Envelope},
	{"flatbuffers", "application/x-flatbuffers", streamread.Envelope},
}

func golden(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "transcode", "testdata", "streams", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func response(status int, contentType, coding string, body io.Reader) *http.Response {
	h := http.Header{"Content-Type": {contentType}}
	if coding != "" {
		h.Set("Content-Encoding", coding)
	}
	return &http.Response{StatusCode: status, Header: h, Body: io.NopCloser(body)}
}

// readAll reads a stream to its end and returns the books' names and the
// error that ended it (nil for a clean end).
func readAll(t testing.TB, resp *http.Response) ([]string, error) {
	t.Helper()
	r, err := streamread.NewReader(resp, formats.Registry())
	if err != nil {
		return nil, err
	}
	defer r.Close()
	var names []string
	for {
		m := newBook(t)
		err := r.Next(m)
		if errors.Is(err, io.EOF) {
			return names, nil
		}
		if err != nil {
			if again := r.Next(newBook(t)); again != err { //nolint:errorlint // the same error, sticky
				t.Errorf("Next after %v: %v, want the same error", err, again)
			}
			return names, err
		}
		names = append(names, m.Get(m.Descriptor().Fields().ByName("name")).String())
		if want := fmt.Sprintf("Vol. %d\n\"Streams\"", len(names)-1); m.Get(m.Descriptor().Fields().ByName("title")).String() != want {
			t.Errorf("item %d: title %q, want %q", len(names)-1, m.Get(m.Descriptor().Fields().ByName("title")), want)
		}
	}
}

func bookNames(n int) []string {
	names := []string{}
	for i := range n {
		names = append(names, fmt.Sprintf("shelves/s1/books/%d", i))
	}
	return names
}

// TestGolden reads the transcoder's golden streams, success, empty and a
// mid-stream error, in every framing.
func TestGolden(t *testing.T) {
	t.Parallel()
	for _, fr := range framings {
		for _, tc := range []struct {
			name    string
			items   int
			wantErr bool
		}{{"success", 3, false}, {"empty", 0, false}, {"error", 2, true}, {"response_body", 2, false}} {
			t.Run(fr.ext+"/"+tc.name, func(t *testing.T) {
				t.Parallel()
				for _, coding := range []string{"", "gzip"} {
					body := golden(t, tc.name+"."+fr.ext)
					if coding == "gzip" {
						var buf bytes.Buffer
						zw := gzip.NewWriter(&buf)
						_, _ = zw.Write(body)
						_ = zw.Close()
						body = buf.Bytes()
					}
					names, err := readAll(t, response(http.StatusOK, fr.contentType, coding, bytes.NewReader(body)))
					if fmt.Sprint(names) != fmt.Sprint(bookNames(tc.items)) {
						t.Errorf("%s: items %q, want %q", coding, names, bookNames(tc.items))
					}
					if !tc.wantErr {
						if err != nil {
							t.Errorf("%s: %v, want a clean end", coding, err)
						}
						continue
					}
					var ae *apierror.Error
					if !errors.As(err, &ae) || ae.Code != apierror.CodeUnavailable || ae.Message != "shelf shelves/s1 went away" {
						t.Errorf("%s: error %v, want the error frame's unavailable: shelf shelves/s1 went away", coding, err)
					}
				}
			})
		}
	}
}

// TestTruncated: a stream cut anywhere before its end marker is an error
// wrapping ErrMalformed and io.ErrUnexpectedEOF, never a clean end (NDJSON
// has no end marker: only a cut inside a line is detectable).
func TestTruncated(t *testing.T) {
	t.Parallel()
	for _, fr := range framings {
		t.Run(fr.ext, func(t *testing.T) {
			t.Parallel()
			body := golden(t, "success."+fr.ext)
			for n := range len(body) {
				cut := body[:n]
				if fr.framing == streamread.NDJSON && (n == 0 || body[n-1] == '\n') {
					continue
				}
				_, err := readAll(t, response(http.StatusOK, fr.contentType, "", bytes.NewReader(cut)))
				if !errors.Is(err, streamread.ErrMalformed) || !errors.Is(err, io.ErrUnexpectedEOF) {
					t.Fatalf("cut at %d of %d: %v, want ErrMalformed and io.ErrUnexpectedEOF", n, len(body), err)
				}
			}
		})
	}
}

// TestIncremental: each message is returned as soon as its bytes are in,
// compressed or not — the reader never waits for the rest of the body.
func TestIncremental(t *testing.T) {
	t.Parallel()
	for _, fr := range framings {
		for _, coding := range []string{"", "gzip"} {
			t.Run(fr.ext+"/"+coding, func(t *testing.T) {
				t.Parallel()
				one := golden(t, "success."+fr.ext)
				first := firstItemLen(t, fr.ext, one)
				pr, pw := io.Pipe()
				var w io.Writer = pw
				flush := func() error { return nil }
				if coding == "gzip" {
					zw := gzip.NewWriter(pw)
					w, flush = zw, zw.Flush
				}
				go func() {
					_, _ = w.Write(one[:first])
					_ = flush()
					// the rest never comes until the reader has the first item
				}()
				done := make(chan error, 1)
				go func() {
					r, err := streamread.NewReader(response(http.StatusOK, fr.contentType, coding, pr), formats.Registry())
					if err == nil {
						err = r.Next(newBook(t))
					}
					done <- err
				}()
				select {
				case err := <-done:
					if err != nil {
						t.Fatal(err)
					}
				case <-time.After(10 * time.Second):
					t.Fatal("the first item was not returned before the rest of the stream")
				}
				_ = pw.Close()
			})
		}
	}
}

// firstItemLen is how many bytes of a success golden stream carry its
// first item whole.
func firstItemLen(t *testing.T, ext string, b []byte) int {
	t.Helper()
	switch ext {
	case "ndjson", "jsonl":
		return bytes.IndexByte(b, '\n') + 1
	case "sse":
		return bytes.Index(b, []byte("\n\n")) + 2
	case "json":
		return bytes.IndexByte(b, '}') + 1
	}
	return 5 + (int(b[1])<<24 | int(b[2])<<16 | int(b[3])<<8 | int(b[4]))
}

// TestBadInput: bad bytes and bad answers are errors naming what is wrong,
// never a panic or a clean end.
func TestBadInput(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, contentType, body string
		status                  int
		wantErr                 error
		wantCode                apierror.Code
	}{
		{"unknown envelope flag", "application/x-protobuf", "\x05\x00\x00\x00\x00", 200, streamread.ErrMalformed, 0},
		{"envelope too large", "application/x-protobuf", "\x00\xff\xff\xff\xff", 200, streamread.ErrMalformed, 0},
		{"payload not proto", "application/x-protobuf", "\x00\x00\x00\x00\x01\xff\x02\x00\x00\x00\x00", 200, streamread.ErrMalformed, 0},
		{"array of numbers", "application/json", "[1]", 200, streamread.ErrMalformed, 0},
		{"not an array", "application/json", "{}", 200, streamread.ErrMalformed, 0},
		{"data after the array", "application/json", "[]x", 200, streamread.ErrMalformed, 0},
		{"element after the error", "application/json", `[{"@error":{"code":"internal","message":"x"}},{}]`, 200, streamread.ErrMalformed, 0},
		{"error without a code", "application/x-ndjson", `{"@error":{}}` + "\n", 200, streamread.ErrMalformed, 0},
		{"line not json", "application/x-ndjson", "nope\n", 200, streamread.ErrMalformed, 0},
		{"sse without end", "text/event-stream", "event: message\ndata: {\"title\":\"Vol. 0\\n\\\"Streams\\\"\"}\n\n", 200, io.ErrUnexpectedEOF, 0},
		{"xml has no framing", "application/xml", "<a/>", 200, streamread.ErrMalformed, 0},
		{"bad content type", "a/b/c;;", "", 200, streamread.ErrMalformed, 0},
		{"gzip that is not", "application/json", "[]", 200, streamread.ErrMalformed, 0},
		{"status 406", "application/json", `{"code":"not_acceptable","message":"negotiate stream framing: no"}`, 406, nil, apierror.CodeNotAcceptable},
		{"status 400 in protobuf", "application/x-protobuf", "\x0a\x10invalid_argument\x12\x03bad", 400, nil, apierror.CodeInvalidArgument},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			coding := ""
			if tc.name == "gzip that is not" {
				coding = "gzip"
			}
			_, err := readAll(t, response(tc.status, tc.contentType, coding, bytes.NewReader([]byte(tc.body))))
			if tc.wantErr != nil && !errors.Is(err, tc.wantErr) {
				t.Errorf("%v, want %v", err, tc.wantErr)
			}
			if tc.wantErr == nil {
				var ae *apierror.Error
				if !errors.As(err, &ae) || ae.Code != tc.wantCode {
					t.Errorf("%v, want an apierror %v", err, tc.wantCode)
				}
			}
		})
	}
}

// TestSSEFields: SSE's optional parts — comments, CRLF lines, data over
// several lines, events of other names — are read per the spec.
func TestSSEFields(t *testing.T) {
	t.Parallel()
	body := ": hello\r\nid: 0\r\nevent: message\r\ndata: {\"name\":\r\ndata: \"shelves/s1/books/0\",\"title\":\"Vol. 0\\n\\\"Streams\\\"\"}\r\n\r\n" +
		"event: ping\ndata: 1\n\nevent: end\ndata: {}\n\n"
	names, err := readAll(t, response(http.StatusOK, "text/event-stream", "", bytes.NewReader([]byte(body))))
	if err != nil || fmt.Sprint(names) != fmt.Sprint(bookNames(1)) {
		t.Fatalf("%q, %v; want one book and a clean end", names, err)
	}
}

// FuzzReader: no input makes a Reader panic or loop, and every stream
// ends with io.EOF or an error.
func FuzzReader(f *testing.F) {
	for i, fr := range framings {
		for _, name := range []string{"success", "empty", "error", "response_body"} {
			f.Add(byte(i), golden(f, name+"."+fr.ext))
		}
	}
	f.Fuzz(func(t *testing.T, which byte, body []byte) {
		fr := framings[int(which)%len(framings)]
		r, err := streamread.NewReader(response(http.StatusOK, fr.contentType, "", bytes.NewReader(body)), formats.Registry())
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; ; i++ {
			err := r.Next(newBook(t))
			if err != nil {
				var ae *apierror.Error
				if err != io.EOF && !errors.Is(err, streamread.ErrMalformed) && !errors.As(err, &ae) { //nolint:errorlint // io.EOF is returned as is
					t.Fatalf("item %d: %v: neither io.EOF, ErrMalformed nor an apierror", i, err)
				}
				return
			}
			if i > len(body) {
				t.Fatalf("%d items from %d bytes", i, len(body))
			}
		}
	})
}

var _ proto.Message = (*dynamicpb.Message)(nil)
