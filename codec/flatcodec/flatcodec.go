// Package flatcodec is the FlatBuffers wire format
// (application/x-flatbuffers): the same protobuf messages as the JSON and
// Protobuf codecs, laid out as FlatBuffers tables that a client can read
// in place, without a parsing step.
//
// The layout is the one package fbschema defines, and whose .fbs mirror of
// each .proto it writes (cmd/protoc-gen-fastflat writes them, with its
// option fbs), so that flatc generates readers and writers for other
// languages: proto field i, in declaration order, is FlatBuffers field
// slot i, with the scalar types mapped one to one (uint64 is ulong, int32
// is int, an enum is an int, a message is a table, a repeated field is a
// vector). Maps are vectors of entry tables sorted by key, repeated bytes
// vectors of one-field item tables, and oneof members and optional fields
// keep their presence; fbschema's documentation has the whole mapping.
// The codec does not use flatc's generated code: it is driven by the
// protobuf descriptors, so any message is encodable without hand-written
// conversion code (dynamic messages, well-known types and recursive types
// included), and adding a field to a .proto needs no Go change. Generated
// messages whose fields are all plain struct fields are read and written
// through those fields with package reflect; others (dynamic messages,
// oneofs, fields with explicit presence, maps) through protoreflect, which
// boxes every value and costs about three times as much.
//
// As proto3 leaves default values off the wire, the encoder leaves them out
// of the tables (a FlatBuffers reader returns the schema default, zero);
// a field with explicit presence is written whenever it is set. Equal
// messages give equal bytes. Builders come from a pool and are reset
// before reuse.
//
// The Go FlatBuffers runtime trusts its input. Unmarshal does not: it
// verifies every offset, vtable, string and vector as it reads them, limits
// nesting depth and the number of tables visited, and returns an error
// wrapping ErrInvalid, never panicking, on any input.
//
// That descriptor-driven path is the reference. Messages whose Go code
// cmd/protoc-gen-fastflat generated take a faster one: their
// MarshalFlatFast and UnmarshalFlatFast methods, found by interface, write
// and read the struct fields directly on the runtime of package fastflat,
// write the same bytes and accept the same buffers, two to three times
// faster. Anything else (dynamic messages, descriptorpb, well-known types,
// messages the plugin skips) takes the reference path, and
// Codec{Reference: true} forces it. UnmarshalAlias, for callers that keep
// the buffer unchanged while they use the message, points strings into it
// instead of copying.
package flatcodec

import (
	"errors"
	"fmt"
	"strings"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/flatcodec/fastflat"
)

// fastMessage is a message with the methods cmd/protoc-gen-fastflat
// generates.
type fastMessage interface {
	MarshalFlatFast(e *fastflat.Encoder, maxDepth int) (root int, ok bool)
	UnmarshalFlatFast(b []byte, o fastflat.DecodeOptions) (handled, ok bool)
}

// MediaTypes are the types FlatBuffers answers to, canonical first.
var MediaTypes = []string{"application/x-flatbuffers"}

// Aliases are the extra ?format= names.
var Aliases = []string{"flatbuf", "fb"}

// Defaults of the decoder's limits, those of the C++ flatbuffers::Verifier.
const (
	DefaultMaxDepth  = 64
	DefaultMaxTables = 1_000_000
)

// Codec encodes messages as FlatBuffers. The zero value uses the default
// limits; the fields raise or lower them.
type Codec struct {
	// MaxDepth is the deepest nesting of tables Marshal writes and
	// Unmarshal reads, the root being 1; 0 means DefaultMaxDepth.
	MaxDepth int
	// MaxTables is the number of tables one Unmarshal may visit (a table
	// reached twice counts twice); 0 means DefaultMaxTables.
	MaxTables int
	// Reference makes every message take the descriptor-driven path, even
	// those with generated code: the baseline the fast path is measured and
	// tested against.
	Reference bool
}

// Name implements codec.Codec.
func (Codec) Name() string { return "flatbuffers" }

// ErrInvalid is wrapped by every error Unmarshal returns for a buffer that
// is malformed or exceeds the decoder's limits.
var ErrInvalid = errors.New("flatbuffers: invalid buffer")

// invalidError is a decoding failure, printed as what went wrong and where.
type invalidError struct{ msg string }

func (e *invalidError) Error() string        { return "flatbuffers: " + e.msg }
func (e *invalidError) Is(target error) bool { return target == ErrInvalid }

func invalidf(format string, args ...any) error {
	return &invalidError{fmt.Sprintf(format, args...)}
}

// fieldErr names the field that failed: "field 3 (transactionDate) of
// polywire.bank.v1.Transaction: ...". The number is the proto field number.
func fieldErr(p *message, f *field, format string, args ...any) error {
	return invalidf("field %d (%s) of %s: %s", f.num, f.name, p.name, fmt.Sprintf(format, args...))
}

func (c Codec) maxDepth() int {
	if c.MaxDepth > 0 {
		return c.MaxDepth
	}
	return DefaultMaxDepth
}

func (c Codec) maxTables() int {
	if c.MaxTables > 0 {
		return c.MaxTables
	}
	return DefaultMaxTables
}

// Marshal implements codec.Codec: m's table is the buffer's root. Equal
// messages give equal bytes. Unknown fields are not encoded. It fails on
// a message nested deeper than MaxDepth (map entries and the item tables
// of repeated bytes count as a level) or larger than FlatBuffers' 2 GiB.
func (c Codec) Marshal(dst []byte, m proto.Message) (out []byte, err error) {
	if m == nil {
		return dst, errors.New("flatbuffers: marshal nil message")
	}
	if f, ok := m.(fastMessage); ok && !c.Reference {
		if out, ok := c.marshalFast(dst, f); ok {
			return out, nil
		}
	}
	rm := m.ProtoReflect()
	p := planFor(rm.Descriptor())
	e := getEncoder(c.maxDepth())
	defer func() {
		// The Go builder panics rather than grow past 1 GiB; that builder
		// is dropped, not pooled.
		if r := recover(); r != nil {
			if s, ok := r.(string); ok && strings.Contains(s, "cannot grow buffer") {
				out, err = dst, fmt.Errorf("flatbuffers: marshal %s: message too large: %s", p.name, s)
				return
			}
			panic(r)
		}
	}()
	root, err := e.message(p, rm)
	if err != nil {
		putEncoder(e)
		return dst, err
	}
	e.b.Finish(root)
	dst = append(dst, e.b.FinishedBytes()...)
	putEncoder(e)
	return dst, nil
}

// marshalFast is Marshal with the generated encoder of m's type; ok is
// false when it declines (m may nest deeper than MaxDepth, or is too large
// for it), and the reference encoder is to be used.
func (c Codec) marshalFast(dst []byte, m fastMessage) (out []byte, ok bool) {
	e := fastflat.GetEncoder()
	defer func() {
		if r := recover(); r != nil {
			if r != fastflat.ErrTooLarge {
				panic(r)
			}
			// Dropped, not pooled; the reference encoder reports the error.
			out, ok = dst, false
		}
	}()
	root, ok := m.MarshalFlatFast(e, c.maxDepth())
	if ok {
		dst = append(dst, e.Finished(root)...)
	}
	fastflat.PutEncoder(e)
	return dst, ok
}

// Unmarshal implements codec.Codec: it resets m and fills it from the
// buffer's root table, which must be of m's type (FlatBuffers buffers do
// not name their type). src is not retained: strings are copied (the
// fast path copies src once and points the message's strings into that
// copy, which lives as long as any of them) and must be valid UTF-8;
// table slots the schema does not know are skipped. Map entries may come
// in any order (the last of equal keys wins); two members of one oneof
// make the buffer invalid.
func (c Codec) Unmarshal(src []byte, m proto.Message) error {
	return c.unmarshal(src, m, false)
}

// UnmarshalAlias is Unmarshal without the copy: the strings of m point
// into src. The caller guarantees that src is not modified, nor reused
// (such as returned to a buffer pool), for as long as m or any string
// taken from it is in use. Byte fields are still copied. Messages
// without generated code are decoded as by Unmarshal.
func (c Codec) UnmarshalAlias(src []byte, m proto.Message) error {
	return c.unmarshal(src, m, true)
}

func (c Codec) unmarshal(src []byte, m proto.Message, alias bool) error {
	if m == nil {
		return errors.New("flatbuffers: unmarshal into nil message")
	}
	if f, ok := m.(fastMessage); ok && !c.Reference {
		handled, ok := f.UnmarshalFlatFast(src, c.fastOptions(alias))
		if handled && ok {
			return nil
		}
		// Unhandled types, and invalid buffers: the reference decoder
		// says what is wrong.
	}
	rm := m.ProtoReflect()
	if !rm.IsValid() {
		return fmt.Errorf("flatbuffers: unmarshal into nil %s", rm.Descriptor().FullName())
	}
	proto.Reset(m)
	d := decoder{buf: src, maxDepth: c.maxDepth(), maxTables: c.maxTables(), budget: copyBudget(len(src))}
	return d.root(planFor(rm.Descriptor()), rm)
}

// copyBudget is the number of bytes a decode of a buffer of n bytes may
// copy out of it (see maxExpansion).
func copyBudget(n int) int { return fastflat.CopyBudget(n) }

// fastOptions are the limits of a fast decode; strings point into the
// buffer itself if alias is set.
func (c Codec) fastOptions(alias bool) fastflat.DecodeOptions {
	return fastflat.DecodeOptions{MaxDepth: c.maxDepth(), MaxTables: c.maxTables(), Alias: alias}
}
