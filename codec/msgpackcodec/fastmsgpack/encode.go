package fastmsgpack

import (
	"cmp"
	"encoding/binary"
	"math"
	"slices"
	"strconv"

	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/codec/protocodec/fastwire"
)

// AppendMapHeader appends a map header of n entries: fixmap, map 16 or
// map 32.
func AppendMapHeader(b []byte, n int) []byte {
	if n <= 15 {
		return append(b, 0x80|byte(n))
	}
	return appendHeader(b, 0xde, n)
}

// AppendArrayHeader appends an array header of n elements: fixarray,
// array 16 or array 32.
func AppendArrayHeader(b []byte, n int) []byte {
	if n <= 15 {
		return append(b, 0x90|byte(n))
	}
	return appendHeader(b, 0xdc, n)
}

// appendHeader appends the 16-bit (code) or 32-bit (code+1) form of a map
// or array header.
func appendHeader(b []byte, code byte, n int) []byte {
	if n <= math.MaxUint16 {
		return append(b, code, byte(n>>8), byte(n))
	}
	return binary.BigEndian.AppendUint32(append(b, code+1), uint32(n))
}

// AppendString appends s as a str, without checking that it is valid
// UTF-8 (see ValidString).
func AppendString(b []byte, s string) []byte {
	if n := len(s); n <= 31 {
		b = append(b, 0xa0|byte(n))
	} else {
		b = appendStrHeader(b, n)
	}
	return append(b, s...)
}

func appendStrHeader(b []byte, n int) []byte {
	switch {
	case n <= math.MaxUint8:
		return append(b, 0xd9, byte(n))
	case n <= math.MaxUint16:
		return append(b, 0xda, byte(n>>8), byte(n))
	}
	return binary.BigEndian.AppendUint32(append(b, 0xdb), uint32(n))
}

// ValidString reports whether s is valid UTF-8, which the encoder requires
// of every string: fastwire's check, ASCII eight bytes at a time.
func ValidString(s string) bool { return fastwire.ValidString(s) }

// AppendBytes appends v as a bin (bin 8 for an empty or nil value).
func AppendBytes(b []byte, v []byte) []byte {
	switch n := len(v); {
	case n <= math.MaxUint8:
		b = append(b, 0xc4, byte(n))
	case n <= math.MaxUint16:
		b = append(b, 0xc5, byte(n>>8), byte(n))
	default:
		b = binary.BigEndian.AppendUint32(append(b, 0xc6), uint32(n))
	}
	return append(b, v...)
}

// AppendBool appends true or false.
func AppendBool(b []byte, v bool) []byte {
	if v {
		return append(b, 0xc3)
	}
	return append(b, 0xc2)
}

// AppendInt appends a signed integer in its smallest encoding: a
// non-negative value as an unsigned one, a negative one as negative fixint
// or int 8…64.
func AppendInt(b []byte, v int64) []byte {
	if uint64(v) <= 0x7f {
		return append(b, byte(v))
	}
	if v >= -32 && v < 0 {
		return append(b, byte(v))
	}
	return appendIntLong(b, v)
}

func appendIntLong(b []byte, v int64) []byte {
	switch {
	case v >= 0:
		return appendUintLong(b, uint64(v))
	case v >= math.MinInt8:
		return append(b, 0xd0, byte(v))
	case v >= math.MinInt16:
		return append(b, 0xd1, byte(v>>8), byte(v))
	case v >= math.MinInt32:
		return binary.BigEndian.AppendUint32(append(b, 0xd2), uint32(v))
	}
	return binary.BigEndian.AppendUint64(append(b, 0xd3), uint64(v))
}

// AppendUint appends an unsigned integer in its smallest encoding:
// positive fixint or uint 8…64.
func AppendUint(b []byte, v uint64) []byte {
	if v <= 0x7f {
		return append(b, byte(v))
	}
	return appendUintLong(b, v)
}

func appendUintLong(b []byte, v uint64) []byte {
	switch {
	case v <= math.MaxUint8:
		return append(b, 0xcc, byte(v))
	case v <= math.MaxUint16:
		return append(b, 0xcd, byte(v>>8), byte(v))
	case v <= math.MaxUint32:
		return binary.BigEndian.AppendUint32(append(b, 0xce), uint32(v))
	}
	return binary.BigEndian.AppendUint64(append(b, 0xcf), v)
}

// AppendFloat32 appends a float 32.
func AppendFloat32(b []byte, v float32) []byte {
	return binary.BigEndian.AppendUint32(append(b, 0xca), math.Float32bits(v))
}

// AppendFloat64 appends a float 64.
func AppendFloat64(b []byte, v float64) []byte {
	return binary.BigEndian.AppendUint64(append(b, 0xcb), math.Float64bits(v))
}

// AppendIntKey appends a map key of an integer kind as proto JSON writes
// it: its decimal text, as a str.
func AppendIntKey(b []byte, v int64) []byte {
	start := len(b)
	b = strconv.AppendInt(append(b, 0), v, 10)
	b[start] = 0xa0 | byte(len(b)-start-1)
	return b
}

// AppendUintKey is AppendIntKey for unsigned kinds.
func AppendUintKey(b []byte, v uint64) []byte {
	start := len(b)
	b = strconv.AppendUint(append(b, 0), v, 10)
	b[start] = 0xa0 | byte(len(b)-start-1)
	return b
}

// SortedKeys returns the keys of a map field in the order its entries are
// written: bytewise for strings, numerically for integers. (Bool keys are
// written false first by the generated code.)
func SortedKeys[K cmp.Ordered, V any](m map[K]V) []K {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// AppendEnum appends an enum value of a package without generated helpers:
// its name, or its number when the enum does not name it.
func AppendEnum(b []byte, e protoreflect.Enum) []byte {
	n := e.Number()
	if v := e.Descriptor().Values().ByNumber(n); v != nil {
		return AppendString(b, string(v.Name()))
	}
	return AppendInt(b, int64(n))
}
