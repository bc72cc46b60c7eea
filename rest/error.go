package rest

import (
	"errors"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/contentcoding"
)

// WriteError sends err as an error body in the format the request
// negotiates (the registry's first codec when negotiation fails), with the
// status apierror.Code.HTTPStatus gives its code. An error that is not an
// *apierror.Error is internal: it is logged with its cause and the client
// reads "internal error" only. Use it for answers outside a Handler (a
// router's 404 and 405, a panic, a readiness check) so that they too carry
// an error body a client can read.
func (x *Exchange) WriteError(w http.ResponseWriter, r *http.Request, err error) {
	f, _ := x.negotiate(r)
	x.writeError(w, r, f, err)
}

// writeError sends err as an error body in format f, never compressed (error
// bodies are small).
func (x *Exchange) writeError(w http.ResponseWriter, r *http.Request, f format, err error) {
	e := apierror.From(err)
	if e.Code == apierror.CodeInternal {
		// The client reads "internal error" and no more: the log is the
		// one place the cause shows, so it gets the whole chain.
		attrs := []slog.Attr{slog.String("method", r.Method), slog.String("path", r.URL.Path), slog.Any("error", err)}
		// err may be the model's own error wrapping the cause
		// (apierror.Internal), whose text is only "internal error".
		var model *apierror.Error
		if errors.As(err, &model) && model.Unwrap() != nil {
			attrs = append(attrs, slog.String("cause", model.Unwrap().Error()))
		}
		x.log.LogAttrs(r.Context(), slog.LevelError, "request failed", attrs...)
	}
	h := w.Header()
	if e.Code == apierror.CodeUnsupportedMediaType {
		h.Set("Accept-Post", strings.Join(x.codecs.MediaTypes(), ", "))
	}
	if e.RetryAfter > 0 {
		h.Set("Retry-After", strconv.Itoa(int(max(e.RetryAfter.Round(time.Second), time.Second)/time.Second)))
	}
	h.Del("ETag")
	h.Del("Content-Encoding")
	h.Set("Cache-Control", "no-store")
	bp := getBytes()
	defer putBytes(bp)
	t0 := x.now()
	b, merr := f.codec.Marshal((*bp)[:0], e.Proto())
	if merr != nil { // a format that cannot carry this message: fall back to the default
		f = x.def
		b, merr = f.codec.Marshal((*bp)[:0], e.Proto())
		if merr != nil {
			b = []byte(`{"code":"internal","message":"internal error"}`)
		}
	}
	x.since(r, StageEncode, t0)
	*bp = b
	x.responded(r, e.Code.HTTPStatus(), f, contentcoding.Identity)
	h.Set("Content-Type", f.mediaType)
	h.Set("Content-Length", strconv.Itoa(len(b)))
	h.Set("Vary", x.vary)
	h.Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(e.Code.HTTPStatus())
	if r.Method == http.MethodHead {
		return
	}
	_, _ = w.Write(b)
}
