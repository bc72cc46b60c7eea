package fastjson

import (
	"errors"
	"math"
	"strconv"
)

// Numbers follow protojson's reading of JSON numbers, which differs from
// strconv's and from encoding/json's at the edges: integers may be written
// with a fraction or exponent when the value is integral, quoted numbers
// are accepted for every numeric kind, floats may be the strings "NaN",
// "Infinity" and "-Infinity", and a number is only complete when a
// delimiter follows it.

// notDelim reports the bytes protojson does not accept right after a
// number or literal: [-+._a-zA-Z0-9].
func notDelim(c byte) bool {
	return c == '-' || c == '+' || c == '.' || c == '_' ||
		('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') || ('0' <= c && c <= '9')
}

// scanNumber returns the length of the JSON number at the start of b by
// protojson's grammar, or 0. That grammar has one quirk kept here: an 'e'
// followed by no digits ("1e", "1e+") is part of the number when a
// delimiter follows it; integers then read "1e" as 1.
func scanNumber(b []byte) int {
	i := 0
	if i < len(b) && b[i] == '-' {
		i++
	}
	switch {
	case i >= len(b):
		return 0
	case b[i] == '0':
		i++
	case '1' <= b[i] && b[i] <= '9':
		i++
		for i < len(b) && '0' <= b[i] && b[i] <= '9' {
			i++
		}
	default:
		return 0
	}
	if i+1 < len(b) && b[i] == '.' && '0' <= b[i+1] && b[i+1] <= '9' {
		i += 2
		for i < len(b) && '0' <= b[i] && b[i] <= '9' {
			i++
		}
	}
	if i+1 < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if b[i] == '+' || b[i] == '-' {
			i++
			if i >= len(b) {
				return 0
			}
		}
		for i < len(b) && '0' <= b[i] && b[i] <= '9' {
			i++
		}
	}
	if i < len(b) && notDelim(b[i]) {
		return 0
	}
	return i
}

// number reads a bare JSON number token.
func (d *Decoder) number() ([]byte, bool) {
	n := scanNumber(d.buf[d.pos:])
	if n == 0 {
		return nil, false
	}
	tok := d.buf[d.pos : d.pos+n]
	d.pos += n
	return tok, true
}

// quotedNumber reads a JSON string that must hold exactly one JSON number,
// as protojson accepts 64-bit integers and floats (and any integer) in
// quotes: no whitespace around it, nothing after it.
func (d *Decoder) quotedNumber() ([]byte, bool, error) {
	s, _, err := d.rawString()
	if err != nil {
		return nil, false, err
	}
	if n := scanNumber(s); n == 0 || n != len(s) {
		return s, false, nil
	}
	return s, true, nil
}

// integer converts a number token to sign and magnitude the way protojson
// does: fractions and exponents are allowed when the value is integral
// ("1.0", "1e3", "0.5e1"), with its limits (at most 20 digits before the
// exponent shift, exponents within int32). ok is false when the token is
// not such an integer or exceeds 64 bits.
func integer(tok []byte) (neg bool, mag uint64, ok bool) {
	// Fast path: plain digits, fewer than 20 of them.
	if n := len(tok); n > 0 && n < 20 {
		i := 0
		if tok[0] == '-' {
			neg, i = true, 1
		}
		for ; i < n; i++ {
			c := tok[i] - '0'
			if c > 9 {
				break
			}
			mag = mag*10 + uint64(c)
		}
		if i == n {
			return neg && mag != 0, mag, true
		}
	}
	return integerSlow(tok)
}

// integerSlow is integer for tokens with a fraction, an exponent or many
// digits.
func integerSlow(tok []byte) (neg bool, mag uint64, ok bool) {
	s := tok
	if s[0] == '-' {
		neg, s = true, s[1:]
	}
	var intp, frac, exp []byte
	hasExp := false
	if s[0] == '0' {
		s = s[1:]
	} else {
		n := 0
		for n < len(s) && '0' <= s[n] && s[n] <= '9' {
			n++
		}
		intp, s = s[:n], s[n:]
	}
	if len(s) > 0 && s[0] == '.' {
		n := 1
		for n < len(s) && '0' <= s[n] && s[n] <= '9' {
			n++
		}
		frac, s = s[1:n], s[n:]
		for len(frac) > 0 && frac[len(frac)-1] == '0' {
			frac = frac[:len(frac)-1]
		}
	}
	if len(s) > 0 && (s[0] == 'e' || s[0] == 'E') {
		exp, hasExp = s[1:], true
		if len(exp) == 1 && (exp[0] == '+' || exp[0] == '-') {
			return false, 0, false // "0e+": a sign without digits, even for zero
		}
	}
	if len(intp) == 0 && len(frac) == 0 {
		return false, 0, true // "-0", "0.000", "0e5": zero, without a sign
	}
	e := int64(0)
	if hasExp && len(exp) > 0 {
		var err error
		if e, err = strconv.ParseInt(string(exp), 10, 32); err != nil {
			return false, 0, false
		}
	}
	var digits []byte
	if e >= 0 {
		if int64(len(frac)) > e || int64(len(intp))+e > 20 {
			return false, 0, false
		}
		var buf [20]byte
		digits = append(append(buf[:0], intp...), frac...)
		for range int(e) - len(frac) {
			digits = append(digits, '0')
		}
	} else {
		if len(frac) > 0 {
			return false, 0, false
		}
		cut := int64(len(intp)) + e
		if cut < 0 {
			return false, 0, false
		}
		for _, c := range intp[cut:] {
			if c != '0' {
				return false, 0, false
			}
		}
		digits = intp[:cut]
	}
	if len(digits) > 20 {
		return false, 0, false
	}
	for _, c := range digits {
		v := uint64(c - '0')
		if mag > (math.MaxUint64-v)/10 {
			return false, 0, false
		}
		mag = mag*10 + v
	}
	return neg, mag, true
}

// intToken reads a number or a quoted number for an integer field.
func (d *Decoder) intToken() (neg bool, mag uint64, ok bool, err error) {
	var tok []byte
	switch c := d.next(); {
	case c == '"':
		var num bool
		if tok, num, err = d.quotedNumber(); err != nil || !num {
			return false, 0, false, err
		}
	case c == '-' || '0' <= c && c <= '9':
		if tok, ok = d.number(); !ok {
			return false, 0, false, nil
		}
	default:
		return false, 0, false, nil
	}
	neg, mag, ok = integer(tok)
	return neg, mag, ok, nil
}

// Int32 reads an int32, sint32 or sfixed32: a number or a quoted number.
func (d *Decoder) Int32() (int32, error) {
	start := d.pos
	neg, mag, ok, err := d.intToken()
	if err != nil {
		return 0, err
	}
	if ok {
		if !neg && mag <= math.MaxInt32 {
			return int32(mag), nil
		}
		if neg && mag <= -math.MinInt32 {
			return int32(-int64(mag)), nil
		}
	}
	return 0, d.invalid(start, "int32")
}

// Int64 reads an int64, sint64 or sfixed64: a number or a quoted number.
func (d *Decoder) Int64() (int64, error) {
	start := d.pos
	neg, mag, ok, err := d.intToken()
	if err != nil {
		return 0, err
	}
	if ok {
		if !neg && mag <= math.MaxInt64 {
			return int64(mag), nil
		}
		if neg && mag <= 1<<63 {
			return int64(-mag), nil
		}
	}
	return 0, d.invalid(start, "int64")
}

// Uint32 reads a uint32 or fixed32: a number or a quoted number.
func (d *Decoder) Uint32() (uint32, error) {
	start := d.pos
	neg, mag, ok, err := d.intToken()
	if err != nil {
		return 0, err
	}
	if ok && !neg && mag <= math.MaxUint32 {
		return uint32(mag), nil
	}
	return 0, d.invalid(start, "uint32")
}

// Uint64 reads a uint64 or fixed64: a number or a quoted number.
func (d *Decoder) Uint64() (uint64, error) {
	start := d.pos
	// Fast path: the canonical form, a quoted run of at most 19 digits.
	if b := d.buf; d.pos < len(b) && b[d.pos] == '"' {
		i, v := d.pos+1, uint64(0)
		for i < len(b) && i-d.pos <= 19 && '0' <= b[i] && b[i] <= '9' {
			v = v*10 + uint64(b[i]-'0')
			i++
		}
		if n := i - d.pos - 1; i < len(b) && b[i] == '"' && (n == 1 || n > 1 && b[d.pos+1] != '0') {
			d.pos = i + 1
			return v, nil
		}
	}
	neg, mag, ok, err := d.intToken()
	if err != nil {
		return 0, err
	}
	if ok && !neg {
		return mag, nil
	}
	return 0, d.invalid(start, "uint64")
}

// invalid is the error for a value of the wrong form for kind.
func (d *Decoder) invalid(start int, kind string) error {
	end := d.pos
	d.pos = start
	d.next()
	tok := d.token()
	if end > d.pos && end-d.pos <= 64 && d.buf[d.pos] == '"' {
		tok = string(d.buf[d.pos:end])
	}
	return d.errorf("invalid value %s for %s", tok, kind)
}

// Float64 reads a double: a number, a quoted number, or "NaN",
// "Infinity", "-Infinity".
func (d *Decoder) Float64() (float64, error) {
	start := d.pos
	c := d.next()
	if c == '-' || '0' <= c && c <= '9' {
		return d.bareFloat64(start, "double")
	}
	f, err := d.quotedFloat(64)
	if err != nil {
		return 0, d.invalid(start, "double")
	}
	return f, nil
}

// bareFloat64 reads a JSON number (not quoted) at the cursor as a finite
// double; the error names what, the value's type.
func (d *Decoder) bareFloat64(start int, what string) (float64, error) {
	if f, n, ok := simpleFloat(d.buf[d.pos:]); ok {
		d.pos += n
		return f, nil
	}
	tok, ok := d.number()
	if ok {
		if f, err := strconv.ParseFloat(aliasString(tok), 64); err == nil {
			return f, nil
		}
	}
	return 0, d.invalid(start, what)
}

// Float32 reads a float: as Float64, rounded once to float32; values
// beyond float32's range are errors, as in protojson.
func (d *Decoder) Float32() (float32, error) {
	start := d.pos
	c := d.next()
	if c == '-' || '0' <= c && c <= '9' {
		if tok, ok := d.number(); ok {
			if f, err := strconv.ParseFloat(aliasString(tok), 32); err == nil {
				return float32(f), nil
			}
		}
		return 0, d.invalid(start, "float")
	}
	f, err := d.quotedFloat(32)
	if err != nil {
		return 0, d.invalid(start, "float")
	}
	return float32(f), nil
}

var errNotFloat = errors.New("not a float")

// quotedFloat reads a string holding a float or a special value.
func (d *Decoder) quotedFloat(bits int) (float64, error) {
	if d.pos >= len(d.buf) || d.buf[d.pos] != '"' {
		return 0, errNotFloat
	}
	s, _, err := d.rawString()
	if err != nil {
		return 0, err
	}
	switch string(s) {
	case "NaN":
		return math.NaN(), nil
	case "Infinity":
		return math.Inf(1), nil
	case "-Infinity":
		return math.Inf(-1), nil
	}
	if n := scanNumber(s); n == 0 || n != len(s) {
		return 0, errNotFloat
	}
	return strconv.ParseFloat(aliasString(s), bits)
}

// simpleFloat reads a number without exponent whose digits fit in 15
// decimal digits, as most are, in one pass: both the digits and the power
// of ten are exact float64s, so one division is correctly rounded, as
// strconv would return. Anything else (and what follows the number must be
// a delimiter, as scanNumber wants) is left to the general path.
func simpleFloat(b []byte) (f float64, n int, ok bool) {
	i, neg := 0, false
	if i < len(b) && b[i] == '-' {
		i, neg = 1, true
	}
	var mant uint64
	digits, frac := 0, 0
	switch {
	case i < len(b) && b[i] == '0':
		i++
		digits = 1
	case i < len(b) && '1' <= b[i] && b[i] <= '9':
		for i < len(b) && '0' <= b[i] && b[i] <= '9' {
			mant = mant*10 + uint64(b[i]-'0')
			i++
			digits++
		}
	default:
		return 0, 0, false
	}
	if i+1 < len(b) && b[i] == '.' && '0' <= b[i+1] && b[i+1] <= '9' {
		i++
		for i < len(b) && '0' <= b[i] && b[i] <= '9' {
			mant = mant*10 + uint64(b[i]-'0')
			i++
			digits++
			frac++
		}
	}
	if digits > 15 || i < len(b) && notDelim(b[i]) {
		return 0, 0, false
	}
	f = float64(mant) / pow10[frac]
	if neg {
		f = -f
	}
	return f, i, true
}
