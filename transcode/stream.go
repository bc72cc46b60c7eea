package transcode

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/contentcoding"
)

// A StreamInvoker calls one server-streaming method: it calls send with
// each response, in order, and returns when the stream ends (nil) or fails.
//
// The request is a message of the method's input type, as for an Invoker;
// each response must be of its output type. send encodes the message before
// it returns, so the invoker may reuse it; send returns an error when the
// stream cannot go on (the client went away: the context's error), and the
// invoker should then return. The context is cancelled when the client
// disconnects. An error returned before the first send is an ordinary
// error response with its status; after it, it ends the stream with an
// error frame. Errors map as an Invoker's do.
type StreamInvoker func(ctx context.Context, method protoreflect.MethodDescriptor, req proto.Message, send func(proto.Message) error) error

// WithStreamInvoker serves the server-streaming methods that have rules,
// through s, with a framing negotiated from Accept (see the package
// documentation and docs/STREAMING.md). Without it they are not served.
func WithStreamInvoker(s StreamInvoker) Option {
	return func(c *config) { c.stream = s }
}

// The flush policy of a stream: the first frame goes out at once; after
// it, output is flushed when streamFlushBytes are buffered, and at the
// latest streamFlushDelay after an unflushed item was written.
const (
	streamFlushBytes = 32 << 10
	streamFlushDelay = 50 * time.Millisecond
)

// errStreamEnded is send's answer once the stream has been finished (an
// invoker that keeps a send function past its return).
var errStreamEnded = errors.New("transcode: send on a stream that has ended")

func (h *Handler) streamHandler(rt *route, in protoreflect.MessageType) http.Handler {
	literal := rt.tmpl.literal()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f, err := h.streams.negotiate(r)
		if err != nil {
			h.x.WriteError(w, r, err)
			return
		}
		coding, err := h.streamCoding(r)
		if err != nil {
			h.x.WriteError(w, r, err)
			return
		}
		vals, err := rt.values(r, literal)
		if err != nil {
			h.x.WriteError(w, r, err)
			return
		}
		req := in.New()
		msg := req.Interface() // before bind: a decoder may reset the message, leaving req stale
		if err := h.bind(rt, r, vals, req); err != nil {
			h.x.WriteError(w, r, err)
			return
		}
		ctx, cancel := context.WithCancel(r.Context())
		defer cancel()
		s := &stream{h: h, w: w, r: r, rc: http.NewResponseController(w), f: f, coding: coding, rt: rt, cancel: cancel}
		if r.Method == http.MethodHead {
			s.writeHeader()
			return
		}
		defer s.close()
		ctx = context.WithValue(ctx, callKey{}, &call{r: r})
		s.finish(s.invoke(ctx, msg))
	})
}

// streamCoding negotiates the content coding of a stream as the exchange
// does for a body: Accept-Encoding among the exchange's codings, or
// ?encoding=; identity when the exchange does not compress.
func (h *Handler) streamCoding(r *http.Request) (contentcoding.Coding, error) {
	codings := h.x.Codings()
	ae, present := r.Header["Accept-Encoding"]
	header := strings.Join(ae, ",")
	c, ok := contentcoding.Select(header, present, codings)
	if !ok {
		return "", apierror.New(apierror.CodeNotAcceptable,
			"negotiate content coding: nothing in Accept-Encoding %q is offered for a stream", header)
	}
	name := r.URL.Query().Get("encoding")
	if name == "" {
		return c, nil
	}
	p, ok := contentcoding.ParseName(name)
	switch {
	case !ok:
		return "", apierror.New(apierror.CodeInvalidArgument,
			"parse encoding parameter: unknown content coding %q; supported: identity, gzip, br, zstd", name).
			WithViolations(apierror.Violation{Field: "encoding", Description: "must be one of identity, gzip, br, zstd"})
	case !contentcoding.Accepts(header, present, p):
		return "", apierror.New(apierror.CodeNotAcceptable,
			"negotiate content coding: encoding=%s but Accept-Encoding %q does not accept it", p, header)
	case p != contentcoding.Identity && !slices.Contains(codings, p):
		return "", apierror.New(apierror.CodeNotAcceptable, "negotiate content coding: encoding=%s is not offered", p)
	}
	return p, nil
}

// stream is one streamed response. send (from the invoker, any goroutine),
// the flush timer and finish share it under mu; after done nothing touches
// the ResponseWriter.
type stream struct {
	h      *Handler
	w      http.ResponseWriter
	r      *http.Request
	rc     *http.ResponseController
	f      streamFormat
	coding contentcoding.Coding
	rt     *route
	cancel context.CancelFunc

	mu      sync.Mutex
	n       int  // items written
	started bool // status and headers sent
	done    bool
	pending []byte // framed output not yet flushed, before compression
	enc     []byte // an item's encoding, reused
	comp    compressor
	timer   *time.Timer
	armed   bool
	werr    error // writing to the client failed: the stream is over
	sendErr error // an item could not be encoded: the stream's error
}

// invoke runs the StreamInvoker, turning a panic into an internal error
// (logged with its stack); http.ErrAbortHandler panics on.
func (s *stream) invoke(ctx context.Context, req proto.Message) (err error) {
	defer func() {
		if v := recover(); v != nil {
			if e, ok := v.(error); ok && errors.Is(e, http.ErrAbortHandler) {
				panic(v)
			}
			s.h.x.Logger().LogAttrs(s.r.Context(), slog.LevelError, "stream invoker panicked",
				slog.String("method", s.r.Method), slog.String("path", s.r.URL.Path),
				slog.Any("panic", v), slog.String("stack", string(debug.Stack())))
			err = apierror.Internal(fmt.Errorf("stream invoker panicked: %v", v))
		}
	}()
	return s.h.stream(ctx, s.rt.method, req, s.send)
}

func (s *stream) send(m proto.Message) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case s.done:
		return errStreamEnded
	case s.werr != nil:
		return s.werr
	case s.sendErr != nil:
		return s.sendErr
	}
	if err := s.r.Context().Err(); err != nil {
		return err
	}
	if m == nil {
		s.sendErr = apierror.Internal(fmt.Errorf("transcode: %s sent a nil message", s.rt.method.FullName()))
		return s.sendErr
	}
	if s.rt.response != nil {
		pm := m.ProtoReflect()
		fd := pm.Descriptor().Fields().ByNumber(s.rt.response.Number())
		if fd == nil {
			s.sendErr = apierror.Internal(fmt.Errorf("transcode: %s: response %s has no field %s", s.rt.method.FullName(), pm.Descriptor().FullName(), s.rt.response.Name()))
			return s.sendErr
		}
		m = pm.Get(fd).Message().Interface()
	}
	b, err := s.f.encodeItem(s.enc[:0], m)
	if err != nil {
		s.sendErr = err
		return err
	}
	s.enc = b
	s.pending = s.f.appendItem(s.pending, s.n, b)
	s.n++
	switch {
	case s.n == 1 || len(s.pending) >= streamFlushBytes:
		s.flushLocked()
	case !s.armed:
		s.armed = true
		if s.timer == nil {
			s.timer = time.AfterFunc(streamFlushDelay, s.timerFlush)
		} else {
			s.timer.Reset(streamFlushDelay)
		}
	}
	return s.werr
}

func (s *stream) timerFlush() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.armed = false
	if !s.done && s.werr == nil && len(s.pending) > 0 {
		s.flushLocked()
	}
}

// writeHeader sends the status and the stream's headers.
func (s *stream) writeHeader() {
	h := s.w.Header()
	h.Set("Content-Type", s.f.mediaType)
	h.Set("Vary", "Accept, Accept-Encoding")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", "no-store")
	h.Del("Content-Length")
	if s.coding != contentcoding.Identity {
		h.Set("Content-Encoding", string(s.coding))
	}
	s.w.WriteHeader(http.StatusOK)
	s.started = true
}

// flushLocked sends what is pending through the compressor (sync flush)
// to the client and flushes the connection.
func (s *stream) flushLocked() {
	if s.armed {
		s.timer.Stop()
		s.armed = false
	}
	if !s.started {
		if s.coding != contentcoding.Identity {
			if s.comp = getCompressor(s.coding, s.w); s.comp == nil {
				s.coding = contentcoding.Identity
			}
		}
		s.writeHeader()
	}
	var err error
	if len(s.pending) > 0 {
		if s.comp != nil {
			if _, err = s.comp.Write(s.pending); err == nil {
				err = s.comp.Flush()
			}
		} else {
			_, err = s.w.Write(s.pending)
		}
		s.pending = s.pending[:0]
	}
	if err == nil {
		if ferr := s.rc.Flush(); ferr != nil && !errors.Is(ferr, http.ErrNotSupported) {
			err = ferr
		}
	}
	if err != nil {
		s.werr = err
		s.cancel()
	}
}

// finish ends the stream after the invoker returned err: an error
// response before the first item, else the end frame (or error frame).
func (s *stream) finish(err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.sendErr != nil {
		err = s.sendErr
	}
	if s.werr != nil || s.r.Context().Err() != nil {
		return // the client is gone: nobody to tell
	}
	if err != nil && !s.started {
		s.done = true
		s.h.x.WriteError(s.w, s.r, toAPIError(err))
		return
	}
	var eb []byte
	if err != nil {
		e := apierror.From(toAPIError(err))
		if e.Code == apierror.CodeInternal {
			s.h.x.Logger().LogAttrs(s.r.Context(), slog.LevelError, "stream failed",
				slog.String("method", s.r.Method), slog.String("path", s.r.URL.Path), slog.Any("error", err))
		}
		eb = s.f.errorBody(nil, s.h.streams.json, e)
	}
	s.pending = s.f.appendEnd(s.pending, s.n, eb)
	s.flushLocked()
	if s.comp != nil && s.werr == nil {
		if err := s.comp.Close(); err == nil {
			_ = s.rc.Flush()
		}
		putCompressor(s.coding, s.comp)
		s.comp = nil
	}
	s.done = true
}

// close stops the timer: after it, nothing writes to the ResponseWriter.
func (s *stream) close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.done = true
	if s.timer != nil {
		s.timer.Stop()
	}
}

// compressor is a streaming encoder with a sync flush: every flush makes
// what was written so far decodable by the client.
type compressor interface {
	io.Writer
	Flush() error
	Close() error
	Reset(io.Writer)
}

var compressors = map[contentcoding.Coding]*sync.Pool{
	contentcoding.Gzip:   {},
	contentcoding.Brotli: {},
	contentcoding.Zstd:   {},
}

// getCompressor is a pooled compressor for c writing to w, nil if none
// can be made.
func getCompressor(c contentcoding.Coding, w io.Writer) compressor {
	if z, ok := compressors[c].Get().(compressor); ok {
		z.Reset(w)
		return z
	}
	l := contentcoding.DefaultLevels
	switch c {
	case contentcoding.Gzip:
		z, err := gzip.NewWriterLevel(w, l.Gzip)
		if err != nil {
			z = gzip.NewWriter(w)
		}
		return z
	case contentcoding.Brotli:
		return brotli.NewWriterLevel(w, l.Brotli)
	default:
		z, err := zstd.NewWriter(w, zstd.WithEncoderLevel(zstd.EncoderLevelFromZstd(l.Zstd)), zstd.WithEncoderConcurrency(1))
		if err != nil {
			return nil
		}
		return z
	}
}

func putCompressor(c contentcoding.Coding, z compressor) {
	z.Reset(nil)
	compressors[c].Put(z)
}
