package main

import (
	"bytes"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/known/structpb"

	"github.com/polywire/polywire/cmd/internal/plugintest"
	plugintestv1 "github.com/polywire/polywire/cmd/internal/plugintest/testdata/gen/polywire/plugintest/v1"
	plugintestv2 "github.com/polywire/polywire/cmd/internal/plugintest/testdata/gen/polywire/plugintest/v2"
	"github.com/polywire/polywire/codec/xmlcodec"
	"github.com/polywire/polywire/dataset"
	articlesv1 "github.com/polywire/polywire/gen/polywire/articles/v1"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	errorv1 "github.com/polywire/polywire/gen/polywire/error/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/internal/samplemsg"
	"github.com/polywire/polywire/internal/vectors"
)

// fastMessage is a message with the generated methods.
type fastMessage interface {
	proto.Message
	AppendXMLFast(b []byte) ([]byte, bool)
	UnmarshalXMLFast(b []byte) bool
}

var (
	reference = xmlcodec.Codec{Reference: true}
	codec     = xmlcodec.Codec{}
)

// checkEncode compares the fast encoding of m with the reference's: when
// the fast path reports it handled m, the bytes must be the reference's
// (which must succeed); and the codec (fast path, then reference) must
// give the reference's bytes or its error text. It returns the reference's
// encoding (nil on error) and whether the fast path handled m.
func checkEncode(t testing.TB, m proto.Message) ([]byte, bool) {
	t.Helper()
	f, ok := m.(fastMessage)
	if !ok {
		t.Fatalf("%T has no generated fast methods", m)
	}
	want, wantErr := reference.Marshal(nil, m)
	got, handled := f.AppendXMLFast([]byte("prefix"))
	if handled {
		if wantErr != nil {
			t.Fatalf("%T: the fast path writes what the reference refuses (%v):\n%q", m, wantErr, got)
		}
		if !bytes.Equal(got[len("prefix"):], want) || string(got[:len("prefix")]) != "prefix" {
			i := 0
			for got = got[len("prefix"):]; i < len(got) && i < len(want) && got[i] == want[i]; i++ {
			}
			t.Fatalf("%T: fast encoding differs from the reference at byte %d:\n fast %q\n want %q", m, i,
				got[max(0, i-60):min(len(got), i+60)], want[max(0, i-60):min(len(want), i+60)])
		}
	}
	viaCodec, err := codec.Marshal(nil, m)
	if errText(err) != errText(wantErr) || !bytes.Equal(viaCodec, want) {
		t.Fatalf("%T: codec gives %q, %v; reference %q, %v", m, viaCodec, err, want, wantErr)
	}
	return want, handled
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// checkDecode decodes in as typ with the reference, the fast path and the
// codec: when the fast path reports it handled in, the reference must
// accept it and build an equal message, which must not point into the
// input; the codec must give the reference's message or error text. It
// returns the reference's message and error and whether the fast path
// handled in.
func checkDecode(t testing.TB, typ protoreflect.MessageType, in []byte) (proto.Message, error, bool) {
	t.Helper()
	want := typ.New().Interface()
	wantErr := reference.Unmarshal(in, want)
	got := typ.New().Interface().(fastMessage)
	buf := bytes.Clone(in)
	handled := got.UnmarshalXMLFast(buf)
	if !bytes.Equal(buf, in) {
		t.Fatalf("%s: the fast path changed its input %q", typ.Descriptor().FullName(), in)
	}
	if handled {
		if wantErr != nil {
			t.Fatalf("%s: the fast path accepts %q, the reference refuses it: %v", typ.Descriptor().FullName(), in, wantErr)
		}
		for i := range buf {
			buf[i] = 'X' // nothing may point into the input
		}
		if !proto.Equal(got, want) {
			t.Fatalf("%s: fast decode of %q differs from the reference's:\n fast %v\n want %v", typ.Descriptor().FullName(), in, got, want)
		}
	}
	viaCodec := typ.New().Interface()
	err := codec.Unmarshal(in, viaCodec)
	if errText(err) != errText(wantErr) {
		t.Fatalf("%s: codec decode of %q: error %v, reference error %v", typ.Descriptor().FullName(), in, err, wantErr)
	}
	if err == nil && !proto.Equal(viaCodec, want) {
		t.Fatalf("%s: codec decode of %q differs from the reference's:\n got  %v\n want %v", typ.Descriptor().FullName(), in, viaCodec, want)
	}
	return want, wantErr, handled
}

// articleBank is seed 000's own data, which the large bank vector uses.
var articleBank = sync.OnceValues(func() (*bankv1.AccountList, error) {
	return dataset.LoadBank(filepath.Join("..", "..", "testdata", "seed000-bank"))
})

// schemaSamples are messages of polywire's own schemas: the codec test
// messages, the golden vectors' cases and slices of the datasets. None has
// a well-known type, so the fast path must handle every one.
func schemaSamples(t testing.TB) map[string]proto.Message {
	t.Helper()
	out := map[string]proto.Message{}
	for name, m := range samplemsg.All() {
		out["testmsg_"+name] = m
	}
	bank, err := articleBank()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range vectors.Cases(bank) {
		out["vector_"+c.Name] = c.Message
	}
	out["dataset_account2"] = dataset.GenerateBank(dataset.DefaultSeed).Accounts[1]
	out["dataset_people"] = dataset.GeneratePeople(2000)
	out["dataset_documents"] = &docsv1.GetAllByLimitAndOffsetResponse{Documents: dataset.GenerateDocuments(dataset.DefaultSeed, 200)}
	out["kinds_wide"] = &plugintestv1.Wide{F1: 1, F64: 64, F65: -65, F70: 70}
	out["kinds_nil_elements"] = &plugintestv1.Kinds{Children: []*plugintestv1.Kinds{nil, {}},
		MStrMsg: map[string]*plugintestv1.Kinds{"nil": nil}, MFlagMsg: map[bool]*plugintestv1.Kinds{true: {Flag: true}, false: nil}}
	out["kinds_oneof_zero"] = &plugintestv1.Kinds{Choice: &plugintestv1.Kinds_ChoiceNum{}, Second: &plugintestv1.Kinds_SecondText{}}
	out["kinds_oneof_nil_message"] = &plugintestv1.Kinds{Choice: &plugintestv1.Kinds_ChoiceChild{}}
	out["kinds_optional_zero"] = &plugintestv1.Kinds{OptI32: proto.Int32(0), OptText: proto.String(""), OptData: []byte{}, OptMsg: &plugintestv1.Kinds{}}
	out["kinds_aliased"] = &plugintestv1.Kinds{Aliased: plugintestv1.Aliased_ALIASED_PRIMARY, Level: 7, Shade: 2, Color: -3}
	out["kinds_text"] = &plugintestv1.Kinds{Text: " <a> & \r\n\t é 東京 \U0001F600 \ufffd ]]> ", RText: []string{"", " "},
		MStrString: map[string]string{"b": "2", "a": "<", "": ""}}
	out["outer"] = &plugintestv1.Outer{Inner: &plugintestv1.Outer_Inner{Mood: 1, Inners: []*plugintestv1.Outer_Inner{{Mood: 5}, {}}}}
	out["remote"] = &plugintestv2.Remote{Label: "l", Level: 7, More: []*plugintestv2.Remote{{}}}
	return out
}

func TestEncodeDecodeSchemaSamples(t *testing.T) {
	t.Parallel()
	for name, m := range schemaSamples(t) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			b, handled := checkEncode(t, m)
			if !handled {
				t.Fatal("the fast path left the encoding to the reference")
			}
			if _, err, handled := checkDecode(t, m.ProtoReflect().Type(), b); err != nil || !handled {
				t.Fatalf("decode: reference error %v, fast path handled it: %v", err, handled)
			}
		})
	}
}

// allTypes are the message types of the random and fuzz tests.
var allTypes = []proto.Message{
	new(plugintestv1.Kinds), new(plugintestv1.Wide), new(plugintestv1.Outer), new(plugintestv1.NoFields),
	new(plugintestv1.Shared), new(plugintestv2.Remote), new(bankv1.Account), new(docsv1.Document),
	new(peoplev1.People), new(articlesv1.Article), new(errorv1.Error), new(plugintestv1.WellKnown),
}

// TestRandomMessages encodes and decodes seeded random messages of every
// type (Kinds: every kind; WellKnown: every well-known type in every
// position) on both paths, then seeded mutations of each encoding:
// whitespace, comments, entities, bad bytes, cut or repeated pieces. The
// fast path must write and read every message itself but every tenth,
// which may hold invalid UTF-8 or characters XML cannot carry.
func TestRandomMessages(t *testing.T) {
	t.Parallel()
	n := 60
	if testing.Short() {
		n = 20
	}
	for _, typ := range allTypes {
		t.Run(string(typ.ProtoReflect().Descriptor().Name()), func(t *testing.T) {
			t.Parallel()
			seed := uint64(len(typ.ProtoReflect().Descriptor().FullName()))
			z := plugintest.WellKnownRand(seed)
			r := rand.New(rand.NewPCG(seed, 15))
			var encoded, decoded, mutantsAccepted atomic.Int64
			for i := range n {
				// Every tenth message may hold invalid UTF-8 or characters
				// XML cannot carry; the others are what the fast path must
				// take whole.
				odd := i%10 == 0
				z.InvalidUTF8, z.XMLText = odd, !odd
				m := typ.ProtoReflect().New()
				z.Fill(m, 2)
				b, handled := checkEncode(t, m.Interface())
				if handled {
					encoded.Add(1)
				}
				if !odd && !handled {
					t.Fatalf("the fast path left a plain message to the reference: %v", m)
				}
				if b == nil {
					continue
				}
				_, _, handled = checkDecode(t, m.Type(), b)
				if handled {
					decoded.Add(1)
				}
				if !odd && !handled {
					t.Fatalf("the fast path left the canonical encoding to the reference: %q", b)
				}
				for range 8 {
					if _, err, handled := checkDecode(t, m.Type(), mutate(r, b)); handled && err == nil {
						mutantsAccepted.Add(1)
					}
				}
				if t.Failed() {
					return
				}
			}
			t.Logf("fast path: %d encoded, %d decoded, %d of %d mutants accepted", encoded.Load(), decoded.Load(), mutantsAccepted.Load(), 8*n)
		})
	}
}

// mutations are what mutate inserts: the XML the fast path must either
// read exactly as the reference does, or leave to it.
var mutations = []string{
	" ", "\n", "\t", "\r", "\r\n", "<!-- c -->", "<![CDATA[x]]>", "&#65;", "&#xD;", "&#xd;", "&lt;", "&gt;", "&amp;",
	"&quot;", "&apos;", "&nbsp;", "&", "<", ">", "]]>", "/", "\"", "'", "=", "a", "0", "-", "+", ".", "e",
	"\xff", "\x00", "\x01", "\ufeff", "\uffff", "é", "<?pi?>", "<!DOCTYPE x>", "<x>", "</x>", "<x/>", " a=\"1\"",
}

// mutate returns a copy of b with one seeded change.
func mutate(r *rand.Rand, b []byte) []byte {
	out := bytes.Clone(b)
	if len(out) == 0 {
		return []byte(mutations[r.IntN(len(mutations))])
	}
	i := r.IntN(len(out))
	switch r.IntN(5) {
	case 0: // delete a byte
		return append(out[:i], out[i+1:]...)
	case 1: // duplicate a piece (an element, often)
		j := min(len(out), i+r.IntN(64))
		return append(out[:j], append(bytes.Clone(b[i:j]), b[j:]...)...)
	case 2: // cut
		return out[:i]
	case 3: // insert next to a tag
		if k := bytes.IndexByte(out[i:], '>'); k >= 0 {
			i += k + 1
		}
	}
	ins := mutations[r.IntN(len(mutations))]
	return append(out[:i], append([]byte(ins), b[i:]...)...)
}

// outcome is what the reference does with an input and whether the fast
// path must handle it.
type outcome int

const (
	acceptFast outcome = iota // the reference accepts it and so must the fast path
	accept                    // the reference accepts it; the fast path may leave it
	refuse
)

const decl = `<?xml version="1.0" encoding="UTF-8"?>`

func nest(field, inner string, n int) string {
	var b bytes.Buffer
	for range n {
		b.WriteString("<" + field + ">")
	}
	b.WriteString(inner)
	for range n {
		b.WriteString("</" + field + ">")
	}
	return b.String()
}

// decodeCases are hand-written inputs for the decoding rules; each runs
// through the reference, the fast path and the codec (checkDecode), and
// the reference must do what the case says.
var decodeCases = []struct {
	name string
	msg  proto.Message
	in   string
	want outcome
}{
	{"canonical", new(bankv1.Account), decl + `<Account><id>2</id><name>a</name><balance>1.5</balance></Account>`, acceptFast},
	{"no_declaration", new(bankv1.Account), `<Account><name>a</name></Account>`, acceptFast},
	{"declaration_single_quotes", new(bankv1.Account), `<?xml version='1.0'?><Account></Account>`, accept},
	{"declaration_after_space", new(bankv1.Account), ` <?xml version="1.0"?><Account></Account>`, refuse},
	{"pretty", new(bankv1.Account), decl + "\n<Account>\n  <name>a</name>\r\n\t<transactions>\n    <id>1</id>\n  </transactions>\n</Account>\n", acceptFast},
	{"empty_root", new(bankv1.Account), `<Account></Account>`, acceptFast},
	{"self_closing_root", new(bankv1.Account), `<Account/>`, accept},
	{"wrong_root", new(bankv1.Account), `<Accounts></Accounts>`, refuse},
	{"namespace_root", new(bankv1.Account), `<a:Account></a:Account>`, refuse},
	{"attribute", new(bankv1.Account), `<Account id="1"></Account>`, refuse},
	{"xmlns", new(bankv1.Account), `<Account xmlns="x"></Account>`, refuse},
	{"end_tag_space", new(bankv1.Account), `<Account><name>a</name ></Account >`, accept},
	{"trailing_space", new(bankv1.Account), "<Account></Account> \n", acceptFast},
	{"trailing_comment", new(bankv1.Account), "<Account></Account><!-- c -->", accept},
	{"trailing_text", new(bankv1.Account), "<Account></Account>x", refuse},
	{"second_root", new(bankv1.Account), "<Account></Account><Account></Account>", refuse},
	{"truncated", new(bankv1.Account), "<Account><name>a</name>", refuse},
	{"truncated_text", new(bankv1.Account), "<Account><name>a", refuse},
	{"empty_input", new(bankv1.Account), "", refuse},
	{"byte_order_mark", new(bankv1.Account), "\ufeff<Account></Account>", accept},
	{"doctype", new(bankv1.Account), `<!DOCTYPE Account [<!ENTITY e "x">]><Account><name>&e;</name></Account>`, refuse},
	{"processing_instruction", new(bankv1.Account), `<Account><?pi x?></Account>`, refuse},
	{"comment_inside", new(bankv1.Account), `<Account><!-- c --><name>a<!-- c -->b</name></Account>`, accept},
	{"cdata", new(bankv1.Account), `<Account><name><![CDATA[<a>]]></name></Account>`, accept},
	{"text_in_message", new(bankv1.Account), `<Account>x<name>a</name></Account>`, refuse},
	{"entity_in_message", new(bankv1.Account), `<Account>&lt;</Account>`, refuse},
	{"unknown_element", new(bankv1.Account), `<Account><nmae>a</nmae></Account>`, refuse},
	{"unknown_empty_element", new(bankv1.Account), `<Account><nmae></nmae></Account>`, refuse},
	{"element_in_scalar", new(bankv1.Account), `<Account><name><b>a</b></name></Account>`, refuse},
	{"mismatched_end", new(bankv1.Account), `<Account><name>a</owner></Account>`, refuse},
	{"duplicate", new(bankv1.Account), `<Account><name>a</name><name>a</name></Account>`, refuse},
	{"duplicate_message", new(docsv1.Document), `<Document><price></price><price></price></Document>`, refuse},
	{"duplicate_wide_high_field", new(plugintestv1.Wide), `<Wide><f70>1</f70><f1>2</f1><f70>3</f70></Wide>`, refuse},
	{"wide", new(plugintestv1.Wide), `<Wide><f70>1</f70><f64>2</f64><f65>3</f65><f1>4</f1></Wide>`, acceptFast},
	{"repeated_not_adjacent", new(peoplev1.Person), `<Person><email>a</email><name>n</name><email>b</email></Person>`, acceptFast},
	{"empty_string", new(bankv1.Account), `<Account><name></name><owner/></Account>`, accept},
	{"string_spaces_kept", new(bankv1.Account), "<Account><name> a\tb\n </name></Account>", acceptFast},
	{"entities", new(bankv1.Account), `<Account><name>&lt;&gt;&amp;&quot;&apos;&#xD;</name></Account>`, acceptFast},
	{"char_refs", new(bankv1.Account), `<Account><name>&#65;&#x42;&#xd;&#233;</name></Account>`, accept},
	{"char_ref_illegal", new(bankv1.Account), `<Account><name>&#1;</name></Account>`, refuse},
	{"unknown_entity", new(bankv1.Account), `<Account><name>&nbsp;</name></Account>`, refuse},
	{"bare_ampersand", new(bankv1.Account), `<Account><name>a & b</name></Account>`, refuse},
	{"raw_gt", new(bankv1.Account), `<Account><name>a > b</name></Account>`, accept},
	{"raw_cdata_end", new(bankv1.Account), `<Account><name>a]]>b</name></Account>`, refuse},
	{"raw_cr", new(bankv1.Account), "<Account><name>a\rb\r\nc</name></Account>", accept},
	{"non_ascii", new(bankv1.Account), "<Account><name>é東京\U0001F600\ufffd</name></Account>", acceptFast},
	{"invalid_utf8", new(bankv1.Account), "<Account><name>a\xffb</name></Account>", refuse},
	{"surrogate_utf8", new(bankv1.Account), "<Account><name>\xed\xa0\x80</name></Account>", refuse},
	{"illegal_char", new(bankv1.Account), "<Account><name>a\x01</name></Account>", refuse},
	{"illegal_fffe", new(bankv1.Account), "<Account><name>\ufffe</name></Account>", refuse},
	{"nul", new(bankv1.Account), "<Account><name>\x00</name></Account>", refuse},
	{"uint64_max", new(bankv1.Account), `<Account><id>18446744073709551615</id></Account>`, acceptFast},
	{"uint64_overflow", new(bankv1.Account), `<Account><id>18446744073709551616</id></Account>`, refuse},
	{"uint64_negative", new(bankv1.Account), `<Account><id>-1</id></Account>`, refuse},
	{"uint64_plus", new(bankv1.Account), `<Account><id>+1</id></Account>`, refuse},
	{"uint64_leading_zeros", new(bankv1.Account), `<Account><id>007</id></Account>`, acceptFast},
	{"uint64_spaces", new(bankv1.Account), "<Account><id> 7\n</id></Account>", acceptFast},
	{"uint64_inner_space", new(bankv1.Account), "<Account><id>1 2</id></Account>", refuse},
	{"uint64_empty", new(bankv1.Account), "<Account><id></id></Account>", refuse},
	{"int_bounds", new(plugintestv1.Kinds), `<Kinds><i32>-2147483648</i32><i64>-9223372036854775808</i64><u32>4294967295</u32><sf32>+5</sf32><s64>9223372036854775807</s64></Kinds>`, acceptFast},
	{"int32_overflow", new(plugintestv1.Kinds), `<Kinds><i32>2147483648</i32></Kinds>`, refuse},
	{"int64_overflow", new(plugintestv1.Kinds), `<Kinds><i64>-9223372036854775809</i64></Kinds>`, refuse},
	{"uint32_overflow", new(plugintestv1.Kinds), `<Kinds><u32>4294967296</u32></Kinds>`, refuse},
	{"int_hex", new(plugintestv1.Kinds), `<Kinds><i32>0x10</i32></Kinds>`, refuse},
	{"int_exponent", new(plugintestv1.Kinds), `<Kinds><i32>1e3</i32></Kinds>`, refuse},
	{"int_negative_zero", new(plugintestv1.Kinds), `<Kinds><i32>-0</i32></Kinds>`, acceptFast},
	{"floats", new(plugintestv1.Kinds), `<Kinds><rDb>0</rDb><rDb>-0</rDb><rDb>1.5</rDb><rDb>NaN</rDb><rDb>Infinity</rDb><rDb>-Infinity</rDb><rDb>1e21</rDb><rDb>1E-7</rDb><rDb>5e-324</rDb><rDb>0.1</rDb><rDb>123456789012345678</rDb><rDb>-0.000001</rDb></Kinds>`, acceptFast},
	{"float32", new(plugintestv1.Kinds), `<Kinds><rFl>3.4028235e38</rFl><rFl>0.1</rFl><rFl>16777217</rFl><rFl>1e-46</rFl><rFl>NaN</rFl></Kinds>`, acceptFast},
	{"float32_overflow", new(plugintestv1.Kinds), `<Kinds><fl>3.5e38</fl></Kinds>`, refuse},
	{"float_overflow", new(plugintestv1.Kinds), `<Kinds><db>1e400</db></Kinds>`, refuse},
	{"float_leading_dot", new(plugintestv1.Kinds), `<Kinds><db>.5</db></Kinds>`, refuse},
	{"float_trailing_dot", new(plugintestv1.Kinds), `<Kinds><db>1.</db></Kinds>`, refuse},
	{"float_leading_zero", new(plugintestv1.Kinds), `<Kinds><db>01</db></Kinds>`, refuse},
	{"float_plus", new(plugintestv1.Kinds), `<Kinds><db>+1</db></Kinds>`, refuse},
	{"float_word_case", new(plugintestv1.Kinds), `<Kinds><db>nan</db></Kinds>`, refuse},
	{"float_hex", new(plugintestv1.Kinds), `<Kinds><db>0x1p3</db></Kinds>`, refuse},
	{"float_spaces", new(plugintestv1.Kinds), "<Kinds><db> -2.5 </db></Kinds>", acceptFast},
	{"bool", new(plugintestv1.Kinds), `<Kinds><flag>true</flag><rFlag>false</rFlag><optFlag>false</optFlag></Kinds>`, acceptFast},
	{"bool_case", new(plugintestv1.Kinds), `<Kinds><flag>True</flag></Kinds>`, refuse},
	{"bool_number", new(plugintestv1.Kinds), `<Kinds><flag>1</flag></Kinds>`, refuse},
	{"enum", new(bankv1.Account), `<Account><transactions><transactionType>Debit</transactionType></transactions><transactions><transactionType>7</transactionType></transactions></Account>`, acceptFast},
	{"enum_unknown_name", new(bankv1.Account), `<Account><transactions><transactionType>debit</transactionType></transactions></Account>`, refuse},
	{"enum_alias_other_package", new(plugintestv1.Kinds), `<Kinds><aliased>ALIASED_PRIMARY</aliased><level>LEVEL_HIGH</level><shade>SHADE_DARK</shade><color>-3</color></Kinds>`, acceptFast},
	{"enum_other_package_unknown", new(plugintestv1.Kinds), `<Kinds><level>HIGH</level></Kinds>`, refuse},
	{"enum_overflow", new(plugintestv1.Kinds), `<Kinds><color>2147483648</color></Kinds>`, refuse},
	{"bytes", new(plugintestv1.Kinds), "<Kinds><data>AAEC/w==</data><rData></rData><rData>AA\nEC</rData><optData></optData></Kinds>", acceptFast},
	{"bytes_bad", new(plugintestv1.Kinds), "<Kinds><data>A</data></Kinds>", refuse},
	{"bytes_url_alphabet", new(plugintestv1.Kinds), "<Kinds><data>AAEC_w==</data></Kinds>", refuse},
	{"bytes_unpadded", new(plugintestv1.Kinds), "<Kinds><data>AAEC/w</data></Kinds>", refuse},
	{"oneof", new(plugintestv1.Kinds), `<Kinds><choiceChild><i32>1</i32></choiceChild><secondText></secondText></Kinds>`, acceptFast},
	{"oneof_two", new(plugintestv1.Kinds), `<Kinds><choiceText>a</choiceText><choiceNum>1</choiceNum></Kinds>`, refuse},
	{"oneof_same_twice", new(plugintestv1.Kinds), `<Kinds><choiceNum>1</choiceNum><choiceNum>1</choiceNum></Kinds>`, refuse},
	{"optional_zero", new(plugintestv1.Kinds), `<Kinds><optI32>0</optI32><optText></optText><optMsg></optMsg><optDb>-0</optDb></Kinds>`, acceptFast},
	{"json_name_only", new(plugintestv1.Kinds), `<Kinds><customName>5</customName><multiWordField2x>m</multiWordField2x></Kinds>`, acceptFast},
	{"proto_name", new(plugintestv1.Kinds), `<Kinds><renamed>5</renamed></Kinds>`, refuse},
	{"proto_name_snake", new(plugintestv1.Kinds), `<Kinds><multi_word_field_2x>m</multi_word_field_2x></Kinds>`, refuse},
	{"map", new(plugintestv1.Kinds), `<Kinds><mStrString><key>b</key><value>2</value></mStrString><mStrString> <key>a</key>` + "\n" + `<value></value> </mStrString><mI32Msg><key>-5</key><value><text>x</text></value></mI32Msg><mFlagMsg><key>true</key><value></value></mFlagMsg></Kinds>`, acceptFast},
	{"map_every_key_kind", new(plugintestv1.Kinds), `<Kinds><mI64Color><key>-1</key><value>COLOR_RED</value></mI64Color><mU32Bytes><key>4294967295</key><value>AQ==</value></mU32Bytes><mU64Double><key>1</key><value>NaN</value></mU64Double><mS32Float><key>-2</key><value>0.5</value></mS32Float><mS64Bool><key>3</key><value>true</value></mS64Bool><mF32Int64><key>4</key><value>-4</value></mF32Int64><mF64Uint32><key>5</key><value>5</value></mF64Uint32><mSf32Sint64><key>6</key><value>-6</value></mSf32Sint64><mSf64String><key>7</key><value>s</value></mSf64String></Kinds>`, acceptFast},
	{"map_reversed", new(plugintestv1.Kinds), `<Kinds><mStrString><value>2</value><key>b</key></mStrString></Kinds>`, accept},
	{"map_no_value", new(plugintestv1.Kinds), `<Kinds><mStrString><key>b</key></mStrString></Kinds>`, accept},
	{"map_empty_entry", new(plugintestv1.Kinds), `<Kinds><mI32Msg></mI32Msg></Kinds>`, accept},
	{"map_duplicate_key", new(plugintestv1.Kinds), `<Kinds><mStrString><key>a</key><value>1</value></mStrString><mStrString><key>a</key><value>2</value></mStrString></Kinds>`, refuse},
	{"map_duplicate_key_by_value", new(plugintestv1.Kinds), `<Kinds><mI32Str><key>1</key><value>1</value></mI32Str><mI32Str><key>01</key><value>2</value></mI32Str></Kinds>`, refuse},
	{"map_unknown_child", new(plugintestv1.Kinds), `<Kinds><mStrString><key>a</key><value>1</value><x></x></mStrString></Kinds>`, refuse},
	{"map_text", new(plugintestv1.Kinds), `<Kinds><mStrString><key>a</key>x<value>1</value></mStrString></Kinds>`, refuse},
	{"map_key_twice", new(plugintestv1.Kinds), `<Kinds><mStrString><key>a</key><key>b</key><value>1</value></mStrString></Kinds>`, refuse},
	{"other_package_message", new(plugintestv1.Kinds), `<Kinds><remote><label>x</label><more></more><more><level>LEVEL_LOW</level></more></remote><remotes></remotes></Kinds>`, acceptFast},
	{"other_file_message", new(plugintestv1.Kinds), `<Kinds><shared><note>n</note><shade>SHADE_LIGHT</shade></shared></Kinds>`, acceptFast},
	{"well_known_types", new(plugintestv1.Kinds), `<Kinds><ts><seconds>1</seconds><nanos>2</nanos></ts><wI64><value>5</value></wI64><empty></empty></Kinds>`, acceptFast},
	{"well_known_twice", new(plugintestv1.Kinds), `<Kinds><ts><seconds>1</seconds><seconds>2</seconds></ts></Kinds>`, refuse},
	{"well_known_unknown_field", new(plugintestv1.Kinds), `<Kinds><ts><minutes>1</minutes></ts></Kinds>`, refuse},
	{"well_known_struct", new(plugintestv1.Kinds), `<Kinds><st></st></Kinds>`, acceptFast},
	{"well_known_every", new(plugintestv1.WellKnown), `<WellKnown><st><fields><key>b</key><value><numberValue>1.5</numberValue></value></fields><fields><key>a</key><value><listValue><values><nullValue>NULL_VALUE</nullValue></values><values></values><values><structValue></structValue></values></listValue></value></fields></st>` +
		`<val><boolValue>true</boolValue></val><lv><values><stringValue> x </stringValue></values></lv><mask><paths>a.b</paths><paths></paths></mask><any><typeUrl>u</typeUrl><value>AQ==</value></any>` +
		`<rVal><nullValue>3</nullValue></rVal><mVal><key>k</key><value><numberValue>NaN</numberValue></value></mVal><oAny></oAny></WellKnown>`, acceptFast},
	{"well_known_value_two_members", new(plugintestv1.WellKnown), `<WellKnown><val><boolValue>true</boolValue><numberValue>1</numberValue></val></WellKnown>`, refuse},
	{"well_known_value_member_twice", new(plugintestv1.WellKnown), `<WellKnown><val><boolValue>true</boolValue><boolValue>true</boolValue></val></WellKnown>`, refuse},
	{"well_known_value_unknown_member", new(plugintestv1.WellKnown), `<WellKnown><val><kind>1</kind></val></WellKnown>`, refuse},
	{"well_known_value_bad_null", new(plugintestv1.WellKnown), `<WellKnown><val><nullValue>NULL</nullValue></val></WellKnown>`, refuse},
	{"well_known_struct_duplicate_key", new(plugintestv1.WellKnown), `<WellKnown><st><fields><key>a</key><value></value></fields><fields><key>a</key><value></value></fields></st></WellKnown>`, refuse},
	{"well_known_struct_no_value", new(plugintestv1.WellKnown), `<WellKnown><st><fields><key>a</key></fields></st></WellKnown>`, accept},
	{"well_known_struct_value_first", new(plugintestv1.WellKnown), `<WellKnown><st><fields><value></value><key>a</key></fields></st></WellKnown>`, accept},
	{"well_known_struct_text", new(plugintestv1.WellKnown), `<WellKnown><st>x</st></WellKnown>`, refuse},
	{"well_known_any_twice", new(plugintestv1.WellKnown), `<WellKnown><any><typeUrl>a</typeUrl><typeUrl>b</typeUrl></any></WellKnown>`, refuse},
	{"well_known_any_bad_base64", new(plugintestv1.WellKnown), `<WellKnown><any><value>A</value></any></WellKnown>`, refuse},
	{"well_known_any_proto_name", new(plugintestv1.WellKnown), `<WellKnown><any><type_url>a</type_url></any></WellKnown>`, refuse},
	{"well_known_list_other_element", new(plugintestv1.WellKnown), `<WellKnown><lv><value></value></lv></WellKnown>`, refuse},
	{"well_known_mask_element", new(plugintestv1.WellKnown), `<WellKnown><mask><paths><a/></paths></mask></WellKnown>`, refuse},
	{"well_known_oneof_two", new(plugintestv1.WellKnown), `<WellKnown><oTs></oTs><oSt></oSt></WellKnown>`, refuse},
	{"well_known_deep_value", new(plugintestv1.WellKnown), `<WellKnown><val>` + strings.Repeat("<listValue><values>", 30) + strings.Repeat("</values></listValue>", 30) + `</val></WellKnown>`, acceptFast},
	{"well_known_value_over_limit", new(plugintestv1.WellKnown), `<WellKnown><val>` + strings.Repeat("<listValue><values>", 50) + strings.Repeat("</values></listValue>", 50) + `</val></WellKnown>`, refuse},
	{"well_known_value_near_limit", new(plugintestv1.WellKnown), `<WellKnown><val>` + strings.Repeat("<listValue><values>", 48) + strings.Repeat("</values></listValue>", 48) + `</val></WellKnown>`, accept},
	{"well_known_bad", new(plugintestv1.Kinds), `<Kinds><ts><seconds>x</seconds></ts></Kinds>`, refuse},
	{"null_value_enum", new(plugintestv1.Kinds), `<Kinds><nullValue>NULL_VALUE</nullValue><nulls>0</nulls><choiceNull>NULL_VALUE</choiceNull></Kinds>`, acceptFast},
	{"no_fields", new(plugintestv1.NoFields), `<NoFields> </NoFields>`, acceptFast},
	{"no_fields_member", new(plugintestv1.NoFields), `<NoFields><a>1</a></NoFields>`, refuse},
	{"nested_outer", new(plugintestv1.Outer), `<Outer><inner><mood>MOOD_CALM</mood><inners><mood>1</mood></inners><inners></inners></inner></Outer>`, acceptFast},
	{"depth_fast", new(plugintestv1.Kinds), "<Kinds>" + nest("child", "<i32>1</i32>", 90) + "</Kinds>", acceptFast},
	{"depth_limit", new(plugintestv1.Kinds), "<Kinds>" + nest("child", "<i32>1</i32>", 98) + "</Kinds>", accept},
	{"depth_over_limit", new(plugintestv1.Kinds), "<Kinds>" + nest("child", "<i32>1</i32>", 99) + "</Kinds>", refuse},
	{"depth_map_over_limit", new(plugintestv1.Kinds), "<Kinds>" + nest("child", "<mI32Msg><key>1</key><value><i32>1</i32></value></mI32Msg>", 97) + "</Kinds>", refuse},
	{"depth_map_limit", new(plugintestv1.Kinds), "<Kinds>" + nest("child", "<mI32Msg><key>1</key><value></value></mI32Msg>", 97) + "</Kinds>", accept},
}

func TestDecodeMatchesReference(t *testing.T) {
	t.Parallel()
	for _, c := range decodeCases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			_, err, handled := checkDecode(t, c.msg.ProtoReflect().Type(), []byte(c.in))
			switch {
			case c.want != refuse && err != nil:
				t.Fatalf("the reference refuses it: %v", err)
			case c.want == refuse && err == nil:
				t.Fatal("the reference accepts it")
			case c.want == acceptFast && !handled:
				t.Fatal("the fast path left it to the reference")
			}
		})
	}
}

// TestEncodeLeavesToReference checks what the fast path must not write
// itself: the reference's errors (with their paths) come through the codec.
func TestEncodeLeavesToReference(t *testing.T) {
	t.Parallel()
	deep := &plugintestv1.Kinds{I32: 1}
	for range 100 {
		deep = &plugintestv1.Kinds{Child: deep}
	}
	for _, c := range []struct {
		name string
		m    fastMessage
		want string // the start of the reference's error
	}{
		{"invalid_utf8", &bankv1.Account{Transactions: []*bankv1.Transaction{{}, {Details: "a\xffb"}}}, "xml: transactions[1]/details: invalid UTF-8 at byte 1"},
		{"illegal_char", &peoplev1.People{Person: []*peoplev1.Person{{Email: []string{"ok", "\x01"}}}}, "xml: person[0]/email[1]: character U+0001 at byte 0 cannot be represented in XML 1.0"},
		{"map_key", &plugintestv1.Kinds{MStrString: map[string]string{"\uffff": ""}}, "xml: mStrString[\"\\uffff\"]/key: character U+FFFF at byte 0 cannot be represented in XML 1.0"},
		{"too_deep", deep, "xml: child/child/child/"},
		{"well_known_struct_string", &plugintestv1.Kinds{St: &structpb.Struct{Fields: map[string]*structpb.Value{"k": structpb.NewStringValue("\x01")}}}, "xml: st/fields[\"k\"]/value/stringValue: character U+0001 at byte 0 cannot be represented in XML 1.0"},
		{"well_known_struct_key", &plugintestv1.Kinds{St: &structpb.Struct{Fields: map[string]*structpb.Value{"\uffff": nil}}}, "xml: st/fields[\"\\uffff\"]/key: character U+FFFF"},
		{"well_known_too_deep", &plugintestv1.Kinds{Val: plugintest.DeepValue(50)}, "xml: val/structValue/fields[\"k\"]/value/listValue/values[0]/structValue/"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			_, err := reference.Marshal(nil, c.m)
			if err == nil || !strings.HasPrefix(err.Error(), c.want) {
				t.Fatalf("reference error %v, want %s", err, c.want)
			}
			if _, handled := checkEncode(t, c.m); handled {
				t.Fatal("the fast path wrote it")
			}
		})
	}
}

// BenchmarkWellKnown: 1,000 products, each holding a Timestamp, a
// Duration, two wrappers, Empty, a Struct, a FieldMask and an Any
// (plugintest.WellKnownList), written and read by the generated path
// (which handles the well-known types in its runtime) and by the reference
// path, in the same run; docs/BENCHMARKS.md has the numbers:
//
//	go test -run '^$' -bench WellKnown -benchmem ./cmd/protoc-gen-fastjson ./cmd/protoc-gen-fastxml ./cmd/protoc-gen-fastmsgpack
func BenchmarkWellKnown(b *testing.B) {
	list := plugintest.WellKnownList(1000)
	for _, c := range []struct {
		name  string
		codec xmlcodec.Codec
	}{{"fast", xmlcodec.Codec{}}, {"reference", xmlcodec.Codec{Reference: true}}} {
		doc, err := c.codec.Marshal(nil, list)
		if err != nil {
			b.Fatal(err)
		}
		b.Run("encode/"+c.name, func(b *testing.B) {
			b.SetBytes(int64(len(doc)))
			b.ReportAllocs()
			buf := make([]byte, 0, len(doc))
			for b.Loop() {
				if _, err := c.codec.Marshal(buf[:0], list); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("decode/"+c.name, func(b *testing.B) {
			b.SetBytes(int64(len(doc)))
			b.ReportAllocs()
			for b.Loop() {
				if err := c.codec.Unmarshal(doc, new(plugintestv1.WellKnown)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestWellKnownSamples: plugintest's hand-picked WellKnown messages,
// every well-known type in every position, are written and read by the
// fast path itself, with the reference's bytes and results, but for those
// the reference refuses (characters XML cannot carry, invalid UTF-8,
// nesting beyond MaxDepth), which the codec leaves to it.
func TestWellKnownSamples(t *testing.T) {
	t.Parallel()
	for name, m := range plugintest.WellKnownSamples() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			b, handled := checkEncode(t, m)
			if b == nil {
				return
			}
			if !handled {
				t.Fatal("the fast path left the encoding to the reference")
			}
			if _, err, handled := checkDecode(t, m.ProtoReflect().Type(), b); err != nil || !handled {
				t.Fatalf("decode: reference error %v, fast path handled it: %v", err, handled)
			}
		})
	}
}
