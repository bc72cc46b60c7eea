package flatcodec_test

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"unsafe"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"

	"github.com/polywire/polywire/codec/flatcodec"
	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/gen/fbs/docsfb"
	articlesv1 "github.com/polywire/polywire/gen/polywire/articles/v1"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	errorv1 "github.com/polywire/polywire/gen/polywire/error/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/internal/samplemsg"
)

// The tests below hold the generated fast path to the descriptor-driven
// reference: the same bytes for every message, and the same decision and
// the same message for every buffer.

var reference = flatcodec.Codec{Reference: true}

// polywireFiles are the schemas the fast path covers.
var polywireFiles = []protoreflect.FileDescriptor{
	articlesv1.File_polywire_articles_v1_articles_proto, bankv1.File_polywire_bank_v1_bank_proto,
	docsv1.File_polywire_docs_v1_docs_proto, errorv1.File_polywire_error_v1_error_proto,
	peoplev1.File_polywire_people_v1_people_proto,
}

// polywireTypes returns a new message of every type of polywire's schemas.
func polywireTypes(t testing.TB) []proto.Message {
	t.Helper()
	var out []proto.Message
	for _, fd := range polywireFiles {
		for i := range fd.Messages().Len() {
			mt, err := protoregistry.GlobalTypes.FindMessageByName(fd.Messages().Get(i).FullName())
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, mt.New().Interface())
		}
	}
	return out
}

// randomMessage fills a new m's type with random values: every field
// kind's extremes, empty and non-ASCII strings, present but empty
// messages, lists of zero to four elements.
func randomMessage(r *rand.Rand, m proto.Message) proto.Message {
	out := m.ProtoReflect().New()
	fill(r, out, 4)
	return out.Interface()
}

func fill(r *rand.Rand, m protoreflect.Message, depth int) {
	fields := m.Descriptor().Fields()
	for i := range fields.Len() {
		fd := fields.Get(i)
		if r.IntN(4) == 0 {
			continue // left at its default
		}
		switch {
		case fd.IsList():
			l := m.Mutable(fd).List()
			for range r.IntN(5) {
				if fd.Message() != nil {
					e := l.NewElement()
					if depth > 0 {
						fill(r, e.Message(), depth-1)
					}
					l.Append(e)
				} else {
					l.Append(randomScalar(r, fd))
				}
			}
		case fd.Message() != nil:
			if e := m.Mutable(fd).Message(); depth > 0 {
				fill(r, e, depth-1)
			}
		default:
			m.Set(fd, randomScalar(r, fd))
		}
	}
}

func randomScalar(r *rand.Rand, fd protoreflect.FieldDescriptor) protoreflect.Value {
	pick := func(vs ...uint64) uint64 {
		if r.IntN(3) == 0 {
			return r.Uint64()
		}
		return vs[r.IntN(len(vs))]
	}
	switch fd.Kind() {
	case protoreflect.BoolKind:
		return protoreflect.ValueOfBool(r.IntN(2) == 0)
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
		return protoreflect.ValueOfInt32(int32(pick(0, 1, math.MaxUint32, math.MaxInt32, 1<<31)))
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind:
		return protoreflect.ValueOfUint32(uint32(pick(0, 1, math.MaxUint32)))
	case protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		return protoreflect.ValueOfInt64(int64(pick(0, 1, math.MaxUint64, math.MaxInt64, 1<<63)))
	case protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		return protoreflect.ValueOfUint64(pick(0, 1, math.MaxUint64))
	case protoreflect.FloatKind:
		return protoreflect.ValueOfFloat32(math.Float32frombits(uint32(pick(0, 1<<31, 0x7fc00000, 0x7f800000, 0x3fc00000))))
	case protoreflect.DoubleKind:
		return protoreflect.ValueOfFloat64(math.Float64frombits(pick(0, 1<<63, 0x7ff8000000000001, 0x7ff0000000000000, 0xfff0000000000000, 0x3ff8000000000000)))
	case protoreflect.EnumKind:
		return protoreflect.ValueOfEnum(protoreflect.EnumNumber(int32(pick(0, 1, 2, math.MaxUint32, 1<<31))))
	case protoreflect.BytesKind:
		return protoreflect.ValueOfBytes([]byte(randomString(r)))
	default:
		return protoreflect.ValueOfString(randomString(r))
	}
}

func randomString(r *rand.Rand) string {
	switch r.IntN(6) {
	case 0:
		return ""
	case 1:
		return strings.Repeat("x", r.IntN(300))
	case 2:
		return "\x00 NUL inside"
	}
	var b strings.Builder
	for range r.IntN(40) {
		switch r.IntN(4) {
		case 0:
			b.WriteRune(rune(0x80 + r.IntN(0x10000-0x80)))
		case 1:
			b.WriteRune(rune(0x10000 + r.IntN(0x10ffff-0x10000)))
		default:
			b.WriteByte(byte(' ' + r.IntN(95)))
		}
	}
	return strings.ToValidUTF8(b.String(), "?")
}

// fastCases are the round-trip cases, the datasets and 20 random messages
// of every type of polywire's schemas.
func fastCases(t testing.TB) map[string]proto.Message {
	cases := roundTripCases()
	cases["documents_100"] = &docsv1.GetAllByLimitAndOffsetResponse{Documents: dataset.GenerateDocuments(dataset.DefaultSeed, 100)}
	corpus := dataset.GenerateCorpus(dataset.DefaultSeed, dataset.CorpusSize)
	cases["article_100"] = dataset.Article(corpus, 100, func(n int) int { return n / 2 })
	cases["nil_elements"] = &docsv1.Document{Goods: []*docsv1.Goods{nil, {Name: "n"}, nil}}
	cases["nil_root"] = (*docsv1.Document)(nil)
	cases["present_empty_children"] = &docsv1.Document{Department: &docsv1.Department{Employee: &docsv1.Employee{}}, Data: &docsv1.Data{}}
	cases["empty_strings_in_list"] = &peoplev1.Person{Mobile: []string{"", "", "x"}, Email: []string{""}}
	// A table with all its fields (Owner) whose vtable equals one written
	// for a table without some (an Employee without code): tableEndFull
	// must find it among those tableEnd wrote.
	cases["full_table_after_equal_partial"] = &docsv1.Document{
		Department: &docsv1.Department{Employee: &docsv1.Employee{Name: "n", Surname: "s"}},
		Owner:      &docsv1.Owner{Uuid: "u", Secret: "s"},
		Goods:      []*docsv1.Goods{{Name: "a", Code: "c"}, {Name: "a", Amount: 1, Code: "c"}, nil, {Name: "b", Amount: 2, Code: "d"}},
	}
	// Strings of every length up to 40, across the copy's cases.
	for n := range 41 {
		s := strings.Repeat("abcdefghij", 4)[:n]
		cases[fmt.Sprintf("string_length_%d", n)] = &docsv1.Address{Code: s, Country: s + "x", Street: "é" + s, Apartment: s}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for _, m := range polywireTypes(t) {
		for i := range 20 {
			cases[fmt.Sprintf("random_%s_%d", m.ProtoReflect().Descriptor().Name(), i)] = randomMessage(r, m)
		}
	}
	return cases
}

// TestFastPathCoversPolywire: every message type of polywire's schemas has
// generated code; others do not.
func TestFastPathCoversPolywire(t *testing.T) {
	t.Parallel()
	for _, m := range polywireTypes(t) {
		if !flatcodec.HasFastPath(m) {
			t.Errorf("%s has no generated code: run buf generate (protoc-gen-fastflat)", m.ProtoReflect().Descriptor().FullName())
		}
	}
	if m := dynamic(t, dataset.Document()); flatcodec.HasFastPath(m) {
		t.Error("a dynamic message takes the fast path")
	}
}

func TestFastEncodesLikeReference(t *testing.T) {
	t.Parallel()
	for name, m := range fastCases(t) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			want, err := reference.Marshal(nil, m)
			if err != nil {
				t.Fatal(err)
			}
			got, err := flatcodec.Codec{}.Marshal([]byte("prefix"), m)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got[len("prefix"):], want) {
				t.Fatalf("fast and reference encodings differ:\n got % x\nwant % x", got, want)
			}
		})
	}
}

// TestFastEncodesRandomLikeReference compares the encoders on many more
// random messages than fastCases has, so that tables with all their
// fields (whose vtables are constants of the generated code) and tables
// without some meet in one buffer in many orders.
func TestFastEncodesRandomLikeReference(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(3, 4))
	for _, m := range polywireTypes(t) {
		for range 300 {
			m := randomMessage(r, m)
			want, err := reference.Marshal(nil, m)
			if err != nil {
				t.Fatal(err)
			}
			got, err := flatcodec.Codec{}.Marshal(nil, m)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("fast and reference encodings of %v differ:\n got % x\nwant % x", m, got, want)
			}
		}
	}
}

// sameMessage fails unless got and want are equal, to the bit (NaN
// payloads, -0) and to the presence of empty messages.
func sameMessage(t *testing.T, got, want proto.Message) {
	t.Helper()
	if !proto.Equal(got, want) {
		t.Fatalf("decoded\n%v\nwant\n%v", got, want)
	}
	g, _ := proto.MarshalOptions{Deterministic: true}.Marshal(got)
	w, _ := proto.MarshalOptions{Deterministic: true}.Marshal(want)
	if !bytes.Equal(g, w) {
		t.Fatalf("decoded messages differ in their protobuf encoding:\n got % x\nwant % x", g, w)
	}
}

func TestFastDecodesLikeReference(t *testing.T) {
	t.Parallel()
	for name, m := range fastCases(t) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			b, err := reference.Marshal(nil, m)
			if err != nil {
				t.Fatal(err)
			}
			want := m.ProtoReflect().New().Interface()
			werr := reference.Unmarshal(b, want)
			if werr != nil {
				t.Fatal(werr)
			}
			for _, alias := range []bool{false, true} {
				got := m.ProtoReflect().New().Interface()
				handled, err := flatcodec.FastUnmarshal(flatcodec.Codec{}, b, got, alias)
				switch {
				case !handled:
					t.Fatalf("alias %v: not handled", alias)
				case (err == nil) != (werr == nil):
					t.Fatalf("alias %v: the fast decoder says %v, the reference %v", alias, err, werr)
				case err == nil:
					sameMessage(t, got, want)
				}
			}
		})
	}
}

// decisions compares the fast decoder's decision on b with the reference
// decoder's, for every type in msgs, and returns how many it accepted.
func decisions(t *testing.T, c flatcodec.Codec, b []byte, msgs []proto.Message) int {
	t.Helper()
	ref := c
	ref.Reference = true
	accepted := 0
	for _, m := range msgs {
		want := m.ProtoReflect().New().Interface()
		werr := ref.Unmarshal(b, want)
		for _, alias := range []bool{false, true} {
			got := m.ProtoReflect().New().Interface()
			handled, err := flatcodec.FastUnmarshal(c, b, got, alias)
			if !handled {
				t.Fatalf("%T: not handled", m)
			}
			switch {
			case (err == nil) != (werr == nil):
				t.Fatalf("%T, % x:\nfast decoder says %v, reference %v", m, b, err, werr)
			case err == nil:
				sameMessage(t, got, want)
			}
		}
		if werr == nil {
			accepted++
		}
		// Through Unmarshal, the errors are the reference's.
		err := c.Unmarshal(b, m.ProtoReflect().New().Interface())
		if fmt.Sprint(err) != fmt.Sprint(werr) {
			t.Fatalf("%T: Unmarshal says %v, the reference %v", m, err, werr)
		}
	}
	return accepted
}

// TestFastDecisions: on every prefix of valid buffers and on every buffer
// with one byte changed, read as every body type, the fast decoder
// accepts exactly what the reference accepts, with the same message.
func TestFastDecisions(t *testing.T) {
	t.Parallel()
	cases := samplemsg.All()
	r := rand.New(rand.NewPCG(3, 4))
	for _, m := range []proto.Message{&docsv1.Document{}, &peoplev1.People{}, &bankv1.AccountList{}} {
		for i := range 3 {
			cases[fmt.Sprintf("random_%s_%d", m.ProtoReflect().Descriptor().Name(), i)] = randomMessage(r, m)
		}
	}
	for name, m := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			b := marshal(t, m)
			// Truncated: most mutations are past the end. -short (make
			// check) mutates the first KiB: every header, vtable and
			// offset of the root and its first children, at a quarter of
			// the CPU.
			limit := 4096
			if testing.Short() {
				limit = 1024
			}
			if len(b) > limit {
				b = b[:limit]
			}
			msgs := samplemsg.Empty()
			accepted := 0
			for n := range len(b) + 1 {
				accepted += decisions(t, flatcodec.Codec{}, b[:n:n], msgs)
			}
			for i := range b {
				orig := b[i]
				for _, v := range []byte{0, 0xff, orig ^ 0x80, orig + 1, orig - 1, orig + 4} {
					b[i] = v
					accepted += decisions(t, flatcodec.Codec{}, b, msgs)
				}
				b[i] = orig
			}
			t.Logf("%d buffers accepted", accepted)
		})
	}
}

// TestFastLimits: the table limit and the copy budget decide alike on the
// amplified buffers, at and around their thresholds; a MaxDepth below a
// type's static depth sends it to the reference path, with its results.
func TestFastLimits(t *testing.T) {
	t.Parallel()
	people := []proto.Message{&peoplev1.People{}}
	b := amplified(20, 20, "n", true) // 421 tables
	for _, max := range []int{1, 2, 20, 21, 22, 420, 421, 422} {
		decisions(t, flatcodec.Codec{MaxTables: max}, b, people)
	}
	for _, b := range [][]byte{
		amplified(1000, 1000, "", false), amplified(1000, 1000, "", true), amplified(1000, 0, strings.Repeat("x", 64<<10), false),
		amplified(100, 0, strings.Repeat("x", 7), false), amplified(100, 0, strings.Repeat("x", 8), false),
	} {
		decisions(t, flatcodec.Codec{}, b, people)
	}
	doc := marshal(t, dataset.Document())
	for depth := 1; depth <= 4; depth++ {
		c := flatcodec.Codec{MaxDepth: depth}
		got, err := c.Marshal(nil, dataset.Document())
		want, werr := flatcodec.Codec{MaxDepth: depth, Reference: true}.Marshal(nil, dataset.Document())
		if fmt.Sprint(err) != fmt.Sprint(werr) || !bytes.Equal(got, want) {
			t.Fatalf("MaxDepth %d: Marshal gives %v, the reference %v", depth, err, werr)
		}
		var m docsv1.Document
		err = c.Unmarshal(doc, &m)
		werr = flatcodec.Codec{MaxDepth: depth, Reference: true}.Unmarshal(doc, &docsv1.Document{})
		if fmt.Sprint(err) != fmt.Sprint(werr) {
			t.Fatalf("MaxDepth %d: Unmarshal gives %v, the reference %v", depth, err, werr)
		}
	}
}

// stringsIn reports how many of the non-empty strings of m point into b.
func stringsIn(m proto.Message, b []byte) (in, all int) {
	lo, hi := uintptr(unsafe.Pointer(unsafe.SliceData(b))), uintptr(unsafe.Pointer(unsafe.SliceData(b)))+uintptr(len(b))
	var walk func(protoreflect.Message)
	walk = func(m protoreflect.Message) {
		m.Range(func(fd protoreflect.FieldDescriptor, v protoreflect.Value) bool {
			check := func(v protoreflect.Value) {
				switch {
				case fd.Message() != nil:
					walk(v.Message())
				case fd.Kind() == protoreflect.StringKind && v.String() != "":
					all++
					if p := uintptr(unsafe.Pointer(unsafe.StringData(v.String()))); p >= lo && p < hi {
						in++
					}
				}
			}
			if fd.IsList() {
				for i := range v.List().Len() {
					check(v.List().Get(i))
				}
			} else {
				check(v)
			}
			return true
		})
	}
	walk(m.ProtoReflect())
	return in, all
}

// TestUnmarshalAlias: UnmarshalAlias points every string into src;
// Unmarshal into none (into its own copy); the messages are equal.
func TestUnmarshalAlias(t *testing.T) {
	t.Parallel()
	for name, m := range samplemsg.All() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			b := marshal(t, m)
			aliased := m.ProtoReflect().New().Interface()
			if err := (flatcodec.Codec{}).UnmarshalAlias(b, aliased); err != nil {
				t.Fatal(err)
			}
			if in, all := stringsIn(aliased, b); in != all || all == 0 {
				t.Fatalf("UnmarshalAlias: %d of %d strings point into src", in, all)
			}
			copied := m.ProtoReflect().New().Interface()
			if err := (flatcodec.Codec{}).Unmarshal(b, copied); err != nil {
				t.Fatal(err)
			}
			if in, all := stringsIn(copied, b); in != 0 {
				t.Fatalf("Unmarshal: %d of %d strings point into src", in, all)
			}
			sameMessage(t, aliased, m)
			sameMessage(t, copied, m)
			// The reference path copies, aliasing asked for or not.
			ref := m.ProtoReflect().New().Interface()
			if err := reference.UnmarshalAlias(b, ref); err != nil {
				t.Fatal(err)
			}
			if in, _ := stringsIn(ref, b); in != 0 {
				t.Fatal("the reference path aliased src")
			}
		})
	}
}

// TestFastUnmarshalErrors: an invalid buffer gets the reference decoder's
// error, wrapping ErrInvalid, and a nil message its own.
func TestFastUnmarshalErrors(t *testing.T) {
	t.Parallel()
	err := flatcodec.Codec{}.Unmarshal([]byte{1, 2, 3, 4, 5}, &docsv1.Document{})
	if !errors.Is(err, flatcodec.ErrInvalid) || !strings.Contains(err.Error(), "root offset of polywire.docs.v1.Document") {
		t.Fatalf("got %v", err)
	}
	var nilDoc *docsv1.Document
	err = flatcodec.Codec{}.Unmarshal(marshal(t, dataset.Document()), nilDoc)
	if err == nil || err.Error() != "flatbuffers: unmarshal into nil polywire.docs.v1.Document" {
		t.Fatalf("into a nil *Document: %v", err)
	}
}

// TestSharedVtableOfSmallerTable: flatbuffers.Builder's vtable
// deduplication compares field entries, not the table size, so a
// Department (time at offset 8, 16 bytes) built after an Employee without
// a name (strings at offsets 4 and 8, 12 bytes) gets the Employee's
// vtable, which says 12 bytes. Both encoders write that (the fast one
// byte for byte like the reference); flatc's accessors read it and the
// C++ verifier accepts it, checking fields against the buffer, not the
// stated size — and so must both decoders (they refused it until issue 11
// made the skip of this case visible).
func TestSharedVtableOfSmallerTable(t *testing.T) {
	t.Parallel()
	m := &docsv1.Department{Time: 1, Employee: &docsv1.Employee{Surname: "s", Code: "c"}}
	b := marshal(t, m)
	if got := docsfb.GetRootAsDepartment(b, 0).Time(); got != 1 {
		t.Fatalf("flatc's accessors read time %d", got)
	}
	want, _ := reference.Marshal(nil, m)
	if !bytes.Equal(b, want) {
		t.Fatal("the encoders differ")
	}
	for _, alias := range []bool{false, true} {
		got := &docsv1.Department{}
		if handled, err := flatcodec.FastUnmarshal(flatcodec.Codec{}, b, got, alias); !handled || err != nil || !proto.Equal(got, m) {
			t.Fatalf("fast decoder (alias %v): %v, %v, %v", alias, handled, err, got)
		}
	}
	got := &docsv1.Department{}
	if err := reference.Unmarshal(b, got); err != nil || !proto.Equal(got, m) {
		t.Fatalf("reference decoder: %v, %v", err, got)
	}
}
