package userschema

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/dynamicpb"
)

// Sample formats, by file extension: .jsonl and .ndjson are JSON Lines;
// .json is a JSON array or JSON Lines (sniffed); .binpb, .pb and .bin are
// length-delimited Protobuf (a varint length before each message, as
// protodelim and Java's writeDelimitedTo write them).
const (
	FormatJSONLines = "jsonl"
	FormatJSONArray = "json"
	FormatDelimited = "binpb"
)

// MaxSampleBytes caps one sample (a JSON line or a delimited message).
const MaxSampleBytes = 64 << 20

// Samples are the messages read from a sample file.
type Samples struct {
	Path     string
	Format   string
	Messages []proto.Message
	Skipped  int      // bad samples dropped (SkipBad)
	Problems []string // what was wrong with each dropped sample, "file:line: path: what"
}

// SampleOptions tune ReadSamples.
type SampleOptions struct {
	// SkipBad drops samples that do not match the schema (counted in
	// Skipped) instead of stopping at the first one.
	SkipBad bool
	// Max stops after this many good samples (0: all).
	Max int
}

// ReadSamples reads path's samples as messages of md, resolving Any and
// extensions through s. The first sample that does not match stops it
// with an *Error naming file:line (or the sample's byte offset) and the
// field path, unless opt.SkipBad. No sample at all is an error.
func (s *Schema) ReadSamples(path string, md protoreflect.MessageDescriptor, opt SampleOptions) (*Samples, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, &Error{Msg: fmt.Sprintf("samples: %v", err), Try: "-samples FILE.jsonl (proto3 JSON, one message per line), a .json array, or .binpb (length-delimited Protobuf)"}
	}
	defer f.Close()
	return s.DecodeSamples(f, path, md, opt)
}

// DecodeSamples is ReadSamples on r, the content of a file named path
// (its extension picks the format, as for ReadSamples; errors name it).
func (s *Schema) DecodeSamples(r io.Reader, path string, md protoreflect.MessageDescriptor, opt SampleOptions) (*Samples, error) {
	br := bufio.NewReaderSize(r, 1<<16)
	out := &Samples{Path: path, Format: sniff(path, br)}
	add := func(where string, m proto.Message, bad error) error {
		if bad != nil {
			msg := fmt.Sprintf("%s:%s: %v", path, where, bad)
			if !opt.SkipBad {
				return &Error{Msg: msg + " (nothing was measured)", Try: "fix that sample, or add -skip-bad to drop the samples that do not match " + string(md.FullName())}
			}
			out.Skipped++
			out.Problems = append(out.Problems, msg)
			return nil
		}
		out.Messages = append(out.Messages, m)
		return nil
	}
	full := func() bool { return opt.Max > 0 && len(out.Messages) >= opt.Max }
	switch out.Format {
	case FormatDelimited:
		for n := 1; !full(); n++ {
			off := 0
			raw, err := readDelimited(br)
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				return nil, &Error{Msg: fmt.Sprintf("%s: sample %d: %v", path, n, err), Try: "write each message with its varint length first (protodelim.MarshalTo, writeDelimitedTo)"}
			}
			_ = off
			m := dynamicpb.NewMessage(md)
			uerr := s.unmarshal(raw, m)
			if uerr == nil {
				uerr = checkRequired(m)
			}
			if err := add(fmt.Sprintf("sample %d", n), m, uerr); err != nil {
				return nil, err
			}
		}
	case FormatJSONArray:
		data, err := io.ReadAll(io.LimitReader(br, 1<<31))
		if err != nil {
			return nil, err
		}
		dec := json.NewDecoder(bytes.NewReader(data))
		if _, err := dec.Token(); err != nil {
			return nil, &Error{Msg: fmt.Sprintf("%s:1: not a JSON array: %v", path, err), Try: "a JSON array of messages, or one message per line in a .jsonl file"}
		}
		for dec.More() && !full() {
			start := dec.InputOffset()
			var raw json.RawMessage
			if err := dec.Decode(&raw); err != nil {
				return nil, &Error{Msg: fmt.Sprintf("%s:%d: %v", path, lineAt(data, int(start)), err), Try: "fix the JSON there"}
			}
			line := lineAt(data, int(start)+leadingSpace(data[start:]))
			m, bad := s.decodeJSON(raw, md)
			if err := add(strconv.Itoa(line), m, bad); err != nil {
				return nil, err
			}
		}
	default:
		for line := 1; !full(); line++ {
			b, err := br.ReadSlice('\n')
			if errors.Is(err, bufio.ErrBufferFull) {
				// b points into br's buffer, which the next read reuses:
				// keep the line's start before reading its rest.
				head := bytes.Clone(b)
				rest, err2 := readLine(br, MaxSampleBytes)
				if err2 != nil {
					return nil, &Error{Msg: fmt.Sprintf("%s:%d: %v", path, line, err2), Try: "one message per line"}
				}
				head = append(head, rest...)
				b, err = head, nil
			}
			if len(bytes.TrimSpace(b)) > 0 {
				m, bad := s.decodeJSON(bytes.TrimSpace(b), md)
				if err := add(strconv.Itoa(line), m, bad); err != nil {
					return nil, err
				}
			}
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				return nil, err
			}
		}
	}
	if len(out.Messages) == 0 {
		msg := fmt.Sprintf("%s: no sample of %s", path, md.FullName())
		if out.Skipped > 0 {
			msg += fmt.Sprintf(" (%d did not match; the first: %s)", out.Skipped, out.Problems[0])
		}
		return nil, &Error{Msg: msg, Try: "polywire gen -proto-path DIR FILE.proto -message " + string(md.FullName()) + " -n 100 -o samples.jsonl"}
	}
	return out, nil
}

// sniff picks the format by extension, else by the first byte: '[' an
// array, '{' JSON Lines, anything else delimited Protobuf.
func sniff(path string, br *bufio.Reader) string {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".jsonl", ".ndjson":
		return FormatJSONLines
	case ".binpb", ".pb", ".bin", ".protobuf":
		return FormatDelimited
	}
	for i := 1; ; i++ {
		b, err := br.Peek(i)
		if err != nil || len(b) < i {
			return FormatJSONLines
		}
		switch c := b[i-1]; c {
		case ' ', '\t', '\r', '\n':
			continue
		case '[':
			return FormatJSONArray
		case '{':
			return FormatJSONLines
		default:
			return FormatDelimited
		}
	}
}

func readLine(br *bufio.Reader, limit int) ([]byte, error) {
	var out []byte
	for {
		b, err := br.ReadSlice('\n')
		out = append(out, b...)
		if len(out) > limit {
			return nil, fmt.Errorf("line longer than %d bytes", limit)
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if err != nil && err != io.EOF {
			return nil, err
		}
		return out, nil
	}
}

func readDelimited(br *bufio.Reader) ([]byte, error) {
	n, err := binary.ReadUvarint(br)
	if err != nil {
		if errors.Is(err, io.EOF) {
			return nil, io.EOF
		}
		return nil, fmt.Errorf("length prefix: %w", err)
	}
	if n > MaxSampleBytes {
		return nil, fmt.Errorf("length prefix %d is over the %d-byte limit (is this file length-delimited Protobuf?)", n, MaxSampleBytes)
	}
	b := make([]byte, n)
	if _, err := io.ReadFull(br, b); err != nil {
		return nil, fmt.Errorf("message of %d bytes cut short: %w", n, err)
	}
	return b, nil
}

func lineAt(data []byte, off int) int {
	return 1 + bytes.Count(data[:min(off, len(data))], []byte{'\n'})
}

func leadingSpace(b []byte) int { return len(b) - len(bytes.TrimLeft(b, " \t\r\n,")) }

// decodeJSON parses one proto3 JSON message. On failure the error names
// the field path (found by walking the JSON against the descriptor) and
// protojson's reason.
func (s *Schema) decodeJSON(raw []byte, md protoreflect.MessageDescriptor) (proto.Message, error) {
	m := dynamicpb.NewMessage(md)
	err := protojson.UnmarshalOptions{Resolver: s.Types}.Unmarshal(raw, m)
	if err == nil {
		err = checkRequired(m)
		if err == nil {
			return m, nil
		}
	}
	var v any
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	if jerr := d.Decode(&v); jerr != nil {
		return nil, fmt.Errorf("not JSON: %w", jerr)
	}
	if path, why := walk(md, v, ""); why != "" {
		if path == "" {
			return nil, errors.New(why)
		}
		return nil, fmt.Errorf("field %s: %s", path, why)
	}
	return nil, errors.New(strings.TrimPrefix(err.Error(), "proto: "))
}

// checkRequired reports proto2 required fields left unset.
func checkRequired(m proto.Message) error {
	if err := proto.CheckInitialized(m); err != nil {
		return errors.New(strings.TrimPrefix(err.Error(), "proto: "))
	}
	return nil
}

// walk finds the first place JSON value v does not fit message md: the
// field path ("items[2].price", `labels["x"]`) and why. Well-known types
// take their JSON forms.
func walk(md protoreflect.MessageDescriptor, v any, path string) (string, string) {
	if v == nil {
		return "", ""
	}
	switch md.FullName() {
	case "google.protobuf.Timestamp", "google.protobuf.Duration", "google.protobuf.FieldMask":
		if _, ok := v.(string); !ok {
			return path, fmt.Sprintf("%s must be a JSON string, not %s", md.FullName(), jsonKind(v))
		}
		return "", ""
	case "google.protobuf.Value", "google.protobuf.Struct", "google.protobuf.ListValue", "google.protobuf.Any", "google.protobuf.Empty":
		return "", ""
	case "google.protobuf.DoubleValue", "google.protobuf.FloatValue", "google.protobuf.Int64Value", "google.protobuf.UInt64Value",
		"google.protobuf.Int32Value", "google.protobuf.UInt32Value", "google.protobuf.BoolValue", "google.protobuf.StringValue", "google.protobuf.BytesValue":
		return scalar(md.Fields().ByName("value"), v, path)
	}
	obj, ok := v.(map[string]any)
	if !ok {
		return path, fmt.Sprintf("%s must be a JSON object, not %s", md.FullName(), jsonKind(v))
	}
	fields := md.Fields()
	for _, k := range sortedKeys(obj) {
		fd := fields.ByJSONName(k)
		if fd == nil {
			fd = fields.ByTextName(k)
		}
		if fd == nil {
			return join(path, k), fmt.Sprintf("%s has no field %q", md.FullName(), k)
		}
		val, p := obj[k], join(path, k)
		switch {
		case fd.IsMap():
			if val == nil {
				continue
			}
			mo, ok := val.(map[string]any)
			if !ok {
				return p, "a map must be a JSON object, not " + jsonKind(val)
			}
			for _, mk := range sortedKeys(mo) {
				ep := fmt.Sprintf("%s[%q]", p, mk)
				if q, why := mapKey(fd.MapKey(), mk, ep); why != "" {
					return q, why
				}
				if q, why := value(fd.MapValue(), mo[mk], ep); why != "" {
					return q, why
				}
			}
		case fd.IsList():
			if val == nil {
				continue
			}
			arr, ok := val.([]any)
			if !ok {
				return p, "a repeated field must be a JSON array, not " + jsonKind(val)
			}
			for i, e := range arr {
				if q, why := value(fd, e, fmt.Sprintf("%s[%d]", p, i)); why != "" {
					return q, why
				}
			}
		default:
			if q, why := value(fd, val, p); why != "" {
				return q, why
			}
		}
	}
	return "", ""
}

func value(fd protoreflect.FieldDescriptor, v any, path string) (string, string) {
	if fd.Message() != nil {
		if v == nil && fd.Message().FullName() == "google.protobuf.Value" {
			return "", ""
		}
		return walk(fd.Message(), v, path)
	}
	return scalar(fd, v, path)
}

func mapKey(fd protoreflect.FieldDescriptor, k, path string) (string, string) {
	switch fd.Kind() {
	case protoreflect.StringKind:
		return "", ""
	case protoreflect.BoolKind:
		if k != "true" && k != "false" {
			return path, fmt.Sprintf("map key %q is not a bool", k)
		}
		return "", ""
	}
	return scalar(fd, k, path)
}

func scalar(fd protoreflect.FieldDescriptor, v any, path string) (string, string) {
	if v == nil {
		return "", ""
	}
	bad := func() (string, string) {
		return path, fmt.Sprintf("%s field %s cannot take %s", fd.Kind(), fd.FullName(), describe(v))
	}
	switch fd.Kind() {
	case protoreflect.BoolKind:
		if _, ok := v.(bool); !ok {
			return bad()
		}
	case protoreflect.StringKind:
		if _, ok := v.(string); !ok {
			return bad()
		}
	case protoreflect.BytesKind:
		s, ok := v.(string)
		if !ok {
			return bad()
		}
		if _, err := base64.StdEncoding.DecodeString(s); err != nil {
			if _, err := base64.URLEncoding.DecodeString(s); err != nil {
				if _, err := base64.RawStdEncoding.DecodeString(s); err != nil {
					if _, err := base64.RawURLEncoding.DecodeString(s); err != nil {
						return path, fmt.Sprintf("bytes field %s takes base64, not %s", fd.FullName(), describe(v))
					}
				}
			}
		}
	case protoreflect.EnumKind:
		switch x := v.(type) {
		case string:
			if fd.Enum().Values().ByName(protoreflect.Name(x)) == nil {
				var names []string
				vals := fd.Enum().Values()
				for i := range vals.Len() {
					names = append(names, string(vals.Get(i).Name()))
				}
				return path, fmt.Sprintf("%q is not a value of enum %s (%s)", x, fd.Enum().FullName(), strings.Join(names, ", "))
			}
		case json.Number:
			if _, err := strconv.ParseInt(string(x), 10, 32); err != nil {
				return bad()
			}
		default:
			return bad()
		}
	case protoreflect.FloatKind, protoreflect.DoubleKind:
		switch x := v.(type) {
		case json.Number:
			f, err := strconv.ParseFloat(string(x), 64)
			if err != nil || (fd.Kind() == protoreflect.FloatKind && math.Abs(f) > math.MaxFloat32) {
				return path, fmt.Sprintf("%s is out of range for %s field %s", x, fd.Kind(), fd.FullName())
			}
		case string:
			if _, err := strconv.ParseFloat(x, 64); err != nil && x != "NaN" && x != "Infinity" && x != "-Infinity" {
				return bad()
			}
		default:
			return bad()
		}
	default: // integers
		var s string
		switch x := v.(type) {
		case json.Number:
			s = string(x)
		case string:
			s = x
		default:
			return bad()
		}
		bits := 64
		if k := fd.Kind(); k == protoreflect.Int32Kind || k == protoreflect.Sint32Kind || k == protoreflect.Sfixed32Kind ||
			k == protoreflect.Uint32Kind || k == protoreflect.Fixed32Kind {
			bits = 32
		}
		unsigned := fd.Kind() == protoreflect.Uint32Kind || fd.Kind() == protoreflect.Uint64Kind ||
			fd.Kind() == protoreflect.Fixed32Kind || fd.Kind() == protoreflect.Fixed64Kind
		f, ferr := strconv.ParseFloat(s, 64)
		if ferr != nil || f != math.Trunc(f) {
			return path, fmt.Sprintf("%s field %s takes an integer, not %s", fd.Kind(), fd.FullName(), describe(v))
		}
		var err error
		if unsigned {
			_, err = strconv.ParseUint(strings.TrimSuffix(s, ".0"), 10, bits)
		} else {
			_, err = strconv.ParseInt(strings.TrimSuffix(s, ".0"), 10, bits)
		}
		if err != nil && !strings.ContainsAny(s, "eE.") {
			return path, fmt.Sprintf("%s is out of range for %s field %s", s, fd.Kind(), fd.FullName())
		}
	}
	return "", ""
}

func describe(v any) string {
	switch x := v.(type) {
	case string:
		if len(x) > 40 {
			x = x[:40] + "…"
		}
		return strconv.Quote(x)
	case json.Number:
		return string(x)
	case bool:
		return strconv.FormatBool(x)
	}
	return jsonKind(v)
}

func jsonKind(v any) string {
	switch v.(type) {
	case map[string]any:
		return "an object"
	case []any:
		return "an array"
	case string:
		return "a string"
	case json.Number:
		return "a number"
	case bool:
		return "a bool"
	case nil:
		return "null"
	}
	return fmt.Sprintf("%T", v)
}

func join(path, k string) string {
	if path == "" {
		return k
	}
	return path + "." + k
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// unmarshal decodes one delimited sample; protobuf-go's panics on some
// malformed map entries of dynamic messages become errors (see
// protocodec's unmarshal).
func (s *Schema) unmarshal(raw []byte, m proto.Message) (err error) {
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("cannot parse invalid wire-format data (%v)", v)
		}
	}()
	return proto.UnmarshalOptions{Resolver: s.Types}.Unmarshal(raw, m)
}
