package xmlcodec_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/bufbuild/protocompile"
	"google.golang.org/protobuf/encoding/prototext"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/codec/xmlcodec"
)

// kindsProto exercises what polywire's own schemas do not: every scalar
// kind, maps of every key kind, oneofs, proto3 optional, proto2 presence,
// closed enums, required fields, groups and json_name.
var kindsProto = map[string]string{
	"kinds.proto": `
syntax = "proto3";
package xt;
enum Color { RED = 0; GREEN = 1; BLUE = 2; }
message Kinds {
  double d = 1; float f = 2; int32 i32 = 3; int64 i64 = 4; uint32 u32 = 5; uint64 u64 = 6;
  sint32 s32 = 7; sint64 s64 = 8; fixed32 fx32 = 9; fixed64 fx64 = 10; sfixed32 sfx32 = 11; sfixed64 sfx64 = 12;
  bool b = 13; string s = 14; bytes by = 15; Color color = 16;
  repeated int32 ri = 17; repeated string rs = 18; repeated bytes rby = 19; repeated Color rc = 20; repeated double rd = 21;
  Kinds child = 22; repeated Kinds children = 23;
  map<string, int32> by_name = 24; map<int64, Kinds> by_id = 25; map<bool, string> flags = 26;
  map<uint32, Color> colors = 27; map<sint32, bytes> blobs = 28;
  oneof choice { string text = 29; int64 number = 30; Kinds nested = 31; }
  optional int32 opt = 32;
  int32 snake_case_name = 33;
  float f2 = 34 [json_name = "float_Two"];
}
message BadName { int32 x = 1 [json_name = "a:b"]; }
`,
	"p2.proto": `
syntax = "proto2";
package xt;
enum Closed { A = 1; B = 2; }
message P2 {
  required string id = 1;
  optional Closed c = 2;
  optional int32 with_default = 3 [default = 7];
  optional group G = 4 { optional int32 x = 5; }
  repeated Closed rc = 6;
}
`,
}

var compileKinds = sync.OnceValues(func() (map[string]protoreflect.MessageDescriptor, error) {
	c := protocompile.Compiler{Resolver: &protocompile.SourceResolver{Accessor: protocompile.SourceAccessorFromMap(kindsProto)}}
	files, err := c.Compile(context.Background(), "kinds.proto", "p2.proto")
	if err != nil {
		return nil, err
	}
	out := map[string]protoreflect.MessageDescriptor{}
	for _, f := range files {
		for i := range f.Messages().Len() {
			md := f.Messages().Get(i)
			out[string(md.Name())] = md
		}
	}
	return out, nil
})

// dyn returns a new message of the test schema, filled from text format.
func dyn(t *testing.T, name, text string) *dynamicpb.Message {
	t.Helper()
	mds, err := compileKinds()
	if err != nil {
		t.Fatal(err)
	}
	m := dynamicpb.NewMessage(mds[name])
	if err := (prototext.UnmarshalOptions{AllowPartial: true}).Unmarshal([]byte(text), m); err != nil {
		t.Fatal(err)
	}
	return m
}

const allKindsText = `
d: -0 f: 3.4028235e38 i32: -2147483648 i64: -9223372036854775808 u32: 4294967295 u64: 18446744073709551615
s32: -1 s64: -2 fx32: 3 fx64: 4 sfx32: -5 sfx64: -6
b: true s: " spaced \t\n\r <&> " by: "\000\001\377" color: 7
ri: [0, 1, -1] rs: ["", "a"] rby: ["", "\377"] rc: [RED, BLUE, 9] rd: [nan, inf, -inf, 0, -0, 1e-7, 1e21, 0.5]
child { s: "c" child { i32: 1 } }
children {} children { b: true }
by_name { key: "b" value: 1 } by_name { key: "a" value: 0 } by_name { key: "" value: -1 }
by_id { key: 10 value { s: "ten" } } by_id { key: -1 value {} } by_id { key: 2 value { s: "two" } }
flags { key: true value: "t" } flags { key: false value: "" }
colors { key: 4294967295 value: GREEN } colors { key: 0 value: RED } colors { key: 3 value: 5 }
blobs { key: -3 value: "" } blobs { key: -20 value: "\001" }
nested { }
opt: 0
snake_case_name: 5
f2: 1.5
`

const allKindsXML = decl + `<Kinds>` +
	`<d>-0</d><f>3.4028235e+38</f><i32>-2147483648</i32><i64>-9223372036854775808</i64><u32>4294967295</u32><u64>18446744073709551615</u64>` +
	`<s32>-1</s32><s64>-2</s64><fx32>3</fx32><fx64>4</fx64><sfx32>-5</sfx32><sfx64>-6</sfx64>` +
	"<b>true</b><s> spaced \t\n&#xD; &lt;&amp;&gt; </s><by>AAH/</by><color>7</color>" +
	`<ri>0</ri><ri>1</ri><ri>-1</ri><rs></rs><rs>a</rs><rby></rby><rby>/w==</rby><rc>RED</rc><rc>BLUE</rc><rc>9</rc>` +
	`<rd>NaN</rd><rd>Infinity</rd><rd>-Infinity</rd><rd>0</rd><rd>-0</rd><rd>1e-7</rd><rd>1e+21</rd><rd>0.5</rd>` +
	`<child><s>c</s><child><i32>1</i32></child></child>` +
	`<children></children><children><b>true</b></children>` +
	`<byName><key></key><value>-1</value></byName><byName><key>a</key><value>0</value></byName><byName><key>b</key><value>1</value></byName>` +
	`<byId><key>-1</key><value></value></byId><byId><key>2</key><value><s>two</s></value></byId><byId><key>10</key><value><s>ten</s></value></byId>` +
	`<flags><key>false</key><value></value></flags><flags><key>true</key><value>t</value></flags>` +
	`<colors><key>0</key><value>RED</value></colors><colors><key>3</key><value>5</value></colors><colors><key>4294967295</key><value>GREEN</value></colors>` +
	`<blobs><key>-20</key><value>AQ==</value></blobs><blobs><key>-3</key><value></value></blobs>` +
	`<nested></nested><opt>0</opt><snakeCaseName>5</snakeCaseName><float_Two>1.5</float_Two>` +
	`</Kinds>`

func TestAllKinds(t *testing.T) {
	t.Parallel()
	m := dyn(t, "Kinds", allKindsText)
	c := xmlcodec.Codec{}
	b := marshal(t, m)
	if string(b) != allKindsXML {
		t.Fatalf("got\n%s\nwant\n%s", b, allKindsXML)
	}
	got := dyn(t, "Kinds", "")
	if err := c.Unmarshal(b, got); err != nil {
		t.Fatal(err)
	}
	if !proto.Equal(got, m) {
		t.Fatalf("round trip changed the message:\n got %v\nwant %v", got, m)
	}
	pretty := reindent(t, b)
	got = dyn(t, "Kinds", "")
	if err := c.Unmarshal(pretty, got); err != nil {
		t.Fatalf("%v\n%s", err, pretty)
	}
	if !proto.Equal(got, m) {
		t.Fatal("indented document decodes differently")
	}
}

func TestProto2(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		text string
		want string
	}{
		{"set_defaults_are_written", `id: "" with_default: 0 c: A`, `<P2><id></id><c>A</c><withDefault>0</withDefault></P2>`},
		{"group", `id: "x" G { x: 0 } rc: [B, A]`, `<P2><id>x</id><g><x>0</x></g><rc>B</rc><rc>A</rc></P2>`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			m := dyn(t, "P2", tt.text)
			b := marshal(t, m)
			if string(b) != decl+tt.want {
				t.Fatalf("got  %s\nwant %s", b, decl+tt.want)
			}
			got := dyn(t, "P2", "")
			if err := (xmlcodec.Codec{}).Unmarshal(b, got); err != nil {
				t.Fatal(err)
			}
			if !proto.Equal(got, m) {
				t.Fatalf("round trip changed the message:\n got %v\nwant %v", got, m)
			}
		})
	}
	if _, err := (xmlcodec.Codec{}).Marshal(nil, dyn(t, "P2", `c: A`)); err == nil || !strings.Contains(err.Error(), "required field") {
		t.Errorf("Marshal without the required field: %v", err)
	}
}

func TestMarshalRejectsNonXMLJSONName(t *testing.T) {
	t.Parallel()
	_, err := xmlcodec.Codec{}.Marshal(nil, dyn(t, "BadName", `x: 1`))
	if err == nil || !strings.Contains(err.Error(), `json name "a:b" of field xt.BadName.x is not an XML element name`) {
		t.Fatalf("got %v", err)
	}
	b := marshal(t, dyn(t, "BadName", ``))
	if string(b) != decl+"<BadName></BadName>" {
		t.Fatalf("got %s", b)
	}
}

func TestAllKindsUnmarshal(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, msg, in string
		want          string // text format of the result, or "" for an error
		wantErr       string
	}{
		{"map_entry_defaults", "Kinds", `<Kinds><byName></byName><byId/><flags><value>x</value></flags></Kinds>`,
			`by_name { key: "" value: 0 } by_id { key: 0 value {} } flags { key: false value: "x" }`, ""},
		{"map_value_before_key", "Kinds", `<Kinds><byName><value>2</value><key>k</key></byName></Kinds>`, `by_name { key: "k" value: 2 }`, ""},
		{"bool_and_bytes_with_spaces", "Kinds", "<Kinds><b>\n true \n</b><by> AAH/\n</by></Kinds>", `b: true by: "\000\001\377"`, ""},
		{"base64_line_breaks", "Kinds", "<Kinds><by>AA\nH/</by></Kinds>", `by: "\000\001\377"`, ""},
		{"enum_by_name_and_number", "Kinds", `<Kinds><color>BLUE</color><rc>1</rc><rc>-3</rc></Kinds>`, `color: BLUE rc: [GREEN, -3]`, ""},
		{"float_max", "Kinds", `<Kinds><f>-3.4028235e38</f></Kinds>`, `f: -3.4028235e38`, ""},
		{"oneof_default_value", "Kinds", `<Kinds><number>0</number></Kinds>`, `number: 0`, ""},
		{"optional_zero", "Kinds", `<Kinds><opt>0</opt></Kinds>`, `opt: 0`, ""},
		{"closed_enum_name", "P2", `<P2><id/><c>B</c></P2>`, `id: "" c: B`, ""},
		{"oneof_conflict", "Kinds", `<Kinds><text>a</text><number>1</number></Kinds>`, "", `xml: number: oneof choice already has text set`},
		{"oneof_duplicate", "Kinds", `<Kinds><nested/><nested/></Kinds>`, "", `xml: nested: duplicate element`},
		{"duplicate_map_key", "Kinds", `<Kinds><byName><key>a</key></byName><byName><key>a</key></byName></Kinds>`, "", `xml: byName[1]: duplicate map key "a"`},
		{"duplicate_default_map_key", "Kinds", `<Kinds><byId/><byId><key>0</key></byId></Kinds>`, "", `xml: byId[1]: duplicate map key 0`},
		{"duplicate_entry_key", "Kinds", `<Kinds><byName><key>a</key><key>b</key></byName></Kinds>`, "", `xml: byName[0]/key: duplicate element`},
		{"duplicate_entry_value", "Kinds", `<Kinds><byName><value>1</value><value>1</value></byName></Kinds>`, "", `xml: byName[0]/value: duplicate element`},
		{"unknown_entry_child", "Kinds", `<Kinds><byName><k>a</k></byName></Kinds>`, "", `xml: byName[0]/k: unknown element: a map entry holds only <key> and <value>`},
		{"text_in_entry", "Kinds", `<Kinds><byName>a</byName></Kinds>`, "", `xml: byName[0]: text "a" is not allowed in a map entry`},
		{"bad_map_key", "Kinds", `<Kinds><byId><key>x</key></byId></Kinds>`, "", `xml: byId[0]/key: parse "x" as int64: invalid syntax`},
		{"bad_map_value", "Kinds", `<Kinds><byId><value><nope/></value></byId></Kinds>`, "", `xml: byId[0]/value/nope: unknown element`},
		{"proto_name_is_not_json_name", "Kinds", `<Kinds><snake_case_name>1</snake_case_name></Kinds>`, "", `xml: snake_case_name: unknown element`},
		{"custom_json_name_only", "Kinds", `<Kinds><f2>1</f2></Kinds>`, "", `xml: f2: unknown element`},
		{"bool_number", "Kinds", `<Kinds><b>1</b></Kinds>`, "", `xml: b: parse "1" as bool: invalid syntax`},
		{"bool_capital", "Kinds", `<Kinds><b>True</b></Kinds>`, "", `parse "True" as bool`},
		{"bad_base64", "Kinds", `<Kinds><by>A</by></Kinds>`, "", `xml: by: parse "A" as bytes: illegal base64 data`},
		{"url_base64", "Kinds", `<Kinds><by>-_8=</by></Kinds>`, "", `parse "-_8=" as bytes`},
		{"float_out_of_range", "Kinds", `<Kinds><f>1e39</f></Kinds>`, "", `xml: f: parse "1e39" as float: value out of range`},
		{"int64_out_of_range", "Kinds", `<Kinds><sfx64>9223372036854775808</sfx64></Kinds>`, "", `parse "9223372036854775808" as sfixed64: value out of range`},
		{"fixed32_negative", "Kinds", `<Kinds><fx32>-1</fx32></Kinds>`, "", `parse "-1" as fixed32: invalid syntax`},
		{"closed_enum_unknown_number", "P2", `<P2><id/><c>3</c></P2>`, "", `xml: c: parse "3" as enum xt.Closed: not a number of the closed enum`},
		{"required_missing", "P2", `<P2><c>A</c></P2>`, "", `required field xt.P2.id not set`},
		{"group_unknown_child", "P2", `<P2><id/><g><y/></g></P2>`, "", `xml: g/y: unknown element`},
		{"deep_map_values", "Kinds", "<Kinds>" + many("<byId><value>", 60) + many("</value></byId>", 60) + "</Kinds>", "", `nesting deeper than 100 elements`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got := dyn(t, tt.msg, "")
			err := xmlcodec.Codec{}.Unmarshal([]byte(tt.in), got)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("error %v, want one containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if want := dyn(t, tt.msg, tt.want); !proto.Equal(got, want) {
				t.Fatalf("got %v\nwant %v", got, want)
			}
		})
	}
}
