package main_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"

	"github.com/polywire/polywire/cmd/protoc-gen-fastproto/testdata/kindspb"
	"github.com/polywire/polywire/codec/protocodec/fastwire"
	"github.com/polywire/polywire/dataset"
	articlesv1 "github.com/polywire/polywire/gen/polywire/articles/v1"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	errorv1 "github.com/polywire/polywire/gen/polywire/error/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/internal/samplemsg"
)

// fastMessage is what protoc-gen-fastproto adds to a generated message.
type fastMessage interface {
	proto.Message
	SizeFast() int
	AppendFast(b []byte) []byte
	MarshalFast(b []byte) ([]byte, error)
	UnmarshalFast(b []byte, alias bool) error
}

var deterministic = proto.MarshalOptions{Deterministic: true}

// allTypes is one empty message of every type with fast methods: polywire's
// schemas and the test schema of every field kind.
func allTypes() []fastMessage {
	return []fastMessage{
		&articlesv1.GetArticleRequest{}, &articlesv1.Article{}, &articlesv1.Subsection{},
		&bankv1.GetAccountListRequest{}, &bankv1.GetAccountRequest{}, &bankv1.Transaction{}, &bankv1.Account{}, &bankv1.AccountList{},
		&docsv1.GetAllByLimitAndOffsetRequest{}, &docsv1.GetAllByLimitAndOffsetResponse{}, &docsv1.SaveRequest{}, &docsv1.SaveResponse{},
		&docsv1.ValidateRequest{}, &docsv1.ValidateResponse{}, &docsv1.Document{}, &docsv1.Department{}, &docsv1.Employee{},
		&docsv1.Price{}, &docsv1.Owner{}, &docsv1.Data{}, &docsv1.Transaction{}, &docsv1.Delivery{}, &docsv1.Address{}, &docsv1.Goods{},
		&errorv1.Error{}, &errorv1.FieldViolation{},
		&peoplev1.GetPeopleRequest{}, &peoplev1.GetPostedPeopleRequest{}, &peoplev1.People{}, &peoplev1.Person{},
		&peoplev1.Address{}, &peoplev1.PostPeopleResponse{},
		&kindspb.Empty{}, &kindspb.Scalars{}, &kindspb.Optionals{}, &kindspb.Repeated{}, &kindspb.Maps{}, &kindspb.Oneofs{},
		&kindspb.Kinds{}, &kindspb.Kinds_Nested{}, &kindspb.Kinds_Nested_Inner{},
	}
}

// sample is a named message of the equality tests.
type sample struct {
	name string
	m    fastMessage
}

// samples are the messages the encoder must reproduce protobuf-go's bytes
// of and the decoder must read as protobuf-go does: polywire's test
// messages, the golden vectors, the generated datasets, and random
// messages of every type (fixed seeds, so failures repeat).
func samples(t testing.TB) []sample {
	t.Helper()
	var out []sample
	add := func(name string, m proto.Message) {
		fm, ok := m.(fastMessage)
		if !ok {
			t.Fatalf("%s: %T has no fast methods", name, m)
		}
		out = append(out, sample{name, fm})
	}
	for name, m := range samplemsg.All() {
		add("samplemsg/"+name, m)
	}
	out = append(out, vectorMessages(t)...)
	bank := dataset.GenerateBank(dataset.DefaultSeed)
	add("dataset/accountList", bank)
	for _, a := range bank.Accounts {
		add(fmt.Sprintf("dataset/account%d", a.Id), a)
	}
	add("dataset/people", dataset.GeneratePeople(2000))
	add("dataset/documents", &docsv1.GetAllByLimitAndOffsetResponse{Documents: dataset.GenerateDocuments(dataset.DefaultSeed, 200)})
	r := rand.New(rand.NewPCG(7, 7))
	for _, typ := range allTypes() {
		for i := range 30 {
			add(fmt.Sprintf("random/%s/%d", typ.ProtoReflect().Descriptor().Name(), i), randomMessage(r, typ, 3))
		}
	}
	return out
}

// vectorMessages decodes (with protobuf-go) every Protobuf golden vector.
func vectorMessages(t testing.TB) []sample {
	t.Helper()
	dir := filepath.Join("..", "..", "testdata", "vectors")
	mb, err := os.ReadFile(filepath.Join(dir, "manifest.json"))
	if err != nil {
		t.Fatal(err)
	}
	var manifest struct {
		Entries []struct{ Case, Message, Format, File string }
	}
	if err := json.Unmarshal(mb, &manifest); err != nil {
		t.Fatal(err)
	}
	var out []sample
	for _, e := range manifest.Entries {
		if e.Format != "proto" {
			continue
		}
		mt, err := protoregistry.GlobalTypes.FindMessageByName(protoreflect.FullName(e.Message))
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(filepath.Join(dir, e.File))
		if err != nil {
			t.Fatal(err)
		}
		m := mt.New().Interface()
		if err := proto.Unmarshal(b, m); err != nil {
			t.Fatalf("%s: %v", e.File, err)
		}
		out = append(out, sample{"vector/" + e.Case, m.(fastMessage)})
	}
	if len(out) < 13 {
		t.Fatalf("found %d Protobuf vectors, want 13", len(out))
	}
	return out
}

func TestAppendFastMatchesDeterministicMarshal(t *testing.T) {
	t.Parallel()
	for _, s := range samples(t) {
		t.Run(s.name, func(t *testing.T) {
			t.Parallel()
			want, err := deterministic.Marshal(s.m)
			if err != nil {
				t.Fatal(err)
			}
			if n := s.m.SizeFast(); n != len(want) {
				t.Errorf("SizeFast() = %d, proto.Size = %d", n, len(want))
			}
			got := s.m.AppendFast(nil)
			if !bytes.Equal(got, want) {
				t.Fatalf("AppendFast differs from proto.Marshal at byte %d of %d/%d:\n got % x\nwant % x",
					firstDiff(got, want), len(got), len(want), clip(got), clip(want))
			}
			prefix := []byte("prefix")
			if got := s.m.AppendFast(prefix); !bytes.Equal(got, append(prefix, want...)) {
				t.Fatal("AppendFast does not append after existing bytes")
			}
			if got := s.m.AppendFast(make([]byte, 0, len(want))); !bytes.Equal(got, want) {
				t.Fatal("AppendFast into a buffer of the exact size differs")
			}
			if got, err := s.m.MarshalFast(prefix); err != nil || !bytes.Equal(got, append(prefix, want...)) {
				t.Fatalf("MarshalFast differs from AppendFast (%v)", err)
			}
		})
	}
}

// TestAppendFastIntoSpareCapacity: encoding straight into the spare
// capacity (fastwire.EncodeSpare) gives the same bytes whether that
// capacity is too small by one byte or by much (the sizing path takes
// over), exact, or larger (the bytes are moved to the front), leaves the
// bytes already in the buffer alone, and ignores what the spare capacity
// held.
func TestAppendFastIntoSpareCapacity(t *testing.T) {
	t.Parallel()
	for _, s := range samples(t) {
		t.Run(s.name, func(t *testing.T) {
			t.Parallel()
			want, err := deterministic.Marshal(s.m)
			if err != nil {
				t.Fatal(err)
			}
			n := len(want)
			for _, spare := range []int{1, n / 2, n - 1, n, n + 1, n + 100} {
				if spare < 1 {
					continue
				}
				for name, enc := range map[string]func([]byte) []byte{
					"AppendFast": s.m.AppendFast,
					"MarshalFast": func(b []byte) []byte {
						out, err := s.m.MarshalFast(b)
						if err != nil {
							t.Fatal(err)
						}
						return out
					},
				} {
					buf := bytes.Repeat([]byte{0xee}, 3+spare)[:3]
					copy(buf, "pre")
					got := enc(buf)
					if string(got[:3]) != "pre" || !bytes.Equal(got[3:], want) {
						t.Fatalf("%s with %d bytes of spare capacity for %d: got % x", name, spare, n, clip(got))
					}
				}
			}
		})
	}
}

// TestMarshalFastRefusesInvalidUTF8 where proto.Marshal does, wherever the
// bad string is: in a field, a list, a map key or value, a oneof, deep
// down, or in a message of another package.
func TestMarshalFastRefusesInvalidUTF8(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(3, 4))
	n := 0
	for _, typ := range allTypes() {
		for range 50 {
			m := randomMessage(r, typ, 3).(fastMessage)
			if !corruptString(r, m.ProtoReflect()) {
				continue
			}
			n++
			_, wantErr := deterministic.Marshal(m)
			// Into a buffer without room and one with plenty (the
			// encoder writes into its spare capacity without sizing).
			got, err := m.MarshalFast([]byte("dst"))
			roomy := append(make([]byte, 0, 3+m.SizeFast()+10), "dst"...)
			gotRoomy, errRoomy := m.MarshalFast(roomy)
			if wantErr == nil || err == nil || string(got) != "dst" || errRoomy == nil || string(gotRoomy) != "dst" {
				t.Fatalf("%T: MarshalFast = %v, %v, proto.Marshal = %v, want all to fail\n%v", m, err, errRoomy, wantErr, m)
			}
			var fe *fastwire.Error
			if !errors.As(err, &fe) || fe.Op != "marshal" {
				t.Fatalf("%T: error %v is not a marshal *fastwire.Error", m, err)
			}
		}
	}
	if n < 500 {
		t.Fatalf("only %d messages had a string to corrupt", n)
	}
}

// TestGoldenVectorsUnchanged: the encoder reproduces every *.pb vector file.
func TestGoldenVectorsUnchanged(t *testing.T) {
	t.Parallel()
	dir := filepath.Join("..", "..", "testdata", "vectors")
	for _, v := range vectorMessages(t) {
		file := filepath.Join(dir, strings.TrimPrefix(v.name, "vector/")+".pb")
		want, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if got := v.m.AppendFast(nil); !bytes.Equal(got, want) {
			t.Errorf("%s: AppendFast differs from the file at byte %d", file, firstDiff(got, want))
		}
		m := v.m.ProtoReflect().New().Interface().(fastMessage)
		if err := m.UnmarshalFast(want, false); err != nil || !proto.Equal(m, v.m) {
			t.Errorf("%s: UnmarshalFast: %v", file, err)
		}
	}
}

func TestUnmarshalFastMatchesUnmarshal(t *testing.T) {
	t.Parallel()
	for _, s := range samples(t) {
		t.Run(s.name, func(t *testing.T) {
			t.Parallel()
			b, err := deterministic.Marshal(s.m)
			if err != nil {
				t.Fatal(err)
			}
			checkDecode(t, b, s.m)
		})
	}
}

// checkDecode is the differential check of the tests and the fuzz target:
// UnmarshalFast, aliasing and not, must fail where proto.Unmarshal fails
// and otherwise give an equal message (unknown fields included) whose
// encoding, fast or not, is the bytes of protobuf-go's decoded message.
func checkDecode(t testing.TB, data []byte, typ proto.Message) {
	t.Helper()
	want := typ.ProtoReflect().New().Interface()
	wantErr := proto.Unmarshal(data, want)
	var wantBytes []byte
	if wantErr == nil {
		var err error
		if wantBytes, err = deterministic.Marshal(want); err != nil {
			t.Fatalf("protobuf-go cannot encode what it decoded: %v", err)
		}
	}
	for _, alias := range []bool{false, true} {
		in := bytes.Clone(data)
		got := typ.ProtoReflect().New().Interface().(fastMessage)
		err := got.UnmarshalFast(in, alias)
		if (err == nil) != (wantErr == nil) {
			t.Fatalf("alias=%v: UnmarshalFast error %v, proto.Unmarshal error %v\ninput % x", alias, err, wantErr, clip(data))
		}
		if err != nil {
			var fe *fastwire.Error
			if !errors.As(err, &fe) || !strings.HasPrefix(err.Error(), "unmarshal ") {
				t.Fatalf("alias=%v: error %q is not a *fastwire.Error", alias, err)
			}
			continue
		}
		if !proto.Equal(got, want) {
			t.Fatalf("alias=%v: decoded messages differ\nfast  %v\nproto %v", alias, got, want)
		}
		if b := got.AppendFast(nil); !bytes.Equal(b, wantBytes) {
			t.Fatalf("alias=%v: re-encoding differs at byte %d\nfast  % x\nproto % x", alias, firstDiff(b, wantBytes), clip(b), clip(wantBytes))
		}
		if b, err := deterministic.Marshal(got); err != nil || !bytes.Equal(b, wantBytes) {
			t.Fatalf("alias=%v: proto.Marshal of the fast-decoded message differs (%v)", alias, err)
		}
	}
}

func firstDiff(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

func clip(b []byte) []byte {
	if len(b) > 200 {
		return b[:200]
	}
	return b
}

// Wire-building shorthands for hand-made inputs.
func tag(num protowire.Number, typ protowire.Type) []byte { return protowire.AppendTag(nil, num, typ) }
func varintField(num protowire.Number, v uint64) []byte {
	return protowire.AppendVarint(tag(num, protowire.VarintType), v)
}
func bytesField(num protowire.Number, v []byte) []byte {
	return protowire.AppendBytes(tag(num, protowire.BytesType), v)
}
func strField(num protowire.Number, s string) []byte { return bytesField(num, []byte(s)) }
func cat(parts ...[]byte) []byte                     { return bytes.Join(parts, nil) }

// nested wraps inner in n levels of Kinds.child (field 6).
func nested(n int, inner []byte) []byte {
	b := inner
	for range n {
		b = bytesField(6, b)
	}
	return b
}

// TestUnmarshalFastEdgeCases feeds inputs protobuf-go's encoder never
// writes: fields out of order and repeated, packed and unpacked mixes,
// wire-type mismatches, unknown groups, over-long varints, invalid field
// numbers and wire types, truncations, invalid UTF-8 and nesting around
// the recursion limit. Each must decode exactly as proto.Unmarshal does.
func TestUnmarshalFastEdgeCases(t *testing.T) {
	t.Parallel()
	group := func(num protowire.Number, inner ...[]byte) []byte {
		return cat(tag(num, protowire.StartGroupType), cat(inner...), tag(num, protowire.EndGroupType))
	}
	deepGroups := func(n int) []byte {
		var b []byte
		for range n {
			b = append(b, tag(100, protowire.StartGroupType)...)
		}
		for range n {
			b = append(b, tag(100, protowire.EndGroupType)...)
		}
		return b
	}
	mapEntry := func(num protowire.Number, parts ...[]byte) []byte { return bytesField(num, cat(parts...)) }
	tests := []struct {
		name string
		typ  proto.Message
		in   []byte
	}{
		{"empty", &kindspb.Kinds{}, nil},
		{"reverse order", &bankv1.Transaction{}, cat(strField(9, "d"), varintField(2, 1), varintField(1, 7))},
		{"scalar repeated: last wins", &bankv1.Transaction{}, cat(varintField(1, 7), strField(3, "a"), varintField(1, 9), strField(3, "b"))},
		{"singular message merges", &docsv1.Document{}, cat(bytesField(2, strField(1, "code")), bytesField(2, varintField(2, 5)), bytesField(2, strField(1, "other")))},
		{"repeated message appends across other fields", &bankv1.Account{}, cat(bytesField(9, varintField(1, 1)), strField(2, "n"), bytesField(9, varintField(1, 2)), bytesField(9, nil))},
		{"packed and unpacked mixed", &kindspb.Repeated{}, cat(varintField(3, 1), bytesField(3, []byte{2, 0x80, 0x01, 3}), varintField(3, 4), bytesField(23, []byte{5, 6}), varintField(23, 7))},
		{"packed empty", &kindspb.Repeated{}, bytesField(3, nil)},
		{"packed fixed32 of a bad length", &kindspb.Repeated{}, bytesField(9, []byte{1, 2, 3, 4, 5})},
		{"packed varint truncated", &kindspb.Repeated{}, bytesField(3, []byte{1, 0x80})},
		{"packed bool", &kindspb.Repeated{}, bytesField(13, []byte{0, 1, 2, 0x80, 0x01})},
		{"string with varint wire type is unknown", &bankv1.Transaction{}, varintField(3, 5)},
		{"message with fixed32 wire type is unknown", &docsv1.Document{}, cat(tag(2, protowire.Fixed32Type), []byte{1, 2, 3, 4})},
		{"varint with bytes wire type is unknown", &bankv1.Transaction{}, bytesField(1, []byte("x"))},
		{"repeated message with varint wire type is unknown", &bankv1.Account{}, varintField(9, 1)},
		{"unknown fields keep their order", &bankv1.Transaction{}, cat(varintField(20, 1), varintField(1, 1), bytesField(19, []byte{0xff}), varintField(20, 2))},
		{"unknown group", &bankv1.Transaction{}, cat(group(30, varintField(1, 5), bytesField(2, []byte("x")), group(31)), varintField(1, 1))},
		{"known field number as group", &bankv1.Transaction{}, group(3, strField(1, "x"))},
		{"group with the wrong end", &bankv1.Transaction{}, cat(tag(30, protowire.StartGroupType), tag(31, protowire.EndGroupType))},
		{"unterminated group", &bankv1.Transaction{}, tag(30, protowire.StartGroupType)},
		{"group holding field 0", &bankv1.Transaction{}, cat(tag(30, protowire.StartGroupType), []byte{0x00}, tag(30, protowire.EndGroupType))},
		{"group holding a field number over 2^29", &bankv1.Transaction{}, group(30, varintField(1<<30, 1))},
		{"groups nested 10001 deep", &bankv1.Transaction{}, deepGroups(10001)},
		{"groups nested 10002 deep", &bankv1.Transaction{}, deepGroups(10002)},
		{"end group at top level", &bankv1.Transaction{}, tag(30, protowire.EndGroupType)},
		{"wire type 6", &bankv1.Transaction{}, []byte{0x0e, 0x00}},
		{"wire type 7 on a known number", &bankv1.Transaction{}, []byte{0x0f, 0x00}},
		{"field number 0", &bankv1.Transaction{}, []byte{0x00, 0x00}},
		{"field number 0, two-byte tag", &bankv1.Transaction{}, []byte{0x80, 0x00, 0x00}},
		{"field number 2^29-1", &bankv1.Transaction{}, varintField(protowire.MaxValidNumber, 1)},
		{"field number 2^29", &bankv1.Transaction{}, cat(protowire.AppendVarint(nil, 1<<29<<3), []byte{0})},
		{"tag over 32 bits", &bankv1.Transaction{}, cat(protowire.AppendVarint(nil, 1<<40), []byte{0})},
		{"over-long tag", &bankv1.Transaction{}, []byte{0x88, 0x80, 0x00, 0x05}},
		{"over-long unknown tag", &bankv1.Transaction{}, []byte{0xa0, 0x81, 0x80, 0x00, 0x05}},
		{"over-long length", &bankv1.Transaction{}, []byte{0x1a, 0x81, 0x00, 'x'}},
		{"over-long varint value", &bankv1.Transaction{}, []byte{0x08, 0x81, 0x80, 0x80, 0x00}},
		{"varint of 10 bytes", &bankv1.Transaction{}, []byte{0x08, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01}},
		{"varint of 11 bytes", &bankv1.Transaction{}, []byte{0x08, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x81, 0x00}},
		{"varint overflow in the 10th byte", &bankv1.Transaction{}, []byte{0x08, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02}},
		{"truncated tag", &bankv1.Transaction{}, []byte{0x88}},
		{"truncated varint", &bankv1.Transaction{}, []byte{0x08, 0x80}},
		{"truncated fixed64", &bankv1.Transaction{}, []byte{0x51, 1, 2, 3}},
		{"truncated length", &bankv1.Transaction{}, []byte{0x1a}},
		{"length past the end", &bankv1.Transaction{}, []byte{0x1a, 0x05, 'a'}},
		{"truncated nested message", &bankv1.Account{}, bytesField(9, []byte{0x1a, 0x05, 'a'})},
		{"truncated unknown fixed32", &bankv1.Transaction{}, []byte{0xa5, 0x01, 1, 2}},
		{"invalid UTF-8", &bankv1.Transaction{}, strField(9, "ok\xff")},
		{"invalid UTF-8 after 8 ASCII bytes", &bankv1.Transaction{}, strField(9, "abcdefghij\xc3")},
		{"surrogate in UTF-8", &bankv1.Transaction{}, strField(9, "\xed\xa0\x80")},
		{"invalid UTF-8 in a repeated string", &peoplev1.Person{}, strField(3, "\xc0\x80")},
		{"invalid UTF-8 deep", &bankv1.AccountList{}, bytesField(1, bytesField(9, strField(7, "x\x80")))},
		{"invalid UTF-8 in bytes is fine", &kindspb.Scalars{}, bytesField(15, []byte{0xff, 0xfe})},
		{"invalid UTF-8 in a map key", &kindspb.Maps{}, mapEntry(12, strField(1, "\xff"), strField(2, "v"))},
		{"invalid UTF-8 in a map value", &kindspb.Maps{}, mapEntry(12, strField(1, "k"), strField(2, "\xff"))},
		{"invalid UTF-8 in a oneof", &kindspb.Oneofs{}, strField(15, "\xff")},
		{"valid multi-byte UTF-8", &bankv1.Transaction{}, strField(9, "Zoë 東京 🎉 \u2028")},
		{"map entry without key or value", &kindspb.Maps{}, cat(mapEntry(1), mapEntry(3), mapEntry(12), mapEntry(10))},
		{"map entry fields repeated and reversed", &kindspb.Maps{}, mapEntry(1, varintField(2, 9), varintField(1, 3), varintField(2, 8), varintField(1, 4))},
		{"map entry with unknown fields", &kindspb.Maps{}, mapEntry(12, strField(3, "x"), strField(1, "k"), group(9), strField(2, "v"))},
		{"map entry key of the wrong wire type", &kindspb.Maps{}, mapEntry(12, varintField(1, 5), strField(2, "v"))},
		{"map entry with field 0", &kindspb.Maps{}, mapEntry(12, []byte{0x00, 0x00})},
		{"map entry with field 2^29", &kindspb.Maps{}, mapEntry(12, protowire.AppendVarint(nil, 1<<29<<3), []byte{0})},
		{"map entry with an end group", &kindspb.Maps{}, mapEntry(12, tag(5, protowire.EndGroupType))},
		{"map entry truncated", &kindspb.Maps{}, mapEntry(12, []byte{0x0a, 0x05})},
		{"map message value merges", &kindspb.Maps{}, mapEntry(3, bytesField(2, varintField(3, 1)), varintField(1, 7), bytesField(2, strField(14, "s")))},
		{"map duplicate keys: last wins", &kindspb.Maps{}, cat(mapEntry(12, strField(1, "k"), strField(2, "a")), mapEntry(12, strField(1, "k"), strField(2, "b")))},
		{"map bool keys", &kindspb.Maps{}, cat(mapEntry(11, varintField(1, 2), bytesField(2, nil)), mapEntry(11, varintField(1, 0), bytesField(2, []byte{1})))},
		{"oneof: last member wins", &kindspb.Oneofs{}, cat(varintField(4, 5), strField(15, "s"), varintField(14, 1))},
		{"oneof message merges", &kindspb.Oneofs{}, cat(bytesField(18, varintField(3, 1)), bytesField(18, strField(14, "s")))},
		{"oneof message replaced by another member and back", &kindspb.Oneofs{}, cat(bytesField(18, varintField(3, 1)), varintField(4, 2), bytesField(18, strField(14, "s")))},
		{"oneof empty string and zero", &kindspb.Oneofs{}, cat(strField(15, ""), varintField(4, 0))},
		{"oneof of another package", &kindspb.Oneofs{}, bytesField(20, cat(varintField(1, 5), varintField(1, 6)))},
		{"optional zero values are present", &kindspb.Optionals{}, cat(varintField(3, 0), strField(14, ""), bytesField(15, nil), bytesField(17, nil), varintField(13, 0))},
		{"optional repeated: last wins", &kindspb.Optionals{}, cat(varintField(3, 1), varintField(3, 2))},
		{"sint32 from a 64-bit varint", &kindspb.Scalars{}, varintField(7, 1<<40|3)},
		{"int32 from a 64-bit varint", &kindspb.Scalars{}, varintField(3, 1<<40|3)},
		{"bool from a large varint", &kindspb.Scalars{}, varintField(13, 1<<40)},
		{"enum unknown number", &kindspb.Scalars{}, varintField(16, 99)},
		{"enum negative", &kindspb.Scalars{}, varintField(16, 1<<64-1)},
		{"timestamp of another package", &kindspb.Kinds{}, cat(bytesField(9, varintField(1, 5)), bytesField(10, varintField(2, 1)), bytesField(10, nil))},
		{"timestamp with invalid content", &kindspb.Kinds{}, bytesField(9, []byte{0x08})},
		{"field 16 two-byte tag", &kindspb.Kinds{}, cat(tag(16, protowire.BytesType), []byte{1, 'x'})},
		{"max field number", &kindspb.Kinds{}, strField(protowire.MaxValidNumber, "m")},
		{"depth 10000", &kindspb.Kinds{}, nested(9999, nil)},
		{"depth 10001", &kindspb.Kinds{}, nested(10000, nil)},
		// A map entry counts as a level, as in protobuf-go.
		{"depth 10000 through a map entry", &kindspb.Kinds{}, nested(9996, bytesField(4, mapEntry(10, bytesField(2, nil))))},
		{"depth 10001 through a map entry", &kindspb.Kinds{}, nested(9997, bytesField(4, mapEntry(10, bytesField(2, nil))))},
		{"depth 10000 through a scalar map entry", &kindspb.Kinds{}, nested(9997, bytesField(4, mapEntry(1, varintField(1, 1))))},
		{"depth 10001 through a scalar map entry", &kindspb.Kinds{}, nested(9998, bytesField(4, mapEntry(1, varintField(1, 1))))},
		{"depth 10001 in a timestamp", &kindspb.Kinds{}, nested(9999, bytesField(9, nil))},
		{"depth 10000 in a timestamp", &kindspb.Kinds{}, nested(9998, bytesField(9, nil))},
		{"depth 10000 in a oneof", &kindspb.Kinds{}, nested(9997, bytesField(5, bytesField(19, nil)))},
		{"depth 10001 in a oneof", &kindspb.Kinds{}, nested(9998, bytesField(5, bytesField(19, nil)))},
		{"repeated children batch", &kindspb.Kinds{}, cat(bytesField(7, nil), bytesField(8, nil), bytesField(7, varintField(6, 1)), tag(7, protowire.StartGroupType), tag(7, protowire.EndGroupType), bytesField(7, nil))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			checkDecode(t, tt.in, tt.typ)
		})
	}
}

// TestUnmarshalFastErrors pins the error texts: they name the message and
// the field.
func TestUnmarshalFastErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		typ  fastMessage
		in   []byte
		want string
		is   error
	}{
		{&bankv1.Transaction{}, strField(9, "\xff"), "unmarshal polywire.bank.v1.Transaction field 9 (details): invalid UTF-8", fastwire.ErrInvalidUTF8},
		{&bankv1.Account{}, bytesField(9, strField(9, "\xff")), "unmarshal polywire.bank.v1.Transaction field 9 (details): invalid UTF-8", fastwire.ErrInvalidUTF8},
		{&bankv1.Transaction{}, []byte{0x08}, "unmarshal polywire.bank.v1.Transaction field 1 (id): truncated", fastwire.ErrTruncated},
		{&bankv1.Transaction{}, []byte{0x1a, 0x03}, "unmarshal polywire.bank.v1.Transaction field 3 (transactionDate): truncated", fastwire.ErrTruncated},
		{&bankv1.Transaction{}, []byte{0x00}, "unmarshal polywire.bank.v1.Transaction: invalid field number", fastwire.ErrFieldNumber},
		{&bankv1.Transaction{}, []byte{0xa4, 0x01}, "unmarshal polywire.bank.v1.Transaction field 20: unmatched end group", fastwire.ErrEndGroup},
		{&bankv1.Transaction{}, []byte{0x0e}, "unmarshal polywire.bank.v1.Transaction field 1: invalid wire type", fastwire.ErrWireType},
		{&kindspb.Kinds{}, nested(10000, nil), "unmarshal polywire.fastproto.kinds.Kinds: exceeded maximum recursion depth", fastwire.ErrRecursionDepth},
		{&kindspb.Maps{}, bytesField(12, strField(1, "\xff")), "unmarshal polywire.fastproto.kinds.Maps field 12 (string_string): invalid UTF-8", fastwire.ErrInvalidUTF8},
	}
	for _, tt := range tests {
		err := tt.typ.UnmarshalFast(tt.in, false)
		if err == nil || err.Error() != tt.want || !errors.Is(err, tt.is) {
			t.Errorf("UnmarshalFast(% x) = %v, want %q", tt.in, err, tt.want)
		}
	}
}

// TestAliasing shows the lifetime rule: with alias, decoded strings and
// bytes are views of the input, so changing the input changes them; without
// it they are views of a private copy, so the input can be reused at once.
func TestAliasing(t *testing.T) {
	t.Parallel()
	src := samplemsg.Account()
	for _, alias := range []bool{true, false} {
		t.Run(fmt.Sprint("alias=", alias), func(t *testing.T) {
			t.Parallel()
			b := src.AppendFast(nil)
			var got bankv1.Account
			if err := got.UnmarshalFast(b, alias); err != nil {
				t.Fatal(err)
			}
			if got.Name != "Main account" {
				t.Fatalf("Name = %q", got.Name)
			}
			i := bytes.Index(b, []byte("Main account"))
			copy(b[i:], "MAIN")
			j := bytes.Index(b, []byte("Retta Raynor")) // a transaction's principalDisposal
			copy(b[j:], "RETTA")
			wantName, wantPD := "Main account", "Retta Raynor"
			if alias {
				wantName, wantPD = "MAIN account", "RETTA Raynor"
			}
			if got.Name != wantName || got.Transactions[0].PrincipalDisposal != wantPD {
				t.Fatalf("after changing the input: Name %q, principalDisposal %q; want %q, %q",
					got.Name, got.Transactions[0].PrincipalDisposal, wantName, wantPD)
			}
		})
	}
	t.Run("bytes fields", func(t *testing.T) {
		t.Parallel()
		for _, alias := range []bool{true, false} {
			b := bytesField(15, []byte("abc"))
			var m kindspb.Scalars
			if err := m.UnmarshalFast(b, alias); err != nil {
				t.Fatal(err)
			}
			b[2] = 'X'
			if want := map[bool]string{true: "Xbc", false: "abc"}[alias]; string(m.FBytes) != want {
				t.Errorf("alias=%v: FBytes = %q after changing the input, want %q", alias, m.FBytes, want)
			}
			// An append to a decoded bytes field never writes into the input.
			m.FBytes = append(m.FBytes, 'z')
			if len(b) != 5 || b[len(b)-1] != 'c' {
				t.Errorf("alias=%v: appending to FBytes changed the input: %q", alias, b)
			}
		}
	})
}

// TestUnmarshalFastResets: decoding replaces what the message held, as
// proto.Unmarshal does.
func TestUnmarshalFastResets(t *testing.T) {
	t.Parallel()
	m := samplemsg.Account()
	if err := m.UnmarshalFast(varintField(1, 5), false); err != nil {
		t.Fatal(err)
	}
	if !proto.Equal(m, &bankv1.Account{Id: 5}) {
		t.Fatalf("got %v", m)
	}
}

// TestBatchedElementsAreIndependent: the elements of a repeated message
// field share one allocation but are distinct messages.
func TestBatchedElementsAreIndependent(t *testing.T) {
	t.Parallel()
	var a bankv1.Account
	if err := a.UnmarshalFast(samplemsg.Account().AppendFast(nil), false); err != nil {
		t.Fatal(err)
	}
	a.Transactions[0].Details = "changed"
	a.Transactions = append(a.Transactions, &bankv1.Transaction{Id: 3})
	if a.Transactions[1].Details != "" || a.Transactions[1].Id != 18446744073709551615 || len(a.Transactions) != 3 {
		t.Fatalf("elements interfere: %v", a.Transactions)
	}
}

func FuzzUnmarshalFast(f *testing.F) {
	for _, m := range samplemsg.All() {
		b, err := deterministic.Marshal(m)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 20 {
		b, err := deterministic.Marshal(randomMessage(r, &kindspb.Kinds{}, 2))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte{0x0a, 0x03, 0x0a, 0x01, 0xff})
	f.Add(nested(20, nil))
	types := []proto.Message{
		&docsv1.Document{}, &bankv1.AccountList{}, &bankv1.Account{}, &peoplev1.People{}, &articlesv1.Article{},
		&errorv1.Error{}, &kindspb.Kinds{}, &kindspb.Maps{}, &kindspb.Repeated{}, &kindspb.Oneofs{},
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, typ := range types {
			checkDecode(t, data, typ)
		}
	})
}
