package fastjson

import (
	"strconv"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
)

// The fallback path: messages without generated fast methods that are not
// well-known types (wkt.go) — messages of packages generated without the
// plugin, the other messages of package google.protobuf — are encoded and
// decoded by protojson itself, so they are right by construction.

// fastMessage is what protoc-gen-fastjson generates.
type fastMessage interface {
	AppendJSONFast(b []byte) ([]byte, error)
	DecodeJSONFast(d *Decoder) error
}

// AppendMessage appends m's JSON: with its generated method if it has one,
// with this package's own code for the well-known types, else with
// protojson, whitespace removed.
func AppendMessage(b []byte, m proto.Message) ([]byte, error) {
	if f, ok := m.(fastMessage); ok {
		return f.AppendJSONFast(b)
	}
	if out, ok := appendWellKnown(b, m); ok {
		return out, nil
	}
	start := len(b)
	b, err := protojson.MarshalOptions{}.MarshalAppend(b, m)
	if err != nil {
		return b, encodeError(err)
	}
	return Compact(b, start), nil
}

// Compact removes the whitespace protojson puts between tokens (it adds a
// random space after some commas so that nobody depends on its bytes) from
// b[start:], in place. b[start:] must be valid JSON, so only string state
// needs tracking.
func Compact(b []byte, start int) []byte {
	w := start
	inStr, esc := false, false
	for _, c := range b[start:] {
		switch {
		case inStr:
			switch {
			case esc:
				esc = false
			case c == '\\':
				esc = true
			case c == '"':
				inStr = false
			}
		case c == '"':
			inStr = true
		case c == ' ' || c == '\n' || c == '\t' || c == '\r':
			continue
		}
		b[w] = c
		w++
	}
	return b[:w]
}

// Message decodes the value at the cursor into m: with its generated
// method if it has one, with this package's own code for the well-known
// types, else with protojson.
func (d *Decoder) Message(m proto.Message) error {
	if f, ok := m.(fastMessage); ok {
		return f.DecodeJSONFast(d)
	}
	if handled, err := d.decodeWellKnown(m); handled {
		return err
	}
	return d.protojson(m)
}

// protojson decodes the value at the cursor into m with protojson, which
// gets the value's bytes followed by a space — a number's end depends on
// the byte after it (see scanNumber) — and the nesting budget left, so it
// accepts exactly what it would accept in place.
func (d *Decoder) protojson(m proto.Message) error {
	if d.depth <= 0 {
		return d.errorf("exceeded maximum nesting depth")
	}
	d.next()
	start := d.pos
	if _, err := d.skipValue(); err != nil {
		return err
	}
	in := append(append(make([]byte, 0, d.pos-start+1), d.buf[start:d.pos]...), ' ')
	if err := (protojson.UnmarshalOptions{RecursionLimit: d.depth}).Unmarshal(in, m); err != nil {
		return &Error{Op: "unmarshal json", Offset: start, Err: err}
	}
	return nil
}

// skipValue moves the cursor past one JSON value, checking strings,
// numbers and literals as the rest of the decoder does and the nesting of
// brackets; what it accepts, protojson then checks in full. nest is the
// deepest nesting of brackets in the value (0 for a string, 1 for [1]).
func (d *Decoder) skipValue() (nest int, err error) {
	var stack []byte // open brackets
	for {
		switch c := d.next(); c {
		case '{', '[':
			stack = append(stack, c)
			nest = max(nest, len(stack))
			d.pos++
			continue
		case '"':
			if _, _, err := d.rawString(); err != nil {
				return nest, err
			}
		case 't', 'f', 'n':
			lit := literal(c)
			if d.pos+len(lit) > len(d.buf) || string(d.buf[d.pos:d.pos+len(lit)]) != lit {
				return nest, d.unexpected("a value")
			}
			d.pos += len(lit)
		case '}', ']':
			// An empty object or array, or the end of one after a value.
			if len(stack) == 0 || stack[len(stack)-1] != c-2 {
				return nest, d.unexpected("a value")
			}
			stack = stack[:len(stack)-1]
			d.pos++
		default:
			if _, ok := d.number(); !ok {
				return nest, d.unexpected("a value")
			}
		}
		// After a value: the end, a separator, or closing brackets.
		for {
			if len(stack) == 0 {
				return nest, nil
			}
			switch c := d.next(); c {
			case ',', ':':
				d.pos++
			case '}', ']':
				if stack[len(stack)-1] != c-2 {
					return nest, d.unexpected("a value")
				}
				stack = stack[:len(stack)-1]
				d.pos++
				continue
			default:
				return nest, d.unexpected(`",", ":" or a closing bracket`)
			}
			break
		}
	}
}

// literal is the JSON literal starting with c.
func literal(c byte) string {
	switch c {
	case 't':
		return "true"
	case 'f':
		return "false"
	}
	return "null"
}

// AppendEnum appends an enum of a package without generated helpers: its
// value's name, or its number when no value has it (proto3 enums are open).
func AppendEnum(b []byte, e protoreflect.Enum) []byte {
	n := e.Number()
	if v := e.Descriptor().Values().ByNumber(n); v != nil {
		b = append(b, '"')
		b = append(b, v.Name()...)
		return append(b, '"')
	}
	return strconv.AppendInt(b, int64(n), 10)
}

// EnumLookup returns the lookup Decoder.Enum needs for an enum of a
// package without generated helpers.
func EnumLookup(ed protoreflect.EnumDescriptor) func(string) (int32, bool) {
	return func(s string) (int32, bool) {
		if v := ed.Values().ByName(protoreflect.Name(s)); v != nil {
			return int32(v.Number()), true
		}
		return 0, false
	}
}
