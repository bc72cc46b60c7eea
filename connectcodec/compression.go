package connectcodec

import (
	"errors"
	"fmt"
	"io"
	"math"
	"sync"

	"connectrpc.com/connect"

	"github.com/polywire/polywire/contentcoding"
	"github.com/polywire/polywire/rest"
)

// Codings are the content codings WithCompression and WithAcceptCompression
// register, least preferred first: connect prefers the last registered, and
// contentcoding.Preferred puts zstd before br before gzip.
var Codings = []contentcoding.Coding{contentcoding.Gzip, contentcoding.Brotli, contentcoding.Zstd}

// noLimit stands for "no cap" (readMaxBytes <= 0, connect's own meaning),
// small enough that contentcoding.ReadAll's arithmetic cannot overflow.
const noLimit = 1 << 62

// maxPooledBytes: a compressor or decompressor keeps its buffer for the next
// message up to this size (connect's own buffer pool stops at the same);
// past it, one large message does not pin its size in the pool.
const maxPooledBytes = 8 << 20

// WithCompression registers gzip, br and zstd on a handler, all three on
// package contentcoding: compressed with enc (its levels and pooled
// encoders, the same bytes a REST response gets) and decompressed with at
// most readMaxBytes decoded bytes per message.
//
// Pass readMaxBytes the value given to connect.WithReadMaxBytes. connect
// applies that cap to decompressed bytes too, but, past it, reads the rest
// of the stream to report the message's size, so a zstd or br bomb would
// cost its whole inflated size in CPU; these decompressors stop at the cap
// instead and answer connect.CodeResourceExhausted. readMaxBytes <= 0 means
// no cap, as it does for connect. A nil enc compresses at
// contentcoding.DefaultLevels.
func WithCompression(enc *contentcoding.Encoder, readMaxBytes int) connect.HandlerOption {
	enc = orDefault(enc)
	opts := make([]connect.HandlerOption, 0, len(Codings))
	for _, c := range Codings {
		newD, newC := constructors(enc, c, readMaxBytes)
		opts = append(opts, connect.WithCompression(string(c), newD, newC))
	}
	return connect.WithHandlerOptions(opts...)
}

// WithAcceptCompression is WithCompression for a client: it may send with
// connect.WithSendCompression("zstd") (or "br", "gzip") and accepts
// responses in all three, each decoded message capped at readMaxBytes
// (pass the client's connect.WithReadMaxBytes; <= 0: no cap).
func WithAcceptCompression(enc *contentcoding.Encoder, readMaxBytes int) connect.ClientOption {
	enc = orDefault(enc)
	opts := make([]connect.ClientOption, 0, len(Codings))
	for _, c := range Codings {
		newD, newC := constructors(enc, c, readMaxBytes)
		opts = append(opts, connect.WithAcceptCompression(string(c), newD, newC))
	}
	return connect.WithClientOptions(opts...)
}

func constructors(enc *contentcoding.Encoder, c contentcoding.Coding, readMaxBytes int) (func() connect.Decompressor, func() connect.Compressor) {
	return func() connect.Decompressor { return NewDecompressor(c, int64(readMaxBytes)) },
		func() connect.Compressor { return NewCompressor(enc, c) }
}

var defaultEncoder = sync.OnceValue(func() *contentcoding.Encoder {
	enc, err := contentcoding.NewEncoder(contentcoding.DefaultLevels)
	if err != nil {
		panic(err) // the default levels are valid; contentcoding's tests hold them to it
	}
	return enc
})

func orDefault(enc *contentcoding.Encoder) *contentcoding.Encoder {
	if enc == nil {
		return defaultEncoder()
	}
	return enc
}

// NewCompressor returns a connect.Compressor for coding c on enc. connect
// hands a compressor one whole message (one Write) and then closes it, so
// it gathers the writes and compresses them at Close with enc.Append: the
// encoder's pooled state serves every message, and the bytes are those of a
// REST body of the same content.
func NewCompressor(enc *contentcoding.Encoder, c contentcoding.Coding) connect.Compressor {
	return &compressor{enc: orDefault(enc), coding: c}
}

type compressor struct {
	enc    *contentcoding.Encoder
	coding contentcoding.Coding
	dst    io.Writer
	src    []byte
	out    []byte
	closed bool
}

func (z *compressor) Write(p []byte) (int, error) {
	if z.closed {
		return 0, fmt.Errorf("compress %s: write after close", z.coding)
	}
	z.src = append(z.src, p...)
	return len(p), nil
}

// Close compresses what was written and writes it to the sink, which it
// does not close.
func (z *compressor) Close() error {
	if z.closed {
		return nil
	}
	z.closed = true
	var err error
	z.out, err = z.enc.Append(z.out[:0], z.src, z.coding)
	if err != nil {
		return err
	}
	_, err = z.dst.Write(z.out)
	return err
}

func (z *compressor) Reset(w io.Writer) {
	z.dst, z.closed = w, false
	z.src, z.out = keep(z.src), keep(z.out)
}

// NewDecompressor returns a connect.Decompressor for coding c that decodes
// at most limit bytes of one message (limit <= 0: no cap) and answers
// connect.CodeResourceExhausted past it, having inflated no more than
// limit+1 bytes (contentcoding.ReadAll; zstd windows are capped at 8 MiB).
// The message is decoded on the first Read into a buffer the decompressor
// keeps for the next one.
func NewDecompressor(c contentcoding.Coding, limit int64) connect.Decompressor {
	if limit <= 0 {
		limit = noLimit
	}
	return &decompressor{coding: c, limit: limit}
}

type decompressor struct {
	coding contentcoding.Coding
	limit  int64
	src    io.Reader // nil once decoded
	buf    []byte
	off    int
	err    error
}

func (d *decompressor) Read(p []byte) (int, error) {
	if d.src != nil {
		d.buf, d.err = contentcoding.ReadAll(d.buf[:0], d.src, d.coding, d.limit)
		d.src, d.off = nil, 0
		if errors.Is(d.err, contentcoding.ErrTooLarge) {
			d.buf = d.buf[:0]
			d.err = connect.NewError(connect.CodeResourceExhausted,
				fmt.Errorf("decompress %s: message over the limit of %d decoded bytes", d.coding, d.limit))
		}
	}
	if d.err != nil {
		return 0, d.err
	}
	if d.off == len(d.buf) {
		return 0, io.EOF
	}
	n := copy(p, d.buf[d.off:])
	d.off += n
	return n, nil
}

// Close ends the message; the source is not closed.
func (d *decompressor) Close() error {
	d.src, d.off = nil, 0
	d.buf = keep(d.buf)
	return nil
}

// Reset prepares d to decode src. Nothing is read until the first Read, so
// connect's Reset(http.NoBody) on returning d to its pool costs nothing.
func (d *decompressor) Reset(src io.Reader) error {
	d.src, d.buf, d.off, d.err = src, keep(d.buf), 0, nil
	return nil
}

// keep empties b for reuse, or drops it when it is too large to pool.
func keep(b []byte) []byte {
	if cap(b) > maxPooledBytes {
		return nil
	}
	return b[:0]
}

// WithExchange gives a connect handler what a rest.Exchange has, so REST
// and RPC over one schema share their settings, each given once: the
// exchange's codec registry (WithCodecs), its body limit as the cap on
// every message, compressed or not (connect.WithReadMaxBytes and
// WithCompression's decompressors), its compression — levels and minimum
// size; with compression off, compressed requests are still read and no
// response is compressed, as REST does — and the error model (WithErrors).
func WithExchange(x *rest.Exchange) connect.HandlerOption {
	limit := int(min(x.MaxBody(), int64(math.MaxInt32)))
	minSize := x.MinCompressSize()
	if x.Encoder() == nil {
		minSize = math.MaxInt
	}
	return connect.WithHandlerOptions(
		WithCodecs(x.Registry()),
		WithCompression(x.Encoder(), limit),
		connect.WithCompressMinBytes(minSize),
		connect.WithReadMaxBytes(limit),
		WithErrors(),
	)
}
