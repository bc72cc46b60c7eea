package rest

import (
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"runtime/debug"
	"strconv"
	"strings"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/contentcoding"
)

// Handler adapts fn, which sees only messages, to HTTP: negotiate the
// response format first (so a 406 costs nothing), run the gate and fn,
// answer 304 if the client has this representation already (immutable
// handlers), else write the message with the handler's status or fn's
// error as an error body. HEAD gets the headers without the body. A panic
// in fn is a 500 error body in the negotiated format, its value and stack
// logged. For a handler that sets its own status or headers, see
// ResponseHandler.
func (x *Exchange) Handler(fn func(*http.Request) (proto.Message, error), opts ...HandlerOption) http.Handler {
	return x.handler(fn, nil, opts)
}

// Response is what a handler says about its answer beyond the message.
type Response struct {
	// Status, when not 0, is the status of a successful answer, in place
	// of the handler's WithStatus (201 for a create, say).
	Status int
	// Header is the response's header: a handler adds Location,
	// Cache-Control, Link … here. The exchange sets the representation's
	// own headers (Content-Type, Content-Encoding, Content-Length, ETag,
	// Vary) after the handler returns, over any of the same name.
	Header http.Header
}

// ResponseHandler is Handler for a function that also sets its answer's
// status or headers through res.
func (x *Exchange) ResponseHandler(fn func(r *http.Request, res *Response) (proto.Message, error), opts ...HandlerOption) http.Handler {
	return x.handler(nil, fn, opts)
}

// handler serves plain, or withRes and the Response it fills: a plain
// handler allocates no Response.
func (x *Exchange) handler(plain func(*http.Request) (proto.Message, error), withRes func(*http.Request, *Response) (proto.Message, error), opts []HandlerOption) http.Handler {
	hc := handlerConfig{status: DefaultStatus}
	for _, o := range opts {
		o.applyToHandler(&hc)
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f, aerr := x.negotiate(r)
		if aerr != nil {
			x.writeError(w, r, f, aerr)
			return
		}
		if hc.gate != nil {
			if err := hc.gate(r, w.Header()); err != nil {
				x.writeError(w, r, f, err)
				return
			}
		}
		if hc.maxBody > 0 && r.Body != nil {
			r.Body = &routeBody{ReadCloser: r.Body, max: hc.maxBody}
		}
		var res *Response
		if withRes != nil {
			res = &Response{Header: w.Header()}
		}
		m, err := x.call(w, r, f, plain, withRes, res)
		if err != nil {
			x.writeError(w, r, f, err)
			return
		}
		if m == nil { // a panic, answered already
			return
		}
		if hc.immutable && x.notModified(w, r, f, m) {
			return
		}
		status := hc.status
		if res != nil && res.Status != 0 {
			status = res.Status
		}
		x.write(w, r, f, status, m, hc.immutable, hc.etag, hc.encodeError)
	})
}

// routeBody carries a route's own body limit (WithMaxBody given to a
// handler) to Decode, which the handler function calls with the request.
type routeBody struct {
	io.ReadCloser
	max int64
}

// call runs the handler function (plain, else withRes with res), turning
// a panic into a 500 error body in format f and a nil message
// (answerPanic).
func (x *Exchange) call(w http.ResponseWriter, r *http.Request, f format, plain func(*http.Request) (proto.Message, error),
	withRes func(*http.Request, *Response) (proto.Message, error), res *Response) (m proto.Message, err error) {
	defer func() {
		if v := recover(); v != nil {
			x.answerPanic(w, r, f, true, v)
			m, err = nil, nil
		}
	}()
	if plain != nil {
		m, err = plain(r)
	} else {
		m, err = withRes(r, res)
	}
	if m == nil && err == nil {
		err = apierror.Internal(errors.New("handler returned neither a message nor an error"))
	}
	return m, err
}

// Recover is middleware that answers a panic anywhere in next as Handler
// answers one in its function: a 500 error body in the format the request
// negotiates, the panic's value and stack logged, the server kept up. Put
// it around a mux that also serves other handlers (connect-go's, a
// router's own answers).
func (x *Exchange) Recover(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				x.answerPanic(w, r, format{}, false, v)
			}
		}()
		next.ServeHTTP(w, r)
	})
}

// answerPanic logs a recovered panic v with its stack and answers 500 in
// format f, or, unless negotiated, in what the request negotiates. http.ErrAbortHandler, the
// way to abort a response on purpose, panics on.
func (x *Exchange) answerPanic(w http.ResponseWriter, r *http.Request, f format, negotiated bool, v any) {
	if err, ok := v.(error); ok && errors.Is(err, http.ErrAbortHandler) {
		panic(v)
	}
	x.log.LogAttrs(r.Context(), slog.LevelError, "handler panicked",
		slog.String("method", r.Method), slog.String("path", r.URL.Path),
		slog.Any("panic", v), slog.String("stack", string(debug.Stack())))
	err := apierror.Internal(fmt.Errorf("handler panicked: %v", v))
	if !negotiated {
		x.WriteError(w, r, err)
		return
	}
	x.writeError(w, r, f, err)
}

// Write sends m with status in the format and coding the request
// negotiates, or the negotiation's error (406, or 400 for a bad ?format=).
func (x *Exchange) Write(w http.ResponseWriter, r *http.Request, status int, m proto.Message) {
	f, aerr := x.negotiate(r)
	if aerr != nil {
		x.writeError(w, r, f, aerr)
		return
	}
	x.write(w, r, f, status, m, false, false, nil)
}

// etagKey identifies one immutable representation: the message the handler
// returned (the same pointer each time) and the format it is encoded in.
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

// etagOf is the validator of an identity body: a hash of its bytes, so
// the same message encoded the same way always has the same tag.
func etagOf(b []byte) etagInfo {
	sum := sha256.Sum256(b)
	return etagInfo{hash: base64.RawURLEncoding.EncodeToString(sum[:12]), size: len(b)}
}

// tag is the strong entity tag of the representation sent with coding c:
// each content coding is its own representation (RFC 9110 §8.8.3).
func (e etagInfo) tag(c contentcoding.Coding) string {
	if c == contentcoding.Identity {
		return `"` + e.hash + `"`
	}
	return `"` + e.hash + "-" + string(c) + `"`
}

// notModified answers 304 when m was sent before in format f and the
// request's If-None-Match names that representation.
func (x *Exchange) notModified(w http.ResponseWriter, r *http.Request, f format, m proto.Message) bool {
	inm := r.Header.Get("If-None-Match")
	if inm == "" {
		return false
	}
	info, ok := x.etags.get(etagKey{m, f.codec.Name()})
	if !ok {
		return false
	}
	coding := x.codingFor(f, info.size)
	tag := info.tag(coding)
	if !etagMatch(inm, tag) {
		return false
	}
	x.sendNotModified(w, r, f, coding, tag)
	return true
}

// sendNotModified answers 304 for the representation tagged tag.
func (x *Exchange) sendNotModified(w http.ResponseWriter, r *http.Request, f format, coding contentcoding.Coding, tag string) {
	x.responded(r, http.StatusNotModified, f, coding)
	h := w.Header()
	h.Set("ETag", tag)
	h.Set("Cache-Control", "no-cache")
	h.Set("Vary", x.vary)
	w.WriteHeader(http.StatusNotModified)
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
// bytes to the connection, with no encoding or compression at all. A
// message the codec cannot encode goes out in the next format the request
// accepts that can carry it; when none can, it is encodeError's answer
// when set (WithEncodeError), else a 406 naming the message, the format
// and why.
func (x *Exchange) write(w http.ResponseWriter, r *http.Request, f format, status int, m proto.Message, immutable, etag bool, encodeError func(string, error) error) {
	if immutable && x.bodies != nil {
		if info, ok := x.etags.get(etagKey{m, f.codec.Name()}); ok {
			coding := x.codingFor(f, info.size)
			if body, ok := x.bodies.get(bodyKey{m, f.codec.Name(), coding}); ok {
				x.consulted(r, true)
				x.send(w, r, f, status, body, coding, info.tag(coding))
				return
			}
		}
		x.consulted(r, false)
	}
	bp := getBytes()
	defer putBytes(bp)
	t0 := x.now()
	b, err := f.codec.Marshal((*bp)[:0], m)
	x.since(r, StageEncode, t0)
	if err != nil {
		var ok bool
		if f, b, ok = x.encodeFallback(r, f, m, (*bp)[:0]); !ok {
			if encodeError != nil {
				x.writeError(w, r, f, encodeError(f.codec.Name(), err))
				return
			}
			x.writeError(w, r, f, cannotWrite(f, m, err))
			return
		}
	}
	*bp = b
	coding := x.codingFor(f, len(b))
	var tag string
	switch {
	case immutable:
		key := etagKey{m, f.codec.Name()}
		info, ok := x.etags.get(key)
		if !ok {
			info = etagOf(b)
			x.etags.put(key, info, int64(len(b)))
		}
		tag = info.tag(coding)
	case etag:
		tag = etagOf(b).tag(coding)
		if inm := r.Header.Get("If-None-Match"); inm != "" && etagMatch(inm, tag) {
			x.sendNotModified(w, r, f, coding, tag)
			return
		}
	}
	body := b
	if coding != contentcoding.Identity {
		cp := getBytes()
		defer putBytes(cp)
		t0 := x.now()
		body, err = x.encoder.Append((*cp)[:0], b, coding)
		x.since(r, StageCompress, t0)
		if err != nil {
			x.writeError(w, r, f, apierror.Internal(err))
			return
		}
		*cp = body
	}
	if immutable && x.bodies != nil {
		x.bodies.put(bodyKey{m, f.codec.Name(), coding}, body)
	}
	x.send(w, r, f, status, body, coding, tag)
}

// encodeFallback writes m in the next format the request accepts when f
// cannot carry it (FlatBuffers and a message nested deeper than its
// MaxDepth, say): the client listed those formats as acceptable, so
// answering in one beats failing. It returns the format that carried m
// and its bytes, or false when none did (f unchanged).
func (x *Exchange) encodeFallback(r *http.Request, f format, m proto.Message, buf []byte) (format, []byte, bool) {
	for _, g := range x.fallbacks(f) {
		t0 := x.now()
		b, err := g.codec.Marshal(buf, m)
		x.since(r, StageEncode, t0)
		if err == nil {
			return g, b, true
		}
	}
	return f, nil, false
}

// cannotWrite is the 406 of a message no acceptable format can carry,
// naming the message, the format and why.
func cannotWrite(f format, m proto.Message, err error) *apierror.Error {
	accept := "?format=" + f.codec.Name()
	if f.byHeader {
		accept = fmt.Sprintf("Accept %q", f.accept)
	}
	return apierror.Wrap(apierror.CodeNotAcceptable, fmt.Sprintf(
		"encode response: %s cannot be written as %s, and %s allows no other format that can carry it",
		m.ProtoReflect().Descriptor().FullName(), f.codec.Name(), accept), err)
}

// send writes a finished body with its headers; tag is its ETag, if any.
func (x *Exchange) send(w http.ResponseWriter, r *http.Request, f format, status int, body []byte, coding contentcoding.Coding, tag string) {
	h := w.Header()
	if tag != "" {
		h.Set("ETag", tag)
		h.Set("Cache-Control", "no-cache")
	}
	if coding != contentcoding.Identity {
		h.Set("Content-Encoding", string(coding))
	}
	x.responded(r, status, f, coding)
	h.Set("Content-Type", f.mediaType)
	h.Set("Content-Length", strconv.Itoa(len(body)))
	h.Set("Vary", x.vary)
	h.Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	if r.Method == http.MethodHead {
		return
	}
	_, _ = w.Write(body)
}
