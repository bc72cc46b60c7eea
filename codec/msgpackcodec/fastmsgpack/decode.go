package fastmsgpack

import (
	"encoding/binary"
	"math"
	"strconv"
	"unsafe"

	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/codec/protocodec/fastwire"
)

// Decoder is the state of a fast decode: the input (or the copy of it that
// strings point into), the cursor and the nesting depth. Every read
// reports false instead of failing; the cursor is then meaningless, as the
// decode is over (see the package doc).
type Decoder struct {
	buf   []byte
	i     int
	depth int
}

// NewDecoder returns a decoder reading b from its start, at depth 0.
// Strings and bytes it returns point into b.
func NewDecoder(b []byte) *Decoder { return &Decoder{buf: b} }

// Done reports whether the whole input has been read.
func (d *Decoder) Done() bool { return d.i == len(d.buf) }

// Enter starts a message: it fails at MaxDepth, as the reference does.
func (d *Decoder) Enter() bool {
	if d.depth >= MaxDepth {
		return false
	}
	d.depth++
	return true
}

// Leave ends the message Enter started.
func (d *Decoder) Leave() { d.depth-- }

// MapHeader reads a map header (not nil).
func (d *Decoder) MapHeader() (int, bool) {
	if d.i < len(d.buf) {
		if c := d.buf[d.i]; c&0xf0 == 0x80 {
			d.i++
			return int(c & 0x0f), true
		}
	}
	return d.longHeader(0xde, 2)
}

// ArrayHeader reads an array header (not nil).
func (d *Decoder) ArrayHeader() (int, bool) {
	if d.i < len(d.buf) {
		if c := d.buf[d.i]; c&0xf0 == 0x90 {
			d.i++
			return int(c & 0x0f), true
		}
	}
	return d.longHeader(0xdc, 1)
}

// longHeader reads the 16- (code) or 32-bit (code+1) form of a map or
// array header, refusing a count of entries that the bytes left could not
// hold (min bytes each), as the reference does before allocating.
func (d *Decoder) longHeader(code byte, min int) (int, bool) {
	b, i := d.buf, d.i
	var n int
	switch {
	case i+3 <= len(b) && b[i] == code:
		n = int(binary.BigEndian.Uint16(b[i+1:]))
		i += 3
	case i+5 <= len(b) && b[i] == code+1:
		n = int(binary.BigEndian.Uint32(b[i+1:]))
		i += 5
	default:
		return 0, false
	}
	if uint64(n)*uint64(min) > uint64(len(b)-i) {
		return 0, false
	}
	d.i = i
	return n, true
}

// Expect advances past key, a str as its header and bytes, if the input
// holds it at the cursor: the generated decoders try the key of the field
// after the last one read first, as keys come in declaration order.
func (d *Decoder) Expect(key string) bool {
	if len(d.buf)-d.i >= len(key) && string(d.buf[d.i:d.i+len(key)]) == key {
		d.i += len(key)
		return true
	}
	return false
}

// NoKey is a key Expect never finds (0xc1 is never used in MessagePack):
// the generated decoders expect it after the last field.
const NoKey = "\xc1"

// Key reads a str, a map key, without copying or checking it.
func (d *Decoder) Key() ([]byte, bool) {
	if d.i < len(d.buf) {
		if c := d.buf[d.i]; c&0xe0 == 0xa0 {
			s := d.i + 1
			e := s + int(c&0x1f)
			if e > len(d.buf) {
				return nil, false
			}
			d.i = e
			return d.buf[s:e:e], true
		}
	}
	return d.long(0xd9)
}

// long reads a str or bin with an 8-, 16- or 32-bit length: code is the
// 8-bit form's code (0xd9 str 8, 0xc4 bin 8).
func (d *Decoder) long(code byte) ([]byte, bool) {
	b, i := d.buf, d.i
	var n uint64
	switch {
	case i+2 <= len(b) && b[i] == code:
		n = uint64(b[i+1])
		i += 2
	case i+3 <= len(b) && b[i] == code+1:
		n = uint64(binary.BigEndian.Uint16(b[i+1:]))
		i += 3
	case i+5 <= len(b) && b[i] == code+2:
		n = uint64(binary.BigEndian.Uint32(b[i+1:]))
		i += 5
	default:
		return nil, false
	}
	if n > uint64(len(b)-i) {
		return nil, false
	}
	e := i + int(n)
	d.i = e
	return b[i:e:e], true
}

// String reads a str holding valid UTF-8; the string points into the
// decoder's buffer.
func (d *Decoder) String() (string, bool) {
	s, ok := d.Key()
	if !ok || !validUTF8(s) {
		return "", false
	}
	return str(s), true
}

// str is s as a string, sharing its memory.
func str(s []byte) string {
	if len(s) == 0 {
		return ""
	}
	return unsafe.String(&s[0], len(s))
}

// validUTF8 is fastwire's check: ASCII eight bytes at a time, the rest by
// unicode/utf8.
func validUTF8(s []byte) bool { return fastwire.ValidUTF8(s) }

// Bytes reads a bin; the slice points into the decoder's buffer and is not
// nil, even when empty (an optional bytes field is then set).
func (d *Decoder) Bytes() ([]byte, bool) { return d.long(0xc4) }

// Bool reads true or false.
func (d *Decoder) Bool() (bool, bool) {
	if d.i < len(d.buf) {
		switch d.buf[d.i] {
		case 0xc2:
			d.i++
			return false, true
		case 0xc3:
			d.i++
			return true, true
		}
	}
	return false, false
}

// Int64 reads an integer of any width that fits an int64.
func (d *Decoder) Int64() (int64, bool) {
	if d.i < len(d.buf) {
		if c := d.buf[d.i]; c <= 0x7f || c >= 0xe0 {
			d.i++
			return int64(int8(c)), true
		}
	}
	return d.intLong()
}

// Int32 reads an integer of any width that fits an int32.
func (d *Decoder) Int32() (int32, bool) {
	if d.i < len(d.buf) {
		if c := d.buf[d.i]; c <= 0x7f || c >= 0xe0 {
			d.i++
			return int32(int8(c)), true
		}
	}
	v, ok := d.intLong()
	if !ok || v < math.MinInt32 || v > math.MaxInt32 {
		return 0, false
	}
	return int32(v), true
}

// Uint64 reads a non-negative integer of any width.
func (d *Decoder) Uint64() (uint64, bool) {
	if d.i < len(d.buf) {
		if c := d.buf[d.i]; c <= 0x7f {
			d.i++
			return uint64(c), true
		}
	}
	return d.uintLong()
}

// Uint32 reads a non-negative integer of any width that fits a uint32.
func (d *Decoder) Uint32() (uint32, bool) {
	if d.i < len(d.buf) {
		if c := d.buf[d.i]; c <= 0x7f {
			d.i++
			return uint32(c), true
		}
	}
	v, ok := d.uintLong()
	if !ok || v > math.MaxUint32 {
		return 0, false
	}
	return uint32(v), true
}

// wide reads the integer of any encoding at the cursor: its bits and
// whether they are unsigned (fixint, uint 8…64) or signed.
func (d *Decoder) wide() (v uint64, unsigned, ok bool) {
	b, i := d.buf, d.i
	if i >= len(b) {
		return 0, false, false
	}
	c := b[i]
	switch {
	case c <= 0x7f:
		d.i++
		return uint64(c), true, true
	case c >= 0xe0:
		d.i++
		return uint64(int64(int8(c))), false, true
	}
	var n int
	switch c {
	case 0xcc, 0xd0:
		n = 1
	case 0xcd, 0xd1:
		n = 2
	case 0xce, 0xd2:
		n = 4
	case 0xcf, 0xd3:
		n = 8
	default:
		return 0, false, false
	}
	if n >= len(b)-i {
		return 0, false, false
	}
	p := b[i+1 : i+1+n]
	d.i = i + 1 + n
	unsigned = c <= 0xcf
	switch n {
	case 1:
		if unsigned {
			return uint64(p[0]), true, true
		}
		return uint64(int64(int8(p[0]))), false, true
	case 2:
		u := binary.BigEndian.Uint16(p)
		if unsigned {
			return uint64(u), true, true
		}
		return uint64(int64(int16(u))), false, true
	case 4:
		u := binary.BigEndian.Uint32(p)
		if unsigned {
			return uint64(u), true, true
		}
		return uint64(int64(int32(u))), false, true
	}
	return binary.BigEndian.Uint64(p), unsigned, true
}

func (d *Decoder) intLong() (int64, bool) {
	v, unsigned, ok := d.wide()
	if !ok || (unsigned && v > math.MaxInt64) {
		return 0, false
	}
	return int64(v), true
}

func (d *Decoder) uintLong() (uint64, bool) {
	v, unsigned, ok := d.wide()
	if !ok || (!unsigned && int64(v) < 0) {
		return 0, false
	}
	return v, true
}

// Float64 reads a float 64, a float 32 (widened) or an integer (converted),
// as the reference reads a double.
func (d *Decoder) Float64() (float64, bool) {
	b, i := d.buf, d.i
	if i+9 <= len(b) && b[i] == 0xcb {
		d.i = i + 9
		return math.Float64frombits(binary.BigEndian.Uint64(b[i+1:])), true
	}
	return d.floatLong()
}

func (d *Decoder) floatLong() (float64, bool) {
	b, i := d.buf, d.i
	if i+5 <= len(b) && b[i] == 0xca {
		d.i = i + 5
		return float64(math.Float32frombits(binary.BigEndian.Uint32(b[i+1:]))), true
	}
	v, unsigned, ok := d.wide()
	switch {
	case !ok:
		return 0, false
	case unsigned:
		return float64(v), true
	}
	return float64(int64(v)), true
}

// Float32 reads a float field's value: what Float64 reads, refused when it
// is finite and beyond a float32's range.
func (d *Decoder) Float32() (float32, bool) {
	b, i := d.buf, d.i
	if i+5 <= len(b) && b[i] == 0xca {
		d.i = i + 5
		return math.Float32frombits(binary.BigEndian.Uint32(b[i+1:])), true
	}
	f, ok := d.Float64()
	if !ok {
		return 0, false
	}
	f32 := float32(f)
	if math.IsInf(float64(f32), 0) && !math.IsInf(f, 0) {
		return 0, false
	}
	return f32, true
}

// Enum reads an enum value: a name lookup resolves (every name the enum
// declares, aliases included), or a number that fits an int32.
func (d *Decoder) Enum(lookup func(name []byte) (int32, bool)) (int32, bool) {
	if d.i < len(d.buf) {
		if c := d.buf[d.i]; c&0xe0 == 0xa0 || (c >= 0xd9 && c <= 0xdb) {
			s, ok := d.Key()
			if !ok {
				return 0, false
			}
			return lookup(s)
		}
	}
	return d.Int32()
}

// EnumLookup returns the lookup Enum needs for an enum of a package
// without generated helpers.
func EnumLookup(ed protoreflect.EnumDescriptor) func([]byte) (int32, bool) {
	return func(s []byte) (int32, bool) {
		if v := ed.Values().ByName(protoreflect.Name(s)); v != nil {
			return int32(v.Number()), true
		}
		return 0, false
	}
}

// StringKey reads a string map key (a str of valid UTF-8).
func (d *Decoder) StringKey() (string, bool) { return d.String() }

// BoolKey reads a bool map key: "true" or "false".
func (d *Decoder) BoolKey() (bool, bool) {
	s, ok := d.Key()
	if !ok {
		return false, false
	}
	switch string(s) {
	case "true":
		return true, true
	case "false":
		return false, true
	}
	return false, false
}

// IntKey reads a map key of a signed kind of the given bits, parsed as the
// reference parses it (strconv.ParseInt, base 10).
func (d *Decoder) IntKey(bits int) (int64, bool) {
	s, ok := d.Key()
	if !ok {
		return 0, false
	}
	v, err := strconv.ParseInt(str(s), 10, bits)
	return v, err == nil
}

// UintKey reads a map key of an unsigned kind of the given bits.
func (d *Decoder) UintKey(bits int) (uint64, bool) {
	s, ok := d.Key()
	if !ok {
		return 0, false
	}
	v, err := strconv.ParseUint(str(s), 10, bits)
	return v, err == nil
}
