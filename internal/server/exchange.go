package server

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/contentcoding"
	"github.com/polywire/polywire/negotiate"
)

// format is what negotiation decided for a response: the codec, the media
// type it travels as, and the best content coding the client accepts
// (applied only to bodies of at least MinCompressSize bytes, unless the
// client refused identity).
type format struct {
	codec      codec.Codec
	mediaType  string
	coding     contentcoding.Coding
	identityOK bool
}

// responseFormat decides the response format: ?format= if given, else the
// Accept header negotiated against every registered media type; then the
// content coding from Accept-Encoding.
func (s *Server) responseFormat(r *http.Request) (format, *apierror.Error) {
	f := s.defaultFormat
	if name := r.URL.Query().Get("format"); name != "" {
		c, ok := s.codecs.ByName(name)
		if !ok {
			return f, apierror.New(apierror.CodeInvalidArgument,
				"parse format parameter: unknown format %q; supported: %s", name, strings.Join(s.codecs.Names(), ", ")).
				WithViolations(apierror.Violation{Field: "format", Description: "must be one of " + strings.Join(s.codecs.Names(), ", ")})
		}
		f.codec, f.mediaType = c, s.codecs.MediaType(c)
	} else {
		accept := strings.Join(r.Header.Values("Accept"), ",")
		mt, ok := s.negotiator.Select(accept)
		if !ok {
			return f, apierror.New(apierror.CodeNotAcceptable,
				"negotiate response format: nothing in Accept %q is offered; supported: %s", accept, strings.Join(s.codecs.MediaTypes(), ", "))
		}
		f.codec, _ = s.codecs.ByMediaType(mt)
		f.mediaType = mt
	}
	ae, present := r.Header["Accept-Encoding"]
	header := strings.Join(ae, ",")
	f.identityOK = true
	if present {
		_, f.identityOK = contentcoding.Select(header, true, nil)
	}
	f.coding = contentcoding.Identity
	if s.encoder != nil {
		c, ok := contentcoding.Select(header, present, contentcoding.Preferred)
		if !ok {
			return s.defaultFormat, apierror.New(apierror.CodeNotAcceptable,
				"negotiate content coding: nothing in Accept-Encoding %q is offered; supported: zstd, br, gzip, identity", header)
		}
		f.coding = c
	} else if !f.identityOK {
		return s.defaultFormat, apierror.New(apierror.CodeNotAcceptable,
			"negotiate content coding: Accept-Encoding %q refuses identity and this server does not compress", header)
	}
	if name := r.URL.Query().Get("encoding"); name != "" {
		return s.encodingOverride(f, name, header, present)
	}
	return f, nil
}

// encodingOverride applies ?encoding=: the coding a client names itself,
// as ?format= names the format. A browser's fetch cannot set
// Accept-Encoding (the browser owns it), so the lab page measures gzip
// against identity this way. The named coding must still be one the
// request's Accept-Encoding accepts — the client has to decode it — else
// 406; a body under MinCompressSize still goes out as identity, as always.
func (s *Server) encodingOverride(f format, name, header string, present bool) (format, *apierror.Error) {
	c, ok := contentcoding.ParseName(name)
	if !ok {
		return s.defaultFormat, apierror.New(apierror.CodeInvalidArgument,
			"parse encoding parameter: unknown content coding %q; supported: identity, gzip, br, zstd", name).
			WithViolations(apierror.Violation{Field: "encoding", Description: "must be one of identity, gzip, br, zstd"})
	}
	if !contentcoding.Accepts(header, present, c) {
		return s.defaultFormat, apierror.New(apierror.CodeNotAcceptable,
			"negotiate content coding: encoding=%s but Accept-Encoding %q does not accept it", c, header)
	}
	if c != contentcoding.Identity && s.encoder == nil {
		return s.defaultFormat, apierror.New(apierror.CodeNotAcceptable,
			"negotiate content coding: encoding=%s but this server does not compress (serve -compress=false)", c)
	}
	f.coding = c
	if c == contentcoding.Identity {
		f.identityOK = true
	}
	return f, nil
}

// decodeBody reads the request body — decompressing it per Content-Encoding
// with the size limit applied to the decoded bytes — and decodes it into m
// with the codec its Content-Type names. A missing Content-Type means JSON,
// as a missing Accept does.
func (s *Server) decodeBody(r *http.Request, m proto.Message) *apierror.Error {
	in := s.defaultFormat
	if ct := r.Header.Get("Content-Type"); ct != "" {
		mt, params, err := negotiate.ContentType(ct)
		if err != nil {
			return apierror.Wrap(apierror.CodeUnsupportedMediaType, "parse content type", err)
		}
		c, ok := s.codecs.ByMediaType(mt)
		if !ok {
			return apierror.New(apierror.CodeUnsupportedMediaType,
				"decode body: unsupported content type %q; supported: %s", mt, strings.Join(s.codecs.MediaTypes(), ", "))
		}
		if cs, ok := params["charset"]; ok && !strings.EqualFold(cs, "utf-8") && !strings.EqualFold(cs, "utf8") {
			return apierror.New(apierror.CodeUnsupportedMediaType, "decode body: unsupported charset %q; only utf-8 is", cs)
		}
		in = format{codec: c, mediaType: mt}
	}
	coding, err := contentcoding.ParseContentEncoding(strings.Join(r.Header.Values("Content-Encoding"), ","))
	if err != nil {
		return apierror.Wrap(apierror.CodeUnsupportedMediaType, "decode body", err)
	}
	limit := s.cfg.MaxBodyBytes
	if r.ContentLength > limit {
		return apierror.New(apierror.CodePayloadTooLarge,
			"read body: %d bytes is over the limit of %d bytes", r.ContentLength, limit)
	}
	bp := getBytes()
	defer putBytes(bp)
	if r.ContentLength > int64(cap(*bp)) && coding == contentcoding.Identity {
		*bp = make([]byte, 0, r.ContentLength)
	}
	// The raw stream is capped too, so a slow endless upload ends at the limit.
	body, err := contentcoding.ReadAll((*bp)[:0], http.MaxBytesReader(nil, r.Body, limit), coding, limit)
	*bp = body
	if err != nil {
		var mbe *http.MaxBytesError
		switch {
		case errors.Is(err, contentcoding.ErrTooLarge) && coding != contentcoding.Identity:
			return apierror.New(apierror.CodePayloadTooLarge, "decode %s body: decoded size is over the limit of %d bytes", coding, limit)
		case errors.Is(err, contentcoding.ErrTooLarge), errors.As(err, &mbe):
			return apierror.New(apierror.CodePayloadTooLarge, "read body: over the limit of %d bytes", limit)
		default:
			return apierror.Wrap(apierror.CodeInvalidArgument, "read body", err)
		}
	}
	st := timingOf(r)
	t0 := st.now()
	err = in.codec.Unmarshal(body, m)
	st.since(timingDecode, t0)
	if err != nil {
		return apierror.Wrap(apierror.CodeInvalidArgument, "decode body as "+in.codec.Name(), err)
	}
	return nil
}

// etagKey identifies one immutable representation: the message the route
// returned (routes over the loaded data return the same pointer each time)
// and the format it is encoded in.
type etagKey struct {
	msg   proto.Message
	codec string
}

// etagInfo is what a 304 needs without encoding: the hash of the identity
// body and its size (which decides whether it would be compressed).
type etagInfo struct {
	hash string
	size int
}

// tag is the strong entity tag of the representation sent with coding c:
// each content coding is its own representation (RFC 9110 §8.8.3).
func (e etagInfo) tag(c contentcoding.Coding) string {
	if c == contentcoding.Identity {
		return `"` + e.hash + `"`
	}
	return `"` + e.hash + "-" + string(c) + `"`
}

// codingFor is the coding a body of size bytes actually gets.
func (s *Server) codingFor(f format, size int) contentcoding.Coding {
	if f.coding != contentcoding.Identity && size < s.cfg.MinCompressSize && f.identityOK {
		return contentcoding.Identity
	}
	return f.coding
}

// notModified answers 304 when m was sent before in format f and the
// request's If-None-Match names that representation.
func (s *Server) notModified(w http.ResponseWriter, r *http.Request, f format, m proto.Message) bool {
	inm := r.Header.Get("If-None-Match")
	if inm == "" {
		return false
	}
	v, ok := s.etags.Load(etagKey{m, f.codec.Name()})
	if !ok {
		return false
	}
	info := v.(etagInfo)
	tag := info.tag(s.codingFor(f, info.size))
	if !etagMatch(inm, tag) {
		return false
	}
	h := w.Header()
	h.Set("ETag", tag)
	h.Set("Cache-Control", "no-cache")
	h.Set("Vary", s.vary)
	w.WriteHeader(http.StatusNotModified)
	return true
}

// etagMatch implements If-None-Match's weak comparison against tag.
func etagMatch(header, tag string) bool {
	for t := range strings.SplitSeq(header, ",") {
		t = strings.TrimSpace(t)
		if t == "*" || strings.TrimPrefix(t, "W/") == tag {
			return true
		}
	}
	return false
}

// write encodes m in the response format, compresses it per the negotiated
// coding and sends it with status. With immutable set, the representation
// gets a strong ETag and revalidation (Cache-Control: no-cache), and its
// encoded, compressed body is kept (unless the cache is off or full): the
// next request for the same message, format and coding is a copy of those
// bytes to the connection, with no encoding or compression at all.
func (s *Server) write(w http.ResponseWriter, r *http.Request, f format, status int, m proto.Message, immutable bool) {
	st := timingOf(r)
	if immutable && s.bodies != nil {
		if v, ok := s.etags.Load(etagKey{m, f.codec.Name()}); ok {
			info := v.(etagInfo)
			coding := s.codingFor(f, info.size)
			if body, ok := s.bodies.get(bodyKey{m, f.codec.Name(), coding}); ok {
				st.consulted(true)
				s.send(w, r, f, status, body, coding, info.tag(coding))
				return
			}
		}
		st.consulted(false)
	}
	bp := getBytes()
	defer putBytes(bp)
	t0 := st.now()
	b, err := f.codec.Marshal((*bp)[:0], m)
	st.since(timingEncode, t0)
	if err != nil {
		s.writeError(w, r, f, apierror.Internal(fmt.Errorf("encode response: %w", err)))
		return
	}
	*bp = b
	coding := s.codingFor(f, len(b))
	var tag string
	if immutable {
		key := etagKey{m, f.codec.Name()}
		v, ok := s.etags.Load(key)
		if !ok {
			sum := sha256.Sum256(b)
			v, _ = s.etags.LoadOrStore(key, etagInfo{hash: base64.RawURLEncoding.EncodeToString(sum[:12]), size: len(b)})
		}
		tag = v.(etagInfo).tag(coding)
	}
	body := b
	if coding != contentcoding.Identity {
		cp := getBytes()
		defer putBytes(cp)
		t0 := st.now()
		body, err = s.encoder.Append((*cp)[:0], b, coding)
		st.since(timingCompress, t0)
		if err != nil {
			s.writeError(w, r, f, apierror.Internal(err))
			return
		}
		*cp = body
	}
	if immutable && s.bodies != nil {
		s.bodies.put(bodyKey{m, f.codec.Name(), coding}, body)
	}
	s.send(w, r, f, status, body, coding, tag)
}

// send writes a finished body with its headers; tag is its ETag, if any.
func (s *Server) send(w http.ResponseWriter, r *http.Request, f format, status int, body []byte, coding contentcoding.Coding, tag string) {
	h := w.Header()
	if tag != "" {
		h.Set("ETag", tag)
		h.Set("Cache-Control", "no-cache")
	}
	if coding != contentcoding.Identity {
		h.Set("Content-Encoding", string(coding))
	}
	setFormat(r, f.codec.Name(), coding)
	h.Set("Content-Type", f.mediaType)
	h.Set("Content-Length", strconv.Itoa(len(body)))
	h.Set("Vary", s.vary)
	h.Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	if r.Method == http.MethodHead {
		return
	}
	_, _ = w.Write(body)
}

// bodyKey identifies one cached response body: the dataset message (the
// same pointer for the same resource), its format and its coding.
type bodyKey struct {
	msg    proto.Message
	codec  string
	coding contentcoding.Coding
}

// bodyCache keeps encoded bodies of the immutable datasets up to a byte
// budget. The data never changes while the server runs, so nothing is ever
// invalidated; once the budget is spent, further bodies are simply not
// kept (no eviction: the working set is small and fixed).
type bodyCache struct {
	mu    sync.RWMutex
	m     map[bodyKey][]byte
	bytes int64
	max   int64
}

func newBodyCache(maxBytes int64) *bodyCache {
	return &bodyCache{m: map[bodyKey][]byte{}, max: maxBytes}
}

func (c *bodyCache) get(k bodyKey) ([]byte, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	b, ok := c.m[k]
	return b, ok
}

// put keeps a copy of body (the caller's buffer is pooled) if it fits.
func (c *bodyCache) put(k bodyKey, body []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.m[k]; ok || c.bytes+int64(len(body)) > c.max {
		return
	}
	c.m[k] = bytes.Clone(body)
	c.bytes += int64(len(body))
}

// writeError sends err as an error body in format f, never compressed (error
// bodies are small). Internal errors are logged with their cause and reach
// the client as "internal error" only.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, f format, err error) {
	e := apierror.From(err)
	if e.Code == apierror.CodeInternal {
		s.log.LogAttrs(r.Context(), slog.LevelError, "request failed",
			slog.String("method", r.Method), slog.String("path", r.URL.Path), slog.Any("error", err))
	}
	h := w.Header()
	if e.Code == apierror.CodeUnsupportedMediaType {
		h.Set("Accept-Post", strings.Join(s.codecs.MediaTypes(), ", "))
	}
	h.Del("ETag")
	h.Del("Content-Encoding")
	h.Set("Cache-Control", "no-store")
	bp := getBytes()
	defer putBytes(bp)
	st := timingOf(r)
	t0 := st.now()
	b, merr := f.codec.Marshal((*bp)[:0], e.Proto())
	if merr != nil { // a format that cannot carry this message: fall back to JSON
		f = s.defaultFormat
		b, merr = f.codec.Marshal((*bp)[:0], e.Proto())
		if merr != nil {
			b = []byte(`{"code":"internal","message":"internal error"}`)
		}
	}
	st.since(timingEncode, t0)
	*bp = b
	setFormat(r, f.codec.Name(), contentcoding.Identity)
	h.Set("Content-Type", f.mediaType)
	h.Set("Content-Length", strconv.Itoa(len(b)))
	h.Set("Vary", s.vary)
	h.Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(e.Code.HTTPStatus())
	if r.Method == http.MethodHead {
		return
	}
	_, _ = w.Write(b)
}

// Pools. Response bodies go up to ~13 MB (50,000 people in JSON); buffers
// up to maxPooled are kept so steady load does not re-grow them per request,
// larger ones are left to the GC.
const maxPooled = 32 << 20

var bytesPool = sync.Pool{New: func() any { b := make([]byte, 0, 64<<10); return &b }}

func getBytes() *[]byte { return bytesPool.Get().(*[]byte) }

func putBytes(b *[]byte) {
	if cap(*b) > maxPooled {
		return
	}
	*b = (*b)[:0]
	bytesPool.Put(b)
}
