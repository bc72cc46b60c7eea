package main

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/descriptorpb"
	"google.golang.org/protobuf/types/known/anypb"
	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/emptypb"
	"google.golang.org/protobuf/types/known/fieldmaskpb"
	"google.golang.org/protobuf/types/known/structpb"
	"google.golang.org/protobuf/types/known/timestamppb"
	"google.golang.org/protobuf/types/known/wrapperspb"
	"google.golang.org/protobuf/types/pluginpb"

	plugintestv1 "github.com/polywire/polywire/cmd/internal/plugintest/testdata/gen/polywire/plugintest/v1"
	"github.com/polywire/polywire/codec/flatcodec"
	"github.com/polywire/polywire/codec/msgpackcodec"
	"github.com/polywire/polywire/internal/edgemsg"
)

// withDeps is file and every file it imports, dependencies first, as a
// CodeGeneratorRequest lists them.
func withDeps(files ...protoreflect.FileDescriptor) []*descriptorpb.FileDescriptorProto {
	var out []*descriptorpb.FileDescriptorProto
	seen := map[string]bool{}
	var add func(fd protoreflect.FileDescriptor)
	add = func(fd protoreflect.FileDescriptor) {
		if seen[fd.Path()] {
			return
		}
		seen[fd.Path()] = true
		for i := range fd.Imports().Len() {
			add(fd.Imports().Get(i).FileDescriptor)
		}
		out = append(out, protodesc.ToFileDescriptorProto(fd))
	}
	for _, f := range files {
		add(f)
	}
	return out
}

// generateInto runs the plugin on files and the files they import (but
// the well-known types', which buf leaves out too) and writes what it
// answers under dir; it returns the warnings.
func generateInto(t *testing.T, dir, parameter string, files ...protoreflect.FileDescriptor) string {
	t.Helper()
	req := &pluginpb.CodeGeneratorRequest{ProtoFile: withDeps(files...), Parameter: proto.String(parameter)}
	for _, f := range req.ProtoFile {
		if !strings.HasPrefix(f.GetName(), "google/protobuf/") {
			req.FileToGenerate = append(req.FileToGenerate, f.GetName())
		}
	}
	b, err := proto.Marshal(req)
	if err != nil {
		t.Fatal(err)
	}
	var out, warn bytes.Buffer
	if err := plugin(bytes.NewReader(b), &out, &warn); err != nil {
		t.Fatal(err)
	}
	resp := &pluginpb.CodeGeneratorResponse{}
	if err := proto.Unmarshal(out.Bytes(), resp); err != nil {
		t.Fatal(err)
	}
	if resp.GetError() != "" {
		t.Fatal(resp.GetError())
	}
	for _, f := range resp.GetFile() {
		p := filepath.Join(dir, f.GetName())
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(f.GetContent()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return warn.String()
}

// tsxRunner is node with tsx from clients/ts (npm ci there), or a skip
// (a failure in CI, which installs both).
func tsxRunner(t *testing.T) (node, clientDir string) {
	t.Helper()
	clientDir, err := filepath.Abs("../../clients/ts")
	if err != nil {
		t.Fatal(err)
	}
	node, err = exec.LookPath("node")
	if err == nil {
		_, err = os.Stat(filepath.Join(clientDir, "node_modules", "tsx"))
	}
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("node and clients/ts/node_modules (npm ci) are needed: %v", err)
		}
		t.Skipf("needs node and clients/ts/node_modules (cd clients/ts && npm ci): %v", err)
	}
	return node, clientDir
}

// checkScript decodes every fixture (base64 pb, mp, fb of a Kinds) with
// the generated polywire-ts code — Protobuf, MessagePack and FlatBuffers,
// eager and view — and re-encodes the Protobuf decoding in Protobuf and
// MessagePack, printing one JSON line per fixture: the decodings as JSON
// (bytes in base64, bigints as strings, -0 as -0, non-finite numbers as
// protojson's strings) and the encodings in base64.
const checkScript = `
import { readFileSync } from "node:fs";
import * as pw from "./gen/polywire/plugintest/v1/kinds_pwts.js";
import * as fb from "./gen/polywire/plugintest/v1/kinds_pwfb.js";
import * as mp from "./gen/polywire/plugintest/v1/kinds_pwmp.js";

const NEG0 = "\u0000-0\u0000";
function json(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) => {
    if (typeof x === "bigint") return x.toString();
    if (x instanceof Uint8Array) return Buffer.from(x).toString("base64");
    if (typeof x === "number" && !Number.isFinite(x)) return String(x);
    if (typeof x === "number" && Object.is(x, -0)) return NEG0;
    return x;
  }).split(JSON.stringify(NEG0)).join("-0");
}
const b64 = (b: Uint8Array) => Buffer.from(b).toString("base64");
// A plain Uint8Array, as a browser or fetch gives (a Buffer's slices are Buffers, which JSON.stringify turns into objects).
const bytes = (s: string) => new Uint8Array(Buffer.from(s, "base64"));
const rows = (view: { length: number; get(i: number): unknown }) => { const out = []; for (let i = 0; i < view.length; i++) out.push(view.get(i)); return json(out); };

const fixtures = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as { pb: string; mp: string; fb: string }[];
for (const f of fixtures) {
  const out: Record<string, string> = {};
  try {
    const pb = bytes(f.pb);
    const m = pw.decodeKinds(pb);
    out.pb = json(m);
    out.mp = json(mp.decodeKindsMsgpack(bytes(f.mp)));
    out.fb = json(fb.decodeKindsFb(bytes(f.fb)));
    out.pbOut = b64(pw.encodeKinds(m));
    out.mpOut = b64(mp.encodeKindsMsgpack(m));
    const children = json(m.children);
    out.views = [rows(pw.viewKinds(pb)), rows(mp.viewKindsMsgpack(bytes(f.mp))), rows(fb.viewKindsFb(bytes(f.fb)))]
      .every((r) => r === children) ? "same" : "differ";
  } catch (e) {
    out.error = String(e instanceof Error ? e.stack : e);
  }
  console.log(JSON.stringify(out));
}
`

// kindsCases are Kinds messages with every field kind the generators
// handle: edgemsg's random ones (maps of every key kind, oneofs, optional
// fields, recursion, every well-known type with valid values, Any holding
// a Kinds, a Timestamp or a StringValue) and hand-made ones for the
// presence rules (zero-valued oneof members and optional fields, NullValue).
func kindsCases(t *testing.T) []*plugintestv1.Kinds {
	t.Helper()
	var out []*plugintestv1.Kinds
	for seed := range uint64(40) {
		z := edgemsg.New(seed)
		z.Any = func(z *edgemsg.Rand) proto.Message {
			switch z.R.IntN(3) {
			case 0:
				k := &plugintestv1.Kinds{}
				z.Fill(k.ProtoReflect(), 1)
				return k
			case 1:
				return &timestamppb.Timestamp{Seconds: z.R.Int64N(253402300799), Nanos: z.R.Int32N(1e9)}
			}
			return wrapperspb.String("packed")
		}
		m := &plugintestv1.Kinds{}
		depth := 1 // Kinds nests Kinds in 15 fields: two levels are already large
		if seed%8 == 0 {
			depth = 2
		}
		z.Fill(m.ProtoReflect(), depth)
		out = append(out, m)
	}
	inner, err := anypb.New(&plugintestv1.Kinds{Text: "inside", OptI32: proto.Int32(0)})
	if err != nil {
		t.Fatal(err)
	}
	dur, err := anypb.New(durationpb.New(-1500000000))
	if err != nil {
		t.Fatal(err)
	}
	list, err := structpb.NewList([]any{nil, 1.5, "s", true, map[string]any{"": "empty key", "a": []any{}}})
	if err != nil {
		t.Fatal(err)
	}
	out = append(out,
		&plugintestv1.Kinds{Choice: &plugintestv1.Kinds_ChoiceNum{ChoiceNum: 0}, Second: &plugintestv1.Kinds_SecondText{SecondText: ""}},
		&plugintestv1.Kinds{Choice: &plugintestv1.Kinds_ChoiceFlag{ChoiceFlag: false}, OptFlag: proto.Bool(false), OptText: proto.String(""), OptDb: proto.Float64(0)},
		&plugintestv1.Kinds{Choice: &plugintestv1.Kinds_ChoiceNull{}, OptColor: plugintestv1.Color_COLOR_UNSPECIFIED.Enum(), OptU64: proto.Uint64(0)},
		&plugintestv1.Kinds{Choice: &plugintestv1.Kinds_ChoiceData{ChoiceData: []byte{}}, Second: &plugintestv1.Kinds_SecondValue{SecondValue: structpb.NewNullValue()}},
		&plugintestv1.Kinds{Choice: &plugintestv1.Kinds_ChoiceChild{ChoiceChild: &plugintestv1.Kinds{}}, OptMsg: &plugintestv1.Kinds{}},
		&plugintestv1.Kinds{
			MStrString:  map[string]string{"": "", "b": "2", "a": "1", "é": "x", "\U0001F600": "emoji", "\uFFFD": "replacement", "__proto__": "p"},
			MI32Msg:     map[int32]*plugintestv1.Kinds{-1: {}, 0: {I32: 7}, 2: {}},
			MFlagMsg:    map[bool]*plugintestv1.Kinds{false: {}, true: {Flag: true}},
			MU32Bytes:   map[uint32][]byte{0: {}, 1: {0, 255}},
			MSf64String: map[int64]string{-9223372036854775808: "min", 9223372036854775807: "max", 0: ""},
			RData:       [][]byte{{}, {1}, {}},
			Any:         inner,
			Nulls:       []structpb.NullValue{0, 0},
			ValMap:      map[string]*structpb.Value{"list": structpb.NewListValue(list), "n": structpb.NewNumberValue(math.Copysign(0, -1))},
			Lv:          list,
			Mask:        &fieldmaskpb.FieldMask{Paths: []string{"a_b.c", "d"}},
			Empty:       &emptypb.Empty{},
			WBytes:      wrapperspb.Bytes(nil),
			WI64:        wrapperspb.Int64(-1),
			Tss:         []*timestamppb.Timestamp{{Seconds: -62135596800}, {Seconds: 253402300799, Nanos: 999999999}, {Nanos: 1000}},
		},
		&plugintestv1.Kinds{Any: dur, Dur: &durationpb.Duration{Nanos: -1}, St: &structpb.Struct{}},
	)
	return out
}

// TestGeneratedTSAgainstGo holds the generated TypeScript (the plugin's
// output for the plugintest schema, run in Node) to polywire's Go codecs:
// every Kinds case's Protobuf, MessagePack and FlatBuffers bytes (from
// proto, codec/msgpackcodec and codec/flatcodec) decode to JSON that
// protojson reads back as the same message, the views' rows equal the
// eager decode's, and the Protobuf and MessagePack encoders reproduce the
// Go bytes exactly (map entries in key order).
func TestGeneratedTSAgainstGo(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("starts Node (about 2 s)")
	}
	node, clientDir := tsxRunner(t)
	t0 := time.Now()
	dir := t.TempDir()
	if warn := generateInto(t, filepath.Join(dir, "gen"), "fb=true,msgpack=true", plugintestv1.File_polywire_plugintest_v1_kinds_proto); warn != "" {
		t.Errorf("warnings: %s", warn)
	}
	cases := kindsCases(t)
	type fixture struct {
		PB string `json:"pb"`
		MP string `json:"mp"`
		FB string `json:"fb"`
	}
	var fixtures []fixture
	var kept []*plugintestv1.Kinds
	for _, m := range cases {
		// What proto3 JSON, the form the generated code decodes to, can
		// carry of m: a NullValue's number is null, an Any's bytes are its
		// message's. A message with no JSON form (edgemsg's rare invalid
		// values) has nothing to compare with.
		j, err := protojson.Marshal(m)
		if err != nil {
			continue
		}
		m = &plugintestv1.Kinds{}
		if err := protojson.Unmarshal(j, m); err != nil {
			t.Fatal(err)
		}
		pb, err := proto.MarshalOptions{Deterministic: true}.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		mp, err := msgpackcodec.Codec{}.Marshal(nil, m)
		if err != nil {
			t.Fatal(err)
		}
		fb, err := flatcodec.Codec{}.Marshal(nil, m)
		if err != nil {
			t.Fatal(err)
		}
		b64 := base64.StdEncoding.EncodeToString
		fixtures = append(fixtures, fixture{b64(pb), b64(mp), b64(fb)})
		kept = append(kept, m)
	}
	if len(kept) < 42 {
		t.Fatalf("only %d of %d cases have a JSON form", len(kept), len(cases))
	}
	raw, err := json.Marshal(fixtures)
	if err != nil {
		t.Fatal(err)
	}
	fixturesPath := filepath.Join(dir, "fixtures.json")
	scriptPath := filepath.Join(dir, "check.ts")
	if err := os.WriteFile(fixturesPath, raw, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(scriptPath, []byte(checkScript), 0o644); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	t.Logf("fixtures: %d bytes, built in %v", len(raw), time.Since(t0))
	cmd := exec.Command(node, "--import", "tsx", scriptPath, fixturesPath)
	cmd.Dir = clientDir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, stderr.String())
	}
	t.Logf("node: %v", time.Since(start))
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<24)
	i := 0
	for ; sc.Scan(); i++ {
		var got struct {
			PB    string `json:"pb"`
			MP    string `json:"mp"`
			FB    string `json:"fb"`
			PBOut string `json:"pbOut"`
			MPOut string `json:"mpOut"`
			Views string `json:"views"`
			Error string `json:"error"`
		}
		if err := json.Unmarshal(sc.Bytes(), &got); err != nil {
			t.Fatalf("case %d: %v: %s", i, err, sc.Text())
		}
		want := kept[i]
		if got.Error != "" {
			t.Errorf("case %d: %s", i, got.Error)
			continue
		}
		for _, d := range []struct{ format, json string }{{"proto", got.PB}, {"msgpack", got.MP}, {"flatbuffers", got.FB}} {
			m := &plugintestv1.Kinds{}
			if err := protojson.Unmarshal([]byte(d.json), m); err != nil {
				t.Errorf("case %d %s: protojson cannot read the decoding: %v", i, d.format, err)
				continue
			}
			if !proto.Equal(want, m) {
				t.Errorf("case %d %s: decoded differently: %s", i, d.format, firstDiff(want.ProtoReflect(), m.ProtoReflect(), ""))
			}
		}
		if d := bytesDiff(got.PBOut, fixtures[i].PB); d != "" {
			t.Errorf("case %d: encodeKinds differs from Go's deterministic bytes: %s", i, d)
		}
		if d := bytesDiff(got.MPOut, fixtures[i].MP); d != "" {
			t.Errorf("case %d: encodeKindsMsgpack differs from codec/msgpackcodec's bytes: %s", i, d)
		}
		if got.Views != "same" {
			t.Errorf("case %d: a view's rows differ from the eager decode's children", i)
		}
	}
	if i != len(kept) {
		t.Fatalf("node answered %d cases of %d: %s", i, len(kept), strings.TrimSpace(stderr.String()))
	}
}

// firstDiff names the first field where a and b differ, with both values.
func firstDiff(a, b protoreflect.Message, path string) string {
	fields := a.Descriptor().Fields()
	for i := range fields.Len() {
		fd := fields.Get(i)
		p := path + "." + string(fd.Name())
		va, vb := a.Get(fd), b.Get(fd)
		if a.Has(fd) != b.Has(fd) {
			return fmt.Sprintf("%s: set %v / %v (%v / %v)", p, a.Has(fd), b.Has(fd), va, vb)
		}
		switch {
		case fd.IsList():
			la, lb := va.List(), vb.List()
			if la.Len() != lb.Len() {
				return fmt.Sprintf("%s: %d / %d elements", p, la.Len(), lb.Len())
			}
			for j := range la.Len() {
				if fd.Message() != nil {
					if !proto.Equal(la.Get(j).Message().Interface(), lb.Get(j).Message().Interface()) {
						return firstDiff(la.Get(j).Message(), lb.Get(j).Message(), fmt.Sprintf("%s[%d]", p, j))
					}
				} else if !la.Get(j).Equal(lb.Get(j)) {
					return fmt.Sprintf("%s[%d]: %v / %v", p, j, la.Get(j), lb.Get(j))
				}
			}
		case fd.IsMap():
			ma, mb := va.Map(), vb.Map()
			var out string
			ma.Range(func(k protoreflect.MapKey, x protoreflect.Value) bool {
				y := mb.Get(k)
				switch {
				case !mb.Has(k):
					out = fmt.Sprintf("%s[%v]: missing", p, k)
				case fd.MapValue().Message() != nil:
					if !proto.Equal(x.Message().Interface(), y.Message().Interface()) {
						out = firstDiff(x.Message(), y.Message(), fmt.Sprintf("%s[%v]", p, k))
					}
				case !x.Equal(y):
					out = fmt.Sprintf("%s[%v]: %v / %v", p, k, x, y)
				}
				return out == ""
			})
			if out != "" {
				return out
			}
			if ma.Len() != mb.Len() {
				return fmt.Sprintf("%s: %d / %d entries", p, ma.Len(), mb.Len())
			}
		case fd.Message() != nil:
			if a.Has(fd) && !proto.Equal(va.Message().Interface(), vb.Message().Interface()) {
				return firstDiff(va.Message(), vb.Message(), p)
			}
		default:
			if !va.Equal(vb) {
				return fmt.Sprintf("%s: %v / %v", p, va, vb)
			}
		}
	}
	return path + ": equal field by field (unknown fields?)"
}

// bytesDiff describes where two base64 strings' bytes first differ ("" when equal).
func bytesDiff(got, want string) string {
	a, _ := base64.StdEncoding.DecodeString(got)
	b, _ := base64.StdEncoding.DecodeString(want)
	if bytes.Equal(a, b) {
		return ""
	}
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	lo := max(0, i-8)
	return fmt.Sprintf("%d bytes, want %d; first difference at %d: % x / % x", len(a), len(b), i, a[lo:min(len(a), i+8)], b[lo:min(len(b), i+8)])
}
