// Package fastwire is the runtime of the code protoc-gen-fastproto
// generates: the varint, tag, UTF-8 and unknown-field primitives and the
// decode errors that every generated SizeFast, AppendFast and UnmarshalFast
// call. They live here, tested and fuzzed once, so that the generated files
// hold only what is specific to a message (its field layout) and stay small.
//
// The rules are those of google.golang.org/protobuf (protobuf-go), which the
// generated code must match byte for byte when encoding and error for error
// when decoding: minimal varints, field numbers 1..2^29-1, groups accepted
// and kept as unknown fields, a nesting limit of RecursionLimit.
package fastwire

import (
	"encoding/binary"
	"errors"
	"math/bits"
	"runtime"
	"strconv"
	"strings"
	"unicode/utf8"
	"unsafe"
)

// RecursionLimit is how deeply messages may nest, the top-level message
// counting as 1; it is protobuf-go's default (protowire.DefaultRecursionLimit),
// so both decoders reject the same inputs.
const RecursionLimit = 10000

// MaxFieldNumber is the largest valid field number.
const MaxFieldNumber = 1<<29 - 1

// Wire types.
const (
	wireVarint     = 0
	wireFixed64    = 1
	wireBytes      = 2
	wireStartGroup = 3
	wireEndGroup   = 4
	wireFixed32    = 5
)

// Decode errors. Generated code wraps them in an *Error naming the message
// and the field.
var (
	ErrTruncated      = errors.New("truncated")
	ErrOverflow       = errors.New("varint overflows 64 bits")
	ErrInvalidUTF8    = errors.New("invalid UTF-8")
	ErrFieldNumber    = errors.New("invalid field number")
	ErrWireType       = errors.New("invalid wire type")
	ErrEndGroup       = errors.New("unmatched end group")
	ErrRecursionDepth = errors.New("exceeded maximum recursion depth")
)

// Error is a decode (or MarshalFast) failure, located in a message and,
// when known, one of its fields. Its text is "unmarshal
// polywire.bank.v1.Transaction field 9 (details): invalid UTF-8".
type Error struct {
	Op      string // "unmarshal" or "marshal"
	Message string // full name of the message
	Field   int32  // field number, 0 when the failure is not in a field
	Name    string // field name, empty for unknown fields
	Err     error  // one of the Err* values, or protobuf-go's error
}

// Error returns the text, "unmarshal <message> field <n> (<name>): <cause>".
func (e *Error) Error() string {
	s := e.Op + " " + e.Message
	if e.Field != 0 {
		s += " field " + strconv.Itoa(int(e.Field))
		if e.Name != "" {
			s += " (" + e.Name + ")"
		}
	}
	return s + ": " + e.Err.Error()
}

// Unwrap returns the Err* value.
func (e *Error) Unwrap() error { return e.Err }

// FieldError returns the decode error of field num (name) of message msg.
func FieldError(msg string, num int32, name string, err error) error {
	return &Error{Op: "unmarshal", Message: msg, Field: num, Name: name, Err: err}
}

// MarshalError returns the MarshalFast error of field num (name) of
// message msg.
func MarshalError(msg string, num int32, name string, err error) error {
	return &Error{Op: "marshal", Message: msg, Field: num, Name: name, Err: err}
}

// Code is the error an index-returning function reports as a negative index.
func Code(i int) error {
	switch i {
	case codeOverflow:
		return ErrOverflow
	case codeFieldNumber:
		return ErrFieldNumber
	case codeWireType:
		return ErrWireType
	case codeEndGroup:
		return ErrEndGroup
	case codeRecursion:
		return ErrRecursionDepth
	}
	return ErrTruncated
}

// Negative indexes returned in place of a position.
const (
	codeTruncated = -1 - iota
	codeOverflow
	codeFieldNumber
	codeWireType
	codeEndGroup
	codeRecursion
)

// SizeVarint is the length of the minimal varint encoding of v.
func SizeVarint(v uint64) int {
	return (bits.Len64(v|1) + 6) / 7
}

// appendVarint appends the minimal varint encoding of v.
func appendVarint(b []byte, v uint64) []byte {
	if v < 1<<7 {
		return append(b, byte(v))
	}
	if v < 1<<14 {
		return append(b, byte(v)|0x80, byte(v>>7))
	}
	return appendVarintLong(b, v)
}

func appendVarintLong(b []byte, v uint64) []byte {
	for v >= 0x80 {
		b = append(b, byte(v)|0x80)
		v >>= 7
	}
	return append(b, byte(v))
}

// PutVarint writes the minimal varint encoding of v so that it ends just
// before b[i], and returns the index where it starts. Generated encoders
// write back to front.
func PutVarint(b []byte, i int, v uint64) int {
	if v < 1<<7 {
		b[i-1] = byte(v)
		return i - 1
	}
	return putVarintLong(b, i, v)
}

// PutVarint2 writes v, in 1<<7..1<<14-1, as a two-byte varint before b[i]
// and returns the index where it starts: inline in generated code for the
// length of a sub-message of 128 to 16383 bytes (a record with a few
// strings), which PutVarint would write with a call.
func PutVarint2(b []byte, i int, v uint64) int {
	i -= 2
	b[i+1] = byte(v >> 7)
	b[i] = byte(v) | 0x80
	return i
}

//go:noinline
func putVarintLong(b []byte, i int, v uint64) int {
	if v < 1<<14 {
		b[i-2] = byte(v) | 0x80
		b[i-1] = byte(v >> 7)
		return i - 2
	}
	i -= SizeVarint(v)
	j := i
	for ; v >= 0x80; j++ {
		b[j] = byte(v) | 0x80
		v >>= 7
	}
	b[j] = byte(v)
	return i
}

// EncodeSpare appends a message's encoding to b without sizing it first:
// encode, a generated encodeFast, writes back to front into b's spare
// capacity b[len(b):cap(b)], and what it wrote is moved to b[len(b):] (no
// move when it filled the spare capacity exactly, as with a buffer reused
// for the same message). That saves the SizeFast pass over the message
// whenever the caller's buffer is big enough, the common case for a reused
// buffer. When it is not, encode's first write before the start of
// the spare capacity fails its bounds check; the panic is recovered and ok
// is false: the caller then sizes and encodes as usual. Only b's spare
// capacity has been written to, which append may overwrite anyway. (A
// panic with another cause happens again in the sizing path.) A buffer that
// is too small costs what was encoded before the panic, at most one encode,
// plus a recovered panic: pooled, reused buffers are big enough once the
// first miss grew them. Only a bounds-check panic is recovered; any other is re-raised.
func EncodeSpare(b []byte, check bool, encode func(b []byte, check bool) (int, uint64)) (out []byte, acc uint64, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if !isBoundsError(r) {
				panic(r)
			}
			out, acc, ok = b, 0, false
		}
	}()
	l := len(b)
	spare := b[l:cap(b)]
	i, acc := encode(spare, check)
	n := copy(b[l:cap(b)], spare[i:])
	return b[:l+n], acc, true
}

// isBoundsError reports whether a recovered panic value is the runtime's
// index or slice bounds error (runtime.boundsError is not exported; its
// messages are "index out of range ..." and "slice bounds out of range ...").
func isBoundsError(r any) bool {
	e, ok := r.(runtime.Error)
	if !ok {
		return false
	}
	msg := e.Error()
	return strings.Contains(msg, "index out of range") || strings.Contains(msg, "slice bounds out of range")
}

// PutString writes s before b[i] and returns the index where it starts.
// Strings of 8 to 16 bytes (most names, dates and codes) are moved with two
// overlapping 8-byte loads and stores, inline, instead of a call to memmove.
func PutString(b []byte, i int, s string) int {
	n := len(s)
	i -= n
	if uint(n-8) <= 8 {
		p := unsafe.Slice(unsafe.StringData(s), n)
		binary.LittleEndian.PutUint64(b[i:], binary.LittleEndian.Uint64(p))
		binary.LittleEndian.PutUint64(b[i+n-8:], binary.LittleEndian.Uint64(p[n-8:]))
		return i
	}
	copy(b[i:], s)
	return i
}

// PutBool writes a bool (a one-byte varint) before b[i].
func PutBool(b []byte, i int, v bool) int {
	i--
	b[i] = 0
	if v {
		b[i] = 1
	}
	return i
}

// PutFixed32 writes v little-endian before b[i].
func PutFixed32(b []byte, i int, v uint32) int {
	i -= 4
	binary.LittleEndian.PutUint32(b[i:], v)
	return i
}

// PutFixed64 writes v little-endian before b[i].
func PutFixed64(b []byte, i int, v uint64) int {
	i -= 8
	binary.LittleEndian.PutUint64(b[i:], v)
	return i
}

// EncodeZigZag maps signed to unsigned integers so small magnitudes are
// small varints (sint32, sint64).
func EncodeZigZag(v int64) uint64 { return uint64(v<<1) ^ uint64(v>>63) }

// DecodeZigZag inverts EncodeZigZag.
func DecodeZigZag(v uint64) int64 { return int64(v>>1) ^ -int64(v&1) }

// Varint decodes the varint at b[i:] and returns its value and the index
// just after it. On a truncated or over-long varint the index is negative
// (see Code). Generated code decodes one-byte varints inline and calls this
// for the rest.
func Varint(b []byte, i int) (uint64, int) {
	if i+1 < len(b) && b[i+1] < 0x80 && b[i] >= 0x80 { // two bytes: lengths 128..16383, field numbers 16..2047
		return uint64(b[i]&0x7f) | uint64(b[i+1])<<7, i + 2
	}
	var v uint64
	for shift := uint(0); ; shift += 7 {
		if i >= len(b) {
			return 0, codeTruncated
		}
		c := b[i]
		i++
		if shift == 63 && c > 1 {
			return 0, codeOverflow
		}
		v |= uint64(c&0x7f) << shift
		if c < 0x80 {
			return v, i
		}
	}
}

// length decodes the length prefix at b[i:] of a length-delimited value and
// returns the value's bounds b[start:end]; start is negative (see Code) when
// the prefix is malformed or the value runs past the end of b.
func length(b []byte, i int) (start, end int) {
	var l uint64
	if i < len(b) && b[i] < 0x80 {
		l = uint64(b[i])
		i++
	} else if l, i = Varint(b, i); i < 0 {
		return i, 0
	}
	if l > uint64(len(b)-i) {
		return codeTruncated, 0
	}
	return i, i + int(l)
}

// Fixed32 reads the little-endian uint32 at b[i:]; the index after it is
// negative when b is too short.
func Fixed32(b []byte, i int) (uint32, int) {
	if len(b)-i < 4 {
		return 0, codeTruncated
	}
	return binary.LittleEndian.Uint32(b[i:]), i + 4
}

// Fixed64 reads the little-endian uint64 at b[i:]; the index after it is
// negative when b is too short.
func Fixed64(b []byte, i int) (uint64, int) {
	if len(b)-i < 8 {
		return 0, codeTruncated
	}
	return binary.LittleEndian.Uint64(b[i:]), i + 8
}

// ShortASCII reports whether b has 8 to 16 bytes, all ASCII: two
// overlapping loads, inline in the generated decoders, for the typical
// name, date or code; ValidUTF8 decides the rest.
func ShortASCII(b []byte) bool {
	n := len(b)
	return uint(n-8) <= 8 && (binary.LittleEndian.Uint64(b)|binary.LittleEndian.Uint64(b[n-8:]))&0x8080808080808080 == 0
}

// ASCII reports whether every byte of b is below 0x80.
func ASCII(b []byte) bool { return HighBits(b)&0x8080808080808080 == 0 }

// HighBits returns the OR of b's bytes, gathered into a uint64 so that it
// has a bit of 0x8080808080808080 set if and only if a byte of b is not
// ASCII: 32 bytes per iteration, bounds checks proved away, overlapping
// loads for the ends, no branch on the data.
func HighBits(b []byte) uint64 {
	le := binary.LittleEndian
	n := len(b)
	switch {
	case n >= 32:
		acc := le.Uint64(b[n-32:]) | le.Uint64(b[n-24:]) | le.Uint64(b[n-16:]) | le.Uint64(b[n-8:])
		for len(b) >= 32 {
			acc |= le.Uint64(b[0:8]) | le.Uint64(b[8:16]) | le.Uint64(b[16:24]) | le.Uint64(b[24:32])
			b = b[32:]
		}
		return acc
	case n >= 16:
		return le.Uint64(b) | le.Uint64(b[8:]) | le.Uint64(b[n-16:]) | le.Uint64(b[n-8:])
	case n >= 8:
		return le.Uint64(b) | le.Uint64(b[n-8:])
	case n >= 4:
		return uint64(le.Uint32(b) | le.Uint32(b[n-4:]))
	case n > 0:
		return uint64(b[0] | b[n/2] | b[n-1])
	}
	return 0
}

// ValidUTF8 reports whether b is valid UTF-8. ASCII, the common case, is
// recognised by ASCII, without data-dependent branches; anything else goes
// to unicode/utf8.
func ValidUTF8(b []byte) bool {
	return ASCII(b) || utf8.Valid(b)
}

// ValidString is ValidUTF8 for a string.
func ValidString(s string) bool {
	return ValidUTF8(unsafe.Slice(unsafe.StringData(s), len(s)))
}

// String returns b as a string that shares b's memory: the caller
// guarantees b is never modified while the string is in use (generated code
// passes the caller's buffer when asked to alias it, else a private copy).
func String(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// emptyBytes is the non-nil empty value protobuf-go gives a present but
// empty bytes field (in a repeated field, a map or a oneof).
var emptyBytes = []byte{}

// Bytes returns b as the value of a bytes field that is present, sharing
// b's memory as String does, with its capacity cut to its length so that an
// append to the field cannot overwrite what follows it in the input; never
// nil, as protobuf-go decodes a present bytes value.
func Bytes(b []byte) []byte {
	if len(b) == 0 {
		return emptyBytes
	}
	return b[:len(b):len(b)]
}

// BytesNoZero is Bytes for a bytes field without presence: empty is nil,
// as protobuf-go decodes it.
func BytesNoZero(b []byte) []byte {
	if len(b) == 0 {
		return nil
	}
	return b[:len(b):len(b)]
}

// Skip returns the index just after the value, at b[i:], of a field with the
// given tag, or a negative index (see Code) if the value is malformed. A
// start-group tag consumes everything up to its matching end group, as
// protobuf-go does for unknown groups (nested at most RecursionLimit+1
// deep); an end-group tag and wire types 6 and 7 are errors.
func Skip(b []byte, i int, tag uint64) int {
	return skip(b, i, tag, RecursionLimit)
}

func skip(b []byte, i int, tag uint64, depth int) int {
	switch tag & 7 {
	case wireVarint:
		_, j := Varint(b, i)
		return j
	case wireFixed64:
		if len(b)-i < 8 {
			return codeTruncated
		}
		return i + 8
	case wireFixed32:
		if len(b)-i < 4 {
			return codeTruncated
		}
		return i + 4
	case wireBytes:
		s, e := length(b, i)
		if s < 0 {
			return s
		}
		return e
	case wireStartGroup:
		if depth < 0 {
			return codeRecursion
		}
		for {
			v, j := Varint(b, i)
			if j < 0 {
				return j
			}
			// protowire.ConsumeTag: number 0 or over int32 is invalid
			// (in a group, numbers up to 2^31-1 pass).
			if n := v >> 3; n == 0 || n > 1<<31-1 {
				return codeFieldNumber
			}
			i = j
			if v&7 == wireEndGroup {
				if v>>3 != tag>>3 {
					return codeEndGroup
				}
				return i
			}
			if i = skip(b, i, v, depth-1); i < 0 {
				return i
			}
		}
	case wireEndGroup:
		return codeEndGroup
	}
	return codeWireType
}

// AppendUnknown decodes the value, at b[i:], of a field with the given tag
// that the message does not know (or knows with another wire type) and
// appends the field to u as protobuf-go keeps it: the tag re-encoded
// minimally, then the value's bytes as they are. It returns u and the index
// after the value; the index is negative (see Code) when the tag is invalid
// or the value malformed.
func AppendUnknown(u, b []byte, i int, tag uint64) ([]byte, int) {
	if n := tag >> 3; n == 0 || n > MaxFieldNumber {
		return u, codeFieldNumber
	}
	j := Skip(b, i, tag)
	if j < 0 {
		return u, j
	}
	u = appendVarint(u, tag)
	return append(u, b[i:j]...), j
}

// UnknownError is the error of AppendUnknown's negative index i for a field
// with the given tag in message msg.
func UnknownError(msg string, tag uint64, i int) error {
	num := int32(0)
	if n := tag >> 3; n > 0 && n <= MaxFieldNumber {
		num = int32(n)
	}
	return FieldError(msg, num, "", Code(i))
}

// SortBools sorts map keys as protobuf-go's deterministic marshal does:
// false first.
func SortBools(keys []bool) {
	f := 0
	for _, k := range keys {
		if !k {
			f++
		}
	}
	for i := range keys {
		keys[i] = i >= f
	}
}

// Count returns how many fields with the given tag b holds, reading b as a
// sequence of fields from its start. It stops early, without error, at
// anything malformed or at a group (the decoder reports or handles those);
// generated code uses it to allocate a repeated field's elements at once and
// counts again if the decoder finds more.
func Count(b []byte, tag uint64) int {
	n := 0
	for i := 0; i < len(b); {
		var t uint64
		if c := b[i]; c < 0x80 {
			t = uint64(c)
			i++
		} else if t, i = Varint(b, i); i < 0 {
			return n
		}
		if t == tag {
			n++
		}
		switch t & 7 {
		case wireBytes:
			var l uint64
			if i < len(b) && b[i] < 0x80 {
				l = uint64(b[i])
				i++
			} else if l, i = Varint(b, i); i < 0 {
				return n
			}
			if l > uint64(len(b)-i) {
				return n
			}
			i += int(l)
		case wireVarint:
			for i < len(b) && b[i] >= 0x80 {
				i++
			}
			i++
		case wireFixed64:
			i += 8
		case wireFixed32:
			i += 4
		default:
			return n
		}
	}
	return n
}

// CountVarints returns how many varints a packed field's value b holds
// (the number of bytes that end one).
func CountVarints(b []byte) int {
	n := 0
	for _, c := range b {
		if c < 0x80 {
			n++
		}
	}
	return n
}
