package fastjson

import (
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"math/bits"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"

	"google.golang.org/protobuf/encoding/protowire"
)

// Decoder reads proto3 JSON for generated code. It is a cursor over one
// input with the state protojson keeps: the remaining nesting budget and,
// without aliasing, the memory strings are copied to.
//
// Strings: with alias, a string without escapes points into the input
// (unsafe.String), so the input must stay unmodified for as long as the
// message is used; an escaped string is unescaped into memory of its own.
// Without alias, strings are copied into arena chunks shared by the
// strings of one decode — a few allocations in all instead of one per
// string, and no per-string call to memmove — so a string keeps its chunk
// (at most 64 KiB) alive, never the input.
type Decoder struct {
	buf   []byte
	pos   int
	depth int // nesting levels left, as protojson's RecursionLimit
	alias bool
	// arena is the chunk copied strings are appended to. Bytes below its
	// length belong to strings handed out and are never written again; a
	// full chunk is replaced, not grown.
	arena []byte
	// scratch holds an unescaped key or transient string.
	scratch []byte
	// keyScratch reports that the last key was unescaped into scratch.
	keyScratch bool
	// resume makes the next ObjectStart begin a message's object whose
	// '{' was read already, with "@type": an Any's (see Decoder.any).
	resume bool
}

// maxArenaChunk bounds an arena chunk, so one long-lived string keeps at
// most this much memory alive.
const maxArenaChunk = 64 << 10

// NewDecoder returns a decoder of b. alias selects whether strings without
// escapes may point into b (see Decoder).
func NewDecoder(b []byte, alias bool) *Decoder {
	return &Decoder{buf: b, depth: protowire.DefaultRecursionLimit, alias: alias}
}

// errorf returns a decoding error at the current offset.
func (d *Decoder) errorf(format string, args ...any) error {
	return &Error{Op: "unmarshal json", Offset: d.pos, Err: fmt.Errorf(format, args...)}
}

// Fail returns err as the result of a top-level decode: an *Error.
func (d *Decoder) Fail(err error) error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return &Error{Op: "unmarshal json", Offset: d.pos, Err: err}
}

// token describes the input at the cursor for error messages.
func (d *Decoder) token() string {
	if d.pos >= len(d.buf) {
		return "end of input"
	}
	rest := d.buf[d.pos:]
	n := 0
	for n < len(rest) && n < 32 && notDelim(rest[n]) {
		n++
	}
	if n == 0 {
		_, n = utf8.DecodeRune(rest)
	}
	return strconv.Quote(string(rest[:n]))
}

// unexpected is the error for input that is not what the grammar wants.
func (d *Decoder) unexpected(want string) error {
	return d.errorf("unexpected %s, want %s", d.token(), want)
}

// next skips whitespace and returns the byte at the cursor, or 0 at the end.
func (d *Decoder) next() byte {
	for d.pos < len(d.buf) {
		c := d.buf[d.pos]
		if c > ' ' || (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
			return c
		}
		d.pos++
	}
	return 0
}

// End checks that nothing but whitespace follows the top-level message.
func (d *Decoder) End() error {
	if d.next(); d.pos < len(d.buf) {
		return d.errorf("unexpected %s after the top-level object", d.token())
	}
	return nil
}

// ObjectStart enters a message's object: '{', one nesting level less.
func (d *Decoder) ObjectStart() error {
	d.depth--
	if d.depth < 0 {
		return d.errorf("exceeded maximum nesting depth %d", protowire.DefaultRecursionLimit)
	}
	if d.next() != '{' {
		if d.resume {
			d.resume = false
			return nil
		}
		return d.unexpected("an object")
	}
	d.pos++
	return nil
}

// ObjectEnd leaves a message's object after Key reported its end.
func (d *Decoder) ObjectEnd() { d.depth++ }

// MapStart enters a map's object (maps do not count as nesting in
// protojson).
func (d *Decoder) MapStart() error {
	if d.next() != '{' {
		return d.unexpected("an object")
	}
	d.pos++
	return nil
}

// Key reads the next member name of an object and its ':'. first tells
// whether it is the first member. ok is false at the object's '}'. The key
// is only valid until the next call.
func (d *Decoder) Key(first bool) (key []byte, ok bool, err error) {
	c := d.next()
	if !first {
		switch c {
		case ',':
			d.pos++
			c = d.next()
		case '}':
			d.pos++
			return nil, false, nil
		default:
			return nil, false, d.unexpected(`"," or "}"`)
		}
	} else if c == '}' {
		d.pos++
		return nil, false, nil
	}
	if c != '"' {
		return nil, false, d.unexpected("a member name")
	}
	key, d.keyScratch, err = d.rawString()
	if err != nil {
		return nil, false, err
	}
	if d.next() != ':' {
		return nil, false, d.unexpected(`":"`)
	}
	d.pos++
	d.next()
	return key, true, nil
}

// Member reads the next member name of a message's object like Key and
// returns the index of its field: names[next] — the field expected next,
// as `"jsonName":` — is tried first as the exact bytes at the cursor,
// which is how canonical JSON arrives (fields in order, no whitespace);
// otherwise the name is read and i is -1, for the caller to look up.
func (d *Decoder) Member(first bool, names []string, next int) (i int, key []byte, ok bool, err error) {
	if next < len(names) {
		// The canonical form: the separator, the expected name, the value.
		buf, p := d.buf, d.pos
		if !first {
			if p >= len(buf) || buf[p] != ',' {
				return d.member(first)
			}
			p++
		}
		if t := bytesOf(names[next]); len(buf)-p >= len(t) {
			b := buf[p : p+len(t)]
			var eq bool
			switch {
			case len(t) > 16:
				eq = hasLongPrefix(b, t)
			case len(t) >= 8:
				eq = binary.LittleEndian.Uint64(b) == binary.LittleEndian.Uint64(t) &&
					binary.LittleEndian.Uint64(b[len(b)-8:]) == binary.LittleEndian.Uint64(t[len(t)-8:])
			default: // names are at least 4 bytes: `"x":`
				eq = binary.LittleEndian.Uint32(b) == binary.LittleEndian.Uint32(t) &&
					binary.LittleEndian.Uint32(b[len(b)-4:]) == binary.LittleEndian.Uint32(t[len(t)-4:])
			}
			if eq {
				d.pos = p + len(t)
				if d.pos < len(buf) && buf[d.pos] <= ' ' {
					d.next()
				}
				return next, nil, true, nil
			}
		}
	}
	return d.member(first)
}

// member is Member without the canonical shortcut.
func (d *Decoder) member(first bool) (i int, key []byte, ok bool, err error) {
	c := d.next()
	if !first {
		switch c {
		case ',':
			d.pos++
			c = d.next()
		case '}':
			d.pos++
			return 0, nil, false, nil
		default:
			return 0, nil, false, d.unexpected(`"," or "}"`)
		}
	} else if c == '}' {
		d.pos++
		return 0, nil, false, nil
	}
	if c != '"' {
		return 0, nil, false, d.unexpected("a member name")
	}
	key, d.keyScratch, err = d.rawString()
	if err != nil {
		return 0, nil, false, err
	}
	if d.next() != ':' {
		return 0, nil, false, d.unexpected(`":"`)
	}
	d.pos++
	d.next()
	return -1, key, true, nil
}

// hasLongPrefix reports whether b, of t's length, equals t, a member name
// over 16 bytes, comparing words rather than calling memequal.
func hasLongPrefix(b, t []byte) bool {
	b = b[:len(t)]
	if binary.LittleEndian.Uint64(b[len(b)-8:]) != binary.LittleEndian.Uint64(t[len(t)-8:]) {
		return false
	}
	for len(t) > 8 && len(b) > 8 {
		if binary.LittleEndian.Uint64(b) != binary.LittleEndian.Uint64(t) {
			return false
		}
		b, t = b[8:], t[8:]
	}
	return true
}

// KeyString returns the last key as a string to keep (a map key).
func (d *Decoder) KeyString(key []byte) string {
	switch {
	case !d.alias:
		return d.copyString(key)
	case d.keyScratch:
		return string(key)
	}
	return aliasString(key)
}

// Unknown is the error for a member name that is no field.
func (d *Decoder) Unknown(key []byte) error {
	return d.errorf("unknown field %q", key)
}

// Duplicate is the error for a field given twice (by either of its names).
func (d *Decoder) Duplicate(name string) error {
	return d.errorf("duplicate field %q", name)
}

// DuplicateKey is the error for a map key given twice.
func (d *Decoder) DuplicateKey(key []byte) error {
	return d.errorf("duplicate map key %q", key)
}

// OneofSet is the error for a second member of a oneof.
func (d *Decoder) OneofSet(name, oneof string) error {
	return d.errorf("field %q: oneof %s is already set", name, oneof)
}

// ArrayStart enters a list's array.
func (d *Decoder) ArrayStart() error {
	if d.next() != '[' {
		return d.unexpected("an array")
	}
	d.pos++
	return nil
}

// ArrayNext moves to the next element of an array; first tells whether it
// is the first. It reports false at the array's ']'.
func (d *Decoder) ArrayNext(first bool) (bool, error) {
	c := d.next()
	if first {
		if c == ']' {
			d.pos++
			return false, nil
		}
		return true, nil
	}
	switch c {
	case ',':
		d.pos++
		return true, nil
	case ']':
		d.pos++
		return false, nil
	}
	return false, d.unexpected(`"," or "]"`)
}

// Null consumes a null and reports whether there was one. It is called
// right after Member or Key, which leave the cursor on the value.
func (d *Decoder) Null() bool {
	if d.pos < len(d.buf) && d.buf[d.pos] == 'n' {
		return d.null()
	}
	return false
}

func (d *Decoder) null() bool {
	if d.pos+4 <= len(d.buf) && string(d.buf[d.pos:d.pos+4]) == "null" {
		d.pos += 4
		return true
	}
	return false
}

// Bool reads true or false.
func (d *Decoder) Bool() (bool, error) {
	switch d.next() {
	case 't':
		if d.pos+4 <= len(d.buf) && string(d.buf[d.pos:d.pos+4]) == "true" {
			d.pos += 4
			return true, nil
		}
	case 'f':
		if d.pos+5 <= len(d.buf) && string(d.buf[d.pos:d.pos+5]) == "false" {
			d.pos += 5
			return false, nil
		}
	}
	return false, d.unexpected("true or false")
}

// aliasString views b as a string without copying.
func aliasString(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}

// copyString copies b into the arena and returns it as a string.
func (d *Decoder) copyString(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	if cap(d.arena)-len(d.arena) < len(b) {
		// What is left of the input bounds what is left to copy: an
		// unescaped string is never longer than its JSON.
		n := min(len(d.buf)-d.pos+len(b), maxArenaChunk)
		d.arena = make([]byte, 0, max(n, len(b)))
	}
	off := len(d.arena)
	d.arena = append(d.arena, b...)
	return unsafe.String(&d.arena[off], len(b))
}

// String reads a JSON string.
func (d *Decoder) String() (string, error) {
	if d.next() != '"' {
		return "", d.unexpected("a string")
	}
	if !d.alias {
		if s, ok := d.copyPlain(); ok {
			return s, nil
		}
	}
	b, scratch, err := d.rawString()
	if err != nil {
		return "", err
	}
	switch {
	case !d.alias:
		return d.copyString(b), nil
	case scratch:
		return string(b), nil // unescaped: new memory of its own
	}
	return aliasString(b), nil
}

// copyPlain copies the JSON string at the cursor into the arena while
// scanning it, a word at a time, if it is plain ASCII without escapes and
// fits in the arena; otherwise it reports false and leaves the cursor.
// Each word is stored whole, so up to 7 bytes past the string's end are
// written into the arena's free capacity, which the next string
// overwrites; strings already handed out are never touched.
func (d *Decoder) copyPlain() (string, bool) {
	if cap(d.arena) == 0 {
		// The first chunk: what is left of the input bounds what is left
		// to copy, and a word of slack.
		d.arena = make([]byte, 0, min(len(d.buf)-d.pos+8, maxArenaChunk))
	}
	start := d.pos + 1
	src := d.buf[start:]
	a := d.arena
	w := len(a)
	dst := a[w:cap(a)]
	for len(src) >= 8 && len(dst) >= 8 {
		x := binary.LittleEndian.Uint64(src)
		binary.LittleEndian.PutUint64(dst, x)
		if m := special(x); m != 0 {
			k := bits.TrailingZeros64(m) >> 3
			if byte(x>>(8*k)) != '"' {
				return "", false
			}
			n := len(d.buf) - start - len(src) + k
			d.pos = start + n + 1
			if n == 0 {
				return "", true
			}
			d.arena = a[:w+n]
			return unsafe.String(&d.arena[w], n), true
		}
		src, dst = src[8:], dst[8:]
	}
	return "", false
}

// rawString reads the JSON string at the cursor ('"'). Without escapes the
// result is a subslice of the input; with escapes it is unescaped into
// d.scratch (scratch is true) and valid until the next call.
func (d *Decoder) rawString() (s []byte, scratch bool, err error) {
	start := d.pos + 1
	i := start
	buf := d.buf
	for {
		// plainPrefix, inlined: strings are most of the input.
		rest := buf[i:]
		for len(rest) >= 8 {
			if m := special(binary.LittleEndian.Uint64(rest)); m != 0 {
				i = len(buf) - len(rest) + bits.TrailingZeros64(m)>>3
				goto found
			}
			rest = rest[8:]
		}
		i = len(buf) - len(rest)
		i += plainPrefix(rest)
	found:
		if i >= len(buf) {
			d.pos = i
			return nil, false, d.errorf("unterminated string")
		}
		switch c := buf[i]; {
		case c == '"':
			d.pos = i + 1
			return buf[start:i], false, nil
		case c == '\\':
			d.scratch = append(d.scratch[:0], buf[start:i]...)
			d.pos = i
			return d.unescape()
		case c < ' ':
			d.pos = i
			return nil, false, d.errorf("invalid control character %q in string", c)
		default:
			r, n := utf8.DecodeRune(buf[i:])
			if r == utf8.RuneError && n == 1 {
				d.pos = i
				return nil, false, d.errorf("invalid UTF-8 in string")
			}
			i += n
		}
	}
}

// unescape continues rawString at the first '\\', unescaping into scratch.
func (d *Decoder) unescape() ([]byte, bool, error) {
	buf := d.buf
	i := d.pos
	for {
		n := plainPrefix(buf[i:])
		d.scratch = append(d.scratch, buf[i:i+n]...)
		i += n
		if i >= len(buf) {
			d.pos = i
			return nil, false, d.errorf("unterminated string")
		}
		c := buf[i]
		switch {
		case c == '"':
			d.pos = i + 1
			return d.scratch, true, nil
		case c == '\\':
			if i+1 >= len(buf) {
				d.pos = i
				return nil, false, d.errorf("unterminated string")
			}
			switch e := buf[i+1]; e {
			case '"', '\\', '/':
				d.scratch = append(d.scratch, e)
			case 'b':
				d.scratch = append(d.scratch, '\b')
			case 'f':
				d.scratch = append(d.scratch, '\f')
			case 'n':
				d.scratch = append(d.scratch, '\n')
			case 'r':
				d.scratch = append(d.scratch, '\r')
			case 't':
				d.scratch = append(d.scratch, '\t')
			case 'u':
				r, ok := hex4(buf[i+2:])
				if !ok {
					d.pos = i
					return nil, false, d.errorf("invalid escape %q in string", clip(buf[i:], 6))
				}
				i += 6
				if utf16.IsSurrogate(r) {
					// Only a high surrogate followed by an escaped low one
					// makes a character; anything else is an error, as in
					// protojson.
					lo, ok := hex4(buf[min(i+2, len(buf)):])
					if !ok || buf[i] != '\\' || buf[i+1] != 'u' {
						d.pos = i
						return nil, false, d.errorf("invalid surrogate escape %q in string", clip(buf[i-6:], 12))
					}
					if r = utf16.DecodeRune(r, lo); r == utf8.RuneError {
						d.pos = i
						return nil, false, d.errorf("invalid surrogate escape %q in string", clip(buf[i-6:], 12))
					}
					i += 6
				}
				d.scratch = utf8.AppendRune(d.scratch, r)
				continue
			default:
				d.pos = i
				return nil, false, d.errorf("invalid escape %q in string", clip(buf[i:], 2))
			}
			i += 2
		case c < ' ':
			d.pos = i
			return nil, false, d.errorf("invalid control character %q in string", c)
		default:
			r, n := utf8.DecodeRune(buf[i:])
			if r == utf8.RuneError && n == 1 {
				d.pos = i
				return nil, false, d.errorf("invalid UTF-8 in string")
			}
			d.scratch = append(d.scratch, buf[i:i+n]...)
			i += n
		}
	}
}

// clip returns at most n bytes of b.
func clip(b []byte, n int) []byte { return b[:min(n, len(b))] }

// hex4 parses four hex digits.
func hex4(b []byte) (rune, bool) {
	if len(b) < 4 {
		return 0, false
	}
	var r rune
	for _, c := range b[:4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}

// Bytes reads a bytes field: base64, standard or URL-safe (chosen by
// whether '-' or '_' appears), padded or not (chosen by the length), as
// protojson decodes it. The result is new memory, never the input.
func (d *Decoder) Bytes() ([]byte, error) {
	start := d.pos
	if d.next() != '"' {
		return nil, d.unexpected("a base64 string")
	}
	s, _, err := d.rawString()
	if err != nil {
		return nil, err
	}
	enc := base64.StdEncoding
	if strings.ContainsAny(aliasString(s), "-_") {
		enc = base64.URLEncoding
	}
	if len(s)%4 != 0 {
		enc = enc.WithPadding(base64.NoPadding)
	}
	out := make([]byte, enc.DecodedLen(len(s)))
	n, err := enc.Decode(out, s)
	if err != nil {
		return nil, d.invalid(start, "bytes")
	}
	return out[:n], nil
}

// Enum reads an enum: its value name, looked up with lookup, or a number
// (any int32: proto3 enums are open).
func (d *Decoder) Enum(lookup func(string) (int32, bool)) (int32, error) {
	start := d.pos
	if d.next() == '"' {
		s, _, err := d.rawString()
		if err != nil {
			return 0, err
		}
		if v, ok := lookup(aliasString(s)); ok {
			return v, nil
		}
		return 0, d.invalid(start, "enum")
	}
	v, err := d.Int32()
	if err != nil {
		return 0, d.invalid(start, "enum")
	}
	return v, nil
}

// NullValue reads a google.protobuf.NullValue, which is also written as
// null.
func (d *Decoder) NullValue() (int32, error) {
	if d.next() == 'n' && d.null() {
		return 0, nil
	}
	return d.Enum(func(s string) (int32, bool) { return 0, s == "NULL_VALUE" })
}

// BatchSize is how many elements of a repeated message field generated
// decoders allocate at once, having read n: as many again, so a list of N
// costs about log2(N) allocations, at most 1024 at a time, so one element
// kept alive pins a bounded block.
func BatchSize(n int) int { return min(max(n, 1), 1024) }

// BoolKey converts a map key to bool: "true" or "false".
func (d *Decoder) BoolKey(k []byte) (bool, error) {
	switch string(k) {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return false, d.errorf("invalid map key %q for bool", k)
}

// Int32Key converts a map key to an int32 as protojson does (strconv:
// an optional sign, decimal digits).
func (d *Decoder) Int32Key(k []byte) (int32, error) {
	v, err := strconv.ParseInt(aliasString(k), 10, 32)
	if err != nil {
		return 0, d.errorf("invalid map key %q for int32", k)
	}
	return int32(v), nil
}

// Int64Key converts a map key to an int64.
func (d *Decoder) Int64Key(k []byte) (int64, error) {
	v, err := strconv.ParseInt(aliasString(k), 10, 64)
	if err != nil {
		return 0, d.errorf("invalid map key %q for int64", k)
	}
	return v, nil
}

// Uint32Key converts a map key to a uint32.
func (d *Decoder) Uint32Key(k []byte) (uint32, error) {
	v, err := strconv.ParseUint(aliasString(k), 10, 32)
	if err != nil {
		return 0, d.errorf("invalid map key %q for uint32", k)
	}
	return uint32(v), nil
}

// Uint64Key converts a map key to a uint64.
func (d *Decoder) Uint64Key(k []byte) (uint64, error) {
	v, err := strconv.ParseUint(aliasString(k), 10, 64)
	if err != nil {
		return 0, d.errorf("invalid map key %q for uint64", k)
	}
	return v, nil
}
