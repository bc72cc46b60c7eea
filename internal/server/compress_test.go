package server

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/contentcoding"
	articlesv1 "github.com/polywire/polywire/gen/polywire/articles/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
)

// inflate undoes a response's Content-Encoding with the coding's own
// library, as a client would.
func inflate(t testing.TB, r response) response {
	t.Helper()
	var rd io.Reader
	switch ce := r.Header.Get("Content-Encoding"); ce {
	case "":
		return r
	case "gzip":
		zr, err := gzip.NewReader(bytes.NewReader(r.body))
		if err != nil {
			t.Fatal(err)
		}
		rd = zr
	case "br":
		rd = brotli.NewReader(bytes.NewReader(r.body))
	case "zstd":
		zr, err := zstd.NewReader(bytes.NewReader(r.body))
		if err != nil {
			t.Fatal(err)
		}
		defer zr.Close()
		rd = zr
	default:
		t.Fatalf("unexpected Content-Encoding %q", ce)
	}
	b, err := io.ReadAll(rd)
	if err != nil {
		t.Fatalf("inflate %s: %v", r.Header.Get("Content-Encoding"), err)
	}
	return response{r.Response, b}
}

// TestNegotiationCompressionMatrix: every registered format × every coding ×
// HTTP/1.1 and h2c, on a large and a small body; each answer is inflated
// with the coding's library, decoded with the format's codec and compared
// with the data.
func TestNegotiationCompressionMatrix(t *testing.T) {
	t.Parallel()
	data := mustData(t, generatedData)
	base := startServer(t, Config{}, data)
	article := &articlesv1.Article{}
	{ // the seeded article, fetched once as the reference
		r := do(t, newClient(t, protocols[0]), http.MethodGet, base+"/articles?sections=3&seed=5&format=proto", nil, nil)
		decode(t, r, article)
	}
	bodies := []struct {
		name, path string
		want       proto.Message
		small      bool // under MinCompressSize in every format
	}{
		{"account1", "/account/1", data.Bank.Accounts[0], false},
		{"article3", "/articles?sections=3&seed=5", article, false},
	}
	codings := []string{"identity", "gzip", "br", "zstd"}
	for _, p := range protocols {
		client := newClient(t, p)
		for _, mt := range registry.MediaTypes() {
			for _, b := range bodies {
				for _, ce := range codings {
					t.Run(p.name+"/"+b.name+"/"+strings.ReplaceAll(mt, "/", "_")+"/"+ce, func(t *testing.T) {
						t.Parallel()
						r := do(t, client, http.MethodGet, base+b.path, http.Header{"Accept": {mt}, "Accept-Encoding": {ce}}, nil)
						if r.StatusCode != http.StatusOK || r.ProtoMajor != p.major {
							t.Fatalf("status %d over HTTP/%d", r.StatusCode, r.ProtoMajor)
						}
						wantCE := ce
						if ce == "identity" {
							wantCE = ""
						}
						if got := r.Header.Get("Content-Encoding"); got != wantCE {
							t.Fatalf("Content-Encoding = %q, want %q", got, wantCE)
						}
						if r.Header.Get("Content-Type") != mt || r.Header.Get("Vary") != "Accept, Accept-Encoding" {
							t.Fatalf("Content-Type %q, Vary %q", r.Header.Get("Content-Type"), r.Header.Get("Vary"))
						}
						got := b.want.ProtoReflect().New().Interface()
						decode(t, inflate(t, r), got)
						if !proto.Equal(got, b.want) {
							t.Fatal("decoded body differs from the data")
						}
					})
				}
			}
		}
	}
}

func TestCompressionChoices(t *testing.T) {
	t.Parallel()
	data := mustData(t, generatedData)
	base := startServer(t, Config{}, data)
	off := startServer(t, Config{DisableCompression: true}, data)
	client := newClient(t, protocols[1])
	tests := []struct {
		name, base, path, acceptEncoding string
		wantStatus                       int
		wantCE, wantVary                 string
	}{
		{"browser_gets_zstd", base, "/account/1", "gzip, deflate, br, zstd", 200, "zstd", "Accept, Accept-Encoding"},
		{"q_values", base, "/account/1", "zstd;q=0.1, br;q=0.5, gzip;q=0.9", 200, "gzip", "Accept, Accept-Encoding"},
		{"no_header_identity", base, "/account/1", "", 200, "", "Accept, Accept-Encoding"},
		{"small_error_not_compressed", base, "/account/9", "gzip", 404, "", "Accept, Accept-Encoding"},
		{"small_body_not_compressed", base, "/articles?sections=1&seed=1&format=proto", "gzip", 200, "", "Accept, Accept-Encoding"},
		{"small_body_compressed_if_identity_refused", base, "/articles?sections=1&seed=1&format=proto", "identity;q=0, gzip", 200, "gzip", "Accept, Accept-Encoding"},
		{"nothing_acceptable", base, "/account/1", "identity;q=0, compress", 406, "", "Accept, Accept-Encoding"},
		{"disabled_ignores_gzip", off, "/account/1", "gzip, br, zstd", 200, "", "Accept"},
		{"disabled_identity_refused", off, "/account/1", "identity;q=0, gzip", 406, "", "Accept"},
		// ?encoding= names the coding (a browser's fetch cannot set
		// Accept-Encoding), within what Accept-Encoding accepts.
		{"encoding_param_gzip", base, "/account/1?encoding=gzip", "gzip, deflate, br, zstd", 200, "gzip", "Accept, Accept-Encoding"},
		{"encoding_param_identity", base, "/account/1?encoding=identity", "gzip, deflate, br, zstd", 200, "", "Accept, Accept-Encoding"},
		{"encoding_param_x_gzip", base, "/account/1?encoding=x-gzip", "gzip", 200, "gzip", "Accept, Accept-Encoding"},
		{"encoding_param_no_header_any_coding", base, "/account/1?encoding=gzip", "", 200, "gzip", "Accept, Accept-Encoding"},
		{"encoding_param_star", base, "/account/1?encoding=br", "*", 200, "br", "Accept, Accept-Encoding"},
		{"encoding_param_not_accepted", base, "/account/1?encoding=zstd", "gzip, br", 406, "", "Accept, Accept-Encoding"},
		{"encoding_param_refused_by_q0", base, "/account/1?encoding=gzip", "gzip;q=0, br", 406, "", "Accept, Accept-Encoding"},
		{"encoding_param_identity_refused", base, "/account/1?encoding=identity", "identity;q=0, gzip", 406, "", "Accept, Accept-Encoding"},
		{"encoding_param_unknown", base, "/account/1?encoding=lz4", "gzip", 400, "", "Accept, Accept-Encoding"},
		{"encoding_param_small_body_identity", base, "/articles?sections=1&seed=1&format=proto&encoding=gzip", "gzip", 200, "", "Accept, Accept-Encoding"},
		{"encoding_param_disabled", off, "/account/1?encoding=gzip", "gzip", 406, "", "Accept"},
		{"encoding_param_disabled_identity", off, "/account/1?encoding=identity", "gzip", 200, "", "Accept"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			h := http.Header{}
			if tt.acceptEncoding != "" {
				h.Set("Accept-Encoding", tt.acceptEncoding)
			}
			r := do(t, client, http.MethodGet, tt.base+tt.path, h, nil)
			if r.StatusCode != tt.wantStatus || r.Header.Get("Content-Encoding") != tt.wantCE || r.Header.Get("Vary") != tt.wantVary {
				t.Fatalf("got %d, Content-Encoding %q, Vary %q; want %d, %q, %q: %.200s", r.StatusCode,
					r.Header.Get("Content-Encoding"), r.Header.Get("Vary"), tt.wantStatus, tt.wantCE, tt.wantVary, r.body)
			}
			if r.StatusCode == http.StatusNotAcceptable {
				if e := decodeError(t, r); e.Code != apierror.CodeNotAcceptable || !strings.HasPrefix(e.Message, "negotiate content coding: ") {
					t.Fatalf("error = %v", e)
				}
			}
			if r.StatusCode == http.StatusBadRequest {
				if e := decodeError(t, r); e.Code != apierror.CodeInvalidArgument || len(e.Violations) != 1 || e.Violations[0].Field != "encoding" {
					t.Fatalf("error = %v", e)
				}
			}
		})
	}
}

func TestETags(t *testing.T) {
	t.Parallel()
	data := mustData(t, generatedData)
	base := startServer(t, Config{}, data)
	client := newClient(t, protocols[0])
	get := func(path, accept, ae, inm string) response {
		h := http.Header{"Accept": {accept}}
		if ae != "" {
			h.Set("Accept-Encoding", ae)
		}
		if inm != "" {
			h.Set("If-None-Match", inm)
		}
		return do(t, client, http.MethodGet, base+path, h, nil)
	}
	first := get("/account/1", "application/x-protobuf", "", "")
	tag := first.Header.Get("ETag")
	if first.StatusCode != http.StatusOK || !strings.HasPrefix(tag, `"`) || first.Header.Get("Cache-Control") != "no-cache" {
		t.Fatalf("first GET: %d, ETag %q, Cache-Control %q", first.StatusCode, tag, first.Header.Get("Cache-Control"))
	}
	if again := get("/account/1", "application/x-protobuf", "", ""); again.Header.Get("ETag") != tag {
		t.Fatal("ETag is not stable")
	}
	for _, inm := range []string{tag, "W/" + tag, `"other", ` + tag, "*"} {
		r := get("/account/1", "application/x-protobuf", "", inm)
		if r.StatusCode != http.StatusNotModified || len(r.body) != 0 || r.Header.Get("ETag") != tag {
			t.Fatalf("If-None-Match %s: %d with %d bytes, ETag %q", inm, r.StatusCode, len(r.body), r.Header.Get("ETag"))
		}
	}
	if r := get("/account/1", "application/x-protobuf", "", `"other"`); r.StatusCode != http.StatusOK {
		t.Fatalf("non-matching If-None-Match: %d", r.StatusCode)
	}
	// Other formats, codings and resources are other representations.
	tags := map[string]bool{tag: true}
	for _, v := range []response{
		get("/account/1", "application/json", "", ""),
		get("/account/1", "application/x-protobuf", "gzip", ""),
		get("/account/1", "application/x-protobuf", "zstd", ""),
		get("/account/2", "application/x-protobuf", "", ""),
		get("/accountList", "application/x-protobuf", "", ""),
		get("/people", "application/x-protobuf", "zstd", ""),
	} {
		et := v.Header.Get("ETag")
		if et == "" || tags[et] {
			t.Fatalf("ETag %q missing or shared between representations", et)
		}
		tags[et] = true
	}
	gz := get("/account/1", "application/x-protobuf", "gzip", "")
	if r := get("/account/1", "application/x-protobuf", "gzip", gz.Header.Get("ETag")); r.StatusCode != http.StatusNotModified {
		t.Fatalf("gzip revalidation: %d", r.StatusCode)
	}
	if r := get("/account/1", "application/x-protobuf", "", gz.Header.Get("ETag")); r.StatusCode != http.StatusOK {
		t.Fatalf("the gzip tag matched the identity representation: %d", r.StatusCode)
	}
	// Generated on every request: no ETag.
	if r := get("/articles?sections=5", "application/json", "", ""); r.Header.Get("ETag") != "" {
		t.Fatal("a random article has an ETag")
	}
}

// TestCompressedRequestBodies posts people in every coding, then broken and
// hostile bodies.
func TestCompressedRequestBodies(t *testing.T) {
	t.Parallel()
	data := mustData(t, generatedData)
	base := startServer(t, Config{MaxBodyBytes: 8 << 20}, data)
	enc, err := contentcoding.NewEncoder(contentcoding.DefaultLevels)
	if err != nil {
		t.Fatal(err)
	}
	people := &peoplev1.People{Person: data.People.Person[:20000]}
	raw, err := registryCodec(t, "proto").Marshal(nil, people)
	if err != nil {
		t.Fatal(err)
	}
	// Each coding compressed once, not once per protocol: under the race
	// detector brotli's 3.4 MB took seconds each time.
	codings := []contentcoding.Coding{contentcoding.Gzip, contentcoding.Brotli, contentcoding.Zstd}
	bodies := map[contentcoding.Coding][]byte{}
	for _, c := range codings {
		if bodies[c], err = enc.Append(nil, raw, c); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range protocols {
		client := newClient(t, p)
		for _, c := range codings {
			t.Run(p.name+"/"+string(c), func(t *testing.T) {
				body := bodies[c]
				r := do(t, client, http.MethodPost, base+"/people", http.Header{
					"Content-Type": {"application/x-protobuf"}, "Content-Encoding": {string(c)}}, bytes.NewReader(body))
				got := &peoplev1.PostPeopleResponse{}
				if r.StatusCode != http.StatusOK {
					t.Fatalf("status %d: %s", r.StatusCode, r.body)
				}
				decode(t, r, got)
				if got.Received != 20000 {
					t.Fatalf("received %d", got.Received)
				}
			})
		}
		gz, _ := enc.Append(nil, raw, contentcoding.Gzip)
		for _, tc := range []struct {
			name, ce string
			body     []byte
			status   int
			code     apierror.Code
			inMsg    string
		}{
			{"unknown_encoding", "compress", raw, 415, apierror.CodeUnsupportedMediaType, "compress"},
			{"stacked_encodings", "gzip, br", gz, 415, apierror.CodeUnsupportedMediaType, "stacked"},
			{"not_gzip", "gzip", raw, 400, apierror.CodeInvalidArgument, "gzip"},
			{"truncated_gzip", "gzip", gz[:len(gz)/2], 400, apierror.CodeInvalidArgument, "gzip"},
			{"truncated_zstd", "zstd", mustEncode(t, enc, raw, contentcoding.Zstd)[:100], 400, apierror.CodeInvalidArgument, "zstd"},
			{"corrupt_br", "br", []byte("definitely not brotli"), 400, apierror.CodeInvalidArgument, "br"},
		} {
			t.Run(p.name+"/"+tc.name, func(t *testing.T) {
				r := do(t, client, http.MethodPost, base+"/people", http.Header{
					"Content-Type": {"application/x-protobuf"}, "Content-Encoding": {tc.ce}}, bytes.NewReader(tc.body))
				if r.StatusCode != tc.status {
					t.Fatalf("status %d, want %d: %s", r.StatusCode, tc.status, r.body)
				}
				if e := decodeError(t, r); e.Code != tc.code || !strings.Contains(e.Message, tc.inMsg) {
					t.Fatalf("error %v, want %s mentioning %q", e, tc.code, tc.inMsg)
				}
			})
		}
	}
}

func mustEncode(t *testing.T, enc *contentcoding.Encoder, b []byte, c contentcoding.Coding) []byte {
	t.Helper()
	out, err := enc.Append(nil, b, c)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestCompressionBomb sends 1 GiB of zeros gzipped to about 1 MB (and the
// same in zstd): the server answers 413 after inflating no more than its
// 64 MiB limit, quickly, and keeps serving. Not parallel, so the allocation
// count is this request's.
func TestCompressionBomb(t *testing.T) {
	data := mustData(t, generatedData)
	base := startServer(t, Config{}, data) // default 64 MiB limit
	client := newClient(t, protocols[0])
	for _, c := range []contentcoding.Coding{contentcoding.Gzip, contentcoding.Zstd} {
		t.Run(string(c), func(t *testing.T) {
			bomb := contentcodingBomb(t, c, 1<<30)
			if len(bomb) > 2<<20 {
				t.Fatalf("bomb is %d bytes", len(bomb))
			}
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			start := time.Now()
			r := do(t, client, http.MethodPost, base+"/people", http.Header{
				"Content-Type": {"application/x-protobuf"}, "Content-Encoding": {string(c)}}, bytes.NewReader(bomb))
			took := time.Since(start)
			runtime.ReadMemStats(&after)
			if r.StatusCode != http.StatusRequestEntityTooLarge {
				t.Fatalf("status %d: %s", r.StatusCode, r.body)
			}
			if e := decodeError(t, r); e.Code != apierror.CodePayloadTooLarge || !strings.Contains(e.Message, "decoded size") {
				t.Fatalf("error %v", e)
			}
			allocated := after.TotalAlloc - before.TotalAlloc
			t.Logf("%s bomb: %d bytes compressed, 413 after %v, %d MiB allocated", c, len(bomb), took, allocated>>20)
			if allocated > 256<<20 { // 4x the limit; inflating the bomb would be 1 GiB
				t.Fatalf("refusing the bomb allocated %d MiB; the limit is 64 MiB", allocated>>20)
			}
			if took > 30*time.Second {
				t.Fatalf("refusing the bomb took %v", took)
			}
		})
	}
	if r := do(t, client, http.MethodGet, base+"/account/1", nil, nil); r.StatusCode != http.StatusOK {
		t.Fatalf("after the bombs: %d", r.StatusCode)
	}
}

// contentcodingBomb makes a body of c inflating to n zero bytes cheaply, by
// concatenating 1 MiB members (gzip) or frames (zstd).
func contentcodingBomb(t *testing.T, c contentcoding.Coding, n int) []byte {
	t.Helper()
	enc, err := contentcoding.NewEncoder(contentcoding.Levels{Gzip: 9, Brotli: 4, Zstd: 19})
	if err != nil {
		t.Fatal(err)
	}
	one, err := enc.Append(nil, make([]byte, 1<<20), c)
	if err != nil {
		t.Fatal(err)
	}
	return bytes.Repeat(one, n>>20)
}

func registryCodec(t testing.TB, name string) interface {
	Marshal([]byte, proto.Message) ([]byte, error)
} {
	t.Helper()
	c, ok := registry.ByName(name)
	if !ok {
		t.Fatalf("no codec %q", name)
	}
	return c
}

// TestBodyCache: the second request for a dataset in a format and coding is
// served from the kept bytes — identical to the first — and a server
// without the cache, or with a full one, still answers the same bytes.
func TestBodyCache(t *testing.T) {
	t.Parallel()
	data := mustData(t, generatedData)
	cached, err := New(Config{Logger: discardLogger()}, data)
	if err != nil {
		t.Fatal(err)
	}
	uncached, err := New(Config{Logger: discardLogger(), DisableCache: true}, data)
	if err != nil {
		t.Fatal(err)
	}
	tiny, err := New(Config{Logger: discardLogger(), CacheMaxBytes: 1000}, data)
	if err != nil {
		t.Fatal(err)
	}
	get := func(s *Server, method, accept, ae string) response {
		req := httptest.NewRequest(method, "/account/1", nil)
		req.Header.Set("Accept", accept)
		req.Header.Set("Accept-Encoding", ae)
		rec := newRecorder()
		s.Handler().ServeHTTP(rec, req)
		return rec.response()
	}
	for _, accept := range []string{"application/json", "application/x-protobuf", "application/xml"} {
		for _, ae := range []string{"identity", "gzip", "zstd"} {
			first := get(cached, http.MethodGet, accept, ae)
			second := get(cached, http.MethodGet, accept, ae)
			plain := get(uncached, http.MethodGet, accept, ae)
			full := get(tiny, http.MethodGet, accept, ae)
			// The cache itself lives in package rest (its budget is tested
			// there); here its answers show in Server-Timing.
			for name, c := range map[string]struct {
				r    response
				want string
			}{"second": {second, "cache;desc=hit"}, "over budget": {full, "cache;desc=miss"}, "uncached": {plain, ""}} {
				st := c.r.Header.Get("Server-Timing")
				if c.want == "" && strings.Contains(st, "cache;") || c.want != "" && !strings.Contains(st, c.want) {
					t.Fatalf("%s %s: %s response's Server-Timing %q, want %q", accept, ae, name, st, c.want)
				}
			}
			head := get(cached, http.MethodHead, accept, ae)
			for name, r := range map[string]response{"second": second, "uncached": plain, "over budget": full} {
				if !bytes.Equal(r.body, first.body) || r.Header.Get("ETag") != first.Header.Get("ETag") ||
					r.Header.Get("Content-Encoding") != first.Header.Get("Content-Encoding") {
					t.Fatalf("%s %s: %s response differs from the first", accept, ae, name)
				}
			}
			if len(head.body) != 0 || head.Header.Get("Content-Length") != strconv.Itoa(len(first.body)) {
				t.Fatalf("%s %s: HEAD from the cache: %d bytes, length %s", accept, ae, len(head.body), head.Header.Get("Content-Length"))
			}
		}
	}
}
