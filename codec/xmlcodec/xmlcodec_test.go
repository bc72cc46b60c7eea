package xmlcodec_test

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"math"
	"strconv"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/descriptorpb"
	"google.golang.org/protobuf/types/known/wrapperspb"

	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/codec/codectest"
	"github.com/polywire/polywire/codec/xmlcodec"
	"github.com/polywire/polywire/dataset"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	errorv1 "github.com/polywire/polywire/gen/polywire/error/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/internal/samplemsg"
)

var _ codec.Codec = xmlcodec.Codec{}

const decl = `<?xml version="1.0" encoding="UTF-8"?>`

func marshal(t testing.TB, m proto.Message) []byte {
	t.Helper()
	b, err := xmlcodec.Codec{}.Marshal(nil, m)
	if err != nil {
		t.Fatalf("marshal %T: %v", m, err)
	}
	return b
}

// roundTripCases are every sample message plus the big payloads the server
// sends.
func roundTripCases() map[string]proto.Message {
	cases := samplemsg.All()
	cases["account_2"] = dataset.GenerateBank(1).Accounts[1]
	cases["people_1000"] = dataset.GeneratePeople(1000)
	return cases
}

func TestRoundTrip(t *testing.T) {
	t.Parallel()
	for name, m := range roundTripCases() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			c := xmlcodec.Codec{}
			b := marshal(t, m)
			if !bytes.HasPrefix(b, []byte(decl)) {
				t.Fatalf("output does not start with the XML declaration: %.80s", b)
			}
			got := m.ProtoReflect().New().Interface()
			if err := c.Unmarshal(b, got); err != nil {
				t.Fatal(err)
			}
			if !proto.Equal(got, m) {
				t.Fatalf("round trip changed the message:\n got %v\nwant %v", got, m)
			}
			// Deterministic: the same message, or an equal one, gives the
			// same bytes.
			if again := marshal(t, m); !bytes.Equal(again, b) {
				t.Fatal("two encodings of the same message differ")
			}
			if again := marshal(t, got); !bytes.Equal(again, b) {
				t.Fatal("the decoded message encodes differently")
			}
		})
	}
}

func TestMarshalExactDocument(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		m    proto.Message
		want string
	}{
		{"address_escaped", &peoplev1.Address{Street: "S <&>", Number: 5},
			`<Address><street>S &lt;&amp;&gt;</street><number>5</number></Address>`},
		{"empty_message", &bankv1.Transaction{}, `<Transaction></Transaction>`},
		{"defaults_omitted", &bankv1.Transaction{TransactionType: bankv1.Transaction_Credit, Amount: 0, Details: ""},
			`<Transaction></Transaction>`},
		{"transaction_every_kind", &bankv1.Transaction{Id: math.MaxUint64, TransactionType: bankv1.Transaction_Debit,
			Details: " a\tb\r\nc ]]> ", Amount: -0.01},
			"<Transaction><id>18446744073709551615</id><transactionType>Debit</transactionType>" +
				"<details> a\tb&#xD;\nc ]]&gt; </details><amount>-0.01</amount></Transaction>"},
		{"unnamed_enum_number", &bankv1.Transaction{TransactionType: 5}, `<Transaction><transactionType>5</transactionType></Transaction>`},
		{"declaration_order", &bankv1.Account{Transactions: []*bankv1.Transaction{{}, {Id: 2}}, Id: 1, AvailableFunds: 9876.12},
			`<Account><id>1</id><availableFunds>9876.12</availableFunds><transactions></transactions>` +
				`<transactions><id>2</id></transactions></Account>`},
		{"repeated_items_kept_even_empty", &peoplev1.Person{Mobile: []string{"", "x"}, Address: []*peoplev1.Address{{}}},
			`<Person><address></address><mobile></mobile><mobile>x</mobile></Person>`},
		{"nested_and_set_empty_message", &docsv1.Document{Department: &docsv1.Department{Employee: &docsv1.Employee{}}, Price: &docsv1.Price{}},
			`<Document><department><employee></employee></department><price></price></Document>`},
		{"negative_int64", &docsv1.Department{Time: math.MinInt64}, `<Department><time>-9223372036854775808</time></Department>`},
		{"double_plain", &bankv1.Account{Balance: 12999.56, AvailableFunds: 100}, `<Account><balance>12999.56</balance><availableFunds>100</availableFunds></Account>`},
		{"double_exponent", &bankv1.Account{Balance: 1e21, AvailableFunds: 1e-7}, `<Account><balance>1e+21</balance><availableFunds>1e-7</availableFunds></Account>`},
		{"double_words", &bankv1.Account{Balance: math.Inf(1), AvailableFunds: math.Inf(-1)}, `<Account><balance>Infinity</balance><availableFunds>-Infinity</availableFunds></Account>`},
		{"double_nan_and_negative_zero", &bankv1.Account{Balance: math.NaN(), AvailableFunds: math.Copysign(0, -1)}, `<Account><balance>NaN</balance><availableFunds>-0</availableFunds></Account>`},
		{"raw_utf8", &errorv1.Error{Message: "Zoë 東京 \u2028 \u0085 \u007f \ufffd \U0010ffff \"'"},
			"<Error><message>Zoë 東京 \u2028 \u0085 \u007f \ufffd \U0010ffff \"'</message></Error>"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got := marshal(t, tt.m)
			if string(got) != decl+tt.want {
				t.Fatalf("got  %s\nwant %s", got, decl+tt.want)
			}
			back := tt.m.ProtoReflect().New().Interface()
			if err := (xmlcodec.Codec{}).Unmarshal(got, back); err != nil {
				t.Fatal(err)
			}
			if !proto.Equal(back, tt.m) {
				t.Fatalf("round trip changed the message:\n got %v\nwant %v", back, tt.m)
			}
		})
	}
}

func TestMarshalAppends(t *testing.T) {
	t.Parallel()
	b, err := xmlcodec.Codec{}.Marshal([]byte("prefix "), &peoplev1.Address{Number: 1})
	if err != nil {
		t.Fatal(err)
	}
	if want := "prefix " + decl + "<Address><number>1</number></Address>"; string(b) != want {
		t.Fatalf("got %s, want %s", b, want)
	}
}

// TestFloatsMatchProtojson checks that doubles and floats are written
// exactly as protojson, the reference proto3 JSON encoder, writes them.
func TestFloatsMatchProtojson(t *testing.T) {
	t.Parallel()
	values := []float64{12999.56, 9876.12, -0.01, 1e21, 1e20, 123456789012345678901234, 1e-7, 1e-6, 1.5e-7,
		5e-324, math.MaxFloat64, -math.MaxFloat64, math.SmallestNonzeroFloat32, math.MaxFloat32, 0.1, 1.0 / 3,
		100, -1e300, math.NaN(), math.Inf(1), math.Inf(-1), math.Copysign(0, -1), 16777217, 3.4028235e38}
	for _, f := range values {
		for _, m := range []proto.Message{wrapperspb.Double(f), wrapperspb.Float(float32(f))} {
			ref, err := protojson.Marshal(m)
			if err != nil {
				t.Fatal(err)
			}
			want := strings.Trim(string(ref), `"`)
			name := string(m.ProtoReflect().Descriptor().Name())
			got := string(marshal(t, m))
			if want == "0" {
				// +0 is the default value and omitted.
				if got != decl+"<"+name+"></"+name+">" {
					t.Errorf("%s(%v) = %s, want the field omitted", name, f, got)
				}
				continue
			}
			if wantDoc := decl + "<" + name + "><value>" + want + "</value></" + name + ">"; got != wantDoc {
				t.Errorf("%s(%v) = %s, want %s", name, f, got, wantDoc)
			}
			back := m.ProtoReflect().New().Interface()
			if err := (xmlcodec.Codec{}).Unmarshal([]byte(got), back); err != nil {
				t.Fatalf("%s(%v): %v", name, f, err)
			}
			if !proto.Equal(back, m) {
				t.Errorf("%s(%v) round trip gives %v", name, f, back)
			}
		}
	}
}

// node is a generic XML tree, read by encoding/xml's reflection decoder: an
// independent reader of the output.
type node struct {
	XMLName xml.Name
	Attrs   []xml.Attr `xml:",any,attr"`
	Text    string     `xml:",chardata"`
	Nodes   []node     `xml:",any"`
}

func TestOutputIsWellFormedXML(t *testing.T) {
	t.Parallel()
	for name, m := range samplemsg.All() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			b := marshal(t, m)
			// Token (unlike RawToken) checks that tags match; Strict is the
			// default.
			d := xml.NewDecoder(bytes.NewReader(b))
			for {
				_, err := d.Token()
				if errors.Is(err, io.EOF) {
					break
				}
				if err != nil {
					t.Fatalf("not well-formed: %v\n%s", err, b)
				}
			}
			var root node
			if err := xml.Unmarshal(b, &root); err != nil {
				t.Fatal(err)
			}
			if want := string(m.ProtoReflect().Descriptor().Name()); root.XMLName.Local != want || root.XMLName.Space != "" {
				t.Fatalf("root is %v, want %s", root.XMLName, want)
			}
		})
	}
}

// TestGenericTreeReadsTheSameData reads the account with encoding/xml's
// own decoder and checks names, order and text.
func TestGenericTreeReadsTheSameData(t *testing.T) {
	t.Parallel()
	acc := samplemsg.Account()
	var root node
	if err := xml.Unmarshal(marshal(t, acc), &root); err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, n := range root.Nodes {
		names = append(names, n.XMLName.Local)
		if len(n.Attrs) > 0 {
			t.Errorf("<%s> has attributes", n.XMLName.Local)
		}
	}
	want := "id name balance availableFunds iban currency owner ownerAddress transactions transactions"
	if got := strings.Join(names, " "); got != want {
		t.Fatalf("children are %s, want %s", got, want)
	}
	second := root.Nodes[9]
	texts := map[string]string{}
	for _, n := range second.Nodes {
		texts[n.XMLName.Local] = n.Text
	}
	if texts["beneficiary"] != acc.Transactions[1].Beneficiary {
		t.Errorf("beneficiary reads as %q, want %q", texts["beneficiary"], acc.Transactions[1].Beneficiary)
	}
	if texts["id"] != "18446744073709551615" || texts["amount"] != "-0.01" || texts["transactionDate"] != "2017-06-05" {
		t.Errorf("second transaction reads as %v", texts)
	}
	if _, ok := texts["transactionType"]; ok {
		t.Error("default enum value Credit was written")
	}
}

// reindent re-encodes a document with encoding/xml's indenting encoder,
// which also writes newlines and tabs in text as character references.
func reindent(t *testing.T, b []byte) []byte {
	t.Helper()
	var out bytes.Buffer
	d := xml.NewDecoder(bytes.NewReader(b))
	e := xml.NewEncoder(&out)
	e.Indent("", "  ")
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if err := e.EncodeToken(xml.CopyToken(tok)); err != nil {
			t.Fatal(err)
		}
	}
	if err := e.Flush(); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

func TestPrettyPrintedInput(t *testing.T) {
	t.Parallel()
	for name, m := range samplemsg.All() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			pretty := reindent(t, marshal(t, m))
			if !bytes.Contains(pretty, []byte("\n  <")) {
				t.Fatalf("re-encoding did not indent:\n%s", pretty)
			}
			got := m.ProtoReflect().New().Interface()
			if err := (xmlcodec.Codec{}).Unmarshal(pretty, got); err != nil {
				t.Fatalf("%v\n%s", err, pretty)
			}
			if !proto.Equal(got, m) {
				t.Fatalf("indented document decodes to\n%v\nwant %v", got, m)
			}
		})
	}
}

func TestUnmarshalAccepts(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		in   string
		want proto.Message
	}{
		{"hand_indented_with_comments_cdata_and_bom", "\xef\xbb\xbf" + `<?xml version="1.0" encoding="utf-8"?>
<!-- an account -->
<Account>
	<id> 1 </id>
	<name>Main <![CDATA[<account>]]></name>
	<balance>
		12999.56
	</balance>
	<transactions>
		<id>1000000</id>
		<transactionType>Debit</transactionType>
	</transactions>
	<!-- an empty transaction -->
	<transactions/>
</Account>
<!-- done -->
`, &bankv1.Account{Id: 1, Name: "Main <account>", Balance: 12999.56,
			Transactions: []*bankv1.Transaction{{Id: 1000000, TransactionType: bankv1.Transaction_Debit}, {}}}},
		{"no_declaration", `<Address><number>-7</number></Address>`, &peoplev1.Address{Number: -7}},
		{"empty_elements_are_empty_strings", `<Address><street/></Address>`, &peoplev1.Address{}},
		{"empty_pair_is_empty_string", `<Address><street></street></Address>`, &peoplev1.Address{}},
		{"string_keeps_spaces", "<Address><street>  a \n b\t </street></Address>", &peoplev1.Address{Street: "  a \n b\t "}},
		{"line_ends_normalised_cr_reference_kept", "<Address><street>a\r\nb\rc&#xD;d&#13;</street></Address>", &peoplev1.Address{Street: "a\nb\nc\rd\r"}},
		{"entities_and_references", `<Address><street>&lt;&gt;&amp;&quot;&apos;&#x1F600;&#233;</street></Address>`, &peoplev1.Address{Street: `<>&"'😀é`}},
		{"text_split_by_comment", `<Address><street>a<!-- x -->b</street></Address>`, &peoplev1.Address{Street: "ab"}},
		{"number_leading_zeros_and_sign", `<Address><number>+007</number></Address>`, &peoplev1.Address{Number: 7}},
		{"enum_by_number", `<Transaction><transactionType>7</transactionType></Transaction>`, &bankv1.Transaction{TransactionType: 7}},
		{"enum_number_with_name", `<Transaction><transactionType> 1 </transactionType></Transaction>`, &bankv1.Transaction{TransactionType: bankv1.Transaction_Debit}},
		{"double_forms", `<Account><balance>-1.5E+3</balance><availableFunds>0e0</availableFunds></Account>`, &bankv1.Account{Balance: -1500}},
		{"double_underflow_is_zero", `<Account><balance>1e-400</balance></Account>`, &bankv1.Account{}},
		{"repeated_items_not_adjacent", `<Person><mobile>1</mobile><name>n</name><mobile>2</mobile></Person>`,
			&peoplev1.Person{Name: "n", Mobile: []string{"1", "2"}}},
		{"uint64_max", `<Transaction><id>18446744073709551615</id></Transaction>`, &bankv1.Transaction{Id: math.MaxUint64}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got := tt.want.ProtoReflect().New().Interface()
			if err := (xmlcodec.Codec{}).Unmarshal([]byte(tt.in), got); err != nil {
				t.Fatal(err)
			}
			if !proto.Equal(got, tt.want) {
				t.Fatalf("got %v\nwant %v", got, tt.want)
			}
		})
	}
}

func TestUnmarshalResetsAndDoesNotRetain(t *testing.T) {
	t.Parallel()
	src := marshal(t, &peoplev1.Person{Name: "Ada", Mobile: []string{"1"}})
	m := samplemsg.People().Person[1]
	if err := (xmlcodec.Codec{}).Unmarshal(src, m); err != nil {
		t.Fatal(err)
	}
	for i := range src {
		src[i] = 'x'
	}
	if want := (&peoplev1.Person{Name: "Ada", Mobile: []string{"1"}}); !proto.Equal(m, want) {
		t.Fatalf("got %v, want %v (not reset, or src retained)", m, want)
	}
}

// many returns n copies of s.
func many(s string, n int) string { return strings.Repeat(s, n) }

func TestUnmarshalErrors(t *testing.T) {
	t.Parallel()
	acc := func() proto.Message { return &bankv1.Account{} }
	people := func() proto.Message { return &peoplev1.People{} }
	tests := []struct {
		name   string
		in     string
		target func() proto.Message
		want   string // the error message, or a part of it
	}{
		{"empty_input", ``, acc, `xml: no root element, want <Account>`},
		{"only_whitespace_and_comment", " <!-- x --> ", acc, `no root element`},
		{"unclosed_root", `<Account>`, acc, `xml: unexpected end of input: <Account> is not closed`},
		{"unclosed_scalar", `<Account><transactions><details>abc`, acc, `xml: transactions[0]/details: unexpected end of input: <details> is not closed`},
		{"wrong_root", `<People></People>`, acc, `xml: root element is <People>, want <Account>`},
		{"prefixed_root", `<a:Account xmlns:a="urn:x"></a:Account>`, acc, `root element is <a:Account>`},
		{"second_root", `<Account></Account><Account></Account>`, acc, `xml: second root element <Account> after <Account>`},
		{"text_after_root", `<Account></Account>x`, acc, `xml: text "x" outside the root element`},
		{"text_before_root", `x<Account></Account>`, acc, `outside the root element`},
		{"end_tag_at_top", `</Account>`, acc, `xml: unexpected end tag </Account>`},
		{"root_attribute", `<Account id="1"></Account>`, acc, `xml: element <Account> has attribute id: attributes are not allowed`},
		{"xmlns_attribute", `<Account xmlns="urn:x"></Account>`, acc, `attribute xmlns: attributes are not allowed`},
		{"field_attribute", `<Account><transactions><id type="x">1</id></transactions></Account>`, acc, `xml: transactions[0]/id: element <id> has attribute type`},
		{"unknown_element", `<Account><nmae>x</nmae></Account>`, acc, `xml: nmae: unknown element: polywire.bank.v1.Account has no field with JSON name "nmae"`},
		{"unknown_nested_element", `<Account><transactions/><transactions><foo/></transactions></Account>`, acc, `xml: transactions[1]/foo: unknown element`},
		{"prefixed_field", `<Account><x:id>1</x:id></Account>`, acc, `xml: x:id: unknown element`},
		{"text_in_message", `<Account>abc</Account>`, acc, `xml: text "abc" is not allowed in message element <Account>`},
		{"cdata_text_in_message", `<Account><transactions><![CDATA[x]]></transactions></Account>`, acc, `xml: transactions[0]: text "x" is not allowed`},
		{"duplicate_singular", `<Account><id>1</id><id>2</id></Account>`, acc, `xml: id: duplicate element for singular field`},
		{"duplicate_singular_default", `<Account><name/><name/></Account>`, acc, `xml: name: duplicate element`},
		{"duplicate_message", `<SaveRequest><document/><document/></SaveRequest>`, func() proto.Message { return &docsv1.SaveRequest{} }, `xml: document: duplicate element`},
		{"bad_double", `<Account>` + many(`<transactions></transactions>`, 3) + `<transactions><amount>abc</amount></transactions></Account>`, acc,
			`xml: transactions[3]/amount: parse "abc" as double: invalid syntax`},
		{"double_out_of_range", `<Account><balance>1e400</balance></Account>`, acc, `xml: balance: parse "1e400" as double: value out of range`},
		{"double_hex", `<Account><balance>0x1p3</balance></Account>`, acc, `invalid syntax`},
		{"double_inf_spelling", `<Account><balance>Inf</balance></Account>`, acc, `invalid syntax`},
		{"double_plus", `<Account><balance>+1</balance></Account>`, acc, `invalid syntax`},
		{"double_leading_dot", `<Account><balance>.5</balance></Account>`, acc, `invalid syntax`},
		{"double_trailing_dot", `<Account><balance>1.</balance></Account>`, acc, `invalid syntax`},
		{"double_underscore", `<Account><balance>1_0</balance></Account>`, acc, `invalid syntax`},
		{"double_empty", `<Account><balance/></Account>`, acc, `xml: balance: parse "" as double: invalid syntax`},
		{"int32_overflow", `<People><person><address><number>2147483648</number></address></person></People>`, people,
			`xml: person[0]/address[0]/number: parse "2147483648" as int32: value out of range`},
		{"int32_fraction", `<People><person><address><number>1.0</number></address></person></People>`, people, `parse "1.0" as int32: invalid syntax`},
		{"uint64_negative", `<Account><id>-1</id></Account>`, acc, `xml: id: parse "-1" as uint64: invalid syntax`},
		{"uint64_overflow", `<Account><id>18446744073709551616</id></Account>`, acc, `parse "18446744073709551616" as uint64: value out of range`},
		{"uint32_overflow", `<Article><subsections><id>4294967296</id></subsections></Article>`, func() proto.Message { return samplemsg.Article() }, `xml: subsections[0]/id: parse "4294967296" as uint32: value out of range`},
		{"unknown_enum_name", `<Account><transactions><transactionType>Refund</transactionType></transactions></Account>`, acc,
			`xml: transactions[0]/transactionType: parse "Refund" as enum polywire.bank.v1.Transaction.TransactionType: not a name or number of the enum`},
		{"enum_number_too_big", `<Transaction><transactionType>2147483648</transactionType></Transaction>`, func() proto.Message { return &bankv1.Transaction{} }, `not a name or number`},
		{"long_value_is_cut", `<Account><balance>` + many("9", 500) + `x</balance></Account>`, acc, `"…`},
		{"element_in_scalar", `<Account><name><b>x</b></name></Account>`, acc, `xml: name: unexpected element <b> in a scalar field`},
		{"mismatched_end_tag", `<Account><name>x</id></Account>`, acc, `xml: name: end tag </id> does not match <name>`},
		{"mismatched_root_end_tag", `<Account></People>`, acc, `end tag </People> does not match <Account>`},
		{"processing_instruction", `<Account><?php echo 1; ?></Account>`, acc, `xml: processing instruction <?php …?> is not allowed`},
		{"processing_instruction_first", `<?foo bar?><Account/>`, acc, `processing instruction <?foo …?>`},
		{"late_declaration", `<!-- c --><?xml version="1.0"?><Account/>`, acc, `processing instruction <?xml …?>`},
		{"declaration_after_space", ` <?xml version="1.0"?><Account/>`, acc, `processing instruction <?xml …?>`},
		{"xml_1_1", `<?xml version="1.1"?><Account/>`, acc, `xml: unsupported version "1.1"; only version 1.0 is supported`},
		{"latin1", `<?xml version="1.0" encoding="ISO-8859-1"?><Account/>`, acc, `xml: encoding "ISO-8859-1" is not supported, only UTF-8 is`},
		{"doctype", `<!DOCTYPE Account><Account/>`, acc, `xml: DOCTYPE is not allowed`},
		{"doctype_in_element", `<Account><!DOCTYPE x></Account>`, acc, `DOCTYPE is not allowed`},
		{"other_declaration", `<!ELEMENT Account ANY><Account/>`, acc, `declaration is not allowed`},
		{"unknown_entity", "<Account>\n<name>&foo;</name></Account>", acc, `xml: name: syntax error on line 2: invalid character entity &foo;`},
		{"entity_without_semicolon", `<Account><name>a & b</name></Account>`, acc, `invalid character entity`},
		{"forbidden_character_reference", `<Account><name>&#1;</name></Account>`, acc, `illegal character code U+0001`},
		{"forbidden_raw_character", "<Account><name>\x01</name></Account>", acc, `illegal character code U+0001`},
		{"invalid_utf8", "<Account><name>\xff</name></Account>", acc, `invalid UTF-8`},
		{"invalid_utf8_name", "<Account><n\xffx>1</n\xffx></Account>", acc, "invalid XML name: n\ufffdx"},
		{"unescaped_lt", `<Account><name>a < b</name></Account>`, acc, `xml:`},
		{"cdata_end_in_text", `<Account><name>]]></name></Account>`, acc, `unescaped ]]>`},
		{"bad_comment", `<Account><!-- a -- b --></Account>`, acc, `"--" not allowed in comments`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			err := xmlcodec.Codec{}.Unmarshal([]byte(tt.in), tt.target())
			if err == nil {
				t.Fatalf("Unmarshal(%q) succeeded", tt.in)
			}
			msg := err.Error()
			if !strings.Contains(msg, tt.want) {
				t.Fatalf("error %q does not contain %q", msg, tt.want)
			}
			if !strings.HasPrefix(msg, "xml: ") {
				t.Errorf("error %q does not start with xml: ", msg)
			}
			// The server sends the error back in an Error body, maybe as XML.
			if _, err := (xmlcodec.Codec{}).Marshal(nil, &errorv1.Error{Message: msg}); err != nil {
				t.Errorf("error text cannot be sent back as XML: %v", err)
			}
		})
	}
}

func TestUnmarshalErrorsWrap(t *testing.T) {
	t.Parallel()
	c := xmlcodec.Codec{}
	err := c.Unmarshal([]byte(`<Account><balance>x</balance></Account>`), &bankv1.Account{})
	if !errors.Is(err, strconv.ErrSyntax) {
		t.Errorf("%v does not wrap strconv.ErrSyntax", err)
	}
	err = c.Unmarshal([]byte(`<Account><id>99999999999999999999</id></Account>`), &bankv1.Account{})
	if !errors.Is(err, strconv.ErrRange) {
		t.Errorf("%v does not wrap strconv.ErrRange", err)
	}
	err = c.Unmarshal([]byte(`<Account><name>`), &bankv1.Account{})
	if !errors.Is(err, io.ErrUnexpectedEOF) {
		t.Errorf("%v does not wrap io.ErrUnexpectedEOF", err)
	}
	var se *xml.SyntaxError
	err = c.Unmarshal([]byte(`<Account><name>&foo;</name></Account>`), &bankv1.Account{})
	if !errors.As(err, &se) {
		t.Errorf("%v does not wrap an *xml.SyntaxError", err)
	}
	if err := c.Unmarshal([]byte(`<Account/>`), nil); err == nil {
		t.Error("Unmarshal into nil succeeded")
	}
	if err := c.Unmarshal([]byte(`<Account/>`), (*bankv1.Account)(nil)); err == nil {
		t.Error("Unmarshal into a nil *Account succeeded")
	}
	if _, err := c.Marshal(nil, nil); err == nil {
		t.Error("Marshal(nil) succeeded")
	}
}

func TestMarshalErrors(t *testing.T) {
	t.Parallel()
	withBeneficiary := func(s string) proto.Message {
		acc := samplemsg.Account()
		acc.Transactions[1].Beneficiary = s
		return acc
	}
	tests := []struct {
		name string
		m    proto.Message
		want string
	}{
		{"control_u0001", &peoplev1.Address{Street: "a\x01b"}, `xml: street: character U+0001 at byte 1 cannot be represented in XML 1.0`},
		{"nul", &peoplev1.Address{Street: "\x00"}, `character U+0000 at byte 0`},
		{"vertical_tab", &peoplev1.Address{Street: "\v"}, `character U+000B`},
		{"form_feed", &peoplev1.Address{Street: "\f"}, `character U+000C`},
		{"unit_separator", &peoplev1.Address{Street: "\x1f"}, `character U+001F`},
		{"ufffe", &peoplev1.Address{Street: "ok \ufffe"}, `character U+FFFE at byte 3`},
		{"uffff", &peoplev1.Address{Street: "\uffff"}, `character U+FFFF`},
		{"invalid_utf8", withBeneficiary("Zo\xff"), `xml: transactions[1]/beneficiary: invalid UTF-8 at byte 2`},
		{"surrogate", withBeneficiary("\xed\xa0\x80"), `xml: transactions[1]/beneficiary: invalid UTF-8 at byte 0`},
		{"truncated_rune", &peoplev1.People{Person: []*peoplev1.Person{{}, {Email: []string{"a", "東"[:2]}}}}, `xml: person[1]/email[1]: invalid UTF-8 at byte 0`},
		{"nested_path", &docsv1.Document{Delivery: &docsv1.Delivery{Address: &docsv1.Address{Country: "\x02"}}}, `xml: delivery/address/country: character U+0002`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			dst := []byte("keep")
			got, err := xmlcodec.Codec{}.Marshal(dst, tt.m)
			if err == nil {
				t.Fatalf("Marshal succeeded: %q", got)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error %q does not contain %q", err, tt.want)
			}
			if string(got) != "keep" {
				t.Errorf("Marshal returned %q on error, want dst unchanged", got)
			}
		})
	}
}

// chain is a DescriptorProto nested n levels deep through nestedType, a
// recursive field: its deepest element is at depth n+1.
func chain(n int) *descriptorpb.DescriptorProto {
	root := &descriptorpb.DescriptorProto{}
	cur := root
	for range n {
		c := &descriptorpb.DescriptorProto{}
		cur.NestedType = []*descriptorpb.DescriptorProto{c}
		cur = c
	}
	return root
}

func nestedDoc(n int) string {
	return "<DescriptorProto>" + many("<nestedType>", n) + many("</nestedType>", n) + "</DescriptorProto>"
}

func TestDepthLimit(t *testing.T) {
	t.Parallel()
	c := xmlcodec.Codec{}
	// MaxDepth elements deep: written and read.
	b, err := c.Marshal(nil, chain(xmlcodec.MaxDepth-1))
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != decl+nestedDoc(xmlcodec.MaxDepth-1) {
		t.Fatalf("unexpected encoding %s", b)
	}
	got := &descriptorpb.DescriptorProto{}
	if err := c.Unmarshal(b, got); err != nil {
		t.Fatal(err)
	}
	if !proto.Equal(got, chain(xmlcodec.MaxDepth-1)) {
		t.Fatal("deep chain changed in the round trip")
	}
	// One more: refused both ways, with the path.
	if _, err := c.Marshal(nil, chain(xmlcodec.MaxDepth)); err == nil || !strings.Contains(err.Error(), "nesting deeper than 100 elements") {
		t.Fatalf("Marshal of %d levels: %v", xmlcodec.MaxDepth+1, err)
	}
	err = c.Unmarshal([]byte(nestedDoc(xmlcodec.MaxDepth)), &descriptorpb.DescriptorProto{})
	if err == nil || !strings.Contains(err.Error(), "nesting deeper than 100 elements") || !strings.Contains(err.Error(), "nestedType[0]/nestedType[0]/") {
		t.Fatalf("Unmarshal of %d levels: %v", xmlcodec.MaxDepth+1, err)
	}
	// A scalar at depth 101 counts too.
	deepScalar := "<DescriptorProto>" + many("<nestedType>", xmlcodec.MaxDepth-1) + "<name>x</name>" + many("</nestedType>", xmlcodec.MaxDepth-1) + "</DescriptorProto>"
	if err := c.Unmarshal([]byte(deepScalar), &descriptorpb.DescriptorProto{}); err == nil {
		t.Fatal("a scalar at depth 101 was accepted")
	}
}

// billionLaughs is the classic exponential entity expansion: 10^9 "lol"s
// if a parser expanded it.
func billionLaughs() string {
	var sb strings.Builder
	sb.WriteString("<?xml version=\"1.0\"?>\n<!DOCTYPE Error [\n<!ENTITY lol0 \"lol\">\n")
	for i := 1; i <= 9; i++ {
		sb.WriteString("<!ENTITY lol" + strconv.Itoa(i) + " \"" + many("&lol"+strconv.Itoa(i-1)+";", 10) + "\">\n")
	}
	sb.WriteString("]>\n<Error><message>&lol9;</message></Error>")
	return sb.String()
}

func TestAttacksAreRejectedQuickly(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		in     string
		target proto.Message
		want   string
	}{
		{"billion_laughs", billionLaughs(), &errorv1.Error{}, "DOCTYPE is not allowed"},
		{"xxe_external_entity", `<?xml version="1.0"?><!DOCTYPE Error [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><Error><message>&xxe;</message></Error>`,
			&errorv1.Error{}, "DOCTYPE is not allowed"},
		{"xxe_parameter_entity", `<!DOCTYPE Error [<!ENTITY % p SYSTEM "http://127.0.0.1:1/x.dtd"> %p;]><Error/>`, &errorv1.Error{}, "DOCTYPE is not allowed"},
		{"external_dtd", `<!DOCTYPE Error SYSTEM "http://127.0.0.1:1/x.dtd"><Error/>`, &errorv1.Error{}, "DOCTYPE is not allowed"},
		{"entity_without_doctype", `<Error><message>&xxe;</message></Error>`, &errorv1.Error{}, "invalid character entity &xxe;"},
		{"unknown_entity", `<Error><message>a&foo;b</message></Error>`, &errorv1.Error{}, "invalid character entity &foo;"},
		{"nesting_10000_recursive_schema", nestedDoc(10000), &descriptorpb.DescriptorProto{}, "nesting deeper than 100 elements"},
		{"nesting_10000_flat_schema", "<Account>" + many("<transactions>", 10000) + many("</transactions>", 10000) + "</Account>", &bankv1.Account{}, "unknown element"},
		{"nesting_10000_unknown_elements", many("<a>", 10000) + many("</a>", 10000), &bankv1.Account{}, "root element is <a>"},
		{"megabyte_of_unclosed_elements", "<DescriptorProto>" + many("<nestedType>", 1<<20/len("<nestedType>")), &descriptorpb.DescriptorProto{}, "nesting deeper than 100 elements"},
		{"megabyte_of_unclosed_items", "<People>" + many("<person><address>", 1<<20/len("<person><address>")), &peoplev1.People{}, "unknown element"},
		{"megabyte_unclosed_text", "<People><person><name>" + many("a", 1<<20), &peoplev1.People{}, "is not closed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			start := time.Now()
			err := xmlcodec.Codec{}.Unmarshal([]byte(tt.in), tt.target)
			elapsed := time.Since(start)
			if err == nil {
				t.Fatal("accepted")
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error %q does not contain %q", err, tt.want)
			}
			// Generous for a shared, race-instrumented machine; an
			// expansion or a quadratic walk would take far longer.
			if elapsed > 2*time.Second {
				t.Fatalf("took %v", elapsed)
			}
		})
	}
}

// FuzzUnmarshal feeds arbitrary bytes to the XML decoder for every body
// type: it must return an error or a message whose encoding is a fixed
// point (encode, decode, encode gives the same bytes).
func FuzzUnmarshal(f *testing.F) {
	for _, m := range samplemsg.All() {
		f.Add(marshal(f, m))
	}
	f.Add([]byte(`<People><person><name>a</name><address><number> 1 </number></address></person></People>`))
	f.Add([]byte("<AccountList><accounts><id>1</id><balance>NaN</balance><transactions><transactionType>7</transactionType><amount>-0</amount></transactions></accounts></AccountList>"))
	f.Add([]byte("<?xml version=\"1.0\"?>\n<Document>\n  <name><![CDATA[a]]>&#xD;</name>\n  <goods/>\n</Document>"))
	f.Add([]byte(`<SaveRequest><document><department><time>-1</time></department></document></SaveRequest>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		c := xmlcodec.Codec{}
		for _, m := range samplemsg.Empty() {
			// XML decoding rejects any text XML cannot hold, so whatever
			// decodes must encode: FixedPoint fails the test otherwise.
			if err := codectest.FixedPoint(t, c, data, m); err != nil {
				// The error text must be sendable in an XML Error body.
				if _, merr := c.Marshal(nil, &errorv1.Error{Message: err.Error()}); merr != nil {
					t.Fatalf("error text %q cannot be sent back as XML: %v", err, merr)
				}
			}
		}
	})
}
