package rest_test

import (
	"bytes"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/klauspost/compress/gzip"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/apipb"
	"google.golang.org/protobuf/types/known/structpb"
	"google.golang.org/protobuf/types/known/wrapperspb"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/contentcoding"
	"github.com/polywire/polywire/rest"
)

// library is an immutable answer: the same pointer every time.
var library = &apipb.Api{Name: "library", Version: "v1", Methods: []*apipb.Method{{Name: "ListBooks"}, {Name: "GetBook"}}}

const maxBody = 4 << 10

// recorder is an Observer that keeps what it was told.
type recorder struct {
	mu        sync.Mutex
	status    int
	format    string
	coding    contentcoding.Coding
	stages    map[rest.Stage]bool
	hit, miss int
}

func (o *recorder) Responded(_ *http.Request, status int, format string, coding contentcoding.Coding) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.status, o.format, o.coding = status, format, coding
}

func (o *recorder) Measured(_ *http.Request, s rest.Stage, _ time.Duration) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.stages[s] = true
}

func (o *recorder) CacheConsulted(_ *http.Request, hit bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if hit {
		o.hit++
	} else {
		o.miss++
	}
}

// newHandler serves GET /api (immutable library), GET /missing (404) and
// POST /api (echoes the decoded body with 201).
func newHandler(t *testing.T, opts ...rest.Option) (http.Handler, *recorder) {
	t.Helper()
	obs := &recorder{stages: map[rest.Stage]bool{}}
	x, err := rest.New(append([]rest.Option{rest.WithMaxBody(maxBody), rest.WithCompression(32), rest.WithObserver(obs)}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle("GET /api", x.Handler(func(*http.Request) (proto.Message, error) { return library, nil }, rest.WithImmutable()))
	mux.Handle("GET /missing", x.Handler(func(*http.Request) (proto.Message, error) {
		return nil, apierror.New(apierror.CodeNotFound, "get api: no such api")
	}))
	mux.Handle("POST /api", x.Handler(func(r *http.Request) (proto.Message, error) {
		m := &apipb.Api{}
		if err := x.Decode(r, m); err != nil {
			return nil, err
		}
		return m, nil
	}, rest.WithStatus(http.StatusCreated)))
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		x.WriteError(w, r, apierror.New(apierror.CodeNotFound, "route: no such route"))
	})
	return mux, obs
}

func serve(h http.Handler, method, target string, body []byte, header ...string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, target, bytes.NewReader(body))
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// decodeError reads an error body in whatever format it came in.
func decodeError(t *testing.T, rec *httptest.ResponseRecorder) *apierror.Error {
	t.Helper()
	c, ok := rest.DefaultRegistry().ByMediaType(rec.Header().Get("Content-Type"))
	if !ok {
		t.Fatalf("error body in unknown type %q", rec.Header().Get("Content-Type"))
	}
	pb := (&apierror.Error{}).Proto()
	if err := c.Unmarshal(rec.Body.Bytes(), pb); err != nil {
		t.Fatalf("decode %s error body: %v", c.Name(), err)
	}
	return apierror.FromProto(pb)
}

func gzipped(t *testing.T, b []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	if _, err := zw.Write(b); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestErrors(t *testing.T) {
	t.Parallel()
	h, _ := newHandler(t)
	jsonBody := []byte(`{"name":"shelf"}`)
	tests := []struct {
		name, method, target string
		body                 []byte
		header               []string
		status               int
		code                 apierror.Code
		contains             string // in the message
		acceptPost           bool
	}{
		{name: "not_acceptable", method: "GET", target: "/api", header: []string{"Accept", "image/png"},
			status: 406, code: apierror.CodeNotAcceptable, contains: "supported: application/json, application/x-protobuf"},
		{name: "coding_not_acceptable", method: "GET", target: "/api", header: []string{"Accept-Encoding", "identity;q=0, compress"},
			status: 406, code: apierror.CodeNotAcceptable, contains: "supported: zstd, br, gzip, identity"},
		{name: "unknown_format_parameter", method: "GET", target: "/api?format=yaml",
			status: 400, code: apierror.CodeInvalidArgument, contains: `unknown format "yaml"`},
		{name: "unsupported_media_type", method: "POST", target: "/api", body: jsonBody, header: []string{"Content-Type", "text/csv"},
			status: 415, code: apierror.CodeUnsupportedMediaType, acceptPost: true},
		{name: "unsupported_charset", method: "POST", target: "/api", body: jsonBody, header: []string{"Content-Type", "application/json; charset=latin1"},
			status: 415, code: apierror.CodeUnsupportedMediaType, acceptPost: true},
		{name: "unsupported_content_encoding", method: "POST", target: "/api", body: jsonBody, header: []string{"Content-Encoding", "compress"},
			status: 415, code: apierror.CodeUnsupportedMediaType, acceptPost: true},
		{name: "too_large", method: "POST", target: "/api", body: bytes.Repeat([]byte(" "), maxBody+1),
			status: 413, code: apierror.CodePayloadTooLarge, contains: "over the limit of 4096 bytes"},
		{name: "bomb", method: "POST", target: "/api", body: gzipped(t, bytes.Repeat([]byte(" "), 1<<20)), header: []string{"Content-Encoding", "gzip"},
			status: 413, code: apierror.CodePayloadTooLarge, contains: "decoded size is over the limit"},
		{name: "corrupt_gzip", method: "POST", target: "/api", body: []byte("not gzip at all"), header: []string{"Content-Encoding", "gzip"},
			status: 400, code: apierror.CodeInvalidArgument, contains: "read body"},
		{name: "bad_body", method: "POST", target: "/api", body: []byte(`{"name":`),
			status: 400, code: apierror.CodeInvalidArgument, contains: "decode body as json"},
		{name: "handler_error", method: "GET", target: "/missing", status: 404, code: apierror.CodeNotFound},
		{name: "write_error", method: "GET", target: "/nowhere", status: 404, code: apierror.CodeNotFound},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			rec := serve(h, tt.method, tt.target, tt.body, tt.header...)
			if rec.Code != tt.status {
				t.Fatalf("status %d, want %d: %s", rec.Code, tt.status, rec.Body)
			}
			e := decodeError(t, rec)
			if e.Code != tt.code || !strings.Contains(e.Message, tt.contains) {
				t.Errorf("error %v, want code %v and a message containing %q", e, tt.code, tt.contains)
			}
			if got := rec.Header().Get("Accept-Post") != ""; got != tt.acceptPost {
				t.Errorf("Accept-Post %q", rec.Header().Get("Accept-Post"))
			}
			if rec.Header().Get("Cache-Control") != "no-store" {
				t.Errorf("Cache-Control %q on an error", rec.Header().Get("Cache-Control"))
			}
		})
	}
}

// TestErrorBodyEveryFormat: an error travels in each registered format.
func TestErrorBodyEveryFormat(t *testing.T) {
	t.Parallel()
	h, _ := newHandler(t)
	for _, mt := range []string{"application/json", "application/x-protobuf", "application/x-flatbuffers", "application/msgpack", "application/xml"} {
		t.Run(strings.TrimPrefix(mt, "application/"), func(t *testing.T) {
			t.Parallel()
			rec := serve(h, "GET", "/missing", nil, "Accept", mt)
			if rec.Code != 404 || rec.Header().Get("Content-Type") != mt {
				t.Fatalf("status %d, type %q", rec.Code, rec.Header().Get("Content-Type"))
			}
			if e := decodeError(t, rec); e.Code != apierror.CodeNotFound || e.Message != "get api: no such api" {
				t.Errorf("error %v", e)
			}
		})
	}
}

func TestDecode(t *testing.T) {
	t.Parallel()
	h, obs := newHandler(t)
	want, err := proto.Marshal(library)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		body   []byte
		header []string
	}{
		{name: "protobuf", body: want, header: []string{"Content-Type", "application/x-protobuf"}},
		{name: "protobuf_gzip", body: gzipped(t, want), header: []string{"Content-Type", "application/x-protobuf", "Content-Encoding", "gzip"}},
		{name: "json_without_content_type", body: []byte(`{"name":"library","version":"v1","methods":[{"name":"ListBooks"},{"name":"GetBook"}]}`)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			rec := serve(h, "POST", "/api", tt.body, append([]string{"Accept", "application/x-protobuf", "Accept-Encoding", "identity"}, tt.header...)...)
			if rec.Code != http.StatusCreated {
				t.Fatalf("status %d: %s", rec.Code, rec.Body)
			}
			got := &apipb.Api{}
			if err := proto.Unmarshal(rec.Body.Bytes(), got); err != nil || !proto.Equal(got, library) {
				t.Fatalf("echoed %v (%v), want %v", got, err, library)
			}
		})
	}
	t.Run("observed", func(t *testing.T) {
		t.Parallel()
		serve(h, "POST", "/api", want, "Content-Type", "application/x-protobuf")
		obs.mu.Lock()
		defer obs.mu.Unlock()
		if !obs.stages[rest.StageDecode] || !obs.stages[rest.StageEncode] {
			t.Errorf("stages measured: %v", obs.stages)
		}
	})
}

func TestImmutable(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, accept, encoding, wantCoding string
	}{
		{name: "json_identity", accept: "application/json", encoding: "identity", wantCoding: ""},
		{name: "json_gzip", accept: "application/json", encoding: "gzip", wantCoding: "gzip"},
		{name: "xml_zstd", accept: "application/xml", encoding: "zstd", wantCoding: "zstd"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			h, obs := newHandler(t)
			first := serve(h, "GET", "/api", nil, "Accept", tt.accept, "Accept-Encoding", tt.encoding)
			tag := first.Header().Get("ETag")
			if first.Code != 200 || tag == "" || first.Header().Get("Content-Encoding") != tt.wantCoding ||
				first.Header().Get("Cache-Control") != "no-cache" || first.Header().Get("Vary") != "Accept, Accept-Encoding" {
				t.Fatalf("first: status %d, headers %v", first.Code, first.Header())
			}
			second := serve(h, "GET", "/api", nil, "Accept", tt.accept, "Accept-Encoding", tt.encoding)
			if !bytes.Equal(second.Body.Bytes(), first.Body.Bytes()) || second.Header().Get("ETag") != tag {
				t.Fatal("second answer differs from the first")
			}
			nm := serve(h, "GET", "/api", nil, "Accept", tt.accept, "Accept-Encoding", tt.encoding, "If-None-Match", `"other", W/`+tag)
			if nm.Code != http.StatusNotModified || nm.Body.Len() != 0 || nm.Header().Get("ETag") != tag {
				t.Fatalf("If-None-Match: status %d, %d bytes, ETag %q", nm.Code, nm.Body.Len(), nm.Header().Get("ETag"))
			}
			other := serve(h, "GET", "/api", nil, "Accept", "application/msgpack", "Accept-Encoding", tt.encoding, "If-None-Match", tag)
			if other.Code != 200 || other.Header().Get("ETag") == tag {
				t.Fatalf("another format: status %d, ETag %q", other.Code, other.Header().Get("ETag"))
			}
			obs.mu.Lock()
			defer obs.mu.Unlock()
			if obs.hit != 1 || obs.miss != 2 {
				t.Errorf("cache hits %d, misses %d; want 1 and 2", obs.hit, obs.miss)
			}
		})
	}
}

// TestWithoutCompression: identity only, and 406 for a client that
// refuses it.
func TestWithoutCompression(t *testing.T) {
	t.Parallel()
	h, _ := newHandler(t, rest.WithoutCompression())
	tests := []struct {
		name, encoding string
		status         int
	}{
		{name: "gzip_accepted", encoding: "gzip", status: 200},
		{name: "identity_refused", encoding: "gzip, identity;q=0", status: 406},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			rec := serve(h, "GET", "/api", nil, "Accept-Encoding", tt.encoding)
			if rec.Code != tt.status || rec.Header().Get("Content-Encoding") != "" || rec.Header().Get("Vary") != "Accept" {
				t.Fatalf("status %d, headers %v", rec.Code, rec.Header())
			}
		})
	}
}

func TestHead(t *testing.T) {
	t.Parallel()
	h, _ := newHandler(t)
	get := serve(h, "GET", "/api", nil)
	head := serve(h, "HEAD", "/api", nil)
	if head.Code != 200 || head.Body.Len() != 0 || head.Header().Get("Content-Length") != get.Header().Get("Content-Length") {
		t.Fatalf("HEAD: status %d, %d bytes, length %q", head.Code, head.Body.Len(), head.Header().Get("Content-Length"))
	}
}

func TestNewRejects(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		opt  rest.Option
	}{
		{name: "unknown_coding", opt: rest.WithCompression(0, "compress")},
		{name: "negative_min_size", opt: rest.WithCompression(-1)},
		{name: "empty_registry", opt: rest.WithRegistry(codec.NewRegistry())},
		{name: "bad_level", opt: rest.WithCompressionLevels(contentcoding.Levels{Gzip: 42})},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if _, err := rest.New(tt.opt); err == nil {
				t.Fatal("no error")
			}
		})
	}
}

// TestEncodeError: a message the negotiated format cannot carry (nesting
// deeper than FlatBuffers' 64 tables, which JSON and MessagePack carry)
// goes out in the next format the request accepts; when the request
// accepts none that can, it is a 406 naming why (WithEncodeError's answer
// with it) — never a 500.
func TestEncodeError(t *testing.T) {
	t.Parallel()
	x, err := rest.New()
	if err != nil {
		t.Fatal(err)
	}
	// "web" in 40 nested lists: 83 tables deep in FlatBuffers (a Struct,
	// its entry, then a Value and a ListValue per list), 41 in JSON.
	v := structpb.NewStringValue("web")
	for range 40 {
		v = structpb.NewListValue(&structpb.ListValue{Values: []*structpb.Value{v}})
	}
	deep := &structpb.Struct{Fields: map[string]*structpb.Value{"channel": v}}
	fn := func(*http.Request) (proto.Message, error) { return deep, nil }
	// A map FlatBuffers carries (as a vector of entry tables).
	withMap := func(*http.Request) (proto.Message, error) {
		return structpb.NewStruct(map[string]any{"channel": "web"})
	}
	refuse := rest.WithEncodeError(func(format string, err error) error {
		return apierror.New(apierror.CodeNotAcceptable, "encode response as %s: %v", format, err)
	})
	tests := []struct {
		name     string
		h        http.Handler
		target   string
		accept   string
		status   int
		mt       string
		contains string
	}{
		{"default_is_406", x.Handler(fn), "/", "application/x-flatbuffers", 406, "application/x-flatbuffers",
			`encode response: google.protobuf.Struct cannot be written as flatbuffers, and Accept "application/x-flatbuffers" allows no other format that can carry it: flatbuffers: google.protobuf.Value: message nesting deeper than 64`},
		{"format_parameter_406", x.Handler(fn), "/?format=flatbuffers", "", 406, "application/x-flatbuffers", "cannot be written as flatbuffers, and ?format=flatbuffers allows no other format"},
		{"mapped_to_406", x.Handler(fn, refuse), "/", "application/x-flatbuffers", 406, "application/x-flatbuffers", "encode response as flatbuffers: flatbuffers: google.protobuf.Value: message nesting deeper than 64"},
		{"falls_back_to_next_acceptable", x.Handler(fn), "/", "application/x-flatbuffers, application/json;q=0.5", 200, "application/json", "channel"},
		{"falls_back_in_accept_order", x.Handler(fn, refuse), "/", "application/x-flatbuffers, application/msgpack;q=0.9, application/json;q=0.5", 200, "application/msgpack", "channel"},
		{"falls_back_by_wildcard", x.Handler(fn), "/", "application/x-flatbuffers, */*;q=0.1", 200, "application/json", "channel"},
		{"carried_format_unaffected", x.Handler(fn, refuse), "/", "application/json", 200, "application/json", "channel"},
		{"map_carried", x.Handler(withMap, refuse), "/", "application/x-flatbuffers, application/json;q=0.5", 200, "application/x-flatbuffers", "channel"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			rec := serve(tt.h, "GET", tt.target, nil, "Accept", tt.accept)
			if rec.Code != tt.status {
				t.Fatalf("status %d, want %d: %s", rec.Code, tt.status, rec.Body)
			}
			if got := rec.Header().Get("Content-Type"); got != tt.mt {
				t.Errorf("Content-Type %q, want %q", got, tt.mt)
			}
			msg := rec.Body.String()
			if tt.status != 200 {
				msg = decodeError(t, rec).Message
			}
			if !strings.Contains(msg, tt.contains) {
				t.Errorf("body %q, want it to contain %q", msg, tt.contains)
			}
		})
	}
}

// TestCompressionMinSize: WithCompression's minimum means what it says —
// 0 compresses every body (it meant 1 KiB once); without the option,
// bodies under DefaultMinCompressSize go out as they are.
func TestCompressionMinSize(t *testing.T) {
	t.Parallel()
	small := wrapperspb.String("tiny")
	fn := func(*http.Request) (proto.Message, error) { return small, nil }
	tests := []struct {
		name string
		opts []rest.Option
		want string
	}{
		{"zero_compresses_every_body", []rest.Option{rest.WithCompression(0)}, "gzip"},
		{"default_leaves_small_bodies", nil, ""},
		{"above_the_size", []rest.Option{rest.WithCompression(1 << 20)}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			x, err := rest.New(tt.opts...)
			if err != nil {
				t.Fatal(err)
			}
			rec := serve(x.Handler(fn), "GET", "/", nil, "Accept-Encoding", "gzip")
			if got := rec.Header().Get("Content-Encoding"); rec.Code != 200 || got != tt.want {
				t.Errorf("status %d, Content-Encoding %q, want %q", rec.Code, got, tt.want)
			}
		})
	}
}

// TestInternalErrorLogsCause: the client of an internal error reads
// "internal error" only; the log has the cause, also when the handler
// wrapped it in apierror.Internal (it logged "internal: internal error").
func TestInternalErrorLogsCause(t *testing.T) {
	t.Parallel()
	var logs bytes.Buffer
	x, err := rest.New(rest.WithLogger(slog.New(slog.NewTextHandler(&logs, nil))))
	if err != nil {
		t.Fatal(err)
	}
	for _, ret := range []error{apierror.Internal(errors.New("disk on fire")), errors.New("disk on fire")} {
		logs.Reset()
		h := x.Handler(func(*http.Request) (proto.Message, error) { return nil, ret })
		rec := serve(h, "GET", "/things", nil)
		if e := decodeError(t, rec); rec.Code != 500 || e.Message != "internal error" {
			t.Errorf("%v: answered %d %q", ret, rec.Code, e.Message)
		}
		if !strings.Contains(logs.String(), "disk on fire") || !strings.Contains(logs.String(), "path=/things") {
			t.Errorf("%v: the log does not name the cause and the path: %s", ret, logs.String())
		}
	}
}
