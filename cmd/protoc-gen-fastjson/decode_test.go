package main

import (
	"strings"
	"testing"

	"google.golang.org/protobuf/proto"

	plugintestv1 "github.com/polywire/polywire/cmd/internal/plugintest/testdata/gen/polywire/plugintest/v1"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
)

// outcome is what protojson does with an input: accept it, refuse it, or
// (for inputs generated around a limit) whatever it does.
type outcome int

const (
	accept outcome = iota
	refuse
	agree
)

// nest wraps inner in n levels of {"<field>": …}.
func nest(field, inner string, n int) string {
	return strings.Repeat(`{"`+field+`":`, n) + inner + strings.Repeat("}", n)
}

// decodeCases are hand-written inputs for every decoding rule; each runs
// through protojson and the fast path (copying and aliasing), which must
// agree, and protojson must do what the case says (so the table documents
// protojson's behaviour, checked).
var decodeCases = []struct {
	name string
	msg  proto.Message
	in   string
	want outcome
}{
	// Names: the JSON name or the proto field name, exactly.
	{"json_name", new(plugintestv1.Kinds), `{"multiWordField2x":"a","rI32":[1]}`, accept},
	{"proto_name", new(plugintestv1.Kinds), `{"multi_word_field_2x":"a","r_i32":[1]}`, accept},
	{"custom_json_name", new(plugintestv1.Kinds), `{"customName":1}`, accept},
	{"custom_json_name_proto_name", new(plugintestv1.Kinds), `{"renamed":1}`, accept},
	{"both_names_duplicate", new(plugintestv1.Kinds), `{"customName":1,"renamed":2}`, refuse},
	{"both_names_duplicate_list", new(plugintestv1.Kinds), `{"rI32":[1],"r_i32":[2]}`, refuse},
	{"duplicate", new(bankv1.Account), `{"name":"a","name":"a"}`, refuse},
	{"duplicate_wide_high_field", new(plugintestv1.Wide), `{"f70":1,"f1":2,"f70":3}`, refuse},
	{"wide", new(plugintestv1.Wide), `{"f70":1,"f64":2,"f65":3,"f1":4}`, accept},
	{"escaped_name", new(bankv1.Account), `{"n\u0061me":"a","\u0069\u0064":"1"}`, accept},
	{"unknown", new(bankv1.Account), `{"nmae":"a"}`, refuse},
	{"unknown_null", new(bankv1.Account), `{"nmae":null}`, refuse},
	{"name_case", new(bankv1.Account), `{"Name":"a"}`, refuse},
	{"seed_names", new(bankv1.Account), `{"availableFunds":1,"ownerAddress":"x","transactions":[{"transactionType":"Debit","beneficiaryAccount":"b"}]}`, accept},
	{"no_fields_empty", new(plugintestv1.NoFields), `{}`, accept},
	{"no_fields_member", new(plugintestv1.NoFields), `{"a":1}`, refuse},
	{"empty_key", new(bankv1.Account), `{"":1}`, refuse},

	// null is the default: unset, for every kind, and still counts as
	// the field's one appearance.
	{"null_scalar", new(plugintestv1.Kinds), `{"i32":null,"text":null,"db":null,"data":null,"color":null,"flag":null}`, accept},
	{"null_message", new(plugintestv1.Kinds), `{"child":null,"ts":null,"wI64":null,"st":null}`, accept},
	{"null_list_map", new(plugintestv1.Kinds), `{"rI32":null,"children":null,"mStrString":null,"mI32Msg":null}`, accept},
	{"null_optional", new(plugintestv1.Kinds), `{"optI32":null,"optMsg":null,"optData":null}`, accept},
	{"null_oneof_then_other", new(plugintestv1.Kinds), `{"choiceText":null,"choiceNum":1}`, accept},
	{"null_then_value_duplicate", new(plugintestv1.Kinds), `{"i32":null,"i32":1}`, refuse},
	{"null_value_enum", new(plugintestv1.Kinds), `{"nullValue":null}`, accept},
	{"null_value_oneof_sets", new(plugintestv1.Kinds), `{"choiceNull":null}`, accept},
	{"null_value_oneof_then_other", new(plugintestv1.Kinds), `{"choiceNull":null,"choiceNum":1}`, refuse},
	{"null_google_value", new(plugintestv1.Kinds), `{"val":null,"secondValue":null}`, accept},
	{"null_google_value_oneof_then_other", new(plugintestv1.Kinds), `{"secondValue":null,"secondText":"a"}`, refuse},
	{"null_list_element", new(plugintestv1.Kinds), `{"rI32":[null]}`, refuse},
	{"null_message_element", new(plugintestv1.Kinds), `{"children":[null]}`, refuse},
	{"null_string_element", new(peoplev1.People), `{"person":[{"email":[null]}]}`, refuse},
	{"null_value_element", new(plugintestv1.Kinds), `{"vals":[null],"nulls":[null,0,"NULL_VALUE"]}`, accept},
	{"null_timestamp_element", new(plugintestv1.Kinds), `{"tss":[null]}`, refuse},
	{"null_map_value", new(plugintestv1.Kinds), `{"mStrString":{"a":null}}`, refuse},
	{"null_map_message_value", new(plugintestv1.Kinds), `{"mStrMsg":{"a":null}}`, refuse},
	{"null_map_google_value", new(plugintestv1.Kinds), `{"valMap":{"a":null}}`, accept},
	{"null_top_level", new(bankv1.Account), `null`, refuse},

	// 64-bit integers: numbers or strings holding a JSON number.
	{"int64_string", new(plugintestv1.Kinds), `{"i64":"-9223372036854775808","u64":"18446744073709551615"}`, accept},
	{"int64_number", new(plugintestv1.Kinds), `{"i64":-9223372036854775808,"u64":18446744073709551615}`, accept},
	{"int64_overflow", new(plugintestv1.Kinds), `{"i64":"9223372036854775808"}`, refuse},
	{"uint64_overflow", new(plugintestv1.Kinds), `{"u64":18446744073709551616}`, refuse},
	{"uint64_negative", new(plugintestv1.Kinds), `{"u64":"-1"}`, refuse},
	{"uint64_negative_zero", new(plugintestv1.Kinds), `{"u64":"-0","u32":-0.0}`, accept},
	{"int64_string_spaces", new(plugintestv1.Kinds), `{"i64":" 1"}`, refuse},
	{"int64_string_trailing_space", new(plugintestv1.Kinds), `{"i64":"1 "}`, refuse},
	{"int64_string_nbsp", new(plugintestv1.Kinds), `{"i64":"1\u00a0"}`, refuse},
	{"int64_string_leading_zero", new(plugintestv1.Kinds), `{"u64":"01"}`, refuse},
	{"int64_string_plus", new(plugintestv1.Kinds), `{"u64":"+1"}`, refuse},
	{"int64_string_hex", new(plugintestv1.Kinds), `{"u64":"0x10"}`, refuse},
	{"int64_string_empty", new(plugintestv1.Kinds), `{"u64":""}`, refuse},
	{"int64_string_escaped_digit", new(plugintestv1.Kinds), `{"u64":"\u0031\u0032"}`, accept},
	{"int64_string_exponent", new(plugintestv1.Kinds), `{"u64":"1e3","i64":"-2.5e1"}`, accept},
	{"int64_string_bare_e", new(plugintestv1.Kinds), `{"i64":"1e"}`, refuse},
	{"uint64_canonical", new(bankv1.Account), `{"id":"18446744073709551615","transactions":[{"id":"0"}]}`, accept},
	{"uint64_20_digits_overflow", new(bankv1.Account), `{"id":"99999999999999999999"}`, refuse},
	{"uint64_number_in_seed_field", new(bankv1.Account), `{"id":12}`, accept},
	{"int32_string", new(plugintestv1.Kinds), `{"i32":"5","u32":"7","sf32":"-8"}`, accept},

	// Integers with a fraction or exponent, when integral.
	{"int_exponent", new(plugintestv1.Kinds), `{"i32":1e3,"u32":1E+2,"s32":-1e0}`, accept},
	{"int_fraction_zero", new(plugintestv1.Kinds), `{"i32":1.0,"u32":12.000}`, accept},
	{"int_fraction", new(plugintestv1.Kinds), `{"i32":1.5}`, refuse},
	{"int_fraction_shifted", new(plugintestv1.Kinds), `{"i32":0.5e1,"u32":1.25e2}`, accept},
	{"int_fraction_not_shifted_enough", new(plugintestv1.Kinds), `{"i32":1.25e1}`, refuse},
	{"int_negative_exponent", new(plugintestv1.Kinds), `{"i32":1200e-2}`, accept},
	{"int_negative_exponent_fraction", new(plugintestv1.Kinds), `{"i32":123e-2}`, refuse},
	{"int_exponent_without_digits", new(plugintestv1.Kinds), `{"i32":1e,"u32":2E }`, accept},
	{"int_exponent_sign_without_digits", new(plugintestv1.Kinds), `{"i32":1e+}`, refuse},
	{"int_zero_exponent_sign_without_digits", new(plugintestv1.Kinds), `{"s32":0E+}`, refuse},
	{"int_zero_exponent_without_digits", new(plugintestv1.Kinds), `{"s32":-0e}`, accept},
	{"int_exponent_too_large", new(plugintestv1.Kinds), `{"i64":1e2147483648}`, refuse},
	{"int_many_fraction_digits", new(plugintestv1.Kinds), `{"i32":0.00000000000000000001e25}`, refuse},
	{"uint64_1e19", new(plugintestv1.Kinds), `{"u64":1e19}`, accept},
	{"uint64_1e20", new(plugintestv1.Kinds), `{"u64":1e20}`, refuse},
	{"int32_bounds", new(plugintestv1.Kinds), `{"i32":2147483647,"sf32":-2147483648,"u32":4294967295}`, accept},
	{"int32_overflow", new(plugintestv1.Kinds), `{"i32":2147483648}`, refuse},
	{"uint32_negative", new(plugintestv1.Kinds), `{"u32":-1}`, refuse},
	{"int_leading_zero", new(plugintestv1.Kinds), `{"i32":01}`, refuse},
	{"int_plus", new(plugintestv1.Kinds), `{"i32":+1}`, refuse},
	{"int_negative_zero_exponent", new(plugintestv1.Kinds), `{"i32":-0e5,"u32":-0.0e-3}`, accept},
	{"int_zero_fraction_exponent", new(plugintestv1.Kinds), `{"i32":0.0001e4}`, accept},
	{"int_as_bool", new(plugintestv1.Kinds), `{"i32":true}`, refuse},

	// Floats: numbers, quoted numbers, the three special strings.
	{"float_special", new(plugintestv1.Kinds), `{"rDb":["NaN","Infinity","-Infinity"],"rFl":["NaN","Infinity","-Infinity"]}`, accept},
	{"float_special_case", new(plugintestv1.Kinds), `{"db":"nan"}`, refuse},
	{"float_special_bare", new(plugintestv1.Kinds), `{"db":NaN}`, refuse},
	{"float_special_escaped", new(plugintestv1.Kinds), `{"db":"\u004eaN"}`, accept},
	{"float_quoted", new(plugintestv1.Kinds), `{"db":"1.5","fl":"-2e3"}`, accept},
	{"float_quoted_space", new(plugintestv1.Kinds), `{"db":" 1.5"}`, refuse},
	{"float_overflow", new(plugintestv1.Kinds), `{"db":1e400}`, refuse},
	{"float_quoted_overflow", new(plugintestv1.Kinds), `{"db":"1e400"}`, refuse},
	{"float_underflow", new(plugintestv1.Kinds), `{"db":1e-400}`, accept},
	{"float32_overflow", new(plugintestv1.Kinds), `{"fl":3.5e38}`, refuse},
	{"float32_max", new(plugintestv1.Kinds), `{"fl":3.4028235e38,"rFl":[1e-46,-3.4028235e38]}`, accept},
	{"float_negative_zero", new(plugintestv1.Kinds), `{"db":-0,"fl":"-0"}`, accept},
	{"float_exponent_without_digits", new(plugintestv1.Kinds), `{"db":1e}`, refuse},
	{"float_forms", new(plugintestv1.Kinds), `{"rDb":[0,-0.0,1E5,1e-5,123456789012345678901234567890,0.1,1.7976931348623157e308,5e-324]}`, accept},
	{"float_trailing_dot", new(plugintestv1.Kinds), `{"db":1.}`, refuse},
	{"float_leading_dot", new(plugintestv1.Kinds), `{"db":.5}`, refuse},
	{"float_hex", new(plugintestv1.Kinds), `{"db":0x10}`, refuse},
	{"float_as_bool", new(plugintestv1.Kinds), `{"db":true}`, refuse},
	{"float_seed_amount", new(bankv1.Account), `{"transactions":[{"amount":9.95},{"amount":"-0.01"},{"amount":1e2}]}`, accept},

	// Enums: names or numbers, open.
	{"enum_name", new(plugintestv1.Kinds), `{"color":"COLOR_RED","rColor":["COLOR_NEGATIVE","COLOR_UNSPECIFIED"]}`, accept},
	{"enum_number", new(plugintestv1.Kinds), `{"color":-3,"rColor":[7,1e0,2.0]}`, accept},
	{"enum_unknown_name", new(plugintestv1.Kinds), `{"color":"color_red"}`, refuse},
	{"enum_quoted_number", new(plugintestv1.Kinds), `{"color":"1"}`, refuse},
	{"enum_overflow", new(plugintestv1.Kinds), `{"color":2147483648}`, refuse},
	{"enum_alias", new(plugintestv1.Kinds), `{"aliased":"ALIASED_PRIMARY"}`, accept},
	{"enum_other_file", new(plugintestv1.Kinds), `{"shade":"SHADE_DARK","shared":{"shade":2}}`, accept},
	{"enum_other_package", new(plugintestv1.Kinds), `{"level":"LEVEL_HIGH","remote":{"level":"LEVEL_LOW"}}`, accept},
	{"enum_other_package_unknown", new(plugintestv1.Kinds), `{"level":"HIGH"}`, refuse},
	{"enum_nested", new(plugintestv1.Outer), `{"inner":{"mood":"MOOD_CALM","inners":[{"mood":1}]}}`, accept},
	{"enum_null_value_names", new(plugintestv1.Kinds), `{"nullValue":"NULL_VALUE","nulls":[0]}`, accept},
	{"enum_seed", new(bankv1.Account), `{"transactions":[{"transactionType":"Debit"},{"transactionType":0}]}`, accept},

	// Booleans.
	{"bool", new(plugintestv1.Kinds), `{"flag":true,"rFlag":[false,true],"optFlag":false}`, accept},
	{"bool_quoted", new(plugintestv1.Kinds), `{"flag":"true"}`, refuse},
	{"bool_number", new(plugintestv1.Kinds), `{"flag":1}`, refuse},
	{"bool_truncated", new(plugintestv1.Kinds), `{"flag":tru}`, refuse},
	{"bool_suffix", new(plugintestv1.Kinds), `{"flag":truex}`, refuse},
	{"null_suffix", new(plugintestv1.Kinds), `{"flag":nullx}`, refuse},

	// Strings and escapes.
	{"escapes", new(plugintestv1.Kinds), `{"text":"a\"b\\c\/d\b\f\n\r\t\u0000\u00e9\u2028\ud83d\ude00\uD83D\uDE00\ufffd"}`, accept},
	{"escape_lone_high_surrogate", new(plugintestv1.Kinds), `{"text":"\ud83d"}`, refuse},
	{"escape_lone_low_surrogate", new(plugintestv1.Kinds), `{"text":"\ude00x"}`, refuse},
	{"escape_high_then_letter", new(plugintestv1.Kinds), `{"text":"\ud83d\u0041"}`, refuse},
	{"escape_high_then_text", new(plugintestv1.Kinds), `{"text":"\ud83dabcdef"}`, refuse},
	{"escape_short_hex", new(plugintestv1.Kinds), `{"text":"\u12"}`, refuse},
	{"escape_bad_hex", new(plugintestv1.Kinds), `{"text":"\u12g4"}`, refuse},
	{"escape_unknown", new(plugintestv1.Kinds), `{"text":"\x41"}`, refuse},
	{"escape_single_quote", new(plugintestv1.Kinds), `{"text":"\'"}`, refuse},
	{"raw_control", new(plugintestv1.Kinds), "{\"text\":\"a\x01b\"}", refuse},
	{"raw_tab", new(plugintestv1.Kinds), "{\"text\":\"a\tb\"}", refuse},
	{"raw_del", new(plugintestv1.Kinds), "{\"text\":\"a\x7fb\"}", accept},
	{"raw_line_separator", new(plugintestv1.Kinds), "{\"text\":\"a\u2028b\"}", accept},
	{"raw_invalid_utf8", new(plugintestv1.Kinds), "{\"text\":\"a\xffb\"}", refuse},
	{"raw_surrogate_utf8", new(plugintestv1.Kinds), "{\"text\":\"\xed\xa0\x80\"}", refuse},
	{"raw_overlong_utf8", new(plugintestv1.Kinds), "{\"text\":\"\xc0\xaf\"}", refuse},
	{"invalid_utf8_in_name", new(bankv1.Account), "{\"na\xffme\":\"a\"}", refuse},
	{"long_strings", new(bankv1.Account), `{"name":"` + strings.Repeat("abcdefgh", 100) + `","owner":"` + strings.Repeat("é\\n", 50) + `"}`, accept},
	{"string_as_number", new(bankv1.Account), `{"name":12}`, refuse},
	{"unterminated_string", new(bankv1.Account), `{"name":"abc`, refuse},
	{"unterminated_escape", new(bankv1.Account), `{"name":"abc\`, refuse},

	// Bytes: base64, standard or URL-safe, padded or not.
	{"bytes_std", new(plugintestv1.Kinds), `{"data":"AAEC/w==","rData":["","AA=="]}`, accept},
	{"bytes_url", new(plugintestv1.Kinds), `{"data":"AAEC_w=="}`, accept},
	{"bytes_unpadded", new(plugintestv1.Kinds), `{"data":"AAEC/w","optData":"AAEC-w"}`, accept},
	{"bytes_bad_length", new(plugintestv1.Kinds), `{"data":"A"}`, refuse},
	{"bytes_newline", new(plugintestv1.Kinds), `{"data":"AA\nEC"}`, accept},
	{"bytes_trailing_bits", new(plugintestv1.Kinds), `{"data":"AAF="}`, accept},
	{"bytes_only_padding", new(plugintestv1.Kinds), `{"data":"===="}`, refuse},
	{"bytes_mixed_alphabets", new(plugintestv1.Kinds), `{"data":"+-=="}`, refuse},
	{"bytes_empty", new(plugintestv1.Kinds), `{"data":"","optData":"","choiceData":""}`, accept},
	{"bytes_number", new(plugintestv1.Kinds), `{"data":1}`, refuse},

	// Maps.
	{"map_string", new(plugintestv1.Kinds), `{"mStrString":{"a":"x","b":"y","":"","\u0061\u0062":"z"}}`, accept},
	{"map_duplicate_key", new(plugintestv1.Kinds), `{"mStrString":{"a":"x","a":"y"}}`, refuse},
	{"map_duplicate_escaped_key", new(plugintestv1.Kinds), `{"mStrString":{"a":"x","\u0061":"y"}}`, refuse},
	{"map_int_keys", new(plugintestv1.Kinds), `{"mI32Msg":{"1":{},"-1":{},"+2":{},"03":{}}}`, accept},
	{"map_int_duplicate_by_value", new(plugintestv1.Kinds), `{"mI32Msg":{"1":{},"01":{}}}`, refuse},
	{"map_int_key_exponent", new(plugintestv1.Kinds), `{"mI32Msg":{"1e0":{}}}`, refuse},
	{"map_int_key_space", new(plugintestv1.Kinds), `{"mI32Msg":{" 1":{}}}`, refuse},
	{"map_int_key_overflow", new(plugintestv1.Kinds), `{"mI32Msg":{"2147483648":{}}}`, refuse},
	{"map_uint_keys", new(plugintestv1.Kinds), `{"mU64Double":{"18446744073709551615":1,"01":2},"mU32Bytes":{"4294967295":""}}`, accept},
	{"map_uint_key_plus", new(plugintestv1.Kinds), `{"mU64Double":{"+1":1}}`, refuse},
	{"map_uint_key_negative", new(plugintestv1.Kinds), `{"mU64Double":{"-1":1}}`, refuse},
	{"map_bool_keys", new(plugintestv1.Kinds), `{"mFlagMsg":{"true":{},"false":{}}}`, accept},
	{"map_bool_key_case", new(plugintestv1.Kinds), `{"mFlagMsg":{"True":{}}}`, refuse},
	{"map_every_key_kind", new(plugintestv1.Kinds), `{"mI64Color":{"-9223372036854775808":"COLOR_RED"},"mS32Float":{"-2147483648":"Infinity"},"mS64Bool":{"9223372036854775807":true},"mF32Int64":{"4294967295":1e0},"mF64Uint32":{"0":"7"},"mSf32Sint64":{"-1":"-1"},"mSf64String":{"1":"s"}}`, accept},
	{"map_value_kind_mismatch", new(plugintestv1.Kinds), `{"mS64Bool":{"1":"true"}}`, refuse},
	{"map_not_object", new(plugintestv1.Kinds), `{"mStrString":[]}`, refuse},
	{"map_trailing_comma", new(plugintestv1.Kinds), `{"mStrString":{"a":"x",}}`, refuse},

	// Oneofs and optional fields.
	{"oneof_one", new(plugintestv1.Kinds), `{"choiceChild":{},"secondText":""}`, accept},
	{"oneof_two", new(plugintestv1.Kinds), `{"choiceText":"a","choiceNum":1}`, refuse},
	{"oneof_same_twice", new(plugintestv1.Kinds), `{"choiceText":"a","choice_text":"b"}`, refuse},
	{"oneof_zero_values", new(plugintestv1.Kinds), `{"choiceNum":0,"secondText":""}`, accept},
	{"oneof_every_kind", new(plugintestv1.Kinds), `{"choiceU64":"0"}`, accept},
	{"optional_zero_values", new(plugintestv1.Kinds), `{"optI32":0,"optText":"","optData":"","optMsg":{},"optColor":0,"optDb":-0}`, accept},

	// Lists.
	{"list_empty", new(plugintestv1.Kinds), `{"rI32":[],"children":[]}`, accept},
	{"list_trailing_comma", new(plugintestv1.Kinds), `{"rI32":[1,]}`, refuse},
	{"list_leading_comma", new(plugintestv1.Kinds), `{"rI32":[,1]}`, refuse},
	{"list_missing_comma", new(plugintestv1.Kinds), `{"rI32":[1 2]}`, refuse},
	{"list_of_lists", new(plugintestv1.Kinds), `{"rI32":[[1]]}`, refuse},
	{"list_for_singular", new(plugintestv1.Kinds), `{"i32":[1]}`, refuse},
	{"singular_for_list", new(plugintestv1.Kinds), `{"rI32":1}`, refuse},
	{"many_elements", new(bankv1.Account), `{"transactions":[` + strings.Repeat(`{"id":"1"},`, 3000) + `{}]}`, accept},

	// Whitespace and structure.
	{"whitespace", new(plugintestv1.Kinds), " \t\n\r{ \"i32\" \t:\n 1 \r, \"rI32\" : [ 1 , 2 ] ,\"mStrString\" : { \"a\" : \"b\" } , \"child\" : { } } \n", accept},
	{"whitespace_nbsp", new(plugintestv1.Kinds), "{\"i32\":1}\u00a0", refuse},
	{"whitespace_form_feed", new(plugintestv1.Kinds), "{\f\"i32\":1}", refuse},
	{"empty_input", new(bankv1.Account), ``, refuse},
	{"only_whitespace", new(bankv1.Account), "  \n", refuse},
	{"empty_object", new(bankv1.Account), `{}`, accept},
	{"truncated", new(bankv1.Account), `{"name":"a"`, refuse},
	{"truncated_after_colon", new(bankv1.Account), `{"name":`, refuse},
	{"close_only", new(bankv1.Account), `}`, refuse},
	{"array_top_level", new(bankv1.Account), `[]`, refuse},
	{"string_top_level", new(bankv1.Account), `"a"`, refuse},
	{"trailing_data", new(bankv1.Account), `{"name":"a"}x`, refuse},
	{"trailing_object", new(bankv1.Account), `{} {}`, refuse},
	{"trailing_comma_top", new(bankv1.Account), `{},`, refuse},
	{"trailing_whitespace", new(bankv1.Account), "{}\n\t ", accept},
	{"member_trailing_comma", new(bankv1.Account), `{"name":"a",}`, refuse},
	{"member_leading_comma", new(bankv1.Account), `{,"name":"a"}`, refuse},
	{"member_missing_colon", new(bankv1.Account), `{"name" "a"}`, refuse},
	{"member_missing_comma", new(bankv1.Account), `{"name":"a" "owner":"b"}`, refuse},
	{"single_quotes", new(bankv1.Account), `{'name':'a'}`, refuse},
	{"bare_name", new(bankv1.Account), `{name:"a"}`, refuse},
	{"object_for_scalar", new(bankv1.Account), `{"name":{}}`, refuse},
	{"scalar_for_object", new(docsv1.Document), `{"department":"x"}`, refuse},
	{"byte_order_mark", new(bankv1.Account), "\ufeff{}", refuse},

	// Nesting: protojson's limit of 10,000 levels of messages.
	{"depth_limit", new(plugintestv1.Kinds), nest("child", "{}", 9999), accept},
	{"depth_over_limit", new(plugintestv1.Kinds), nest("child", "{}", 10000), refuse},
	{"depth_limit_lists", new(plugintestv1.Outer), `{"inner":` + strings.Repeat(`{"inners":[`, 9998) + `{}` + strings.Repeat(`]}`, 9998) + `}`, accept},
	{"depth_over_limit_lists", new(plugintestv1.Outer), `{"inner":` + strings.Repeat(`{"inners":[`, 9999) + `{}` + strings.Repeat(`]}`, 9999) + `}`, refuse},
	{"depth_value_at_limit", new(plugintestv1.Kinds), nest("child", `{"val":1}`, 9998), agree},
	{"depth_value_over_limit", new(plugintestv1.Kinds), nest("child", `{"val":1}`, 9999), agree},
	{"depth_struct_near_limit", new(plugintestv1.Kinds), nest("child", `{"st":`+nest("a", "{}", 2)+`}`, 9995), agree},
	{"depth_struct_deep", new(plugintestv1.Kinds), `{"val":` + strings.Repeat("[", 6000) + strings.Repeat("]", 6000) + `}`, agree},

	// Well-known types (the runtime's own code; more in wkt_test.go) and
	// other packages (protojson).
	{"wkt_values", new(plugintestv1.Kinds), `{"ts":"2020-01-01T00:00:00Z","dur":"1.5s","st":{"a":[1,"x",null,{"b":true}]},"lv":[],"mask":"a.bC","empty":{}}`, accept},
	{"wkt_bad_timestamp", new(plugintestv1.Kinds), `{"ts":"yesterday"}`, refuse},
	{"wkt_wrappers", new(plugintestv1.Kinds), `{"wI64":"5","wU32":7,"wStr":"s","wBool":true,"wDb":"-Infinity","wFl":1,"wBytes":"AQ=="}`, accept},
	{"wkt_wrapper_quirk", new(plugintestv1.Kinds), `{"wI64":1e,"wU32":2E}`, accept},
	{"wkt_value_quirk", new(plugintestv1.Kinds), `{"val":1e}`, refuse},
	{"wkt_value_number_string", new(plugintestv1.Kinds), `{"val":"1","vals":[1.5,true,{"a":{}}]}`, accept},
	{"wkt_any", new(plugintestv1.Kinds), `{"any":{"@type":"type.googleapis.com/polywire.plugintest.v1.Shared","shade":"SHADE_DARK"}}`, accept},
	{"wkt_any_unknown_type", new(plugintestv1.Kinds), `{"any":{"@type":"type.googleapis.com/nope.Nope"}}`, refuse},
	{"wkt_value_invalid_json", new(plugintestv1.Kinds), `{"val":[1,]}`, refuse},
	{"wkt_struct_not_object", new(plugintestv1.Kinds), `{"st":[]}`, refuse},
	{"wkt_empty_with_member", new(plugintestv1.Kinds), `{"empty":{"a":1}}`, refuse},
	{"wkt_map_values", new(plugintestv1.Kinds), `{"valMap":{"a":[1],"b":"s"},"tss":["1970-01-01T00:00:01Z"]}`, accept},
	{"other_package_message", new(plugintestv1.Kinds), `{"remote":{"label":"x","more":[{},{"label":"y"}]},"remotes":[{"level":2}]}`, accept},
	{"other_package_unknown_field", new(plugintestv1.Kinds), `{"remote":{"nope":1}}`, refuse},
	{"other_file_message", new(plugintestv1.Kinds), `{"shared":{"note":"n","shade":"SHADE_LIGHT"}}`, accept},
}

func TestDecodeMatchesProtojson(t *testing.T) {
	t.Parallel()
	for _, c := range decodeCases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			_, err := checkDecode(t, c.msg.ProtoReflect().Type(), []byte(c.in))
			switch {
			case c.want == accept && err != nil:
				t.Fatalf("protojson refuses it: %v", err)
			case c.want == refuse && err == nil:
				t.Fatal("protojson accepts it")
			}
		})
	}
}

// TestDecodeErrorsNamePath checks the error messages: "unmarshal json:",
// the field path in JSON names, what was wrong and where.
func TestDecodeErrorsNamePath(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name string
		msg  fastMessage
		in   string
		want string
	}{
		{"nested_list", new(bankv1.Account), `{"transactions":[{},{},{},{"amount":"x"}]}`,
			`unmarshal json: transactions[3].amount: invalid value "x" for double at offset 36`},
		{"unknown", new(peoplev1.People), `{"person":[{"nmae":"x"}]}`,
			`unmarshal json: person[0]: unknown field "nmae" at offset 19`},
		{"duplicate", new(bankv1.Account), `{"name":"a","name":"b"}`,
			`unmarshal json: duplicate field "name" at offset 19`},
		{"map", new(plugintestv1.Kinds), `{"mStrMsg":{"k":{"i32":"x"}}}`,
			`unmarshal json: mStrMsg["k"].i32: invalid value "x" for int32 at offset 23`},
		{"trailing", new(bankv1.Account), `{} x`,
			`unmarshal json: unexpected "x" after the top-level object at offset 3`},
		{"syntax", new(docsv1.Document), `{"department":{"code" 1}}`,
			`unmarshal json: department: unexpected "1", want ":" at offset 22`},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			err := c.msg.UnmarshalJSONFast([]byte(c.in), false)
			if err == nil || err.Error() != c.want {
				t.Fatalf("got  %v\nwant %s", err, c.want)
			}
		})
	}
}
