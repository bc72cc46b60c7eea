package rest

import (
	"log/slog"
	"net/http"
	"slices"

	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/contentcoding"
)

// An Option configures an Exchange (New).
type Option interface {
	applyToExchange(*config)
}

// A HandlerOption configures one handler (Exchange.Handler).
type HandlerOption interface {
	applyToHandler(*handlerConfig)
}

type config struct {
	registry   *codec.Registry
	codings    []contentcoding.Coding
	minSize    int
	levels     contentcoding.Levels
	compress   bool
	maxBody    int64
	cacheBytes int64
	observer   Observer
	log        *slog.Logger
}

type optionFunc func(*config)

func (f optionFunc) applyToExchange(c *config) { f(c) }

type handlerConfig struct {
	status    int
	maxBody   int64 // 0: the exchange's
	immutable bool
	etag      bool
	gate      func(*http.Request, http.Header) error
	// encodeError answers a message the negotiated codec cannot encode.
	encodeError func(format string, err error) error
}

type handlerOptionFunc func(*handlerConfig)

func (f handlerOptionFunc) applyToHandler(c *handlerConfig) { f(c) }

// WithRegistry serves the codecs of reg, in its order of preference; its
// first codec answers a request that names no format. Default:
// DefaultRegistry().
func WithRegistry(reg *codec.Registry) Option {
	return optionFunc(func(c *config) { c.registry = reg })
}

// WithCompression compresses response bodies of at least minSize bytes
// with the best of codings (in the server's order of preference) that the
// client's Accept-Encoding allows. minSize 0 compresses every body (New
// refuses a negative one); no codings means DefaultCodings(). Without this
// option compression is on, for bodies of DefaultMinCompressSize bytes and
// more.
func WithCompression(minSize int, codings ...contentcoding.Coding) Option {
	return optionFunc(func(c *config) {
		c.compress = true
		c.minSize = minSize
		c.codings = nil
		if len(codings) > 0 {
			c.codings = slices.DeleteFunc(slices.Clone(codings), func(x contentcoding.Coding) bool { return x == contentcoding.Identity })
		}
	})
}

// WithCompressionLevels sets each coding's level. Default:
// contentcoding.DefaultLevels.
func WithCompressionLevels(l contentcoding.Levels) Option {
	return optionFunc(func(c *config) { c.levels = l })
}

// WithoutCompression sends every response as identity; a client that
// refuses identity gets 406.
func WithoutCompression() Option {
	return optionFunc(func(c *config) { c.compress = false })
}

// WithMaxBody caps a request body at n bytes, counted after decompression
// (a compression bomb costs at most n bytes); over it, 413. n ≤ 0 means
// DefaultMaxBody. Given to New it is the exchange's limit (and, through
// connectcodec.WithExchange, its RPC face's); given to Handler or
// ResponseHandler it is that route's own, larger or smaller.
func WithMaxBody(n int64) MaxBodyOption {
	if n <= 0 {
		n = DefaultMaxBody
	}
	return MaxBodyOption(n)
}

// MaxBodyOption is WithMaxBody's option: an Option and a HandlerOption.
type MaxBodyOption int64

func (o MaxBodyOption) applyToExchange(c *config)       { c.maxBody = int64(o) }
func (o MaxBodyOption) applyToHandler(c *handlerConfig) { c.maxBody = int64(o) }

// WithBodyCache keeps up to maxBytes of encoded, compressed bodies of
// immutable answers (WithImmutable), so that the next request for the same
// message, format and coding copies bytes and encodes nothing. Once the
// budget is spent, the least recently used bodies make room. 0 disables
// the cache. Default: DefaultBodyCacheBytes.
func WithBodyCache(maxBytes int64) Option {
	return optionFunc(func(c *config) { c.cacheBytes = max(maxBytes, 0) })
}

// WithObserver reports each response's format and coding, the time spent
// decoding, encoding and compressing, and the body cache's answers to o
// (metrics, Server-Timing). Default: none.
func WithObserver(o Observer) Option {
	return optionFunc(func(c *config) { c.observer = o })
}

// WithLogger logs internal errors (the client reads "internal error" only)
// with their cause. Default: slog.Default().
func WithLogger(l *slog.Logger) Option {
	return optionFunc(func(c *config) { c.log = l })
}

// WithStatus is the status of a successful answer. Default: DefaultStatus.
func WithStatus(code int) HandlerOption {
	return handlerOptionFunc(func(c *handlerConfig) { c.status = code })
}

// WithImmutable declares that the handler's answer never changes while the
// process runs and that the same resource is always the same message
// pointer (a loaded dataset, say). Its representations get a strong ETag
// (per format and coding) with Cache-Control: no-cache, If-None-Match is
// answered 304 without encoding anything, and encoded bodies are kept in
// the body cache. What the exchange remembers is bounded (the least
// recently used goes first), so a handler that returns a fresh message
// each time costs encoding, not memory; for data that changes, use WithETag.
func WithImmutable() HandlerOption {
	return handlerOptionFunc(func(c *handlerConfig) { c.immutable = true })
}

// WithETag gives every answer of the handler a strong ETag computed from
// its encoded bytes (per format and coding), with Cache-Control: no-cache,
// and answers a matching If-None-Match with 304 and no body. The answer is
// encoded each time (the tag is its hash), so it suits data that changes;
// nothing is remembered between requests.
func WithETag() HandlerOption {
	return handlerOptionFunc(func(c *handlerConfig) { c.etag = true })
}

// WithGate runs gate once the response format is known and before the
// handler function: a non-nil error is the answer, in the negotiated format.
// gate may set response headers in h (WWW-Authenticate for a 401, say).
func WithGate(gate func(r *http.Request, h http.Header) error) HandlerOption {
	return handlerOptionFunc(func(c *handlerConfig) { c.gate = gate })
}

// WithEncodeError answers a message that no format the request accepts
// can encode — a format that cannot carry part of a schema, such as
// FlatBuffers and nesting deeper than its MaxDepth, when the client
// accepts nothing else — with fn's error (format is the negotiated
// codec's name, err its marshal error), typically a 406
// (apierror.CodeNotAcceptable) saying why and the formats to ask for
// instead. Without it the answer is a 406
// naming the message, the format and the marshal error. Either way, a
// client that accepts another format that can carry the message gets it
// in that one (Accept: application/x-flatbuffers, application/json;q=0.5).
func WithEncodeError(fn func(format string, err error) error) HandlerOption {
	return handlerOptionFunc(func(c *handlerConfig) { c.encodeError = fn })
}
