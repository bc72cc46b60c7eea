// Package rest answers HTTP requests with protobuf messages in whichever
// format the client negotiates — JSON, Protobuf, FlatBuffers, MessagePack,
// XML, or any codec in a codec.Registry — so a handler is a function from a
// request to a message and nothing more. It is the exchange polywire's own
// REST endpoints go through: response format from ?format= or Accept, content
// coding from Accept-Encoding or ?encoding= (406 with the supported list when
// nothing fits; a message the chosen format cannot carry goes out in the
// next acceptable one), request bodies by Content-Type and Content-Encoding
// with a cap on the decoded size (415 with Accept-Post, 413, bombs stopped
// at the cap), errors as apierror bodies in the negotiated format (panics
// included), strong ETags and 304 (WithImmutable, WithETag), handlers that
// set their own status and headers (ResponseHandler), pooled buffers and a
// bounded body cache, and an Observer for metrics and timings.
//
// It is named rest, not httpcodec, because it provides more than coding
// bodies: it owns a REST resource's whole request/response exchange
// (negotiation, status codes, caching validators, error bodies), the REST
// face next to connect-go's RPC face over the same codecs.
package rest

import (
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"slices"
	"strings"

	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/contentcoding"
	"github.com/polywire/polywire/negotiate"
)

// Defaults for the options left out.
const (
	// DefaultMaxBody caps a request body, after decompression: room for
	// tens of megabytes of JSON, while a compressed bomb stops at the cap.
	DefaultMaxBody int64 = 64 << 20
	// DefaultMinCompressSize: smaller bodies gain less from compression than
	// its framing and CPU cost.
	DefaultMinCompressSize = 1024
	// DefaultBodyCacheBytes is the budget of encoded immutable bodies kept.
	DefaultBodyCacheBytes int64 = 64 << 20
	// DefaultStatus is a handler's status on success (WithStatus).
	DefaultStatus = http.StatusOK
)

// DefaultRegistry is the registry used without WithRegistry: every format
// polywire ships, with the generated fast paths where they exist and the
// reference codecs for any other message (formats.Registry).
func DefaultRegistry() *codec.Registry { return formats.Registry() }

// DefaultCodings are the content codings offered without WithCompression,
// in the server's order of preference: zstd, br, gzip.
func DefaultCodings() []contentcoding.Coding { return slices.Clone(contentcoding.Preferred) }

// An Exchange turns requests into messages and messages into responses. It is
// safe for concurrent use; build one with New and share it among handlers.
type Exchange struct {
	codecs     *codec.Registry
	negotiator *negotiate.Negotiator
	def        format                 // the first codec, identity: a missing Accept's answer
	encoder    *contentcoding.Encoder // nil: compression off
	codings    []contentcoding.Coding // offered, in preference order
	supported  string                 // "zstd, br, gzip, identity"
	minSize    int
	maxBody    int64
	vary       string                  // the Vary of every negotiated response
	etags      *lru[etagKey, etagInfo] // immutable answers' tags, bounded
	bodies     *bodyCache              // nil: no cache
	observer   Observer
	log        *slog.Logger
}

// New returns an Exchange configured by opts.
func New(opts ...Option) (*Exchange, error) {
	cfg := config{
		minSize:    DefaultMinCompressSize,
		levels:     contentcoding.DefaultLevels,
		compress:   true,
		maxBody:    DefaultMaxBody,
		cacheBytes: DefaultBodyCacheBytes,
	}
	for _, o := range opts {
		o.applyToExchange(&cfg)
	}
	if cfg.minSize < 0 {
		return nil, fmt.Errorf("new exchange: WithCompression(%d): the minimum size to compress must be 0 (every body) or more", cfg.minSize)
	}
	if cfg.registry == nil {
		cfg.registry = DefaultRegistry()
	}
	if cfg.codings == nil {
		cfg.codings = DefaultCodings()
	}
	if cfg.log == nil {
		cfg.log = slog.Default()
	}
	cs := cfg.registry.Codecs()
	if len(cs) == 0 {
		return nil, errors.New("new exchange: the registry has no codecs")
	}
	neg, err := negotiate.New(cfg.registry.MediaTypes()...)
	if err != nil {
		return nil, fmt.Errorf("new exchange: %w", err)
	}
	x := &Exchange{
		codecs:     cfg.registry,
		negotiator: neg,
		def:        format{codec: cs[0], mediaType: cfg.registry.MediaType(cs[0]), coding: contentcoding.Identity, identityOK: true},
		minSize:    cfg.minSize,
		maxBody:    cfg.maxBody,
		vary:       "Accept",
		observer:   cfg.observer,
		log:        cfg.log,
	}
	for _, c := range cfg.codings {
		if p, ok := contentcoding.ParseName(string(c)); !ok || p != c {
			return nil, fmt.Errorf("new exchange: unknown content coding %q; offered can be zstd, br, gzip", c)
		}
	}
	if cfg.compress && len(cfg.codings) > 0 {
		if x.encoder, err = contentcoding.NewEncoder(cfg.levels); err != nil {
			return nil, fmt.Errorf("new exchange: %w", err)
		}
		x.codings = cfg.codings
		names := make([]string, 0, len(x.codings)+1)
		for _, c := range x.codings {
			names = append(names, string(c))
		}
		x.supported = strings.Join(append(names, string(contentcoding.Identity)), ", ")
		x.vary = "Accept, Accept-Encoding"
	}
	x.etags = newLRU[etagKey, etagInfo](maxETagBytes, maxCacheEntries)
	if cfg.cacheBytes > 0 {
		x.bodies = newBodyCache(cfg.cacheBytes)
	}
	return x, nil
}

// Registry is the exchange's codec registry (for an RPC face that should
// offer the same codecs).
func (x *Exchange) Registry() *codec.Registry { return x.codecs }

// MaxBody is the cap on a request body's decoded size (WithMaxBody), for
// an RPC face that should refuse what REST refuses
// (connectcodec.WithExchange).
func (x *Exchange) MaxBody() int64 { return x.maxBody }

// Encoder compresses responses at the exchange's levels; nil when
// compression is off.
func (x *Exchange) Encoder() *contentcoding.Encoder { return x.encoder }

// MinCompressSize is the smallest body the exchange compresses
// (WithCompression).
func (x *Exchange) MinCompressSize() int { return x.minSize }
