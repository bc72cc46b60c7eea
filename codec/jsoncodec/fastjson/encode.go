package fastjson

import (
	"cmp"
	"encoding/base64"
	"encoding/binary"
	"math"
	"math/bits"
	"slices"
	"strconv"
	"unicode/utf8"
	"unsafe"
)

// SWAR constants: a byte repeated in every lane of a word.
const (
	lanes01 = 0x0101010101010101
	lanes80 = 0x8080808080808080
)

// special returns a word whose lowest set bit (of bits 7, 15, …) marks the
// first byte of w that a JSON string cannot carry as it is: a control
// character, '"', '\\', or the start of a multi-byte UTF-8 sequence (which
// must be validated). Higher bits may be false positives (borrows), the
// lowest one never is: a borrow only starts at a byte that is flagged.
func special(w uint64) uint64 {
	return ((w - lanes01*0x20) | ((w ^ lanes01*'"') - lanes01) | ((w ^ lanes01*'\\') - lanes01) | w) & lanes80
}

// plain marks the bytes a JSON string carries unchanged without a check:
// printable ASCII other than '"' and '\\'.
var plain = func() (t [256]bool) {
	for c := 0x20; c < 0x80; c++ {
		t[c] = c != '"' && c != '\\'
	}
	return t
}()

// plainPrefix returns the length of the prefix of s made of plain bytes.
func plainPrefix(s []byte) int {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		if m := special(binary.LittleEndian.Uint64(s[i:])); m != 0 {
			return i + bits.TrailingZeros64(m)>>3
		}
	}
	if i == len(s) {
		return i
	}
	if len(s) >= 8 {
		// The last word again, overlapping what was checked: the bytes
		// below i are plain, so they flag nothing and start no borrow.
		m := special(binary.LittleEndian.Uint64(s[len(s)-8:]))
		m &^= 1<<(8*(8-(len(s)-i))) - 1
		if m == 0 {
			return len(s)
		}
		return len(s) - 8 + bits.TrailingZeros64(m)>>3
	}
	for ; i < len(s) && plain[s[i]]; i++ {
	}
	return i
}

// bytesOf views s as bytes, without copying; the result must not be written.
func bytesOf(s string) []byte { return unsafe.Slice(unsafe.StringData(s), len(s)) }

// AppendString appends s as a JSON string the way protojson writes it:
// '"', '\\' and the control characters below U+0020 escaped (\b \f \n \r \t,
// else \u00XX in lowercase hex), everything else — including U+007F, U+2028
// and U+2029 — as raw UTF-8. It fails, as protojson does, if s is not valid
// UTF-8.
func AppendString(b []byte, s string) ([]byte, error) {
	// Most strings need no escape: copy them a word at a time while
	// checking, into room made once, and fall back at the first special
	// byte. (The loops are shaped so that the compiler drops their bounds
	// checks.)
	n := len(s)
	if cap(b)-len(b) < n+2 {
		b = slices.Grow(b, n+2)
	}
	l := len(b)
	out := b[:l+n+2]
	out[l] = '"'
	out[l+1+n] = '"'
	src, dst := bytesOf(s), out[l+1:l+1+n]
	if n < 8 {
		for i := range min(len(src), len(dst)) {
			c := src[i]
			if !plain[c] {
				return appendString(b, bytesOf(s))
			}
			dst[i] = c
		}
		return out, nil
	}
	last := binary.LittleEndian.Uint64(src[n-8:])
	binary.LittleEndian.PutUint64(dst[n-8:], last)
	m := special(last)
	for len(src) > 8 && len(dst) > 8 {
		w := binary.LittleEndian.Uint64(src)
		binary.LittleEndian.PutUint64(dst, w)
		m |= special(w)
		src, dst = src[8:], dst[8:]
	}
	if m != 0 {
		return appendString(b, bytesOf(s))
	}
	return out, nil
}

// appendString is AppendString for strings with something to escape or
// validate.
func appendString(b []byte, src []byte) ([]byte, error) {
	b = append(b, '"')
	start, i := 0, 0
	for {
		i += plainPrefix(src[i:])
		if i >= len(src) {
			break
		}
		c := src[i]
		if c >= utf8.RuneSelf {
			r, n := utf8.DecodeRune(src[i:])
			if r == utf8.RuneError && n == 1 {
				return b, ErrInvalidUTF8
			}
			i += n
			continue
		}
		b = append(b, src[start:i]...)
		b = appendEscape(b, c)
		i++
		start = i
	}
	b = append(b, src[start:]...)
	return append(b, '"'), nil
}

const hexDigits = "0123456789abcdef"

// appendEscape appends the escape of an ASCII byte that needs one.
func appendEscape(b []byte, c byte) []byte {
	switch c {
	case '"', '\\':
		return append(b, '\\', c)
	case '\b':
		return append(b, '\\', 'b')
	case '\f':
		return append(b, '\\', 'f')
	case '\n':
		return append(b, '\\', 'n')
	case '\r':
		return append(b, '\\', 'r')
	case '\t':
		return append(b, '\\', 't')
	}
	return append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
}

// AppendBytes appends v as a JSON string of its standard, padded base64.
func AppendBytes(b []byte, v []byte) []byte {
	b = append(b, '"')
	b = base64.StdEncoding.AppendEncode(b, v)
	return append(b, '"')
}

// AppendInt64 appends a 64-bit integer as a JSON string, as the mapping
// requires (JavaScript numbers cannot hold it).
func AppendInt64(b []byte, v int64) []byte {
	b = append(b, '"')
	b = strconv.AppendInt(b, v, 10)
	return append(b, '"')
}

// AppendUint64 appends an unsigned 64-bit integer as a JSON string.
func AppendUint64(b []byte, v uint64) []byte {
	b = append(b, '"')
	b = strconv.AppendUint(b, v, 10)
	return append(b, '"')
}

// pow10 holds the powers of ten a float64 represents exactly.
var pow10 = [...]float64{1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10,
	1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22}

// AppendFloat64 appends a double as protojson writes it: the shortest
// decimal that reads back as f (ECMAScript's number-to-string), in plain
// notation for magnitudes in [1e-6, 1e21) and exponent notation otherwise
// ("1e+21", "1e-7": no leading zero in the exponent), "-0" for negative
// zero, and the strings "NaN", "Infinity" and "-Infinity".
//
// Values with few decimals — amounts in cents, say — take a short path
// that finds the digits by scaling and checking the round trip exactly;
// the rest go to strconv, whose shortest formatting protojson uses.
func AppendFloat64(b []byte, f float64) []byte {
	if f == 0 {
		if math.Signbit(f) {
			return append(b, '-', '0')
		}
		return append(b, '0')
	}
	abs := math.Abs(f)
	if abs >= 1e-6 && abs < 1<<50 {
		// For k decimals, |f|·10^k < 2^50 keeps the scaled value's rounding
		// error under 1/16 and f's spacing under 10^-k/4, so the integer
		// nearest to it is the only k-decimal candidate; the division is
		// exact-rounded (integer and power both exact), so the check is
		// exactly "the decimal reads back as f". Trying k upwards finds the
		// fewest decimals, which is the shortest representation.
		for k := 0; k <= 4; k++ {
			x := abs * pow10[k]
			if x >= 1<<50 {
				break
			}
			i := uint64(x + 0.5)
			if float64(i)/pow10[k] == abs {
				return appendDecimal(b, f < 0, i, k)
			}
		}
	}
	return appendFloatSlow(b, f, 64)
}

// appendDecimal appends ±i·10^-k in plain notation.
func appendDecimal(b []byte, neg bool, i uint64, k int) []byte {
	var buf [24]byte // 16 digits at most (i < 2^50), a point, a sign
	p := len(buf)
	for range k {
		p--
		buf[p] = byte('0' + i%10)
		i /= 10
	}
	if k > 0 {
		p--
		buf[p] = '.'
	}
	for {
		p--
		buf[p] = byte('0' + i%10)
		i /= 10
		if i == 0 {
			break
		}
	}
	if neg {
		p--
		buf[p] = '-'
	}
	return append(b, buf[p:]...)
}

// AppendFloat32 appends a float as protojson writes it: as AppendFloat64,
// with the shortest decimal that reads back as the float32.
func AppendFloat32(b []byte, f float32) []byte {
	if f == 0 {
		if math.Signbit(float64(f)) {
			return append(b, '-', '0')
		}
		return append(b, '0')
	}
	return appendFloatSlow(b, float64(f), 32)
}

// appendFloatSlow formats like protojson's encoder: the words for NaN and
// the infinities as JSON strings, else AppendNumber.
func appendFloatSlow(b []byte, f float64, bits int) []byte {
	switch {
	case math.IsNaN(f):
		return append(b, `"NaN"`...)
	case math.IsInf(f, 1):
		return append(b, `"Infinity"`...)
	case math.IsInf(f, -1):
		return append(b, `"-Infinity"`...)
	}
	return AppendNumber(b, f, bits)
}

// AppendNumber writes a finite f (of bits 32 or 64) as protojson does,
// following ECMAScript's number-to-string: strconv's shortest round-trip
// digits, plain notation for magnitudes in [1e-6, 1e21), exponent notation
// outside it with a one-digit negative exponent unpadded ("1e-7"). The XML
// codec, which follows the JSON mapping, writes its numbers with it too.
func AppendNumber(b []byte, f float64, bits int) []byte {
	format := byte('f')
	if abs := math.Abs(f); abs != 0 {
		if bits == 64 && (abs < 1e-6 || abs >= 1e21) ||
			bits == 32 && (float32(abs) < 1e-6 || float32(abs) >= 1e21) {
			format = 'e'
		}
	}
	b = strconv.AppendFloat(b, f, format, -1, bits)
	if format == 'e' {
		// "1e-07" → "1e-7", as ECMAScript writes it. Positive exponents
		// are always >= 21 here.
		if n := len(b); n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return b
}

// SortedKeys returns m's keys in protojson's map order: ascending numbers,
// strings by their UTF-8 bytes.
func SortedKeys[M ~map[K]V, K cmp.Ordered, V any](m M) []K {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// AppendMapKey appends a map key, which JSON always quotes.
func AppendMapKey[K int32 | int64 | uint32 | uint64](b []byte, k K) []byte {
	b = append(b, '"')
	if k < 0 {
		b = strconv.AppendInt(b, int64(k), 10)
	} else {
		b = strconv.AppendUint(b, uint64(k), 10)
	}
	return append(b, '"', ':')
}
