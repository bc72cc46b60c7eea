package fakemsg_test

import (
	"errors"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/known/anypb"

	"github.com/polywire/polywire/internal/fakemsg"
	"github.com/polywire/polywire/internal/userschema"
)

// TestParseSet: PATH=VALUE splits at the first =, and VALUE at the bars
// that \ does not escape.
func TestParseSet(t *testing.T) {
	t.Parallel()
	tests := []struct {
		arg, path string
		values    []string
	}{
		{"status=STATUS_PAID", "status", []string{"STATUS_PAID"}},
		{"labels=web|app", "labels", []string{"web", "app"}},
		{`note=a\|b|c`, "note", []string{"a|b", "c"}},
		{"note=", "note", []string{""}},
		{"note=x=y", "note", []string{"x=y"}},
		{`path=C:\dir`, "path", []string{`C:\dir`}},
		{" a.b =1", "a.b", []string{"1"}},
	}
	for _, tt := range tests {
		s, err := fakemsg.ParseSet(tt.arg)
		if err != nil || s.Path != tt.path || !slices.Equal(s.Values, tt.values) {
			t.Errorf("ParseSet(%q) = %q %q, %v; want %q %q", tt.arg, s.Path, s.Values, err, tt.path, tt.values)
		}
	}
	for _, arg := range []string{"status", "=x", ""} {
		var se *fakemsg.SetError
		if _, err := fakemsg.ParseSet(arg); !errors.As(err, &se) || se.Try == "" {
			t.Errorf("ParseSet(%q): %v, want a *SetError with a Try", arg, err)
		}
	}
}

// TestReadSets: a YAML or JSON mapping of paths to values; a list is a
// choice, a mapping a message's JSON, a string is taken as written; what
// is wrong names its line.
func TestReadSets(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write := func(name, content string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	yml := write("o.yaml", "# comment\nstatus: STATUS_PAID\nitems.quantity: [1, 2, 3]\nnote: \"a|b\"\nitems.price: {currency: EUR, units: \"12\"}\ncreated_at: 2026-01-02T15:04:05Z\n")
	sets, err := fakemsg.ReadSets(yml)
	if err != nil {
		t.Fatal(err)
	}
	want := []fakemsg.Set{
		{Path: "status", Values: []string{"STATUS_PAID"}, File: yml, Line: 2},
		{Path: "items.quantity", Values: []string{"1", "2", "3"}, File: yml, Line: 3},
		{Path: "note", Values: []string{"a|b"}, File: yml, Line: 4},
		{Path: "items.price", Values: []string{`{"currency":"EUR","units":"12"}`}, File: yml, Line: 5},
		{Path: "created_at", Values: []string{"2026-01-02T15:04:05Z"}, File: yml, Line: 6},
	}
	if !slices.EqualFunc(sets, want, func(a, b fakemsg.Set) bool {
		return a.Path == b.Path && slices.Equal(a.Values, b.Values) && a.File == b.File && a.Line == b.Line
	}) {
		t.Errorf("ReadSets(yaml) = %+v\nwant %+v", sets, want)
	}
	js := write("o.json", `{"status": "STATUS_PAID", "items.quantity": [1, 2], "items.price": {"currency": "EUR"}}`)
	sets, err = fakemsg.ReadSets(js)
	if err != nil || len(sets) != 3 || !slices.Equal(sets[1].Values, []string{"1", "2"}) || sets[2].Values[0] != `{"currency":"EUR"}` {
		t.Errorf("ReadSets(json) = %+v, %v", sets, err)
	}
	for _, tt := range []struct{ name, content, want string }{
		{"dup.yaml", "a: 1\nb: 2\na: 3\n", "dup.yaml:3: a given twice (line 1 too)"},
		{"null.yaml", "a: 1\nb:\n", "null.yaml:2: b: no value (null)"},
		{"empty_list.yaml", "a: []\n", "empty_list.yaml:1: a: an empty list of choices"},
		{"list.yaml", "- a\n- b\n", "list.yaml:1: want a mapping of field paths to values"},
		{"empty.yaml", "# nothing\n", "empty.yaml: no field paths in the file"},
		{"bad.yaml", "a: [1\n", "bad.yaml: "},
		{"nested.yaml", "a: [[1]]\n", "nested.yaml:1: a: want a value, a list of choices or a message's fields"},
	} {
		p := write(tt.name, tt.content)
		var se *fakemsg.SetError
		_, err := fakemsg.ReadSets(p)
		if !errors.As(err, &se) || !strings.HasPrefix(err.Error(), filepath.Join(dir, tt.want)) || se.Try == "" {
			t.Errorf("ReadSets(%s): %v, want %q and a Try", tt.name, err, tt.want)
		}
	}
}

// overridden fills n messages of md with sets.
func overridden(t *testing.T, md protoreflect.MessageDescriptor, seed uint64, n int, sets ...string) []proto.Message {
	t.Helper()
	var ss []fakemsg.Set
	for _, a := range sets {
		s, err := fakemsg.ParseSet(a)
		if err != nil {
			t.Fatal(err)
		}
		ss = append(ss, s)
	}
	o, err := fakemsg.NewOverrides(md, ss)
	if err != nil {
		t.Fatal(err)
	}
	opt := fakemsg.DefaultOptions(seed)
	opt.Overrides = o
	return generate(md, opt, n)
}

// get is the value at a dotted path of singular fields below m.
func get(m protoreflect.Message, path string) protoreflect.Value {
	name, rest, more := strings.Cut(path, ".")
	fd := m.Descriptor().Fields().ByName(protoreflect.Name(name))
	if !more {
		return m.Get(fd)
	}
	return get(m.Get(fd).Message(), rest)
}

// TestSetKinds: a value of every scalar kind, each at its range's end,
// reaches its field.
func TestSetKinds(t *testing.T) {
	t.Parallel()
	md := message(t, load(t, userschema.Source{ProtoPath: []string{"testdata"}, Files: []string{"kinds.proto"}}), "fakemsg.test.kinds.Scalars")
	want := map[string]any{
		"d": math.Inf(-1), "f": float32(-1.5), "i32": int32(math.MinInt32), "i64": int64(math.MaxInt64),
		"u32": uint32(math.MaxUint32), "u64": uint64(math.MaxUint64), "s32": int32(-7), "s64": int64(math.MinInt64),
		"f32": uint32(0), "f64": uint64(1) << 63, "sf32": int32(math.MaxInt32), "sf64": int64(-1),
		"b": false, "s": "héllo, wörld", "raw": []byte{0xca, 0xfe}, "color": protoreflect.EnumNumber(2), "only": protoreflect.EnumNumber(7),
		"uuid": []byte{0xff, 0xfe},
	}
	sets := []string{"d=-Inf", "f=-1.5", "i32=-2147483648", "i64=9223372036854775807", "u32=4294967295", "u64=18446744073709551615",
		"s32=-7", "s64=-9223372036854775808", "f32=0", "f64=9223372036854775808", "sf32=2147483647", "sf64=-1",
		"b=false", "s=héllo, wörld", "raw=CAFE", "color=COLOR_GREEN", "only=7", "uuid=base64:__4"}
	for i, m := range overridden(t, md, 3, 5, sets...) {
		for name, w := range want {
			got := get(m.ProtoReflect(), name).Interface()
			if b, ok := w.([]byte); ok {
				if g, _ := got.([]byte); !slices.Equal(g, b) {
					t.Errorf("message %d: %s = %x, want %x", i, name, got, b)
				}
				continue
			}
			if got != w {
				t.Errorf("message %d: %s = %v (%T), want %v (%T)", i, name, got, got, w, w)
			}
		}
	}
}

// TestSetWellKnown: Timestamp, Duration, wrappers, Struct, Any and the
// paths into them.
func TestSetWellKnown(t *testing.T) {
	t.Parallel()
	md := message(t, load(t, userschema.Source{ProtoPath: []string{"testdata"}, Files: []string{"kinds.proto"}}), "fakemsg.test.kinds.Wkt")
	msgs := overridden(t, md, 4, 5,
		"created_at=2026-01-02T15:04:05.25Z", "timeout=90.5s", "email=ana@example.com", "count=7", "active=false",
		`blob="AQID"`, `metadata={"a":1,"b":"x"}`, "value.string_value=v", "history.seconds=5",
		`any={"@type":"type.googleapis.com/fakemsg.test.kinds.Scalars","i32":3}`, "u64=18446744073709551615")
	for i, m := range msgs {
		r := m.ProtoReflect()
		ts := get(r, "created_at").Message()
		if got := time.Unix(get(ts, "seconds").Int(), get(ts, "nanos").Int()).UTC(); !got.Equal(time.Date(2026, 1, 2, 15, 4, 5, 250e6, time.UTC)) {
			t.Errorf("%d: created_at %v", i, got)
		}
		d := get(r, "timeout").Message()
		if s, ns := get(d, "seconds").Int(), get(d, "nanos").Int(); s != 90 || ns != 500e6 {
			t.Errorf("%d: timeout %d s %d ns", i, s, ns)
		}
		for path, w := range map[string]any{"email.value": "ana@example.com", "count.value": int64(7), "active.value": false,
			"value.string_value": "v", "u64.value": uint64(math.MaxUint64)} {
			if got := get(r, path).Interface(); got != w {
				t.Errorf("%d: %s = %v, want %v", i, path, got, w)
			}
		}
		if b := get(r, "blob.value").Bytes(); !slices.Equal(b, []byte{1, 2, 3}) {
			t.Errorf("%d: blob %x", i, b)
		}
		if n := get(r, "metadata.fields").Map().Len(); n != 2 {
			t.Errorf("%d: metadata has %d fields, want 2", i, n)
		}
		h := r.Get(md.Fields().ByName("history")).List()
		for j := range h.Len() {
			if s := get(h.Get(j).Message(), "seconds").Int(); s != 5 {
				t.Errorf("%d: history[%d].seconds = %d", i, j, s)
			}
		}
		a := &anypb.Any{}
		raw, err := proto.Marshal(get(r, "any").Message().Interface())
		if err != nil || proto.Unmarshal(raw, a) != nil || a.GetTypeUrl() != "type.googleapis.com/fakemsg.test.kinds.Scalars" || len(a.GetValue()) == 0 {
			t.Errorf("%d: any = %v, %v", i, a, err)
		}
	}
}

// TestSetMaps: a path through a map reaches every value, for every key
// kind, and the choices are drawn in key order, so a seed writes the same
// values whatever order a map ranges in.
func TestSetMaps(t *testing.T) {
	t.Parallel()
	md := message(t, load(t, userschema.Source{ProtoPath: []string{"testdata"}, Files: []string{"kinds.proto"}}), "fakemsg.test.kinds.Maps")
	sets := []string{"labels=a|b|c", "by_i32.i32=9", "i64=x|y", "u32=0.5|1.5", "u64=true", "s32=COLOR_RED|COLOR_GREEN", "s64=00ff|ff00",
		"f32=1|2", "f64=-3|4", "sf32=5|6", "sf64=7|8", "flags=on|off", "nodes.name=n", "prices=1.25"}
	a := overridden(t, md, 6, 20, sets...)
	b := overridden(t, md, 6, 20, sets...)
	for i := range a {
		ra := a[i].ProtoReflect()
		if !proto.Equal(a[i], b[i]) {
			t.Fatalf("%d: the same seed drew other values", i)
		}
		check := func(field string, ok func(protoreflect.Value) bool) {
			ra.Get(md.Fields().ByName(protoreflect.Name(field))).Map().Range(func(k protoreflect.MapKey, v protoreflect.Value) bool {
				if !ok(v) {
					t.Errorf("%d: %s[%v] = %v", i, field, k, v)
				}
				return true
			})
		}
		in := func(vals ...any) func(protoreflect.Value) bool {
			return func(v protoreflect.Value) bool {
				if bs, ok := v.Interface().([]byte); ok {
					return slices.ContainsFunc(vals, func(w any) bool { return slices.Equal(w.([]byte), bs) })
				}
				return slices.Contains(vals, v.Interface())
			}
		}
		check("labels", in("a", "b", "c"))
		check("by_i32", func(v protoreflect.Value) bool { return get(v.Message(), "i32").Int() == 9 })
		check("i64", in("x", "y"))
		check("u32", in(0.5, 1.5))
		check("u64", in(true))
		check("s32", in(protoreflect.EnumNumber(1), protoreflect.EnumNumber(2)))
		check("s64", in([]byte{0, 0xff}, []byte{0xff, 0}))
		check("f32", in(float32(1), float32(2)))
		check("f64", in(int32(-3), int32(4)))
		check("sf32", in(int64(5), int64(6)))
		check("sf64", in(uint32(7), uint32(8)))
		check("flags", in("on", "off"))
		check("nodes", func(v protoreflect.Value) bool { return get(v.Message(), "name").String() == "n" })
		check("prices", in(1.25))
	}
}

// TestSetErrors: values a field cannot take, paths the schema lacks and
// overrides that contradict each other are *SetError values naming the
// path and the field's type.
func TestSetErrors(t *testing.T) {
	t.Parallel()
	kinds := load(t, userschema.Source{ProtoPath: []string{"testdata"}, Files: []string{"kinds.proto", "legacy.proto"}})
	invoice := message(t, kinds, "fakemsg.test.legacy.Invoice")
	scalars := message(t, kinds, "fakemsg.test.kinds.Scalars")
	wkt := message(t, kinds, "fakemsg.test.kinds.Wkt")
	node := message(t, kinds, "fakemsg.test.kinds.Node")
	tests := []struct {
		md   protoreflect.MessageDescriptor
		sets []string
		want string
	}{
		{invoice, []string{"kind=3"}, `-set kind=3: fakemsg.test.legacy.Kind field fakemsg.test.legacy.Invoice.kind takes a value's name or number, not "3"`},
		{scalars, []string{"f=1e40"}, `-set f=1e40: float field fakemsg.test.kinds.Scalars.f takes a number, not "1e40"`},
		{scalars, []string{"u32=-1"}, `-set u32=-1: uint32 field fakemsg.test.kinds.Scalars.u32 takes an integer from 0 to 4294967295, not "-1"`},
		{scalars, []string{"i64=1.5"}, `-set i64=1.5: int64 field fakemsg.test.kinds.Scalars.i64 takes an integer from -9223372036854775808 to 9223372036854775807, not "1.5"`},
		{scalars, []string{"s=\xff"}, `-set s=` + "\xff" + `: string field fakemsg.test.kinds.Scalars.s takes UTF-8 text, not "\xff"`},
		{scalars, []string{"raw=base64:!!"}, `-set raw=base64:!!: bytes field fakemsg.test.kinds.Scalars.raw takes hex, or base64 after "base64:", not "base64:!!"`},
		{scalars, []string{"i32..x=1"}, `-set i32..x=1: i32 is a int32 field (fakemsg.test.kinds.Scalars.i32): there is no field inside it`},
		{wkt, []string{"any.type_url=x"}, `-set any.type_url=x: any is a google.protobuf.Any field (fakemsg.test.kinds.Wkt.any): set it whole, as proto3 JSON with "@type"`},
		{wkt, []string{"timeout=soon"}, `-set timeout=soon: google.protobuf.Duration field fakemsg.test.kinds.Wkt.timeout takes a duration in seconds with an s, not "soon"`},
		{node, []string{"left.name=a", "leaf=b"}, `-set leaf=b: leaf and left (-set left.name=a) are members of oneof fakemsg.test.kinds.Node.next, which holds one of them`},
		{node, []string{"children=x"}, `-set children=x: repeated fakemsg.test.kinds.Node field fakemsg.test.kinds.Node.children takes proto3 JSON (each element), not "x": syntax error (line 1:1): unexpected token "x"`},
	}
	for _, tt := range tests {
		var ss []fakemsg.Set
		for _, a := range tt.sets {
			s, err := fakemsg.ParseSet(a)
			if err != nil {
				t.Fatal(err)
			}
			ss = append(ss, s)
		}
		_, err := fakemsg.NewOverrides(tt.md, ss)
		var se *fakemsg.SetError
		if !errors.As(err, &se) || err.Error() != tt.want || se.Try == "" {
			t.Errorf("NewOverrides(%q):\n got %v\nwant %s (with a Try)", tt.sets, err, tt.want)
		}
	}
	// A later -set of the same path replaces the earlier; an enum of a
	// closed enum takes its declared numbers.
	s1, _ := fakemsg.ParseSet("kind=KIND_A")
	s2, _ := fakemsg.ParseSet("kind=2")
	o, err := fakemsg.NewOverrides(invoice, []fakemsg.Set{s1, s2})
	if err != nil {
		t.Fatal(err)
	}
	opt := fakemsg.DefaultOptions(1)
	opt.Overrides = o
	if got := get(generate(invoice, opt, 1)[0].ProtoReflect(), "kind").Enum(); got != 2 {
		t.Errorf("kind = %d, want the later -set's 2", got)
	}
}

// TestSetOtherType: overrides made for one message type leave the
// messages of another alone.
func TestSetOtherType(t *testing.T) {
	t.Parallel()
	s := shop(t)
	order, category := message(t, s, "acme.shop.v1.Order"), message(t, s, "acme.shop.v1.Category")
	set, _ := fakemsg.ParseSet("name=x")
	if _, err := fakemsg.NewOverrides(order, []fakemsg.Set{set}); err == nil {
		t.Fatal("Order has no name, but the override was taken")
	}
	o, err := fakemsg.NewOverrides(category, []fakemsg.Set{set})
	if err != nil {
		t.Fatal(err)
	}
	opt := fakemsg.DefaultOptions(1)
	plain := generate(order, opt, 3)
	opt.Overrides = o
	with := generate(order, opt, 3)
	for i := range plain {
		if !proto.Equal(plain[i], with[i]) {
			t.Errorf("order %d changed under a Category override", i)
		}
	}
}
