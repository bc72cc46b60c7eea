package wirejson_test

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"slices"
	"sync/atomic"
	"testing"

	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/codec/jsoncodec"
	"github.com/polywire/polywire/dataset"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	inventoryv1 "github.com/polywire/polywire/gen/polywire/inventory/v1"
	"github.com/polywire/polywire/internal/fakemsg"
	"github.com/polywire/polywire/internal/userschema"
	"github.com/polywire/polywire/internal/wirejson"
)

// reference is the gateway's ordinary path: decode the bytes into a
// dynamic message, marshal it with the JSON codec.
func reference(md protoreflect.MessageDescriptor, wire []byte) ([]byte, error) {
	m := dynamicpb.NewMessage(md)
	if err := proto.Unmarshal(wire, m); err != nil {
		return nil, err
	}
	return jsoncodec.Codec{}.Marshal(nil, m)
}

// check compares the transcoder with the reference on wire; it reports
// whether the transcoder declined.
func check(t testing.TB, md protoreflect.MessageDescriptor, wire []byte) (declined bool) {
	t.Helper()
	prefix := []byte("prefix")
	got, err := wirejson.For(md).Append(prefix, wire)
	want, werr := reference(md, wire)
	if err != nil {
		if !errors.Is(err, wirejson.ErrDeclined) {
			t.Fatalf("%s: error %v is not ErrDeclined", md.FullName(), err)
		}
		if !bytes.Equal(got, prefix) {
			t.Fatalf("%s: declined but changed dst", md.FullName())
		}
		return true
	}
	if werr != nil {
		t.Fatalf("%s: transcoded %q where the reference fails: %v (wire %x)", md.FullName(), got, werr, wire)
	}
	if !bytes.Equal(got[len(prefix):], want) {
		t.Fatalf("%s: differs from the reference (wire %x)\n got %s\nwant %s", md.FullName(), wire, got[len(prefix):], want)
	}
	return false
}

func marshal(t testing.TB, m proto.Message) []byte {
	t.Helper()
	b, err := proto.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func load(t testing.TB, src userschema.Source) *userschema.Schema {
	t.Helper()
	s, err := userschema.Load(context.Background(), src)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestSeed: the seed messages (the bank account of 10,001 transactions,
// people, documents, articles) transcode without a fallback, byte for
// byte as the reference.
func TestSeed(t *testing.T) {
	t.Parallel()
	bank := dataset.GenerateBank(dataset.DefaultSeed)
	corpus := dataset.GenerateCorpus(dataset.DefaultSeed, 20)
	msgs := []proto.Message{bank, bank.Accounts[1], dataset.Document(), dataset.GeneratePeople(500)}
	for _, d := range dataset.GenerateDocuments(dataset.DefaultSeed, 20) {
		msgs = append(msgs, d)
	}
	for _, s := range corpus {
		msgs = append(msgs, s)
	}
	for n := range 5 {
		msgs = append(msgs, dataset.Article(corpus, n+1, func(k int) int { return k / 2 }))
	}
	for _, m := range msgs {
		if check(t, m.ProtoReflect().Descriptor(), marshal(t, m)) {
			t.Errorf("%s: declined", m.ProtoReflect().Descriptor().FullName())
		}
	}
}

// TestRandom: messages fakemsg fills for every shape (maps, oneofs,
// well-known types, proto2, editions, OTLP, inventory).
func TestRandom(t *testing.T) {
	t.Parallel()
	kinds := load(t, userschema.Source{ProtoPath: []string{"../fakemsg/testdata"}, Files: []string{"kinds.proto", "legacy.proto", "editions.proto", "otlp.proto"}})
	otlp := load(t, userschema.Source{ProtoPath: []string{"../../testdata/otlp"}, Files: []string{"opentelemetry/proto/collector/trace/v1/trace_service.proto"}})
	for _, tc := range []struct {
		s    *userschema.Schema
		name string
		// mayDecline: the type has a field the transcoder leaves to the
		// ordinary path (Any, groups, required fields).
		mayDecline bool
	}{
		{kinds, "fakemsg.test.kinds.Everything", true},
		{kinds, "fakemsg.test.kinds.Scalars", false},
		{kinds, "fakemsg.test.kinds.Wkt", true},
		{kinds, "fakemsg.test.kinds.Maps", false},
		{kinds, "fakemsg.test.kinds.Node", false},
		{kinds, "fakemsg.test.legacy.Invoice", true},
		{kinds, "fakemsg.test.legacy.Employee", true},
		{kinds, "fakemsg.test.editions.Reading", true},
		{otlp, "opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest", false},
		{nil, string((&inventoryv1.ListProductsResponse{}).ProtoReflect().Descriptor().FullName()), false},
		{nil, string((&bankv1.Account{}).ProtoReflect().Descriptor().FullName()), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var md protoreflect.MessageDescriptor
			if tc.s == nil {
				switch tc.name {
				case "polywire.inventory.v1.ListProductsResponse":
					md = (&inventoryv1.ListProductsResponse{}).ProtoReflect().Descriptor()
				default:
					md = (&bankv1.Account{}).ProtoReflect().Descriptor()
				}
			} else {
				var err error
				if md, err = tc.s.Message(tc.name); err != nil {
					t.Fatal(err)
				}
			}
			declined := 0
			for seed := range uint64(30) {
				opt := fakemsg.DefaultOptions(seed)
				opt.Repeated = fakemsg.Range{Min: int(seed % 4), Max: int(seed%4) + 2}
				m := fakemsg.New(opt).Message(md)
				if check(t, md, numberOrder(md, marshal(t, m))) {
					declined++
				}
			}
			if declined > 0 && !tc.mayDecline {
				t.Errorf("declined %d of 30", declined)
			}
			t.Logf("declined %d of 30", declined)
		})
	}
}

// TestFallbacks: the inputs the transcoder must leave to the ordinary
// path, each declined (and the ordinary path's result differs from a
// naive one-pass write, or is an error).
func TestFallbacks(t *testing.T) {
	t.Parallel()
	md := (&bankv1.Account{}).ProtoReflect().Descriptor()
	tx := func(fields ...[]byte) []byte {
		b := protowire.AppendTag(nil, 9, protowire.BytesType)
		return protowire.AppendBytes(b, bytes.Join(fields, nil))
	}
	str := func(num protowire.Number, s string) []byte {
		b := protowire.AppendTag(nil, num, protowire.BytesType)
		return protowire.AppendString(b, s)
	}
	vint := func(num protowire.Number, v uint64) []byte {
		b := protowire.AppendTag(nil, num, protowire.VarintType)
		return protowire.AppendVarint(b, v)
	}
	for _, tc := range []struct {
		name string
		wire []byte
	}{
		{"singular twice", bytes.Join([][]byte{str(2, "a"), str(2, "b")}, nil)},
		{"out of order", bytes.Join([][]byte{str(5, "iban"), str(2, "name")}, nil)},
		{"repeated interleaved", bytes.Join([][]byte{tx(vint(1, 1)), str(8, "x"), tx(vint(1, 2))}, nil)},
		{"repeated split", bytes.Join([][]byte{tx(vint(1, 1)), vint(1, 4), tx(vint(1, 2))}, nil)},
		{"invalid UTF-8", str(2, "\xff")},
		{"truncated", str(2, "abc")[:3]},
		{"wrong wire type", vint(2, 1)},
		{"bad tag", []byte{0x80}},
		{"field 0", []byte{0x00, 0x00}},
		{"nested duplicate", tx(vint(1, 1), vint(1, 2))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if !check(t, md, tc.wire) {
				t.Errorf("not declined")
			}
		})
	}
}

// TestShapes: hand-written wire for the corners of the mapping, compared
// with the reference.
func TestShapes(t *testing.T) {
	t.Parallel()
	kinds := load(t, userschema.Source{ProtoPath: []string{"../fakemsg/testdata"}, Files: []string{"kinds.proto"}})
	scalars, err := kinds.Message("fakemsg.test.kinds.Scalars")
	if err != nil {
		t.Fatal(err)
	}
	fields := scalars.Fields()
	var cases [][]byte
	for i := range fields.Len() {
		fd := fields.Get(i)
		for _, v := range []uint64{0, 1, 1 << 31, 1<<32 + 5, 1<<63 + 1, 0x7ff8000000000001, 0x8000000000000000, 0x7f800000, 0xff800000, 0x80000000} {
			var b []byte
			switch fd.Kind() {
			case protoreflect.StringKind, protoreflect.BytesKind, protoreflect.MessageKind, protoreflect.GroupKind:
				continue
			case protoreflect.FloatKind, protoreflect.Fixed32Kind, protoreflect.Sfixed32Kind:
				b = protowire.AppendFixed32(protowire.AppendTag(nil, fd.Number(), protowire.Fixed32Type), uint32(v))
			case protoreflect.DoubleKind, protoreflect.Fixed64Kind, protoreflect.Sfixed64Kind:
				b = protowire.AppendFixed64(protowire.AppendTag(nil, fd.Number(), protowire.Fixed64Type), v)
			default:
				b = protowire.AppendVarint(protowire.AppendTag(nil, fd.Number(), protowire.VarintType), v)
			}
			cases = append(cases, b)
		}
	}
	for _, c := range cases {
		check(t, scalars, c)
	}
}

// declines counts FuzzWireJSON's fallbacks, to see that the fuzzer reaches
// both paths.
var declines atomic.Int64

// FuzzWireJSON: for arbitrary bytes, either the transcoder declines, or
// it writes exactly what the ordinary path writes (and the ordinary path
// does not fail).
func FuzzWireJSON(f *testing.F) {
	kinds := load(f, userschema.Source{ProtoPath: []string{"../fakemsg/testdata"}, Files: []string{"kinds.proto", "otlp.proto"}})
	var mds []protoreflect.MessageDescriptor
	for _, name := range []string{"fakemsg.test.kinds.Everything", "fakemsg.test.kinds.Maps", "fakemsg.test.kinds.Wkt", "fakemsg.test.kinds.Scalars"} {
		md, err := kinds.Message(name)
		if err != nil {
			f.Fatal(err)
		}
		mds = append(mds, md)
	}
	mds = append(mds, (&bankv1.Account{}).ProtoReflect().Descriptor(), (&inventoryv1.ListProductsResponse{}).ProtoReflect().Descriptor())
	for i, md := range mds {
		for seed := range uint64(3) {
			opt := fakemsg.DefaultOptions(seed)
			opt.Repeated = fakemsg.Range{Min: 0, Max: 2}
			f.Add(uint8(i), numberOrder(md, marshal(f, fakemsg.New(opt).Message(md))))
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, wire []byte) {
		if check(t, mds[int(which)%len(mds)], wire) {
			declines.Add(1)
		}
	})
}

// numberOrder re-encodes wire with fields in field-number order at every
// level, as generated encoders (Go, C++, Java) write them; dynamicpb's
// encoder writes them in an arbitrary order.
func numberOrder(md protoreflect.MessageDescriptor, wire []byte) []byte {
	type field struct {
		num protowire.Number
		raw []byte
	}
	var fs []field
	for len(wire) > 0 {
		num, typ, n := protowire.ConsumeTag(wire)
		m := protowire.ConsumeFieldValue(num, typ, wire[n:])
		raw := wire[:n+m]
		if fd := md.Fields().ByNumber(num); fd != nil && typ == protowire.BytesType && fd.Message() != nil {
			v, _ := protowire.ConsumeBytes(wire[n:])
			b := protowire.AppendTag(nil, num, typ)
			raw = protowire.AppendBytes(b, numberOrder(fd.Message(), v))
		}
		fs = append(fs, field{num, raw})
		wire = wire[n+m:]
	}
	slices.SortStableFunc(fs, func(a, b field) int { return cmp.Compare(a.num, b.num) })
	var out []byte
	for _, f := range fs {
		out = append(out, f.raw...)
	}
	return out
}

// BenchmarkWireJSON: account 2 (10,001 transactions) from its Protobuf
// bytes to JSON: directly, and by decoding into a dynamic message and
// marshaling it (the gateway's path before wirejson).
func BenchmarkWireJSON(b *testing.B) {
	acct := dataset.GenerateBank(dataset.DefaultSeed).Accounts[1]
	wire := marshal(b, acct)
	md := acct.ProtoReflect().Descriptor()
	out, err := reference(md, wire)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("direct", func(b *testing.B) {
		tr := wirejson.For(md)
		dst := make([]byte, 0, len(out))
		b.SetBytes(int64(len(out)))
		b.ReportAllocs()
		for b.Loop() {
			if _, err := tr.Append(dst, wire); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("decode+protojson", func(b *testing.B) {
		b.SetBytes(int64(len(out)))
		b.ReportAllocs()
		for b.Loop() {
			if _, err := reference(md, wire); err != nil {
				b.Fatal(err)
			}
		}
	})
}
