package flatcodec_test

import (
	"encoding/binary"
	"errors"
	"math"
	"strings"
	"testing"

	flatbuffers "github.com/google/flatbuffers/go"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/cmd/protoc-gen-fastproto/testdata/kindspb"
	"github.com/polywire/polywire/codec/flatcodec"
	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/gen/fbs/bankfb"
	"github.com/polywire/polywire/gen/fbs/docsfb"
	"github.com/polywire/polywire/gen/fbs/errorfb"
	"github.com/polywire/polywire/gen/fbs/peoplefb"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	errorv1 "github.com/polywire/polywire/gen/polywire/error/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/internal/samplemsg"
)

// rawError is a hand-assembled buffer holding error.v1.Error{code: str},
// every header field adjustable:
//
//	 0  u32 root offset            (12: the table)
//	 4  u16 vtable length          (6: header and one slot)
//	 6  u16 table size             (8: soffset and one uoffset)
//	 8  u16 slot 0 (code)          (4)
//	10  u16 padding
//	12  i32 soffset to the vtable  (8: 12-8 = 4)
//	16  u32 uoffset to the string  (4: 20)
//	20  u32 string length, bytes, NUL
type rawError struct {
	root                 uint32
	vtLen, size, slot0   uint16
	soffset              int32
	strOffset, strLength uint32
	str                  string
	terminator           byte
}

func validRaw() rawError {
	return rawError{root: 12, vtLen: 6, size: 8, slot0: 4, soffset: 8, strOffset: 4, strLength: 2, str: "hi"}
}

func (r rawError) bytes() []byte {
	b := binary.LittleEndian.AppendUint32(nil, r.root)
	b = binary.LittleEndian.AppendUint16(b, r.vtLen)
	b = binary.LittleEndian.AppendUint16(b, r.size)
	b = binary.LittleEndian.AppendUint16(b, r.slot0)
	b = binary.LittleEndian.AppendUint16(b, 0)
	b = binary.LittleEndian.AppendUint32(b, uint32(r.soffset))
	b = binary.LittleEndian.AppendUint32(b, r.strOffset)
	b = binary.LittleEndian.AppendUint32(b, r.strLength)
	return append(append(b, r.str...), r.terminator)
}

func TestRawBufferIsValid(t *testing.T) {
	t.Parallel()
	var got errorv1.Error
	if err := (flatcodec.Codec{}).Unmarshal(validRaw().bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if got.Code != "hi" {
		t.Fatalf("decoded %v", &got)
	}
	// The generated accessors agree that this is the layout.
	if code := string(errorfb.GetRootAsError(validRaw().bytes(), 0).Code()); code != "hi" {
		t.Fatalf("flatc accessors read code %q", code)
	}
}

func TestMalformedHeaders(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		mut  func(*rawError)
		want string // in the error
	}{
		{"root_offset_past_end", func(r *rawError) { r.root = 1000 }, "root offset of polywire.error.v1.Error: offset 1000 at offset 0 points past the end (27 bytes)"},
		{"root_offset_at_end", func(r *rawError) { r.root = 27 }, "points past the end"},
		{"root_offset_zero", func(r *rawError) { r.root = 0 }, "points at itself"},
		{"root_offset_negative", func(r *rawError) { r.root = 0x80000000 }, "negative as a signed offset"},
		{"root_offset_max", func(r *rawError) { r.root = math.MaxUint32 }, "negative as a signed offset"},
		{"root_points_at_last_bytes", func(r *rawError) { r.root = 25 }, "table out of bounds at offset 25"},
		{"vtable_before_buffer", func(r *rawError) { r.soffset = 100 }, "vtable offset -88 out of bounds"},
		{"vtable_past_end", func(r *rawError) { r.soffset = -1000 }, "vtable offset 1012 out of bounds"},
		{"vtable_soffset_min", func(r *rawError) { r.soffset = math.MinInt32 }, "out of bounds"},
		{"vtable_soffset_max", func(r *rawError) { r.soffset = math.MaxInt32 }, "out of bounds"},
		{"vtable_in_last_bytes", func(r *rawError) { r.soffset = -12 }, "vtable offset 24 out of bounds"},
		{"vtable_length_odd", func(r *rawError) { r.vtLen = 5 }, "invalid length 5"},
		{"vtable_length_short", func(r *rawError) { r.vtLen = 2 }, "invalid length 2"},
		{"vtable_length_zero", func(r *rawError) { r.vtLen = 0 }, "invalid length 0"},
		{"vtable_length_past_end", func(r *rawError) { r.vtLen = 0xfffe }, "vtable of 65534 bytes at offset 4 out of bounds"},
		{"table_size_small", func(r *rawError) { r.size = 2 }, "table size 2 is smaller than its vtable offset"},
		{"table_size_past_end", func(r *rawError) { r.size = 0xffff }, "table of 65535 bytes out of bounds"},
		{"field_outside_buffer", func(r *rawError) { r.slot0 = 0xfff0 }, "field 1 (code) of polywire.error.v1.Error: 4 bytes at table offset 65520 of the table at offset 12 are outside the buffer"},
		{"field_over_soffset", func(r *rawError) { r.slot0 = 2 }, "4 bytes at table offset 2 of the table at offset 12 are outside the buffer (or over its vtable offset)"},
		{"string_offset_past_end", func(r *rawError) { r.strOffset = 0xffff }, "field 1 (code) of polywire.error.v1.Error: offset 65535 at offset 16 points past the end"},
		{"string_offset_zero", func(r *rawError) { r.strOffset = 0 }, "offset 0 at offset 16 points at itself"},
		{"string_length_huge", func(r *rawError) { r.strLength = math.MaxUint32 },
			"flatbuffers: field 1 (code) of polywire.error.v1.Error: string of 4294967295 bytes out of bounds at offset 20"},
		{"string_length_over_terminator", func(r *rawError) { r.strLength = 3 }, "string of 3 bytes out of bounds at offset 20"},
		{"string_in_last_bytes", func(r *rawError) { r.strOffset = 8 }, "string length out of bounds at offset 24"},
		{"string_without_terminator", func(r *rawError) { r.terminator = 'x' }, "string at offset 20 lacks its NUL terminator"},
		{"string_invalid_utf8", func(r *rawError) { r.str = "\xff\xfe" }, "field 1 (code) of polywire.error.v1.Error: string at offset 20 is not valid UTF-8"},
		{"string_surrogate_half", func(r *rawError) { r.str, r.strLength = "\xed\xa0\x80", 3 }, "not valid UTF-8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			r := validRaw()
			tt.mut(&r)
			expectInvalid(t, r.bytes(), &errorv1.Error{}, tt.want)
		})
	}
}

// expectInvalid decodes b into m and wants an ErrInvalid whose text holds
// want; decoding into a dynamic message (the protoreflect path) must fail
// with the same error.
func expectInvalid(t *testing.T, b []byte, m proto.Message, want string) {
	t.Helper()
	err := flatcodec.Codec{}.Unmarshal(b, m)
	if err == nil {
		t.Fatalf("Unmarshal succeeded: %.200v", m)
	}
	if !errors.Is(err, flatcodec.ErrInvalid) {
		t.Errorf("error does not wrap ErrInvalid: %v", err)
	}
	if !strings.HasPrefix(err.Error(), "flatbuffers: ") || !strings.Contains(err.Error(), want) {
		t.Fatalf("error %q does not say %q", err, want)
	}
	dm := dynamicpb.NewMessage(m.ProtoReflect().Descriptor())
	if derr := (flatcodec.Codec{}).Unmarshal(b, dm); derr == nil || derr.Error() != err.Error() {
		t.Fatalf("the protoreflect path says %v, the struct path %v", derr, err)
	}
	// The generated decoder refuses it by itself, not only through the
	// reference decoder's second look.
	if handled, ferr := flatcodec.FastUnmarshal(flatcodec.Codec{}, b, m.ProtoReflect().New().Interface(), false); handled && ferr == nil {
		t.Fatal("the fast decoder accepts the buffer")
	}
}

func TestShortBuffers(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name string
		in   []byte
	}{
		{"nil", nil}, {"empty", []byte{}}, {"one_byte", []byte{4}}, {"two_bytes", []byte{4, 0}}, {"three_bytes", []byte{4, 0, 0}},
		{"root_offset_only", []byte{4, 0, 0, 0}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			for _, m := range samplemsg.Empty() {
				if err := (flatcodec.Codec{}).Unmarshal(tt.in, m); err == nil {
					t.Fatalf("%T: Unmarshal(% x) succeeded", m, tt.in)
				}
			}
		})
	}
}

// TestTruncated: every prefix of a valid buffer fails, or (when only the
// trailing alignment padding is cut) decodes to the same message. Cutting
// 8 bytes or more always reaches data.
func TestTruncated(t *testing.T) {
	t.Parallel()
	for name, m := range samplemsg.All() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			b := marshal(t, m)
			for n := range len(b) {
				got := m.ProtoReflect().New().Interface()
				err := flatcodec.Codec{}.Unmarshal(b[:n:n], got)
				switch {
				case err == nil && n <= len(b)-8:
					t.Fatalf("prefix of %d of %d bytes decoded", n, len(b))
				case err == nil && !proto.Equal(got, m):
					t.Fatalf("prefix of %d of %d bytes decoded to another message: %v", n, len(b), got)
				}
			}
		})
	}
}

// TestWrongType: a buffer of one type read as another never panics.
func TestWrongType(t *testing.T) {
	t.Parallel()
	for name, m := range samplemsg.All() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			b := marshal(t, m)
			for _, other := range samplemsg.Empty() {
				_ = flatcodec.Codec{}.Unmarshal(b, other) // an error or a message; no panic
			}
		})
	}
}

// fieldPos returns where the uoffset of slot's field of the table tab is.
func fieldPos(t *testing.T, tab flatbuffers.Table, slot int) int {
	t.Helper()
	o := tab.Offset(flatbuffers.VOffsetT(4 + 2*slot))
	if o == 0 {
		t.Fatalf("slot %d is absent", slot)
	}
	return int(tab.Pos) + int(o)
}

// target returns where the uoffset at pos points.
func target(b []byte, pos int) int { return pos + int(binary.LittleEndian.Uint32(b[pos:])) }

func put32(b []byte, pos int, v uint32) { binary.LittleEndian.PutUint32(b[pos:], v) }

// TestMalformedNested patches buffers written by the codec, finding the
// bytes to break with the flatc-generated accessors.
func TestMalformedNested(t *testing.T) {
	t.Parallel()
	people := func(t *testing.T) ([]byte, *peoplefb.People) {
		b := marshal(t, samplemsg.People())
		return b, peoplefb.GetRootAsPeople(b, 0)
	}
	tests := []struct {
		name  string
		build func(t *testing.T) []byte
		m     proto.Message
		want  string
	}{
		{"vector_length_huge", func(t *testing.T) []byte {
			b, p := people(t)
			put32(b, target(b, fieldPos(t, p.Table(), 0)), math.MaxUint32)
			return b
		}, &peoplev1.People{}, "field 1 (person) of polywire.people.v1.People: vector of 4294967295 elements of 4 bytes out of bounds"},
		{"vector_length_one_too_many", func(t *testing.T) []byte {
			b, p := people(t)
			v := target(b, fieldPos(t, p.Table(), 0))
			put32(b, v, uint32((len(b)-v-4)/4+1))
			return b
		}, &peoplev1.People{}, "out of bounds"},
		{"vector_element_points_at_itself", func(t *testing.T) []byte {
			b, p := people(t)
			put32(b, target(b, fieldPos(t, p.Table(), 0))+4, 0)
			return b
		}, &peoplev1.People{}, "field 1 (person) of polywire.people.v1.People: element 0: offset 0 at offset"},
		{"string_vector_element_past_end", func(t *testing.T) []byte {
			b, p := people(t)
			var person peoplefb.Person
			p.Person(&person, 1)
			el := target(b, fieldPos(t, person.Table(), 2)) + 4 + 4 // mobile[1]
			put32(b, el, uint32(len(b)-el))
			return b
		}, &peoplev1.People{}, "field 3 (mobile) of polywire.people.v1.Person: element 1: offset"},
		{"nested_string_out_of_bounds", func(t *testing.T) []byte {
			b := marshal(t, samplemsg.Account())
			var tr bankfb.Transaction
			bankfb.GetRootAsAccount(b, 0).Transactions(&tr, 0)
			put32(b, target(b, fieldPos(t, tr.Table(), 2)), 1<<30)
			return b
		}, &bankv1.Account{}, "flatbuffers: field 3 (transactionDate) of polywire.bank.v1.Transaction: string of 1073741824 bytes out of bounds at offset"},
		{"nested_table_offset_past_end", func(t *testing.T) []byte {
			b := marshal(t, dataset.Document())
			put32(b, fieldPos(t, docsfb.GetRootAsDocument(b, 0).Table(), 1), 1<<20) // department
			return b
		}, nil, "field 2 (department) of polywire.docs.v1.Document: offset 1048576"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			m := tt.m
			if m == nil {
				m = dataset.Document().ProtoReflect().New().Interface()
			}
			expectInvalid(t, tt.build(t), m, tt.want)
		})
	}
}

// TestDepthLimit: nesting is bounded by Codec.MaxDepth (64 by default)
// on both sides.
func TestDepthLimit(t *testing.T) {
	t.Parallel()
	deep, err := flatcodec.Codec{MaxDepth: 100}.Marshal(nil, nested(70))
	if err != nil {
		t.Fatal(err)
	}
	m := nested(1)
	expectInvalid(t, deep, m, "google.protobuf.DescriptorProto at offset")
	expectInvalid(t, deep, m, "tables nested deeper than 64")
	if err := (flatcodec.Codec{MaxDepth: 100}).Unmarshal(deep, m); err != nil || !proto.Equal(m, nested(70)) {
		t.Fatalf("with MaxDepth 100: %v", err)
	}
}

// amplified builds People whose person vector has persons slots all
// pointing at one Person named name, whose address vector has addresses
// slots all pointing at one Address (street "s", or none if empty): a few
// kilobytes that name persons*(addresses+1)+1 tables.
func amplified(persons, addresses int, name string, street bool) []byte {
	b := flatbuffers.NewBuilder(0)
	var s flatbuffers.UOffsetT
	if street {
		s = b.CreateString("s")
	}
	peoplefb.AddressStart(b)
	if street {
		peoplefb.AddressAddStreet(b, s)
	}
	addr := peoplefb.AddressEnd(b)
	peoplefb.PersonStartAddressVector(b, addresses)
	for range addresses {
		b.PrependUOffsetT(addr)
	}
	addrs := b.EndVector(addresses)
	nameOff := b.CreateString(name)
	peoplefb.PersonStart(b)
	peoplefb.PersonAddName(b, nameOff)
	peoplefb.PersonAddAddress(b, addrs)
	person := peoplefb.PersonEnd(b)
	peoplefb.PeopleStartPersonVector(b, persons)
	for range persons {
		b.PrependUOffsetT(person)
	}
	vec := b.EndVector(persons)
	peoplefb.PeopleStart(b)
	peoplefb.PeopleAddPerson(b, vec)
	b.Finish(peoplefb.PeopleEnd(b))
	return b.FinishedBytes()
}

// TestAmplification: slots pointing at one table are valid FlatBuffers,
// but each is a table to build. The table count and the copy budget stop
// a small buffer from becoming a huge message.
func TestAmplification(t *testing.T) {
	t.Parallel()
	t.Run("small_is_fine", func(t *testing.T) {
		t.Parallel()
		var got peoplev1.People
		if err := (flatcodec.Codec{}).Unmarshal(amplified(10, 10, "n", true), &got); err != nil {
			t.Fatal(err)
		}
		if len(got.Person) != 10 || len(got.Person[9].Address) != 10 || got.Person[9].Address[9].Street != "s" {
			t.Fatalf("decoded %d persons", len(got.Person))
		}
	})
	t.Run("table_limit", func(t *testing.T) {
		t.Parallel()
		b := amplified(20, 20, "n", true) // 421 tables
		err := flatcodec.Codec{MaxTables: 420}.Unmarshal(b, &peoplev1.People{})
		if err == nil || !strings.Contains(err.Error(), "more than 420 tables") {
			t.Fatalf("got %v", err)
		}
		if err := (flatcodec.Codec{MaxTables: 421}).Unmarshal(b, &peoplev1.People{}); err != nil {
			t.Fatalf("421 tables with MaxTables 421: %v", err)
		}
	})
	t.Run("default_table_limit", func(t *testing.T) {
		t.Parallel()
		b := amplified(1000, 1000, "", false) // 1,001,001 empty tables in 8 KB
		if len(b) > 16<<10 {
			t.Fatalf("buffer is %d bytes", len(b))
		}
		expectInvalid(t, b, &peoplev1.People{}, "more than 1000000 tables")
	})
	t.Run("shared_short_string_budget", func(t *testing.T) {
		t.Parallel()
		b := amplified(1000, 1000, "", true) // a million 1-byte streets in 8 KB
		expectInvalid(t, b, &peoplev1.People{}, "field 1 (street) of polywire.people.v1.Address: decoded data exceeds 8 times")
	})
	t.Run("shared_string_budget", func(t *testing.T) {
		t.Parallel()
		b := amplified(1000, 0, strings.Repeat("x", 64<<10), false) // 64 MB of names in 68 KB
		expectInvalid(t, b, &peoplev1.People{}, "field 1 (name) of polywire.people.v1.Person: decoded data exceeds 8 times the buffer's size")
	})
}

// entryTable builds a map entry table: key and value are uoffsets (0:
// absent), or keyInt an int32 key written when keyInt is not nil.
func entryTable(b *flatbuffers.Builder, key, value flatbuffers.UOffsetT, keyInt *int32) flatbuffers.UOffsetT {
	b.StartObject(2)
	if key != 0 {
		b.PrependUOffsetTSlot(0, key, 0)
	}
	if keyInt != nil {
		b.PrependInt32(*keyInt)
		b.Slot(0)
	}
	if value != 0 {
		b.PrependUOffsetTSlot(1, value, 0)
	}
	return b.EndObject()
}

// firstElement is the first table of the vector of tables in slot of the
// root table of buf.
func firstElement(buf []byte, slot int) flatbuffers.Table {
	tab := rootTable(buf)
	v := tab.Vector(flatbuffers.UOffsetT(tab.Offset(vtableOffset(slot))))
	return flatbuffers.Table{Bytes: buf, Pos: tab.Indirect(v)}
}

// rootWith finishes a root table of fields slots whose slot holds vec.
func rootWith(b *flatbuffers.Builder, fields, slot int, vec flatbuffers.UOffsetT) []byte {
	b.StartObject(fields)
	b.PrependUOffsetTSlot(slot, vec, 0)
	b.Finish(b.EndObject())
	return b.FinishedBytes()
}

// Slots of kindspb's fields (declaration index).
const (
	mapsFields          = 16
	slotUint32Message   = 2
	slotSint32String    = 4
	slotStringString    = 11
	oneofsFields        = 23
	slotCDouble         = 1
	slotCBool           = 13
	slotCString         = 14
	slotSString         = 20
	slotSEmpty          = 21
	repeatedRBytesSlot  = 14
	repeatedFieldsCount = 31
)

// TestMalformedShapes: buffers the encoder never writes, for maps,
// oneofs and repeated bytes, fail with an ErrInvalid naming the field and
// the message, on both decoding paths.
func TestMalformedShapes(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		build func() []byte
		m     proto.Message
		want  string
	}{
		{"two_members_of_a_oneof", func() []byte {
			b := flatbuffers.NewBuilder(0)
			b.StartObject(oneofsFields)
			b.PrependFloat64Slot(slotCDouble, 1.5, 0)
			b.PrependBoolSlot(slotCBool, false, true) // false, present
			b.Finish(b.EndObject())
			return b.FinishedBytes()
		}, &kindspb.Oneofs{}, "flatbuffers: oneof first of polywire.fastproto.kinds.Oneofs: fields 2 (c_double) and 14 (c_bool) are both present"},
		{"two_members_of_second_oneof", func() []byte {
			b := flatbuffers.NewBuilder(0)
			s := b.CreateString("")
			b.StartObject(0)
			empty := b.EndObject()
			b.StartObject(oneofsFields)
			b.PrependUOffsetTSlot(slotSString, s, 0)
			b.PrependUOffsetTSlot(slotSEmpty, empty, 0)
			b.Finish(b.EndObject())
			return b.FinishedBytes()
		}, &kindspb.Oneofs{}, "oneof second of polywire.fastproto.kinds.Oneofs: fields 30 (s_string) and 21 (s_empty) are both present"},
		{"two_members_nested", func() []byte {
			b := flatbuffers.NewBuilder(0)
			s := b.CreateString("x")
			b.StartObject(oneofsFields)
			b.PrependUOffsetTSlot(slotCString, s, 0)
			b.PrependBoolSlot(slotCBool, true, false)
			oneofs := b.EndObject()
			b.StartObject(17)
			b.PrependUOffsetTSlot(4, oneofs, 0)
			b.Finish(b.EndObject())
			return b.FinishedBytes()
		}, &kindspb.Kinds{}, "oneof first of polywire.fastproto.kinds.Oneofs: fields 14 (c_bool) and 15 (c_string) are both present"},
		{"entry_not_a_table", func() []byte {
			b := flatbuffers.NewBuilder(0)
			notTable := b.CreateByteVector(make([]byte, 200)) // its length is read as the soffset
			return rootWith(b, mapsFields, slotStringString, vector(b, []flatbuffers.UOffsetT{notTable}))
		}, &kindspb.Maps{}, "flatbuffers: field 12 (string_string) of polywire.fastproto.kinds.Maps: element 0: polywire.fastproto.kinds.Maps.StringStringEntry at offset"},
		{"entry_offset_past_end", func() []byte {
			b := flatbuffers.NewBuilder(0)
			e := entryTable(b, b.CreateString("k"), 0, nil)
			vec := vector(b, []flatbuffers.UOffsetT{e, e})
			out := rootWith(b, mapsFields, slotStringString, vec)
			tab := rootTable(out)
			put32(out, target(out, fieldPos(t, tab, slotStringString))+8, 1<<20)
			return out
		}, &kindspb.Maps{}, "field 12 (string_string) of polywire.fastproto.kinds.Maps: element 1: offset 1048576"},
		{"entry_key_invalid_utf8", func() []byte {
			b := flatbuffers.NewBuilder(0)
			e := entryTable(b, b.CreateString("\xff"), 0, nil)
			return rootWith(b, mapsFields, slotStringString, vector(b, []flatbuffers.UOffsetT{e}))
		}, &kindspb.Maps{}, "field 1 (key) of polywire.fastproto.kinds.Maps.StringStringEntry: string at offset"},
		{"entry_value_not_a_table", func() []byte {
			b := flatbuffers.NewBuilder(0)
			notTable := b.CreateByteVector(make([]byte, 300))
			e := entryTable(b, 0, notTable, nil)
			return rootWith(b, mapsFields, slotUint32Message, vector(b, []flatbuffers.UOffsetT{e}))
		}, &kindspb.Maps{}, "polywire.fastproto.kinds.Scalars at offset"},
		{"entry_value_string_past_end", func() []byte {
			b := flatbuffers.NewBuilder(0)
			k := int32(1)
			e := entryTable(b, 0, b.CreateString("v"), &k)
			out := rootWith(b, mapsFields, slotSint32String, vector(b, []flatbuffers.UOffsetT{e}))
			put32(out, target(out, fieldPos(t, firstElement(out, slotSint32String), 1)), 1<<30)
			return out
		}, &kindspb.Maps{}, "field 2 (value) of polywire.fastproto.kinds.Maps.Sint32StringEntry: string of 1073741824 bytes out of bounds"},
		{"repeated_bytes_as_byte_vectors", func() []byte {
			// The encoding of repeated bytes before item tables.
			b := flatbuffers.NewBuilder(0)
			v := b.CreateByteVector(make([]byte, 100))
			return rootWith(b, repeatedFieldsCount, repeatedRBytesSlot, vector(b, []flatbuffers.UOffsetT{v}))
		}, &kindspb.Repeated{}, "flatbuffers: field 15 (r_bytes) of polywire.fastproto.kinds.Repeated: element 0: polywire.fastproto.kinds.Repeated.RBytesItem at offset"},
		{"item_value_past_end", func() []byte {
			b := flatbuffers.NewBuilder(0)
			v := b.CreateByteVector([]byte{1, 2, 3})
			b.StartObject(1)
			b.PrependUOffsetTSlot(0, v, 0)
			item := b.EndObject()
			out := rootWith(b, repeatedFieldsCount, repeatedRBytesSlot, vector(b, []flatbuffers.UOffsetT{item}))
			put32(out, target(out, fieldPos(t, firstElement(out, repeatedRBytesSlot), 0)), 1<<30)
			return out
		}, &kindspb.Repeated{}, "field 1 (value) of polywire.fastproto.kinds.Repeated.RBytesItem: vector of 1073741824 elements of 1 bytes out of bounds"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			expectInvalid(t, tt.build(), tt.m, tt.want)
		})
	}
}

// TestLenientShapes: buffers the encoder never writes but the contract
// accepts: map entries out of order, repeated keys (the last wins),
// missing keys and values (zero), and flatc's habit of writing defaults.
func TestLenientShapes(t *testing.T) {
	t.Parallel()
	str := func(b *flatbuffers.Builder, s string) flatbuffers.UOffsetT { return b.CreateString(s) }
	i32 := func(v int32) *int32 { return &v }
	tests := []struct {
		name  string
		build func(b *flatbuffers.Builder) []byte
		m     proto.Message
		want  proto.Message
	}{
		{"unsorted_and_repeated_keys", func(b *flatbuffers.Builder) []byte {
			es := []flatbuffers.UOffsetT{
				entryTable(b, str(b, "z"), str(b, "1"), nil), entryTable(b, str(b, "a"), str(b, "2"), nil),
				entryTable(b, str(b, "z"), str(b, "3"), nil),
			}
			return rootWith(b, mapsFields, slotStringString, vector(b, es))
		}, &kindspb.Maps{}, &kindspb.Maps{StringString: map[string]string{"a": "2", "z": "3"}}},
		{"missing_key_and_value", func(b *flatbuffers.Builder) []byte {
			es := []flatbuffers.UOffsetT{entryTable(b, 0, str(b, "v"), nil), entryTable(b, str(b, "k"), 0, nil)}
			return rootWith(b, mapsFields, slotStringString, vector(b, es))
		}, &kindspb.Maps{}, &kindspb.Maps{StringString: map[string]string{"": "v", "k": ""}}},
		{"missing_int_key_and_message_value", func(b *flatbuffers.Builder) []byte {
			b.StartObject(2)
			empty := b.EndObject()
			es := []flatbuffers.UOffsetT{entryTable(b, 0, 0, nil), entryTable(b, 0, empty, i32(7))}
			return rootWith(b, mapsFields, slotUint32Message, vector(b, es))
		}, &kindspb.Maps{}, &kindspb.Maps{Uint32Message: map[uint32]*kindspb.Scalars{0: {}, 7: {}}}},
		{"empty_entry_vector", func(b *flatbuffers.Builder) []byte {
			return rootWith(b, mapsFields, slotStringString, vector(b, nil))
		}, &kindspb.Maps{}, &kindspb.Maps{}},
		{"oneof_member_and_plain_default", func(b *flatbuffers.Builder) []byte {
			b.StartObject(oneofsFields)
			b.PrependBoolSlot(slotCBool, false, true)
			b.PrependInt32Slot(22, 0, 1) // after = 0, written
			b.Finish(b.EndObject())
			return b.FinishedBytes()
		}, &kindspb.Oneofs{}, &kindspb.Oneofs{First: &kindspb.Oneofs_CBool{}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			buf := tt.build(flatbuffers.NewBuilder(0))
			for _, m := range []proto.Message{tt.m.ProtoReflect().New().Interface(), dynamicpb.NewMessage(tt.m.ProtoReflect().Descriptor())} {
				if err := (flatcodec.Codec{}).Unmarshal(buf, m); err != nil {
					t.Fatal(err)
				}
				want := tt.want
				if _, ok := m.(*dynamicpb.Message); ok {
					want = dynamic(t, tt.want)
				}
				sameProto(t, m, want)
			}
		})
	}
}
