package xmlcodec

import (
	"bytes"
	"encoding/base64"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/codec/xmlcodec/fastxml"
)

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
