package fastxml

import (
	"encoding/base64"
	"fmt"
	"math"
	"strconv"
	"unicode/utf8"

	"github.com/polywire/polywire/codec/jsoncodec/fastjson"
)

// ASCII byte classes for text.
const (
	textRaw       = iota // written as it is
	textEscape           // written as an entity or character reference
	textForbidden        // cannot be represented in XML 1.0
	textMulti            // first byte of a multi-byte UTF-8 sequence (or invalid)
)

var textClass = func() (c [256]uint8) {
	for i := range c {
		switch {
		case i >= utf8.RuneSelf:
			c[i] = textMulti
		case i == '<' || i == '>' || i == '&' || i == '\r':
			c[i] = textEscape
		case i == '\t' || i == '\n' || i >= 0x20:
			c[i] = textRaw
		default:
			c[i] = textForbidden
		}
	}
	return c
}()

// AppendText appends s as XML character data: `&lt;`, `&gt;`, `&amp;` and
// `&#xD;` for <, >, & and carriage return, everything else raw. It fails,
// saying where, if s is not valid UTF-8 or holds a character XML 1.0 cannot
// carry (U+0000–U+0008, U+000B, U+000C, U+000E–U+001F, U+FFFE, U+FFFF):
// data is never silently changed.
func AppendText(b []byte, s string) ([]byte, error) {
	last := 0
	for i := 0; i < len(s); {
		c := s[i]
		switch textClass[c] {
		case textRaw:
			i++
			continue
		case textEscape:
			b = append(b, s[last:i]...)
			switch c {
			case '<':
				b = append(b, "&lt;"...)
			case '>':
				b = append(b, "&gt;"...)
			case '&':
				b = append(b, "&amp;"...)
			case '\r':
				b = append(b, "&#xD;"...)
			}
			i++
			last = i
		case textForbidden:
			return b, fmt.Errorf("character %U at byte %d cannot be represented in XML 1.0", c, i)
		default:
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && size == 1 {
				return b, fmt.Errorf("invalid UTF-8 at byte %d", i)
			}
			if r == 0xFFFE || r == 0xFFFF {
				return b, fmt.Errorf("character %U at byte %d cannot be represented in XML 1.0", r, i)
			}
			i += size
		}
	}
	return append(b, s[last:]...), nil
}

// AppendFloat64 appends a double as the mapping writes it, which is as
// protojson does (fastjson.AppendFloat64): the shortest decimal that reads
// back as f, plain between 1e-6 and 1e21 and in exponent notation outside
// ("1e+21", "1e-7"), "-0" for negative zero, and the unquoted words "NaN",
// "Infinity" and "-Infinity".
func AppendFloat64(b []byte, f float64) []byte {
	switch {
	case math.IsNaN(f):
		return append(b, "NaN"...)
	case math.IsInf(f, 1):
		return append(b, "Infinity"...)
	case math.IsInf(f, -1):
		return append(b, "-Infinity"...)
	}
	return fastjson.AppendFloat64(b, f)
}

// AppendFloat32 is AppendFloat64 for a float: the shortest decimal that
// reads back as the float32.
func AppendFloat32(b []byte, f float32) []byte {
	switch g := float64(f); {
	case math.IsNaN(g):
		return append(b, "NaN"...)
	case math.IsInf(g, 1):
		return append(b, "Infinity"...)
	case math.IsInf(g, -1):
		return append(b, "-Infinity"...)
	}
	return fastjson.AppendFloat32(b, f)
}

// AppendBytes appends v in standard base64 with padding.
func AppendBytes(b, v []byte) []byte { return base64.StdEncoding.AppendEncode(b, v) }

// AppendBool appends "true" or "false".
func AppendBool(b []byte, v bool) []byte {
	if v {
		return append(b, "true"...)
	}
	return append(b, "false"...)
}

func appendInt(b []byte, v int64) []byte { return strconv.AppendInt(b, v, 10) }
