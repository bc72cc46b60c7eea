package fastflat

import (
	"cmp"
	"slices"

	"google.golang.org/protobuf/proto"
)

// What the generated code of messages with maps, repeated bytes and
// fields of other Go packages calls, and how it gives a message up to the
// reference path.

// Decline records that the fast encoder cannot write the message being
// encoded (it nests deeper than the caller's maxDepth, or holds a message
// of another Go package that has no generated code) and returns 0 for the
// offset it was to produce. Encoding goes on, to garbage: MarshalFlatFast
// reports ok false, and codec/flatcodec's reference encoder writes the
// message or says why it cannot.
func (e *Encoder) Decline() int {
	e.declined = true
	return 0
}

// Declined reports whether Decline was called.
func (e *Encoder) Declined() bool { return e.declined }

// Decline records that the fast decoder cannot decide on the buffer (a
// message of another Go package that has no generated code) and returns
// false: UnmarshalFlatFast then reports handled false, and
// codec/flatcodec's reference decoder decides.
func (d *Decoder) Decline() bool {
	d.declined = true
	return false
}

// Declined reports whether Decline was called.
func (d *Decoder) Declined() bool { return d.declined }

// fastMessage is what protoc-gen-fastflat generates for every message.
type fastMessage interface {
	MarshalFlatFast(e *Encoder, maxDepth int) (root int, ok bool)
	DecodeFlatFast(d *Decoder, t, depth int) bool
}

// Message writes m, the non-nil pointer of a message of another Go
// package (a nil one is an empty table), as a table with depth levels of
// nesting left for it, and returns its offset: with this package's code
// for the well-known types (google.protobuf.Timestamp, Duration, the
// wrappers, Empty, Struct, Value, ListValue, FieldMask and Any), with m's
// generated MarshalFlatFast for others; a message without generated code
// declines (Decline).
func (e *Encoder) Message(m proto.Message, depth int) int {
	if off, ok := encWellKnown(e, m, depth); ok {
		return off
	}
	if f, ok := m.(fastMessage); ok {
		off, _ := f.MarshalFlatFast(e, depth)
		return off
	}
	return e.Decline()
}

// Message reads the table at t into m, an empty message of another Go
// package, with depth levels of nesting left for it: as Encoder.Message
// writes it, with DecodeFlatFast for messages with generated code; a
// message without declines (Decline).
func (d *Decoder) Message(t int, m proto.Message, depth int) bool {
	if ok, handled := decWellKnown(d, t, m, depth); handled {
		return ok
	}
	if f, ok := m.(fastMessage); ok {
		return f.DecodeFlatFast(d, t, depth)
	}
	return d.Decline()
}

// SortedStringKeys returns the keys of the string-keyed map m sorted by
// their bytes, the order of a map's entries (Go's string order, which is
// flatc's strcmp order). They are on a stack of e's, to pop with
// PopStringKeys(mark) once the entries are written (the maps of the
// entries' values use it meanwhile).
func SortedStringKeys[V any](e *Encoder, m map[string]V) (keys []string, mark int) {
	mark = len(e.keys)
	for k := range m {
		e.keys = append(e.keys, k)
	}
	keys = e.keys[mark:]
	slices.Sort(keys)
	return keys, mark
}

// PopStringKeys pops the keys SortedStringKeys pushed at mark.
func (e *Encoder) PopStringKeys(mark int) {
	clear(e.keys[mark:]) // no string outlives the encoding in the pool
	e.keys = e.keys[:mark]
}

// SortedKeys returns the keys of the integer-keyed map m in ascending
// numeric order, signed keys as signed, the order of a map's entries.
func SortedKeys[K cmp.Ordered, V any](m map[K]V) []K {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// BytesItem writes one element of a repeated bytes field as its item
// table, with depth levels of nesting left for it: the bytes in slot 0,
// left out when empty.
func (e *Encoder) BytesItem(v []byte, depth int) int {
	if depth < 1 {
		return e.Decline()
	}
	off := 0
	if len(v) > 0 {
		off = e.ByteVector(v)
	}
	// Padding (3), the offset, the soffset, a vtable of one field and 8
	// bytes the padding stores may touch, as for any table.
	buf, h := e.Reserve(3 + 4 + 4 + 6 + 8)
	objectEnd := len(buf) - h
	var vt [1]int
	if off != 0 {
		h = PutOffset(buf, h, off)
		vt[0] = len(buf) - h
	}
	return e.TableEnd(objectEnd, h, vt[:])
}

// BytesItem reads the item table at t of a repeated bytes field, with
// depth levels of nesting left for it: a copy of its bytes, empty (not
// nil) when slot 0 is absent.
func (d *Decoder) BytesItem(t, depth int) ([]byte, bool) {
	h, ok := d.Open(t, depth)
	if !ok {
		return nil, false
	}
	switch p := h.At(d.buf, 0, 4); {
	case p < 0:
		return nil, false
	case p > 0:
		return d.ByteVector(p)
	}
	return []byte{}, true
}

// MapSize is the size to make a map of n entries with: n, but no more
// than one entry for 16 bytes of the buffer, so that a hostile buffer's
// vector of a million offsets to one entry does not allocate a map of a
// million.
func (d *Decoder) MapSize(n int) int { return min(n, len(d.buf)/16) }
