package msgpackcodec

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/bufbuild/protocompile"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/dynamicpb"
)

// kindsProto has a field of every kind, every map key kind, a oneof,
// explicit presence and recursion, which polywire's own schemas lack, and
// a message of more than 64 fields: the codec must work for any message.
// It is compiled at test time and used through dynamicpb.
var kindsProto = wideProto(70) + `

enum Color {
  COLOR_UNSPECIFIED = 0;
  RED = 1;
  GREEN = 2;
}

message Kinds {
  int32 i32 = 1;
  int64 i64 = 2;
  uint32 u32 = 3;
  uint64 u64 = 4;
  sint32 s32 = 5;
  sint64 s64 = 6;
  fixed32 f32 = 7;
  fixed64 f64 = 8;
  sfixed32 sf32 = 9;
  sfixed64 sf64 = 10;
  float fl = 11;
  double db = 12;
  bool flag = 13;
  string text = 14;
  bytes data = 15;
  Color color = 16;
  Kinds child = 17;
  repeated int32 r_i32 = 18;
  repeated string r_text = 19;
  repeated bytes r_data = 20;
  repeated Color r_color = 21;
  repeated Kinds children = 22;
  repeated double r_db = 23;
  repeated float r_fl = 24;
  repeated uint64 r_u64 = 25;
  map<string, int64> by_name = 26;
  map<int32, Kinds> by_id = 27;
  map<bool, string> by_flag = 28;
  map<uint64, Color> by_u64 = 29;
  map<sint64, bytes> by_s64 = 30;
  map<fixed32, double> by_f32 = 31;
  oneof choice {
    string choice_text = 32;
    Kinds choice_child = 33;
    int32 choice_num = 34;
  }
  optional int32 opt_i32 = 35;
  optional string opt_text = 36;
}
`

// wideProto declares message Wide with n int32 fields f1…fn.
func wideProto(n int) string {
	var b strings.Builder
	b.WriteString("syntax = \"proto3\";\npackage polywire.msgpacktest.v1;\nmessage Wide {\n")
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "  int32 f%d = %d;\n", i, i)
	}
	b.WriteString("}\n")
	return b.String()
}

var kindsDescriptor = sync.OnceValues(func() (protoreflect.FileDescriptor, error) {
	c := protocompile.Compiler{Resolver: &protocompile.SourceResolver{
		Accessor: protocompile.SourceAccessorFromMap(map[string]string{"kinds.proto": kindsProto}),
	}}
	files, err := c.Compile(context.Background(), "kinds.proto")
	if err != nil {
		return nil, err
	}
	return files[0], nil
})

// newKinds returns an empty Kinds.
func newKinds(t testing.TB) proto.Message { return newDynamic(t, "Kinds") }

// newDynamic returns an empty message of kinds.proto.
func newDynamic(t testing.TB, name protoreflect.Name) proto.Message {
	t.Helper()
	fd, err := kindsDescriptor()
	if err != nil {
		t.Fatalf("compile kinds.proto: %v", err)
	}
	return dynamicpb.NewMessage(fd.Messages().ByName(name))
}

// kindsFromJSON builds a Kinds from its proto JSON.
func kindsFromJSON(t testing.TB, js string) proto.Message {
	t.Helper()
	m := newKinds(t)
	if err := protojson.Unmarshal([]byte(js), m); err != nil {
		t.Fatalf("build Kinds from %s: %v", js, err)
	}
	return m
}

// kindsSample sets every field, with the edge values of each integer width
// and encoding boundary.
const kindsSample = `{
  "i32": -2147483648, "i64": "-9223372036854775808", "u32": 4294967295, "u64": "18446744073709551615",
  "s32": -33, "s64": "1099511627776", "f32": 200, "f64": "9223372036854775808",
  "sf32": -129, "sf64": "9223372036854775807", "fl": 0.1, "db": -1e300, "flag": true,
  "text": "héllo\u0000東京 \"q\"", "data": "AAEC/w==", "color": "GREEN",
  "child": {"i32": 1, "child": {"text": "deep", "color": 7}},
  "rI32": [0, -1, 127, 128, -32, -33, 255, 256, 32767, 32768, 65535, 65536, -128, -129, -32768, -32769, 2147483647, -2147483648],
  "rText": ["a", "", "` + "abcdefghijklmnopqrstuvwxyz012345" + `"],
  "rData": ["", "AA=="], "rColor": ["RED", 7, "COLOR_UNSPECIFIED"],
  "children": [{}, {"flag": true}], "rDb": [0, 1.5, "NaN", "Infinity", "-Infinity", -0.0, 5e-324],
  "rFl": [0, 0.5, 3.4028235e38, 1e-45], "rU64": ["0", "127", "128", "4294967296", "18446744073709551615"],
  "byName": {"b": "2", "a": "-1", "": "0"},
  "byId": {"-5": {"text": "minus five"}, "3": {}, "10": {"flag": true}},
  "byFlag": {"true": "yes", "false": "no"},
  "byU64": {"18446744073709551615": "RED", "2": 9},
  "byS64": {"-9223372036854775808": "AQ==", "7": ""},
  "byF32": {"4294967295": 1.25, "0": 0},
  "choiceChild": {"text": "in the oneof"},
  "optI32": 0, "optText": ""
}`
