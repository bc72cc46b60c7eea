// Package xmlcodec is the XML wire format: any proto.Message as a small,
// schema-driven XML document, for clients that can only speak XML (seed
// 002's "disqualified" baseline). It is written for correctness and safety
// first; it is not meant to be fast, but it writes bytes directly and reads
// tokens directly, never through encoding/xml's reflection-based Marshal.
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
//     `<seconds>` and `<nanos>` like any other message.
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
// without generated methods inside, any error, any input beyond the
// canonical form plus whitespace and the predefined entities. So bytes,
// what is accepted, the decoded messages and the error texts are the
// reference's (package fastxml states the rules). Codec{Reference: true}
// keeps the descriptor-driven path for everything, so the lab can show
// it beside the fast one.
package xmlcodec

import (
	"bytes"
	"cmp"
	"encoding/base64"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

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
	// those with methods generated by protoc-gen-fastxml: the baseline the
	// lab measures the fast path against. Both write the same bytes and
	// accept the same documents.
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

// encodeError is a Marshal error with the path of the field it concerns,
// collected innermost first as the recursion unwinds.
type encodeError struct {
	segs []string
	err  error
}

func (e *encodeError) Error() string {
	var sb strings.Builder
	sb.WriteString("xml: ")
	for i := len(e.segs) - 1; i >= 0; i-- {
		sb.WriteString(e.segs[i])
		if i > 0 {
			sb.WriteByte('/')
		}
	}
	sb.WriteString(": ")
	sb.WriteString(e.err.Error())
	return sb.String()
}

func (e *encodeError) Unwrap() error { return e.err }

// atPath adds seg in front of err's path, making err an encodeError if it is
// not one yet.
func atPath(err error, seg string) error {
	var ee *encodeError
	if errors.As(err, &ee) {
		ee.segs = append(ee.segs, seg)
		return ee
	}
	return &encodeError{segs: []string{seg}, err: err}
}

func indexed(name string, i int) string { return name + "[" + strconv.Itoa(i) + "]" }

// appendFields writes the populated fields of m, whose element is at depth.
func appendFields(b []byte, m protoreflect.Message, depth int) ([]byte, error) {
	fields := m.Descriptor().Fields()
	for i := range fields.Len() {
		fd := fields.Get(i)
		if !m.Has(fd) {
			continue
		}
		name := fd.JSONName()
		if depth+1 > MaxDepth {
			return b, atPath(fmt.Errorf("nesting deeper than %d elements", MaxDepth), name)
		}
		if fd.HasJSONName() && !fastxml.IsName(name) {
			return b, atPath(fmt.Errorf("json name %q of field %s is not an XML element name", name, fd.FullName()), name)
		}
		var err error
		switch v := m.Get(fd); {
		case fd.IsList():
			list := v.List()
			for j := range list.Len() {
				b = openTag(b, name)
				if b, err = appendValue(b, fd, list.Get(j), depth+1); err != nil {
					return b, atPath(err, indexed(name, j))
				}
				b = closeTag(b, name)
			}
		case fd.IsMap():
			if b, err = appendMap(b, fd, v.Map(), depth+1); err != nil {
				return b, err
			}
		default:
			b = openTag(b, name)
			if b, err = appendValue(b, fd, v, depth+1); err != nil {
				return b, atPath(err, name)
			}
			b = closeTag(b, name)
		}
	}
	return b, nil
}

func openTag(b []byte, name string) []byte {
	b = append(b, '<')
	b = append(b, name...)
	return append(b, '>')
}

func closeTag(b []byte, name string) []byte {
	b = append(b, '<', '/')
	b = append(b, name...)
	return append(b, '>')
}

// appendMap writes one element per entry of mp, sorted by key; each entry
// element is at depth.
func appendMap(b []byte, fd protoreflect.FieldDescriptor, mp protoreflect.Map, depth int) ([]byte, error) {
	name := fd.JSONName()
	if depth+1 > MaxDepth {
		return b, atPath(fmt.Errorf("nesting deeper than %d elements", MaxDepth), name)
	}
	keys := make([]protoreflect.MapKey, 0, mp.Len())
	mp.Range(func(k protoreflect.MapKey, _ protoreflect.Value) bool {
		keys = append(keys, k)
		return true
	})
	kd, vd := fd.MapKey(), fd.MapValue()
	slices.SortFunc(keys, func(x, y protoreflect.MapKey) int { return compareKeys(kd.Kind(), x, y) })
	var err error
	for _, k := range keys {
		b = openTag(b, name)
		b = append(b, "<key>"...)
		if b, err = appendScalar(b, kd, k.Value()); err != nil {
			return b, atPath(atPath(err, "key"), name+"["+keyString(kd.Kind(), k)+"]")
		}
		b = append(b, "</key><value>"...)
		if b, err = appendValue(b, vd, mp.Get(k), depth+1); err != nil {
			return b, atPath(atPath(err, "value"), name+"["+keyString(kd.Kind(), k)+"]")
		}
		b = append(b, "</value>"...)
		b = closeTag(b, name)
	}
	return b, nil
}

func compareKeys(kind protoreflect.Kind, x, y protoreflect.MapKey) int {
	switch kind {
	case protoreflect.BoolKind:
		bx, by := x.Bool(), y.Bool()
		switch {
		case bx == by:
			return 0
		case !bx:
			return -1
		}
		return 1
	case protoreflect.StringKind:
		return strings.Compare(x.String(), y.String())
	case protoreflect.Uint32Kind, protoreflect.Uint64Kind, protoreflect.Fixed32Kind, protoreflect.Fixed64Kind:
		return cmp.Compare(x.Uint(), y.Uint())
	default:
		return cmp.Compare(x.Int(), y.Int())
	}
}

// keyString renders a map key for an error path.
func keyString(kind protoreflect.Kind, k protoreflect.MapKey) string {
	if kind == protoreflect.StringKind {
		return quote(k.String())
	}
	return k.String()
}

// appendValue writes the content of one element holding v, a value of fd's
// kind (a single item for lists); the element itself is at depth.
func appendValue(b []byte, fd protoreflect.FieldDescriptor, v protoreflect.Value, depth int) ([]byte, error) {
	if fd.Message() != nil {
		return appendFields(b, v.Message(), depth)
	}
	return appendScalar(b, fd, v)
}

func appendScalar(b []byte, fd protoreflect.FieldDescriptor, v protoreflect.Value) ([]byte, error) {
	switch fd.Kind() {
	case protoreflect.StringKind:
		return fastxml.AppendText(b, v.String())
	case protoreflect.BytesKind:
		return base64.StdEncoding.AppendEncode(b, v.Bytes()), nil
	case protoreflect.BoolKind:
		return strconv.AppendBool(b, v.Bool()), nil
	case protoreflect.EnumKind:
		n := v.Enum()
		if ev := fd.Enum().Values().ByNumber(n); ev != nil {
			return append(b, ev.Name()...), nil
		}
		return strconv.AppendInt(b, int64(n), 10), nil
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind,
		protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		return strconv.AppendInt(b, v.Int(), 10), nil
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind, protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		return strconv.AppendUint(b, v.Uint(), 10), nil
	case protoreflect.FloatKind:
		return fastxml.AppendFloat32(b, float32(v.Float())), nil
	case protoreflect.DoubleKind:
		return fastxml.AppendFloat64(b, v.Float()), nil
	}
	return b, fmt.Errorf("unsupported field kind %v", fd.Kind())
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

// printableError is an error whose text had characters replaced so that it
// can be shown, logged and sent back in an Error body in any format.
type printableError struct {
	msg string
	err error
}

func (e *printableError) Error() string { return e.msg }
func (e *printableError) Unwrap() error { return e.err }

// safeError makes sure err's text is valid UTF-8 holding only characters
// XML 1.0 can carry: encoding/xml's syntax errors quote raw input, and the
// server sends decode errors back to the client in its Error body.
func safeError(err error) error {
	msg := err.Error()
	if _, bad := fastxml.AppendText(nil, msg); bad == nil {
		return err
	}
	var sb strings.Builder
	for _, r := range strings.ToValidUTF8(msg, "\uFFFD") {
		if r == '\t' || r == '\n' || r == '\r' || r >= 0x20 && r != 0xFFFE && r != 0xFFFF {
			sb.WriteRune(r)
		} else {
			sb.WriteRune(utf8.RuneError)
		}
	}
	return &printableError{msg: sb.String(), err: err}
}

// decoder reads one document. path holds the elements entered below the
// root, for error messages only.
type decoder struct {
	xd   *xml.Decoder
	path []frame
	text []byte
}

// frame is one element of an error path: name, or name[index] for an item
// of a repeated or map field.
type frame struct {
	name  string
	index int
}

func (d *decoder) push(name string, index int) { d.path = append(d.path, frame{name, index}) }
func (d *decoder) pop()                        { d.path = d.path[:len(d.path)-1] }

// errorf returns an error prefixed with "xml: " and the current path.
func (d *decoder) errorf(format string, args ...any) error {
	if len(d.path) == 0 {
		return fmt.Errorf("xml: "+format, args...)
	}
	var sb strings.Builder
	for i, f := range d.path {
		if i > 0 {
			sb.WriteByte('/')
		}
		sb.WriteString(f.name)
		if f.index >= 0 {
			sb.WriteByte('[')
			sb.WriteString(strconv.Itoa(f.index))
			sb.WriteByte(']')
		}
	}
	return fmt.Errorf("xml: %s: "+format, append([]any{sb.String()}, args...)...)
}

// document reads the prolog, the root element into m, and the epilogue.
func (d *decoder) document(m protoreflect.Message) error {
	root := string(m.Descriptor().Name())
	seenRoot := false
	for first := true; ; first = false {
		tok, err := d.xd.RawToken()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return d.xmlError(err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if seenRoot {
				return d.errorf("second root element <%s> after <%s>", elemName(t.Name), root)
			}
			if t.Name.Space != "" || t.Name.Local != root {
				return d.errorf("root element is <%s>, want <%s>", elemName(t.Name), root)
			}
			if err := d.noAttrs(t); err != nil {
				return err
			}
			seenRoot = true
			if err := d.message(m, t.Name, 1); err != nil {
				return err
			}
		case xml.EndElement:
			return d.errorf("unexpected end tag </%s>", elemName(t.Name))
		case xml.CharData:
			if !isSpace(t) {
				return d.errorf("text %s outside the root element", quote(string(t)))
			}
		case xml.Comment:
		case xml.ProcInst:
			if !first || t.Target != "xml" {
				return d.errorf("processing instruction <?%s …?> is not allowed", t.Target)
			}
		case xml.Directive:
			return d.directive(t)
		}
	}
	if !seenRoot {
		return d.errorf("no root element, want <%s>", root)
	}
	return nil
}

func (d *decoder) directive(t xml.Directive) error {
	if bytes.HasPrefix(t, []byte("DOCTYPE")) {
		return d.errorf("DOCTYPE is not allowed (no DTDs, no entity definitions)")
	}
	return d.errorf("<!…> declaration is not allowed")
}

func (d *decoder) noAttrs(t xml.StartElement) error {
	if len(t.Attr) == 0 {
		return nil
	}
	return d.errorf("element <%s> has attribute %s: attributes are not allowed", elemName(t.Name), elemName(t.Attr[0].Name))
}

// token returns the next token inside the element end.
func (d *decoder) token(end xml.Name) (xml.Token, error) {
	tok, err := d.xd.RawToken()
	if errors.Is(err, io.EOF) {
		return nil, d.errorf("unexpected end of input: <%s> is not closed: %w", elemName(end), io.ErrUnexpectedEOF)
	}
	if err != nil {
		return nil, d.xmlError(err)
	}
	return tok, nil
}

// xmlError returns an error from encoding/xml with the current path, in
// this package's style ("xml: path: syntax error on line 3: …"), wrapping it.
func (d *decoder) xmlError(err error) error {
	var msg string
	var se *xml.SyntaxError
	if errors.As(err, &se) {
		msg = "syntax error on line " + strconv.Itoa(se.Line) + ": " + se.Msg
	} else {
		msg = strings.TrimPrefix(err.Error(), "xml: ")
		// Say what a client can act on rather than how the decoder is built.
		msg = strings.Replace(msg, "declared but Decoder.CharsetReader is nil", "is not supported, only UTF-8 is", 1)
	}
	return &printableError{msg: d.errorf("%s", msg).Error(), err: err}
}

// checkEnd rejects an end tag t that does not close end.
func (d *decoder) checkEnd(t xml.EndElement, end xml.Name) error {
	if t.Name != end {
		return d.errorf("end tag </%s> does not match <%s>", elemName(t.Name), elemName(end))
	}
	return nil
}

// fieldSet records which singular fields were seen, by field index.
type fieldSet struct {
	lo uint64
	hi map[int]bool
}

// add marks i and reports whether it was new.
func (s *fieldSet) add(i int) bool {
	if i < 64 {
		bit := uint64(1) << i
		if s.lo&bit != 0 {
			return false
		}
		s.lo |= bit
		return true
	}
	if s.hi[i] {
		return false
	}
	if s.hi == nil {
		s.hi = map[int]bool{}
	}
	s.hi[i] = true
	return true
}

// message reads the content of the element end, at depth, into m.
func (d *decoder) message(m protoreflect.Message, end xml.Name, depth int) error {
	fields := m.Descriptor().Fields()
	var seen fieldSet
	for {
		tok, err := d.token(end)
		if err != nil {
			return err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if err := d.field(m, fields, &seen, t, depth+1); err != nil {
				return err
			}
		case xml.EndElement:
			return d.checkEnd(t, end)
		case xml.CharData:
			if !isSpace(t) {
				return d.errorf("text %s is not allowed in message element <%s>", quote(string(t)), elemName(end))
			}
		case xml.Comment:
		case xml.ProcInst:
			return d.errorf("processing instruction <?%s …?> is not allowed", t.Target)
		case xml.Directive:
			return d.directive(t)
		}
	}
}

// field reads the field element t, at depth, into m.
func (d *decoder) field(m protoreflect.Message, fields protoreflect.FieldDescriptors, seen *fieldSet, t xml.StartElement, depth int) error {
	var fd protoreflect.FieldDescriptor
	if t.Name.Space == "" {
		fd = fields.ByJSONName(t.Name.Local)
	}
	if fd == nil {
		d.push(elemName(t.Name), -1)
		return d.errorf("unknown element: %s has no field with JSON name %s", m.Descriptor().FullName(), quote(elemName(t.Name)))
	}
	name := fd.JSONName()
	if depth > MaxDepth {
		d.push(name, -1)
		return d.errorf("nesting deeper than %d elements", MaxDepth)
	}
	switch {
	case fd.IsList():
		list := m.Mutable(fd).List()
		d.push(name, list.Len())
		if err := d.noAttrs(t); err != nil {
			return err
		}
		var v protoreflect.Value
		if fd.Message() != nil {
			v = list.NewElement()
			if err := d.message(v.Message(), t.Name, depth); err != nil {
				return err
			}
		} else {
			var err error
			if v, err = d.scalar(fd, t.Name); err != nil {
				return err
			}
		}
		list.Append(v)
	case fd.IsMap():
		mp := m.Mutable(fd).Map()
		d.push(name, mp.Len())
		if err := d.noAttrs(t); err != nil {
			return err
		}
		if err := d.mapEntry(fd, mp, t.Name, depth); err != nil {
			return err
		}
	default:
		d.push(name, -1)
		if err := d.noAttrs(t); err != nil {
			return err
		}
		if !seen.add(fd.Index()) {
			return d.errorf("duplicate element for singular field")
		}
		if od := fd.ContainingOneof(); od != nil && !od.IsSynthetic() {
			if other := m.WhichOneof(od); other != nil && other != fd {
				return d.errorf("oneof %s already has %s set", od.Name(), other.JSONName())
			}
		}
		if fd.Message() != nil {
			if err := d.message(m.Mutable(fd).Message(), t.Name, depth); err != nil {
				return err
			}
		} else {
			v, err := d.scalar(fd, t.Name)
			if err != nil {
				return err
			}
			m.Set(fd, v)
		}
	}
	d.pop()
	return nil
}

// mapEntry reads one map entry element end, at depth, into mp.
func (d *decoder) mapEntry(fd protoreflect.FieldDescriptor, mp protoreflect.Map, end xml.Name, depth int) error {
	kd, vd := fd.MapKey(), fd.MapValue()
	key := kd.Default().MapKey()
	var val protoreflect.Value
	haveKey, haveVal := false, false
loop:
	for {
		tok, err := d.token(end)
		if err != nil {
			return err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if t.Name.Space != "" || t.Name.Local != "key" && t.Name.Local != "value" {
				d.push(elemName(t.Name), -1)
				return d.errorf("unknown element: a map entry holds only <key> and <value>")
			}
			d.push(t.Name.Local, -1)
			if depth+1 > MaxDepth {
				return d.errorf("nesting deeper than %d elements", MaxDepth)
			}
			if err := d.noAttrs(t); err != nil {
				return err
			}
			if t.Name.Local == "key" {
				if haveKey {
					return d.errorf("duplicate element")
				}
				haveKey = true
				v, err := d.scalar(kd, t.Name)
				if err != nil {
					return err
				}
				key = v.MapKey()
			} else {
				if haveVal {
					return d.errorf("duplicate element")
				}
				haveVal = true
				if vd.Message() != nil {
					val = mp.NewValue()
					if err := d.message(val.Message(), t.Name, depth+1); err != nil {
						return err
					}
				} else if val, err = d.scalar(vd, t.Name); err != nil {
					return err
				}
			}
			d.pop()
		case xml.EndElement:
			if err := d.checkEnd(t, end); err != nil {
				return err
			}
			break loop
		case xml.CharData:
			if !isSpace(t) {
				return d.errorf("text %s is not allowed in a map entry", quote(string(t)))
			}
		case xml.Comment:
		case xml.ProcInst:
			return d.errorf("processing instruction <?%s …?> is not allowed", t.Target)
		case xml.Directive:
			return d.directive(t)
		}
	}
	if !haveVal {
		if vd.Message() != nil {
			val = mp.NewValue()
		} else {
			val = vd.Default()
		}
	}
	if mp.Has(key) {
		return d.errorf("duplicate map key %s", keyString(kd.Kind(), key))
	}
	mp.Set(key, val)
	return nil
}

// readText returns the character data of the scalar element end, which must
// hold no elements. The result is valid until the next readText.
func (d *decoder) readText(end xml.Name) ([]byte, error) {
	d.text = d.text[:0]
	for {
		tok, err := d.token(end)
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.CharData:
			d.text = append(d.text, t...)
		case xml.EndElement:
			if err := d.checkEnd(t, end); err != nil {
				return nil, err
			}
			return d.text, nil
		case xml.StartElement:
			return nil, d.errorf("unexpected element <%s> in a scalar field", elemName(t.Name))
		case xml.Comment:
		case xml.ProcInst:
			return nil, d.errorf("processing instruction <?%s …?> is not allowed", t.Target)
		case xml.Directive:
			return nil, d.directive(t)
		}
	}
}

// scalar reads the scalar element end as a value of fd's kind.
func (d *decoder) scalar(fd protoreflect.FieldDescriptor, end xml.Name) (protoreflect.Value, error) {
	raw, err := d.readText(end)
	if err != nil {
		return protoreflect.Value{}, err
	}
	kind := fd.Kind()
	if kind == protoreflect.StringKind {
		return protoreflect.ValueOfString(string(raw)), nil
	}
	b := trimSpace(raw)
	v, err := parseScalar(fd, kind, b)
	if err != nil {
		what := kind.String()
		if kind == protoreflect.EnumKind {
			what = "enum " + string(fd.Enum().FullName())
		}
		return v, d.errorf("parse %s as %s: %w", quote(string(b)), what, err)
	}
	return v, nil
}

// parseScalar parses b, already trimmed, as a non-string value of kind. Its
// errors are strconv.ErrSyntax, strconv.ErrRange or describe the problem.
// The string(b) conversions do not escape, so short texts are not copied to
// the heap.
func parseScalar(fd protoreflect.FieldDescriptor, kind protoreflect.Kind, b []byte) (protoreflect.Value, error) {
	switch kind {
	case protoreflect.BytesKind:
		out, err := base64.StdEncoding.AppendDecode(make([]byte, 0, base64.StdEncoding.DecodedLen(len(b))), b)
		if err != nil {
			return protoreflect.Value{}, err
		}
		return protoreflect.ValueOfBytes(out), nil
	case protoreflect.BoolKind:
		switch string(b) {
		case "true":
			return protoreflect.ValueOfBool(true), nil
		case "false":
			return protoreflect.ValueOfBool(false), nil
		}
		return protoreflect.Value{}, strconv.ErrSyntax
	case protoreflect.EnumKind:
		ed := fd.Enum()
		if ev := ed.Values().ByName(protoreflect.Name(b)); ev != nil {
			return protoreflect.ValueOfEnum(ev.Number()), nil
		}
		n, err := strconv.ParseInt(string(b), 10, 32)
		if err != nil {
			return protoreflect.Value{}, errors.New("not a name or number of the enum")
		}
		if ed.IsClosed() && ed.Values().ByNumber(protoreflect.EnumNumber(n)) == nil {
			return protoreflect.Value{}, errors.New("not a number of the closed enum")
		}
		return protoreflect.ValueOfEnum(protoreflect.EnumNumber(n)), nil
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
		n, err := strconv.ParseInt(string(b), 10, 32)
		return protoreflect.ValueOfInt32(int32(n)), numErr(err)
	case protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		n, err := strconv.ParseInt(string(b), 10, 64)
		return protoreflect.ValueOfInt64(n), numErr(err)
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind:
		n, err := strconv.ParseUint(string(b), 10, 32)
		return protoreflect.ValueOfUint32(uint32(n)), numErr(err)
	case protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		n, err := strconv.ParseUint(string(b), 10, 64)
		return protoreflect.ValueOfUint64(n), numErr(err)
	case protoreflect.FloatKind:
		f, err := fastxml.ParseFloat(string(b), 32)
		return protoreflect.ValueOfFloat32(float32(f)), err
	case protoreflect.DoubleKind:
		f, err := fastxml.ParseFloat(string(b), 64)
		return protoreflect.ValueOfFloat64(f), err
	}
	return protoreflect.Value{}, fmt.Errorf("unsupported field kind %v", kind)
}

// numErr reduces a *strconv.NumError to its cause (ErrSyntax or ErrRange):
// the caller already names the text and the type.
func numErr(err error) error {
	if err == nil {
		return nil
	}
	var ne *strconv.NumError
	if errors.As(err, &ne) {
		return ne.Err
	}
	return err
}

func isXMLSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func isSpace(b []byte) bool {
	for _, c := range b {
		if !isXMLSpace(c) {
			return false
		}
	}
	return true
}

func trimSpace(b []byte) []byte {
	for len(b) > 0 && isXMLSpace(b[0]) {
		b = b[1:]
	}
	for len(b) > 0 && isXMLSpace(b[len(b)-1]) {
		b = b[:len(b)-1]
	}
	return b
}

// elemName renders an element or attribute name for an error message,
// always as valid UTF-8 (error messages may end up in an Error body).
func elemName(n xml.Name) string {
	s := n.Local
	if n.Space != "" {
		s = n.Space + ":" + n.Local
	}
	return strings.ToValidUTF8(s, "\uFFFD")
}

// quote quotes s for an error message, cut to a readable length.
func quote(s string) string {
	const max = 64
	if len(s) > max {
		cut := max
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		return strconv.Quote(s[:cut]) + "…"
	}
	return strconv.Quote(s)
}
