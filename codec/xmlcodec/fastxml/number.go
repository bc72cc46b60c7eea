package fastxml

import (
	"errors"
	"math"
	"strconv"
	"unsafe"
)

// ParseFloat parses a double or float (bits 64 or 32) as the mapping
// reads it: the words "NaN", "Infinity" and "-Infinity", or a number in
// the JSON grammar that fits in bits. Its errors are strconv.ErrSyntax and
// strconv.ErrRange.
func ParseFloat(s string, bits int) (float64, error) {
	switch s {
	case "NaN":
		return math.NaN(), nil
	case "Infinity":
		return math.Inf(1), nil
	case "-Infinity":
		return math.Inf(-1), nil
	}
	if !isJSONNumber(s) {
		return 0, strconv.ErrSyntax
	}
	f, err := strconv.ParseFloat(s, bits)
	var ne *strconv.NumError
	if errors.As(err, &ne) {
		return f, ne.Err
	}
	return f, err
}

// pow10 holds the powers of ten a float64 represents exactly.
var pow10 = [...]float64{1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10,
	1e11, 1e12, 1e13, 1e14, 1e15}

// parseFloat is ParseFloat on bytes of the decoder's buffer. Doubles
// without exponent of at most 15 digits, as most are, take one exact
// division (both operands are exact, so the quotient is correctly
// rounded, as strconv's); the rest go to ParseFloat.
func parseFloat(b []byte, bits int) (float64, error) {
	if bits == 64 && len(b) > 0 && len(b) <= 17 {
		i, neg := 0, false
		if b[0] == '-' {
			i, neg = 1, true
		}
		var mant uint64
		digits, frac, ok := 0, 0, i < len(b)
		if ok && b[i] == '0' && i+1 < len(b) && b[i+1] != '.' {
			ok = false // "01": left to the grammar, which refuses it
		}
		for ; ok && i < len(b); i++ {
			c := b[i]
			switch {
			case '0' <= c && c <= '9':
				mant = mant*10 + uint64(c-'0')
				digits++
				if frac > 0 {
					frac++
				}
			case c == '.' && frac == 0 && digits > 0 && i+1 < len(b):
				frac = 1
			default:
				ok = false
			}
		}
		if ok && digits <= 15 {
			if frac > 0 {
				frac--
			}
			f := float64(mant) / pow10[frac]
			if neg {
				f = -f
			}
			return f, nil
		}
	}
	return ParseFloat(unsafe.String(unsafe.SliceData(b), len(b)), bits)
}

// isJSONNumber reports whether s matches
// -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
func isJSONNumber(s string) bool {
	i := 0
	if i < len(s) && s[i] == '-' {
		i++
	}
	switch {
	case i < len(s) && s[i] == '0':
		i++
	case i < len(s) && '1' <= s[i] && s[i] <= '9':
		i = digits(s, i)
	default:
		return false
	}
	if i < len(s) && s[i] == '.' {
		j := digits(s, i+1)
		if j == i+1 {
			return false
		}
		i = j
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		j := digits(s, i)
		if j == i {
			return false
		}
		i = j
	}
	return i == len(s)
}

func digits(s string, i int) int {
	for i < len(s) && '0' <= s[i] && s[i] <= '9' {
		i++
	}
	return i
}
