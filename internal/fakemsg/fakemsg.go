// Package fakemsg fills messages of any protobuf schema with realistic,
// reproducible values, so a user with a .proto and no data can still
// measure the formats on data shaped like theirs: names, emails, UUIDs,
// prices, recent timestamps and sentences, chosen by each field's name and
// type (gofakeit with its own seeded source; no global state). The same
// schema, seed and options give the same values on every run and machine.
//
// Everything a schema can declare is filled without panicking: every
// scalar kind, enums (a non-zero declared value), nested and recursive
// messages (recursion stops at Options.Depth), maps, oneofs (one member),
// fields with explicit presence (set four times in five), proto2 required
// fields (always set, so proto.CheckInitialized passes) and the
// well-known types (Timestamp, Duration, wrappers, Struct, Value,
// ListValue, FieldMask, Empty). google.protobuf.Any fields stay unset:
// what an Any holds is the user's to say, and only the types a schema
// names can be read back.
//
// Options.Overrides give chosen fields chosen values over the conventions
// (polywire gen -set, -set-file): Sets name fields by path and give
// values read by each field's kind, and NewOverrides checks them against
// the message type before anything is filled. A field they reach is
// always set, a oneof member they reach is the one chosen, and their
// choices are drawn from a random source of their own, so the fields they
// do not name keep the values they have without them.
//
// Of polywire's three message fillers, this is the realistic one: fixed
// samples are samplemsg's, random values at the encodings' edges edgemsg's.
package fakemsg

import (
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/brianvoe/gofakeit/v7"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/dynamicpb"
)

// Defaults for Options, as the CLI flags have them.
const (
	DefaultDepth = 3
	// PresenceChance is how often a field with explicit presence (proto3
	// optional, proto2 optional) is set.
	PresenceChance = 0.8
	// maxLevel stops required fields that recur forever (a schema may
	// declare them; no finite message satisfies it).
	maxLevel = 64
)

// Default ranges for Options.
var (
	DefaultRepeated  = Range{1, 5}
	DefaultStringLen = Range{8, 24}
	DefaultBytesLen  = Range{8, 32}
	// DefaultNow anchors timestamps (the three years before it): a fixed
	// date, not the clock, so that a seed writes the same bytes next year.
	DefaultNow = time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
)

// Options say how to fill messages.
type Options struct {
	// Seed picks the values: the same seed gives the same messages.
	Seed uint64
	// Repeated is the number of elements of each repeated field and of
	// entries of each map.
	Repeated Range
	// StringLen is the length in bytes of strings whose field name says
	// nothing about them (names, emails and sentences have their own).
	StringLen Range
	// BytesLen is the length of bytes fields.
	BytesLen Range
	// Depth is how many times one message type may appear on a path from
	// the root, directly or through others (the root is the first): a
	// field whose message type is among its ancestors Depth times is left
	// unset. Ordinary nesting is always filled. At least 1.
	Depth int
	// Now anchors timestamps; the zero time is DefaultNow.
	Now time.Time
	// Overrides give chosen fields chosen values (see Set), in the
	// messages of the type they were made for; nil for none.
	Overrides *Overrides
}

// DefaultOptions are the CLI's defaults for seed.
func DefaultOptions(seed uint64) Options {
	return Options{Seed: seed, Repeated: DefaultRepeated, StringLen: DefaultStringLen, BytesLen: DefaultBytesLen, Depth: DefaultDepth}
}

// Filler fills messages. Each message it fills continues the same random
// sequence (and the same id counters), so the n-th message depends on the
// seed and on n. A Filler is not safe for concurrent use.
type Filler struct {
	f *gofakeit.Faker
	// choice draws among an override's values, apart from f: an override
	// changes the fields it names and leaves the others' values alone.
	choice *rand.Rand
	opt    Options
	ids    map[string]int64 // counters of integer "id" fields
	hints  map[protoreflect.FieldDescriptor]hint
}

// New returns a Filler for opt.
func New(opt Options) *Filler {
	if opt.Now.IsZero() {
		opt.Now = DefaultNow
	}
	opt.Depth = max(opt.Depth, 1)
	// gofakeit.New(0) would seed from crypto/rand; every seed, 0
	// included, is reproducible here.
	src := rand.NewPCG(opt.Seed, opt.Seed^0x9e3779b97f4a7c15)
	return &Filler{
		f:      gofakeit.NewFaker(src, false),
		choice: rand.New(rand.NewPCG(opt.Seed^0x243f6a8885a308d3, opt.Seed)),
		opt:    opt, ids: map[string]int64{}, hints: map[protoreflect.FieldDescriptor]hint{},
	}
}

// Message returns a new dynamic message of md, filled.
func (g *Filler) Message(md protoreflect.MessageDescriptor) *dynamicpb.Message {
	m := dynamicpb.NewMessage(md)
	g.Fill(m)
	return m
}

// Fill sets m's fields (m is the root: level 1), with Options.Overrides
// when they were made for m's type.
func (g *Filler) Fill(m protoreflect.Message) {
	var n *node
	if o := g.opt.Overrides; o != nil && o.md.FullName() == m.Descriptor().FullName() {
		n = o.root
	}
	g.fill(m, nil, hint{}, false, n)
}

// hint is what a value is for: the words of the field's name and of its
// message's name ("customer_email" in "Order"), and a key for counters.
type hint struct {
	field, msg []string
	key        string
}

// hint is fd's hint, split into words once.
func (g *Filler) hint(fd protoreflect.FieldDescriptor) hint {
	h, ok := g.hints[fd]
	if !ok {
		h = hint{field: words(string(fd.Name())), msg: words(string(fd.ContainingMessage().Name())), key: string(fd.FullName())}
		g.hints[fd] = h
	}
	return h
}

// fill sets the fields of m, whose ancestors are path; h is the field
// holding m (for well-known types: a StringValue "email" is an email).
// requiredOnly sets only required fields: a required message past the
// depth still gets what it needs to be initialized. n holds the overrides
// of m's fields (nil for none): a field they reach is always set, past
// the depth, in a oneof, with presence, and a field they end at gets
// their value.
func (g *Filler) fill(m protoreflect.Message, path []protoreflect.FullName, h hint, requiredOnly bool, n *node) {
	md := m.Descriptor()
	path = append(path, md.FullName())
	if g.wkt(m, h) {
		g.apply(m, n)
		return
	}
	fields := md.Fields()
	for i := range fields.Len() {
		fd := fields.Get(i)
		c := n.child(fd)
		required := fd.Cardinality() == protoreflect.Required
		if requiredOnly && !required && c == nil {
			continue
		}
		if oo := fd.ContainingOneof(); oo != nil && !oo.IsSynthetic() {
			if oo.Fields().Get(0) == fd {
				g.oneof(m, oo, path, n)
			}
			continue
		}
		if sub := fd.Message(); sub != nil && !fd.IsMap() && c == nil {
			if isAny(sub) {
				continue
			}
			if !g.nests(sub, path) {
				if required && len(path) < maxLevel && !fd.IsList() {
					v := m.NewField(fd)
					g.fill(v.Message(), path, g.hint(fd), true, nil)
					m.Set(fd, v)
				}
				continue
			}
		}
		if fd.HasPresence() && !required && fd.Message() == nil && g.f.Float64() >= PresenceChance {
			if c.leaf() {
				g.overwrite(m, fd, c)
			}
			continue
		}
		g.set(m, fd, path, c)
	}
	g.orderPairs(m, n)
}

// nests reports whether a field of message type md may be set below path:
// not when md is among path Depth times already. Depth counts recursion —
// how often one message type nests inside itself, directly or through
// others (OTLP's AnyValue → KeyValueList → KeyValue → AnyValue) — not how
// deep the message is: a schema's ordinary nesting is always filled.
func (g *Filler) nests(md protoreflect.MessageDescriptor, path []protoreflect.FullName) bool {
	n := 0
	for _, p := range path {
		if p == md.FullName() {
			n++
		}
	}
	return n < g.opt.Depth
}

func isAny(md protoreflect.MessageDescriptor) bool { return md.FullName() == "google.protobuf.Any" }

// oneof sets one member of oo, chosen among those that may be set, or
// the one overrides in n reach.
func (g *Filler) oneof(m protoreflect.Message, oo protoreflect.OneofDescriptor, path []protoreflect.FullName, n *node) {
	var can []protoreflect.FieldDescriptor
	for i := range oo.Fields().Len() {
		fd := oo.Fields().Get(i)
		if sub := fd.Message(); sub != nil && (isAny(sub) || !g.nests(sub, path)) {
			continue
		}
		can = append(can, fd)
	}
	var chosen protoreflect.FieldDescriptor
	if len(can) > 0 {
		chosen = can[g.f.IntN(len(can))]
	}
	if n != nil {
		if mb, ok := n.members[oo.FullName()]; ok {
			chosen = mb.fd
		}
	}
	if chosen != nil {
		g.set(m, chosen, path, n.child(chosen))
	}
}

// set gives fd a value (a list or map gets Repeated elements); c holds
// the overrides of fd (nil for none).
func (g *Filler) set(m protoreflect.Message, fd protoreflect.FieldDescriptor, path []protoreflect.FullName, c *node) {
	h := g.hint(fd)
	if c.leaf() {
		defer g.overwrite(m, fd, c)
	}
	switch {
	case fd.IsMap():
		vd := fd.MapValue()
		if sub := vd.Message(); sub != nil && c == nil && (isAny(sub) || !g.nests(sub, path)) {
			return
		}
		n := g.between(g.opt.Repeated)
		if n == 0 {
			return
		}
		mp := m.Mutable(fd).Map()
		for try := 0; mp.Len() < n && try < 4*n; try++ {
			k := g.mapKey(fd.MapKey(), h)
			if mp.Has(k) {
				continue
			}
			if vd.Message() != nil {
				v := mp.NewValue()
				g.fill(v.Message(), path, h, false, c)
				mp.Set(k, v)
			} else {
				mp.Set(k, g.scalar(vd, h))
			}
		}
	case fd.IsList():
		n := g.between(g.opt.Repeated)
		if n == 0 {
			return
		}
		l := m.Mutable(fd).List()
		for range n {
			if fd.Message() != nil {
				v := l.NewElement()
				g.fill(v.Message(), path, h, false, c)
				l.Append(v)
			} else {
				l.Append(g.scalar(fd, h))
			}
		}
	case fd.Message() != nil:
		v := m.NewField(fd)
		g.fill(v.Message(), path, h, false, c)
		m.Set(fd, v)
	default:
		m.Set(fd, g.scalar(fd, h))
	}
}

// scalar is a value for a non-message field (or list element, map value).
func (g *Filler) scalar(fd protoreflect.FieldDescriptor, h hint) protoreflect.Value {
	switch fd.Kind() {
	case protoreflect.BoolKind:
		return protoreflect.ValueOfBool(g.f.Bool())
	case protoreflect.EnumKind:
		return protoreflect.ValueOfEnum(g.enum(fd.Enum()))
	case protoreflect.StringKind:
		return protoreflect.ValueOfString(g.text(h))
	case protoreflect.BytesKind:
		return protoreflect.ValueOfBytes(g.bytes(h))
	case protoreflect.FloatKind:
		return protoreflect.ValueOfFloat32(float32(g.number(fd, h)))
	case protoreflect.DoubleKind:
		return protoreflect.ValueOfFloat64(g.number(fd, h))
	}
	if unixNano(fd, h.field) {
		// time_unix_nano: exact, as the float64 of number would round it.
		return integerOf(fd.Kind(), uint64(g.recent(h).UnixNano()))
	}
	return integer(fd.Kind(), g.number(fd, h))
}

// integer converts x to kind k's Go type, rounded and clamped to its range
// (unsigned kinds take |x|).
func integer(k protoreflect.Kind, x float64) protoreflect.Value {
	x = math.Round(x)
	switch k {
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
		return protoreflect.ValueOfInt32(int32(max(math.MinInt32, min(math.MaxInt32, x))))
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind:
		return protoreflect.ValueOfUint32(uint32(min(math.MaxUint32, math.Abs(x))))
	case protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		return protoreflect.ValueOfUint64(uint64(min(1<<63, math.Abs(x))))
	}
	return protoreflect.ValueOfInt64(int64(max(math.MinInt64, min(1<<62, x))))
}

// enum is a random declared value, not zero when the enum has others
// (zero is "unspecified" by convention, and vanishes from proto3 output).
func (g *Filler) enum(ed protoreflect.EnumDescriptor) protoreflect.EnumNumber {
	vals := ed.Values()
	var nonZero []protoreflect.EnumNumber
	for i := range vals.Len() {
		if n := vals.Get(i).Number(); n != 0 {
			nonZero = append(nonZero, n)
		}
	}
	if len(nonZero) == 0 {
		if vals.Len() > 0 {
			return vals.Get(0).Number()
		}
		return 0
	}
	return nonZero[g.f.IntN(len(nonZero))]
}

// mapKey is a plausible key for a map named by h.
func (g *Filler) mapKey(kd protoreflect.FieldDescriptor, h hint) protoreflect.MapKey {
	switch kd.Kind() {
	case protoreflect.StringKind:
		return protoreflect.ValueOfString(g.key(h)).MapKey()
	case protoreflect.BoolKind:
		return protoreflect.ValueOfBool(g.f.Bool()).MapKey()
	}
	return integer(kd.Kind(), float64(g.f.IntRange(1, 100))).MapKey()
}

// between is a random number in r.
func (g *Filler) between(r Range) int {
	if r.Max <= r.Min {
		return r.Min
	}
	return g.f.IntRange(r.Min, r.Max)
}

// bytes are random bytes: 16 for a uuid, 32 for a hash, else BytesLen.
func (g *Filler) bytes(h hint) []byte {
	n := g.between(g.opt.BytesLen)
	switch {
	case has(h.field, "trace") && has(h.field, "id"):
		n = 16 // W3C Trace Context and OTLP: a 16-byte trace id
	case has(h.field, "span") && has(h.field, "id"):
		n = 8 // and an 8-byte span id (parent_span_id too)
	case has(h.field, "uuid", "guid", "id"):
		n = 16
	case has(h.field, "hash", "sha256", "digest", "checksum"):
		n = 32
	}
	b := make([]byte, n)
	for i := 0; i < n; i += 8 {
		v := g.f.Uint64()
		for j := i; j < min(n, i+8); j++ {
			b[j] = byte(v)
			v >>= 8
		}
	}
	return b
}

// recent is a time in the three years before Now, in milliseconds; a
// field named for a deadline (expires_at, due, valid_until) gets one in
// the year after Now.
func (g *Filler) recent(h hint) time.Time {
	const year = 365 * 24 * time.Hour
	if has(h.field, "expire", "expires", "expiry", "expiration", "due", "deadline", "until", "end", "ends") {
		return g.opt.Now.Add(time.Duration(g.int64n(int64(year/time.Millisecond))) * time.Millisecond)
	}
	return g.opt.Now.Add(-time.Duration(g.int64n(int64(3*year/time.Millisecond))) * time.Millisecond)
}

// int64n is a random number in [0, n).
func (g *Filler) int64n(n int64) int64 { return int64(g.f.Uint64() % uint64(n)) }

// orderPairs makes a message's start and end fields a plausible interval:
// where both of a pair are set (start_time_unix_nano and
// end_time_unix_nano, started_at and ended_at, begin and finish …), the
// end is the start plus a duration from a millisecond to ten seconds, in
// the pair's unit. Fields are paired by name: the end's words with its
// end word replaced by a start word. An end that n overrides keeps the
// override's value; an overridden start is the interval's start.
func (g *Filler) orderPairs(m protoreflect.Message, n *node) {
	fields := m.Descriptor().Fields()
	for i := range fields.Len() {
		end := fields.Get(i)
		if end.IsList() || end.IsMap() || !m.Has(end) {
			continue
		}
		w := g.hint(end).field
		for j, word := range w {
			startWord, ok := intervalStart[word]
			if !ok {
				continue
			}
			sw := slices.Clone(w)
			sw[j] = startWord
			start := g.fieldByWords(fields, sw, end.Kind())
			if start != nil && m.Has(start) {
				g.endAfter(m, start, end, n.child(end).leaf())
			}
			break
		}
	}
}

// intervalStart maps an interval's end word to its start word.
var intervalStart = map[string]string{"end": "start", "ended": "started", "stop": "start", "stopped": "started", "finish": "begin", "finished": "began", "to": "from"}

// fieldByWords finds the field of kind k whose name splits into ws.
func (g *Filler) fieldByWords(fields protoreflect.FieldDescriptors, ws []string, k protoreflect.Kind) protoreflect.FieldDescriptor {
	for i := range fields.Len() {
		if fd := fields.Get(i); fd.Kind() == k && !fd.IsList() && !fd.IsMap() && slices.Equal(g.hint(fd).field, ws) {
			return fd
		}
	}
	return nil
}

// endAfter sets end to start plus a short duration: integers in the unit
// their name says (nanoseconds, microseconds, milliseconds, else seconds),
// Timestamps by their own fields. An overridden end (keep) stays as it
// is; the duration is drawn all the same, so that the values after it do
// not move.
func (g *Filler) endAfter(m protoreflect.Message, start, end protoreflect.FieldDescriptor, keep bool) {
	d := time.Duration(1+g.int64n(10_000)) * time.Millisecond
	w := g.hint(end).field
	switch {
	case keep:
		return
	case end.Message() != nil && end.Message().FullName() == "google.protobuf.Timestamp":
		s := m.Get(start).Message()
		sd := s.Descriptor().Fields()
		t := time.Unix(s.Get(sd.ByName("seconds")).Int(), s.Get(sd.ByName("nanos")).Int()).Add(d)
		e := m.Mutable(end).Message()
		e.Set(sd.ByName("seconds"), protoreflect.ValueOfInt64(t.Unix()))
		e.Set(sd.ByName("nanos"), protoreflect.ValueOfInt32(int32(t.Nanosecond())))
	case end.Message() != nil || end.Kind() == protoreflect.StringKind || end.Kind() == protoreflect.BytesKind || end.Kind() == protoreflect.BoolKind || end.Kind() == protoreflect.EnumKind:
		return
	default:
		unit := time.Second
		switch {
		case has(w, "nano", "nanos", "ns"):
			unit = time.Nanosecond
		case has(w, "us", "micros", "microseconds"):
			unit = time.Microsecond
		case has(w, "ms", "millis", "milliseconds"):
			unit = time.Millisecond
		}
		delta := max(float64(d/unit), 1)
		sv := m.Get(start)
		var from float64
		switch start.Kind() {
		case protoreflect.Uint32Kind, protoreflect.Fixed32Kind, protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
			from = float64(sv.Uint())
		case protoreflect.FloatKind, protoreflect.DoubleKind:
			from = sv.Float()
		default:
			from = float64(sv.Int())
		}
		switch end.Kind() {
		case protoreflect.FloatKind:
			m.Set(end, protoreflect.ValueOfFloat32(float32(from+delta)))
			return
		case protoreflect.DoubleKind:
			m.Set(end, protoreflect.ValueOfFloat64(from+delta))
			return
		}
		if start.Kind() == protoreflect.Fixed64Kind || start.Kind() == protoreflect.Uint64Kind {
			// Exact in uint64: float64 rounds nanosecond timestamps.
			m.Set(end, integerOf(end.Kind(), sv.Uint()+uint64(delta)))
			return
		}
		m.Set(end, integer(end.Kind(), from+delta))
	}
}

// integerOf is an exact unsigned value of kind k (the 64-bit kinds; a
// 32-bit kind is clamped).
func integerOf(k protoreflect.Kind, v uint64) protoreflect.Value {
	switch k {
	case protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		return protoreflect.ValueOfUint64(v)
	case protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		return protoreflect.ValueOfInt64(int64(min(v, math.MaxInt64)))
	}
	return integer(k, float64(v))
}
