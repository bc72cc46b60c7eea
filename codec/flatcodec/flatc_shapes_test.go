package flatcodec_test

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/known/anypb"
	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/emptypb"
	"google.golang.org/protobuf/types/known/fieldmaskpb"
	"google.golang.org/protobuf/types/known/structpb"
	"google.golang.org/protobuf/types/known/timestamppb"
	"google.golang.org/protobuf/types/known/wrapperspb"

	flatkindsv1 "github.com/polywire/polywire/cmd/protoc-gen-fastflat/testdata/gen/flatkinds/v1"
	"github.com/polywire/polywire/cmd/protoc-gen-fastproto/testdata/kindspb"
	"github.com/polywire/polywire/codec/flatcodec"
	"github.com/polywire/polywire/codec/flatcodec/fbschema"
)

// The tests below hold the new shapes (maps, oneofs, optional fields,
// recursion, repeated bytes, well-known types) to flatc 2.0.8 itself: the
// .fbs mirrors fbschema writes compile, flatc reads the codec's bytes as
// the message, and the codec reads flatc's bytes as the message.
//
// flatc's JSON of a buffer is the table's fields by name, which is
// protojson's JSON of the message (with proto field names) after this
// transformation, fromFlatc, and toFlatc its inverse:
//
//   - a map field is a vector of {"key": k, "value": v} objects in flatc,
//     an object {"k": v} in protojson (a missing key or value is the zero);
//   - bytes are arrays of numbers in flatc, base64 in protojson; an
//     element of repeated bytes is an item table {"value": [...]} ({} when
//     empty);
//   - the well-known types protojson writes specially are their plain
//     tables in flatc: Struct, Value and ListValue become the JSON object,
//     value and array they hold (a Value's set member is the value; a
//     null_value member is null), the others (Timestamp, Duration,
//     wrappers, FieldMask, Any, Empty) go through their Go types: built
//     from the table's fields and written by protojson, or read by
//     protojson and written as their fields;
//   - 64-bit integers, which protojson quotes, are numbers in flatc.

// shapeSchemas writes the mirrors of kindspb's kinds.proto and of
// flatkinds' bytelists.proto, with every file they include, and the
// mirrors of the well-known types' files under dir; it returns the
// schemas' paths.
func shapeSchemas(t *testing.T, dir string) []string {
	t.Helper()
	var paths []string
	for _, fd := range []protoreflect.FileDescriptor{
		kindspb.File_kindspb_kinds_proto, flatkindsv1.File_flatkinds_v1_bytelists_proto,
		structpb.File_google_protobuf_struct_proto, anypb.File_google_protobuf_any_proto,
		fieldmaskpb.File_google_protobuf_field_mask_proto, durationpb.File_google_protobuf_duration_proto,
		emptypb.File_google_protobuf_empty_proto,
	} {
		b, err := fbschema.Write(fd)
		if err != nil {
			t.Fatal(err)
		}
		deps, err := fbschema.Includes(fd, b)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range append(deps, fbschema.File{Path: fbschema.Path(fd), Text: b}) {
			p := filepath.Join(dir, filepath.FromSlash(f.Path))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, f.Text, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		paths = append(paths, fbschema.Path(fd))
	}
	return paths
}

// TestFlatcCompilesShapes: flatc compiles the mirrors of schemas with
// maps, oneofs, optional fields, recursion, repeated bytes and imports
// of well-known types, for the languages polywire's clients use and C++.
func TestFlatcCompilesShapes(t *testing.T) {
	t.Parallel()
	needFlatc(t)
	dir := t.TempDir()
	schemas := shapeSchemas(t, dir)
	for _, lang := range []string{"go", "ts", "java", "cpp"} {
		for _, s := range schemas {
			args := []string{"--" + lang, "--gen-object-api", "-I", dir, "-o", filepath.Join(t.TempDir(), lang), filepath.Join(dir, s)}
			if out, err := exec.Command("flatc", args...).CombinedOutput(); err != nil {
				t.Errorf("flatc %s: %v\n%s", strings.Join(args, " "), err, out)
			}
		}
	}
}

// flatcShapeCases are messages of every shape with values flatc's JSON carries
// exactly (no NaN, -0 or tiny floats, no unknown enum numbers, no NUL in
// map keys), and the mirror each is a root of.
func flatcShapeCases(t *testing.T) map[string]proto.Message {
	maps := allMaps()
	maps.Int64Float[math.MaxInt64] = 2.5
	maps.Fixed32Double[0] = 0
	maps.Sint64Enum[1] = kindspb.Color_COLOR_GREEN
	delete(maps.StringString, "\x00")
	cases := map[string]proto.Message{
		"maps":         maps,
		"kinds":        &kindspb.Kinds{Maps: maps, Oneofs: &kindspb.Oneofs{First: &kindspb.Oneofs_CEnum{}, Second: &kindspb.Oneofs_SEmpty{SEmpty: &kindspb.Empty{}}}, Optionals: optionalZeros(), Child: &kindspb.Kinds{Child: &kindspb.Kinds{Wrapped: wrapperspb.String("deep")}}, WrappedMap: map[string]*wrapperspb.StringValue{"w": wrapperspb.String("v"), "": {}}, Timestamp: timestamppb.New(time.Unix(1e9, 1)), Timestamps: []*timestamppb.Timestamp{{}, {Seconds: -5}}, Children: []*kindspb.Kinds{{}, {Empty: &kindspb.Empty{}}}},
		"optionals":    optionalZeros(),
		"optional_set": &kindspb.Optionals{OInt64: proto.Int64(math.MinInt64), OUint64: proto.Uint64(math.MaxUint64), OString: proto.String("s"), OBytes: []byte{1, 2}, OEnum: kindspb.Color_COLOR_RED.Enum(), OMessage: &kindspb.Scalars{FInt32: -1}, OFloat: proto.Float32(1.5), ODouble: proto.Float64(0.1)},
		"repeated":     &kindspb.Repeated{RBytes: [][]byte{{}, {0, 255}, {}, []byte("abc")}, RString: []string{"", "x"}, RInt64: []int64{math.MinInt64, 0}, REnum: []kindspb.Color{1, 0, -1}, RMessage: []*kindspb.Scalars{{}, {FBytes: []byte{9}}}},
		"byte_lists":   &flatkindsv1.ByteLists{RBytes: [][]byte{{}, {1}}, One: []byte{2}, RString: []string{"a"}},
		"struct":       nestedStruct(4),
		"value":        structpb.NewListValue(&structpb.ListValue{Values: []*structpb.Value{structpb.NewNullValue(), structpb.NewBoolValue(false), structpb.NewNumberValue(0), structpb.NewStringValue("")}}),
		"list_value":   &structpb.ListValue{Values: []*structpb.Value{structpb.NewStructValue(&structpb.Struct{})}},
		"any":          mustAny(t, &kindspb.Scalars{FString: "packed", FInt64: -7}),
		"field_mask":   &fieldmaskpb.FieldMask{Paths: []string{"a", "b_c.d"}},
		"duration":     durationpb.New(-time.Hour - time.Nanosecond),
		"empty":        &emptypb.Empty{},
	}
	for name, m := range oneofDefaults() {
		cases[name] = m
	}
	return cases
}

// TestFlatcReadsAndWritesShapes: flatc turns the codec's bytes into JSON
// that, transformed (fromFlatc), protojson reads as the message; and
// turns protojson's JSON of the message, transformed back (toFlatc), into
// bytes the codec reads as the message. Maps in flatc's JSON come out
// sorted by key, as the codec wrote them.
func TestFlatcReadsAndWritesShapes(t *testing.T) {
	t.Parallel()
	needFlatc(t)
	dir := t.TempDir()
	shapeSchemas(t, dir)
	for name, m := range flatcShapeCases(t) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			md := m.ProtoReflect().Descriptor()
			out := t.TempDir()
			flatc := func(args ...string) {
				t.Helper()
				args = append([]string{"--strict-json", "--raw-binary", "-I", dir, "--root-type", string(md.FullName()), "-o", out,
					filepath.Join(dir, fbschema.Path(md.ParentFile()))}, args...)
				if b, err := exec.Command("flatc", args...).CombinedOutput(); err != nil {
					t.Fatalf("flatc %s: %v\n%s", strings.Join(args, " "), err, b)
				}
			}
			if err := os.WriteFile(filepath.Join(out, "codec.bin"), marshal(t, m), 0o644); err != nil {
				t.Fatal(err)
			}
			flatc("--json", "--", filepath.Join(out, "codec.bin"))
			fj := readJSON(t, filepath.Join(out, "codec.json"))
			checkSortedEntries(t, md, fj)
			pj, err := json.Marshal(fromFlatc(t, md, fj))
			if err != nil {
				t.Fatal(err)
			}
			got := m.ProtoReflect().New().Interface()
			if err := protojson.Unmarshal(pj, got); err != nil {
				t.Fatalf("protojson reads the transformed flatc JSON: %v\n%s", err, pj)
			}
			sameProto(t, got, m)

			ours, err := protojson.MarshalOptions{UseProtoNames: true}.Marshal(m)
			if err != nil {
				t.Fatal(err)
			}
			d := json.NewDecoder(bytes.NewReader(ours))
			d.UseNumber()
			var v any
			if err := d.Decode(&v); err != nil {
				t.Fatal(err)
			}
			back, err := json.Marshal(toFlatc(t, md, v))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(out, "ours.json"), back, 0o644); err != nil {
				t.Fatal(err)
			}
			flatc("--binary", filepath.Join(out, "ours.json"))
			fb, err := os.ReadFile(filepath.Join(out, "ours.bin"))
			if err != nil {
				t.Fatal(err)
			}
			got = m.ProtoReflect().New().Interface()
			if err := (flatcodec.Codec{}).Unmarshal(fb, got); err != nil {
				t.Fatalf("the codec reads flatc's bytes of\n%s\n: %v", back, err)
			}
			sameProto(t, got, m)
		})
	}
}

func readJSON(t *testing.T, path string) any {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber() // 64-bit integers
	var v any
	if err := d.Decode(&v); err != nil {
		t.Fatalf("flatc's JSON: %v\n%s", err, b)
	}
	return v
}

// checkSortedEntries fails unless every map's entries in flatc's JSON v
// of a table of md have keys in ascending order.
func checkSortedEntries(t *testing.T, md protoreflect.MessageDescriptor, v any) {
	t.Helper()
	obj, _ := v.(map[string]any)
	for k, x := range obj {
		fd := md.Fields().ByName(protoreflect.Name(k))
		if fd == nil {
			continue
		}
		switch {
		case fd.IsMap():
			var prev any
			for i, e := range x.([]any) {
				key := entryKey(fd.MapKey(), e.(map[string]any)["key"])
				if i > 0 && !keyLess(prev, key) {
					t.Errorf("%s: key %v after %v", fd.FullName(), key, prev)
				}
				prev = key
				if vd := fd.MapValue(); vd.Message() != nil {
					checkSortedEntries(t, vd.Message(), e.(map[string]any)["value"])
				}
			}
		case fd.Message() != nil && fd.IsList():
			for _, e := range x.([]any) {
				checkSortedEntries(t, fd.Message(), e)
			}
		case fd.Message() != nil:
			checkSortedEntries(t, fd.Message(), x)
		}
	}
}

// entryKey is a key of flatc's JSON as readKey returns it.
func entryKey(kd protoreflect.FieldDescriptor, k any) any {
	switch kd.Kind() {
	case protoreflect.StringKind:
		s, _ := k.(string)
		return s
	case protoreflect.BoolKind:
		b, _ := k.(bool)
		return b
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind, protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		n, _ := strconv.ParseUint(fmt.Sprint(k), 10, 64)
		return n
	}
	n, _ := strconv.ParseInt(fmt.Sprint(k), 10, 64)
	return n
}

// special are the well-known types whose protojson form is not their
// fields; Struct, Value and ListValue are transformed by hand, the others
// through their Go types.
func special(md protoreflect.MessageDescriptor) bool {
	return md.ParentFile().Package() == "google.protobuf" && md.FullName() != "google.protobuf.Empty"
}

// fromFlatc is flatc's JSON v of a table of md as protojson's.
func fromFlatc(t *testing.T, md protoreflect.MessageDescriptor, v any) any {
	t.Helper()
	obj, _ := v.(map[string]any)
	switch md.FullName() {
	case "google.protobuf.Struct":
		fields := fromFlatcField(t, md.Fields().ByName("fields"), obj["fields"])
		if fields == nil {
			return map[string]any{}
		}
		return fields
	case "google.protobuf.Value":
		if len(obj) != 1 {
			t.Fatalf("a Value with %d members: %v", len(obj), obj)
		}
		for k, x := range obj {
			if k == "null_value" {
				return nil
			}
			return fromFlatcField(t, md.Fields().ByName(protoreflect.Name(k)), x)
		}
	case "google.protobuf.ListValue":
		values := fromFlatcField(t, md.Fields().ByName("values"), obj["values"])
		if values == nil {
			return []any{}
		}
		return values
	}
	if special(md) {
		// Built from its fields, written by protojson.
		mt, err := protoregistry.GlobalTypes.FindMessageByName(md.FullName())
		if err != nil {
			t.Fatal(err)
		}
		m := mt.New()
		for k, x := range obj {
			fd := md.Fields().ByName(protoreflect.Name(k))
			if fd.IsList() {
				l := m.Mutable(fd).List()
				for _, e := range x.([]any) {
					l.Append(scalarFromJSON(t, fd, e))
				}
				continue
			}
			m.Set(fd, scalarFromJSON(t, fd, x))
		}
		b, err := protojson.Marshal(m.Interface())
		if err != nil {
			t.Fatal(err)
		}
		return json.RawMessage(b)
	}
	out := map[string]any{}
	for k, x := range obj {
		fd := md.Fields().ByName(protoreflect.Name(k))
		if fd == nil {
			t.Fatalf("%s has no field %s", md.FullName(), k)
		}
		out[k] = fromFlatcField(t, fd, x)
	}
	return out
}

// fromFlatcField is flatc's JSON of field fd's slot as protojson's.
func fromFlatcField(t *testing.T, fd protoreflect.FieldDescriptor, v any) any {
	t.Helper()
	if v == nil {
		return nil
	}
	switch {
	case fd.IsMap():
		out := map[string]any{}
		for _, e := range v.([]any) {
			entry := e.(map[string]any)
			key, val := entry["key"], entry["value"]
			if _, ok := entry["value"]; !ok {
				val = zeroFlatc(fd.MapValue())
			}
			out[fmt.Sprint(entryKey(fd.MapKey(), key))] = fromFlatcOne(t, fd.MapValue(), val)
		}
		return out
	case fd.IsList():
		var out []any
		for _, e := range v.([]any) {
			if fd.Kind() == protoreflect.BytesKind {
				e = e.(map[string]any)["value"] // the item table
			}
			out = append(out, fromFlatcOne(t, fd, e))
		}
		return out
	}
	return fromFlatcOne(t, fd, v)
}

// zeroFlatc is flatc's JSON of a missing value of fd.
func zeroFlatc(fd protoreflect.FieldDescriptor) any {
	switch fd.Kind() {
	case protoreflect.MessageKind:
		return map[string]any{}
	case protoreflect.StringKind:
		return ""
	case protoreflect.BoolKind:
		return false
	case protoreflect.BytesKind:
		return []any{}
	}
	return json.Number("0")
}

func fromFlatcOne(t *testing.T, fd protoreflect.FieldDescriptor, v any) any {
	t.Helper()
	switch {
	case fd.Message() != nil:
		return fromFlatc(t, fd.Message(), v)
	case fd.Kind() == protoreflect.BytesKind:
		return base64.StdEncoding.EncodeToString(bytesOf(t, v))
	}
	return v
}

func bytesOf(t *testing.T, v any) []byte {
	t.Helper()
	var b []byte
	nums, _ := v.([]any)
	for _, n := range nums {
		x, err := strconv.ParseUint(fmt.Sprint(n), 10, 8)
		if err != nil {
			t.Fatalf("byte %v: %v", n, err)
		}
		b = append(b, byte(x))
	}
	return b
}

// scalarFromJSON is the value of one element of fd (a scalar, string or
// bytes field of a well-known type) from flatc's JSON.
func scalarFromJSON(t *testing.T, fd protoreflect.FieldDescriptor, v any) protoreflect.Value {
	t.Helper()
	s := fmt.Sprint(v)
	var err error
	var out protoreflect.Value
	switch fd.Kind() {
	case protoreflect.StringKind:
		return protoreflect.ValueOfString(v.(string))
	case protoreflect.BytesKind:
		return protoreflect.ValueOfBytes(bytesOf(t, v))
	case protoreflect.BoolKind:
		return protoreflect.ValueOfBool(v.(bool))
	case protoreflect.Int32Kind:
		var n int64
		n, err = strconv.ParseInt(s, 10, 32)
		out = protoreflect.ValueOfInt32(int32(n))
	case protoreflect.Int64Kind:
		var n int64
		n, err = strconv.ParseInt(s, 10, 64)
		out = protoreflect.ValueOfInt64(n)
	case protoreflect.Uint32Kind:
		var n uint64
		n, err = strconv.ParseUint(s, 10, 32)
		out = protoreflect.ValueOfUint32(uint32(n))
	case protoreflect.Uint64Kind:
		var n uint64
		n, err = strconv.ParseUint(s, 10, 64)
		out = protoreflect.ValueOfUint64(n)
	case protoreflect.FloatKind:
		var f float64
		f, err = strconv.ParseFloat(s, 32)
		out = protoreflect.ValueOfFloat32(float32(f))
	case protoreflect.DoubleKind:
		var f float64
		f, err = strconv.ParseFloat(s, 64)
		out = protoreflect.ValueOfFloat64(f)
	default:
		t.Fatalf("field %s of kind %s", fd.FullName(), fd.Kind())
	}
	if err != nil {
		t.Fatalf("field %s: %v", fd.FullName(), err)
	}
	return out
}

// toFlatc is protojson's JSON v (with proto field names) of md as flatc's.
func toFlatc(t *testing.T, md protoreflect.MessageDescriptor, v any) any {
	t.Helper()
	switch md.FullName() {
	case "google.protobuf.Struct":
		var entries []any
		for k, x := range v.(map[string]any) {
			entries = append(entries, map[string]any{"key": k, "value": toFlatc(t, md.Fields().ByName("fields").MapValue().Message(), x)})
		}
		return map[string]any{"fields": entries} // flatc sorts them by key
	case "google.protobuf.Value":
		switch x := v.(type) {
		case nil:
			return map[string]any{"null_value": "NULL_VALUE"}
		case json.Number:
			return map[string]any{"number_value": x}
		case string:
			return map[string]any{"string_value": x}
		case bool:
			return map[string]any{"bool_value": x}
		case map[string]any:
			return map[string]any{"struct_value": toFlatc(t, md.Fields().ByName("struct_value").Message(), x)}
		default:
			return map[string]any{"list_value": toFlatc(t, md.Fields().ByName("list_value").Message(), x)}
		}
	case "google.protobuf.ListValue":
		var values []any
		for _, x := range v.([]any) {
			values = append(values, toFlatc(t, md.Fields().ByName("values").Message(), x))
		}
		return map[string]any{"values": values}
	}
	if special(md) {
		// Read by protojson, written as its fields.
		mt, err := protoregistry.GlobalTypes.FindMessageByName(md.FullName())
		if err != nil {
			t.Fatal(err)
		}
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		m := mt.New().Interface()
		if err := protojson.Unmarshal(b, m); err != nil {
			t.Fatalf("%s from %s: %v", md.FullName(), b, err)
		}
		out := map[string]any{}
		m.ProtoReflect().Range(func(fd protoreflect.FieldDescriptor, x protoreflect.Value) bool {
			if fd.IsList() {
				var l []any
				for i := range x.List().Len() {
					l = append(l, scalarToJSON(x.List().Get(i)))
				}
				out[string(fd.Name())] = l
			} else {
				out[string(fd.Name())] = scalarToJSON(x)
			}
			return true
		})
		return out
	}
	out := map[string]any{}
	for k, x := range v.(map[string]any) {
		fd := md.Fields().ByName(protoreflect.Name(k))
		if fd == nil {
			t.Fatalf("%s has no field %s", md.FullName(), k)
		}
		switch {
		case fd.IsMap():
			var entries []any
			for key, val := range x.(map[string]any) {
				entries = append(entries, map[string]any{"key": keyToFlatc(fd.MapKey(), key), "value": toFlatcOne(t, fd.MapValue(), val)})
			}
			out[k] = entries
		case fd.IsList():
			var l []any
			for _, e := range x.([]any) {
				e = toFlatcOne(t, fd, e)
				if fd.Kind() == protoreflect.BytesKind {
					e = map[string]any{"value": e} // the item table
				}
				l = append(l, e)
			}
			out[k] = l
		default:
			out[k] = toFlatcOne(t, fd, x)
		}
	}
	return out
}

func keyToFlatc(kd protoreflect.FieldDescriptor, k string) any {
	switch kd.Kind() {
	case protoreflect.StringKind:
		return k
	case protoreflect.BoolKind:
		return k == "true"
	}
	return json.Number(k)
}

func toFlatcOne(t *testing.T, fd protoreflect.FieldDescriptor, v any) any {
	t.Helper()
	switch {
	case fd.Message() != nil:
		return toFlatc(t, fd.Message(), v)
	case fd.Kind() == protoreflect.BytesKind:
		b, err := base64.StdEncoding.DecodeString(v.(string))
		if err != nil {
			t.Fatal(err)
		}
		nums := []any{}
		for _, c := range b {
			nums = append(nums, json.Number(strconv.Itoa(int(c))))
		}
		return nums
	}
	if s, ok := v.(string); ok && fd.Kind() != protoreflect.StringKind && fd.Enum() == nil {
		return json.Number(s) // a quoted 64-bit integer
	}
	return v
}

// scalarToJSON is flatc's JSON of a scalar, string or bytes value.
func scalarToJSON(v protoreflect.Value) any {
	switch x := v.Interface().(type) {
	case []byte:
		nums := []any{}
		for _, c := range x {
			nums = append(nums, json.Number(strconv.Itoa(int(c))))
		}
		return nums
	case string, bool:
		return x
	case float32:
		return json.Number(strconv.FormatFloat(float64(x), 'g', -1, 32))
	case float64:
		return json.Number(strconv.FormatFloat(x, 'g', -1, 64))
	}
	return json.Number(fmt.Sprint(v.Interface()))
}
