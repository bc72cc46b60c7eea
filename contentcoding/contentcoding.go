// Package contentcoding negotiates and applies HTTP content codings: it picks
// a response coding from Accept-Encoding (RFC 9110 §12.5.3) among zstd, br
// and gzip, compresses with pooled encoders (klauspost/compress,
// andybalholm/brotli), and decodes compressed request bodies with a hard cap
// on the decompressed size, so a compression bomb costs at most the cap in
// memory and the time to inflate it.
package contentcoding

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"

	"github.com/polywire/polywire/negotiate"
)

// Coding is a content coding token as it appears in HTTP headers.
type Coding string

// The codings polywire speaks. Identity means "no coding".
const (
	Identity Coding = "identity"
	Gzip     Coding = "gzip"
	Brotli   Coding = "br"
	Zstd     Coding = "zstd"
)

// Preferred is the server's order when a client weighs codings equally:
// zstd compresses about as well as br at a fraction of the CPU, br beats gzip
// on text, gzip is the one every client has.
var Preferred = []Coding{Zstd, Brotli, Gzip}

// Levels are the compression levels per coding, in each library's own scale:
// gzip 1..9, brotli 0..11, zstd 1..22 (mapped to klauspost's four speeds).
type Levels struct {
	Gzip, Brotli, Zstd int
}

// DefaultLevels suit on-the-fly compression of API bodies, each response
// compressed as it is sent: gzip 6 and zstd 3 are the libraries' defaults;
// brotli 3 compresses about as well as zstd 3, while brotli 4 and up costs
// several times the CPU for a few percent more. For bodies that are
// compressed once and served many times, higher levels pay; the
// measurements are in docs/BENCHMARKS.md ("Compression levels", from
// go test -bench=Encode ./contentcoding).
var DefaultLevels = Levels{Gzip: 6, Brotli: 3, Zstd: 3}

// Select picks the coding for a response from an Accept-Encoding header,
// among the offered codings (in server preference order) and identity.
//
//   - No header: identity (a client that says nothing gets what curl
//     without --compressed expects).
//   - The highest q wins; equal q goes to the offered order, identity last.
//   - "*" covers every coding the header does not name; "x-gzip" is gzip.
//   - identity is acceptable unless "identity;q=0", or "*;q=0" without an
//     identity entry. If nothing is acceptable, ok is false (answer 406).
func Select(header string, present bool, offered []Coding) (Coding, bool) {
	if !present {
		return Identity, true
	}
	weights, star, hasStar := parse(header)
	weight := func(c Coding) int {
		if q, ok := weights[c]; ok {
			return q
		}
		if hasStar {
			return star
		}
		if c == Identity {
			return 1 // implicitly acceptable, below anything named
		}
		return 0
	}
	best, bestQ := Coding(""), 0
	for _, c := range offered { // preference order: a tie keeps the earlier
		if q := weight(c); q > bestQ {
			best, bestQ = c, q
		}
	}
	if q := weight(Identity); q > bestQ { // identity only when strictly preferred
		best, bestQ = Identity, q
	}
	if bestQ == 0 {
		return "", false
	}
	return best, true
}

// Accepts reports whether an Accept-Encoding header (present says whether
// the request had one) accepts coding c at all, q > 0: what a request that
// names its coding itself (polywire's ?encoding=) must still respect. No
// header accepts every coding (RFC 9110 §12.5.3); Select answers identity
// then only because a client that said nothing may decode nothing else.
func Accepts(header string, present bool, c Coding) bool {
	if !present {
		return true
	}
	weights, star, hasStar := parse(header)
	if q, ok := weights[c]; ok {
		return q > 0
	}
	if hasStar {
		return star > 0
	}
	return c == Identity
}

// ParseName reads a coding's name as a request parameter gives it:
// identity, gzip (or x-gzip), br, zstd; ok is false for anything else.
func ParseName(name string) (Coding, bool) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "identity":
		return Identity, true
	case "gzip", "x-gzip":
		return Gzip, true
	case "br":
		return Brotli, true
	case "zstd":
		return Zstd, true
	}
	return "", false
}

// parse reads an Accept-Encoding header into weights in thousandths.
// Malformed elements are skipped.
func parse(header string) (weights map[Coding]int, star int, hasStar bool) {
	weights = map[Coding]int{}
	for elem := range strings.SplitSeq(header, ",") {
		name, params, _ := strings.Cut(elem, ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name == "" {
			continue
		}
		q := 1000
		ok := true
		for p := range strings.SplitSeq(params, ";") {
			k, v, found := strings.Cut(strings.TrimSpace(p), "=")
			if found && strings.EqualFold(strings.TrimSpace(k), "q") {
				q, ok = negotiate.ParseQ(strings.TrimSpace(v))
			}
		}
		if !ok {
			continue
		}
		switch name {
		case "*":
			star, hasStar = q, true
		case "x-gzip":
			weights[Gzip] = q
		default:
			weights[Coding(name)] = q
		}
	}
	return weights, star, hasStar
}

// Encoder compresses whole bodies with pooled encoders. It is safe for
// concurrent use.
type Encoder struct {
	levels Levels
	gzip   sync.Pool // *gzip.Writer
	br     sync.Pool // *brotli.Writer
	zstd   *zstd.Encoder
}

// NewEncoder returns an Encoder for the levels.
func NewEncoder(l Levels) (*Encoder, error) {
	if l.Gzip < gzip.BestSpeed || l.Gzip > gzip.BestCompression {
		return nil, fmt.Errorf("new encoder: gzip level %d not in 1..9", l.Gzip)
	}
	if l.Brotli < brotli.BestSpeed || l.Brotli > brotli.BestCompression {
		return nil, fmt.Errorf("new encoder: brotli level %d not in 0..11", l.Brotli)
	}
	if l.Zstd < 1 || l.Zstd > 22 {
		return nil, fmt.Errorf("new encoder: zstd level %d not in 1..22", l.Zstd)
	}
	zw, err := zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.EncoderLevelFromZstd(l.Zstd)), zstd.WithEncoderConcurrency(1))
	if err != nil {
		return nil, fmt.Errorf("new encoder: zstd: %w", err)
	}
	return &Encoder{levels: l, zstd: zw}, nil
}

// Append compresses src with c and appends the result to dst.
func (e *Encoder) Append(dst, src []byte, c Coding) ([]byte, error) {
	switch c {
	case Identity:
		return append(dst, src...), nil
	case Zstd:
		return e.zstd.EncodeAll(src, dst), nil
	case Gzip:
		buf := bytes.NewBuffer(dst)
		w, _ := e.gzip.Get().(*gzip.Writer)
		if w == nil {
			var err error
			if w, err = gzip.NewWriterLevel(buf, e.levels.Gzip); err != nil {
				return dst, fmt.Errorf("compress gzip: %w", err)
			}
		} else {
			w.Reset(buf)
		}
		defer e.gzip.Put(w)
		if _, err := w.Write(src); err != nil {
			return dst, fmt.Errorf("compress gzip: %w", err)
		}
		if err := w.Close(); err != nil {
			return dst, fmt.Errorf("compress gzip: %w", err)
		}
		return buf.Bytes(), nil
	case Brotli:
		buf := bytes.NewBuffer(dst)
		w, _ := e.br.Get().(*brotli.Writer)
		if w == nil {
			w = brotli.NewWriterLevel(buf, e.levels.Brotli)
		} else {
			w.Reset(buf)
		}
		defer e.br.Put(w)
		if _, err := w.Write(src); err != nil {
			return dst, fmt.Errorf("compress br: %w", err)
		}
		if err := w.Close(); err != nil {
			return dst, fmt.Errorf("compress br: %w", err)
		}
		return buf.Bytes(), nil
	default:
		return dst, fmt.Errorf("compress: unsupported coding %q", c)
	}
}

// ErrTooLarge is returned by ReadAll when the decoded body is over the limit.
var ErrTooLarge = errors.New("decoded body over the limit")

// ErrUnsupported is wrapped by ParseContentEncoding for codings it does not
// know or stacks it does not decode.
var ErrUnsupported = errors.New("unsupported content encoding")

// ParseContentEncoding reads a request's Content-Encoding header: "" and
// "identity" are Identity; one of gzip, x-gzip, br, zstd is that coding.
// Stacked codings ("gzip, br") and anything else are ErrUnsupported.
func ParseContentEncoding(header string) (Coding, error) {
	h := strings.ToLower(strings.TrimSpace(header))
	if h == "" {
		return Identity, nil
	}
	if c, ok := ParseName(h); ok {
		return c, nil
	}
	if strings.Contains(h, ",") {
		return "", fmt.Errorf("%w: stacked codings %q; send one of gzip, br, zstd", ErrUnsupported, header)
	}
	return "", fmt.Errorf("%w: %q; supported: gzip, br, zstd", ErrUnsupported, header)
}

// maxZstdWindow bounds the window a zstd request body may declare: 8 MiB is
// what RFC 8878 asks HTTP decoders to support, and all a client needs.
const maxZstdWindow = 8 << 20

var (
	gzipReaders sync.Pool // *gzip.Reader
	brReaders   sync.Pool // *brotli.Reader
	zstdReaders sync.Pool // *zstd.Decoder
)

// ReadAll decodes r with coding c and appends the result to dst, reading at
// most limit decoded bytes. Over the limit it stops and returns ErrTooLarge,
// dst having grown to no more than limit+1 bytes; a corrupt or truncated
// stream is an error that says so.
func ReadAll(dst []byte, r io.Reader, c Coding, limit int64) ([]byte, error) {
	var dec io.Reader
	switch c {
	case Identity:
		dec = r
	case Gzip:
		zr, _ := gzipReaders.Get().(*gzip.Reader)
		var err error
		if zr == nil {
			zr, err = gzip.NewReader(r)
		} else {
			err = zr.Reset(r)
		}
		if err != nil {
			return dst, fmt.Errorf("decode gzip body: %w", err)
		}
		defer gzipReaders.Put(zr)
		dec = zr
	case Brotli:
		br, _ := brReaders.Get().(*brotli.Reader)
		if br == nil {
			br = brotli.NewReader(r)
		} else if err := br.Reset(r); err != nil {
			return dst, fmt.Errorf("decode br body: %w", err)
		}
		defer brReaders.Put(br)
		dec = br
	case Zstd:
		zd, _ := zstdReaders.Get().(*zstd.Decoder)
		var err error
		if zd == nil {
			zd, err = zstd.NewReader(r, zstd.WithDecoderConcurrency(1), zstd.WithDecoderLowmem(true),
				zstd.WithDecoderMaxWindow(maxZstdWindow))
		} else {
			err = zd.Reset(r)
		}
		if err != nil {
			return dst, fmt.Errorf("decode zstd body: %w", err)
		}
		defer func() { _ = zd.Reset(nil); zstdReaders.Put(zd) }()
		dec = zd
	default:
		return dst, fmt.Errorf("%w: %q", ErrUnsupported, c)
	}
	start, empty := len(dst), 0
	for {
		if len(dst) == cap(dst) {
			if int64(len(dst)-start) > limit {
				return dst, ErrTooLarge
			}
			// Grow by doubling, but never past limit+1 decoded bytes: a
			// bomb costs the limit, not twice it.
			want := min(max(2*cap(dst), len(dst)+32<<10), start+int(limit)+1)
			dst = append(make([]byte, 0, want), dst...)
		}
		n, err := dec.Read(dst[len(dst):cap(dst)])
		dst = dst[:len(dst)+n]
		if n == 0 && err == nil {
			if empty++; empty > 100 {
				return dst, fmt.Errorf("decode %s body: %w", c, io.ErrNoProgress)
			}
		} else {
			empty = 0
		}
		if int64(len(dst)-start) > limit {
			return dst, ErrTooLarge
		}
		if errors.Is(err, io.EOF) {
			return dst, nil
		}
		if err != nil {
			if c == Identity {
				return dst, fmt.Errorf("read body: %w", err)
			}
			return dst, fmt.Errorf("decode %s body: %w", c, err)
		}
	}
}
