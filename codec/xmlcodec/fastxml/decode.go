package fastxml

import (
	"encoding/base64"
	"unicode/utf8"
	"unsafe"
)

// Decoder reads one document in the canonical form for generated
// UnmarshalXMLFast methods. Every method reports false, and leaves the
// decoder in no particular state, on anything it does not handle; the
// generated code then stops and the caller runs the reference.
type Decoder struct {
	buf []byte // a private copy of the input: strings point into it
	pos int
}

// NewDecoder returns a decoder over a copy of src.
func NewDecoder(src []byte) *Decoder {
	return &Decoder{buf: append(make([]byte, 0, len(src)), src...)}
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func (d *Decoder) skipSpace() {
	for d.pos < len(d.buf) && isSpace(d.buf[d.pos]) {
		d.pos++
	}
}

// hasPrefix reports whether the input at the cursor starts with s.
func (d *Decoder) hasPrefix(s string) bool {
	return len(d.buf)-d.pos >= len(s) && string(d.buf[d.pos:d.pos+len(s)]) == s
}

// Root reads the optional XML declaration (exactly Header), whitespace and
// the root's start tag open ("<Account>").
func (d *Decoder) Root(open string) bool {
	if d.hasPrefix(Header) {
		d.pos += len(Header)
	}
	d.skipSpace()
	return d.Tag(open)
}

// Tag skips whitespace and reads the start tag open ("<key>").
func (d *Decoder) Tag(open string) bool {
	d.skipSpace()
	if !d.hasPrefix(open) {
		return false
	}
	d.pos += len(open)
	return true
}

// Close skips whitespace and reads the end tag end ("</name>").
func (d *Decoder) Close(end string) bool { return d.Tag(end) }

// End reports whether only whitespace follows the root element.
func (d *Decoder) End() bool {
	d.skipSpace()
	return d.pos == len(d.buf)
}

// Next skips whitespace inside a message element and returns the name of
// the child element starting there, the cursor after its '>'; or nil and
// true at an end tag, the cursor on its '<'; or false for anything else.
func (d *Decoder) Next() ([]byte, bool) {
	d.skipSpace()
	buf := d.buf
	i := d.pos
	if i+1 >= len(buf) || buf[i] != '<' {
		return nil, false
	}
	if buf[i+1] == '/' {
		return nil, true
	}
	i++
	start := i
	for i < len(buf) && nameByte[buf[i]] {
		i++
	}
	if i == start || i >= len(buf) || buf[i] != '>' {
		return nil, false
	}
	d.pos = i + 1
	return buf[start:i], true
}

var nameByte = func() (t [256]bool) {
	for c := range t {
		t[c] = c == '_' || c == '-' || c == '.' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
	}
	return t
}()

// Byte classes for the text of a scalar element.
const (
	inPlain   = iota // ASCII the reference reads as it is
	inEnd            // '<'
	inEntity         // '&'
	inMulti          // a multi-byte UTF-8 sequence (or invalid)
	inRefused        // left to the reference: '>' (a "]]>" is an error there), '\r' (read as '\n'), control characters
)

var inClass = func() (t [256]uint8) {
	for i := range t {
		switch {
		case i >= utf8.RuneSelf:
			t[i] = inMulti
		case i == '<':
			t[i] = inEnd
		case i == '&':
			t[i] = inEntity
		case i == '>' || i == '\r' || i < 0x20 && i != '\t' && i != '\n':
			t[i] = inRefused
		default:
			t[i] = inPlain
		}
	}
	return t
}()

// text reads character data up to the end tag end, which it consumes,
// decoding the predefined entities and &#xD; in place.
func (d *Decoder) text(end string) ([]byte, bool) {
	buf := d.buf
	start := d.pos
	i := start
	for i < len(buf) && inClass[buf[i]] == inPlain {
		i++
	}
	w := i // write position: entities shift the rest down
	for i < len(buf) {
		c := buf[i]
		switch inClass[c] {
		case inPlain:
			buf[w] = c
			i++
			w++
			continue
		case inEnd:
			if len(buf)-i < len(end) || string(buf[i:i+len(end)]) != end {
				return nil, false
			}
			d.pos = i + len(end)
			return buf[start:w], true
		case inEntity:
			var r byte
			n := 0
			switch rest := buf[i:]; {
			case len(rest) >= 4 && string(rest[:4]) == "&lt;":
				r, n = '<', 4
			case len(rest) >= 4 && string(rest[:4]) == "&gt;":
				r, n = '>', 4
			case len(rest) >= 5 && string(rest[:5]) == "&amp;":
				r, n = '&', 5
			case len(rest) >= 5 && string(rest[:5]) == "&#xD;":
				r, n = '\r', 5
			case len(rest) >= 6 && string(rest[:6]) == "&quot;":
				r, n = '"', 6
			case len(rest) >= 6 && string(rest[:6]) == "&apos;":
				r, n = '\'', 6
			default:
				return nil, false
			}
			buf[w] = r
			w++
			i += n
		case inMulti:
			r, size := utf8.DecodeRune(buf[i:])
			if r == utf8.RuneError && size == 1 || r == 0xFFFE || r == 0xFFFF {
				return nil, false
			}
			copy(buf[w:], buf[i:i+size])
			w += size
			i += size
		default:
			return nil, false
		}
	}
	return nil, false
}

// token reads the text of a non-string scalar up to the end tag end,
// without the XML whitespace around it; it holds only printable ASCII.
func (d *Decoder) token(end string) ([]byte, bool) {
	buf := d.buf
	start := d.pos
	i := start
	for i < len(buf) && inClass[buf[i]] == inPlain {
		i++
	}
	if i >= len(buf) || buf[i] != '<' || len(buf)-i < len(end) || string(buf[i:i+len(end)]) != end {
		return nil, false
	}
	d.pos = i + len(end)
	b := buf[start:i]
	for len(b) > 0 && isSpace(b[0]) {
		b = b[1:]
	}
	for len(b) > 0 && isSpace(b[len(b)-1]) {
		b = b[:len(b)-1]
	}
	return b, true
}

// String reads a string element's text and its end tag end. The string
// points into the decoder's copy of the input.
func (d *Decoder) String(end string) (string, bool) {
	b, ok := d.text(end)
	if !ok || len(b) == 0 {
		return "", ok
	}
	return unsafe.String(&b[0], len(b)), true
}

// Bytes reads a bytes element: standard base64, line breaks allowed, into
// a new slice (empty, not nil, for an empty element).
func (d *Decoder) Bytes(end string) ([]byte, bool) {
	b, ok := d.token(end)
	if !ok {
		return nil, false
	}
	out, err := base64.StdEncoding.AppendDecode(make([]byte, 0, base64.StdEncoding.DecodedLen(len(b))), b)
	return out, err == nil
}

// Bool reads "true" or "false".
func (d *Decoder) Bool(end string) (bool, bool) {
	b, ok := d.token(end)
	switch {
	case !ok:
		return false, false
	case string(b) == "true":
		return true, true
	case string(b) == "false":
		return false, true
	}
	return false, false
}

// Int32 reads a decimal int32 (optional sign, leading zeros allowed).
func (d *Decoder) Int32(end string) (int32, bool) {
	b, ok := d.token(end)
	if !ok {
		return 0, false
	}
	n, ok := parseInt(b, 32)
	return int32(n), ok
}

// Int64 reads a decimal int64.
func (d *Decoder) Int64(end string) (int64, bool) {
	b, ok := d.token(end)
	if !ok {
		return 0, false
	}
	return parseInt(b, 64)
}

// Uint32 reads a decimal uint32 (no sign).
func (d *Decoder) Uint32(end string) (uint32, bool) {
	b, ok := d.token(end)
	if !ok {
		return 0, false
	}
	n, ok := parseUint(b, 32)
	return uint32(n), ok
}

// Uint64 reads a decimal uint64.
func (d *Decoder) Uint64(end string) (uint64, bool) {
	b, ok := d.token(end)
	if !ok {
		return 0, false
	}
	return parseUint(b, 64)
}

// Float64 reads a double: the JSON number grammar or NaN, Infinity,
// -Infinity, within range.
func (d *Decoder) Float64(end string) (float64, bool) {
	b, ok := d.token(end)
	if !ok {
		return 0, false
	}
	f, err := parseFloat(b, 64)
	return f, err == nil
}

// Float32 reads a float as Float64 does a double.
func (d *Decoder) Float32(end string) (float32, bool) {
	b, ok := d.token(end)
	if !ok {
		return 0, false
	}
	f, err := parseFloat(b, 32)
	return float32(f), err == nil
}

// Enum reads an enum: a name lookup knows, or a decimal int32.
func (d *Decoder) Enum(end string, lookup func([]byte) (int32, bool)) (int32, bool) {
	b, ok := d.token(end)
	if !ok {
		return 0, false
	}
	if n, ok := lookup(b); ok {
		return n, true
	}
	n, ok := parseInt(b, 32)
	return int32(n), ok
}

// parseUint parses decimal digits that fit in bits.
func parseUint(b []byte, bits int) (uint64, bool) {
	if len(b) == 0 {
		return 0, false
	}
	var n uint64
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, false
		}
		if n > (1<<64-1)/10 {
			return 0, false
		}
		n = n*10 + uint64(c-'0')
		if n < uint64(c-'0') {
			return 0, false // wrapped
		}
	}
	if bits == 32 && n > 1<<32-1 {
		return 0, false
	}
	return n, true
}

// parseInt parses an optionally signed decimal that fits in bits, as
// strconv.ParseInt does.
func parseInt(b []byte, bits int) (int64, bool) {
	neg := false
	if len(b) > 0 && (b[0] == '-' || b[0] == '+') {
		neg = b[0] == '-'
		b = b[1:]
	}
	u, ok := parseUint(b, 64)
	if !ok {
		return 0, false
	}
	limit := uint64(1) << (bits - 1)
	if neg {
		if u > limit {
			return 0, false
		}
		return -int64(u), true // -(1<<63) wraps to itself, as intended
	}
	if u >= limit {
		return 0, false
	}
	return int64(u), true
}
