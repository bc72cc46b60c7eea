// Package fastxml is the runtime of the code protoc-gen-fastxml generates:
// per-message AppendXMLFast and UnmarshalXMLFast methods that write and
// read the XML mapping of package xmlcodec (github.com/polywire/polywire/
// codec/xmlcodec) without going through protoreflect or encoding/xml.
//
// The rules, which xmlcodec's package doc states in full, are those of
// xmlcodec's descriptor-driven reference path, and the pieces that decide
// bytes on the wire live here once, for both paths: text escaping and the
// characters XML 1.0 cannot carry (AppendText), float formatting
// (AppendFloat64, AppendFloat32, shared with protojson's through
// fastjson) and the float grammar (ParseFloat).
//
// The generated methods are a fast path, not a second codec. Their
// contract is "ok, with the reference's result, or not ok":
//
//   - AppendXMLFast returns the reference's bytes and true, or false when
//     it meets anything it leaves to the reference: a message without
//     generated methods (but for the well-known types, which this package
//     writes and reads itself), a string XML cannot carry, nesting near
//     MaxDepth, a JSON name that is not an XML name. The caller then runs the reference,
//     which writes the same bytes or fails with its own error text.
//   - UnmarshalXMLFast reads the canonical form the encoder writes, plus
//     whitespace between elements and the predefined entities, and reports
//     true only when the reference would accept the document and build an
//     equal message. On anything else — comments, CDATA, processing
//     instructions, DOCTYPE, character references other than &#xD;, a byte
//     order mark, attributes, self-closing tags, unknown or duplicate
//     elements, two members of a oneof, numbers out of range, bad UTF-8,
//     characters XML cannot carry, a wrong root, trailing content, any
//     error — it reports false, and the caller resets the message and runs
//     the reference over the whole document, so error texts and exotic
//     inputs stay the reference's.
//
// xmlcodec.Codec does exactly that (Reference: false, the default); call
// the codec, not the methods. Decoding copies its input once and points
// strings into the copy, so the message never retains the caller's
// buffer (one live string keeps the copy alive).
package fastxml

import (
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/codec/jsoncodec/fastjson"
)

// MaxDepth is the deepest element nesting the XML mapping writes and
// accepts; the root element is at depth 1, its fields at depth 2
// (xmlcodec.MaxDepth).
const MaxDepth = 100

// Header is the XML declaration every document starts with.
const Header = `<?xml version="1.0" encoding="UTF-8"?>`

// DeepLimit is the depth beyond which generated methods leave the message
// to the reference: a message element at depth > DeepLimit may hold a map
// entry whose value's fields pass MaxDepth, and the reference decides
// exactly where the limit falls.
const DeepLimit = MaxDepth - 3

// fastMessage is what protoc-gen-fastxml generates for every message.
type fastMessage interface {
	AppendXMLFields(b []byte, depth int) ([]byte, bool)
	DecodeXMLFields(d *Decoder, depth int) bool
}

// AppendFields appends the fields of m, a message of another package whose
// element is at depth, with its generated method, or the well-known types
// (Timestamp, Duration, the wrappers, Empty, Struct, Value, ListValue,
// FieldMask, Any), which the mapping writes as plain messages, with this
// package's own; it reports false for any other message (the reference
// then writes the whole document).
func AppendFields(b []byte, m proto.Message, depth int) ([]byte, bool) {
	if f, ok := m.(fastMessage); ok {
		return f.AppendXMLFields(b, depth)
	}
	if depth > DeepLimit {
		return b, false
	}
	if out, ok, handled := appendWellKnown(b, m, depth); handled {
		return out, ok
	}
	return b, false
}

// DecodeFields reads the fields of m, a message of another package whose
// element is at depth, with its generated method, or the well-known types
// AppendFields writes itself; it reports false for any other message.
func DecodeFields(d *Decoder, m proto.Message, depth int) bool {
	if f, ok := m.(fastMessage); ok {
		return f.DecodeXMLFields(d, depth)
	}
	if depth > DeepLimit {
		return false
	}
	ok, handled := decodeWellKnown(d, m, depth)
	return handled && ok
}

// AppendEnum appends an enum of a package without generated helpers: its
// value's name, or its number when no value has it.
func AppendEnum(b []byte, e protoreflect.Enum) []byte {
	n := e.Number()
	if v := e.Descriptor().Values().ByNumber(n); v != nil {
		return append(b, v.Name()...)
	}
	return appendInt(b, int64(n))
}

// EnumLookup returns the lookup Decoder.Enum needs for an enum of a
// package without generated helpers.
func EnumLookup(ed protoreflect.EnumDescriptor) func([]byte) (int32, bool) {
	return func(s []byte) (int32, bool) {
		if v := ed.Values().ByName(protoreflect.Name(s)); v != nil {
			return int32(v.Number()), true
		}
		return 0, false
	}
}

// BatchSize is how many elements of a repeated message field generated
// decoders allocate at once, having read n (fastjson.BatchSize).
func BatchSize(n int) int { return fastjson.BatchSize(n) }

// IsName reports whether s is an element name the mapping writes: an ASCII
// XML name without a namespace colon. Encoding a field whose custom JSON
// name is not one fails.
func IsName(s string) bool {
	if s == "" {
		return false
	}
	for i := range len(s) {
		c := s[i]
		switch {
		case c == '_', 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z':
		case i > 0 && (c == '-' || c == '.' || '0' <= c && c <= '9'):
		default:
			return false
		}
	}
	return true
}
