// Package fastjson is the runtime of the code protoc-gen-fastjson generates:
// per-message AppendJSONFast and UnmarshalJSONFast methods that write and
// read the canonical proto3 JSON mapping byte for byte as protojson does
// (with its whitespace removed), without going through protoreflect.
//
// It exists because protojson visits every field through reflection, boxes
// every value in a protoreflect.Value and allocates a string for every JSON
// token, which on a list of records is several times slower than a loop
// over the struct (docs/BENCHMARKS.md has the measurements). Everything here that decides
// bytes on the wire or whether an input is accepted — string escaping, float
// formatting, the number grammar and its integer rules, base64, field name
// lookup, null, duplicates, nesting depth — follows protojson's behaviour,
// and the tests of cmd/protoc-gen-fastjson check it against
// protojson differentially. The well-known types' JSON forms (Timestamp
// and Duration strings, wrappers as bare values, Struct, Value and
// ListValue as JSON objects, values and arrays, FieldMask, Empty, and Any
// with "@type", resolved in protoregistry.GlobalTypes) are this package's
// too (AppendMessage, Decoder.Message). Message types it cannot see into
// (messages of packages generated without the plugin, the other messages
// of package google.protobuf) go through protojson itself.
package fastjson

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Error is an encoding or decoding error with the path of the field where
// it happened, in proto JSON names: "transactions[3].amount".
type Error struct {
	// Op is "marshal json" or "unmarshal json".
	Op string
	// Path is the field path from the top-level message; empty when the
	// error is about the message itself.
	Path string
	// Offset is the byte offset in the input of a decoding error, or -1.
	Offset int
	// Err is the cause.
	Err error
}

// Error implements error: "unmarshal json: transactions[3].amount: invalid
// value "x" for double at offset 1234".
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.Op)
	b.WriteString(": ")
	if e.Path != "" {
		b.WriteString(e.Path)
		b.WriteString(": ")
	}
	b.WriteString(e.Err.Error())
	if e.Offset >= 0 {
		b.WriteString(" at offset ")
		b.WriteString(strconv.Itoa(e.Offset))
	}
	return b.String()
}

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

// ErrInvalidUTF8 is the cause of encoding a string that is not valid UTF-8,
// which protojson refuses too.
var ErrInvalidUTF8 = errors.New("invalid UTF-8")

// prefix adds elem in front of err's path; sep is "." for a field and
// nothing for an index or key.
func prefix(err error, elem string) error {
	var e *Error
	if !errors.As(err, &e) {
		e = &Error{Op: "marshal json", Offset: -1, Err: err}
	}
	switch {
	case e.Path == "":
		e.Path = elem
	case e.Path[0] == '[':
		e.Path = elem + e.Path
	default:
		e.Path = elem + "." + e.Path
	}
	return e
}

// Field prefixes err's path with the field's JSON name. Generated code
// calls it as an error travels up through a field.
func Field(err error, name string) error { return prefix(err, name) }

// Index prefixes err's path with a list field's JSON name and an index:
// "transactions[3]".
func Index(err error, name string, i int) error {
	return prefix(err, name+"["+strconv.Itoa(i)+"]")
}

// Key prefixes err's path with a map field's JSON name and a key:
// `labels["a"]`.
func Key(err error, name, key string) error {
	return prefix(err, name+"["+strconv.Quote(key)+"]")
}

// MapKey prefixes err's path with a map field's JSON name and a key.
func MapKey[K comparable](err error, name string, k K) error {
	return Key(err, name, fmt.Sprint(k))
}

// encodeError is an encoding error without a path yet.
func encodeError(err error) error { return &Error{Op: "marshal json", Offset: -1, Err: err} }
