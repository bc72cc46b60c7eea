package fakemsg_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/descriptorpb"

	"github.com/brianvoe/gofakeit/v7"

	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/internal/fakemsg"
	"github.com/polywire/polywire/internal/userschema"
)

var (
	uuidRE  = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)
	emailRE = regexp.MustCompile(`^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$`)
	skuRE   = regexp.MustCompile(`^[A-Z]{3}-[0-9]{5}$`)
	isoRE   = regexp.MustCompile(`^[A-Z]{3}$`)
)

func load(t testing.TB, src userschema.Source) *userschema.Schema {
	t.Helper()
	s, err := userschema.Load(context.Background(), src)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func shop(t testing.TB) *userschema.Schema {
	return load(t, userschema.Source{ProtoPath: []string{"../../testdata/yourschema"}, Files: []string{"acme/shop/v1/shop.proto"}})
}

func message(t testing.TB, s *userschema.Schema, name string) protoreflect.MessageDescriptor {
	t.Helper()
	md, err := s.Message(name)
	if err != nil {
		t.Fatal(err)
	}
	return md
}

// generate fills n messages of md.
func generate(md protoreflect.MessageDescriptor, opt fakemsg.Options, n int) []proto.Message {
	g := fakemsg.New(opt)
	out := make([]proto.Message, n)
	for i := range out {
		out[i] = g.Message(md)
	}
	return out
}

// descriptorSet is protobuf's own descriptor.proto as a user's schema
// (proto2, deep nesting, recursion, defaults) read from a descriptor set.
func descriptorSet(t testing.TB) *userschema.Schema {
	t.Helper()
	set := &descriptorpb.FileDescriptorSet{File: []*descriptorpb.FileDescriptorProto{protodesc.ToFileDescriptorProto(descriptorpb.File_google_protobuf_descriptor_proto)}}
	raw, err := proto.Marshal(set)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "set.binpb")
	if err := os.WriteFile(path, raw, 0o644); err != nil {
		t.Fatal(err)
	}
	return load(t, userschema.Source{DescriptorSet: path})
}

// TestOrdersLookReal: values fit their field names and types, every
// optional part of the schema is exercised, and the flags' ranges hold.
func TestOrdersLookReal(t *testing.T) {
	t.Parallel()
	s := shop(t)
	md := message(t, s, "acme.shop.v1.Order")
	opt := fakemsg.DefaultOptions(7)
	opt.Repeated = fakemsg.Range{Min: 2, Max: 3}
	msgs := generate(md, opt, 60)
	f := md.Fields()
	get := func(m proto.Message, name string) protoreflect.Value {
		return m.ProtoReflect().Get(f.ByName(protoreflect.Name(name)))
	}
	has := func(m proto.Message, name string) bool {
		return m.ProtoReflect().Has(f.ByName(protoreflect.Name(name)))
	}
	now := time.Now()
	seen := map[string]int{}
	for i, m := range msgs {
		if id := get(m, "id").String(); !uuidRE.MatchString(id) {
			t.Errorf("order %d: id %q is not a UUID", i, id)
		}
		if e := get(m, "customer_email").String(); !emailRE.MatchString(e) {
			t.Errorf("order %d: customer_email %q is not an email", i, e)
		}
		ts := get(m, "created_at").Message()
		at := time.Unix(ts.Get(ts.Descriptor().Fields().ByName("seconds")).Int(), 0)
		if at.Before(now.AddDate(-6, 0, 0)) || at.After(now.Add(24*time.Hour)) {
			t.Errorf("order %d: created_at %v is not recent", i, at)
		}
		status := get(m, "status").Enum()
		if status == 0 || md.Fields().ByName("status").Enum().Values().ByNumber(status) == nil {
			t.Errorf("order %d: status %d is zero or undeclared", i, status)
		}
		items := get(m, "items").List()
		if items.Len() < 2 || items.Len() > 3 {
			t.Errorf("order %d: %d items, want 2..3", i, items.Len())
		}
		for j := range items.Len() {
			it := items.Get(j).Message()
			itf := it.Descriptor().Fields()
			if sku := it.Get(itf.ByName("sku")).String(); !skuRE.MatchString(sku) {
				t.Errorf("order %d item %d: sku %q", i, j, sku)
			}
			if q := it.Get(itf.ByName("quantity")).Uint(); q < 1 || q > 10 {
				t.Errorf("order %d item %d: quantity %d", i, j, q)
			}
			price := it.Get(itf.ByName("price")).Message()
			pf := price.Descriptor().Fields()
			if c := price.Get(pf.ByName("currency")).String(); !isoRE.MatchString(c) {
				t.Errorf("order %d item %d: currency %q", i, j, c)
			}
			if u := price.Get(pf.ByName("units")).Int(); u < 1 || u > 500 {
				t.Errorf("order %d item %d: price units %d", i, j, u)
			}
			if n := price.Get(pf.ByName("nanos")).Int(); n%10_000_000 != 0 {
				t.Errorf("order %d item %d: price nanos %d are not cents", i, j, n)
			}
			if it.Has(itf.ByName("discount")) {
				seen["discount"]++
			}
		}
		if n := get(m, "labels").Map().Len(); n >= 2 && n <= 3 {
			seen["labels"]++
		}
		if has(m, "refunds") {
			seen["refunds"]++
		}
		if oo := m.ProtoReflect().WhichOneof(md.Oneofs().ByName("payment")); oo != nil {
			seen[string(oo.Name())]++
		}
		if has(m, "note") {
			seen["note"]++
		}
		if has(m, "card") {
			card := get(m, "card").Message()
			if l4 := card.Get(card.Descriptor().Fields().ByName("last4")).String(); len(l4) != 4 || strings.Trim(l4, "0123456789") != "" {
				t.Errorf("order %d: card last4 %q", i, l4)
			}
		}
	}
	for _, k := range []string{"labels", "refunds", "card", "voucher", "note", "discount"} {
		if seen[k] == 0 {
			t.Errorf("%s is never set in %d orders", k, len(msgs))
		}
	}
	// optional fields are set about four times in five: not always.
	if seen["note"] == len(msgs) {
		t.Errorf("the optional note is set in every order")
	}
}

// TestReproducible: the same seed and options give the same bytes, in
// every sample file format; another seed gives others.
func TestReproducible(t *testing.T) {
	t.Parallel()
	md := message(t, shop(t), "acme.shop.v1.Order")
	write := func(seed uint64, format string) []byte {
		var b bytes.Buffer
		if err := userschema.WriteSamples(&b, format, generate(md, fakemsg.DefaultOptions(seed), 20)); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	for _, format := range []string{userschema.FormatJSONLines, userschema.FormatJSONArray, userschema.FormatDelimited} {
		a, b, c := write(1, format), write(1, format), write(2, format)
		if !bytes.Equal(a, b) {
			t.Errorf("%s: seed 1 wrote different bytes twice", format)
		}
		if bytes.Equal(a, c) {
			t.Errorf("%s: seeds 1 and 2 wrote the same bytes", format)
		}
	}
}

// TestFilesReadBack: every sample written in each file format reads back
// with userschema.ReadSamples and equals what was written.
func TestFilesReadBack(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, tt := range []struct {
		name   string
		schema *userschema.Schema
		msg    string
		opt    fakemsg.Options
		n      int
	}{
		{"order", shop(t), "acme.shop.v1.Order", fakemsg.DefaultOptions(3), 8},
		{"descriptor_set", descriptorSet(t), "google.protobuf.FileDescriptorSet", smallOptions(3), 8},
		// Lines far longer than the reader's buffer (hundreds of KiB;
		// the default -repeated makes them megabytes, since -depth counts
		// recursion).
		{"descriptor_set_large", descriptorSet(t), "google.protobuf.FileDescriptorSet", mediumOptions(3), 2},
	} {
		md := message(t, tt.schema, tt.msg)
		msgs := generate(md, tt.opt, tt.n)
		for _, ext := range []string{".jsonl", ".json", ".binpb"} {
			path := filepath.Join(dir, tt.name+ext)
			format, err := userschema.SampleFormat(path)
			if err != nil {
				t.Fatal(err)
			}
			f, err := os.Create(path)
			if err != nil {
				t.Fatal(err)
			}
			if err := userschema.WriteSamples(f, format, msgs); err != nil {
				t.Fatal(err)
			}
			if err := f.Close(); err != nil {
				t.Fatal(err)
			}
			back, err := tt.schema.ReadSamples(path, md, userschema.SampleOptions{})
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			if len(back.Messages) != len(msgs) {
				t.Fatalf("%s: read %d samples, wrote %d", path, len(back.Messages), len(msgs))
			}
			for i := range msgs {
				if !proto.Equal(msgs[i], back.Messages[i]) {
					t.Errorf("%s: sample %d differs at %s", path, i+1, codec.Diff(msgs[i].ProtoReflect(), back.Messages[i].ProtoReflect()))
				}
			}
		}
	}
	if _, err := userschema.SampleFormat("orders.yaml"); err == nil || !strings.Contains(err.Error(), `unknown extension ".yaml"`) {
		t.Errorf("SampleFormat(orders.yaml) = %v", err)
	}
}

// smallOptions keep descriptor.proto's deep tree small.
func mediumOptions(seed uint64) fakemsg.Options {
	opt := fakemsg.DefaultOptions(seed)
	opt.Repeated = fakemsg.Range{Min: 2, Max: 3}
	return opt
}

func smallOptions(seed uint64) fakemsg.Options {
	opt := fakemsg.DefaultOptions(seed)
	opt.Repeated = fakemsg.Range{Min: 1, Max: 2}
	return opt
}

// TestEveryFormatCarries: generated samples round-trip through every
// format by value, FlatBuffers included (maps, oneofs, optional fields).
func TestEveryFormatCarries(t *testing.T) {
	t.Parallel()
	sh, ds := shop(t), descriptorSet(t)
	cases := []struct {
		name string
		md   protoreflect.MessageDescriptor
		opt  fakemsg.Options
	}{
		{"order", message(t, sh, "acme.shop.v1.Order"), fakemsg.DefaultOptions(11)},
		{"category", message(t, sh, "acme.shop.v1.Category"), fakemsg.DefaultOptions(11)},
		{"descriptor_set", message(t, ds, "google.protobuf.FileDescriptorSet"), smallOptions(11)},
	}
	for _, c := range cases {
		msgs := generate(c.md, c.opt, 6)
		for _, cd := range formats.Registry().Codecs() {
			if err := codec.Carry(cd, msgs); err != nil {
				t.Errorf("%s: %v", c.name, err)
			}
		}
	}
}

// depth is how many levels of Category m nests (m itself is 1).
func depth(m protoreflect.Message) int {
	d := 0
	l := m.Get(m.Descriptor().Fields().ByName("children")).List()
	for i := range l.Len() {
		d = max(d, depth(l.Get(i).Message()))
	}
	return d + 1
}

// TestDepthBoundsRecursion: a recursive Category nests exactly -depth
// levels (with at least one child per level), never more.
func TestDepthBoundsRecursion(t *testing.T) {
	t.Parallel()
	md := message(t, shop(t), "acme.shop.v1.Category")
	for _, d := range []int{1, 2, 3, 5} {
		opt := fakemsg.DefaultOptions(5)
		opt.Depth = d
		opt.Repeated = fakemsg.Range{Min: 1, Max: 2}
		for i, m := range generate(md, opt, 5) {
			if got := depth(m.ProtoReflect()); got != d {
				t.Errorf("depth %d: category %d nests %d levels", d, i, got)
			}
		}
	}
}

// TestRobust: every field kind, every well-known type, every map key kind,
// recursion through maps and oneofs, proto2 required fields (always set),
// editions features — filled without a panic, read back from JSON Lines,
// and carried by every format that can.
func TestRobust(t *testing.T) {
	t.Parallel()
	s := load(t, userschema.Source{ProtoPath: []string{"testdata"}, Files: []string{"kinds.proto", "legacy.proto", "editions.proto"}})
	dir := t.TempDir()
	for _, tt := range []struct {
		msg     string
		hasMaps bool
	}{
		{"fakemsg.test.kinds.Everything", true},
		{"fakemsg.test.kinds.Scalars", false},
		{"fakemsg.test.kinds.Wkt", true}, // Struct is a map
		{"fakemsg.test.kinds.Node", true},
		{"fakemsg.test.legacy.Invoice", false},
		{"fakemsg.test.legacy.Employee", false},
		{"fakemsg.test.editions.Reading", false},
	} {
		t.Run(tt.msg, func(t *testing.T) {
			t.Parallel()
			md := message(t, s, tt.msg)
			for _, repeated := range []fakemsg.Range{{Min: 0, Max: 0}, {Min: 1, Max: 3}} {
				opt := fakemsg.DefaultOptions(9)
				opt.Repeated = repeated
				msgs := generate(md, opt, 10)
				for i, m := range msgs {
					if err := proto.CheckInitialized(m); err != nil {
						t.Errorf("sample %d: %v", i+1, err)
					}
				}
				path := filepath.Join(dir, string(md.Name())+repeated.String()+".jsonl")
				f, err := os.Create(path)
				if err != nil {
					t.Fatal(err)
				}
				if err := userschema.WriteSamples(f, userschema.FormatJSONLines, msgs); err != nil {
					t.Fatal(err)
				}
				f.Close()
				back, err := s.ReadSamples(path, md, userschema.SampleOptions{})
				if err != nil {
					t.Fatal(err)
				}
				for i := range msgs {
					if !proto.Equal(msgs[i], back.Messages[i]) {
						t.Errorf("sample %d differs at %s", i+1, codec.Diff(msgs[i].ProtoReflect(), back.Messages[i].ProtoReflect()))
					}
				}
				for _, cd := range formats.Registry().Codecs() {
					err := codec.Carry(cd, msgs)
					if cd.Name() == "flatbuffers" && tt.hasMaps {
						continue
					}
					if err != nil {
						t.Errorf("%v", err)
					}
				}
			}
		})
	}
	// A message that requires itself cannot be initialized; the filler
	// still stops.
	loop := fakemsg.New(fakemsg.DefaultOptions(1)).Message(message(t, s, "fakemsg.test.legacy.Loop"))
	if proto.CheckInitialized(loop) == nil {
		t.Errorf("an endless chain of required messages is initialized?")
	}
}

// TestScalarsByName: the kind-specific rules (ids count, coordinates stay
// on the globe, a bytes uuid is 16 bytes, an enum with only zero is zero).
func TestScalarsByName(t *testing.T) {
	t.Parallel()
	s := load(t, userschema.Source{ProtoPath: []string{"testdata"}, Files: []string{"kinds.proto"}})
	md := message(t, s, "fakemsg.test.kinds.Scalars")
	f := md.Fields()
	for i, m := range generate(md, fakemsg.DefaultOptions(4), 20) {
		r := m.ProtoReflect()
		if id := r.Get(f.ByName("id")).Uint(); id != uint64(i+1) {
			t.Errorf("sample %d: id %d, want the counter %d", i, id, i+1)
		}
		if lat := r.Get(f.ByName("latitude")).Float(); lat < -90 || lat > 90 {
			t.Errorf("sample %d: latitude %v", i, lat)
		}
		if lon := r.Get(f.ByName("longitude")).Float(); lon < -180 || lon > 180 {
			t.Errorf("sample %d: longitude %v", i, lon)
		}
		if u := r.Get(f.ByName("uuid")).Bytes(); len(u) != 16 {
			t.Errorf("sample %d: uuid bytes %d long", i, len(u))
		}
		if n := len(r.Get(f.ByName("raw")).Bytes()); n < fakemsg.DefaultBytesLen.Min || n > fakemsg.DefaultBytesLen.Max {
			t.Errorf("sample %d: raw bytes %d long", i, n)
		}
		if n := len(r.Get(f.ByName("s")).String()); n > fakemsg.DefaultStringLen.Max || n < fakemsg.DefaultStringLen.Min-1 {
			t.Errorf("sample %d: string %q is %d long", i, r.Get(f.ByName("s")).String(), n)
		}
		if ms := r.Get(f.ByName("created_at_ms")).Int(); time.UnixMilli(ms).Before(time.Now().AddDate(-6, 0, 0)) {
			t.Errorf("sample %d: created_at_ms %d is not a recent time in milliseconds", i, ms)
		}
		if r.Get(f.ByName("color")).Enum() == 0 || r.Get(f.ByName("only")).Enum() != 0 {
			t.Errorf("sample %d: enums %v %v", i, r.Get(f.ByName("color")), r.Get(f.ByName("only")))
		}
	}
}

func TestParseRange(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]fakemsg.Range{"1..5": {1, 5}, "3": {3, 3}, "0 .. 2": {0, 2}} {
		if got, err := fakemsg.ParseRange(in); err != nil || got != want {
			t.Errorf("ParseRange(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "x", "5..1", "-1..2", "1..", "1...3"} {
		if _, err := fakemsg.ParseRange(in); err == nil {
			t.Errorf("ParseRange(%q) succeeded", in)
		}
	}
}

// TestOTLPConventions: data an OpenTelemetry collector would accept —
// trace ids of 16 bytes and span ids of 8, *_unix_nano times in
// nanoseconds near Now with the end a few seconds at most after the start,
// whole words in text, and -depth counting recursion, so the attributes'
// AnyValue → KeyValueList → KeyValue → AnyValue nests (every kvlist_value
// was {} when it counted total nesting).
func TestOTLPConventions(t *testing.T) {
	t.Parallel()
	s := load(t, userschema.Source{ProtoPath: []string{"testdata"}, Files: []string{"otlp.proto"}})
	span := message(t, s, "fakemsg.test.otlp.Span")
	opt := fakemsg.DefaultOptions(3)
	opt.StringLen = fakemsg.Range{Min: 6, Max: 14}
	vocab := map[string]bool{}
	words := gofakeit.New(1)
	for range 200_000 {
		vocab[strings.ToLower(words.Word())] = true
	}
	f := span.Fields()
	nonEmptyKV := 0
	for i, m := range generate(span, opt, 200) {
		r := m.ProtoReflect()
		for name, want := range map[string]int{"trace_id": 16, "span_id": 8, "parent_span_id": 8} {
			if n := len(r.Get(f.ByName(protoreflect.Name(name))).Bytes()); n != want {
				t.Fatalf("span %d: %s is %d bytes, want %d", i, name, n, want)
			}
		}
		start, end := r.Get(f.ByName("start_time_unix_nano")).Uint(), r.Get(f.ByName("end_time_unix_nano")).Uint()
		st := time.Unix(0, int64(start))
		if st.After(fakemsg.DefaultNow) || st.Before(fakemsg.DefaultNow.AddDate(-3, 0, -1)) {
			t.Fatalf("span %d: start_time_unix_nano %d is %v, not a recent time in nanoseconds", i, start, st)
		}
		if start%uint64(time.Millisecond) != 0 {
			// Drawn in whole milliseconds; a float64 on the way used to
			// round 19 digits to …476999936.
			t.Fatalf("span %d: start_time_unix_nano %d is not the whole millisecond drawn", i, start)
		}
		if end <= start || end-start > uint64(10*time.Second) {
			t.Fatalf("span %d: end %d is not within 10 s after start %d", i, end, start)
		}
		text := r.Get(f.ByName("xyzzy")).String()
		if len(text) < opt.StringLen.Min || len(text) > opt.StringLen.Max {
			t.Errorf("span %d: %q is %d bytes, want %v", i, text, len(text), opt.StringLen)
		}
		for _, w := range strings.Fields(text) {
			if !vocab[w] {
				t.Errorf("span %d: %q holds %q, not a whole word", i, text, w)
			}
		}
		nonEmptyKV += countNonEmptyKVLists(r)
	}
	if nonEmptyKV == 0 {
		t.Error("no kvlist_value holds a value: -depth stops the recursion at once")
	}
}

// countNonEmptyKVLists counts the kvlist_value fields below m that hold
// at least one key/value.
func countNonEmptyKVLists(m protoreflect.Message) int {
	n := 0
	m.Range(func(fd protoreflect.FieldDescriptor, v protoreflect.Value) bool {
		switch {
		case fd.Name() == "kvlist_value":
			if v.Message().Get(fd.Message().Fields().ByName("values")).List().Len() > 0 {
				n++
			}
			n += countNonEmptyKVLists(v.Message())
		case fd.IsList() && fd.Message() != nil:
			for i := range v.List().Len() {
				n += countNonEmptyKVLists(v.List().Get(i).Message())
			}
		case fd.Message() != nil && !fd.IsMap():
			n += countNonEmptyKVLists(v.Message())
		}
		return true
	})
	return n
}

// TestIntervalKinds: start/end pairs of every numeric kind and of
// Timestamps come out ordered, end within 10 s of start in their unit.
func TestIntervalKinds(t *testing.T) {
	t.Parallel()
	s := load(t, userschema.Source{ProtoPath: []string{"testdata"}, Files: []string{"otlp.proto"}})
	md := message(t, s, "fakemsg.test.otlp.Intervals")
	f := md.Fields()
	for i, m := range generate(md, fakemsg.DefaultOptions(5), 100) {
		r := m.ProtoReflect()
		if a, b := r.Get(f.ByName("start_seconds")).Float(), r.Get(f.ByName("end_seconds")).Float(); b <= a || b-a > 10 {
			t.Errorf("%d: float seconds %v, %v", i, a, b)
		}
		if a, b := r.Get(f.ByName("started_at_ms")).Int(), r.Get(f.ByName("ended_at_ms")).Int(); b <= a || b-a > 10_000 {
			t.Errorf("%d: int64 ms %v, %v", i, a, b)
		}
		if a, b := r.Get(f.ByName("begin")).Message(), r.Get(f.ByName("finish")).Message(); !r.Has(f.ByName("begin")) || !r.Has(f.ByName("finish")) {
			t.Errorf("%d: Timestamps unset", i)
		} else {
			sa, sb := a.Get(a.Descriptor().Fields().ByName("seconds")).Int(), b.Get(b.Descriptor().Fields().ByName("seconds")).Int()
			if sb < sa || sb-sa > 10 {
				t.Errorf("%d: Timestamps %d, %d", i, sa, sb)
			}
		}
	}
}
