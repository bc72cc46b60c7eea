// Package streamread reads the server streams polywire's transcoder writes
// for a server-streaming method over REST (docs/STREAMING.md): NDJSON or
// JSONL lines, server-sent events, a streamed JSON array, and 5-byte
// envelopes carrying Protobuf, MessagePack or FlatBuffers. The framing is
// chosen by the response's Content-Type and the body is decompressed by its
// Content-Encoding (gzip, br, zstd) as it arrives, so each message can be
// used as soon as its bytes are in:
//
//	r, err := streamread.NewReader(resp, formats.Registry())
//	if err != nil {
//		return err // a non-200 answer is its *apierror.Error
//	}
//	defer r.Close()
//	for {
//		p := new(peoplev1.Person)
//		if err := r.Next(p); err == io.EOF {
//			break // the stream ended cleanly
//		} else if err != nil {
//			return err // an error frame is its *apierror.Error
//		}
//		use(p)
//	}
//
// A stream that stops before its end marker (SSE, JSON array, envelopes)
// or in the middle of a message is an error wrapping ErrMalformed and
// io.ErrUnexpectedEOF, never a clean end.
package streamread

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/zstd"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/codec/jsoncodec"
	"github.com/polywire/polywire/contentcoding"
	errorv1 "github.com/polywire/polywire/gen/polywire/error/v1"
)

// ErrMalformed is wrapped by every error about the bytes of a stream: a
// bad frame, an unknown envelope flag, a cut-off message.
var ErrMalformed = errors.New("streamread: malformed stream")

// MaxMessageBytes is the largest single message (or error frame) a Reader
// accepts; a larger one is ErrMalformed rather than an allocation.
const MaxMessageBytes = 64 << 20

// Framing names how a stream lays out its messages.
type Framing string

// The framings of docs/STREAMING.md.
const (
	NDJSON    Framing = "ndjson"     // one JSON message per line (NDJSON, JSONL)
	SSE       Framing = "sse"        // server-sent events
	JSONArray Framing = "json-array" // a streamed JSON array
	Envelope  Framing = "envelope"   // flag byte, 4-byte big-endian length, payload
)

// Reader yields the messages of one streamed response. It is not safe for
// concurrent use.
type Reader struct {
	body    io.ReadCloser
	dec     io.Closer // the decompressor, if any
	br      *bufio.Reader
	framing Framing
	codec   codec.Codec // of the messages
	json    codec.Codec // of JSON error bodies
	n       int         // messages read
	started bool        // JSON array: '[' read
	err     error       // sticky: io.EOF, an error frame, or a malformed stream
	buf     []byte
}

// NewReader starts reading resp's body as a stream. The framing and the
// messages' codec follow resp's Content-Type: application/x-ndjson,
// application/jsonl and text/event-stream carry JSON; application/json is a
// JSON array; any other media type of reg is envelopes in that codec. A
// status other than 200 is returned as the *apierror.Error its body carries
// (the body is then closed). reg resolves media types to codecs.
func NewReader(resp *http.Response, reg *codec.Registry) (*Reader, error) {
	ct := resp.Header.Get("Content-Type")
	mt, _, err := mime.ParseMediaType(ct)
	if err != nil && ct != "" {
		_ = resp.Body.Close()
		return nil, fmt.Errorf("%w: Content-Type %q: %w", ErrMalformed, ct, err)
	}
	var jsonC codec.Codec = jsoncodec.Codec{}
	if c, ok := reg.ByName("json"); ok {
		jsonC = c
	}
	r := &Reader{body: resp.Body, json: jsonC, codec: jsonC}
	coding, err := contentcoding.ParseContentEncoding(resp.Header.Get("Content-Encoding"))
	if err != nil {
		_ = resp.Body.Close()
		return nil, fmt.Errorf("streamread: %w", err)
	}
	src, err := r.decompress(resp.Body, coding)
	if err != nil {
		_ = resp.Body.Close()
		return nil, err
	}
	r.br = bufio.NewReaderSize(src, 32<<10)
	if resp.StatusCode != http.StatusOK {
		defer func() { _ = r.Close() }()
		return nil, r.errorResponse(resp.StatusCode, mt, reg)
	}
	switch mt {
	case "application/x-ndjson", "application/jsonl":
		r.framing = NDJSON
	case "text/event-stream":
		r.framing = SSE
	default:
		c, ok := reg.ByMediaType(mt)
		if !ok || c.Name() == "xml" {
			_ = resp.Body.Close()
			return nil, fmt.Errorf("%w: Content-Type %q has no stream framing", ErrMalformed, ct)
		}
		r.codec = c
		r.framing = Envelope
		if c.Name() == "json" {
			r.framing = JSONArray
		}
	}
	return r, nil
}

// errorResponse decodes a non-200 answer's apierror body.
func (r *Reader) errorResponse(status int, mt string, reg *codec.Registry) error {
	body, err := io.ReadAll(io.LimitReader(r.br, 1<<20))
	if err != nil {
		return fmt.Errorf("streamread: status %d: read body: %w", status, err)
	}
	c, ok := reg.ByMediaType(mt)
	if !ok {
		c = r.json
	}
	var pb errorv1.Error
	if c.Unmarshal(body, &pb) != nil || pb.GetCode() == "" {
		return fmt.Errorf("streamread: status %d: %.200q", status, body)
	}
	return apierror.FromProto(&pb)
}

func (r *Reader) decompress(body io.Reader, c contentcoding.Coding) (io.Reader, error) {
	switch c {
	case contentcoding.Identity:
		return body, nil
	case contentcoding.Gzip:
		zr, err := gzip.NewReader(body)
		if err != nil {
			return nil, fmt.Errorf("%w: gzip: %w", ErrMalformed, err)
		}
		r.dec = zr
		return zr, nil
	case contentcoding.Brotli:
		return brotli.NewReader(body), nil
	case contentcoding.Zstd:
		zd, err := zstd.NewReader(body, zstd.WithDecoderConcurrency(1), zstd.WithDecoderMaxWindow(8<<20))
		if err != nil {
			return nil, fmt.Errorf("streamread: zstd: %w", err)
		}
		r.dec = zd.IOReadCloser()
		return zd, nil
	}
	return nil, fmt.Errorf("streamread: %w: %q", contentcoding.ErrUnsupported, c)
}

// Framing reports the stream's framing.
func (r *Reader) Framing() Framing { return r.framing }

// Next decodes the next message into m (reset first). It returns io.EOF
// after the stream's clean end, the *apierror.Error of an error frame, or
// an error wrapping ErrMalformed; after any of them it returns the same
// error again.
func (r *Reader) Next(m proto.Message) error {
	if r.err != nil {
		return r.err
	}
	var err error
	switch r.framing {
	case NDJSON:
		err = r.nextNDJSON(m)
	case SSE:
		err = r.nextSSE(m)
	case JSONArray:
		err = r.nextArray(m)
	default:
		err = r.nextEnvelope(m)
	}
	if err != nil {
		r.err = err
		return err
	}
	r.n++
	return nil
}

// Close closes the response body; a stream closed before its end cancels
// the server's method (docs/STREAMING.md).
func (r *Reader) Close() error {
	if r.dec != nil {
		_ = r.dec.Close()
	}
	return r.body.Close()
}

// malformed is the error of item r.n's bytes.
func (r *Reader) malformed(format string, args ...any) error {
	return fmt.Errorf("%w: %s item %d: %s", ErrMalformed, r.framing, r.n, fmt.Sprintf(format, args...))
}

// truncated is the error of a stream cut before its end.
func (r *Reader) truncated(where string, err error) error {
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return fmt.Errorf("%w: %s item %d: stream ends %s: %w", ErrMalformed, r.framing, r.n, where, io.ErrUnexpectedEOF)
	}
	return fmt.Errorf("streamread: %s item %d: read: %w", r.framing, r.n, err)
}

// decode unmarshals one message's bytes.
func (r *Reader) decode(c codec.Codec, b []byte, m proto.Message) error {
	if err := c.Unmarshal(b, m); err != nil {
		return fmt.Errorf("%w: %s item %d: decode %s: %w", ErrMalformed, r.framing, r.n, c.Name(), err)
	}
	return nil
}

// decodeError turns an error frame's apierror body into its error.
func (r *Reader) decodeError(c codec.Codec, b []byte) error {
	var pb errorv1.Error
	if err := c.Unmarshal(b, &pb); err != nil {
		// The server falls back to JSON when the codec cannot carry it.
		if c == r.json || r.json.Unmarshal(b, &pb) != nil {
			return r.malformed("error frame: decode %s: %v", c.Name(), err)
		}
	}
	if pb.GetCode() == "" {
		return r.malformed("error frame without a code")
	}
	return apierror.FromProto(&pb)
}

// readLine reads one line without its "\n" (and "\r"); io.EOF only when
// nothing is left, a last line without "\n" is returned with io.EOF.
func (r *Reader) readLine() ([]byte, error) {
	r.buf = r.buf[:0]
	for {
		frag, err := r.br.ReadSlice('\n')
		r.buf = append(r.buf, frag...)
		if len(r.buf) > MaxMessageBytes {
			return nil, r.malformed("line over %d bytes", MaxMessageBytes)
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if err != nil {
			return r.buf, err
		}
		line := r.buf[:len(r.buf)-1]
		return bytes.TrimSuffix(line, []byte{'\r'}), nil
	}
}

func (r *Reader) nextNDJSON(m proto.Message) error {
	for {
		line, err := r.readLine()
		if err != nil {
			if errors.Is(err, io.EOF) && len(line) == 0 {
				return io.EOF // NDJSON's clean end is the end of the body
			}
			if errors.Is(err, io.EOF) {
				return r.truncated("in a line", err)
			}
			return r.truncated("", err)
		}
		if len(bytes.TrimSpace(line)) == 0 {
			continue // blank lines carry nothing
		}
		if eb, ok := errorMember(line); ok {
			return r.decodeError(r.json, eb)
		}
		return r.decode(r.json, line, m)
	}
}

func (r *Reader) nextSSE(m proto.Message) error {
	var event string
	var data []byte
	fields, dataLines := 0, 0
	for {
		line, err := r.readLine()
		if err != nil {
			return r.truncated("before its end event", err)
		}
		if len(line) == 0 { // dispatch
			if fields == 0 {
				continue
			}
			switch event {
			case "", "message":
				return r.decode(r.json, data, m)
			case "end":
				return io.EOF
			case "error":
				return r.decodeError(r.json, data)
			}
			event, data, fields, dataLines = "", data[:0], 0, 0 // an event this reader does not know
			continue
		}
		if line[0] == ':' {
			continue // a comment
		}
		name, value, _ := bytes.Cut(line, []byte{':'})
		value = bytes.TrimPrefix(value, []byte{' '})
		fields++
		switch string(name) {
		case "event":
			event = string(value)
		case "data":
			if dataLines > 0 {
				data = append(data, '\n')
			}
			dataLines++
			data = append(data, value...)
			if len(data) > MaxMessageBytes {
				return r.malformed("event data over %d bytes", MaxMessageBytes)
			}
		}
	}
}

// skipSpace reads past JSON whitespace and returns the next byte.
func (r *Reader) skipSpace() (byte, error) {
	for {
		b, err := r.br.ReadByte()
		if err != nil {
			return 0, err
		}
		switch b {
		case ' ', '\t', '\n', '\r':
			continue
		}
		return b, nil
	}
}

func (r *Reader) nextArray(m proto.Message) error {
	b, err := r.skipSpace()
	if err != nil {
		return r.truncated("before its ]", err)
	}
	if !r.started {
		if b != '[' {
			return r.malformed("want [, got %q", b)
		}
		r.started = true
		if b, err = r.skipSpace(); err != nil {
			return r.truncated("before its ]", err)
		}
		if b == ']' {
			return r.endArray()
		}
	} else {
		switch b {
		case ']':
			return r.endArray()
		case ',':
			if b, err = r.skipSpace(); err != nil {
				return r.truncated("before its ]", err)
			}
		default:
			return r.malformed("want , or ], got %q", b)
		}
	}
	if b != '{' {
		return r.malformed("want an object, got %q", b)
	}
	obj, err := r.readObject()
	if err != nil {
		return err
	}
	if eb, ok := errorMember(obj); ok {
		frameErr := r.decodeError(r.json, eb)
		if !isAPIError(frameErr) {
			return frameErr
		}
		// The error element is the last one: "]" must follow.
		b, err := r.skipSpace()
		if err != nil {
			return r.truncated("after its error element", err)
		}
		if b != ']' {
			return r.malformed("want ] after the error element, got %q", b)
		}
		return frameErr
	}
	return r.decode(r.json, obj, m)
}

func isAPIError(err error) bool {
	var ae *apierror.Error
	return errors.As(err, &ae)
}

// endArray checks that nothing but whitespace follows the array's "]".
func (r *Reader) endArray() error {
	if b, err := r.skipSpace(); err == nil {
		return r.malformed("%q after the array's ]", b)
	} else if !errors.Is(err, io.EOF) {
		return r.truncated("", err)
	}
	return io.EOF
}

// readObject reads a JSON object whose "{" was read, to its matching "}".
func (r *Reader) readObject() ([]byte, error) {
	r.buf = append(r.buf[:0], '{')
	depth, inString, escaped := 1, false, false
	for depth > 0 {
		b, err := r.br.ReadByte()
		if err != nil {
			return nil, r.truncated("in an element", err)
		}
		r.buf = append(r.buf, b)
		if len(r.buf) > MaxMessageBytes {
			return nil, r.malformed("element over %d bytes", MaxMessageBytes)
		}
		switch {
		case escaped:
			escaped = false
		case inString:
			switch b {
			case '\\':
				escaped = true
			case '"':
				inString = false
			}
		case b == '"':
			inString = true
		case b == '{' || b == '[':
			depth++
		case b == '}' || b == ']':
			depth--
		}
	}
	return r.buf, nil
}

// errorMember reports whether obj is {"@error": X} and returns X.
func errorMember(obj []byte) ([]byte, bool) {
	s := bytes.TrimSpace(obj)
	if len(s) < 2 || s[0] != '{' || s[len(s)-1] != '}' {
		return nil, false
	}
	s = bytes.TrimSpace(s[1 : len(s)-1])
	rest, ok := bytes.CutPrefix(s, []byte(`"@error"`))
	if !ok {
		return nil, false
	}
	rest = bytes.TrimSpace(rest)
	if len(rest) == 0 || rest[0] != ':' {
		return nil, false
	}
	return bytes.TrimSpace(rest[1:]), true
}

func (r *Reader) nextEnvelope(m proto.Message) error {
	var hdr [5]byte
	if _, err := io.ReadFull(r.br, hdr[:]); err != nil {
		return r.truncated("before its end frame", err)
	}
	n := binary.BigEndian.Uint32(hdr[1:])
	if n > MaxMessageBytes {
		return r.malformed("frame of %d bytes, over %d", n, MaxMessageBytes)
	}
	if cap(r.buf) < int(n) {
		r.buf = make([]byte, n)
	}
	payload := r.buf[:n]
	if _, err := io.ReadFull(r.br, payload); err != nil {
		return r.truncated("in a frame", err)
	}
	switch hdr[0] {
	case 0x00:
		return r.decode(r.codec, payload, m)
	case 0x02:
		if n == 0 {
			return io.EOF
		}
		return r.decodeError(r.codec, payload)
	}
	return r.malformed("unknown envelope flag 0x%02x", hdr[0])
}
