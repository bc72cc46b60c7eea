package main

import (
	"bytes"
	"context"
	"encoding/hex"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/encoding/prototext"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/internal/userschema"
)

// The schemas gen -set is tested on: OTLP's trace shape, the shop, and a
// seed article's bank.
var (
	otlpSchema = []string{"-proto-path", "../../internal/fakemsg/testdata", "otlp.proto"}
	shopSchema = []string{"-proto-path", yourSchema, "acme/shop/v1/shop.proto"}
	bankSchema = []string{"-proto-path", "../../proto", "polywire/bank/v1/bank.proto"}
)

// genRead runs polywire gen with args (the schema, -message, flags) into a
// new .jsonl file and reads the samples back.
func genRead(t *testing.T, args ...string) ([]proto.Message, []byte) {
	t.Helper()
	out := filepath.Join(t.TempDir(), "s.jsonl")
	full := append([]string{"gen"}, args...)
	full = append(full, "-o", out)
	var stderr strings.Builder
	if code := exitCode(full, &stderr); code != 0 {
		t.Fatalf("polywire %q exited %d:\n%s", full, code, stderr.String())
	}
	var src userschema.Source
	var msg string
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case a == "-proto-path":
			src.ProtoPath = append(src.ProtoPath, args[i+1])
			i++
		case a == "-message":
			msg = args[i+1]
			i++
		case strings.HasSuffix(a, ".proto"):
			src.Files = append(src.Files, a)
		case strings.HasPrefix(a, "-"):
			i++
		}
	}
	s, err := userschema.Load(context.Background(), src)
	if err != nil {
		t.Fatal(err)
	}
	md, err := s.Message(msg)
	if err != nil {
		t.Fatal(err)
	}
	got, err := s.ReadSamples(out, md, userschema.SampleOptions{})
	if err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return got.Messages, raw
}

// valuesAt are the values at a dotted path of field names below m: every
// element of a list and every value of a map on the way.
func valuesAt(m protoreflect.Message, path string) []protoreflect.Value {
	name, rest, more := strings.Cut(path, ".")
	fd := m.Descriptor().Fields().ByName(protoreflect.Name(name))
	if fd == nil {
		panic("no field " + name + " in " + string(m.Descriptor().FullName()))
	}
	if !m.Has(fd) {
		return nil
	}
	var vs []protoreflect.Value
	v := m.Get(fd)
	switch {
	case fd.IsList():
		for i := range v.List().Len() {
			vs = append(vs, v.List().Get(i))
		}
	case fd.IsMap():
		v.Map().Range(func(_ protoreflect.MapKey, e protoreflect.Value) bool {
			vs = append(vs, e)
			return true
		})
	default:
		vs = []protoreflect.Value{v}
	}
	if !more {
		return vs
	}
	var out []protoreflect.Value
	for _, e := range vs {
		out = append(out, valuesAt(e.Message(), rest)...)
	}
	return out
}

// TestGenSet: gen -set and -set-file give the fields their paths reach the
// values asked for, in every element of the lists and maps on the way,
// for every kind a path can end at, and select a oneof member, force an
// optional field, pass -depth and start an interval when asked to.
func TestGenSet(t *testing.T) {
	t.Parallel()
	traces := append(slices.Clone(otlpSchema), "-message", "fakemsg.test.otlp.TracesData", "-n", "5")
	span := append(slices.Clone(otlpSchema), "-message", "fakemsg.test.otlp.Span", "-n", "20")
	order := append(slices.Clone(shopSchema), "-message", "acme.shop.v1.Order", "-n", "20")
	account := append(slices.Clone(bankSchema), "-message", "polywire.bank.v1.Account", "-n", "3")
	// each: every value at path is one of want (as Value.String), and
	// there is at least one.
	type each struct {
		path string
		want []string
	}
	tests := []struct {
		name string
		args []string
		want []each
		// all: every one of want appears somewhere (choices are drawn).
		all bool
	}{
		{"otlp_attribute_key_through_lists", append(traces, "-set", "resource_spans.resource.attributes.key=service.name"),
			[]each{{"resource_spans.resource.attributes.key", []string{"service.name"}}}, false},
		{"otlp_enum_by_name", append(traces, "-set", "resource_spans.scope_spans.spans.status.code=STATUS_CODE_ERROR"),
			[]each{{"resource_spans.scope_spans.spans.status.code", []string{"2"}}}, false},
		{"otlp_enum_choices", append(traces, "-set", "resource_spans.scope_spans.spans.status.code=STATUS_CODE_OK|2"),
			[]each{{"resource_spans.scope_spans.spans.status.code", []string{"1", "2"}}}, true},
		{"otlp_oneof_member_selected", append(traces, "-set", "resource_spans.resource.attributes.value.string_value=checkout|cart"),
			[]each{{"resource_spans.resource.attributes.value.string_value", []string{"checkout", "cart"}}}, true},
		{"otlp_bytes_hex_and_base64", append(span, "-set", "trace_id=5B8EFFF798038103D269B633813FC60C", "-set", "span_id=base64:6xbRp2zvLxU="),
			[]each{{"trace_id", []string{string(mustHex("5b8efff798038103d269b633813fc60c"))}}, {"span_id", []string{string(mustHex("eb16d1a76cef2f15"))}}}, false},
		{"otlp_end_kept", append(span, "-set", "end_time_unix_nano=5"),
			[]each{{"end_time_unix_nano", []string{"5"}}}, false},
		{"shop_timestamp_json", append(order, "-set", "created_at=2026-01-02T15:04:05.5Z"),
			[]each{{"created_at.seconds", []string{"1767366245"}}, {"created_at.nanos", []string{"500000000"}}}, false},
		{"shop_map_values", append(order, "-set", "labels=web|app"),
			[]each{{"labels", []string{"web", "app"}}}, true},
		{"shop_map_message_values", append(order, "-set", "refunds.currency=EUR"),
			[]each{{"refunds.currency", []string{"EUR"}}}, false},
		{"shop_message_json", append(order, "-set", `items.price={"currency":"CHF","units":"12"}`),
			[]each{{"items.price.currency", []string{"CHF"}}, {"items.price.units", []string{"12"}}}, false},
		{"shop_optional_always_present", append(order, "-set", "note=leave at the door", "-set", "items.discount=0.5"),
			[]each{{"note", []string{"leave at the door"}}, {"items.discount", []string{"0.5"}}}, false},
		{"shop_json_name_and_repeated_scalar", append(order, "-set", "customerEmail=ana@example.com", "-set", "weights=2.5|-1e3"),
			[]each{{"customer_email", []string{"ana@example.com"}}, {"weights", []string{"2.5", "-1000"}}}, true},
		{"shop_ints_bool", append(order, "-set", "balance_delta=-9223372036854775808", "-set", "region=4294967295", "-set", "gift=true"),
			[]each{{"balance_delta", []string{"-9223372036854775808"}}, {"region", []string{"4294967295"}}, {"gift", []string{"true"}}}, false},
		{"shop_oneof_string", append(order, "-set", "voucher=WINTER|SPRING"),
			[]each{{"voucher", []string{"WINTER", "SPRING"}}}, true},
		{"shop_past_depth", append(slices.Clone(shopSchema), "-message", "acme.shop.v1.Category", "-n", "4", "-depth", "1", "-set", "children.name=leaf"),
			[]each{{"children.name", []string{"leaf"}}}, false},
		{"shop_set_file_and_set_wins", append(order, "-set-file", filepath.Join(yourSchema, "overrides.yaml"), "-set", "status=STATUS_SHIPPED"),
			[]each{{"status", []string{"3"}}, {"items.quantity", []string{"1", "2", "3"}}, {"items.price.currency", []string{"EUR"}},
				{"customer_email", []string{"ana@example.com", "bo@example.com"}}, {"card.brand", []string{"visa"}}}, true},
		{"bank_seed_schema", append(account, "-set", "transactions.transactionType=Debit", "-set", "currency=EUR", "-set", "id=42", "-set", "transactions.amount=-12.5"),
			[]each{{"transactions.transactionType", []string{"1"}}, {"currency", []string{"EUR"}}, {"id", []string{"42"}}, {"transactions.amount", []string{"-12.5"}}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			msgs, _ := genRead(t, tt.args...)
			for _, e := range tt.want {
				seen := map[string]bool{}
				for i, m := range msgs {
					for _, v := range valuesAt(m.ProtoReflect(), e.path) {
						s := v.String()
						if b, ok := v.Interface().([]byte); ok {
							s = string(b)
						}
						if !slices.Contains(e.want, s) {
							t.Errorf("sample %d: %s is %q, want one of %q", i+1, e.path, s, e.want)
						}
						seen[s] = true
					}
				}
				if len(seen) == 0 {
					t.Errorf("no sample has %s", e.path)
				}
				if tt.all && len(seen) != len(e.want) {
					t.Errorf("%s took %d of the %d choices: %v", e.path, len(seen), len(e.want), seen)
				}
			}
		})
	}
}

func mustHex(s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		panic(err)
	}
	return b
}

// TestGenSetInterval: a start set by -set starts the interval: the end
// follows it, within the ten seconds the convention gives.
func TestGenSetInterval(t *testing.T) {
	t.Parallel()
	const start = 1_700_000_000_000_000_000
	msgs, _ := genRead(t, append(slices.Clone(otlpSchema), "-message", "fakemsg.test.otlp.Span", "-n", "10", "-set", "start_time_unix_nano=1700000000000000000")...)
	for i, m := range msgs {
		r := m.ProtoReflect()
		f := r.Descriptor().Fields()
		s, e := r.Get(f.ByName("start_time_unix_nano")).Uint(), r.Get(f.ByName("end_time_unix_nano")).Uint()
		if s != start || e <= s || e-s > uint64(10*time.Second) {
			t.Errorf("span %d: start %d, end %d: want start %d and the end within 10 s after it", i+1, s, e, uint64(start))
		}
	}
}

// TestGenSetDeterministic: with choices, the same seed writes the same
// bytes and another seed others; the fields no -set names keep the values
// they have without -set.
func TestGenSetDeterministic(t *testing.T) {
	t.Parallel()
	order := append(slices.Clone(shopSchema), "-message", "acme.shop.v1.Order", "-n", "30", "-repeated", "0..4")
	sets := []string{"-set", "items.quantity=1|2|3", "-set", "labels=a|b|c", "-set", "status=STATUS_PAID|STATUS_OPEN", "-set", "created_at=2026-01-02T15:04:05Z", "-set", "items.price.units=7"}
	_, a := genRead(t, append(slices.Clone(order), sets...)...)
	_, b := genRead(t, append(slices.Clone(order), sets...)...)
	withSets, c := genRead(t, append(append(slices.Clone(order), sets...), "-seed", "2")...)
	if !bytes.Equal(a, b) {
		t.Error("the same seed and -set wrote different bytes")
	}
	if bytes.Equal(a, c) {
		t.Error("seeds 1 and 2 wrote the same bytes")
	}
	plain, _ := genRead(t, append(slices.Clone(order), "-seed", "2")...)
	for i := range plain {
		x, y := plain[i].ProtoReflect(), withSets[i].ProtoReflect()
		clearPaths(x, "items.quantity", "labels", "status", "created_at", "items.price.units")
		clearPaths(y, "items.quantity", "labels", "status", "created_at", "items.price.units")
		// Each run loaded the schema anew: compare the messages' text, as
		// proto.Equal wants one descriptor.
		a, _ := prototext.MarshalOptions{Multiline: true}.Marshal(x.Interface())
		b, _ := prototext.MarshalOptions{Multiline: true}.Marshal(y.Interface())
		if !bytes.Equal(a, b) {
			t.Fatalf("sample %d: -set changed fields it does not name:\nwithout: %s\nwith:    %s", i+1, a, b)
		}
	}
}

// clearPaths clears the fields at paths below m (through lists).
func clearPaths(m protoreflect.Message, paths ...string) {
	for _, p := range paths {
		parent, name, nested := strings.Cut(p, ".")
		fd := m.Descriptor().Fields().ByName(protoreflect.Name(parent))
		if !nested {
			m.Clear(fd)
			continue
		}
		if fd.IsList() {
			l := m.Get(fd).List()
			for i := range l.Len() {
				clearPaths(l.Get(i).Message(), name)
			}
		} else if m.Has(fd) {
			clearPaths(m.Get(fd).Message(), name)
		}
	}
}

// TestGenSetErrors: a -set or -set-file that does not fit the schema
// stops gen before it writes anything, with the path, the field's type
// and what would work.
func TestGenSetErrors(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	out := filepath.Join(dir, "x.jsonl")
	order := append(append([]string{"gen"}, shopSchema...), "-message", "acme.shop.v1.Order", "-o", out)
	traces := append(append([]string{"gen"}, otlpSchema...), "-message", "fakemsg.test.otlp.TracesData", "-o", out)
	file := func(name, content string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	dup := file("dup.yaml", "status: STATUS_PAID\nnote: a\nstatus: STATUS_OPEN\n")
	badFileValue := file("bad.yaml", "# overrides\nitems.quantity: [1, many]\n")
	notMap := file("list.json", `["status"]`)
	tests := []struct {
		name   string
		args   []string
		stderr string
	}{
		{"unknown_field_near", append(order, "-set", "items.quantty=3"),
			"Error: gen: -set items.quantty=3: acme.shop.v1.LineItem (at items) has no field \"quantty\"\nTry: -set items.quantity=3\n"},
		{"unknown_field_far", append(order, "-set", "zzz=1"),
			"Error: gen: -set zzz=1: acme.shop.v1.Order has no field \"zzz\"\nTry: a field of acme.shop.v1.Order: id, status, created_at, customer_email, items, labels, refunds, card, voucher, note, signature, weights, gift, balance_delta, region\n"},
		{"unknown_field_deep", append(traces, "-set", "resource_spans.scope_spans.spans.statsu.code=2"),
			"Error: gen: -set resource_spans.scope_spans.spans.statsu.code=2: fakemsg.test.otlp.Span (at resource_spans.scope_spans.spans) has no field \"statsu\"\nTry: -set resource_spans.scope_spans.spans.status.code=2\n"},
		{"enum_near_name", append(traces, "-set", "resource_spans.scope_spans.spans.status.code=STATUS_CODE_EROR"),
			"Error: gen: -set resource_spans.scope_spans.spans.status.code=STATUS_CODE_EROR: fakemsg.test.otlp.Status.StatusCode field fakemsg.test.otlp.Status.code takes a value's name or number, not \"STATUS_CODE_EROR\"\nTry: -set resource_spans.scope_spans.spans.status.code=STATUS_CODE_ERROR\n"},
		{"enum_far_name", append(order, "-set", "status=paid"),
			"Error: gen: -set status=paid: acme.shop.v1.Status field acme.shop.v1.Order.status takes a value's name or number, not \"paid\"\nTry: -set status=STATUS_OPEN (acme.shop.v1.Status: STATUS_UNSPECIFIED, STATUS_OPEN, STATUS_PAID, STATUS_SHIPPED, or a number)\n"},
		{"integer", append(order, "-set", "items.quantity=1|many"),
			"Error: gen: -set items.quantity=1|many: uint32 field acme.shop.v1.LineItem.quantity takes an integer from 0 to 4294967295, not \"many\"\nTry: -set items.quantity=3\n"},
		{"integer_range", append(order, "-set", "items.warehouse_ids=2147483648"),
			"Error: gen: -set items.warehouse_ids=2147483648: repeated int32 field acme.shop.v1.LineItem.warehouse_ids takes an integer from -2147483648 to 2147483647 (each element), not \"2147483648\"\nTry: -set items.warehouse_ids=3\n"},
		{"bool", append(order, "-set", "gift=yes"),
			"Error: gen: -set gift=yes: bool field acme.shop.v1.Order.gift takes true or false, not \"yes\"\nTry: -set gift=true\n"},
		{"bytes", append(order, "-set", "signature=xyz"),
			"Error: gen: -set signature=xyz: bytes field acme.shop.v1.Order.signature takes hex, or base64 after \"base64:\", not \"xyz\"\nTry: -set signature=0a1b2c3d or -set signature=base64:ChsMPQ==\n"},
		{"timestamp", append(order, "-set", "created_at=yesterday"),
			"Error: gen: -set created_at=yesterday: google.protobuf.Timestamp field acme.shop.v1.Order.created_at takes an RFC 3339 time, not \"yesterday\"\nTry: -set created_at=2026-01-02T15:04:05Z\n"},
		{"message_json", append(order, "-set", `items.price={"currency":"EUR","cents":1}`),
			"Error: gen: -set items.price={\"currency\":\"EUR\",\"cents\":1}: acme.shop.v1.Money field acme.shop.v1.LineItem.price takes proto3 JSON, not \"{\\\"currency\\\":\\\"EUR\\\",\\\"cents\\\":1}\": (line 1:19): unknown field \"cents\"\nTry: -set items.price='{\"currency\": …}'\n"},
		{"map_value", append(order, "-set", "refunds=12"),
			"Error: gen: -set refunds=12: map<int32, acme.shop.v1.Money> field acme.shop.v1.Order.refunds takes proto3 JSON (each value), not \"12\": syntax error (line 1:1): unexpected token \"12\"\nTry: -set refunds='{\"currency\": …}'\n"},
		{"through_scalar", append(order, "-set", "customer_email.domain=example.com"),
			"Error: gen: -set customer_email.domain=example.com: customer_email is a string field (acme.shop.v1.Order.customer_email): there is no field inside it\nTry: -set customer_email=example.com\n"},
		{"through_scalar_map", append(order, "-set", "labels.env=prod"),
			"Error: gen: -set labels.env=prod: labels is a map<string, string> field (acme.shop.v1.Order.labels): there is no field inside it\nTry: -set labels=prod\n"},
		{"two_oneof_members", append(order, "-set", "card.brand=visa", "-set", "voucher=WINTER"),
			"Error: gen: -set voucher=WINTER: voucher and card (-set card.brand=visa) are members of oneof acme.shop.v1.Order.payment, which holds one of them\nTry: keep one of the two\n"},
		{"inside_another", append(order, "-set", `items.price={"units":"1"}`, "-set", "items.price.units=5"),
			"Error: gen: -set items.price.units=5: overlaps -set items.price={\"units\":\"1\"}: one path is inside the other\nTry: set the message whole or its fields one by one, not both\n"},
		{"outside_another", append(order, "-set", "items.price.units=5", "-set", `items.price={"units":"1"}`),
			"Error: gen: -set items.price={\"units\":\"1\"}: overlaps -set items.price.units=5: one path is inside the other\nTry: set the message whole or its fields one by one, not both\n"},
		{"no_equals", append(order, "-set", "status"),
			"Error: gen: -set status: want PATH=VALUE: a dotted path of field names from the message, then = and the value\nTry: -set status=STATUS_PAID, -set items.quantity=3 or -set 'labels=web|app'\n"},
		{"file_value", append(order, "-set-file", badFileValue),
			"Error: gen: " + badFileValue + ":2: items.quantity: uint32 field acme.shop.v1.LineItem.quantity takes an integer from 0 to 4294967295, not \"many\"\nTry: items.quantity: 3\n"},
		{"file_duplicate", append(order, "-set-file", dup),
			"Error: gen: " + dup + ":3: status given twice (line 1 too)\nTry: keep one of the two\n"},
		{"file_not_a_mapping", append(order, "-set-file", notMap),
			"Error: gen: " + notMap + ":1: want a mapping of field paths to values\nTry: a mapping of field paths to values, one a line: status: STATUS_PAID\n"},
		{"file_missing", append(order, "-set-file", filepath.Join(dir, "none.yaml")),
			"Error: gen: -set-file " + filepath.Join(dir, "none.yaml") + ": no such file or directory\nTry: -set-file a YAML or JSON file of field paths and values, e.g. status: STATUS_PAID\n"},
		{"set_without_message", []string{"gen", "-o", dir, "-set", "status=STATUS_PAID"},
			"Error: gen: -set is for a message's samples: add a schema and -message NAME\nTry: " + genSchemaTry + "\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var stderr strings.Builder
			if code := exitCode(tt.args, &stderr); code != 1 {
				t.Fatalf("polywire %q exited %d, want 1; stderr:\n%s", tt.args, code, stderr.String())
			}
			if got := stderr.String(); got != tt.stderr {
				t.Errorf("polywire %q printed\n%s\nwant\n%s", tt.args, got, tt.stderr)
			}
		})
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("a failed gen left %s behind", out)
	}
}
