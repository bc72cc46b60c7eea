// Package xmlcodec is the XML wire format: any proto.Message as a small,
// schema-driven XML document, for clients that can only speak XML. It is
// written for correctness and safety first; it is not meant to be fast, but
// it writes bytes directly and reads tokens directly, never through
// encoding/xml's reflection-based Marshal.
//
// # Mapping
//
// The mapping follows canonical proto3 JSON wherever XML allows, and is
// driven only by protoreflect descriptors, so it works for any message:
//
//   - The document is `<?xml version="1.0" encoding="UTF-8"?>` followed by
//     one root element named after the message's short name (`<Account>`).
//     No namespace, no attributes, no whitespace: the output is compact and
//     deterministic (the same message always gives the same bytes).
//   - Every populated field is a child element named by its proto JSON name
//     (`<transactionType>`, `<availableFunds>`), in declaration order. Fields
//     holding their proto3 default (0, "", false, empty list or map, unset
//     message) are omitted, as canonical proto3 JSON omits them; fields with
//     explicit presence (proto3 optional, oneof members, proto2) are written
//     whenever they are set, even to their default. Every element has an
//     explicit end tag; a set but empty message is `<name></name>`.
//   - Integers of every width are decimal. Doubles and floats are written
//     as protojson writes them: the shortest decimal that round-trips, in
//     plain notation between 1e-6 and 1e21 and in exponent notation outside
//     it ("1e+21", "1e-7"), "-0" for negative zero and the words "NaN",
//     "Infinity" and "-Infinity". Bools are "true" and "false". Enums are
//     the value's name, or its number when the number has no name. Bytes
//     are standard base64 with padding.
//   - A repeated field is one element per item, all named after the field,
//     without a wrapper; items are always written, even when they hold a
//     default value. A nested message is an element whose children are its
//     fields. A map field is one element per entry, named after the field,
//     holding a `<key>` and a `<value>` element (both always written);
//     entries are sorted by key (numerically for integer keys, false before
//     true, byte-wise for strings) so the output is deterministic.
//   - Text escapes exactly `&lt;`, `&gt;`, `&amp;` and carriage return
//     (`&#xD;`, which XML parsers would otherwise turn into a newline);
//     tabs, newlines and every other character are written raw as UTF-8, so
//     text, including leading and trailing spaces, round-trips exactly.
//     Characters XML 1.0 cannot carry at all (U+0000–U+0008, U+000B,
//     U+000C, U+000E–U+001F, U+FFFE, U+FFFF) and invalid UTF-8 make Marshal
//     fail with an error naming the field path: data is never silently
//     changed.
//   - Unknown fields and extensions are not written (XML has no way to carry
//     them opaquely). Well-known types have no special form: a Timestamp is
//     `<seconds>` and `<nanos>` like any other message, an Any `<typeUrl>`
//     and `<value>` (base64; its type URL is not resolved).
//   - Messages nested deeper than MaxDepth elements (the root counts as one)
//     fail to marshal, since Unmarshal would refuse them.
//
// # Decoding
//
// Unmarshal accepts what Marshal writes and a little more: the XML
// declaration is optional (its version must be 1.0 and its encoding UTF-8);
// a UTF-8 byte order mark is skipped; whitespace-only text and comments may
// appear between elements, so indented documents decode; text may be split
// by comments or written as CDATA sections; character references are
// decoded; elements of one repeated or map field need not be adjacent; an
// empty element (`<name/>` or `<name></name>`) is "" for a string, empty
// bytes, an empty message, or an entry with a default key and value.
// Numbers, bools, enums and bytes may be surrounded by XML whitespace (as
// XML Schema's numeric types may); strings keep every character. Integers
// are decimal, signed types with an optional sign, leading zeros allowed,
// and must fit their field's width;
// doubles and floats use the JSON number grammar or the three words above
// and must fit their width; bools are only "true" or "false"; enums are a
// name of the enum or a number (closed enums only accept their known
// numbers); bytes are standard base64, line breaks allowed.
//
// Everything else is an error naming the offending path
// (`xml: transactions[3]/amount: parse "abc" as double: invalid syntax`):
// an element that is not a field of the message (matching is by JSON name
// only, not by the proto field name), a second element for a singular
// field, two members of one oneof, a repeated map key, non-whitespace text
// inside a message, any attribute (including xmlns declarations), any
// namespace prefix, a root element whose name is not the message's, a
// second root element or text outside the root (comments and whitespace
// are fine), and a missing required field of a proto2 message. Unmarshal
// resets the message first, never retains src, and returns an error, never
// panics, on any input; on error the message may hold part of the input.
// Error texts are valid UTF-8 made only of characters XML can carry (input
// quoted in them is cut and escaped), so a server can send them back in an
// Error body in any format, XML included.
//
// # Safety
//
// Decoding uses encoding/xml's Decoder in strict mode, token by token,
// with the message's descriptors deciding what each element may be. It is
// safe against entity expansion ("billion laughs") and external entities
// (XXE) because any DOCTYPE or other <!…> declaration is rejected as soon as
// it is read, so no entity can ever be defined; references to entities
// other than XML's five predefined ones are errors, and nothing is ever
// fetched. It is safe against deep nesting because depth is counted and
// checked before every descent into a child element: nothing deeper than
// MaxDepth elements is accepted, whatever the schema. Processing
// instructions other than the leading XML declaration are rejected too.
// Work and memory are linear in the input, whose size the caller bounds.
//
// # Fast path
//
// Messages generated with protoc-gen-fastxml (cmd/protoc-gen-fastxml) have
// AppendXMLFast and UnmarshalXMLFast methods, a loop over the struct that
// writes these bytes and reads the canonical form several times faster;
// the codec uses them when a message has them, and falls back to the
// descriptor-driven path above (all of the message or document, from the
// start) whenever they report that they leave it to it: any message
// without generated methods inside (the well-known types are the fast
// path's own), any error, any input beyond the
// canonical form plus whitespace and the predefined entities. So bytes,
// what is accepted, the decoded messages and the error texts are the
// reference's (package fastxml states the rules). Codec{Reference: true}
// keeps the descriptor-driven path for everything.
package xmlcodec

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/xmlcodec/fastxml"
)

// MediaTypes are the types XML answers to, canonical first.
var MediaTypes = []string{"application/xml", "text/xml"}

// Aliases are the extra ?format= names: none, "xml" is enough.
var Aliases = []string{}

// MaxDepth is the deepest element nesting Marshal writes and Unmarshal
// accepts; the root element is at depth 1, its fields at depth 2.
const MaxDepth = fastxml.MaxDepth

// Codec is the XML codec. The zero value is ready to use.
type Codec struct {
	// Reference selects the descriptor-driven path for every message, even
	// those with methods generated by protoc-gen-fastxml: the baseline to
	// measure the fast path against. Both write the same bytes and accept
	// the same documents.
	Reference bool
}

// fastAppender and fastUnmarshaler are what protoc-gen-fastxml generates
// (see package fastxml): each reports false when it leaves the message or
// document to the reference path.
type (
	fastAppender interface {
		AppendXMLFast(b []byte) ([]byte, bool)
	}
	fastUnmarshaler interface {
		UnmarshalXMLFast(b []byte) bool
	}
)

// Name implements codec.Codec.
func (Codec) Name() string { return "xml" }

const header = `<?xml version="1.0" encoding="UTF-8"?>`

// Marshal implements codec.Codec: it appends the XML document for m to dst.
func (c Codec) Marshal(dst []byte, m proto.Message) ([]byte, error) {
	if f, ok := m.(fastAppender); ok && !c.Reference {
		if b, ok := f.AppendXMLFast(dst); ok {
			return b, nil
		}
		// Left to the reference, which writes the same bytes or fails
		// with its own error.
	}
	if m == nil {
		return dst, errors.New("xml: marshal nil message")
	}
	if err := proto.CheckInitialized(m); err != nil {
		return dst, fmt.Errorf("xml: %w", err)
	}
	mr := m.ProtoReflect()
	name := mr.Descriptor().Name()
	b := append(dst, header...) //nolint:gocritic // appends to the caller's dst, as Marshal promises
	b = append(b, '<')
	b = append(b, name...)
	b = append(b, '>')
	b, err := appendFields(b, mr, 1)
	if err != nil {
		return dst, err
	}
	b = append(b, "</"...)
	b = append(b, name...)
	b = append(b, '>')
	return b, nil
}

// Unmarshal implements codec.Codec: it resets m and fills it from the XML
// document in src.
func (c Codec) Unmarshal(src []byte, m proto.Message) error {
	if f, ok := m.(fastUnmarshaler); ok && !c.Reference && f.UnmarshalXMLFast(src) {
		return nil
	}
	if m == nil {
		return errors.New("xml: unmarshal into nil message")
	}
	mr := m.ProtoReflect()
	if !mr.IsValid() {
		return errors.New("xml: unmarshal into nil message")
	}
	proto.Reset(m)
	mr = m.ProtoReflect()
	src = bytes.TrimPrefix(src, []byte("\xef\xbb\xbf"))
	d := decoder{xd: xml.NewDecoder(bytes.NewReader(src))}
	if err := d.document(mr); err != nil {
		return safeError(err)
	}
	if err := proto.CheckInitialized(m); err != nil {
		return fmt.Errorf("xml: %w", err)
	}
	return nil
}
