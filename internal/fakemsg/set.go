package fakemsg

import (
	"cmp"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/internal/suggest"
)

// A Set gives the fields at Path a value of the user's choosing instead of
// the one the conventions would: one of Values, drawn for each field the
// path reaches (with one value, that value).
//
// Path is a dotted list of field names from the message down (proto names;
// JSON names work too): "status", "items.quantity",
// "resource_spans.resource.attributes.key". Through a repeated field it
// reaches every element, through a map every value (keys stay generated).
// Each value is read by the kind of the field the path ends at:
//
//   - integers in decimal, within the kind's range; floats as decimal
//     numbers (NaN, Inf and -Inf too);
//   - bool: true or false;
//   - enum: a value's name, or its number (a closed enum's must be declared);
//   - string: as written (UTF-8);
//   - bytes: hex (0a1b2c3d), or base64 after "base64:" (standard or URL
//     alphabet, padded or not);
//   - a message, the well-known types included: its proto3 JSON, e.g. a
//     Timestamp 2026-01-02T15:04:05Z, a Duration 1.5s, an Int64Value 7,
//     a Money {"currency":"EUR","units":"12"}; a JSON string may go
//     without its quotes.
type Set struct {
	Path   string
	Values []string
	// File and Line say where a Set read by ReadSets was written (File is
	// empty for a -set flag).
	File string
	Line int
	arg  string // the flag's argument as typed, for errors
}

// SetError is a Set that cannot be read or does not fit the schema:
// Where names it (the flag as typed, or file:line and path), Msg says
// what is wrong, Try what would work.
type SetError struct {
	Where, Msg, Try string
}

func (e *SetError) Error() string { return e.Where + ": " + e.Msg }

// where names s in errors: the flag as typed, or file:line: path.
func (s *Set) where() string {
	switch {
	case s.File != "":
		return fmt.Sprintf("%s:%d: %s", s.File, s.Line, s.Path)
	case s.arg != "":
		return "-set " + s.arg
	}
	return "-set " + s.Path + "=" + strings.Join(s.Values, "|")
}

// example is s written again with path and value, as the user wrote s
// (a flag, or a line of a file).
func (s *Set) example(path, value string) string {
	if s.File != "" {
		return path + ": " + value
	}
	if strings.ContainsAny(value, " {}\"'|*?$&;<>()") {
		value = "'" + value + "'"
	}
	return "-set " + path + "=" + value
}

func (s *Set) errorf(try, format string, args ...any) *SetError {
	return &SetError{Where: s.where(), Msg: fmt.Sprintf(format, args...), Try: try}
}

// ParseSet reads a -set flag's argument, PATH=VALUE. VALUE a|b|c is a
// choice of three values; \| is a literal bar.
func ParseSet(arg string) (Set, error) {
	path, value, ok := strings.Cut(arg, "=")
	path = strings.TrimSpace(path)
	if !ok || path == "" {
		return Set{}, &SetError{Where: "-set " + arg, Msg: "want PATH=VALUE: a dotted path of field names from the message, then = and the value",
			Try: "-set status=STATUS_PAID, -set items.quantity=3 or -set 'labels=web|app'"}
	}
	return Set{Path: path, Values: splitChoices(value), arg: arg}, nil
}

// splitChoices splits v at the bars that \ does not escape.
func splitChoices(v string) []string {
	var out []string
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		switch {
		case v[i] == '\\' && i+1 < len(v) && v[i+1] == '|':
			b.WriteByte('|')
			i++
		case v[i] == '|':
			out = append(out, b.String())
			b.Reset()
		default:
			b.WriteByte(v[i])
		}
	}
	return append(out, b.String())
}

// ReadSets reads a file of Sets: a YAML (or JSON) mapping of paths to
// values, a list being a choice of values. A value is taken as written
// (bars and all); a mapping is a message's value, as JSON.
//
//	status: STATUS_PAID
//	items.quantity: [1, 2, 3]
//	created_at: "2026-01-02T15:04:05Z"
//	items.price: {currency: EUR, units: "12"}
//
// A path given twice is an error naming both lines.
func ReadSets(path string) ([]Set, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, &SetError{Where: "-set-file " + path, Msg: errors.Unwrap(err).Error(), Try: "-set-file a YAML or JSON file of field paths and values, e.g. status: STATUS_PAID"}
	}
	return parseSets(path, raw)
}

func parseSets(path string, raw []byte) ([]Set, error) {
	at := func(n *yaml.Node, try, format string, args ...any) error {
		return &SetError{Where: fmt.Sprintf("%s:%d", path, n.Line), Msg: fmt.Sprintf(format, args...), Try: try}
	}
	const shape = "a mapping of field paths to values, one a line: status: STATUS_PAID"
	var doc yaml.Node
	if err := yaml.Unmarshal(raw, &doc); err != nil {
		return nil, &SetError{Where: path, Msg: strings.TrimPrefix(err.Error(), "yaml: "), Try: "fix the YAML or JSON there: " + shape}
	}
	if len(doc.Content) == 0 {
		return nil, &SetError{Where: path, Msg: "no field paths in the file", Try: shape}
	}
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		return nil, at(root, shape, "want a mapping of field paths to values")
	}
	var sets []Set
	lines := map[string]int{}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		if k.Kind != yaml.ScalarNode || k.Value == "" {
			return nil, at(k, shape, "want a field path as the key")
		}
		if l, ok := lines[k.Value]; ok {
			return nil, at(k, "keep one of the two", "%s given twice (line %d too)", k.Value, l)
		}
		lines[k.Value] = k.Line
		s := Set{Path: k.Value, File: path, Line: k.Line}
		items := []*yaml.Node{v}
		if v.Kind == yaml.SequenceNode {
			if len(v.Content) == 0 {
				return nil, at(v, k.Value+": [a, b]", "%s: an empty list of choices", k.Value)
			}
			items = v.Content
		}
		for _, it := range items {
			val, err := yamlValue(it)
			if err != nil {
				return nil, at(it, k.Value+": VALUE", "%s: %v", k.Value, err)
			}
			s.Values = append(s.Values, val)
		}
		sets = append(sets, s)
	}
	return sets, nil
}

// yamlValue is a scalar's text as written, or a mapping as JSON.
func yamlValue(n *yaml.Node) (string, error) {
	switch {
	case n.Kind == yaml.AliasNode:
		return yamlValue(n.Alias)
	case n.Kind == yaml.ScalarNode && n.Tag == "!!null":
		return "", errors.New("no value (null)")
	case n.Kind == yaml.ScalarNode:
		return n.Value, nil
	case n.Kind == yaml.MappingNode:
		var v any
		if err := n.Decode(&v); err != nil {
			return "", err
		}
		b, err := json.Marshal(v)
		if err != nil {
			return "", fmt.Errorf("a message's value: %w", err)
		}
		return string(b), nil
	}
	return "", errors.New("want a value, a list of choices or a message's fields")
}

// Overrides are Sets checked against one message type, for
// Options.Overrides: a tree of the fields their paths go through, with
// the parsed values at the ends.
type Overrides struct {
	md   protoreflect.MessageDescriptor
	root *node
}

// node is a field that Sets reach (the root: the message).
type node struct {
	fields map[protoreflect.FieldNumber]*node
	// members are the oneof members that paths go through or end at, by
	// oneof, with the Set that chose each.
	members map[protoreflect.FullName]member
	// set is the Set ending here (nil when paths only go through), via
	// the first that goes through.
	set, via *Set
	values   []protoreflect.Value // set's choices, for a scalar field
	msgs     []proto.Message      // set's choices, for a message field
}

type member struct {
	fd  protoreflect.FieldDescriptor
	set *Set
}

func newNode() *node {
	return &node{fields: map[protoreflect.FieldNumber]*node{}, members: map[protoreflect.FullName]member{}}
}

// child is the node of fd below n; nil for none (n may be nil).
func (n *node) child(fd protoreflect.FieldDescriptor) *node {
	if n == nil {
		return nil
	}
	return n.fields[fd.Number()]
}

// leaf reports whether a Set gives n's field its value.
func (n *node) leaf() bool { return n != nil && n.set != nil }

// NewOverrides checks sets against md: every path names fields that exist
// and every value fits its field. A later Set for the same path replaces
// an earlier one; paths inside one another, or through two members of one
// oneof, are errors. Its errors are *SetError values.
func NewOverrides(md protoreflect.MessageDescriptor, sets []Set) (*Overrides, error) {
	o := &Overrides{md: md, root: newNode()}
	for i := range sets {
		if err := o.add(&sets[i]); err != nil {
			return nil, err
		}
	}
	return o, nil
}

// add walks s's path from the root, making its nodes, and parses its
// values at the end.
func (o *Overrides) add(s *Set) error {
	segs := strings.Split(s.Path, ".")
	md, n := o.md, o.root
	var fd protoreflect.FieldDescriptor
	for i, seg := range segs {
		at := strings.Join(segs[:i], ".")
		if md == nil {
			return s.errorf(s.example(at, strings.Join(s.Values, "|")), "%s is a %s field (%s): there is no field inside it", at, typeName(fd), fd.FullName())
		}
		if isAny(md) && fd != nil {
			return s.errorf(s.example(at, `{"@type": "type.googleapis.com/…", …}`), "%s is a google.protobuf.Any field (%s): set it whole, as proto3 JSON with \"@type\"", at, fd.FullName())
		}
		fields := md.Fields()
		f := fields.ByName(protoreflect.Name(seg))
		if f == nil {
			f = fields.ByJSONName(seg)
		}
		if f == nil {
			return unknownField(s, md, segs, i)
		}
		if oo := f.ContainingOneof(); oo != nil && !oo.IsSynthetic() {
			if m, ok := n.members[oo.FullName()]; ok && m.fd != f {
				return s.errorf("keep one of the two", "%s and %s (%s) are members of oneof %s, which holds one of them", f.Name(), m.fd.Name(), m.set.where(), oo.FullName())
			}
			n.members[oo.FullName()] = member{f, s}
		}
		c := n.fields[f.Number()]
		if c == nil {
			c = newNode()
			n.fields[f.Number()] = c
		}
		if c.via == nil {
			c.via = s
		}
		last := i == len(segs)-1
		if c.set != nil && !last {
			return s.errorf("set the message whole or its fields one by one, not both", "overlaps %s: one path is inside the other", c.set.where())
		}
		if last && len(c.fields) > 0 {
			return s.errorf("set the message whole or its fields one by one, not both", "overlaps %s: one path is inside the other", c.via.where())
		}
		n, fd = c, f
		md = f.Message()
		if f.IsMap() {
			md = f.MapValue().Message()
		}
	}
	vfd := fd
	if fd.IsMap() {
		vfd = fd.MapValue()
	}
	var values []protoreflect.Value
	var msgs []proto.Message
	for _, raw := range s.Values {
		if vfd.Message() != nil {
			m, err := parseMessage(vfd.Message(), raw)
			if err != nil {
				return badValue(s, fd, vfd, raw, err)
			}
			msgs = append(msgs, m)
			continue
		}
		v, err := parseScalar(vfd, raw)
		if err != nil {
			return badValue(s, fd, vfd, raw, err)
		}
		values = append(values, v)
	}
	n.set, n.values, n.msgs = s, values, msgs
	return nil
}

// unknownField is the error for segs[i], which names no field of md.
func unknownField(s *Set, md protoreflect.MessageDescriptor, segs []string, i int) error {
	at, name := segs[:i], segs[i]
	fields := md.Fields()
	names := make([]string, fields.Len())
	for i := range names {
		names[i] = string(fields.Get(i).Name())
	}
	where := string(md.FullName())
	if len(at) > 0 {
		where += " (at " + strings.Join(at, ".") + ")"
	}
	try := fmt.Sprintf("a field of %s: %s", md.FullName(), strings.Join(names, ", "))
	if c, ok := closest(name, names); ok {
		fixed := slices.Concat(at, []string{c}, segs[i+1:])
		try = s.example(strings.Join(fixed, "."), strings.Join(s.Values, "|"))
	}
	return s.errorf(try, "%s has no field %q", where, name)
}

// closest is the name among names nearest s, when it is near enough to be
// what was meant (case aside: status_paid is near STATUS_PAID).
func closest(s string, names []string) (string, bool) {
	lower := make([]string, len(names))
	for i, n := range names {
		lower[i] = strings.ToLower(n)
	}
	c, ok := suggest.Closest(s, lower)
	if !ok {
		return "", false
	}
	return names[slices.Index(lower, c)], true
}

// badValue is the error for raw, which does not fit field fd (whose
// values are vfd's: fd itself, or a map's value).
func badValue(s *Set, fd, vfd protoreflect.FieldDescriptor, raw string, err error) error {
	what, example := takes(vfd)
	try := s.example(s.Path, example)
	switch {
	case vfd.Enum() != nil:
		vals := vfd.Enum().Values()
		names := make([]string, vals.Len())
		for i := range names {
			names[i] = string(vals.Get(i).Name())
		}
		if c, ok := closest(raw, names); ok {
			try = s.example(s.Path, c)
		} else {
			try += fmt.Sprintf(" (%s: %s, or a number)", vfd.Enum().FullName(), strings.Join(names, ", "))
		}
	case vfd.Kind() == protoreflect.BytesKind:
		try += " or " + s.example(s.Path, "base64:ChsMPQ==")
	}
	each := ""
	switch {
	case fd.IsMap():
		each = " (each value)"
	case fd.IsList():
		each = " (each element)"
	}
	msg := fmt.Sprintf("%s field %s takes %s%s, not %q", typeName(fd), fd.FullName(), what, each, raw)
	if md := vfd.Message(); md != nil && md.FullName() != "google.protobuf.Timestamp" && md.FullName() != "google.protobuf.Duration" {
		msg += ": " + err.Error()
	}
	return s.errorf(try, "%s", msg)
}

// takes says what a value of fd is written as, with an example.
func takes(fd protoreflect.FieldDescriptor) (what, example string) {
	switch fd.Kind() {
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
		return fmt.Sprintf("an integer from %d to %d", math.MinInt32, math.MaxInt32), "3"
	case protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		return fmt.Sprintf("an integer from %d to %d", math.MinInt64, math.MaxInt64), "3"
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind:
		return fmt.Sprintf("an integer from 0 to %d", uint32(math.MaxUint32)), "3"
	case protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		return fmt.Sprintf("an integer from 0 to %d", uint64(math.MaxUint64)), "3"
	case protoreflect.FloatKind, protoreflect.DoubleKind:
		return "a number", "1.5"
	case protoreflect.BoolKind:
		return "true or false", "true"
	case protoreflect.StringKind:
		return "UTF-8 text", "text"
	case protoreflect.BytesKind:
		return `hex, or base64 after "base64:"`, "0a1b2c3d"
	case protoreflect.EnumKind:
		vals := fd.Enum().Values()
		example := "0"
		for i := range vals.Len() {
			if v := vals.Get(i); v.Number() != 0 || vals.Len() == 1 {
				example = string(v.Name())
				break
			}
		}
		return "a value's name or number", example
	}
	switch md := fd.Message(); md.FullName() {
	case "google.protobuf.Timestamp":
		return "an RFC 3339 time", "2026-01-02T15:04:05Z"
	case "google.protobuf.Duration":
		return "a duration in seconds with an s", "1.5s"
	default:
		first := "…"
		if md.Fields().Len() > 0 {
			first = md.Fields().Get(0).JSONName()
		}
		return "proto3 JSON", fmt.Sprintf(`{"%s": …}`, first)
	}
}

// typeName is fd's type as a .proto declares it: uint32, repeated
// acme.shop.v1.LineItem, map<string, string>.
func typeName(fd protoreflect.FieldDescriptor) string {
	if fd.IsMap() {
		return fmt.Sprintf("map<%s, %s>", kindName(fd.MapKey()), kindName(fd.MapValue()))
	}
	if fd.IsList() {
		return "repeated " + kindName(fd)
	}
	return kindName(fd)
}

func kindName(fd protoreflect.FieldDescriptor) string {
	switch {
	case fd.Message() != nil:
		return string(fd.Message().FullName())
	case fd.Enum() != nil:
		return string(fd.Enum().FullName())
	}
	return fd.Kind().String()
}

// parseScalar reads s as a value of fd's kind (not a message).
func parseScalar(fd protoreflect.FieldDescriptor, s string) (protoreflect.Value, error) {
	switch fd.Kind() {
	case protoreflect.BoolKind:
		switch s {
		case "true":
			return protoreflect.ValueOfBool(true), nil
		case "false":
			return protoreflect.ValueOfBool(false), nil
		}
		return protoreflect.Value{}, errors.New("not a bool")
	case protoreflect.StringKind:
		if !utf8.ValidString(s) {
			return protoreflect.Value{}, errors.New("not UTF-8")
		}
		return protoreflect.ValueOfString(s), nil
	case protoreflect.BytesKind:
		return parseBytes(s)
	case protoreflect.EnumKind:
		ed := fd.Enum()
		if v := ed.Values().ByName(protoreflect.Name(s)); v != nil {
			return protoreflect.ValueOfEnum(v.Number()), nil
		}
		n, err := strconv.ParseInt(s, 10, 32)
		if err != nil || (ed.IsClosed() && ed.Values().ByNumber(protoreflect.EnumNumber(n)) == nil) {
			return protoreflect.Value{}, errors.New("not a value of the enum")
		}
		return protoreflect.ValueOfEnum(protoreflect.EnumNumber(n)), nil
	case protoreflect.FloatKind:
		x, err := strconv.ParseFloat(s, 32)
		return protoreflect.ValueOfFloat32(float32(x)), err
	case protoreflect.DoubleKind:
		x, err := strconv.ParseFloat(s, 64)
		return protoreflect.ValueOfFloat64(x), err
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
		x, err := strconv.ParseInt(s, 10, 32)
		return protoreflect.ValueOfInt32(int32(x)), err
	case protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		x, err := strconv.ParseInt(s, 10, 64)
		return protoreflect.ValueOfInt64(x), err
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind:
		x, err := strconv.ParseUint(s, 10, 32)
		return protoreflect.ValueOfUint32(uint32(x)), err
	case protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		x, err := strconv.ParseUint(s, 10, 64)
		return protoreflect.ValueOfUint64(x), err
	}
	return protoreflect.Value{}, fmt.Errorf("kind %v", fd.Kind())
}

// parseBytes reads hex, or base64 after "base64:".
func parseBytes(s string) (protoreflect.Value, error) {
	if b64, ok := strings.CutPrefix(s, "base64:"); ok {
		for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
			if b, err := enc.DecodeString(b64); err == nil {
				return protoreflect.ValueOfBytes(b), nil
			}
		}
		return protoreflect.Value{}, errors.New("not base64")
	}
	b, err := hex.DecodeString(s)
	if err != nil {
		return protoreflect.Value{}, fmt.Errorf("not hex: %w", err)
	}
	return protoreflect.ValueOfBytes(b), nil
}

// parseMessage reads s as md's proto3 JSON; a JSON string may be written
// without its quotes (2026-01-02T15:04:05Z, 1.5s).
func parseMessage(md protoreflect.MessageDescriptor, s string) (proto.Message, error) {
	m := dynamicpb.NewMessage(md)
	err := protojson.Unmarshal([]byte(s), m)
	if err == nil {
		return m, nil
	}
	if t := strings.TrimSpace(s); t == "" || !strings.ContainsRune(`{["`, rune(t[0])) {
		q, _ := json.Marshal(s)
		m = dynamicpb.NewMessage(md)
		if err = protojson.Unmarshal(q, m); err == nil {
			return m, nil
		}
	}
	// protojson's messages start with "proto:" and a space it varies on
	// purpose: the reason alone reads the same every time.
	msg := err.Error()
	if _, rest, ok := strings.Cut(msg, "proto:"); ok {
		msg = strings.TrimLeft(rest, " \u00a0")
	}
	return nil, errors.New(msg)
}

// overwrite gives fd the values of leaf c: a singular field one, every
// element of a list and every value of a map one each.
func (g *Filler) overwrite(m protoreflect.Message, fd protoreflect.FieldDescriptor, c *node) {
	switch {
	case fd.IsMap():
		mp := m.Mutable(fd).Map()
		for _, k := range sortedKeys(mp) {
			mp.Set(k, g.pick(c, mp.NewValue))
		}
	case fd.IsList():
		l := m.Mutable(fd).List()
		for i := range l.Len() {
			l.Set(i, g.pick(c, l.NewElement))
		}
	default:
		m.Set(fd, g.pick(c, func() protoreflect.Value { return m.NewField(fd) }))
	}
}

// pick is one of leaf c's values, drawn when it has several; a message
// is a copy in the new value fresh makes.
func (g *Filler) pick(c *node, fresh func() protoreflect.Value) protoreflect.Value {
	i := 0
	if k := max(len(c.values), len(c.msgs)); k > 1 {
		i = g.choice.IntN(k)
	}
	if c.msgs != nil {
		v := fresh()
		proto.Merge(v.Message().Interface(), c.msgs[i])
		return v
	}
	v := c.values[i]
	if b, ok := v.Interface().([]byte); ok {
		return protoreflect.ValueOfBytes(slices.Clone(b))
	}
	return v
}

// apply gives the fields n reaches in m, which a well-known type's own
// filler has filled, their overrides: ends get their values, paths go
// into the messages there (made when missing).
func (g *Filler) apply(m protoreflect.Message, n *node) {
	if n == nil {
		return
	}
	fields := m.Descriptor().Fields()
	for i := range fields.Len() {
		fd := fields.Get(i)
		switch c := n.child(fd); {
		case c == nil:
		case c.leaf():
			g.overwrite(m, fd, c)
		case fd.IsMap():
			mp := m.Mutable(fd).Map()
			for _, k := range sortedKeys(mp) {
				g.apply(mp.Mutable(k).Message(), c)
			}
		case fd.IsList():
			l := m.Mutable(fd).List()
			for j := range l.Len() {
				g.apply(l.Get(j).Message(), c)
			}
		default:
			g.apply(m.Mutable(fd).Message(), c)
		}
	}
}

// sortedKeys are mp's keys in order: choices are drawn in it, so that a
// seed writes the same values whatever order the map ranges in.
func sortedKeys(mp protoreflect.Map) []protoreflect.MapKey {
	var ks []protoreflect.MapKey
	mp.Range(func(k protoreflect.MapKey, _ protoreflect.Value) bool {
		ks = append(ks, k)
		return true
	})
	slices.SortFunc(ks, func(a, b protoreflect.MapKey) int {
		switch a.Interface().(type) {
		case string:
			return cmp.Compare(a.String(), b.String())
		case bool:
			return cmp.Compare(b2i(a.Bool()), b2i(b.Bool()))
		case int32, int64:
			return cmp.Compare(a.Int(), b.Int())
		}
		return cmp.Compare(a.Uint(), b.Uint())
	})
	return ks
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
