package server

import (
	"crypto/tls"
	"encoding/binary"
	"errors"
	"io"
	"net"
	"slices"
	"sync/atomic"

	"golang.org/x/net/http2"
	"golang.org/x/net/http2/hpack"
)

// h2Front is the one front every connection that may speak HTTP/2 passes
// through — h2c with prior knowledge, h2c after an Upgrade, and h2 over
// TLS — on its way to the one HTTP/2 server (see configureHTTP2). It reads
// what the client sends, as it passes, and answers the few protocol
// violations Go's server lets through (h2spec finds them):
//
//   - A cleartext connection must open with the HTTP/2 client preface or
//     an HTTP/1.x request line; anything else is closed without an answer
//     (RFC 9113 §3.4: an invalid preface means the peer does not speak
//     HTTP/2, and net/http would answer it with an HTTP/1.1 400).
//   - A SETTINGS frame may list one setting several times; its values are
//     then processed in order (RFC 9113 §6.5.3). Go's server instead hangs
//     up with PROTOCOL_ERROR (golang/go#56760), so the front gives every
//     earlier duplicate an unknown identifier, which the server must
//     ignore (§6.5.2): the outcome, one ACK and the last value, is that of
//     in-order processing — or, when a value is invalid, the error that
//     value must raise, since that one is kept in place. (Not kept: an
//     intermediate value that would overflow an open stream's window.)
//   - A request carrying a connection-specific header field, or TE other
//     than "trailers", is malformed and must be reset with PROTOCOL_ERROR
//     (RFC 9113 §8.2.2); Go's server answers 400 instead (golang/go#26321,
//     TestGoHTTP2UpstreamGaps watches both upstream gaps). The front keeps
//     an HPACK decoder in step with the server's (fed every header block,
//     in order) and, after such a request's header block, hands the server
//     a WINDOW_UPDATE of zero on that stream, which the server must — and
//     does — answer with RST_STREAM(PROTOCOL_ERROR) (§6.9). So every frame
//     still comes from Go's server, whose stream state stays true.
//
// It is cheap on the hot path: it looks at 9-byte frame headers as they go
// by, never copies or allocates for a DATA payload, and decodes only header
// blocks (whose fields the server's own decoder allocates for anyway).
// HTTP/1 connections pay one branch per read once their first line passed.
//
// The reads are those of one goroutine at a time (net/http's, then the
// HTTP/2 server's frame reader), so its state needs no lock. Writes pass
// straight through, except after fail.
type h2Front struct {
	net.Conn
	mode frontMode
	err  error       // sticky: returned by every read once set
	mute atomic.Bool // set with err: nothing more is written

	// Sniffing the first line of a cleartext connection.
	pos       int  // bytes of the connection seen
	preface   bool // every byte so far matched the client preface
	h1State   uint8
	h1Version int // bytes of "HTTP/" matched

	// The frame being read.
	hdr       [frameHeaderLen]byte
	hdrN      int    // bytes of hdr seen
	remain    uint32 // payload bytes still to come
	off       uint32 // payload bytes seen
	ftype     http2.FrameType
	flags     http2.Flags
	stream    uint32
	blockFrom uint32 // payload offset where the header block fragment starts
	blockTo   uint32 // and ends (padding excluded); 0 until known

	// Header blocks.
	dec        *hpack.Decoder
	maxStream  uint32 // highest client stream that opened with HEADERS
	checking   bool   // the block being read is a request's, to be checked
	malformed  bool   // it has a field RFC 9113 §8.2.2 forbids
	teFields   int
	resetFrame [frameHeaderLen + 4]byte

	// Bytes handed to the reader before the connection is read again.
	inject []byte // a synthetic frame, never scanned
	held   []byte // bytes read but held back behind inject, scanned later
}

type frontMode uint8

const (
	frontSniff   frontMode = iota // cleartext: preface or HTTP/1 request line
	frontPreface                  // the client preface must come next
	frontFrames                   // HTTP/2 frames
	frontPass                     // HTTP/1, or nothing left to check
)

const (
	frameHeaderLen = 9
	// maxSettingsLen is the largest SETTINGS payload the front rewrites;
	// Go's server hangs up on more than 100 settings anyway.
	maxSettingsLen = 100 * 6
	// frontTableSize is the HPACK dynamic table size the server's decoder
	// allows (x/net/http2's default; polywire does not change it), so the
	// front's decoder accepts exactly the table-size updates the server does.
	frontTableSize = 4096
)

// errBadPreface is wrapped in a *net.OpError with Op "read": net/http's
// HTTP/1 server closes such a connection without answering.
var errBadPreface = errors.New("http2 front: neither the HTTP/2 client preface nor an HTTP/1 request line")

// newH2Front wraps c. Cleartext connections start in frontSniff; those
// known to be HTTP/2 (TLS with ALPN h2, an accepted Upgrade) in
// frontPreface.
func newH2Front(c net.Conn, mode frontMode) *h2Front {
	return &h2Front{Conn: c, mode: mode, preface: true}
}

// frontListener wraps every accepted cleartext connection in an h2Front.
type frontListener struct{ net.Listener }

func (l frontListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return newH2Front(c, frontSniff), nil
}

// tlsFront is the front of a TLS connection; the HTTP/2 server asks it for
// the connection state (to enforce TLS 1.2 and fill Request.TLS).
type tlsFront struct {
	*h2Front
	tc *tls.Conn
}

func (f tlsFront) ConnectionState() tls.ConnectionState { return f.tc.ConnectionState() }

func (f *h2Front) Write(p []byte) (int, error) {
	if f.mute.Load() {
		return 0, f.err
	}
	return f.Conn.Write(p)
}

// CloseWrite lets net/http half-close an HTTP/1 connection it rejects.
func (f *h2Front) CloseWrite() error {
	if cw, ok := f.Conn.(interface{ CloseWrite() error }); ok {
		return cw.CloseWrite()
	}
	return nil
}

// startFrames switches to reading frames, once the client preface has
// been read (net/http reads it itself on the prior-knowledge path).
func (f *h2Front) startFrames() {
	f.mode = frontFrames
	f.dec = hpack.NewDecoder(frontTableSize, f.checkField)
}

func (f *h2Front) Read(p []byte) (int, error) {
	if len(f.inject) > 0 {
		n := copy(p, f.inject)
		f.inject = f.inject[n:]
		return n, nil
	}
	if f.err != nil {
		return 0, f.err
	}
	var n int
	var err error
	if len(f.held) > 0 {
		n = copy(p, f.held)
		f.held = f.held[n:]
	} else {
		n, err = f.Conn.Read(p)
	}
	if f.mode == frontPass || n == 0 {
		return n, err
	}
	n = f.scan(p, n)
	if f.err != nil {
		return 0, f.err
	}
	return n, err
}

// scan looks at p[:n], just read, and returns how many of those bytes to
// hand on now; it holds back the rest behind a synthetic frame.
func (f *h2Front) scan(p []byte, n int) int {
	i := 0
	if f.mode == frontSniff || f.mode == frontPreface {
		i = f.sniff(p[:n])
		if f.err != nil || f.mode == frontPass {
			return n
		}
	}
	for i < n && f.mode == frontFrames {
		if f.hdrN < frameHeaderLen {
			k := copy(f.hdr[f.hdrN:], p[i:n])
			f.hdrN += k
			i += k
			if f.hdrN < frameHeaderLen {
				break
			}
			f.startFrame()
		} else {
			whole := false
			if f.ftype == http2.FrameSettings && f.off == 0 {
				n, whole = f.settings(p, i, n)
			}
			if whole {
				i += int(f.off)
			} else {
				k := min(uint32(n-i), f.remain)
				f.payload(p[i : i+int(k)])
				f.remain -= k
				f.off += k
				i += int(k)
			}
		}
		if f.hdrN == frameHeaderLen && f.remain == 0 && f.endFrame() && i < n {
			f.held = append(slices.Clone(p[i:n]), f.held...)
			return i
		}
	}
	return n
}

// sniff checks the first bytes of the connection and returns how many of
// b it consumed; frames may follow in the rest.
func (f *h2Front) sniff(b []byte) int {
	for i, c := range b {
		if f.preface {
			if c != http2.ClientPreface[f.pos] {
				f.preface = false
			} else if f.pos++; f.pos == len(http2.ClientPreface) {
				f.startFrames()
				return i + 1
			}
		}
		if f.mode == frontPreface {
			if !f.preface {
				f.pass() // the server reads the preface too, and hangs up
				return len(b)
			}
			continue
		}
		if !f.preface && f.pos >= len("PRI * HTTP/2.0") {
			f.fail() // a client that started the preface must finish it
			return i
		}
		switch f.h1Byte(c) {
		case h1Bad:
			if !f.preface {
				f.fail()
				return i
			}
		case h1Done:
			if !f.preface {
				f.mode = frontPass
				return len(b)
			}
		}
	}
	return len(b)
}

// fail ends a connection that is neither HTTP/2 nor HTTP/1. The read
// error alone does not keep net/http quiet (bufio hands it the partial line
// first, and it answers that with a 400), so writes are dropped too.
func (f *h2Front) fail() {
	f.mute.Store(true)
	f.err = &net.OpError{Op: "read", Net: "tcp", Source: f.RemoteAddr(), Addr: f.LocalAddr(), Err: errBadPreface}
}

// The HTTP/1 request line as far as the front checks it: method SP target
// SP "HTTP/" ... LF — the shape net/http needs to answer in HTTP/1 at all.
const (
	h1Method uint8 = iota
	h1MethodStarted
	h1Target
	h1Version
	h1Rest
	h1Done
	h1Bad
)

func (f *h2Front) h1Byte(c byte) uint8 {
	switch f.h1State {
	case h1Method, h1MethodStarted:
		switch {
		case (c == '\r' || c == '\n') && f.h1State == h1Method:
			// Empty lines before the request line are net/http's to judge.
		case c == ' ' && f.h1State == h1MethodStarted:
			f.h1State = h1Target
		case isTokenByte(c):
			f.h1State = h1MethodStarted
		default:
			f.h1State = h1Bad
		}
	case h1Target:
		switch c {
		case ' ':
			f.h1State = h1Version
		case '\r', '\n':
			f.h1State = h1Bad
		}
	case h1Version:
		if c != "HTTP/"[f.h1Version] {
			f.h1State = h1Bad
		} else if f.h1Version++; f.h1Version == len("HTTP/") {
			f.h1State = h1Rest
		}
	case h1Rest:
		if c == '\n' {
			f.h1State = h1Done
		}
	}
	return f.h1State
}

// isTokenByte reports whether c is a tchar (RFC 9110 §5.6.2).
func isTokenByte(c byte) bool {
	switch {
	case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		return true
	}
	switch c {
	case '!', '#', '$', '%', '&', '\'', '*', '+', '-', '.', '^', '_', '`', '|', '~':
		return true
	}
	return false
}

// startFrame reads the frame header in f.hdr.
func (f *h2Front) startFrame() {
	h := f.hdr[:]
	f.remain = uint32(h[0])<<16 | uint32(h[1])<<8 | uint32(h[2])
	f.ftype = http2.FrameType(h[3])
	f.flags = http2.Flags(h[4])
	f.stream = binary.BigEndian.Uint32(h[5:]) & (1<<31 - 1)
	f.off = 0
	switch f.ftype {
	case http2.FrameHeaders:
		// A request opens a new, odd stream; a later block on a stream is
		// trailers, which Go's server checks itself.
		f.checking = f.stream%2 == 1 && f.stream > f.maxStream
		if f.checking {
			f.maxStream = f.stream
			f.malformed, f.teFields = false, 0
		}
		f.blockFrom, f.blockTo = 0, 0
		if f.flags.Has(http2.FlagHeadersPadded) {
			f.blockFrom = 1 // the pad length; blockTo is known after it
		} else {
			f.blockTo = f.remain
		}
		if f.flags.Has(http2.FlagHeadersPriority) {
			f.blockFrom += 5
		}
	case http2.FrameContinuation:
		f.blockFrom, f.blockTo = 0, f.remain
	}
}

// payload looks at the next bytes of the current frame's payload.
func (f *h2Front) payload(b []byte) {
	if f.ftype != http2.FrameHeaders && f.ftype != http2.FrameContinuation || len(b) == 0 {
		return
	}
	from, to := f.off, f.off+uint32(len(b))
	if f.blockTo == 0 && from == 0 { // the pad length of a padded HEADERS
		pad := uint32(b[0])
		if pad+f.blockFrom > f.remain {
			f.pass() // Go's server answers PROTOCOL_ERROR and hangs up
			return
		}
		f.blockTo = f.remain - pad
	}
	lo, hi := max(from, f.blockFrom), min(to, f.blockTo)
	if lo >= hi {
		return
	}
	if _, err := f.dec.Write(b[lo-from : hi-from]); err != nil {
		f.pass() // Go's decoder fails too: COMPRESSION_ERROR ends the connection
	}
}

// endFrame finishes the current frame and reports whether a synthetic
// frame is now to be handed on before the next one.
func (f *h2Front) endFrame() bool {
	f.hdrN = 0
	if f.mode != frontFrames || f.flags&http2.FlagHeadersEndHeaders == 0 ||
		f.ftype != http2.FrameHeaders && f.ftype != http2.FrameContinuation {
		return false
	}
	if err := f.dec.Close(); err != nil {
		f.pass()
		return false
	}
	if !f.checking || !f.malformed && f.teFields <= 1 {
		return false
	}
	// WINDOW_UPDATE, length 4, increment 0, on the malformed request's stream.
	r := f.resetFrame[:]
	r[0], r[1], r[2], r[3], r[4] = 0, 0, 4, byte(http2.FrameWindowUpdate), 0
	binary.BigEndian.PutUint32(r[5:], f.stream)
	binary.BigEndian.PutUint32(r[9:], 0)
	f.inject = r
	return true
}

// checkField is the front decoder's emit function: it flags the fields a
// request must not carry (RFC 9113 §8.2.2), as Go's server tests them.
func (f *h2Front) checkField(hf hpack.HeaderField) {
	if !f.checking {
		return
	}
	switch hf.Name {
	case "connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade":
		f.malformed = true
	case "te":
		f.teFields++
		if hf.Value != "trailers" && hf.Value != "" {
			f.malformed = true
		}
	}
}

// pass stops checking: past a violation that ends the connection anyway,
// or anything the front cannot follow, the server alone decides.
func (f *h2Front) pass() {
	f.mode = frontPass
	f.dec = nil
}

// settings handles the payload of a SETTINGS frame, which starts at p[i];
// p[:n] has been read. When the whole payload fits in p it is read in and
// fixed in place, and settings reports true with the new n; otherwise the
// frame goes on as it is, and the server's own answer stands.
func (f *h2Front) settings(p []byte, i, n int) (int, bool) {
	l := int(f.remain)
	if f.flags.Has(http2.FlagSettingsAck) || f.stream != 0 || l%6 != 0 || l > maxSettingsLen || i+l > len(p) {
		return n, false
	}
	if i+l > n {
		k, err := io.ReadFull(f.heldReader(), p[n:i+l])
		n += k
		if err != nil {
			return n, false // the connection failed; the next read says so
		}
	}
	dedupSettings(p[i : i+l])
	f.remain, f.off = 0, uint32(l)
	return n, true
}

// heldReader reads held-back bytes first, then the connection.
func (f *h2Front) heldReader() io.Reader {
	if len(f.held) == 0 {
		return f.Conn
	}
	return io.MultiReader(&heldBytes{f}, f.Conn)
}

type heldBytes struct{ f *h2Front }

func (h *heldBytes) Read(p []byte) (int, error) {
	if len(h.f.held) == 0 {
		return 0, io.EOF
	}
	n := copy(p, h.f.held)
	h.f.held = h.f.held[n:]
	return n, nil
}

// dedupSettings rewrites a SETTINGS payload that lists a setting more than
// once so that Go's server, which refuses duplicates, processes it as RFC
// 9113 §6.5.3 orders: every occurrence but the one that takes effect gets
// an unknown identifier (ignored, §6.5.2). The one that takes effect is the
// last — unless an earlier value is invalid, which must fail the frame, so
// that one is kept (the first invalid value in the frame).
func dedupSettings(b []byte) {
	num := len(b) / 6
	id := func(i int) http2.SettingID { return http2.SettingID(binary.BigEndian.Uint16(b[i*6:])) }
	val := func(i int) uint32 { return binary.BigEndian.Uint32(b[i*6+2:]) }
	dup := false
	for i := 1; i < num && !dup; i++ {
		for j := range i {
			if id(i) == id(j) {
				dup = true
				break
			}
		}
	}
	if !dup {
		return
	}
	invalid := -1
	for i := range num {
		if (http2.Setting{ID: id(i), Val: val(i)}).Valid() != nil {
			invalid = i
			break
		}
	}
	keep := make([]bool, num)
	for i := range num {
		if invalid >= 0 && id(i) == id(invalid) {
			keep[i] = i == invalid
			continue
		}
		keep[i] = true
		for j := i + 1; j < num; j++ {
			if id(j) == id(i) {
				keep[i] = false
				break
			}
		}
	}
	next := http2.SettingID(0xffff)
	for i := range num {
		if keep[i] {
			continue
		}
		for used(b, next) {
			next--
		}
		binary.BigEndian.PutUint16(b[i*6:], uint16(next))
	}
}

func used(b []byte, id http2.SettingID) bool {
	for i := 0; i+6 <= len(b); i += 6 {
		if http2.SettingID(binary.BigEndian.Uint16(b[i:])) == id {
			return true
		}
	}
	return false
}
