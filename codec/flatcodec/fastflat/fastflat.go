// Package fastflat is the runtime of the FlatBuffers fast path: the
// builder and the verifier that the code protoc-gen-fastflat writes
// (<file>_fastflat.pb.go, the MarshalFlatFast and UnmarshalFlatFast
// methods) is built on. codec/flatcodec calls those methods when a
// message has them; nothing else should.
//
// The rules, which the generated code and codec/flatcodec's tests hold it
// to:
//
//   - The encoder writes exactly the bytes codec/flatcodec's
//     descriptor-driven encoder writes through flatbuffers.Builder: the
//     same order of children, the same widest-first field order, the same
//     padding, the same vtable deduplication (including the Go builder's
//     way of comparing vtables) and the same final alignment.
//   - The decoder makes every check the descriptor-driven decoder makes
//     (bounds of every offset, vtable, field, string and vector, string
//     terminators, UTF-8, the depth and table limits and the copy
//     budget), so both accept exactly the same buffers, but it only
//     answers yes or no: on a refusal codec/flatcodec decodes again with
//     its reference decoder, whose error says what and where. Hostile
//     input therefore costs at most one fast and one reference decode.
//     Depth is counted per table, map entry and repeated bytes item, as
//     the reference counts it: every generated function takes the levels
//     of nesting left (Open checks them), so recursive types are bounded
//     where the reference bounds them.
//   - What the generated code cannot write or decide (a message of a type
//     without generated code, or past the depth limit on encode), it
//     declines (Encoder.Decline, Decoder.Decline): MarshalFlatFast
//     answers not ok, UnmarshalFlatFast not handled, and codec/flatcodec
//     takes the reference path for the whole message.
//   - The well-known types (Timestamp, Duration, the wrappers, Empty,
//     Struct, Value, ListValue, FieldMask, Any) are ordinary tables, but
//     their Go types are protobuf-go's, which no plugin run can give
//     methods: their code is generated into this package
//     (wellknown_fastflat.pb.go, by protoc-gen-fastflat -wellknown), and
//     Encoder.Message and Decoder.Message, which the generated code calls
//     for a message of another Go package, use it, or the message's own
//     generated methods.
//   - The primitives are small so that they inline into the generated
//     code, in another package: every value is written with the buffer and
//     head in the caller's local variables (Reserve, PutStr, Put8, ...),
//     and read from the buffer the caller holds (Decoder.Bytes, U32, ...).
//     Changing one is changing the generated code's speed: check with
//     go build -gcflags=-m that it still inlines.
//
// How the encoder is faster than the builder: one bounds reservation for
// a table and the strings before it instead of one per value, padding
// zeroed with one store, and for a table whose fields are all present (the
// common case) a layout known to the generator: its fields are stored at
// constant places without a test each, and its vtable is a constant that
// TableEndFull finds among the written ones by number rather than by
// comparing them. Short strings are copied by the generated code with two
// loads and two stores instead of a call to memmove. docs/BENCHMARKS.md
// ("FlatBuffers plugin") measures what that saves.
//
// How the decoder saves allocations: the messages of a root's singular
// message fields are one allocation (not one per message), a list's
// messages another (and its pointers, for a list of one, see MakeList),
// and strings point into one copy of the buffer, or into the buffer itself
// when aliasing. Strings are checked for UTF-8 eight ASCII bytes at a time
// (validUTF8).
package fastflat

import (
	"bytes"
	"encoding/binary"
	"math"
	"sync"
	"sync/atomic"
	"unicode/utf8"
	"unsafe"
)

const (
	// MaxBufferSize is FlatBuffers' own limit: offsets are 32-bit and
	// signed offsets must reach anywhere in the buffer.
	MaxBufferSize = math.MaxInt32
	// MaxExpansion bounds the bytes a decode may copy out of the buffer
	// (string and byte contents) to this many times the buffer's length,
	// so that a hostile buffer pointing a million table slots at one large
	// string does not allocate a million copies.
	MaxExpansion = 8

	// initialBufferSize and maxPooledBuffer are those of codec/flatcodec's
	// reference builders: seed 003's builderInitSize, and the largest
	// buffer kept for reuse.
	initialBufferSize = 1024
	maxPooledBuffer   = 8 << 20
)

// ErrTooLarge is the encoder's panic value when a message needs more than
// the 1 GiB the Go builder can grow to; the caller of MarshalFlatFast
// recovers it and hands the message to the reference encoder, which fails
// with its own error.
var ErrTooLarge = tooLarge{}

type tooLarge struct{}

func (tooLarge) Error() string { return "flatbuffers: message too large for the fast encoder" }

// CopyBudget is the number of bytes a decode of a buffer of n bytes may
// copy out of it (see MaxExpansion).
func CopyBudget(n int) int {
	if n < math.MaxInt/MaxExpansion {
		return MaxExpansion * n
	}
	return math.MaxInt
}

// DecodeOptions are the limits of one decode, and whether its strings
// alias the buffer.
type DecodeOptions struct {
	// MaxDepth is the deepest nesting of tables, the root being 1.
	MaxDepth int
	// MaxTables is the number of tables the decode may visit.
	MaxTables int
	// Alias makes decoded strings point into the buffer itself, which the
	// caller keeps unchanged while the message is in use.
	Alias bool
}

// The constant vtables of the generated files' tables with all their
// fields are numbered by their contents (VtableID), so that two files'
// equal vtables (a Timestamp's and a map entry's of two offsets, say)
// have one number, and TableEndFull finds the one a table of another
// file wrote.
var (
	vtableMu  sync.Mutex
	vtableIDs = map[string]int{}
	// vtableCount is the number of vtables VtableID has numbered.
	vtableCount atomic.Int64
)

// VtableID returns the number of the constant vtable whose key and tail
// (as TableEndFull takes them) are those given, numbering it if it is
// new. Generated files call it in a package variable's initializer.
func VtableID(key uint64, tail string) int {
	vtableMu.Lock()
	defer vtableMu.Unlock()
	k := string(binary.LittleEndian.AppendUint64(nil, key)) + tail
	id, ok := vtableIDs[k]
	if !ok {
		id = len(vtableIDs)
		vtableIDs[k] = id
		vtableCount.Store(int64(id + 1))
	}
	return id
}

// maxBuffer is the largest buffer the encoder builds: the Go builder
// cannot grow past 1 GiB. A message that needs more makes it panic with
// ErrTooLarge.
const maxBuffer = 1 << 30

// Encoder builds one buffer back to front, as flatbuffers.Builder
// does: the data written so far is buf[head:], and a position is named by
// its distance from the end of buf (its offset), which growing the buffer
// does not change.
type Encoder struct {
	buf  []byte
	head int
	// align8 records that an 8-byte scalar was written, so the finished
	// buffer is aligned to 8 (the builder's minalign), else to 4.
	align8 bool
	// vtables are the offsets of the vtables written, for deduplication,
	// and vtkeys their keys: the vtable's size and first two field entries,
	// as the low and high 32 bits, its own size in place of the table's.
	vtables []int
	vtkeys  []uint64
	// full holds, for each vtable of a table with all its fields
	// (numbered by VtableID, see
	// TableEndFull), the offset of the written vtable equal to it, if
	// known (0: not yet written, or written by TableEnd). mixed records
	// that TableEnd wrote a vtable.
	full  []int32
	mixed bool
	// offs is the stack of child offsets built and not yet used, shared
	// by all the vectors being built.
	offs []int
	// keys is the stack of the sorted keys of the string-keyed maps being
	// written (SortedStringKeys).
	keys []string
	// declined records that the fast encoder cannot write the message
	// (Decline): its bytes are to be discarded.
	declined bool
}

var encoders = sync.Pool{New: func() any {
	return &Encoder{
		buf:     make([]byte, initialBufferSize),
		head:    initialBufferSize,
		vtables: make([]int, 0, 16),
		vtkeys:  make([]uint64, 0, 16),
		offs:    make([]int, 0, 64),
	}
}}

// GetEncoder returns an empty encoder from the pool.
func GetEncoder() *Encoder { return encoders.Get().(*Encoder) }

// PutEncoder resets e and pools it, unless it grew past
// maxPooledBuffer.
func PutEncoder(e *Encoder) {
	if cap(e.buf) > maxPooledBuffer {
		return
	}
	e.head = len(e.buf)
	e.align8 = false
	e.vtables = e.vtables[:0]
	e.vtkeys = e.vtkeys[:0]
	clear(e.full)
	e.mixed = false
	e.offs = e.offs[:0]
	e.keys = e.keys[:0] // PopStringKeys cleared them
	e.declined = false
	encoders.Put(e)
}

// room makes at least n bytes free below head.
func (e *Encoder) room(n int) {
	if e.head < n {
		e.grow(n)
	}
}

//go:noinline
func (e *Encoder) grow(n int) {
	used := len(e.buf) - e.head
	size := max(2*len(e.buf), initialBufferSize)
	for size-used < n {
		size *= 2
	}
	if size > maxBuffer {
		panic(ErrTooLarge)
	}
	buf := make([]byte, size)
	copy(buf[size-used:], e.buf[e.head:])
	e.buf, e.head = buf, size-used
}

// Finished returns the buffer with root as its root table: Finish of the
// Go builder, which aligns the root offset to the largest scalar written.
func (e *Encoder) Finished(root int) []byte {
	e.room(12)
	buf, h := e.buf, e.head
	binary.LittleEndian.PutUint64(buf[h-8:], 0)
	mask := 3
	if e.align8 {
		mask = 7
	}
	h -= (h - len(buf) - 4) & mask
	h -= 4
	binary.LittleEndian.PutUint32(buf[h:], uint32(len(buf)-h-root))
	e.head = h
	return buf[h:]
}

// Reserve makes at least n bytes free below head and returns the buffer
// and the head, for the generated code to write a run of values in local
// variables (PutStr, Put8, ...) rather than through e; it stores the
// head back with SetHead, or hands it to TableEnd.
func (e *Encoder) Reserve(n int) ([]byte, int) {
	e.room(n)
	return e.buf, e.head
}

// SetHead stores the head h of the buffer Reserve returned.
func (e *Encoder) SetHead(h int) { e.head = h }

// Align8 records that an 8-byte scalar was written, so the finished buffer
// is aligned to 8 (the builder's minalign), else to 4.
func (e *Encoder) Align8() { e.align8 = true }

// Mark returns the base of the vector of offsets about to be pushed.
func (e *Encoder) Mark() int { return len(e.offs) }

// Push adds the offset of an element (string, table) of the vector being
// built; OffsetVector writes them.
func (e *Encoder) Push(off int) { e.offs = append(e.offs, off) }

// PutStr writes s below h as a string (length, bytes, NUL terminator,
// aligned to 4: CreateString) and returns the new head; the string's
// offset is len(buf) minus it. It needs len(s)+8 bytes of room.
func PutStr(buf []byte, h int, s string) int {
	n := len(s)
	binary.LittleEndian.PutUint32(buf[h-4:], 0) // padding and terminator
	h -= (h-len(buf)-n-1)&3 + 1
	h -= n
	copy(buf[h:], s)
	h -= 4
	binary.LittleEndian.PutUint32(buf[h:], uint32(n))
	return h
}

// LE64 and LE32 read the first 8 or 4 bytes of s, little-endian: one
// load each, as the compiler merges the byte loads.
func LE64(s string) uint64 {
	_ = s[7]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// LE32 is LE64 for 4 bytes.
func LE32(s string) uint32 {
	_ = s[3]
	return uint32(s[0]) | uint32(s[1])<<8 | uint32(s[2])<<16 | uint32(s[3])<<24
}

// Str writes s as a string (an element of a list) and returns its
// offset.
func (e *Encoder) Str(s string) int {
	buf, h := e.Reserve(len(s) + 8)
	e.head = PutStr(buf, h, s)
	return len(buf) - e.head
}

// ByteVector writes b as a vector of bytes (length, bytes, aligned to
// 4: CreateByteVector, without the terminator a string has) and returns
// its offset.
func (e *Encoder) ByteVector(b []byte) int {
	n := len(b)
	buf, h := e.Reserve(n + 8)
	binary.LittleEndian.PutUint32(buf[h-4:], 0) // padding
	h -= (h-len(buf)-n)&3 + n
	copy(buf[h:], b)
	h -= 4
	binary.LittleEndian.PutUint32(buf[h:], uint32(n))
	e.head = h
	return len(buf) - h
}

// ScalarVector makes room for a vector of n (> 0) scalars of w bytes
// (1, 4 or 8) and writes its padding and length, as the Go builder's
// StartVector and EndVector do: the elements end aligned to 4, and to w.
// The caller stores element i at buf[at+w*i:]; off is the vector's
// offset.
func (e *Encoder) ScalarVector(n, w int) (buf []byte, at, off int) {
	size := n * w
	e.room(size + 12)
	buf, h := e.buf, e.head
	binary.LittleEndian.PutUint64(buf[h-8:], 0) // padding
	mask := 3
	if w == 8 {
		mask = 7
		e.align8 = true
	}
	h -= (h-len(buf)-size)&mask + size
	at = h
	h -= 4
	binary.LittleEndian.PutUint32(buf[h:], uint32(n))
	e.head = h
	return buf, at, len(buf) - h
}

// Byte is a bool's byte in a table or a vector.
func Byte(v bool) byte {
	if v {
		return 1
	}
	return 0
}

// F32Bits is the bit pattern of a float field as the reference encoder
// writes it: it reads float fields through float64 (reflect's Float,
// protoreflect's Value), and the conversions quiet a signaling NaN. F32
// reads one back the same way.
func F32Bits(x float32) uint32 { return math.Float32bits(float32(float64(x))) }

// F32 reads a float as the reference decoder stores it: through float64
// (see F32Bits).
func F32(b []byte, i int) float32 {
	return float32(float64(math.Float32frombits(binary.LittleEndian.Uint32(b[i:]))))
}

// OffsetVector writes the offsets e.offs[base:] as a vector (of strings,
// byte vectors or tables), pops them and returns the vector's offset.
func (e *Encoder) OffsetVector(base int) int {
	offs := e.offs[base:]
	n := len(offs)
	e.room(4*n + 8)
	buf, h := e.buf, e.head
	binary.LittleEndian.PutUint32(buf[h-4:], 0) // padding
	h -= (h - len(buf)) & 3
	for i := n - 1; i >= 0; i-- {
		h -= 4
		binary.LittleEndian.PutUint32(buf[h:], uint32(len(buf)-h-offs[i]))
	}
	h -= 4
	binary.LittleEndian.PutUint32(buf[h:], uint32(n))
	e.head = h
	e.offs = e.offs[:base]
	return len(buf) - h
}

// Put8 writes an 8-byte field value below h, aligned (the caller records
// that the buffer needs 8-byte alignment), and returns the new head.
func Put8(buf []byte, h int, v uint64) int {
	binary.LittleEndian.PutUint64(buf[h-8:], 0) // padding
	h -= (h-len(buf))&7 + 8
	binary.LittleEndian.PutUint64(buf[h:], v)
	return h
}

// Put4 writes a 4-byte field value.
func Put4(buf []byte, h int, v uint32) int {
	binary.LittleEndian.PutUint32(buf[h-4:], 0) // padding
	h -= (h-len(buf))&3 + 4
	binary.LittleEndian.PutUint32(buf[h:], v)
	return h
}

// PutOffset writes a field holding a uoffset to the child at off.
func PutOffset(buf []byte, h, off int) int {
	binary.LittleEndian.PutUint32(buf[h-4:], 0) // padding
	h -= (h-len(buf))&3 + 4
	binary.LittleEndian.PutUint32(buf[h:], uint32(len(buf)-h-off))
	return h
}

// EmptyTable writes a table without fields (a nil message in a list).
func (e *Encoder) EmptyTable() int {
	buf, h := e.Reserve(16)
	return e.TableEnd(len(buf)-h, h, nil)
}

// TableEnd finishes the table that starts at offset objectEnd and whose
// fields, written in local variables, end at head h; vt holds the offsets
// of its fields by slot (0: absent). It returns the table's offset: the
// soffset to its vtable, and the vtable unless an equal one was written
// before, the most recent one as the Go builder searches backwards.
//
// Written vtables are compared by key first (see vtkeys), then entry
// by entry past the key. That is the builder's vtableEqual, which compares
// field entries only, not the table size: an absent field (0) also
// matches a written entry equal to the new table's offset, but no written
// entry can be, as it is smaller than its own table's offset, itself
// smaller than the new one's; and a present field's entry (its distance
// from the table start, under the table's size) fits in 16 bits. The key
// is computed from vt, not read back from a vtable written below h: a
// wide load of narrow stores just made stalls the CPU.
func (e *Encoder) TableEnd(objectEnd, h int, vt []int) int {
	buf := e.buf
	binary.LittleEndian.PutUint32(buf[h-4:], 0) // padding
	h -= (h-len(buf))&3 + 4
	obj := len(buf) - h
	k := len(vt)
	for k > 0 && vt[k-1] == 0 {
		k--
	}
	vt = vt[:k]
	size := 2 * (k + 2)
	key := uint64(size)
	if k > 0 {
		key |= uint64(vtableEntry(obj, vt[0])) << 32
	}
	if k > 1 {
		key |= uint64(vtableEntry(obj, vt[1])) << 48
	}
	for i := len(e.vtkeys) - 1; i >= 0; i-- {
		if e.vtkeys[i] != key {
			continue
		}
		at := e.vtables[i]
		if k <= 2 || sameEntries(buf[len(buf)-at+8:len(buf)-at+size], obj, vt[2:]) {
			binary.LittleEndian.PutUint32(buf[h:], uint32(int32(at-obj)))
			e.head = h
			return obj
		}
	}
	v := buf[h-size : h]
	binary.LittleEndian.PutUint16(v, uint16(size))
	binary.LittleEndian.PutUint16(v[2:], uint16(obj-objectEnd))
	for j, f := range vt {
		binary.LittleEndian.PutUint16(v[4+2*j:], vtableEntry(obj, f))
	}
	at := len(buf) - h + size
	binary.LittleEndian.PutUint32(buf[h:], uint32(int32(at-obj)))
	e.vtables = append(e.vtables, at)
	e.vtkeys = append(e.vtkeys, key)
	e.mixed = true
	e.head = h - size
	return obj
}

// TableEndFull is TableEnd for a table whose fields are all present,
// written by the generated code at h with the soffset first: its vtable
// is the constant number id among those of such tables, the key (vtkeys'
// format: its size and first two entries) followed by the entries tail.
// As written vtables are all different (an equal one is reused, not
// written), at most one is equal to it, and while only TableEndFull has
// written vtables, e.full says which, without a search of them all (and
// a mispredicted branch or more per table).
func (e *Encoder) TableEndFull(objectEnd, h, id int, key uint64, tail string) int {
	if id >= len(e.full) {
		e.growFull()
	}
	buf := e.buf
	obj := len(buf) - h
	at := int(e.full[id])
	if at == 0 && e.mixed {
		at = e.findVtable(key, tail)
		e.full[id] = int32(at)
	}
	if at != 0 {
		binary.LittleEndian.PutUint32(buf[h:], uint32(int32(at-obj)))
		e.head = h
		return obj
	}
	size := int(uint16(key))
	v := buf[h-size : h]
	// Eight bytes even for a shorter vtable: the soffset is written after.
	binary.LittleEndian.PutUint64(buf[h-size:], key|uint64(uint16(obj-objectEnd))<<16)
	if len(tail) > 0 {
		copy(v[8:], tail)
	}
	at = obj + size
	binary.LittleEndian.PutUint32(buf[h:], uint32(int32(at-obj)))
	e.vtables = append(e.vtables, at)
	e.vtkeys = append(e.vtkeys, key)
	e.full[id] = int32(at)
	e.head = h - size
	return obj
}

// growFull makes room in e.full for every number VtableID gave.
//
//go:noinline
func (e *Encoder) growFull() {
	e.full = append(e.full, make([]int32, int(vtableCount.Load())-len(e.full))...)
}

// findVtable returns the offset of the written vtable of key and entries
// tail past it, or 0.
func (e *Encoder) findVtable(key uint64, tail string) int {
	buf := e.buf
	for i := len(e.vtkeys) - 1; i >= 0; i-- {
		if e.vtkeys[i] != key {
			continue
		}
		at := e.vtables[i]
		if len(tail) == 0 || string(buf[len(buf)-at+8:len(buf)-at+8+len(tail)]) == tail {
			return at
		}
	}
	return 0
}

// vtableEntry is the vtable entry of a field at offset f (0: absent) of
// the table at obj.
func vtableEntry(obj, f int) uint16 {
	if f == 0 {
		return 0
	}
	return uint16(obj - f)
}

// sameEntries reports whether the written vtable entries w are those of
// the fields at offsets vt of the table at obj.
func sameEntries(w []byte, obj int, vt []int) bool {
	for j, f := range vt {
		if binary.LittleEndian.Uint16(w[2*j:]) != vtableEntry(obj, f) {
			return false
		}
	}
	return true
}

// Decoder holds the state of one fast decode. It checks what
// codec/flatcodec's reference decoder checks, in the same order, but keeps
// no message for the error: a false result sends the codec to the
// reference decoder for it.
type Decoder struct {
	buf []byte
	// alias makes decoded strings point into buf (UnmarshalAlias). Else
	// they point into copy, a private copy of buf made on the first
	// non-empty string: one allocation and one copy instead of one per
	// string (measured on account 2: 2.0 ms against 2.9 ms for copying
	// the strings into 8 or 32 KiB chunks). The copy lives as long as any
	// string of the message does.
	alias bool
	copy  []byte
	// tables is the number of tables the decode may still visit, budget
	// the bytes it may still copy out of buf (see MaxExpansion).
	tables int
	budget int
	// declined records that the fast decoder cannot decide (Decline).
	declined bool
}

// Table is a verified table: its position, its vtable's and the
// number of slots in the vtable.
type Table struct{ t, vt, slots int }

// NewDecoder returns the state of a decode of buf with the limits of o.
func NewDecoder(buf []byte, o DecodeOptions) Decoder {
	return Decoder{buf: buf, alias: o.Alias, tables: o.MaxTables, budget: CopyBudget(len(buf))}
}

// Bytes is the buffer being decoded.
func (d *Decoder) Bytes() []byte { return d.buf }

// Root verifies the buffer's size and root offset and returns the root
// table's position.
func (d *Decoder) Root() (int, bool) {
	if len(d.buf) > MaxBufferSize || len(d.buf) < 4 {
		return 0, false
	}
	return d.Deref(0)
}

// Deref follows the uoffset at pos (pos+4 <= len(buf) is the caller's
// check): not 0 and inside the buffer. As len(buf) <= MaxBufferSize, a
// uoffset that is negative as a signed offset is past the end too.
func (d *Decoder) Deref(pos int) (int, bool) {
	o := uint64(binary.LittleEndian.Uint32(d.buf[pos:]))
	if o == 0 || o >= uint64(len(d.buf)-pos) {
		return 0, false
	}
	return pos + int(o), true
}

// Open verifies the table at t and counts it against the table limit;
// depth is the number of levels of nesting left for it (the root's is
// DecodeOptions.MaxDepth), which must be at least 1.
func (d *Decoder) Open(t, depth int) (Table, bool) {
	d.tables--
	buf := d.buf
	if depth < 1 || d.tables < 0 || len(buf)-t < 4 {
		return Table{}, false
	}
	vt64 := int64(t) - int64(int32(binary.LittleEndian.Uint32(buf[t:])))
	if vt64 < 0 || vt64 > int64(len(buf)-4) {
		return Table{}, false
	}
	vt := int(vt64)
	vtLen, size := int(binary.LittleEndian.Uint16(buf[vt:])), int(binary.LittleEndian.Uint16(buf[vt+2:]))
	if vtLen < 4 || vtLen&1 != 0 || vtLen > len(buf)-vt || size < 4 || size > len(buf)-t {
		return Table{}, false
	}
	return Table{t: t, vt: vt, slots: (vtLen - 4) / 2}, true
}

// At returns where the w bytes of the field in slot are in table h: 0
// when the table does not have it, -1 when they are outside the buffer
// (the C++ verifier's rule; see codec/flatcodec's decoder.field for why not the table).
func (h Table) At(buf []byte, slot, w int) int {
	if slot >= h.slots {
		return 0
	}
	fo := int(binary.LittleEndian.Uint16(buf[h.vt+4+2*slot:]))
	if fo == 0 {
		return 0
	}
	if fo < 4 || w > len(buf)-h.t-fo {
		return -1
	}
	return h.t + fo
}

// Str reads the string the uoffset at pos points to: length, bytes and
// terminator inside the buffer, valid UTF-8, within the budget.
func (d *Decoder) Str(pos int) (string, bool) {
	s, ok := d.Deref(pos)
	buf := d.buf
	if !ok || len(buf)-s < 4 {
		return "", false
	}
	n := uint64(binary.LittleEndian.Uint32(buf[s:]))
	if n >= uint64(len(buf)-s-4) {
		return "", false
	}
	b := buf[s+4 : s+4+int(n)]
	if buf[s+4+int(n)] != 0 || !validUTF8(b) || int(n) > d.budget {
		return "", false
	}
	d.budget -= int(n)
	switch {
	case n == 0:
		return "", true
	case d.alias:
		return unsafe.String(&b[0], len(b)), true
	case d.copy == nil:
		d.copy = bytes.Clone(buf)
	}
	return unsafe.String(&d.copy[s+4], len(b)), true
}

// validUTF8 is utf8.Valid with a fast path for ASCII, which is what most
// strings are: 8 bytes per step, the last step overlapping the one before
// rather than a byte loop, and no call unless a byte is not ASCII.
func validUTF8(b []byte) bool {
	const hi8, hi4 = 0x8080808080808080, 0x80808080
	n := len(b)
	switch {
	case n >= 8:
		for i := 0; i < n-8; i += 8 {
			if binary.LittleEndian.Uint64(b[i:])&hi8 != 0 {
				return utf8.Valid(b)
			}
		}
		return binary.LittleEndian.Uint64(b[n-8:])&hi8 == 0 || utf8.Valid(b)
	case n >= 4:
		return (binary.LittleEndian.Uint32(b)|binary.LittleEndian.Uint32(b[n-4:]))&hi4 == 0 || utf8.Valid(b)
	}
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return utf8.Valid(b)
		}
	}
	return true
}

// Vector follows the uoffset at pos to a vector of elements of w bytes,
// checks its length against the buffer and returns its position and
// length.
func (d *Decoder) Vector(pos, w int) (int, int, bool) {
	v, ok := d.Deref(pos)
	if !ok || len(d.buf)-v < 4 {
		return 0, 0, false
	}
	n := uint64(binary.LittleEndian.Uint32(d.buf[v:]))
	if n > uint64(len(d.buf)-v-4)/uint64(w) {
		return 0, 0, false
	}
	return v, int(n), true
}

// ScalarVector is Vector for a vector of scalars, whose bytes are taken
// from the copy budget.
func (d *Decoder) ScalarVector(pos, w int) (int, int, bool) {
	v, n, ok := d.Vector(pos, w)
	if !ok || n*w > d.budget {
		return 0, 0, false
	}
	d.budget -= n * w
	return v, n, true
}

// ByteVector reads the vector of bytes the uoffset at pos points to, within
// the budget, and copies it (bytes are never aliased: the caller may
// change them).
func (d *Decoder) ByteVector(pos int) ([]byte, bool) {
	v, n, ok := d.ScalarVector(pos, 1)
	if !ok {
		return nil, false
	}
	return append([]byte{}, d.buf[v+4:v+4+n]...), true
}

// MakeList allocates the messages of a list of n and the list of
// pointers to them; a list of one (a common case) in one allocation.
func MakeList[T any](n int) ([]T, []*T) {
	if n == 1 {
		x := new(struct {
			items [1]T
			list  [1]*T
		})
		return x.items[:], x.list[:]
	}
	return make([]T, n), make([]*T, n)
}

// TableVector is Vector for a vector of tables, which must fit in the
// table limit before any is allocated.
func (d *Decoder) TableVector(pos int) (int, int, bool) {
	v, n, ok := d.Vector(pos, 4)
	if !ok || n > d.tables {
		return 0, 0, false
	}
	return v, n, true
}

// U32 reads the little-endian uint32 at b[i:] (and U64, F64 their
// types).
func U32(b []byte, i int) uint32 { return binary.LittleEndian.Uint32(b[i:]) }

// U64 reads a uint64.
func U64(b []byte, i int) uint64 { return binary.LittleEndian.Uint64(b[i:]) }

// F64 reads a float64.
func F64(b []byte, i int) float64 { return math.Float64frombits(binary.LittleEndian.Uint64(b[i:])) }
