package fastjson

import (
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/known/anypb"
	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/emptypb"
	"google.golang.org/protobuf/types/known/fieldmaskpb"
	"google.golang.org/protobuf/types/known/structpb"
	"google.golang.org/protobuf/types/known/timestamppb"
	"google.golang.org/protobuf/types/known/wrapperspb"
)

// Reading the well-known types' JSON forms, accepting and refusing what
// protojson does: the forms appendWellKnown writes and the others
// protojson reads (a Timestamp with an offset, a Duration "+.5s", a Value
// from any JSON value, an Any whose "@type" comes last). Nesting counts as
// in protojson: one level for each message, the Value inside a Struct or
// ListValue included, but none for the Struct or ListValue a Value holds
// or for the well-known type an Any holds as "value".

// decodeWellKnown reads the well-known type m, one nesting level deeper;
// handled is false, and nothing read, for any other message.
func (d *Decoder) decodeWellKnown(m proto.Message) (handled bool, err error) {
	switch m.(type) {
	case *timestamppb.Timestamp, *durationpb.Duration, *emptypb.Empty,
		*wrapperspb.BoolValue, *wrapperspb.Int32Value, *wrapperspb.Int64Value, *wrapperspb.UInt32Value,
		*wrapperspb.UInt64Value, *wrapperspb.FloatValue, *wrapperspb.DoubleValue, *wrapperspb.StringValue,
		*wrapperspb.BytesValue, *structpb.Struct, *structpb.Value, *structpb.ListValue,
		*fieldmaskpb.FieldMask, *anypb.Any:
	default:
		return false, nil
	}
	if err := d.enter(); err != nil {
		return true, err
	}
	err = d.wellKnown(m)
	d.depth++
	return true, err
}

// enter takes one nesting level, as protojson does for every message.
func (d *Decoder) enter() error {
	if d.depth <= 0 {
		return d.errorf("exceeded maximum nesting depth %d", protowire.DefaultRecursionLimit)
	}
	d.depth--
	return nil
}

// wellKnown reads the JSON form of the well-known type m (an empty one) at
// the nesting level already taken.
func (d *Decoder) wellKnown(m proto.Message) error {
	var err error
	switch v := m.(type) {
	case *timestamppb.Timestamp:
		return d.timestamp(v)
	case *durationpb.Duration:
		return d.duration(v)
	case *emptypb.Empty:
		if err := d.MapStart(); err != nil {
			return err
		}
		key, ok, err := d.Key(true)
		if err == nil && ok {
			err = d.Unknown(key)
		}
		return err
	case *wrapperspb.BoolValue:
		v.Value, err = d.Bool()
	case *wrapperspb.Int32Value:
		v.Value, err = d.Int32()
	case *wrapperspb.Int64Value:
		v.Value, err = d.Int64()
	case *wrapperspb.UInt32Value:
		v.Value, err = d.Uint32()
	case *wrapperspb.UInt64Value:
		v.Value, err = d.Uint64()
	case *wrapperspb.FloatValue:
		v.Value, err = d.Float32()
	case *wrapperspb.DoubleValue:
		v.Value, err = d.Float64()
	case *wrapperspb.StringValue:
		v.Value, err = d.String()
	case *wrapperspb.BytesValue:
		v.Value, err = d.Bytes()
	case *structpb.Struct:
		return d.structFields(v)
	case *structpb.Value:
		return d.value(v)
	case *structpb.ListValue:
		return d.listValues(v)
	case *fieldmaskpb.FieldMask:
		return d.fieldMask(v)
	case *anypb.Any:
		return d.any(v)
	}
	return err
}

// structFields reads a Struct: a JSON object, each member a Value one
// level deeper, no key twice.
func (d *Decoder) structFields(s *structpb.Struct) error {
	if err := d.MapStart(); err != nil {
		return err
	}
	for first := true; ; first = false {
		raw, more, err := d.Key(first)
		if err != nil {
			return err
		}
		if !more {
			return nil
		}
		k := d.KeyString(raw)
		if _, dup := s.Fields[k]; dup {
			return d.DuplicateKey(raw)
		}
		if s.Fields == nil {
			s.Fields = map[string]*structpb.Value{}
		}
		v := new(structpb.Value)
		if err := d.nestedValue(v); err != nil {
			return Key(err, "", k)
		}
		s.Fields[k] = v
	}
}

// listValues reads a ListValue: a JSON array, each element a Value one
// level deeper.
func (d *Decoder) listValues(l *structpb.ListValue) error {
	if err := d.ArrayStart(); err != nil {
		return err
	}
	for i := 0; ; i++ {
		more, err := d.ArrayNext(i == 0)
		if err != nil {
			return err
		}
		if !more {
			return nil
		}
		v := new(structpb.Value)
		if err := d.nestedValue(v); err != nil {
			return Index(err, "", i)
		}
		l.Values = append(l.Values, v)
	}
}

// nestedValue reads a Value of a Struct or ListValue, one level deeper.
func (d *Decoder) nestedValue(v *structpb.Value) error {
	if err := d.enter(); err != nil {
		return err
	}
	err := d.value(v)
	d.depth++
	return err
}

// value reads any JSON value into a Value: null, a bool, a number (a
// finite double), a string (also "NaN": a string is always a string), an
// object (a Struct) or an array (a ListValue).
func (d *Decoder) value(v *structpb.Value) error {
	start := d.pos
	switch c := d.next(); {
	case c == 'n':
		if !d.null() {
			return d.unexpected("a value")
		}
		v.Kind = &structpb.Value_NullValue{}
	case c == 't' || c == 'f':
		b, err := d.Bool()
		if err != nil {
			return err
		}
		v.Kind = &structpb.Value_BoolValue{BoolValue: b}
	case c == '"':
		s, err := d.String()
		if err != nil {
			return err
		}
		v.Kind = &structpb.Value_StringValue{StringValue: s}
	case c == '{':
		s := new(structpb.Struct)
		if err := d.structFields(s); err != nil {
			return err
		}
		v.Kind = &structpb.Value_StructValue{StructValue: s}
	case c == '[':
		l := new(structpb.ListValue)
		if err := d.listValues(l); err != nil {
			return err
		}
		v.Kind = &structpb.Value_ListValue{ListValue: l}
	case c == '-' || '0' <= c && c <= '9':
		f, err := d.bareFloat64(start, "google.protobuf.Value")
		if err != nil {
			return err
		}
		v.Kind = &structpb.Value_NumberValue{NumberValue: f}
	default:
		return d.unexpected("a value")
	}
	return nil
}

// wellKnownString reads the JSON string holding a Timestamp, a Duration or
// a FieldMask; it is valid until the next read.
func (d *Decoder) wellKnownString() ([]byte, error) {
	if d.next() != '"' {
		return nil, d.unexpected("a string")
	}
	s, _, err := d.rawString()
	return s, err
}

// timestamp reads an RFC 3339 time, with an offset or Z and at most nine
// fractional digits, between 0001-01-01T00:00:00Z and
// 9999-12-31T23:59:59.999999999Z.
func (d *Decoder) timestamp(t *timestamppb.Timestamp) error {
	start := d.pos
	s, err := d.wellKnownString()
	if err != nil {
		return err
	}
	secs, nanos, ok := canonicalTimestamp(s)
	if !ok {
		if secs, nanos, err = parseTimestamp(string(s)); err != nil {
			d.pos = start
			d.next()
			return d.errorf("%v", err)
		}
	}
	t.Seconds, t.Nanos = secs, nanos
	return nil
}

// timestampError is parseTimestamp's error.
type timestampError struct {
	s     string
	reach bool // out of range, rather than invalid
}

func (e *timestampError) Error() string {
	if e.reach {
		return "google.protobuf.Timestamp value out of range: " + strconv.Quote(e.s)
	}
	return "invalid google.protobuf.Timestamp value " + strconv.Quote(e.s)
}

// parseTimestamp reads any timestamp protojson reads: time.Parse's
// RFC 3339 with nanoseconds, at most nine fractional digits, in range.
func parseTimestamp(s string) (int64, int32, error) {
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return 0, 0, &timestampError{s: s}
	}
	secs := t.Unix()
	if secs < minTimestampSeconds || secs > maxTimestampSeconds {
		return 0, 0, &timestampError{s: s, reach: true}
	}
	// The fractional digits: from the last '.' to the zone.
	if i, j := strings.LastIndexByte(s, '.'), strings.LastIndexAny(s, "Z-+"); i >= 0 && j >= i && j-i > len(".999999999") {
		return 0, 0, &timestampError{s: s}
	}
	return secs, int32(t.Nanosecond()), nil
}

// canonicalTimestamp reads the form appendTimestamp writes —
// "2006-01-02T15:04:05Z" with 1 to 9 fractional digits or none, a real
// date of years 1 to 9999 — without time.Parse; ok is false for anything
// else, which parseTimestamp then decides.
func canonicalTimestamp(s []byte) (secs int64, nanos int32, ok bool) {
	if len(s) < 20 || s[4] != '-' || s[7] != '-' || s[10] != 'T' || s[13] != ':' || s[16] != ':' || s[len(s)-1] != 'Z' {
		return 0, 0, false
	}
	num := func(b []byte) int {
		n := 0
		for _, c := range b {
			if c < '0' || c > '9' {
				return -1
			}
			n = n*10 + int(c-'0')
		}
		return n
	}
	year, month, day := num(s[:4]), num(s[5:7]), num(s[8:10])
	hour, minute, sec := num(s[11:13]), num(s[14:16]), num(s[17:19])
	if year < 1 || month < 1 || month > 12 || day < 1 || day > daysIn(month, year) ||
		hour < 0 || hour > 23 || minute < 0 || minute > 59 || sec < 0 || sec > 59 {
		return 0, 0, false
	}
	if frac := s[19 : len(s)-1]; len(frac) > 0 {
		if len(frac) < 2 || len(frac) > 10 || frac[0] != '.' {
			return 0, 0, false
		}
		n := num(frac[1:])
		if n < 0 {
			return 0, 0, false
		}
		for range 10 - len(frac) {
			n *= 10
		}
		nanos = int32(n)
	}
	return daysSinceEpoch(year, month, day)*86400 + int64(hour*3600+minute*60+sec), nanos, true
}

// daysIn is the number of days of month in year (proleptic Gregorian).
func daysIn(month, year int) int {
	switch month {
	case 2:
		if year%4 == 0 && (year%100 != 0 || year%400 == 0) {
			return 29
		}
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
}

// daysSinceEpoch counts the days from 1970-01-01 to a date, negative
// before it: whole 400-year cycles of 146,097 days from a year that starts
// in March, so February's leap day is the last of its year.
func daysSinceEpoch(year, month, day int) int64 {
	if month <= 2 {
		year--
	}
	era := year / 400 // year >= 0 here
	yoe := year - era*400
	mp := (month + 9) % 12 // March is 0
	doy := (153*mp+2)/5 + day - 1
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return int64(era)*146097 + int64(doe) - 719468
}

// duration reads a Duration: "[+-]seconds[.fraction]s", at most nine
// fractional digits, within ±315,576,000,000 seconds.
func (d *Decoder) duration(v *durationpb.Duration) error {
	start := d.pos
	s, err := d.wellKnownString()
	if err != nil {
		return err
	}
	secs, nanos, ok := parseDuration(s)
	if !ok || secs < -maxDurationSeconds || secs > maxDurationSeconds {
		d.pos = start
		d.next()
		what := "invalid google.protobuf.Duration value "
		if ok {
			what = "google.protobuf.Duration value out of range: "
		}
		return d.errorf("%s%q", what, s)
	}
	v.Seconds, v.Nanos = secs, nanos
	return nil
}

// parseDuration parses protojson's Duration grammar: an optional sign, an
// integer part ("0", or digits not starting with 0; empty before a
// fraction), an optional '.' with at most nine digits (none is fine:
// "1.s", ".s"), then 's'. A negative sign applies to both parts.
func parseDuration(s []byte) (secs int64, nanos int32, ok bool) {
	if len(s) < 2 || s[len(s)-1] != 's' {
		return 0, 0, false
	}
	s = s[:len(s)-1]
	neg := false
	if s[0] == '-' || s[0] == '+' {
		neg, s = s[0] == '-', s[1:]
	}
	if len(s) == 0 {
		return 0, 0, false
	}
	i := 0
	switch {
	case s[0] == '0':
		i = 1
	case '1' <= s[0] && s[0] <= '9':
		for i < len(s) && '0' <= s[i] && s[i] <= '9' {
			i++
		}
		n, err := strconv.ParseInt(aliasString(s[:i]), 10, 64)
		if err != nil {
			return 0, 0, false
		}
		secs = n
	case s[0] != '.':
		return 0, 0, false
	}
	if s = s[i:]; len(s) > 0 {
		if s[0] != '.' || len(s) > 10 {
			return 0, 0, false
		}
		scale := int32(100_000_000)
		for _, c := range s[1:] {
			if c < '0' || c > '9' {
				return 0, 0, false
			}
			nanos += int32(c-'0') * scale
			scale /= 10
		}
	}
	if neg {
		secs, nanos = -secs, -nanos
	}
	return secs, nanos, true
}

// fieldMask reads a FieldMask: one string of comma-separated lowerCamelCase
// paths (spaces around the whole trimmed), each a dotted name once in
// snake_case, without an underscore of its own.
func (d *Decoder) fieldMask(fm *fieldmaskpb.FieldMask) error {
	start := d.pos
	raw, err := d.wellKnownString()
	if err != nil {
		return err
	}
	s := strings.TrimSpace(aliasString(raw))
	if s == "" {
		return nil
	}
	// The snake_case paths go into one buffer, which never grows (an '_'
	// comes before each upper-case letter) and is never written again
	// where a path points.
	upper := 0
	for i := range len(s) {
		if 'A' <= s[i] && s[i] <= 'Z' {
			upper++
		}
	}
	snake := make([]byte, 0, len(s)+upper)
	fm.Paths = make([]string, 0, strings.Count(s, ",")+1)
	for {
		p, rest, more := strings.Cut(s, ",")
		from := len(snake)
		for i := range len(p) {
			if c := p[i]; 'A' <= c && c <= 'Z' {
				snake = append(snake, '_', c+('a'-'A'))
			} else {
				snake = append(snake, c)
			}
		}
		path := aliasString(snake[from:])
		if strings.IndexByte(p, '_') >= 0 || !protoreflect.FullName(path).IsValid() {
			d.pos = start
			d.next()
			return d.errorf("google.protobuf.FieldMask.paths contains invalid path: %q", strings.ToValidUTF8(p, string(utf8.RuneError)))
		}
		fm.Paths = append(fm.Paths, path)
		if !more {
			return nil
		}
		s = rest
	}
}

// any reads an Any. Its canonical form, "@type" first, is read here: the
// type URL resolved in protoregistry.GlobalTypes, then the message's
// fields with its generated method (or, for a well-known type, "value"),
// which is marshaled deterministically into the Any's value as protojson
// does. Any other form, and a message without generated methods, go to
// protojson whole.
func (d *Decoder) any(a *anypb.Any) error {
	d.next()
	start := d.pos
	if err := d.MapStart(); err != nil {
		return err
	}
	key, ok, err := d.Key(true)
	switch {
	case err != nil:
		return err
	case !ok:
		return nil // {}: the empty Any
	case string(key) != "@type":
		return d.anyByProtojson(a, start)
	}
	if d.next() != '"' {
		return d.errorf("@type field value is not a string")
	}
	url, err := d.String()
	switch {
	case err != nil:
		return err
	case url == "":
		return d.errorf("@type field contains empty value")
	}
	mt, err := anyResolver.FindMessageByURL(url)
	if err != nil {
		return d.errorf("unable to resolve %q: %v", url, err)
	}
	em := mt.New().Interface()
	if name := mt.Descriptor().FullName(); name.Parent() == "google.protobuf" && ownForm(em) {
		if err := d.anyValue(em, name == "google.protobuf.Empty"); err != nil {
			return err
		}
	} else {
		f, ok := em.(fastMessage)
		if !ok {
			return d.anyByProtojson(a, start)
		}
		// The message's members follow "@type": its DecodeJSONFast starts
		// at the first one, as if after '{' (see ObjectStart).
		switch d.next() {
		case ',':
			d.pos++
			if d.next() != '"' {
				return d.unexpected("a member name")
			}
		case '}':
		default:
			return d.unexpected(`"," or "}"`)
		}
		d.resume = true
		err := f.DecodeJSONFast(d)
		d.resume = false
		if err != nil {
			return err
		}
	}
	// protojson looks for "@type" first, and fails on a member nested
	// deeper than the levels left; only an object longer than the levels
	// left can hold one.
	if end := d.pos; end-start > d.depth {
		d.pos = start
		if nest, err := d.skipValue(); err == nil && nest-1 > d.depth {
			return d.errorf("exceeded maximum nesting depth %d", protowire.DefaultRecursionLimit)
		}
		d.pos = end
	}
	value, err := proto.MarshalOptions{AllowPartial: true, Deterministic: true}.Marshal(em)
	if err != nil {
		return d.errorf("error in marshaling Any.value field: %w", err)
	}
	a.TypeUrl, a.Value = url, value
	return nil
}

// ownForm reports whether em, of package google.protobuf, is one of the
// well-known types decodeWellKnown reads, which an Any holds as "value".
func ownForm(em proto.Message) bool {
	switch em.(type) {
	case *timestamppb.Timestamp, *durationpb.Duration, *emptypb.Empty,
		*wrapperspb.BoolValue, *wrapperspb.Int32Value, *wrapperspb.Int64Value, *wrapperspb.UInt32Value,
		*wrapperspb.UInt64Value, *wrapperspb.FloatValue, *wrapperspb.DoubleValue, *wrapperspb.StringValue,
		*wrapperspb.BytesValue, *structpb.Struct, *structpb.Value, *structpb.ListValue,
		*fieldmaskpb.FieldMask, *anypb.Any:
		return true
	}
	return false
}

// anyValue reads the members after "@type" of an Any holding a well-known
// type: "value", once, holding its JSON form (which takes no nesting level
// of its own), and nothing else. Only Empty may go without it.
func (d *Decoder) anyValue(em proto.Message, empty bool) error {
	found := false
	for {
		key, ok, err := d.Key(false)
		if err != nil {
			return err
		}
		if !ok {
			break
		}
		if string(key) != "value" {
			if string(key) == "@type" {
				return d.errorf(`duplicate "@type" field`)
			}
			return d.Unknown(key)
		}
		if found {
			return d.errorf(`duplicate "value" field`)
		}
		found = true
		if err := d.wellKnown(em); err != nil {
			return Field(err, "value")
		}
	}
	if !found && !empty {
		return d.errorf(`missing "value" field`)
	}
	return nil
}

// anyByProtojson decodes the Any whose object starts at start with
// protojson, at the nesting level of the Any (which the caller took).
func (d *Decoder) anyByProtojson(a *anypb.Any, start int) error {
	d.pos = start
	d.depth++
	err := d.protojson(a)
	d.depth--
	return err
}
