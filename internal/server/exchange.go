package server

import (
	"bytes"
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
	"github.com/polywire/polywire/negotiate"
)

// format is the codec chosen for one side of an exchange and the media type
// it travels as.
type format struct {
	codec     codec.Codec
	mediaType string
}

// responseFormat decides the response format: ?format= if given, else the
// Accept header negotiated against every registered media type.
func (s *Server) responseFormat(r *http.Request) (format, *apierror.Error) {
	if name := r.URL.Query().Get("format"); name != "" {
		c, ok := s.codecs.ByName(name)
		if !ok {
			return s.defaultFormat, apierror.New(apierror.CodeInvalidArgument,
				"parse format parameter: unknown format %q; supported: %s", name, strings.Join(s.codecs.Names(), ", ")).
				WithViolations(apierror.Violation{Field: "format", Description: "must be one of " + strings.Join(s.codecs.Names(), ", ")})
		}
		return format{codec: c, mediaType: s.codecs.MediaType(c)}, nil
	}
	accept := strings.Join(r.Header.Values("Accept"), ",")
	mt, ok := s.negotiator.Select(accept)
	if !ok {
		return s.defaultFormat, apierror.New(apierror.CodeNotAcceptable,
			"negotiate response format: nothing in Accept %q is offered; supported: %s", accept, strings.Join(s.codecs.MediaTypes(), ", "))
	}
	c, _ := s.codecs.ByMediaType(mt)
	return format{codec: c, mediaType: mt}, nil
}

// decodeBody reads the request body within the size limit and decodes it
// into m with the codec its Content-Type names. A missing Content-Type means
// JSON, as a missing Accept does.
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
	if ce := r.Header.Get("Content-Encoding"); ce != "" && !strings.EqualFold(ce, "identity") {
		return apierror.New(apierror.CodeUnsupportedMediaType, "decode body: unsupported content encoding %q", ce)
	}
	if r.ContentLength > s.cfg.MaxBodyBytes {
		return apierror.New(apierror.CodePayloadTooLarge,
			"read body: %d bytes is over the limit of %d bytes", r.ContentLength, s.cfg.MaxBodyBytes)
	}
	buf := getBuffer()
	defer putBuffer(buf)
	if r.ContentLength > 0 {
		buf.Grow(int(r.ContentLength))
	}
	_, err := buf.ReadFrom(http.MaxBytesReader(nil, r.Body, s.cfg.MaxBodyBytes))
	if err != nil {
		if mbe := (*http.MaxBytesError)(nil); errors.As(err, &mbe) {
			return apierror.New(apierror.CodePayloadTooLarge, "read body: over the limit of %d bytes", mbe.Limit)
		}
		return apierror.Wrap(apierror.CodeInvalidArgument, "read body", err)
	}
	if err := in.codec.Unmarshal(buf.Bytes(), m); err != nil {
		return apierror.Wrap(apierror.CodeInvalidArgument, "decode body as "+in.codec.Name(), err)
	}
	return nil
}

// write encodes m in the response format and sends it with status.
func (s *Server) write(w http.ResponseWriter, r *http.Request, f format, status int, m proto.Message) {
	bp := getBytes()
	defer putBytes(bp)
	b, err := f.codec.Marshal((*bp)[:0], m)
	if err != nil {
		s.writeError(w, r, f, apierror.Internal(fmt.Errorf("encode response: %w", err)))
		return
	}
	*bp = b
	h := w.Header()
	h.Set("Content-Type", f.mediaType)
	h.Set("Content-Length", strconv.Itoa(len(b)))
	h.Add("Vary", "Accept")
	h.Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	if r.Method == http.MethodHead {
		return
	}
	_, _ = w.Write(b)
}

// writeError sends err as an error body in format f. Internal errors are
// logged with their cause and reach the client as "internal error" only.
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
	h.Set("Cache-Control", "no-store")
	bp := getBytes()
	defer putBytes(bp)
	b, merr := f.codec.Marshal((*bp)[:0], e.Proto())
	if merr != nil { // cannot happen for the error message; keep a body anyway
		f, b = s.defaultFormat, []byte(`{"code":"internal","message":"internal error"}`)
	}
	*bp = b
	h.Set("Content-Type", f.mediaType)
	h.Set("Content-Length", strconv.Itoa(len(b)))
	h.Add("Vary", "Accept")
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

var bufferPool = sync.Pool{New: func() any { return new(bytes.Buffer) }}

func getBuffer() *bytes.Buffer { return bufferPool.Get().(*bytes.Buffer) }

func putBuffer(b *bytes.Buffer) {
	if b.Cap() > maxPooled {
		return
	}
	b.Reset()
	bufferPool.Put(b)
}
